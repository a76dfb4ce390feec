"""An attack being entered, against the titan's defence: each source of swords and arrows on its own line.

The inputs (target, titan card, armies, ambrosia swords) are the engine's declaration, entered like any move's;
each source is listed from the engine's own functions (``army_symbols``, ``derived``) and the total is the
engine's ``attack_value``. The damage dice are entered afterwards, as the engine's pending decision.
"""

from __future__ import annotations

import flet as ft

from companion.taw import derived
from companion.taw.cards import TitanCard
from companion.taw.phases.attack import Attack, army_symbols, attack_value
from companion.taw.state import Army, State
from companion.ui.lang import t
from companion.words.amounts import amount


def _symbols(swords: int, arrows: int, joint: str = ", ") -> str:
    return f"{t(amount(swords, 'sword'))}{joint}{t(amount(arrows, 'arrow'))}"


def sources(state: State, seat: int, armies: list[Army], ambrosia_swords: int) -> list[tuple[str, int, int]]:
    """Every source of the attack as (what, swords, arrows): each army (front and legacy), the player's cards,
    Draft, this round's card actions and the swords bought with ambrosia."""
    player = state.players[seat]
    rows = []
    for army in armies:
        symbols = army_symbols(army)
        what = t("{army} (front and legacy, {n} retired below)", army=army.active.label, n=len(army.retired)) \
            if army.retired else t("{army} (front)", army=army.active.label)
        rows.append((what, symbols.swords, symbols.arrows))
    rows += [
        (t("Cards (swords and arrows printed)"), derived.permanent_swords(player), derived.permanent_arrows(player)),
        (t("Draft"), derived.draft_swords(player, state, seat), 0),
        (t("This round's card actions"), derived.round_swords(player), derived.round_arrows(player)),
        (t("Ambrosia swords"), ambrosia_swords, 0),
    ]
    return rows


def strength(state: State, seat: int, armies: list[Army], ambrosia_swords: int, titan: TitanCard, *,
             defence_entered: bool = True) -> list[ft.Control]:
    """The live attack against the titan's defence, with each source on its own line; while the defence is not
    entered, the attack alone, saying so (never "against defence 0")."""
    swords, arrows = attack_value(state, seat, armies, ambrosia_swords)
    lines: list[ft.Control] = [ft.Text(f"{what}: {_symbols(s, a)}", size=16)
                               for what, s, a in sources(state, seat, armies, ambrosia_swords) if s or a]
    if titan.sword_only:
        total = t("Attack {swords} (sword-only titan: {arrows} not counted)", swords=swords,
                  arrows=amount(arrows, "arrow"))
    else:
        total = t("Attack {total} ({symbols})", total=swords + arrows, symbols=_symbols(swords, arrows, " + "))
    summary = t("{attack} against defence {defence}", attack=total, defence=titan.defence) if defence_entered \
        else t("{attack}; enter the titan's defence", attack=total)
    lines.append(ft.Semantics(identifier="attack-value", label=summary, exclude_semantics=True,
                              content=ft.Text(summary, size=22, weight=ft.FontWeight.BOLD)))
    return lines


def summary(state: State, attack: Attack, *, defence_entered: bool = True) -> list[ft.Control]:
    """The attack being entered, source by source, against the targeted titan's defence (``defence_entered``
    False: the deck titan's defence is not entered yet)."""
    player = state.players[attack.player]
    paid = [a for a in player.armies if a.uid in attack.armies and not a.used]
    threats = {p.threat.uid: p.threat.card for p in state.players if p.threat is not None}
    titan = attack.card if attack.card is not None else threats.get(attack.titan or -1)
    return [] if titan is None else strength(state, attack.player, paid, attack.ambrosia_swords, titan,
                                             defence_entered=defence_entered)
