"""The Ancient World's result, readable on a phone: the outcome in one sentence, the standings (each player's rank,
name and total, big, the winner marked by a trophy and the word, not by colour alone), a card per player with the
breakdown by category, the chart stacked by category and why each rank is where it is. Nothing scrolls sideways: a
player is a row or a card, never a column.

:func:`result_view` is the whole view of a :class:`Result`, for any screen that shows one (the Scores tab, a sheet
scored by hand); :func:`TawScore` is the Scores tab of a recorded game."""

from __future__ import annotations

import flet as ft

from companion.core.errors import DataError
from companion.taw.outcome import outcome
from companion.taw.score_sheet import sheet_from_state
from companion.taw.scoring import Line, PlayerScore, Result, score
from companion.ui import widgets as w
from companion.ui.context import use_game
from companion.ui.lang import N_, t, tn
from companion.ui.taw.export import ExportPanel
from companion.ui.taw.score_chart import banner_tribe, category_colour, category_rows, totals_chart
from companion.ui.taw.tribes import tribe_icon
from companion.words.amounts import amount
from companion.words.amounts import ordinal as place

#: Size of a player's total in the standings, the biggest number of the result.
TOTAL_SIZE = 40
#: Size of a rank ("1st") in the standings.
RANK_SIZE = 24
#: Width of the rank's column in the standings: "4th" at RANK_SIZE, with room.
RANK_WIDTH = 64
#: The ranks a game of 2-4 players has, in words (:func:`~companion.words.amounts.ordinal` says any other).
RANKS = {1: N_("1st"), 2: N_("2nd"), 3: N_("3rd"), 4: N_("4th")}


def rank_words(rank: int) -> str:
    """``1st`` / ``1.``."""
    return t(RANKS[rank]) if rank in RANKS else t(place(rank))


def _win(player: PlayerScore, final: bool) -> tuple[str, str]:
    """A winner's word under the name, and in the rank's spoken words: "Winner" / "winner", "Shared win", "Leading"
    or "Sharing the lead" (while the game runs)."""
    if final:
        return (N_("Shared win"), N_("shared win")) if player.shared_with else (N_("Winner"), N_("winner"))
    return (N_("Sharing the lead"), N_("sharing the lead")) if player.shared_with else (N_("Leading"), N_("leading"))


def _frame(content: ft.Control, winner: bool, *, filled: bool = False) -> ft.Container:
    """A player's box: a winner's has a thick primary edge (with the trophy or "1st" inside: not colour alone) and,
    ``filled``, the primary container's colour (not under a breakdown, where tribes' colours would lose contrast)."""
    edge = ft.Border.all(3, ft.Colors.PRIMARY) if winner else ft.Border.all(1, ft.Colors.OUTLINE)
    return ft.Container(content, border=edge, border_radius=12, padding=ft.Padding.symmetric(horizontal=12, vertical=8),
                        bgcolor=ft.Colors.PRIMARY_CONTAINER if winner and filled else None)


def _place(player: PlayerScore, winner: bool, final: bool) -> str:
    """Under the name: "Winner" (or "Shared win"; "Leading" or "Sharing the lead" while the game runs), else a rank
    shared with whom, else the points in words."""
    if winner:
        return t(_win(player, final)[0])
    if player.shared_with:
        return t("Shared with {names}", names=", ".join(player.shared_with))
    return t(amount(player.total, "point"))


def _standing(i: int, player: PlayerScore, winner: bool, final: bool) -> ft.Control:
    """One player's line of the standings: rank, name (with "Winner" and a trophy), total. ``rank-<i>`` and
    ``total-<i>`` (``i``: the player's place in the result) are the numbers' test handles; each number's box is the
    number's own, so a test can see it whole on screen."""
    rank = ft.Semantics(identifier=f"rank-{i}", label=t("{name} rank {rank}", name=player.name,
                                                       rank=rank_words(player.rank))
                        + (f" ({t(_win(player, final)[1])})" if winner else ""), exclude_semantics=True,
                        content=ft.Text(rank_words(player.rank), size=RANK_SIZE, weight=ft.FontWeight.BOLD))
    under = ft.Row([*([ft.Icon(ft.Icons.EMOJI_EVENTS, size=20, color=ft.Colors.PRIMARY)] if winner else []),
                    ft.Text(_place(player, winner, final), size=16, weight=ft.FontWeight.BOLD if winner else None)],
                   spacing=4, tight=True, wrap=True)
    who = ft.Column([ft.Text(player.name, size=20, weight=ft.FontWeight.BOLD), under], spacing=0, expand=True)
    total = ft.Semantics(identifier=f"total-{i}", label=t("{name} total {total}", name=player.name,
                                                         total=player.total), exclude_semantics=True,
                         content=ft.Text(str(player.total), size=TOTAL_SIZE, weight=ft.FontWeight.BOLD))
    row = ft.Row([ft.Container(rank, width=RANK_WIDTH, alignment=ft.Alignment.CENTER_LEFT), who, total], spacing=8,
                 vertical_alignment=ft.CrossAxisAlignment.CENTER)
    return ft.Container(ft.Semantics(identifier=f"standing-{i}", content=_frame(row, winner, filled=True)),
                        col={"xs": 12, "sm": 6})


