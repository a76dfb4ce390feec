"""The prepare phase (Game Round > Prepare): advance the round, reveal actions, refresh the card rows, draw
threatening titans (or the Threatening Titan Draft), then open the actions phase with the first player.

Decks are physical: the engine says what to deal as table notes, and the table enters each drawn titan's
printed symbols; the rows dealt are face-up slots to enter (``companion.taw.face_up``).
"""

from __future__ import annotations

from typing import Any, Literal

from companion.core.action import Action
from companion.core.errors import RuleError
from companion.core.words import plural
from companion.taw import face_up
from companion.taw.cards import TitanCard
from companion.taw.data import RoundNumber, board
from companion.taw.phases.attack import example_titan
from companion.taw.phases.damage import titan_name
from companion.taw.phases.decisions import (
    Answer,
    Handler,
    ask,
    drop,
    name,
    note_step,
    register,
    settle_one,
)
from companion.taw.phases.due import AutoStep
from companion.taw.phases.rules import phase_rules
from companion.taw.state import Decision, OwnedTitan, State


def titan_stars(round_number: int) -> int | None:
    """The titan deck drawn from in ``round_number`` (None in round 1)."""
    return board().round_info(round_number).titan_stars


class StartRound(AutoStep):
    """Advance the round marker, reveal the round's action, refresh the rows (round 1: the rows of the setup; their
    cards are to be entered), reset the round's flags, and ask for threatening titans where a board has none."""

    type: Literal["start_round"] = "start_round"
    round: RoundNumber

    def apply(self, state: State) -> None:
        rules, ambrosia = board(), phase_rules().reveal_ambrosia
        info = rules.round_info(self.round)
        state.round, state.phase, state.step = self.round, "prepare", None
        for space_id in info.reveals:
            space = state.spaces[space_id]
            space.covered = False
            space.ambrosia += ambrosia
            note_step(state, "prepare_round", "reveal", space=rules.space(space_id).label, ambrosia=ambrosia)
        players = str(len(state.players))
        empire, military = rules.empire_row_size[players], phase_rules().military_row_size[players]
        face_up.deal(state, empire=empire, military=military)
        if self.round > 1:
            note_step(state, "prepare_refresh", "empire_row", count=empire, deck=info.empire_deck)
            note_step(state, "prepare_refresh", "military_row", count=military)
        state.passed_order.clear()
        state.current = state.first_player
        for player in state.players:
            player.passed = False
            for owned in player.empire:
                owned.used = False
        self._ask_for_titans(state)

    def _ask_for_titans(self, state: State) -> None:
        stars = titan_stars(self.round)
        needing = [seat for seat in state.turn_order() if state.players[seat].threat is None]
        if stars is None or not needing:
            return
        deck = f"the {stars}-star deck (the next deck up if it is empty)"
        if state.variants.titan_draft:
            ask(state, "draft_titan_row", needing[0], f"Lay out {plural(len(needing), 'titan')} from {deck} in a "
                "face-up row and enter their printed symbols", count=len(needing),
                context={"stars": stars, "players": needing})
            return
        for seat in needing:
            ask(state, "draw_titan", seat, f"Draw a titan from the bottom of {deck}, put it on your board and enter "
                "its printed symbols", context={"stars": stars})

    def describe(self, state: State) -> str:
        reveals = [board().space(s).label for s in board().round_info(self.round).reveals]
        opened = f"; {' and '.join(reveals)} opens" if reveals else ""
        return f"Round {self.round} begins{opened}"


class BeginActions(AutoStep):
    """Open the actions phase: the holder of the 1st-player token starts (Rebuild moves the token)."""

    type: Literal["begin_actions"] = "begin_actions"
    round: RoundNumber

    def apply(self, state: State) -> None:
        state.phase = "actions"
        state.current = state.first_player
        note_step(state, "actions", "first_player", players=[state.first_player], name=name(state, state.first_player),
                  round=self.round)

    def describe(self, state: State) -> str:
        return f"Actions of round {self.round}: {name(state, state.first_player)} starts"


def _check_stars(decision: Decision, card: TitanCard) -> None:
    stars = decision.context["stars"]
    if card.stars < stars:
        raise RuleError("titan_from_wrong_deck", f"This round draws from the {stars}-star deck, or the next deck up "
                        f"when it is empty; this titan has {plural(card.stars, 'star')}", rule="Draw Titans")


