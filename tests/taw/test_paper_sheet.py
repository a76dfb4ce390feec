"""The Ancient World scored on paper (issue 22, points 1 and 2): the sheet's entries, its refusals (with nothing
changed), finishing, the tie-break questions, one scorer with ``companion score --json`` over random sheets, and
export and import through the store."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.cli import main
from companion.core.errors import RuleError
from companion.core.game import Game
from companion.core.paper import Entered
from companion.kinds import all_kinds, get_kind, paper_kinds, scored_on_paper
from companion.store import Store
from companion.store.export import export_text, import_bytes
from companion.taw.cards import TRIBES
from companion.taw.paper import (
    PaperBanners,
    PaperPick,
    PaperRequirement,
    TawPaperCount,
    offered,
    pending_tiebreak,
    question,
    result,
    sheet_data,
)
from companion.taw.score_sheet import ScoreSheet
from companion.words import translator
from tests.said import codes

KIND = get_kind("the-ancient-world-sheet")


def sheet(*names: str) -> Game:
    return Game(KIND, KIND.setup_model.model_validate({"players": [{"name": n} for n in names]}))


def refused(game: Game, action: Any, code: str) -> RuleError:
    """The refusal; the game is unchanged by it."""
    before = (game.state.model_copy(deep=True), list(game.entries))
    with pytest.raises(RuleError) as caught:
        game.apply(action)
    assert caught.value.code == code, caught.value
    assert (game.state, game.entries) == before
    return caught.value


def test_the_kind_is_the_games_title_and_says_it_was_scored_on_paper() -> None:
    assert KIND.title == get_kind("the-ancient-world").title
    assert KIND.paper is True and not getattr(get_kind("the-ancient-world"), "paper", False)
    for kind in all_kinds():
        assert scored_on_paper(kind.id) == getattr(kind, "paper", False), kind.id
    assert [k.id for k in paper_kinds()] == ["the-ancient-world-sheet", "ancient-realm-sheet"]


def test_setup_takes_two_to_four_named_players() -> None:
    for players in ([{"name": "Hal"}], [{"name": n} for n in "ABCDE"], [{"name": "Hal"}, {"name": ""}]):
        with pytest.raises(ValueError):
            KIND.setup_model.model_validate({"players": players})


def test_counts_banners_and_cards_make_the_scorers_sheet() -> None:
    game = sheet("Hal", "Ivy")
    for tribe, count in zip(TRIBES, (3, 1, 2, 1), strict=False):
        game.apply(PaperBanners(player=0, tribe=tribe, count=count))
    game.apply(TawPaperCount(player=0, field="starving", value=1))
    game.apply(TawPaperCount(player=0, field="damaged", value=1))
    game.apply(PaperPick(player=0, card="Monument"))
    game.apply(TawPaperCount(player=0, field="titans", value=2))
    game.apply(PaperPick(player=0, card="Hall of War"))
    game.apply(PaperRequirement(player=0, card="Hall of War", tribe="red", count=3))
    data = sheet_data(game.state)["players"][0]
    assert data["banners"] == {"red": 3, "blue": 1, "yellow": 2, "green": 1}
    assert data["defeated_titans"] == [3, 3] and data["damaged_cards"] == 1 and data["starving"] == 1
    assert data["empire_cards"] == [{"name": "Monument"}, {"name": "Hall of War", "requires": {"red": 3}}]
    hal = result(game.state).player("Hal")
    # banners 7 + 2 + 4 + 2, Monument 2 x 2, Hall of War 6, starving -2, damaged -1
    assert hal.total == 15 + 4 + 6 - 3
    assert codes(game.entries[-1]) == "taw.paper.requires(name='Hal', card='Hall of War', count=3, tribe=taw.tribe.red)"


def test_a_scoring_card_twice_a_count_beyond_the_box_and_unknown_cards_are_refused_in_words() -> None:
    game = sheet("Hal", "Ivy")
    game.apply(PaperPick(player=0, card="Monument"))
    assert codes(refused(game, PaperPick(player=0, card="Monument"), "card_twice")) == \
        "card_twice(name='Hal', card='Monument')"
    assert codes(refused(game, TawPaperCount(player=0, field="coins", value=69), "more_than_the_game_has_sheet")) \
        == "more_than_the_game_has_sheet(who='Hal', why=taw.paper.about(field=taw.paper.count.coins(banners=3), " \
        "why=taw.sheet.at_most(most=68, value='69', why=taw.sheet.coin_tokens(n=68))))"
    assert codes(refused(game, TawPaperCount(player=0, field="starving", value=6), "too_many_starving")) \
        == "too_many_starving(who='Hal', why=taw.sheet.starving(starving=6, citizens=5))"
    assert codes(refused(game, TawPaperCount(player=1, field="titans", value=40), "more_than_the_game_has_sheet")) \
        == "more_than_the_game_has_sheet(who='Ivy', why=taw.paper.about(field=taw.paper.count.titans(banners=3), " \
        "why=taw.sheet.at_most(most=39, value='40', why=taw.sheet.titan_cards(n=39))))"
    refused(game, PaperPick(player=0, card="Archivists of Bol"), "not_a_scoring_card")
    refused(game, PaperPick(player=1, card="Monument", owned=False), "card_not_picked")
    refused(game, PaperRequirement(player=0, card="Monument", tribe="red", count=1), "no_printed_requirement")
    refused(game, PaperBanners(player=2, tribe="red", count=1), "no_such_player")
    game.apply(PaperPick(player=0, card="Trade City"))
    too_many = refused(game, PaperRequirement(player=0, card="Trade City", tribe="red", count=7),
                       "more_than_the_game_has_sheet")
    assert "at most 6, not 7" in str(too_many)
    # Where the sheet is entered in the app, the card's field is said in words, not as the sheet's JSON key.
    assert "Trade City: red banners required: at most 6, not 7" in str(too_many)
    assert "field=taw.sheet.field.requires_red" in codes(too_many)
    assert "Trade City: geforderte rote Banner: höchstens 6" in translator("de")(too_many.said)
    game.apply(TawPaperCount(player=0, field="card_count", value=3))
    refused(game, TawPaperCount(player=0, field="card_count", value=1), "card_count_below_listed")


def test_each_offered_card_asks_only_what_its_scoring_reads() -> None:
    asks = {str(c.name): question(c) for c in offered()}
    assert asks["Hall of War"] == asks["Trade City"] == "requires"
    assert asks["Monument"] == "titans" and asks["Citadel of Ivories"] == "coins"
    assert asks["Traveler Camp"] is None and asks["Cave Town"] is None and asks["Treasury"] is None
    assert "Archivists of Bol" not in asks


def test_traveler_camp_takes_the_colour_that_scores_best() -> None:
    game = sheet("Hal", "Ivy")
    game.apply(PaperBanners(player=0, tribe="green", count=2))
    game.apply(PaperBanners(player=0, tribe="red", count=5))
    game.apply(PaperPick(player=0, card="Traveler Camp"))
    hal = result(game.state).player("Hal")
    assert hal.wild == ("red",) and hal.total == 22 + 4


def test_finished_once_every_player_is_entered_and_a_fix_keeps_it_finished() -> None:
    game = sheet("Hal", "Ivy")
    game.apply(Entered(player=0))
    assert not game.is_over
    refused(game, Entered(player=0), "already_entered")
    game.apply(Entered(player=1))
    assert game.is_over and KIND.final_scores(game.state) == [0, 0]
    game.apply(PaperBanners(player=1, tribe="blue", count=2))
    assert game.is_over and KIND.final_scores(game.state) == [0, 4]
    game.undo()
    game.undo()
    assert not game.is_over


def test_tie_break_counts_are_asked_one_at_a_time_while_the_tie_stands() -> None:
    game = sheet("Hal", "Ivy", "Jo")
    for seat in (0, 1):
        game.apply(PaperBanners(player=seat, tribe="red", count=3))
    game.apply(PaperBanners(player=2, tribe="red", count=1))
    assert pending_tiebreak(game.state) is None  # not everybody entered yet
    for seat in range(3):
        game.apply(Entered(player=seat))
    assert pending_tiebreak(game.state) == ([0, 1], "coins")
    game.apply(TawPaperCount(player=0, field="coins", value=4))
    assert pending_tiebreak(game.state) == ([0, 1], "coins")
    game.apply(TawPaperCount(player=1, field="coins", value=4))
    assert pending_tiebreak(game.state) == ([0, 1], "card_count")
    game.apply(TawPaperCount(player=0, field="card_count", value=12))
    game.apply(TawPaperCount(player=1, field="card_count", value=10))
    assert pending_tiebreak(game.state) is None
    assert codes(result(game.state).players[0].tiebreak).startswith(
        "taw.score.ranked_why(rank=taw.score.rank(name='Hal', place=place.st(n=1)), points=amount.point(n=7), "
        "why=taw.score.than_equal(compared=taw.score.more_cards, ")


# -- one scorer: the sheet entered on screen scores as its export does -----------------------------------------

COUNTS = st.fixed_dictionaries({
    "banners": st.lists(st.integers(0, 7), min_size=5, max_size=5),
    "starving": st.integers(0, 5), "damaged": st.integers(0, 4),
    "cards": st.lists(st.sampled_from([str(c.name) for c in offered()]), max_size=4, unique=True),
    "titans": st.integers(0, 3), "citizens": st.integers(1, 5),
    "coins": st.none() | st.integers(0, 12), "knowledge": st.none() | st.integers(0, 5),
    "ambrosia": st.none() | st.integers(0, 5), "requires": st.lists(st.integers(0, 6), min_size=5, max_size=5),
    "extra_cards": st.none() | st.integers(0, 3),
})


def enter(game: Game, seat: int, line: dict[str, Any]) -> None:
    """One player's line entered as the screen does, skipping what the sheet refuses (as the screen would)."""
    actions: list[Any] = [PaperBanners(player=seat, tribe=t, count=n) for t, n in zip(TRIBES, line["banners"],
                                                                                         strict=True)]
    actions += [TawPaperCount(player=seat, field="citizens", value=line["citizens"]),
                TawPaperCount(player=seat, field="starving", value=line["starving"]),
                TawPaperCount(player=seat, field="damaged", value=line["damaged"])]
    for name in line["cards"]:
        actions.append(PaperPick(player=seat, card=name))
        if name in ("Hall of War", "Trade City"):
            actions += [PaperRequirement(player=seat, card=name, tribe=t, count=n)
                        for t, n in zip(TRIBES, line["requires"], strict=True) if n]
    actions.append(TawPaperCount(player=seat, field="titans", value=line["titans"]))
    for field in ("coins", "knowledge", "ambrosia"):
        if line[field] is not None:
            actions.append(TawPaperCount(player=seat, field=field, value=line[field]))
    if line["extra_cards"] is not None:
        listed = len(line["cards"]) + line["titans"]
        actions.append(TawPaperCount(player=seat, field="card_count", value=listed + line["extra_cards"]))
    actions.append(Entered(player=seat))
    for action in actions:
        if game.can(action):
            game.apply(action)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(lines=st.lists(COUNTS, min_size=2, max_size=4))
