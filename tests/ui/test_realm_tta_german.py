"""Ancient Realm's and Through the Ages' screen words in German (issue 24): the card summaries, places and labels are
said by the reader's translator (amounts by German plural rules, the glossary's Gold/Weizen/Holz/Stein), and the
teaching panels' "How it works" texts stay the actions' own words."""

from __future__ import annotations

import pytest

from companion.realm.actions import Activate, Build, Refill
from companion.realm.cards import CitizenRegion, DistrictCard, Effect, Gains, Goods, MineRegion, Score, SourceRegion
from companion.realm.free_actions import Forget, Shop, UseEffect
from companion.ui import lang, present
from companion.ui.realm import words
from companion.ui.realm.steps import HOW_IT_WORKS
from companion.ui.tta import table
from companion.words import translator

HARBOUR = DistrictCard(name="Harbour", regions=(
    SourceRegion(resource="wood"),
    CitizenRegion(citizen="nobility", effect=Effect(pay=Goods(wheat=1), gain=Gains(gold=2), per="nobility")),
    MineRegion(points=Score(base=3)),
), effect=Effect(gain=Gains(stone=2)))


@pytest.fixture
def german(monkeypatch: pytest.MonkeyPatch) -> None:
    """The screens' words said as a German reader's page says them."""
    monkeypatch.setattr(lang, "reader", lambda: translator("de"))
    monkeypatch.setattr(words, "reader", lambda: translator("de"))


def test_a_card_summary_in_english_and_in_german(german: None, monkeypatch: pytest.MonkeyPatch) -> None:
    assert words.card_text(HARBOUR) == ("Distrikt: Rohstoffquelle: Holz; Adliger (zahle 1 Weizen: 2 Gold je Adliger); "
                                        "Mine (3 Punkte); Rückseite: 2 Stein")
    assert words.market_heading(["A"]) == "Markt: 1 Karte"
    monkeypatch.setattr(lang, "reader", lambda: translator("en"))
    monkeypatch.setattr(words, "reader", lambda: translator("en"))
    assert words.card_text(HARBOUR) == ("District: Resource source: wood; Nobility (pay 1 wheat: 2 gold per "
                                        "nobility); Mine (3 points); back: 2 stone")
    assert words.market_heading(["A", "B"]) == "Market: 2 cards"


def test_tta_labels_use_german_plurals(german: None) -> None:
    assert table.actions_word(1) == "1 Zivilaktion" and table.actions_word(3) == "3 Zivilaktionen"


def test_how_it_works_is_each_actions_own_first_paragraph() -> None:
    for action in (Build, Activate, Refill, Shop, Forget, UseEffect):
        assert HOW_IT_WORKS[action.model_fields["type"].default] == present.first_line(action.__doc__)
