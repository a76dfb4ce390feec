"""Entering an Ancient World card by its printed symbols: counts tapped by number, banner chips, deck, or a name search.

The card is held by the flow that uses it (a controlled input): every tap hands a new frozen card model
to ``on_change``. Named cards come from the rulebook catalog (with their ability) and from cards entered
in earlier games ("remembered"), so a card seen once is a single tap the next time.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from functools import partial
from typing import Any, Literal

import flet as ft

from companion.core.names import LIMITS
from companion.store import Store, StoreError
from companion.taw.cards import (
    CardAction,
    DistrictCard,
    EmpireCard,
    MilitaryCard,
    MilitarySymbols,
    TitanCard,
    TitanEffect,
)
from companion.taw.catalog import catalog
from companion.taw.catalog_cards import printed_on
from companion.taw.data import tribes
from companion.taw.kind import KIND
from companion.taw.scoring_rules import printed_requirement_abilities
from companion.taw.state import State
from companion.ui import icons
from companion.ui import widgets as w
from companion.ui.lang import N_, reader, t
from companion.ui.numbers import number_entry, printed
from companion.ui.offloop import use_read
from companion.ui.realm.card_entry import choice
from companion.ui.taw.tribes import said_tribe

CardKind = Literal["empire", "district", "titan", "military"]
AnyCard = EmpireCard | DistrictCard | TitanCard | MilitaryCard
CLASSES: dict[str, type[AnyCard]] = {"empire": EmpireCard, "district": DistrictCard, "titan": TitanCard,
                                     "military": MilitaryCard}
#: The largest count a symbol takes where 12 is not enough: a 3-star titan's defence is in the teens.
MOST = {"defence": 20}
#: ``unset`` of a card nothing is entered of yet: no count has a number chosen.
EVERY = ("*",)
#: A name match's button, by where the card comes from.
USE = {"remembered": N_("Use {name} (remembered)"), "catalog": N_("Use {name} (catalog)")}
#: How many name matches are offered at once.
MATCHES = 6
#: How many of the latest games the remembered cards are collected from.
REMEMBERED_GAMES = 20

#: (field path, label) of the counts a card shows; a dotted path reaches the card action or a military face.
_SYMBOLS: dict[str, str] = {
    "cost_coins": N_("Cost coins"), "cost_knowledge": N_("Cost knowledge"), "food": N_("Food"),
    "capacity": N_("Capacity"), "army_limit": N_("Army limit"), "swords": N_("Swords"), "arrows": N_("Arrows"),
    "income_coins": N_("Income coins"), "income_knowledge": N_("Income knowledge"),
    "income_ambrosia": N_("Income ambrosia"), "income_repair": N_("Income repair"),
    "gain_coins": N_("Coins when built"), "gain_knowledge": N_("Knowledge when built"),
    "gain_citizens": N_("Citizens when built"), "upgrade_citizens": N_("Citizen upgrades"),
    "explore_bonus": N_("Explore bonus"),
    "action.coins": N_("Card action coins"), "action.knowledge": N_("Card action knowledge"),
    "action.ambrosia": N_("Card action ambrosia"), "action.swords": N_("Card action swords"),
    "action.arrows": N_("Card action arrows"),
    "defence": N_("Defence"), "effect_amount": N_("Effect amount"),
    "front.swords": N_("Front swords"), "front.arrows": N_("Front arrows"), "front.loot": N_("Front loot"),
    "front.spy": N_("Front spy"), "front.repair": N_("Front repair"),
    "legacy.swords": N_("Legacy swords"), "legacy.arrows": N_("Legacy arrows"), "legacy.loot": N_("Legacy loot"),
    "legacy.spy": N_("Legacy spy"), "legacy.repair": N_("Legacy repair"),
}
#: The symbol of each thing counted (loot and spy have no drawing of their own).
_THING = {"coins": "coin", "knowledge": "knowledge", "ambrosia": "ambrosia", "swords": "sword", "arrows": "arrow",
          "repair": "repair"}
#: The printed symbols drawn beside each count: what is counted, after the income or card action mark it sits in.
DRAWN: dict[str, tuple[str, ...]] = {
    "cost_coins": ("coin",), "cost_knowledge": ("knowledge",), "food": ("food",), "capacity": ("capacity",),
    "army_limit": ("army_limit",), "swords": ("sword",), "arrows": ("arrow",),
    **{f"income_{k}": ("income", _THING[k]) for k in ("coins", "knowledge", "ambrosia", "repair")},
    "gain_coins": ("coin",), "gain_knowledge": ("knowledge",), "gain_citizens": ("citizen",),
    "upgrade_citizens": ("upgrade",), "explore_bonus": ("explore_bonus",),
    **{f"action.{k}": ("card_action", _THING[k]) for k in CardAction.model_fields},
    **{f"{face}.{k}": (_THING[k],) for face in ("front", "legacy") for k in MilitarySymbols.model_fields
       if k in _THING},
}
_CARD_REST = ("capacity", "army_limit", "swords", "arrows", "income_ambrosia", "income_repair", "gain_coins",
              "gain_knowledge", "gain_citizens", "upgrade_citizens", "explore_bonus",
              *(f"action.{k}" for k in CardAction.model_fields))
#: Per kind: the symbols shown at once, and those behind "More symbols".
FIELDS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "empire": (("cost_coins", "cost_knowledge", "food", "income_coins", "income_knowledge"), _CARD_REST),
    "district": (("capacity", "food", "income_coins", "army_limit"),
                 ("swords", "arrows", "income_knowledge", "income_ambrosia", "explore_bonus")),
    "titan": (("defence", "capacity", "effect_amount"),
              ("food", "income_coins", "income_knowledge", "swords", "arrows", "army_limit", "explore_bonus")),
    # A military card's legacy (the symbols left showing once it is retired) is printed on most cards: shown at once.
    "military": (("cost_coins", "cost_knowledge", "front.swords", "front.arrows", "legacy.swords", "legacy.arrows"),
                 tuple(f"{face}.{k}" for face in ("front", "legacy") for k in MilitarySymbols.model_fields
                       if k not in ("swords", "arrows"))),
}
EFFECT_WORDS = {
    TitanEffect.LOSE_COIN: N_("lose coins"), TitanEffect.COIN_ON_ARMY: N_("coin on an army"),
    TitanEffect.LOSE_AMBROSIA: N_("lose ambrosia"), TitanEffect.LOSE_RETIRED: N_("lose a retired army card"),
    TitanEffect.DISCARD_STORED: N_("discard a stored card"), TitanEffect.LOSE_DISTRICT: N_("lose a district"),
}


def symbol_value(card: AnyCard, path: str) -> int:
    """The number printed at ``path`` (``action.coins`` reads the card action, 0 when there is none)."""
    head, _, tail = path.partition(".")
    value = getattr(card, head)
    if tail:
        return int(getattr(value, tail)) if value is not None else 0
    return int(value)


def with_symbol(card: AnyCard, path: str, value: int) -> AnyCard:
    """A copy of ``card`` with the number at ``path`` changed; a card action of all zeros is no card action."""
    head, _, tail = path.partition(".")
    if not tail:
        return card.model_copy(update={head: max(value, 0)})
    inner = getattr(card, head) or CardAction()
    inner = inner.model_copy(update={tail: max(value, 0)})
    if head == "action" and not any(inner.model_dump().values()):
        inner = None
    return card.model_copy(update={head: inner})


def tribe_name(tribe: str) -> str:
    """A tribe's name (``Red``); its symbol is drawn as an icon beside it where it is shown."""
    return said_tribe(tribe).label


