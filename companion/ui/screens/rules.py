"""Rules guide: each game's order of play as its rulebook lays it out (setup, the parts of a round or a turn with
their steps in order, game end), in plain words with the rulebook's text one tap away (``companion.core.turn_order``).

Home's guide offers every game, one at a time; a game's Rules tab shows its own (The Ancient World's tab is its own
screen, the round's checklist bound to the live game), and a game scored on paper the order of the game it scores.
"""

from __future__ import annotations

import flet as ft

from companion.core.game import GameKind
from companion.core.turn_order import TurnOrder, turn_order
from companion.kinds import game_of
from companion.ui import kind_screens
from companion.ui import widgets as w
from companion.ui.context import use_app
from companion.ui.hooks import keyed
from companion.ui.lang import reader, t
from companion.ui.order_guide import OrderGuide


def _choice(kind: GameKind, chosen: bool, choose: ft.ControlEventHandler[ft.Button] | None) -> ft.Control:
    """A game's button: the chosen one filled and marked by a tick, not only by colour."""
    return ft.Semantics(selected=chosen, content=w.button(t(kind.title), choose, primary=chosen,
                                                          icon=ft.Icons.CHECK if chosen else ft.Icons.MENU_BOOK))


def _order(kind: GameKind) -> TurnOrder | None:
    """The order of play of the game ``kind`` plays, or scores on paper."""
    return turn_order(game_of(kind.id), reader())


@ft.component
def Rules() -> ft.Control:
    """The guide of the open game, or of one of the installed games with a button for each."""
    app = use_app()
    if app.game is not None and (own := kind_screens.own_screen(app.game.kind.id, "rules")) is not None:
        return own()
    kinds = [k for k in ([app.game.kind] if app.game else app.kinds) if _order(k) is not None]
    chosen_id, choose = ft.use_state("")
    if not kinds:
        return ft.Column([w.heading(t("Rules guide")), ft.Text(t("No game is installed yet."), size=16)], spacing=12)
    chosen = next((k for k in kinds if k.id == chosen_id), kinds[0])
    order = _order(chosen)
    assert order is not None  # kinds holds only the games with an order of play
    controls: list[ft.Control] = [w.heading(t("Rules guide: {game}", game=order.title))]
    if len(kinds) > 1:
        controls.append(ft.Row([_choice(k, k is chosen, w.bind(choose, k.id)) for k in kinds], wrap=True))
    controls += [ft.Text(t("The order of play, step by step in plain words, with the rulebook's own text one tap away "
                           "(quoted from the {rulebook}).", rulebook=order.rulebook), size=16),
                 keyed(OrderGuide, chosen.id)(order)]
    return ft.Column(controls, spacing=12)
