"""The Through the Ages first-round table: whose turn and their civil actions always in view, the last end-of-turn
sequence, the card row with costs, the teaching panels and each board scrolling, and a pinned bar with the End of
the action phase and the Undo of the last move.

Every cost, refusal and prompt comes from the engine (``offers``, ``decision``, ``explain``); a card that
cannot be taken keeps its button, disabled, with the engine's reason beside it (or the seat's, ``ui/seats.py``: a
seat phone shows its player's board first and is told when it is their turn).
"""

from __future__ import annotations

import flet as ft

from companion.core.game import Game, LogEntry
from companion.tta.actions import KIND_NAMES, EndActionPhase, EndOfTurnStep, PassTurn, TakeCard, explain
from companion.tta.kind import Offer, decision, offers
from companion.tta.rules import catalog, first_round, teaching
from companion.tta.state import PlayerBoard, Technology, TtaState
from companion.ui import widgets as w
from companion.ui.context import use_game
from companion.ui.hooks import keyed
from companion.ui.lang import N_, t, tn
from companion.ui.panes import figure, figures, material, pinned_flow
from companion.ui.screens.log import undo_redo
from companion.ui.seats import SeatFrame
from companion.ui.state import AppState
from companion.ui.tta.teaching import teaching_panel
from companion.ui.undo import undo_bar

#: Icon for each kind of card-row card, so a card's kind is never shown by colour alone.
KIND_ICONS: dict[str, ft.IconData] = {
    "leader": ft.Icons.PERSON,
    "wonder": ft.Icons.ACCOUNT_BALANCE,
    "action": ft.Icons.BOLT,
}
#: Width of one card-row tile: one column on a phone, three on a tablet.
TILE_WIDTH = 320
#: What Undo takes back, by action type: "Undo Ann's taken card".
UNDO_NAMES = {"take_card": N_("taken card"), "end_action_phase": N_("end of turn")}
#: A board's figures: (test handle, name, Material icon, caption); no printed symbol of ours is a TTA token.
FIGURES = (("civil", N_("Civil actions"), ft.Icons.PAN_TOOL, N_("civil")),
           ("military", N_("Military actions"), ft.Icons.SHIELD, N_("military")),
           ("science", N_("Science points"), ft.Icons.SCIENCE, N_("science")),
           ("culture", N_("Culture points"), ft.Icons.THEATER_COMEDY, N_("culture")),
           ("food", N_("Food stored"), ft.Icons.RESTAURANT, N_("food")),
           ("resources", N_("Resources stored"), ft.Icons.CONSTRUCTION, N_("resources")))


def actions_word(count: int) -> str:
    """``1 civil action`` / ``3 civil actions``."""
    return tn("{n} civil action", "{n} civil actions", count)


def take_label(name: str, offer: Offer) -> str:
    """The take button's label, unique on the screen: who, card, slot and cost."""
    return t("{name} takes {card} from slot {slot} ({cost})", name=name, card=offer.card, slot=offer.slot,
             cost=actions_word(offer.cost or 0))


def _card_facts(name: str) -> str:
    card = catalog().card(name)
    if card.kind == "wonder":
        stages = ", ".join(str(s) for s in card.wonder_stages)
        return t("Wonder: goes into play unfinished (build stages: {stages} resources)", stages=stages)
    return t("{kind}: goes to the hand", kind=t(KIND_NAMES[card.kind]()).capitalize())


def slot_tile(app: AppState, state: TtaState, offer: Offer) -> ft.Control:
    """One card-row slot: the card, its kind in words and icon, its cost, and the take button or its refusal."""
    cost = first_round().card_row_costs[offer.slot - 1]
    head = ft.Text(t("Slot {slot} · costs {cost}", slot=offer.slot, cost=actions_word(cost)), size=14)
    if offer.card is None:
        body: list[ft.Control] = [head, ft.Text(t("Taken"), size=18, italic=True)]
    else:
        take = TakeCard(player=state.current, slot=offer.slot, card=offer.card)
        seat = app.seat_verdict(state.current)
        body = [
            ft.Row([ft.Icon(KIND_ICONS.get(offer.kind or "", ft.Icons.STYLE)),
                    ft.Text(offer.card, size=18, weight=ft.FontWeight.BOLD, expand=True)], spacing=6),
            head,
            ft.Text(_card_facts(offer.card), size=14),
            w.with_reason(w.button(take_label(state.player.name, offer), w.bind(app.act, take),
                                   disabled=not (offer.takeable and seat), wrap=True),
                          t(offer.refusal) if offer.refusal else (t(seat.said) if seat.said else None)),
        ]
    return ft.Container(w.card(body, identifier=f"tta-slot-{offer.slot}"), width=TILE_WIDTH)


