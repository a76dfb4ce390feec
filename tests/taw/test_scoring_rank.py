"""Ranking and tie-breakers (Game End): each level, shared ranks, the words, and hypothesis properties."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from scoring_support import player, score_players

from companion.taw.cards import TRIBES
from companion.taw.catalog import catalog
from companion.taw.score_sheet import ScoreSheet
from companion.taw.scoring import ordinal, score
from companion.taw.scoring_rules import scoring_rules
from tests.said import codes


def test_most_points_wins_and_the_reason_is_the_points() -> None:
    result = score_players(player("Ann", bonus_vp=40), player("Bob", bonus_vp=42))
    assert result.winners == ("Bob",)
    assert [(p.name, p.rank) for p in result.players] == [("Bob", 1), ("Ann", 2)]
    assert result.explanation == "Bob 1st: 42 points; Ann 2nd: 40 points"


def test_tie_on_points_goes_to_coins() -> None:
    result = score_players(player("Bob", coins=3, bonus_vp=42), player("Ann", coins=5, bonus_vp=42))
    assert result.winners == ("Ann",)
    assert codes(result.player("Ann").tiebreak) == ("taw.score.ranked_why(rank=taw.score.rank(name='Ann', "
                                                    "place=place.st(n=1)), points=amount.point(n=42), "
                                                    "why=taw.score.than(compared=taw.score.more_coins, names=['Bob'], "
                                                    "mine=5, theirs=3))")
    assert codes(result.player("Bob").tiebreak) == ("taw.score.ranked_why(rank=taw.score.rank(name='Bob', "
                                                    "place=place.nd(n=2)), points=amount.point(n=42), "
                                                    "why=taw.score.than(compared=taw.score.fewer_coins, "
                                                    "names=['Ann'], mine=3, theirs=5))")


def test_then_empire_district_and_titan_cards() -> None:
    # Ann: 1 empire card + 2 districts (as cards) + 1 titan = 4; Bob: 1 empire card + 2 districts (count) = 3.
    ann = player("Ann", coins=5, bonus_vp=10, empire_cards=[{}], districts=[{"name": "Quarry"}, {}], titans=[{}])
    bob = player("Bob", coins=5, bonus_vp=10, empire_cards=[{"name": "Mystery"}], districts=2)
    result = score_players(bob, ann)
    assert result.player("Ann").rank == 1 and result.player("Bob").rank == 2
    assert codes(result.player("Bob").tiebreak) == ("taw.score.ranked_why(rank=taw.score.rank(name='Bob', "
                                                    "place=place.nd(n=2)), points=amount.point(n=10), "
                                                    "why=taw.score.than_equal(compared=taw.score.fewer_cards, "
                                                    "names=['Ann'], mine=3, theirs=4, "
                                                    "values=[taw.score.value(what=taw.score.coins, n=5)]))")


def test_then_knowledge_then_ambrosia() -> None:
    result = score_players(player("Ann", knowledge=1, ambrosia=9), player("Bob", knowledge=2, ambrosia=0),
                           player("Cid", knowledge=1, ambrosia=3))
    assert [p.name for p in result.players] == ["Bob", "Ann", "Cid"]
    assert codes(result.player("Ann").tiebreak) == ("taw.score.ranked_why(rank=taw.score.rank(name='Ann', "
                                                    "place=place.nd(n=2)), points=amount.point(n=0), "
                                                    "why=taw.list.commas(items=[taw.score.than_equal("
                                                    "compared=taw.score.less_knowledge, names=['Bob'], mine=1, "
                                                    "theirs=2, values=[taw.score.value(what=taw.score.coins, n=0), "
                                                    "taw.score.value(what=taw.score.cards, n=0)]), "
                                                    "taw.score.than_equal(compared=taw.score.more_ambrosia, "
                                                    "names=['Cid'], mine=9, theirs=3, "
                                                    "values=[taw.score.value(what=taw.score.coins, n=0), "
                                                    "taw.score.value(what=taw.score.cards, n=0), "
                                                    "taw.score.value(what=taw.score.knowledge, n=1)])]))")
    assert codes(result.player("Cid").tiebreak).startswith(
        "taw.score.ranked_why(rank=taw.score.rank(name='Cid', place=place.rd(n=3)), points=amount.point(n=0), "
        "why=taw.score.than_equal(compared=taw.score.less_ambrosia, names=['Ann'], mine=3, theirs=9, ")


def test_a_tie_surviving_every_tiebreaker_is_shared_and_the_next_rank_is_skipped() -> None:
    same = {"coins": 4, "knowledge": 1, "ambrosia": 2, "bonus_vp": 30, "districts": 1}
    result = score_players(player("Ann", **same), player("Bob", **same), player("Cid", bonus_vp=12))
    assert result.winners == ("Ann", "Bob")
    assert [(p.name, p.rank) for p in result.players] == [("Ann", 1), ("Bob", 1), ("Cid", 3)]
    assert codes(result.player("Ann").tiebreak) == ("taw.score.ranked_why(rank=taw.score.rank_shared(name='Ann', "
                                                    "place=place.st(n=1), shared=['Bob']), points=amount.point(n=30), "
                                                    "why=taw.score.equal_on_every(values=[taw.score.value("
                                                    "what=taw.score.coins, n=4), "
                                                    "taw.score.value(what=taw.score.cards, n=1), "
                                                    "taw.score.value(what=taw.score.knowledge, n=1), "
                                                    "taw.score.value(what=taw.score.ambrosia, n=2)]))")
    assert result.to_json()["winner"] == ["Ann", "Bob"]


def test_a_shared_rank_below_a_tie_broken_on_coins_names_the_whole_group() -> None:
    result = score_players(player("Ann", coins=1, bonus_vp=5), player("Bob", coins=1, bonus_vp=5),
                           player("Cid", coins=7, bonus_vp=5))
    assert [(p.name, p.rank) for p in result.players] == [("Cid", 1), ("Ann", 2), ("Bob", 2)]
    assert codes(result.player("Cid").tiebreak) == ("taw.score.ranked_why(rank=taw.score.rank(name='Cid', "
                                                    "place=place.st(n=1)), points=amount.point(n=5), "
                                                    "why=taw.score.than(compared=taw.score.more_coins, names=['Ann', "
                                                    "'Bob'], mine=7, theirs=1))")
    assert codes(result.player("Bob").tiebreak).startswith(
        "taw.score.ranked_why(rank=taw.score.rank_shared(name='Bob', place=place.nd(n=2), shared=['Ann']), "
        "points=amount.point(n=5), why=taw.list.commas(items=[taw.score.than(compared=taw.score.fewer_coins, "
        "names=['Cid'], ")


def test_ordinals() -> None:
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 101)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st"]


# -- properties ------------------------------------------------------------------------------------

_NAMED = ["Treasury", "Traveler Camp", "Moon Festival", "Monument", "Cave Town", "Trade Route", "City Center",
          "Forest Hideout", "Citadel of Ivories", "Frog God Statue", "Hidden Library", "Dungeons", ""]
_banners = st.lists(st.sampled_from(TRIBES), max_size=4)


@st.composite
def _card(draw: st.DrawFn) -> dict[str, Any]:
    name = draw(st.sampled_from([*_NAMED, "Hall of War", "Trade City"]))
    card: dict[str, Any] = {"name": name, "banners": draw(_banners), "damaged": draw(st.booleans())}
    if name == "Traveler Camp":  # its wild banner is printed (catalog.json): a sheet giving others is refused
        del card["banners"]
    if name in ("Hall of War", "Trade City"):
        card["requires"] = draw(st.dictionaries(st.sampled_from(TRIBES), st.integers(1, 4), min_size=1, max_size=2))
    return card


@st.composite
def _player(draw: st.DrawFn, name: str) -> dict[str, Any]:
    citizens = draw(st.integers(1, 5))
    return {
        "name": name, "coins": draw(st.integers(0, 12)), "knowledge": draw(st.integers(0, 4)),
        "ambrosia": draw(st.integers(0, 6)), "citizens": citizens, "starving": draw(st.integers(0, citizens)),
        "empire_cards": draw(st.lists(_card(), max_size=8)),
        "titans": draw(st.lists(st.fixed_dictionaries({"banners": _banners}), max_size=3)),
        "districts": draw(st.integers(0, 3)), "bonus_vp": draw(st.integers(-3, 8)),
    }


@st.composite
def _sheet(draw: st.DrawFn) -> dict[str, Any]:
    names = draw(st.lists(st.sampled_from(["Ann", "Bob", "Cid", "Dee", "Eve"]), min_size=1, max_size=4, unique=True))
    return {"players": [draw(_player(name)) for name in names]}


@settings(max_examples=150, deadline=None)
@given(_sheet(), st.randoms())
def test_totals_ranks_and_order_do_not_depend_on_seating(raw: dict[str, Any], rnd: Any) -> None:
    result = score(ScoreSheet.model_validate(raw))
    keys = {}
    for p in result.players:
        assert p.total == sum(line.points for line in p.breakdown)
        keys[p.name] = (p.total, *p.tiebreakers.values())
    for p in result.players:
        assert p.rank == 1 + sum(k > keys[p.name] for k in keys.values())
    assert [p.rank for p in result.players] == sorted(p.rank for p in result.players)
    assert set(result.winners) == {p.name for p in result.players if p.rank == 1}
    shuffled = list(raw["players"])
    rnd.shuffle(shuffled)
    again = score(ScoreSheet.model_validate({"players": shuffled}))
    assert {p.name: (p.total, p.rank, p.breakdown) for p in again.players} == {
        p.name: (p.total, p.rank, p.breakdown) for p in result.players}


def _catalog_card(name: str, exclude: set[str]) -> dict[str, Any]:
    """The printed symbols of a catalog card as a sheet writes them, without the ``exclude`` fields."""
    entry = catalog().by_name(name)
    assert entry is not None
    return entry.card.model_dump(mode="json", exclude=exclude, exclude_defaults=True)


@settings(max_examples=100, deadline=None)
@given(_player("Ann"))
def test_the_wild_banner_takes_the_best_colour(raw: dict[str, Any]) -> None:
    with_wild = {**raw, "empire_cards": [*raw["empire_cards"], {"name": "Traveler Camp"}]}
    best = score(ScoreSheet.model_validate({"players": [with_wild]})).player("Ann")
    by_colour = {}
    # The camp with its banner fixed to one colour is another card: the catalog prints Traveler Camp's banner wild.
    camp = _catalog_card("Traveler Camp", exclude={"name", "ability", "banners"})
    for tribe in TRIBES:
        fixed = {**raw, "empire_cards": [*raw["empire_cards"], {**camp, "banners": [tribe]}]}
        by_colour[tribe] = score(ScoreSheet.model_validate({"players": [fixed]})).player("Ann").total
    assert best.total == max(by_colour.values()) == by_colour[best.wild[0]]


def test_the_tiebreak_order_comes_from_the_rules_data() -> None:
    sheet = ScoreSheet.model_validate({"players": [player("Ann", coins=5), player("Bob", knowledge=1)]})
    assert score(sheet).winners == ("Ann",)
    knowledge_first = scoring_rules().model_copy(update={"tiebreaks": ("knowledge", "coins", "cards", "ambrosia")})
    result = score(sheet, knowledge_first)
    assert result.winners == ("Bob",)
    assert codes(result.player("Ann").tiebreak) == ("taw.score.ranked_why(rank=taw.score.rank(name='Ann', "
                                                    "place=place.nd(n=2)), points=amount.point(n=0), "
                                                    "why=taw.score.than(compared=taw.score.less_knowledge, "
                                                    "names=['Bob'], mine=0, theirs=1))")
