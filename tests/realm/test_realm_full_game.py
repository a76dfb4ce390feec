"""A scripted solo game from setup to its rating: 13 turns, every deck card seen, the final score checked
line by line (each line worked out by hand in the comments). The game's cards and script are in
``realm_script.py``."""

from __future__ import annotations

from realm_script import SCRIPT, SETUP

from companion.core.game import Game
from companion.realm.kind import KIND
from companion.realm.state import RealmSetup
from tests.said import codes


def play() -> Game:
    game = Game(KIND, SETUP)
    for action in SCRIPT:
        assert action in game.legal_actions() or action.type in ("refill", "enter_points"), action
        game.apply(action, by="solo")
    return game


def test_scripted_solo_game_reaches_its_rating() -> None:
    game = play()
    texts = [codes(e) for e in game.entries]
    assert ("realm.log.labor(region=10, card='Market Square', exchange=realm.exchange.paid("
            "paid=[realm.amount.gold(n=1), realm.amount.wheat(n=1)], got=[realm.amount.gold(n=2)]))") in texts
    assert ("realm.log.build_paying(turn=13, kind=realm.kind.wonder, card='Pyramid', where=realm.place.right, "
            "cost=[realm.amount.stone(n=3)])") in texts
    assert texts[-3:] == [
        "realm.log.end_by_hand(turns=amount.turn(n=13), why=realm.end.market_empty, cards=amount.card(n=1))",
        "realm.log.enter_points(points=amount.point(n=7), key='Temple')",
        "realm.log.final_score(total=72, rating=realm.rating.70)",
    ]
    assert game.is_over and game.state.forgotten == ["Oracle"]
    assert list(dict.fromkeys(s.card for s in game.state.civ)) == [
        "Temple", "Colossus", "Great Library", "Old Quarter", "Palace", "Hanging Gardens", "Lighthouse",
        "Silver Hills", "Pyramid"]
    sheet = game.state.score
    assert sheet is not None
    assert [(codes(line.label), line.points) for line in sheet.lines] == [
        ("realm.score.mine(key=realm.region_key(card='Palace', region=3))", 4),
        ("realm.score.mine(key=realm.region_key(card='Lighthouse', region=1))", 1),
        # Citizen groups: Temple's commoner | Great Library's noble | Old Quarter commoner + 2 Palace nobles.
        ("realm.score.mine(key=realm.region_key(card='Silver Hills', region=1))", 3),
        ("realm.score.mine(key=realm.region_key(card='Silver Hills', region=2))", 3),
        ("realm.score.wonder(card='Temple')", 7),
        # Nobility: Great Library's region and two Palace nobles = 3, so the condition holds.
        ("realm.score.wonder(card='Colossus')", 12),
        # 10 + 1 per commoner (Temple's, Old Quarter's) = 12.
        ("realm.score.wonder(card='Great Library')", 12),
        ("realm.score.wonder(card='Hanging Gardens')", 9),
        ("realm.score.wonder(card='Lighthouse')", 6),
        # Six wonders built, at least 3 needed.
        ("realm.score.wonder(card='Pyramid')", 15),
        ("realm.score.gold", 0),
        ("realm.score.resources", 0),
    ]
    assert sheet.total == 72 and codes(sheet.rating) == "realm.rating.70"  # "Master, your land will outlast ..."


def test_the_scripted_game_replays_and_undoes_to_its_setup() -> None:
    game = play()
    setup = RealmSetup.model_validate_json(SETUP.model_dump_json())
    assert setup == SETUP
    again = Game.replay(KIND, setup, [e.to_json() for e in game.entries])
    assert again.state == game.state and [e.text for e in again.entries] == [e.text for e in game.entries]
    while game.can_undo:
        game.undo()
    assert game.state == KIND.new_state(SETUP)
