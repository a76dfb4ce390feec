"""Every message the engines produce in random games of each kind is data with a registered code, and reads in
English, German and the pseudo-language (issue 24, points 1 and 4): each log entry, and the refusal of every move
that was legal at some other moment of the game."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from companion.core.errors import UNWORDED
from companion.core.game import Game
from companion.realm import random_game as realm_random
from companion.taw import random_game as taw_random
from companion.tta import random_game as tta_random
from companion.words import Msg, translator
from companion.words.message import Param
from companion.words.texts import TEXTS
from tests.ui.pseudo_words import WORD, outside

GAMES: dict[str, Callable[[int], Game]] = {
    "the-ancient-world": lambda seed: taw_random.random_game(seed, players=2 + seed % 3),
    "ancient-realm": lambda seed: realm_random.random_game(seed, expansion=seed % 2 == 1),
    "through-the-ages": lambda seed: tta_random.random_game(seed, 2 + seed % 3),
}


def said_everywhere(message: Msg, where: str) -> list[str]:
    """What is wrong with ``message``: a code with no text, the English-only catch-all, or a language that cannot
    say it."""
    if message.code == UNWORDED.code:
        return [f"{where}: still an English sentence: {translator('en')(message)!r}"]
    if message.code not in TEXTS:
        return [f"{where}: no text has the code {message.code!r}"]
    problems = [f"{where}: {message.code} says {value!r} in English words, not as a message"
                for value in _worded(message) if WORD.search(outside(value))]
    for language in ("en", "de", "qps"):
        try:
            translator(language)(message)
        except (KeyError, IndexError, ValueError) as exc:
            problems.append(f"{where}: {message.code} cannot be said in {language}: {exc!r}")
    return problems


def _worded(param: Param) -> list[str]:
    """The text parameters inside ``param``, at any depth: each must be a name the table typed or a card's printed
    name (the pseudo-language check's names), else it is English that stays English on a German phone."""
    if isinstance(param, Msg):
        return [found for value in param.params.values() for found in _worded(value)]
    if isinstance(param, list):
        return [found for value in param for found in _worded(value)]
    return [param] if isinstance(param, str) else []


def test_a_text_parameter_in_english_words_is_found_and_a_players_name_is_not() -> None:
    said = Msg.of("core.with_rule", {"reason": Msg.of("x", {"who": "Ann"}), "rule": "Confront Titan"})
    assert _worded(said) == ["Ann", "Confront Titan"]
    assert [problem.split(": ")[1] for problem in said_everywhere(said, "here")][:1] == \
        ["core.with_rule says 'Confront Titan' in English words, not as a message"]


@pytest.mark.parametrize("kind", GAMES)
def test_every_log_entry_and_refusal_of_a_random_game_is_a_message_said_in_every_language(kind: str) -> None:
    problems: list[str] = []
    for seed in (1, 2, 3):
        game = GAMES[kind](seed)
        moves = [e.action for e in game.entries if not e.auto]
        replay = Game(game.kind, game.setup)
        for entry in game.entries:
            problems += said_everywhere(entry.message, f"seed {seed} entry {entry.seq} ({entry.action.type})")
        for i, action in enumerate(moves):
            for other in moves[i + 1: i + 4]:  # a move of a later moment, tried now
                refused = replay.can(other).said
                if refused is not None:
                    problems += said_everywhere(refused, f"seed {seed} refusing {other.type} before move {i}")
            replay.apply(action)
    assert not problems, "\n".join(dict.fromkeys(problems))
