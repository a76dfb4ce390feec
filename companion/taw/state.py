"""The live state of a game of The Ancient World: players' books, the board, turn order and prompts.

Mutable pydantic models: actions change them in place after verifying (see companion.core.action).
Derived totals (capacity, income, food, attack...) are computed in ``companion.taw.derived``.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, NonNegativeInt

from companion.taw.cards import DistrictCard, EmpireCard, MilitaryCard, TitanCard
from companion.taw.data import CityStateId, GameRound, Skill, SpaceId

CitizenWhere = Literal["available", "placed", "starving", "new"]
Phase = Literal["prepare", "actions", "end_of_round", "over"]
EndStep = Literal["confront_titan", "repair", "collect_income", "reset_board", "feed_citizens"]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", validate_assignment=False)


class Citizen(_Model):
    """One citizen token: its skill (1-5) and where it stands.

    ``space`` is a board space id, or ``card:<uid>`` for an empire card action, when placed.
    """

    skill: Skill
    where: CitizenWhere = "available"
    space: str | None = None


class OwnedEmpire(_Model):
    """An empire card a player owns (built or stored); ``damaged`` means face down."""

    uid: int
    card: EmpireCard
    damaged: bool = False
    #: True once a citizen used this card's action this round (Empire Card Actions: once a round).
    used: bool = False


class OwnedDistrict(_Model):
    """A district a player owns."""

    uid: int
    card: DistrictCard


class OwnedTitan(_Model):
    """A titan card: defeated (in the districts row) or threatening (with ambrosia fed to it)."""

    uid: int
    card: TitanCard
    ambrosia: NonNegativeInt = 0


class Army(_Model):
    """An army: one active military card, its retired stack, and the coins on it.

    Coins on the name area mean the army was used this round; the next use costs picture + 1.
    """

    uid: int
    active: MilitaryCard
    retired: list[MilitaryCard] = Field(default_factory=list)
    coins_name: NonNegativeInt = 0
    coins_picture: NonNegativeInt = 0

    @property
    def used(self) -> bool:
        """An army with coins on its name area has attacked this round."""
        return self.coins_name > 0

    @property
    def use_cost(self) -> int:
        """Coins needed to use this army now: one more than already on the picture area."""
        return self.coins_picture + 1


class Player(_Model):
    """One player's books."""

    name: str
    colour: str = ""
    city_state: CityStateId | None = None
    coins: NonNegativeInt = 0
    knowledge: NonNegativeInt = 0
    ambrosia: NonNegativeInt = 0
    citizens: list[Citizen] = Field(default_factory=list)
    empire: list[OwnedEmpire] = Field(default_factory=list)
    stored: list[OwnedEmpire] = Field(default_factory=list)
    districts: list[OwnedDistrict] = Field(default_factory=list)
    titans: list[OwnedTitan] = Field(default_factory=list)
    threat: OwnedTitan | None = None
    armies: list[Army] = Field(default_factory=list)
    passed: bool = False
    #: Temporary food bought with ambrosia for this round's starvation check.
    fed_with_ambrosia: NonNegativeInt = 0
    #: Manual bonus points for cards whose scoring text is not in the rulebook.
    bonus_vp: int = 0


class Placement(_Model):
    """A citizen standing on a board action space; ``performed`` is False when it only took the ambrosia."""

    player: int
    skill: int
    performed: bool = True


class Space(_Model):
    """A board action space: citizens in order of placement, ambrosia on it, whether it is covered."""

    citizens: list[Placement] = Field(default_factory=list)
    ambrosia: NonNegativeInt = 0
    covered: bool = False


class Decision(_Model):
    """A prompt the engine is waiting on: who must decide what, with the legal choices.

    ``kind`` names the decision; ``options`` lists the legal choices (ids, numbers, or faces) so a UI
    can offer them; ``context`` carries what the deciding action needs (e.g. the titan's uid).
    """

    kind: str
    player: int
    prompt: str
    options: list[Any] = Field(default_factory=list)
    count: int = 1
    context: dict[str, Any] = Field(default_factory=dict)


