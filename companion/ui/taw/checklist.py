"""What to do on the physical table, as a checklist: each of the engine's table notes is one short line with the
symbol of what moves and a box to tick, so the table works down the list instead of reading a paragraph.

The ticks belong to this screen only (the engine's state is what the table must do, not who has done it): they are
kept per item while the notes stay the same and start over when the notes change (the next move, an undo). When the
notes span several steps of the round (an end of round that needed no decision), each step's items come under the
step's title from the rules guide, in the rulebook's order the engine gave them.
"""

from __future__ import annotations

import flet as ft

from companion.taw.guide import guide
from companion.taw.state import State, TableNote
from companion.ui import icons
from companion.ui import widgets as w
from companion.ui.hooks import use_lazy_state
from companion.ui.lang import reader, t, tn

Said = tuple[tuple[str, str, tuple[int, ...]], ...]
#: No item ticked (the items are numbered in the notes' order).
NONE_TICKED: frozenset[int] = frozenset()
#: More items than this in the pinned bar scroll within it, :data:`FOLDED_HEIGHT` px tall (about three lines): after
#: an end of round a 4-player game has 13-14, which took the whole height of a phone and left no tile to tap; an
#: attack's 4 took 105 px from the dice to be entered next (issue 23: the entry under 55% of the height).
FOLD_AFTER = 3
FOLDED_HEIGHT = 72


def _said(notes: list[TableNote]) -> Said:
    """What the notes say, to tell when they change (and the ticks start over)."""
    return tuple((t(n.text), n.step, tuple(n.players)) for n in notes)


def _mark(ticked: bool) -> str:
    """A tick in words, so it is never said by the box alone."""
    return t("done") if ticked else t("to do")


def _item(note: TableNote, ticked: bool, on_tick: w.Handler) -> ft.Control:
    """One thing to do: its symbol, its words (struck through once ticked) and the tick box, a 48 px target."""
    style = ft.TextStyle(decoration=ft.TextDecoration.LINE_THROUGH) if ticked else None
    return ft.Row([
        icons.symbol(note.icon),
        ft.Text(t(note.text), size=17, expand=True, style=style,
                color=ft.Colors.ON_SURFACE_VARIANT if ticked else None),
        w.icon_button(ft.Icons.CHECK_BOX if ticked else ft.Icons.CHECK_BOX_OUTLINE_BLANK,
                      f"{t(note.text)} ({_mark(ticked)})", on_tick),
    ], spacing=8, vertical_alignment=ft.CrossAxisAlignment.CENTER)


@ft.component
def Checklist(state: State) -> ft.Control:
    """The table notes of the last group of actions as a tickable list, named ``table-notes`` for screen readers
    (its label lists every item and whether it is done)."""
    notes = list(state.table_notes)
    said = _said(notes)
    held, set_held = use_lazy_state(lambda: (said, NONE_TICKED))
    ticked = held[1] if held[0] == said else NONE_TICKED

    def forget() -> None:
        """New notes: the ticks start over (also when the old notes come back, by an undo and a redo)."""
        if held[0] != said:
            set_held((said, NONE_TICKED))

    ft.use_effect(forget, [said])

    def tick(index: int) -> None:
        set_held((said, ticked ^ {index}))

    titles = {step.id: step.title for step in guide(reader()).steps}
    several = len({n.step for n in notes}) > 1
    rows: list[ft.Control] = []
    for index, note in enumerate(notes):
        if several and (index == 0 or notes[index - 1].step != note.step):
            rows.append(ft.Text(titles[note.step], size=16, weight=ft.FontWeight.BOLD))
        rows.append(_item(note, index in ticked, w.bind(tick, index)))
    done = t("{done} of {total} done", done=len(ticked), total=len(notes))
    label = t("On the table, {done}: {items}", done=done,
              items="; ".join(f"{t(n.text)} ({_mark(i in ticked)})" for i, n in enumerate(notes)))
    return ft.Semantics(identifier="table-notes", label=label, container=True,
                        content=w.card([w.heading(t("On the table ({done})", done=done), size=20), *rows]))


def _short_item(symbol: str, text: str) -> ft.Control:
    """One item of the summary: its symbol and words as one text, so a long item wraps at the screen's edge (a symbol
    and a text side by side in a row gave the text no width and it ran off the screen)."""
    return ft.Text(spans=[ft.TextSpan(icons.glyph(symbol), ft.TextStyle(font_family=icons.FONT_FAMILY, size=18,
                                                                        height=1.0)),
                          ft.TextSpan(f" {text}")], size=14)


def summary(state: State, trailing: ft.Control | None = None) -> ft.Control | None:
    """The table notes as short items, each with its symbol, for the pinned bar under the board on a phone, where the
    tickable list would push the board off the screen (the End of round tab has the list); ``trailing`` (the Undo)
    stands at the end of its first line. When every item concerns one player, the name is said once before them
    ("On the table, Ann: 1 ambrosia from Learn; pay 3 coins; ..."). A long list scrolls within the bar; while a
    decision is being entered the list folds away to its count (the End of round tab lists it, and the screen reader
    still says every item), so the decision keeps the height."""
    notes = state.table_notes
    if not notes:
        return None
    seats = {tuple(n.players) for n in notes}
    one = next(iter(seats))[0] if len(seats) == 1 and len(next(iter(seats))) == 1 else None
    name = state.players[one].name if one is not None else ""
    texts = [t(n.text).removeprefix(f"{name}: ") if name else t(n.text) for n in notes]
    items: list[ft.Control] = [_short_item(n.icon, said) for n, said in zip(notes, texts, strict=True)]
    head = t("On the table, {name}:", name=name) if name else t("On the table:")
    folded = len(notes) > FOLD_AFTER  # an attack's 4 items, an end of round's 13-14: the entry keeps its height
    count = " " + t("({n}, scroll for all)", n=len(notes)) if folded else ""
    if state.pending:
        count = " " + tn("{n} item, listed in the End of round tab", "{n} items, listed in the End of round tab",
                         len(notes))
    # Wrapping, not squeezing: where the words and the Undo ("Undo Ann's titan confrontation") do not fit side by
    # side, the Undo goes under them, each keeping its width.
    top = ft.Row([ft.Text(head + count, size=14, weight=ft.FontWeight.BOLD), *([trailing] if trailing else [])],
                 spacing=8, wrap=True, run_spacing=2, alignment=ft.MainAxisAlignment.SPACE_BETWEEN,
                 vertical_alignment=ft.CrossAxisAlignment.CENTER)
    listed: ft.Control = ft.Row(items, wrap=True, spacing=10, run_spacing=2)
    if state.pending:
        listed = ft.Container()
    elif folded:
        listed = ft.Container(ft.Column([listed], scroll=ft.ScrollMode.AUTO), height=FOLDED_HEIGHT)
    return ft.Column([top, ft.Semantics(identifier="table-todo", label=f"{head} " + "; ".join(texts),
                                        exclude_semantics=True, content=listed)], spacing=2,
                     horizontal_alignment=ft.CrossAxisAlignment.STRETCH)  # the bar the whole width: the Undo at its end
