"""End of round: confronting titans, repair income, collecting income, resetting the board, feeding citizens."""

from __future__ import annotations

import pytest
from phases_support import action, answer_first, empire, new_game, pass_round, rejects, titan

from companion.core.game import Game
from companion.taw.cards import DistrictCard
from companion.taw.phases import legal_actions
from companion.taw.phases.damage import EnterDice, RepairCard
from companion.taw.phases.end_of_round import ConfrontTitan
from companion.taw.phases.feeding import FeedCitizens
from companion.taw.score_sheet import sheet_from_state
from companion.taw.state import OwnedDistrict, Placement
from companion.words import english
from tests.said import assert_refused, codes, msg, said


def _step_notes(game: Game, step: str) -> list[str]:
    """The table notes of ``step``, in codes and values."""
    return [codes(n) for n in game.state.table_notes if n.step == step]


def test_confront_offers_feeding_only_when_affordable_and_costs_more_when_demanding() -> None:
    game = new_game(demanding_titans=True, titan=titan("Ogre", stars=0, defence=3, banners=("red", "red")))
    tim, tom = game.state.players
    tim.ambrosia, tom.ambrosia = 3, 2
    pass_round(game)
    head = game.state.pending[0]
    assert (head.kind, head.player, head.options) == ("confront", 0, ["feed", "roll"])
    assert codes(head.prompt) == ("taw.prompt.confront(titan=taw.titan.named(name='Ogre'), cost=3, have=3, "
                                  "dice=amount.damage_die(n=2))")
    game.apply(ConfrontTitan(player=0, choice="feed"))
    assert tim.threat.ambrosia == 3 and tim.ambrosia == 0
    # Tom cannot pay 3: rolling is his only choice and happens by itself
    assert game.entries[-1].auto and said(game.entries[-1]).code == "taw.log.rolls_against_short"
    assert (said(game.entries[-1]).params["cost"], said(game.entries[-1]).params["have"]) == (3, 2)  # feeding: 3; has 2
    assert game.state.pending[0].kind == "damage_dice" and game.state.pending[0].player == 1
    rejects(game, ConfrontTitan(player=1, choice="feed"), "other_decision_pending")
    game.apply(EnterDice(player=1, faces=["blank", "blank"]))
    assert tom.threat is not None and tom.ambrosia == 2


def test_feeding_refused_without_enough_ambrosia() -> None:
    game = new_game(titan=titan("Ogre", stars=0, defence=3, banners=("red", "red")))
    tim = game.state.players[0]
    tim.ambrosia = 3
    tim.threat.ambrosia = 2
    pass_round(game)
    tim.ambrosia = 2  # spent meanwhile (an ambrosia ability can be used at any time)
    error = rejects(game, ConfrontTitan(player=0, choice="feed"), "not_enough_ambrosia_titan")
    assert_refused(error, "not_enough_ambrosia_titan", titan=msg("taw.titan.named", name="Ogre"), cost=3, have=2)
    game.apply(ConfrontTitan(player=0, choice="roll"))
    assert game.state.pending[0].kind == "damage_dice" and tim.threat.ambrosia == 2


def test_repair_income_chooses_when_more_cards_are_damaged_than_repairs() -> None:
    game = new_game()
    state = game.state
    tim = state.players[0]
    tim.districts = [OwnedDistrict(uid=state.new_uid(), card=DistrictCard(name="Mason Quarter", income_repair=1))]
    extra = empire(state, 0, name="Bath")
    for owned in tim.empire:
        owned.damaged = True
    pass_round(game)
    answer_first(game, stop=("repair_card",))
    head = state.pending[0]
    assert (head.kind, head.player, head.count, len(head.options)) == ("repair_card", 0, 1, 3)
    rejects(game, RepairCard(player=1, card=extra), "other_decision_pending")
    game.apply(RepairCard(player=0, card=extra))
    assert [o.damaged for o in tim.empire] == [True, True, False]
    assert state.step != "repair"


