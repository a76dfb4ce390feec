"""The Ancient Realm table: the turn and the storage always in view, the step due now scrolling above its pinned
confirming button (or the last step's Undo), the civilization and the free actions; the final score at game end.

Legality is the engine's: moves are the kind's legal actions or are asked with ``app.can``; a move that is not
allowed keeps its button, disabled, with the engine's reason beside it. Every move goes through ``app.act`` (saved
before it is shown). The steps are ``companion.ui.realm.steps``.
"""

from __future__ import annotations

import flet as ft

from companion.realm.actions import PHASE_TEXT
from companion.realm.cards import GOOD_NAMES, Goods
from companion.realm.rules import GOODS, rules
from companion.realm.state import RealmState
from companion.ui import icons
from companion.ui import widgets as w
from companion.ui.context import use_game
from companion.ui.hooks import keyed
from companion.ui.lang import N_, t
from companion.ui.numbers import printed
from companion.ui.panes import FIGURE_SIZE, figure, figures, material, pinned_flow
from companion.ui.realm.card_entry import region_symbols
from companion.ui.realm.effect import EffectFlow
from companion.ui.realm.score import RealmScore
from companion.ui.realm.steps import MarketStep, RefillStep, activation_step, free_actions, undo
from companion.ui.realm.words import card_text, market_heading, region_text, said

#: The decks' pictures: no card prints one, so Material's (a town for districts, a temple for wonders).
DECK_ICONS = {"district": ft.Icons.HOLIDAY_VILLAGE, "wonder": ft.Icons.ACCOUNT_BALANCE}
#: Each deck's words: its figure's spoken name and its caption.
DECK_WORDS = {"district": (N_("District deck: {n}"), N_("districts")),
              "wonder": (N_("Wonder deck: {n}"), N_("wonders"))}


def storage_row(state: RealmState) -> ft.Control:
    """Gold and the three resources beside their printed symbols over the cap, and the decks left: one short row."""
    top = rules().storage.maximum
    goods = [figure(icons.symbol(g, FIGURE_SIZE + 4), getattr(state.storage, g),
                    t("{good}: {n} (of {top})", good=t(GOOD_NAMES[g]()).capitalize(), n=getattr(state.storage, g),
                      top=top), identifier=f"realm-{g}")
             for g in GOODS]
    storage = ft.Column([ft.Row(goods, spacing=8, tight=True), ft.Text(t("at most {top} each", top=top), size=12,
                                                                      italic=True)],
                        spacing=0, tight=True, horizontal_alignment=ft.CrossAxisAlignment.CENTER)
    decks = [figure(material(DECK_ICONS[kind]), left, t(DECK_WORDS[kind][0], n=left),
                    identifier=f"realm-{kind}-deck", caption=t(DECK_WORDS[kind][1]))
             for kind, left in (("district", state.district_deck), ("wonder", state.wonder_deck))]
    return ft.Semantics(identifier="realm-storage", container=True, content=figures([storage, *decks]))


def losses_panel(state: RealmState) -> list[ft.Control]:
    """What the storage cap threw away this turn, said plainly."""
    top = rules().storage.maximum
    return [w.notice(t("Storage holds at most {top}: {lost} lost ({cause})", top=top,
                       lost=said(Goods(**{loss.good: loss.amount}).said()), cause=loss.cause),
                     identifier=f"realm-loss-{i}")
            for i, loss in enumerate(state.losses) if loss.turn == state.turn]


def civilization_panel(state: RealmState) -> ft.Control:
    """The civilization's regions left to right, each after its printed symbols, those being built over marked in
    words."""
    covered = set(state.placement.covered) if state.placement else set()
    rows: list[ft.Control] = [w.heading(t("Civilization: {n} regions", n=len(state.civ)), size=20)]
    for i, slot in enumerate(state.civ):
        line = t("{n}. {card}: {region}", n=i + 1, card=slot.card, region=region_text(slot.region))
        mark = i in covered
        drawn = printed(region_symbols(slot.region.model_dump()), icons.SIZE) if slot.region is not None else [
            ft.Icon(ft.Icons.FORT)]
        rows.append(ft.Semantics(identifier=f"realm-region-{i + 1}", content=ft.Row([
            *drawn,
            ft.Text(t("{line} (being built over)", line=line) if mark else line, size=16, expand=True,
                    weight=ft.FontWeight.BOLD if mark else None),
        ])))
    if not state.civ:
        rows.append(ft.Text(t("No card yet: the first card founds the civilization."), size=16))
    return w.card(rows, identifier="realm-civilization")


def market_list(state: RealmState) -> ft.Control:
    """The market while no card is being chosen from it: each card in words."""
    return w.card([w.heading(market_heading(state.market), size=20),
                   *[ft.Text(t("{name}: {card}", name=n, card=card_text(state.cards[n])), size=15)
                     for n in state.market]],
                  identifier="realm-market")


@ft.component
def RealmTable() -> ft.Control:
    """The turn helper: the turn and storage on top, the step due now (or the district effect being used) with its
    pinned bar, then what the storage cap threw away this turn, the civilization and the free actions (beside the
    step on a tablet, each side scrolling on its own); the score at game end."""
    app, game = use_game()
    state: RealmState = game.state
    # The district effect's flow belongs to the revision it was opened at: any saved step or undo closes it.
    effect_at, set_effect_at = ft.use_state(-1)
    if state.phase in ("scoring", "over"):
        return pinned_flow([RealmScore(True)], undo(app, game), key="score")
    top = ft.Column([w.heading(t("Turn {turn}: {phase}", turn=state.turn, phase=PHASE_TEXT[state.phase]()), size=18),
                     storage_row(state)],
                    spacing=4)
    effect = effect_at == app.revision
    side = [*losses_panel(state), civilization_panel(state),
            *([] if state.phase == "choose" and not effect else [market_list(state)]),
            free_actions(app, state, None if effect else lambda: set_effect_at(app.revision))]
    rest = [] if app.wide else side
    if effect:
        body = keyed(EffectFlow, f"effect-{app.revision}")(rest, lambda: set_effect_at(-1))
    elif state.phase == "choose":
        body = keyed(MarketStep, f"market-{state.turn}")(rest)
    elif state.phase == "activate":
        body = activation_step(app, game, rest)
    else:
        body = keyed(RefillStep, f"refill-{state.turn}-{len(state.market)}")(rest)
    if app.wide:
        shelf = ft.Semantics(identifier="realm-side", container=True, expand=2,
                             content=w.scrolling(ft.Column(side, spacing=10)))
        body = ft.Row([ft.Container(body, expand=3), shelf], expand=True, spacing=12,
                      vertical_alignment=ft.CrossAxisAlignment.STRETCH)
    return ft.Column([top, body], expand=True, spacing=6)
