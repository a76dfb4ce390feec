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
from companion.taw.said import commas
from companion.taw.scoring_rules import scoring_rules
from companion.words import Msg, text

AT_MOST = text("taw.sheet.at_most", "at most {most}, not {value}: {why}")
BETWEEN = text("taw.sheet.between", "between -{most} and {most}, not {value}: {why}")
#: A problem of one field of a sheet's JSON (its key said as the file writes it: ``requires.red``).
AT_FIELD = text("taw.sheet.at_field", "{field}: {problem}")
COIN_TOKENS = text("taw.sheet.coin_tokens", "the game has {n} coin tokens")
KNOWLEDGE_TOKENS = text("taw.sheet.knowledge_tokens", "the game has {n} knowledge tokens (one set)")
AMBROSIA_PIECES = text("taw.sheet.ambrosia_pieces", "the game has {n} ambrosia pieces")
EMPIRE_CARDS = text("taw.sheet.empire_cards", "the game has {n} empire cards")
TITAN_CARDS = text("taw.sheet.titan_cards", "the game has {n} titan cards")
DISTRICT_CARDS = text("taw.sheet.district_cards", "the game has {n} district cards")
BONUS = text("taw.sheet.bonus", "the game has {n} empire cards and no card's scoring in the rulebook gives more than "
                                "{top} points")
BANNERS_ON_A_CARD = text("taw.sheet.banners_on_a_card", "a titan rolls one damage die per banner and the game has "
                                                        "{dice}; the rulebook prints no card with more")
WILD_PRINTED = text("taw.sheet.wild", "the only wild banners the rulebook prints are {printed}")
WILD_ON = text("taw.sheet.wild_on", "{card}'s {n}")
NO_WILD = text("taw.sheet.no_wild", "none")
REQUIREMENT = text("taw.sheet.requirement", "no more than {cap} banners of a tribe score")
ALL_CARDS = text("taw.sheet.all_cards", "the game has {empire} empire, {districts} district and {titans} titan cards")
BANNER_TALLY = text("taw.sheet.banner_tally", "the game has {cards} empire and titan cards, each with at most {per} "
                                              "banners")
CITIZEN_TOKENS = text("taw.sheet.citizen_tokens", "a player has {n} citizen tokens")
TABLE_HOLDS = text("taw.sheet.table_holds", "the players hold {total} {what} in all, but {why}")
#: What the whole table holds, by the sheet's field.
HELD = {"coins": text("taw.sheet.held.coins", "coins"), "knowledge": text("taw.sheet.held.knowledge", "knowledge"),
        "ambrosia": text("taw.sheet.held.ambrosia", "ambrosia"),
        "empire_cards": text("taw.sheet.held.empire_cards", "empire cards"),
        "titans": text("taw.sheet.held.titans", "titans"), "districts": text("taw.sheet.held.districts", "districts")}


@dataclass(frozen=True)
class Bound:
    """The most of one thing, and why, a message with the numbers ("the game has 68 coin tokens")."""

    most: int
    why: Msg

    def problem(self, value: int, *, signed: bool = False) -> Msg | None:
        """Why ``value`` is too many (or, ``signed``, too far below zero), or None when it fits."""
        if value > self.most or (signed and value < -self.most):
            # The value as the sheet wrote it (a file's 100000000000000000, not the reader's 100,000,000,...).
            return (BETWEEN if signed else AT_MOST)(most=self.most, value=str(value), why=self.why)
        return None


def tokens() -> dict[str, Bound]:
    """A player's tokens by the sheet's field: no more than the box has."""
    box = board().components
    return {"coins": Bound(box.coin_tokens, COIN_TOKENS(n=box.coin_tokens)),
            "knowledge": Bound(box.knowledge_tokens, KNOWLEDGE_TOKENS(n=box.knowledge_tokens)),
            "ambrosia": Bound(box.ambrosia_pieces, AMBROSIA_PIECES(n=box.ambrosia_pieces))}


def cards() -> dict[str, Bound]:
    """A player's cards by the sheet's field: no more than the box has."""
    box = board().components
    return {"empire_cards": Bound(box.all_empire_cards, EMPIRE_CARDS(n=box.all_empire_cards)),
            "titans": Bound(box.all_titan_cards, TITAN_CARDS(n=box.all_titan_cards)),
            "districts": Bound(box.district_cards, DISTRICT_CARDS(n=box.district_cards))}


