"""The cards the table shows face up, remembered so a move picks them with one tap: the top titan of each titan deck,
the empire row and the military row (Setup; Prepare: Refresh Card Decks; Build, Explore, Recruit; Attack a Titan).

The table enters each card as it is revealed (``ShowCard``, in ``companion.taw.moves.showing``); the engine keeps the
slots in step with the table: a move taking a row's card empties its slot (rows are not refilled until the next
round), an attack that takes a deck's top titan leaves the next one face up and not yet entered, and each round's
refresh deals new rows not yet entered. Slot ids: ``titan-<stars>``, ``empire-<n>``, ``military-<n>`` (n from 1,
left to right). Nothing here refuses a move: a card the table never entered simply frees no known slot.
"""

from __future__ import annotations

from functools import cache
from typing import Any, Literal, NamedTuple, get_args

from companion.core.errors import RuleError
from companion.taw import rulebook
from companion.taw.cards import EmpireCard, MilitaryCard, TitanCard
from companion.taw.data import board
from companion.taw.said import commas
from companion.taw.state import EMPTY, State
from companion.words import Msg, english, refusal, text

NO_SUCH_SLOT = refusal("no_such_slot", "There is no face-up slot {slot} in a {players}-player game; the slots are "
                       "{slots}")
SLOT_RANGE = text("taw.face_up.slot_range", "{first} to {last}")
DEALT_AT_ROUND_1 = text("taw.face_up.dealt_at_round_1", "dealt at round 1")
#: Each kind of slot in words: "2-star titan deck", "Empire row card 1".
SLOT_WORDS = {"titan": text("taw.face_up.titan_deck", "{stars}-star titan deck"),
              "empire": text("taw.face_up.empire_card", "Empire row card {n}"),
              "military": text("taw.face_up.military_card", "Military row card {n}")}

SlotKind = Literal["titan", "empire", "military"]
KINDS: tuple[SlotKind, ...] = get_args(SlotKind)
ShownCard = TitanCard | EmpireCard | MilitaryCard
#: The card class each kind of slot holds.
CARDS: dict[SlotKind, type[ShownCard]] = {"titan": TitanCard, "empire": EmpireCard, "military": MilitaryCard}


class Slot(NamedTuple):
    """One face-up place: its id (``empire-2``), kind, name in words (a message), the card entered there (None when
    not entered or empty) and whether no card is there (taken, or the deck ran out)."""

    id: str
    kind: SlotKind
    said: Msg
    card: ShownCard | None
    empty: bool

    @property
    def label(self) -> str:
        """The slot's name in English (a terminal, the tests); a screen says :attr:`said` in its reader's language."""
        return english()(self.said)

    @property
    def unknown(self) -> bool:
        """A card is face up here but the table has not entered it."""
        return self.card is None and not self.empty


@cache
def titan_decks() -> tuple[int, ...]:
    """The titan decks by their stars, lowest first: the decks the round track draws from (board.json)."""
    return board().titan_decks


def _row(state: State, kind: SlotKind) -> list[Any]:
    face_up = state.face_up
    rows: dict[SlotKind, list[Any]] = {"titan": face_up.titans, "empire": face_up.empire, "military": face_up.military}
    return rows[kind]


def _said(kind: SlotKind, index: int) -> Msg:
    if kind == "titan":
        return SLOT_WORDS[kind](stars=titan_decks()[index])
    return SLOT_WORDS[kind](n=index + 1)


def _id(kind: SlotKind, index: int) -> str:
    return f"{kind}-{titan_decks()[index] if kind == 'titan' else index + 1}"


def slots(state: State, kind: SlotKind | None = None) -> list[Slot]:
    """Every face-up slot (of ``kind``), titan decks first, then the empire row and the military row."""
    found = []
    for each in KINDS if kind is None else (kind,):
        for index, value in enumerate(_row(state, each)):
            card = value if isinstance(value, CARDS[each]) else None
            found.append(Slot(_id(each, index), each, _said(each, index), card, value == EMPTY))
    return found


def shown(state: State, kind: SlotKind) -> list[tuple[str, ShownCard]]:
    """The cards the table entered in ``kind``'s slots, as (slot id, card), left to right: what a move can pick."""
    return [(s.id, s.card) for s in slots(state, kind) if s.card is not None]


def missing(state: State) -> list[str]:
    """The ids of the slots with a card face up that the table has not entered yet (none once the game is over)."""
    return [] if state.phase == "over" else [s.id for s in slots(state) if s.unknown]


def top_titan(state: State, stars: int) -> TitanCard | None:
    """The titan entered as face up on top of the ``stars``-star deck, or None when it is not known."""
    card = next((s.card for s in slots(state, "titan") if s.id == f"titan-{stars}"), None)
    return card if isinstance(card, TitanCard) else None


def find(state: State, slot_id: str) -> Slot:
    """The slot with this id; :class:`RuleError` ``no_such_slot`` lists the slots there are."""
    every = slots(state)
    for slot in every:
        if slot.id == slot_id:
            return slot
    kinds = [[s.id for s in every if s.kind == kind] for kind in KINDS]
    named = commas([ids[0] if len(ids) == 1 else SLOT_RANGE(first=ids[0], last=ids[-1]) for ids in kinds if ids])
    raise RuleError(NO_SUCH_SLOT(slot=repr(slot_id), players=len(state.players), slots=named or DEALT_AT_ROUND_1()),
                    rule=rulebook.SETUP())


def put(state: State, slot_id: str, card: ShownCard | None) -> None:
    """Enter ``card`` in the slot (None: no card is there)."""
    kind = find(state, slot_id).kind
    index = next(i for i, slot in enumerate(slots(state, kind)) if slot.id == slot_id)
    _row(state, kind)[index] = EMPTY if card is None else card


# -- the engine's upkeep, called by the moves and phases ---------------------------------------------------------------
def deal(state: State, *, empire: int, military: int) -> None:
    """Round start (Setup, then Prepare: Refresh Card Decks): ``empire`` and ``military`` cards are dealt in the rows,
    none entered yet; the titan decks are laid out with their top card face up once, at the first round."""
    face_up = state.face_up
    face_up.empire = [None] * empire
    face_up.military = [None] * military
    if not face_up.titans:
        face_up.titans = [None] * len(titan_decks())


def _same_symbols(a: ShownCard, b: ShownCard) -> bool:
    """The same printed card, whether or not a name (and the catalog's ability) was entered with it."""
    return a.model_dump(exclude={"name", "ability"}) == b.model_dump(exclude={"name", "ability"})


def _taken(row: list[Any], card: ShownCard) -> int | None:
    """The slot a card taken from ``row`` leaves: the one showing it (by name, else by its symbols), else one not
    entered yet (they are all alike), else none."""
    for same in (lambda v: v == card, lambda v: isinstance(v, type(card)) and _same_symbols(v, card),
                 lambda v: v is None):
        index = next((i for i, value in enumerate(row) if same(value)), None)
        if index is not None:
            return index
    return None


def take_from_row(state: State, kind: Literal["empire", "military"], card: ShownCard) -> None:
    """A move took ``card`` from the empire or military row (Build, Explore, Cripta Ship, Zori Dramatists, Recruit):
    its slot is empty until the next refresh (Important: do not refill the row until the next round)."""
    row = _row(state, kind)
    index = _taken(row, card)
    if index is not None:
        row[index] = EMPTY


def titan_taken(state: State, stars: int) -> None:
    """An attack took the top titan of the ``stars``-star deck: the next one is turned face up, not entered yet."""
    if stars in titan_decks() and state.face_up.titans:
        state.face_up.titans[titan_decks().index(stars)] = None
