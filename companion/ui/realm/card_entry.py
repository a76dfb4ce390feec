"""Entering an Ancient Realm card: pick a remembered one by name, or tap in a new one region by region.

Card contents are not public, so the player enters what the card shows once; the engine's catalog
remembers it by name. The card is validated by the engine's own card model, and whatever the card is
entered for (the market, a refill, the district effect) is judged by the caller through the engine.
"""

from __future__ import annotations

import copy
from collections.abc import Awaitable, Callable
from functools import partial
from typing import Any, Literal

import flet as ft
from pydantic import TypeAdapter, ValidationError

from companion.core.names import LIMITS
from companion.realm.cards import COUNT_NAMES, COUNTS, Card, Region
from companion.realm.rules import GOODS, RESOURCES
from companion.ui import icons
from companion.ui import widgets as w
from companion.ui.hooks import use_lazy_state
from companion.ui.lang import N_, t
from companion.ui.numbers import chip, number_entry, printed
from companion.ui.realm.words import ACTIVITIES, SIDES, card_text, region_text

CardKind = Literal["district", "wonder"]
_CARD: TypeAdapter[Any] = TypeAdapter(Card)
_REGION: TypeAdapter[Any] = TypeAdapter(Region)
#: What one tap on a region choice enters: its name (said to screen readers and the tests) and the region.
REGION_CHOICES: tuple[tuple[str, dict[str, Any]], ...] = (
    (N_("Wheat source"), {"kind": "source", "resource": "wheat"}),
    (N_("Wood source"), {"kind": "source", "resource": "wood"}),
    (N_("Stone source"), {"kind": "source", "resource": "stone"}),
    (N_("Any-resource source"), {"kind": "source", "resource": "any"}),
    (N_("Nobility"), {"kind": "citizen", "citizen": "nobility", "effect": {}}),
    (N_("Commoner"), {"kind": "citizen", "citizen": "commoner", "effect": {}}),
    (N_("Mine"), {"kind": "mine", "points": {}}),
)
EXPANSION_CHOICES: tuple[tuple[str, dict[str, Any]], ...] = (
    (N_("Misfortune"), {"kind": "misfortune", "points": {}}),
    (N_("Monument"), {"kind": "monument"}),
)
#: The word of each count a card shows, after its entry's name ("Region 1 labor gain gold").
KEY_WORDS = {"gold": N_("gold"), "wheat": N_("wheat"), "wood": N_("wood"), "stone": N_("stone"), "any": N_("any"),
             "points": N_("points")}
#: The word drawn on a region's chip.
REGION_WORDS = {"wheat": N_("Wheat"), "wood": N_("Wood"), "stone": N_("Stone"), "any": N_("Any"),
                "nobility": N_("Nobility"), "commoner": N_("Commoner"), "mine": N_("Mine"),
                "misfortune": N_("Misfortune"), "monument": N_("Monument")}
#: Each kind of card: its name field, and the new card's name when none is typed yet.
KIND_WORDS = {"district": (N_("District name"), N_("the new district"), N_("a new district {name}"),
                           N_("No district is remembered yet; enter it below."),
                           N_("No remembered district is called so: enter it below.")),
              "wonder": (N_("Wonder name"), N_("the new wonder"), N_("a new wonder {name}"),
                         N_("No wonder is remembered yet; enter it below."),
                         N_("No remembered wonder is called so: enter it below."))}
#: The confirm button's verb of a card put in the market ("Put in the market: Harbour").
PUT_IN = N_("Put in the market:")
PENALTIES = ("harvest", "labor", "prospect", "shopping")
TRIGGERS = ("harvest", "labor", "prospect", "build")
GAIN_KEYS = ("gold", *RESOURCES, "any", "points")
#: Remembered cards listed before anything is typed: a few fit above the new card's inputs; more are found by name.
LISTED = 3
#: The printed symbol of each good a card shows ("any" is the any-resource icon; points have none).
GOOD_SYMBOLS: dict[str, str] = {**{g: g for g in GOODS}, "any": "any_resource"}


