"""Ancient Realm's final score: mines, wonders whose condition holds, gold, resources, the expansion's
misfortunes and monuments, points from effects, and the rating from the score table."""

from __future__ import annotations

from companion.realm.cards import COUNT_NAMES, GOOD_AMOUNTS, Score
from companion.realm.rules import rules
from companion.realm.state import RealmState, ScoreLine, ScoreSheet, Slot, condition_holds, count, wonder_names
from companion.words import Msg, text
from companion.words.amounts import amount

REGION_KEY = text("realm.region_key", "{card} region {region}")
BY_HAND = text("realm.score.by_hand", "entered by hand")
BASE = text("realm.score.base", "{base}")
PER = text("realm.score.per", "{each} per {what} x {counted}")
BASE_AND_PER = text("realm.score.base_and_per", "{base} + {each} per {what} x {counted}")
NOT_MET = text("realm.score.not_met", "condition not met: {condition}")
#: Each scored line's label.
MINE = text("realm.score.mine", "Mine ({key})")
MISFORTUNE = text("realm.score.misfortune", "Misfortune ({key})")
WONDER = text("realm.score.wonder", "Wonder ({card})")
MONUMENTS = text("realm.score.monuments", "Monuments kept")
EACH = text("realm.score.each", "{per} each x {count}")
EFFECTS = text("realm.score.effects", "Points from effects")
DURING_PLAY = text("realm.score.during_play", "gained during play")
GOLD = text("realm.score.gold", "Gold")
RESOURCES = text("realm.score.resources", "Resources")
ONE_PER = text("realm.score.one_per", "{amount}, 1 per {per}")


def region_key(slot: Slot) -> str:
    """The name a region goes by in the score and in manual entries, e.g. "Harbour region 2" (kept in the log as it
    is: a reader is told it with :func:`key_said`)."""
    return f"{slot.card} region {slot.part + 1}"


def key_said(state: RealmState, key: str) -> Msg | str:
    """A manual entry's key as a reader is told it: a region's in words ("Harbour region 2"), a wonder's name."""
    slot = next((s for s in state.civ if region_key(s) == key), None)
    return key if slot is None else REGION_KEY(card=slot.card, region=slot.part + 1)


def manual_keys(state: RealmState) -> list[str]:
    """The visible mines, misfortunes and wonders whose points the player enters by hand."""
    keys = [region_key(s) for s in state.civ
            if s.region is not None and s.region.kind in ("mine", "misfortune") and s.region.points.manual]
    for name in wonder_names(state.civ):
        card = state.cards[name]
        if card.kind == "wonder" and card.scoring.points.manual:
            keys.append(name)
    return keys


def score_points(state: RealmState, score: Score, key: str) -> tuple[int, Msg]:
    """The points ``score`` gives now, and how they were reached."""
    if score.manual:
        return state.manual_points.get(key, 0), BY_HAND()
    counted = count(state.civ, score.per) if score.per else 0
    points = score.base + score.each * counted
    if not score.per:
        return points, BASE(base=score.base)
    per = {"each": score.each, "what": COUNT_NAMES[score.per](), "counted": counted}
    return points, BASE_AND_PER(base=score.base, **per) if score.base else PER(**per)


def final_score(state: RealmState) -> ScoreSheet:
    """The breakdown, total and rating of the civilization as it stands."""
    data = rules()
    lines: list[ScoreLine] = []
    for slot in state.civ:
        region = slot.region
        if region is not None and region.kind in ("mine", "misfortune"):
            points, detail = score_points(state, region.points, region_key(slot))
            label = (MINE if region.kind == "mine" else MISFORTUNE)(key=key_said(state, region_key(slot)))
            lines.append(ScoreLine(label=label, points=points, detail=detail))
    for name in wonder_names(state.civ):
        card = state.cards[name]
        assert card.kind == "wonder"
        if condition_holds(state.civ, card.scoring.condition):
            points, detail = score_points(state, card.scoring.points, name)
        else:
            assert card.scoring.condition is not None
            points, detail = 0, NOT_MET(condition=card.scoring.condition.said())
        lines.append(ScoreLine(label=WONDER(card=name), points=points, detail=detail))
    monuments = count(state.civ, "monument")
    if monuments:
        per = data.final_score.kept_monument_points
        lines.append(ScoreLine(label=MONUMENTS(), points=per * monuments, detail=EACH(per=per, count=monuments)))
    if state.effect_points:
        lines.append(ScoreLine(label=EFFECTS(), points=state.effect_points, detail=DURING_PLAY()))
    gold, resources = state.storage.gold, state.storage.resources
    lines += left_in_storage(gold, resources)
    total = sum(line.points for line in lines)
    return ScoreSheet(lines=lines, total=total, rating=data.rating_said(total))


def left_in_storage(gold: int, resources: int) -> list[ScoreLine]:
    """The gold and the resources left, each scored 1 point per so many (rules.json's ``final_score``)."""
    data = rules().final_score
    per_gold, per_res = data.gold_per_point, data.resources_per_point
    return [ScoreLine(label=GOLD(), points=gold // per_gold,
                      detail=ONE_PER(amount=GOOD_AMOUNTS["gold"](n=gold), per=per_gold)),
            ScoreLine(label=RESOURCES(), points=resources // per_res,
                      detail=ONE_PER(amount=amount(resources, "resource"), per=per_res))]
