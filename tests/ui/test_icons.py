"""The printed symbols' drawings (assets/): safe, well-formed SVG, one per symbol the app knows; the tribes, die
faces, goods and region kinds of the rules data each drawn; the app icon's PNGs at their sizes; the labelled control."""

from __future__ import annotations

import re
import struct
import typing
import xml.etree.ElementTree as ET
from pathlib import Path

import flet as ft
import pytest

from companion.realm.rules import Good
from companion.realm.rules import rules as realm_rules
from companion.taw.data import board, tribes
from companion.ui import icons

SVG = "{http://www.w3.org/2000/svg}"
SVG_FILES = sorted(icons.ICONS_DIR.glob("*.svg"))
ALL_SVG = [icons.ASSETS_DIR / icons.APP_ICON, *SVG_FILES]
#: Attributes that may point elsewhere; only a reference inside the same file ("#id") is allowed.
LINKS = {"href", "{http://www.w3.org/1999/xlink}href", "src"}


def _local(tag: str) -> str:
    return tag.rsplit("}", 1)[-1]


def test_there_are_drawings() -> None:
    assert len(SVG_FILES) >= 30, SVG_FILES


@pytest.mark.parametrize("path", ALL_SVG, ids=lambda p: p.name)
def test_each_svg_is_well_formed_titled_and_safe(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    root = ET.fromstring(text)
    assert root.tag == f"{SVG}svg"
    expected_box = "0 0 24 24" if path.parent == icons.ICONS_DIR else root.get("viewBox")
    assert root.get("viewBox") == expected_box and re.fullmatch(r"0 0 (\d+) \1", expected_box or ""), path
    title = root.find(f"{SVG}title")
    assert title is not None and (title.text or "").strip(), f"{path.name} has no <title>"
    for element in root.iter():
        name = _local(element.tag)
        assert name not in {"script", "image", "foreignObject", "iframe", "object", "embed", "style"}, (path, name)
        for attr, value in element.attrib.items():
            assert not _local(attr).startswith("on"), (path, attr)
            if attr in LINKS:
                assert value.startswith("#"), (path, attr, value)
            assert not re.search(r"url\(\s*['\"]?(?!#)", value), (path, attr, value)
    lowered = text.lower()
    for forbidden in ("<script", "javascript:", "data:", "<!entity", "<!doctype", "@import"):
        assert forbidden not in lowered, (path, forbidden)


def test_every_symbol_has_its_file_and_every_file_its_symbol() -> None:
    on_disk = {p.stem for p in SVG_FILES}
    missing = sorted(n for n in icons.SYMBOLS if not icons.file(n).is_file())
    assert missing == []
    assert sorted(on_disk - set(icons.SYMBOLS)) == []
    for name in icons.SYMBOLS:
        assert icons.file(name) == icons.ICONS_DIR / f"{name}.svg"
        assert re.fullmatch(r"[a-z][a-z0-9_]*", name), name


def test_the_card_symbols_of_the_issue_are_drawn() -> None:
    wanted = {"coin", "knowledge", "ambrosia", "sword", "arrow", "food", "capacity", "army_limit", "citizen",
              "upgrade", "card_action", "income", "explore_bonus", "gold", "wheat", "wood", "stone"}
    assert sorted(wanted - set(icons.SYMBOLS)) == []


def test_each_tribe_and_die_face_of_the_rules_data_has_an_icon() -> None:
    for tribe in (*tribes().tribes, tribes().wild):
        name = icons.banner_symbol(tribe.id)
        assert icons.file(name).is_file()
        assert icons.words(name) == f"{tribe.label} banner ({tribe.shape})"
        title = ET.parse(icons.file(name)).getroot().find(f"{SVG}title")
        assert title is not None and tribe.shape in (title.text or ""), name
    for face in board().dice_faces:
        assert icons.file(icons.die_symbol(face)).is_file()


def test_each_region_kind_and_good_of_ancient_realm_has_an_icon() -> None:
    for region in realm_rules().region_types:
        name = icons.region_symbol(region.kind)
        assert icons.file(name).is_file()
        assert icons.words(name).startswith(region.name)
    goods = typing.get_args(Good)
    assert sorted(goods) == sorted(type(realm_rules().storage.start).model_fields)
    for good in goods:
        assert icons.file(good).is_file()


def _png_size(path: Path) -> tuple[int, int]:
    """Width and height from the PNG header: the signature, then the IHDR chunk (width, height at bytes 16-24)."""
    head = path.read_bytes()[:24]
    assert head[:8] == b"\x89PNG\r\n\x1a\n" and head[12:16] == b"IHDR", path
    width, height = struct.unpack(">II", head[16:24])
    return width, height


@pytest.mark.parametrize(("relative", "size"), [
    (icons.FAVICON, 32), (icons.APP_ICON_PNGS[192], 192), (icons.APP_ICON_PNGS[512], 512),
    (icons.APP_ICON_MASKABLE, 512),
])
def test_app_icon_pngs_exist_at_their_sizes(relative: str, size: int) -> None:
    assert _png_size(icons.ASSETS_DIR / relative) == (size, size)


def test_the_render_script_regenerates_every_png() -> None:
    script = (icons.ASSETS_DIR / "render_icons.sh").read_text(encoding="utf-8")
    for relative in (icons.FAVICON, *icons.APP_ICON_PNGS.values(), icons.APP_ICON_MASKABLE):
        assert Path(relative).as_posix().removeprefix("icons/") in script, relative


def test_symbol_is_its_glyph_one_em_square_named_for_screen_readers() -> None:
    control = icons.symbol("coin", size=32, label="Coins: 3")
    assert isinstance(control, ft.Semantics)
    assert control.label == "Coins: 3" and control.image is True and control.exclude_semantics is True
    drawn = control.content
    assert isinstance(drawn, ft.Text) and drawn.value == icons.glyph("coin") and drawn.size == 32 and drawn.no_wrap
    assert drawn.font_family == icons.FONT_FAMILY and drawn.style is not None and drawn.style.height == 1.0


def test_symbol_without_a_label_is_named_in_words() -> None:
    control = icons.symbol("army_limit")
    assert isinstance(control, ft.Semantics)
    assert control.label == "Army limit"
    assert isinstance(control.content, ft.Text) and control.content.size == icons.SIZE
    banner = icons.symbol(icons.banner_symbol("red"))
    assert isinstance(banner, ft.Semantics) and banner.label == "Red banner (triangle)"


def test_an_unknown_symbol_is_refused_naming_it_and_the_known_ones() -> None:
    with pytest.raises(KeyError) as caught:
        icons.symbol("coins")
    assert isinstance(caught.value, icons.UnknownSymbol)
    message = str(caught.value)
    assert "'coins'" in message and "coin, " in message and "army_limit" in message
    for call in (icons.glyph, icons.file, icons.words, icons.banner_symbol, icons.die_symbol, icons.region_symbol):
        with pytest.raises(icons.UnknownSymbol):
            call("nothing")
