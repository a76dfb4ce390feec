"""Home's "Score a finished game": which game, and its players in seat order, the names of earlier games' players
one tap each (a new name is the only thing typed). Starting saves the sheet as a game of the paper kind (its setup
checked by the kind's model: a player with no name, too many or too few players, two alike, are refused in words
and nothing is saved) and opens its first player's entry."""

from __future__ import annotations

import flet as ft

from companion.core.names import LIMITS, name_problem
from companion.kinds import paper_kinds
from companion.ui import forms
from companion.ui import widgets as w
from companion.ui.context import go, use_app
from companion.ui.lang import t
from companion.ui.numbers import chip
from companion.ui.state import AppState


def earlier_names(app: AppState) -> list[str]:
    """Players of the saved games, the most recent game's first, then the history's, each name once."""
    names: dict[str, str] = {}
    for game in (*app.games, *app.archived_games):
        for name in game.players:
            names.setdefault(name.casefold(), name)
    for record in app.history:
        names.setdefault(record.player.casefold(), record.player)
    return list(names.values())


async def start(app: AppState, kind_id: str, names: list[str]) -> None:
    """Save the sheet as a new game of ``kind_id`` and open its entry (a refusal says why; nothing saved)."""
    app.choose_kind(kind_id)
    app.set_option("players", [{"name": n} for n in names])
    game_id = await app.start_game()
    if game_id is not None:
        go(f"/game/{game_id}")


@ft.component
def ScorePaper() -> ft.Control:
    """The choice of the game and its players for a sheet scored on paper."""
    app = use_app()
    ft.use_effect(app.lists_opened, [], cleanup=app.lists_closed)
    kinds = paper_kinds()
    kind_id, set_kind = ft.use_state(kinds[0].id)
    names, set_names = ft.use_state(list[str]())
    typed, set_typed = ft.use_state("")
    kind = next(k for k in kinds if k.id == kind_id)
    least, most = kind.seats
    setup, problem = forms.validate(kind.setup_model, {"players": [{"name": n} for n in names]})

    def add(name: str) -> None:
        set_names([*names, name.strip()])
        set_typed("")

    def choose_kind(chosen: str) -> None:
        set_kind(chosen)
        set_names([])

    taken = {n.casefold() for n in names}
    seats = [ft.Row([ft.Text(f"{i + 1}. {n}", size=20, weight=ft.FontWeight.BOLD, expand=True),
                     w.icon_button(ft.Icons.CLOSE, t("Remove {name}", name=n), w.bind(set_names,
                                                                                      names[:i] + names[i + 1:]))])
             for i, n in enumerate(names)]
    full = len(names) >= most
    controls: list[ft.Control] = [
        w.heading(t("Score a finished game")),
        ft.Row([chip(t("Game: {game}", game=t(k.title)), t(k.title), k.id == kind_id, w.bind(choose_kind,
                                                                                       k.id)) for k in kinds],
               wrap=True, spacing=4),
        w.heading(t("Players in seat order ({least}-{most})", least=least, most=most) if most > 1
                  else t("The player"), size=20),
        *seats,
    ]
    if not full:
        earlier = [n for n in earlier_names(app) if n.casefold() not in taken]
        controls += [ft.Row([chip(t("Add {name}", name=n), n, False, w.bind(add, n)) for n in earlier], wrap=True,
                            spacing=4,
                            run_spacing=4)] if earlier else []
        refused = name_problem(typed, "player") or (
            t("{name} is already a player", name=typed.strip()) if typed.strip().casefold() in taken else None)
        controls.append(ft.Row([
            w.text_field(t("New player's name"), typed, lambda e: set_typed(e.control.value or ""), expand=True,
                         max_length=LIMITS["player"]),
            w.button(t("Add"), w.bind(add, typed), icon=ft.Icons.PERSON_ADD, disabled=refused is not None),
        ]))
        if typed and refused:
            controls.append(w.notice(t("Not added: {why}", why=t(refused)), error=True,
                                     identifier="paper-name-problem"))
    controls.append(w.with_reason(w.button(t("Enter the scores"), w.bind(start, app, kind_id, names),
                                           icon=ft.Icons.ARROW_FORWARD, primary=True, disabled=setup is None),
                                  problem and t("Not yet: {why}", why=t(problem)), identifier="paper-start-reason"))
    return ft.Column(controls, spacing=12)
