"""End-of-game scoring (Game End, Card Clarifications): each category and each scoring card, by hand.

A player's sheet line and a sheet scored, shared with the other ``test_scoring_*`` modules, are in
``scoring_support.py``.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from pydantic import ValidationError
from scoring_support import player, score_players

from companion.core.errors import DataError
from companion.core.rules_data import parse_json, read_text
from companion.taw.abilities import registry
from companion.taw.cards import EmpireCard
from companion.taw.catalog import Catalog, catalog
from companion.taw.score_sheet import EXAMPLE_SHEET, ScoreSheet
from companion.taw.scoring import PlayerScore, score
from companion.taw.scoring_rules import ScoringRules, scoring_rules
from tests.said import codes, msg, said


def score_one(**fields: Any) -> PlayerScore:
    """Score a single player named Ann."""
    return score_players(player(**fields)).player("Ann")


def points(result: PlayerScore) -> dict[str, int]:
    """The breakdown as category -> points."""
    return {line.category: line.points for line in result.breakdown}


def cards(*banners: str, **fields: Any) -> list[dict[str, Any]]:
    """One empire card per banner given, each with that single banner (and the same extra fields)."""
    return [{"banners": [b], **fields} for b in banners]


# -- penalties, banners, bonus -----------------------------------------------------------------------


def test_issue_example_sheet_by_hand() -> None:
    # -2 starving, -1 damaged, red 3 -> 7, blue 1 -> 2, green 3 (titan) -> 7, Treasury 0, Hall of War 6.
    ann = score(ScoreSheet.model_validate(EXAMPLE_SHEET)).player("Ann")
    assert points(ann) == {"starving": -2, "damaged": -1, "banners:red": 7, "banners:blue": 2, "banners:green": 7,
                           "card:treasury": 0, "card:hall_of_war": 6}
    assert ann.total == 19


def test_starving_costs_two_and_damaged_one_then_damaged_cards_still_count() -> None:
    ann = score_one(citizens=4, starving=2, empire_cards=cards("red", "red", damaged=True))
    assert points(ann) == {"starving": -4, "damaged": -2, "banners:red": 4}
    assert ann.total == -2
    assert codes(ann.breakdown[0].text) == "taw.score.starving(starving=amount.starving_citizen(n=2), penalty=2)"

@pytest.mark.parametrize(("count", "expected"), [(1, 2), (2, 4), (3, 7), (4, 11), (5, 16), (6, 22), (7, 22), (9, 22)])
def test_banner_table_caps_at_six(count: int, expected: int) -> None:
    ann = score_one(empire_cards=[{"banners": ["purple"] * count}])
    assert points(ann) == {"banners:purple": expected}


def test_banners_from_cards_and_titans_add_up_per_tribe() -> None:
    ann = score_one(empire_cards=cards("red", "blue", "blue"),
                    titans=[{"banners": ["red", "red"], "stars": 2}, {"banners": ["yellow"]}])
    assert points(ann) == {"banners:red": 7, "banners:blue": 4, "banners:yellow": 2}
    assert ann.total == 13


def test_rulebook_citadel_example_five_red_banners_score_sixteen_plus_manual_bonus() -> None:
    # Chris owns "Citadel" (scoring text not in the rulebook): 5 red banners including it; its 7 points are manual.
    chris = score_players(player("Chris", empire_cards=[{"name": "Citadel", "banners": ["red"]},
                                                         *cards("red", "red", "red", "red")],
                                 bonus_vp=7, bonus_note="Citadel")).player("Chris")
    assert points(chris) == {"banners:red": 16, "bonus": 7}
    assert codes(chris.breakdown[-1].text) == "taw.score.bonus_note(note='Citadel')"
    assert chris.total == 23


def test_unknown_card_names_have_no_ability_and_known_names_are_case_insensitive() -> None:
    ann = score_one(empire_cards=[{"name": "Mystery Temple", "banners": ["green"]}, {"name": "cave town"}])
    assert points(ann) == {"banners:green": 2, "card:cave_town": 2}


# -- each scoring card -----------------------------------------------------------------------------


def test_cave_town_gives_two() -> None:
    assert points(score_one(empire_cards=[{"name": "Cave Town"}])) == {"card:cave_town": 2}


@pytest.mark.parametrize(("coins", "expected"), [(2, 0), (3, 2), (8, 4), (9, 6)])
def test_citadel_of_ivories_two_per_three_coins(coins: int, expected: int) -> None:
    ann = score_one(coins=coins, empire_cards=[{"name": "Citadel of Ivories"}])
    assert points(ann) == {"card:citadel_of_ivories": expected}


@pytest.mark.parametrize(("citizens", "starving", "expected"), [(5, 0, 6), (5, 1, 0), (4, 0, 0)])
def test_city_center_needs_five_citizens_not_starving(citizens: int, starving: int, expected: int) -> None:
    ann = score_one(citizens=citizens, starving=starving, empire_cards=[{"name": "City Center"}])
    assert points(ann)["card:city_center"] == expected


@pytest.mark.parametrize(("citizens", "starving", "expected"), [(3, 0, 4), (3, 1, 4), (2, 0, 0), (4, 0, 0)])
def test_forest_hideout_needs_exactly_three_citizens(citizens: int, starving: int, expected: int) -> None:
    ann = score_one(citizens=citizens, starving=starving, empire_cards=[{"name": "Forest Hideout"}])
    assert points(ann)["card:forest_hideout"] == expected


@pytest.mark.parametrize(("ambrosia", "expected"), [(2, 0), (7, 4), (12, 8)])
def test_frog_god_statue_two_per_three_ambrosia(ambrosia: int, expected: int) -> None:
    ann = score_one(ambrosia=ambrosia, empire_cards=[{"name": "Frog God Statue"}])
    assert points(ann) == {"card:frog_god_statue": expected}


def test_hidden_library_two_per_knowledge() -> None:
    ann = score_one(knowledge=3, empire_cards=[{"name": "Hidden Library"}])
    assert points(ann) == {"card:hidden_library": 6}
    assert codes(ann.breakdown[0].text) == ("taw.score.card(card=taw.card.named(name='Hidden Library'), "
                                            "why=taw.score.per_token(have=amount.knowledge(n=3), points=2, "
                                            "token=taw.score.token_knowledge))")


def test_hall_of_war_scores_six_only_with_its_printed_banners() -> None:
    hall = {"name": "Hall of War", "banners": ["red"], "requires": {"red": 3, "green": 1}}
    met = score_one(empire_cards=[hall, *cards("red", "red")], titans=[{"banners": ["green"]}])
    assert points(met)["card:hall_of_war"] == 6
    short = score_one(empire_cards=[hall, *cards("red")], titans=[{"banners": ["green"]}])
    assert points(short)["card:hall_of_war"] == 0
    assert codes(short.breakdown[-1].text) == ("taw.score.card(card=taw.card.named(name='Hall of War'), "
                                               "why=taw.score.has_needs(have=taw.list.commas(items=[taw.score.banners_of("
                                               "n=2, colour=taw.colour.red), taw.score.banners_of(n=1, "
                                               "colour=taw.colour.green)]), "
                                               "want=taw.list.commas(items=[taw.score.banners_of(n=3, "
                                               "colour=taw.colour.red), taw.score.banners_of(n=1, "
                                               "colour=taw.colour.green)])))")


def test_a_printed_requirement_not_entered_scores_nothing_and_says_so() -> None:
    ann = score_one(empire_cards=[{"name": "Hall of War", "banners": ["red"]}])
    assert points(ann) == {"banners:red": 2, "card:hall_of_war": 0}
    assert codes(ann.breakdown[-1].text) == ("taw.score.card(card=taw.card.named(name='Hall of War'), "
                                             "why=taw.score.not_entered)")


def test_trade_city_scores_four_with_its_printed_banners() -> None:
    city = {"name": "Trade City", "requires": {"blue": 2}}
    assert points(score_one(empire_cards=[city, *cards("blue", "blue")]))["card:trade_city"] == 4
    assert points(score_one(empire_cards=[city, *cards("blue")]))["card:trade_city"] == 0


def test_monument_two_per_defeated_three_banner_titan() -> None:
    titans = [{"banners": ["red"] * 3}, {"banners": ["red", "blue", "green"]}, {"banners": ["blue"] * 2}]
    ann = score_one(empire_cards=[{"name": "Monument"}], titans=titans)
    assert points(ann)["card:monument"] == 4


@pytest.mark.parametrize(("purple", "expected"), [(0, 0), (1, 4), (2, 8), (3, 8)])
def test_moon_festival_four_per_set_of_five_different_banners(purple: int, expected: int) -> None:
    banners = ["red", "blue", "yellow", "green"] * 2 + ["purple"] * purple
    ann = score_one(empire_cards=[{"name": "Moon Festival", "banners": banners}])
    assert points(ann)["card:moon_festival"] == expected


@pytest.mark.parametrize(("yellow", "expected"), [(5, 0), (6, 4), (7, 4)])
def test_trade_route_needs_six_yellow(yellow: int, expected: int) -> None:
    ann = score_one(empire_cards=[{"name": "Trade Route"}, *cards(*["yellow"] * yellow)])
    assert points(ann)["card:trade_route"] == expected


@pytest.mark.parametrize(("blue", "yellow", "expected"), [(5, 5, 6), (5, 4, 0), (4, 6, 0), (6, 6, 6)])
def test_treasury_needs_five_blue_and_five_yellow(blue: int, yellow: int, expected: int) -> None:
    ann = score_one(empire_cards=[{"name": "Treasury", "banners": ["blue"] * blue + ["yellow"] * yellow}])
    assert points(ann)["card:treasury"] == expected


def test_every_scoring_ability_has_rules_data_and_the_catalog_knows_it() -> None:
    abilities = {e.card.ability for e in catalog().cards if getattr(e.card, "ability", None)}
    scorers = {record.id for record in registry.with_hook("end_score")}
    assert scorers <= abilities
    assert scorers == {e.card.ability for e in catalog().cards if isinstance(e.card, EmpireCard) and e.scoring}
    assert all(isinstance(catalog().scoring(r.id), r.end_score.rules)  # type: ignore[union-attr]
               for r in registry.with_hook("end_score"))


def test_non_scoring_catalog_cards_score_nothing() -> None:
    ann = score_one(empire_cards=[{"name": "Dungeons", "banners": ["red"]}, {"name": "Warship"}])
    assert points(ann) == {"banners:red": 2}


# -- the wild banner (Traveler Camp) -----------------------------------------------------------------


def test_wild_banner_goes_where_treasury_is_completed() -> None:
    # Yellow: 16-11 = +5 and Treasury +6 = +11; blue would give 22-16 = +6 only.
    ann = score_one(empire_cards=[{"name": "Treasury", "banners": ["blue"] * 5 + ["yellow"] * 4},
                                  {"name": "Traveler Camp"}])
    assert ann.wild == ("yellow",)
    assert points(ann) == {"banners:blue": 16, "banners:yellow": 16, "card:treasury": 6}
    yellow_line = next(line for line in ann.breakdown if line.category == "banners:yellow")
    told = said(yellow_line.text)  # "..., with the wild banner of Traveler Camp counted as yellow"
    assert (told.code, told.params["cards"], told.params["colour"]) == (
        "taw.score.wild_as", [msg("taw.card.named", name="Traveler Camp")], msg("taw.colour.yellow"))


def test_wild_banner_goes_to_trade_route_over_an_equal_banner_gain() -> None:
    # Red 5 -> 6 is +6; yellow 5 -> 6 is +6 and Trade Route +4.
    ann = score_one(empire_cards=[{"name": "Trade Route"}, {"name": "Traveler Camp"},
                                  *cards(*["red"] * 5 + ["yellow"] * 5)])
    assert ann.wild == ("yellow",)
    assert ann.total == 16 + 22 + 4


def test_wild_banner_completes_a_moon_festival_set() -> None:
    ann = score_one(empire_cards=[{"name": "Moon Festival"}, {"name": "Traveler Camp"},
                                  *cards("red", "blue", "yellow", "green")])
    assert ann.wild == ("purple",)
    assert ann.total == 5 * 2 + 4


def test_wild_banner_meets_hall_of_war() -> None:
    hall = {"name": "Hall of War", "requires": {"green": 2}}
    ann = score_one(empire_cards=[hall, {"name": "Traveler Camp"}, *cards("green", "red", "red")])
    assert ann.wild == ("green",)
    assert points(ann) == {"banners:red": 4, "banners:green": 4, "card:hall_of_war": 6}


def test_wild_banner_without_cards_grows_the_largest_tribe() -> None:
    # Red 3 -> 4 gains 4; blue 1 -> 2 gains 2; a new tribe gains 2.
    ann = score_one(empire_cards=[{"name": "Traveler Camp"}, *cards("red", "red", "red", "blue")])
    assert ann.wild == ("red",)
    assert ann.total == 11 + 2


def test_two_wild_banners_are_placed_together() -> None:
    ann = score_one(empire_cards=[{"name": "Treasury", "banners": ["blue"] * 4 + ["yellow"] * 4},
                                  {"banners": ["any", "any"]}])
    assert ann.wild == ("blue", "yellow")
    assert ann.total == 16 + 16 + 6


def test_scoring_rules_data_is_checked_on_load() -> None:
    good = scoring_rules().model_dump()
    assert good["banner_points"] == {1: 2, 2: 4, 3: 7, 4: 11, 5: 16, 6: 22} and good["banner_cap"] == 6
    with pytest.raises(ValidationError, match=r"banner_points needs exactly the counts \[1, 2, 3, 4, 5, 6\]"):
        ScoringRules.model_validate({**good, "banner_points": {1: 2, 2: 4}})
    with pytest.raises(ValidationError, match="tiebreaks lists a tie-breaker twice"):
        ScoringRules.model_validate({**good, "tiebreaks": ["coins", "coins"]})
    with pytest.raises(ValidationError, match=r"cards\n  Extra inputs are not permitted"):  # in catalog.json now
        ScoringRules.model_validate({**good, "cards": {"treasury": {"points": 6, "banners": {"blue": 5}}}})
    raw = json.loads(read_text("ancient_world/catalog.json"))
    treasury = next(e for e in raw["cards"] if e["card"]["name"] == "Treasury")
    treasury["scoring"]["banners"] = {"pink": 5}
    with pytest.raises(DataError, match=r"cards\.\d+\.scoring: Treasury: banners: unknown tribe pink"):
        parse_json(json.dumps(raw), Catalog, "catalog.json")
