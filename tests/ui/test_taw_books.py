"""The players at a glance (companion/ui/taw/books.py): each player's compact row and full book, rendered in a real
Flet session over a game the engine set up, with cards of every kind owned, named or entered only by their symbols."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator, Awaitable, Callable

import flet as ft
import pytest

from companion.core.game import Game
from companion.taw.cards import CardAction, DistrictCard, EmpireCard, MilitaryCard, MilitarySymbols, TitanCard
from companion.taw.kind import KIND
from companion.taw.setup import GameSetup, PlayerSetup
from companion.taw.state import Army, OwnedDistrict, OwnedEmpire, OwnedTitan, State
from companion.ui.taw.books import player_book, player_row
from tests.ui.harness import UiSession, text_of, walk

Show = Callable[..., Awaitable[UiSession]]

#: A singular count with a plural noun ("1 coins", "1 red banners"), which the books must never show.
WRONG_SINGULAR = re.compile(r"\b1 (\w+ )?(coins|swords|arrows|banners|citizens|armies|stars|repairs|spies)\b")


@pytest.fixture
async def show() -> AsyncIterator[Show]:
    """Render what ``draw`` makes alone on a page of a real session, ``width`` x ``height`` (a phone unless told);
    drawn in a component, as the table draws the books (their figures are memoized components)."""
    sessions: list[UiSession] = []

    async def opener(draw: Callable[[], list[ft.Control]], width: int = 390, height: int = 844) -> UiSession:
        @ft.component
        def Shown() -> ft.Control:
            return ft.Column(draw())

        ui = await UiSession.start(lambda page: page.render(Shown), width=width, height=height)
        sessions.append(ui)
        return ui

    yield opener
    for ui in sessions:
        ui.close()


def table() -> State:
    """Round 1 as the engine sets it up for Ann (red), Bo and Cy; then Ann owns a card of every kind, some named and
    some entered by their symbols only, one damaged, an army used this round with two cards retired under it."""
    state = Game(KIND, GameSetup(players=(PlayerSetup(name="Ann", colour="Red"), PlayerSetup(name="Bo"),
                                          PlayerSetup(name="Cy")))).state
    ann = state.players[0]
    ann.coins, ann.knowledge, ann.ambrosia = 1, 1, 2
    ann.empire[0].damaged = True
    ann.empire.append(OwnedEmpire(uid=state.new_uid(),
                                  card=EmpireCard(cost_coins=4, food=1, banners=("red",), income_coins=1)))
    ann.stored.append(OwnedEmpire(uid=state.new_uid(), card=EmpireCard(deck="C", cost_coins=2,
                                                                       banners=("blue", "blue"))))
    ann.districts.append(OwnedDistrict(uid=state.new_uid(), card=DistrictCard(capacity=2)))
    ann.titans += [OwnedTitan(uid=state.new_uid(), card=TitanCard(name="Stone Being", stars=2, defence=8,
                                                                  banners=("red", "red"))),
                   OwnedTitan(uid=state.new_uid(), card=TitanCard(stars=1, defence=2, capacity=1, banners=("blue",)))]
    ann.threat = OwnedTitan(uid=state.new_uid(), card=TitanCard(stars=1, defence=3, banners=("yellow",)), ambrosia=2)
    ann.armies[0] = Army(uid=ann.armies[0].uid, coins_name=2, coins_picture=1,
                         active=MilitaryCard(front=MilitarySymbols(swords=2, arrows=1)),
                         retired=[MilitaryCard(name="Scouts", legacy=MilitarySymbols(arrows=1)),
                                  MilitaryCard(front=MilitarySymbols(swords=1), legacy=MilitarySymbols(swords=1))])
    bo = state.players[1]
    bo.coins, bo.armies, bo.citizens = 1, bo.armies[:1], bo.citizens[:1]
    state.players[2].passed = True
    return state


def lines(ui: UiSession, identifier: str) -> list[str]:
    return text_of(ui.by_identifier(identifier)).splitlines()


def figures(ui: UiSession, identifier: str) -> list[ft.Text]:
    """The numbers shown beside a printed symbol (a row whose first control is the symbol's image), in order."""
    return [t for t in walk(ui.by_identifier(identifier)) if isinstance(t, ft.Text) and isinstance(t.parent, ft.Row)
            and isinstance(t.parent.controls[0], ft.Semantics) and t.parent.controls[0].image]


async def test_the_book_lists_every_kind_of_card_owned_each_by_name_or_by_its_symbols(show: Show) -> None:
    ui = await show(lambda: [player_book(table(), 0)])
    book = lines(ui, "player-0")
    start = book.index("Empire cards (3)")
    assert book[start:] == [
        "Empire cards (3)",
        "• Fishing Dock - damaged (face down)",
        "• Wheat Fields",
        "• card (cost 4 coins, 1 food, income 1 coin, 1 red banner)",
        "Stored cards (1)",
        "• card (cost 2 coins, 2 blue banners)",
        "Districts (1)",
        "• district (2 capacity)",
        "Defeated titans (2)",
        "• Stone Being",
        "• titan (1 star, defence 2, 1 capacity, 1 blue banner)",
        "Threatening titan (1)",
        "• titan (1 star, defence 3, 1 yellow banner): 2 ambrosia on it, feeding costs 3 ambrosia",
        "Armies (2)",
        "• army (2 swords, 1 arrow): used this round, 2 coins on its name, 1 coin on its picture; retired under it: "
        "Scouts (legacy 1 arrow), army (1 sword, legacy 1 sword)",
        "• Militia: no coins on it",
    ]
    assert "Citizens: 3 available, 0 placed, 0 starving, 0 new" in book
    assert "Income: 6 coins, 0 knowledge, 0 ambrosia" in book


async def test_a_card_entered_without_a_name_is_never_blank(show: Show) -> None:
    """Every listed card has words after its bullet: the name, else the symbols (a card with none says so)."""
    state = table()
    state.players[0].stored.append(OwnedEmpire(uid=state.new_uid(), card=EmpireCard()))
    state.players[0].armies[1].active = MilitaryCard()
    ui = await show(lambda: [player_book(state, 0)])
    items = [line for line in lines(ui, "player-0") if line.startswith("•")]
    assert "• card (no symbols)" in items and "• army (no symbols): no coins on it" in items
    assert all(re.match(r"• [A-Za-z]", item) for item in items), items


async def test_a_book_keeps_its_numbers_identifiers_and_says_what_it_has_none_of(show: Show) -> None:
    ui = await show(lambda: [player_book(table(), 0), player_book(table(), 1)])
    labels = {key: ui.by_identifier(f"p0-{key}").label for key in
              ("coins", "knowledge", "ambrosia", "capacity", "food", "armies", "swords")}
    assert labels == {"coins": "Coins: 1", "knowledge": "Knowledge: 1", "ambrosia": "Ambrosia: 2",
                      "capacity": "Capacity used: 3/7", "food": "Food / citizens: 3/3", "armies": "Armies / limit: 2/2",
                      "swords": "Draft swords: 0"}
    bo = lines(ui, "player-1")
    assert "None: stored cards, districts, defeated titans" in bo and "Banners: none" in bo
    assert "• Starting titan: 0 ambrosia on it, feeding costs 1 ambrosia" in bo


async def test_the_compact_row_says_everything_in_words(show: Show) -> None:
    state = table()
    ui = await show(lambda: [player_row(state, seat) for seat in range(3)])
    assert ui.by_identifier("row-0").label == (
        "Ann (Red), to play: 1 coin, 1 knowledge, 2 ambrosia, 3 food for 3 citizens, 3 of 7 capacity used, "
        "2 armies (limit 2), banners: 3 Red, 1 Blue")
    assert ui.by_identifier("row-1").label == (
        "Bo: 1 coin, 0 knowledge, 0 ambrosia, 3 food for 1 citizen, 2 of 4 capacity used, 1 army (limit 2), "
        "no banners")
    assert str(ui.by_identifier("row-2").label).startswith("Cy, passed: 8 coins,")



async def test_the_row_shows_its_status_in_words_and_each_number_large_beside_its_symbol(show: Show) -> None:
    """To play and passed are words, not only a highlight; the banners by tribe, then coins, knowledge, ambrosia,
    food/citizens, capacity and armies, each at least 20 px and bold."""
    state = table()
    ui = await show(lambda: [player_row(state, seat) for seat in range(3)])
    assert "to play" in lines(ui, "row-0") and "passed" in lines(ui, "row-2")
    shown = figures(ui, "row-0")
    assert [t.value for t in shown] == ["3", "1", "1", "1", "2", "3/3", "3/7", "2/2"]
    assert all(t.size >= 20 and t.weight == ft.FontWeight.BOLD for t in shown)
    symbols = [t.parent.controls[0].label for t in shown]
    assert symbols[:2] == ["Red banner (triangle)", "Blue banner (circle)"]
    assert symbols[2:] == ["Coin", "Knowledge", "Ambrosia", "Food", "Capacity", "Army limit"]


async def test_counts_are_said_in_the_singular_for_one_and_the_plural_for_more(show: Show) -> None:
    """Nothing the books show says "1 coins" or "1 red banners"; the card words count each symbol right."""
    state = table()
    ui = await show(lambda: [c for seat in range(3) for c in (player_row(state, seat), player_book(state, seat))])
    shown = "\n".join([ui.text(), *(str(ui.by_identifier(f"row-{seat}").label) for seat in range(3))])
    assert not WRONG_SINGULAR.search(shown), WRONG_SINGULAR.search(shown)
    assert EmpireCard(banners=("red", "blue", "blue", "any"), food=2, swords=1, arrows=2).label == (
        "card (2 food, 1 sword, 2 arrows, 1 red banner, 2 blue banners, 1 wild banner)")
    assert EmpireCard(cost_coins=1, cost_knowledge=2, gain_citizens=1, upgrade_citizens=2, explore_bonus=1,
                      explore_bonus_explore_only=True, income_repair=2, action=CardAction(coins=1, swords=2),
                      requires={"red": 1}).label == (
        "card (cost 1 coin + 2 knowledge, income 2 repairs, 1 new citizen, 2 citizen upgrades, 1 explore bonus when "
        "exploring, card action 1 coin + 2 swords, scores with 1 red banner)")
    assert TitanCard(stars=2, defence=8, sword_only=True, banners=("red",)).label == (
        "titan (2 stars, defence 8, swords only, 1 red banner)")
    assert MilitaryCard(cost_coins=2, front=MilitarySymbols(arrows=1, spy=2, loot=1),
                        legacy=MilitarySymbols(repair=1)).label == (
        "army (cost 2 coins, 1 arrow, 1 loot, 2 spies, legacy 1 repair)")
