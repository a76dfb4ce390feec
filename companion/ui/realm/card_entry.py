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
from companion.realm.cards import COUNT_WORDS, COUNTS, Card, Region
from companion.realm.rules import GOODS, RESOURCES
from companion.ui import icons
from companion.ui import widgets as w
from companion.ui.hooks import use_lazy_state
from companion.ui.numbers import chip, number_entry, printed
from companion.ui.realm.words import card_text, region_text

CardKind = Literal["district", "wonder"]
_CARD: TypeAdapter[Any] = TypeAdapter(Card)
_REGION: TypeAdapter[Any] = TypeAdapter(Region)
#: What one tap on a region choice enters: its name (said to screen readers and the tests) and the region.
REGION_CHOICES: tuple[tuple[str, dict[str, Any]], ...] = (
    *((f"{r.capitalize()} source", {"kind": "source", "resource": r}) for r in RESOURCES),
    ("Any-resource source", {"kind": "source", "resource": "any"}),
    ("Nobility", {"kind": "citizen", "citizen": "nobility", "effect": {}}),
    ("Commoner", {"kind": "citizen", "citizen": "commoner", "effect": {}}),
    ("Mine", {"kind": "mine", "points": {}}),
)
EXPANSION_CHOICES: tuple[tuple[str, dict[str, Any]], ...] = (
    ("Misfortune", {"kind": "misfortune", "points": {}}),
    ("Monument", {"kind": "monument"}),
)
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
        return "Any" if region["resource"] == "any" else str(region["resource"]).capitalize()
    return str(region["citizen"] if region["kind"] == "citizen" else region["kind"]).capitalize()


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
        return None, "Enter the card's name"
    regions = draft["regions"] if draft["kind"] == "district" else [draft["region"]]
    missing = [i + 1 for i, r in enumerate(regions) if r is None]
    if missing:
        return None, f"Choose region {missing[0]}" if draft["kind"] == "district" else "Choose the wonder's region"
    try:
        return _CARD.validate_python({**draft, "name": draft["name"].strip()}), None
    except ValidationError as exc:  # the card model's own sentence (its checks word them for players)
        return None, str(exc.errors()[0]["msg"]).removeprefix("Value error, ")


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

    return ft.Row([number_entry(f"{prefix} {k}", int(get(data, (*path, k), 0)), partial(count, k),
                                symbol=GOOD_SYMBOLS.get(k))
                   for k in keys], wrap=True, spacing=16, run_spacing=8)


def _per_choices(prefix: str, data: dict[str, Any], path: tuple[str | int, ...],
                 set_draft: Callable[[dict[str, Any]], None]) -> ft.Control:
    """What a "per" multiplies by: one choice for each thing the engine can count in the civilization."""
    current = get(data, path)
    return ft.Column([
        ft.Text(f"{prefix}: per what?", size=16),
        ft.Row([choice(f"{prefix} per {COUNT_WORDS[c][0]}", current == c, w.bind(set_draft, put(data, path, c)))
                for c in COUNTS], wrap=True),
    ], spacing=4)


def _score_inputs(prefix: str, data: dict[str, Any], path: tuple[str | int, ...],
                  set_draft: Callable[[dict[str, Any]], None]) -> list[ft.Control]:
    manual = bool(get(data, (*path, "manual"), False))
    each = int(get(data, (*path, "each"), 0))
    controls: list[ft.Control] = [
        w.switch(f"{prefix}: points entered at game end", manual,
                 lambda e: set_draft(put(data, (*path, "manual"), bool(e.control.value)))),
    ]
    if manual:
        return controls
    controls += [
        number_entry(f"{prefix} points", int(get(data, (*path, "base"), 0)),
                     lambda v: set_draft(put(data, (*path, "base"), v))),
        number_entry(f"{prefix} points each", each, lambda v: set_draft(put(data, (*path, "each"), v))),
    ]
    if each:
        controls.append(_per_choices(prefix, data, (*path, "per"), set_draft))
    return controls


