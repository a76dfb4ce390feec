"""Game end (empty market, no placeable card) and the final score with its breakdown and rating."""

from __future__ import annotations

from realm_helpers import COMMONER, NOBLE, WHEAT, assert_rejected, district, new_game, wonder

from companion.core.action import Correction
from companion.core.game import Game
from companion.realm.actions import Build, EnterPoints
from companion.realm.cards import (
    Condition,
    Goods,
    MineRegion,
    MisfortuneRegion,
    MonumentRegion,
    Score,
    WonderCard,
    WonderScoring,
)
from companion.realm.free_actions import Forget, Shop
from companion.realm.random_game import random_game
from tests.said import codes, msg


def empty_decks(game: Game) -> None:
    game.apply(Correction(path="district_deck", value=0, reason="only the market is left"))
    game.apply(Correction(path="wonder_deck", value=0, reason="only the market is left"))


def test_the_game_ends_when_the_market_is_empty() -> None:
    game = new_game()
    empty_decks(game)
    game.apply(Build(card="X", position=0))
    game.apply(Build(card="A", position=3))
    game.apply(Build(card="B", position=6))
    assert_rejected(game, Build(card="Y", position=-3), "wonder_cost",
                    what=msg("realm.the_wonder", card="Y"), cost=[msg("realm.amount.wood", n=1)],
                    held=msg("realm.you_have", goods=msg("realm.amount.wood", n=0)))
    game.apply(Shop(resource="wood"))
    added = game.apply(Build(card="Y", position=-3))
    assert [e.action.type for e in added] == ["build", "auto_push_down", "next_turn", "end_game", "final_score"]
    assert codes(added[-2]) == "realm.log.end(turns=amount.turn(n=4), why=realm.end.market_empty)"
    assert codes(added[-1]) == "realm.log.final_score(total=15, rating=realm.rating.0)"
    assert game.is_over and game.legal_actions() == []
    sheet = game.state.score
    assert sheet is not None
    assert [(codes(line.label), line.points) for line in sheet.lines] == [
        ("realm.score.mine(key=realm.region_key(card='A', region=3))", 2),
        ("realm.score.mine(key=realm.region_key(card='B', region=3))", 2),
        ("realm.score.wonder(card='Y')", 5), ("realm.score.wonder(card='X')", 5),
        ("realm.score.gold", 0), ("realm.score.resources", 1),
    ]
    assert codes(sheet.lines[-1].detail) == "realm.score.one_per(amount=amount.resource(n=2), per=2)"
    assert_rejected(game, Shop(resource="wood"), "game_over_realm", what=msg("realm.what.shop"))
    assert_rejected(game, Build(card="A", position=0), "game_over_realm")


def test_the_game_ends_when_no_market_card_can_be_placed() -> None:
    game = new_game(district("A"), district("B"), wonder("X", Goods(stone=7)), wonder("Y", Goods(stone=7)))
    empty_decks(game)
    game.apply(Build(card="A", position=0))
    added = game.apply(Build(card="B", position=3))
    assert codes(added[-2]) == "realm.log.end(turns=amount.turn(n=2), why=realm.end.none_placeable)"
    assert game.is_over


def test_a_wonder_payable_by_shopping_and_forgetting_keeps_the_game_going() -> None:
    game = new_game(district("A"), district("B"), wonder("X", Goods(stone=3)), wonder("Y", Goods(stone=7)))
    empty_decks(game)
    game.apply(Build(card="A", position=0))
    game.apply(Build(card="B", position=3))
    assert not game.is_over
    legal = game.legal_actions()
    assert not any(isinstance(a, Build) for a in legal)
    assert Forget(card="Y", reward="stone") in legal and Shop(resource="stone") in legal
    game.apply(Forget(card="Y", reward="stone"))
    game.apply(Shop(resource="stone"))
    builds = [a for a in game.legal_actions() if isinstance(a, Build)]
    assert {a.card for a in builds} == {"X"} and [a.position for a in builds] == list(range(-3, 7))


def test_final_score_breakdown_with_conditions_manual_points_misfortunes_and_monuments() -> None:
    a = district("A", MonumentRegion(), NOBLE, MineRegion(points=Score(each=2, per="adjacent_wonder")))
    b = district("B", MisfortuneRegion(points=Score(base=3)), COMMONER, MineRegion(points=Score(manual=True)))
    x = WonderCard(name="X", region=WHEAT, cost=Goods(wood=1), scoring=WonderScoring(
        condition=Condition(count="nobility", at_least=1), points=Score(base=10, each=1, per="commoner")))
    y = WonderCard(name="Y", region=WHEAT, scoring=WonderScoring(
        condition=Condition(count="commoner", at_least=3), points=Score(base=8)))
    game = new_game(a, b, x, y, expansion=True)
    empty_decks(game)
    assert_rejected(game, EnterPoints(key="B region 3", points=4), "wrong_phase",
                    what=msg("realm.what.enter_points"), wanted=msg("realm.phase.scoring"),
                    now=msg("realm.phase.choose"))
    for card, position in (("X", 0), ("A", 3), ("B", 6), ("Y", -3)):
        game.apply(Build(card=card, position=position))
    assert game.state.phase == "scoring" and game.state.manual_pending == ["B region 3"]
    assert codes(game.entries[-1]) == ("realm.log.end_by_hand(turns=amount.turn(n=4), why=realm.end.market_empty, "
                                       "cards=amount.card(n=1))")
    assert game.legal_actions() == [EnterPoints(key="B region 3", points=0)]
    assert_rejected(game, EnterPoints(key="A region 3", points=4), "not_pending",
                    key=msg("realm.region_key", card="A", region=3),
                    pending=[msg("realm.region_key", card="B", region=3)])
    assert_rejected(game, EnterPoints(key="B region 3", points=-1), "negative_points", points=-1)
    added = game.apply(EnterPoints(key="B region 3", points=4))
    assert [codes(e) for e in added] == [
        "realm.log.enter_points(points=amount.point(n=4), key=realm.region_key(card='B', region=3))",
        "realm.log.final_score(total=26, rating=realm.rating.0)"]
    sheet = game.state.score
    assert sheet is not None and sheet.total == 26 and codes(sheet.rating) == "realm.rating.0"
    assert [(codes(line.label), line.points, codes(line.detail)) for line in sheet.lines] == [
        ("realm.score.mine(key=realm.region_key(card='A', region=3))", 4,
         "realm.score.per(each=2, what=realm.count.adjacent_wonder, counted=2)"),
        ("realm.score.misfortune(key=realm.region_key(card='B', region=1))", 3,
         "realm.score.base(base=3)"),
        ("realm.score.mine(key=realm.region_key(card='B', region=3))", 4,
         "realm.score.by_hand"),
        ("realm.score.wonder(card='Y')", 0,
         "realm.score.not_met(condition=realm.at_least(amount=realm.counted.commoner(n=3)))"),
        ("realm.score.wonder(card='X')", 11,
         "realm.score.base_and_per(base=10, each=1, what=realm.count.commoner, counted=1)"),
        ("realm.score.monuments", 2,
         "realm.score.each(per=2, count=1)"),
        ("realm.score.gold", 1,
         "realm.score.one_per(amount=realm.amount.gold(n=3), per=3)"),
        ("realm.score.resources", 1,
         "realm.score.one_per(amount=amount.resource(n=2), per=2)"),
    ]


def test_final_scores_hook_gives_the_solo_total() -> None:
    """The store records a finished solo game's total through the kind's final_scores hook."""
    game = random_game(2)
    assert game.is_over and game.state.score is not None
    assert game.kind.final_scores(game.state) == [game.state.score.total]
