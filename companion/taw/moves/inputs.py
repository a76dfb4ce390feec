"""What each move asks the player, declared once: the entry a screen builds, and the action built from the answers.

A move's inputs are its decisions (which citizen, which card, how many coins), each with its kind, range or
choices and default, as the live state allows them: an ability's input (Scribe Guild's knowledge, Zori
Dramatists' stored card) is only there while the player owns the card. :func:`action` turns the answers into the
engine's action, which is then judged by the engine like any other; nothing here decides whether a move is legal.
The default citizen is the one that costs least (Place Citizen: 1 coin over a higher-skill citizen), so a move
with no other decision is a tap on its space and one on Confirm. The inputs' kinds, the answers to them and what a
move still needs before it can be confirmed (a card entered, a titan's defence) are ``answers.py``'s. Cards and armies
are named as the table calls them (``naming.py``), never by their uid.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

from companion.core.action import Action
from companion.core.errors import RuleError
from companion.taw import effects, face_up
from companion.taw.abilities import registry
from companion.taw.data import board, space_said
from companion.taw.moves.ambrosia import AmbrosiaCoin, AmbrosiaRepair
from companion.taw.moves.answers import MOST, Input, Option, Values, answer, missing
from companion.taw.moves.board_actions import BOARD_ACTIONS
from companion.taw.moves.build import BuildStored
from companion.taw.moves.card_actions import UseCard
from companion.taw.moves.passing import Pass
from companion.taw.moves.place import CITIZEN_AT, BoardPlacement, placement_fee
from companion.taw.moves.storing import current_deck
from companion.taw.naming import army_said, empire_said
from companion.taw.phases.attack import Attack
from companion.taw.phases.damage import titan_said
from companion.taw.state import Army, Player, State
from companion.words import N_, Msg, Param, Text, text
from companion.words.amounts import amount

#: Board action type -> its class, in board order.
PLACEMENTS: dict[str, type[BoardPlacement]] = {c.model_fields["type"].default: c for c in BOARD_ACTIONS}
#: Moves that are not a citizen on a board space, in the order they are offered, with their names.
OTHER_MOVES: dict[str, str] = {"use_card": N_("Use a card"), "build_stored": N_("Build stored"),
                               "attack": N_("Attack a titan"), "pass": N_("Pass"),
                               "ambrosia_coin": N_("Ambrosia for coins"), "ambrosia_repair": N_("Repair with ambrosia")}
#: Where a citizen is, as its option says it ("Citizen 3 (placed: use again)").
WHERE = {**CITIZEN_AT, "placed": text("taw.input.placed_again", "placed: use again")}
CITIZEN = text("taw.input.citizen", "Citizen {skill} ({where})")
#: What a citizen's chip shows: its skill, and a word when the citizen is not free to place.
SHORT = {"available": text("taw.input.chip", "{skill}"), "placed": text("taw.input.chip_again", "{skill} again"),
         "starving": text("taw.input.chip_starving", "{skill} starving"),
         "new": text("taw.input.chip_new", "{skill} new")}
NO_CITIZENS = text("taw.input.no_citizens", "{who} has no citizens")
NONE_FREE = text("taw.input.none_free", "No citizen free: {reason}")
WHICH_CITIZEN = text("taw.input.which_citizen", "Which citizen?")
EXTRA_SKILL = text("taw.input.extra_skill", "Extra skill ({cost} each)")
COINS_BOUGHT = text("taw.input.ambrosia_coins", "Coins bought with ambrosia")
PERFORM = text("taw.input.perform", "Perform the action (off: only take its ambrosia)")
FROM_ROW = {"empire": text("taw.input.from_empire_row", "From the empire row, card {n}: {card}"),
            "military": text("taw.input.from_military_row", "From the military row, card {n}: {card}")}
PAY_WITH = text("taw.input.pay_with", "Pay with")
PAY_KNOWLEDGE = text("taw.input.pay_knowledge", "Pay with knowledge")
PAY_COINS = text("taw.input.pay_coins", "Pay with coins")
DISTRICT_KEPT = text("taw.input.district_kept", "District kept")
KEEP_DISTRICT = text("taw.input.keep_district", "Keep a district")
BUY_KNOWLEDGE = text("taw.input.buy_knowledge", "Buy 1 knowledge")
TO_REPAIR = text("taw.input.cards_to_repair", "Cards to repair")
REPAIR = text("taw.input.repair", "Repair {name}")
WHERE_IT_GOES = text("taw.input.where_it_goes", "Where it goes")
NEW_ARMY = text("taw.input.new_army", "Into a new army")
NEW_ARMY_SHORT = text("taw.input.new_army_short", "New army")
OVER = text("taw.input.over", "Over {name}")
RECRUITED = text("taw.input.recruited", "Military card recruited")
CARD_STORED = text("taw.input.card_stored", "Card stored")
CARD_TO_BUILD = text("taw.input.card_to_build", "Card to build")
BUILD_NEW = text("taw.input.build_new", "Build a new card")
ALSO_STORED = text("taw.input.also_stored", "Also build stored cards")
BUILD_STORED = text("taw.input.build_stored", "Build stored {name}")
TAKEN_FROM = text("taw.input.taken_from", "Taken from")
DRAWN = text("taw.input.drawn", "Drawn from the deck")
ROW = text("taw.input.row", "From the empire row")
C_DECK = text("taw.input.c_deck", "From the C deck")
CARD = text("taw.input.card", "Card")
CARD_NAMED = text("taw.input.card_named", "Card {name}")
ARMY_USED = text("taw.input.army_used", "Army {name}: used this round ({coins} on its name)")
ARMY_COSTS = text("taw.input.army_costs", "Army {name}: costs {coins}")
DECK = text("taw.input.deck", "Deck: {stars}-star titan")
DECK_SHORT = text("taw.input.deck_short", "{stars}-star deck")
THREAT = text("taw.input.threat", "On {who}'s board: {titan} (defence {defence})")
THREAT_SHORT = text("taw.input.threat_short", "{who}'s titan ({defence})")
TARGET = text("taw.input.target", "Target")
ARMIES = text("taw.input.armies", "Armies to pay")
SWORDS = text("taw.input.ambrosia_swords", "Ambrosia swords ({cost} each)")
TOP_TITAN = text("taw.input.top_titan", "The top titan of the {stars}-star deck, by its printed symbols")
COINS = text("taw.input.coins", "Coins")
BUILD = text("taw.input.build", "Build {name}")
CARD_TO_REPAIR = text("taw.input.card_to_repair", "Card to repair")


@dataclass(frozen=True)
class MoveSpec:
    """A move a player may start: its id, name, board space (None for the others) and inputs."""

    id: str
    label: Msg | str
    space: str | None = None
    inputs: tuple[Input, ...] = field(default=())


def _citizen_options(player: Player) -> tuple[Option, ...]:
    """Every citizen as ``(skill, reuse)``: a placed one is moved again for ambrosia (Ambrosia Abilities)."""
    return tuple(Option((c.skill, c.where == "placed"), CITIZEN(skill=c.skill, where=WHERE[c.where]()),
                        SHORT[c.where](skill=c.skill)) for c in player.citizens)


def cheapest_citizen(state: State, seat: int, space: str) -> int | None:
    """The available citizen that costs least to place on ``space`` (the lowest skill among equals), or None."""
    costs = [(placement_fee(state, space, c.skill)[0], c.skill) for c in state.players[seat].citizens
             if c.where == "available"]
    return min(costs)[1] if costs else None


def space_blocked(state: State, seat: int, move: str) -> Msg | None:
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
            reasons.append(exc.msg)
            continue
        return None
    if not reasons:
        return NO_CITIZENS(who=player.name)
    return NONE_FREE(reason=reasons[0]) if skill is None and tries[0][1] else reasons[0]


def _bought(key: str, label: Msg, price: int, have: int, *, least: int = 0,
            advanced: bool = False) -> tuple[Input, ...]:
    """A count bought with ambrosia at ``price`` each, offered up to what ``have`` ambrosia pays for, and not at all
    while it pays for none: a choice that cannot be afforded is not offered."""
    most = min(MOST, have // price)
    if most < max(least, 1):
        return ()
    return (Input(key, "number", label, least, least=least, most=most, advanced=advanced),)


def _ambrosia_inputs(player: Player, found: int) -> tuple[Input, ...]:
    """What a placement may buy with ambrosia: skill while placing, coins once the space's ``found`` ambrosia is
    taken (it pays for them too)."""
    costs = board().ambrosia_costs
    return (
        *_bought("boost", EXTRA_SKILL(cost=amount(costs.skill_plus_one, "ambrosia")), costs.skill_plus_one,
                 player.ambrosia, advanced=True),
        *_bought("ambrosia_coins", COINS_BOUGHT(), costs.coin, player.ambrosia + found, advanced=True),
        Input("perform", "toggle", PERFORM(), True, advanced=True),
    )


def _owned(names: dict[int, Param], words: Text) -> tuple[Option, ...]:
    """The player's cards or armies as options, by uid, each in ``words`` (``Repair {name}``) as the table calls it."""
    return tuple(Option(uid, words(name=name)) for uid, name in names.items())


