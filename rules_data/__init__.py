"""Rules data (tables, catalogs, round track) as JSON files, read through companion.core.rules_data."""
