"""The Ancient World's table: round and phase, whose turn, a panel per player, the board, and the moves.

Every number comes from the engine's state or its ``derived`` totals; the moves are ``moves.MoveFlow``,
where a move that is not legal shows the engine's reason beside a disabled confirm button.
Nothing here knows a rule.
"""

from __future__ import annotations

import flet as ft

from companion.core.action import Action
from companion.core.game import Game
from companion.taw import derived
from companion.taw.data import board, tribes
from companion.taw.state import Player, State
from companion.ui import widgets as w
from companion.ui.context import use_game
from companion.ui.state import AppState
from companion.ui.taw.decisions import decision_panel
from companion.ui.taw.moves import MoveFlow
from companion.ui.taw.teaching import TeachingPanel
from companion.ui.taw.tribes import tribe_icon

PHASES = {"prepare": "Preparation", "actions": "Actions", "end_of_round": "End of round", "over": "Game over"}
WHERE = ("available", "placed", "starving", "new")


def _words(value: str) -> str:
    return value.replace("_", " ").capitalize()


def _banners(player: Player) -> ft.Control:
    """Banners by tribe: each tribe's shape in its colour and its name in words, so colour is never the only signal."""
    counts = [(t, n) for t, n in derived.banners_by_tribe(player).items() if n]
    if not counts:
        return ft.Text("Banners: none", size=16)
    return ft.Row([ft.Text("Banners:", size=16),
                   *[ft.Row([tribe_icon(t), ft.Text(f"{tribes().get(t).text} {n}", size=16)], tight=True, spacing=4)
                     for t, n in counts]], wrap=True)


def _armies(player: Player) -> str:
    if not player.armies:
        return "none"
    return "; ".join(f"{a.active.name} ({a.coins_name + a.coins_picture} coins on it)" for a in player.armies)


def player_panel(state: State, seat: int) -> ft.Control:
    """One player's resources, citizens, capacity, food, income, armies, banners and threat."""
    player = state.players[seat]
    to_play = state.phase == "actions" and state.current == seat and not player.passed
    status = " (to play)" if to_play else " (passed)" if player.passed else ""
    where = {k: sum(1 for c in player.citizens if c.where == k) for k in WHERE}
    p = f"p{seat}"
    numbers = [
        w.big_number("Coins", player.coins, identifier=f"{p}-coins"),
        w.big_number("Knowledge", player.knowledge, identifier=f"{p}-knowledge"),
        w.big_number("Ambrosia", player.ambrosia, identifier=f"{p}-ambrosia"),
        w.big_number("Capacity used", f"{derived.capacity_used(player)}/{derived.capacity(player)}",
                     identifier=f"{p}-capacity"),
        w.big_number("Food / citizens", f"{derived.food(player)}/{derived.citizens_owned(player)}",
                     identifier=f"{p}-food"),
        w.big_number("Armies / limit", f"{len(player.armies)}/{derived.army_limit(player)}",
                     identifier=f"{p}-armies"),
        w.big_number("Draft swords", derived.draft_swords(player, state, seat), identifier=f"{p}-swords"),
    ]
    citizens = ", ".join(f"{where[k]} {k}" for k in WHERE)
    income = (f"{derived.income_coins(player)} coins, {derived.income_knowledge(player)} knowledge, "
              f"{derived.income_ambrosia(player)} ambrosia")
    threat = "none"
    if player.threat is not None:
        cost = derived.threat_feed_cost(player, state)
        threat = f"{player.threat.card.name}, {player.threat.ambrosia} ambrosia on it (feeding costs {cost})"
    lines = [("Citizens", citizens), ("Income", income), ("Armies", _armies(player)), ("Threatening titan", threat)]
    title = ft.Row([ft.Icon(ft.Icons.PERSON_PIN if to_play else ft.Icons.PERSON_OUTLINE),
                    ft.Text(f"{player.name}{status}", size=22, weight=ft.FontWeight.BOLD)])
    return w.card([title, ft.Row(numbers, wrap=True),
                   *[ft.Text(f"{label}: {text}", size=16, selectable=True) for label, text in lines],
                   _banners(player)],
                  identifier=f"player-{seat}")


def spaces_panel(state: State) -> ft.Control:
    """The board's action spaces: who stands on each (name and skill) and the ambrosia on it."""
    rows = []
    for space_id, space in state.spaces.items():
        who = ", ".join(f"{state.players[c.player].name} ({c.skill})" for c in space.citizens) or "free"
        extra = " - covered" if space.covered else ""
        rows.append(ft.Text(f"{board().space(space_id).label}: {who}; {space.ambrosia} ambrosia{extra}", size=16))
    return w.card([w.heading("Board", size=20), *rows], identifier="board")


def _header(state: State) -> ft.Control:
    """Round, phase and whose turn: one line where it fits (a phone on its side has little height), two on a phone."""
    phase = PHASES.get(state.phase, _words(state.phase))
    step = f" - {_words(state.step)}" if state.step else ""
    turn = ""
    if state.phase == "actions" and not state.pending:
        turn = f"{state.players[state.current].name} to play"
    return ft.Semantics(identifier="round-phase", label=f"Round {state.round} of 6, {phase}{step}. {turn}",
                        content=ft.Row([
                            ft.Text(f"Round {state.round} of 6 - {phase}{step}", size=24, weight=ft.FontWeight.BOLD),
                            *([ft.Text(turn, size=20)] if turn else []),
                        ], wrap=True, spacing=16, run_spacing=2))


def _act_button(app: AppState, game: Game, action: Action) -> ft.Control:
    return w.button(action.describe(game.state), w.bind(app.act, action))


@ft.component
def TawTable() -> ft.Control:
    """The table view of a game of The Ancient World: round and phase always in view above the moves beside the
    players' books when the window is wide, above one scrolling column of both when narrow."""
    app, game = use_game()
    state: State = game.state
    legal = game.legal_actions()
    play: list[ft.Control] = []
    if getattr(game.setup, "teaching", False):
        play.append(TeachingPanel(state, legal, key="taw-teaching"))
    if state.table_notes:
        play.append(w.notice("On the table: " + " ".join(n.text for n in state.table_notes), identifier="table-notes"))
    if state.pending:
        play.append(decision_panel(app, game))
    elif state.phase == "actions" and legal:
        play.append(MoveFlow(app, game, collapse=not app.wide, key="moves"))
    books = [*(player_panel(state, seat) for seat in range(len(state.players))), spaces_panel(state)]
    # The moves' pane is the first pane in both layouts, so turning the device keeps a move being entered. Side by
    # side, each pane scrolls on its own: a move being entered re-lays out only its pane.
    panes = [w.scrolling(ft.Column(play, spacing=12)), w.scrolling(ft.Column(books, spacing=12))] if app.wide \
        else [w.scrolling(ft.Column([*play, *books], spacing=12))]
    return ft.Column([_header(state), ft.Row(panes, expand=True, spacing=12,
                                             vertical_alignment=ft.CrossAxisAlignment.START)], expand=True, spacing=12)
