"""The number entry (companion/ui/numbers.py) in a real Flet session: a count is one tap on its number, the chosen
one marked selected, "More" reveals the rest and a field to type it, bad typing changes nothing."""

from __future__ import annotations

from collections.abc import Sequence

import flet as ft

from companion.taw.cards import EmpireCard
from companion.ui.numbers import number_entry
from companion.ui.realm.card_entry import CardEntry as RealmCardEntry
from companion.ui.taw.card_entry import AnyCard, CardEntry, CardKind, blank
from tests.ui.harness import UiSession, label_of, symbols
from tests.ui.tapping import flip

LABEL = "Cost coins"


async def entry(value: int = 0, *, least: int = 0, most: int = 12,
                symbol: str | Sequence[str] | None = None) -> tuple[UiSession, list[int]]:
    """A page holding one count; the values it was given, in order."""
    given: list[int] = []

    def main(page: ft.Page) -> None:
        @ft.component
        def Holder() -> ft.Control:
            count, set_count = ft.use_state(value)

            def on_value(number: int) -> None:
                given.append(number)
                set_count(number)

            made = number_entry(LABEL, count, on_value, least=least, most=most, symbol=symbol)
            return ft.Column([made, ft.Text(f"Holder has {count}")])

        page.render(Holder)

    return await UiSession.start(main), given


def chips(ui: UiSession) -> list[str]:
    """The labels of the entry's chips, in order."""
    return [label for label in ui.labels() if label.startswith(f"{LABEL}: ")]


def chosen(ui: UiSession) -> list[str]:
    """The labels of the chips marked selected (for screen readers)."""
    return [label for label in chips(ui) if ui.find(label).parent.selected]  # type: ignore[union-attr]


async def test_a_count_is_one_tap_on_its_number() -> None:
    ui, given = await entry(0)
    assert chips(ui) == [f"{LABEL}: more numbers"] + [f"{LABEL}: {n}" for n in range(6)]
    assert chosen(ui) == [f"{LABEL}: 0"]
    await ui.click(f"{LABEL}: 4")
    assert given == [4] and "Holder has 4" in ui.text()
    assert chosen(ui) == [f"{LABEL}: 4"]
    face = ui.find(f"{LABEL}: 4").icon  # type: ignore[attr-defined]
    assert isinstance(face, ft.Text) and face.value == "4" and face.weight == ft.FontWeight.BOLD
    assert ui.find(f"{LABEL}: 3").icon.weight == ft.FontWeight.NORMAL  # type: ignore[attr-defined]
    assert not ui.find_all(f"{LABEL}, type a number", ft.TextField)
    ui.close()


async def test_every_chip_is_a_48_px_target_with_its_name() -> None:
    ui, _ = await entry(2)
    for label in chips(ui):
        button = ui.find(label)
        assert isinstance(button, ft.IconButton)
        assert button.size_constraints.min_width >= 48 and button.size_constraints.min_height >= 48  # type: ignore[union-attr]
        assert isinstance(button.parent, ft.Semantics) and button.parent.button
    assert ui.find(f"{LABEL}: more numbers").parent.expanded is False  # type: ignore[union-attr]
    ui.close()


async def test_more_reveals_the_rest_up_to_the_most_and_a_field_to_type() -> None:
    ui, given = await entry(1, most=9)
    await ui.click(f"{LABEL}: more numbers")
    assert chips(ui) == [f"{LABEL}: {n}" for n in range(10)]
    assert ui.find(f"{LABEL}, type a number", ft.TextField) and given == []
    await ui.click(f"{LABEL}: 9")
    assert given == [9] and chosen(ui) == [f"{LABEL}: 9"]
    assert ui.find(f"{LABEL}, type a number", ft.TextField).value == "9"  # type: ignore[attr-defined]
    ui.close()


async def test_a_count_beyond_the_first_numbers_shows_them_all() -> None:
    ui, _ = await entry(8)
    assert f"{LABEL}: 12" in chips(ui) and f"{LABEL}: more numbers" not in chips(ui)
    assert chosen(ui) == [f"{LABEL}: 8"]
    ui.close()


