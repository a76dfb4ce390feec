"""How much of each thing a score sheet may give: no more than the game's components allow (issue 21).

The rulebook's component list (``rules_data/ancient_world/board.json``, ``components``) bounds the tokens a player,
and the whole table, can hold (68 coins, 22 knowledge, 40 ambrosia) and the cards. Where the rulebook prints no
number, the bound is taken from the components or the rules data, and says so:

- banners on one card: the rulebook prints no card's banners. A titan rolls one damage die per banner and the box
  has 3 damage dice, so a titan prints at most 3 (Monument's "three-banner titan" is the most the rulebook names);
  the same bound is taken for every card.
- wild banners: the one card that prints one is Traveler Camp ("This card's banner can be used as any 1 color"),
  so a player holds at most as many as the catalog's cards print (1). Scoring tries every colour for each, so this
  also keeps scoring quick (40 wild banners took 22 s).
- a banner requirement (Hall of War, Trade City): at most ``banner_cap`` of a tribe (scoring.json: no more banners
  of a tribe score; Trade Route's 6 yellow is the most the rulebook requires).
- manual bonus points are for cards whose scoring the rulebook does not give: at most, either way, the most points
  a catalog card's scoring prints (6) for each empire card of the game (93).
- a card's cost, incomes, gains and action are in tokens: at most the game's tokens of that kind; citizens a card
  gives or upgrades: at most a player's citizen tokens (5).

Food, capacity, army limit, swords, arrows, repairs, explore bonuses and a titan's defence are no component and
score nothing: they are not bounded here.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from companion.taw.cards import WILD, Card
from companion.taw.catalog import catalog
from companion.taw.data import board
from companion.taw.scoring_rules import scoring_rules


@dataclass(frozen=True)
class Bound:
    """The most of one thing, and why in words with the numbers ("the game has 68 coin tokens")."""

    most: int
    why: str

    def problem(self, value: int, *, signed: bool = False) -> str | None:
        """Why ``value`` is too many (or, ``signed``, too far below zero), or None when it fits."""
        if value > self.most or (signed and value < -self.most):
            span = f"between -{self.most} and {self.most}" if signed else f"at most {self.most}"
            return f"{span}, not {value}: {self.why}"
        return None


def tokens() -> dict[str, Bound]:
    """A player's tokens by the sheet's field: no more than the box has."""
    box = board().components
    return {"coins": Bound(box.coin_tokens, f"the game has {box.coin_tokens} coin tokens"),
            "knowledge": Bound(box.knowledge_tokens, f"the game has {box.knowledge_tokens} knowledge tokens (one "
                                                     "set)"),
            "ambrosia": Bound(box.ambrosia_pieces, f"the game has {box.ambrosia_pieces} ambrosia pieces")}


def cards() -> dict[str, Bound]:
    """A player's cards by the sheet's field: no more than the box has."""
    box = board().components
    return {"empire_cards": Bound(box.all_empire_cards, f"the game has {box.all_empire_cards} empire cards"),
            "titans": Bound(box.all_titan_cards, f"the game has {box.all_titan_cards} titan cards"),
            "districts": Bound(box.district_cards, f"the game has {box.district_cards} district cards")}


def bonus() -> Bound:
    """Manual bonus points, either way: the most a catalog card's scoring prints, for each empire card."""
    top = max(getattr(entry.scoring, "points", 0) for entry in catalog().cards)
    count = board().components.all_empire_cards
    return Bound(top * count, f"the game has {count} empire cards and no card's scoring in the rulebook gives more "
                              f"than {top} points")


def banners_on_a_card() -> Bound:
    """Banners printed on one card: a titan's are bounded by the damage dice, and every card's the same."""
    dice = board().components.damage_dice
    return Bound(dice, f"a titan rolls one damage die per banner and the game has {dice}; the rulebook prints no "
                       "card with more")


def wild_banners() -> Bound:
    """A player's wild banners: as many as the catalog's cards print (Traveler Camp's one)."""
    printed = [(e.card.name, e.card.banners.count(WILD)) for e in catalog().cards
               if isinstance(e.card, Card) and WILD in e.card.banners]
    names = ", ".join(f"{name}'s {count}" for name, count in printed) or "none"
    return Bound(sum(n for _, n in printed), f"the only wild banners the rulebook prints are {names}")


