"""Two games never share a name silently (issue 23): a new game named like a saved one gets its date, then a number."""

from __future__ import annotations

from datetime import date, datetime
from pathlib import Path

from store_tally_kind import TallySetup

from companion.core.names import LIMITS
from companion.store import Store
from companion.store.naming import distinct_name


def test_a_second_game_of_the_same_name_gets_its_date_and_a_third_a_number(db_file: Path) -> None:
    store = Store.open(db_file)
    names = [store.create("tally", TallySetup(seats=2), name="Friday", players=["Ann", "Bo"]).info.name
             for _ in range(3)]
    today = datetime.now().astimezone().date()
    when = f"{today.day} {today:%b}"
    assert names == ["Friday", f"Friday ({when})", f"Friday ({when}, 2)"]
    assert sorted(g.name for g in store.games()) == sorted(names)
    store.delete(store.games()[0].id)  # a game in the bin keeps its name: restored, it would be a twin
    assert store.create("tally", TallySetup(seats=2), name="friday", players=["Ann", "Bo"]).info.name == \
        f"friday ({when}, 3)"  # case ignored, as in players' names


def test_the_date_stays_whole_in_a_name_cut_to_the_limit() -> None:
    long = "x" * LIMITS["game"]
    named = distinct_name(long, [long], date(2026, 12, 3))
    assert len(named) == LIMITS["game"] and named.endswith("\u2026 (3 Dec)")
    assert distinct_name("Friday", ["Saturday"], date(2026, 12, 3)) == "Friday"
