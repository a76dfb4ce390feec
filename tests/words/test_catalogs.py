"""The catalogs: every message the sources say has its German text, with the same fields, and no catalog keeps a
message no source says (issue 24, point 4)."""

from __future__ import annotations

import pytest

from companion.words.sources import DOMAINS, problems


@pytest.mark.parametrize("domain", DOMAINS, ids=lambda d: d.name)
def test_every_message_has_its_german_text_and_none_is_unused(domain):
    assert problems(domain, "de") == []
