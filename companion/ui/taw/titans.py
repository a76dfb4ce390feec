"""Threatening titans drawn at the start of a round, entered by their printed symbols (or by name): one drawn onto a
player's board, or the Threatening Titan Draft's row laid out face up and then picked from in turn order.

A drawn titan is its stars (the deck it came from: this round's, or the next one up when that is empty) over the
card entry every card of the game uses (``card_entry.CardEntry``); whether the deck is right is the engine's verdict,
said beside the disabled Confirm. Nothing here knows a rule.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import flet as ft

from companion.core.game import Game
from companion.taw.cards import TitanCard
from companion.taw.data import board
from companion.taw.moves.answers import TITAN_DRAWN, Missing, card_missing, entered_key
from companion.taw.phases.prepare import EnterTitan, LayOutDraftRow, PickDraftTitan
from companion.taw.state import DraftPickDecision, DraftRowDecision, DrawTitanDecision
from companion.ui import widgets as w
from companion.ui.hooks import use_lazy_state
from companion.ui.lang import t
from companion.ui.realm.card_entry import choice
from companion.ui.state import AppState
from companion.ui.taw.answers import answer, confirm, once
from companion.ui.taw.card_entry import EFFECT_WORDS, AnyCard, CardEntry, Entered, blank, use_remembered
from companion.words.amounts import amount

#: The scroll key of the draft row's titans, the top of its entry.
ROW_KEY = "draft-row"


def drawn_titan(card: TitanCard, on_change: Callable[[AnyCard], None], remembered: list[AnyCard],
                unset: tuple[str, ...] = (), on_entered: Entered | None = None) -> ft.Control:
    """A titan drawn from a deck: its stars as printed (one tap), then its symbols or its name (``unset``,
    ``on_entered``: as ``CardEntry``'s)."""
    stars = ft.Row([choice(t(amount(n, "star")), card.stars == n,
                           w.bind(on_change, card.model_copy(update={"stars": n}))) for n in board().titan_decks],
                   wrap=True, spacing=8)
    return ft.Column([stars, CardEntry("titan", card, on_change, remembered, (), unset, on_entered)], spacing=8)


#: What was entered of a titan being entered (``answers.card_marks``): the symbols tapped, None for one picked whole.
Marks = tuple[str, ...] | None
#: A titan not entered yet: blank, nothing tapped.
Drawn = tuple[AnyCard, Marks]


def _fresh(stars: int) -> Drawn:
    return blank("titan", stars=stars), ()


def _marked(marks: Marks, what: str | None) -> Marks:
    """The marks once ``what`` is entered (None: the titan was picked whole, by name)."""
    return None if what is None or marks is None else (*marks, what)


def _lower_first(words: str) -> str:
    """A sentence's words after a colon: its first letter small (``Enter its defence`` -> ``enter its defence``)."""
    return words[:1].lower() + words[1:]


def _lack(drawn: Drawn) -> Missing | None:
    """What the titan still needs (its defence), the engine's verdict."""
    card, marks = drawn
    return card_missing(TITAN_DRAWN, {"card": card, entered_key(TITAN_DRAWN): marks})


def _entry(drawn: Drawn, put: Callable[[Drawn], None], remembered: list[AnyCard]) -> ft.Control:
    """The entry of one titan drawn: a count tapped, a banner or a name marks what is entered; its stars and marks
    do not."""
    card, marks = drawn
    assert isinstance(card, TitanCard)
    unset = () if marks is None else tuple(n for n in TITAN_DRAWN.needs if n not in marks)
    return drawn_titan(card, lambda new: put((new, marks)), remembered, unset,
                       lambda new, what: put((new, _marked(marks, what))))


@ft.component
def TitanEntry(app: AppState, game: Game, decision: DrawTitanDecision) -> ft.Control:
    """Enter the titan just drawn by its printed symbols (or by name), then confirm; Confirm waits for its defence
    (the engine's verdict, ``answers.card_missing``), a 0 being a tap."""
    drawn, set_drawn = use_lazy_state(lambda: _fresh(decision.stars))
    remembered = use_remembered(app.store)
    card, _ = drawn
    assert isinstance(card, TitanCard)
    lack = _lack(drawn)
    action = EnterTitan(player=decision.player, card=card)
    return ft.Column([_entry(drawn, set_drawn, remembered),
                      confirm(app, action, t("Put this titan on the board"), t(lack.message) if lack else None)],
                     spacing=8)


@ft.component
def DraftRowEntry(app: AppState, game: Game, decision: DraftRowDecision) -> ft.Control:
    """The draft row as laid out on the table: a titan per player needing one, each entered like a titan drawn onto a
    board; the row's titans on top (a tap opens one), the titan being entered, then Next and one Confirm."""
    count = decision.count
    drawn, set_drawn = use_lazy_state(lambda: (_fresh(decision.stars),) * count)
    at, set_at = ft.use_state(0)
    remembered = use_remembered(app.store)
    row = [card for card, _ in drawn if isinstance(card, TitanCard)]
    lacks = [_lack(titan) for titan in drawn]

    def put(slot: int, titan: Drawn) -> None:
        set_drawn(lambda old: tuple(titan if i == slot else t for i, t in enumerate(old)))

    slots = [choice(t("Titan {n}: {titan}", n=i + 1, titan=card.label if lacks[i] is None else t("not entered")),
                    i == at, w.bind(set_at, i)) for i, card in enumerate(row)]
    title = ft.Text(t("Titan {n} of {count}", n=at + 1, count=count), size=18, weight=ft.FontWeight.BOLD)
    entry = ft.Column([_entry(drawn[at], partial(put, at), remembered)], key=f"draft-titan-{at}")
    async def next_titan(e: ft.Event[ft.OutlinedButton]) -> None:
        # The next titan's entry starts at the row's top: a phone would otherwise scroll up past the whole card.
        set_at(at + 1)
        await w.scroll_live(e.page, w.scroller_of(e.control), scroll_key=ROW_KEY)

    after: list[ft.Control] = []
    if at + 1 < count:
        after.append(w.button(t("Next: titan {n} of {count}", n=at + 2, count=count), next_titan,
                              icon=ft.Icons.ARROW_FORWARD))
    missing = next((t("Titan {n} of {count} is not entered yet: {what}", n=i + 1, count=count,
                      what=_lower_first(t(lack.message))) for i, lack in enumerate(lacks) if lack is not None), None)
    action = LayOutDraftRow(player=decision.player, cards=row)
    play = once(app, action)

    async def lay_out(e: ft.Event[ft.FilledButton]) -> None:
        # The picks come next, at the decision's place: back to the top, where the row's entry began.
        page, scroller = e.page, w.scroller_of(e.control)
        if await play():
            await w.scroll_live(page, scroller, offset=0)

    after.append(confirm(app, action, t("Lay out the row of {titans}", titans=amount(count, "titan")), missing,
                         lay_out))
    top = ft.ScrollKey(ROW_KEY)  # type: ignore[call-arg]  # flet 1.0.5's stubs lose the key's value field
    return ft.Column([ft.Semantics(identifier="draft-row", container=True, key=top,
                                   content=ft.Column(slots, spacing=4)), title, entry, *after], spacing=8)


def _pick_text(card: TitanCard) -> str:
    """A titan of the row as the table reads it: its name or printed symbols, and what its coin symbol does."""
    times = f" {card.effect_amount}" if card.effect_amount > 1 else ""
    return t("{titan}; coin symbol: {effect}", titan=card.label, effect=t(EFFECT_WORDS[card.effect]) + times)


@ft.component
def DraftPickEntry(app: AppState, game: Game, decision: DraftPickDecision) -> ft.Control:
    """The titans still in the draft row, each in words (its name or printed symbols, whole on a phone) over the
    button that takes it: one tap."""
    return ft.Column([ft.Semantics(identifier=f"draft-titan-{i + 1}", container=True, content=ft.Column([
        ft.Text(t("Titan {n}: {titan}", n=i + 1, titan=_pick_text(card)), size=16),
        answer(app, PickDraftTitan(player=decision.player, index=i), t("Take titan {n}", n=i + 1),
               icon=ft.Icons.TOUCH_APP),
    ], spacing=4)) for i, card in enumerate(decision.row)], spacing=12)
