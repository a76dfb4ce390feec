"""Parameters are data, not pre-worded English (issue 24, rule 2 of the words design): a list is a list (the reader's
language joins it: "A, B und Y"), a quoted name is quoted by the wording, not inside the parameter."""

from __future__ import annotations

import pytest

from companion.core.errors import DataError
from companion.kinds import KIND_MODULES, get_kind
from companion.words import translator
from tests.said import in_english, said


def test_an_unknown_kind_is_named_bare_and_the_known_ones_are_a_list() -> None:
    with pytest.raises(DataError) as info:
        get_kind("chess")
    message = info.value.found[0]
    assert said(message) == ("core.unknown_kind", {"kind": "chess", "known": sorted(KIND_MODULES)})
    assert in_english(message).startswith("unknown game kind 'chess' (known: ancient-realm, ")
    assert translator("de")(message).startswith("unbekannte Spielart „chess“ (bekannt: ancient-realm, ")


def test_the_starting_titan_the_app_assumes_is_named_in_the_readers_language() -> None:
    """No card prints "Starting titan": the catalog's default titan has no name, and the app calls it so in words."""
    from companion.taw.catalog import catalog
    from companion.taw.phases.damage import titan_said

    titan = catalog().starting_titan_default
    assert titan.name == "" and said(titan.said) == ("taw.card.starting_titan", {})
    assert said(titan_said(titan)) == ("taw.titan.starting", {})
    german = translator("de")
    assert (in_english(titan.said), german(titan.said)) == ("Starting titan", "Starttitan")
    assert (in_english(titan_said(titan)), german(titan_said(titan))) == ("the Starting titan", "Starttitan")
