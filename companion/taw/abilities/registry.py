"""The ability registry: one record per catalog ability id, with the hooks it uses and the inputs it asks for.

The engine, the legal-actions view and the move inputs ask the registry (:func:`get`, :func:`with_hook`,
:func:`owned_inputs`) instead of comparing ability ids. A hook is a small function of the ability:
``card_action`` (a citizen on the card, after its printed gains), ``after_placement`` (a citizen placed on a
board action), ``on_new_citizen`` (coins when a citizen is gained), ``on_pass``, ``reroll`` (one reroll per
roll) and ``end_score``. An ability without hooks acts only through the symbols printed on its card (on-gain,
income, card action gains: the card's data). Table notes are made by the hooks themselves (``plan.on_table``).
Adding an ability: its id in :mod:`.ids`, its record here (and its function in :mod:`.during_moves` or
:mod:`companion.taw.scoring_cards`), and its card in the catalog.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from companion.taw import derived
from companion.taw import scoring_cards as scoring
from companion.taw.abilities import during_moves as moves
from companion.taw.data import SpaceId
from companion.taw.scoring_cards import CardScorer
from companion.taw.state import Player

if TYPE_CHECKING:
    from companion.taw.moves.plan import Plan

HookName = Literal["card_action", "after_placement", "on_new_citizen", "on_pass", "reroll", "end_score"]
#: How the UI asks for an ability's input: a toggle, one of the player's armies, a card to store (Explore's
#: choice), or an empire row card.
InputKind = Literal["toggle", "army", "explore", "row_card"]


@dataclass(frozen=True)
class AbilityInput:
    """What the player is asked for an ability: on move ``move``, the action's field ``key``.

    ``option`` words one army option (``{label}``, ``{uid}``) for an ``army`` input.
    """

    move: str
    key: str
    kind: InputKind
    label: str
    option: str = "{label}"


@dataclass(frozen=True)
class AfterPlacement:
    """A passive ability that adds to a board action: its space, its effect, and whether the action must be
    performed ("When you use the Labor action") or placing a citizen there is enough ("When you place a citizen
    on the learn action")."""

    space: SpaceId
    perform: Callable[[Plan, Any], None]
    needs_action: bool = True


@dataclass(frozen=True)
class Ability:
    """One ability id: its catalog card's name, the hooks it uses (None: unused) and the inputs it asks for."""

    id: str
    card: str
    card_action: Callable[[Plan, Any], None] | None = None
    after_placement: AfterPlacement | None = None
    on_new_citizen: Callable[[Plan], int | None] | None = None
    on_pass: Callable[[Plan, Any], None] | None = None
    reroll: bool = False
    end_score: CardScorer | None = None
    inputs: tuple[AbilityInput, ...] = ()

    def hooks(self) -> tuple[HookName, ...]:
        """The hooks this ability uses, in the record's order."""
        return tuple(hook for hook in HOOKS if getattr(self, hook))

    def inputs_for(self, move: str) -> tuple[AbilityInput, ...]:
        """The inputs this ability asks on ``move`` (a move id: ``place_labor``, ``use_card``, ``pass``)."""
        return tuple(i for i in self.inputs if i.move == move)


HOOKS: tuple[HookName, ...] = ("card_action", "after_placement", "on_new_citizen", "on_pass", "reroll", "end_score")


def _symbols_only(ability_id: str, card: str) -> Ability:
    """An ability done entirely by its card's printed symbols (no code)."""
    return Ability(ability_id, card)


_RECORDS: tuple[Ability, ...] = (
    Ability("aqueduct", "Aqueduct", on_new_citizen=moves.aqueduct),
    _symbols_only("archivists_of_bol", "Archivists of Bol"),
    Ability("barbarian_camp", "Barbarian Camp", reroll=True),
    _symbols_only("bath_house", "Bath House"),
    Ability("cave_town", "Cave Town", end_score=scoring.cave_town),
    Ability("citadel_of_ivories", "Citadel of Ivories", end_score=scoring.citadel_of_ivories),
    Ability("city_center", "City Center", end_score=scoring.city_center),
    Ability("cripta_ship", "Cripta Ship", card_action=moves.cripta_ship,
            inputs=(AbilityInput("use_card", "explore", "explore", "Also store a card"),)),
    Ability("desert_caravan", "Desert Caravan", card_action=moves.desert_caravan),
    Ability("distant_outpost", "Distant Outpost",
            after_placement=AfterPlacement("learn", moves.distant_outpost, needs_action=False),
            inputs=(AbilityInput("place_learn", "outpost_army", "army", "Distant Outpost coin from"),)),
    Ability("dungeons", "Dungeons", after_placement=AfterPlacement("labor", moves.dungeons)),
    Ability("forest_hideout", "Forest Hideout", end_score=scoring.forest_hideout),
    Ability("frog_god_statue", "Frog God Statue", end_score=scoring.frog_god_statue),
    _symbols_only("guild_of_scholars", "Guild of Scholars"),
    Ability("hall_of_war", "Hall of War", end_score=scoring.hall_of_war),
    Ability("hidden_library", "Hidden Library", end_score=scoring.hidden_library),
    _symbols_only("highland_town", "Highland Town"),
    Ability("holy_site", "Holy Site", card_action=moves.holy_site,
            inputs=(AbilityInput("use_card", "army", "army", "Army to clear", "Clear {label} (#{uid})"),)),
    _symbols_only("metropolis", "Metropolis"),
    Ability("monument", "Monument", end_score=scoring.monument),
    Ability("moon_festival", "Moon Festival", end_score=scoring.moon_festival),
    _symbols_only("nomad_camp", "Nomad Camp"),
    Ability("scribe_guild", "Scribe Guild", after_placement=AfterPlacement("labor", moves.scribe_guild),
            inputs=(AbilityInput("place_labor", "scribe", "toggle", "Scribe Guild: also pay 1 coin for 1 knowledge"),)),
    Ability("tea_house", "Tea House", reroll=True),
    _symbols_only("town_hall", "Town Hall"),
    Ability("trade_city", "Trade City", end_score=scoring.trade_city),
    Ability("trade_route", "Trade Route", end_score=scoring.trade_route),
    _symbols_only("traveler_camp", "Traveler Camp"),
    Ability("treasury", "Treasury", end_score=scoring.treasury),
    _symbols_only("warship", "Warship"),
    Ability("zori_dramatists", "Zori Dramatists", on_pass=moves.zori_dramatists,
            inputs=(AbilityInput("pass", "store", "row_card", "Zori Dramatists: store a row card"),)),
)

#: Ability id -> its record.
REGISTRY: dict[str, Ability] = {record.id: record for record in _RECORDS}
#: Hook -> the abilities using it, in id order (asked on every move: worked out once).
_BY_HOOK: dict[HookName, tuple[Ability, ...]] = {
    hook: tuple(record for record in _RECORDS if getattr(record, hook)) for hook in HOOKS}


def get(ability: str | None) -> Ability | None:
    """The record of ``ability`` (a card's ``ability``), or None for a card without one."""
    return REGISTRY[ability] if ability is not None else None


def with_hook(hook: HookName) -> tuple[Ability, ...]:
    """Every ability that uses ``hook``, in id order."""
    return _BY_HOOK[hook]


def owned(player: Player) -> tuple[Ability, ...]:
    """The abilities of the player's face-up empire cards, districts and titans, in id order."""
    ids = {card.ability for card in derived.active_cards(player)}
    return tuple(record for record in _RECORDS if record.id in ids)


def owned_inputs(player: Player, move: str) -> tuple[AbilityInput, ...]:
    """What the player's own abilities ask on ``move`` (nothing while no face-up card has them)."""
    return tuple(i for record in owned(player) for i in record.inputs_for(move))


def reroll_sources(player: Player) -> list[str]:
    """The owned cards that allow one reroll per roll (Barbarian Camp, Tea House), by name."""
    return [record.card for record in owned(player) if record.reroll]
