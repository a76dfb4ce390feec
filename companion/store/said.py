"""What the store tells a person, as messages (issue 24): its refusals (each a :class:`StoreError`'s message, coded
``store.<code>`` or ``store.<code>.<wording>``), its notices on opening a file, and the changes it names ("the
move", "the rename") when one could not be saved."""

from __future__ import annotations

from companion.words import text

# -- refusals ------------------------------------------------------------------------------------------------------
LEFT_AS_IS = text("store.bad_file", "{problem} The file was left as it is.")
MOVED_AND_BAD = text("store.bad_file.replaced", "{notice} {problem} The file was left as it is.")
NO_DATABASE = text("store.not_found.database", "There is no database at {path} yet; no game has been saved there.")
EMPTY = text("store.empty", "The database file {path} is empty (0 bytes), so it holds no games.")
OLD_SCHEMA = text("store.old_schema", "The database {path} needs an upgrade (schema {version} to {latest}) but it is "
                  "read-only.")
MIGRATION_FAILED = text("store.migration_failed", "The database {path} could not be upgraded from schema {version} "
                        "({why}); it was left as it was.")
NOT_SAVED_READ_ONLY = text("store.read_only.file", "The database is read-only, so {doing} was not saved.")
NO_GAME = text("store.not_found", "There is no game '{game}'.")
NO_ID = text("store.not_found.empty", "No game id was given.")
NO_PREFIX = text("store.not_found.prefix", "There is no game '{prefix}'; `companion games list` shows the ids.")
AMBIGUOUS = text("store.ambiguous", "Several games start with '{prefix}' ({ids}); type more of the id.")
NOT_JSON = text("store.unreadable_game", "The saved rows of game {game} are not valid JSON ({why}): the database was "
                "changed outside Companion. Nothing was changed.")
CANNOT_OPEN_GAME = text("store.unreadable_game.row", "Game '{name}' ({game}) cannot be opened: {problem}. Nothing "
                        "was changed.")
CANNOT_REBUILD = text("store.unreadable_game.rebuild", "Game '{name}' ({game}) cannot be rebuilt: {why}. It was "
                      "recorded with rules data {recorded}; this app has {current}. The saved game was not changed.")
NOT_IN_BIN = text("store.not_in_bin", "Only a game in the bin can be removed for good; delete it first.")
BAD_SCORES = text("store.bad_scores", "Final scores must name each player once: {players}.")
REMOVED = text("store.not_found.removed", "The game '{name}' was removed for good; nothing was saved.")
IN_BIN = text("store.in_bin", "The game '{name}' is in the bin; restore it to play on.")
BAD_PLAYER = text("store.bad_players", "{problem}.")
BAD_PLAYERS = text("store.bad_players.set", "A game needs at least one player, each with a different, non-empty "
                   "name.")
BAD_NAME = text("store.bad_name", "{problem}.")
LOG_MISMATCH = text("store.log_mismatch", "The saved log does not match the game in memory (the change would remove "
                    "{removed} saved entries instead of {expected}); nothing was saved.")

# -- notices -------------------------------------------------------------------------------------------------------
READ_ONLY_NOTICE = text("store.notice.read_only", "The database {path} is read-only: your games can be viewed but new "
                        "moves are not saved.")
NAMES_NOT_REPAIRED = text("store.notice.names_not_repaired", "Names saved before they were checked could not be "
                          "repaired now: {problem}")
DAMAGED_READ_ONLY = text("store.notice.damaged_read_only", "Game '{name}' ({game}) is damaged on disk from entry "
                         "{seq} on ({why}); it opens up to entry {kept}. The database is read-only, so nothing was "
                         "changed.")
DAMAGED_SET_ASIDE = text("store.notice.damaged", "Game '{name}' ({game}) was damaged on disk from entry {seq} on "
                         "({why}). It opens up to entry {kept}; the {moved} entries from there were set aside in the "
                         "database, not deleted. Play the missing moves again from the table.")

# -- what was being done --------------------------------------------------------------------------------------------
READING_GAMES = text("store.doing.reading_games", "reading the games")
READING_GAME = text("store.doing.reading_game", "reading the game")
NEW_GAME = text("store.doing.new_game", "the new game")
SETTING_ASIDE = text("store.doing.set_aside", "setting the damaged entries aside")
RENAME = text("store.doing.rename", "the new name")
ARCHIVING = text("store.doing.archive", "archiving")
DELETION = text("store.doing.delete", "the deletion")
RESTORE = text("store.doing.restore", "the restore")
REMOVAL = text("store.doing.purge", "the removal")
OPTIONS = text("store.doing.options", "the game's options")
FINAL_SCORES = text("store.doing.final_scores", "the final scores")
REPAIRING_NAMES = text("store.doing.repair_names", "repairing names")
MOVE = text("store.doing.move", "the move")
UNDO = text("store.doing.undo", "the undo")
REDO = text("store.doing.redo", "the redo")
