"""Ancient Realm cards and regions in words, for labels and summaries (presentation only, no rule)."""

from __future__ import annotations

from companion.core.words import plural
from companion.realm.cards import COUNT_WORDS, Card, Effect, Region, Score
from companion.realm.rules import rules


def score_text(score: Score) -> str:
    """E.g. "3 points", "1 + 2 per commoner", "points entered at game end"."""
    if score.manual:
        return "points entered at game end"
    if score.per:
        return f"{score.base} + {score.each} per {COUNT_WORDS[score.per][0]}"
    return plural(score.base, "point")


def effect_text(effect: Effect) -> str:
    """E.g. "pay 1 wheat: 2 gold and 1 resource of choice per nobility"."""
    gain = effect.gain
    parts = [p for p in (gain.text() if gain.items() else "",
                         f"{plural(gain.any, 'resource')} of choice" if gain.any else "",
                         plural(gain.points, "point") if gain.points else "") if p]
    text = " and ".join(parts) or "nothing"
    if effect.per:
        text += f" per {COUNT_WORDS[effect.per][0]}"
    if effect.pay.items():
        text = f"pay {effect.pay.text()}: {text}"
    if effect.condition:
        text += f" (if {effect.condition.text()})"
    return text


def region_text(region: Region | None) -> str:
    """One region in words: its kind by the rules data's name and what is printed on it."""
    if region is None:
        return "large wonder"
    name = rules().region_type(region.kind).name
    if region.kind == "source":
        return f"{name}: {'any resource' if region.resource == 'any' else region.resource}"
    if region.kind == "citizen":
        return f"{region.citizen.capitalize()} ({effect_text(region.effect)})"
    if region.kind == "mine":
        return f"{name} ({score_text(region.points)})"
    if region.kind == "misfortune":
        penalty = f"{region.penalty.activity} costs {region.penalty.gold} gold more" if region.penalty else "no penalty"
        return f"{name} ({penalty}; {score_text(region.points)})"
    return name


def card_text(card: Card) -> str:
    """A card on one line: its regions left to right, and a wonder's cost and scoring."""
    if card.kind == "district":
        regions = "; ".join(region_text(r) for r in card.slots())
        back = f"; back: {effect_text(card.effect)}" if card.effect else ""
        return f"District: {regions}{back}"
    condition = f" if {card.scoring.condition.text()}" if card.scoring.condition else ""
    trigger = card.trigger
    effect = ""
    if trigger is not None:
        what = f"{trigger.on} ({trigger.resource})" if trigger.resource else trigger.on
        points = f" and {plural(trigger.points, 'point')}" if trigger.points else ""
        effect = f"; on each {what}: {trigger.gain.text()}{points}"
    return (f"Wonder costing {card.cost.text()}: {card.region_side} region {region_text(card.region)}; "
            f"scores {score_text(card.scoring.points)}{condition}{effect}")


def market_heading(market: list[str]) -> str:
    """"Market: 1 card", "Market: 4 cards"."""
    return f"Market: {plural(len(market), 'card')}"
