"""The paper score sheet's own checks are said in the reader's language (issue 24): a count beyond the box, more
starving citizens than citizens, each refused with a code and a message, and the log's counts are messages."""

from __future__ import annotations

from companion.core.errors import RuleError
from companion.core.game import Game
from companion.kinds import get_kind
from companion.taw.paper import TawPaperCount
from companion.words import Msg, translator

KIND = get_kind("the-ancient-world-sheet")
GERMAN = translator("de")


def refused(game: Game, action: TawPaperCount) -> RuleError:
    try:
        game.apply(action)
    except RuleError as exc:
        return exc
    raise AssertionError(f"{action} was taken")


def test_a_count_beyond_the_box_reads_in_german() -> None:
    game = Game(KIND, KIND.setup_model.model_validate({"players": [{"name": "Hal"}, {"name": "Ivy"}]}))
    error = refused(game, TawPaperCount(player=0, field="coins", value=69))
    assert error.code == "more_than_the_game_has_sheet"
    assert str(error) == "Hal: coins: at most 68, not 69: the game has 68 coin tokens"
    assert GERMAN(error.said) == "Hal: Münzen: höchstens 68, nicht 69: das Spiel hat 68 Münzmarker"
    error = refused(game, TawPaperCount(player=1, field="starving", value=6))
    assert error.code == "too_many_starving"
    assert GERMAN(error.said) == "Ivy: Hungernde (6) können nicht mehr sein als Bürger (5)"


def test_the_logged_count_names_its_field_in_words() -> None:
    game = Game(KIND, KIND.setup_model.model_validate({"players": [{"name": "Hal"}, {"name": "Ivy"}]}))
    game.apply(TawPaperCount(player=0, field="titans", value=2))
    field = game.entries[-1].message.params["field"]
    assert isinstance(field, Msg) and GERMAN(field) == "besiegte Titanen mit 3 Bannern"
