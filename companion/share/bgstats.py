"""The link that logs a finished game in BG Stats, the app many tables keep their plays in.

BG Stats' "push plays" page (https://www.bgstatsapp.com/support/push-plays-to-bg-stats-from-other-apps-or-websites/)
documents ``https://app.bgstatsapp.com/createPlay.html?data=<data>``, ``data`` being a URL-encoded JSON object:
``sourceName``, ``sourcePlayId``, ``playDate`` ("2020-10-23 19:16:58"), ``durationMin``, ``game`` {``name``,
``bggId``, ``highestWins``, ``noPoints``, ``sourceGameId``} and ``players`` [{``name``, ``score``, ``winner``,
``startPlayer``, ``rank``, ``sourcePlayerId``}]. Tapped on a phone with BG Stats installed, the app opens its import
dialog; it remembers how the table matched the game and the players (by the source ids) for the next import.

Issue 22 adds what the apps need: Android's fails when ``winner``, ``startPlayer``, ``highestWins`` or ``noPoints``
is missing, so they are always sent; iOS' when ``bggId`` is a string, so it is sent only as a number, and only when
known (the rulebooks under shared/rules name no BoardGameGeek id: Companion sends none). ``playDate`` is UTC.
A game whose scores were not recorded is sent with ``noPoints`` true and no score or rank.

The link stays under :data:`MAX_LINK` characters whatever the names (tests/share/test_bgstats.py builds the longest:
4 players of 24 four-byte characters); it is encoded like JavaScript's ``encodeURIComponent``.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any
from urllib.parse import quote

from companion.kinds import game_of
from companion.share.result import FinishedResult, Standing

#: Where BG Stats takes a play.
CREATE_PLAY = "https://app.bgstatsapp.com/createPlay.html?data="
#: The name BG Stats shows as the play's source (and its location).
SOURCE_NAME = "Companion"
#: The longest link sent: older browsers and QR readers cut longer addresses.
MAX_LINK = 8000
#: Left unencoded, as ``encodeURIComponent`` leaves them (Python's ``quote`` keeps letters, digits and ``_.-~``).
_SAFE = "!*'()"


def player_id(name: str) -> str:
    """A player's ``sourcePlayerId``: Companion knows a player by name across games (Home's history), so the same
    name gives the same id; hashed to keep the link short (16 hex digits of its SHA-256)."""
    return hashlib.sha256(name.encode("utf-8")).hexdigest()[:16]


def _player(standing: Standing) -> dict[str, Any]:
    player: dict[str, Any] = {"name": standing.name, "winner": standing.winner, "startPlayer": standing.start_player,
                              "sourcePlayerId": player_id(standing.name)}
    if standing.score is not None:
        player |= {"score": standing.score, "rank": standing.rank}
    return player


def play_data(result: FinishedResult, *, bgg_id: int | None = None) -> dict[str, Any]:
    """The play as BG Stats reads it (the JSON object of the link's ``data``)."""
    game: dict[str, Any] = {"name": result.title, "highestWins": True, "noPoints": not result.scored,
                            "sourceGameId": game_of(result.kind_id)}
    if bgg_id is not None:
        game["bggId"] = int(bgg_id)
    data: dict[str, Any] = {
        "sourceName": SOURCE_NAME, "sourcePlayId": result.game_id,
        "playDate": result.played_at.strftime("%Y-%m-%d %H:%M:%S"), "game": game,
        "players": [_player(p) for p in result.players],
    }
    if result.duration_min is not None:
        data["durationMin"] = result.duration_min
    return data


def bgstats_link(result: FinishedResult, *, bgg_id: int | None = None) -> str:
    """The link that opens BG Stats' import dialog with this play."""
    text = json.dumps(play_data(result, bgg_id=bgg_id), ensure_ascii=False, separators=(",", ":"))
    return CREATE_PLAY + quote(text, safe=_SAFE)
