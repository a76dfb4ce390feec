"""The Ancient World's players at a glance: a compact row per player, and each player's full book.

Every number is the engine's (``companion.taw.derived``) and every card is said by its ``label`` (its name, or its
printed symbols when it was entered without one), so nothing here knows a rule. Each number stands beside the symbol
printed on the cards (``companion.ui.icons``); each row and number also says all of it in words, so neither colour
nor a picture is ever the only signal.
"""

from __future__ import annotations

from dataclasses import dataclass

import flet as ft

from companion.core.words import plural
from companion.taw import derived
from companion.taw.cards import MilitaryCard
from companion.taw.data import TribeInfo, tribes
from companion.taw.state import Army, OwnedEmpire, Player, State
from companion.ui import icons
from companion.ui import widgets as w
from companion.ui.lang import t
from companion.ui.taw.tribes import icon_data

#: Size of a row's numbers and of the symbols beside them: readable at arm's length, four rows above the board.
ROW_SIZE = 20
#: Size of a book's numbers and symbols.
BOOK_SIZE = 26
#: Where a citizen can stand, in the order the book says them.
WHERE = ("available", "placed", "starving", "new")


@dataclass(frozen=True)
class Seen:
    """What a player's row and book show beyond the player's own record, read from the state: values only, so that a
    memoized row or book (``companion.ui.taw.table``) compares them and is not rendered again while they stay equal.
    """

    seat: int
    #: This device is the player's phone.
    mine: bool
    #: ``to play``, ``passed`` or nothing (:func:`status`).
    now: str
    draft_swords: int
    feed_cost: int | None


def seen(state: State, seat: int, mine: bool = False) -> Seen:
    """What the state says about ``seat`` beyond the player's record."""
    player = state.players[seat]
    return Seen(seat, mine, status(state, seat), derived.draft_swords(player, state, seat),
                derived.threat_feed_cost(player, state))


def status(state: State, seat: int) -> str:
    """``to play`` for the player whose turn it is in the actions phase (no decision pending, as the header says),
    ``passed`` once they passed, else nothing."""
    player = state.players[seat]
    if player.passed:
        return "passed"
    return "to play" if state.phase == "actions" and not state.pending and state.current == seat else ""


def acting(state: State) -> int | None:
    """The seat the game waits on: the player of the head pending decision, else the one to play in the actions
    phase; None while the app does a step by itself."""
    if state.pending:
        return state.pending[0].player
    return state.current if state.phase == "actions" else None


def colour_of(player: Player) -> TribeInfo | None:
    """The palette colour the player took at New game (a tribe's colour and shape), if their colour is one."""
    wanted = player.colour.strip().casefold()
    return next((t for t in tribes().tribes if wanted in (t.label.casefold(), t.id)), None) if wanted else None


def _who(player: Player, facts: Seen) -> str:
    """The player in words: ``Ann (Red), to play``; on their phone, ``, this phone``."""
    now = facts.now
    return (player.name + (f" ({player.colour})" if player.colour else "") + (f", {now}" if now else "")
            + (", this phone" if facts.mine else ""))


def _title(player: Player, facts: Seen, size: int) -> list[ft.Control]:
    """The player's colour as its shape drawn in it, the name, the colour's word, "your phone" on the seat's own
    device, and whether they play or passed."""
    now, colour, mine = facts.now, colour_of(player), facts.mine
    shape = ft.Icon(icon_data(colour.id) if colour else ft.Icons.PERSON, color=colour.colour if colour else None,
                    size=size)
    word = [ft.TextSpan(f"  {player.colour}", ft.TextStyle(size=14, weight=ft.FontWeight.NORMAL))] \
        if player.colour else None
    out: list[ft.Control] = [shape, ft.Text(player.name, size=size, weight=ft.FontWeight.BOLD, spans=word,
                                            no_wrap=True, overflow=ft.TextOverflow.ELLIPSIS, expand=True)]
    if mine:
        out.append(ft.Container(ft.Row([ft.Icon(ft.Icons.PHONE_ANDROID, size=16, color=ft.Colors.PRIMARY),
                                         ft.Text("your phone", size=14, weight=ft.FontWeight.BOLD,
                                                 color=ft.Colors.PRIMARY)], spacing=2, tight=True),
                                border=ft.Border.all(2, ft.Colors.PRIMARY), border_radius=10,
                                padding=ft.Padding.symmetric(horizontal=6, vertical=1)))
    if now == "to play":
        out.append(ft.Container(ft.Text("to play", size=14, weight=ft.FontWeight.BOLD, color=ft.Colors.ON_PRIMARY),
                                bgcolor=ft.Colors.PRIMARY, border_radius=10,
                                padding=ft.Padding.symmetric(horizontal=8, vertical=2)))
    elif now:
        out.append(ft.Text(now, size=14, italic=True))
    return out


