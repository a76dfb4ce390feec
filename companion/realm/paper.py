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
from companion.realm.kind import RealmKind
from companion.realm.rules import RESOURCES, rules
from companion.realm.state import ScoreLine, ScoreSheet

#: The points added up on the cards, and the counts of what is left, by field.
PointsField = Literal["mines", "wonders", "misfortunes", "effects"]
StoreField = Literal["gold", "wheat", "wood", "stone"]
RealmField = Literal["mines", "wonders", "misfortunes", "effects", "monuments", "gold", "wheat", "wood", "stone"]
#: Each field's words, on the screen and in the log.
WORDS: dict[str, str] = {"mines": "points of the mines", "wonders": "points of the wonders",
                         "misfortunes": "points of the misfortunes", "effects": "points from effects",
                         "monuments": "monuments kept", "gold": "gold", "wheat": "wheat", "wood": "wood",
                         "stone": "stone"}


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
                    raise RuleError("more_than_storage_holds", f"{line.name}: {field}: at most {most}, not "
                                                               f"{getattr(line, field)}: a storage card holds {most}")
            if line.monuments > most_monuments():
                raise RuleError("more_than_the_game_has",
                                f"{line.name}: monuments kept: at most {most_monuments()}, not {line.monuments}: the "
                                f"game has {rules().decks.districts} districts of {DISTRICT_REGIONS} regions")


def final_sum(line: RealmPaperPlayer) -> ScoreSheet:
    """The final score line by line, its total and rating, from the paper's numbers."""
    data = rules().final_score
    resources = sum(getattr(line, r) for r in RESOURCES)
    lines = [ScoreLine(label="Mines", points=line.mines, detail="added up on the cards"),
             ScoreLine(label="Wonders", points=line.wonders, detail="those whose condition holds"),
             ScoreLine(label="Misfortunes", points=line.misfortunes, detail="endured to the end"),
             ScoreLine(label="Monuments kept", points=data.kept_monument_points * line.monuments,
                       detail=f"{data.kept_monument_points} each x {line.monuments}"),
             ScoreLine(label="Points from effects", points=line.effects, detail="gained during play"),
             ScoreLine(label="Gold", points=line.gold // data.gold_per_point,
                       detail=f"{line.gold} gold, 1 per {data.gold_per_point}"),
             ScoreLine(label="Resources", points=resources // data.resources_per_point,
                       detail=f"{resources} resources, 1 per {data.resources_per_point}")]
    total = sum(s.points for s in lines)
    return ScoreSheet(lines=lines, total=total, rating=rules().rating(total))


class RealmPaperCount(PaperCount):
    """Set one number of the player's line."""

    field: RealmField
    words = WORDS


class RealmPaperSetup(BaseModel):
    """The solo player's name."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    players: list[PaperSeat] = Field(min_length=1, max_length=1, description="The solo player")


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
