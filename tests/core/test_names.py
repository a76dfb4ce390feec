"""The one name check (issue 10, "Names cannot poison anything"): what it keeps, what it refuses and why, the
repair of names saved before it, and the pydantic types that carry it into every model."""

from __future__ import annotations

import pytest
from pydantic import BaseModel, ValidationError

from companion.core.names import (
    LIMITS,
    WHAT,
    CardName,
    NamedCard,
    NameProblem,
    PlayerName,
    _check_characters,
    clean_name,
    fitted_name,
    name_problem,
    repaired_name,
)

WHAT_FOR_TEST = WHAT["player"]
FAMILY = "\U0001f468\u200d\U0001f469\u200d\U0001f467"  # three emoji joined by zero-width joiners


@pytest.mark.parametrize(("given", "kept"), [
    ("  Ann \t", "Ann"),
    ("Zoe\u0308", "Zo\u00eb"),  # NFC: the combining diaeresis joins its letter
    ("Bj\u00f6rk", "Bj\u00f6rk"),
    (FAMILY, FAMILY),
    ("x" * 24, "x" * 24),
    ("Vi\u1ec7t", "Vi\u1ec7t"),  # a Vietnamese letter with two marks, composed
    ("\u05e9\u05b8\u05bc\u05c1\u0591", "\u05e9\u05b8\u05bc\u05c1\u0591"),  # a Hebrew letter: vowel, dagesh,
    # shin dot and cantillation, the most marks real words put on one letter (MAX_MARKS)
    ("\u0f67\u0fa8\u0fb1\u0f71", "\u0f67\u0fa8\u0fb1\u0f71"),  # a Tibetan stack of three
    ("1\ufe0f\u20e3 \u2764\ufe0f\u200d\U0001f525", "1\ufe0f\u20e3 \u2764\ufe0f\u200d\U0001f525"),  # emoji
    ("\ufffd\ufffc", "\ufffd\ufffc"),  # the replacement characters are characters, not noncharacters
])
def test_good_names_are_kept_trimmed_and_normalised(given: str, kept: str) -> None:
    assert clean_name(given, "player") == kept and name_problem(given, "player") is None


@pytest.mark.parametrize(("given", "code", "words"), [
    ("", "empty_name", "A player needs a name that is not empty"),
    (" \t ", "empty_name", "not empty"),
    ("Ann\x00", "bad_character", "U+0000, a control character (character 4)"),
    ("\x1b[31mAnn", "bad_character", "U+001B, a control character (character 1)"),
    ("Ann\ud800", "bad_character", "U+D800, a lone surrogate, not valid Unicode"),
    ("Ann\u202e", "bad_character", "U+202E, an invisible formatting character"),
    ("Ann\u200b", "bad_character", "U+200B, an invisible formatting character"),
    ("A\u2028B", "bad_character", "U+2028"),
    ("\u200dAnn", "bad_character", "U+200D"),  # a joiner that joins nothing
    ("x" * 25, "name_too_long", "at most 24 characters; this one has 25"),
    ("Ann\ue000", "bad_character", "U+E000, a private-use character (the app draws its game symbols with these) "
     "(character 4)"),
    ("\uf8ffAnn", "bad_character", "U+F8FF, a private-use character"),
    ("Ann\U000f0000", "bad_character", "U+F0000, a private-use character"),  # the supplementary planes too
    ("Ann\U0010fffd", "bad_character", "U+10FFFD, a private-use character"),
    ("Ann\ufdd0", "bad_character", "U+FDD0, a noncharacter, never used in text (character 4)"),
    ("Ann\ufdef", "bad_character", "U+FDEF, a noncharacter"),
    ("Ann\ufffe", "bad_character", "U+FFFE, a noncharacter"),
    ("Ann\uffff", "bad_character", "U+FFFF, a noncharacter"),
    ("Ann\U0001fffe", "bad_character", "U+1FFFE, a noncharacter"),
    ("Ann\U0010ffff", "bad_character", "U+10FFFF, a noncharacter"),
    ("A" + "\u0301" * 79, "too_many_marks", "at most 4 accents or other combining marks on one character; one has "
     "78 (character 6 is mark 5)"),  # NFC makes the first accent part of the letter
    ("Bo" + "\u0316" * 5, "too_many_marks", "one has 5 (character 7 is mark 5)"),
    ("A\u0316\u0317\u200d\u0318\u0319\u031a", "too_many_marks", "one has 5"),  # a joiner does not start afresh
    (3, "bad_name", "must be text; got int"),
])
def test_bad_names_are_refused_with_a_code_and_the_reason_in_words(given: object, code: str, words: str) -> None:
    with pytest.raises(NameProblem) as info:
        clean_name(given, "player")
    assert info.value.code == code and words in info.value.message
    assert name_problem(given, "player") == info.value.message


