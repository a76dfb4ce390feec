"""Log entries shared by every view of a game read from one store: each browser session holds its own game (its own
state, to change and to show), but the entries of a long log, equal in every view, are held once.

A session of a server keeps the game it shows; a 2,000-entry game read anew for each session cost about 3 MB each
(the entries and their actions), so the 20 sessions a server keeps for browsers that left held 60 MB of copies
(docs/performance.md). An entry is never changed once made (``LogEntry`` is frozen, its action is only read), so a
view may hold the very entry another view holds. An entry is shared only with one equal to it in every field, its
action included; one that no view holds any more is forgotten (the table holds them weakly).
"""

from __future__ import annotations

import threading
import weakref

from companion.core.game import LogEntry


class SharedEntries:
    """The entries the views of a store's games hold, by game; safe to use from several threads."""

    def __init__(self) -> None:
        self._known: weakref.WeakValueDictionary[tuple[object, ...], LogEntry] = weakref.WeakValueDictionary()
        self._lock = threading.Lock()

    def shared(self, game_id: str, entries: list[LogEntry]) -> list[LogEntry]:
        """``entries`` of game ``game_id``, each replaced by the equal entry a view already holds, if any."""
        out = []
        with self._lock:
            for entry in entries:
                key = (game_id, entry.seq, entry.group, entry.auto, entry.text, entry.by, entry.at)
                known = self._known.get(key)
                if known is None or known.action != entry.action:
                    self._known[key] = known = entry
                out.append(known)
        return out
