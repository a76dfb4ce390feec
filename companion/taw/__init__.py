"""The Ancient World (Second Edition): state, actions, phases and scoring, in plain Python."""
