"""The "Log to BG Stats" link: decoded, it carries every field BG Stats' push-plays format asks for, the four the
Android app needs always, ``bggId`` only as a number, and it stays under 8,000 characters with the longest names."""

from __future__ import annotations

import json
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any
from urllib.parse import parse_qs, unquote, urlsplit

from companion.core.names import LIMITS
from companion.share.bgstats import MAX_LINK, bgstats_link, player_id
from companion.share.result import FinishedResult, Standing, finished_result
from companion.store import Store
from companion.words import english
from tests.share.games import finished_paper_sheet, finished_taw, finished_tta


def decoded(link: str) -> dict[str, Any]:
    """The JSON object of a createPlay link, checking the address and that ``data`` is its only parameter."""
    parts = urlsplit(link)
    assert (parts.scheme, parts.netloc, parts.path) == ("https", "app.bgstatsapp.com", "/createPlay.html")
    query = parse_qs(parts.query, strict_parsing=True)
    assert list(query) == ["data"] and len(query["data"]) == 1
    assert unquote(parts.query.removeprefix("data=")) == query["data"][0]  # decodeURIComponent reads the same
    data: dict[str, Any] = json.loads(query["data"][0])
    return data


def test_the_link_of_a_finished_game_carries_every_field() -> None:
    with Store.memory() as store:
        stored = finished_taw(store)
        played = finished_result(store.info(stored.id), stored.game)
    assert played.duration_min is None  # a random game is played within a second
    result = replace(played, duration_min=95)
    data = decoded(bgstats_link(result))
    assert data == {
        "sourceName": "Companion",
        "sourcePlayId": stored.id,
        "playDate": result.played_at.astimezone(UTC).strftime("%Y-%m-%d %H:%M:%S"),
        "durationMin": 95,
        "game": {"name": "The Ancient World (Second Edition)", "highestWins": True, "noPoints": False,
                 "sourceGameId": "the-ancient-world"},
        "players": [{"name": p.name, "score": p.score, "winner": p.winner, "startPlayer": p.start_player,
                     "rank": p.rank, "sourcePlayerId": player_id(p.name)} for p in result.players],
    }
    assert [(p["name"], p["score"], p["rank"], p["winner"]) for p in data["players"]] == [
        (p.name, p.score, p.rank, p.name == "Cleo") for p in result.players]
    assert sum(p["startPlayer"] for p in data["players"]) == 1
    assert "bggId" not in data["game"]  # no BoardGameGeek id is known for these games


def test_the_date_is_utc_and_the_duration_is_left_out_when_unknown() -> None:
    moment = datetime(2026, 12, 3, 23, 30, 5, tzinfo=UTC)
    result = FinishedResult("g1", "the-ancient-world", "The Ancient World", moment, None,
                            (Standing("Hal", 18, 1, True, True, "coins"), Standing("Ivy", 18, 2, False, False)))
    data = decoded(bgstats_link(result))
    assert data["playDate"] == "2026-12-03 23:30:05"
    assert "durationMin" not in data


def test_a_known_bgg_id_is_sent_as_a_number() -> None:
    result = FinishedResult("g1", "k", "Game", datetime(2026, 12, 3, tzinfo=UTC), 5,
                            (Standing("Hal", 1, 1, True, True),))
    assert decoded(bgstats_link(result, bgg_id=12345))["game"]["bggId"] == 12345


def test_a_game_without_scores_is_sent_without_points_but_with_the_four_flags() -> None:
    with Store.memory() as store:
        stored = finished_tta(store)
        data = decoded(bgstats_link(finished_result(store.info(stored.id), stored.game)))
    assert data["game"] == {"name": "Through the Ages: first round", "highestWins": True, "noPoints": True,
                            "sourceGameId": "through-the-ages"}
    for player in data["players"]:
        assert set(player) == {"name", "winner", "startPlayer", "sourcePlayerId"}
        assert player["winner"] is False


def test_the_longest_names_of_four_players_stay_under_8000_characters() -> None:
    """Each name at the length limit in four-byte characters (12 characters each once encoded), worst case."""
    longest = [chr(0x1F600 + i) * LIMITS["player"] for i in range(4)]
    players = tuple(Standing(n, -999, i + 1, i == 0, i == 0) for i, n in enumerate(longest))
    result = FinishedResult("x" * 32, "the-ancient-world", "The Ancient World (Second Edition)",
                            datetime(2026, 12, 3, tzinfo=UTC), 9999, players)
    link = bgstats_link(result)
    assert len(link) < MAX_LINK == 8000
    assert [p["name"] for p in decoded(link)["players"]] == longest
    assert len(link) == 2242  # measured: under a third of the limit


def test_the_source_player_id_follows_the_name() -> None:
    assert player_id("Hal") == player_id("Hal") != player_id("Ivy")
    assert len(player_id("Hal")) == 16


def test_a_game_scored_on_paper_ranks_by_the_same_game_end_and_logs_as_the_game_itself() -> None:
    """The paper sheet's tie is broken by the counts the table entered (Game End: coins first), and BG Stats gets the
    game's own id and title, so a game scored on paper counts with the games played in the app."""
    with Store.memory() as store:
        stored = finished_paper_sheet(store)
        result = finished_result(store.info(stored.id), stored.game)
    assert [(p.name, p.score, p.rank, p.winner, english().param(p.won_tie_on)) for p in result.players] == [
        ("Hal", 4, 1, True, "coins"), ("Ivy", 4, 2, False, ""), ("Jo", 0, 3, False, "")]
    game = decoded(bgstats_link(result))["game"]
    assert (game["name"], game["sourceGameId"]) == ("The Ancient World (Second Edition)", "the-ancient-world")