def effect_inputs(prefix: str, data: dict[str, Any], path: tuple[str | int, ...],
                   set_draft: Callable[[dict[str, Any]], None]) -> list[ft.Control]:
    per = get(data, (*path, "per"))
    controls: list[ft.Control] = [
        ft.Text(f"{prefix}: what it gives", size=16, weight=ft.FontWeight.BOLD),
        _goods_counts(f"{prefix} gain", data, (*path, "gain"), GAIN_KEYS, set_draft),
        ft.Text(f"{prefix}: what it costs first (if anything)", size=16, weight=ft.FontWeight.BOLD),
        _goods_counts(f"{prefix} pay", data, (*path, "pay"), RESOURCES, set_draft),
        w.switch(f"{prefix}: gives it once per counted thing", per is not None,
                 lambda e: set_draft(put(data, (*path, "per"), "citizen" if e.control.value else None))),
    ]
    if per is not None:
        controls.append(_per_choices(prefix, data, (*path, "per"), set_draft))
    return controls + _condition_inputs(prefix, f"{prefix}: only under a condition", data, (*path, "condition"),
                                        set_draft)


def _region_details(prefix: str, data: dict[str, Any], path: tuple[str | int, ...],
                    set_draft: Callable[[dict[str, Any]], None]) -> list[ft.Control]:
    region = get(data, path)
    if region is None:
        return []
    if region["kind"] == "citizen":
        return effect_inputs(f"{prefix} labor", data, (*path, "effect"), set_draft)
    if region["kind"] == "mine":
        return _score_inputs(f"{prefix} mine", data, (*path, "points"), set_draft)
    if region["kind"] == "misfortune":
        activity = get(region, ("penalty", "activity"))
        picks = [choice(f"{prefix} penalty: {a}", activity == a,
                        w.bind(set_draft, put(data, (*path, "penalty"), {"activity": a, "gold": 1})))
                 for a in PENALTIES]
        controls: list[ft.Control] = [ft.Text(f"{prefix}: which activity costs more", size=16),
                                      ft.Row(picks, wrap=True)]
        if activity:
            controls.append(number_entry(f"{prefix} penalty gold", int(get(region, ("penalty", "gold"), 1)),
                                         lambda v: set_draft(put(data, (*path, "penalty", "gold"), v)), least=1,
                                         symbol="gold"))
        return controls + _score_inputs(f"{prefix} misfortune", data, (*path, "points"), set_draft)
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
                     chip(f"{prefix}: {label}", region_word(region), same(region), w.bind(pick, region))],
                    spacing=2, tight=True) for label, region in options]
    return ft.Column([
        ft.Text(f"{prefix}: what does it show?", size=16, weight=ft.FontWeight.BOLD),
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
        summary = region_text(_as_region(region)) if region is not None else "not chosen"
        word = region_word(region) if region is not None else "choose"
        tabs.append(chip(f"Region {i + 1}: {summary}", f"{i + 1}: {word}", i == at, w.bind(set_at, i)))
    has_effect = data.get("effect") is not None
    controls: list[ft.Control] = [
        ft.Row(tabs, wrap=True, spacing=8, run_spacing=8),
        _region_picker(f"Region {at + 1}", data, ("regions", at), expansion, set_draft, advance, details=False),
        *[c for i in range(3) for c in _region_details(f"Region {i + 1}", data, ("regions", i), set_draft)],
        w.switch("The back shows an effect", has_effect,
                 lambda e: set_draft(put(data, ("effect",), {} if e.control.value else None))),
    ]
    if has_effect:
        controls += effect_inputs("Back effect", data, ("effect",), set_draft)
    return controls


def _as_region(region: dict[str, Any]) -> Any:
    """A chosen region as the engine's model (details not yet valid fall back to the bare kind)."""
    try:
        return _REGION.validate_python(region)
    except ValidationError:
        return _REGION.validate_python({k: v for k, v in region.items() if not isinstance(v, dict)})


def _wonder_inputs(data: dict[str, Any], set_draft: Callable[[dict[str, Any]], None]) -> list[ft.Control]:
    controls: list[ft.Control] = [
        _region_picker("Wonder region", data, ("region",), False, set_draft, lambda _: None),
        ft.Text("Where the region lies on the card", size=16, weight=ft.FontWeight.BOLD),
        ft.Row([choice(f"Region on the {side}", data["region_side"] == side,
                       w.bind(set_draft, put(data, ("region_side",), side))) for side in ("left", "right")],
               wrap=True),
        ft.Text("Cost (brown area)", size=16, weight=ft.FontWeight.BOLD),
        _goods_counts("Cost", data, ("cost",), RESOURCES, set_draft),
        ft.Text("Points at game end", size=16, weight=ft.FontWeight.BOLD),
        *_score_inputs("Wonder", data, ("scoring", "points"), set_draft),
        *_condition_inputs("Wonder", "Scores only under a condition", data, ("scoring", "condition"), set_draft),
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
            number_entry(f"{prefix} condition: at least", int(condition["at_least"]),
                         lambda v: set_draft(put(data, (*path, "at_least"), v)), least=1),
            ft.Row([choice(f"{prefix} condition counts: {COUNT_WORDS[c][0]}", condition["count"] == c,
                           w.bind(set_draft, put(data, (*path, "count"), c))) for c in COUNTS], wrap=True)]


def _trigger_inputs(data: dict[str, Any], set_draft: Callable[[dict[str, Any]], None]) -> list[ft.Control]:
    """A wonder's effect: what triggers it (an activity, or a resource harvested) and what it gives."""
    trigger = get(data, ("trigger",))
    controls: list[ft.Control] = [
        w.switch("The wonder has a triggered effect", trigger is not None,
                 lambda e: set_draft(put(data, ("trigger",), {"on": "harvest"} if e.control.value else None))),
    ]
    if trigger is None:
        return controls
    controls += [
        ft.Text("Triggered by", size=16, weight=ft.FontWeight.BOLD),
        ft.Row([choice(f"Triggered by {on}", trigger["on"] == on, w.bind(set_draft, put(data, ("trigger",), {
            **trigger, "on": on, "resource": trigger.get("resource") if on == "harvest" else None})))
            for on in TRIGGERS], wrap=True),
    ]
    if trigger["on"] == "harvest":
        controls.append(ft.Row([choice(f"Harvest of {r or 'any resource'}", trigger.get("resource") == r,
                                       w.bind(set_draft, put(data, ("trigger", "resource"), r)))
                                for r in (None, *RESOURCES)], wrap=True))
    return [*controls, _goods_counts("Effect gain", data, ("trigger", "gain"), GOODS, set_draft),
            number_entry("Effect points", int(get(data, ("trigger", "points"), 0)),
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
        w.text_field(f"{kind.capitalize()} name", draft["name"],
                     lambda e: set_draft(put(draft, ("name",), e.control.value)), max_length=LIMITS["card"]),
    ]
    if not of_kind:
        controls.append(ft.Text(f"No {kind} is remembered yet; enter it below.", size=15))
    elif not known:
        controls.append(ft.Text(f"{len(of_kind)} remembered: found as you type."
                                if not wanted else f"No remembered {kind} is called so: enter it below.", size=15))
    for found in known[:LISTED]:
        reason = check(found)
        controls += [ft.Text(f"{found.name}: {card_text(found)}", size=15),
                     w.with_reason(w.button(f"{verb} {found.name}", w.bind(on_card, found), icon=ft.Icons.HISTORY,
                                            disabled=reason is not None, wrap=True), reason)]
    if len(known) > LISTED:
        controls.append(ft.Text(f"+{len(known) - LISTED} more: type more of the name.", size=15))
    card, problem = built(draft)
    problem = problem or (check(card) if card is not None else None)
    controls += [
        *([w.heading("Or enter it as printed", size=18)] if known else []),
        *(_district_inputs(draft, expansion, at, set_at, set_draft) if kind == "district"
          else _wonder_inputs(draft, set_draft)),
    ]
    name = draft["name"].strip() or f"the new {kind}"
    if any(c.name.casefold() == wanted for c in known):  # the remembered card's button above has the plain name
        name = f"a new {kind} {name}"
    entered = [ft.Text(f"Entered: {card_text(card)}", size=15, italic=True)] if card is not None else []

    async def confirmed() -> None:
        if card is not None and (saving := on_card(card)) is not None:
            await saving

    confirm = ft.Column([*entered, w.with_reason(w.button(
        f"{verb} {name}", confirmed, icon=ft.Icons.CHECK, primary=True,
        disabled=problem is not None, wrap=True), problem)], spacing=6)
    if pin is not None:
        return pin(w.card(controls, identifier=f"realm-card-entry-{kind}"), confirm)
    return w.card([*controls, confirm], identifier=f"realm-card-entry-{kind}")
