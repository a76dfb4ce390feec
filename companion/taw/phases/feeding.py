"""Feed citizens (End of Round, step 4): food against citizens owned, temporary food at 2 ambrosia each, and
the player's choice of which citizens starve (they sit out the next round).
"""

from __future__ import annotations

from itertools import combinations
from typing import Literal

from pydantic import Field, NonNegativeInt

from companion.core.action import Action
from companion.core.errors import RuleError
from companion.core.words import plural
from companion.taw import derived
from companion.taw.data import board
from companion.taw.effects import leave_space, pay
from companion.taw.phases.decisions import Answer, Handler, ask, citizens, drop, note_step
from companion.taw.state import FeedDecision, Player, State

RULE = "Feed Citizens"


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
            ask(state, FeedDecision(player=seat, prompt=f"Food {derived.food(player)} for "
                                    f"{derived.citizens_owned(player)} citizens: buy food at "
                                    f"{board().ambrosia_costs.feed_citizen} ambrosia each, and choose who starves "
                                    f"({short} short)"))
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
            raise RuleError("not_enough_ambrosia", f"{self.ambrosia_food} food costs {cost} ambrosia; you have "
                            f"{player.ambrosia}", rule="Ambrosia Abilities")
        if self.ambrosia_food > short:
            unfed = f"{plural(short, 'citizen')} {'goes' if short == 1 else 'go'} unfed"
            raise RuleError("too_much_food", f"Only {unfed}; buying {self.ambrosia_food} food wastes ambrosia",
                            rule=RULE)
        owned = [c.skill for c in player.citizens]
        if len(set(self.starving)) != len(self.starving) or not set(self.starving) <= set(owned):
            raise RuleError("no_such_citizen", f"Name distinct citizens you own by skill {owned}; got {self.starving}")
        if len(self.starving) != short - self.ambrosia_food:
            raise RuleError("wrong_starving_count", f"{plural(short, 'citizen')} short and {self.ambrosia_food} food "
                            f"bought: {short - self.ambrosia_food} must starve; got {len(self.starving)}", rule=RULE)

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

    def describe(self, state: State) -> str:
        player = state.players[self.player]
        bought = f"bought {self.ambrosia_food} food with ambrosia; " if self.ambrosia_food else ""
        starving = sorted(self.starving)
        if not starving:
            who = "no citizen starves"
        elif len(starving) == 1:
            who = f"citizen {starving[0]} starves"
        else:
            who = f"citizens {', '.join(map(str, starving))} starve"
        return f"{player.name}: {bought}{who}"


ACTIONS: tuple[type[Action], ...] = (FeedCitizens,)
