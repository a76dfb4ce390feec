"""Game setup for 2-4 players and the state it produces (Setup section of the rulebook)."""

from __future__ import annotations

from typing import TypeVar

from pydantic import BaseModel, ConfigDict, Field, model_validator

from companion.core.names import PlayerName
from companion.core.refused_value import refused_value
from companion.taw.cards import EmpireCard, MilitaryCard, TitanCard
from companion.taw.catalog import catalog
from companion.taw.data import CityStateId, board
from companion.taw.state import Army, Citizen, OwnedEmpire, OwnedTitan, Player, Space, State, Variants
from companion.words import text

C = TypeVar("C", EmpireCard, MilitaryCard)

FIRST_PLAYER = text("taw.setup.first_player", "first_player is seat {seat}, but there are {players} players")
SAME_NAME = text("taw.setup.same_name", "two players have the same name")
SAME_COLOUR = text("taw.setup.same_colour", "{first} and {second} have the same colour ({colour})")
SAME_SIDE = text("taw.setup.same_side", "two players chose the same city-state side")

STARTING_EMPIRE = ("Fishing Dock", "Wheat Fields")
STARTING_MILITARY = ("City Guard", "Militia")


class PlayerSetup(BaseModel):
    """One seat: name, colour, optional city-state side, and the starting titan's printed symbols."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: PlayerName
    colour: str = ""
    city_state: CityStateId | None = None
    starting_titan: TitanCard = Field(default_factory=lambda: catalog().starting_titan_default)


class GameSetup(BaseModel):
    """Players in seat order (clockwise), who starts, and which variants are on."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    players: tuple[PlayerSetup, ...] = Field(min_length=2, max_length=4)
    first_player: int = Field(default=0, ge=0)
    #: The UI's note that the first player was drawn at random (no rule depends on it); kept so it survives reloads.
    first_player_drawn: bool = Field(default=False, title="First player drawn at random")
    variants: Variants = Variants()
    #: The UI's first-game teaching mode (no rule depends on it); kept here so it survives reloads.
    teaching: bool = Field(default=False, title="First game: teaching mode")

    @model_validator(mode="after")
    def _check(self) -> GameSetup:
        if self.first_player >= len(self.players):
            raise refused_value("first_player_seat", FIRST_PLAYER(seat=self.first_player, players=len(self.players)))
        names = [p.name.casefold() for p in self.players]
        if len(set(names)) != len(names):
            raise refused_value("same_name", SAME_NAME())
        holders: dict[str, str] = {}
        for p in self.players:
            if p.colour and (other := holders.setdefault(p.colour.casefold(), p.name)) != p.name:
                raise refused_value("same_colour", SAME_COLOUR(first=other, second=p.name, colour=p.colour))
        cities = [p.city_state for p in self.players if p.city_state]
        if len(set(cities)) != len(cities):
            raise refused_value("same_city_state", SAME_SIDE())
        return self


def _catalog_card(name: str, kind: type[C]) -> C:
    """A starting card from the catalog; a catalog without it is a broken install."""
    entry = catalog().by_name(name)
    if entry is None or not isinstance(entry.card, kind):
        raise LookupError(f"rules_data/ancient_world/catalog.json has no starting {kind.__name__} {name!r}")
    return entry.card


def new_state(setup: GameSetup) -> State:
    """The table after setup, before round 1's prepare phase."""
    rules = board()
    state = State(
        players=[],
        variants=setup.variants,
        first_player=setup.first_player,
        current=setup.first_player,
        spaces={
            s.id: Space(ambrosia=s.start_ambrosia if s.opens_in_round == 1 else 0, covered=s.opens_in_round > 1)
            for s in rules.spaces
        },
    )
    n = len(setup.players)
    for seat, spec in enumerate(setup.players):
        position = (seat - setup.first_player) % n
        city = rules.city_state(spec.city_state) if spec.city_state else None
        player = Player(
            name=spec.name,
            colour=spec.colour,
            city_state=spec.city_state,
            coins=rules.starting_coins_by_seat[position] + (city.start_coins if city else 0),
            knowledge=city.start_knowledge if city else 0,
            citizens=[Citizen(skill=s) for s in rules.starting_citizens],
        )
        for name in STARTING_EMPIRE:
            player.empire.append(OwnedEmpire(uid=state.new_uid(), card=_catalog_card(name, EmpireCard)))
        for name in STARTING_MILITARY:
            player.armies.append(Army(uid=state.new_uid(), active=_catalog_card(name, MilitaryCard)))
        player.threat = OwnedTitan(uid=state.new_uid(), card=spec.starting_titan)
        state.players.append(player)
    return state
