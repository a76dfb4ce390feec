"""Companion as a static site (issue 25): ``./scripts/build-web`` writes ``build/web/``, a folder any static file server
serves from any path, whose Python runs in the browser (Pyodide in a web worker), with nothing fetched from another
site.

What goes in, and why (docs/performance.md has the figures):

- Flet's web client and the Pyodide runtime as the installed ``flet-web`` ships them, less what no browser fetches
  (debugging symbols, renderer builds Flet never picks, Pyodide's node launcher, micropip: the packages come in the
  app's archive), and with every URL relative, so that ``/companion/`` works as well as ``/``; routes go after ``#``
  (``.../#/game/<id>``), so a deep link is the page itself on any server. The renderer is Flutter's choice as in served
  mode: skwasm (``main.dart.wasm``) in a Chromium browser with WebAssembly GC and WebGL, CanvasKit (``main.dart.js``)
  elsewhere (Flutter's loader allows skwasm on Blink only); the service worker makes the page cross-origin isolated
  (from its second load: the first is not the worker's), so that skwasm draws in a thread of its own instead of the
  page's, which handles the taps (with CanvasKit on the page's thread a tap took 1.5-1.9x served mode's).
- ``app.zip``: Companion's package, ``rules_data`` and ``assets`` (Python reads ``assets/icons/symbols.json``), and
  in ``__pypackages__`` the wheels of ``scripts/web/wheels.txt`` (pinned with their hashes, downloaded once into
  ``build/cache/wheels`` by pip with ``--require-hashes``), Babel's locale data cut to the languages Companion
  speaks; every module compiled to ``.pyc`` by the Pyodide runtime itself (under node, when there is one). The
  archive is stored uncompressed (the service worker fetches it gzipped): Python unpacks it at every start, and
  inflating it in WebAssembly took 1.7-2 s of that under node, against 0.3-0.5 s to unpack it stored (in Chromium
  the difference was within the noise: docs/performance.md).
- ``python-worker.js``: Flet's, after ``scripts/web/snapshot.js``, which starts Python from a memory snapshot taken at
  its first start (with the modules of the app's start that need no WebAssembly library imported, listed here by
  importing the app under node).
- The page: Companion's same-origin script guard (``companion.web.page``), manifest and icons as served mode has
  them, and ``scripts/web/start.js`` (persistent storage, the service worker, Flutter started once it is in charge).
- ``service-worker.js`` (``scripts/web/service-worker.js``): caches the site as it is fetched so it opens offline,
  and fetches the big runtime files gzipped (``<file>.gzip`` beside each), since a plain static server sends them
  uncompressed.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import re
import shutil
import subprocess
import sys
import zipfile
from collections.abc import Iterator
from pathlib import Path

from flet.controls.types import RouteUrlStrategy, WebRenderer
from flet_web import get_package_web_dir, patch_font_manifest_json, patch_index_html

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from companion.ui.icons import APP_ICON_PNGS, ASSETS_DIR  # noqa: E402
from companion.web.guard import ISOLATION_HEADERS  # noqa: E402
from companion.web.page import SAME_ORIGIN_SCRIPTS, ZONE_SCRIPT, manifest  # noqa: E402
from companion.words.catalogs import LANGUAGES  # noqa: E402

WEB = Path(__file__).resolve().parent / "web"
LOCK = WEB / "wheels.txt"
OUT = ROOT / "build" / "web"
WHEELS = ROOT / "build" / "cache" / "wheels"
#: The module the browser's Python runs (``runpy.run_module``): the app's start in the browser.
ENTRY = "companion.browser.start"
#: The app's archive, Python unpacks it at every start (a zip: Flet's worker unpacks ``.zip`` and ``.tar.gz``).
APP = "app.zip"
#: Where the archive's files are gathered (and imported from by :func:`snapshot_imports`).
STAGING = ROOT / "build" / "cache" / "app"
#: The module the page names to the worker (written into the archive): ``packages.zip`` put on the path, then
#: the entry module run.
START = "companion_site"
START_SOURCE = '''"""Written by scripts/build_web.py: packages.zip on the path, then Companion's start."""

import os
import runpy
import sys

