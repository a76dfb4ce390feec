"""The prepare phase (Game Round > Prepare): advance the round, reveal actions, refresh the card rows, draw
threatening titans (or the Threatening Titan Draft), then open the actions phase with the first player.

Decks are physical: the engine says what to deal as table notes, and the table enters each drawn titan's
printed symbols; the rows dealt are face-up slots to enter (``companion.taw.face_up``).
"""

from __future__ import annotations

from typing import Literal

from companion.core.action import Action
from companion.core.errors import RuleError
from companion.taw import face_up, rulebook
from companion.taw.cards import TitanCard
from companion.taw.data import RoundNumber, board, space_said
from companion.taw.phases.attack import example_titan
from companion.taw.phases.choices import allowed_stars
from companion.taw.phases.damage import titan_said
from companion.taw.phases.decisions import Answer, Handler, ask, drop, name, note_step, settle_one
from companion.taw.phases.due import AutoStep
from companion.taw.phases.rules import phase_rules
from companion.taw.said import ands, commas
from companion.taw.state import DraftPickDecision, DraftRowDecision, DrawTitanDecision, OwnedTitan, State
from companion.words import Msg, refusal, text
from companion.words.amounts import amount

ROUND_BEGINS = text("taw.log.round_begins", "Round {round} begins")
ROUND_BEGINS_OPENS = text("taw.log.round_begins_opens", "Round {round} begins; {spaces} opens")
ACTIONS_BEGIN = text("taw.log.actions_begin", "Actions of round {round}: {name} starts")
DRAFT_ROW_PROMPT = text("taw.prompt.draft_row", "Lay out {titans} from the {stars}-star deck (the next deck up if "
                        "it is empty) in a face-up row and enter their printed symbols")
DRAW_TITAN_PROMPT = text("taw.prompt.draw_titan", "Draw a titan from the bottom of the {stars}-star deck (the next "
                         "deck up if it is empty), put it on your board and enter its printed symbols")
DRAFT_PICK_PROMPT = text("taw.prompt.draft_pick", "Choose a titan from the draft row for your board")
DREW = text("taw.log.drew_titan", "{name} drew {titan} (defence {defence}) as a threat")
DRAFT_ROW_LAID = text("taw.log.draft_row", "Titan draft row: {titans}")
TOOK = text("taw.log.took_draft_titan", "{name} took {titan} from the draft row")
WRONG_DECK = refusal("titan_from_wrong_deck", "This round draws from the {stars}-star deck, or the next deck up when "
                     "it is empty; this titan has {has}")
WRONG_SIZE = refusal("wrong_draft_size", "Lay out one titan per player who needs one: {need}; got {got}")
NO_SUCH_DRAFT_TITAN = refusal("no_such_draft_titan", "The draft row has {titans} (0 to {last}); got {index}")


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
            note_step(state, "prepare_round", "reveal", space=space_said(space_id), ambrosia=ambrosia)
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
        if state.variants.titan_draft:
            ask(state, DraftRowDecision(
                player=needing[0], prompt=DRAFT_ROW_PROMPT(titans=amount(len(needing), "titan"), stars=stars),
                count=len(needing), stars=stars, players=needing))
            return
        for seat in needing:
            ask(state, DrawTitanDecision(player=seat, prompt=DRAW_TITAN_PROMPT(stars=stars), stars=stars))

    def describe(self, state: State) -> Msg:
        reveals = [space_said(s) for s in board().round_info(self.round).reveals]
        if reveals:
            return ROUND_BEGINS_OPENS(round=self.round, spaces=ands(reveals))
        return ROUND_BEGINS(round=self.round)


class BeginActions(AutoStep):
    """Open the actions phase: the holder of the 1st-player token starts (Rebuild moves the token)."""

    type: Literal["begin_actions"] = "begin_actions"
    round: RoundNumber

    def apply(self, state: State) -> None:
        state.phase = "actions"
        state.current = state.first_player
        note_step(state, "actions", "first_player", players=[state.first_player], name=name(state, state.first_player),
                  round=self.round)

    def describe(self, state: State) -> Msg:
        return ACTIONS_BEGIN(round=self.round, name=name(state, state.first_player))


