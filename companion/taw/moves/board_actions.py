"""The nine board actions (Citizen Actions: Board Actions), each a citizen placement with its own choices."""

from __future__ import annotations

from functools import partial
from typing import ClassVar, Literal

from companion.core.errors import RuleError
from companion.taw import derived, effects, face_up, rulebook
from companion.taw.cards import DistrictCard, EmpireCard, MilitaryCard
from companion.taw.data import SpaceId, board
from companion.taw.moves.ambrosia import FACE_UP, FLIP_UP
from companion.taw.moves.build import plan_build, plan_new_citizen, stored_card
from companion.taw.moves.place import BoardPlacement, space_label
from companion.taw.moves.plan import Plan, costs
from companion.taw.moves.storing import ExploreChoice, check_card, drawn_words, plan_store
from companion.taw.state import Army, OwnedDistrict
from companion.words import refusal, text
from companion.words.amounts import amount

BUILD_NEEDS_CARD = refusal("build_needs_card", "Say which empire card to build (or place with perform=false)")
STORED_NEEDS_VARIANT = refusal("stored_needs_limited_building",
                               "Stored cards are built with the Build Stored action unless Limited Building is on")
BUILT_TWICE = refusal("duplicate_card", "Each stored card is built once; got {cards}")
REPAIRED_TWICE = refusal("duplicate_card_repair", "Each card is repaired once; got {cards}")
TOO_MANY_REPAIRS = refusal("too_many_repairs", "Rebuild repairs up to {limit}; got {got}")
RECRUIT_NEEDS_CARD = refusal("recruit_needs_card", "Say which military card to recruit (or place with perform=false)")
NO_ARMY_SLOT = refusal("no_army_slot", "{who} has {armies} and an army limit of {limit}: retire an unused army")
ARMY_USED = refusal("army_used", "{army} attacked this round ({coins} on its name area) and cannot be retired")
EXPLORE_NEEDS_CARD = refusal("explore_needs_card", "Say which empire card to store (or place with perform=false)")
ALL_CITIZENS = refusal("no_citizen_left", "{who} already has all 5 citizens")
DRAFTED = text("taw.did.drafted", "has {swords} from Draft for every attack this round")
KEPT_NONE = text("taw.did.kept_no_district", "kept no district ({drawn})")
KEPT = text("taw.did.kept_district", "kept {district} ({drawn})")
NO_KNOWLEDGE = text("taw.did.bought_no_knowledge", "bought no knowledge")
REPAIRED = text("taw.did.repaired", "repaired {card}")
TOKEN_LEFT = text("taw.did.token_left", "left the 1st-player token (already claimed this round)")
TOKEN_FLIPPED = text("taw.did.token_flipped", "flipped the 1st-player token")
TOKEN_TAKEN = text("taw.did.token_taken", "took the 1st-player token")
FOR_PRICE = text("taw.did.for_price", " for {price}")
RECRUITED_NEW = text("taw.did.recruited_new", "recruited {card}{price} into a new army")
RECRUITED_OVER = text("taw.did.recruited_over", "recruited {card}{price} over {army} (now {retired} retired{returned})")
RECRUITING = text("taw.what.recruiting", "Recruiting {card}")
KEEP_NOTE = text("taw.table.keep_district", "keep {district} in your districts row")
BACK_OTHERS = text("taw.table.districts_back_others",
                   "put the other {n} under the district deck, turn its top card face up")
BACK_ALL = text("taw.table.districts_back_all", "put all {n} under the district deck, turn its top card face up")
TOKEN_FLIP = text("taw.table.token_flip", "flip the 1st-player token, hand side up")
TOKEN_TAKE = text("taw.table.token_take", "take the 1st-player token, hand side up")
NEW_ARMY_NOTE = text("taw.table.new_army", "place {card} from the military row in a new army, left of your board")
RETIRE_NOTE = text("taw.table.retire", "flip {army} to its legacy side, {card} on top")
RETIRE_COINS_NOTE = text("taw.table.retire_coins",
                         "flip {army} to its legacy side ({coins} on it to the supply), {card} on top")
RETURNED = text("taw.did.returned_coins", ", {coins} on it returned to the supply")


class PlaceLabor(BoardPlacement):
    """Labor: collect 2 coins. ``scribe``: with Scribe Guild, also pay 1 coin for 1 knowledge."""

    type: Literal["place_labor"] = "place_labor"
    scribe: bool = False

    space: ClassVar[SpaceId] = "labor"
    params: ClassVar[tuple[str, ...]] = ("scribe",)

    def perform_action(self, plan: Plan) -> None:
        plan.gain(coins=board().costs.labor_gain_coins)