def _card(key: str, label: Msg, kind: Literal["empire", "district", "military", "titan"], state: State,
          **extra: Any) -> Input:
    decks = (current_deck(state), "C") if kind == "empire" else ()
    return Input(key, "card", label, card=kind, decks=decks, **extra)


def _from_row(kind: Literal["empire", "military"], state: State, *also: tuple[str, Any]) -> tuple[Option, ...]:
    """The cards face up in the row a move takes its card from, as one-tap options (the face-up cards remembered)."""
    # Named by the slot too: two cards entered alike (unnamed, the same symbols) are still two options.
    return tuple(Option(card, FROM_ROW[kind](n=int(slot.rsplit("-", 1)[1]), card=card.said), also=also)
                 for slot, card in face_up.shown(state, kind))


def _placement_inputs(move: str, state: State, player: Player) -> tuple[Input, ...]:
    """The choices of one board action beyond the citizen (Citizen Actions: Board Actions)."""
    names = empire_said(player.empire)
    damaged = {o.uid: names[o.uid] for o in player.empire if o.damaged}
    armies = army_said(player.armies)
    table: dict[str, Callable[[], tuple[Input, ...]]] = {
        "place_build": lambda: _build_inputs(state, player),
        "place_expand": lambda: (Input("pay_with", "choice", PAY_WITH(), "knowledge",
                                       (Option("knowledge", PAY_KNOWLEDGE()), Option("coins", PAY_COINS()))),
                                 _card("district", DISTRICT_KEPT(), "district", state, optional=KEEP_DISTRICT())),
        "place_learn": lambda: (Input("buy_knowledge", "toggle", BUY_KNOWLEDGE(), True),),
        # The repairs start on (Rebuild's point), as many as it repairs; a tap leaves one out.
        "place_rebuild": lambda: (Input("repairs", "picks", TO_REPAIR(),
                                        tuple(damaged)[:board().costs.rebuild_repairs],
                                        _owned(damaged, REPAIR)),) if damaged else (),
        "place_recruit": lambda: (Input("retire", "choice", WHERE_IT_GOES(), None,
                                        (Option(None, NEW_ARMY(), NEW_ARMY_SHORT()),
                                         *(Option(uid, OVER(name=name), OVER(name=name))
                                           for uid, name in armies.items()))),
                                  _card("card", RECRUITED(), "military", state,
                                        options=_from_row("military", state))),
        "place_explore": lambda: _explore_inputs("choice", state),
    }
    given = table[move]() if move in table else ()
    return given + _ability_inputs(registry.owned_inputs(player, move), state, player)


