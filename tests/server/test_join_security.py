"""A client that has not joined gets the join screen and nothing else, however it talks to the server: a program
speaking Flet's protocol over the WebSocket (no browser) cannot pass for this machine, cannot escape the lock-out
by claiming new addresses and browsers, and cannot rename, delete or purge a game by sending events to every
control id it can guess; nothing it receives names a game or a player (companion.web.access, docs/security.md).
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from websockets.sync.client import ClientConnection, connect

from companion.store import GameInfo, Store
from companion.web.access import ADDRESS_TRIES, SECRET_FILE, SERVER_TRIES, TOKEN_KEY, Access
from companion.web.invite import reachable, url
from companion.web.sessions import CLIENT_COOKIE
from tests.browser.join_helpers import GAME_NAME, PLAYERS, Table, printed_code, save_game, serve_table, wrong_code
from tests.browser.server import ROOT, free_port, start
from tests.server import wsclient

UPDATE_CONTROL_PROPS = 4
#: The control ids a client may guess: far beyond the join screen's (about 20), as many as a game's table uses.
GUESSED_IDS = range(1, 301)
#: Messages a guessing client sends before it waits for the server to have handled them (its budget lets 300 wait).
CHUNK = 100
#: A second game, in the bin, for the purge that must not happen.
BINNED_NAME = "Obsidian Harbour Saga"
BINNED_PLAYERS = ("Theodolinda", "Wulfhilda")
SECRETS = (GAME_NAME, *PLAYERS, BINNED_NAME, *BINNED_PLAYERS)
#: What the join screen answers a code with: wrong, locked out, or joined (Home's first button).
ANSWERS = ("That is not the join code", "Too many wrong codes", "New game")
#: What it answers while typing is paused for the whole server.
PAUSED = "Too many wrong codes at this table: typing the code is paused for 6 min."


def open_wire(base_url: str, *, cookie: str, forwarded: str = "", source: str = "") -> ClientConnection:
    """A WebSocket to ``/ws`` as a script would open it: the page's own Origin, ``cookie`` as its browser's, an
    ``X-Forwarded-For`` header claiming ``forwarded`` when given, from the local address ``source`` when given (any of
    127.0.0.0/8 reaches a server on 127.0.0.1)."""
    headers = {"Cookie": f"{CLIENT_COOKIE}={cookie}"}
    if forwarded:
        headers["X-Forwarded-For"] = forwarded
    extra = {"source_address": (source, 0)} if source else {}
    return connect(base_url.replace("http://", "ws://", 1) + "/ws", origin=base_url,  # type: ignore[arg-type]
                   additional_headers=headers, open_timeout=10, max_size=None, proxy=None, **extra)


def collect(ws: ClientConnection, until: Callable[[str], bool], timeout: float = 30) -> list[Any]:
    """What the server sends (its method calls answered as a browser with nothing saved would) up to and with the
    first message whose text passes ``until``."""
    bodies = []
    while True:
        action, body = wsclient.receive(ws, timeout)
        wsclient._answer(ws, action, body)
        bodies.append(body)
        if until(repr(body)):
            return bodies


def controls(value: Any) -> Iterator[dict[str, Any]]:
    """Every control (a dict naming its class in ``_c``) in a message, however deep."""
    if isinstance(value, dict):
        if "_c" in value:
            yield value
        for inner in value.values():
            yield from controls(inner)
    elif isinstance(value, list):
        for inner in value:
            yield from controls(inner)


def join_screen(ws: ClientConnection, route: str = "/", claim: str = "") -> tuple[int, int, list[Any]]:
    """Register at ``route`` (with ``claim``, patch the page's ``client_ip`` to it at once, as a script can) and
    wait for the join screen: the ids of its code field and Join button, and everything received."""
    wsclient.send(ws, wsclient.REGISTER_CLIENT, {"session_id": None, "page_name": "",
                                                 "page": {**wsclient.PHONE_PAGE, "route": route}})
    if claim:
        wsclient.send(ws, UPDATE_CONTROL_PROPS, {"id": wsclient.PAGE_ID, "props": {"client_ip": claim}})
    bodies = collect(ws, lambda text: "'TextField'" in text or "New game" in text)
    found = list(controls(bodies))
    fields = [c["_i"] for c in found if c["_c"] == "TextField" and c.get("label") == "Join code"]
    buttons = [c["_i"] for c in found if c["_c"] == "FilledButton" and c.get("content") == "Join"]
    assert fields and buttons, f"no join screen: {repr(bodies)[:400]}"
    return fields[0], buttons[0], bodies


def give_code(ws: ClientConnection, field: int, button: int, code: str) -> str:
    """Type ``code`` into the join field and tap Join, as Flet's client does; the text of what the server answered."""
    wsclient.send(ws, UPDATE_CONTROL_PROPS, {"id": field, "props": {"value": code}})
    wsclient.send(ws, wsclient.CONTROL_EVENT, {"target": field, "name": "change", "data": code})
    wsclient.send(ws, wsclient.CONTROL_EVENT, {"target": button, "name": "click", "data": None})
    return repr(collect(ws, lambda text: any(answer in text for answer in ANSWERS)))


def give_token(ws: ClientConnection, token: object, until: Callable[[str], bool]) -> str:
    """Answer the app's question for this browser's saved join token with ``token`` (as a script may, with any value);
    the text of what the server sent up to what passes ``until``."""
    asked = question(ws)
    assert asked["args"] == {"key": TOKEN_KEY}
    wsclient.send(ws, wsclient.INVOKE_METHOD, {"control_id": asked["control_id"], "call_id": asked["call_id"],
                                               "result": token, "error": None})
    return repr(collect(ws, until))


def question(ws: ClientConnection) -> dict[str, Any]:
    """The next method call the server makes on the browser (what the app asks it), left unanswered."""
    while True:
        action, body = wsclient.receive(ws, 10)
        if action == wsclient.INVOKE_METHOD:
            return dict(body)


def catalogue(data_dir: Path) -> list[GameInfo]:
    """Every game the data dir holds (in progress, archived, in the bin), read as the CLI would."""
    with Store.open_data_dir(data_dir) as store:
        return store.games() + store.games(archived=True) + store.games(binned=True)


def assert_nothing_names_a_game(received: object) -> None:
    text = repr(received)
    assert "Join this table" in text
    leaked = [name for name in SECRETS if name in text]
    assert not leaked, f"a client that has not joined received {leaked}"


@pytest.mark.parametrize("claim", ["patched page", "forwarded header"])
def test_a_client_on_another_machine_cannot_pass_for_this_one(tmp_path: Path, claim: str) -> None:
    """Loopback is trusted; a client elsewhere that says it is on loopback, by overwriting its page's ``client_ip``
    (any page property is the client's to patch) or by an X-Forwarded-For header (uvicorn believes one from an address
    ``FORWARDED_ALLOW_IPS`` names: here every one), still gets the join screen. Before: the whole app, every game's
    name and the join code itself."""
    addresses = reachable("0.0.0.0")
    if not addresses:
        pytest.skip("this machine has no network address besides loopback to connect from")
    data_dir = tmp_path / "data"
    save_game(data_dir)
    port = free_port()
    served = start(["-m", "companion", "serve", "--port", str(port), "--data-dir", str(data_dir), "--host", "0.0.0.0"],
                   port=port, env={"FORWARDED_ALLOW_IPS": "*"})
    try:
        code = printed_code(served)
        forwarded = "127.0.0.1" if claim == "forwarded header" else ""
        with open_wire(url(addresses[0], served.port).rstrip("/"), cookie="far-away", forwarded=forwarded) as ws:
            *_, received = join_screen(ws, claim="127.0.0.1" if claim == "patched page" else "")
        assert_nothing_names_a_game(received)
        assert code not in repr(received) and f"{code[:3]} {code[3:]}" not in repr(received)
    finally:
        served.stop()


def test_new_browsers_and_claimed_addresses_are_locked_out_after_the_address_s_tries(tmp_path: Path) -> None:
    """The lock-out counts a browser (its cookie, which a script makes up at will) and the address the connection
    comes from. Each try here comes from a new browser, claims a new address in its page's ``client_ip`` and in an
    X-Forwarded-For header (believed from loopback by uvicorn's default), and still all count for 127.0.0.1: the
    :data:`ADDRESS_TRIES`-th wrong code locks it out, and then even the right one is refused. Before: every try
    counted for a new address, so the lock-out never came."""
    table = serve_table(tmp_path / "data", free_port())
    try:
        for n in range(ADDRESS_TRIES):
            with open_wire(table.served.url, cookie=f"guess-{n}", forwarded=f"10.20.0.{n + 1}") as ws:
                field, button, _ = join_screen(ws, claim=f"10.30.0.{n + 1}")
                answer = give_code(ws, field, button, wrong_code(table.code))
            assert ("Too many wrong codes" if n == ADDRESS_TRIES - 1 else "That is not the join code") in answer
        with open_wire(table.served.url, cookie="guess-last", forwarded="10.20.1.1") as ws:
            field, button, _ = join_screen(ws, claim="10.30.1.1")
            answer = give_code(ws, field, button, table.code)
        assert "Too many wrong codes: this phone may try again in" in answer and "New game" not in answer
    finally:
        table.served.stop()


def _guess(table: Table, cookie: str, source: str, route: str,
           events: Callable[[int, int], list[tuple[int, Any]]], into: list[Any]) -> None:
    """One client from the address ``source`` at ``route`` sending ``events(field, button)`` (action, body),
    :data:`CHUNK` at a time, each chunk followed by a wrong code whose answer says the server has handled it (so the
    client never has more waiting than its budget lets wait); everything received into ``into``, each answer as its
    text."""
    with open_wire(table.served.url, cookie=cookie, source=source) as ws:
        field, button, received = join_screen(ws, route)
        sent = events(field, button)
        for start in range(0, len(sent), CHUNK):
            for action, body in sent[start:start + CHUNK]:
                wsclient.send(ws, action, body)
            received.append(give_code(ws, field, button, wrong_code(table.code)))
        into.extend(received)


@pytest.mark.slow
def test_a_client_that_has_not_joined_cannot_rename_delete_or_purge_a_game(tmp_path: Path) -> None:
    """Four clients that have not joined, each at a game's address or Home, send a tap, a change (with a new name),
    a property patch and route changes to every control id they could guess: the store is unchanged (names,
    players, the bin, revisions) and nothing any of them received names a game or a player. Each from an address of
    its own, as four phones would be: from one, their 900-odd messages took that address's budget 30 s to let in."""
    data_dir = tmp_path / "data"
    game_id = save_game(data_dir)
    save_game(data_dir, BINNED_NAME, BINNED_PLAYERS, binned=True)
    before = catalogue(data_dir)
    routes = [f"/game/{game_id}", f"/game/{game_id}/log", f"/game/{game_id}/scores", "/", "/new", "/rules"]

    def clicks(_field: int, _button: int) -> list[tuple[int, Any]]:
        return [(wsclient.CONTROL_EVENT, {"target": i, "name": "click", "data": None}) for i in GUESSED_IDS]

    def changes(_field: int, _button: int) -> list[tuple[int, Any]]:
        return [(wsclient.CONTROL_EVENT, {"target": i, "name": "change", "data": "Renamed"}) for i in GUESSED_IDS]

    def patches(_field: int, _button: int) -> list[tuple[int, Any]]:
        return [(UPDATE_CONTROL_PROPS, {"id": i, "props": {"value": "Renamed", "route": "/"}}) for i in GUESSED_IDS]

    def moves(field: int, _button: int) -> list[tuple[int, Any]]:
        return [message for route in routes for message in (
            (wsclient.CONTROL_EVENT, {"target": wsclient.PAGE_ID, "name": "route_change", "data": {"route": route}}),
            (UPDATE_CONTROL_PROPS, {"id": wsclient.PAGE_ID, "props": {"route": route}}),
            (wsclient.CONTROL_EVENT, {"target": field, "name": "submit", "data": "Renamed"}),
        )]

    plan = [(routes[0], clicks), (routes[0], changes), ("/", patches), (routes[1], moves)]
    chunks = sum(-(-len(events(0, 0)) // CHUNK) for _, events in plan)
    table = serve_table(data_dir, free_port())
    try:
        received: list[Any] = []
        clients = [threading.Thread(target=_guess, args=(table, f"guesser-{n}", f"127.0.0.{n + 2}", route, events,
                                                         received))
                   for n, (route, events) in enumerate(plan)]
        for client in clients:
            client.start()
        for client in clients:
            client.join(60)
        assert not any(client.is_alive() for client in clients)
        assert len([text for text in received if isinstance(text, str)]) == chunks  # every chunk was answered
    finally:
        table.served.stop()
    assert catalogue(data_dir) == before
    assert_nothing_names_a_game(received)


def test_a_joined_browser_whose_connection_drops_before_it_answers_is_let_in_when_it_is_back(tmp_path: Path) -> None:
    """The app asks a browser that is not trusted for its saved token; a connection dropped before the answer (a
    reload, a phone falling asleep) used to leave the reattached session blank for good, every reload of that tab
    finding it so. Now the question is asked again when the browser is back, and its token lets it in."""
    data_dir = tmp_path / "data"
    save_game(data_dir)
    table = serve_table(data_dir, free_port())
    token = Access(table.code, (data_dir / SECRET_FILE).read_text().strip().encode()).token()
    try:
        with open_wire(table.served.url, cookie="sleepy") as ws:
            session_id = wsclient.register(ws)
            assert question(ws)["args"] == {"key": TOKEN_KEY}  # and the phone falls asleep without answering
        with open_wire(table.served.url, cookie="sleepy") as ws:
            assert wsclient.register(ws, session_id) == session_id  # back to its session
            received = give_token(ws, token, lambda text: GAME_NAME in text)
        assert "New game" in received
    finally:
        table.served.stop()


def test_serve_help_documents_asking_loopback_for_the_code() -> None:
    shown = subprocess.run([sys.executable, "-m", "companion", "serve", "--help"], capture_output=True, text=True,
                           check=True, cwd=ROOT).stdout
    described = " ".join(shown.split("--no-trust-loopback", 2)[2].split()[:12])
    assert described.startswith("ask browsers on this machine (loopback) for the join code too"), described


def assert_typing_paused(table: Table, source: str) -> None:
    """A phone at ``source`` typing the right code is refused: typing is paused for the whole server."""
    with open_wire(table.served.url, cookie="table-phone", source=source) as ws:
        field, button, _ = join_screen(ws)
        answer = give_code(ws, field, button, table.code)
    assert PAUSED in answer and "New game" not in answer


def test_wrong_codes_from_many_addresses_pause_typing_while_the_qr_code_s_token_still_joins(tmp_path: Path) -> None:
    """Issue 21: 100 loopback addresses made 1,992 guesses in 11.7 s and one got in, as wrong codes were limited per
    address only. Now wrong codes from every address count together: each of 12 addresses (a new browser each) gives
    one wrong code; the SERVER_TRIES-th pauses typing for everyone; a phone with the join token (what the QR code
    carries) is let in, and its Home says how many wrong codes came in the last minute and that typing is paused; and
    a 14th address typing the right code is refused."""
    data_dir = tmp_path / "data"
    save_game(data_dir)
    table = serve_table(data_dir, free_port())
    token = Access(table.code, (data_dir / SECRET_FILE).read_text().strip().encode()).token()
    try:
        for n in range(SERVER_TRIES + 2):
            with open_wire(table.served.url, cookie=f"guess-{n}", source=f"127.0.0.{n + 2}") as ws:
                field, button, _ = join_screen(ws)
                answer = give_code(ws, field, button, wrong_code(table.code))
            expected = "That is not the join code" if n < SERVER_TRIES - 1 else PAUSED
            assert expected in answer, (n, answer[-300:])
        with open_wire(table.served.url, cookie="scanned", source="127.0.0.41") as ws:
            wsclient.register(ws)
            home = give_token(ws, token, lambda text: GAME_NAME in text)
        assert "New game" in home and GAME_NAME in home
        assert (f"{SERVER_TRIES + 2} wrong join codes in the last minute. Typing the join code is paused for every "
                "phone for 6 min") in home
        assert_typing_paused(table, "127.0.0.40")
    finally:
        table.served.stop()


def test_forged_tokens_count_as_wrong_codes(tmp_path: Path) -> None:
    """Issue 21: forged tokens were never counted (985 a minute from one address found the code of a server whose
    secret was empty). Now each wrong token a client gives as its saved join counts with the wrong codes: after
    SERVER_TRIES of them, from as many addresses, the right code typed is refused while typing is paused."""
    table = serve_table(tmp_path / "data", free_port())
    try:
        for n in range(SERVER_TRIES):
            with open_wire(table.served.url, cookie=f"forger-{n}", source=f"127.0.1.{n + 2}") as ws:
                wsclient.register(ws)
                give_token(ws, f"{n:043d}", lambda text: "'TextField'" in text)
        assert_typing_paused(table, "127.0.1.40")
    finally:
        table.served.stop()


def test_an_empty_secret_is_replaced_at_the_start_and_a_token_forged_with_it_is_refused(tmp_path: Path) -> None:
    """Issue 21: a join-secret left empty by a full disk was accepted without a word, so every token was
    HMAC(b"", code), which anyone can compute for each of the million codes. Now the start replaces it and says so,
    and the token forged with the empty key is refused (and counted as a wrong guess)."""
    data_dir = tmp_path / "data"
    data_dir.mkdir()
    (data_dir / SECRET_FILE).write_text("")
    table = serve_table(data_dir, free_port())
    try:
        assert (f"Note: The join secret {data_dir.resolve() / SECRET_FILE} was empty: a new one was made, so phones "
                "that joined before must join again") in table.served.banner
        assert len((data_dir / SECRET_FILE).read_text().strip()) == 64
        forged = base64.urlsafe_b64encode(hmac.new(b"", table.code.encode(), hashlib.sha256).digest())
        with open_wire(table.served.url, cookie="forger") as ws:
            wsclient.register(ws)
            answer = give_token(ws, forged.rstrip(b"=").decode(), lambda text: "'TextField'" in text)
        assert "Join this table" in answer and "New game" not in answer
    finally:
        table.served.stop()