def banner_chip(label: str, tribe: str, on_click: Callable[[], None]) -> ft.Control:
    """A button named ``label`` (the tribe in words) after the tribe's banner as printed: its shape in its colour."""
    return ft.Row([*printed((icons.banner_symbol(tribe),), icons.SIZE), w.button(label, on_click)],
                  spacing=4, tight=True)


def _owned_cards(state: State) -> Iterator[AnyCard]:
    for player in state.players:
        yield from (o.card for o in (*player.empire, *player.stored))
        yield from (o.card for o in player.districts)
        yield from (o.card for o in player.titans)
        if player.threat is not None:
            yield player.threat.card
        for army in player.armies:
            yield from (army.active, *army.retired)


def _named(cards: Iterable[AnyCard], found: dict[tuple[str, str], AnyCard]) -> None:
    for card in cards:
        if card.name:
            found.setdefault((card.kind, card.name.casefold()), card)


def remembered_cards(store: Store) -> list[AnyCard]:
    """The distinct named cards of the store's latest Ancient World games, most recently changed game first (and
    within a game the last gained first)."""
    found: dict[tuple[str, str], AnyCard] = {}
    try:
        games = [info for info in store.games() if info.kind == KIND.id][:REMEMBERED_GAMES]
    except StoreError:
        return []
    for info in games:
        try:
            state = store.resume(info.id).game.state
        except StoreError:
            continue
        _named(reversed(list(_owned_cards(state))), found)
    return list(found.values())


