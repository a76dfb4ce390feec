"""The share panel on a finished game's Scores tab, for the three kinds: the share text, the buttons' client actions
(share sheet, copy, BG Stats link opened in the tap), the BG Stats QR code (folded on a phone, open on a tablet),
and the picture shared or, when the browser cannot share it, downloaded."""

from __future__ import annotations

import subprocess
import sys

import flet as ft
import pytest
from flet.messaging.protocol import InvokeMethodRequestBody

from companion.share.bgstats import bgstats_link
from companion.share.result import finished_result
from companion.share.text import share_text
from companion.store import Store, StoredGame
from companion.ui.screens.share import BGSTATS_OPENED, PICTURE_SAID, TEXT_SHARED, picture_name
from companion.web.invite import qr_svg
from tests.share.games import finished_realm, finished_taw, finished_tta
from tests.ui.harness import UiSession, walk
from tests.ui.opening import OpenUi, until
from tests.ui.reading import said, shown
from tests.ui.taw_games import new_game

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def calls(ui: UiSession, name: str) -> list[InvokeMethodRequestBody]:
    """The client method calls named ``name`` the page made so far."""
    return [m.body for m in ui.connection.messages
            if isinstance(m.body, InvokeMethodRequestBody) and m.body.name == name]


def action(ui: UiSession, label: str) -> ft.ClientAction:
    """The client action of the button labelled ``label``."""
    done = ui.find(label).action  # type: ignore[attr-defined]
    assert isinstance(done, ft.ClientAction)
    return done


async def test_a_finished_ancient_world_game_shares_its_text_and_logs_to_bg_stats(open_ui: OpenUi,
                                                                                  store: Store) -> None:
    stored = finished_taw(store)
    result = finished_result(store.info(stored.id), stored.game)
    ui = await open_ui(f"/game/{stored.id}/scores")
    text = share_text(result)
    assert said(ui, "share-text") == text
    assert text.endswith("Ann 17, Bob 17 (Ann on coins)")
    shared = action(ui, "Share the result")
    assert isinstance(shared, ft.ShareText) and shared.text == text and shared.method == "share_text"
    copied = action(ui, "Copy the result")
    assert isinstance(copied, ft.CopyToClipboard) and copied.data == text and copied.method == "set"
    opened = action(ui, "Log to BG Stats")
    assert isinstance(opened, ft.OpenUrl) and opened.url == bgstats_link(result)
    assert opened.target == ft.UrlTarget.BLANK
    assert not shown(ui, "bgstats-qr")  # folded on a phone: the button is the way there
    await ui.click("Show the QR code")
    await until(ui, lambda: shown(ui, "bgstats-qr"), seconds=5)  # drawn in a thread
    qr = ui.by_identifier("bgstats-qr")
    assert qr.label == "QR code of the BG Stats link"
    [image] = [c for c in walk(qr) if isinstance(c, ft.Image)]
    assert image.src == qr_svg(bgstats_link(result), error="l")  # segno's code of the very link
    await ui.click("Copy the result")
    assert said(ui, "share-done") == "Copied: paste it in the chat."
    await ui.click("Log to BG Stats")
    assert said(ui, "bgstats-done") == BGSTATS_OPENED
    await ui.click("Share the result")
    assert said(ui, "share-done") == TEXT_SHARED


async def test_the_qr_code_is_open_at_first_on_a_tablet(open_ui: OpenUi, store: Store) -> None:
    stored = finished_taw(store)
    ui = await open_ui(f"/game/{stored.id}/scores", width=1024, height=768)
    await until(ui, lambda: shown(ui, "bgstats-qr"), seconds=5)
    await ui.click("Hide the QR code")
    assert not shown(ui, "bgstats-qr")


async def test_the_picture_is_downloaded_when_the_browser_cannot_share_it(open_ui: OpenUi, store: Store) -> None:
    stored = finished_taw(store)
    result = finished_result(store.info(stored.id), stored.game)
    ui = await open_ui(f"/game/{stored.id}/scores")
    await ui.click("Share the picture")
    await until(ui, lambda: shown(ui, "share-done") and "downloaded" in said(ui, "share-done"), seconds=5)
    name = picture_name(result)
    assert said(ui, "share-done") == f"This browser cannot share pictures: {name} was downloaded instead."
    [share] = calls(ui, "share_files")
    [file] = share.args["files"]
    assert (file.name, file.mime_type, share.args["text"]) == (name, "image/png", share_text(result))
    assert file.data.startswith(PNG_MAGIC)
    [download] = calls(ui, "save_file")
    assert (download.args["file_name"], download.args["src_bytes"]) == (name, file.data)


