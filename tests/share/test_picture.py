"""The result card's picture: a valid PNG of the card's size, a gold row for the winner, the longest names fitted."""

from __future__ import annotations

import io
from datetime import UTC, datetime

import pytest
from PIL import Image

from companion.core.names import LIMITS
from companion.share import picture
from companion.share.picture import GOLD, MARGIN, ROW, WIDTH, headline, result_png
from companion.share.result import FinishedResult, Standing

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def opened(png: bytes) -> Image.Image:
    """The picture as Pillow reads it, after checking that the PNG is whole (``verify`` reads every chunk)."""
    assert png.startswith(PNG_MAGIC)
    Image.open(io.BytesIO(png)).verify()
    return Image.open(io.BytesIO(png))


def test_the_card_is_a_valid_png_with_the_winners_row_in_gold() -> None:
    assert picture.font(40).getname() == ("Roboto", "Regular")  # the web client's font
    result = FinishedResult("g1", "the-ancient-world", "The Ancient World (Second Edition)",
                            datetime(2026, 12, 3, tzinfo=UTC), None,
                            (Standing("Hal", 18, 1, True, True, "coins"), Standing("Ivy", 18, 2, False, False),
                             Standing("Jo", 15, 3, False, False)))
    png = result_png(result)
    image = opened(png)
    assert (image.format, image.mode) == ("PNG", "RGB")
    assert image.size == (WIDTH, 2 * MARGIN + 192 + 3 * ROW) == (1080, 632)
    assert 10_000 < len(png) < 80_000  # measured 35 kB: small enough for any chat
    gold = tuple(int(GOLD[i:i + 2], 16) for i in (1, 3, 5))
    first_row = MARGIN + 192
    assert image.getpixel((WIDTH // 2, first_row + 10)) == gold  # the winner (best first) on gold
    assert image.getpixel((WIDTH // 2, first_row + ROW + 10)) == (255, 255, 255)


def test_four_of_the_longest_names_fit_the_card() -> None:
    players = tuple(Standing("W" * LIMITS["player"], 100 + i, 4 - i, i == 3, i == 0) for i in range(4))
    image = opened(result_png(FinishedResult("g1", "k", "Game", datetime(2026, 12, 3, tzinfo=UTC), None, players)))
    assert image.size == (WIDTH, 2 * MARGIN + 192 + 4 * ROW)
    right = image.crop((WIDTH - MARGIN // 2, 0, WIDTH, image.height))
    assert right.getcolors() == [(right.width * right.height, (255, 255, 255))]  # nothing drawn in the margin


def test_an_unscored_game_draws_its_players_without_points() -> None:
    players = (Standing("Ann", None, None, False, True), Standing("Bo", None, None, False, False))
    image = opened(result_png(FinishedResult("g1", "k", "Game", datetime(2026, 12, 3, tzinfo=UTC), None, players)))
    assert image.size == (WIDTH, 2 * MARGIN + 192 + 2 * ROW)


def test_without_the_web_clients_font_the_card_is_drawn_in_pillows(monkeypatch: pytest.MonkeyPatch) -> None:
    """A packaged phone app has no flet_web package: Pillow's own font draws the card."""

    def missing(_: str) -> None:
        raise ModuleNotFoundError("No module named 'flet_web'")

    picture.font.cache_clear()
    monkeypatch.setattr(picture, "files", missing)
    try:
        assert picture.font(40).getname()[0] != "Roboto"
        players = (Standing("Ann", 12, 1, True, True), Standing("Bo", 9, 2, False, False))
        image = opened(result_png(FinishedResult("g1", "k", "Game", datetime(2026, 12, 3, tzinfo=UTC), None, players)))
        assert image.size == (WIDTH, 2 * MARGIN + 192 + 2 * ROW)
    finally:
        picture.font.cache_clear()  # the next test draws in Roboto again


def test_the_line_under_the_title_says_who_won_and_on_what() -> None:
    def said(*players: Standing) -> str:
        return headline(FinishedResult("g1", "k", "Game", datetime(2026, 12, 3, tzinfo=UTC), None, players))

    hal, ivy = Standing("Hal", 18, 1, True, True, "coins"), Standing("Ivy", 18, 2, False, False)
    assert said(hal, ivy) == "Winner: Hal (on coins)"
    assert said(Standing("Hal", 18, 1, True, True), Standing("Ivy", 18, 1, True, False)) == "Shared win: Hal and Ivy"
    assert said(Standing("Dana", 36, 1, False, True)) == "Solo game"
    assert said(Standing("Ann", None, None, False, True), Standing("Bo", None, None, False, False)) == (
        "No scores recorded")
