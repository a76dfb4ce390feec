"""What each pending decision offers now: its legal choices from the state, by decision model.

The queue (``decisions.refresh``) stores them on the head decision so a UI can offer them, and each kind's handler
builds its answers from the same functions. It needs only the state and its derived values, so the queue can use it
without knowing the handlers (no import cycle).
"""

from __future__ import annotations

from companion.taw import derived, face_up
from companion.taw.cards import TitanEffect
from companion.taw.data import DieFace, board
from companion.taw.effects import damaged_cards
from companion.taw.state import (
    ConfrontChoice,
    ConfrontDecision,
    DamageCardDecision,
    Decision,
    DiceDecision,
    DiscardArmyDecision,
    DraftPickDecision,
    DraftRowDecision,
    DrawTitanDecision,
    FeedDecision,
    Player,
    RepairDecision,
    RerollDecision,
    State,
    TitanEffectDecision,
)


def die_faces() -> list[DieFace]:
    """The distinct faces of a damage die, from the rules data."""
    return list(dict.fromkeys(board().dice_faces))


def allowed_stars(stars: int) -> list[int]:
    """The titan decks a draw for the ``stars`` deck may come from: that one or the next one up."""
    return [deck for deck in face_up.titan_decks() if deck >= stars]


def undamaged(player: Player) -> list[int]:
    """The uids of the player's face-up empire cards."""
    return [o.uid for o in player.empire if not o.damaged]


def damaged(player: Player) -> list[int]:
    """The uids of the player's damaged (face-down) empire cards."""
    return [o.uid for o in damaged_cards(player)]


def armies(player: Player) -> list[int]:
    """The uids of the player's armies."""
    return [a.uid for a in player.armies]


def districts(player: Player) -> list[int]:
    """The uids of the player's districts."""
    return [d.uid for d in player.districts]


def retired(player: Player) -> list[list[int]]:
    """The player's retired military cards as ``[army uid, index in its stack]``."""
    return [[a.uid, i] for a in player.armies for i in range(len(a.retired))]


def confront_choices(state: State, seat: int) -> list[ConfrontChoice]:
    """Feed the threatening titan (when the player has the ambrosia) or roll its dice."""
    player = state.players[seat]
    feed = player.ambrosia >= (derived.threat_feed_cost(player, state) or 0)
    return ["feed", "roll"] if feed else ["roll"]


def effect_targets(player: Player, effect: TitanEffect) -> list[int] | list[list[int]]:
    """What a coin effect that leaves a choice may take: armies (a coin on one), retired cards or districts."""
    if effect is TitanEffect.COIN_ON_ARMY:
        return armies(player) if player.coins else []
    if effect is TitanEffect.LOSE_RETIRED:
        return retired(player)
    if effect is TitanEffect.LOSE_DISTRICT:
        return districts(player)
    return []


def refresh_options(state: State, decision: Decision) -> None:
    """Set ``decision.options`` to its choices now (a decision of the moves, or one with nothing to choose, keeps
    its own)."""
    player = state.players[decision.player]
    match decision:
        case DrawTitanDecision() | DraftRowDecision():
            decision.options = allowed_stars(decision.stars)
        case DraftPickDecision():
            decision.options = list(range(len(decision.row)))
        case FeedDecision():
            decision.options = [c.skill for c in player.citizens]
        case ConfrontDecision():
            decision.options = confront_choices(state, decision.player)
        case RepairDecision():
            decision.options = damaged(player)
        case DiceDecision():
            decision.options = die_faces()
        case RerollDecision():
            decision.options = list(range(len(decision.faces)))
        case TitanEffectDecision():
            decision.options = effect_targets(player, decision.roll.effect)
        case DamageCardDecision():
            decision.options = undamaged(player)
        case DiscardArmyDecision():
            decision.options = armies(player)