def bonus() -> Bound:
    """Manual bonus points, either way: the most a catalog card's scoring prints, for each empire card."""
    top = max(getattr(entry.scoring, "points", 0) for entry in catalog().cards)
    count = board().components.all_empire_cards
    return Bound(top * count, BONUS(n=count, top=top))


def banners_on_a_card() -> Bound:
    """Banners printed on one card: a titan's are bounded by the damage dice, and every card's the same."""
    dice = board().components.damage_dice
    return Bound(dice, BANNERS_ON_A_CARD(dice=dice))


def wild_banners() -> Bound:
    """A player's wild banners: as many as the catalog's cards print (Traveler Camp's one)."""
    printed = [(e.card.name, e.card.banners.count(WILD)) for e in catalog().cards
               if isinstance(e.card, Card) and WILD in e.card.banners]
    names = commas([WILD_ON(card=name, n=count) for name, count in printed]) if printed else NO_WILD()
    return Bound(sum(n for _, n in printed), WILD_PRINTED(printed=names))


def requirement() -> Bound:
    """Banners of one tribe a card may require: no more score (scoring.json's ``banner_cap``)."""
    cap = scoring_rules().banner_cap
    return Bound(cap, REQUIREMENT(cap=cap))


def all_cards() -> Bound:
    """A player's empire, district and titan cards together (a paper tie-break count): all the box has."""
    box = board().components
    total = box.all_empire_cards + box.district_cards + box.all_titan_cards
    return Bound(total, ALL_CARDS(empire=box.all_empire_cards, districts=box.district_cards,
                                  titans=box.all_titan_cards))


def banner_tally() -> Bound:
    """Banners of one tribe a paper sheet tallies: at most the banners every empire and titan card could print."""
    box = board().components
    per_card = banners_on_a_card().most
    cards_ = box.all_empire_cards + box.all_titan_cards
    return Bound(per_card * cards_, BANNER_TALLY(cards=cards_, per=per_card))


def tally_problems(field: str, value: Any) -> Iterator[Msg]:
    """A paper sheet's tally beyond what the components allow (``banners``, ``damaged_cards``, ``defeated_titans``,
    ``card_count``), each naming its field."""
    if field == "banners":
        for tribe, count in value.items():
            if problem := banner_tally().problem(count):
                yield AT_FIELD(field=f"banners.{tribe}", problem=problem)
    elif field == "defeated_titans":
        if problem := cards()["titans"].problem(len(value)):
            yield problem
        for i, count in enumerate(value):
            if problem := banners_on_a_card().problem(count):
                yield AT_FIELD(field=f"defeated_titans.{i}", problem=problem)
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
    bounds = {**tokens(), "citizens": Bound(board().max_citizen_skill, CITIZEN_TOKENS(n=board().max_citizen_skill))}
    return {field: bounds[kind] for field, kind in _IN_TOKENS.items()}


def card_problems(card: Card) -> Iterator[Msg]:
    """Every count printed on ``card`` beyond what the components allow, each naming its field."""
    for field, bound in _in_tokens().items():
        problem = bound.problem(_field(card, field))
        if problem:
            yield AT_FIELD(field=field, problem=problem)
    problem = banners_on_a_card().problem(len(card.banners))
    if problem:
        yield AT_FIELD(field="banners", problem=problem)
    for tribe, count in card.requires.items():
        problem = requirement().problem(count)
        if problem:
            yield AT_FIELD(field=f"requires.{tribe}", problem=problem)


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


def table_problems(players: Sequence[Any]) -> Iterator[Msg]:
    """Tokens and cards the whole table holds beyond what the box has (each player's own are checked alone)."""
    for field, bound in {**tokens(), **cards()}.items():
        total = sum(_count(getattr(p, field)) for p in players)
        if total > bound.most:
            yield TABLE_HOLDS(total=total, what=HELD[field](), why=bound.why)


def _field(card: Card, field: str) -> int:
    """A printed count by its field, ``action.x`` read from the card action (0 when the card has none)."""
    if field.startswith("action."):
        return getattr(card.action, field.removeprefix("action."), 0) if card.action else 0
    return int(getattr(card, field))


def _count(value: int | Sequence[Any]) -> int:
    """A count given as a number or as the cards themselves."""
    return value if isinstance(value, int) else len(value)
