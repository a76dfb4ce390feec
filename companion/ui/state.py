"""The app's one observable store: what every screen shows, and one method per thing a person wants to do.

Components only render this state and call these methods. Every change to a game goes through the
game store first (saved before the screen shows it as done), then announced to the other sessions of the
server, which reload it from the store (``sync``). Each store call runs off the event loop that serves every
device (``offloop``; the methods that call the store are coroutines, awaited by async handlers): a change is made
to a copy of the open game, which is shown in its place once saved, so the screen never shows a move the store
has not saved, and a save that waits for a busy database says so on this device only; the rules are the engine's:
legality is
asked with ``game.can(action)`` and refusals are shown with the engine's own reason. A browser can be one
player's phone (its seat, per game): whether it may act for the others is the game's option, asked of
``companion.core.seats`` before the engine, and refused the same way.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import flet as ft

from companion.core.action import Action
from companion.core.errors import Verdict
from companion.core.game import Game, seat_names
from companion.core.names import fitted_name
from companion.core.seats import seat_verdict
from companion.store import GameInfo, PlayerRecord, Store, StoredGame
from companion.store.export import export_text, import_bytes
from companion.ui import forms
from companion.ui.drafting import SOLO_NAME, Drafting, NewGameDraft
from companion.ui.lang import N_, t
from companion.ui.offloop import OffLoop
from companion.ui.sync import Sync
from companion.ui.widgets import WIDE, WIDE_MIN_HEIGHT
from companion.words import Msg
from companion.words.catalogs import DEFAULT


@ft.observable
@dataclass
class AppState(OffLoop, Drafting):
    """Everything the screens show for one browser session."""

    store: Store
    #: A store in memory asked for (``--memory``): every screen says nothing is saved.
    throwaway: bool = False
    dark: bool = False
    #: The language this device reads (``ui/languages.py``): every screen is said in it, re-rendered when it changes.
    language: str = DEFAULT
    games: list[GameInfo] = field(default_factory=list)
    history: list[PlayerRecord] = field(default_factory=list)
    #: Games hidden from the main list, and games in the bin (kept whole until purged), for Home's sections.
    archived_games: list[GameInfo] = field(default_factory=list)
    binned_games: list[GameInfo] = field(default_factory=list)
    draft: NewGameDraft = field(default_factory=NewGameDraft)
    current: StoredGame | None = None
    #: What went wrong with the last intent, shown until the next one: a refusal as data (said in the reader's
    #: language where shown), or words already said in it.
    problem: Msg | str | None = None
    #: What this device is saving once that takes long (``offloop.OffLoop``), said on the screen until done.
    saving: str | None = None
    #: True once the lists of games have been read (until then Home says it is reading them, not that there are none).
    lists_read: bool = False
    #: The game the address names that could not be opened (``problem`` says why), so its screens say so.
    unopened: str | None = None
    #: Bumped after each change to the open game so screens re-render.
    version: int = 0
    #: The link to the server's other sessions (None: this session is alone, as in most tests).
    sync: Sync | None = None
    #: True when the window is large enough for side-by-side panes (``widgets.WIDE``, ``WIDE_MIN_HEIGHT``).
    wide: bool = False
    #: True when the window is on its side and too low for panes (a phone turned): a game's tabs then go down
    #: the left side instead of along the bottom, leaving the little height there is to the screen.
    tabs_beside: bool = False
    #: What became of a move being entered that the game moved on under, when its flow went away while saying so
    #: (another tab or screen was opened): said on the table until dismissed or the next move is chosen.
    dropped: str | None = None
    #: Where each game tab was last scrolled to (address -> pixels), so it opens there again. Changed in place, so
    #: a scroll re-renders nothing.
    scrolled: dict[str, float] = field(default_factory=dict)
    #: This browser's seat in each game it knows it for (game id -> seat index; None: no seat, it plays for everyone),
    #: from its saved preferences (``ui/seats.py``). Replaced whole on a change, so the screens follow.
    seats: dict[str, int | None] = field(default_factory=dict)
    #: Whether a screen showing the lists of games (Home) is open. Private (its changes re-render nothing): only then
    #: does another session's saved change reload the lists; a game's screens would otherwise all render again, on
    #: every device at each move, for lists they do not show.
    _lists_open: bool = field(default=False, init=False, repr=False)
    #: What this device is saving now, if anything (private: its changes re-render nothing): one change at a time.
    _busy: str | None = field(default=None, init=False, repr=False)

    # -- app ---------------------------------------------------------------------------------
    def toggle_theme(self) -> None:
        """Switch between the light and the dark theme."""
        self.dark = not self.dark

    def resize(self, width: float | None, height: float | None) -> None:
        """Follow the window's size; only crossing ``widgets.WIDE``, ``WIDE_MIN_HEIGHT`` or turning the window
        changes the layout."""
        wide = beside = False
        if width is not None and height is not None:
            wide = width >= WIDE and height >= WIDE_MIN_HEIGHT
            beside = width > height and height < WIDE_MIN_HEIGHT
        if wide != self.wide:
            self.wide = wide
        if beside != self.tabs_beside:
            self.tabs_beside = beside

    def connect(self, sync: Sync) -> None:
        """Stay in step with the server's other sessions (before a game is opened: each one opened is followed)."""
        self.sync = sync
        sync.follow_games(self._games_changed)

    async def lists_opened(self) -> None:
        """A screen showing the lists of games opened (Home): load them, and reload them on other sessions' changes."""
        self._lists_open = True
        await self.refresh_games()

    def lists_closed(self) -> None:
        """The lists of games are no longer shown: other sessions' changes no longer reload them (until opened)."""
        self._lists_open = False

    async def _games_changed(self) -> None:
        """Another session saved a change to a game: reload the lists of games if they are shown."""
        if self._lists_open:
            await self.refresh_games()

    def dismiss_repair(self) -> None:
        """Hide what the store repaired when the open game was opened (damaged entries set aside)."""
        if self.current is not None and self.current.notice:
            self.current.notice = None
            self.version += 1

    def dismiss_dropped(self) -> None:
        """Hide the notice of a move that was dropped when the game moved on."""
        self.dropped = None

    def dismiss_problem(self) -> None:
        """Hide the last error message."""
        self.problem = None

    async def refresh_games(self) -> None:
        """Reload the saved games (active, archived, in the bin) and the players' history (Home)."""
        store = self.store
        lists = await self._read(lambda: (store.games(), store.games(archived=True), store.games(binned=True),
                                          store.history()))
        self.games, self.archived_games, self.binned_games, self.history = lists or ([], [], [], [])
        self.lists_read = True

    # -- saved games (Home) ------------------------------------------------------------------
    async def rename_game(self, game_id: str, name: str) -> bool:
        """Give a saved game a new name; an empty one is refused (see ``problem``) and nothing changes."""
        return await self._catalogue(game_id, N_("the new name"), lambda: self.store.rename(game_id, name))

    async def archive_game(self, game_id: str, archived: bool = True) -> bool:
        """Hide a game from the main list (``archived=False``: bring it back); it still counts in the history."""
        return await self._catalogue(game_id, N_("the archiving"), lambda: self.store.archive(game_id, archived))

    async def delete_game(self, game_id: str) -> bool:
        """Move a game to the bin, where it is kept whole until restored or purged."""
        return await self._catalogue(game_id, N_("the deletion"), lambda: self.store.delete(game_id))

    async def restore_game(self, game_id: str) -> bool:
        """Take a game out of the bin (back to the list it was in)."""
        return await self._catalogue(game_id, N_("the restore"), lambda: self.store.restore(game_id))

    async def purge_game(self, game_id: str) -> bool:
        """Remove a game in the bin for good; it stops being the open game (the screen confirms first)."""
        done = await self._catalogue(game_id, N_("the removal"), lambda: self.store.purge(game_id))
        if done and self.current is not None and self.current.id == game_id:
            self.current = None
        return done

    # -- new game ----------------------------------------------------------------------------
    async def start_game(self) -> str | None:
        """Save a new game from the form and open it; returns its id, or None (see ``problem``)."""
        kind = self.draft_kind()
        if kind is None:
            return None
        setup, problem = forms.validate(kind.setup_model, self.draft.values)
        if setup is None:
            self.problem = problem
            return None
        names = seat_names(setup) or [self.draft.solo_name.strip() or t(SOLO_NAME)]
        name = fitted_name(f"{kind.title}: {', '.join(names)}", "game")
        opened = await self._save(N_("the new game"), lambda: self.store.create(kind.id, setup, name=name,
                                                                                players=names))
        if opened is None:
            return None
        self._show(opened)
        self.draft = NewGameDraft()
        self._announce(opened.id)
        return opened.id

    # -- the open game -----------------------------------------------------------------------
    async def open_game(self, game_id: str) -> bool:
        """Make ``game_id`` the open game (loading it when another or none is open); if it cannot be opened, it is
        ``unopened`` and ``problem`` says why."""
        if self.current is not None and self.current.id == game_id:
            return True
        opened = await self._read(lambda: self.store.resume(game_id))
        if opened is None:
            self.unopened = game_id
            return False
        if self.current is None or self.current.id != game_id:  # else it was opened meanwhile (asked twice)
            self.unopened = None
            self._show(opened)
        return True

    async def reload_game(self) -> None:
        """Catch up with the open game as saved by another session; a problem being shown stays. The view read is put
        in place of the one shown, which is never changed (a thread may be reading it: a copy to change, a reload)."""
        current = self.current
        if current is None:
            return
        fresh = await self._read(current.reloaded)
        if fresh is None or self.current is not current:  # this device opened, saved or reloaded another view meanwhile
            return
        if fresh.info != current.info:
            self.current = fresh
            if (fresh.revision, fresh.info.options) != (current.revision, current.info.options):
                self.version += 1

    async def catch_up(self) -> None:
        """Reload what may have changed while this session heard nothing (its browser was away). A problem shown before
        it went away is about a screen that is gone: it goes too."""
        self.problem = None
        await self._games_changed()
        await self.reload_game()

    @property
    def game(self) -> Game | None:
        return self.current.game if self.current else None

    def can(self, action: Action) -> Verdict:
        """Whether this browser may make ``action`` in the open game: its seat's verdict, then the engine's."""
        assert self.current is not None
        seat = self.seat_verdict(action.player)
        return self.current.game.can(action) if seat else seat

    async def act(self, action: Action, *, by: str | None = None, seen: int | None = None) -> bool:
        """Play ``action`` in the open game, if it is still at revision ``seen`` (the one the screen showed; default:
        this session's); shown as done only once saved. Another player's move from a seat phone is refused when the
        game lets seat phones act only for their own player."""
        return self._seated(action.player, "moves are made") and await self._change(
            N_("the move"), lambda game: game.apply(action, by=by, seen=seen))

    async def undo(self, seen: int | None = None) -> bool:
        """Take back the last action (with the automatic steps it caused), if the game is still at revision
        ``seen`` (what the screen showed when Undo was tapped): a stale one is refused, "the game moved on". Taking
        back another player's move is acting for them (see :meth:`act` and :meth:`undo_verdict`)."""
        return self._allowed(self.undo_verdict()) and await self._change(N_("the undo"),
                                                                         lambda game: game.undo(seen=seen))

    async def redo(self, seen: int | None = None) -> bool:
        """Put back the last undone action, if the game is still at revision ``seen`` (and it is this browser's to
        make, see :meth:`redo_verdict`)."""
        return self._allowed(self.redo_verdict()) and await self._change(N_("the redo"),
                                                                         lambda game: game.redo(seen=seen))

    def undo_verdict(self) -> Verdict:
        """Whether this browser may take back the last action, said before the tap: its seat's verdict on the
        player whose move it was (an empty log is the game's to refuse)."""
        assert self.current is not None
        game = self.current.game
        return self.seat_verdict(_undone_player(game), "moves are undone") if game.can_undo else Verdict()

    def redo_verdict(self) -> Verdict:
        """Whether this browser may put back the last undone action, said before the tap (see :meth:`undo_verdict`)."""
        assert self.current is not None
        stack = self.current.game.redo_stack
        return self.seat_verdict(stack[-1][0].action.player, "moves are redone") if stack else Verdict()

    # -- seats -------------------------------------------------------------------------------
    @property
    def seat(self) -> int | None:
        """Whose phone this browser is in the open game (a seat index), or None: a device that plays for everyone."""
        return None if self.current is None else self.seats.get(self.current.id)

    def take_seat(self, seat: int | None) -> None:
        """Make this browser ``seat``'s phone in the open game (None: no seat); a seat the game has not means none."""
        assert self.current is not None
        self.seats = {**self.seats, self.current.id: self._valid_seat(seat)}
        self.problem = None

    def seat_saved(self, game_id: str, seat: Any) -> None:
        """The seat this browser saved for ``game_id`` (its preferences answer after the first screen): taken while
        that game is open and no seat was chosen meanwhile; anything but a seat of the game means none."""
        if self.current is not None and self.current.id == game_id and game_id not in self.seats:
            self.seats = {**self.seats, game_id: self._valid_seat(seat)}

    async def let_seats_act_for_others(self, allowed: bool) -> bool:
        """Set whether the open game's seat phones may act for other players: saved, then announced, so every device
        follows it."""
        return await self._change(N_("the choice for the seat phones"), lambda game: game.set_options(
            game.info.options.model_copy(update={"seats_act_for_others": allowed})))

    def seat_verdict(self, player: int | None, doing: str = "moves are made") -> Verdict:
        """Whether this browser may act for ``player`` in the open game (``companion.core.seats``: its seat and the
        game's option); ``doing``: what it would do, for the reason."""
        current = self.current
        assert current is not None
        return seat_verdict(self.seat, player, current.info.players, doing=doing,
                            others_allowed=current.info.options.seats_act_for_others)

    @property
    def revision(self) -> int:
        """The open game's revision as this session shows it: what Undo and Redo buttons carry."""
        assert self.current is not None
        return self.current.revision

    # -- internals ---------------------------------------------------------------------------
    def _seated(self, player: int | None, doing: str) -> bool:
        """True when this browser may act for ``player``; else the reason becomes ``problem`` and nothing changes."""
        return self._allowed(self.seat_verdict(player, doing))

    def _allowed(self, verdict: Verdict) -> bool:
        """``verdict``, its reason made the ``problem`` when it refuses."""
        if not verdict:
            self.problem = verdict.said
        return bool(verdict)

    def _valid_seat(self, seat: Any) -> int | None:
        """``seat`` when it is a seat of the open game, else None."""
        assert self.current is not None
        count = len(self.current.info.players)
        return seat if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < count else None

    async def _change(self, doing: str, step: Callable[[StoredGame], object]) -> bool:
        """Make a saved change (``doing``: "the move") to a copy of the open game, shown in its place once saved; a
        refusal because the game moved on also shows where it is now."""
        current = self.current
        assert current is not None

        def change() -> StoredGame:
            changed = current.copy()
            step(changed)
            return changed

        changed = await self._save(doing, change)
        if changed is None:
            await self.reload_game()
            return False
        if self.current is current:  # else this device opened another game meanwhile: this one is saved all the same
            self.current = changed
        self._changed()
        self._announce(changed.id)
        return True

    async def _catalogue(self, game_id: str, doing: str, step: Callable[[], None]) -> bool:
        """Change a saved game's name or place in the store, then reload the lists and tell the other sessions."""

        def run() -> bool:
            step()
            return True

        if await self._save(doing, run) is None:
            return False
        self.problem = None
        await self.refresh_games()
        if self.sync is not None:
            self.sync.announce(game_id)
        return True

    async def export_game(self, game_id: str) -> str | None:
        """The export file of a saved game (``companion export``'s JSON), read off the loop; None if it cannot be."""
        return await self._read(lambda: export_text(self.store, game_id))

    async def import_game(self, data: bytes, source: str) -> StoredGame | None:
        """Add the game of an export file as a new game (checked by replaying it, all or nothing: ``store.export``);
        a refusal becomes :attr:`problem`."""
        imported = await self._save(N_("the imported game"), lambda: import_bytes(self.store, data, source))
        if imported is not None:
            self.problem = None
            await self.refresh_games()
            self._announce(imported.id)
        return imported

    def _show(self, opened: StoredGame) -> None:
        """Make ``opened`` the open game, following the other sessions' changes to it."""
        self.current = opened
        if self.sync is not None:
            self.sync.follow(opened.id, self.reload_game)
        self._changed()

    def _announce(self, game_id: str) -> None:
        """Tell the other sessions that ``game_id`` was just saved."""
        if self.sync is not None:
            self.sync.announce(game_id)

    def _changed(self) -> None:
        self.problem = None
        self.version += 1


def _undone_player(game: Game) -> int | None:
    """Whose move Undo takes back: the player of the last group's own action (not its automatic steps)."""
    group = game.entries[-1].group
    return next((e.action.player for e in reversed(game.entries) if e.group == group and not e.auto), None)
