"""What a page shows, read through Flutter's accessibility tree, as several browser tests read it: a button wholly in
view, a player's coins, what the tree says of an element, the tappable nodes too small for a finger."""

from __future__ import annotations

import re

from tests.browser.browsing import PHONE, READY_MS, App


def in_view(app: App, name: str) -> bool:
    """The button ``name`` is wholly on screen, above the game's tabs: tappable without scrolling."""
    box = app.button(name).first.bounding_box()
    tabs = app.by_id("game-tabs").first.bounding_box()
    size = app.page.viewport_size or PHONE
    return bool(box and tabs and box["y"] >= 0 and box["y"] + box["height"] <= min(tabs["y"], size["height"]))


def coins(app: App, seat: int) -> str:
    """The coins shown in a player's row, always in view above the board (read as "Ann, to play: 6 coins, ...")."""
    text = app.by_id(f"row-{seat}").inner_text(timeout=READY_MS)
    found = re.search(r": (\d+) coins?,", text)
    assert found, text
    return found.group(1)


def said(app: App, identifier: str) -> str:
    """What the accessibility tree says for the element with this identifier (its label, else its text)."""
    found = app.by_id(identifier).first
    found.wait_for(timeout=READY_MS)
    return found.get_attribute("aria-label") or found.inner_text()


def spoken(app: App, identifier: str) -> str:
    """Everything the accessibility tree says inside the element with ``identifier``: labels and texts."""
    return app.by_id(identifier).evaluate(
        "e => [e, ...e.querySelectorAll('*')].map(n => (n.getAttribute('aria-label') || '') + ' ' + "
        "(n.children.length ? '' : n.textContent || '')).join(' ')")


def small_targets(app: App) -> list[str]:
    """Tappable nodes of the accessibility tree smaller than 48x48 px, with their names and sizes.

    Flutter clips a node's rectangle to the visible part of its scrolling area, so nodes at the top edge,
    within the frame's 12 px padding plus a margin of the bottom edge, or at an edge of a scrolling pane
    (an ancestor node that clips its overflow) are left out."""
    return app.page.evaluate("""() => [...document.querySelectorAll('flt-semantics[flt-tappable]')]
        .map(e => [e, e.getBoundingClientRect()])
        .filter(([e, r]) => r.width > 0 && r.top > 1 && r.bottom < window.innerHeight - 24)
        .filter(([e, r]) => { for (let a = e.parentElement; a && a.tagName === 'FLT-SEMANTICS'; a = a.parentElement) {
            if (getComputedStyle(a).overflowY === 'visible') continue;
            const p = a.getBoundingClientRect();
            if (r.top <= p.top + 1 || r.bottom >= p.bottom - 1) return false; }
          return true; })
        .filter(([e, r]) => r.width < 47.5 || r.height < 47.5)
        .map(([e, r]) => `${(e.closest('[aria-label]')?.getAttribute('aria-label') || e.textContent).trim()}`
                         + ` ${Math.round(r.width)}x${Math.round(r.height)}`)""")