def _ability_inputs(needs: tuple[registry.AbilityInput, ...], state: State, player: Player) -> tuple[Input, ...]:
    """What the abilities ask on a move, as the record words it (a toggle, an army, a card to store)."""
    inputs: list[Input] = []
    for need in needs:
        if need.kind == "toggle":
            inputs.append(Input(need.key, "toggle", need.label, False))
        elif need.kind == "army":
            inputs.append(Input(need.key, "choice", need.label, None,
                                _owned(army_said(player.armies), need.option)))
        elif need.kind == "explore":
            inputs += _explore_inputs(need.key, state, need.label)
        else:
            inputs.append(_card(need.key, CARD_STORED(), "empire", state, optional=need.label,
                                optional_default=False, options=_from_row("empire", state)))
    return tuple(inputs)


def _build_inputs(state: State, player: Player) -> tuple[Input, ...]:
    """Build's card; with Limited Building also the stored cards built in the same action, the new card optional."""
    row = _from_row("empire", state)
    if not (state.variants.limited_building and player.stored):
        return (_card("card", CARD_TO_BUILD(), "empire", state, options=row),)
    return (_card("card", CARD_TO_BUILD(), "empire", state, optional=BUILD_NEW(), options=row),
            Input("stored", "picks", ALSO_STORED(), (), _owned(empire_said(player.stored), BUILD_STORED)))


def _explore_inputs(field_name: str, state: State, switch: Msg | None = None) -> tuple[Input, ...]:
    """The card an Explore stores and where it comes from; ``switch``: the two are asked only when it is on."""
    optional: dict[str, Any] = {"optional": switch, "optional_default": False} if switch else {}
    row = _from_row("empire", state, (f"{field_name}.source", "row"))
    return (_card(f"{field_name}.card", CARD_STORED(), "empire", state, options=row, **optional),
            Input(f"{field_name}.source", "choice", TAKEN_FROM(), "drawn", (
                Option("drawn", DRAWN()), Option("row", ROW()), Option("c_deck", C_DECK())), **optional))