def test_random_sheets_score_the_same_through_companion_score_json(
        lines: list[dict[str, Any]], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = sheet(*[f"P{i}" for i in range(len(lines))])
    for seat, line in enumerate(lines):
        enter(game, seat, line)
    assert game.is_over
    path = tmp_path / "sheet.json"
    path.write_text(json.dumps(sheet_data(game.state)), encoding="utf-8")
    capsys.readouterr()
    assert main(["score", str(path), "--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed == result(game.state).to_json()
    totals = {p["name"]: p["total"] for p in printed["players"]}
    assert KIND.final_scores(game.state) == [totals[line.name] for line in game.state.players]
    assert ScoreSheet.model_validate(sheet_data(game.state)) is not None


def test_a_sheet_is_saved_finished_exports_imports_and_a_fix_recomputes() -> None:
    store = Store.memory()
    setup = KIND.setup_model.model_validate({"players": [{"name": "Hal"}, {"name": "Ivy"}]})
    saved = store.create(KIND.id, setup, name="Paper: Hal, Ivy", players=["Hal", "Ivy"])
    saved.apply(PaperBanners(player=0, tribe="red", count=2))
    saved.apply(Entered(player=0))
    saved.apply(Entered(player=1))
    assert saved.info.status == "finished" and saved.info.final_scores == {"Hal": 4, "Ivy": 0}
    other = Store.memory()
    imported = import_bytes(other, export_text(store, saved.id).encode(), "sheet.json")
    assert imported.info.status == "finished" and imported.info.final_scores == {"Hal": 4, "Ivy": 0}
    assert imported.state == saved.state
    reopened = other.resume(imported.id)
    reopened.apply(PaperBanners(player=1, tribe="blue", count=3))
    assert reopened.info.status == "finished" and reopened.info.final_scores == {"Hal": 4, "Ivy": 7}


def test_a_sheet_file_gives_the_paper_tallies_bounded_by_the_box(tmp_path: Path,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    player = {"name": "Hal", "coins": 0, "knowledge": 0, "ambrosia": 0, "citizens": 5, "banners": {"red": 3},
              "damaged_cards": 2, "defeated_titans": [3, 2], "empire_cards": [{"name": "Monument"}], "card_count": 9}
    path = tmp_path / "sheet.json"
    path.write_text(json.dumps({"players": [player]}), encoding="utf-8")
    assert main(["score", str(path), "--json"]) == 0
    hal = json.loads(capsys.readouterr().out)["players"][0]
    assert hal["total"] == 7 - 2 + 2
    for field, value, words in (("banners", {"red": 400}, "not 400"), ("damaged_cards", 94, "93 empire cards"),
                                ("defeated_titans", [4], "not 4"), ("card_count", 2, "lists 3")):
        path.write_text(json.dumps({"players": [{**player, field: value}]}), encoding="utf-8")
        assert main(["score", str(path)]) == 1
        line = capsys.readouterr().err
        assert field in line and words in line, line
