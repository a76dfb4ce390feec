"""Ancient Realm's final score: mines, wonders whose condition holds, gold, resources, the expansion's
misfortunes and monuments, points from effects, and the rating from the score table."""

from __future__ import annotations

from companion.realm.cards import COUNT_WORDS, Score
from companion.realm.rules import rules
from companion.realm.state import RealmState, ScoreLine, ScoreSheet, Slot, condition_holds, count, wonder_names


def region_key(slot: Slot) -> str:
    """The name a region goes by in the score and in manual entries, e.g. "Harbour region 2"."""
    return f"{slot.card} region {slot.part + 1}"


def manual_keys(state: RealmState) -> list[str]:
    """The visible mines, misfortunes and wonders whose points the player enters by hand."""
    keys = [region_key(s) for s in state.civ
            if s.region is not None and s.region.kind in ("mine", "misfortune") and s.region.points.manual]
    for name in wonder_names(state.civ):
        card = state.cards[name]
        if card.kind == "wonder" and card.scoring.points.manual:
            keys.append(name)
    return keys


def score_points(state: RealmState, score: Score, key: str) -> tuple[int, str]:
    """The points ``score`` gives now, and how they were reached."""
    if score.manual:
        return state.manual_points.get(key, 0), "entered by hand"
    counted = count(state.civ, score.per) if score.per else 0
    points = score.base + score.each * counted
    parts = [f"{score.base}"] if score.base or not score.per else []
    if score.per:
        parts.append(f"{score.each} per {COUNT_WORDS[score.per][0]} x {counted}")
    return points, " + ".join(parts)


def final_score(state: RealmState) -> ScoreSheet:
    """The breakdown, total and rating of the civilization as it stands."""
    data = rules()
    lines: list[ScoreLine] = []
    for slot in state.civ:
        region = slot.region
        if region is not None and region.kind in ("mine", "misfortune"):
            points, detail = score_points(state, region.points, region_key(slot))
            lines.append(ScoreLine(label=f"{region.kind.capitalize()} ({region_key(slot)})", points=points,
                                   detail=detail))
    for name in wonder_names(state.civ):
        card = state.cards[name]
        assert card.kind == "wonder"
        if condition_holds(state.civ, card.scoring.condition):
            points, detail = score_points(state, card.scoring.points, name)
        else:
            assert card.scoring.condition is not None
            points, detail = 0, f"condition not met: {card.scoring.condition.text()}"
        lines.append(ScoreLine(label=f"Wonder ({name})", points=points, detail=detail))
    monuments = count(state.civ, "monument")
    if monuments:
        per = data.final_score.kept_monument_points
        lines.append(ScoreLine(label="Monuments kept", points=per * monuments, detail=f"{per} each x {monuments}"))
    if state.effect_points:
        lines.append(ScoreLine(label="Points from effects", points=state.effect_points, detail="gained during play"))
    gold, resources = state.storage.gold, state.storage.resources
    per_gold, per_res = data.final_score.gold_per_point, data.final_score.resources_per_point
    lines.append(ScoreLine(label="Gold", points=gold // per_gold, detail=f"{gold} gold, 1 per {per_gold}"))
    lines.append(ScoreLine(label="Resources", points=resources // per_res,
                           detail=f"{resources} resources, 1 per {per_res}"))
    total = sum(line.points for line in lines)
    return ScoreSheet(lines=lines, total=total, rating=data.rating(total))
