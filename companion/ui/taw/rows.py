"""The cards face up on the table (the titan decks' tops, the empire row, the military row), as the table entered them.

Collapsed it is one line ("Face-up: 2 of 11 known - enter"); opened, each slot is a button saying its card, or that it
is not entered yet, or that no card is there. Tapping a slot enters its card by its printed symbols (``CardEntry``)
or says no card is there; Confirm sends the engine's ``ShowCard`` through ``app.act`` and moves on to the next slot
still to enter. The slots and their upkeep are the engine's (``companion.taw.face_up``); nothing here knows a rule.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import cast

import flet as ft

from companion.core.game import Game
from companion.taw import face_up
from companion.taw.face_up import Slot, SlotKind
from companion.taw.moves.showing import ShowCard
from companion.taw.moves.storing import current_deck
from companion.taw.state import State
from companion.ui import icons, offloop
from companion.ui import widgets as w
from companion.ui.hooks import keyed, use_lazy_state
from companion.ui.lang import N_, t
from companion.ui.state import AppState
from companion.ui.taw.card_entry import AnyCard, CardEntry, blank, remembered_cards, with_current
from companion.ui.verdict import verdict_and_confirm

#: Each kind of slot: its section's title and the printed symbol drawn beside it.
SECTIONS: dict[SlotKind, tuple[str, str]] = {"titan": (N_("Titan decks"), "die_titan"),
                                             "empire": (N_("Empire row"), "card_action"),
                                             "military": (N_("Military row"), "sword")}
NOTHING = N_("No card there (taken, or the deck ran out)")


def slot_text(slot: Slot) -> str:
    """A slot in words, its button's name: ``Empire row card 2: Market``, ``... : unknown, enter it``."""
    what = slot.card.label if slot.card is not None else t("no card") if slot.empty else t("unknown, enter it")
    return t("{slot}: {what}", slot=t(slot.said), what=what)


def count_line(state: State, opened: bool) -> str:
    """The collapsed line: how many of the cards face up are entered, and what a tap does."""
    there = [s for s in face_up.slots(state) if not s.empty]
    known = sum(s.card is not None for s in there)
    tap = t("hide") if opened else t("enter") if face_up.missing(state) else t("show")
    return t("Face-up: {known} of {total} known - {tap}", known=known, total=len(there), tap=tap)


def _blank(state: State, slot: Slot) -> AnyCard:
    """A card with nothing entered yet, of the slot's deck (a titan's stars, the round's empire deck)."""
    if slot.kind == "titan":
        return blank("titan", stars=int(slot.id.removeprefix("titan-")))
    if slot.kind == "empire":
        return blank("empire", deck=current_deck(state))
    return blank(slot.kind)


@ft.component
def SlotEntry(app: AppState, game: Game, slot: Slot, earlier: list[AnyCard], on_done: Callable[[], None],
              on_close: Callable[[], None]) -> ft.Control:
    """Enter the card face up in ``slot`` (starting from the one entered there), or say no card is there;
    ``earlier``: the named cards of earlier games, offered by name beside the open game's."""
    card, set_card = use_lazy_state(lambda: slot.card or _blank(game.state, slot))
    nothing, set_nothing = ft.use_state(False)
    shown = ShowCard(slot=slot.id, card=None if nothing else card)  # type: ignore[arg-type]
    controls: list[ft.Control] = [
        ft.Row([w.icon_button(ft.Icons.CLOSE, t("Close the card entry"), on_close),
                ft.Text(slot_text(slot), size=18, weight=ft.FontWeight.BOLD, expand=True)], spacing=4),
        w.switch(t(NOTHING), nothing, lambda: set_nothing(not nothing)),
    ]
    if not nothing:
        entry = keyed(CardEntry, f"face-up:{slot.id}")
        controls.append(entry(slot.kind, card, set_card, with_current(game.state, earlier)))
    controls.append(verdict_and_confirm(app, game, shown, "", on_done))
    return ft.Semantics(identifier="face-up-entry", container=True, content=ft.Column(controls, spacing=8))


def _section(state: State, kind: SlotKind, choose: Callable[[str], Awaitable[None]]) -> ft.Control:
    title, symbol = SECTIONS[kind]
    buttons = [w.button(slot_text(s), w.bind(choose, s.id), icon=None if s.card or s.empty else ft.Icons.EDIT)
               for s in face_up.slots(state, kind)]
    return ft.Column([ft.Row([icons.symbol(symbol), ft.Text(t(title), size=17, weight=ft.FontWeight.BOLD)], spacing=6),
                      ft.Row(buttons, wrap=True, spacing=6, run_spacing=6)], spacing=4)


@ft.component
def FaceUpPanel(app: AppState, game: Game) -> ft.Control:
    """The face-up cards: one line that opens the slots, and the entry of the slot tapped."""
    opened, set_opened = ft.use_state(False)
    entering, set_entering = ft.use_state("")
    # The earlier games' cards are read once, when the first slot is entered (not for the collapsed line).
    earlier, set_earlier = ft.use_state(cast(list[AnyCard] | None, None))
    state: State = game.state
    slot = next((s for s in face_up.slots(state) if s.id == entering), None)

    def toggle() -> None:
        set_opened(not opened)
        set_entering("")

    async def choose(slot_id: str) -> None:
        if earlier is None:
            set_earlier(await offloop.read(lambda: remembered_cards(app.store)))
        set_entering(slot_id)

    def next_slot() -> None:
        """After a card is saved: the next slot still to enter, after this one (else the first), or none."""
        now = app.game or game
        ids = [s.id for s in face_up.slots(now.state)]
        todo = face_up.missing(now.state)
        after = [i for i in todo if ids.index(i) > ids.index(entering)] if entering in ids else todo
        set_entering((after or todo or [""])[0])

    controls: list[ft.Control] = [w.button(count_line(state, opened), toggle,
                                           icon=ft.Icons.EXPAND_LESS if opened else ft.Icons.EXPAND_MORE)]
    if opened:
        controls += [_section(state, kind, choose) for kind in SECTIONS]
    if opened and slot is not None:
        entry = keyed(SlotEntry, f"slot:{slot.id}")
        controls.append(entry(app, game, slot, earlier or [], next_slot, lambda: set_entering("")))
    return ft.Semantics(identifier="face-up", container=True, content=ft.Column(controls, spacing=8))
