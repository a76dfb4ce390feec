"""``companion score SHEET.json [--json]``: score an end-of-game sheet of The Ancient World.

Prints a table with each player's breakdown and why each rank is where it is, or with ``--json``
exactly ``{"winner": [...], "players": [{"name", "total", "rank", "breakdown", "tiebreak"}]}``.
A bad sheet prints one line naming the file and the field and exits 1; names and notes from the sheet are
printed with unprintable characters escaped.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from companion.cli.output import Refused, data_error_line, print_json, shown
from companion.core.errors import DataError
from companion.core.words import plural
from companion.taw.score_sheet import load_sheet, sheet_schema
from companion.taw.scoring import Result, ordinal, score


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the ``score`` subcommand."""
    parser = subparsers.add_parser("score", help="score an end-of-game sheet of The Ancient World",
                                   description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("sheet", nargs="?", type=Path, metavar="SHEET.json",
                        help="the score sheet (format: docs/score-sheet.schema.json)")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    parser.add_argument("--schema", action="store_true", help="print the sheet's JSON Schema and exit")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Score the sheet and print the result; returns the exit code (refusals raise :class:`Refused`)."""
    if args.schema:
        print_json(sheet_schema(), indent=2)
        return 0
    if args.sheet is None:
        raise Refused("companion score: give the sheet to score, e.g. companion score sheet.json", code=2)
    try:
        result = score(load_sheet(args.sheet))
    except DataError as exc:
        raise Refused(data_error_line(exc)) from None
    if args.json:
        print_json(result.to_json(), indent=2)
    else:
        print(render(result))
    return 0


def render(result: Result) -> str:
    """The human table: ranks and totals, each breakdown, then why each rank (every name escaped)."""
    names = {p.name: shown(p.name) for p in result.players}
    width = max(len("Player"), *(len(n) for n in names.values()))
    out = [f"{'Rank':<6}{'Player':<{width}}  {'Points':>6}"]
    out += [f"{ordinal(p.rank):<6}{names[p.name]:<{width}}  {p.total:>6}" for p in result.players]
    for player in result.players:
        out += ["", f"{names[player.name]} ({ordinal(player.rank)}, {plural(player.total, 'point')})"]
        out += [f"  {line.points:>+4}  {shown(line.text)}" for line in player.breakdown]
    out += ["", "Why:"] + [f"  {shown(p.tiebreak)}" for p in result.players]
    return "\n".join(out)
