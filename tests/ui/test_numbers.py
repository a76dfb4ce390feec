"""The number entry (companion/ui/numbers.py) in a real Flet session: a count is one tap on its number, the chosen
one marked selected, "More" reveals the rest and a field to type it, bad typing changes nothing."""

from __future__ import annotations

from collections.abc import Sequence

import flet as ft

from companion.ui.numbers import number_entry
from companion.ui.realm.card_entry import stepper
from tests.ui.harness import UiSession

LABEL = "Cost coins"


async def entry(value: int = 0, *, least: int = 0, most: int = 12, symbol: str | Sequence[str] | None = None,
                old_name: bool = False) -> tuple[UiSession, list[int]]:
    """A page holding one count (``old_name``: made through ``stepper``); the values it was given, in order."""
    given: list[int] = []

    def main(page: ft.Page) -> None:
        @ft.component
        def Holder() -> ft.Control:
            count, set_count = ft.use_state(value)

            def on_value(number: int) -> None:
                given.append(number)
                set_count(number)

            made = stepper(LABEL, count, on_value) if old_name else number_entry(
                LABEL, count, on_value, least=least, most=most, symbol=symbol)
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
    images = [c for c in ui.controls() if isinstance(c, ft.Image)]
    assert [c.src for c in images] == ["icons/income.svg", "icons/coin.svg"]
    assert all(c.parent.parent.exclude_semantics for c in images)  # type: ignore[union-attr]
    assert LABEL in ui.text().splitlines()
    ui.close()


async def test_the_old_stepper_name_is_the_same_tap_entry() -> None:
    ui, given = await entry(0, old_name=True)
    await ui.click(f"{LABEL}: 3")
    assert given == [3] and f"{LABEL}: more numbers" in chips(ui)
    assert not [label for label in ui.labels() if "one more" in label or "one less" in label]
    ui.close()
