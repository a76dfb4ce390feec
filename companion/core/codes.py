"""Every code a rules refusal (:class:`~companion.core.errors.RuleError`) can carry: one typed list.

The UI, the tests and ``companion replay --json`` key on these codes, so they are a closed set: each is a
``refusal(code, english)`` text (:mod:`companion.words.texts`) of some engine module, and
``tests/words/test_codes.py`` keeps this list and those texts equal (a ``RuleError`` takes a message only). The
replay schema names them (``docs/replay-*.schema.json``: ``ReplayError.code``, ``Rejection.code``).
"""

from __future__ import annotations

from typing import Literal, get_args

#: A refusal's code.
RefusalCode = Literal[
    "already_activated", "already_entered", "already_passed", "army_already_used", "army_listed_twice", "army_used",
    "attack_needs_army", "attack_target_unclear", "attack_too_weak", "automatic_only", "build_needs_card",
    "build_stored_not_allowed", "cannot_build_over_wonder", "cannot_pay", "card_already_shown", "card_damaged",
    "card_has_no_action", "card_in_game", "card_in_game_fixed", "card_not_damageable", "card_not_damaged",
    "card_not_damaged_uid", "card_not_in_market", "card_not_in_slot", "card_not_picked", "card_twice",
    "card_used_this_round", "cards_still_takeable", "catalog_conflict", "choices_without_perform",
    "citizen_not_available", "condition_not_met", "correction_bad_path", "correction_bad_value",
    "correction_needs_reason", "correction_negative", "decision_has_choices", "decision_pending", "deck_empty",
    "district_deck_empty", "duplicate_card", "duplicate_card_repair", "effect_used", "end_of_turn_unfinished",
    "expansion_card", "explore_needs_card", "first_card_position", "game_over", "game_over_face_up", "game_over_realm",
    "leader_same_age", "monument_resource_unchosen", "more_than_storage_holds", "more_than_the_game_has",
    "negative_points", "no_army_slot", "no_capacity", "no_citizen_left", "no_coin_there", "no_decision_pending",
    "no_distant_outpost", "no_effect", "no_higher_citizen", "no_monument_left", "no_printed_requirement",
    "no_scribe_guild", "no_such_army", "no_such_army_uid", "no_such_card", "no_such_citizen",
    "no_such_citizen_starving", "no_such_citizen_upgrade", "no_such_die", "no_such_district", "no_such_draft_titan",
    "no_such_player", "no_such_retired_card", "no_such_slot", "no_such_slot_tta", "no_such_stored_card",
    "no_such_titan", "no_trigger", "no_zori_dramatists", "not_a_deck_titan", "not_a_phase_decision",
    "not_a_scoring_card", "not_a_wonder", "not_actions_phase", "not_activatable", "not_enough_ambrosia",
    "not_enough_ambrosia_food", "not_enough_ambrosia_titan", "not_enough_civil_actions", "not_enough_coins",
    "not_enough_coins_army", "not_enough_gold", "not_enough_knowledge", "not_first_to_pass", "not_pending",
    "not_your_turn", "not_your_turn_tta", "nothing_to_redo", "nothing_to_undo", "other_decision_pending",
    "other_decision_pending_ambrosia", "other_seat", "position_out_of_range", "recruit_needs_card",
    "region_not_covered", "requires_missing", "requires_unknown_tribe", "reuse_needs_placed_citizen",
    "reuse_same_action", "round_over", "slot_already_empty", "slot_empty", "space_not_open", "stale_game",
    "step_not_due", "stored_needs_limited_building", "titan_from_wrong_deck", "too_many_repairs", "too_much_food",
    "unfinished_wonder", "unknown_player", "unused_parameter", "wonder_cost", "wrong_card_kind", "wrong_choices",
    "wrong_deck", "wrong_deck_realm", "wrong_dice_count", "wrong_draft_size", "wrong_next_player", "wrong_phase",
    "wrong_phase_tta", "wrong_starving_count", "wrong_step", "wrong_titan_deck", "wrong_titan_effect",
    # The Ancient World's paper sheet's own checks (companion/taw/paper.py).
    "card_count_below_listed", "more_than_the_game_has_sheet", "sheet_refused", "too_many_starving",
]

#: Why ``companion replay --json`` refused: a rules refusal, or the file (``invalid_input``), a card named as in
#: the catalog with other symbols (``catalog_conflict``), a missing argument (``usage``).
ErrorCode = Literal[RefusalCode, "invalid_input", "catalog_conflict", "usage"]

#: The codes, as a set.
REFUSAL_CODES: frozenset[str] = frozenset(get_args(RefusalCode))
