"""The first-game teaching panel of The Ancient World's table: where the round is, who acts, what they may do.

Shown when the game's setup has ``teaching`` on; hiding it is remembered per game by the browser. The phase, the step,
what it is for and what comes next, and its rulebook text come from ``companion.taw.guide``. The moves open now are
the engine's legal actions, grouped; each move the table offers that is closed says the engine's reason (the space's
verdict, the verdict on the move as the table would start it, or what the move still needs entered), so nothing here
knows a rule.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence

import flet as ft

from companion.core.action import Action
from companion.core.errors import RuleError
from companion.taw.guide import checklist, guide
from companion.taw.moves import inputs as move_inputs
from companion.taw.moves.inputs import OTHER_MOVES, PLACEMENTS, MoveSpec, moves, space_blocked
from companion.taw.state import State
from companion.ui import widgets as w
from companion.ui.context import use_app
from companion.ui.lang import reader, t, tn
from companion.ui.preferences import answered, preferences, saved, until_left
from companion.words.amounts import amount

#: The prefix of the action types that place a citizen on an action space.
PLACE = "place_"
#: The browser's saved choice to hide the teaching panel of one game: this prefix and the game's id.
HIDDEN_KEY = "companion.teaching-hidden."
#: How long to wait for the browser's saved choice, and how many times to ask (it answers in milliseconds).
ANSWER_SECONDS = 2.0
ASKS = 3

Intent = Callable[[], Awaitable[None]]


def _title(kind: str) -> str:
    """An action kind in the rulebook's words (``learn`` -> ``Learn``), or as the table names the move."""
    text = guide(reader()).actions.get(kind)
    if text is not None:
        return text.title
    return t(OTHER_MOVES[kind]) if kind in OTHER_MOVES else kind.replace("_", " ").capitalize()


def move_kinds(actions: Sequence[Action]) -> list[str]:
    """The legal moves grouped by kind, in words: the spaces a citizen may go to, then each other kind once."""
    spaces: list[str] = []
    others: list[str] = []
    for action in actions:
        kind = str(getattr(action, "type", ""))
        if kind.startswith(PLACE):
            title = _title(kind.removeprefix(PLACE))
            if title not in spaces:
                spaces.append(title)
        elif (title := _title(kind)) not in others:
            others.append(title)
    groups = [t("place a citizen on {spaces}", spaces=", ".join(spaces))] if spaces else []
    return groups + others


def _verdict(state: State, seat: int, spec: MoveSpec) -> str | None:
    """The engine's reason the move ``spec`` is closed to ``seat`` now (a board space's verdict, or the verdict on a
    move with nothing to choose), or None when its verdict waits for the choices the table enters (an attack)."""
    if spec.id in PLACEMENTS:
        blocked = space_blocked(state, seat, spec.id)
        return t(blocked) if blocked is not None else None
    built = None if spec.inputs else move_inputs.action(state, seat, spec.id, {})
    if built is None:
        return None
    try:
        built.verify(state)
    except RuleError as exc:
        return t(exc.msg)
    return None


def other_moves(state: State, actions: Sequence[Action]) -> tuple[list[str], list[str]]:
    """The moves the current player is offered that no legal action makes: those the engine refuses, each with why
    ("Explore: Explore opens in round 2"), then the moves off the board the table does not offer them, with what they
    lack (the guide's words); and apart, those open to try, whose verdict comes with the table's entries."""
    if state.phase != "actions" or state.pending:
        return [], []
    seat = state.current
    legal = {str(getattr(a, "type", "")) for a in actions if getattr(a, "player", None) == seat}
    specs = moves(state, seat)
    verdicts = {t(spec.label): _verdict(state, seat, spec) for spec in specs if spec.id not in legal}
    closed = [f"{label}: {why}" for label, why in verdicts.items() if why is not None]
    lacking = guide(reader()).unoffered
    shown = {spec.id for spec in specs}
    closed += [f"{label}: {lacking[move]}" for move, label in OTHER_MOVES.items() if move not in shown]
    return closed, [label for label, why in verdicts.items() if why is None]


def ambrosia_line(state: State) -> str:
    """The ambrosia abilities, usable at any time (Ambrosia Abilities), with their costs; a player with no ambrosia is
    told so in a few words, since none is open to them."""
    player = state.players[state.current]
    if player.ambrosia == 0:
        return t("Ambrosia abilities: none while {name} has no ambrosia.", name=player.name)
    return t("Ambrosia abilities ({name} has {ambrosia}): {abilities}.", name=player.name,
             ambrosia=amount(player.ambrosia, "ambrosia"),
             abilities="; ".join(text.title for text in guide(reader()).ambrosia.values()))


def what_now(state: State, actions: Sequence[Action]) -> str:
    """One or two sentences: who acts now and the kinds of moves open to them; at a decision, what the step is for
    and what comes next (the decision itself is asked above it, not repeated here)."""
    if state.pending:
        who = state.players[state.pending[0].player].name
        if state.phase == "actions":
            return t("{who} decides: the question is above. It finishes the move under way (an attack's damage "
                     "dice, a card's choice); then the turns go on.", who=who)
        step = next(item.step for item in checklist(state, reader()) if item.status == "current")
        return t("{who} decides: the question is above. {step}", who=who, step=step.plain)
    if state.phase == "over":
        return t("The game is over: count the points on the score screen.")
    if state.phase != "actions" or not actions:
        return t("This step is done by the app; do on the table what it says.")
    # The legal list also holds the others' ambrosia abilities (usable at any time): only the player's own count here.
    kinds = move_kinds([a for a in actions if getattr(a, "player", None) == state.current])
    return t("{name} to play. They may {moves}.", name=state.players[state.current].name,
             moves=("; " + t("or") + " ").join(kinds))


