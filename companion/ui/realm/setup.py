"""The starting market of a new Ancient Realm game: two districts and two wonders, remembered or entered.

The remembered cards are the catalog of the most recent Ancient Realm game in the store; the new game
starts with that catalog, so a card entered once is never entered again.
"""

from __future__ import annotations

from typing import Any

import flet as ft
from pydantic import TypeAdapter

from companion.realm.cards import KIND_AMOUNTS, Card, Catalog
from companion.realm.kind import KIND
from companion.realm.rules import rules
from companion.realm.state import card_problem
from companion.store import Store, StoreError
from companion.ui import widgets as w
from companion.ui.context import use_app
from companion.ui.hooks import keyed
from companion.ui.lang import t
from companion.ui.offloop import use_read
from companion.ui.realm.card_entry import PUT_IN, CardEntry, CardKind
from companion.ui.realm.words import card_text
from companion.words.amounts import amount

_CARDS: TypeAdapter[list[Card]] = TypeAdapter(list[Card])


def remembered_catalog(store: Store) -> Catalog:
    """The catalog of the most recently changed Ancient Realm game, or an empty one."""
    for info in store.games():
        if info.kind == KIND.id:
            try:
                return store.resume(info.id).game.state.catalog.model_copy(deep=True)
            except StoreError:
                continue
    return Catalog()


@ft.component
def MarketSetup() -> ft.Control:
    """Lay out the starting market card by card; the setup model judges the whole market on Start."""
    app = use_app()
    read = use_read(lambda: remembered_catalog(app.store), None)  # off the loop: reading a game replays it
    remembered = read or Catalog()
    values = app.draft.values

    def adopt_catalog() -> None:
        if read is not None and "catalog" not in app.draft.values:
            app.set_option("catalog", read.model_dump(mode="json"))

    ft.use_effect(adopt_catalog, [read is not None])
    raw: list[dict[str, Any]] = list(values.get("market") or [])
    market = _CARDS.validate_python(raw)
    expansion = bool(values.get("expansion"))
    per_deck = rules().decks.market_per_deck
    counts = {k: sum(c.kind == k for c in market) for k in ("district", "wonder")}
    controls: list[ft.Control] = [
        w.heading(t("Starting market: {districts} of {wanted_districts}, {wonders} of {wanted_wonders}",
                    districts=counts["district"], wanted_districts=KIND_AMOUNTS["district"](n=per_deck),
                    wonders=counts["wonder"], wanted_wonders=KIND_AMOUNTS["wonder"](n=per_deck)), size=20),
        ft.Text(t("{cards} remembered from earlier games.", cards=amount(len(remembered.cards), "card")), size=16),
    ]
    for i, card in enumerate(market):
        rest = raw[:i] + raw[i + 1:]
        controls.append(ft.Row([
            ft.Text(t("{name}: {card}", name=card.name, card=card_text(card)), size=15, expand=True),
            w.icon_button(ft.Icons.CLOSE, t("Take {name} out of the market", name=card.name),
                          w.bind(app.set_option, "market", rest)),
        ]))
    needed: CardKind | None = next((k for k in ("district", "wonder") if counts[k] < per_deck), None)
    if needed is not None:
        names = {c.name for c in market}

        def check(card: Card) -> str | None:
            if card.name in names:
                return t("{name} is already in the market", name=card.name)
            problem = card_problem(card, expansion, remembered)
            return None if problem is None else t(problem)

        def add(card: Card) -> None:
            app.set_option("market", [*raw, card.model_dump(mode="json")])

        entry = keyed(CardEntry, f"setup-{needed}-{len(market)}")
        controls.append(entry(needed, expansion, remembered.entries(), PUT_IN, check, add))
    return w.card(controls, identifier="realm-market-setup")
