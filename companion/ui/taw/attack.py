"""Attacking a titan: pick the target, the armies to pay and the ambrosia swords; see attack against defence.

Each source of swords and arrows is listed from the engine's own functions (``army_symbols``, ``derived``)
and the total is the engine's ``attack_value``; legality, cost and the refusal are the engine's verdict.
The damage dice are entered afterwards, as the engine's pending decision on the table.
"""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from companion.core.game import Game
from companion.taw import derived
from companion.taw.cards import TitanCard
from companion.taw.data import board
from companion.taw.phases.attack import Attack, army_symbols, attack_value
from companion.taw.phases.damage import titan_name
from companion.taw.state import Army, State
from companion.ui import widgets as w
from companion.ui.realm.card_entry import choice, stepper
from companion.ui.state import AppState
from companion.ui.taw.card_entry import AnyCard, CardEntry
from companion.ui.taw.verdict import verdict_and_confirm

STARS = (1, 2, 3)


def _coins(n: int) -> str:
    return f"{n} coin" + ("" if n == 1 else "s")


def _symbols(swords: int, arrows: int) -> str:
    return f"{swords} sword{'' if swords == 1 else 's'}, {arrows} arrow{'' if arrows == 1 else 's'}"


def sources(state: State, seat: int, armies: list[Army], ambrosia_swords: int) -> list[tuple[str, int, int]]:
    """Every source of the attack as (what, swords, arrows): each army (front and legacy), the player's cards,
    Draft, this round's card actions and the swords bought with ambrosia."""
    player = state.players[seat]
    rows = []
    for army in armies:
        symbols = army_symbols(army)
        legacy = f", {len(army.retired)} retired below" if army.retired else ""
        rows.append((f"{army.active.label} (front{' and legacy' if army.retired else ''}{legacy})",
                     symbols.swords, symbols.arrows))
    rows += [
        ("Cards (swords and arrows printed)", derived.permanent_swords(player), derived.permanent_arrows(player)),
        ("Draft", derived.draft_swords(player, state, seat), 0),
        ("This round's card actions", derived.round_swords(player), derived.round_arrows(player)),
        ("Ambrosia swords", ambrosia_swords, 0),
    ]
    return rows


def strength(state: State, seat: int, armies: list[Army], ambrosia_swords: int, titan: TitanCard) -> list[ft.Control]:
    """The live attack against the titan's defence, with each source on its own line."""
    swords, arrows = attack_value(state, seat, armies, ambrosia_swords)
    lines: list[ft.Control] = [ft.Text(f"{what}: {_symbols(s, a)}", size=16)
                               for what, s, a in sources(state, seat, armies, ambrosia_swords) if s or a]
    if titan.sword_only:
        total = f"Attack {swords} (sword-only titan: the {arrows} arrows do not count)"
    else:
        total = f"Attack {swords + arrows} ({swords} swords + {arrows} arrows)"
    summary = f"{total} against defence {titan.defence}"
    lines.append(ft.Semantics(identifier="attack-value", label=summary, exclude_semantics=True,
                              content=ft.Text(summary, size=22, weight=ft.FontWeight.BOLD)))
    return lines


def _check(label: str, on: bool, on_click: Callable[[], None]) -> ft.Control:
    """A button that is ticked or not (a check box icon, and selected for screen readers)."""
    icon = ft.Icons.CHECK_BOX if on else ft.Icons.CHECK_BOX_OUTLINE_BLANK
    return ft.Semantics(selected=on, content=w.button(label, on_click, icon=icon))


def _deck_titan(stars: int, card: TitanCard | None) -> TitanCard:
    return card if card is not None and card.stars == stars else TitanCard(stars=stars)


@ft.component
def AttackFlow(app: AppState, game: Game, remembered: list[AnyCard], on_done: Callable[[], None]) -> ft.Control:
    """Attack a deck's top titan (entered by its printed symbols) or a threatening titan on any board."""
    state: State = game.state
    seat = state.current
    player = state.players[seat]
    round_stars = board().round_info(max(state.round, 1)).titan_stars or 1
    target, set_target = ft.use_state(f"deck:{round_stars}")
    chosen, set_chosen = ft.use_state(())
    bought, set_bought = ft.use_state(0)
    card, set_card = ft.use_state(None)

    threats = {f"titan:{p.threat.uid}": (p, p.threat) for p in state.players if p.threat is not None}
    kind, _, number = target.partition(":")
    titan_uid = int(number) if kind == "titan" and target in threats else None
    stars = int(number) if kind == "deck" else round_stars
    titan = threats[target][1].card if titan_uid is not None else _deck_titan(stars, card)

    targets = [choice(f"Deck: {s}-star titan", target == f"deck:{s}", w.bind(set_target, f"deck:{s}")) for s in STARS]
    targets += [choice(f"On {p.name}'s board: {titan_name(t.card)} (defence {t.card.defence})", target == key,
                       w.bind(set_target, key)) for key, (p, t) in threats.items()]
    controls: list[ft.Control] = [ft.Text("Target", size=18, weight=ft.FontWeight.BOLD), ft.Row(targets, wrap=True)]
    if titan_uid is None:
        controls += [ft.Text(f"The top titan of the {stars}-star deck, by its printed symbols:", size=16),
                     CardEntry("titan", titan, set_card, remembered)]

    def toggle(uid: int) -> None:
        set_chosen(tuple(u for u in chosen if u != uid) if uid in chosen else (*chosen, uid))

    armies = []
    for army in player.armies:
        if army.used:
            armies.append(ft.Text(f"{army.active.label}: used this round ({_coins(army.coins_name)} on its name)",
                                  size=16))
        else:
            armies.append(_check(f"Army {army.active.label} (#{army.uid}): costs {_coins(army.use_cost)}",
                                 army.uid in chosen, w.bind(toggle, army.uid)))
    paid = [a for a in player.armies if a.uid in chosen and not a.used]
    sword_cost = board().ambrosia_costs.sword
    controls += [
        ft.Text("Armies to pay", size=18, weight=ft.FontWeight.BOLD),
        *(armies or [ft.Text("No armies: recruit one first", size=16)]),
        stepper(f"Ambrosia swords ({sword_cost} each)", bought, set_bought),
        *strength(state, seat, paid, bought, titan),
    ]
    action = Attack(player=seat, armies=[a.uid for a in paid], ambrosia_swords=bought,
                    titan=titan_uid, card=titan if titan_uid is None else None)
    controls.append(verdict_and_confirm(app, game, action, "", on_done))
    return ft.Semantics(identifier="attack", container=True, content=ft.Column(controls, spacing=8))
