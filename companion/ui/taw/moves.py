"""The Ancient World's moves as short flows: choose the move, give its inputs, see the engine's verdict, confirm.

Each flow only collects inputs and builds the engine's action from them; what it costs and gives is the
action's own ``describe`` and a refusal is the engine's reason beside the disabled confirm button.
Confirming goes through ``AppState.act``, which saves the move before the screen shows it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from companion.core.action import Action
from companion.core.game import Game
from companion.taw import derived
from companion.taw.data import board
from companion.taw.moves.abilities import CARD_ACTIONS
from companion.taw.moves.ambrosia import AmbrosiaCoin, AmbrosiaRepair
from companion.taw.moves.board_actions import BOARD_ACTIONS, PlaceExpand
from companion.taw.moves.build import BuildStored
from companion.taw.moves.card_actions import UseCard
from companion.taw.moves.passing import Pass
from companion.taw.moves.place import BoardPlacement
from companion.taw.moves.storing import ExploreChoice, current_deck
from companion.taw.state import Player, State
from companion.ui import widgets as w
from companion.ui.realm.card_entry import choice, stepper
from companion.ui.state import AppState
from companion.ui.taw.attack import AttackFlow
from companion.ui.taw.card_entry import AnyCard, CardEntry, CardKind, blank, remembered_cards, with_current
from companion.ui.taw.verdict import verdict_and_confirm

Values = dict[str, Any]
Put = Callable[[str, Any], None]

#: Board action type -> its class, in board order.
PLACEMENTS: dict[str, type[BoardPlacement]] = {c.model_fields["type"].default: c for c in BOARD_ACTIONS}
#: Moves that are not a citizen on a board space, with their button labels.
OTHER_MOVES = {"use_card": "Use a card", "build_stored": "Build stored", "attack": "Attack a titan",
               "pass": "Pass", "ambrosia_coin": "Ambrosia for coins", "ambrosia_repair": "Repair with ambrosia"}
SOURCES = {"drawn": "Drawn from the deck", "row": "From the empire row", "c_deck": "From the C deck"}


def _card_of(values: Values, key: str, kind: CardKind, state: State) -> AnyCard:
    """The card being entered under ``key``, or a blank one (an empire card of this round's deck)."""
    card = values.get(key)
    if card is not None:
        return card
    return blank(kind, deck=current_deck(state)) if kind == "empire" else blank(kind)


def _empire_decks(state: State) -> tuple[str, ...]:
    return (current_deck(state), "C")


def placement(move: str, values: Values, state: State, seat: int) -> Action | None:
    """The board action from the inputs, or None until a citizen is chosen. Choices only go with a performed action."""
    skill = values.get("skill")
    if skill is None:
        return None
    cls = PLACEMENTS[move]
    perform = values.get("perform", True)
    common = {"player": seat, "skill": skill, "boost": values.get("boost", 0), "perform": perform,
              "reuse": values.get("reuse", False), "ambrosia_coins": values.get("ambrosia_coins", 0)}
    if not perform:
        return cls(**common)
    params: Values = {
        "place_labor": lambda: {"scribe": values.get("scribe", False)},
        "place_build": lambda: {"card": _card_of(values, "card", "empire", state),
                                "stored": tuple(values.get("stored", ()))},
        "place_expand": lambda: {"pay_with": values.get("pay_with", "knowledge"),
                                 "district": _card_of(values, "district", "district", state)
                                 if values.get("keep", True) else None},
        "place_learn": lambda: {"buy_knowledge": values.get("buy_knowledge", True),
                                **({"outpost_army": values["outpost_army"]} if "outpost_army" in values else {})},
        "place_rebuild": lambda: {"repairs": tuple(values.get("repairs", ()))},
        "place_recruit": lambda: {"card": _card_of(values, "card", "military", state), "retire": values.get("retire")},
        "place_explore": lambda: {"choice": ExploreChoice(card=_card_of(values, "card", "empire", state),
                                                          source=values.get("source", "drawn"))},
    }
    extra = params[move]() if move in params else {}
    return cls(**common, **extra)


def other_move(move: str, values: Values, state: State, seat: int) -> Action | None:
    """A move that is not a board placement, or None while an input is missing."""
    if move == "pass":
        store = _card_of(values, "card", "empire", state) if values.get("zori") else None
        return Pass(player=seat, store=store)
    if move == "ambrosia_coin":
        return AmbrosiaCoin(player=seat, coins=max(values.get("coins", 1), 1))
    if move == "build_stored":
        return BuildStored(player=seat, card=values["stored_card"]) if "stored_card" in values else None
    if move == "ambrosia_repair":
        return AmbrosiaRepair(player=seat, card=values["repair"]) if "repair" in values else None
    if move == "use_card" and "use" in values and values.get("skill") is not None:
        explore = None
        if values.get("explore"):
            card = _card_of(values, "card", "empire", state)
            explore = ExploreChoice(card=card, source=values.get("source", "drawn"))
        return UseCard(player=seat, skill=values["skill"], card=values["use"], reuse=values.get("reuse", False),
                       army=values.get("army"), explore=explore)
    return None


def _toggle(items: tuple[int, ...], item: int) -> tuple[int, ...]:
    return tuple(i for i in items if i != item) if item in items else (*items, item)


def citizen_choices(player: Player, values: Values, put_all: Callable[[Values], None]) -> ft.Control:
    """One button per citizen with where it stands; a placed one is moved again (the ambrosia reuse)."""
    def pick(skill: int, where: str) -> None:
        put_all({"skill": skill, "reuse": where == "placed"})

    buttons = []
    for c in player.citizens:
        where = "placed: use again" if c.where == "placed" else c.where
        buttons.append(choice(f"Citizen {c.skill} ({where})", values.get("skill") == c.skill,
                              w.bind(pick, c.skill, c.where)))
    return ft.Row(buttons, wrap=True)


def _ambrosia_options(values: Values, put: Put) -> list[ft.Control]:
    """Ambrosia while placing: +1 skill each, coins bought after taking the space's ambrosia, or not performing."""
    if not values.get("ambrosia_options"):
        return [w.switch("Ambrosia options", False, lambda: put("ambrosia_options", True))]
    perform = values.get("perform", True)
    return [
        w.switch("Ambrosia options", True, lambda: put("ambrosia_options", False)),
        ft.Row([stepper("Extra skill", values.get("boost", 0), lambda v: put("boost", v)),
                stepper("Coins for ambrosia", values.get("ambrosia_coins", 0), lambda v: put("ambrosia_coins", v))],
               wrap=True),
        w.switch("Perform the action (off: only take its ambrosia)", perform, lambda: put("perform", not perform)),
    ]


def _card_input(move: str, label: str, key: str, kind: CardKind, values: Values, put: Put, state: State,
                remembered: list[AnyCard]) -> list[ft.Control]:
    """A card entry, keyed by the move: another move's entry starts afresh (its search and "more" state)."""
    decks = _empire_decks(state) if kind == "empire" else ()
    return [ft.Text(label, size=18, weight=ft.FontWeight.BOLD),
            CardEntry(kind, _card_of(values, key, kind, state), lambda c: put(key, c), remembered, decks,
                      key=f"{move}:{key}")]


def _sources(values: Values, put: Put) -> ft.Control:
    current = values.get("source", "drawn")
    return ft.Row([choice(text, current == key, w.bind(put, "source", key)) for key, text in SOURCES.items()],
                  wrap=True)


def placement_inputs(move: str, values: Values, put: Put, state: State, player: Player,
                     remembered: list[AnyCard]) -> list[ft.Control]:
    """The inputs of one board action beyond the citizen (none when it is not performed)."""
    if not values.get("perform", True):
        return []
    if move == "place_labor" and derived.has_ability(player, "scribe_guild"):
        scribe = values.get("scribe", False)
        return [w.switch("Scribe Guild: also pay 1 coin for 1 knowledge", scribe, lambda: put("scribe", not scribe))]
    if move == "place_build":
        controls = _card_input(move, "Card to build", "card", "empire", values, put, state, remembered)
        if state.variants.limited_building and player.stored:
            stored = tuple(values.get("stored", ()))
            controls.append(ft.Row([choice(f"Also build stored {o.card.label} (#{o.uid})", o.uid in stored,
                                           w.bind(put, "stored", _toggle(stored, o.uid))) for o in player.stored],
                                   wrap=True))
        return controls
    if move == "place_expand":
        pay, keep = values.get("pay_with", "knowledge"), values.get("keep", True)
        options = PlaceExpand.model_fields["pay_with"].annotation.__args__  # type: ignore[union-attr]
        controls = [ft.Row([choice(f"Pay with {o}", pay == o, w.bind(put, "pay_with", o)) for o in options],
                           wrap=True),
                    w.switch("Keep a district", keep, lambda: put("keep", not keep))]
        if keep:
            controls += _card_input(move, "District kept", "district", "district", values, put, state, remembered)
        return controls
    if move == "place_learn":
        buy = values.get("buy_knowledge", True)
        controls = [w.switch("Buy 1 knowledge", buy, lambda: put("buy_knowledge", not buy))]
        if derived.has_ability(player, "distant_outpost"):
            army = values.get("outpost_army")
            controls.append(ft.Row([choice(f"Distant Outpost coin from {a.active.label}", army == a.uid,
                                           w.bind(put, "outpost_army", a.uid)) for a in player.armies], wrap=True))
        return controls
    if move == "place_rebuild":
        repairs = tuple(values.get("repairs", ()))
        damaged = [o for o in player.empire if o.damaged]
        return [ft.Row([choice(f"Repair {o.card.label} (#{o.uid})", o.uid in repairs,
                               w.bind(put, "repairs", _toggle(repairs, o.uid))) for o in damaged], wrap=True)]
    if move == "place_recruit":
        retire = values.get("retire")
        slots = [choice("Into a new army", retire is None, w.bind(put, "retire", None))]
        slots += [choice(f"Over {a.active.label} (#{a.uid})", retire == a.uid, w.bind(put, "retire", a.uid))
                  for a in player.armies]
        return [*_card_input(move, "Military card recruited", "card", "military", values, put, state, remembered),
                ft.Row(slots, wrap=True)]
    if move == "place_explore":
        return [*_card_input(move, "Card stored", "card", "empire", values, put, state, remembered),
                _sources(values, put)]
    return []


def other_inputs(move: str, values: Values, put: Put, put_all: Callable[[Values], None], state: State,
                 player: Player, remembered: list[AnyCard]) -> list[ft.Control]:
    """The inputs of a move that is not a board placement."""
    if move == "pass" and derived.has_ability(player, "zori_dramatists"):
        zori = values.get("zori", False)
        controls = [w.switch("Zori Dramatists: store a row card", zori, lambda: put("zori", not zori))]
        stored = _card_input(move, "Card stored", "card", "empire", values, put, state, remembered) if zori else []
        return controls + stored
    if move == "ambrosia_coin":
        return [stepper("Coins", values.get("coins", 1), lambda v: put("coins", v))]
    if move == "build_stored":
        return [ft.Row([choice(f"Build {o.card.label} (#{o.uid})", values.get("stored_card") == o.uid,
                               w.bind(put, "stored_card", o.uid)) for o in player.stored], wrap=True)]
    if move == "ambrosia_repair":
        return [ft.Row([choice(f"Repair {o.card.label} (#{o.uid})", values.get("repair") == o.uid,
                               w.bind(put, "repair", o.uid)) for o in player.empire if o.damaged], wrap=True)]
    if move != "use_card":
        return []
    used = values.get("use")
    cards = [choice(f"Card {o.card.label} (#{o.uid})", used == o.uid, w.bind(put, "use", o.uid))
             for o in player.empire if o.card.action is not None]
    controls: list[ft.Control] = [ft.Row(cards, wrap=True), citizen_choices(player, values, put_all)]
    owned = next((o for o in player.empire if o.uid == used), None)
    wanted = CARD_ACTIONS[owned.card.ability].params if owned and owned.card.ability in CARD_ACTIONS else ()
    if "army" in wanted:
        controls.append(ft.Row([choice(f"Clear {a.active.label} (#{a.uid})", values.get("army") == a.uid,
                                       w.bind(put, "army", a.uid)) for a in player.armies], wrap=True))
    if "explore" in wanted:
        explore = values.get("explore", False)
        controls.append(w.switch("Also store a card", explore, lambda: put("explore", not explore)))
        if explore:
            controls += [*_card_input(move, "Card stored", "card", "empire", values, put, state, remembered),
                         _sources(values, put)]
    return controls


def move_labels(player: Player) -> dict[str, str]:
    """Every move the player may start, with its button label, in board order then the others."""
    labels = {kind: board().space(cls.space).label for kind, cls in PLACEMENTS.items()}
    shown = {
        "use_card": any(o.card.action is not None for o in player.empire), "build_stored": bool(player.stored),
        "ambrosia_repair": any(o.damaged for o in player.empire),
    }
    return labels | {k: text for k, text in OTHER_MOVES.items() if shown.get(k, True)}


@ft.component
def MoveList(current: str, labels: tuple[tuple[str, str], ...], choose: Callable[[str], None],
             collapse: bool) -> ft.Control:
    """One button per move, the chosen one marked; tapping another switches, tapping the chosen one closes it.

    ``collapse`` (a narrow window): once a move is chosen only it shows, with the way back to the others, so its
    inputs are not pushed below the fold by the list. Memoized (``move_list``): a tap inside a move's inputs
    neither re-renders nor re-sends the list."""
    names = dict(labels)
    if collapse and current in names:
        buttons = [choice(names[current], True, w.bind(choose, current)),
                   w.button("Choose another move", w.bind(choose, current), icon=ft.Icons.ARROW_BACK)]
    else:
        buttons = [choice(text, kind == current, w.bind(choose, kind)) for kind, text in labels]
    return ft.Row(buttons, wrap=True)


move_list = ft.memo(MoveList)


@ft.component
def MoveFlow(app: AppState, game: Game, collapse: bool = True) -> ft.Control:
    """The current player's move: one button per move, then that move's inputs, verdict and confirm.

    Inputs live in this component until confirmed; the action is rebuilt from them on every render,
    against the live game, so a verdict is never one computed for an earlier turn."""
    move, set_move = ft.use_state("")
    values, set_values = ft.use_state(dict)
    earlier, _ = ft.use_state(lambda: remembered_cards(app.store))
    state: State = game.state
    remembered = with_current(state, earlier)
    seat = state.current
    player = state.players[seat]

    labels = move_labels(player)

    def choose_move(kind: str) -> None:
        set_move(lambda current: "" if current == kind else kind)
        set_values({})

    # The same function on every render (it reads the move it toggles from the state), so the list stays memoized.
    choose = ft.use_callback(choose_move, [])

    def put(key: str, value: Any) -> None:
        set_values({**values, key: value})

    def put_all(update: Values) -> None:
        set_values({**values, **update})

    def done() -> None:
        set_move("")
        set_values({})

    inputs: list[ft.Control] = []
    if move == "attack":
        inputs.append(AttackFlow(app, game, remembered, done))
    elif move in PLACEMENTS:
        inputs += [ft.Text(f"{labels[move]}: which citizen?", size=18), citizen_choices(player, values, put_all),
                   *_ambrosia_options(values, put),
                   *placement_inputs(move, values, put, state, player, remembered),
                   verdict_and_confirm(app, game, placement(move, values, state, seat), "Choose a citizen", done)]
    elif move:
        missing = "Choose a citizen and a card" if move == "use_card" else "Choose a card"
        inputs += [*other_inputs(move, values, put, put_all, state, player, remembered),
                   verdict_and_confirm(app, game, other_move(move, values, state, seat), missing, done)]
    # Switching moves re-uses the inputs the two moves share (the citizens, the ambrosia options, the verdict),
    # so the browser builds only what differs; a card entry's own state is keyed by its move. The inputs sit in
    # a holder of their own, so changing them rebuilds only the holder in the browser, not the list of moves.
    controls: list[ft.Control] = [w.heading(f"{player.name}'s move", size=20),
                                  move_list(move, tuple(labels.items()), choose, collapse),
                                  ft.Container(ft.Column(inputs, spacing=8))]
    return w.card(controls, identifier="moves")
