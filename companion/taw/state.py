"""The live state of a game of The Ancient World: players' books, the board, turn order and prompts.

Mutable pydantic models: actions change them in place after verifying (see companion.core.action).
Derived totals (capacity, income, food, attack...) are computed in ``companion.taw.derived``.
"""

from __future__ import annotations

from typing import Annotated, Literal, get_args

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, NonNegativeInt

from companion.core.errors import UNWORDED
from companion.taw.cards import DistrictCard, EmpireCard, MilitaryCard, TitanCard, TitanEffect
from companion.taw.data import CityStateId, DieFace, GameRound, Skill, SpaceId
from companion.words import Msg

CitizenWhere = Literal["available", "placed", "starving", "new"]
Phase = Literal["prepare", "actions", "end_of_round", "over"]
#: Confront Titan's two answers: placate the titan with ambrosia, or roll its damage dice.
ConfrontChoice = Literal["feed", "roll"]
EndStep = Literal["confront_titan", "repair", "collect_income", "reset_board", "feed_citizens"]


def _worded(value: object) -> object:
    """A message as kept: a state saved before messages were data (issue 24) held English sentences; such a text
    reads back as the catch-all ``core.unworded`` message (said as it was, untranslated)."""
    return UNWORDED(text=value) if isinstance(value, str) else value


#: A message in the game state (a prompt, a table note, a titan's name in words); an older state's English text
#: reads back as it was (kept as the catch-all message, so the field always holds a :class:`Msg`).
Said = Annotated[Msg, BeforeValidator(_worded)]


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


class PendingDecision(_Model):
    """What every prompt the engine waits on has: who decides, the prompt, and how many answers it takes.

    Each decision kind is a subclass with its ``kind`` literal, its ``options`` (the legal choices, stored on the head
    decision so a UI can offer them) and what its answer needs as typed fields; :data:`Decision` is their union.
    """

    player: int
    prompt: Said
    count: int = 1


class TitanRoll(_Model):
    """The titan whose damage dice are being rolled, as its dice's decisions carry it: its name in words, its coin
    effect and amount, and whether an attack or a confront rolls them."""

    titan: Said
    effect: TitanEffect
    amount: int
    source: Literal["attack", "confront"]


class DrawTitanDecision(PendingDecision):
    """Enter the printed symbols of the titan drawn from the ``stars`` deck (or the next one up); options: the decks."""

    kind: Literal["draw_titan"] = "draw_titan"
    stars: int
    options: list[int] = Field(default_factory=list)


class DraftRowDecision(PendingDecision):
    """Threatening Titan Draft: lay out a titan per seat of ``players`` from the ``stars`` deck; options: the decks."""

    kind: Literal["draft_titan_row"] = "draft_titan_row"
    stars: int
    players: list[int]
    options: list[int] = Field(default_factory=list)


class DraftPickDecision(PendingDecision):
    """Threatening Titan Draft: take one titan of the ``row`` still laid out; options: its indexes."""

    kind: Literal["draft_titan_pick"] = "draft_titan_pick"
    row: list[TitanCard]
    options: list[int] = Field(default_factory=list)


class FeedDecision(PendingDecision):
    """Feed Citizens: buy food with ambrosia and name who starves; options: the skills of the player's citizens."""

    kind: Literal["feed_citizens"] = "feed_citizens"
    options: list[int] = Field(default_factory=list)


class ConfrontDecision(PendingDecision):
    """Confront Titan: feed the threatening titan or roll its dice; options: the choices open."""

    kind: Literal["confront"] = "confront"
    options: list[ConfrontChoice] = Field(default_factory=list)


class RepairDecision(PendingDecision):
    """Turn damaged empire cards face up, for repair income or an army's repair symbols; options: the damaged cards."""

    kind: Literal["repair_card"] = "repair_card"
    source: Literal["income", "army"]
    options: list[int] = Field(default_factory=list)


class DiceDecision(PendingDecision):
    """Enter the faces of one damage die per banner of the titan of ``roll``; options: a die's faces."""

    kind: Literal["damage_dice"] = "damage_dice"
    roll: TitanRoll
    options: list[DieFace] = Field(default_factory=list)


class RerollDecision(PendingDecision):
    """Reroll one of the ``faces`` rolled with the first of ``rerolls`` (the cards left to reroll with), or keep them;
    options: the dice by index."""

    kind: Literal["reroll"] = "reroll"
    roll: TitanRoll
    faces: list[DieFace]
    rerolls: list[str]
    options: list[int] = Field(default_factory=list)


class TitanEffectDecision(PendingDecision):
    """Apply the coin effect of ``roll``'s titan once per coin symbol; options: the armies, retired cards
    (``[army, index]``) or districts the effect may take, when it leaves a choice."""

    kind: Literal["titan_effect"] = "titan_effect"
    roll: TitanRoll
    options: list[int] | list[list[int]] = Field(default_factory=list)


class DamageCardDecision(PendingDecision):
    """Turn a face-up empire card face down per titan symbol of ``roll``; options: the face-up cards."""

    kind: Literal["damage_card"] = "damage_card"
    roll: TitanRoll
    options: list[int] = Field(default_factory=list)


class DiscardArmyDecision(PendingDecision):
    """Discard armies over the army limit; options: the armies."""

    kind: Literal["discard_army"] = "discard_army"
    options: list[int] = Field(default_factory=list)


class SpoilsDecision(PendingDecision):
    """The loot and spy symbols of the armies used in an attack, taken after the dice (nothing to choose)."""

    kind: Literal["army_spoils"] = "army_spoils"
    loot: int
    spy: int


class UpgradeDecision(PendingDecision):
    """Trade a citizen for the next one in the supply (the Upgrade symbol of ``card``), or decline; asked and answered
    by the moves; options: the skills that can be traded up."""

    kind: Literal["upgrade_citizen"] = "upgrade_citizen"
    #: The card whose Upgrade symbol asks, as a message (its name, or its symbols in words); a text in a game saved
    #: before issue 24, said as it is.
    card: Msg | str = "Upgrade"
    options: list[int] = Field(default_factory=list)


#: A pending decision, one model per kind, told apart by ``kind`` (so ``state.pending`` reads back from JSON).
Decision = Annotated[DrawTitanDecision | DraftRowDecision | DraftPickDecision | FeedDecision | ConfrontDecision
                     | RepairDecision | DiceDecision | RerollDecision | TitanEffectDecision | DamageCardDecision
                     | DiscardArmyDecision | SpoilsDecision | UpgradeDecision, Field(discriminator="kind")]
#: Every decision model, in the order of :data:`Decision`.
DECISION_MODELS: tuple[type[PendingDecision], ...] = get_args(get_args(Decision)[0])


def decision_kind(model: type[PendingDecision]) -> str:
    """The ``kind`` of a decision model (``draw_titan`` for :class:`DrawTitanDecision`)."""
    kind = model.model_fields["kind"].default
    assert isinstance(kind, str), f"{model.__name__} has no kind"
    return kind


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

    text: Said
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