def _allowed_stars(decision: Decision) -> list[int]:
    return [stars for stars in face_up.titan_decks() if stars >= decision.context["stars"]]


class EnterTitan(Answer):
    """The printed symbols of the titan just drawn onto the player's board."""

    type: Literal["enter_titan"] = "enter_titan"
    decision_kind = "draw_titan"
    card: TitanCard

    def check(self, state: State, decision: Decision) -> None:
        _check_stars(decision, self.card)

    def answer(self, state: State) -> None:
        state.players[self.player].threat = OwnedTitan(uid=state.new_uid(), card=self.card)
        drop(state, state.pending[0])

    def describe(self, state: State) -> str:
        return f"{name(state, self.player)} drew {titan_name(self.card)} (defence {self.card.defence}) as a threat"


class LayOutDraftRow(Answer):
    """Threatening Titan Draft: the titans laid out face up, one per player needing one."""

    type: Literal["lay_out_draft_row"] = "lay_out_draft_row"
    decision_kind = "draft_titan_row"
    cards: list[TitanCard]

    def check(self, state: State, decision: Decision) -> None:
        if len(self.cards) != decision.count:
            raise RuleError("wrong_draft_size", f"Lay out one titan per player who needs one: {decision.count}; "
                            f"got {len(self.cards)}", rule="Threatening Titan Draft")
        for card in self.cards:
            _check_stars(decision, card)

    def answer(self, state: State) -> None:
        decision = state.pending[0]
        row = [card.model_dump(mode="json") for card in self.cards]
        drop(state, decision)
        for seat in decision.context["players"]:
            ask(state, "draft_titan_pick", seat, "Choose a titan from the draft row for your board",
                context={"row": row})

    def describe(self, state: State) -> str:
        return f"Titan draft row: {', '.join(titan_name(c) for c in self.cards)}"


class PickDraftTitan(Answer):
    """Threatening Titan Draft: take titan ``index`` of the row (0 = first) onto your board."""

    type: Literal["pick_draft_titan"] = "pick_draft_titan"
    decision_kind = "draft_titan_pick"
    index: int

    def check(self, state: State, decision: Decision) -> None:
        size = len(decision.context["row"])
        if not 0 <= self.index < size:
            raise RuleError("no_such_draft_titan", f"The draft row has {plural(size, 'titan')} (0 to {size - 1}); got "
                            f"{self.index}", rule="Threatening Titan Draft")

    def answer(self, state: State) -> None:
        decision = state.pending[0]
        card = TitanCard.model_validate(decision.context["row"][self.index])
        state.players[self.player].threat = OwnedTitan(uid=state.new_uid(), card=card)
        for other in state.pending:
            if other.kind == "draft_titan_pick" and other is not decision:
                other.context = {"row": [c for i, c in enumerate(other.context["row"]) if i != self.index]}
        settle_one(state, decision)

    def describe(self, state: State) -> str:
        card = TitanCard.model_validate(state.pending[0].context["row"][self.index])
        return f"{name(state, self.player)} took {titan_name(card)} from the draft row"


class DrawTitanHandler(Handler):
    kind = "draw_titan"
    entry = True

    def options(self, state: State, decision: Decision) -> list[Any]:
        return _allowed_stars(decision)

    def answers(self, state: State, decision: Decision) -> list[Action]:
        return [EnterTitan(player=decision.player, card=example_titan(s)) for s in _allowed_stars(decision)]


class DraftRowHandler(Handler):
    kind = "draft_titan_row"
    entry = True

    def options(self, state: State, decision: Decision) -> list[Any]:
        return _allowed_stars(decision)

    def answers(self, state: State, decision: Decision) -> list[Action]:
        row = [example_titan(decision.context["stars"])] * decision.count
        return [LayOutDraftRow(player=decision.player, cards=row)]


class DraftPickHandler(Handler):
    kind = "draft_titan_pick"

    def options(self, state: State, decision: Decision) -> list[Any]:
        return list(range(len(decision.context["row"])))

    def answers(self, state: State, decision: Decision) -> list[Action]:
        return [PickDraftTitan(player=decision.player, index=i) for i in self.options(state, decision)]


for _handler in (DrawTitanHandler(), DraftRowHandler(), DraftPickHandler()):
    register(_handler)

ACTIONS: tuple[type[Action], ...] = (StartRound, BeginActions, EnterTitan, LayOutDraftRow, PickDraftTitan)
