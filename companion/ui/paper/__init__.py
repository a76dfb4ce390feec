"""Scoring a game played on paper (issue 22): Home's "Score a finished game", the sheets of The Ancient World and
Ancient Realm entered one player at a time with taps, and their results."""
