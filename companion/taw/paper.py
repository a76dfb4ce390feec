"""The Ancient World's end-of-game sheet entered on paper's terms (issue 22): what the rulebook's Game End uses.

A table that played without the app counts, per player, the starving citizens, the damaged empire cards, the
banners by tribe across all their empire cards and titans, the scoring cards they own (each asking only what its
scoring reads: :data:`QUESTIONS`), and, only when a tie needs them, the tie-break counts. :func:`score_sheet` makes
the line a ``companion score`` sheet (:class:`companion.taw.score_sheet.ScoreSheet`, validated as a file is, so
every count is bounded by the game's components), scored by the one scorer, :func:`companion.taw.scoring.score`.
Scoring cards print no tribe banners but Traveler Camp's wild one, so picking them counts no banner twice.
"""

from __future__ import annotations

from functools import cache
from typing import Any, Literal, get_args

from pydantic import BaseModel, Field, NonNegativeInt, ValidationError

from companion.core.errors import RuleError
from companion.core.names import CardName
from companion.core.paper import PaperAction, PaperCount, PaperEntry, PaperState
from companion.core.refused_value import said_of
from companion.taw.cards import WILD, Card
from companion.taw.catalog import catalog
from companion.taw.data import board
from companion.taw.said import commas
from companion.taw.score_sheet import ScoreSheet, sheet_from_data
from companion.taw.scoring import Result, score
from companion.taw.scoring_rules import printed_requirement_abilities, scoring_rules
from companion.taw.sheet_fields import in_words
from companion.words import Msg, Param, refusal, text

#: A tribe's banner colour in words (``any``: Traveler Camp's wild banner).
TRIBE_WORDS = {"red": text("taw.tribe.red", "red"), "blue": text("taw.tribe.blue", "blue"),
               "yellow": text("taw.tribe.yellow", "yellow"), "green": text("taw.tribe.green", "green"),
               "purple": text("taw.tribe.purple", "purple"), "any": text("taw.tribe.any", "any")}
BANNERS = text("taw.paper.banners", "{name}: {count} {tribe} banners")
PICKED = text("taw.paper.picked", "{name}: {card}")
NOT_PICKED = text("taw.paper.not_picked", "{name}: no {card}")
REQUIRES = text("taw.paper.requires", "{name}: {card} requires {count} {tribe}")
NOT_SCORING = refusal("not_a_scoring_card", "{card} is not a scoring card of the catalog ({cards})")
TWICE = refusal("card_twice", "{name} already has {card}: each scoring card is picked once")
NOT_ON_SHEET = refusal("card_not_picked", "{name} has no {card} on the sheet")
NO_REQUIREMENT = refusal("no_printed_requirement", "{card} prints no banner requirement to enter")
#: The sheet's own checks, by their code, with whose line they are about ("Hal: coins: at most 68, not 69: ...").
SHEET_REFUSED = {
    "more_than_the_game_has": refusal("more_than_the_game_has_sheet", "{who}: {why}"),
    "too_many_starving": refusal("too_many_starving", "{who}: {why}"),
    "card_count_below_listed": refusal("card_count_below_listed", "{who}: {why}"),
}
#: Any other check of the sheet (pydantic's own, in English only): its code.
SHEET_OTHER = refusal("sheet_refused", "{who}: the sheet does not take this ({code})")
#: A count's words before what is wrong with it.
ABOUT = text("taw.paper.about", "{field}: {why}")
THE_TABLE = text("taw.paper.the_table", "the table")
#: Each count's words, for the log and the screen (Monument's titans with the catalog's number of banners).
COUNT_WORDS = {"starving": text("taw.paper.count.starving", "starving citizens"),
               "damaged": text("taw.paper.count.damaged", "damaged empire cards"),
               "titans": text("taw.paper.count.titans", "defeated {banners}-banner titans"),
               "citizens": text("taw.paper.count.citizens", "citizens"),
               "coins": text("taw.paper.count.coins", "coins"),
               "knowledge": text("taw.paper.count.knowledge", "knowledge"),
               "ambrosia": text("taw.paper.count.ambrosia", "ambrosia"),
               "card_count": text("taw.paper.count.card_count", "empire, district and titan cards")}

Tribe = Literal["red", "blue", "yellow", "green", "purple"]
#: The tribes in the sheet's order (the rules data's).
SHEET_TRIBES: tuple[Tribe, ...] = get_args(Tribe)
#: The counts of a player's line, and what each is called.
CountField = Literal["starving", "damaged", "titans", "citizens", "coins", "knowledge", "ambrosia", "card_count"]
#: What each scoring ability reads beyond the banners, starving citizens and damaged cards everybody gives: the
#: question its card asks. Hall of War and Trade City ask their printed requirement (``requires``).
QUESTIONS: dict[str, CountField] = {"citadel_of_ivories": "coins", "frog_god_statue": "ambrosia",
                                     "hidden_library": "knowledge", "city_center": "citizens",
                                     "forest_hideout": "citizens", "monument": "titans"}
