"""End of round in the rulebook's order (steps from rules_data/ancient_world/phases.json): confront titans,
repair income, collect income, reset the board, feed citizens; the last round confronts and feeds, then the game ends.
"""

from __future__ import annotations

from typing import Literal

from companion.core.action import Action
from companion.core.errors import RuleError
from companion.taw import derived, rulebook
from companion.taw.data import RoundNumber, board, space_said
from companion.taw.effects import damaged_cards, gain_knowledge, knowledge_ambrosia, pay
from companion.taw.phases.choices import confront_choices
from companion.taw.phases.damage import roll_for, titan_said
from companion.taw.phases.decisions import Answer, Handler, ask, drop, name, note_step
from companion.taw.phases.due import AutoStep
from companion.taw.phases.feeding import ask_feeding
from companion.taw.said import citizens, commas
from companion.taw.state import ConfrontChoice, ConfrontDecision, EndStep, RepairDecision, State
from companion.words import Msg, refusal, text
from companion.words.amounts import amount

CONFRONT_RULE = rulebook.CONFRONT_TITAN()
#: Each end-of-round step as the log names it.
STEPS = {"confront_titan": text("taw.step.confront_titan", "confront titans"),
         "repair": text("taw.step.repair", "repair income"),
         "collect_income": text("taw.step.collect_income", "collect income"),
         "reset_board": text("taw.step.reset_board", "reset the board"),
         "feed_citizens": text("taw.step.feed_citizens", "feed citizens")}
END_STEP = text("taw.log.end_of_round_step", "End of round {round}: {step}")
GAME_ENDS = text("taw.log.game_ends", "The game ends after round {round}")
CONFRONT_PROMPT = text("taw.prompt.confront", "Confront {titan}: feed it {cost} ambrosia (you have {have}) or roll "
                       "{dice}")
THE_TITAN = text("taw.titan.the_titan", "the titan")
FEED_SHORT = refusal("not_enough_ambrosia_titan", "Feeding {titan} needs {cost} ambrosia; you have {have}; pay it "
                     "all or roll")
ROLLS = text("taw.log.rolls_against", "{name} rolls the dice against {titan}")
ROLLS_SHORT = text("taw.log.rolls_against_short", "{name} rolls the dice against {titan} (feeding needs {cost} "
                   "ambrosia; has {have})")
FED = text("taw.log.fed_titan", "{name} fed {titan} {cost} ambrosia ({total} on it now)")
REPAIR_PROMPT = text("taw.prompt.repair_income", "Repair income: turn {cards} face up")
UMNOK = text("taw.income.umnok", "{ambrosia} for the knowledge (Umnok)")


class EndOfRoundStep(AutoStep):
    """Perform one end-of-round step: whole-table steps at once, or a decision per player who has one."""

    type: Literal["end_of_round_step"] = "end_of_round_step"
    round: RoundNumber
    step: EndStep

    def apply(self, state: State) -> None:
        state.phase, state.step = "end_of_round", self.step
        {
            "confront_titan": _confront,
            "repair": _repair,
            "collect_income": _collect_income,
            "reset_board": _reset_board,
            "feed_citizens": ask_feeding,
        }[self.step](state)

    def describe(self, state: State) -> Msg:
        return END_STEP(round=self.round, step=STEPS[self.step]())


class EndGame(AutoStep):
    """After round 6's confront and feed steps the game is over; no income, no board reset."""

    type: Literal["end_game"] = "end_game"

    def apply(self, state: State) -> None:
        state.phase, state.step = "over", None
        note_step(state, "game_end", "score")

    def describe(self, state: State) -> Msg:
        return GAME_ENDS(round=state.round)


def _confront(state: State) -> None:
    for seat in state.turn_order():
        player = state.players[seat]
        if player.threat is None:
            continue
        cost = derived.threat_feed_cost(player, state)
        dice = len(player.threat.card.banners)
        ask(state, ConfrontDecision(player=seat, prompt=CONFRONT_PROMPT(
            titan=titan_said(player.threat.card), cost=cost, have=player.ambrosia, dice=amount(dice, "damage die"))))


class ConfrontHandler(Handler[ConfrontDecision]):
    decision = ConfrontDecision

    def answers(self, state: State, decision: ConfrontDecision) -> list[Action]:
        return [ConfrontTitan(player=decision.player, choice=c) for c in confront_choices(state, decision.player)]


CONFRONT = ConfrontHandler()


