"""The Ancient World's players at a glance: a compact row per player, and each player's full book.

Every number is the engine's (``companion.taw.derived``) and every card is said by its ``label`` (its name, or its
printed symbols when it was entered without one), so nothing here knows a rule. Each number stands beside the symbol
printed on the cards (``companion.ui.icons``); each row and number also says all of it in words, so neither colour
nor a picture is ever the only signal.
"""

from __future__ import annotations

from dataclasses import dataclass

import flet as ft

from companion.taw import derived
from companion.taw.cards import MilitaryCard
from companion.taw.data import TribeInfo
from companion.taw.state import Army, OwnedEmpire, Player, State
from companion.ui import icons
from companion.ui import widgets as w
from companion.ui.lang import N_, t
from companion.ui.taw.tribes import colour_words, icon_data, said_tribe, tribe_of_colour
from companion.words.amounts import amount

#: Size of a row's numbers and of the symbols beside them: readable at arm's length, four rows above the board.
ROW_SIZE = 20
#: Size of a book's numbers and symbols.
BOOK_SIZE = 26
#: Where a citizen can stand, in the order the book says them.
WHERE = ("available", "placed", "starving", "new")
#: Where a citizen stands, in words.
WHERE_WORDS = {"available": N_("available"), "placed": N_("placed"), "starving": N_("starving"), "new": N_("new")}
#: A player's status in the actions phase (:func:`status`), said with ``t`` where shown.
TO_PLAY, PASSED = N_("to play"), N_("passed")
#: The kinds of cards a book lists, as (heading, the words in the line of kinds the player has none of).
OWNED_KINDS = ((N_("Empire cards"), N_("empire cards")), (N_("Stored cards"), N_("stored cards")),
               (N_("Districts"), N_("districts")), (N_("Defeated titans"), N_("defeated titans")),
               (N_("Threatening titan"), N_("threatening titan")), (N_("Armies"), N_("armies")))


@dataclass(frozen=True)
class Seen:
    """What a player's row and book show beyond the player's own record, read from the state: values only, so that a
    memoized row or book (``companion.ui.taw.table``) compares them and is not rendered again while they stay equal.
    """

    seat: int
    #: This device is the player's phone.
    mine: bool
    #: :data:`TO_PLAY`, :data:`PASSED` or nothing (:func:`status`).
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
        return PASSED
    return TO_PLAY if state.phase == "actions" and not state.pending and state.current == seat else ""


def acting(state: State) -> int | None:
    """The seat the game waits on: the player of the head pending decision, else the one to play in the actions
    phase; None while the app does a step by itself."""
    if state.pending:
        return state.pending[0].player
    return state.current if state.phase == "actions" else None


def colour_of(player: Player) -> TribeInfo | None:
    """The palette colour the player took at New game (a tribe's colour and shape), if their colour is one."""
    return tribe_of_colour(player.colour)


def _who(player: Player, facts: Seen) -> str:
    """The player in words: ``Ann (Red), to play``; on their phone, ``, this phone``."""
    now = facts.now
    colour = f" ({colour_words(player.colour)})" if player.colour else ""
    return player.name + colour + (f", {t(now)}" if now else "") + (", " + t("this phone") if facts.mine else "")


def _title(player: Player, facts: Seen, size: int) -> list[ft.Control]:
    """The player's colour as its shape drawn in it, the name, the colour's word, "your phone" on the seat's own
    device, and whether they play or passed."""
    now, colour, mine = facts.now, colour_of(player), facts.mine
    shape = ft.Icon(icon_data(colour.id) if colour else ft.Icons.PERSON, color=colour.colour if colour else None,
                    size=size)
    word = [ft.TextSpan(f"  {colour_words(player.colour)}", ft.TextStyle(size=14, weight=ft.FontWeight.NORMAL))] \
        if player.colour else None
    out: list[ft.Control] = [shape, ft.Text(player.name, size=size, weight=ft.FontWeight.BOLD, spans=word,
                                            no_wrap=True, overflow=ft.TextOverflow.ELLIPSIS, expand=True)]
    if mine:
        out.append(ft.Container(ft.Row([ft.Icon(ft.Icons.PHONE_ANDROID, size=16, color=ft.Colors.PRIMARY),
                                         ft.Text(t("your phone"), size=14, weight=ft.FontWeight.BOLD,
                                                 color=ft.Colors.PRIMARY)], spacing=2, tight=True),
                                border=ft.Border.all(2, ft.Colors.PRIMARY), border_radius=10,
                                padding=ft.Padding.symmetric(horizontal=6, vertical=1)))
    if now == TO_PLAY:
        out.append(ft.Container(ft.Text(t(TO_PLAY), size=14, weight=ft.FontWeight.BOLD, color=ft.Colors.ON_PRIMARY),
                                bgcolor=ft.Colors.PRIMARY, border_radius=10,
                                padding=ft.Padding.symmetric(horizontal=8, vertical=2)))
    elif now:
        out.append(ft.Text(t(now), size=14, italic=True))
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
    return [_figure(icons.banner_symbol(t), n, size, f"{n} {said_tribe(t).text}")
            for t, n in derived.banners_by_tribe(player).items() if n]


def _banner_words(player: Player) -> str:
    counts = [f"{n} {said_tribe(t).label}" for t, n in derived.banners_by_tribe(player).items() if n]
    return t("banners: {counts}", counts=", ".join(counts)) if counts else t("no banners")


