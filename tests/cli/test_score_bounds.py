"""``companion score`` bounds every count of a sheet by what the game's components allow (issue 21): 50 banners on one
card, ``requires: {red: 1000}`` and ``bonus_vp`` of -10^17 were accepted; each refusal names the field and the
reason with the numbers, and a sheet at every bound still scores."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pytest
from cli_expect import one_line_refusal

from companion.cli import main
from companion.taw.cards import TitanCard
from companion.taw.score_sheet import sheet_from_state
from companion.taw.setup import GameSetup, new_state
from companion.taw.state import OwnedTitan

BANNERS = "at most 3, not {}: a titan rolls one damage die per banner and the game has 3; the rulebook prints no card "\
          "with more"
BONUS = "between -558 and 558, not {}: the game has 93 empire cards and no card's scoring in the rulebook gives more " \
        "than 6 points"


def _player(name: str, **fields: Any) -> dict[str, Any]:
    return {"name": name, "coins": 3, "knowledge": 0, "ambrosia": 0, "citizens": 3, **fields}


def _score(tmp_path: Path, capsys: pytest.CaptureFixture[str], players: list[dict[str, Any]]) -> tuple[int, str]:
    """Score a sheet of ``players``: the exit code and, for a refusal, its one line."""
    path = tmp_path / "sheet.json"
    path.write_text(json.dumps({"players": players}), encoding="utf-8")
    code = main(["score", str(path)])
    return code, (one_line_refusal(capsys, names=str(path)) if code else capsys.readouterr().out)


@pytest.mark.parametrize(("player", "why"), [
    (_player("Ann", empire_cards=[{"banners": ["red"] * 50}]), "players.0.empire_cards.0: banners: "
     + BANNERS.format(50)),
    (_player("Ann", titans=[{"banners": ["red"] * 4}]), "players.0.titans.0: banners: " + BANNERS.format(4)),
    (_player("Ann", districts=[{"banners": ["red"] * 4}]), "players.0.districts.cards.0: banners: "
     + BANNERS.format(4)),
    (_player("Ann", empire_cards=[{"name": "Hall of War", "banners": ["red"], "requires": {"red": 1000}}]),
     "players.0.empire_cards.0: requires.red: at most 6, not 1000: no more than 6 banners of a tribe score"),
    (_player("Ann", bonus_vp=-10**17), "players.0.bonus_vp: " + BONUS.format(-10**17)),
    (_player("Ann", bonus_vp=559), "players.0.bonus_vp: " + BONUS.format(559)),
    (_player("Ann", coins=69), "players.0.coins: at most 68, not 69: the game has 68 coin tokens"),
    (_player("Ann", knowledge=23), "players.0.knowledge: at most 22, not 23: the game has 22 knowledge tokens (one "
     "set)"),
    (_player("Ann", ambrosia=10**17), f"players.0.ambrosia: at most 40, not {10**17}: the game has 40 ambrosia pieces"),
    (_player("Ann", empire_cards=[{"cost_coins": 69, "income_knowledge": 23}]), "players.0.empire_cards.0: cost_coins: "
     "at most 68, not 69: the game has 68 coin tokens; income_knowledge: at most 22, not 23: the game has 22 "
     "knowledge tokens (one set)"),
    (_player("Ann", empire_cards=[{"action": {"ambrosia": 41}}]), "players.0.empire_cards.0: action.ambrosia: at "
     "most 40, not 41: the game has 40 ambrosia pieces"),
    (_player("Ann", titans=[{"gain_citizens": 6}]), "players.0.titans.0: gain_citizens: at most 5, not 6: a player "
     "has 5 citizen tokens"),
    (_player("Ann", empire_cards=[{"name": "Traveler Camp"}, {"banners": ["any"]}]), "players.0: wild banners: at "
     "most 1, not 2: the only wild banners the rulebook prints are Traveler Camp's 1"),
])
def test_a_count_beyond_the_games_components_is_refused_naming_the_field_and_why(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], player: dict[str, Any], why: str) -> None:
    code, err = _score(tmp_path, capsys, [player])
    assert code == 1 and why in err, err


def test_the_table_together_holds_no_more_than_the_box(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, err = _score(tmp_path, capsys, [_player("Ann", coins=40, districts=8), _player("Bo", coins=40, districts=8)])
    assert code == 1
    assert ("the players hold 80 coins in all, but the game has 68 coin tokens; the players hold 16 districts in all, "
            "but the game has 15 district cards") in err


def test_forty_wild_banners_are_refused_at_once(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Scoring tries every colour for each wild banner: 40 of them took 22 s before they were bounded."""
    started = time.perf_counter()
    code, err = _score(tmp_path, capsys, [_player("Ann", empire_cards=[{"banners": ["any"] * 3}] * 14)])
    assert code == 1 and "wild banners: at most 1, not 42" in err
    assert time.perf_counter() - started < 5


def test_a_sheet_at_every_bound_scores(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    full = _player("Ann", coins=68, knowledge=22, ambrosia=40, bonus_vp=558, titans=[{"banners": ["red"] * 3}],
                   empire_cards=[{"name": "Traveler Camp"}, {"name": "Hall of War", "banners": ["red"] * 3,
                                                               "requires": {"red": 6}, "cost_coins": 68}],
                   districts=15)
    code, out = _score(tmp_path, capsys, [full, _player("Bo", coins=0, bonus_vp=-558)])
    assert code == 0 and "Manual bonus points" in out and "-558" in out


def test_a_live_games_sheet_is_as_the_table_entered_it() -> None:
    """The bounds are a file's: a live game's cards are the table's (its Scores tab never refuses to score)."""
    state = new_state(GameSetup.model_validate({"players": [{"name": "Ann"}, {"name": "Bob"}]}))
    ann = state.players[0]
    ann.coins = 80
    ann.titans.append(OwnedTitan(uid=state.new_uid(), card=TitanCard(banners=("green",) * 5)))
    sheet = sheet_from_state(state)
    assert sheet.players[0].coins == 80 and len(sheet.players[0].titans[0].banners) == 5