def region_symbols(region: dict[str, Any]) -> tuple[str, ...]:
    """The printed symbols of a region: its kind's, and for a source the resource it gives."""
    kind = (icons.region_symbol(region["kind"]),)
    return (*kind, GOOD_SYMBOLS[region["resource"]]) if region["kind"] == "source" else kind


def region_word(region: dict[str, Any]) -> str:
    """The word drawn on a region's chip beside its printed symbols ("Wheat", "Any", "Nobility", "Mine"); its name
    says the rest. Short, so three or four chips fit a row on a 390 px phone."""
    if region["kind"] == "source":
        return t(REGION_WORDS[str(region["resource"])])
    return t(REGION_WORDS[str(region["citizen"] if region["kind"] == "citizen" else region["kind"])])


def blank(kind: CardKind) -> dict[str, Any]:
    """An empty draft of a card of ``kind``."""
    if kind == "district":
        return {"kind": "district", "name": "", "regions": [None, None, None], "effect": None}
    return {"kind": "wonder", "name": "", "region": None, "region_side": "left", "cost": {},
            "scoring": {"points": {}, "condition": None}}


def put(data: dict[str, Any], path: tuple[str | int, ...], value: Any) -> dict[str, Any]:
    """A copy of ``data`` with the value at ``path`` replaced (a new dict, so the component re-renders)."""
    out = copy.deepcopy(data)
    target: Any = out
    for step in path[:-1]:
        if isinstance(target, dict) and target.get(step) is None:
            target[step] = {}
        target = target[step]
    target[path[-1]] = value
    return out


def get(data: dict[str, Any], path: tuple[str | int, ...], default: Any = None) -> Any:
    """The value at ``path`` in ``data``, or ``default`` where the path stops."""
    value: Any = data
    for step in path:
        if value is None:
            return default
        try:
            value = value[step]
        except (KeyError, IndexError):
            return default
    return default if value is None else value


def built(draft: dict[str, Any]) -> tuple[Card | None, str | None]:
    """The card the draft describes (validated by the engine's card model), or None and what is missing."""
    if not str(draft.get("name", "")).strip():
        return None, t("Enter the card's name")
    regions = draft["regions"] if draft["kind"] == "district" else [draft["region"]]
    missing = [i + 1 for i, r in enumerate(regions) if r is None]
    if missing:
        return None, (t("Choose region {region}", region=missing[0]) if draft["kind"] == "district"
                      else t("Choose the wonder's region"))
    try:
        return _CARD.validate_python({**draft, "name": draft["name"].strip()}), None
    except ValidationError as exc:  # the card model's own sentence (its checks word them for players)
        first = exc.errors()[0]
        said = (first.get("ctx") or {}).get("msg")
        return None, t(said) if said is not None else t(str(first["msg"]).removeprefix("Value error, "))


def choice(label: str, selected: bool, on_click: Callable[[], None], *, symbols: tuple[str, ...] = (),
           disabled: bool = False) -> ft.Control:
    """One option of a choice: the chosen one shows a filled radio icon and is marked selected for screen readers;
    ``symbols``: the printed symbols drawn before it (the words stay its name); ``disabled``: an option the engine
    refuses (its reason said beside it by the caller)."""
    option = ft.Semantics(selected=selected, content=w.button(
        label, on_click, icon=ft.Icons.RADIO_BUTTON_CHECKED if selected else ft.Icons.RADIO_BUTTON_UNCHECKED,
        disabled=disabled, wrap=True))
    if not symbols:
        return option
    return ft.Row([*printed(symbols, icons.SIZE), option], spacing=4, tight=True)