def _use_card_inputs(state: State, player: Player, values: Values) -> tuple[Input, ...]:
    """Empire Card Actions: the card, the citizen, and what the card's named action asks."""
    cards = [o for o in player.empire if o.card.action is not None]
    names = empire_said(player.empire)
    inputs = [Input("card", "choice", CARD(), None, _owned({o.uid: names[o.uid] for o in cards}, CARD_NAMED),
                    required=True),
              Input("citizen", "citizen", WHICH_CITIZEN(), None, _citizen_options(player), required=True)]
    owned = next((o for o in cards if o.uid == values.get("card")), None)
    ability = registry.get(owned.card.ability) if owned else None
    return (*inputs, *_ability_inputs(ability.inputs_for("use_card") if ability else (), state, player))


def _army_cost(army: Army, name: Param) -> Msg:
    """An army (``name``: as the table calls it) as an attack's option: what paying it costs, or that it attacked
    this round already."""
    if army.used:
        return ARMY_USED(name=name, coins=amount(army.coins_name, "coin"))
    return ARMY_COSTS(name=name, coins=amount(army.use_cost, "coin"))


def _attack_inputs(state: State, player: Player, values: Values) -> tuple[Input, ...]:
    """Attack a Titan: the target (a deck's top titan, entered by its symbols, or a threatening titan on any board),
    the armies paid and the swords bought with ambrosia."""
    stars = board().round_info(max(state.round, 1)).titan_stars or 1
    targets = [Option(("deck", s), DECK(stars=s), DECK_SHORT(stars=s)) for s in face_up.titan_decks()]
    targets += [Option(("titan", p.threat.uid),
                       THREAT(who=p.name, titan=titan_said(p.threat.card), defence=p.threat.card.defence),
                       THREAT_SHORT(who=p.name, defence=p.threat.card.defence))
                for p in state.players if p.threat is not None]
    target = Input("target", "choice", TARGET(), ("deck", stars), tuple(targets))
    names = army_said(player.armies)
    # The armies and swords come before the titan's symbols, so they are in view without scrolling past the card.
    given = [target,
             Input("armies", "picks", ARMIES(), (),
                   tuple(Option(a.uid, _army_cost(a, names[a.uid])) for a in player.armies)),
             *_bought("ambrosia_swords", SWORDS(cost=board().ambrosia_costs.sword),
                      board().ambrosia_costs.sword, player.ambrosia)]
    kind, number = answer(target, values)
    if kind == "deck":
        known = face_up.top_titan(state, number)
        given.append(Input("card", "card", TOP_TITAN(stars=number),
                           known, card="titan", needs=("defence",)))
    return tuple(given)


def _attack(seat: int, given: tuple[Input, ...], values: Values) -> Attack:
    """The attack from its answers: the deck's titan card with the deck's stars, or the threatening titan's uid."""
    got = {i.key: answer(i, values) for i in given}
    (kind, number), armies, swords = got["target"], list(got["armies"]), got.get("ambrosia_swords") or 0
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
        return _bought("coins", COINS(), board().ambrosia_costs.coin, player.ambrosia, least=1)
    if move == "build_stored":
        return (Input("card", "choice", CARD_TO_BUILD(), None,
                      _owned(empire_said(player.stored), BUILD), required=True),)
    if move == "ambrosia_repair":
        names = empire_said(player.empire)
        return (Input("card", "choice", CARD_TO_REPAIR(), None,
                      _owned({o.uid: names[o.uid] for o in effects.damaged_cards(player)}, REPAIR),
                      required=True),)
    if move == "use_card":
        return _use_card_inputs(state, player, values)
    return ()


def _placement(state: State, seat: int, move: str) -> MoveSpec:
    """One board action: the citizen (the cheapest chosen already), the ambrosia options, the action's choices."""
    cls, player = PLACEMENTS[move], state.players[seat]
    default = cheapest_citizen(state, seat, cls.space)
    citizen = Input("citizen", "citizen", WHICH_CITIZEN(), None if default is None else (default, False),
                    _citizen_options(player), required=True)
    return MoveSpec(move, space_said(cls.space), cls.space,
                    (citizen, *_ambrosia_inputs(player, state.spaces[cls.space].ambrosia),
                     *_placement_inputs(move, state, player)))


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


def action(state: State, seat: int, move: str, values: Values) -> Action | None:
    """The engine's action from the answers, or None while the move still needs something (:func:`missing`)."""
    given = inputs(state, seat, move, values)
    return None if missing(given, values) is not None else so_far(state, seat, move, values)


def so_far(state: State, seat: int, move: str, values: Values) -> Action | None:
    """The action from the answers so far, a card not entered yet counted as blank: what the screen judges and
    shows while the move is entered (a refusal for the coins it lacks comes before "enter the card"; an attack's
    strength). None while a required choice is open; only :func:`action`'s is ever confirmed."""
    given = inputs(state, seat, move, values)
    if any(i.required and answer(i, values) is None for i in given):
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
