"""Building blocks every screen uses, so touch targets, labels and number sizes are the same everywhere.

Every interactive control is made here with a required ``label``: it is the control's accessible name
in the browser's accessibility tree and how the tests find it. Touch targets are at least 48 px.
"""

from __future__ import annotations

import contextlib
import inspect
from collections.abc import Callable
from typing import Any

import flet as ft

from companion.ui.lang import t

#: Smallest touch target, in logical pixels (Material and WCAG guidance).
TOUCH = 48
#: Size of the numbers people read across the table.
BIG_NUMBER = 32
#: Window size (logical pixels) from which a screen may show side-by-side panes: a tablet either way up. Narrower
#: or lower windows (a phone, upright or on its side) get one scrolling column: panes 150 px tall are no use.
WIDE = 720
WIDE_MIN_HEIGHT = 560

Handler = Callable[..., Any]

#: 16 px above and below an 18 px label keeps every button at least 48 px tall on every platform.
_BUTTON_STYLE = ft.ButtonStyle(padding=ft.Padding.symmetric(horizontal=20, vertical=16),
                               text_style=ft.TextStyle(size=18))
_TOUCH_BOX = ft.BoxConstraints(min_width=TOUCH, min_height=TOUCH)


def bind(fn: Callable[..., Any], *args: Any) -> Callable[[], Any]:
    """A click handler calling ``fn(*args)``; Flet passes the event to a handler that takes arguments,
    so ``lambda x=x: ...`` would receive the event instead of ``x``. A coroutine function (the app store's calls
    that save, such as ``app.act``) gets a coroutine handler, which Flet awaits while the loop serves the others."""
    if inspect.iscoroutinefunction(fn):
        async def awaited() -> None:
            await fn(*args)

        return awaited
    return lambda: fn(*args)


def button(label: str, on_click: Handler | None, *, icon: ft.IconData | None = None, primary: bool = False,
           disabled: bool = False, key: str | None = None, action: ft.ClientAction | None = None,
           wrap: bool = False) -> ft.Control:
    """A labelled button; ``primary`` for the one main action of a screen; ``action``: what the browser does itself
    inside the tap (share, copy, open a link: refused after a round trip on iOS), before ``on_click`` is called;
    ``wrap``: a long label wraps onto more lines (the button grows, never under 48 px) instead of being cut."""
    kind = ft.FilledButton if primary else ft.OutlinedButton
    # A wrapping label's own padding keeps one line at least 48 px tall (the button's padding does not, unsized).
    content: str | ft.Control = ft.Container(ft.Text(label, size=18), padding=ft.Padding.symmetric(vertical=8)) \
        if wrap else label
    return kind(content=content, icon=icon, on_click=on_click, disabled=disabled, style=_BUTTON_STYLE, key=key,
                height=None if wrap else TOUCH + 8, action=action)


def with_reason(control: ft.Control, reason: str | None, *, identifier: str = "reason", size: int = 16) -> ft.Control:
    """A (disabled) button with the engine's reason it is not allowed right under it, marked by an icon; ``size``: of
    the reason's words (smaller in a pinned bar, which takes its height from what scrolls above it)."""
    if not reason:
        return control
    why = ft.Semantics(identifier=identifier, label=reason, exclude_semantics=True, content=ft.Row(
        [ft.Icon(ft.Icons.BLOCK, size=size + 4), ft.Text(reason, size=size, expand=True)], spacing=6))
    return ft.Column([control, why], spacing=4)


def icon_button(icon: ft.IconData, label: str, on_click: Handler | None, *, disabled: bool = False) -> ft.Control:
    """An icon-only button named ``label`` by a semantics wrapper (a tooltip would double the accessible name)."""
    return ft.Semantics(label=label, button=True, content=ft.IconButton(
        icon=icon, on_click=on_click, disabled=disabled, size_constraints=_TOUCH_BOX, icon_size=28,
    ))


def text_field(label: str, value: str, on_change: Handler, *, number: bool = False, width: int | None = None,
               expand: bool | int | None = None, max_length: int | None = None) -> ft.TextField:
    """A labelled text (or whole-number) input; ``max_length`` stops typing at a name's limit (the store's check
    still refuses a longer value a client sends)."""
    return ft.TextField(label=label, value=value, on_change=on_change, width=width, expand=expand, text_size=18,
                        max_length=max_length,
                        keyboard_type=ft.KeyboardType.NUMBER if number else ft.KeyboardType.TEXT,
                        input_filter=ft.NumbersOnlyInputFilter() if number else None)


def switch(label: str, value: bool, on_change: Handler) -> ft.Control:
    """A labelled on/off switch, its state also said in words (not only by colour or position): the words take the
    width of the column it is put in and wrap there, the switch at the row's end, and the whole row is the one switch
    named "<label>: on/off" for screen readers (so tapping the words flips it too). Put it in a column, not in a
    wrapping row, which gives it no width to take."""
    said = t("{label}: on", label=label) if value else t("{label}: off", label=label)
    words = ft.Semantics(exclude_semantics=True, expand=True, content=ft.Text(said, size=18))
    toggle = ft.Semantics(label=said, content=ft.Switch(value=value, on_change=on_change, height=TOUCH))
    # Merged: one switch named by its words for screen readers, as a Switch's own label would be.
    return ft.MergeSemantics(content=ft.Row([words, toggle], spacing=8,
                                            vertical_alignment=ft.CrossAxisAlignment.CENTER))