def _goods_counts(prefix: str, data: dict[str, Any], path: tuple[str | int, ...], keys: tuple[str, ...],
                  set_draft: Callable[[dict[str, Any]], None]) -> ft.Control:
    """One count per good (gold, wheat, ...), each with its printed symbol."""
    def count(k: str, v: int) -> None:
        set_draft(put(data, (*path, k), v))

    return ft.Row([number_entry(t("{prefix} {what}", prefix=prefix, what=t(KEY_WORDS[k])),
                                int(get(data, (*path, k), 0)), partial(count, k),
                                symbol=GOOD_SYMBOLS.get(k))
                   for k in keys], wrap=True, spacing=16, run_spacing=8)


def _per_choices(prefix: str, data: dict[str, Any], path: tuple[str | int, ...],
                 set_draft: Callable[[dict[str, Any]], None]) -> ft.Control:
    """What a "per" multiplies by: one choice for each thing the engine can count in the civilization."""
    current = get(data, path)
    return ft.Column([
        ft.Text(t("{prefix}: per what?", prefix=prefix), size=16),
        ft.Row([choice(t("{prefix} per {what}", prefix=prefix, what=COUNT_NAMES[c]()), current == c,
                       w.bind(set_draft, put(data, path, c)))
                for c in COUNTS], wrap=True),
    ], spacing=4)


def _score_inputs(prefix: str, data: dict[str, Any], path: tuple[str | int, ...],
                  set_draft: Callable[[dict[str, Any]], None]) -> list[ft.Control]:
    manual = bool(get(data, (*path, "manual"), False))
    each = int(get(data, (*path, "each"), 0))
    controls: list[ft.Control] = [
        w.switch(t("{prefix}: points entered at game end", prefix=prefix), manual,
                 lambda e: set_draft(put(data, (*path, "manual"), bool(e.control.value)))),
    ]
    if manual:
        return controls
    controls += [
        number_entry(t("{prefix} points", prefix=prefix), int(get(data, (*path, "base"), 0)),
                     lambda v: set_draft(put(data, (*path, "base"), v))),
        number_entry(t("{prefix} points each", prefix=prefix), each,
                     lambda v: set_draft(put(data, (*path, "each"), v))),
    ]
    if each:
        controls.append(_per_choices(prefix, data, (*path, "per"), set_draft))
    return controls


def effect_inputs(prefix: str, data: dict[str, Any], path: tuple[str | int, ...],
                   set_draft: Callable[[dict[str, Any]], None]) -> list[ft.Control]:
    per = get(data, (*path, "per"))
    controls: list[ft.Control] = [
        ft.Text(t("{prefix}: what it gives", prefix=prefix), size=16, weight=ft.FontWeight.BOLD),
        _goods_counts(t("{prefix} gain", prefix=prefix), data, (*path, "gain"), GAIN_KEYS, set_draft),
        ft.Text(t("{prefix}: what it costs first (if anything)", prefix=prefix), size=16, weight=ft.FontWeight.BOLD),
        _goods_counts(t("{prefix} pay", prefix=prefix), data, (*path, "pay"), RESOURCES, set_draft),
        w.switch(t("{prefix}: gives it once per counted thing", prefix=prefix), per is not None,
                 lambda e: set_draft(put(data, (*path, "per"), "citizen" if e.control.value else None))),
    ]
    if per is not None:
        controls.append(_per_choices(prefix, data, (*path, "per"), set_draft))
    return controls + _condition_inputs(prefix, t("{prefix}: only under a condition", prefix=prefix), data,
                                        (*path, "condition"), set_draft)