async def test_a_picture_the_phone_shared_is_said_so(open_ui: OpenUi, store: Store,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    handed: list[ft.ShareFile] = []

    async def share_files(_: ft.Share, files: list[ft.ShareFile], **__: object) -> ft.ShareResult:
        handed.extend(files)
        return ft.ShareResult(status=ft.ShareResultStatus.SUCCESS, raw="com.whatsapp")

    monkeypatch.setattr(ft.Share, "share_files", share_files)
    stored = finished_taw(store)
    ui = await open_ui(f"/game/{stored.id}/scores")
    await ui.click("Share the picture")
    await until(ui, lambda: said(ui, "share-done") == PICTURE_SAID[ft.ShareResultStatus.SUCCESS], seconds=5)
    assert len(handed) == 1 and handed[0].data is not None and handed[0].data.startswith(PNG_MAGIC)
    assert not calls(ui, "save_file")


async def check_kind(open_ui: OpenUi, store: Store, stored: StoredGame) -> UiSession:
    """The panel of a finished game of another kind: its text and the BG Stats link of its result."""
    result = finished_result(store.info(stored.id), stored.game)
    ui = await open_ui(f"/game/{stored.id}/scores", width=1024, height=768)
    assert said(ui, "share-text") == share_text(result)
    assert action(ui, "Log to BG Stats").url == bgstats_link(result)  # type: ignore[attr-defined]
    await until(ui, lambda: shown(ui, "bgstats-qr"), seconds=5)
    return ui


async def test_ancient_realm_and_through_the_ages_have_the_panel_too(open_ui: OpenUi, store: Store) -> None:
    realm = await check_kind(open_ui, store, finished_realm(store))
    assert said(realm, "share-text").startswith("Ancient Realm, ")
    tta = await check_kind(open_ui, store, finished_tta(store))
    assert said(tta, "share-text").endswith("(no scores recorded)")


async def test_a_game_in_progress_has_no_share_panel(open_ui: OpenUi, store: Store) -> None:
    ui = await open_ui(f"/game/{new_game(store)}/scores")
    assert "Standing" in ui.text() or "Score" in ui.text()
    assert not shown(ui, "share")
    assert not ui.find_all("Log to BG Stats")


async def test_homes_finished_game_opens_its_share_card(open_ui: OpenUi, store: Store) -> None:
    stored = finished_taw(store)
    running = new_game(store)
    result = finished_result(store.info(stored.id), stored.game)
    ui = await open_ui("/")
    await until(ui, lambda: bool(ui.find_all("Share or log Tied")), seconds=5)
    assert not ui.find_all("Share or log Test")  # the game in progress
    assert not shown(ui, f"share-{stored.id}") and not shown(ui, f"share-{running}")
    await ui.click("Share or log Tied")
    await until(ui, lambda: shown(ui, f"share-text-{stored.id}"), seconds=5)  # the game read off the loop
    assert said(ui, f"share-text-{stored.id}") == share_text(result)
    assert action(ui, "Log to BG Stats (Tied)").url == bgstats_link(result)  # type: ignore[attr-defined]
    assert action(ui, "Copy the result (Tied)").data == share_text(result)  # type: ignore[attr-defined]
    await ui.click("Copy the result (Tied)")
    assert said(ui, f"share-done-{stored.id}") == "Copied: paste it in the chat."
    await ui.click("Hide the sharing of Tied")
    assert not shown(ui, f"share-{stored.id}")


def test_the_app_starts_without_pillow_or_a_kinds_scoring() -> None:
    """The panel's picture and The Ancient World's tie-break are imported when first needed, not at start."""
    code = ("import sys, companion.ui.app; "
            "print(sorted(m for m in sys.modules if m.split('.')[0] == 'PIL' or m.startswith('companion.taw.scor')))")
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip()
    assert loaded == "[]"
