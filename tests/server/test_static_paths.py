"""No address of the server serves a file outside the web client and the app's assets: path traversal in every
spelling (dot segments, percent-encoded once or twice, backslashes, doubled slashes, absolute paths) is answered
404 and never with the file, checked on a running ``companion serve`` with raw HTTP over a socket, each path sent
byte for byte as written (urllib would tidy a path up first)."""

from __future__ import annotations

import socket
from collections.abc import Iterator
from pathlib import Path

import flet_web
import pytest

from companion.web.access import SECRET_FILE
from companion.web.server import plain_path
from tests.browser.join_helpers import save_game
from tests.browser.server import ROOT, Served, free_port, start_companion

#: Enough ``..`` to climb from any folder the server serves to the root.
UP = "../" * 16


def beginning(file: Path) -> bytes:
    """The first bytes of a file the server must never serve: in no answer, whatever its status."""
    return file.read_bytes()[:48]


def raw_get(served: Served, path: str) -> tuple[int, bytes]:
    """``GET path`` sent byte for byte as given (nothing normalised or encoded on the way); status and body."""
    port = int(served.url.rsplit(":", 1)[1])
    with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
        sock.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n".encode("latin-1"))
        answer = b""
        while chunk := sock.recv(65536):
            answer += chunk
    head, _, body = answer.partition(b"\r\n\r\n")
    return int(head.split(b" ", 2)[1]), body


@pytest.fixture(scope="module")
def table(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Served, Path]]:
    """A server with a saved game (so its data dir holds companion.db and the join secret), and that data dir."""
    data_dir = tmp_path_factory.mktemp("static") / "data"
    save_game(data_dir)
    served = start_companion(data_dir, free_port())
    try:
        yield served, data_dir
    finally:
        served.stop()


def traversals(data_dir: Path) -> list[tuple[str, Path]]:
    """Requests reaching for a file outside what is served: the project's pyproject.toml and source, flet-web's own
    package files beside its web client, the data dir's database and join secret, and /etc/passwd."""
    project = ROOT / "pyproject.toml"
    flet_package = Path(flet_web.__file__)
    data = str(data_dir).lstrip("/")
    return [
        ("/../pyproject.toml", project),
        ("/assets/../../pyproject.toml", project),
        (f"/{UP}{str(project).lstrip('/')}", project),
        (f"/%2e%2e/{UP.replace('..', '%2e%2e')}{str(project).lstrip('/')}", project),
        (f"/%2E%2E%2F{UP.replace('/', '%2F')}{str(project).lstrip('/')}", project),
        (f"/..%2f{UP.replace('/', '%2f')}{data}/{SECRET_FILE}", data_dir / SECRET_FILE),
        (f"/%252e%252e%252f{UP.replace('..', '%252e%252e').replace('/', '%252f')}{data}/companion.db",
         data_dir / "companion.db"),
        (f"/..\\{UP.replace('/', chr(92))}{data}\\companion.db", data_dir / "companion.db"),
        (f"/..%5c{UP.replace('/', '%5c')}{data}%5c{SECRET_FILE}", data_dir / SECRET_FILE),
        (f"/{UP}{data}/{SECRET_FILE}", data_dir / SECRET_FILE),
        (f"//{data}/companion.db", data_dir / "companion.db"),
        (f"/%2f{data}/{SECRET_FILE}", data_dir / SECRET_FILE),
        ("//etc/passwd", Path("/etc/passwd")),
        (f"/{UP}etc/passwd", Path("/etc/passwd")),
        ("/./../__init__.py", flet_package),
        ("/../__init__.py", flet_package),
        (f"/icons/{UP}{str(ROOT / 'companion' / 'web' / 'server.py').lstrip('/')}", ROOT / "companion/web/server.py"),
        (f"/%00/{UP}etc/passwd", Path("/etc/passwd")),
    ]


def test_path_traversal_in_any_spelling_is_answered_404_and_never_with_the_file(table: tuple[Served, Path]) -> None:
    served, data_dir = table
    for path, file in traversals(data_dir):
        status, body = raw_get(served, path)
        assert beginning(file) not in body, f"{path} served {file}"
        assert status == 404, f"{path}: {status}"


def test_an_address_naming_a_file_elsewhere_is_the_app_s_page_never_the_file(table: tuple[Served, Path]) -> None:
    """A plain address that happens to name a file outside (``/etc/passwd``, the data dir's path) is an address of
    the app, like ``/docs``: it gets the app's page (which shows "does not exist"), or 404 for a file's name."""
    served, data_dir = table
    _, page = raw_get(served, "/")
    database, secret = data_dir / "companion.db", data_dir / SECRET_FILE
    for path, file in [("/etc/passwd", Path("/etc/passwd")), (str(secret), secret), (str(database), database),
                       ("/pyproject.toml", ROOT / "pyproject.toml"), (f"/{SECRET_FILE}", secret),
                       ("/companion.db", database)]:
        status, body = raw_get(served, path)
        assert beginning(file) not in body, f"{path} served {file}"
        assert (status, body) == (200, page) or status == 404, f"{path}: {status}"


def test_the_web_client_and_the_app_s_assets_are_still_served(table: tuple[Served, Path]) -> None:
    served, _ = table
    icon = next((ROOT / "assets" / "icons").glob("*.svg"))
    for path, beginning in [("/", b"<!DOCTYPE html>"), ("/manifest.json", b"{"), ("/main.dart.js", b"(function"),
                            ("/favicon.png", b"\x89PNG"), (f"/icons/{icon.name}", icon.read_bytes()[:32])]:
        status, body = raw_get(served, path)
        assert (status, body[:len(beginning)]) == (200, beginning), path


def test_plain_paths_are_those_without_dot_segments_backslashes_or_doubled_slashes() -> None:
    assert all(plain_path(path) for path in ("/", "/game/abc/log", "/icons/coin.svg", "/assets/", "/a.b/c..d"))
    assert not any(plain_path(path) for path in (
        "/..", "/.", "/a/../b", "/a/./b", "//etc", "/a//b", "/a\\b", "/\x00", "/%2e%2e/x", "/%2E/x", "/%2fetc",
        "/%5c", "/%00"))
