"""The printed symbols on screen: Companion's own drawings of them, drawn as the glyphs of a colour font.

A card is entered by what is printed on it, so the screen shows the same symbols as the table: a coin where the card
has a coin, the helmet of an army limit, a tribe's banner with its shape. :data:`SYMBOLS` is the one list of them
(symbol name -> the symbol in words); :func:`symbol` is the one control that shows one. An unknown name is refused at
once (:class:`UnknownSymbol` names it and the known ones), so a typo never becomes a blank on a phone.

The drawings are ours (``assets/icons/<name>.svg``, 24x24, a title in words, a dark outline over a light halo so they
read on light and dark themes, each told apart by its shape). ``scripts/build_symbols.py`` makes them into one colour
font, ``assets/icons/symbols.ttf``, a glyph per symbol at the code point ``assets/icons/symbols.json`` gives it: the
browser draws a glyph from its glyph cache as text, where each SVG picture was an image to load and cost about twice
the browser's processor time (docs/performance.md). Flet serves the app's assets folder at the site root; the app
registers the font (:data:`FONT_FAMILY`, :data:`FONT_FILE`) on each page. The words are always the control's
accessible name: a screen reader says "Coin", never a glyph, and the symbol is never the only signal of a value.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import Annotated

import flet as ft
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from companion.realm.rules import rules as realm_rules
from companion.taw.data import board, tribes
from companion.ui.lang import N_, reader
from companion.words import Translator, english

#: The folder Flet serves at the site root: the app icon, the favicon and ``icons/``.
ASSETS_DIR: Path = Path(__file__).resolve().parents[2] / "assets"
#: The symbols' folder, inside :data:`ASSETS_DIR`.
ICONS_DIR: Path = ASSETS_DIR / "icons"
#: The app's own icon (a temple in a laurel wreath), its favicon and the PNGs rendered from it by
#: ``assets/render_icons.sh``, as paths relative to :data:`ASSETS_DIR`.
APP_ICON = "icon.svg"
FAVICON = "favicon.png"
APP_ICON_PNGS: Mapping[int, str] = MappingProxyType({192: "icons/app-192.png", 512: "icons/app-512.png"})
APP_ICON_MASKABLE = "icons/app-maskable-512.png"

#: Size at which symbols are drawn unless asked otherwise: readable at arm's length on a phone.
SIZE = 28
#: The symbols' font as Flet loads it (relative to :data:`ASSETS_DIR`), and the name the app registers it under.
FONT_FILE = "icons/symbols.ttf"
FONT_FAMILY = "Companion Symbols"
#: Each symbol's code point in the font, with digests of the font and of the drawings (``scripts/build_symbols.py``).
FONT_MAP: Path = ICONS_DIR / "symbols.json"

_WORDS: dict[str, str] = {
    # The Ancient World: the symbols of empire, district, titan and military cards (Card Abilities).
    "coin": N_("Coin"),
    "knowledge": N_("Knowledge"),
    "ambrosia": N_("Ambrosia"),
    "sword": N_("Sword"),
    "arrow": N_("Arrow"),
    "food": N_("Food"),
    "capacity": N_("Capacity"),
    "army_limit": N_("Army limit"),
    "citizen": N_("Citizen"),
    "upgrade": N_("Upgrade a citizen"),
    "card_action": N_("Card action"),
    "income": N_("Income"),
    "explore_bonus": N_("Explore bonus"),
    "repair": N_("Repair"),
    # Ancient Realm: gold and the three resources of the Storage cards, and the "any resource" icon.
    "gold": N_("Gold"),
    "wheat": N_("Wheat"),
    "wood": N_("Wood"),
    "stone": N_("Stone"),
    "any_resource": N_("Any resource"),
}


def _from_rules_data() -> dict[str, str]:
    """The symbols the rules data names: a banner per tribe (with its label and shape word from tribes.json, which
    a table may edit), a face per damage die face (board.json), a region per Ancient Realm region kind."""
    found = {f"banner_{tribe.id}": _banner(tribe.label, tribe.shape, english())
             for tribe in (*tribes().tribes, tribes().wild)}
    found |= {f"die_{face}": _die(face, english()) for face in dict.fromkeys(board().dice_faces)}
    found |= {f"region_{region.kind}": _region(region.name, english()) for region in realm_rules().region_types}
    return found


#: The words of the symbols the rules data names (said by the reader's translator, or in English for SYMBOLS).
BANNER, DIE, REGION = N_("{tribe} banner ({shape})"), N_("Die: {face}"), N_("{region} region")


def _banner(label: str, shape: str, said: Translator) -> str:
    return said(BANNER, tribe=said(label), shape=said(shape))


def _die(face: str, said: Translator) -> str:
    return said(DIE, face=said(face))


def _region(name: str, said: Translator) -> str:
    return said(REGION, region=said(name))


#: Every symbol: its name (the file ``assets/icons/<name>.svg``) -> the symbol in words (its default accessible name).
SYMBOLS: Mapping[str, str] = MappingProxyType(_WORDS | _from_rules_data())


class UnknownSymbol(KeyError):
    """A symbol name with no drawing; the message names it and every known name."""

    def __init__(self, name: str) -> None:
        super().__init__(name)
        self.name = name

    def __str__(self) -> str:
        return f"No symbol named {self.name!r}; the known symbols are: {', '.join(sorted(SYMBOLS))}"


def _known(name: str) -> str:
    """``name`` if it is a symbol, else :class:`UnknownSymbol`."""
    if name not in SYMBOLS:
        raise UnknownSymbol(name)
    return name


class FontMap(BaseModel):
    """``assets/icons/symbols.json``, as ``scripts/build_symbols.py`` writes it."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    #: sha256 of ``symbols.ttf`` as built with this map: a test holds the two together.
    font_sha256: Annotated[str, Field(pattern=r"^[0-9a-f]{64}$")]
    family: str
    #: sha256 of the drawings' names and bytes: the font is current while this is the drawings' digest now.
    drawings: str
    #: Symbol name -> its code point in hex, in the Private Use Area (``E00A``).
    code_points: dict[str, Annotated[str, Field(pattern=r"^(E[0-9A-F]{3}|F[0-8][0-9A-F]{2})$")]]


