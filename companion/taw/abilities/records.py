"""The one list of card abilities (Card Clarifications): a plain record per catalog ability id, without code.

A card model checks its ``ability`` here wherever a card is read (the catalog, a replay file, a score sheet, the
UI's card entry), and the catalog is checked against these records on load (a card per record, the amounts each
reads; a scoring card's numbers against its scorer's rules model in :mod:`.end_scores`). No code, so that the card
models and the catalog can use it: :mod:`.registry` gives records their hooks.
"""

from __future__ import annotations

from dataclasses import dataclass
from difflib import get_close_matches


@dataclass(frozen=True)
class Record:
    """An ability id, the name of its catalog card, and the ``amounts`` its code reads from that card's catalog
    entry (the numbers its text prints that are no symbol: Dungeons' extra coins)."""

    id: str
    card: str
    amounts: tuple[str, ...] = ()


#: Every ability of the catalog (rules_data/ancient_world/catalog.json), in id order.
RECORDS: tuple[Record, ...] = (
    Record("aqueduct", "Aqueduct"),
    Record("archivists_of_bol", "Archivists of Bol"),
    Record("barbarian_camp", "Barbarian Camp"),
    Record("bath_house", "Bath House"),
    Record("cave_town", "Cave Town"),
    Record("citadel_of_ivories", "Citadel of Ivories"),
    Record("city_center", "City Center"),
    Record("cripta_ship", "Cripta Ship"),
    Record("desert_caravan", "Desert Caravan"),
    Record("distant_outpost", "Distant Outpost"),
    Record("dungeons", "Dungeons", amounts=("coins",)),
    Record("forest_hideout", "Forest Hideout"),
    Record("frog_god_statue", "Frog God Statue"),
    Record("guild_of_scholars", "Guild of Scholars"),
    Record("hall_of_war", "Hall of War"),
    Record("hidden_library", "Hidden Library"),
    Record("highland_town", "Highland Town"),
    Record("holy_site", "Holy Site"),
    Record("metropolis", "Metropolis"),
    Record("monument", "Monument"),
    Record("moon_festival", "Moon Festival"),
    Record("nomad_camp", "Nomad Camp"),
    Record("scribe_guild", "Scribe Guild", amounts=("coins", "knowledge")),
    Record("tea_house", "Tea House"),
    Record("town_hall", "Town Hall"),
    Record("trade_city", "Trade City"),
    Record("trade_route", "Trade Route"),
    Record("traveler_camp", "Traveler Camp"),
    Record("treasury", "Treasury"),
    Record("warship", "Warship"),
    Record("zori_dramatists", "Zori Dramatists"),
)

#: Ability id -> its record.
BY_ID: dict[str, Record] = {record.id: record for record in RECORDS}


def unknown_id_problem(ability: str, card: str = "") -> str | None:
    """Why ``ability`` is not a known id (naming ``card``, a close match and the known ones), or None when known."""
    if ability in BY_ID:
        return None
    where = f" on {card}" if card else ""
    close = get_close_matches(ability, BY_ID, n=1)
    hint = f"did you mean {close[0]!r}? " if close else ""
    return f"unknown ability {ability!r}{where}; {hint}known: {', '.join(BY_ID)}"