def use_remembered(store: Store) -> list[AnyCard]:
    """:func:`remembered_cards`, read off the loop once the calling component is first shown (none until then): up to
    :data:`REMEMBERED_GAMES` games are read, which a long game makes slow."""
    return use_read(lambda: remembered_cards(store), [])


def with_current(state: State, remembered: list[AnyCard]) -> list[AnyCard]:
    """The open game's named cards (entered since the flow opened too), then the remembered ones."""
    found: dict[tuple[str, str], AnyCard] = {}
    _named(reversed(list(_owned_cards(state))), found)
    _named(remembered, found)
    return list(found.values())


def matches(kind: CardKind, query: str, remembered: list[AnyCard]) -> list[tuple[AnyCard, str]]:
    """Cards of ``kind`` whose name contains ``query``: remembered ones first, then the catalog's."""
    wanted = query.strip().casefold()
    if not wanted:
        return []
    out: list[tuple[AnyCard, str]] = []
    seen: set[str] = set()
    pool = [(c, "remembered") for c in remembered] + [(e.card, "catalog") for e in catalog().cards]
    for card, source in pool:
        name = card.name.casefold()
        if card.kind == kind and wanted in name and name not in seen:
            seen.add(name)
            out.append((card, source))
    return out[:MATCHES]


def filled(entered: AnyCard, found: AnyCard, known: list[AnyCard]) -> AnyCard:
    """``found`` (a catalog or remembered card) with what was already entered kept: its name and ability, and every
    printed value the player has not entered yet, so picking Tea House after typing its cost keeps the cost. What the
    catalog prints on the card (Traveler Camp's wild banner, Treasury's income) is the catalog's: a card entered
    otherwise would be refused when its game is replayed from a file. A card that is itself one picked before (a name
    of ``known``) is replaced whole: its values were not entered."""
    if entered.name and any(entered.name.casefold() == k.name.casefold() for k in known):
        return found
    blank_card = type(entered)()
    printed = printed_on(found)
    kept = {name: value for name, value in entered if name not in ("name", "ability", "kind", *printed)
            and value != getattr(blank_card, name)}
    return found.model_copy(update=kept)


def renamed(card: AnyCard, name: str) -> AnyCard:
    """``card`` under a new name; named as a catalog card of its kind, it takes what the catalog prints on it."""
    card = card.model_copy(update={"name": name})
    return card.model_copy(update=printed_on(card))


def blank(kind: CardKind, **values: Any) -> AnyCard:
    """A card of ``kind`` with nothing printed on it yet (``values``: e.g. the deck or the stars)."""
    return CLASSES[kind](**values)


def _banners(card: AnyCard, on_change: Callable[[AnyCard], None]) -> list[ft.Control]:
    assert not isinstance(card, MilitaryCard)
    held = list(card.banners)

    def add(tribe: str) -> None:
        on_change(card.model_copy(update={"banners": (*held, tribe)}))

    def remove(index: int) -> None:
        on_change(card.model_copy(update={"banners": tuple(held[:index] + held[index + 1:])}))

    ids = [t.id for t in tribes().tribes] + ([tribes().wild.id] if card.kind == "empire" else [])
    return [
        ft.Text(t("Banners: {tribes}", tribes=", ".join(tribe_name(tribe) for tribe in held) or t("none")), size=16),
        ft.Row([banner_chip(t("Add banner {tribe}", tribe=tribe_name(tribe)), tribe, w.bind(add, tribe))
                for tribe in ids], wrap=True),
        *([ft.Row([banner_chip(t("Remove banner {tribe}", tribe=tribe_name(tribe)), tribe, w.bind(remove, i))
                   for i, tribe in enumerate(held)], wrap=True)] if held else []),
    ]


def _requires(card: EmpireCard, on_change: Callable[[AnyCard], None]) -> ft.Control:
    """Hall of War and Trade City score with banners printed on the card: one count per tribe, by its banner."""
    def put(tribe: str, value: int) -> None:
        needs = {**card.requires, tribe: max(value, 0)}
        on_change(card.model_copy(update={"requires": {k: v for k, v in needs.items() if v}}))

    return ft.Column([ft.Text(t("Banners this card requires to score:"), size=16),
                      _counts([number_entry(t("Requires {tribe}", tribe=tribe_name(tribe.id)),
                                            card.requires.get(tribe.id, 0), partial(put, tribe.id),
                                            symbol=icons.banner_symbol(tribe.id))
                               for tribe in tribes().tribes])])


