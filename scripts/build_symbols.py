"""Build the symbols' colour font, ``assets/icons/symbols.ttf``, from the drawings ``assets/icons/<name>.svg``.

The app draws each printed symbol as a glyph of this font (``companion/ui/icons.py``): text that the browser draws
from its glyph cache, where each SVG picture cost a load and about twice the browser's processor time
(docs/performance.md). The drawings stay the source; run this after adding or changing one:

    .venv/bin/pip install -e '.[symbols]' && .venv/bin/python scripts/build_symbols.py

It writes the font (COLRv1, made by nanoemoji: strokes become outlines, the colours a palette; one em is the
drawing's 24x24 box) and ``assets/icons/symbols.json``: each symbol's code point in the Private Use Area (kept from
the last build, so a symbol keeps its code point; a new one takes the next free), a digest of the drawings and one of
the font, which tests compare: a drawing changed without a new font, or a map without its font, is caught.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ICONS = Path(__file__).resolve().parents[1] / "assets" / "icons"
FONT = ICONS / "symbols.ttf"
MAP = ICONS / "symbols.json"
FAMILY = "Companion Symbols"
#: The Private Use Area of the Basic Multilingual Plane: no text ever means these, so a glyph never stands for a letter.
FIRST, LAST = 0xE000, 0xF8FF
#: Font units per em; the drawing's 24x24 box fills one em exactly (ascender = em, descender 0, advance = em).
UPEM = 1024
#: The date written into the font (2026-01-01 UTC), so that a build is reproducible.
BUILT = 1767225600


def drawings() -> dict[str, Path]:
    """Every symbol's drawing, by name (the app's own icon and PNGs are not symbols)."""
    return {path.stem: path for path in sorted(ICONS.glob("*.svg"))}


def digest(svgs: dict[str, Path]) -> str:
    """One digest of every drawing's name and bytes: the font is current when the map carries this."""
    hashed = hashlib.sha256()
    for name, path in sorted(svgs.items()):
        hashed.update(name.encode() + b"\0" + path.read_bytes() + b"\0")
    return hashed.hexdigest()


class MapError(ValueError):
    """The existing map cannot be read, or the code points run out; the message names the file and the field."""


def kept_points(path: Path) -> dict[str, int]:
    """The code points of the last build, by name (none when there is no map yet); a broken map is refused."""
    if not path.is_file():
        return {}
    try:
        points = json.loads(path.read_text(encoding="utf-8"))["code_points"]
        kept = {str(name): int(point, 16) for name, point in points.items()}
    except (ValueError, KeyError, TypeError, AttributeError) as error:
        raise MapError(f"{path}: code_points: {error!r}; mend or delete the file (the symbols then get new code "
                       "points)") from None
    outside = sorted(name for name, point in kept.items() if not FIRST <= point <= LAST)
    if outside:
        raise MapError(f"{path}: code_points: outside U+{FIRST:04X}-U+{LAST:04X}: {', '.join(outside)}")
    return kept


def code_points(names: list[str], kept: dict[str, int]) -> dict[str, int]:
    """``kept``'s code points for the names it has; each new name the next free one after the highest in use."""
    points = {name: kept[name] for name in names if name in kept}
    following = max(points.values(), default=FIRST - 1) + 1
    for name in names:
        if name not in points:
            if following > LAST:
                raise MapError(f"{MAP}: code_points: no code point left for {name!r} after U+{LAST:04X}")
            points[name], following = following, following + 1
    return dict(sorted(points.items()))


def build(svgs: dict[str, Path], points: dict[str, int]) -> None:
    """Run nanoemoji on copies of the drawings named by code point (``emoji_ue000.svg``), as it expects."""
    with tempfile.TemporaryDirectory(prefix="symbols-") as work:
        folder = Path(work)
        named = []
        for name, path in svgs.items():
            target = folder / f"emoji_u{points[name]:x}.svg"
            shutil.copyfile(path, target)
            named.append(str(target))
        tools = str(Path(sys.executable).parent)  # nanoemoji runs the ninja its package installed beside Python
        env = {**os.environ, "PATH": tools + os.pathsep + os.environ.get("PATH", ""),
               "SOURCE_DATE_EPOCH": str(BUILT)}  # the font's own dates: the same drawings give the same bytes
        subprocess.run([sys.executable, "-m", "nanoemoji.nanoemoji", "--family", FAMILY, "--output_file",
                        "symbols.ttf", "--color_format", "glyf_colr_1", "--upem", str(UPEM), "--ascender", str(UPEM),
                        "--descender", "0", "--width", str(UPEM), *named], cwd=folder, env=env, check=True,
                       stdout=subprocess.DEVNULL)
        shutil.copyfile(folder / "build" / "symbols.ttf", FONT)


def main() -> int:
    """Build the font and its map; 1 with the reason when the map is broken or the build fails (nothing written)."""
    svgs = drawings()
    try:
        points = code_points(list(svgs), kept_points(MAP))
        build(svgs, points)
    except MapError as error:
        print(error, file=sys.stderr)
        return 1
    except (OSError, subprocess.CalledProcessError) as error:
        print(f"The font was not built ({error}); is nanoemoji installed? pip install -e '.[symbols]'",
              file=sys.stderr)
        return 1
    mapping = {"font_sha256": hashlib.sha256(FONT.read_bytes()).hexdigest(), "family": FAMILY,
               "drawings": digest(svgs), "code_points": {name: f"{point:04X}" for name, point in points.items()}}
    MAP.write_text(json.dumps(mapping, indent=2) + "\n", encoding="utf-8")
    print(f"built {FONT.relative_to(ICONS.parents[1])} ({FONT.stat().st_size} bytes, {len(points)} symbols) "
          f"and {MAP.relative_to(ICONS.parents[1])}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
