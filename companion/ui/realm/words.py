"""Ancient Realm cards and regions in words, for labels and summaries (presentation only, no rule), in the reader's
language: amounts are the engine's messages (``3 gold``, ``2 points``), said by the reader's plural rules."""

from __future__ import annotations

from companion.realm.cards import COUNT_NAMES, GOOD_NAMES, Card, Effect, Goods, Region, Score
from companion.realm.rules import rules
from companion.ui.lang import N_, reader, t
from companion.words import Param
from companion.words.amounts import amount

#: A citizen's kind, as its chip and its card say it.
CITIZENS = {"nobility": N_("Nobility"), "commoner": N_("Commoner")}
#: What a misfortune makes cost more, or what triggers a wonder.
ACTIVITIES = {"harvest": N_("harvest"), "labor": N_("labor"), "prospect": N_("prospect"), "shopping": N_("shopping"),
              "build": N_("build")}
#: The side of a wonder card its region lies on.
SIDES = {"left": N_("left"), "right": N_("right")}


def said(value: Param) -> str:
    """An engine's parameter (goods, a list of amounts) as the reader says it."""
    return reader().param(value)


def both(parts: list[str]) -> str:
    """``a and b and c``, as the card's summary joins what an effect gives."""
    joined = parts[0]
    for part in parts[1:]:
        joined = t("{first} and {second}", first=joined, second=part)
    return joined


def goods_text(goods: Goods) -> str:
    """E.g. "2 gold and 1 wood"; "nothing"."""
    return said(goods.said())


def score_text(score: Score) -> str:
    """E.g. "3 points", "1 + 2 per commoner", "points entered at game end"."""
    if score.manual:
        return t("points entered at game end")
    if score.per:
        return t("{base} + {each} per {what}", base=score.base, each=score.each, what=COUNT_NAMES[score.per]())
    return t(amount(score.base, "point"))


def effect_text(effect: Effect) -> str:
    """E.g. "pay 1 wheat: 2 gold and 1 resource of choice per nobility"."""
    gain = effect.gain
    parts = [p for p in (goods_text(gain) if gain.items() else "",
                         t("{amount} of choice", amount=amount(gain.any, "resource")) if gain.any else "",
                         t(amount(gain.points, "point")) if gain.points else "") if p]
    text = both(parts) if parts else t("nothing")
    if effect.per:
        text = t("{gain} per {what}", gain=text, what=COUNT_NAMES[effect.per]())
    if effect.pay.items():
        text = t("pay {cost}: {gain}", cost=goods_text(effect.pay), gain=text)
    if effect.condition:
        text = t("{effect} (if {condition})", effect=text, condition=effect.condition.said())
    return text


def region_text(region: Region | None) -> str:
    """One region in words: its kind by the rules data's name and what is printed on it."""
    if region is None:
        return t("large wonder")
    name = rules().region_name(region.kind)
    if region.kind == "source":
        resource = t("any resource") if region.resource == "any" else t(GOOD_NAMES[region.resource]())
        return t("{name}: {resource}", name=name, resource=resource)
    if region.kind == "citizen":
        return t("{citizen} ({effect})", citizen=t(CITIZENS[region.citizen]), effect=effect_text(region.effect))
    if region.kind == "mine":
        return t("{name} ({score})", name=name, score=score_text(region.points))
    if region.kind == "misfortune":
        penalty = (t("{activity} costs {gold} more", activity=t(ACTIVITIES[region.penalty.activity]),
                     gold=goods_text(Goods(gold=region.penalty.gold)))
                   if region.penalty else t("no penalty"))
        return t("{name} ({penalty}; {score})", name=name, penalty=penalty, score=score_text(region.points))
    return t(name)


def card_text(card: Card) -> str:
    """A card on one line: its regions left to right, and a wonder's cost and scoring."""
    if card.kind == "district":
        regions = "; ".join(region_text(r) for r in card.slots())
        if card.effect:
            return t("District: {regions}; back: {effect}", regions=regions, effect=effect_text(card.effect))
        return t("District: {regions}", regions=regions)
    text = t("Wonder costing {cost}: {side} region {region}; scores {score}", cost=goods_text(card.cost),
             side=t(SIDES[card.region_side]), region=region_text(card.region), score=score_text(card.scoring.points))
    if card.scoring.condition:
        text = t("{wonder} if {condition}", wonder=text, condition=card.scoring.condition.said())
    trigger = card.trigger
    if trigger is not None:
        what = t(ACTIVITIES[trigger.on])
        if trigger.resource:
            what = t("{activity} ({resource})", activity=what, resource=GOOD_NAMES[trigger.resource]())
        gain = goods_text(trigger.gain)
        if trigger.points:
            gain = t("{gain} and {points}", gain=gain, points=amount(trigger.points, "point"))
        text = t("{wonder}; on each {what}: {gain}", wonder=text, what=what, gain=gain)
    return text


def market_heading(market: list[str]) -> str:
    """"Market: 1 card", "Market: 4 cards"."""
    return t("Market: {cards}", cards=amount(len(market), "card"))
