"""Msg.of, the engines' fast way to make a message, makes the same message as validating it: equal, frozen, and the
same JSON both ways."""

from __future__ import annotations

import pydantic
import pytest

from companion.words import Msg
from companion.words.amounts import amount


def test_a_message_made_fast_is_the_validated_one() -> None:
    params = {"who": "Ann", "gain": [amount(2, "coin")], "fee": None}
    fast, checked = Msg.of("taw.did.gained", params), Msg(code="taw.did.gained", params=params)
    assert fast == checked and repr(fast) == repr(checked)
    assert fast.model_dump_json() == checked.model_dump_json()
    assert Msg.model_validate_json(fast.model_dump_json()) == checked
    assert fast.model_fields_set == checked.model_fields_set
    with pytest.raises(pydantic.ValidationError):
        fast.code = "other"  # type: ignore[misc]