def test_repair_income_is_automatic_when_it_covers_every_damaged_card() -> None:
    game = new_game()
    state = game.state
    tim = state.players[0]
    tim.districts = [OwnedDistrict(uid=state.new_uid(), card=DistrictCard(name="Mason Quarter", income_repair=2))]
    tim.empire[0].damaged = True
    pass_round(game)
    answer_first(game, stop=("feed_citizens",))
    assert not tim.empire[0].damaged
    automatic = [codes(e) for e in game.entries if e.auto]
    assert "taw.log.repaired(name='Tim', card=taw.card.named(name='Fishing Dock'))" in automatic


def test_income_counts_the_capital_cards_and_umnok_and_slides_army_coins() -> None:
    game = new_game()
    state = game.state
    tim, tom = state.players
    tim.city_state = "umnok"
    empire(state, 0, name="Treasury", income_coins=2, income_knowledge=1, income_ambrosia=1)
    broken = empire(state, 1, name="Mint", income_coins=3)
    next(o for o in tom.empire if o.uid == broken).damaged = True
    tim.armies[0].coins_name, tim.armies[0].coins_picture = 2, 1
    before = (tim.coins, tom.coins)
    pass_round(game)
    answer_first(game)
    assert (tim.coins - before[0], tom.coins - before[1]) == (7, 5)
    assert (tim.knowledge, tim.ambrosia) == (1, 2)
    assert (tim.armies[0].coins_name, tim.armies[0].coins_picture) == (0, 3)
    assert _step_notes(game, "collect_income") == [
        ("taw.table.collect_income.take(name='Tim', gains=taw.list.commas(items=[amount.coin(n=7), "
         "amount.knowledge(n=1), amount.ambrosia(n=1), taw.income.umnok(ambrosia=amount.ambrosia(n=1))]))"),
        "taw.table.collect_income.take(name='Tom', gains=amount.coin(n=5))",
        "taw.table.collect_income.slide(name='Tim', armies=taw.card.named(name='City Guard'))"]


@pytest.mark.parametrize(("players", "refilled"), [
    (2, ["Build", "Draft", "Expand", "Recruit"]),
    (3, ["Build", "Draft", "Expand", "Rebuild", "Recruit"]),
    (4, ["Build", "Draft", "Expand", "Learn", "Rebuild", "Recruit"]),
])
def test_reset_places_ambrosia_by_player_count_and_reclaims_citizens(players: int, refilled: list[str]) -> None:
    game = new_game(players)
    state = game.state
    state.spaces["labor"].citizens = [Placement(player=0, skill=s) for s in (1, 2, 3)]
    state.spaces["learn"].citizens = [Placement(player=1, skill=1), Placement(player=1, skill=2)]
    state.spaces["rebuild"].citizens = [Placement(player=1, skill=3)]
    state.spaces["grow"].citizens = [Placement(player=0, skill=4)]
    for citizen in state.players[0].citizens:
        citizen.where, citizen.space = "placed", "labor"
    state.token_claimed = True
    ambrosia = {s: space.ambrosia for s, space in state.spaces.items()}
    pass_round(game)
    answer_first(game)
    added = [s for s, space in state.spaces.items() if space.ambrosia > ambrosia[s] and s != "explore"]
    assert added == [label.lower() for label in refilled]
    assert state.round == 2 and state.spaces["explore"].ambrosia == 1 and state.spaces["grow"].ambrosia == 0
    assert all(not space.citizens for space in state.spaces.values())
    assert all(c.where == "available" for p in state.players for c in p.citizens)
    assert not state.token_claimed
    # In English: the refilled spaces are said as one comma-joined message, which the parameters above pick.
    assert [english()(n.text) for n in game.state.table_notes if n.step == "reset_board"] == [
        f"1 ambrosia on {', '.join(refilled)}",
        "Tim: citizens 1, 2, 3 back to your board",
        "Tim: flip the 1st-player token hand side down"]


