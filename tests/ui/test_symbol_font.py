"""The symbols' colour font (assets/icons/symbols.ttf): built from the drawings as they are now, a colour glyph at
each symbol's code point, one em the drawing's square; its map refused in words when broken; registered by the app."""

from __future__ import annotations

import hashlib
import importlib.util
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest
from fontTools.ttLib import TTFont

from companion.store import Store
from companion.ui import icons
from tests.ui.harness import UiSession

BUILD_SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "build_symbols.py"


@pytest.fixture(scope="module")
def build() -> ModuleType:
    """scripts/build_symbols.py as a module (its digest and code points; building needs nanoemoji, not here)."""
    spec = importlib.util.spec_from_file_location("build_symbols", BUILD_SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def font() -> Iterator[TTFont]:
    with TTFont(icons.ASSETS_DIR / icons.FONT_FILE) as opened:
        yield opened


def test_the_font_was_built_from_the_drawings_as_they_are_now(build: ModuleType) -> None:
    assert icons.font_map().drawings == build.digest(build.drawings()), (
        "a drawing in assets/icons/ changed since the font was built: run scripts/build_symbols.py")
    assert build.FONT == icons.ASSETS_DIR / icons.FONT_FILE and build.MAP == icons.FONT_MAP
    assert build.FAMILY == icons.FONT_FAMILY == icons.font_map().family


def test_the_map_is_the_one_built_with_the_font() -> None:
    built = hashlib.sha256((icons.ASSETS_DIR / icons.FONT_FILE).read_bytes()).hexdigest()
    assert icons.font_map().font_sha256 == built, "symbols.ttf and symbols.json are of different builds"


def test_each_symbol_is_a_colour_glyph_at_its_own_code_point_of_the_private_use_area(font: TTFont) -> None:
    cmap = font.getBestCmap()
    layered = {record.BaseGlyph for record in font["COLR"].table.BaseGlyphList.BaseGlyphPaintRecord}
    points = [ord(icons.glyph(name)) for name in icons.SYMBOLS]
    assert len(set(points)) == len(points)
    for name in icons.SYMBOLS:
        point = ord(icons.glyph(name))
        assert 0xE000 <= point <= 0xF8FF, name
        assert point in cmap and cmap[point] in layered, f"{name} has no colour glyph at U+{point:04X}"
    assert sorted(icons.font_map().code_points) == sorted(icons.SYMBOLS)


def test_one_em_is_the_drawings_square(font: TTFont) -> None:
    """The glyph of a symbol drawn at ``size`` fills a ``size`` square: one em high above the baseline and wide."""
    em = font["head"].unitsPerEm
    assert (font["hhea"].ascent, font["hhea"].descent) == (em, 0)
    assert {font["hmtx"][glyph][0] for glyph in font.getBestCmap().values()} == {em}


def test_a_new_drawing_takes_the_next_free_code_point_and_the_others_keep_theirs(build: ModuleType) -> None:
    kept = {"coin": 0xE000, "wood": 0xE005}
    assert build.code_points(["ambrosia", "coin", "wood", "yak"], kept) == {
        "ambrosia": 0xE006, "coin": 0xE000, "wood": 0xE005, "yak": 0xE007}
    assert build.code_points(["coin"], {}) == {"coin": 0xE000}
    with pytest.raises(build.MapError, match="no code point left for 'yak' after U\\+F8FF"):
        build.code_points(["coin", "yak"], {"coin": 0xF8FF})


@pytest.mark.parametrize(("text", "said"), [
    ("{", "code_points: JSONDecodeError"),
    ('{"code_points": {"coin": "zz"}}', "code_points: ValueError"),
    ('{"code_points": {"coin": "0041"}}', "outside U+E000-U+F8FF: coin"),
])
def test_the_build_refuses_a_broken_map_naming_the_file_and_the_field(build: ModuleType, tmp_path: Path, text: str,
                                                                     said: str) -> None:
    broken = tmp_path / "symbols.json"
    broken.write_text(text, encoding="utf-8")
    with pytest.raises(build.MapError) as caught:
        build.kept_points(broken)
    assert str(caught.value).startswith(f"{broken}: ") and said in str(caught.value)
    assert build.kept_points(tmp_path / "none.json") == {}


@pytest.mark.parametrize(("text", "said"), [
    ("{", "Invalid JSON"),
    (f'{{"font_sha256": "{"0" * 64}", "family": "x", "drawings": "0"}}', "code_points"),
    (f'{{"font_sha256": "{"0" * 64}", "family": "x", "drawings": "0", "code_points": {{"coin": "0041"}}}}',
     "code_points.coin"),
    (f'{{"font_sha256": "{"0" * 64}", "family": "x", "drawings": "0", "code_points": {{"coin": "F0000"}}}}',
     "code_points.coin"),
    (f'{{"font_sha256": "{"0" * 64}", "family": "x", "drawings": "0", "code_points": {{"coin": "F900"}}}}',
     "code_points.coin"),
    ('{"font_sha256": "x", "family": "x", "drawings": "0", "code_points": {}}', "font_sha256"),
])
def test_a_broken_font_map_is_refused_naming_the_file_and_the_field(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                    text: str, said: str) -> None:
    broken = tmp_path / "symbols.json"
    broken.write_text(text, encoding="utf-8")
    monkeypatch.setattr(icons, "FONT_MAP", broken)
    icons.font_map.cache_clear()
    try:
        with pytest.raises(icons.FontMapError) as caught:
            icons.glyph("coin")
        assert str(broken) in str(caught.value) and said in str(caught.value)
        assert "scripts/build_symbols.py" in str(caught.value)
    finally:
        icons.font_map.cache_clear()


def test_a_symbol_missing_from_the_map_is_refused_in_words(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    partial = tmp_path / "symbols.json"
    partial.write_text(f'{{"font_sha256": "{"0" * 64}", "family": "x", "drawings": "0", '
                       '"code_points": {"coin": "E000", "wood": "F8FF"}}', encoding="utf-8")
    monkeypatch.setattr(icons, "FONT_MAP", partial)
    icons.font_map.cache_clear()
    try:
        assert (icons.glyph("coin"), icons.glyph("wood")) == ("\ue000", "\uf8ff")  # the area's first and last
        with pytest.raises(icons.FontMapError, match="no code point for 'stone'"):
            icons.glyph("stone")
    finally:
        icons.font_map.cache_clear()


async def test_the_app_registers_the_font_on_each_page(store: Store) -> None:
    from companion.ui.app import make_main

    ui = await UiSession.start(make_main(store))
    try:
        assert ui.page.fonts == {icons.FONT_FAMILY: icons.FONT_FILE}
    finally:
        ui.close()
