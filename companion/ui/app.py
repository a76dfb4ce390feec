"""The app: one :class:`AppState` per browser tab, in step with the server's other tabs, the theme (remembered
per browser), the frame around every screen, and the routes.

Screens live at addresses (``/game/<id>/log``), so a reload or a restarted server returns to the same
screen of the same game.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import flet as ft

from companion.store import Store
from companion.store.gate import StoreGate
from companion.ui import icons, kind_screens, sync, wakelock
from companion.ui import widgets as w
from companion.ui.context import AccessContext, AppContext, go, use_app
from companion.ui.hooks import keyed, use_lazy_state
from companion.ui.lang import N_, reader, t
from companion.ui.languages import LanguageSetting, start_words
from companion.ui.paper.start import ScorePaper
from companion.ui.preferences import preferences, saved, until_left
from companion.ui.screens.home import Home
from companion.ui.screens.join import Join, address_of
from companion.ui.screens.log import Log
from companion.ui.screens.new_game import NewGame
from companion.ui.screens.no_store import NoStore
from companion.ui.screens.player import PlayerPage
from companion.ui.screens.round_end import RoundEnd
from companion.ui.screens.rules import Rules
from companion.ui.screens.scores import Scores
from companion.ui.screens.table import Table
from companion.ui.seats import use_saved_seat
from companion.ui.state import AppState
from companion.ui.top_down import render_top_down
from companion.web.access import TOKEN_KEY, Access

TITLE = "Companion"
#: Said on every screen of a server started with ``--memory``.
THROWAWAY = N_("Trying Companion out: nothing is saved. Every game played now is gone when Companion stops.")
#: The browser's saved theme choice (``ft.SharedPreferences``: localStorage in web mode).
THEME_KEY = "companion.theme"
#: The longest tab word said at full size, and the tabs' padding (small: five tabs share a phone's width).
TAB_WORD = 8
TAB_STYLE = ft.ButtonStyle(padding=ft.Padding.symmetric(horizontal=2, vertical=4))
#: How often (ms) a scrolling tab tells where it is scrolled to, so that it opens there again.
SCROLL_REPORT_MS = 250
#: The game's screens: address suffix, tab label, icon.
GAME_TABS: tuple[tuple[str, str, ft.IconData], ...] = (
    ("", N_("Table"), ft.Icons.TABLE_RESTAURANT),
    ("/round-end", N_("End of round"), ft.Icons.FLAG),
    ("/scores", N_("Scores"), ft.Icons.EMOJI_EVENTS),
    ("/log", N_("Log"), ft.Icons.HISTORY),
    ("/rules", N_("Rules"), ft.Icons.MENU_BOOK),
)


def _tab_button(label: str, icon: ft.IconData, route: str, selected: bool, height: int | None) -> ft.Control:
    """A tab named by its word; the open one is bold with a bar under it, not only coloured. ``height``: None
    to share the height of the column the tabs stand in."""
    marker = ft.Container(height=4, width=40, border_radius=2,
                          bgcolor=ft.Colors.PRIMARY if selected else ft.Colors.TRANSPARENT)
    said = t(label)
    # A long word ("Rundenende", "Protokoll") a size smaller, and the button's own padding small: a fifth of a 390 px
    # phone holds it on one line (at 13 px with the usual padding, German words broke mid-word).
    words = ft.Text(said, size=13 if len(said) <= TAB_WORD else 11, weight=ft.FontWeight.BOLD if selected else None,
                    text_align=ft.TextAlign.CENTER)
    return ft.Semantics(selected=selected, expand=True, content=ft.TextButton(
        content=ft.Column([ft.Icon(icon), words, marker], spacing=2,
                          horizontal_alignment=ft.CrossAxisAlignment.CENTER, tight=True),
        on_click=lambda: go(route), height=height, style=TAB_STYLE,
    ))


@ft.component
def GameScreens() -> ft.Control:
    """The frame of a game's screens: opens the game named in the address; tabs to its screens. While it is open, the
    screen is kept awake (this browser's setting, ``wakelock``), and this browser's seat in it is read (``seats``)."""
    app = use_app()
    game_id = ft.use_route_params().get("gid", "")
    location = ft.use_route_location()
    outlet = ft.use_route_outlet()
    ft.use_effect(wakelock.game_opened, [], cleanup=wakelock.game_left)
    use_saved_seat(app, game_id)
    opened = app.current is not None and app.current.id == game_id

    async def opening() -> None:
        await app.open_game(game_id)  # read off the loop: a long game's replay holds no other device

    ft.use_effect(opening, [game_id, opened])
    if not opened:
        if app.unopened != game_id:
            return ft.Semantics(identifier="opening", content=ft.Text(t("Opening the game…"), size=16))
        return ft.Column([w.notice(t(app.problem) if app.problem else t("There is no game {id}.", id=game_id),
                                   error=True),
                          w.button(t("Back to the start"), lambda: go("/"), icon=ft.Icons.HOME)])
    base = f"/game/{game_id}"
    screens = kind_screens.screens_for(app.game.kind.id) if app.game is not None else None
    panes = location == base and screens is not None and screens.table_scrolls
    # Keyed, and in the same row either way: turning the device keeps the screen (and a move being entered); keyed by
    # the screen too, so each tab scrolls on its own (Rules does not open scrolled down by the Log's amount).
    key = f"screen:{location}"
    body = ft.Container(outlet, expand=True, key=key) if panes else keyed(TabScroll, key)(outlet, location)
    # A phone on its side has height to spare for nothing: the tabs go down its left side.
    beside = app.tabs_beside
    offered = [tab for tab in GAME_TABS if tab[0] != "/round-end" or screens is None or screens.round_end_tab]
    buttons = [_tab_button(label, icon, base + suffix, location == base + suffix, None if beside else 68)
               for suffix, label, icon in offered]
    tabs = ft.Semantics(identifier="game-tabs", container=True, key="tabs",
                        content=ft.Column(buttons, spacing=0, width=104) if beside else ft.Row(buttons, spacing=0))
    screen = ft.Row([tabs, body] if beside else [body], expand=True, spacing=8,
                    vertical_alignment=ft.CrossAxisAlignment.STRETCH)
    return ft.Column([*_repaired(app), screen] if beside else [*_repaired(app), screen, tabs], expand=True)


@ft.component
def TabScroll(content: ft.Control, place: str) -> ft.Control:
    """A game tab's screen, scrolling on its own, back where it was left when the tab is opened again (the offset
    is kept per address in this browser tab's ``AppState.scrolled``)."""
    app = use_app()
    column = ft.Column([content], scroll=ft.ScrollMode.AUTO, expand=True, scroll_interval=SCROLL_REPORT_MS,
                       on_scroll=lambda e: app.scrolled.__setitem__(place, e.pixels))
    # The column made at the first render is the one mounted: the one to scroll back.
    mounted = ft.use_ref(column)

    page = ft.context.page

    async def restore() -> None:
        offset = app.scrolled.get(place)
        if offset:
            await w.scroll_live(page, mounted.current, offset=offset)

    ft.on_mounted(restore)
    return ft.Container(column, expand=True)


def _repaired(app: AppState) -> list[ft.Control]:
    """What the store repaired when the open game was opened (damaged entries set aside), until dismissed."""
    repaired = app.current.notice if app.current is not None else None
    if not repaired:
        return []
    return [ft.Row([ft.Container(w.notice(t(repaired), identifier="repaired"), expand=True),
                    w.icon_button(ft.Icons.CLOSE, t("Dismiss the repair notice"), app.dismiss_repair)])]


@ft.component
def Scrolled() -> ft.Control:
    """The frame of the screens outside a game: the screen, scrolling."""
    return w.scrolling(ft.use_route_outlet())


@ft.component
def Frame() -> ft.Control:
    """Header (home, title, this browser's settings, theme), the settings when opened, the last problem, and the screen
    below them."""
    app = use_app()
    outlet = ft.use_route_outlet()
    settings, show_settings = ft.use_state(False)

    async def toggle_theme() -> None:
        app.toggle_theme()
        await preferences().set(THEME_KEY, "dark" if app.dark else "light")

    header = ft.Row([
        w.icon_button(ft.Icons.HOME, t("Home"), lambda: go("/")),
        ft.Text(TITLE, size=22, weight=ft.FontWeight.BOLD, expand=True),
        w.icon_button(ft.Icons.SETTINGS, t("Close the settings") if settings else t("Settings"),
                      lambda: show_settings(not settings)),
        w.icon_button(ft.Icons.LIGHT_MODE if app.dark else ft.Icons.DARK_MODE,
                      t("Use the light theme") if app.dark else t("Use the dark theme"), toggle_theme),
    ], key="header")
    # Keyed: a panel shown or gone above the screen is an insertion, not the whole screen sent again (40 KB for a
    # table; after the second such resend Flet 1.0.5's page drew nothing more: measured with the settings panel).
    body: list[ft.Control] = [header]
    if app.throwaway:
        body.append(ft.Container(w.notice(t(THROWAWAY), identifier="throwaway"), key="throwaway"))
    if settings:
        body.append(ft.Container(w.card([w.heading(t("Settings of this browser"), size=18), LanguageSetting(),
                                         wakelock.AwakeSetting()],
                                        identifier="settings"), key="settings"))
    if app.problem:
        body.append(ft.Row([ft.Container(w.notice(t(app.problem), error=True, identifier="problem"), expand=True),
                            w.icon_button(ft.Icons.CLOSE, t("Dismiss the problem"), app.dismiss_problem)],
                           key="problem"))
    if app.saving:
        body.append(ft.Container(w.notice(t("Saving {what}: the database is busy, so this device waits for it. "
                                            "It shows as done once it is saved.", what=t(app.saving)),
                                          identifier="saving"), key="saving"))
    # Keyed by the language: choosing another in Settings mounts every screen anew, each said in it at once.
    body.append(ft.Container(outlet, expand=True, key=f"screen:{app.language}"))
    return ft.SafeArea(ft.Container(ft.Column(body, expand=True), padding=12), expand=True)


ROUTES = [
    ft.Route(component=Frame, children=[
        ft.Route(component=Scrolled, children=[
            ft.Route(path="score", component=ScorePaper),
            ft.Route(index=True, component=Home),
            ft.Route(path="new", component=NewGame),
            ft.Route(path="rules", component=Rules),
            ft.Route(path="player/:name", component=PlayerPage),
        ]),
        ft.Route(path="game/:gid", component=GameScreens, children=[
            ft.Route(index=True, component=Table),
            ft.Route(path="round-end", component=RoundEnd),
            ft.Route(path="scores", component=Scores),
            ft.Route(path="log", component=Log),
            ft.Route(path="rules", component=Rules),
        ]),
    ]),
]


@ft.component
def NotFound() -> ft.Control:
    """Shown for an address the app does not know."""
    return ft.Column([w.notice(t("This page does not exist."), error=True),
                      w.button(t("Back to the start"), lambda: go("/"), icon=ft.Icons.HOME)])


@ft.component
def App(gate: StoreGate, access: Access | None = None) -> ft.Control:
    """The root: the app for a trusted browser (this machine, or one that joined with the code, now or before); the
    join screen, and nothing else, for any other (companion.web.access)."""
    page = ft.context.page
    admitted, admit = use_lazy_state(lambda: access is None or access.trusted(address_of(page)))
    asked, set_asked = ft.use_state(admitted)
    worded, set_worded = ft.use_state(False)

    @until_left
    async def choose_language() -> None:
        """Say everything in this device's language (``ui/languages.py``) from the first screen on."""
        await start_words(page)
        set_worded(True)

    @until_left
    async def recall() -> None:
        """Let the browser in if it saved this server's token; asked again whenever it reconnects until then (the
        answer is lost if the connection drops first, and the reattached session would stay blank for good)."""
        if access is not None and not admitted:
            page.on_connect = recall  # Opened puts its own in its place once in
            if access.remembers(await saved(TOKEN_KEY)):
                admit(True)
            set_asked(True)

    ft.on_mounted(choose_language)
    ft.on_mounted(recall)
    if not worded:
        return ft.Container()  # for the moment the browser takes to say which language its reader reads
    if admitted:
        return AccessContext(access, lambda: Served(gate))
    if not asked:
        return ft.Container()  # for the moment the browser takes to say whether it joined before
    assert access is not None
    return Join(access, lambda: admit(True))


@ft.component
def Served(gate: StoreGate) -> ft.Control:
    """The app once the server's database is open; until then the screen saying why no game can be played, on every
    device, which leaves it when any of them opens the database ("Try again")."""
    page = ft.context.page
    link, _ = use_lazy_state(lambda: sync.for_page(page))
    _, set_opened = ft.use_state(gate.store is not None)

    async def opened_elsewhere() -> None:
        set_opened(True)

    def listen() -> None:
        if gate.store is None:
            link.follow_store(opened_elsewhere)

    def opened_here() -> None:
        link.announce_store()
        set_opened(True)

    ft.on_mounted(listen)
    if gate.store is None:
        return NoStore(gate, opened_here)
    return Opened(gate.store, gate.throwaway)


@ft.component
def Opened(store: Store, throwaway: bool = False) -> ft.Control:
    """The app itself: this tab's app store, linked to the other tabs, provided to every screen; the theme; routes."""
    page = ft.context.page
    app, _ = use_lazy_state(lambda: _connected(AppState(store=store, throwaway=throwaway,
                                                         language=reader().language), page))

    def apply_theme() -> None:
        page.theme_mode = ft.ThemeMode.DARK if app.dark else ft.ThemeMode.LIGHT

    @until_left
    async def load_theme() -> None:
        theme = await saved(THEME_KEY)
        if theme in ("dark", "light"):
            app.dark = theme == "dark"

    ft.on_mounted(load_theme)
    ft.on_mounted(wakelock.load)
    ft.on_updated(apply_theme, [app.dark])
    return AppContext(app, lambda: ft.Router(ROUTES, not_found=NotFound))


def _connected(app: AppState, page: ft.Page) -> AppState:
    """``app`` following the changes the server's other sessions save, catching up when its browser is back (asking
    it again to keep the screen awake, as when its page is shown again), and following the window's size
    (side-by-side panes when large enough)."""
    app.connect(sync.for_page(page))

    async def back() -> None:
        wakelock.ask_again()
        await app.catch_up()

    def shown(e: ft.AppLifecycleStateChangeEvent) -> None:
        if e.state == ft.AppLifecycleState.RESUME:
            wakelock.ask_again()

    page.on_connect = back
    page.on_app_lifecycle_state_change = shown
    app.resize(page.width, page.height)
    page.on_resize = lambda e: app.resize(e.width, e.height)
    return app


def warm_up() -> int:
    """Load every Flet control class the app's screens name (``ft.Card``, ...); returns how many.

    Flet imports a control's module on first use, which makes the first screen of a fresh server about
    0.5 s slower; ``companion serve`` calls this in a thread while the browser is still loading its client.
    """
    names = set()
    for source in Path(__file__).parent.rglob("*.py"):
        names.update(re.findall(r"\bft\.([A-Z]\w*)", source.read_text(encoding="utf-8")))
    for name in names:
        getattr(ft, name, None)
    return len(names)


def make_main(store: Store | StoreGate, access: Access | None = None) -> Callable[[ft.Page], None]:
    """The Flet entry point serving ``store`` (or the store behind a gate, once it opens) to every browser tab; with
    ``access``, only to trusted browsers and those that give its join code."""
    gate = store if isinstance(store, StoreGate) else StoreGate.of(store)

    def main(page: ft.Page) -> None:
        dress(page)
        page.render(App, gate, access)

    return main


def dress(page: ft.Page) -> None:
    """What every page of the app has, served or in the browser: its title, theme, the symbols' font, and the
    browser's services registered with the first screen (so the browser knows them before any screen asks them)."""
    render_top_down(page.session)
    page.title = TITLE
    page.padding = 0
    page.theme = ft.Theme(color_scheme_seed=ft.Colors.INDIGO)
    page.dark_theme = ft.Theme(color_scheme_seed=ft.Colors.INDIGO)
    page.theme_mode = ft.ThemeMode.LIGHT
    page.fonts = {icons.FONT_FAMILY: icons.FONT_FILE}  # the printed symbols' glyphs (ui/icons.py)
    preferences()
    wakelock.awake()