class PlaceBuild(BoardPlacement):
    """Build: pay for ``card`` (from the empire row or the C deck) if capacity allows.

    ``stored``: with Limited Building, stored cards (by uid) built in the same action, after ``card``.
    """

    type: Literal["place_build"] = "place_build"
    card: EmpireCard | None = None
    stored: tuple[int, ...] = ()

    space: ClassVar[SpaceId] = "build"
    params: ClassVar[tuple[str, ...]] = ("card", "stored")

    def perform_action(self, plan: Plan) -> None:
        if self.card is None and not self.stored:
            raise RuleError(BUILD_NEEDS_CARD())
        if self.stored and not plan.state.variants.limited_building:
            raise RuleError(STORED_NEEDS_VARIANT(), rule=rulebook.LIMITED_BUILDING())
        if len(set(self.stored)) != len(self.stored):
            raise RuleError(BUILT_TWICE(cards=list(self.stored)))
        if self.card is not None:
            check_card(plan.state, self.card, c_deck=self.card.deck == "C", what=space_label(self.space))
            plan_build(plan, self.card)
        for uid in self.stored:
            owned = stored_card(plan, uid)
            plan_build(plan, owned.card, stored_uid=owned.uid)


class PlaceDraft(BoardPlacement):
    """Draft: 1 sword for each of your citizens on Draft, for every attack this round."""

    type: Literal["place_draft"] = "place_draft"

    space: ClassVar[SpaceId] = "draft"

    def perform_action(self, plan: Plan) -> None:
        swords = derived.draft_swords(plan.player, plan.state, plan.seat) + 1
        plan.say(DRAFTED, swords=amount(swords, "sword"))


class PlaceExpand(BoardPlacement):
    """Expand: pay 1 knowledge or 3 coins (Architects of Amnite: 1 coin), draw 3 districts, keep one or none."""

    type: Literal["place_expand"] = "place_expand"
    pay_with: Literal["knowledge", "coins"] = "knowledge"
    district: DistrictCard | None = None

    space: ClassVar[SpaceId] = "expand"
    params: ClassVar[tuple[str, ...]] = ("pay_with", "district")

    def perform_action(self, plan: Plan) -> None:
        costs = board().costs
        if self.pay_with == "knowledge":
            plan.pay(space_label(self.space), knowledge=costs.expand_knowledge)
        else:
            city = derived.city_state(plan.player)
            coins = city.expand_coins if city and city.expand_coins is not None else costs.expand_coins
            plan.pay(space_label(self.space), coins=coins)
        bonus = derived.explore_bonus(plan.player, exploring=False)
        drawn = drawn_words(costs.expand_draw + bonus, "district", bonus)
        district, state, player = self.district, plan.state, plan.player
        drew = costs.expand_draw + bonus
        if district is not None:
            plan.on_table("capacity", KEEP_NOTE, district=district.said)
        if district is not None:
            plan.on_table("card_action", BACK_OTHERS, n=drew - 1)
        else:
            plan.on_table("card_action", BACK_ALL, n=drew)
        if district is None:
            plan.say(KEPT_NONE, drawn=drawn)
            return

        def keep() -> None:
            player.districts.append(OwnedDistrict(uid=state.new_uid(), card=district))

        plan.do(keep, KEPT, district=district.said, drawn=drawn)


class PlaceLearn(BoardPlacement):
    """Learn: may pay 3 coins for 1 knowledge. ``outpost_army``/``outpost_area``: Distant Outpost's coin, which
    placing a citizen here is enough for."""

    type: Literal["place_learn"] = "place_learn"
    buy_knowledge: bool = True
    outpost_army: int | None = None
    outpost_area: Literal["name", "picture"] = "picture"

    space: ClassVar[SpaceId] = "learn"
    params: ClassVar[tuple[str, ...]] = ("buy_knowledge",)

    def perform_action(self, plan: Plan) -> None:
        if not self.buy_knowledge:
            plan.say(NO_KNOWLEDGE)
            return
        costs = board().costs
        plan.pay(space_label(self.space), coins=costs.learn_coins)
        plan.gain(knowledge=costs.learn_gain_knowledge)


