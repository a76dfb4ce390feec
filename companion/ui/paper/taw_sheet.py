"""The Ancient World's paper sheet, one player at a time, all on one phone screen (390x844) with no scrolling.

Per player, only what Game End uses: the banners of each tribe across all their empire cards and titans, the
starving citizens, the damaged empire cards, and the scoring cards they own, picked by name, each asking only what
its scoring reads (:func:`companion.taw.paper.question`). Every tap is an entry of the sheet (saved before it shows);
the player's total is shown live on their chip at the top and beside "Next". The tie-break counts are asked on the
result, only while a tie needs them (:mod:`companion.ui.paper.taw_result`).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any, cast

import flet as ft

from companion.core.paper import Entered
from companion.taw.data import board, tribes
from companion.taw.paper import (
    SHEET_TRIBES,
    PaperBanners,
    PaperPick,
    PaperPlayer,
    PaperRequirement,
    TawPaperCount,
    Tribe,
    count_words,
    offered,
    offered_card,
    question,
    result,
)
from companion.taw.scoring_rules import scoring_rules
from companion.ui import widgets as w
from companion.ui.context import go, use_game
from companion.ui.lang import N_, reader, t, tn
from companion.ui.numbers import chip
from companion.ui.paper.chips import Keypad, count_row, lead_words
from companion.ui.state import AppState
from companion.ui.taw.tribes import tribe_icon

#: Chips shown of the counts (then "+"): a tribe's banners up to the most that score, starving up to the citizens a
#: player has, damaged cards and titans up to a few.
FEW = 4
#: Width of a row's word in front of its chips.
LEAD = 86


def first_open(players: list[PaperPlayer]) -> int:
    """The seat to enter first: the first not entered yet (the first seat once all are)."""
    return next((i for i, line in enumerate(players) if not line.entered), 0)


def next_open(players: list[PaperPlayer], seat: int) -> int | None:
    """The seat to enter after ``seat``: the next one not entered yet (after it, else before it), or None: the
    sheet is complete once ``seat`` is."""
    order = [*range(seat + 1, len(players)), *range(seat)]
    return next((i for i in order if not players[i].entered), None)


def _act(app: AppState, action: Any) -> Any:
    """A chip's handler: the entry, saved (a refusal says why at the top, and nothing changes)."""
    return w.bind(app.act, action)


def _seats(app: AppState, players: list[PaperPlayer], totals: dict[str, int], seat: int,
           choose: Any) -> ft.Control:
    """A chip per player with the live total: the one being entered is chosen; a tap goes to another."""
    return ft.Row([chip(tn("{name}, {n} point", "{name}, {n} points", totals[line.name], name=line.name),
                        f"{line.name} {totals[line.name]}",
                        i == seat, w.bind(choose, i)) for i, line in enumerate(players)], spacing=4, wrap=True)


def _banners(app: AppState, seat: int, line: PaperPlayer) -> list[ft.Control]:
    """A row per tribe: its symbol and the chips 1 to the most that score, then "+"."""
    def setter(tribe: Tribe) -> Callable[[int], Awaitable[bool]]:
        return lambda n: app.act(PaperBanners(player=seat, tribe=tribe, count=n))

    return [count_row(tribe_icon(tribe, size=24), t("{name} {tribe} banners", name=line.name,
                                                    tribe=t(tribes().get(tribe).label).lower()),
                      line.banners.get(tribe, 0), setter(tribe), top=scoring_rules().banner_cap, more=True,
                      identifier=f"banners-{tribe}") for tribe in SHEET_TRIBES]


def _count(app: AppState, seat: int, line: PaperPlayer, field: Any, word: str, top: int, more: bool) -> ft.Control:
    return count_row(lead_words(t(word), LEAD), t("{name} {counted}", name=line.name, counted=t(count_words()[field])),
                     getattr(line, field) or 0,
                     lambda n: app.act(TawPaperCount(player=seat, field=field, value=n)), top=top, more=more,
                     identifier=f"count-{field}")


def _wild(app: AppState, line: PaperPlayer) -> str:
    """The colour(s) the player's wild banner scores best as now ("green"), or "" when they have none."""
    wild = result(app.game.state).player(line.name).wild if app.game is not None else ()
    return reader().joined([t(tribes().get(c).label).lower() for c in wild])


def _face(app: AppState, line: PaperPlayer, name: str) -> str:
    """A picked card's chip: its name, and for a wild banner's card the colour it scores as ("Traveler Camp: green")."""
    card = offered_card(name)
    return f"{name}: {_wild(app, line)}" if card is not None and card.banners and _wild(app, line) else name


def _cards(app: AppState, seat: int, line: PaperPlayer, open_panel: Any) -> ft.Control:
    """The picked scoring cards (a tap opens the card's question, or takes it off), and "Add a scoring card"."""
    picked = [chip(t("{name}'s {card}: change or remove", name=line.name, card=_face(app, line, str(c.name))),
                   _face(app, line, str(c.name)), True, w.bind(open_panel, str(c.name))) for c in line.cards]
    add = chip(t("Add a scoring card for {name}", name=line.name), t("+ Card"), False, w.bind(open_panel, "pick"))
    return ft.Row([lead_words(t("Scoring"), LEAD), *picked, add], spacing=4, wrap=True, run_spacing=4)