def test_feeding_asks_who_starves_and_sells_food_for_ambrosia() -> None:
    game = new_game()
    state = game.state
    tim = state.players[0]
    tim.empire[0].damaged = True
    tim.empire[1].damaged = True
    tim.ambrosia = 3
    pass_round(game)
    answer_first(game, stop=("feed_citizens",))
    head = state.pending[0]
    assert (head.kind, head.player, head.options) == ("feed_citizens", 0, [1, 2, 3])
    answers = legal_actions(state)
    assert len(answers) == 3 + 3
    assert all(game.can(a) for a in answers)
    for bad, code in [
        (FeedCitizens(player=0, ambrosia_food=2), "not_enough_ambrosia_food"),
        (FeedCitizens(player=0, starving=[1, 4]), "no_such_citizen_starving"),
        (FeedCitizens(player=0, starving=[1, 1]), "no_such_citizen_starving"),
        (FeedCitizens(player=0, starving=[1]), "wrong_starving_count"),
    ]:
        rejects(game, bad, code)
    game.apply(FeedCitizens(player=0, ambrosia_food=1, starving=[3]))
    assert tim.ambrosia == 0  # 1 fed to his titan when confronting it, 2 for the food
    assert [c.where for c in tim.citizens] == ["available", "available", "starving"]
    assert codes(game.entries[-3]) == ("taw.log.fed_bought(name='Tim', food=amount.food(n=1), "
                                       "who=taw.feed.starves(n=1, skills=3))")


def test_feeding_too_much_food_is_refused() -> None:
    game = new_game()
    tim = game.state.players[0]
    tim.empire[0].damaged = True
    tim.ambrosia = 6
    pass_round(game)
    answer_first(game, stop=("feed_citizens",))
    rejects(game, FeedCitizens(player=0, ambrosia_food=2), "too_much_food")


def test_starving_citizens_return_at_the_next_reset() -> None:
    game = new_game()
    tim = game.state.players[0]
    tim.empire[0].damaged = True
    pass_round(game)
    answer_first(game, stop=("feed_citizens",))
    game.apply(FeedCitizens(player=0, starving=[2]))
    assert tim.citizens[1].where == "starving"
    pass_round(game)
    answer_first(game, stop=("feed_citizens",))
    assert tim.citizens[1].where == "available"


def test_the_last_feeding_decides_who_starves_at_the_end_of_the_game() -> None:
    """Game End: round 6 has no board reset, so citizens starving since round 5 are fed again by the last feeding
    when there is food for them; only that feeding's starving citizens cost points."""
    game = new_game()
    tim = game.state.players[0]
    for _ in range(4):
        pass_round(game)
        answer_first(game)
    tim.empire[0].damaged = True
    pass_round(game)
    answer_first(game, stop=("feed_citizens",))
    game.apply(FeedCitizens(player=0, starving=[2]))
    answer_first(game)
    assert game.state.round == 6 and tim.citizens[1].where == "starving"
    tim.empire[0].damaged = False
    pass_round(game)
    answer_first(game)
    assert game.is_over
    assert [c.where for c in tim.citizens if c.where == "starving"] == []
    assert _step_notes(game, "feed_citizens") == [
        "taw.table.feed_citizens.fed_again(name='Tim', citizens=taw.citizens(n=1, skills=2))"]
    assert sheet_from_state(game.state).players[0].starving == 0


def test_a_citizen_starving_at_the_end_of_the_game_leaves_its_action_space() -> None:
    """Feed Citizens in round 6 (no board reset): an unfed citizen goes from its action space to the starving area."""
    game = new_game()
    tim = game.state.players[0]
    for _ in range(5):
        pass_round(game)
        answer_first(game)
    game.apply(action({"type": "place_labor", "player": 0, "skill": 3}))
    tim.empire[0].damaged = True
    pass_round(game)
    answer_first(game, stop=("feed_citizens",))
    game.apply(FeedCitizens(player=0, starving=[3]))
    assert tim.citizens[2].where == "starving" and game.state.spaces["labor"].citizens == []