def _check_stars(decision: DrawTitanDecision | DraftRowDecision, card: TitanCard) -> None:
    stars = decision.stars
    if card.stars < stars:
        raise RuleError(WRONG_DECK(stars=stars, has=amount(card.stars, "star")), rule=rulebook.DRAW_TITANS())


class DrawTitanHandler(Handler[DrawTitanDecision]):
    decision = DrawTitanDecision
    entry = True

    def answers(self, state: State, decision: DrawTitanDecision) -> list[Action]:
        return [EnterTitan(player=decision.player, card=example_titan(s)) for s in allowed_stars(decision.stars)]


class DraftRowHandler(Handler[DraftRowDecision]):
    decision = DraftRowDecision
    entry = True

    def answers(self, state: State, decision: DraftRowDecision) -> list[Action]:
        row = [example_titan(decision.stars)] * decision.count
        return [LayOutDraftRow(player=decision.player, cards=row)]


class DraftPickHandler(Handler[DraftPickDecision]):
    decision = DraftPickDecision

    def answers(self, state: State, decision: DraftPickDecision) -> list[Action]:
        return [PickDraftTitan(player=decision.player, index=i) for i in range(len(decision.row))]


DRAW_TITAN, DRAFT_ROW, DRAFT_PICK = DrawTitanHandler(), DraftRowHandler(), DraftPickHandler()


class EnterTitan(Answer[DrawTitanDecision]):
    """The printed symbols of the titan just drawn onto the player's board."""

    type: Literal["enter_titan"] = "enter_titan"
    handler = DRAW_TITAN
    card: TitanCard

    def check(self, state: State, decision: DrawTitanDecision) -> None:
        _check_stars(decision, self.card)

    def answer(self, state: State) -> None:
        state.players[self.player].threat = OwnedTitan(uid=state.new_uid(), card=self.card)
        drop(state, self.decision(state))

    def describe(self, state: State) -> Msg:
        return DREW(name=name(state, self.player), titan=titan_said(self.card), defence=self.card.defence)


class LayOutDraftRow(Answer[DraftRowDecision]):
    """Threatening Titan Draft: the titans laid out face up, one per player needing one."""

    type: Literal["lay_out_draft_row"] = "lay_out_draft_row"
    handler = DRAFT_ROW
    cards: list[TitanCard]

    def check(self, state: State, decision: DraftRowDecision) -> None:
        if len(self.cards) != decision.count:
            raise RuleError(WRONG_SIZE(need=decision.count, got=len(self.cards)), rule=rulebook.TITAN_DRAFT())
        for card in self.cards:
            _check_stars(decision, card)

    def answer(self, state: State) -> None:
        decision = self.decision(state)
        drop(state, decision)
        for seat in decision.players:
            ask(state, DraftPickDecision(player=seat, prompt=DRAFT_PICK_PROMPT(),
                                         row=[card.model_copy(deep=True) for card in self.cards]))

    def describe(self, state: State) -> Msg:
        return DRAFT_ROW_LAID(titans=commas([titan_said(c) for c in self.cards]))


class PickDraftTitan(Answer[DraftPickDecision]):
    """Threatening Titan Draft: take titan ``index`` of the row (0 = first) onto your board."""

    type: Literal["pick_draft_titan"] = "pick_draft_titan"
    handler = DRAFT_PICK
    index: int

    def check(self, state: State, decision: DraftPickDecision) -> None:
        size = len(decision.row)
        if not 0 <= self.index < size:
            raise RuleError(NO_SUCH_DRAFT_TITAN(titans=amount(size, "titan"), last=size - 1, index=self.index),
                            rule=rulebook.TITAN_DRAFT())

    def answer(self, state: State) -> None:
        decision = self.decision(state)
        card = decision.row[self.index]
        state.players[self.player].threat = OwnedTitan(uid=state.new_uid(), card=card)
        for other in state.pending:
            if isinstance(other, DraftPickDecision) and other is not decision:
                other.row = [c for i, c in enumerate(other.row) if i != self.index]
        settle_one(state, decision)

    def describe(self, state: State) -> Msg:
        return TOOK(name=name(state, self.player), titan=titan_said(self.decision(state).row[self.index]))


ACTIONS: tuple[type[Action], ...] = (StartRound, BeginActions, EnterTitan, LayOutDraftRow, PickDraftTitan)
