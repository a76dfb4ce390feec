"""The rules data's words (issue 24, point 3): the rules guide and each game's order of play said in the reader's
language from the catalog ``rules``, the English files staying the source; every German text keeps its English's
``{fields}`` and markup (lines, table rows, bullets), so the screens lay it out the same."""

from __future__ import annotations

import re

import pytest
from pydantic import BaseModel

from companion.core.rules_data import load
from companion.core.turn_order import ORDER_FILES, TurnOrder, turn_order
from companion.taw.catalog import SOURCE as CATALOG
from companion.taw.catalog import catalog
from companion.taw.data import BOARD, TRIBES, board, tribes
from companion.taw.guide import guide
from companion.words import Translator, english, translator
from companion.words.rules import WORDS, words
from companion.words.sources import DOMAINS, read

#: What a text lays out besides its words: its lines, a table's cells, bullets, list dashes, ellipses, fields.
MARKUP = re.compile(r"\n|\||•|^- |…|\{\w+\}", re.MULTILINE)
RULES = next(d for d in DOMAINS if d.name == "rules")


def test_the_guide_is_said_in_german_from_its_catalog() -> None:
    german = guide(translator("de"))
    assert german.parts["prepare"].title == "Vorbereitung"
    assert german.parts["end_of_round"].title == "Rundenende"
    step = next(s for s in german.steps if s.id == "confront_titan")
    assert step.title == "1. Titanen konfrontieren"
    assert step.plain.startswith("Jeder Spieler, den noch ein Titan bedroht, füttert ihn entweder mit Ambrosia")
    assert german.actions["labor"].title == "Arbeiten"
    assert german.variants["titan_draft"].title == "Auswahl bedrohender Titanen"
    assert german.unoffered["attack"] == "braucht eine Militärkarte (Einen Titanen angreifen)"
    # What is not a word stays: the ids, phases and keys the engine and the screens key on.
    assert [(s.id, s.phase) for s in german.steps] == [(s.id, s.phase) for s in guide().steps]
    assert german.actions.keys() == guide().actions.keys()


def test_each_game_s_order_of_play_is_said_in_german() -> None:
    de = translator("de")
    realm, tta, taw = (turn_order(kind, de) for kind in ("ancient-realm", "through-the-ages", "the-ancient-world"))
    assert realm is not None and tta is not None and taw is not None
    assert [p.title for p in realm.parts] == ["Spielaufbau", "Spielzug", "Freie Aktionen", "Spielende",
                                              "Unglücke & Monumente"]
    assert realm.parts[1].steps[4].title == "5. Den Markt auffüllen"
    assert tta.parts[2].steps[4].plain == "Zwei blaue Plättchen auf Landwirtschaft: 2 Nahrung gelagert."
    assert taw.rulebook == "Regelheft von The Ancient World, zweite Edition"
    assert [p.title for p in taw.parts] == ["Spielaufbau", "Vorbereitung", "Spieleraktionen", "Rundenende",
                                            "Spielende"]


def test_the_board_s_spaces_and_the_tribes_are_said_in_german_and_keep_their_ids_and_printed_names() -> None:
    de = translator("de")
    assert board(de).space("labor").label == "Arbeiten"
    assert board(de).space("learn").summary == "Zahle 3 Münzen für 1 Wissen."
    assert board(de).city_state("galidor").text == "Beginne das Spiel mit einem Pfeil und einem Armeelimit von 3."
    assert board(de).city_state("galidor").label == "Guardians of Galidor"  # as printed on the player board
    assert tribes(de).get("red").text == "Rot (Dreieck)"
    assert tribes(de).get("any").label == "Beliebig (Joker)"
    assert [t.id for t in tribes(de).tribes] == [t.id for t in tribes().tribes]
    assert [(s.id, s.opens_in_round) for s in board(de).spaces] == [(s.id, s.opens_in_round) for s in board().spaces]
    assert board(de).rounds == board().rounds


def test_the_card_catalog_s_clarifications_are_said_in_german_and_its_cards_are_the_same() -> None:
    german = catalog(translator("de"))
    entry = german.by_name("Trade Route")
    assert entry is not None
    assert entry.text == "Erhalte am Spielende 4 zusätzliche Siegpunkte, wenn du mindestens 6 gelbe Banner hast."
    assert [(e.card, e.amounts, e.scoring) for e in german.cards] == [(e.card, e.amounts, e.scoring)
                                                                       for e in catalog().cards]


def test_english_is_the_files_own_and_the_same_model() -> None:
    assert guide() is guide(english())
    assert board() is board(english()) and tribes() is tribes(english()) and catalog() is catalog(english())
    assert guide().parts["prepare"].title == "Prepare"
    for kind, source in ORDER_FILES.items():
        assert turn_order(kind) == load(source, TurnOrder)
        assert turn_order(kind, english()) is turn_order(kind)
    assert guide(translator("de")) is guide(translator("de"))  # made once per language


def loaded(source: str, reader: Translator) -> BaseModel:
    """The rules file ``source`` as the screens get it, in ``reader``'s language."""
    if source == "ancient_world/guide.json":
        return guide(reader)
    if source in (BOARD, TRIBES, CATALOG):
        return board(reader) if source == BOARD else tribes(reader) if source == TRIBES else catalog(reader)
    order = turn_order(next(kind for kind, name in ORDER_FILES.items() if name == source), reader)
    assert order is not None
    return order


@pytest.mark.parametrize("source", sorted(WORDS))
def test_every_word_of_a_rules_file_passes_through_the_translator(source: str) -> None:
    """In the pseudo-language every word comes back inside ⟦ ⟧: none is shown without the translator."""
    model, pseudo = loaded(source, english()), loaded(source, translator("qps"))
    said = dict(words(source, pseudo.model_dump()))
    assert said and all(text.startswith("⟦") and text.endswith("⟧") for text in said)
    assert len(said) == len(dict(words(source, model.model_dump())))


def test_a_word_s_context_names_its_file_and_its_step() -> None:
    contexts = dict(words("ancient_world/guide.json", guide().model_dump()))
    assert contexts[guide().steps[0].plain] == "ancient_world/guide:steps.prepare_round.plain"
    assert contexts[guide().unoffered["pass"]] == "ancient_world/guide:unoffered.pass"


def test_every_german_rules_text_keeps_its_english_fields_and_markup() -> None:
    catalog = read(RULES, "de")
    checked = 0
    for message in catalog:
        if not message.id:
            continue
        english_marks = sorted(MARKUP.findall(message.id))
        assert sorted(MARKUP.findall(message.string)) == english_marks, (message.context, message.id[:60])
        checked += 1
    assert checked >= 280