def row_words(player: Player, facts: Seen) -> str:
    """Everything a player's row shows, in words: ``Ann, to play: 1 coin, 2 knowledge, ...``."""
    return t("{who}: {coins}, {knowledge}, {ambrosia}, {food} for {citizens}, {used} of {capacity} used, {armies} "
             "(limit {limit}), {banners}", who=_who(player, facts), coins=amount(player.coins, "coin"),
             knowledge=amount(player.knowledge, "knowledge"), ambrosia=amount(player.ambrosia, "ambrosia"),
             food=amount(derived.food(player), "food"), citizens=amount(derived.citizens_owned(player), "citizen"),
             used=derived.capacity_used(player), capacity=amount(derived.capacity(player), "capacity"),
             armies=amount(len(player.armies), "army"), limit=derived.army_limit(player),
             banners=_banner_words(player))


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
    playing = facts.now == TO_PLAY
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
    damaged = [t("damaged (face down)")] if owned.damaged else []
    used = [t("its action used this round")] if owned.used else []
    return " - ".join([owned.card.label, *damaged, *used])


def _retired(card: MilitaryCard) -> str:
    """A retired card and the legacy symbols it adds (an unnamed card's label says any it has already)."""
    legacy = card.legacy.words()
    if not card.name and legacy:
        return card.label
    return t("{card} (legacy {symbols})", card=card.label, symbols=" + ".join(map(t, legacy)) or t("none"))


def _army(army: Army) -> str:
    coins = [t(words, coins=amount(n, "coin")) for n, words in ((army.coins_name, N_("{coins} on its name")),
                                                                 (army.coins_picture, N_("{coins} on its picture")))
             if n]
    used = [t("used this round")] if army.used else []
    text = f"{army.active.label}: " + ", ".join([*used, *(coins or [t("no coins on it")])])
    retired = t("retired under it: {cards}", cards=", ".join(_retired(c) for c in army.retired))
    return text + (f"; {retired}" if army.retired else "")


def owned(player: Player, feed_cost: int | None) -> list[tuple[str, list[str]]]:
    """What the player owns, as (what, one line per card): empire cards, stored cards, districts, defeated titans,
    the threatening titan (``feed_cost``: the ambrosia placating it costs) and the armies; a card without a name is
    said by its symbols."""
    threat = []
    if player.threat is not None:
        threat = [t("{titan}: {ambrosia} on it, feeding costs {cost}", titan=player.threat.card.label,
                    ambrosia=amount(player.threat.ambrosia, "ambrosia"), cost=amount(feed_cost or 0, "ambrosia"))]
    cards = [[_empire(o) for o in player.empire], [o.card.label for o in player.stored],
             [d.card.label for d in player.districts], [titan.card.label for titan in player.titans], threat,
             [_army(a) for a in player.armies]]
    return [(heading, lines) for (heading, _), lines in zip(OWNED_KINDS, cards, strict=True)]


def _owned_list(player: Player, feed_cost: int | None) -> list[ft.Control]:
    """Each kind of card the player owns under its heading, a line per card; the kinds they have none of in one line."""
    out: list[ft.Control] = []
    kinds = owned(player, feed_cost)
    for what, lines in kinds:
        if lines:
            out.append(ft.Column([ft.Text(f"{t(what)} ({len(lines)})", size=16, weight=ft.FontWeight.BOLD),
                                  *[ft.Text(f"• {line}", size=16, selectable=True) for line in lines]], spacing=2))
    listed = dict(OWNED_KINDS)
    missing = [t(listed[what]) for what, lines in kinds if not lines]
    if missing:
        out.append(ft.Text(t("None: {kinds}", kinds=", ".join(missing)), size=16, italic=True))
    return out


def _income(player: Player) -> str:
    repair = derived.income_repair(player)
    said = t("Income: {coins}, {knowledge}, {ambrosia}", coins=amount(derived.income_coins(player), "coin"),
             knowledge=amount(derived.income_knowledge(player), "knowledge"),
             ambrosia=amount(derived.income_ambrosia(player), "ambrosia"))
    return said + (f", {t(amount(repair, 'repair'))}" if repair else "")


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
        ("coin", t("Coins"), player.coins, "coins"),
        ("knowledge", t("Knowledge"), player.knowledge, "knowledge"),
        ("ambrosia", t("Ambrosia"), player.ambrosia, "ambrosia"),
        ("sword", t("Draft swords"), facts.draft_swords, "swords"),
    ], [
        ("capacity", t("Capacity used"), f"{derived.capacity_used(player)}/{derived.capacity(player)}", "capacity"),
        ("food", t("Food / citizens"), f"{derived.food(player)}/{derived.citizens_owned(player)}", "food"),
        ("army_limit", t("Armies / limit"), f"{len(player.armies)}/{derived.army_limit(player)}", "armies"),
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
        ft.Text(t("Citizens: {available} available, {placed} placed, {starving} starving, {new} new", **where),
                size=16, selectable=True),
        ft.Text(_income(player), size=16, selectable=True),
        ft.Row([ft.Text(t("Banners:"), size=16), *banners] if banners else [ft.Text(t("Banners: none"), size=16)],
               wrap=True, spacing=8),
        *_owned_list(player, facts.feed_cost),
    ], identifier=f"player-{seat}")
