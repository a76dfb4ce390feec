"""``companion score SHEET.json [--json]``: score an end-of-game sheet of The Ancient World.

Prints a table with each player's breakdown and why each rank is where it is, or with ``--json``
exactly ``{"winner": [...], "players": [{"name", "total", "rank", "breakdown", "tiebreak"}]}``.
A bad sheet prints one line naming the file and the field and exits 1; names and notes from the sheet are
printed with unprintable characters escaped.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from companion.cli.output import Refused, data_error_said, print_json, shown, t
from companion.core.errors import DataError
from companion.taw.score_sheet import load_sheet, sheet_schema
from companion.taw.scoring import Result, score
from companion.words import text
from companion.words.amounts import amount, ordinal

GIVE_SHEET = text("cli.score.give_sheet", "companion score: give the sheet to score, e.g. companion score sheet.json")
PLACED = text("cli.score.placed", "{name} ({place}, {points})")


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the ``score`` subcommand."""
    parser = subparsers.add_parser("score", help=t("score an end-of-game sheet of The Ancient World"),
                                   description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("sheet", nargs="?", type=Path, metavar="SHEET.json",
                        help=t("the score sheet (format: docs/score-sheet.schema.json)"))
    parser.add_argument("--json", action="store_true", help=t("print the result as JSON"))
    parser.add_argument("--schema", action="store_true", help=t("print the sheet's JSON Schema and exit"))
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Score the sheet and print the result; returns the exit code (refusals raise :class:`Refused`)."""
    if args.schema:
        print_json(sheet_schema(), indent=2)
        return 0
    if args.sheet is None:
        raise Refused(GIVE_SHEET(), code=2)
    try:
        result = score(load_sheet(args.sheet))
    except DataError as exc:
        raise Refused(data_error_said(exc)) from None
    if args.json:
        print_json(result.to_json(), indent=2)
    else:
        print(render(result))
    return 0


def render(result: Result) -> str:
    """The human table in the reader's language: ranks and totals, each breakdown, then why each rank (every name
    escaped). The breakdown's lines and the tie-breaks are the scorer's (a message, or its own text)."""
    names = {p.name: shown(p.name) for p in result.players}
    rank, player_, points = t("Rank"), t("Player"), t("Points")
    width = max(len(player_), *(len(n) for n in names.values()))
    places = max(6, len(rank) + 1)
    out = [f"{rank:<{places}}{player_:<{width}}  {points:>6}"]
    out += [f"{t(ordinal(p.rank)):<{places}}{names[p.name]:<{width}}  {p.total:>6}" for p in result.players]
    for player in result.players:
        out += ["", t(PLACED(name=names[player.name], place=ordinal(player.rank),
                               points=amount(player.total, "point")))]
        out += [f"  {line.points:>+4}  {shown(t(line.text))}" for line in player.breakdown]
    out += ["", t("Why:")] + [f"  {shown(t(p.tiebreak))}" for p in result.players]
    return "\n".join(out)
