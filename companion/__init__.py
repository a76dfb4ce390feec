"""Companion: a table-side assistant for The Ancient World and two smaller rulebooks."""

__version__ = "0.1.0"