def _region_details(prefix: str, data: dict[str, Any], path: tuple[str | int, ...],
                    set_draft: Callable[[dict[str, Any]], None]) -> list[ft.Control]:
    region = get(data, path)
    if region is None:
        return []
    if region["kind"] == "citizen":
        return effect_inputs(t("{prefix} labor", prefix=prefix), data, (*path, "effect"), set_draft)
    if region["kind"] == "mine":
        return _score_inputs(t("{prefix} mine", prefix=prefix), data, (*path, "points"), set_draft)
    if region["kind"] == "misfortune":
        activity = get(region, ("penalty", "activity"))
        picks = [choice(t("{prefix} penalty: {activity}", prefix=prefix, activity=t(ACTIVITIES[a])), activity == a,
                        w.bind(set_draft, put(data, (*path, "penalty"), {"activity": a, "gold": 1})))
                 for a in PENALTIES]
        controls: list[ft.Control] = [ft.Text(t("{prefix}: which activity costs more", prefix=prefix), size=16),
                                      ft.Row(picks, wrap=True)]
        if activity:
            controls.append(number_entry(t("{prefix} penalty gold", prefix=prefix),
                                         int(get(region, ("penalty", "gold"), 1)),
                                         lambda v: set_draft(put(data, (*path, "penalty", "gold"), v)), least=1,
                                         symbol="gold"))
        return controls + _score_inputs(t("{prefix} misfortune", prefix=prefix), data, (*path, "points"), set_draft)
    return []


def _region_picker(prefix: str, data: dict[str, Any], path: tuple[str | int, ...], expansion: bool,
                   set_draft: Callable[[dict[str, Any]], None], after: Callable[[dict[str, Any]], None], *,
                   details: bool = True) -> ft.Control:
    """One chip per region kind (a tap enters it, then ``after``); ``details``: the chosen region's inputs below."""
    current = get(data, path)
    options = [*REGION_CHOICES, *(EXPANSION_CHOICES if expansion else ())]

    def pick(region: dict[str, Any]) -> None:
        updated = put(data, path, copy.deepcopy(region))
        set_draft(updated)
        after(updated)

    def same(region: dict[str, Any]) -> bool:
        return current is not None and all(current.get(k) == v for k, v in region.items() if not isinstance(v, dict))

    chips: list[ft.Control] = [ft.Row([*printed(region_symbols(region), icons.SIZE),
                     chip(t("{prefix}: {label}", prefix=prefix, label=t(label)), region_word(region), same(region),
                          w.bind(pick, region))],
                    spacing=2, tight=True) for label, region in options]
    return ft.Column([
        ft.Text(t("{prefix}: what does it show?", prefix=prefix), size=16, weight=ft.FontWeight.BOLD),
        ft.Row(chips, wrap=True, spacing=10, run_spacing=8),
        *(_region_details(prefix, data, path, set_draft) if details else []),
    ], spacing=8)


def _district_inputs(data: dict[str, Any], expansion: bool, at: int, set_at: Callable[[int], None],
                     set_draft: Callable[[dict[str, Any]], None]) -> list[ft.Control]:
    def advance(updated: dict[str, Any]) -> None:
        """On to the next region not chosen yet (a tap per region); a region's details stay in view below."""
        following = [i for i in range(at + 1, 3) if updated["regions"][i] is None]
        if following:
            set_at(following[0])

    tabs = []
    for i, region in enumerate(data["regions"]):
        summary = region_text(_as_region(region)) if region is not None else t("not chosen")
        word = region_word(region) if region is not None else t("choose")
        tabs.append(chip(t("Region {region}: {summary}", region=i + 1, summary=summary),
                         t("{region}: {word}", region=i + 1, word=word), i == at, w.bind(set_at, i)))
    has_effect = data.get("effect") is not None
    controls: list[ft.Control] = [
        ft.Row(tabs, wrap=True, spacing=8, run_spacing=8),
        _region_picker(t("Region {region}", region=at + 1), data, ("regions", at), expansion, set_draft, advance,
                       details=False),
        *[c for i in range(3)
          for c in _region_details(t("Region {region}", region=i + 1), data, ("regions", i), set_draft)],
        w.switch(t("The back shows an effect"), has_effect,
                 lambda e: set_draft(put(data, ("effect",), {} if e.control.value else None))),
    ]
    if has_effect:
        controls += effect_inputs(t("Back effect"), data, ("effect",), set_draft)
    return controls