def _detail(category: str, row: str, text: str) -> str:
    """What was counted, without the row's name already said above it: "has 1 purple; needs 3 purple" under Trade
    City, "4 banners (only 7 score)" under Red banners (the engine's line says "Red banners: 4 (only 7 score)")."""
    rest = text.removeprefix(f"{row}: ")
    count, _, more = rest.partition(" ")
    if banner_tribe(category) and count.isdigit():
        banners = tn("{n} banner", "{n} banners", int(count))
        return f"{banners} {more}".rstrip()
    return rest


def _line(player: PlayerScore, line: Line, row: str) -> ft.Control:
    """One category of a player's card: its colour (and a tribe's shape), its name and what was counted, its points
    at the right, as big as a total in a table."""
    tribe = banner_tribe(line.category)
    swatch = ft.Container(width=20, height=20, bgcolor=category_colour(line.category),
                          border=ft.Border.all(1, ft.Colors.ON_SURFACE))
    words = ft.Column([ft.Text(row, size=16, weight=ft.FontWeight.BOLD),
                       ft.Text(_detail(line.category, row, t(line.text)), size=14)], spacing=0, expand=True)
    return ft.Semantics(
        label=f"{player.name}, {row}: {line.points} ({t(line.text)})", exclude_semantics=True,
        content=ft.Row([swatch, *([tribe_icon(tribe, size=20)] if tribe else []), words,
                        ft.Text(str(line.points), size=22, weight=ft.FontWeight.BOLD)],
                       spacing=8, vertical_alignment=ft.CrossAxisAlignment.CENTER))


def _card(i: int, player: PlayerScore, winner: bool, rows: dict[str, str]) -> ft.Control:
    """A player's breakdown: the rank, name and total on top, a line per category (in the engine's order)."""
    head = ft.Row([ft.Text(f"{rank_words(player.rank)} {player.name}", size=20, weight=ft.FontWeight.BOLD,
                           expand=True),
                   ft.Semantics(identifier=f"card-total-{i}",
                                label=t("{name} total {total}", name=player.name, total=player.total),
                                exclude_semantics=True,
                                content=ft.Text(str(player.total), size=28, weight=ft.FontWeight.BOLD))],
                  vertical_alignment=ft.CrossAxisAlignment.CENTER)
    lines = [_line(player, line, rows[line.category]) for line in player.breakdown]
    body = ft.Column([head, *(lines or [ft.Text(t("Nothing scored"), size=16)])], spacing=8)
    return ft.Container(ft.Semantics(identifier=f"card-{i}", content=_frame(body, winner)), col={"xs": 12, "md": 6})


def result_view(result: Result, *, final: bool = True) -> ft.Control:
    """The whole result of a scored sheet: the outcome sentence (``outcome``), the standings, a card per player,
    the chart and why each rank. ``final``: the game is over (else the sentence says "if the game ended now")."""
    rows, _ = category_rows(result)
    winners = set(result.winners)
    sentence = t(outcome(result, final=final))
    return ft.Column([
        ft.Semantics(identifier="outcome", label=sentence, exclude_semantics=True,
                     content=ft.Text(sentence, size=22, weight=ft.FontWeight.BOLD)),
        ft.ResponsiveRow([_standing(i, p, p.name in winners, final) for i, p in enumerate(result.players)],
                         spacing=8, run_spacing=8),
        w.heading(t("Points by category"), size=20),
        ft.ResponsiveRow([_card(i, p, p.name in winners, rows) for i, p in enumerate(result.players)],
                         spacing=12, run_spacing=12),
        w.heading(t("Points stacked by category"), size=20),
        totals_chart(result),
        w.heading(t("Why this order"), size=20),
        *[ft.Text(t(p.standing), size=16) for p in result.players],
    ], spacing=12)


@ft.component
def TawScore() -> ft.Control:
    """The Scores tab of a game of The Ancient World: its result (the standing so far while it runs) and export."""
    app, game = use_game()
    try:
        result = score(sheet_from_state(game.state))
    except DataError as exc:
        return w.notice(t("The score cannot be worked out: {error}", error=str(exc)), error=True)
    title = t("Final score") if game.is_over else t("Score if the game ended now")
    return ft.Column([
        w.heading(title),
        result_view(result, final=game.is_over),
        ExportPanel(result, app.store, app.current.id if app.current else "game"),
    ], spacing=12)
