"""The share text: players best first with their points, who won a tie and on what (or that it is shared)."""

from __future__ import annotations

from datetime import UTC, datetime

from companion.share.result import FinishedResult, Standing, finished_result
from companion.share.text import share_text, short_title, standings
from companion.store import Store
from companion.words import Msg, translator
from tests.said import codes
from tests.share.games import finished_realm, finished_taw, finished_tta

DAY = datetime(2026, 12, 3, 18, 5, tzinfo=UTC)


def result(*players: Standing, title: str = "The Ancient World (Second Edition)") -> FinishedResult:
    return FinishedResult("g1", "the-ancient-world", title, DAY, None, players)


def test_the_issues_example() -> None:
    said = share_text(result(Standing("Jo", 15, 3, False, False), Standing("Ivy", 18, 2, False, False),
                             Standing("Hal", 18, 1, True, True, "coins")))
    assert said == "The Ancient World, 3 Dec: Hal 18, Ivy 18 (Hal on coins), Jo 15"


def test_a_shared_tie_and_a_three_way_tie_broken_twice() -> None:
    assert share_text(result(Standing("Hal", 18, 1, True, True), Standing("Ivy", 18, 1, True, False))) == (
        "The Ancient World, 3 Dec: Hal 18, Ivy 18 (shared)")
    said = share_text(result(Standing("Hal", 9, 1, True, True, "cards"), Standing("Ivy", 9, 2, False, False, "coins"),
                             Standing("Jo", 9, 3, False, False)))
    assert said == "The Ancient World, 3 Dec: Hal 9, Ivy 9, Jo 9 (Hal on cards and Ivy on coins)"


def test_the_three_kinds_from_their_stored_games() -> None:
    with Store.memory() as store:
        taw, realm, tta = finished_taw(store), finished_realm(store), finished_tta(store)
        texts = [share_text(finished_result(store.info(g.id), g.game)) for g in (taw, realm, tta)]
    day = datetime.fromisoformat(taw.game.entries[0].at)
    when = f"{day.day} {day:%b}"
    totals = {p.name: p for p in finished_result(taw.info, taw.game).players}
    assert texts[0] == (f"The Ancient World, {when}: Cleo {totals['Cleo'].score}, Ann 17, Bob 17 (Ann on coins)")
    assert texts[1] == f"Ancient Realm, {when}: Dana {realm.game.state.score.total}"
    names = ", ".join(p.name for p in tta.game.setup.players)
    assert texts[2] == f"Through the Ages: first round, {when}: {names} (no scores recorded)"


def test_the_short_title_drops_the_edition() -> None:
    assert short_title("The Ancient World (Second Edition)") == "The Ancient World"
    assert short_title("Through the Ages: first round") == "Through the Ages: first round"


def test_the_share_text_in_german() -> None:
    from companion.words import translator

    said = share_text(result(Standing("Hal", 9, 1, True, True, "cards"), Standing("Ivy", 9, 2, False, False, "coins"),
                             Standing("Jo", 9, 3, False, False)), translator("de"))
    assert said == "The Ancient World, 3. Dez.: Hal 9, Ivy 9, Jo 9 (Hal durch cards und Ivy durch coins)"
    assert share_text(result(Standing("Hal", 18, 1, True, True), Standing("Ivy", 18, 1, True, False)),
                      translator("de")) == "The Ancient World, 3. Dez.: Hal 18, Ivy 18 (geteilt)"


def test_the_standings_are_messages_the_reader_says() -> None:
    """share.line's standings are data (issue 24, rule 2): the scored players and the tie a message each, said with
    the reader's separator, never a sentence made in English first."""
    made = standings(result(Standing("Jo", 15, 3, False, False), Standing("Ivy", 18, 2, False, False),
                            Standing("Hal", 18, 1, True, True, "coins")))
    assert isinstance(made, Msg) and made.code == "share.commas"
    assert codes(made) == ("share.commas(items=[share.tie_won(players=share.commas(items=[share.scored(name='Hal', "
                           "score=18), share.scored(name='Ivy', score=18)]), won=[share.won_on(name='Hal', "
                           "what='coins')]), share.commas(items=[share.scored(name='Jo', score=15)])])")
    shared = standings(result(Standing("Hal", 18, 1, True, True), Standing("Ivy", 18, 1, True, False),
                              Standing("Jo", 15, 3, False, False)))
    assert translator("de")(shared) == "Hal 18, Ivy 18 (geteilt), Jo 15"