def _as_region(region: dict[str, Any]) -> Any:
    """A chosen region as the engine's model (details not yet valid fall back to the bare kind)."""
    try:
        return _REGION.validate_python(region)
    except ValidationError:
        return _REGION.validate_python({k: v for k, v in region.items() if not isinstance(v, dict)})


def _wonder_inputs(data: dict[str, Any], set_draft: Callable[[dict[str, Any]], None]) -> list[ft.Control]:
    controls: list[ft.Control] = [
        _region_picker(t("Wonder region"), data, ("region",), False, set_draft, lambda _: None),
        ft.Text(t("Where the region lies on the card"), size=16, weight=ft.FontWeight.BOLD),
        ft.Row([choice(t("Region on the {side}", side=t(SIDES[side])), data["region_side"] == side,
                       w.bind(set_draft, put(data, ("region_side",), side))) for side in ("left", "right")],
               wrap=True),
        ft.Text(t("Cost (brown area)"), size=16, weight=ft.FontWeight.BOLD),
        _goods_counts(t("Cost"), data, ("cost",), RESOURCES, set_draft),
        ft.Text(t("Points at game end"), size=16, weight=ft.FontWeight.BOLD),
        *_score_inputs(t("Wonder"), data, ("scoring", "points"), set_draft),
        *_condition_inputs(t("Wonder"), t("Scores only under a condition"), data, ("scoring", "condition"), set_draft),
    ]
    return controls + _trigger_inputs(data, set_draft)


def _condition_inputs(prefix: str, switch_label: str, data: dict[str, Any], path: tuple[str | int, ...],
                      set_draft: Callable[[dict[str, Any]], None]) -> list[ft.Control]:
    """"If you have at least N <things>": a switch, then the number and what is counted."""
    condition = get(data, path)
    controls: list[ft.Control] = [
        w.switch(switch_label, condition is not None,
                 lambda e: set_draft(put(data, path, {"count": "wonder", "at_least": 1} if e.control.value else None))),
    ]
    if condition is None:
        return controls
    return [*controls,
            number_entry(t("{prefix} condition: at least", prefix=prefix), int(condition["at_least"]),
                         lambda v: set_draft(put(data, (*path, "at_least"), v)), least=1),
            ft.Row([choice(t("{prefix} condition counts: {what}", prefix=prefix, what=COUNT_NAMES[c]()),
                           condition["count"] == c,
                           w.bind(set_draft, put(data, (*path, "count"), c))) for c in COUNTS], wrap=True)]


def _trigger_inputs(data: dict[str, Any], set_draft: Callable[[dict[str, Any]], None]) -> list[ft.Control]:
    """A wonder's effect: what triggers it (an activity, or a resource harvested) and what it gives."""
    trigger = get(data, ("trigger",))
    controls: list[ft.Control] = [
        w.switch(t("The wonder has a triggered effect"), trigger is not None,
                 lambda e: set_draft(put(data, ("trigger",), {"on": "harvest"} if e.control.value else None))),
    ]
    if trigger is None:
        return controls
    controls += [
        ft.Text(t("Triggered by"), size=16, weight=ft.FontWeight.BOLD),
        ft.Row([choice(t("Triggered by {activity}", activity=t(ACTIVITIES[on])), trigger["on"] == on,
                       w.bind(set_draft, put(data, ("trigger",), {
            **trigger, "on": on, "resource": trigger.get("resource") if on == "harvest" else None})))
            for on in TRIGGERS], wrap=True),
    ]
    if trigger["on"] == "harvest":
        controls.append(ft.Row([choice(t("Harvest of {resource}", resource=t(KEY_WORDS[r]) if r else t("any resource")),
                                       trigger.get("resource") == r,
                                       w.bind(set_draft, put(data, ("trigger", "resource"), r)))
                                for r in (None, *RESOURCES)], wrap=True))
    return [*controls, _goods_counts(t("Effect gain"), data, ("trigger", "gain"), GOODS, set_draft),
            number_entry(t("Effect points"), int(get(data, ("trigger", "points"), 0)),
                         lambda v: set_draft(put(data, ("trigger", "points"), v)))]


