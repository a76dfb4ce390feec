"""Where the database lives: ``--data-dir``, else ``$COMPANION_DATA_DIR``, else the user's data directory."""

from __future__ import annotations

import os
from pathlib import Path

from platformdirs import user_data_dir

#: Environment variable that overrides the data directory (documented in docs/storage.md).
DATA_DIR_ENV = "COMPANION_DATA_DIR"
#: File name of the database inside the data directory.
DB_NAME = "companion.db"


def data_dir(override: str | os.PathLike[str] | None = None) -> Path:
    """The data directory: the explicit override, then the environment variable, then platformdirs."""
    if override:
        return Path(override).expanduser()
    env = os.environ.get(DATA_DIR_ENV)
    if env:
        return Path(env).expanduser()
    return Path(user_data_dir("companion", appauthor=False))


def db_path(override: str | os.PathLike[str] | None = None) -> Path:
    """The database file inside :func:`data_dir`."""
    return data_dir(override) / DB_NAME