async def test_a_typed_count_is_taken_and_bad_typing_changes_nothing() -> None:
    ui, given = await entry(0)
    await ui.click(f"{LABEL}: more numbers")
    field = f"{LABEL}, type a number"
    await ui.fill(field, "7")
    assert given == [7] and chosen(ui) == [f"{LABEL}: 7"]
    await ui.fill(field, "13")
    assert given == [7] and "Holder has 7" in ui.text()
    problem = 'Problem: Cost coins: "13" is not a whole number from 0 to 12; nothing was changed'
    assert ui.by_identifier(f"number-problem:{LABEL}").label == problem
    assert ui.find(field, ft.TextField).value == "13"  # type: ignore[attr-defined]
    await ui.fill(field, "two")
    assert given == [7] and "is not a whole number" in ui.text()
    await ui.fill(field, "")
    assert given == [7] and "is not a whole number" not in ui.text()
    await ui.click(f"{LABEL}: 2")
    assert given == [7, 2] and ui.find(field, ft.TextField).value == "2"  # type: ignore[attr-defined]
    ui.close()


async def test_an_entry_that_did_not_change_keeps_its_controls_and_a_tap_on_it_gets_the_newest_handler() -> None:
    """Two counts of one card: a tap on the first renders both again, and the second's chips stay the same objects
    (Flet then has nothing to reconcile in them), yet a tap on one of them reaches the handler of the latest render,
    which holds the first count just chosen (a kept handler would have put back the old one)."""
    sums: list[tuple[int, int]] = []

    def main(page: ft.Page) -> None:
        @ft.component
        def Card() -> ft.Control:
            counts, set_counts = ft.use_state((0, 0))
            coins, food = counts

            def put(index: int, number: int) -> None:
                new = (number, food) if index == 0 else (coins, number)
                sums.append(new)
                set_counts(new)

            return ft.Column([number_entry(LABEL, coins, lambda n: put(0, n)),
                              number_entry("Food", food, lambda n: put(1, n))])

        page.render(Card)

    ui = await UiSession.start(main)
    food_chip = ui.find("Food: 2")
    await ui.click(f"{LABEL}: 4")
    assert ui.find("Food: 2") is food_chip and ui.find(f"{LABEL}: 4") is not None
    assert food_chip.page is ui.page  # linked to the page as it is now (a tap finds it without a search)
    await ui.click("Food: 2")
    assert sums == [(4, 0), (4, 2)]
    assert ui.find("Food: 2").parent.selected and ui.find(f"{LABEL}: 4").parent.selected  # type: ignore[union-attr]
    ui.close()


async def test_the_least_is_the_first_number() -> None:
    ui, given = await entry(1, least=1)
    assert chips(ui)[1:] == [f"{LABEL}: {n}" for n in range(1, 7)]
    await ui.click(f"{LABEL}: more numbers")
    await ui.fill(f"{LABEL}, type a number", "0")
    assert given == [] and "from 1 to 12" in ui.text()
    ui.close()


async def test_a_short_range_needs_no_more() -> None:
    ui, _ = await entry(0, most=3)
    assert chips(ui) == [f"{LABEL}: {n}" for n in range(4)]
    ui.close()


async def test_the_printed_symbols_are_drawn_beside_the_words() -> None:
    ui, _ = await entry(0, symbol=("income", "coin"))
    assert symbols(ui.page) == ["income", "coin"]
    drawn = [c for c in ui.controls() if isinstance(c, ft.Semantics) and c.image]
    assert [c.label for c in drawn] == ["Income", "Coin"] and all(c.exclude_semantics for c in drawn)
    assert LABEL in ui.text().splitlines()
    ui.close()


def drawn_beside(ui: UiSession, words: str) -> list[str]:
    """The symbols drawn in the row that says ``words`` (a count's label, or a choice beside its button)."""
    for control in ui.controls():
        row = control.parent
        said = control.value if isinstance(control, ft.Text) else label_of(control)
        if said == words and isinstance(row, ft.Semantics):
            row = row.parent
        if said == words and isinstance(row, ft.Row):
            return symbols(row)
    raise AssertionError(f"no row says {words!r}")


