"""New game's refusals of a setup are said in the reader's language (issue 24): the model's own checks (two players
of one name) and pydantic's (one player too few, with the form's words for the field) in German."""

from __future__ import annotations

from companion.ui.languages import LANGUAGE_KEY
from tests.ui.opening import OpenUi


async def test_two_players_of_one_name_and_one_player_too_few_read_in_german(open_ui: OpenUi) -> None:
    ui = await open_ui("/new", preferences={LANGUAGE_KEY: "de"})
    await ui.fill("Name Platz 1", "Ann")
    await ui.fill("Name Platz 2", "ann")
    assert ui.by_identifier("reason").label.endswith("zwei Spieler haben denselben Namen")
    await ui.click("Platz 3 entfernen (Spieler 3)")
    await ui.click("Platz 2 entfernen (ann)")
    assert ui.by_identifier("reason").label.endswith("Spieler: mindestens 2, nicht 1")
    assert ui.find("Partie beginnen").disabled
