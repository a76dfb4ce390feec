"""A move's plan: its checks, its changes and its log sentence, worked out together in one pass.

Each move builds a :class:`Plan` from the state without changing it: every payment is checked against
a running wallet (so coins gained earlier in the same action can pay later costs), every change is
queued as a step, and every step adds a phrase. ``verify`` builds the plan, ``apply`` runs its steps,
``describe`` joins its phrases, so the sentence always tells what the change did.
"""

from __future__ import annotations

from collections.abc import Callable

from companion.core.errors import RuleError
from companion.taw import derived, effects
from companion.taw.cards import EmpireCard
from companion.taw.data import board
from companion.taw.naming import army_said
from companion.taw.state import Army, NoteIcon, Player, State
from companion.words import Msg, Param, Text, refusal, text
from companion.words.amounts import amount

#: A thing to move on the table for a move, besides the tokens it pays and takes: its words and its symbol.
TableItem = tuple[Msg, NoteIcon]
#: A phrase not yet made a message: its text and parameters. A plan is judged far more often than it is said (the
#: legal moves are every move that verifies), so its phrases and table items become messages only when the move is
#: described (:meth:`Plan.sentence`) or applied (:meth:`Plan.table_items`): issue 24, point 5.
Phrase = tuple[Text, dict[str, Param]]
#: The symbol of each token a move pays or takes, in the order they are said.
TOKEN_ICONS: dict[str, NoteIcon] = {"coins": "coin", "knowledge": "knowledge", "ambrosia": "ambrosia"}


#: The log sentence of a move: the player's name and every phrase, joined ("Ann placed citizen 1 on Labor and
#: gained 2 coins").
MOVED = text("taw.move", "{who} {did}")
PAID = text("taw.did.paid", "paid {cost}")
GAINED = text("taw.did.gained", "gained {gain}")
GAINED_WHY = text("taw.did.gained_why", "gained {gain} ({why})")
GAINED_BONUS = text("taw.did.gained_bonus", "gained {gain} (+{bonus}, {city})")
GAINED_WHY_BONUS = text("taw.did.gained_why_bonus", "gained {gain} ({why}; +{bonus}, {city})")
#: What a payment is for, as a refusal says it ("2 coins from ambrosia needs 4 ambrosia; you have 1 ambrosia").
FROM_AMBROSIA = text("taw.what.coins_from_ambrosia", "{coins} from ambrosia")
TRADED = text("taw.did.traded_ambrosia", "traded {ambrosia} for {coins}")
NO_SUCH_ARMY = refusal("no_such_army", "{who} has no such army (armies: {armies})")
NONE = text("taw.none", "none")
#: The table notes of the tokens a move pays to the supply and takes from it.
PAY = text("taw.table.pay", "pay {cost}")
TAKE = text("taw.table.take", "take {gain}")


def costs(*, coins: int = 0, knowledge: int = 0, ambrosia: int = 0) -> list[Msg]:
    """The non-zero amounts as messages, a list said joined: ``3 coins and 1 knowledge``."""
    return [amount(n, unit) for n, unit in ((coins, "coin"), (knowledge, "knowledge"), (ambrosia, "ambrosia")) if n]


