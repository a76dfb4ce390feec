"""The New game form being filled in: its draft, and the app store's intents that change it (a mixin of
``AppState``, which declares ``draft`` as an observed field; starting the game from it is the store's, as it saves)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from companion.core.game import GameKind
from companion.kinds import get_kind, played_kinds
from companion.ui import forms, kind_screens
from companion.ui.lang import N_

#: Player rows a new game form starts with.
DEFAULT_PLAYERS = 3
#: The name a solo game's player is saved under when the form was given none (the store and the history need one).
SOLO_NAME = N_("Solo player")


@dataclass(frozen=True)
class NewGameDraft:
    """The New game form being filled in: which game kind and the raw values of its setup model.

    Immutable: each change replaces the whole draft, so the app store notices it and the form re-renders.
    """

    kind_id: str = ""
    values: dict[str, Any] = field(default_factory=dict)
    #: The one player's name in a game whose setup seats no one (a solo game); empty: :data:`SOLO_NAME`.
    solo_name: str = ""


class Drafting:
    """The New game form's intents: each replaces the whole draft, so the screens follow."""

    #: The form being filled in.
    draft: NewGameDraft

    @property
    def kinds(self) -> list[GameKind]:
        return played_kinds()

    def draft_kind(self) -> GameKind | None:
        return get_kind(self.draft.kind_id) if self.draft.kind_id else None

    def draft_form(self) -> forms.FormSpec | None:
        kind = self.draft_kind()
        return forms.form_for(kind.setup_model) if kind else None

    def begin_new_game(self) -> None:
        """Open the New game form, keeping a form already being filled in, else for the first game kind."""
        kinds = self.kinds
        if not self.draft.kind_id and kinds:
            self.choose_kind(kinds[0].id)

    def choose_kind(self, kind_id: str) -> None:
        """Start filling in a new game of this kind, with the model's defaults."""
        kind = get_kind(kind_id)
        form = forms.form_for(kind.setup_model)
        values = forms.initial_values(kind.setup_model, form, DEFAULT_PLAYERS)
        screens = kind_screens.screens_for(kind_id)
        if screens is not None and screens.first_draft is not None:
            values = screens.first_draft(values)
        self.draft = NewGameDraft(kind_id, values)

    def set_option(self, name: str, value: Any) -> None:
        """Change one game-wide setup value."""
        self.draft = replace(self.draft, values=forms.with_value(self.draft.values, name, value))

    def set_solo_name(self, name: str) -> None:
        """Change the name of a solo game's player (the one their history goes under)."""
        self.draft = replace(self.draft, solo_name=name)

    def set_player_value(self, index: int, name: str, value: Any) -> None:
        """Change one value of one player's row."""
        form = self.draft_form()
        assert form is not None and form.rows_name
        rows = [dict(r) for r in self.draft.values[form.rows_name]]
        rows[index][name] = value
        self.set_option(form.rows_name, rows)

    def add_player(self) -> None:
        """Add a player row (the engine's setup model decides how many are allowed)."""
        form = self.draft_form()
        assert form is not None and form.rows_name
        rows = list(self.draft.values[form.rows_name])
        self.set_option(form.rows_name, [*rows, forms.new_row(form, len(rows))])

    def remove_player(self, index: int) -> None:
        """Remove one player row."""
        form = self.draft_form()
        assert form is not None and form.rows_name
        rows = list(self.draft.values[form.rows_name])
        del rows[index]
        self.set_option(form.rows_name, rows)

    def move_player(self, index: int, step: int) -> None:
        """Move a player one seat earlier (-1) or later (+1): the rows are the seat order."""
        form = self.draft_form()
        assert form is not None and form.rows_name
        rows = list(self.draft.values[form.rows_name])
        target = index + step
        if 0 <= target < len(rows):
            rows[index], rows[target] = rows[target], rows[index]
            self.set_option(form.rows_name, rows)

    def draft_problem(self) -> str | None:
        """Why the form cannot start a game yet (the setup model's own validation), or None."""
        kind = self.draft_kind()
        if kind is None:
            return N_("Choose a game first")
        return forms.validate(kind.setup_model, self.draft.values)[1]
