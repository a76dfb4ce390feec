"""Every ability id the registry gives a record (``registry.REGISTRY`` has exactly these keys, a test checks).

A card model checks its ``ability`` against this list wherever a card is read (the catalog, a replay file, a
score sheet, the UI's card entry), so a misspelt id is refused instead of silently doing nothing.
"""

from __future__ import annotations

from difflib import get_close_matches

#: The catalog's ability ids (rules_data/ancient_world/catalog.json), in alphabetical order.
ABILITY_IDS: tuple[str, ...] = (
    "aqueduct", "archivists_of_bol", "barbarian_camp", "bath_house", "cave_town", "citadel_of_ivories",
    "city_center", "cripta_ship", "desert_caravan", "distant_outpost", "dungeons", "forest_hideout",
    "frog_god_statue", "guild_of_scholars", "hall_of_war", "hidden_library", "highland_town", "holy_site",
    "metropolis", "monument", "moon_festival", "nomad_camp", "scribe_guild", "tea_house", "town_hall",
    "trade_city", "trade_route", "traveler_camp", "treasury", "warship", "zori_dramatists",
)

#: The amounts an ability's code reads from its catalog entry's ``amounts`` (checked when the catalog loads).
AMOUNTS: dict[str, tuple[str, ...]] = {"dungeons": ("coins",), "scribe_guild": ("coins", "knowledge")}


def unknown_id_problem(ability: str, card: str = "") -> str | None:
    """Why ``ability`` is not a known id (naming ``card``, a close match and the known ones), or None when known."""
    if ability in ABILITY_IDS:
        return None
    where = f" on {card}" if card else ""
    close = get_close_matches(ability, ABILITY_IDS, n=1)
    hint = f"did you mean {close[0]!r}? " if close else ""
    return f"unknown ability {ability!r}{where}; {hint}known: {', '.join(ABILITY_IDS)}"