#: The tie-break counts of the sheet by the scoring rules' tie-breaker id.
TIEBREAK_FIELDS: dict[str, CountField] = {"coins": "coins", "cards": "card_count", "knowledge": "knowledge",
                                          "ambrosia": "ambrosia"}


def titan_banners() -> int:
    """The banners of the titans Monument counts (its catalog entry's scoring, 3)."""
    return int(getattr(catalog().scoring("monument"), "titan_banners", 0))


def count_words() -> dict[str, Msg]:
    """Each count's words, for the log and the screen (Monument's titans with the catalog's number)."""
    return {field: said(banners=titan_banners()) for field, said in COUNT_WORDS.items()}


@cache
def offered() -> tuple[Card, ...]:
    """The scoring cards a player can pick, in the catalog's order: every card with a scoring rule, and the cards
    printing a wild banner (Traveler Camp)."""
    return tuple(e.card for e in catalog().cards
                 if isinstance(e.card, Card) and e.card.name and (e.scoring is not None or WILD in e.card.banners))


def offered_card(name: str) -> Card | None:
    """The offered scoring card of this name, or None."""
    return next((c for c in offered() if c.name == name), None)


def question(card: Card) -> str | None:
    """What a picked card asks: a count field, ``requires`` (its printed banners), or None (nothing)."""
    if card.ability in printed_requirement_abilities():
        return "requires"
    return QUESTIONS.get(card.ability or "")


class PaperCard(BaseModel):
    """A scoring card a player owns; ``requires``: the banners Hall of War or Trade City prints."""

    name: CardName
    requires: dict[Tribe, NonNegativeInt] = Field(default_factory=dict)


class PaperPlayer(PaperEntry):
    """One player's line as counted at the table; a count not asked is None (0 on the sheet)."""

    starving: NonNegativeInt = 0
    damaged: NonNegativeInt = 0
    banners: dict[Tribe, NonNegativeInt] = Field(default_factory=dict)
    cards: list[PaperCard] = Field(default_factory=list)
    titans: NonNegativeInt = 0
    citizens: NonNegativeInt | None = None
    coins: NonNegativeInt | None = None
    knowledge: NonNegativeInt | None = None
    ambrosia: NonNegativeInt | None = None
    card_count: NonNegativeInt | None = None

    def card(self, name: str) -> PaperCard | None:
        """The picked card of this name, or None."""
        return next((c for c in self.cards if c.name == name), None)


class TawPaperState(PaperState):
    """The sheet of The Ancient World being entered."""

    players: list[PaperPlayer]

    def check(self) -> None:
        """``RuleError`` when the sheet is not one ``companion score`` takes, with the player and the field."""
        try:
            sheet_from_data(sheet_data(self))
        except ValidationError as exc:
            err = exc.errors()[0]
            loc = [str(p) for p in err["loc"]]
            line = self.players[int(loc[1])] if len(loc) > 1 and loc[0] == "players" else None
            said, code = said_of(err), str(err["type"])
            who = THE_TABLE() if line is None else line.name
            if said is None or code not in SHEET_REFUSED:
                raise RuleError(SHEET_OTHER(who=who, code=code)) from None
            raise RuleError(SHEET_REFUSED[code](who=who, why=_about(line, loc[2:], said))) from None


def _about(line: PaperPlayer | None, loc: list[str], why: Msg) -> Msg:
    """What is wrong, after the words of the sheet's field it is about ("coins: ...", "Hall of War: ..."), a card's
    own field in words too ("red banners required: ...")."""
    why = in_words(why)
    if not loc or line is None:
        return why
    words: dict[str, Param] = {**count_words(), "damaged_cards": count_words()["damaged"],
                               "defeated_titans": count_words()["titans"]}
    if loc[0] == "empire_cards" and len(loc) > 1 and loc[1].isdigit() and int(loc[1]) < len(line.cards):
        words["empire_cards"] = line.cards[int(loc[1])].name
    return ABOUT(field=words.get(loc[0], loc[0]), why=why)


def sheet_data(state: TawPaperState) -> dict[str, Any]:
    """The state as a ``companion score`` sheet's JSON (what the screen exports)."""
    return {"game": "the-ancient-world", "players": [_player(line) for line in state.players]}


def _player(line: PaperPlayer) -> dict[str, Any]:
    data: dict[str, Any] = {
        "name": line.name, "coins": line.coins or 0, "knowledge": line.knowledge or 0, "ambrosia": line.ambrosia or 0,
        # Citizens are asked only by the cards that score them; otherwise the most a player has (they score nothing).
        "citizens": board().max_citizen_skill if line.citizens is None else line.citizens, "starving": line.starving,
        "empire_cards": [{"name": c.name, **({"requires": dict(c.requires)} if c.requires else {})}
                         for c in line.cards],
        "banners": {t: n for t, n in line.banners.items() if n},
        "damaged_cards": line.damaged, "defeated_titans": [titan_banners()] * line.titans,
    }
    if line.card_count is not None:
        data["card_count"] = line.card_count
    return data


