"""What each move asks the player, declared once: the entry a screen builds, and the action built from the answers.

A move's inputs are its decisions (which citizen, which card, how many coins), each with its kind, range or
choices and default, as the live state allows them: an ability's input (Scribe Guild's knowledge, Zori
Dramatists' stored card) is only there while the player owns the card. :func:`action` turns the answers into the
engine's action, which is then judged by the engine like any other; nothing here decides whether a move is legal.
The default citizen is the one that costs least (Place Citizen: 1 coin over a higher-skill citizen), so a move
with no other decision is a tap on its space and one on Confirm.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import partial
from typing import Any, Literal

from companion.core.action import Action
from companion.core.errors import RuleError
from companion.core.words import plural
from companion.taw import effects, face_up
from companion.taw.abilities import registry
from companion.taw.cards import DistrictCard, EmpireCard, MilitaryCard, TitanCard
from companion.taw.data import board
from companion.taw.moves.ambrosia import AmbrosiaCoin, AmbrosiaRepair
from companion.taw.moves.board_actions import BOARD_ACTIONS
from companion.taw.moves.build import BuildStored
from companion.taw.moves.card_actions import UseCard
from companion.taw.moves.passing import Pass
from companion.taw.moves.place import BoardPlacement, placement_fee
from companion.taw.moves.storing import current_deck
from companion.taw.phases.attack import Attack
from companion.taw.phases.damage import titan_name
from companion.taw.state import Army, Player, State

InputKind = Literal["citizen", "number", "choice", "toggle", "card", "picks"]
Values = Mapping[str, Any]

#: The highest count a number input offers (no printed value or sensible purchase is larger).
MOST = 12
#: Board action type -> its class, in board order.
PLACEMENTS: dict[str, type[BoardPlacement]] = {c.model_fields["type"].default: c for c in BOARD_ACTIONS}
#: Moves that are not a citizen on a board space, in the order they are offered, with their names.
OTHER_MOVES: dict[str, str] = {"use_card": "Use a card", "build_stored": "Build stored", "attack": "Attack a titan",
                               "pass": "Pass", "ambrosia_coin": "Ambrosia for coins",
                               "ambrosia_repair": "Repair with ambrosia"}
WHERE = {"available": "available", "placed": "placed: use again", "starving": "starving", "new": "new"}
#: What a citizen's chip adds to its skill when the citizen is not free to place.
WHERE_SHORT = {"available": "", "placed": " again", "starving": " starving", "new": " new"}


@dataclass(frozen=True)
class Option:
    """One choice of a choice or picks input: the value the action gets, its words, and ``short``: the few
    characters a small chip draws (a citizen's skill), the words staying its name."""

    value: Any
    label: str
    short: str = ""
    #: Other answers this option gives with it (a card picked from the empire row is stored "from the row").
    also: tuple[tuple[str, Any], ...] = ()


@dataclass(frozen=True)
class Input:
    """One decision of a move.

    ``key`` is the action's field (dotted for a nested one: ``choice.card``); ``optional`` names the switch that
    turns the input on (off: the field is None; inputs naming the same switch share it); ``advanced`` inputs sit
    behind "Ambrosia options"; a ``required`` input has no default: the action cannot be built until it is
    answered. A card input's ``options`` are the cards the table has face up where the move takes one from.
    """

    key: str
    kind: InputKind
    label: str
    default: Any = None
    options: tuple[Option, ...] = ()
    least: int = 0
    most: int = MOST
    card: Literal["empire", "district", "military", "titan"] | None = None
    decks: tuple[str, ...] = ()
    optional: str | None = None
    optional_default: bool = True
    advanced: bool = False
    required: bool = False


@dataclass(frozen=True)
class MoveSpec:
    """A move a player may start: its id, name, board space (None for the others) and inputs."""

    id: str
    label: str
    space: str | None = None
    inputs: tuple[Input, ...] = field(default=())


def _citizen_options(player: Player) -> tuple[Option, ...]:
    """Every citizen as ``(skill, reuse)``: a placed one is moved again for ambrosia (Ambrosia Abilities)."""
    return tuple(Option((c.skill, c.where == "placed"), f"Citizen {c.skill} ({WHERE[c.where]})",
                        f"{c.skill}{WHERE_SHORT[c.where]}") for c in player.citizens)


def cheapest_citizen(state: State, seat: int, space: str) -> int | None:
    """The available citizen that costs least to place on ``space`` (the lowest skill among equals), or None."""
    costs = [(placement_fee(state, space, c.skill)[0], c.skill) for c in state.players[seat].citizens
             if c.where == "available"]
    return min(costs)[1] if costs else None


def space_blocked(state: State, seat: int, move: str) -> str | None:
    """Why no citizen can be placed on this move's space at all (it is closed, no citizen is free), or None.

    Judged by the engine: the placement that only takes the space's ambrosia, with the cheapest free citizen, or,
    when none is free, with a placed one moved again for ambrosia (Ambrosia Abilities: Use a placed citizen again)."""
    cls = PLACEMENTS[move]
    player = state.players[seat]
    skill = cheapest_citizen(state, seat, cls.space)
    tries = [(skill, False)] if skill is not None else [(c.skill, True) for c in player.citizens
                                                         if c.where == "placed" and c.space in state.spaces]
    if not tries:
        tries = [(c.skill, False) for c in player.citizens[:1]]
    reasons = []
    for s, reuse in tries:
        try:
            cls(player=seat, skill=s, reuse=reuse, perform=False).verify(state)  # type: ignore[call-arg]
        except RuleError as exc:
            reasons.append(exc.message)
            continue
        return None
    if not reasons:
        return f"{player.name} has no citizens"
    return f"No citizen free: {reasons[0]}" if skill is None and tries[0][1] else reasons[0]


def _ambrosia_inputs() -> tuple[Input, ...]:
    costs = board().ambrosia_costs
    return (
        Input("boost", "number", f"Extra skill ({costs.skill_plus_one} ambrosia each)", 0, advanced=True),
        Input("ambrosia_coins", "number", "Coins bought with ambrosia", 0, advanced=True),
        Input("perform", "toggle", "Perform the action (off: only take its ambrosia)", True, advanced=True),
    )


def _owned(items: list[Any], label: Callable[[Any], str]) -> tuple[Option, ...]:
    return tuple(Option(o.uid, label(o)) for o in items)


def _card(key: str, label: str, kind: Literal["empire", "district", "military", "titan"], state: State,
          **extra: Any) -> Input:
    decks = (current_deck(state), "C") if kind == "empire" else ()
    return Input(key, "card", label, card=kind, decks=decks, **extra)


def _from_row(kind: Literal["empire", "military"], state: State, *also: tuple[str, Any]) -> tuple[Option, ...]:
    """The cards face up in the row a move takes its card from, as one-tap options (the face-up cards remembered)."""
    where = "empire row" if kind == "empire" else "military row"
    # Named by the slot too: two cards entered alike (unnamed, the same symbols) are still two options.
    return tuple(Option(card, f"From the {where}, card {slot.rsplit('-', 1)[1]}: {card.label}", also=also)
                 for slot, card in face_up.shown(state, kind))


def _placement_inputs(move: str, state: State, player: Player) -> tuple[Input, ...]:
    """The choices of one board action beyond the citizen (Citizen Actions: Board Actions)."""
    damaged = [o for o in player.empire if o.damaged]
    table: dict[str, Callable[[], tuple[Input, ...]]] = {
        "place_build": lambda: _build_inputs(state, player),
        "place_expand": lambda: (Input("pay_with", "choice", "Pay with", "knowledge",
                                       (Option("knowledge", "Pay with knowledge"), Option("coins", "Pay with coins"))),
                                 _card("district", "District kept", "district", state, optional="Keep a district")),
        "place_learn": lambda: (Input("buy_knowledge", "toggle", "Buy 1 knowledge", True),),
        "place_rebuild": lambda: (Input("repairs", "picks", "Cards to repair", (),
                                        _owned(damaged, lambda o: f"Repair {o.card.label} (#{o.uid})")),)
        if damaged else (),
        "place_recruit": lambda: (Input("retire", "choice", "Where it goes", None,
                                        (Option(None, "Into a new army", "New army"),
                                         *(Option(a.uid, f"Over {a.active.label} (#{a.uid})", f"Over {a.active.label}")
                                           for a in player.armies))),
                                  _card("card", "Military card recruited", "military", state,
                                        options=_from_row("military", state))),
        "place_explore": lambda: _explore_inputs("choice", state),
    }
    given = table[move]() if move in table else ()
    return given + _ability_inputs(registry.owned_inputs(player, move), state, player)


def _army_option(words: str, army: Army) -> str:
    """An army as an ability's option, in the record's words (``Clear {label} (#{uid})``)."""
    return words.format(label=army.active.label, uid=army.uid)


def _ability_inputs(needs: tuple[registry.AbilityInput, ...], state: State, player: Player) -> tuple[Input, ...]:
    """What the abilities ask on a move, as the record words it (a toggle, an army, a card to store)."""
    inputs: list[Input] = []
    for need in needs:
        if need.kind == "toggle":
            inputs.append(Input(need.key, "toggle", need.label, False))
        elif need.kind == "army":
            inputs.append(Input(need.key, "choice", need.label, None,
                                _owned(player.armies, partial(_army_option, need.option))))
        elif need.kind == "explore":
            inputs += _explore_inputs(need.key, state, need.label)
        else:
            inputs.append(_card(need.key, "Card stored", "empire", state, optional=need.label,
                                optional_default=False, options=_from_row("empire", state)))
    return tuple(inputs)


def _build_inputs(state: State, player: Player) -> tuple[Input, ...]:
    """Build's card; with Limited Building also the stored cards built in the same action, the new card optional."""
    row = _from_row("empire", state)
    if not (state.variants.limited_building and player.stored):
        return (_card("card", "Card to build", "empire", state, options=row),)
    return (_card("card", "Card to build", "empire", state, optional="Build a new card", options=row),
            Input("stored", "picks", "Also build stored cards", (),
                  _owned(player.stored, lambda o: f"Build stored {o.card.label} (#{o.uid})")))


def _explore_inputs(field_name: str, state: State, switch: str | None = None) -> tuple[Input, ...]:
    """The card an Explore stores and where it comes from; ``switch``: the two are asked only when it is on."""
    optional: dict[str, Any] = {"optional": switch, "optional_default": False} if switch else {}
    row = _from_row("empire", state, (f"{field_name}.source", "row"))
    return (_card(f"{field_name}.card", "Card stored", "empire", state, options=row, **optional),
            Input(f"{field_name}.source", "choice", "Taken from", "drawn", (
                Option("drawn", "Drawn from the deck"), Option("row", "From the empire row"),
                Option("c_deck", "From the C deck")), **optional))


def _use_card_inputs(state: State, player: Player, values: Values) -> tuple[Input, ...]:
    """Empire Card Actions: the card, the citizen, and what the card's named action asks."""
    cards = [o for o in player.empire if o.card.action is not None]
    inputs = [Input("card", "choice", "Card", None, _owned(cards, lambda o: f"Card {o.card.label} (#{o.uid})"),
                    required=True),
              Input("citizen", "citizen", "Which citizen?", None, _citizen_options(player), required=True)]
    owned = next((o for o in cards if o.uid == values.get("card")), None)
    ability = registry.get(owned.card.ability) if owned else None
    return (*inputs, *_ability_inputs(ability.inputs_for("use_card") if ability else (), state, player))


def _army_cost(army: Army) -> str:
    """An army as an attack's option: what paying it costs, or that it attacked this round already."""
    if army.used:
        coins = plural(army.coins_name, "coin")
        return f"Army {army.active.label} (#{army.uid}): used this round ({coins} on its name)"
    return f"Army {army.active.label} (#{army.uid}): costs {plural(army.use_cost, 'coin')}"


def _attack_inputs(state: State, player: Player, values: Values) -> tuple[Input, ...]:
    """Attack a Titan: the target (a deck's top titan, entered by its symbols, or a threatening titan on any board),
    the armies paid and the swords bought with ambrosia."""
    stars = board().round_info(max(state.round, 1)).titan_stars or 1
    targets = [Option(("deck", s), f"Deck: {s}-star titan", f"{s}-star deck") for s in face_up.titan_decks()]
    targets += [Option(("titan", p.threat.uid), f"On {p.name}'s board: {titan_name(p.threat.card)} "
                                                 f"(defence {p.threat.card.defence})",
                       f"{p.name}'s titan ({p.threat.card.defence})")
                for p in state.players if p.threat is not None]
    target = Input("target", "choice", "Target", ("deck", stars), tuple(targets))
    # The armies and swords come before the titan's symbols, so they are in view without scrolling past the card.
    given = [target,
             Input("armies", "picks", "Armies to pay", (), tuple(Option(a.uid, _army_cost(a)) for a in player.armies)),
             Input("ambrosia_swords", "number", f"Ambrosia swords ({board().ambrosia_costs.sword} each)", 0)]
    kind, number = answer(target, values)
    if kind == "deck":
        known = face_up.top_titan(state, number)
        given.append(Input("card", "card", f"The top titan of the {number}-star deck, by its printed symbols",
                           known, card="titan"))
    return tuple(given)


def _attack(seat: int, given: tuple[Input, ...], values: Values) -> Attack:
    """The attack from its answers: the deck's titan card with the deck's stars, or the threatening titan's uid."""
    got = {i.key: answer(i, values) for i in given}
    (kind, number), armies, swords = got["target"], list(got["armies"]), got["ambrosia_swords"]
    if kind == "titan":
        return Attack(player=seat, armies=armies, ambrosia_swords=swords, titan=number)
    card = got["card"].model_copy(update={"stars": number})
    return Attack(player=seat, armies=armies, ambrosia_swords=swords, card=card)


def _other_inputs(move: str, state: State, player: Player, values: Values) -> tuple[Input, ...]:
    """The inputs of a move that is not a board placement."""
    if move == "attack":
        return _attack_inputs(state, player, values)
    if move == "pass":
        return _ability_inputs(registry.owned_inputs(player, "pass"), state, player)
    if move == "ambrosia_coin":
        return (Input("coins", "number", "Coins", 1, least=1),)
    if move == "build_stored":
        return (Input("card", "choice", "Card to build", None,
                      _owned(player.stored, lambda o: f"Build {o.card.label} (#{o.uid})"), required=True),)
    if move == "ambrosia_repair":
        return (Input("card", "choice", "Card to repair", None,
                      _owned(effects.damaged_cards(player), lambda o: f"Repair {o.card.label} (#{o.uid})"),
                      required=True),)
    if move == "use_card":
        return _use_card_inputs(state, player, values)
    return ()


def _placement(state: State, seat: int, move: str) -> MoveSpec:
    """One board action: the citizen (the cheapest chosen already), the ambrosia options, the action's choices."""
    cls, player = PLACEMENTS[move], state.players[seat]
    default = cheapest_citizen(state, seat, cls.space)
    citizen = Input("citizen", "citizen", "Which citizen?", None if default is None else (default, False),
                    _citizen_options(player), required=True)
    return MoveSpec(move, board().space(cls.space).label, cls.space,
                    (citizen, *_ambrosia_inputs(), *_placement_inputs(move, state, player)))


def _offered(player: Player) -> dict[str, bool]:
    """The moves off the board that need something the player may lack altogether (the others are always offered)."""
    costs = board().ambrosia_costs
    return {"use_card": any(o.card.action is not None for o in player.empire), "build_stored": bool(player.stored),
            "ambrosia_repair": bool(effects.damaged_cards(player)) and player.ambrosia >= costs.repair,
            "ambrosia_coin": player.ambrosia >= costs.coin}


def moves(state: State, seat: int) -> list[MoveSpec]:
    """Every move player ``seat`` may start, board spaces first in board order: what the screen offers.

    Moves that need something the player lacks altogether (a card with an action, a stored or damaged card, the
    ambrosia an ambrosia ability costs) are left out; the others are offered, and the engine's verdict says why one
    is refused."""
    player = state.players[seat]
    offered = _offered(player)
    return [*(_placement(state, seat, move) for move in PLACEMENTS),
            *(MoveSpec(move, label, None, _other_inputs(move, state, player, {}))
              for move, label in OTHER_MOVES.items() if offered.get(move, True))]


def inputs(state: State, seat: int, move: str, values: Values) -> tuple[Input, ...]:
    """The inputs of ``move`` given the answers so far (a card's action asks for what that card needs); only that
    move's are built, since a flow asks for them at every tap."""
    if move in PLACEMENTS:
        return _placement(state, seat, move).inputs
    player = state.players[seat]
    asked = move in ("use_card", "attack") or _offered(player).get(move, True)
    return _other_inputs(move, state, player, values) if asked else ()


def blank_card(item: Input) -> EmpireCard | DistrictCard | MilitaryCard | TitanCard:
    """A card of the input's kind with nothing printed on it yet (an empire card of this round's deck)."""
    if item.card == "empire":
        return EmpireCard.model_validate({"deck": item.decks[0] if item.decks else "A"})
    Blank = type[DistrictCard | MilitaryCard | TitanCard]
    blanks: dict[str, Blank] = {"district": DistrictCard, "military": MilitaryCard, "titan": TitanCard}
    return blanks[item.card or "district"]()


def switch_key(item: Input) -> str:
    """Where the answers keep whether the switch an optional input hangs on is on: by the switch's words, so the
    inputs one switch turns on (Cripta Ship's card and where it comes from) share it."""
    return f"?{item.optional}"


def switched_on(item: Input, values: Values) -> bool:
    """Whether ``item`` is asked: it hangs on no switch, or its switch is on."""
    return item.optional is None or bool(values.get(switch_key(item), item.optional_default))


def answer(item: Input, values: Values) -> Any:
    """The answer to one input: the value given, or its default (a card input's default is a blank card)."""
    if not switched_on(item, values):
        return None
    if item.key in values:
        return values[item.key]
    if item.kind == "card" and item.default is None:
        return blank_card(item)
    return item.default


def _fields(given: tuple[Input, ...], values: Values) -> dict[str, Any]:
    fields: dict[str, Any] = {}
    for item in given:
        value = answer(item, values)
        if item.kind == "citizen":
            fields["skill"], fields["reuse"] = value
            continue
        head, _, tail = item.key.partition(".")
        if tail:
            nested = fields.setdefault(head, {})
            if value is None:
                fields[head] = None
            elif nested is not None:
                nested[tail] = value
        else:
            fields[head] = value
    return fields


def unanswered(given: tuple[Input, ...], values: Values) -> str | None:
    """What is still to be chosen ("Choose: Which citizen?"), or None when every required input has an answer."""
    open_ = [i.label for i in given if i.required and answer(i, values) is None]
    return f"Choose: {open_[0]}" if open_ else None


def action(state: State, seat: int, move: str, values: Values) -> Action | None:
    """The engine's action from the answers, or None while a required decision is still open."""
    given = inputs(state, seat, move, values)
    if unanswered(given, values) is not None:
        return None
    if move == "attack":
        return _attack(seat, given, values)
    fields = _fields(given, values)
    if move in PLACEMENTS:
        cls = PLACEMENTS[move]
        if not fields.get("perform", True):
            fields = {k: v for k, v in fields.items() if k not in cls.params}
        return cls(player=seat, **fields)
    classes: dict[str, type[Action]] = {"pass": Pass, "ambrosia_coin": AmbrosiaCoin, "build_stored": BuildStored,
                                        "ambrosia_repair": AmbrosiaRepair, "use_card": UseCard}
    return classes[move](player=seat, **fields) if move in classes else None
