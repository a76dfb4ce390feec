"""A rejected action leaves the state exactly as it was, for every action class of the kind.

Each class gets a refusal that comes as late as possible in its checks (after the citizen is placed, the
space's ambrosia taken, coins traded...), so a check that changed the state on its way would show here.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from phases_support import army, empire, new_game, titan

from companion.core.action import Action
from companion.core.errors import RuleError
from companion.taw.cards import DistrictCard, EmpireCard, MilitaryCard, TitanEffect
from companion.taw.kind import ACTION_TYPES, TableCorrection
from companion.taw.moves.ambrosia import AmbrosiaCoin, AmbrosiaRepair
from companion.taw.moves.board_actions import (
    PlaceBuild,
    PlaceDraft,
    PlaceExpand,
    PlaceExplore,
    PlaceGrow,
    PlaceLabor,
    PlaceLearn,
    PlaceRebuild,
    PlaceRecruit,
)
from companion.taw.moves.build import BuildStored, UpgradeCitizen
from companion.taw.moves.card_actions import UseCard
from companion.taw.moves.passing import Pass
from companion.taw.moves.showing import ShowCard
from companion.taw.moves.storing import ExploreChoice
from companion.taw.phases.attack import Attack
from companion.taw.phases.damage import (
    DamageCard,
    DiscardArmy,
    EnterDice,
    KeepDice,
    RepairCard,
    RerollDie,
)
from companion.taw.phases.decisions import ask
from companion.taw.phases.end_of_round import ConfrontTitan, EndGame, EndOfRoundStep
from companion.taw.phases.feeding import FeedCitizens
from companion.taw.phases.handlers import ResolveStep
from companion.taw.phases.prepare import BeginActions, EnterTitan, LayOutDraftRow, PickDraftTitan, StartRound
from companion.taw.phases.titan_effects import DiscardDistrict, DiscardRetired, PlaceCoinOnArmy
from companion.taw.state import (
    ConfrontDecision,
    DamageCardDecision,
    DiceDecision,
    DiscardArmyDecision,
    DraftPickDecision,
    DraftRowDecision,
    DrawTitanDecision,
    FeedDecision,
    OwnedDistrict,
    OwnedEmpire,
    RepairDecision,
    RerollDecision,
    State,
    TitanEffectDecision,
    TitanRoll,
    UpgradeDecision,
)

#: A refusal case: changes the game's state into the situation, returns the refused action and its code.
Case = Callable[[State], tuple[Action, str]]


def _ambrosia_everywhere(state: State) -> None:
    """Round 3 with every space open and holding ambrosia, so placements take some before they are refused."""
    state.round = 3
    for space in state.spaces.values():
        space.covered, space.ambrosia = False, 2


def _labor(state: State) -> tuple[Action, str]:
    _ambrosia_everywhere(state)
    return PlaceLabor(player=0, skill=1, ambrosia_coins=1, scribe=True), "no_scribe_guild"


def _build(state: State) -> tuple[Action, str]:
    _ambrosia_everywhere(state)
    state.players[0].ambrosia = 1
    return PlaceBuild(player=0, skill=1, boost=1, card=EmpireCard(name="Palace", cost_coins=30)), "not_enough_coins"


def _draft(state: State) -> tuple[Action, str]:
    _ambrosia_everywhere(state)
    state.players[0].ambrosia = 2
    return PlaceDraft(player=0, skill=1, boost=2, ambrosia_coins=2), "not_enough_ambrosia"


def _expand(state: State) -> tuple[Action, str]:
    _ambrosia_everywhere(state)
    return PlaceExpand(player=0, skill=1, pay_with="knowledge", district=DistrictCard(capacity=2)), \
        "not_enough_knowledge"


def _learn(state: State) -> tuple[Action, str]:
    _ambrosia_everywhere(state)
    return PlaceLearn(player=0, skill=1, outpost_army=state.players[0].armies[0].uid), "no_distant_outpost"


def _rebuild(state: State) -> tuple[Action, str]:
    _ambrosia_everywhere(state)
    return PlaceRebuild(player=0, skill=1, repairs=(state.players[0].empire[0].uid,)), "card_not_damaged"


def _recruit(state: State) -> tuple[Action, str]:
    _ambrosia_everywhere(state)
    used = state.players[0].armies[0]
    used.coins_name = 1
    return PlaceRecruit(player=0, skill=1, card=MilitaryCard(name="Pikes"), retire=used.uid), "army_used"


def _explore(state: State) -> tuple[Action, str]:
    _ambrosia_everywhere(state)
    late = EmpireCard(name="Late", cost_coins=2, deck="B")
    return PlaceExplore(player=0, skill=1, choice=ExploreChoice(card=late)), "wrong_deck"


def _grow(state: State) -> tuple[Action, str]:
    _ambrosia_everywhere(state)
    state.players[0].coins = 0
    return PlaceGrow(player=0, skill=1), "not_enough_coins"


def _use_card(state: State) -> tuple[Action, str]:
    holy = empire(state, 0, name="Holy Site", ability="holy_site", action={"coins": 1})
    return UseCard(player=0, skill=1, card=holy, army=999), "no_such_army"


def _build_stored(state: State) -> tuple[Action, str]:
    tim = state.players[0]
    for _ in range(2):
        empire(state, 0, name="Hut")
    tim.stored.append(OwnedEmpire(uid=state.new_uid(), card=EmpireCard(name="Kept", cost_coins=1)))
    return BuildStored(player=0, card=tim.stored[0].uid), "no_capacity"


def _upgrade(state: State) -> tuple[Action, str]:
    state.pending.append(UpgradeDecision(player=0, prompt="Tim may upgrade a citizen", options=[1, 2, 3]))
    for skill in (4, 5):
        state.players[0].citizens.append(state.players[0].citizens[0].model_copy(update={"skill": skill}))
    return UpgradeCitizen(player=0, skill=5), "no_higher_citizen"


def _pass(state: State) -> tuple[Action, str]:
    return Pass(player=0, store=EmpireCard(name="Harbour", cost_coins=2)), "no_zori_dramatists"


def _ambrosia_coin(state: State) -> tuple[Action, str]:
    state.players[0].ambrosia = 3
    return AmbrosiaCoin(player=0, coins=2), "not_enough_ambrosia"


def _ambrosia_repair(state: State) -> tuple[Action, str]:
    state.players[0].ambrosia = 5
    return AmbrosiaRepair(player=0, card=state.players[0].empire[0].uid), "card_not_damaged"


def _attack(state: State) -> tuple[Action, str]:
    state.players[0].ambrosia = 3
    target = titan(stars=2, defence=20)
    return Attack(player=0, armies=[a.uid for a in state.players[0].armies], card=target, ambrosia_swords=1), \
        "attack_too_weak"


def _enter_titan(state: State) -> tuple[Action, str]:
    ask(state, DrawTitanDecision(player=0, prompt="Draw a titan", stars=2))
    return EnterTitan(player=0, card=titan(stars=1)), "titan_from_wrong_deck"


def _lay_out_row(state: State) -> tuple[Action, str]:
    ask(state, DraftRowDecision(player=0, prompt="Lay out 2 titans", count=2, stars=1, players=[0, 1]))
    return LayOutDraftRow(player=0, cards=[titan(stars=1)]), "wrong_draft_size"


def _pick_titan(state: State) -> tuple[Action, str]:
    ask(state, DraftPickDecision(player=0, prompt="Choose a titan", row=[titan(stars=1)]))
    return PickDraftTitan(player=0, index=1), "no_such_draft_titan"


def _roll(effect: TitanEffect = TitanEffect.LOSE_COIN) -> TitanRoll:
    return TitanRoll(titan="the Beast", effect=effect, amount=1, source="attack")


def _enter_dice(state: State) -> tuple[Action, str]:
    ask(state, DiceDecision(player=0, prompt="Roll 2 dice", count=2, roll=_roll()))
    return EnterDice(player=0, faces=["blank"]), "wrong_dice_count"


def _reroll(state: State) -> tuple[Action, str]:
    ask(state, RerollDecision(player=0, prompt="Reroll one die", roll=_roll(), faces=["titan", "coin"],
                              rerolls=["Tea House"]))
    return RerollDie(player=0, die=2, face="blank"), "no_such_die"


def _keep_dice(state: State) -> tuple[Action, str]:
    ask(state, RerollDecision(player=0, prompt="Reroll one die", roll=_roll(), faces=["titan", "coin"],
                              rerolls=["Tea House"]))
    return KeepDice(player=1), "other_decision_pending"


def _damage_card(state: State) -> tuple[Action, str]:
    state.players[0].empire[0].damaged = True
    ask(state, DamageCardDecision(player=0, prompt="Damage a card", roll=_roll()))
    return DamageCard(player=0, card=state.players[0].empire[0].uid), "card_not_damageable"


def _discard_army(state: State) -> tuple[Action, str]:
    ask(state, DiscardArmyDecision(player=0, prompt="Discard an army"))
    return DiscardArmy(player=0, army=999), "no_such_army_uid"


def _coin_on_army(state: State) -> tuple[Action, str]:
    state.players[0].coins = 0
    ask(state, TitanEffectDecision(player=0, prompt="Put 1 coin on 1 army", roll=_roll(TitanEffect.COIN_ON_ARMY)))
    return PlaceCoinOnArmy(player=0, army=state.players[0].armies[0].uid), "not_enough_coins_army"


def _discard_retired(state: State) -> tuple[Action, str]:
    ask(state, TitanEffectDecision(player=0, prompt="Lose 1 retired military", roll=_roll(TitanEffect.LOSE_RETIRED)))
    return DiscardRetired(player=0, army=state.players[0].armies[0].uid, index=0), "no_such_retired_card"


def _discard_district(state: State) -> tuple[Action, str]:
    state.players[0].districts.append(OwnedDistrict(uid=state.new_uid(), card=DistrictCard(capacity=2)))
    ask(state, TitanEffectDecision(player=0, prompt="Lose 1 district", roll=_roll(TitanEffect.LOSE_DISTRICT)))
    return DiscardDistrict(player=0, district=999), "no_such_district"


def _repair_card(state: State) -> tuple[Action, str]:
    state.players[0].empire[1].damaged = True
    ask(state, RepairDecision(player=0, prompt="Repair a card", source="army"))
    return RepairCard(player=0, card=state.players[0].empire[0].uid), "card_not_damaged_uid"


def _confront(state: State) -> tuple[Action, str]:
    ask(state, ConfrontDecision(player=0, prompt="Confront your titan"))
    return ConfrontTitan(player=0, choice="feed"), "not_enough_ambrosia_titan"


def _feed(state: State) -> tuple[Action, str]:
    state.players[0].empire[0].damaged = True
    state.players[0].ambrosia = 2
    ask(state, FeedDecision(player=0, prompt="Feed your citizens"))
    return FeedCitizens(player=0, ambrosia_food=1, starving=[1]), "wrong_starving_count"


def _show_card(state: State) -> tuple[Action, str]:
    return ShowCard(slot="empire-1", card=EmpireCard(name="Hall of War", ability="hall_of_war")), "requires_missing"


def _correction(state: State) -> tuple[Action, str]:
    return TableCorrection(path="players.0.coins", value=-3, reason="miscounted"), "correction_bad_value"


def _automatic(step: Action, code: str) -> Case:
    """An automatic step entered at the wrong time: ``code`` is what its own checks say."""
    return lambda state: (step, code)


CASES: dict[type[Action], Case] = {
    PlaceLabor: _labor, PlaceBuild: _build, PlaceDraft: _draft, PlaceExpand: _expand, PlaceLearn: _learn,
    PlaceRebuild: _rebuild, PlaceRecruit: _recruit, PlaceExplore: _explore, PlaceGrow: _grow, UseCard: _use_card,
    BuildStored: _build_stored, UpgradeCitizen: _upgrade, Pass: _pass, AmbrosiaCoin: _ambrosia_coin,
    AmbrosiaRepair: _ambrosia_repair, Attack: _attack, EnterTitan: _enter_titan, LayOutDraftRow: _lay_out_row,
    PickDraftTitan: _pick_titan, EnterDice: _enter_dice, RerollDie: _reroll, KeepDice: _keep_dice,
    DamageCard: _damage_card, DiscardArmy: _discard_army, PlaceCoinOnArmy: _coin_on_army,
    DiscardRetired: _discard_retired, DiscardDistrict: _discard_district, RepairCard: _repair_card,
    ConfrontTitan: _confront, FeedCitizens: _feed, ShowCard: _show_card, TableCorrection: _correction,
    StartRound: _automatic(StartRound(round=2), "step_not_due"),
    BeginActions: _automatic(BeginActions(round=1), "step_not_due"),
    EndOfRoundStep: _automatic(EndOfRoundStep(round=1, step="collect_income"), "step_not_due"),
    EndGame: _automatic(EndGame(), "step_not_due"),
    ResolveStep: _automatic(ResolveStep(player=0, kind="confront"), "no_decision_pending"),
}


def test_every_action_class_has_a_refusal_case() -> None:
    assert set(CASES) == set(ACTION_TYPES)


@pytest.mark.parametrize("action_type", ACTION_TYPES, ids=lambda t: t.__name__)
def test_a_rejected_action_leaves_the_state_exactly_as_it_was(action_type: type[Action]) -> None:
    game = new_game()
    army(game.state, 0, swords=1)
    act, code = CASES[action_type](game.state)
    assert type(act) is action_type
    before = game.state.model_copy(deep=True)
    with pytest.raises(RuleError) as info:
        act.verify(game.state)
    assert info.value.code == code, info.value
    assert game.state == before
    entries = list(game.entries)
    with pytest.raises(RuleError) as info:
        game.apply(act)
    assert info.value.code == ("automatic_only" if act.automatic_only else code), info.value
    assert game.state == before and game.entries == entries
    assert game.can(act).code == info.value.code
