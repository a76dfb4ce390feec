"""Flet's component hooks as the type checker should see them: Flet 1.0.5 types them so that mypy cannot follow
our components (issue 13), and these two wrappers say the same calls in types it can check.

:func:`use_lazy_state` is ``ft.use_state`` with a function making the first value (Flet's ``StateT |
Callable[[], StateT]`` makes that state ``Never``); a plain first value goes to ``ft.use_state`` itself, which types
it well. :func:`keyed` is a component called with Flet's ``key=``, which ``@ft.component`` takes out of the call
but its ``Callable[P, R]`` does not declare.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import ParamSpec, TypeVar, cast

import flet as ft

T = TypeVar("T")
P = ParamSpec("P")
R = TypeVar("R")
#: A state's setter: the next value, or a function of the current one giving it.
Setter = Callable[[T | Callable[[T], T]], None]


def use_lazy_state(make: Callable[[], T]) -> tuple[T, Setter[T]]:
    """The component's state, ``make()`` on its first render (``ft.use_state`` calls a callable first value)."""
    initial: T | Callable[[], T] = make
    return ft.use_state(initial)


def keyed(component: Callable[P, R], key: str) -> Callable[P, R]:
    """``component`` to be called with Flet's ``key``, which keeps its state where it is among its siblings."""
    return partial(cast("Callable[..., R]", component), key=key)
