"""The page Flet serves, made to fetch nothing from other sites.

Flet's web client is served whole from the installed ``flet-web`` package (``no_cdn``), but its WebAssembly
build still adds a ``<script>`` for ``rive_native.js`` from a CDN on every page load (the Rive animation
runtime, whose address is fixed when the client is compiled; Companion shows no Rive animation). Offline that
request fails and nothing visible breaks, but it is a request leaving the machine. So the page Companion
serves is Flet's ``index.html`` with one script first in ``<head>``: a script element given the address of
another origin is not loaded; it reports a load error at once, as an unreachable CDN would, so the client
carries on exactly as offline. The server's Content-Security-Policy (guard.py) refuses anything else from
another origin.

The page is written at start into a folder of its own, given to Flet as the app's assets folder (Flet serves
it at the site root before its own files, and patches its ``index.html`` in place of its own): a copy of the
app's assets (``companion.ui.icons.ASSETS_DIR``: the symbols, the app icon, the favicon) with the page. The
installed package is never changed.
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path
from typing import Any

from flet_web import get_package_web_dir

from companion.ui.icons import APP_ICON_MASKABLE, APP_ICON_PNGS

#: The app's colour on a phone's home screen and window frame: the theme's seed (Material indigo).
THEME_COLOUR = "#3F51B5"

#: Runs before any of Flet's scripts: script elements pointed at another origin are never loaded.
SAME_ORIGIN_SCRIPTS = """<script>
/* Companion: nothing is fetched from other sites (docs/security.md). */
(() => {
  const src = Object.getOwnPropertyDescriptor(HTMLScriptElement.prototype, "src");
  Object.defineProperty(HTMLScriptElement.prototype, "src", {
    configurable: true,
    enumerable: src.enumerable,
    get() { return src.get.call(this); },
    set(url) {
      if (new URL(String(url), document.baseURI).origin === location.origin) {
        src.set.call(this, url);
        return;
      }
      console.info("Companion does not load " + url + ": nothing is fetched from other sites.");
      setTimeout(() => this.dispatchEvent(new Event("error")));
    },
  });
})();
</script>"""

_HEAD = re.compile(r"<head\b[^>]*>", re.IGNORECASE)
_TOUCH_ICON = re.compile(r'(<link rel="apple-touch-icon" href=")[^"]*(")')


def manifest() -> dict[str, Any]:
    """The web app manifest: "Add to Home screen" gives Companion its own name, colour, icons and window (issue 12),
    in place of Flet's."""
    icons = [{"src": path, "sizes": f"{size}x{size}", "type": "image/png"} for size, path in APP_ICON_PNGS.items()]
    icons.append({"src": APP_ICON_MASKABLE, "sizes": "512x512", "type": "image/png", "purpose": "maskable"})
    return {"name": "Companion", "short_name": "Companion", "start_url": ".", "display": "standalone",
            "background_color": "#FFFFFF", "theme_color": THEME_COLOUR, "orientation": "any",
            "description": "The table-side companion for The Ancient World, Ancient Realm and Through the Ages",
            "prefer_related_applications": False, "icons": icons}


def offline_index(flet_index: str) -> str:
    """Flet's ``index.html`` with :data:`SAME_ORIGIN_SCRIPTS` first in its ``<head>``, and Companion's icon for a
    home screen."""
    head = _HEAD.search(flet_index)
    if head is None:
        raise RuntimeError("Flet's index.html has no <head>: this flet-web is not the one Companion was built for")
    page = flet_index[:head.end()] + "\n" + SAME_ORIGIN_SCRIPTS + flet_index[head.end():]
    return _TOUCH_ICON.sub(rf"\g<1>{APP_ICON_PNGS[192]}\g<2>", page)


def write_assets(folder: Path, assets: Path) -> None:
    """Fill ``folder`` (the assets folder Flet is given): a copy of the app's ``assets`` (when it exists), the web app
    manifest, and the page, made from the app's own ``index.html`` if it has one, as Flet would, else from Flet's."""
    if assets.is_dir():
        shutil.copytree(assets, folder, dirs_exist_ok=True)
    (folder / "manifest.json").write_text(json.dumps(manifest(), indent=2), encoding="utf-8")
    page = folder / "index.html"
    source = page if page.is_file() else Path(get_package_web_dir()) / "index.html"
    page.write_text(offline_index(source.read_text(encoding="utf-8")), encoding="utf-8")
