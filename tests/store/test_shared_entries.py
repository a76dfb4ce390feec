"""Views of one game read from one store hold its log entries once (``companion.store.shared``): what each browser
session of a server keeps of a long game does not grow with the game's log, and no view sees another's change."""

from __future__ import annotations

from pathlib import Path

from store_tally_kind import Score, play_script

from companion.store import Store


def test_two_views_of_a_game_hold_the_same_entries_and_change_apart(db_file: Path) -> None:
    with Store.open(db_file) as store:
        played = play_script(store, [3, 4, 2, 5, 1, 0])
        first, second = store.resume(played.id), store.resume(played.id)
        assert first.game.entries == played.game.entries
        assert all(a is b for a, b in zip(first.game.entries, second.game.entries, strict=True))
        first.apply(Score(player=first.state.turn, points=6))
        assert len(second.game.entries) == len(played.game.entries), "the other view is as it was"
        again = store.resume(played.id)
        assert again.game.entries == first.game.entries
        assert all(a is b for a, b in zip(again.game.entries, second.game.entries, strict=False))


def test_an_entry_is_shared_only_with_an_equal_one(db_file: Path) -> None:
    """Undone and played otherwise, an entry at the same place with another action is a new one, not the old one
    that a view of the game before still holds."""
    with Store.open(db_file) as store:
        played = play_script(store, [3, 4])
        before = store.resume(played.id)
        played.undo()
        played.apply(Score(player=played.state.turn, points=6))
        after = store.resume(played.id)
        moved = next(e.seq for e in before.game.entries if e.group == before.game.entries[-1].group)  # 4 points
        assert before.game.entries[moved].action.points == 4 and after.game.entries[moved].action.points == 6
        assert after.game.entries[moved] is not before.game.entries[moved]
        assert all(a is b for a, b in zip(after.game.entries[:moved], before.game.entries[:moved], strict=True))
