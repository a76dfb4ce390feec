"""The boxes of the numbers a result shows, read from Flutter's accessibility tree: each number's own box (its
Semantics wraps only the number's text), checked whole on screen and not clipped, as a person reading it needs.

Flutter clips a node's rectangle to the visible part of its scrolling pane, so a number half hidden under the app
bar or the tabs, or cut by a narrow column, has a box smaller than its text needs: each box is checked against the
screen, against the box it sits in (a player's row or card), against the tabs, and against the size its digits need
at their font size."""

from __future__ import annotations

from dataclasses import dataclass

from tests.browser.browsing import READY_MS, App

#: The narrowest a character of a number is drawn, as a share of the font size (Roboto's digits are 0.56 em, a minus
#: sign 0.33 em): a box narrower than this per character is a clipped number (the issue found a 45 px column holding
#: numbers of three lines).
MIN_CHAR_WIDTH = 0.33
#: The tallest a one-line number's box is, as a multiple of its font size: taller is a number wrapped onto two lines.
MAX_LINE_HEIGHT = 1.8

#: One look at the boxes: each identifier's box, text (label), and the box of the nearest element with ``within``'s
#: identifier around it; the tabs' box; the window's size.
BOXES_JS = """([ids, within]) => {
    const rect = e => { if (!e) return null; const r = e.getBoundingClientRect();
                        return {x: r.x, y: r.y, right: r.right, bottom: r.bottom, width: r.width, height: r.height}; };
    const find = id => id && document.querySelector(`[flt-semantics-identifier="${id}"]`);
    return {
        boxes: ids.map(([id, outer]) => ({id, label: find(id)?.getAttribute('aria-label') || find(id)?.textContent,
                                          box: rect(find(id)), outer: rect(find(outer))})),
        tabs: rect(find('game-tabs')),
        width: window.innerWidth, height: window.innerHeight,
    };
}"""


@dataclass(frozen=True)
class Number:
    """A number on screen to check: its identifier, the identifier of the box it must sit wholly in (None: only the
    screen), its text and font size (px), and the lines of text (at most ``label_size`` px) its box holds under it
    (a big number with its name below)."""

    identifier: str
    within: str | None
    text: str
    size: float
    labels: int = 0
    label_size: float = 14

    @property
    def tallest(self) -> float:
        """The most its box may measure in height (px) without a line wrapped."""
        return MAX_LINE_HEIGHT * (self.size + self.labels * self.label_size)


def misplaced(app: App, numbers: list[Number], *, top: float = 0) -> list[str]:
    """Every number of ``numbers`` not wholly readable on screen now, with why: absent, left or right of the screen,
    above ``top`` or below the screen or the tabs, outside its row or card, or narrower or taller than its text at its
    size needs (clipped, or wrapped onto a second line). An empty list: every one is whole in view."""
    seen = app.page.evaluate(BOXES_JS, [[[n.identifier, n.within] for n in numbers], None])
    bottom = min(seen["height"], seen["tabs"]["y"]) if seen["tabs"] else seen["height"]
    problems = []
    for number, found in zip(numbers, seen["boxes"], strict=True):
        box, outer = found["box"], found["outer"]
        where = f"{number.identifier} ({number.text!r} at {number.size:g} px)"
        if box is None or (outer is None and number.within is not None):
            problems.append(f"{where}: not on screen" if box is None else f"{where}: no {number.within} around it")
            continue
        outer = outer or box
        shown = f"{where} at x {box['x']:.0f}-{box['right']:.0f}, y {box['y']:.0f}-{box['bottom']:.0f}"
        if box["x"] < 0 or box["right"] > seen["width"]:
            problems.append(f"{shown}: outside the screen's width {seen['width']}")
        if box["y"] < top or box["bottom"] > bottom:
            problems.append(f"{shown}: outside the screen's height {top:.0f}-{bottom:.0f}")
        if (box["x"] < outer["x"] - 0.5 or box["right"] > outer["right"] + 0.5 or box["y"] < outer["y"] - 0.5
                or box["bottom"] > outer["bottom"] + 0.5):
            problems.append(f"{shown}: outside its {number.within} at x {outer['x']:.0f}-{outer['right']:.0f}, "
                            f"y {outer['y']:.0f}-{outer['bottom']:.0f}")
        if box["width"] < len(number.text) * MIN_CHAR_WIDTH * number.size or box["height"] < number.size:
            problems.append(f"{shown}: {box['width']:.0f}x{box['height']:.0f} px, too small for its text (clipped)")
        if box["height"] > number.tallest:
            problems.append(f"{shown}: {box['height']:.0f} px high, more than one line")
    return problems


def wait_whole(app: App, numbers: list[Number], *, top: float = 0) -> None:
    """Wait (up to READY_MS, frame by frame) until every number is whole on screen; fail naming those that are not."""
    problems = misplaced(app, numbers, top=top)
    deadline = app.page.evaluate("() => performance.now()") + READY_MS
    while problems and app.page.evaluate("() => performance.now()") < deadline:
        app.drawn()
        problems = misplaced(app, numbers, top=top)
    assert not problems, "numbers not whole on screen:\n" + "\n".join(problems)
