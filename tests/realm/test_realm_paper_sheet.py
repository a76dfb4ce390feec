"""Ancient Realm scored on paper (issue 22): the final sum and rating from the paper's numbers, storage and monuments
bounded with nothing changed by a refusal, finished once entered, and export and import through the store."""

from __future__ import annotations

import pytest

from companion.core.errors import RuleError
from companion.core.game import Game
from companion.core.paper import Entered
from companion.kinds import get_kind
from companion.realm.paper import RealmPaperCount, final_sum, most_monuments
from companion.store import Store
from companion.store.export import export_text, import_bytes
from tests.said import codes

KIND = get_kind("ancient-realm-sheet")


def sheet() -> Game:
    return Game(KIND, KIND.setup_model.model_validate({"players": [{"name": "Sol"}]}))


def test_the_final_sum_and_rating_follow_the_rules_data() -> None:
    game = sheet()
    for field, value in (("mines", 30), ("wonders", 20), ("misfortunes", 3), ("effects", 2), ("monuments", 2),
                         ("gold", 7), ("wheat", 3), ("stone", 2)):
        game.apply(RealmPaperCount(player=0, field=field, value=value))  # type: ignore[arg-type]
    score = final_sum(game.state.players[0])
    assert score.total == 30 + 20 + 3 + 2 + 2 * 2 + 7 // 3 + 5 // 2 == 63
    assert codes(score.rating) == "realm.rating.60"
    assert codes(game.entries[0]) == "core.paper.count(name='Sol', field='points of the mines', n=30)"


@pytest.mark.parametrize(("field", "value", "code", "words"), [
    ("gold", 8, "more_than_storage_holds", "at most 7, not 8: a storage card holds 7"),
    ("wood", 9, "more_than_storage_holds", "wood: at most 7, not 9"),
    ("monuments", 22, "more_than_the_game_has", "at most 21, not 22"),
])
def test_more_than_the_box_holds_is_refused_and_nothing_changes(field: str, value: int, code: str,
                                                                words: str) -> None:
    game = sheet()
    before = game.state.model_copy(deep=True)
    with pytest.raises(RuleError) as caught:
        game.apply(RealmPaperCount(player=0, field=field, value=value))  # type: ignore[arg-type]
    assert caught.value.code == code and words in caught.value.message
    assert game.state == before and not game.entries
    assert most_monuments() == 21


def test_a_sheet_is_finished_once_entered_and_exports_and_imports() -> None:
    store = Store.memory()
    saved = store.create(KIND.id, {"players": [{"name": "Sol"}]}, name="Realm: Sol", players=["Sol"])
    saved.apply(RealmPaperCount(player=0, field="wonders", value=12))
    assert saved.info.status == "in_progress"
    saved.apply(Entered(player=0))
    assert saved.info.status == "finished" and saved.info.final_scores == {"Sol": 12}
    imported = import_bytes(Store.memory(), export_text(store, saved.id).encode(), "realm.json")
    assert imported.info.final_scores == {"Sol": 12} and imported.state == saved.state