class Plan:
    """The checks, steps and phrases of one move by the player in ``seat``."""

    def __init__(self, state: State, seat: int) -> None:
        self.state = state
        self.seat = seat
        self.player = state.players[seat]
        #: Running tokens while the move is planned (a shallow copy: only its numbers change).
        self.wallet: Player = self.player.model_copy()
        self.steps: list[Callable[[], object]] = []
        self.phrases: list[Phrase] = []
        #: Empire cards this move builds, in order (their capacity and food count for later steps).
        self.built: list[EmpireCard] = []
        #: Citizen skills this move gains, in order.
        self.new_citizens: list[int] = []
        #: Tokens this move pays to the supply and takes from it, by kind, for the table (:meth:`table_items`).
        self.paid = dict.fromkeys(TOKEN_ICONS, 0)
        self.taken = dict.fromkeys(TOKEN_ICONS, 0)
        #: What else the table moves: first the citizen and the space's ambrosia, then the cards and the rest.
        self.placing: list[tuple[Phrase, NoteIcon]] = []
        self.moving: list[tuple[Phrase, NoteIcon]] = []

    # -- recording ---------------------------------------------------------------------------------
    def do(self, step: Callable[[], object], said: Text | None = None, /, **params: Param) -> None:
        """Queue a change and, when given, its phrase: the text ``said`` with ``params``."""
        self.steps.append(step)
        if said is not None:
            self.phrases.append((said, params))

    def say(self, said: Text, /, **params: Param) -> None:
        """Add a phrase for something that changes no tokens (a choice, a note): the text ``said`` with ``params``."""
        self.phrases.append((said, params))

    def on_table(self, icon: NoteIcon, said: Text, /, *, placing: bool = False, **params: Param) -> None:
        """Add a thing to move on the table, the text ``said`` with ``params`` ("place Tea House right of your
        board"); ``placing`` for the citizen and what it takes from its space, said before the payment."""
        (self.placing if placing else self.moving).append(((said, params), icon))

    def table_items(self) -> list[TableItem]:
        """What to move on the table, in order: the citizen (and its space's ambrosia), the payment to the supply,
        the cards and the rest, then what the move takes from the supply; the tokens' words come from the numbers."""
        paid, taken = costs(**self.paid), costs(**self.taken)
        pay = [(PAY(cost=paid), _icon(self.paid))] if paid else []
        take = [(TAKE(gain=taken), _icon(self.taken))] if taken else []
        return [*_made(self.placing), *pay, *_made(self.moving), *take]

    def run(self) -> None:
        """Apply every queued change in order."""
        for step in self.steps:
            step()

    def sentence(self) -> Msg:
        """The log sentence: the player's name and every phrase."""
        return MOVED(who=self.player.name, did=[said(**params) for said, params in self.phrases])

    # -- tokens ------------------------------------------------------------------------------------
    def pay(self, what: Msg | Phrase, *, coins: int = 0, knowledge: int = 0, ambrosia: int = 0,
            phrase: Phrase | None = None, told: bool = False) -> None:
        """Check the running wallet can pay, then queue the payment; ``what`` is paid for, said only when it
        cannot be (a phrase is made a message then: "Building Tea House needs 5 coins; you have 3 coins").

        The phrase is "paid 3 coins" unless ``phrase`` is given, or ``told``: another phrase tells it.
        """
        if not (coins or knowledge or ambrosia):
            return
        if not effects.affords(self.wallet, coins=coins, knowledge=knowledge, ambrosia=ambrosia):
            said = what if isinstance(what, Msg) else what[0](**what[1])
            effects.require_resources(self.wallet, said, coins=coins, knowledge=knowledge, ambrosia=ambrosia)
        effects.pay(self.wallet, coins=coins, knowledge=knowledge, ambrosia=ambrosia)
        _add(self.paid, coins, knowledge, ambrosia)
        player = self.player
        self.steps.append(lambda: effects.pay(player, coins=coins, knowledge=knowledge, ambrosia=ambrosia))
        if not told:
            self.phrases.append(phrase or (PAID, {"cost": costs(coins=coins, knowledge=knowledge, ambrosia=ambrosia)}))

    def gain(self, *, coins: int = 0, knowledge: int = 0, ambrosia: int = 0, why: str | Msg = "") -> None:
        """Queue a gain; knowledge goes through the Unearthers of Umnok's ambrosia bonus."""
        if not (coins or knowledge or ambrosia):
            return
        _gain(self.wallet, coins, knowledge, ambrosia)
        player = self.player
        bonus = effects.knowledge_ambrosia(player, knowledge)
        city = derived.city_state(player)
        _add(self.taken, coins, knowledge, ambrosia + bonus)
        gain = costs(coins=coins, knowledge=knowledge, ambrosia=ambrosia)
        params: dict[str, Param] = {"gain": gain, "why": why} if why else {"gain": gain}
        if bonus and city:
            params |= {"bonus": amount(bonus, "ambrosia"), "city": city.label}
            said = GAINED_WHY_BONUS if why else GAINED_BONUS
        else:
            said = GAINED_WHY if why else GAINED
        self.do(lambda: _gain(player, coins, knowledge, ambrosia), said, **params)

    def ambrosia_for_coins(self, coins: int) -> None:
        """Ambrosia ability "gain 1 coin" ``coins`` times (2 ambrosia each)."""
        if not coins:
            return
        spent = board().ambrosia_costs.coin * coins
        self.pay((FROM_AMBROSIA, {"coins": amount(coins, "coin")}), ambrosia=spent,
                 phrase=(TRADED, {"ambrosia": amount(spent, "ambrosia"), "coins": amount(coins, "coin")}))
        self.wallet.coins += coins
        self.taken["coins"] += coins
        player = self.player

        def add() -> None:
            player.coins += coins

        self.do(add)

    def army(self, uid: int) -> Army:
        """The player's army with ``uid``."""
        for army in self.player.armies:
            if army.uid == uid:
                return army
        have = list(army_said(self.player.armies).values())
        raise RuleError(NO_SUCH_ARMY(who=self.player.name, armies=have or NONE()))

    # -- what the move has changed so far ----------------------------------------------------------
    def has_ability(self, ability: str) -> bool:
        """A face-up card with this ability is owned, or is being built by this move."""
        return derived.has_ability(self.player, ability) or any(c.ability == ability for c in self.built)

    def food(self) -> int:
        """Food owned once the cards built so far in this move are counted."""
        return derived.food(self.player) + sum(c.food for c in self.built)

    def free_capacity(self) -> int:
        """Capacity left once the cards built so far in this move are counted."""
        return derived.free_capacity(self.player) + sum(c.capacity - 1 for c in self.built)

    def supply_skills(self) -> list[int]:
        """Citizen skills still in the supply once this move's new citizens are taken."""
        return [s for s in effects.supply_skills(self.player) if s not in self.new_citizens]


def _made(items: list[tuple[Phrase, NoteIcon]]) -> list[TableItem]:
    """Table items with their phrases made messages."""
    return [(said(**params), icon) for (said, params), icon in items]


def _icon(counts: dict[str, int]) -> NoteIcon:
    """The symbol of the first kind of token counted."""
    return next(TOKEN_ICONS[kind] for kind, n in counts.items() if n)


def _add(tally: dict[str, int], coins: int, knowledge: int, ambrosia: int) -> None:
    for kind, n in zip(TOKEN_ICONS, (coins, knowledge, ambrosia), strict=True):
        tally[kind] += n


def _gain(player: Player, coins: int, knowledge: int, ambrosia: int) -> None:
    player.coins += coins
    player.ambrosia += ambrosia
    effects.gain_knowledge(player, knowledge)
