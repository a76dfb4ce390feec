"""The ability registry: each ability's record (:mod:`.records`) with the hooks it uses and the inputs it asks for.

The engine, the legal-actions view and the move inputs ask the registry (:func:`get`, :func:`with_hook`,
:func:`owned_inputs`) instead of comparing ability ids. A hook is a small function of the ability:
``card_action`` (a citizen on the card, after its printed gains), ``after_placement`` (a citizen placed on a
board action), ``on_new_citizen`` (coins when a citizen is gained), ``on_pass``, ``reroll`` (one reroll per
roll) and ``end_score``. An ability without code acts only through the symbols printed on its card (on-gain,
income, card action gains: the card's data). Table notes are made by the hooks themselves (``plan.on_table``).

Adding an ability: its record in :mod:`.records` (with the amounts it reads from its catalog entry), its card in
``rules_data/ancient_world/catalog.json``, and, when it has code, its entry in ``_CODE`` here with its functions
in :mod:`.during_moves`; a scoring card instead its function and rules model in :data:`.end_scores.SCORERS`, its
numbers in its catalog entry's ``scoring``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, Any, Literal

from companion.taw import derived
from companion.taw.abilities import during_moves as moves
from companion.taw.abilities import end_scores as scores
from companion.taw.abilities.end_scores import EndScore
from companion.taw.abilities.records import RECORDS, Record
from companion.taw.data import SpaceId
from companion.taw.state import Player
from companion.words import Msg, Text, text

if TYPE_CHECKING:
    from companion.taw.moves.plan import Plan

HookName = Literal["card_action", "after_placement", "on_new_citizen", "on_pass", "reroll", "end_score"]
#: How the UI asks for an ability's input: a toggle, one of the player's armies, a card to store (Explore's
#: choice), or an empire row card.
InputKind = Literal["toggle", "army", "explore", "row_card"]


#: An army option said by its name alone.
ARMY = text("taw.input.army", "{name}")


@dataclass(frozen=True)
class AbilityInput:
    """What the player is asked for an ability: on move ``move``, the action's field ``key``.

    ``option`` words one army option (``{name}``: the army as the table calls it) for an ``army`` input.
    """

    move: str
    key: str
    kind: InputKind
    label: Msg
    option: Text = ARMY


@dataclass(frozen=True)
class AfterPlacement:
    """A passive ability that adds to a board action: its space, its effect, and whether the action must be
    performed ("When you use the Labor action") or placing a citizen there is enough ("When you place a citizen
    on the learn action")."""

    space: SpaceId
    perform: Callable[[Plan, Any], None]
    needs_action: bool = True


@dataclass(frozen=True)
class Code:
    """What the engine runs for an ability during a move: the hooks it uses (None: unused) and the inputs it asks."""

    card_action: Callable[[Plan, Any], None] | None = None
    after_placement: AfterPlacement | None = None
    on_new_citizen: Callable[[Plan], int | None] | None = None
    on_pass: Callable[[Plan, Any], None] | None = None
    reroll: bool = False
    inputs: tuple[AbilityInput, ...] = ()

    def inputs_for(self, move: str) -> tuple[AbilityInput, ...]:
        """The inputs this ability asks on ``move`` (a move id: ``place_labor``, ``use_card``, ``pass``)."""
        return tuple(i for i in self.inputs if i.move == move)


@dataclass(frozen=True, kw_only=True)
class Ability(Code):
    """One ability: its record's id and catalog card's name, with its code and its end-of-game score (None: it
    scores nothing; :data:`.end_scores.SCORERS`)."""

    id: str
    card: str
    end_score: EndScore[Any] | None = None

    def hooks(self) -> tuple[HookName, ...]:
        """The hooks this ability uses, in the record's order."""
        return tuple(hook for hook in HOOKS if getattr(self, hook))


HOOKS: tuple[HookName, ...] = ("card_action", "after_placement", "on_new_citizen", "on_pass", "reroll", "end_score")

ALSO_STORE = text("taw.input.cripta_ship", "Also store a card")
OUTPOST_FROM = text("taw.input.distant_outpost", "Distant Outpost coin from")
TO_CLEAR = text("taw.input.holy_site", "Army to clear")
CLEAR = text("taw.input.holy_site_option", "Clear {name}")
SCRIBE = text("taw.input.scribe_guild", "Scribe Guild: also pay 1 coin for 1 knowledge")
ZORI_STORE = text("taw.input.zori_dramatists", "Zori Dramatists: store a row card")

#: Ability id -> its code during a move; an ability neither here nor in ``end_scores.SCORERS`` acts only through the
#: symbols printed on its card.
_CODE: dict[str, Code] = {
    "aqueduct": Code(on_new_citizen=moves.aqueduct),
    "barbarian_camp": Code(reroll=True),
    "cripta_ship": Code(card_action=moves.cripta_ship,
                        inputs=(AbilityInput("use_card", "explore", "explore", ALSO_STORE()),)),
    "desert_caravan": Code(card_action=moves.desert_caravan),
    "distant_outpost": Code(after_placement=AfterPlacement("learn", moves.distant_outpost, needs_action=False),
                            inputs=(AbilityInput("place_learn", "outpost_army", "army", OUTPOST_FROM()),)),
    "dungeons": Code(after_placement=AfterPlacement("labor", moves.dungeons)),
    "holy_site": Code(card_action=moves.holy_site,
                      inputs=(AbilityInput("use_card", "army", "army", TO_CLEAR(), CLEAR),)),
    "scribe_guild": Code(after_placement=AfterPlacement("labor", moves.scribe_guild),
                         inputs=(AbilityInput("place_labor", "scribe", "toggle", SCRIBE()),)),
    "tea_house": Code(reroll=True),
    "zori_dramatists": Code(on_pass=moves.zori_dramatists,
                            inputs=(AbilityInput("pass", "store", "row_card", ZORI_STORE()),)),
}


def _ability(record: Record) -> Ability:
    """The record with its code and its scorer (neither: its printed symbols do it all)."""
    code = _CODE.get(record.id, Code())
    return Ability(id=record.id, card=record.card, end_score=scores.SCORERS.get(record.id),
                   **{f.name: getattr(code, f.name) for f in fields(Code)})


_ABILITIES: tuple[Ability, ...] = tuple(_ability(record) for record in RECORDS)

#: Ability id -> the ability (its record with its code).
REGISTRY: dict[str, Ability] = {ability.id: ability for ability in _ABILITIES}
#: Hook -> the abilities using it, in id order (asked on every move: worked out once).
_BY_HOOK: dict[HookName, tuple[Ability, ...]] = {
    hook: tuple(ability for ability in _ABILITIES if getattr(ability, hook)) for hook in HOOKS}


def get(ability: str | None) -> Ability | None:
    """The record of ``ability`` (a card's ``ability``), or None for a card without one."""
    return REGISTRY[ability] if ability is not None else None


def with_hook(hook: HookName) -> tuple[Ability, ...]:
    """Every ability that uses ``hook``, in id order."""
    return _BY_HOOK[hook]


def owned(player: Player) -> tuple[Ability, ...]:
    """The abilities of the player's face-up empire cards, districts and titans, in id order."""
    ids = {card.ability for card in derived.active_cards(player)}
    return tuple(record for record in _ABILITIES if record.id in ids)


def owned_inputs(player: Player, move: str) -> tuple[AbilityInput, ...]:
    """What the player's own abilities ask on ``move`` (nothing while no face-up card has them)."""
    return tuple(i for record in owned(player) for i in record.inputs_for(move))


def reroll_sources(player: Player) -> list[str]:
    """The owned cards that allow one reroll per roll (Barbarian Camp, Tea House), by name."""
    return [record.card for record in owned(player) if record.reroll]
