"""The page Flet serves, made to fetch nothing from other sites and to say when it is reconnecting.

Flet's web client is served whole from the installed ``flet-web`` package (``no_cdn``), but its WebAssembly
build still adds a ``<script>`` for ``rive_native.js`` from a CDN on every page load (the Rive animation
runtime, whose address is fixed when the client is compiled; Companion shows no Rive animation). Offline that
request fails and nothing visible breaks, but it is a request leaving the machine. So the page Companion
serves is Flet's ``index.html`` with one script first in ``<head>``: a script element given the address of
another origin is not loaded; it reports a load error at once, as an unreachable CDN would, so the client
carries on exactly as offline. The server's Content-Security-Policy (guard.py) refuses anything else from
another origin.

The page also takes a join link's token (the address of the table's QR code ends in ``#join=<token>``, see
companion.web.access): before Flet's client starts, :data:`JOIN_LINK_SCRIPT` saves it where the app keeps the join of
a browser that typed the code, and removes it from the address and the history, so the phone is let in with no
typing and the token is not left in the address bar.

The page also says "Not connected" while the app's connection is down (noticed within about 3 s, even on a line that
dies without closing the socket), takes every tap meanwhile, and loads itself again when the server answers
(:data:`RECONNECTING_SCRIPT`: Flet's client shows only "Working..." meanwhile, a page it reconnects itself freezes,
and taps it sent into a stalled socket were delivered later against a newer game).

The page is written at start into a folder of its own, given to Flet as the app's assets folder (Flet serves
it at the site root before its own files, and patches its ``index.html`` in place of its own): a copy of the
app's assets (``companion.ui.icons.ASSETS_DIR``: the symbols, the app icon, the favicon) with the page. The
installed package is never changed. A server killed before it removed its folder leaves it for the next start to
remove (:mod:`companion.web.leftovers`).
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path
from string import Template
from typing import Any

from flet_web import get_package_web_dir

from companion.ui.icons import APP_ICON_MASKABLE, APP_ICON_PNGS
from companion.ui.languages import LANGUAGE_KEY, ZONE_KEY
from companion.web import leftovers
from companion.web.access import LINK_MARK, TOKEN_KEY
from companion.words import LANGUAGES, N_, translator
from companion.words.catalogs import DEFAULT

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

#: Where Flet's client keeps a saved preference in the browser (shared_preferences on the web: localStorage, each key
#: with this prefix, each value JSON): the browser test of the join link fails if a Flet upgrade moves it.
PREFERENCE_PREFIX = "flutter."
#: Runs before any of Flet's scripts: the browser's time zone is saved where the app reads it
#: (``companion.ui.languages.ZONE_KEY``), at every load (a phone that travelled says its new one), so that a date is
#: said in the reader's time, whichever machine serves the page.
ZONE_SCRIPT = Template("""<script>
/* Companion: dates in the reader's time zone. */
(() => {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (zone) localStorage.setItem("$key", JSON.stringify(zone));
  } catch (e) { /* storage refused (a private window): dates are said in the serving machine's time */ }
})();
</script>""").substitute(key=PREFERENCE_PREFIX + ZONE_KEY)
#: Runs before any of Flet's scripts: a join link's token (``#join=<token>``, from the QR code) is saved as the
#: browser's join, as if the code had been typed (the app checks it when the session starts, and counts a wrong one
#: as a wrong code), and the address is cleaned of it. Whatever follows ``#join=`` is taken off the address; only
#: URL-safe base64 of a sane length is saved.
JOIN_LINK_SCRIPT = Template("""<script>
/* Companion: a join link (the QR code) lets this phone in with no typing (docs/security.md). */
(() => {
  const MARK = "$mark";
  if (!location.hash.startsWith(MARK)) return;
  const token = location.hash.slice(MARK.length);
  if (/^[A-Za-z0-9_-]{16,128}$$/.test(token)) {
    try {
      localStorage.setItem("$key", JSON.stringify(token));
    } catch (e) { /* storage refused (a private window): the code can still be typed */ }
  }
  history.replaceState(history.state, "", location.pathname + location.search);
})();
</script>""").substitute(mark=LINK_MARK, key=PREFERENCE_PREFIX + TOKEN_KEY)

#: Where the page keeps, through the reload that brings it back, that it was reconnecting (sessionStorage).
AWAY_KEY = "companion.reconnecting"
#: The element saying so while the app's connection is down.
RECONNECTING_ID = "companion-reconnecting"
#: A page hidden this long (seconds: a phone that slept) starts its connection again when shown: its socket may have
#: died unnoticed (nothing closed it), and a page that waits on it would show the game as it was, for good.
SLEPT_S = 30
#: How often (ms) a shown page asks the server whether it is still there, and how long it waits for each answer: a
#: line that died without closing the socket (Wi-Fi lost, a network that drops everything) is said within
#: BEAT_MS + BEAT_TIMEOUT_MS = 2.5 s, under the 3 s promised (a beat is sent every BEAT_MS whether or not the one
#: before has answered: waiting for it made the worst case 1 s + 2 s + the answer's own time, over 3 s on a loaded
#: machine). A server that takes over 2 s to answer a HEAD of a small file counts as lost, as before.
BEAT_MS = 500
BEAT_TIMEOUT_MS = 2000
#: What it says, in the device's language: the one chosen in Settings in this browser, else the first of the
#: browser's that Companion speaks (as :func:`companion.ui.languages.chosen_language`), else English.
RECONNECTING_TITLE = N_("Not connected: moves are not being saved")
RECONNECTING_TEXT = N_("Taps wait until the table's device answers again. Your saved moves are safe there; this "
                       "screen comes back as the game now is, with the move you were entering.")


def reconnecting_words() -> str:
    """The title and text in every language Companion speaks, as a JavaScript object (``{"de": [title, text]}``)
    written into the page (safe inside a ``<script>``)."""
    words = {language: [translator(language)(RECONNECTING_TITLE), translator(language)(RECONNECTING_TEXT)]
             for language in LANGUAGES}
    return json.dumps(words).replace("</", "<\\/")


#: Runs before any of Flet's scripts: while the app's connection is down, "Reconnecting..." in words over the page, and
#: when the server answers again, the page is loaded again: it finds its session (kept 180 s, sessions.py), which
#: catches up (``page.on_connect``) and shows the game as it now is. Flet's client would reconnect by itself (every
#: 0.5 s on localhost; elsewhere after 0.5, 1, 2, 4 ... s, doubling without end: 32 s late after a 30 s cut), but a
#: page that reconnects a kept session freezes (Flet 1.0.5, measured: it never draws again); so once the app's socket
#: has closed, Flet's next attempts get a socket that never opens, and this script tries the server every 2 s instead.
#: A page shown again after :data:`SLEPT_S` hidden does the same.
RECONNECTING_SCRIPT = Template("""<script>
/* Companion: "Not connected" while the app's connection is down; back as the game now is (docs/architecture.md). */
(() => {
  const AWAY = "$away", ID = "$id", PROBE_MS = 2000, PROBE_TIMEOUT_MS = 3000, SLEPT_MS = $slept * 1000;
  const BEAT_MS = $beat, BEAT_TIMEOUT_MS = $beat_timeout;
  const WORDS = $words;
  /* The device's language: chosen in Settings (kept by the app in this browser), else the browser's first that
     Companion speaks, else English. */
  const said = (() => {
    try {
      const kept = JSON.parse(localStorage.getItem("$language_key") || "null");
      if (typeof kept === "string" && WORDS[kept]) return WORDS[kept];
    } catch (e) { /* a preference the app did not write: the browser's languages say */ }
    for (const tag of navigator.languages || [navigator.language || ""]) {
      const code = String(tag).split(/[-_]/)[0].toLowerCase();
      if (WORDS[code]) return WORDS[code];
    }
    return WORDS.$default;
  })();
  const Native = window.WebSocket;
  let down = false, leaving = false, probe = null, socket = null, hiddenAt = null;
  const isApp = (url) => {
    try {
      const address = new URL(String(url), location.href);
      return address.host === location.host && address.pathname.endsWith("/ws");
    } catch (e) {
      return false;
    }
  };
  /* Over the whole page: the words at the top, and under them a veil that takes every tap, so that nothing tapped
     while away is sent later against a game that has moved on. */
  const show = () => {
    if (!document.body) {
      document.addEventListener("DOMContentLoaded", show, {once: true});
      return;
    }
    let veil = document.getElementById(ID);
    if (!veil) {
      veil = document.createElement("div");
      veil.id = ID;
      veil.setAttribute("role", "alert");  /* said at once by a screen reader: taps do nothing meanwhile */
      veil.setAttribute("aria-live", "assertive");
      veil.style.cssText = "position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,.35);" +
        "touch-action:none;font:18px/1.4 system-ui,sans-serif";
      const banner = document.createElement("div");
      banner.style.cssText = "padding:16px 20px;background:#B71C1C;color:#FFFFFF;box-shadow:0 2px 8px rgba(0,0,0,.5);" +
        "overflow-wrap:anywhere";
      const title = document.createElement("strong");
      title.style.cssText = "display:block;font-size:22px;margin-bottom:4px";
      title.textContent = said[0];
      const text = document.createElement("span");
      text.textContent = said[1];
      banner.append(title, text);
      veil.append(banner);
      for (const kind of ["pointerdown", "pointerup", "click", "touchstart", "touchend", "mousedown", "mouseup",
                          "wheel", "keydown"]) {
        veil.addEventListener(kind, (e) => { e.stopPropagation(); e.preventDefault(); }, {passive: false});
      }
      document.body.append(veil);
    }
    veil.hidden = false;
  };
  const back = () => {
    down = false;
    sessionStorage.removeItem(AWAY);
    const veil = document.getElementById(ID);
    if (veil) veil.hidden = true;
  };
  const answers = async (timeout) => {
    try {
      const answer = await fetch("manifest.json", {method: "HEAD", cache: "no-store",
                                                   signal: AbortSignal.timeout(timeout)});
      return answer.ok;
    } catch (e) {
      return false;
    }
  };
  const check = async () => {
    probe = null;
    if (await answers(PROBE_TIMEOUT_MS)) {
      sessionStorage.setItem(AWAY, "1");
      location.reload();
      return;
    }
    probe = setTimeout(check, PROBE_MS);
  };
  const lost = () => {
    if (leaving || down) return;
    down = true;
    show();
    probe = setTimeout(check, PROBE_MS);
  };
  /* The socket may stay open on a line that carries nothing (no close ever comes): a shown page asks the server every
     half second; no answer in time, and the socket is given up (taps sent on it are dropped, never replayed later). */
  const beat = async () => {
    setTimeout(beat, BEAT_MS);
    if (down || leaving || document.hidden || !socket || socket.readyState !== 1) return;
    const asked = socket;
    if (!await answers(BEAT_TIMEOUT_MS) && !down && !leaving && !document.hidden && socket === asked) {
      socket.close();
      lost();
    }
  };
  const now = () => {
    if (down && probe !== null) {
      clearTimeout(probe);
      check();
    }
  };
  /* What Flet's client gets for the app's socket once it has closed: a socket that never opens. */
  class Held extends EventTarget {
    constructor(url) {
      super();
      Object.assign(this, {url: String(url), readyState: 0, bufferedAmount: 0, extensions: "", protocol: "",
                           binaryType: "blob", onopen: null, onmessage: null, onerror: null, onclose: null});
    }
    send() {}
    close() {}
  }
  window.WebSocket = class extends Native {
    constructor(...args) {
      if (down && isApp(args[0])) return new Held(args[0]);
      super(...args);
      if (isApp(args[0])) {
        this.addEventListener("message", back, {once: true});
        this.addEventListener("close", lost);
        socket = this;
      }
    }
  };
  addEventListener("pagehide", () => { leaving = true; });
  addEventListener("pageshow", () => { leaving = false; });
  addEventListener("online", now);
  addEventListener("offline", () => { if (socket) { socket.close(); lost(); } });
  /* A socket that slept with the phone may be dead without knowing it (nothing closed it): start again. */
  document.addEventListener("visibilitychange", () => {
    if (document.hidden) {
      hiddenAt = performance.now();
      return;
    }
    const slept = hiddenAt !== null && performance.now() - hiddenAt >= SLEPT_MS;
    hiddenAt = null;
    if (down) {
      now();
    } else if (slept && socket) {
      socket.close();
      lost();
    }
  });
  if (sessionStorage.getItem(AWAY)) show();
  setTimeout(beat, BEAT_MS);
})();
</script>""").substitute(away=AWAY_KEY, id=RECONNECTING_ID, words=reconnecting_words(), default=DEFAULT,
                         language_key=PREFERENCE_PREFIX + LANGUAGE_KEY, slept=SLEPT_S, beat=BEAT_MS,
                         beat_timeout=BEAT_TIMEOUT_MS)

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
    """Flet's ``index.html`` with :data:`SAME_ORIGIN_SCRIPTS`, :data:`RECONNECTING_SCRIPT`, :data:`JOIN_LINK_SCRIPT` and
    :data:`ZONE_SCRIPT` first in its ``<head>``, and Companion's icon for a home screen."""
    head = _HEAD.search(flet_index)
    if head is None:
        raise RuntimeError("Flet's index.html has no <head>: this flet-web is not the one Companion was built for")
    scripts = "\n".join(("", SAME_ORIGIN_SCRIPTS, RECONNECTING_SCRIPT, JOIN_LINK_SCRIPT, ZONE_SCRIPT))
    page = flet_index[:head.end()] + scripts + flet_index[head.end():]
    return _TOUCH_ICON.sub(rf"\g<1>{APP_ICON_PNGS[192]}\g<2>", page)


def write_assets(folder: Path, assets: Path) -> None:
    """Fill ``folder`` (the assets folder Flet is given): a copy of the app's ``assets`` (when it exists), the web app
    manifest, and the page, made from the app's own ``index.html`` if it has one, as Flet would, else from Flet's.

    The folder is claimed for this server's life, and the folders beside it left by servers no longer running (killed
    before they could remove theirs) are removed (:mod:`companion.web.leftovers`)."""
    leftovers.claim(folder)
    leftovers.sweep(folder.parent)
    if assets.is_dir():
        shutil.copytree(assets, folder, dirs_exist_ok=True)
    (folder / "manifest.json").write_text(json.dumps(manifest(), indent=2), encoding="utf-8")
    page = folder / "index.html"
    source = page if page.is_file() else Path(get_package_web_dir()) / "index.html"
    page.write_text(offline_index(source.read_text(encoding="utf-8")), encoding="utf-8")