def _picker(app: AppState, seat: int, line: PaperPlayer, open_panel: Any) -> ft.Control:
    """Every offered scoring card by name (the ones picked marked); a tap picks it and opens its question."""
    async def pick(name: str) -> None:
        card = offered_card(name)
        if await app.act(PaperPick(player=seat, card=name)):
            open_panel(name if card is not None and question(card) else None)

    names = [str(c.name) for c in offered() if line.card(str(c.name)) is None]
    return ft.Column([
        ft.Text(t("Which scoring card has {name}?", name=line.name), size=18, weight=ft.FontWeight.BOLD),
        ft.Row([chip(t("{name} has {card}", name=line.name, card=n), n, False, w.bind(pick, n)) for n in names],
               wrap=True, spacing=4,
               run_spacing=4),
        w.button(t("Back to the sheet"), w.bind(open_panel, None), icon=ft.Icons.ARROW_BACK),
    ], spacing=8)


def _question(app: AppState, seat: int, line: PaperPlayer, name: str, open_panel: Any) -> ft.Control:
    """What the picked card ``name`` asks (its requirement, a count), and taking it off."""
    card = offered_card(name)
    asks = question(card) if card is not None else None
    picked = line.card(name)
    body: list[ft.Control] = [ft.Text(name, size=20, weight=ft.FontWeight.BOLD)]

    async def answer(field: Any, value: int) -> None:
        if await app.act(TawPaperCount(player=seat, field=field, value=value)):
            open_panel(None)

    def requires(tribe: Tribe) -> Callable[[int], Awaitable[bool]]:
        return lambda n: app.act(PaperRequirement(player=seat, card=name, tribe=tribe, count=n))

    if asks == "requires" and picked is not None:
        body += [ft.Text(t("The banners {card} prints as its requirement:", card=name), size=15),
                 *[count_row(tribe_icon(tribe, size=24),
                             t("{card} requires {tribe}", card=name, tribe=t(tribes().get(tribe).label).lower()),
                             picked.requires.get(tribe, 0), requires(tribe), top=scoring_rules().banner_cap)
                   for tribe in SHEET_TRIBES]]
    elif asks in ("titans", "citizens"):
        counted = t(count_words()[asks])
        body += [ft.Text(t("{name}'s {counted}:", name=line.name, counted=counted), size=15),
                 count_row(ft.Container(), t("{name} {counted}", name=line.name, counted=counted),
                           getattr(line, asks) or 0,
                           lambda n: answer(asks, n), top=5, more=asks == "titans",
                           least=1 if asks == "citizens" else 0)]
    elif asks is not None:
        body.append(Keypad(t("{counted} of {name}", counted=t(asks), name=line.name), getattr(line, asks),
                           lambda n: answer(asks, n)))
    elif card is not None and card.banners:
        said = t("Its wild banner counts as {colour}: the colour that scores best now",
                 colour=_wild(app, line) or t("the colour that scores best"))
        body.append(ft.Semantics(identifier="wild-colour", label=said, exclude_semantics=True,
                                 content=ft.Text(said, size=15)))
    body.append(ft.Row([
        w.button(t("Done"), w.bind(open_panel, None), icon=ft.Icons.CHECK, primary=True),
        w.button(t("Remove {name}", name=name), _act(app, PaperPick(player=seat, card=name, owned=False)),
                 icon=ft.Icons.DELETE),
    ], wrap=True))
    return ft.Column(body, spacing=6)


@ft.component
def TawPaperTable() -> ft.Control:
    """The sheet of the open game, one player at a time; "Next" enters the player, the last one shows the result."""
    app, game = use_game()
    players: list[PaperPlayer] = game.state.players
    seat, set_seat = ft.use_state(first_open(players))
    panel, set_panel = ft.use_state(cast(str | None, None))
    seat = min(seat, len(players) - 1)
    line = players[seat]
    totals = {p.name: p.total for p in result(game.state).players}

    def choose(i: int) -> None:
        set_panel(None)
        set_seat(i)

    async def next_player() -> None:
        if not line.entered and not await app.act(Entered(player=seat)):
            return
        after = next_open(players, seat)
        if after is None:
            go(f"/game/{app.current.id}/scores" if app.current else "/")
        else:
            choose(after)

    if panel == "pick":
        middle = [_picker(app, seat, line, set_panel)]
    elif panel is not None and line.card(panel) is not None:
        middle = [_question(app, seat, line, panel, set_panel)]
    else:
        middle = [ft.Text(t("Banners on all empire cards and titans"), size=15), *_banners(app, seat, line),
                  _count(app, seat, line, "starving", N_("Starving"), board().max_citizen_skill, False),
                  _count(app, seat, line, "damaged", N_("Damaged"), FEW, True),
                  _cards(app, seat, line, set_panel)]
    after = next_open(players, seat)
    going = t("See the result") if after is None else t("Next: {name}", name=players[after].name)
    footer = ft.Row([
        ft.Semantics(identifier="paper-total", label=tn("{name}: {n} point", "{name}: {n} points", totals[line.name],
                                                        name=line.name),
                     exclude_semantics=True, content=ft.Text(f"{line.name}: {totals[line.name]}", size=24,
                                                              weight=ft.FontWeight.BOLD, expand=True)),
        w.button(going, next_player, icon=ft.Icons.ARROW_FORWARD, primary=True),
    ], alignment=ft.MainAxisAlignment.SPACE_BETWEEN)
    return ft.Column([_seats(app, players, totals, seat, choose), *middle, footer], spacing=6)