sys.path.insert(0, os.path.abspath("packages.zip"))
runpy.run_module("{entry}", run_name="__main__")
'''
#: Packages unpacked on disk rather than imported from ``packages.zip``: WebAssembly modules (loaded from a file),
#: and Babel's locale data (read with ``open``).
ON_DISK = ("pydantic_core", "msgpack", "babel")
#: What pip is told about the browser's Python when it downloads the wheels of :data:`LOCK`.
PYODIDE_PIP = ["--platform", "pyemscripten_2026_0_wasm32", "--platform", "any", "--python-version", "3.14",
               "--implementation", "cp", "--abi", "cp314", "--abi", "none"]
#: Files of flet-web's ``web`` folder no browser fetches (Flet's client never enables wimp or the experimental
#: paragraphs): not copied.
UNUSED = re.compile(r"^(canvaskit/(wimp|experimental_webparagraph).*|.*\.symbols|.*\.map"
                    r"|flutter_service_worker\.js|pyodide/(python|python\.bat|python\.exe|python_cli_entry\.mjs|.*\.d\.ts"
                    r"|package\.json|pyodide\.js|.*\.whl))$")
#: Font families of Flet's client Companion never shows (mathematics), which Flutter would fetch at every start.
UNUSED_FONTS = "packages/flutter_math_fork/"
#: Files at least this big that gzip makes at least a fifth smaller get a ``.gzip`` copy the service worker fetches.
PACK_BYTES = 64 * 1024
#: Files up to this size are cached by the service worker when it installs (the app's icons, the manifest ...);
#: bigger ones are the runtime's, fetched by every cold load anyway and cached then.
PRECACHE_BYTES = 256 * 1024
#: The page's address bar form of a route: after ``#``, so any static server serves a deep link (the page itself).
ROUTES = RouteUrlStrategy.HASH


def main() -> int:
    parser = argparse.ArgumentParser(description="Build Companion as a static site in build/web/.")
    parser.add_argument("--out", type=Path, default=OUT, help="the folder to write (emptied first)")
    parser.add_argument("--entry", default=ENTRY, help="the module the browser's Python runs")
    args = parser.parse_args()
    wheels = fetch_wheels()
    out: Path = args.out.resolve()
    shutil.rmtree(out, ignore_errors=True)
    copy_runtime(out)
    runtime = Path(get_package_web_dir()) / "pyodide"
    (out / APP).write_bytes(app_archive(wheels, runtime, args.entry))
    write_worker(out, snapshot_imports(runtime, args.entry))
    write_page(out)
    packed = pack(out)
    write_service_worker(out, packed)
    size = sum(path.stat().st_size for path in out.rglob("*") if path.is_file())
    print(f"Wrote {out} ({size / 1e6:.1f} MB on disk; {len(packed)} files also gzipped for the service worker)")
    return 0


def locked() -> dict[str, str]:
    """The wheels of :data:`LOCK`: file name prefix (``name-version-``, as a wheel's file name starts) to sha256."""
    wheels = {}
    for line in LOCK.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            pin, digest = line.split(" --hash=sha256:")
            name, version = pin.split("==")
            wheels[f"{name.replace('-', '_')}-{version}-"] = digest.strip()
    return wheels


def fetch_wheels() -> list[Path]:
    """The wheels of :data:`LOCK` in :data:`WHEELS`, each checked against its hash; pip downloads the missing ones
    (``--require-hashes``: a file whose hash differs is refused)."""
    wanted = locked()

    def found() -> dict[str, Path]:
        have = {}
        for wheel in WHEELS.glob("*.whl"):
            for prefix, digest in wanted.items():
                if wheel.name.lower().startswith(prefix.lower()) and hashlib.sha256(wheel.read_bytes()).hexdigest() \
                        == digest:
                    have[prefix] = wheel
        return have

    have = found()
    if len(have) < len(wanted):
        WHEELS.mkdir(parents=True, exist_ok=True)
        subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
                        "--require-hashes", *PYODIDE_PIP, "-r", str(LOCK), "-d", str(WHEELS)], check=True)
        have = found()
    missing = sorted(set(wanted) - set(have))
    if missing:
        raise SystemExit(f"{LOCK}: no wheel with the locked hash for {', '.join(missing)} in {WHEELS}")
    return sorted(have.values())


def copy_runtime(out: Path) -> None:
    """Flet's web client and Pyodide runtime, less :data:`UNUSED`, with no Pyodide package to fetch from a CDN (the
    lock lists only packages whose files are beside it: none; the app's come in its archive)."""
    web = Path(get_package_web_dir())
    for source in sorted(web.rglob("*")):
        relative = source.relative_to(web).as_posix()
        if source.is_file() and not UNUSED.match(relative):
            target = out / relative
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target)
    lock_path = out / "pyodide" / "pyodide-lock.json"
    lock = json.loads(lock_path.read_text(encoding="utf-8"))
    lock["packages"] = {}
    lock_path.write_text(json.dumps(lock), encoding="utf-8")


def app_archive(wheels: list[Path], runtime: Path, entry: str) -> bytes:
    """:data:`APP`: Companion, its rules data and assets, the start module (:data:`START`), and the packages: those
    that need files of their own on disk (:data:`ON_DISK`) unpacked in ``__pypackages__``, the others in one
    uncompressed ``packages.zip`` imported from as it is (unpacking a thousand small files took seconds), compiled."""
    staging = STAGING
    shutil.rmtree(staging, ignore_errors=True)
    for folder in ("companion", "rules_data", "assets"):
        shutil.copytree(ROOT / folder, staging / folder, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    packages = staging / "packages"
    for wheel in wheels:
        with zipfile.ZipFile(wheel) as unpacked:
            unpacked.extractall(packages)
    for unused in (*packages.glob("*.dist-info"), *packages.glob("*.data"), packages / "flutter",
                   packages / "pydantic" / "v1", packages / "flet" / "testing"):
        shutil.rmtree(unused)
    for data in (packages / "babel" / "locale-data").glob("*.dat"):
        if data.stem != "root" and data.stem.split("_")[0] not in LANGUAGES:
            data.unlink()
    (staging / f"{START}.py").write_text(START_SOURCE.format(entry=entry), encoding="utf-8")
    compile_modules(staging, runtime)
    for source in [*packages.rglob("*.py"), *packages.rglob("*.pyi")]:
        if source.suffix == ".pyi" or source.with_suffix(".pyc").is_file():
            source.unlink()
    (staging / "__pypackages__").mkdir()
    for name in ON_DISK:
        (packages / name).rename(staging / "__pypackages__" / name)
    with zipfile.ZipFile(staging / "packages.zip", "w", zipfile.ZIP_STORED) as zipped:
        for path in sorted(packages.rglob("*")):
            if path.is_file():
                zipped.write(path, path.relative_to(packages).as_posix())
    shutil.rmtree(packages)
    archive = ROOT / "build" / "cache" / APP
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_STORED) as zipped:
        for path in sorted(staging.rglob("*")):
            if path.is_file():
                zipped.write(path, path.relative_to(staging).as_posix())
    return archive.read_bytes()


def compile_modules(staging: Path, runtime: Path) -> None:
    """Compile every module to ``.pyc`` with the browser's own Python (Pyodide under node, which reads this machine's
    files): its bytecode differs from this Python's. Without node the site still works, importing more slowly (the
    packages' sources are kept then)."""
    node = shutil.which("node")
    if node is None:
        print("No node: the site's modules are compiled in the browser at each start (slower); install nodejs")
        return
    subprocess.run(["bash", str(runtime / "python"), "-m", "compileall", "-q", "-j", "1", "--invalidation-mode",
                    "unchecked-hash", str(staging / "companion"), str(staging / "rules_data"),
                    str(staging / f"{START}.py")], check=True, cwd=staging)
    # The packages' modules compiled beside their sources (``-b``), which then go: a smaller archive.
    subprocess.run(["bash", str(runtime / "python"), "-m", "compileall", "-q", "-b", "-j", "1", "--invalidation-mode",
                    "unchecked-hash", str(staging / "packages")], check=True, cwd=staging)


#: Packages of a WebAssembly library of their own (and the browser's JavaScript): never imported before Python's
#: snapshot is taken, since a snapshot cannot bring them back.
NOT_IN_SNAPSHOT = ("pydantic_core", "msgpack", "js", "pyodide_js", "flet_js")
#: Run by the Pyodide runtime under node in :data:`STAGING`, with the module ``{entry}`` and the modules ``{names}``:
#: lists (JSON) the modules importing ``{entry}`` brings in, in the order they come (``{names}`` empty), or those of
#: ``{names}`` that import with none of :data:`NOT_IN_SNAPSHOT` (each one's package too, and no ``.so``).
IMPORTS = """
import importlib, importlib.abc, json, os, sys
class Refuse(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if {names} and name.split(".")[0] in {refused}:
            raise ImportError(name)
sys.meta_path.insert(0, Refuse())
before = set(sys.modules)
sys.path[:0] = [os.path.join({staging!r}, "packages.zip"), os.path.join({staging!r}, "__pypackages__"), {staging!r}]
for name in {names} or [{entry!r}]:
    try:
        importlib.import_module(name)
    except Exception:
        if not {names}:
            raise
new = [name for name in sys.modules if name not in before]
if {names}:
    origin = lambda name: getattr(getattr(sys.modules[name], "__spec__", None), "origin", None) or ""
    new = [name for name in new if not origin(name).endswith(".so")
           and all(name.rsplit(".", up)[0] in new for up in range(1, name.count(".") + 1))]
print(json.dumps(new))
"""


def snapshot_imports(runtime: Path, entry: str) -> list[str]:
    """The modules Python's snapshot holds ready (its first start in a browser imports them before the snapshot is
    taken): those the app's start imports that need none of :data:`NOT_IN_SNAPSHOT`, found by importing the entry
    module, then each of its modules with those refused, with the browser's own Python under node. Without node,
    none (the snapshot then holds Python's own start only)."""
    if shutil.which("node") is None:
        return []

    def run(names: list[str]) -> list[str]:
        script = IMPORTS.format(staging=str(STAGING), entry=entry, names=names, refused=NOT_IN_SNAPSHOT)
        ran = subprocess.run(["bash", str(runtime / "python"), "-c", script], check=True, cwd=STAGING,
                             capture_output=True, text=True)
        return list(json.loads(ran.stdout.strip().splitlines()[-1]))

    return run(run([]))


def write_worker(out: Path, preimport: list[str]) -> None:
    """``python-worker.js``: ``scripts/web/snapshot.js`` with this build's key and ``preimport``, then Flet's worker
    loading Pyodide through it. The key is a hash of what the snapshot holds: the Pyodide runtime, the app's archive,
    the snapshot's code and ``preimport``."""
    snapshot = (WEB / "snapshot.js").read_text(encoding="utf-8")
    digest = hashlib.sha256(snapshot.encode() + json.dumps(preimport).encode())
    for relative, path in [*files(out / "pyodide"), (APP, out / APP)]:
        digest.update(relative.encode() + b"\0" + path.read_bytes())
    for name, value in (("SNAPSHOT_KEY", digest.hexdigest()[:16]), ("PREIMPORT", preimport)):
        snapshot = replaced(snapshot, rf"/\*{name}\*/[^;]*", json.dumps(value))
    worker = out / "python-worker.js"
    flet_worker = replaced(worker.read_text(encoding="utf-8"), r"self\.pyodide = await loadPyodide\(\{",
                           "self.pyodide = await companionLoadPyodide(loadPyodide, {")
    worker.write_text(f"{snapshot}\n{flet_worker}", encoding="utf-8")


def write_page(out: Path) -> None:
    """The page: Flet's, set up for the browser's Python with relative URLs, Companion's scripts first in its head,
    Flutter started by ``start.js`` (and not registering its own service worker, which would replace Companion's),
    fonts Companion never shows left out, and the manifest and icons of served mode (Companion's icon on the loading
    screen, in place of Flet's)."""
    index = out / "index.html"
    patch_index_html(index_path=str(index), base_href="", app_name="Companion", app_description=manifest()[
        "description"], pyodide=True, pyodide_script_path=f"{START}.py", pyodide_version="local",
        app_package_url=APP, web_renderer=WebRenderer.AUTO, route_url_strategy=ROUTES, no_cdn=True)
    page = index.read_text(encoding="utf-8")
    page = replaced(page, r'<base href="/">\s*', "")
    page = replaced(page, r'flet\.pyodideUrl="pyodide/pyodide\.mjs";', 'flet.pyodideUrl="./pyodide/pyodide.mjs";')
    page = replaced(page, r'flet\.canvasKitBaseUrl="/canvaskit/";', 'flet.canvasKitBaseUrl="canvaskit/";')
    page = replaced(page, r'flet\.entrypointBaseUrl="/";', 'flet.entrypointBaseUrl=".";')
    page = replaced(page, r'flet\.assetBase="/";', 'flet.assetBase="./";')
    page = replaced(page, r'<link rel="apple-touch-icon" href="[^"]*">', f'<link rel="apple-touch-icon" '
                    f'href="{APP_ICON_PNGS[192]}">')
    page = replaced(page, r'<script src="flutter_bootstrap.js" async></script>', "")
    page = replaced(page, r'<img src="icons/loading-animation.png"', f'<img src="{APP_ICON_PNGS[512]}"')
    start = (WEB / "start.js").read_text(encoding="utf-8")
    scripts = f"{SAME_ORIGIN_SCRIPTS}\n{ZONE_SCRIPT}\n<script>\n{start}</script>"
    page = replaced(page, r"(<head\b[^>]*>)", lambda head: f"{head[1]}\n{scripts}")
    index.write_text(page, encoding="utf-8")
    bootstrap = out / "flutter_bootstrap.js"
    bootstrap.write_text(replaced(bootstrap.read_text(encoding="utf-8"), r"serviceWorkerSettings: \{[^}]*\},", ""),
                         encoding="utf-8")
    fonts = out / "assets" / "FontManifest.json"
    families = json.loads(fonts.read_text(encoding="utf-8"))
    for family in families:
        if family["family"].startswith(UNUSED_FONTS):
            for font in family["fonts"]:
                (out / "assets" / font["asset"]).unlink()
    fonts.write_text(json.dumps([family for family in families if not family["family"].startswith(UNUSED_FONTS)]),
                     encoding="utf-8")
    patch_font_manifest_json(str(fonts))
    shutil.copytree(ASSETS_DIR, out, dirs_exist_ok=True, ignore=shutil.ignore_patterns("*.sh"))
    (out / "manifest.json").write_text(json.dumps(manifest(), indent=2), encoding="utf-8")


def replaced(page: str, pattern: str, by: object) -> str:
    """``page`` with ``pattern``'s one match replaced: a flet-web whose page differs stops the build, named."""
    new, count = re.subn(pattern, by, page, count=1)  # type: ignore[call-overload]
    if count != 1:
        raise SystemExit(f"flet-web's file has no {pattern!r}: this flet-web is not the one Companion knows")
    return str(new)


def files(out: Path) -> Iterator[tuple[str, Path]]:
    """Every file of the site, by its path relative to the site's folder."""
    for path in sorted(out.rglob("*")):
        if path.is_file():
            yield path.relative_to(out).as_posix(), path


def pack(out: Path) -> dict[str, str]:
    """Write ``<file>.gzip`` beside each big file gzip makes much smaller; the packed files with their content type."""
    types = {".js": "text/javascript", ".mjs": "text/javascript", ".wasm": "application/wasm", ".json":
             "application/json", ".otf": "font/otf", ".ttf": "font/ttf", ".zip": "application/zip"}
    packed = {}
    for relative, path in list(files(out)):
        data = path.read_bytes()
        if len(data) < PACK_BYTES or path.suffix not in types:
            continue
        squeezed = gzip.compress(data, compresslevel=9, mtime=0)
        if len(squeezed) <= 0.8 * len(data):
            path.with_name(path.name + ".gzip").write_bytes(squeezed)
            packed[relative] = types[path.suffix]
    return packed


def write_service_worker(out: Path, packed: dict[str, str]) -> None:
    """``service-worker.js``: its version is the site's content, so a new build replaces the cache of the old."""
    digest = hashlib.sha256()
    small = []
    for relative, path in files(out):
        digest.update(relative.encode() + b"\0" + path.read_bytes())
        if (path.stat().st_size <= PRECACHE_BYTES and not relative.startswith("canvaskit/")
                and not relative.endswith(".gzip") and relative not in packed):
            small.append(relative)
    worker = (WEB / "service-worker.js").read_text(encoding="utf-8")
    isolation = {name.decode(): value.decode() for name, value in ISOLATION_HEADERS}
    for name, value in (("VERSION", digest.hexdigest()[:16]), ("PACKED", packed), ("PRECACHE", small),
                        ("ISOLATION", isolation)):
        worker = replaced(worker, rf"/\*{name}\*/[^;]*", json.dumps(value))
    (out / "service-worker.js").write_text(worker, encoding="utf-8")


if __name__ == "__main__":
    sys.exit(main())
