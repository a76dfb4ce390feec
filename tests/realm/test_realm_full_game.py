"""A scripted solo game from setup to its rating: 13 turns, every deck card seen, the final score checked
line by line (each line worked out by hand in the comments). The game's cards and script are in
``realm_script.py``."""

from __future__ import annotations

from realm_helpers import said
from realm_script import SCRIPT, SETUP

from companion.core.game import Game
from companion.realm.kind import KIND
from companion.realm.state import RealmSetup


def play() -> Game:
    game = Game(KIND, SETUP)
    for action in SCRIPT:
        assert action in game.legal_actions() or action.type in ("refill", "enter_points"), action
        game.apply(action, by="solo")
    return game


def test_scripted_solo_game_reaches_its_rating() -> None:
    game = play()
    texts = [e.text for e in game.entries]
    assert "Labor (region 10, Market Square): paid 1 gold and 1 wheat for 2 gold" in texts
    assert "Turn 13: built the wonder Pyramid to the right of the civilization, paying 3 stone" in texts
    assert texts[-3:] == [
        "The game ends after 13 turns: the market is empty; enter the points of 1 card scored by hand",
        "Entered 7 points for Temple",
        "Final score 72: Master, your land will outlast time itself!",
    ]
    assert game.is_over and game.state.forgotten == ["Oracle"]
    assert list(dict.fromkeys(s.card for s in game.state.civ)) == [
        "Temple", "Colossus", "Great Library", "Old Quarter", "Palace", "Hanging Gardens", "Lighthouse",
        "Silver Hills", "Pyramid"]
    sheet = game.state.score
    assert sheet is not None
    assert [(said(line.label), line.points) for line in sheet.lines] == [
        ("Mine (Palace region 3)", 4),
        ("Mine (Lighthouse region 1)", 1),
        # Citizen groups: Temple's commoner | Great Library's noble | Old Quarter commoner + 2 Palace nobles.
        ("Mine (Silver Hills region 1)", 3),
        ("Mine (Silver Hills region 2)", 3),
        ("Wonder (Temple)", 7),
        # Nobility: Great Library's region and two Palace nobles = 3, so the condition holds.
        ("Wonder (Colossus)", 12),
        # 10 + 1 per commoner (Temple's, Old Quarter's) = 12.
        ("Wonder (Great Library)", 12),
        ("Wonder (Hanging Gardens)", 9),
        ("Wonder (Lighthouse)", 6),
        # Six wonders built, at least 3 needed.
        ("Wonder (Pyramid)", 15),
        ("Gold", 0),
        ("Resources", 0),
    ]
    assert sheet.total == 72 and said(sheet.rating) == "Master, your land will outlast time itself!"


def test_the_scripted_game_replays_and_undoes_to_its_setup() -> None:
    game = play()
    setup = RealmSetup.model_validate_json(SETUP.model_dump_json())
    assert setup == SETUP
    again = Game.replay(KIND, setup, [e.to_json() for e in game.entries])
    assert again.state == game.state and [e.text for e in again.entries] == [e.text for e in game.entries]
    while game.can_undo:
        game.undo()
    assert game.state == KIND.new_state(SETUP)