#: Lays out a card entry's inputs (one framed group) and its confirming block, e.g. the block pinned below them.
Layout = Callable[[ft.Control, ft.Control], ft.Control]


@ft.component
def CardEntry(kind: CardKind, expansion: bool, remembered: list[Card], verb: str,
              check: Callable[[Card], str | None], on_card: Callable[[Card], Awaitable[None] | None],
              pin: Layout | None = None) -> ft.Control:
    """Find a remembered ``kind`` card as its name is typed, or enter a new one under that name (one name field, so
    a remembered card is its name and a tap); ``verb`` names the confirm button
    ("Put ... in the market"), ``check`` gives the engine's refusal, ``on_card`` receives the card. ``pin``: lays
    out the inputs and the new card's confirming block (what was entered, the button) apart, so a table can keep
    the button in view; without it the block ends the inputs."""
    draft, set_draft = use_lazy_state(lambda: blank(kind))
    at, set_at = ft.use_state(0)
    wanted = str(draft["name"]).strip().casefold()
    of_kind = [c for c in remembered if c.kind == kind]
    known = [c for c in of_kind if wanted in c.name.casefold()] if wanted or len(of_kind) <= LISTED else []
    controls: list[ft.Control] = [
        w.text_field(t(KIND_WORDS[kind][0]), draft["name"],
                     lambda e: set_draft(put(draft, ("name",), e.control.value)), max_length=LIMITS["card"]),
    ]
    if not of_kind:
        controls.append(ft.Text(t(KIND_WORDS[kind][3]), size=15))
    elif not known:
        controls.append(ft.Text(t("{n} remembered: found as you type.", n=len(of_kind))
                                if not wanted else t(KIND_WORDS[kind][4]), size=15))
    for found in known[:LISTED]:
        reason = check(found)
        controls += [ft.Text(t("{name}: {card}", name=found.name, card=card_text(found)), size=15),
                     w.with_reason(w.button(t("{verb} {name}", verb=t(verb), name=found.name), w.bind(on_card, found),
                                            icon=ft.Icons.HISTORY,
                                            disabled=reason is not None, wrap=True), reason)]
    if len(known) > LISTED:
        controls.append(ft.Text(t("+{n} more: type more of the name.", n=len(known) - LISTED), size=15))
    card, problem = built(draft)
    problem = problem or (check(card) if card is not None else None)
    controls += [
        *([w.heading(t("Or enter it as printed"), size=18)] if known else []),
        *(_district_inputs(draft, expansion, at, set_at, set_draft) if kind == "district"
          else _wonder_inputs(draft, set_draft)),
    ]
    name = draft["name"].strip() or t(KIND_WORDS[kind][1])
    if any(c.name.casefold() == wanted for c in known):  # the remembered card's button above has the plain name
        name = t(KIND_WORDS[kind][2], name=name)
    entered = [ft.Text(t("Entered: {card}", card=card_text(card)), size=15, italic=True)] if card is not None else []

    async def confirmed() -> None:
        if card is not None and (saving := on_card(card)) is not None:
            await saving

    confirm = ft.Column([*entered, w.with_reason(w.button(
        t("{verb} {name}", verb=t(verb), name=name), confirmed, icon=ft.Icons.CHECK, primary=True,
        disabled=problem is not None, wrap=True), problem)], spacing=6)
    if pin is not None:
        return pin(w.card(controls, identifier=f"realm-card-entry-{kind}"), confirm)
    return w.card([*controls, confirm], identifier=f"realm-card-entry-{kind}")
