"""Feed citizens (End of Round, step 4): food against citizens owned, temporary food at 2 ambrosia each, and
the player's choice of which citizens starve (they sit out the next round).
"""

from __future__ import annotations

from itertools import combinations
from typing import Literal

from pydantic import Field, NonNegativeInt

from companion.core.action import Action
from companion.core.errors import RuleError
from companion.taw import derived, rulebook
from companion.taw.data import board
from companion.taw.effects import leave_space, pay
from companion.taw.phases.decisions import Answer, Handler, ask, drop, note_step
from companion.taw.said import citizens, commas
from companion.taw.state import FeedDecision, Player, State
from companion.words import Msg, ntext, refusal, text
from companion.words.amounts import amount

RULE = rulebook.FEED_CITIZENS()
#: The feeding prompt of a player who can buy food with ambrosia, and of one who cannot.
BUY_OR_STARVE = text("taw.prompt.feed_buy", "Food {food} for {citizens}: buy food at {cost} ambrosia each, and "
                     "choose who starves ({short} short)")
STARVE = text("taw.prompt.feed", "Food {food} for {citizens}: choose who starves ({short} short)")
FOOD_SHORT = refusal("not_enough_ambrosia_food", "{food} costs {cost}; you have {have}")
TOO_MUCH = refusal("too_much_food", "Only {unfed}; buying {food} wastes ambrosia")
UNFED = ntext("taw.feed.unfed", "{n} citizen goes unfed", "{n} citizens go unfed")
NOT_OWNED = refusal("no_such_citizen_starving", "Name distinct citizens you own by skill {owned}; got {got}")
WRONG_COUNT = refusal("wrong_starving_count", "{short} short and {food} bought: {must} must starve; got {got}")
NONE_STARVES = text("taw.feed.none_starves", "no citizen starves")
STARVES = ntext("taw.feed.starves", "citizen {skills} starves", "citizens {skills} starve")
FED = text("taw.log.fed", "{name}: {who}")
FED_BOUGHT = text("taw.log.fed_bought", "{name}: bought {food} with ambrosia; {who}")


def shortage(player: Player) -> int:
    """Citizens the player's food (and food already bought with ambrosia) cannot feed."""
    return max(0, derived.citizens_owned(player) - derived.food(player) - player.fed_with_ambrosia)


def most_food(player: Player) -> int:
    """Temporary food the player can buy for the shortage: no more than it lacks, nor than its ambrosia pays for
    (what the feeding step offers to buy)."""
    return min(shortage(player), player.ambrosia // board().ambrosia_costs.feed_citizen)


def ask_feeding(state: State) -> None:
    """Ask every player short of food which citizens starve; the others are fed.

    This check alone decides who starves: citizens still starving from the previous one (the last round has no board
    reset to take them back) are fed again first, so at the end of the game only its starving citizens count.
    """
    for seat in state.turn_order():
        player = state.players[seat]
        returning = [c for c in player.citizens if c.where == "starving"]
        for citizen in returning:
            citizen.where = "available"
        if returning:
            note_step(state, "feed_citizens", "fed_again", players=[seat], name=player.name,
                      citizens=citizens([c.skill for c in returning]))
        short = shortage(player)
        if short:
            said = {"food": derived.food(player), "citizens": amount(derived.citizens_owned(player), "citizen"),
                    "short": short}
            prompt = (BUY_OR_STARVE(cost=board().ambrosia_costs.feed_citizen, **said) if most_food(player)
                      else STARVE(**said))
            ask(state, FeedDecision(player=seat, prompt=prompt))
        else:
            player.fed_with_ambrosia = 0


class FeedHandler(Handler[FeedDecision]):
    decision = FeedDecision

    def answers(self, state: State, decision: FeedDecision) -> list[Action]:
        player = state.players[decision.player]
        short = shortage(player)
        skills = [c.skill for c in player.citizens]
        return [FeedCitizens(player=decision.player, ambrosia_food=food, starving=list(group))
                for food in range(most_food(player) + 1) for group in combinations(skills, short - food)]


FEED = FeedHandler()


class FeedCitizens(Answer[FeedDecision]):
    """Buy ``ambrosia_food`` temporary food and name the citizens (by skill) who starve."""

    type: Literal["feed_citizens"] = "feed_citizens"
    handler = FEED
    ambrosia_food: NonNegativeInt = 0
    starving: list[int] = Field(default_factory=list)

    def check(self, state: State, decision: FeedDecision) -> None:
        player = state.players[self.player]
        short = shortage(player)
        cost = self.ambrosia_food * board().ambrosia_costs.feed_citizen
        if cost > player.ambrosia:
            raise RuleError(FOOD_SHORT(food=amount(self.ambrosia_food, "food"), cost=amount(cost, "ambrosia"),
                                       have=player.ambrosia), rule=rulebook.AMBROSIA_ABILITIES())
        if self.ambrosia_food > short:
            raise RuleError(TOO_MUCH(unfed=UNFED(n=short), food=amount(self.ambrosia_food, "food")), rule=RULE)
        owned = [c.skill for c in player.citizens]
        if len(set(self.starving)) != len(self.starving) or not set(self.starving) <= set(owned):
            raise RuleError(NOT_OWNED(owned=commas(owned), got=commas(self.starving)))
        if len(self.starving) != short - self.ambrosia_food:
            raise RuleError(WRONG_COUNT(short=amount(short, "citizen"), food=amount(self.ambrosia_food, "food"),
                                        must=short - self.ambrosia_food, got=len(self.starving)), rule=RULE)

    def answer(self, state: State) -> None:
        player = state.players[self.player]
        cost = self.ambrosia_food * board().ambrosia_costs.feed_citizen
        pay(player, ambrosia=cost)
        if cost:
            note_step(state, "feed_citizens", "food", players=[self.player], name=player.name, ambrosia=cost,
                      food=self.ambrosia_food)
        player.fed_with_ambrosia = 0
        for citizen in player.citizens:
            if citizen.skill in self.starving:
                if citizen.where == "placed" and citizen.space in state.spaces:
                    leave_space(state, self.player, citizen.space, citizen.skill)
                citizen.where, citizen.space = "starving", None
        if self.starving:
            note_step(state, "feed_citizens", "starve", players=[self.player], name=player.name,
                      citizens=citizens(self.starving))
        drop(state, self.decision(state))

    def describe(self, state: State) -> Msg:
        player = state.players[self.player]
        starving = sorted(self.starving)
        who = STARVES(n=len(starving), skills=commas(starving)) if starving else NONE_STARVES()
        if self.ambrosia_food:
            return FED_BOUGHT(name=player.name, food=amount(self.ambrosia_food, "food"), who=who)
        return FED(name=player.name, who=who)


ACTIONS: tuple[type[Action], ...] = (FeedCitizens,)
