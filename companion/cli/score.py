"""``companion score SHEET.json [--json]``: score an end-of-game sheet of The Ancient World.

Prints a table with each player's breakdown and why each rank is where it is, or with ``--json``
exactly ``{"winner": [...], "players": [{"name", "total", "rank", "breakdown", "tiebreak"}]}``.
A bad sheet prints one line naming the field and exits 1.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from companion.core.errors import DataError
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
    """Score the sheet and print the result; returns the exit code."""
    if args.schema:
        print(json.dumps(sheet_schema(), indent=2, ensure_ascii=False))
        return 0
    if args.sheet is None:
        print("companion score: give the sheet to score, e.g. companion score sheet.json", file=sys.stderr)
        return 2
    try:
        result = score(load_sheet(args.sheet))
    except DataError as exc:
        more = len(exc.problems) - 1
        print(f"{exc.source}: {exc.problems[0]}" + (f" (and {more} more)" if more > 0 else ""), file=sys.stderr)
        return 1
    print(json.dumps(result.to_json(), indent=2, ensure_ascii=False) if args.json else render(result))
    return 0


def render(result: Result) -> str:
    """The human table: ranks and totals, each breakdown, then why each rank."""
    width = max(len("Player"), *(len(p.name) for p in result.players))
    out = [f"{'Rank':<6}{'Player':<{width}}  {'Points':>6}"]
    out += [f"{ordinal(p.rank):<6}{p.name:<{width}}  {p.total:>6}" for p in result.players]
    for player in result.players:
        out += ["", f"{player.name} ({ordinal(player.rank)}, {player.total} points)"]
        out += [f"  {line.points:>+4}  {line.text}" for line in player.breakdown]
    out += ["", "Why:"] + [f"  {p.tiebreak}" for p in result.players]
    return "\n".join(out)