def _figures(board: PlayerBoard, prefix: str) -> ft.Control:
    """A board's actions, points and stored goods: numbers beside their icons, each said in words."""
    values = {"civil": (board.civil_available, None), "military": (board.military_available, None),
              "science": (board.science_points, t("rating {n}", n=board.rating("science"))),
              "culture": (board.culture_points, t("rating {n}", n=board.rating("culture"))),
              "food": (board.stored("farm"), None), "resources": (board.stored("mine"), None)}
    shown = []
    for handle, name, icon, caption in FIGURES:
        value, detail = values[handle]
        words = t("{name}: {value}", name=t(name), value=value)
        said = t(caption)
        if detail:
            words, said = (t("{words} ({detail})", words=part, detail=detail) for part in (words, said))
        shown.append(figure(material(icon), value, words, identifier=f"{prefix}-{handle}", caption=said))
    return figures(shown)


def board_panel(board: PlayerBoard, seat: int, active: bool, mine: bool = False) -> ft.Control:
    """One player's board after the engine's rules: actions, points, stored goods, hand and wonders; ``mine``: this
    device is their phone."""
    heading = board.name
    if active:
        heading = t("{name} (to play)", name=heading)
    if mine:
        heading = t("{name} - your phone", name=heading)
    wonders = ", ".join(t("{name} (built)", name=x.name) if x.completed else t("{name} (unfinished)", name=x.name)
                        for x in board.wonders) or t("none")
    icon = ft.Icons.PLAY_ARROW if active else ft.Icons.PHONE_ANDROID if mine else ft.Icons.PERSON
    return w.card([
        ft.Row([ft.Icon(icon), ft.Text(heading, size=20, weight=ft.FontWeight.BOLD, expand=True)]),
        _figures(board, f"tta-p{seat}"),
        ft.Text(t("Government: {name}", name=board.government), size=15),
        ft.Text(t("Technologies: {list}", list=", ".join(_technology(x) for x in board.technologies)), size=15),
        ft.Text(t("Worker pool {pool}, yellow bank {yellow}, blue bank {blue}, happiness {happiness}",
                  pool=board.worker_pool, yellow=board.yellow_bank, blue=board.blue_bank, happiness=board.happiness),
                size=15),
        ft.Text(t("Hand: {cards}", cards=", ".join(board.hand) or t("empty")), size=15),
        ft.Text(t("Wonders: {wonders}", wonders=wonders), size=15),
    ], identifier=f"player-{seat}")


def _technology(tech: Technology) -> str:
    """E.g. "Agriculture: 2 workers, 2 blue": the tokens on one technology of the board."""
    said = t("{name}: {workers}", name=tech.name, workers=tn("{n} worker", "{n} workers", tech.workers))
    return t("{said}, {n} blue", said=said, n=tech.blue) if tech.blue else said


def _step_icon(entry: LogEntry) -> ft.IconData:
    action = entry.action
    if isinstance(action, EndOfTurnStep):
        return ft.Icons.CHECK if first_round().step(action.step).round_one == "perform" else ft.Icons.SKIP_NEXT
    return ft.Icons.SETTINGS_SUGGEST if entry.auto else ft.Icons.TOUCH_APP


def step_row(number: int, entry: LogEntry) -> ft.Control:
    """One step of an end-of-turn sequence: what the engine did (copy it on the table) and the rulebook's why."""
    explained = explain(entry.action)
    why = t(explained) if explained is not None else None
    did = t(entry.message)
    lines: list[ft.Control] = [ft.Text(t("{n}. {did}", n=number, did=did), size=16, weight=ft.FontWeight.BOLD)]
    if why:
        lines.append(ft.Text(t("Rulebook: {why}", why=why), size=15, italic=True))
    said = t("Step {n}: {did}", n=number, did=did)
    if why:  # a skipped step's sentence ends with the rulebook's full stop
        said = (t("{said} Rulebook: {why}", said=said, why=why) if did.endswith(".")
                else t("{said}. Rulebook: {why}", said=said, why=why))
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
    """A finished turn's end-of-turn sequence for teaching: one step at a time, every step at once, or folded to its
    title, so the next player's cards are in view once the table has done it."""
    step, set_step = ft.use_state(1)
    view, set_view = ft.use_state("step")
    count = min(step, len(entries))
    hide = w.button(t("Hide the end-of-turn steps"), lambda: set_view("hidden"), icon=ft.Icons.EXPAND_LESS)
    if view == "hidden":
        return w.card([w.heading(t("End of {name}'s turn: {n} steps, done automatically", name=name, n=len(entries)),
                                 size=18),
                       w.button(t("Show the end-of-turn steps"), lambda: set_view("every"), icon=ft.Icons.LIST)],
                      identifier="tta-end-of-turn")
    said = t("Done automatically; do the same on the table:")
    if view == "every":
        return w.card([w.heading(t("End of {name}'s turn: {n} steps", name=name, n=len(entries)), size=20), hide,
                       ft.Text(said, size=16), *[step_row(i + 1, e) for i, e in enumerate(entries)]],
                      identifier="tta-end-of-turn")
    buttons = [w.button(t("Show every end-of-turn step"), lambda: set_view("every"), icon=ft.Icons.LIST), hide]
    if count < len(entries):
        buttons.insert(0, w.button(t("Next end-of-turn step"), lambda: set_step(count + 1),
                                   icon=ft.Icons.ARROW_FORWARD, primary=True))
    return w.card([w.heading(t("End of {name}'s turn: step {n} of {steps}", name=name, n=count, steps=len(entries)),
                             size=20),
                   ft.Text(said, size=16), step_row(count, entries[count - 1]),
                   ft.Row(buttons, wrap=True, spacing=8, run_spacing=8)], identifier="tta-end-of-turn")


