"""The embedded store: games saved in SQLite as setup plus action log, never losing an accepted action.

``Store.open_data_dir(recover=True)`` is what the app uses; ``StoredGame`` wraps a game so each apply,
undo and redo is committed before it returns; :mod:`companion.store.export` reads and writes export files.
"""

from companion.store.db import PlayerRecord, Store, name_problem, validated_name
from companion.store.errors import StoreError
from companion.store.info import GameInfo
from companion.store.paths import DATA_DIR_ENV, data_dir, db_path
from companion.store.stored_game import StoredGame

__all__ = ["DATA_DIR_ENV", "GameInfo", "PlayerRecord", "Store", "StoreError", "StoredGame", "data_dir", "db_path",
           "name_problem", "validated_name"]