def requirement() -> Bound:
    """Banners of one tribe a card may require: no more score (scoring.json's ``banner_cap``)."""
    cap = scoring_rules().banner_cap
    return Bound(cap, f"no more than {cap} banners of a tribe score")


def all_cards() -> Bound:
    """A player's empire, district and titan cards together (a paper tie-break count): all the box has."""
    box = board().components
    total = box.all_empire_cards + box.district_cards + box.all_titan_cards
    return Bound(total, f"the game has {box.all_empire_cards} empire, {box.district_cards} district and "
                        f"{box.all_titan_cards} titan cards")


def banner_tally() -> Bound:
    """Banners of one tribe a paper sheet tallies: at most the banners every empire and titan card could print."""
    box = board().components
    per_card = banners_on_a_card().most
    cards_ = box.all_empire_cards + box.all_titan_cards
    return Bound(per_card * cards_, f"the game has {cards_} empire and titan cards, each with at most {per_card} "
                                    "banners")


def tally_problems(field: str, value: Any) -> Iterator[str]:
    """A paper sheet's tally beyond what the components allow (``banners``, ``damaged_cards``, ``defeated_titans``,
    ``card_count``), each naming its field."""
    if field == "banners":
        for tribe, count in value.items():
            if problem := banner_tally().problem(count):
                yield f"banners.{tribe}: {problem}"
    elif field == "defeated_titans":
        if problem := cards()["titans"].problem(len(value)):
            yield problem
        for i, count in enumerate(value):
            if problem := banners_on_a_card().problem(count):
                yield f"defeated_titans.{i}: {problem}"
    elif value is not None:
        bound = cards()["empire_cards"] if field == "damaged_cards" else all_cards()
        if problem := bound.problem(value):
            yield problem


#: A card's printed symbols counted in tokens (or citizens), by field; ``action.x`` is its card action's ``x``.
_IN_TOKENS = {"cost_coins": "coins", "income_coins": "coins", "gain_coins": "coins", "action.coins": "coins",
              "cost_knowledge": "knowledge", "income_knowledge": "knowledge", "gain_knowledge": "knowledge",
              "action.knowledge": "knowledge", "income_ambrosia": "ambrosia", "action.ambrosia": "ambrosia",
              "gain_citizens": "citizens", "upgrade_citizens": "citizens"}


def _in_tokens() -> dict[str, Bound]:
    """The bound of each printed count of :data:`_IN_TOKENS`, by field."""
    bounds = {**tokens(), "citizens": Bound(board().max_citizen_skill,
                                            f"a player has {board().max_citizen_skill} citizen tokens")}
    return {field: bounds[kind] for field, kind in _IN_TOKENS.items()}


def card_problems(card: Card) -> Iterator[str]:
    """Every count printed on ``card`` beyond what the components allow, each naming its field."""
    for field, bound in _in_tokens().items():
        problem = bound.problem(_field(card, field))
        if problem:
            yield f"{field}: {problem}"
    problem = banners_on_a_card().problem(len(card.banners))
    if problem:
        yield f"banners: {problem}"
    for tribe, count in card.requires.items():
        problem = requirement().problem(count)
        if problem:
            yield f"requires.{tribe}: {problem}"


def card_schema(schema: dict[str, Any]) -> None:
    """The same bounds in a sheet card's JSON schema (its card action's are checked, not in the schema: the action
    is the live game's type)."""
    properties = schema["properties"]
    properties["banners"]["maxItems"] = banners_on_a_card().most
    for field, bound in _in_tokens().items():
        if field in properties:
            properties[field]["maximum"] = bound.most
    if "requires" in properties:
        properties["requires"]["additionalProperties"]["maximum"] = requirement().most


def table_problems(players: Sequence[Any]) -> Iterator[str]:
    """Tokens and cards the whole table holds beyond what the box has (each player's own are checked alone)."""
    for field, bound in {**tokens(), **cards()}.items():
        total = sum(_count(getattr(p, field)) for p in players)
        if total > bound.most:
            yield f"the players hold {total} {field.replace('_', ' ')} in all, but {bound.why}"


def _field(card: Card, field: str) -> int:
    """A printed count by its field, ``action.x`` read from the card action (0 when the card has none)."""
    if field.startswith("action."):
        return getattr(card.action, field.removeprefix("action."), 0) if card.action else 0
    return int(getattr(card, field))


def _count(value: int | Sequence[Any]) -> int:
    """A count given as a number or as the cards themselves."""
    return value if isinstance(value, int) else len(value)
