"""The store's one error type: what went wrong with the saved games, in plain words, with a stable code."""

from __future__ import annotations


class StoreError(Exception):
    """A problem with the database or an export file, never a rules problem.

    ``code`` is stable (tests and the UI key on it: ``corrupt``, ``newer_schema``, ``read_only``,
    ``disk_full``, ``busy``, ``not_found``, ``bad_export`` ...); ``message`` says in plain words what
    happened and what was (not) changed, so it can be shown to a person as is.
    """

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message

    def __repr__(self) -> str:
        return f"StoreError(code={self.code!r}, message={self.message!r})"
