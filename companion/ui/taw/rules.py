"""The Ancient World's rules guide: the round's steps as a checklist bound to the live game, under the rulebook's
phase headings (Prepare, Player Actions, End of Round, Game End) and numbered within their phase as the rulebook
numbers them, the current one marked, each in plain words with the rulebook's text one tap away; then every action,
ambrosia ability, symbol and titan effect explained. The texts and the current step are the engine's
(``companion.taw.guide``)."""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from companion.taw.guide import PARTS, ChecklistItem, GuideText, checklist, guide, turn_order
from companion.ui import widgets as w
from companion.ui.context import use_app
from companion.ui.lang import N_, reader, t
from companion.ui.order_guide import OrderGuide

#: Status words and icons: the current step is marked by both, never only by colour.
STATUS = {
    "done": (N_("done"), ft.Icons.CHECK_CIRCLE_OUTLINE),
    "current": (N_("now"), ft.Icons.ARROW_CIRCLE_RIGHT),
    "upcoming": (N_("later"), ft.Icons.RADIO_BUTTON_UNCHECKED),
    "skipped": (N_("skipped this round"), ft.Icons.REMOVE_CIRCLE_OUTLINE),
}


def _readable(key: str, item: GuideText, open_key: str, toggle: Callable[[str], None]) -> list[ft.Control]:
    """A "Read ..." button, and the rulebook text under it when open."""
    shown = key == open_key
    said = t("Hide: {title}", title=item.title) if shown else t("Read: {title}", title=item.title)
    rows: list[ft.Control] = [w.button(said, w.bind(toggle, key),
                                       icon=ft.Icons.EXPAND_LESS if shown else ft.Icons.MENU_BOOK)]
    if shown:
        rows.append(ft.Semantics(identifier=f"text-{key}", label=item.text, exclude_semantics=True,
                                 content=ft.Text(item.text, size=16, selectable=True)))
    return rows


def _phases(items: list[ChecklistItem], open_key: str, toggle: Callable[[str], None]) -> list[ft.Control]:
    """The round's steps under their phase's heading, each marked done, now, later or skipped, with its plain words."""
    texts = guide(reader())
    controls: list[ft.Control] = []
    for phase in PARTS[1:]:
        part = texts.parts[phase]
        controls += [w.heading(part.title, size=22), ft.Text(part.text, size=16, italic=True)]
        for item in (i for i in items if i.step.phase == phase):
            word, icon = t(STATUS[item.status][0]), STATUS[item.status][1]
            step = item.step
            line = ft.Semantics(identifier=f"step-{step.id}", label=f"{step.title} ({word})", exclude_semantics=True,
                                content=ft.Row([ft.Icon(icon), ft.Text(
                                    f"{step.title} ({word})", size=18, expand=True,
                                    weight=ft.FontWeight.BOLD if item.status == "current" else None)]))
            controls += [line, ft.Text(step.plain, size=16), *_readable(step.id, step, open_key, toggle)]
    return controls


@ft.component
def TawRules() -> ft.Control:
    """The guide for the open game of The Ancient World (or the plain guide outside a game)."""
    app = use_app()
    open_key, set_open = ft.use_state("")

    def toggle(key: str) -> None:
        set_open("" if key == open_key else key)

    texts = guide(reader())
    controls: list[ft.Control] = [w.heading(t("Rules guide: The Ancient World"))]
    state = app.game.state if app.game is not None else None
    if state is not None:
        controls.append(w.heading(t("Round {n}: the steps in order", n=state.round), size=20))
        controls += _phases(checklist(state, reader()), open_key, toggle)
    else:
        controls.append(OrderGuide(turn_order(reader())))
    for title, group in ((N_("Actions"), texts.actions), (N_("Ambrosia abilities"), texts.ambrosia),
                         (N_("Card symbols"), texts.symbols), (N_("Titan effects"), texts.titan_effects)):
        controls.append(w.heading(t(title), size=20))
        for key, text in group.items():
            controls += _readable(f"{title}:{key}", text, open_key, toggle)
    return ft.Column(controls, spacing=8)