def _counts(entries: list[ft.Control]) -> ft.Control:
    """Count entries one under another on a phone, side by side where the window is wide enough."""
    return ft.Row(entries, wrap=True, spacing=16, run_spacing=8)


def _kind_choices(card: AnyCard, on_change: Callable[[AnyCard], None], decks: tuple[str, ...]) -> list[ft.Control]:
    """The deck of an empire card; a titan's stars, sword-only mark and coin-symbol effect."""
    if isinstance(card, EmpireCard) and decks:
        return [ft.Row([choice(t("Deck {deck}", deck=d), card.deck == d,
                               w.bind(on_change, card.model_copy(update={"deck": d}))) for d in decks], wrap=True)]
    if not isinstance(card, TitanCard):
        return []
    return [
        w.switch(t("Sword only (arrows do not count)"), card.sword_only,
                 lambda: on_change(card.model_copy(update={"sword_only": not card.sword_only}))),
        ft.Text(t("Effect of each coin symbol rolled:"), size=16),
        ft.Row([choice(t("Effect: {effect}", effect=t(words)), card.effect == effect,
                       w.bind(on_change, card.model_copy(update={"effect": effect})))
                for effect, words in EFFECT_WORDS.items()], wrap=True),
    ]


Entered = Callable[[AnyCard, str | None], None]


@ft.component
def CardEntry(kind: CardKind, card: AnyCard, on_change: Callable[[AnyCard], None], remembered: list[AnyCard],
              decks: tuple[str, ...] = (), unset: tuple[str, ...] = (), on_entered: Entered | None = None
              ) -> ft.Control:
    """Enter ``card`` (of ``kind``) by name search or by its printed symbols; ``decks``: empire decks to offer.

    ``unset``: the counts not entered yet, shown with no number chosen (:data:`EVERY`: all of them), so a zero is
    a tap, never a default. ``on_entered``, when given, gets what is entered of the card with the card: the count,
    ``name`` or ``banners`` entered, or None for a card picked whole by name; the deck and a titan's marks, which
    say nothing printed, go to ``on_change``."""
    query, set_query = ft.use_state("")
    more, set_more = ft.use_state(False)
    main, rest = FIELDS[kind]
    shown = main + (rest if more else ())

    def enter(new: AnyCard, what: str | None) -> None:
        if on_entered is None:
            on_change(new)
        else:
            on_entered(new, what)

    def pick(found: AnyCard) -> None:
        set_query("")
        enter(filled(card, found, [*remembered, *(e.card for e in catalog().cards)]), None)

    def rename(e: ft.Event[ft.TextField]) -> None:
        enter(renamed(card, e.control.value or ""), "name")

    def put(symbol: str, value: int) -> None:
        enter(with_symbol(card, symbol, value), symbol)

    def count(path: str) -> int | None:
        return None if unset == EVERY or path in unset else symbol_value(card, path)

    controls: list[ft.Control] = [
        w.text_field(t("Search cards by name"), query, lambda e: set_query(e.control.value or "")),
        *[w.button(t(USE[source], name=c.name), w.bind(pick, c), icon=ft.Icons.HISTORY if source == "remembered"
                   else ft.Icons.MENU_BOOK) for c, source in matches(kind, query, remembered)],
        w.text_field(t("Card name (optional)"), card.name, rename, max_length=LIMITS["card"]),
    ]
    entry = catalog(reader()).by_name(card.name) if card.name else None
    if entry is not None and entry.card.kind == kind:
        controls.append(w.notice(f"{entry.card.name}: {entry.text}"))
    # The numbers people read first (cost, defence) come before the deck, titan marks and banners.
    controls.append(_counts([number_entry(t(_SYMBOLS[p]), count(p), partial(put, p), symbol=DRAWN.get(p),
                                          most=MOST.get(p, 12))
                             for p in shown]))
    controls.append(w.switch(t("More symbols"), more, lambda: set_more(not more)))
    controls += _kind_choices(card, on_change, decks)
    if not isinstance(card, MilitaryCard):
        controls += _banners(card, lambda new: enter(new, "banners"))
    if isinstance(card, EmpireCard) and card.ability in printed_requirement_abilities():
        controls.append(_requires(card, lambda new: enter(new, "requires")))
    return ft.Semantics(identifier=f"card-entry-{kind}", container=True,
                        content=ft.Column(controls, spacing=8))
