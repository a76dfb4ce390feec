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

import re
import shutil
from pathlib import Path

from flet_web import get_package_web_dir

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


def offline_index(flet_index: str) -> str:
    """Flet's ``index.html`` with :data:`SAME_ORIGIN_SCRIPTS` first in its ``<head>``."""
    head = _HEAD.search(flet_index)
    if head is None:
        raise RuntimeError("Flet's index.html has no <head>: this flet-web is not the one Companion was built for")
    return flet_index[:head.end()] + "\n" + SAME_ORIGIN_SCRIPTS + flet_index[head.end():]


def write_assets(folder: Path, assets: Path) -> None:
    """Fill ``folder`` (the assets folder Flet is given): a copy of the app's ``assets`` (when it exists) and the
    page, made from the app's own ``index.html`` if it has one, as Flet would, else from Flet's."""
    if assets.is_dir():
        shutil.copytree(assets, folder, dirs_exist_ok=True)
    page = folder / "index.html"
    source = page if page.is_file() else Path(get_package_web_dir()) / "index.html"
    page.write_text(offline_index(source.read_text(encoding="utf-8")), encoding="utf-8")
