"""Home: start a new game, resume a game in progress (most recent first), finished games, the history.

Each listed game can be renamed, archived or moved to the bin ("Manage"); the archived games and the bin
have their own sections, where games are brought back, and a game in the bin is deleted forever only after a
second, explicit confirmation.
"""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from companion.core.names import LIMITS
from companion.kinds import scored_on_paper
from companion.store import GameInfo, PlayerRecord, name_problem, validated_name
from companion.ui import widgets as w
from companion.ui.context import go, use_access, use_app
from companion.ui.hooks import keyed
from companion.ui.lang import N_, reader, t, tn
from companion.ui.screens.invite import SIDE_WIDTH, InvitePanel
from companion.ui.screens.player import player_route
from companion.ui.screens.share import share_on_home
from companion.ui.screens.transfer import ImportButton, export_button, server_only

#: Shows a line on Home saying what was just done to a game (and how to undo it).
Notify = Callable[[str], None]


def _result(game: GameInfo) -> str:
    if not game.final_scores:
        return t("no scores recorded")
    ranked = sorted(game.final_scores.items(), key=lambda kv: -kv[1])
    return ", ".join(f"{name} {score}" for name, score in ranked)


def _details(game: GameInfo) -> list[ft.Control]:
    """The game's name, size and last change, and its result when finished."""
    lines: list[ft.Control] = [
        ft.Text(game.name, size=20, weight=ft.FontWeight.BOLD),
        ft.Text(tn("{n} action, last change {when}", "{n} actions, last change {when}", game.actions,
                   when=reader().when(game.updated_at)), size=14),
    ]
    if game.problem:
        lines.append(w.notice(t("{name} is damaged: {problem}.", name=game.name, problem=t(game.problem)), error=True,
                              identifier=f"damaged-{game.id}"))
    elif game.status == "finished":
        lines.append(ft.Text(t("Finished: {result}", result=_result(game)), size=16))
    if scored_on_paper(game.kind):
        lines.append(ft.Text(t("Played on paper, scored here"), size=14, italic=True))
    return lines


def _open_button(game: GameInfo) -> ft.Control:
    """Resume a game in progress, or see a finished game's scores; nothing for a damaged one (it says why)."""
    if game.problem:
        return ft.Container()
    players = ", ".join(game.players)
    if game.status == "finished":
        return w.button(t("Scores of {players}", players=players), lambda: go(f"/game/{game.id}/scores"),
                        icon=ft.Icons.EMOJI_EVENTS)
    return w.button(t("Resume {players}", players=players), lambda: go(f"/game/{game.id}"), icon=ft.Icons.PLAY_ARROW,
                    primary=True)


@ft.component
def GameListing(game: GameInfo, notify: Notify) -> ft.Control:
    """One saved game (in the main list or archived): open it; "Manage" shows rename, archive and delete."""
    app = use_app()
    managing, set_managing = ft.use_state(False)
    name, set_name = ft.use_state(game.name)

    def toggle() -> None:
        set_name(game.name)
        set_managing(not managing)

    async def rename() -> None:
        if await app.rename_game(game.id, name):
            notify(t("{old} is now called {new}.", old=game.name, new=validated_name(name)))
            set_managing(False)

    async def archive() -> None:
        if await app.archive_game(game.id, not game.archived):
            notify(t("{name} is back in the list of games.", name=game.name) if game.archived
                   else t("{name} archived: it is under Archived games, and still counts in the history.",
                          name=game.name))

    async def delete() -> None:
        if await app.delete_game(game.id):
            notify(t("{name} moved to the bin. It can be restored from the bin until it is deleted forever.",
                     name=game.name))

    controls = [*_details(game), ft.Row([
        _open_button(game),
        w.button(t("Hide the choices for {name}", name=game.name) if managing else t("Manage {name}", name=game.name),
                 toggle,
                 icon=ft.Icons.EXPAND_LESS if managing else ft.Icons.TUNE),
    ], wrap=True), *share_on_home(game)]
    if managing:
        problem = name_problem(name)
        controls += [
            w.text_field(t("New name for {name}", name=game.name), name, lambda e: set_name(e.control.value or ""),
                         max_length=LIMITS["game"]),
            w.with_reason(w.button(t("Rename {name}", name=game.name), rename, icon=ft.Icons.SAVE,
                                   disabled=problem is not None),
                          t(problem) if problem else None, identifier=f"rename-reason-{game.id}"),
            ft.Row([
                w.button(t("Unarchive {name}", name=game.name), archive, icon=ft.Icons.UNARCHIVE) if game.archived
                else w.button(t("Archive {name}", name=game.name), archive, icon=ft.Icons.ARCHIVE),
                w.button(t("Delete {name}", name=game.name), delete, icon=ft.Icons.DELETE),
                export_button(game, notify),
            ], wrap=True),
        ]
    return w.card(controls, identifier=f"game-{game.id}")