async def card_page(kind: CardKind) -> tuple[UiSession, list[AnyCard]]:
    """The Ancient World's card entry for a blank ``kind`` card, every symbol shown; the cards it handed on."""
    cards: list[AnyCard] = []

    def main(page: ft.Page) -> None:
        @ft.component
        def Holder() -> ft.Control:
            card, set_card = ft.use_state(lambda: blank(kind))

            def changed(new: AnyCard) -> None:
                cards.append(new)
                set_card(new)

            return ft.Column([CardEntry(kind, card, changed, [])], scroll=ft.ScrollMode.AUTO)

        page.render(Holder)

    return await UiSession.start(main), cards


async def test_a_build_card_by_its_symbols_is_one_tap_per_symbol() -> None:
    """The card of issue 11's round: 4 coins, 1 food, 1 red banner, 1 coin of income in four taps."""
    ui, cards = await card_page("empire")
    for tap in ("Cost coins: 4", "Food: 1", "Add banner Red", "Income coins: 1"):
        await ui.click(tap)
    assert len(cards) == 4
    assert cards[-1] == EmpireCard(cost_coins=4, food=1, banners=("red",), income_coins=1)
    assert [label for label in chips(ui) if ui.find(label).parent.selected] == ["Cost coins: 4"]  # type: ignore[union-attr]
    ui.close()


async def test_the_ancient_worlds_counts_show_their_printed_symbols() -> None:
    ui, _ = await card_page("empire")
    await flip(ui, "More symbols: off")
    expected = {"Cost coins": ["coin"], "Cost knowledge": ["knowledge"], "Food": ["food"],
                "Income coins": ["income", "coin"], "Income knowledge": ["income", "knowledge"],
                "Capacity": ["capacity"], "Army limit": ["army_limit"], "Swords": ["sword"], "Arrows": ["arrow"],
                "Income ambrosia": ["income", "ambrosia"], "Income repair": ["income", "repair"],
                "Citizens when built": ["citizen"], "Citizen upgrades": ["upgrade"],
                "Explore bonus": ["explore_bonus"], "Card action coins": ["card_action", "coin"],
                "Card action swords": ["card_action", "sword"], "Add banner Red": ["banner_red"],
                "Add banner Any (wild)": ["banner_any"]}
    for words, names in expected.items():
        assert drawn_beside(ui, words) == list(names), words
    ui.close()


async def test_a_military_cards_faces_show_their_symbols() -> None:
    ui, _ = await card_page("military")
    assert drawn_beside(ui, "Front swords") == ["sword"]
    assert drawn_beside(ui, "Front arrows") == ["arrow"]
    ui.close()


async def test_ancient_realms_goods_and_regions_show_their_printed_symbols() -> None:
    def main(page: ft.Page) -> None:
        page.render(lambda: ft.Column([RealmCardEntry("district", True, [], "Put in the market:", lambda c: None,
                                                      lambda c: None)], scroll=ft.ScrollMode.AUTO))

    ui = await UiSession.start(main)
    assert drawn_beside(ui, "Region 1: Wheat source") == ["region_source", "wheat"]
    assert drawn_beside(ui, "Region 1: Any-resource source") == ["region_source", "any_resource"]
    assert drawn_beside(ui, "Region 1: Misfortune") == ["region_misfortune"]
    assert drawn_beside(ui, "Region 1: Nobility") == ["region_citizen"]
    await ui.click("Region 1: Nobility")  # the entry moves on to region 2; region 1's labor stays in view
    for good, name in (("gold", "gold"), ("wheat", "wheat"), ("stone", "stone"), ("any", "any_resource")):
        assert drawn_beside(ui, f"Region 1 labor gain {good}") == [name]
    assert drawn_beside(ui, "Region 1 labor gain points") == []
    ui.close()
