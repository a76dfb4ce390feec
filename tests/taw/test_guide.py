"""The rules guide: every step has the rulebook's text, and the checklist follows the live game."""

from __future__ import annotations

from companion.taw.guide import checklist, current_step_id, guide
from companion.taw.setup import GameSetup, PlayerSetup, new_state
from companion.taw.state import DrawTitanDecision


def _state():
    return new_state(GameSetup(players=(PlayerSetup(name="Ann"), PlayerSetup(name="Bob"))))


def test_guide_covers_every_step_action_ability_symbol_and_titan_effect() -> None:
    g = guide()
    assert [s.id for s in g.steps] == ["prepare_round", "prepare_refresh", "prepare_titans", "actions",
                                       "confront_titan", "repair", "collect_income", "reset_board",
                                       "feed_citizens", "game_end"]
    assert set(g.actions) >= {"labor", "build", "draft", "expand", "learn", "rebuild", "recruit", "explore",
                              "grow", "empire_card", "attack", "build_stored", "pass"}
    assert set(g.ambrosia) == {"reuse_citizen", "repair", "feed_titan", "skill_plus_one", "feed_citizen",
                               "sword", "coin"}
    assert len(g.titan_effects) == 6
    assert "collects two coins" in g.actions["labor"].text
    assert "16" in next(s for s in g.steps if s.id == "game_end").text


def test_checklist_marks_the_current_step_and_round_skips() -> None:
    state = _state()
    state.round, state.phase = 1, "actions"
    items = {i.step.id: i.status for i in checklist(state)}
    assert items["actions"] == "current"
    assert items["prepare_round"] == "done"
    assert items["prepare_titans"] == "skipped"
    assert items["feed_citizens"] == "upcoming"
    assert items["game_end"] == "skipped"

    state.round, state.phase, state.step = 6, "end_of_round", "feed_citizens"
    items = {i.step.id: i.status for i in checklist(state)}
    assert items["feed_citizens"] == "current"
    assert items["collect_income"] == "skipped"
    assert items["game_end"] == "upcoming"


def test_current_step_follows_phase_and_titan_draws() -> None:
    state = _state()
    state.round, state.phase = 2, "prepare"
    assert current_step_id(state) == "prepare_round"
    state.pending.append(DrawTitanDecision(player=0, prompt="Enter the titan Ann drew", stars=1))
    assert current_step_id(state) == "prepare_titans"
    state.pending.clear()
    state.phase = "over"
    assert current_step_id(state) == "game_end"