class FontMapError(ValueError):
    """The symbols' font map is unreadable, or has no code point for a symbol; says which file and what to run."""


@cache
def font_map() -> FontMap:
    """The font map, read once; a broken one is refused naming the file and the field."""
    try:
        return FontMap.model_validate_json(FONT_MAP.read_bytes())
    except (OSError, ValidationError) as error:
        raise FontMapError(f"{FONT_MAP}: {error}; build it again with scripts/build_symbols.py") from None


def glyph(name: str) -> str:
    """The symbol's glyph in the font: one character of the Private Use Area, no letter of any text."""
    point = font_map().code_points.get(_known(name))
    if point is None:
        raise FontMapError(f"{FONT_MAP} has no code point for {name!r}: build the font again with "
                           "scripts/build_symbols.py")
    return chr(int(point, 16))


def file(name: str) -> Path:
    """The symbol's SVG file on disk."""
    return ICONS_DIR / f"{_known(name)}.svg"


def words(name: str) -> str:
    """The symbol in words, in the reader's language: ``Army limit`` / ``Armeelimit``."""
    known, said = _known(name), reader()
    if known in _WORDS:
        return said(_WORDS[known])
    group, _, key = known.partition("_")
    if group == "banner":
        tribe = next(x for x in (*tribes().tribes, tribes().wild) if x.id == key)
        return _banner(tribe.label, tribe.shape, said)
    if group == "die":
        return _die(key, said)
    return _region(next(r.name for r in realm_rules().region_types if r.kind == key), said)


def banner_symbol(tribe: str) -> str:
    """The symbol name of a tribe's banner, by tribe id (``red``, ``any``)."""
    return _known(f"banner_{tribe}")


def die_symbol(face: str) -> str:
    """The symbol name of a damage die's face, by face id (``titan``, ``coin``, ``blank``)."""
    return _known(f"die_{face}")


def region_symbol(kind: str) -> str:
    """The symbol name of an Ancient Realm region kind (``source``, ``citizen``, ``mine``, ...)."""
    return _known(f"region_{kind}")


def symbol(name: str, size: int = SIZE, label: str | None = None) -> ft.Control:
    """The symbol ``name`` drawn ``size`` pixels square, named ``label`` (else its words) for screen readers.

    The glyph itself is left out of the accessibility tree so the label is said once; a value shown beside the
    symbol is best put in ``label`` too ("Coins: 3"). One em of the font is the drawing's square (its advance, and its
    line with a height of 1), so the glyph of ``size`` is ``size`` square; it grows with the words beside it where
    the device enlarges text, rather than being cut by a square of its own.
    """
    text = label if label is not None else words(name)
    drawn = ft.Text(glyph(name), size=size, font_family=FONT_FAMILY, no_wrap=True, style=ft.TextStyle(height=1.0))
    return ft.Semantics(label=text, image=True, exclude_semantics=True, content=drawn)
