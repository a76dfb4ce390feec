"""Ancient Realm scored on paper (``ancient-realm-sheet``, issue 22): the final sum of a solo game played without
the app, and its rating from the rulebook's score table.

The player gives what Game End counts: the points of the mines, of the wonders whose condition holds, of the
misfortunes endured and from effects (added up on the cards), the monuments kept, and the gold and resources left
in storage (each storage card holds ``storage.maximum``, rules.json). The sum is worked out as the app's own final
score does (:func:`companion.realm.scoring.final_score`'s numbers: ``final_score`` in rules.json).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, NonNegativeInt, TypeAdapter

from companion.core.errors import RuleError
from companion.core.paper import Entered, PaperCount, PaperEntry, PaperKindBase, PaperSeat, PaperState
from companion.realm.cards import GOOD_NAMES
from companion.realm.kind import RealmKind
from companion.realm.rules import RESOURCES, rules
from companion.realm.scoring import DURING_PLAY, EACH, EFFECTS, MONUMENTS, left_in_storage
from companion.realm.state import ScoreLine, ScoreSheet
from companion.words import N_, refusal, text

#: The points added up on the cards, and the counts of what is left, by field.
PointsField = Literal["mines", "wonders", "misfortunes", "effects"]
StoreField = Literal["gold", "wheat", "wood", "stone"]
RealmField = Literal["mines", "wonders", "misfortunes", "effects", "monuments", "gold", "wheat", "wood", "stone"]
#: Each field's words, on the screen and in the log.
WORDS: dict[str, str] = {"mines": N_("points of the mines"), "wonders": N_("points of the wonders"),
                         "misfortunes": N_("points of the misfortunes"), "effects": N_("points from effects"),
                         "monuments": N_("monuments kept"), "gold": N_("gold"), "wheat": N_("wheat"),
                         "wood": N_("wood"), "stone": N_("stone")}
STORAGE_HOLDS = refusal("more_than_storage_holds", "{name}: {field}: at most {most}, not {value}: a storage card "
                                                   "holds {most}")
GAME_HAS = refusal("more_than_the_game_has", "{name}: monuments kept: at most {most}, not {value}: the game has "
                                             "{districts} districts of {regions} regions")
MINES = text("realm.paper.mines", "Mines")
ON_THE_CARDS = text("realm.paper.on_the_cards", "added up on the cards")
WONDERS = text("realm.paper.wonders", "Wonders")
CONDITION_HOLDS = text("realm.paper.condition_holds", "those whose condition holds")
MISFORTUNES = text("realm.paper.misfortunes", "Misfortunes")
ENDURED = text("realm.paper.endured", "endured to the end")


#: The regions of a district card (:class:`companion.realm.cards.DistrictCard` holds three).
DISTRICT_REGIONS = 3


def most_monuments() -> int:
    """Monuments a civilization can keep: every region of every district card of the game (rules.json's decks)."""
    return rules().decks.districts * DISTRICT_REGIONS


class RealmPaperPlayer(PaperEntry):
    """The solo player's line."""

    mines: NonNegativeInt = 0
    wonders: NonNegativeInt = 0
    misfortunes: NonNegativeInt = 0
    effects: NonNegativeInt = 0
    monuments: NonNegativeInt = 0
    gold: NonNegativeInt = 0
    wheat: NonNegativeInt = 0
    wood: NonNegativeInt = 0
    stone: NonNegativeInt = 0


class RealmPaperState(PaperState):
    """The sheet being entered."""

    players: list[RealmPaperPlayer]

    def check(self) -> None:
        """Storage holds at most ``storage.maximum`` of each good; monuments at most :func:`most_monuments`."""
        most = rules().storage.maximum
        for line in self.players:
            for field in ("gold", *RESOURCES):
                if getattr(line, field) > most:
                    raise RuleError(STORAGE_HOLDS(name=line.name, field=GOOD_NAMES[field](), most=most,
                                                  value=getattr(line, field)))
            if line.monuments > most_monuments():
                raise RuleError(GAME_HAS(name=line.name, most=most_monuments(), value=line.monuments,
                                         districts=rules().decks.districts, regions=DISTRICT_REGIONS))


def final_sum(line: RealmPaperPlayer) -> ScoreSheet:
    """The final score line by line, its total and rating, from the paper's numbers."""
    data = rules().final_score
    resources = sum(getattr(line, r) for r in RESOURCES)
    lines = [ScoreLine(label=MINES(), points=line.mines, detail=ON_THE_CARDS()),
             ScoreLine(label=WONDERS(), points=line.wonders, detail=CONDITION_HOLDS()),
             ScoreLine(label=MISFORTUNES(), points=line.misfortunes, detail=ENDURED()),
             ScoreLine(label=MONUMENTS(), points=data.kept_monument_points * line.monuments,
                       detail=EACH(per=data.kept_monument_points, count=line.monuments)),
             ScoreLine(label=EFFECTS(), points=line.effects, detail=DURING_PLAY()),
             *left_in_storage(line.gold, resources)]
    total = sum(s.points for s in lines)
    return ScoreSheet(lines=lines, total=total, rating=rules().rating_said(total))


class RealmPaperCount(PaperCount):
    """Set one number of the player's line."""

    field: RealmField
    words = WORDS


class RealmPaperSetup(BaseModel):
    """The solo player's name."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    players: list[PaperSeat] = Field(min_length=1, max_length=1, description=N_("The solo player"))


class RealmPaperKind(PaperKindBase):
    """Ancient Realm's final sum as a game kind; its title is the game's (the statistics count it with it)."""

    id = "ancient-realm-sheet"
    title = RealmKind.title
    setup_model = RealmPaperSetup
    action_adapter: TypeAdapter[Any] = TypeAdapter(
        Annotated[RealmPaperCount | Entered, Field(discriminator="type")])

    @property
    def seats(self) -> tuple[int, int]:
        """A solo game."""
        return 1, 1

    def new_state(self, setup: RealmPaperSetup) -> RealmPaperState:
        return RealmPaperState(players=[RealmPaperPlayer(name=seat.name) for seat in setup.players])

    def final_scores(self, state: RealmPaperState) -> list[int]:
        return [final_sum(line).total for line in state.players]


KIND = RealmPaperKind()