def _figure(symbol: str, value: int | str, size: int, words: str | None = None, *, caption: str | None = None,
            identifier: str | None = None) -> ft.Control:
    """A number beside its printed symbol; ``words`` ("Coins: 7") says it where nothing around says it already,
    ``identifier`` is the test handle; ``caption``, the number's name under it. Memoized on these values: a book or
    row drawn again for one changed number builds and compares only the figures whose values changed."""
    return Figure(symbol, value, size, words, caption, identifier)


def _figure_view(symbol: str, value: int | str, size: int, words: str | None, caption: str | None,
                 identifier: str | None) -> ft.Control:
    number = ft.Text(str(value), size=size, weight=ft.FontWeight.BOLD)
    shown: ft.Control = ft.Row([icons.symbol(symbol, size - 2), number], spacing=2, tight=True)
    if caption:
        shown = ft.Column([shown, ft.Text(caption, size=12, max_lines=1, overflow=ft.TextOverflow.ELLIPSIS)],
                          spacing=0, tight=True)
    return shown if words is None else ft.Semantics(identifier=identifier, label=words, exclude_semantics=True,
                                                    content=shown)


Figure = ft.memo(ft.component(_figure_view))


def _banners(player: Player, size: int) -> list[ft.Control]:
    """The player's banners by tribe, each the tribe's banner symbol (its shape) beside the count."""
    return [_figure(icons.banner_symbol(t), n, size, f"{n} {tribes().get(t).text}")
            for t, n in derived.banners_by_tribe(player).items() if n]


def _banner_words(player: Player) -> str:
    counts = [f"{n} {tribes().get(t).label}" for t, n in derived.banners_by_tribe(player).items() if n]
    return "banners: " + ", ".join(counts) if counts else "no banners"


def row_words(player: Player, facts: Seen) -> str:
    """Everything a player's row shows, in words: ``Ann, to play: 1 coin, 2 knowledge, ...``."""
    return (f"{_who(player, facts)}: {plural(player.coins, 'coin')}, {player.knowledge} knowledge, "
            f"{player.ambrosia} ambrosia, {derived.food(player)} food for "
            f"{plural(derived.citizens_owned(player), 'citizen')}, {derived.capacity_used(player)} of "
            f"{derived.capacity(player)} capacity used, {plural(len(player.armies), 'army', 'armies')} (limit "
            f"{derived.army_limit(player)}), {_banner_words(player)}")


def player_row(state: State, seat: int, mine: bool = False) -> ft.Control:
    """One player on two short lines (name, colour, to play or passed, banners; then the numbers), so three or four
    rows fit above the board on a phone, each under 72 px tall and no wider than the phone; ``mine``: this device is
    their phone (said, and framed)."""
    return row_of(state.players[seat], seen(state, seat, mine))


def row_of(player: Player, facts: Seen) -> ft.Control:
    """:func:`player_row` from the player's record and what the state says about them."""
    seat, mine = facts.seat, facts.mine
    numbers = [
        _figure("coin", player.coins, ROW_SIZE),
        _figure("knowledge", player.knowledge, ROW_SIZE),
        _figure("ambrosia", player.ambrosia, ROW_SIZE),
        _figure("food", f"{derived.food(player)}/{derived.citizens_owned(player)}", ROW_SIZE),
        _figure("capacity", f"{derived.capacity_used(player)}/{derived.capacity(player)}", ROW_SIZE),
        _figure("army_limit", f"{len(player.armies)}/{derived.army_limit(player)}", ROW_SIZE),
    ]
    colour = colour_of(player)
    edge = ft.BorderSide(6, colour.colour if colour else ft.Colors.OUTLINE)
    frame = ft.BorderSide(2, ft.Colors.PRIMARY) if mine else ft.BorderSide(0, ft.Colors.TRANSPARENT)
    playing = facts.now == "to play"
    top = ft.Row([*_title(player, facts, ROW_SIZE), *_banners(player, ROW_SIZE)], spacing=6,
                 vertical_alignment=ft.CrossAxisAlignment.CENTER)
    return ft.Semantics(identifier=f"row-{seat}", label=row_words(player, facts), exclude_semantics=True,
                        content=ft.Container(
                            ft.Column([top, ft.Row(numbers, spacing=7, wrap=True, run_spacing=2)], spacing=2),
                            padding=ft.Padding.symmetric(horizontal=6, vertical=4), border_radius=8,
                            bgcolor=ft.Colors.PRIMARY_CONTAINER if playing else ft.Colors.SURFACE_CONTAINER_HIGH,
                            border=ft.Border.only(left=edge, top=frame, right=frame, bottom=frame),
                        ))


def _empire(owned: OwnedEmpire) -> str:
    damaged = " - damaged (face down)" if owned.damaged else ""
    used = " - its action used this round" if owned.used else ""
    return owned.card.label + damaged + used


def _retired(card: MilitaryCard) -> str:
    """A retired card and the legacy symbols it adds (an unnamed card's label says any it has already)."""
    legacy = card.legacy.words()
    if not card.name and legacy:
        return card.label
    return f"{card.label} (legacy {' + '.join(map(t, legacy)) or 'none'})"


