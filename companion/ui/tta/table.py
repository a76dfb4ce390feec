"""The Through the Ages first-round table: whose turn, the card row with costs, each board, and the teaching panel.

Every cost, refusal and prompt comes from the engine (``offers``, ``decision``, ``explain``); a card that
cannot be taken keeps its button, disabled, with the engine's reason beside it.
"""

from __future__ import annotations

import flet as ft

from companion.core.game import Game, LogEntry
from companion.tta.actions import EndActionPhase, EndOfTurnStep, PassTurn, TakeCard, explain
from companion.tta.kind import Offer, decision, offers
from companion.tta.rules import catalog, first_round
from companion.tta.state import PlayerBoard, Technology, TtaState
from companion.ui import widgets as w
from companion.ui.context import use_game
from companion.ui.screens.log import undo_redo
from companion.ui.state import AppState
from companion.ui.tta.teaching import teaching_panel

#: Icon for each kind of card-row card, so a card's kind is never shown by colour alone.
KIND_ICONS: dict[str, ft.IconData] = {
    "leader": ft.Icons.PERSON,
    "wonder": ft.Icons.ACCOUNT_BALANCE,
    "action": ft.Icons.BOLT,
}
#: Width of one card-row tile: one column on a phone, three on a tablet.
TILE_WIDTH = 320


def actions_word(count: int) -> str:
    """``1 civil action`` / ``3 civil actions``."""
    return f"{count} civil action{'' if count == 1 else 's'}"


def take_label(name: str, offer: Offer) -> str:
    """The take button's label, unique on the screen: who, card, slot and cost."""
    return f"{name} takes {offer.card} from slot {offer.slot} ({actions_word(offer.cost or 0)})"


def _card_facts(name: str) -> str:
    card = catalog().card(name)
    if card.kind == "wonder":
        stages = ", ".join(str(s) for s in card.wonder_stages)
        return f"Wonder: goes into play unfinished (build stages: {stages} resources)"
    return f"{card.kind.capitalize()}: goes to the hand"


def slot_tile(app: AppState, state: TtaState, offer: Offer) -> ft.Control:
    """One card-row slot: the card, its kind in words and icon, its cost, and the take button or its refusal."""
    cost = first_round().card_row_costs[offer.slot - 1]
    head = ft.Text(f"Slot {offer.slot} · costs {actions_word(cost)}", size=14)
    if offer.card is None:
        body: list[ft.Control] = [head, ft.Text("Taken", size=18, italic=True)]
    else:
        take = TakeCard(player=state.current, slot=offer.slot, card=offer.card)
        body = [
            head,
            ft.Row([ft.Icon(KIND_ICONS.get(offer.kind or "", ft.Icons.STYLE)),
                    ft.Text(offer.card, size=20, weight=ft.FontWeight.BOLD, expand=True)]),
            ft.Text(_card_facts(offer.card), size=14),
            w.with_reason(w.button(take_label(state.player.name, offer), w.bind(app.act, take),
                                   disabled=not offer.takeable), offer.refusal),
        ]
    return ft.Container(w.card(body, identifier=f"tta-slot-{offer.slot}"), width=TILE_WIDTH)


def board_panel(board: PlayerBoard, seat: int, active: bool) -> ft.Control:
    """One player's board after the engine's rules: actions, points, stored goods, hand and wonders."""
    marker = " (to play)" if active else ""
    prefix = f"tta-p{seat}"
    wonders = ", ".join(f"{x.name} ({'built' if x.completed else 'unfinished'})" for x in board.wonders) or "none"
    return w.card([
        ft.Row([ft.Icon(ft.Icons.PLAY_ARROW if active else ft.Icons.PERSON),
                ft.Text(f"{board.name}{marker}", size=22, weight=ft.FontWeight.BOLD, expand=True)]),
        ft.Row([
            w.big_number("Civil actions", board.civil_available, identifier=f"{prefix}-civil"),
            w.big_number("Military actions", board.military_available, identifier=f"{prefix}-military"),
            w.big_number("Science points", board.science_points, identifier=f"{prefix}-science",
                         detail=f"rating {board.rating('science')}"),
            w.big_number("Culture points", board.culture_points, identifier=f"{prefix}-culture",
                         detail=f"rating {board.rating('culture')}"),
            w.big_number("Food stored", board.stored("farm"), identifier=f"{prefix}-food"),
            w.big_number("Resources stored", board.stored("mine"), identifier=f"{prefix}-resources"),
        ], wrap=True),
        ft.Text(f"Government: {board.government}", size=16),
        ft.Text("Technologies: " + ", ".join(_technology(t) for t in board.technologies), size=16),
        ft.Text(f"Worker pool {board.worker_pool}, yellow bank {board.yellow_bank}, blue bank {board.blue_bank}, "
                f"happiness {board.happiness}", size=16),
        ft.Text(f"Hand: {', '.join(board.hand) or 'empty'}", size=16),
        ft.Text(f"Wonders: {wonders}", size=16),
    ], identifier=f"player-{seat}")


def _technology(tech: Technology) -> str:
    """E.g. "Agriculture: 2 workers, 2 blue": the tokens on one technology of the board."""
    workers = f"{tech.workers} worker{'' if tech.workers == 1 else 's'}"
    return f"{tech.name}: {workers}" + (f", {tech.blue} blue" if tech.blue else "")


