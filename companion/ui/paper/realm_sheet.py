"""Ancient Realm's final sum entered on paper's terms, on one phone screen: the points added up on the cards (by
keypad, the field chosen by its button), the monuments kept and what is left in storage (chips), the total and the
rating live; "See the result" finishes the sheet and shows the score line by line."""

from __future__ import annotations

from typing import Any, cast

import flet as ft

from companion.core.paper import Entered
from companion.realm.paper import WORDS, RealmPaperCount, RealmPaperPlayer, final_sum
from companion.realm.rules import rules
from companion.ui import widgets as w
from companion.ui.context import go, use_game
from companion.ui.hooks import keyed
from companion.ui.lang import N_, t
from companion.ui.numbers import chip, printed
from companion.ui.paper.chips import Keypad, count_row, lead_words
from companion.ui.realm.score import sheet_view
from companion.ui.state import AppState
from companion.words.amounts import amount

#: The points added up on the cards, entered by keypad.
POINTS = ("mines", "wonders", "misfortunes", "effects")
#: What is left in storage, and the monuments kept, entered by chips.
LEFT = ("gold", "wheat", "wood", "stone")
#: Size of a good's symbol in front of its chips.
SYMBOL = 26
#: The word on each field's chip, before its number.
CHIPS = {"mines": N_("Mines"), "wonders": N_("Wonders"), "misfortunes": N_("Misfortunes"), "effects": N_("Effects")}


def _setter(app: AppState, field: str) -> Any:
    return lambda n: app.act(RealmPaperCount(player=0, field=cast(Any, field), value=n))


@ft.component
def RealmPaperTable() -> ft.Control:
    """The solo player's line, then the result once entered."""
    app, game = use_game()
    line: RealmPaperPlayer = game.state.players[0]
    editing, set_editing = ft.use_state(cast(str | None, "mines"))
    sheet = final_sum(line)
    most = rules().storage.maximum

    async def done() -> None:
        if line.entered or await app.act(Entered(player=0)):
            go(f"/game/{app.current.id}/scores" if app.current else "/")

    fields = ft.Row([chip(t("{field}: {n}", field=t(WORDS[f]), n=getattr(line, f)),
                          t("{field} {n}", field=t(CHIPS[f]), n=getattr(line, f)), f == editing,
                          w.bind(set_editing, f)) for f in POINTS], wrap=True, spacing=4, run_spacing=4)
    controls: list[ft.Control] = [ft.Text(t("{name}: points added up on the cards", name=line.name), size=15), fields]
    if editing is not None:
        controls.append(keyed(Keypad, f"realm-{editing}")(t(WORDS[editing]), getattr(line, editing),
                                                          _setter(app, editing)))
    # The good's printed symbol leads its row (the chips say its name): seven chips and it fit a phone's column.
    controls += [count_row(ft.Container(printed([f], SYMBOL)[0], width=SYMBOL + 4),
                           t("{name} {field}", name=line.name, field=t(WORDS[f])),
                           getattr(line, f), _setter(app, f), top=most, identifier=f"count-{f}") for f in LEFT]
    controls.append(count_row(lead_words(t("Monuments"), 100),
                              t("{name} {field}", name=line.name, field=t(WORDS["monuments"])), line.monuments,
                              _setter(app, "monuments"), top=4, more=True, identifier="count-monuments"))
    controls += [
        ft.Semantics(identifier="paper-total",
                     label=t("{name}: {points}, {rating}", name=line.name, points=amount(sheet.total, "point"),
                             rating=sheet.rating),
                     exclude_semantics=True,
                     content=ft.Text(t("{points}: {rating}", points=amount(sheet.total, "point"), rating=sheet.rating),
                                     size=18, weight=ft.FontWeight.BOLD)),
        ft.Row([w.button(t("See the result"), done, icon=ft.Icons.ARROW_FORWARD, primary=True)],
               alignment=ft.MainAxisAlignment.END),
    ]
    return ft.Column(controls, spacing=6)


@ft.component
def RealmPaperScore() -> ft.Control:
    """The final sum line by line with its rating, and going back to fix a number."""
    app, game = use_game()
    title = t("Final score") if game.is_over else t("Score so far (not entered yet)")
    return ft.Column([*sheet_view(title, final_sum(game.state.players[0])),
                      w.button(t("Fix a number"), lambda: go(f"/game/{app.current.id}") if app.current else None,
                               icon=ft.Icons.EDIT)], spacing=10)
