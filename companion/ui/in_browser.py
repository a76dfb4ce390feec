"""The app in the browser itself (the static site, issue 25): one tab at a time owns the games
(``companion.browser.tabs``). This tab shows the app while it owns them; else it says that Companion is open in
another tab (at the start, or once another tab took over) and offers to take over here. The screens before the app
(another tab has the games; the browser's storage could not be read) are in the theme this browser chose for the
app, so that a tab chosen dark never flashes a white screen.
"""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from companion.browser.tabs import ASKING, LOST, OPENING, OWNER, Ownership
from companion.ui import widgets as w
from companion.ui.app import THEME_KEY, App, dress
from companion.ui.hooks import keyed
from companion.ui.lang import t
from companion.ui.languages import start_words
from companion.ui.preferences import saved, until_left


def make_browser_main(ownership: Ownership) -> Callable[[ft.Page], None]:
    """The Flet entry point of the app in this tab."""

    def main(page: ft.Page) -> None:
        dress(page)
        page.render(InBrowser, ownership)

    return main


@ft.component
def InBrowser(ownership: Ownership) -> ft.Control:
    """The app while this tab owns the games (mounted anew each time it takes them over: the store is opened anew);
    else why not, with the way to take over."""
    page = ft.context.page
    state, set_state = ft.use_state(ownership.state)
    turns, set_turns = ft.use_state(0)
    worded, set_worded = ft.use_state(False)

    async def show() -> None:
        set_state(ownership.state)
        if ownership.state == OWNER:
            set_turns(lambda n: n + 1)

    def changed() -> None:
        """The state changed, maybe in a message from another tab (outside any Flet event): shown in this page's own
        context, as ``ui/sync.py`` does."""
        page.run_task(show)

    @until_left
    async def begin() -> None:
        await start_words(page)
        if await saved(THEME_KEY) == "dark":
            page.theme_mode = ft.ThemeMode.DARK  # the app, once shown, applies the theme itself (ui/app.py Opened)
        set_worded(True)
        ownership.follow(changed)
        if ownership.state == OPENING:
            await ownership.start()

    ft.on_mounted(begin)
    if not worded or state == OPENING:
        return ft.Container()  # for the moment the browser takes to say its language and read the games
    if state == OWNER and ownership.gate is not None:
        return keyed(App, f"owned-{turns}")(ownership.gate, None)
    return OtherTab(ownership, lost=state == LOST, asking=state == ASKING)


@ft.component
def OtherTab(ownership: Ownership, *, lost: bool, asking: bool) -> ft.Control:
    """Companion is open in another tab of this browser (or took the games over from this one): take over here; while
    asking the other tab, the button is disabled and a line under it says so."""
    lines: list[ft.Control] = [
        ft.Text("Companion", size=22, weight=ft.FontWeight.BOLD),
        w.heading(t("Companion is open in another tab")),
        w.notice(t("Another tab took over your games, so this tab saves nothing more. Everything done here was kept.")
                 if lost else t("Your games are open in another tab of this browser. One tab at a time keeps them, so "
                                "that no tab overwrites the games of another."), identifier="other-tab"),
        ft.Text(t("Taking over here makes the other tab stop saving and say so; this tab then opens the games as the "
                  "other tab kept them."), size=18),
        w.button(t("Use Companion in this tab"), ownership.take_over, icon=ft.Icons.TAB, primary=True,
                 disabled=asking),
    ]
    if asking:  # said in readable words, not only in a disabled (faded) button; three dots, not the one glyph "…",
        # which the static site's Flutter looked for in a Noto Sans Symbols font it does not have (a 404)
        lines.append(ft.Row([ft.ProgressRing(width=24, height=24), ft.Text(t("Waiting for the other tab..."), size=18,
                                                                             expand=True)], spacing=12))
    return ft.SafeArea(ft.Container(w.scrolling(ft.Column(lines, spacing=16)), padding=12), expand=True)