def dropdown(label: str, value: str | None, choices: list[tuple[str, str]], on_select: Handler,
             *, width: int | None = None, text_size: int = 18, expand: bool = False) -> ft.Dropdown:
    """A labelled choice among ``(key, text)`` options; ``expand`` fills the width of its row."""
    return ft.Dropdown(label=label, value=value, width=width, on_select=on_select, text_size=text_size,
                       expand=True if expand else None,
                       options=[ft.DropdownOption(key=k, text=said) for k, said in choices])


def big_number(label: str, value: int | str, *, identifier: str | None = None, detail: str | None = None) -> ft.Control:
    """A number read across the table: big figure, its name below; ``identifier`` is the test handle."""
    lines: list[ft.Control] = [
        ft.Text(str(value), size=BIG_NUMBER, weight=ft.FontWeight.BOLD),
        ft.Text(label, size=14),
    ]
    if detail:
        lines.append(ft.Text(detail, size=12, italic=True))
    return ft.Semantics(
        identifier=identifier, label=f"{label}: {value}" + (f" ({detail})" if detail else ""), exclude_semantics=True,
        content=ft.Container(
            content=ft.Column(lines, spacing=0, horizontal_alignment=ft.CrossAxisAlignment.CENTER),
            padding=ft.Padding.symmetric(horizontal=8, vertical=4), width=104,
        ),
    )


def scrolling(content: ft.Control, *, key: str | None = None, ref: ft.Ref[ft.Column] | None = None,
              identifier: str | None = None) -> ft.Control:
    """``content`` in the space left, scrolling when taller; a pane scrolls (and re-lays out) on its own. ``ref``:
    set to the scrolling column, for moving it (``scroll_to``); ``identifier``: the pane's test handle (its box is
    the height the pane has on screen)."""
    column = ft.Column([content], scroll=ft.ScrollMode.AUTO, expand=True, ref=ref)
    shown = column if identifier is None else ft.Semantics(identifier=identifier, container=True, expand=True,
                                                           content=column)
    return ft.Container(shown, expand=True, key=key)


def scroller_of(control: ft.BaseControl) -> ft.ScrollableControl | None:
    """The scrolling column ``control`` is drawn in (the screen's, or the table's pane), if any."""
    parent = control.parent
    while parent is not None and not (isinstance(parent, ft.ScrollableControl) and parent.scroll is not None):
        parent = parent.parent
    return parent


def now_on_page(page: ft.Page, control: ft.BaseControl) -> object:
    """The control holding ``control``'s id on ``page`` now (Flet hands a control's id to the one that replaces it at
    a render; its own way to it, ``after_event``), None when that id has left the page."""
    return page.session.index.get(control._i)


async def scroll_live(page: ft.Page, scroller: ft.ScrollableControl | None, **where: Any) -> None:
    """Scroll ``scroller`` to ``where`` (``scroll_to``'s arguments) as it stands now on ``page``: a move awaited
    meanwhile redraws the screen, and Flet hands the scroller's id to a new control, leaving the one held here off
    the page (its ``scroll_to`` raised "Control must be added to the page first", which stopped the whole app).
    Nothing when the scroller has left the page."""
    if scroller is None:
        return
    live = now_on_page(page, scroller)
    if isinstance(live, ft.ScrollableControl):
        with contextlib.suppress(RuntimeError):  # it left the page between the look-up and the call
            await live.scroll_to(**where)


#: The scroll key of the control :func:`OpensAtTop` shows: one per screen at a time.
AT_TOP = "opens-at-top"


@ft.component
def OpensAtTop(content: ft.Control, shown: str) -> ft.Control:
    """``content`` scrolled to the top of the pane it is drawn in whenever ``shown`` changes (a new decision of the end
    of round: "Gus decides ...", then Dee's dice): the pane, scrolled down for the step before, had left the new one
    above what was in view. Only the pane moves; what ``content`` holds is left as it is."""
    held = ft.Container(content, key=ft.ScrollKey(AT_TOP))  # type: ignore[call-arg]  # flet types its keys without fields
    first = ft.use_ref(held)  # every later render's container takes over its id on the page
    page = ft.context.page

    async def to_top() -> None:
        # The control holding that id now: the first container's own parents may be gone (a pane whose controls
        # were kept the same had no new ones to link it to), and it would find no pane to scroll.
        live = now_on_page(page, first.current) if first.current is not None else None
        if isinstance(live, ft.BaseControl):
            await scroll_live(page, scroller_of(live), scroll_key=AT_TOP)

    ft.use_effect(to_top, [shown])
    return held


def heading(text: str, *, size: int = 24) -> ft.Text:
    """A section title, marked as a heading for screen readers."""
    return ft.Text(text, size=size, weight=ft.FontWeight.BOLD, semantics_label=text)


def notice(text: str, *, error: bool = False, identifier: str | None = None) -> ft.Control:
    """A message box; errors carry an icon and the word "Problem", never only a colour."""
    icon = ft.Icons.ERROR_OUTLINE if error else ft.Icons.INFO_OUTLINE
    body = t("Problem: {problem}", problem=text) if error else text
    return ft.Semantics(identifier=identifier, label=body, exclude_semantics=True, content=ft.Container(
        content=ft.Row([ft.Icon(icon), ft.Text(body, size=16, expand=True)], spacing=8),
        padding=12, border_radius=8,
        bgcolor=ft.Colors.ERROR_CONTAINER if error else ft.Colors.SECONDARY_CONTAINER,
    ))


def card(controls: list[ft.Control], *, identifier: str | None = None, key: str | None = None) -> ft.Control:
    """A framed group of controls (one player, one listed game); ``key`` keeps it, and what it holds, where it is
    among its siblings when one before it comes or goes."""
    return ft.Semantics(identifier=identifier, container=True, key=key, content=ft.Card(
        content=ft.Container(content=ft.Column(controls, spacing=8), padding=12),
    ))