def _army(army: Army) -> str:
    coins = [f"{plural(n, 'coin')} on its {area}" for n, area in ((army.coins_name, "name"),
                                                                  (army.coins_picture, "picture")) if n]
    used = "used this round, " if army.used else ""
    text = f"{army.active.label}: {used}{', '.join(coins) or 'no coins on it'}"
    return text + (f"; retired under it: {', '.join(_retired(c) for c in army.retired)}" if army.retired else "")


def owned(player: Player, feed_cost: int | None) -> list[tuple[str, list[str]]]:
    """What the player owns, as (what, one line per card): empire cards, stored cards, districts, defeated titans,
    the threatening titan (``feed_cost``: the ambrosia placating it costs) and the armies; a card without a name is
    said by its symbols."""
    threat = []
    if player.threat is not None:
        threat = [f"{player.threat.card.label}: {player.threat.ambrosia} ambrosia on it, feeding costs {feed_cost} "
                  "ambrosia"]
    return [
        ("Empire cards", [_empire(o) for o in player.empire]),
        ("Stored cards", [o.card.label for o in player.stored]),
        ("Districts", [d.card.label for d in player.districts]),
        ("Defeated titans", [t.card.label for t in player.titans]),
        ("Threatening titan", threat),
        ("Armies", [_army(a) for a in player.armies]),
    ]


def _owned_list(player: Player, feed_cost: int | None) -> list[ft.Control]:
    """Each kind of card the player owns under its heading, a line per card; the kinds they have none of in one line."""
    out: list[ft.Control] = []
    kinds = owned(player, feed_cost)
    for what, lines in kinds:
        if lines:
            out.append(ft.Column([ft.Text(f"{what} ({len(lines)})", size=16, weight=ft.FontWeight.BOLD),
                                  *[ft.Text(f"• {line}", size=16, selectable=True) for line in lines]], spacing=2))
    missing = [what.lower() for what, lines in kinds if not lines]
    if missing:
        out.append(ft.Text(f"None: {', '.join(missing)}", size=16, italic=True))
    return out


def _income(player: Player) -> str:
    repair = derived.income_repair(player)
    return (f"Income: {plural(derived.income_coins(player), 'coin')}, {derived.income_knowledge(player)} knowledge, "
            f"{derived.income_ambrosia(player)} ambrosia" + (f", {plural(repair, 'repair')}" if repair else ""))


def player_book(state: State, seat: int, mine: bool = False) -> ft.Control:
    """One player's whole book: the numbers beside their symbols, citizens by where they stand, income, banners and
    every card they own; laid out for 320-480 px, so a tablet shows all the books at once. ``mine``: this device is
    their phone."""
    return book_of(state.players[seat], seen(state, seat, mine))


def book_of(player: Player, facts: Seen) -> ft.Control:
    """:func:`player_book` from the player's record and what the state says about them."""
    seat = facts.seat
    p = f"p{seat}"
    # Two lines spread across the book: the single numbers, then the ones counted against a limit.
    numbers: list[list[tuple[str, str, int | str, str]]] = [[
        ("coin", "Coins", player.coins, "coins"),
        ("knowledge", "Knowledge", player.knowledge, "knowledge"),
        ("ambrosia", "Ambrosia", player.ambrosia, "ambrosia"),
        ("sword", "Draft swords", facts.draft_swords, "swords"),
    ], [
        ("capacity", "Capacity used", f"{derived.capacity_used(player)}/{derived.capacity(player)}", "capacity"),
        ("food", "Food / citizens", f"{derived.food(player)}/{derived.citizens_owned(player)}", "food"),
        ("army_limit", "Armies / limit", f"{len(player.armies)}/{derived.army_limit(player)}", "armies"),
    ]]
    figures = [ft.Row([_figure(symbol, value, BOOK_SIZE, f"{name}: {value}", caption=name, identifier=f"{p}-{key}")
                       for symbol, name, value, key in line], alignment=ft.MainAxisAlignment.SPACE_BETWEEN)
               for line in numbers]
    where = {k: sum(1 for c in player.citizens if c.where == k) for k in WHERE}
    city = [ft.Text(home.label, size=14, italic=True)] if (home := derived.city_state(player)) else []
    banners = _banners(player, ROW_SIZE)
    return w.card([
        ft.Row(_title(player, facts, 22), spacing=8, vertical_alignment=ft.CrossAxisAlignment.CENTER), *city,
        *figures,
        ft.Text("Citizens: " + ", ".join(f"{where[k]} {k}" for k in WHERE), size=16, selectable=True),
        ft.Text(_income(player), size=16, selectable=True),
        ft.Row([ft.Text("Banners:", size=16), *banners] if banners else [ft.Text("Banners: none", size=16)],
               wrap=True, spacing=8),
        *_owned_list(player, facts.feed_cost),
    ], identifier=f"player-{seat}")