class Variants(_Model):
    """Optional rules (Variants section)."""

    costly_placement: bool = False
    limited_building: bool = False
    demanding_titans: bool = False
    titan_draft: bool = False


#: The round's steps a table note comes from, in the rulebook's order: the step ids of the rules guide
#: (rules_data/ancient_world/guide.json; a test keeps the two the same).
TableStep = Literal["prepare_round", "prepare_refresh", "prepare_titans", "actions", "confront_titan", "repair",
                    "collect_income", "reset_board", "feed_citizens", "game_end"]
#: The printed symbols a table note is shown with: symbol names of the UI (``companion.ui.icons.SYMBOLS``), kept here
#: as plain names so the engine never imports the UI; a test checks each one is a known symbol.
NoteIcon = Literal["coin", "knowledge", "ambrosia", "citizen", "upgrade", "sword", "army_limit", "capacity", "income",
                   "repair", "card_action", "explore_bonus", "die_titan", "die_coin", "die_blank", "banner_any"]


class TableNote(_Model):
    """One thing to do on the physical table, short enough to tick off: ``text`` ("Ann: take 5 coins"), the symbol
    of what moves, the seats it concerns (none: the board's upkeep, anyone may do it) and the step it belongs to."""

    text: str
    icon: NoteIcon
    players: list[int] = Field(default_factory=list)
    step: TableStep


#: What a face-up slot holds when no card is there: its card was taken (a row is not refilled until the next round) or
#: its deck ran out. A slot holding ``None`` has a card face up that the table has not entered yet.
Empty = Literal["empty"]
EMPTY: Empty = "empty"


class FaceUp(_Model):
    """The cards the table shows face up (Setup; Prepare: Refresh Card Decks; Attack a Titan), as entered: the top titan
    of each titan deck (in the decks' order of stars), the empire row and the military row, left to right. Each slot is
    a card, ``EMPTY``, or None (face up, not entered yet). Empty lists until round 1's prepare phase deals them, so a
    game saved before the app remembered them replays into them (``companion.taw.face_up`` keeps them)."""

    titans: list[TitanCard | Empty | None] = Field(default_factory=list)
    empire: list[EmpireCard | Empty | None] = Field(default_factory=list)
    military: list[MilitaryCard | Empty | None] = Field(default_factory=list)


class State(_Model):
    """The whole game: players in seat order, the board, the round and phase, and pending prompts."""

    players: list[Player]
    variants: Variants = Variants()
    round: GameRound = 0
    phase: Phase = "prepare"
    #: Current end-of-round step while ``phase == "end_of_round"``.
    step: EndStep | None = None
    spaces: dict[SpaceId, Space]
    first_player: int = 0
    #: The 1st-player token's hand side is up: it was claimed this round (Rebuild) and cannot be again.
    token_claimed: bool = False
    #: Whose turn it is during the actions phase.
    current: int = 0
    #: Seats in the order they passed this round (Zori Dramatists: the first to pass).
    passed_order: list[int] = Field(default_factory=list)
    pending: list[Decision] = Field(default_factory=list)
    #: Players who still have to act in the current end-of-round step, in turn order.
    step_queue: list[int] = Field(default_factory=list)
    next_uid: int = 1
    #: Instructions for the physical table produced by the last automatic steps.
    table_notes: list[TableNote] = Field(default_factory=list)
    #: The cards face up on the titan decks and the card rows, as the table entered them.
    face_up: FaceUp = Field(default_factory=FaceUp)

    def new_uid(self) -> int:
        """A fresh id for a card instance."""
        uid = self.next_uid
        self.next_uid += 1
        return uid

    def turn_order(self) -> list[int]:
        """Seats starting with the first player, clockwise."""
        n = len(self.players)
        return [(self.first_player + i) % n for i in range(n)]