class ConfrontTitan(Answer[ConfrontDecision]):
    """Placate the threatening titan with ambrosia (``feed``), or roll its damage dice (``roll``)."""

    type: Literal["confront_titan"] = "confront_titan"
    handler = CONFRONT
    choice: ConfrontChoice

    def check(self, state: State, decision: ConfrontDecision) -> None:
        player = state.players[self.player]
        cost = derived.threat_feed_cost(player, state) or 0
        if self.choice == "feed" and player.ambrosia < cost:
            titan = titan_said(player.threat.card) if player.threat else THE_TITAN()
            raise RuleError(FEED_SHORT(titan=titan, cost=cost, have=player.ambrosia), rule=CONFRONT_RULE)

    def answer(self, state: State) -> None:
        player = state.players[self.player]
        threat = player.threat
        assert threat is not None
        drop(state, self.decision(state))
        if self.choice == "roll":
            roll_for(state, self.player, threat.card, source="confront")
            return
        cost = derived.threat_feed_cost(player, state) or 0
        pay(player, ambrosia=cost)
        threat.ambrosia += cost
        note_step(state, "confront_titan", "feed", players=[self.player], name=player.name, ambrosia=cost,
                  titan=titan_said(threat.card), total=threat.ambrosia)

    def describe(self, state: State) -> Msg:
        player = state.players[self.player]
        threat = player.threat
        assert threat is not None
        cost = derived.threat_feed_cost(player, state) or 0
        titan = titan_said(threat.card)
        if self.choice == "roll":
            if player.ambrosia < cost:
                return ROLLS_SHORT(name=player.name, titan=titan, cost=cost, have=player.ambrosia)
            return ROLLS(name=player.name, titan=titan)
        return FED(name=player.name, titan=titan, cost=cost, total=threat.ambrosia + cost)


def _repair(state: State) -> None:
    """Repair income, right after confronting and before income (District Cards: Repair Empire Card Ability)."""
    for seat in state.turn_order():
        player = state.players[seat]
        repairs = derived.income_repair(player)
        if repairs and damaged_cards(player):
            ask(state, RepairDecision(player=seat, prompt=REPAIR_PROMPT(cards=amount(repairs, "damaged empire card")),
                                      count=repairs, source="income"))


def _collect_income(state: State) -> None:
    """Coins (the capital's 5 included), knowledge (Umnok: with ambrosia) and ambrosia, then every army's coins slide
    from the name area down to the picture (Collect Income: first the income, then the coins)."""
    for seat in state.turn_order():
        player = state.players[seat]
        coins, knowledge, ambrosia = (derived.income_coins(player), derived.income_knowledge(player),
                                      derived.income_ambrosia(player))
        player.coins += coins
        gain_knowledge(player, knowledge)
        player.ambrosia += ambrosia
        got = [amount(coins, "coin")]
        got += [amount(n, w) for n, w in ((knowledge, "knowledge"), (ambrosia, "ambrosia")) if n]
        bonus = knowledge_ambrosia(player, knowledge)
        if bonus:
            got.append(UMNOK(ambrosia=amount(bonus, "ambrosia")))
        note_step(state, "collect_income", "take", players=[seat], name=player.name, gains=commas(got))
    for seat in state.turn_order():
        player = state.players[seat]
        used = [army for army in player.armies if army.coins_name]
        if used:
            note_step(state, "collect_income", "slide", players=[seat], name=player.name,
                      armies=commas([army.active.said for army in used]))
        for army in player.armies:
            army.coins_picture += army.coins_name
            army.coins_name = 0


def _reset_board(state: State) -> None:
    """New ambrosia by player count (never on covered spaces), then each player's citizens back (the placed, the new
    and the starving ones), then the 1st-player token flipped hand side down if Rebuild claimed it (Reset the Board)."""
    limit = board().ambrosia_refill_max_citizens[str(len(state.players))]
    refilled = []
    for info in board().spaces:
        space = state.spaces[info.id]
        if not space.covered and len(space.citizens) <= limit:
            space.ambrosia += 1
            refilled.append(space_said(info.id))
        space.citizens.clear()
    if refilled:
        note_step(state, "reset_board", "refill", spaces=commas(refilled))
    for seat in state.turn_order():
        player = state.players[seat]
        away = [c.skill for c in player.citizens if c.where != "available"]
        if away:
            note_step(state, "reset_board", "citizens", players=[seat], name=player.name, citizens=citizens(away))
        for citizen in player.citizens:
            citizen.where, citizen.space = "available", None
        for owned in player.empire:
            owned.used = False
    if state.token_claimed:
        note_step(state, "reset_board", "token", players=[state.first_player], name=name(state, state.first_player))
    state.token_claimed = False


ACTIONS: tuple[type[Action], ...] = (EndOfRoundStep, EndGame, ConfrontTitan)