def score_sheet(state: TawPaperState) -> ScoreSheet:
    """The state as a validated ``companion score`` sheet (every action keeps it one)."""
    return sheet_from_data(sheet_data(state))


def result(state: TawPaperState) -> Result:
    """The score of the sheet as it stands: the one scorer's."""
    return score(score_sheet(state))


def pending_tiebreak(state: TawPaperState) -> tuple[list[int], CountField] | None:
    """The next tie-break count to ask: the seats still tied on points and every tie-breaker counted so far, and
    the first tie-breaker one of them has not given; None when no tie needs a count (or not every player is
    entered yet)."""
    if not all(line.entered for line in state.players):
        return None
    totals = {p.name: p.total for p in result(state).players}
    groups: dict[int, list[int]] = {}
    for i, line in enumerate(state.players):
        groups.setdefault(totals[line.name], []).append(i)
    pending = [seats for seats in groups.values() if len(seats) > 1]
    for tiebreak in scoring_rules().tiebreaks:
        field = TIEBREAK_FIELDS[tiebreak]
        for seats in pending:
            if any(getattr(state.players[i], field) is None for i in seats):
                return seats, field
        pending = [same for seats in pending for same in _equal(state, seats, field) if len(same) > 1]
    return None


def _equal(state: TawPaperState, seats: list[int], field: str) -> list[list[int]]:
    """``seats`` grouped by their value of ``field``."""
    groups: dict[int, list[int]] = {}
    for i in seats:
        groups.setdefault(getattr(state.players[i], field), []).append(i)
    return list(groups.values())


class TawPaperCount(PaperCount):
    """Set a count of a player's line: starving citizens, damaged cards, Monument's titans, tokens, cards."""

    field: CountField

    @classmethod
    def field_words(cls) -> dict[str, Msg]:
        return count_words()


class PaperBanners(PaperAction):
    """Set a player's banners of one tribe, counted across all their empire cards and titans."""

    type: Literal["paper_banners"] = "paper_banners"
    tribe: Tribe
    count: NonNegativeInt

    def apply(self, state: Any) -> None:
        state.players[self.player].banners[self.tribe] = self.count

    def describe(self, state: Any) -> Msg:
        return BANNERS(name=state.players[self.player].name, count=self.count, tribe=TRIBE_WORDS[self.tribe]())


class PaperPick(PaperAction):
    """Add a scoring card to a player's line (``owned``), or take it off."""

    type: Literal["paper_card"] = "paper_card"
    card: CardName
    owned: bool = True

    def own_checks(self, state: Any) -> None:
        line: PaperPlayer = state.players[self.player]
        if offered_card(self.card) is None:
            raise RuleError(NOT_SCORING(card=self.card, cards=commas([str(c.name) for c in offered()])))
        picked = line.card(self.card) is not None
        if self.owned and picked:
            raise RuleError(TWICE(name=line.name, card=self.card))
        if not self.owned and not picked:
            raise RuleError(NOT_ON_SHEET(name=line.name, card=self.card))

    def apply(self, state: Any) -> None:
        line: PaperPlayer = state.players[self.player]
        if self.owned:
            line.cards.append(PaperCard(name=self.card))
        else:
            line.cards = [c for c in line.cards if c.name != self.card]

    def describe(self, state: Any) -> Msg:
        name = state.players[self.player].name
        return (PICKED if self.owned else NOT_PICKED)(name=name, card=self.card)


class PaperRequirement(PaperAction):
    """Set the banners of one tribe that a picked Hall of War or Trade City prints as its requirement."""

    type: Literal["paper_requirement"] = "paper_requirement"
    card: CardName
    tribe: Tribe
    count: NonNegativeInt

    def own_checks(self, state: Any) -> None:
        line: PaperPlayer = state.players[self.player]
        card = offered_card(self.card)
        if line.card(self.card) is None:
            raise RuleError(NOT_ON_SHEET(name=line.name, card=self.card))
        if card is None or question(card) != "requires":
            raise RuleError(NO_REQUIREMENT(card=self.card))

    def apply(self, state: Any) -> None:
        card = state.players[self.player].card(self.card)
        if self.count:
            card.requires[self.tribe] = self.count
        else:
            card.requires.pop(self.tribe, None)

    def describe(self, state: Any) -> Msg:
        return REQUIRES(name=state.players[self.player].name, card=self.card, count=self.count,
                        tribe=TRIBE_WORDS[self.tribe]())


