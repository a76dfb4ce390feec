"""Home: start a new game, resume a game in progress (most recent first), finished games, the history."""

from __future__ import annotations

import flet as ft

from companion.store import GameInfo, PlayerRecord
from companion.ui import widgets as w
from companion.ui.context import go, use_app


def _result(game: GameInfo) -> str:
    if not game.final_scores:
        return "no scores recorded"
    ranked = sorted(game.final_scores.items(), key=lambda kv: -kv[1])
    return ", ".join(f"{name} {score}" for name, score in ranked)


def _listing(game: GameInfo) -> ft.Control:
    finished = game.status == "finished"
    players = ", ".join(game.players)
    lines: list[ft.Control] = [
        ft.Text(game.name, size=20, weight=ft.FontWeight.BOLD),
        ft.Text(f"{game.actions} actions, last change {game.updated_at[:16].replace('T', ' ')}", size=14),
    ]
    if finished:
        lines.append(ft.Text(f"Finished: {_result(game)}", size=16))
        action = w.button(f"Scores of {players}", lambda: go(f"/game/{game.id}/scores"), icon=ft.Icons.EMOJI_EVENTS)
    else:
        action = w.button(f"Resume {players}", lambda: go(f"/game/{game.id}"), icon=ft.Icons.PLAY_ARROW,
                          primary=True)
    return w.card([*lines, action], identifier=f"game-{game.id}")


def _history(records: list[PlayerRecord]) -> ft.Control:
    return ft.Row([ft.DataTable(
        columns=[ft.DataColumn(ft.Text(h, size=16, weight=ft.FontWeight.BOLD), numeric=i > 0)
                 for i, h in enumerate(("Player", "Games", "Wins", "Average", "Best"))],
        rows=[ft.DataRow([ft.DataCell(ft.Text(str(v), size=16))
                          for v in (r.player, r.games, r.wins, f"{r.average:.1f}", r.best)]) for r in records],
    )], scroll=ft.ScrollMode.AUTO)


@ft.component
def Home() -> ft.Control:
    """The start screen."""
    app = use_app()
    ft.on_mounted(app.refresh_games)
    in_progress = [g for g in app.games if g.status != "finished"]
    finished = [g for g in app.games if g.status == "finished"]
    controls: list[ft.Control] = [
        w.button("New game", lambda: go("/new"), icon=ft.Icons.ADD, primary=True),
        w.heading("Games in progress"),
        *([_listing(g) for g in in_progress] or [ft.Text("No game in progress.", size=16)]),
    ]
    if finished:
        controls += [w.heading("Finished games"), *[_listing(g) for g in finished]]
    if app.history:
        controls += [w.heading("History"), _history(app.history)]
    controls.append(w.button("Rules guide", lambda: go("/rules"), icon=ft.Icons.MENU_BOOK))
    return ft.Column(controls, spacing=12)
