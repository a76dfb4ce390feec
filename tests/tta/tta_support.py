"""What the Through the Ages tests share besides fixtures, under a module name of its own: a test file importing
``conftest`` gets whichever conftest was imported first, so ``pytest tests/store tests/tta`` failed to collect."""

from __future__ import annotations

from collections.abc import Callable

from companion.core.action import Action
from companion.core.errors import RuleError
from companion.core.game import Game

#: The ``reject`` fixture: apply the action, expect a RuleError with the code, check nothing changed.
Rejecter = Callable[[Game, Action, str], RuleError]
