"""Using the effect on the top card of the district deck: the deck lies face down and only the effect shows, so the
effect is all the player enters (a remembered one in one tap, or what it gives and costs), then the resources of
choice it gives; Confirm pinned below with the engine's sentence or its reason.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

import flet as ft
from pydantic import ValidationError

from companion.realm.actions import effect_gains
from companion.realm.cards import Effect
from companion.realm.free_actions import UseEffect
from companion.realm.kind import choice_options, remembered_effects
from companion.realm.state import RealmState
from companion.ui import widgets as w
from companion.ui.context import use_game
from companion.ui.lang import t
from companion.ui.panes import pinned_flow
from companion.ui.realm.card_entry import choice, effect_inputs
from companion.ui.realm.steps import back, choosing, options
from companion.ui.realm.words import effect_text
from companion.ui.verdict import verdict_and_confirm


def entered_effect(draft: dict[str, Any]) -> tuple[Effect | None, str | None]:
    """The effect the draft describes, or None and what is missing in plain words (an effect giving and costing
    nothing is not an effect anyone sees)."""
    try:
        effect = Effect.model_validate(draft["effect"])
    except ValidationError:
        return None, t("Enter the effect as the card shows it")
    if effect == Effect():
        return None, t("Enter what the effect gives (and costs, if anything)")
    return effect, None


def effect_uses(state: RealmState, effect: Effect) -> list[UseEffect]:
    """The effect with every way to choose its "any resource" gains (one when there is none)."""
    return [UseEffect(effect=effect, choices=c) for c in choice_options(effect_gains(state, effect).any)]


def _choices_label(option: UseEffect) -> str:
    """The resources one way of using the effect chooses: "Choose wood", "Choose wheat and stone"."""
    return t("Choose {choices}", choices=choosing(option.choices))


@ft.component
def EffectFlow(rest: list[ft.Control], on_close: Callable[[], None]) -> ft.Control:
    """The effect on the top district card: a remembered one (a tap) or entered as shown, its resources of choice,
    then Confirm. ``rest``: what scrolls below; ``on_close``: back to the turn."""
    app, game = use_game()
    state: RealmState = game.state
    draft, set_draft = ft.use_state(cast(dict[str, Any], {"effect": {}}))
    picked, set_picked = ft.use_state(cast(int | None, None))

    def set_effect(data: dict[str, Any]) -> None:
        set_draft(data)
        set_picked(None)

    effect, missing = entered_effect(draft)
    controls: list[ft.Control] = [
        ft.Text(t("The district deck lies face down: enter the effect its top card shows."), size=16),
    ]
    remembered = remembered_effects(state)
    if remembered:
        controls += [w.heading(t("Remembered effects"), size=18),
                     ft.Column([choice(effect_text(e), e == effect, w.bind(set_effect, {"effect": e.model_dump()}))
                                for e in remembered], spacing=6),
                     w.heading(t("Or enter it as shown"), size=18)]
    controls += effect_inputs(t("Effect"), draft, ("effect",), set_effect)
    action: UseEffect | None = None
    if effect is not None:
        offered = effect_uses(state, effect)
        chosen = picked if picked is not None else (0 if len(offered) == 1 else None)
        if len(offered) > 1:
            controls += [ft.Text(t("Which resources does it give you?"), size=16, weight=ft.FontWeight.BOLD),
                         options(app, [(_choices_label(o), o) for o in offered], chosen, set_picked)]
        action = offered[chosen] if chosen is not None else None
        missing = t("Choose the resources it gives")
    title = back(t("Back to the turn"), t("The top district card's effect"), on_close)
    pinned = verdict_and_confirm(app, game, action, missing or "", on_close)
    return pinned_flow([title, w.card(controls, identifier="realm-effect-entry"), *rest], pinned, key="effect")