def _step_icon(entry: LogEntry) -> ft.IconData:
    action = entry.action
    if isinstance(action, EndOfTurnStep):
        return ft.Icons.CHECK if first_round().step(action.step).round_one == "perform" else ft.Icons.SKIP_NEXT
    return ft.Icons.SETTINGS_SUGGEST if entry.auto else ft.Icons.TOUCH_APP


def step_row(number: int, entry: LogEntry) -> ft.Control:
    """One step of an end-of-turn sequence: what the engine did (copy it on the table) and the rulebook's why."""
    why = explain(entry.action)
    lines: list[ft.Control] = [ft.Text(f"{number}. {entry.text}", size=16, weight=ft.FontWeight.BOLD)]
    if why:
        lines.append(ft.Text(f"Rulebook: {why}", size=15, italic=True))
    said = f"Step {number}: {entry.text}" + (f". Rulebook: {why}" if why else "")
    return ft.Semantics(identifier=f"tta-step-{entry.seq}", label=said, exclude_semantics=True,
                        content=ft.Row([ft.Icon(_step_icon(entry)), ft.Column(lines, spacing=2, expand=True)],
                                       vertical_alignment=ft.CrossAxisAlignment.START))


def last_turn_end(game: Game) -> list[LogEntry]:
    """The entries of the last change when it ended a turn (the end-of-turn sequence), else none."""
    if not game.entries or game.entries[-1].group == 0 or not isinstance(game.entries[-1].action, PassTurn):
        return []
    group = game.entries[-1].group
    return [e for e in game.entries if e.group == group]


@ft.component
def EndOfTurnSequence(name: str, entries: list[LogEntry]) -> ft.Control:
    """A finished turn's end-of-turn sequence, revealed one step at a time (or all at once) for teaching."""
    shown, set_shown = ft.use_state(1)
    count = min(shown, len(entries))
    rows = [step_row(i + 1, e) for i, e in enumerate(entries[:count])]
    controls: list[ft.Control] = [
        w.heading(f"End of {name}'s turn: step {count} of {len(entries)}", size=20),
        ft.Text("Done automatically; do the same on the table:", size=16),
        *rows,
    ]
    if count < len(entries):
        controls.append(ft.Row([
            w.button("Next end-of-turn step", lambda: set_shown(count + 1), icon=ft.Icons.ARROW_FORWARD,
                     primary=True),
            w.button("Show every end-of-turn step", lambda: set_shown(len(entries)), icon=ft.Icons.LIST),
        ], wrap=True))
    return w.card(controls, identifier="tta-end-of-turn")


def sequence_panel(game: Game) -> list[ft.Control]:
    """The last end-of-turn sequence, as its own component keyed by its group so each turn starts at step 1."""
    entries = last_turn_end(game)
    if not entries:
        return []
    name = game.state.players[entries[-1].action.player].name
    return [EndOfTurnSequence(name, entries, key=f"eot-{entries[0].group}")]


def _turn_panel(app: AppState, state: TtaState) -> list[ft.Control]:
    pending = decision(state)
    if pending is None:
        return []
    board = state.player
    end = EndActionPhase(player=state.current)
    verdict = app.can(end)
    return [
        w.heading(f"{board.name}'s turn", size=24),
        w.big_number("Civil actions left", board.civil_available, identifier="tta-civil-left"),
        teaching_panel(pending.prompt, pending.explanation, identifier="tta-teaching"),
        w.heading("Card row", size=20),
        ft.Row([slot_tile(app, state, o) for o in offers(state)], wrap=True, spacing=8, run_spacing=8,
               vertical_alignment=ft.CrossAxisAlignment.START),
        teaching_panel("Ending the action phase", end.explanation(), identifier="tta-teaching-end"),
        w.with_reason(w.button(f"End {board.name}'s action phase", w.bind(app.act, end), icon=ft.Icons.DONE_ALL,
                               disabled=not verdict), verdict.reason),
    ]


@ft.component
def TtaTable() -> ft.Control:
    """The live first round: the last end-of-turn sequence, the turn, and every board; the summary once over."""
    app, game = use_game()
    state: TtaState = game.state
    if game.is_over:
        return TtaRoundOver()
    opening = [] if game.can_undo else [
        teaching_panel("Round one: Antiquity", first_round().teaching["setup"], identifier="tta-teaching-setup")]
    controls: list[ft.Control] = [
        *opening,
        *sequence_panel(game),
        *_turn_panel(app, state),
        w.heading("Boards", size=20),
        *[board_panel(b, i, i == state.current) for i, b in enumerate(state.players)],
        undo_redo(app),
    ]
    return ft.Column(controls, spacing=12)


@ft.component
def TtaRoundOver() -> ft.Control:
    """The end of round one: the last sequence, the rulebook's words, and where each civilization stands."""
    app, game = use_game()
    state: TtaState = game.state
    if not game.is_over:
        return ft.Column([w.notice("Round one is still being played; every board so far:", identifier="tta-not-over"),
                          *[board_panel(b, i, i == state.current) for i, b in enumerate(state.players)]],
                         spacing=12)
    return ft.Column([
        w.heading("Round one is over", size=26),
        teaching_panel("Round two comes next", first_round().teaching["round_over"], identifier="tta-round-over"),
        *sequence_panel(game),
        w.heading("Every civilization after round one", size=20),
        *[board_panel(b, i, False) for i, b in enumerate(state.players)],
        undo_redo(app),
    ], spacing=12)
