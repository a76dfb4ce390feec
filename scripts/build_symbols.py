"""Build the symbols' colour font, ``assets/icons/symbols.ttf``, from the drawings ``assets/icons/<name>.svg``.

The app draws each printed symbol as a glyph of this font (``companion/ui/icons.py``): text that the browser draws
from its glyph cache, where each SVG picture cost a load and about twice the browser's processor time
(docs/performance.md). The drawings stay the source; run this after adding or changing one:

    .venv/bin/pip install -e '.[symbols]' && .venv/bin/python scripts/build_symbols.py

It writes the font (COLRv1, made by nanoemoji: strokes become outlines, the colours a palette; one em is the
drawing's 24x24 box) and ``assets/icons/symbols.json``: each symbol's code point in the Private Use Area (kept from
the last build, so a symbol keeps its code point; a new one takes the next free) and a digest of the drawings, which a
test compares, so a drawing changed without a new font is caught.
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
#: The first code point of the Private Use Area: no text ever means it, so a glyph never stands for a letter.
FIRST = 0xE000
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


def code_points(names: list[str], kept: dict[str, int]) -> dict[str, int]:
    """``kept``'s code points for the names it has; each new name the next free one after the highest in use."""
    points = {name: kept[name] for name in names if name in kept}
    following = max(points.values(), default=FIRST - 1) + 1
    for name in names:
        if name not in points:
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
    svgs = drawings()
    kept = json.loads(MAP.read_text(encoding="utf-8"))["code_points"] if MAP.is_file() else {}
    points = code_points(list(svgs), {name: int(point, 16) for name, point in kept.items()})
    try:
        build(svgs, points)
    except (OSError, subprocess.CalledProcessError) as error:
        print(f"The font was not built ({error}); is nanoemoji installed? pip install -e '.[symbols]'",
              file=sys.stderr)
        return 1
    mapping = {"font": FONT.name, "family": FAMILY, "drawings": digest(svgs),
               "code_points": {name: f"{point:04X}" for name, point in points.items()}}
    MAP.write_text(json.dumps(mapping, indent=2) + "\n", encoding="utf-8")
    print(f"built {FONT.relative_to(ICONS.parents[1])} ({FONT.stat().st_size} bytes, {len(points)} symbols) "
          f"and {MAP.relative_to(ICONS.parents[1])}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