def sequence_panel(game: Game) -> list[ft.Control]:
    """The last end-of-turn sequence, as its own component keyed by its group so each turn starts at step 1."""
    entries = last_turn_end(game)
    if not entries:
        return []
    name = game.state.players[entries[-1].action.player].name
    return [keyed(EndOfTurnSequence, f"eot-{entries[0].group}")(name, entries)]


def _turn(state: TtaState) -> ft.Control:
    """Whose turn and their civil actions left, on one line above what scrolls."""
    board = state.player
    return ft.Row([w.heading(t("{name}'s turn", name=board.name), size=20),
                   figure(material(ft.Icons.PAN_TOOL), board.civil_available,
                          t("Civil actions left: {n}", n=board.civil_available), identifier="tta-civil-left",
                          caption=t("civil actions left"))],
                  wrap=True, spacing=16, vertical_alignment=ft.CrossAxisAlignment.CENTER)


def _card_row(app: AppState, state: TtaState) -> list[ft.Control]:
    """The card row, then the rulebook's words on taking cards and on ending the action phase."""
    pending = decision(state)
    if pending is None:
        return []
    end = EndActionPhase(player=state.current)
    return [
        w.heading(t("Card row"), size=20),
        ft.Row([slot_tile(app, state, o) for o in offers(state)], wrap=True, spacing=8, run_spacing=8,
               vertical_alignment=ft.CrossAxisAlignment.START),
        teaching_panel(pending.prompt, pending.explanation, identifier="tta-teaching"),
        teaching_panel(t("Ending the action phase"), end.explanation(), identifier="tta-teaching-end"),
    ]


def _pinned(app: AppState, game: Game) -> ft.Control:
    """The End of the current player's action phase (or the engine's reason not) and the last move's Undo."""
    state: TtaState = game.state
    names = [b.name for b in state.players]
    end = EndActionPhase(player=state.current)
    verdict = app.can(end)
    return ft.Column([
        w.with_reason(w.button(t("End {name}'s action phase", name=state.player.name), w.bind(app.act, end),
                               icon=ft.Icons.DONE_ALL, disabled=not verdict, wrap=True),
                      t(verdict.said) if verdict.said else None),
        undo_bar(app, game, UNDO_NAMES, names),
    ], spacing=6)


@ft.component
def TtaTable() -> ft.Control:
    """The live first round: the turn on top; the last end-of-turn sequence, the card row, the teaching and every
    board scrolling; End and Undo pinned. The summary once over, with its Undo pinned."""
    app, game = use_game()
    state: TtaState = game.state
    if game.is_over:
        return pinned_flow([TtaRoundOver(True)], undo_bar(app, game, UNDO_NAMES, [b.name for b in state.players]),
                           key="round-over")
    opening = [] if game.can_undo else [
        teaching_panel(t("Round one: Antiquity"), teaching("setup"), identifier="tta-teaching-setup")]
    mine = app.seat
    boards = [board_panel(state.players[i], i, i == state.current, i == mine)
              for i in sorted(range(len(state.players)), key=lambda s: s != mine)]
    # A seat phone opens on its player's board while another player takes cards; the card row comes first on its turn.
    ahead = boards[:1] if mine is not None and mine != state.current else []
    scrolling: list[ft.Control] = [
        *sequence_panel(game),
        *ahead,
        *_card_row(app, state),
        *opening,
        w.heading(t("Boards"), size=20),
        *boards[len(ahead):],
    ]
    flow = pinned_flow(scrolling, _pinned(app, game), key=f"turn-{state.current}")
    return keyed(SeatFrame, "seat-frame")(app, _turn(state), flow, state.current)


@ft.component
def TtaRoundOver(on_table: bool = False) -> ft.Control:
    """The end of round one: the last sequence, the rulebook's words, and where each civilization stands.
    ``on_table``: shown on the table, whose pinned bar has the Undo (the Scores tab has Undo and Redo here)."""
    app, game = use_game()
    state: TtaState = game.state
    if not game.is_over:
        return ft.Column([w.notice(t("Round one is still being played; every board so far:"),
                                   identifier="tta-not-over"),
                          *[board_panel(b, i, i == state.current) for i, b in enumerate(state.players)]],
                         spacing=12)
    return ft.Column([
        w.heading(t("Round one is over"), size=26),
        teaching_panel(t("Round two comes next"), teaching("round_over"), identifier="tta-round-over"),
        *sequence_panel(game),
        w.heading(t("Every civilization after round one"), size=20),
        *[board_panel(b, i, False) for i, b in enumerate(state.players)],
        *([] if on_table else [undo_redo(app)]),
    ], spacing=12)
