"""The Ancient World says a list as one message of its items (``taw.list.commas``, ``taw.list.pluses``), each
language with its own separator, or as a list parameter that each language says as its lists ("A, B and C" /
"A, B und C"), not as a chain of pairs (``taw.list.comma``, ``.plus``, ``.and``: first and rest) as it did before; a
log entry or state saved with a chain still reads as it did, in English and in German (issue 24)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from companion.core.game import Game, LogEntry
from companion.store import Store
from companion.store.export import import_bytes
from companion.taw import random_game
from companion.taw.kind import KIND
from companion.taw.phases.attack import DECK_STARS, DECK_STARS_OPEN, NOT_A_DECK
from companion.taw.said import AND, COMMA, PLUS, ands, commas, pluses
from companion.words import Msg, translator
from companion.words.amounts import amount
from tests.said import codes
from tests.ui.pseudo_words import WORD, outside

EXPORTS = Path(__file__).resolve().parents[1] / "data" / "exports"

#: A log entry as Companion saved it before lists were one message: three dice faces as a chain of pairs.
SAVED_BEFORE = {
    "seq": 15, "group": 13, "auto": False, "by": None, "at": "2026-12-04T04:18:23.511+00:00",
    "action": {"type": "enter_dice", "player": 0, "faces": ["titan", "coin", "blank"]},
    "message": {"code": "taw.log.rolled", "params": {
        "name": "Ann",
        "faces": {"code": "taw.list.comma", "params": {
            "first": {"code": "taw.die.titan", "params": {}},
            "rest": {"code": "taw.list.comma", "params": {
                "first": {"code": "taw.die.coin", "params": {}}, "rest": {"code": "taw.die.blank", "params": {}}}}}},
        "titan": {"code": "taw.titan.named", "params": {"name": "Titan 1-82"}}}},
}


def test_a_list_is_one_message_of_its_items_said_with_commas_in_english_and_german() -> None:
    gains = commas([amount(7, "coin"), amount(1, "knowledge"), amount(2, "ambrosia")])
    assert codes(gains) == "taw.list.commas(items=[amount.coin(n=7), amount.knowledge(n=1), amount.ambrosia(n=2)])"
    assert translator("en")(gains) == "7 coins, 1 knowledge, 2 ambrosia"
    assert translator("de")(gains) == "7 Münzen, 1 Wissen, 2 Ambrosia"
    assert (commas([amount(1, "coin")]), commas([])) == (amount(1, "coin"), "")


def test_a_sum_is_one_message_of_its_items() -> None:
    cost = pluses([amount(4, "coin"), amount(1, "knowledge")])
    assert codes(cost) == "taw.list.pluses(items=[amount.coin(n=4), amount.knowledge(n=1)])"
    assert (translator("en")(cost), translator("de")(cost)) == ("4 coins + 1 knowledge", "4 Münzen + 1 Wissen")


def test_a_list_said_with_and_is_a_list_each_language_says_as_its_lists() -> None:
    two = ands([amount(2, "coin"), amount(1, "knowledge")])
    assert two == [amount(2, "coin"), amount(1, "knowledge")]
    assert (translator("en").param(two), translator("de").param(two)) == ("2 coins and 1 knowledge",
                                                                          "2 Münzen und 1 Wissen")
    pseudo = translator("qps").param(two)
    assert (pseudo, WORD.findall(outside(pseudo))) == ("⟦⟦2 coins⟧ and ⟦1 knowledge⟧⟧", [])
    decks = NOT_A_DECK(decks=ands([DECK_STARS_OPEN(stars=1), DECK_STARS_OPEN(stars=2), DECK_STARS(stars=3)]),
                       has=amount(0, "star"))
    assert translator("en")(decks) == "The titan decks hold 1-, 2- and 3-star titans; this card has 0 stars"
    assert translator("de")(decks) == "Die Titanenstapel haben 1-, 2- und 3-Sterne Titanen; diese Karte hat 0 Sterne"


def test_the_sums_and_and_lists_saved_as_chains_read_as_before() -> None:
    a, b, c = amount(1, "coin"), amount(2, "knowledge"), amount(3, "ambrosia")
    said = {language: (translator(language)(PLUS(first=a, rest=PLUS(first=b, rest=c))),
                       translator(language)(AND(first=a, rest=AND(first=b, rest=c)))) for language in ("en", "de")}
    assert said == {"en": ("1 coin + 2 knowledge + 3 ambrosia", "1 coin and 2 knowledge and 3 ambrosia"),
                    "de": ("1 Münze + 2 Wissen + 3 Ambrosia", "1 Münze und 2 Wissen und 3 Ambrosia")}


def test_a_log_entry_saved_with_the_chain_of_pairs_reads_as_before_and_as_the_list_says_it() -> None:
    saved = LogEntry.from_json(KIND, json.loads(json.dumps(SAVED_BEFORE)), 0)
    assert saved.message.params["faces"] == COMMA(first=Msg.of("taw.die.titan", {}), rest=COMMA(
        first=Msg.of("taw.die.coin", {}), rest=Msg.of("taw.die.blank", {})))
    assert translator("en")(saved.message) == "Ann rolled titan, coin, blank for the Titan 1-82"
    assert translator("de")(saved.message) == "Ann würfelt Titan, Münze, leer für Titan 1-82"
    now = Msg.of("taw.log.rolled", {**saved.message.params, "faces": commas(
        [Msg.of(f"taw.die.{face}", {}) for face in ("titan", "coin", "blank")])})
    assert now != saved.message
    for language in ("en", "de"):
        assert translator(language)(now) == translator(language)(saved.message)


#: The codes of the pairs lists were chains of before.
PAIRS = {COMMA.code, PLUS.code, AND.code}


def _chains(value: Any) -> int:
    """How many pairs of a chain (:data:`PAIRS`) ``value`` (JSON) holds, at any depth."""
    if isinstance(value, dict):
        return (value.get("code") in PAIRS) + sum(_chains(v) for v in value.values())
    if isinstance(value, list):
        return sum(_chains(v) for v in value)
    return 0


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_no_log_entry_or_state_of_a_random_game_holds_a_chain_of_pairs(seed: int) -> None:
    game = random_game.random_game(seed, players=2 + seed % 3)
    replay = Game(game.kind, game.setup)
    chains, lists = 0, 0
    for entry in game.entries:
        if not entry.auto:
            replay.apply(entry.action)
        said = [entry.to_json(), replay.state.model_dump(mode="json")]
        chains += _chains(said)
        lists += sum(json.dumps(said).count(f'"taw.list.{joint}"') for joint in ("commas", "pluses"))
    assert replay.state == game.state
    assert chains == 0
    assert lists > 0, "the game said no list, so it shows nothing"


def test_an_export_written_with_chains_of_pairs_says_each_entry_as_the_engine_now_does() -> None:
    """tests/data/exports/the-ancient-world-chains.json: written before lists were one message, the same game as
    the-ancient-world-lists.json, written after."""
    before, after = (EXPORTS / f"the-ancient-world-{name}.json" for name in ("chains", "lists"))
    written = [Msg.read(entry["message"]) for entry in json.loads(before.read_text(encoding="utf-8"))["log"]]
    assert sum(json.dumps(m.model_dump()).count('"taw.list.comma"') for m in written) == 11
    imported = import_bytes(Store.memory(), before.read_bytes(), before.name).game.entries
    assert [e.message for e in import_bytes(Store.memory(), after.read_bytes(), after.name).game.entries] == \
        [e.message for e in imported]
    for language in ("en", "de"):
        say = translator(language)
        assert [say(m) for m in written] == [say(e.message) for e in imported]