@ft.component
def BinnedListing(game: GameInfo, notify: Notify) -> ft.Control:
    """A game in the bin: restore it, or delete it forever after saying so a second time."""
    app = use_app()
    confirming, set_confirming = ft.use_state(False)

    async def restore() -> None:
        if await app.restore_game(game.id):
            notify(t("{name} restored: it is back under Archived games.", name=game.name) if game.archived
                   else t("{name} restored: it is back in the list of games.", name=game.name))

    async def purge() -> None:
        if await app.purge_game(game.id):
            notify(t("{name} was deleted forever.", name=game.name))

    controls: list[ft.Control] = [
        ft.Text(game.name, size=20, weight=ft.FontWeight.BOLD),
        ft.Text(tn("{players}: {n} action, in the bin since {when}", "{players}: {n} actions, in the bin since {when}",
                   game.actions, players=", ".join(game.players),
                   when=reader().when(game.deleted_at or game.updated_at)),
                size=14),
    ]
    if confirming:
        controls += [
            w.notice(t("Delete {name} forever? Its whole log goes with it; this cannot be undone.", name=game.name)),
            ft.Row([
                w.button(t("Yes, delete {name} forever", name=game.name), purge, icon=ft.Icons.DELETE_FOREVER),
                w.button(t("Keep {name} in the bin", name=game.name), lambda: set_confirming(False),
                         icon=ft.Icons.CLOSE),
            ], wrap=True),
        ]
    else:
        controls.append(ft.Row([
            w.button(t("Restore {name}", name=game.name), restore, icon=ft.Icons.RESTORE_FROM_TRASH, primary=True),
            w.button(t("Delete {name} forever", name=game.name), lambda: set_confirming(True),
                     icon=ft.Icons.DELETE_FOREVER),
        ], wrap=True))
    return w.card(controls, identifier=f"binned-{game.id}")


def _history(records: list[PlayerRecord]) -> list[ft.Control]:
    """Every player of a finished game, a tap from their page (games, wins, scores over time per game)."""
    def line(r: PlayerRecord) -> str:
        return t("{player}: {games}, {wins}", player=r.player, games=tn("{n} game", "{n} games", r.games),
                 wins=tn("{n} win", "{n} wins", r.wins))

    return [ft.Text(t("Tap a player for their games, wins, average and best score, and a chart over time."), size=16),
            ft.Row([w.button(line(r), w.bind(go, player_route(r.player)), icon=ft.Icons.PERSON) for r in records],
                   wrap=True)]


def _section(title: str, hide: str, show_count: str, shown: bool, show: Callable[[bool], None],
             listings: list[ft.Control], empty: str) -> list[ft.Control]:
    """A section opened on demand (its button ``show_count`` says how many games it holds: ``{n}``), with its games
    or ``empty`` (each a literal marked with ``N_``, said here)."""
    toggle = w.button(t(hide) if shown else t(show_count, n=len(listings)),
                      lambda: show(not shown), icon=ft.Icons.EXPAND_LESS if shown else ft.Icons.EXPAND_MORE)
    if not shown:
        return [toggle]
    return [toggle, w.heading(t(title)), *(listings or [ft.Text(t(empty), size=16)])]


@ft.component
def Home() -> ft.Control:
    """The start screen; with a join code, the invitation to the phones at the table (beside the list on a tablet,
    under New game on a phone)."""
    app = use_app()
    access = use_access()
    ft.use_effect(app.lists_opened, [], cleanup=app.lists_closed)
    message, set_message = ft.use_state("")
    archived_shown, show_archived = ft.use_state(False)
    bin_shown, show_bin = ft.use_state(False)
    in_progress = [g for g in app.games if g.status != "finished"]
    finished = [g for g in app.games if g.status == "finished"]
    controls: list[ft.Control] = [ft.Row([
        w.button(t("New game"), lambda: go("/new"), icon=ft.Icons.ADD, primary=True),
        w.button(t("Score a finished game"), lambda: go("/score"), icon=ft.Icons.SCOREBOARD),
        keyed(ImportButton, "import")(set_message)], wrap=True), *server_only()]
    if message:
        controls.append(ft.Row([ft.Container(w.notice(message, identifier="home-notice"), expand=True),
                                w.icon_button(ft.Icons.CLOSE, t("Dismiss the notice"), lambda: set_message(""))]))
    controls += [
        w.heading(t("Games in progress")),
        *([keyed(GameListing, g.id)(g, set_message) for g in in_progress]
          or [ft.Text(t("No game in progress.") if app.lists_read else t("Reading the saved games…"), size=16)]),
    ]
    if finished:
        controls += [w.heading(t("Finished games")), *[keyed(GameListing, g.id)(g, set_message) for g in finished]]
    controls += _section(N_("Archived games"), N_("Hide archived games"), N_("Show archived games ({n})"),
                         archived_shown, show_archived,
                         [keyed(GameListing, g.id)(g, set_message) for g in app.archived_games],
                         N_("No archived games."))
    controls += _section(N_("Bin"), N_("Hide the bin"), N_("Show the bin ({n})"), bin_shown, show_bin,
                         [keyed(BinnedListing, g.id)(g, set_message) for g in app.binned_games],
                         N_("The bin is empty."))
    if app.history:
        controls += [w.heading(t("History")), *_history(app.history)]
    controls.append(w.button(t("Rules guide"), lambda: go("/rules"), icon=ft.Icons.MENU_BOOK))
    if access is None:
        return ft.Column(controls, spacing=12)
    invite = keyed(InvitePanel, "invite")(access)
    if not app.wide:
        return ft.Column([controls[0], invite, *controls[1:]], spacing=12)
    return ft.Row([ft.Column(controls, spacing=12, expand=True), ft.Container(invite, width=SIDE_WIDTH)],
                  spacing=16, vertical_alignment=ft.CrossAxisAlignment.START)