def test_printable_ascii_needs_no_look_at_each_character() -> None:
    """``clean_name`` skips the character checks for printable ASCII (a replay checks every correction's reason):
    they accept every such character, alone and in a run, and a tab or another control is not printable ASCII."""
    printable = [chr(point) for point in range(0x20, 0x7F)]
    for char in printable:
        _check_characters(f"a{char}b", WHAT_FOR_TEST)
    _check_characters("".join(printable), WHAT_FOR_TEST)
    assert not any(chr(point).isprintable() for point in [*range(0x20), 0x7F])
    with pytest.raises(NameProblem) as refused:
        clean_name("A\x07B", "player")
    assert refused.value.code == "bad_character"


def test_each_kind_has_its_limit_and_a_card_may_have_no_name() -> None:
    assert LIMITS == {"player": 24, "game": 80, "card": 60}
    assert clean_name("g" * 80, "game") == "g" * 80 and name_problem("g" * 81, "game") is not None
    assert clean_name("  ", "card", required=False) == ""


def test_names_saved_before_the_check_are_repaired_visibly() -> None:
    assert repaired_name("Ann\ud800\x1b[31m", "player", "Player 1") == "Ann\ufffd\ufffd[31m"
    assert repaired_name("x" * 1000, "game", "Game") == "x" * 80
    assert repaired_name(" \x00 ", "player", "Player 2") == "\ufffd"
    assert repaired_name(None, "player", "Player 2") == "Player 2"
    assert repaired_name(FAMILY, "player", "?") == FAMILY, "a good name is left as it is"


@pytest.mark.parametrize(("saved", "shown"), [
    ("Ann\ue000", "Ann\ufffd"),
    ("\U000f0000Bo\U0010ffff", "\ufffdBo\ufffd"),
    ("Cy\ufdd0\ufffe", "Cy\ufffd\ufffd"),
    ("A" + "\u0316" * 79 + "n", "A" + "\u0316" * 4 + "\ufffdn"),  # one U+FFFD stands for the 75 marks too many
    ("e" + "\u0301" * 6, "\u00e9" + "\u0301" * 4 + "\ufffd"),  # counted on the composed text, as the check does
    ("e" + "\u0301" * 5, "e" + "\u0301" * 5),  # composed, 4 marks: a good name, left as saved
])
def test_names_saved_before_the_check_refused_these_characters_are_repaired(saved: str, shown: str) -> None:
    assert name_problem(saved, "player") is not None or saved == shown
    assert repaired_name(saved, "player", "Player 1") == shown
    assert name_problem(shown, "player") is None, "the repair is a name the check takes"


def test_a_made_up_name_is_cut_with_an_ellipsis_to_fit() -> None:
    assert fitted_name("The Ancient World: Ann, Bo", "game") == "The Ancient World: Ann, Bo"
    long = fitted_name("The Ancient World: " + ", ".join(["Bartholomew the Great"] * 4), "game")
    assert len(long) == 80 and long.endswith("\u2026") and name_problem(long, "game") is None


class Seat(BaseModel):
    name: PlayerName
    card: CardName = ""
    district: NamedCard = "Harbour"


def test_the_types_carry_the_check_into_models_and_refuse_numbers() -> None:
    assert Seat(name=" Ann ", card=" ").model_dump() == {"name": "Ann", "card": "", "district": "Harbour"}
    for bad in ({"name": 3}, {"name": "Ann\x07"}, {"name": "Ann", "district": " "}):
        with pytest.raises(ValidationError):
            Seat.model_validate(bad)
    schema = Seat.model_json_schema()["properties"]
    assert (schema["name"]["maxLength"], schema["name"]["minLength"]) == (24, 1)
    assert (schema["card"]["maxLength"], schema["card"]["minLength"]) == (60, 0)