class PlaceRebuild(BoardPlacement):
    """Rebuild: repair up to 2 damaged empire cards (by uid), take the 1st-player token, collect 1 coin."""

    type: Literal["place_rebuild"] = "place_rebuild"
    repairs: tuple[int, ...] = ()

    space: ClassVar[SpaceId] = "rebuild"
    params: ClassVar[tuple[str, ...]] = ("repairs",)

    def perform_action(self, plan: Plan) -> None:
        limit = board().costs.rebuild_repairs
        if len(self.repairs) > limit:
            raise RuleError(TOO_MANY_REPAIRS(limit=amount(limit, "card"), got=len(self.repairs)),
                            rule=rulebook.REBUILD())
        if len(set(self.repairs)) != len(self.repairs):
            raise RuleError(REPAIRED_TWICE(cards=list(self.repairs)))
        player, state, seat = plan.player, plan.state, plan.seat
        for uid in self.repairs:
            owned = effects.find_empire(player, uid)
            if not owned.damaged:
                raise RuleError(FACE_UP(card=owned.card.said))
            plan.do(partial(setattr, owned, "damaged", False), REPAIRED, card=owned.card.said)
            plan.on_table("repair", FLIP_UP, card=owned.card.said)
        if state.token_claimed:
            plan.say(TOKEN_LEFT)
        else:
            had = state.first_player == seat

            def claim() -> None:
                state.first_player = seat
                state.token_claimed = True

            plan.do(claim, TOKEN_FLIPPED if had else TOKEN_TAKEN)
            plan.on_table("citizen", TOKEN_FLIP if had else TOKEN_TAKE)
        plan.gain(coins=board().costs.rebuild_gain_coins)


class PlaceRecruit(BoardPlacement):
    """Recruit: take ``card`` from the military row, paying its cost, into an open army slot or on top of
    army ``retire`` (which must be unused this round: its coins go to the supply, its legacy shows).
    """

    type: Literal["place_recruit"] = "place_recruit"
    card: MilitaryCard | None = None
    retire: int | None = None

    space: ClassVar[SpaceId] = "recruit"
    params: ClassVar[tuple[str, ...]] = ("card", "retire")

    def perform_action(self, plan: Plan) -> None:
        card = self.card
        if card is None:
            raise RuleError(RECRUIT_NEEDS_CARD())
        player, state = plan.player, plan.state
        plan.pay((RECRUITING, {"card": card.said}), coins=card.cost_coins, knowledge=card.cost_knowledge, told=True)
        price = costs(coins=card.cost_coins, knowledge=card.cost_knowledge)
        paid = FOR_PRICE(price=price) if price else None
        plan.do(lambda: face_up.take_from_row(state, "military", card))
        if self.retire is None:
            limit = derived.army_limit(player)
            if len(player.armies) >= limit:
                armies = amount(len(player.armies), "army")
                raise RuleError(NO_ARMY_SLOT(who=player.name, armies=armies, limit=limit), rule=rulebook.RECRUIT())
            plan.do(lambda: player.armies.append(Army(uid=state.new_uid(), active=card)),
                    RECRUITED_NEW, card=card.said, price=paid)
            plan.on_table("sword", NEW_ARMY_NOTE, card=card.said)
            return
        army = plan.army(self.retire)
        if army.used:
            raise RuleError(ARMY_USED(army=army.active.said, coins=amount(army.coins_name, "coin")),
                            rule=rulebook.RECRUIT())
        returned = army.coins_picture

        def retire() -> None:
            army.retired.append(army.active)
            army.active = card
            army.coins_picture = 0

        note = RETURNED(coins=amount(returned, "coin")) if returned else None
        plan.do(retire, RECRUITED_OVER, card=card.said, price=paid, army=army.active.said,
                retired=len(army.retired) + 1, returned=note)
        if returned:
            plan.on_table("sword", RETIRE_COINS_NOTE, army=army.active.said, coins=amount(returned, "coin"),
                          card=card.said)
        else:
            plan.on_table("sword", RETIRE_NOTE, army=army.active.said, card=card.said)


class PlaceExplore(BoardPlacement):
    """Explore: store one empire card, drawn from the current deck, taken from the row or from the C deck."""

    type: Literal["place_explore"] = "place_explore"
    choice: ExploreChoice | None = None

    space: ClassVar[SpaceId] = "explore"
    params: ClassVar[tuple[str, ...]] = ("choice",)

    def perform_action(self, plan: Plan) -> None:
        if self.choice is None:
            raise RuleError(EXPLORE_NEEDS_CARD())
        plan_store(plan, self.choice)


class PlaceGrow(BoardPlacement):
    """Grow: pay 3 coins for your lowest available citizen, which arrives in the starving/new area."""

    type: Literal["place_grow"] = "place_grow"

    space: ClassVar[SpaceId] = "grow"

    def perform_action(self, plan: Plan) -> None:
        if not plan.supply_skills():
            raise RuleError(ALL_CITIZENS(who=plan.player.name), rule=rulebook.GROW())
        plan.pay(space_label(self.space), coins=board().costs.grow_coins)
        plan_new_citizen(plan, space_label(self.space))


BOARD_ACTIONS: tuple[type[BoardPlacement], ...] = (
    PlaceLabor, PlaceBuild, PlaceDraft, PlaceExpand, PlaceLearn, PlaceRebuild, PlaceRecruit, PlaceExplore, PlaceGrow,
)
