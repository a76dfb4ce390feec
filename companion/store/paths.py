"""Where the database lives: ``--data-dir``, else ``$COMPANION_DATA_DIR``, else the packaged app's own data directory
(``$FLET_APP_STORAGE_DATA``), else the user's data directory."""

from __future__ import annotations

import os
from pathlib import Path

from platformdirs import user_data_dir

#: Environment variable that overrides the data directory (documented in docs/storage.md).
DATA_DIR_ENV = "COMPANION_DATA_DIR"
#: Set by Flet in an app built with ``flet build`` (and under ``flet run``): that app's own data directory, kept
#: across updates (and on a phone removed with the app). ``companion serve`` is not started by Flet: its order is as
#: before.
PACKAGED_DATA_DIR_ENV = "FLET_APP_STORAGE_DATA"
#: File name of the database inside the data directory.
DB_NAME = "companion.db"


def data_dir(override: str | os.PathLike[str] | None = None) -> Path:
    """The data directory: the explicit override, then ``$COMPANION_DATA_DIR``, then the packaged app's data
    directory, then platformdirs."""
    if override:
        return Path(override).expanduser()
    for name in (DATA_DIR_ENV, PACKAGED_DATA_DIR_ENV):
        env = os.environ.get(name)
        if env:
            return Path(env).expanduser()
    return Path(user_data_dir("companion", appauthor=False))


def db_path(override: str | os.PathLike[str] | None = None) -> Path:
    """The database file inside :func:`data_dir`."""
    return data_dir(override) / DB_NAME