async def _saved_true(key: str) -> bool:
    """Whether this browser saved ``key`` as true; a browser that does not answer in time (asked again, then given
    up on) counts as not having saved it, so the teaching panel is never lost for want of an answer."""
    return await saved(key, asks=ASKS, seconds=ANSWER_SECONDS) is True


def use_hidden(game_id: str) -> tuple[bool | None, Intent, Intent]:
    """Whether this browser hid the teaching panel of ``game_id`` (None until its saved preferences answer), and the
    intents hiding it (saved, so a reload or a restarted server keeps it) and showing it (the saved choice dropped)."""
    key = HIDDEN_KEY + game_id
    unknown: tuple[str, bool] | None = None  # the game's key and its answer, so another game's never shows here
    known, set_known = ft.use_state(unknown)

    @until_left
    async def load() -> None:
        set_known((key, await _saved_true(key)))

    # Shown as hidden (or shown) only once the browser has saved it: a server stopped right after the tap must
    # not come back with the other answer (saved first, as a move is).
    @until_left
    async def hide() -> None:
        await answered(lambda: preferences().set(key, True))
        set_known((key, True))

    @until_left
    async def show() -> None:
        await answered(lambda: preferences().remove(key))
        set_known((key, False))

    ft.use_effect(load, [key])
    return (known[1] if known is not None and known[0] == key else None), hide, show


@ft.component
def TeachingPanel(state: State, actions: list[Action]) -> ft.Control:
    """The teaching panel, which can be hidden and shown again; "Read the rule" opens the rulebook text.

    Left out until the browser says whether it was hidden (a few milliseconds), so a hidden panel never flashes.
    """
    app = use_app()
    hidden, hide, show = use_hidden(app.current.id if app.current is not None else "")
    reading, set_reading = ft.use_state(False)
    why, set_why = ft.use_state(False)
    if hidden is None:
        return ft.Container()
    if hidden:
        return ft.Row([w.button(t("Show the teaching panel"), show, icon=ft.Icons.SCHOOL)])
    step = next(item.step for item in checklist(state, reader()) if item.status == "current")
    now = what_now(state, actions)
    phase = guide(reader()).parts[step.phase].title
    controls: list[ft.Control] = [
        ft.Text(t("Phase: {phase}", phase=phase), size=15, weight=ft.FontWeight.BOLD),
        ft.Row([ft.Icon(ft.Icons.SCHOOL), w.heading(t("Now: {step}", step=step.title), size=20)], wrap=True),
        ft.Semantics(identifier="teaching-now", label=now, exclude_semantics=True, content=ft.Text(now, size=17)),
    ]
    if state.phase == "actions" and not state.pending:
        closed, to_try = other_moves(state, actions)
        ambrosia = ambrosia_line(state)
        if to_try:
            words = t("Also open to try: {moves} (the verdict comes once its choices are entered).",
                      moves=", ".join(to_try))
            controls.append(ft.Semantics(identifier="teaching-try", label=words, exclude_semantics=True,
                                         content=ft.Text(words, size=16)))
        controls.append(ft.Semantics(identifier="teaching-ambrosia", label=ambrosia, exclude_semantics=True,
                                     content=ft.Text(ambrosia, size=16)))
        if closed:  # behind a tap, so the board stays near the top of a phone
            said = tn("Hide: {n} move closed now", "Hide: {n} moves closed now", len(closed)) if why \
                else tn("Why: {n} move closed now", "Why: {n} moves closed now", len(closed))
            controls.append(w.button(said, lambda: set_why(not why),
                                     icon=ft.Icons.EXPAND_LESS if why else ft.Icons.BLOCK))
        if closed and why:
            words = t("Closed now: {moves}.", moves="; ".join(closed))
            controls.append(ft.Semantics(identifier="teaching-closed", label=words, exclude_semantics=True,
                                         content=ft.Column([ft.Row([ft.Icon(ft.Icons.BLOCK, size=20), ft.Text(
                                             line, size=16, expand=True)], spacing=6,
                                             vertical_alignment=ft.CrossAxisAlignment.START) for line in closed],
                                             spacing=6)))
    controls += [
        ft.Row([w.button(t("Hide the rule") if reading else t("Read the rule"), lambda: set_reading(not reading),
                         icon=ft.Icons.MENU_BOOK),
                w.button(t("Hide the teaching panel"), hide, icon=ft.Icons.VISIBILITY_OFF)],
               wrap=True),
    ]
    if reading:
        rulebook = t("Rulebook ({section}):", section=step.section)
        controls.append(ft.Semantics(identifier="teaching-rule",
                                     label=t("Rulebook, {section}: {text}", section=step.section, text=step.text),
                                     exclude_semantics=True,
                                     content=ft.Text(f"{rulebook}\n{step.text}", size=16, selectable=True)))
    return w.card(controls, identifier="taw-teaching")
