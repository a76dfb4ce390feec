"""The join code (companion.web.access): wrong codes counted per browser and per address, the lock-out, the
remembered token, the code kept in the data directory."""

from __future__ import annotations

import stat
from pathlib import Path

import pytest

from companion.web.access import (
    ADDRESS_TRIES,
    CODE_DIGITS,
    CODE_FILE,
    LOCK_S,
    SECRET_FILE,
    TRIES,
    Access,
    new_code,
    normalised,
    spaced,
)
from tests.server.clock import Clock


def made(clock: Clock, code: str = "482915", secret: bytes = b"s" * 32, **options: bool) -> Access:
    return Access(code, secret, clock=clock, **options)


def test_a_new_code_is_six_digits_and_shown_in_two_groups() -> None:
    codes = {new_code() for _ in range(50)}
    assert all(len(code) == CODE_DIGITS and code.isdigit() for code in codes)
    assert len(codes) > 40  # random, not a constant
    assert spaced("482915") == "482 915"
    assert normalised(" 482-915 ") == "482915"


def test_the_right_code_joins_even_typed_with_spaces() -> None:
    attempt = made(Clock()).attempt("browser-a", "192.168.1.7", "482 915")
    assert attempt.joined


def test_a_wrong_code_says_how_many_tries_are_left() -> None:
    access = made(Clock())
    first = access.attempt("browser-a", "192.168.1.7", "111111")
    assert not first.joined
    assert first.message == "That is not the join code: 4 tries left before this phone must wait a minute."
    for _ in range(TRIES - 3):
        access.attempt("browser-a", "192.168.1.7", "111111")
    assert access.attempt("browser-a", "192.168.1.7", "111111").message.startswith(
        "That is not the join code: 1 try left")


def test_five_wrong_codes_lock_that_browser_out_for_a_minute_even_from_the_right_code() -> None:
    clock = Clock()
    access = made(clock)
    results = [access.attempt("browser-a", "192.168.1.7", "000000") for _ in range(TRIES)]
    assert results[-1].locked_s == pytest.approx(LOCK_S)
    assert results[-1].message.startswith("Too many wrong codes: this phone may try again in 60 s.")
    clock.now += 20
    still = access.attempt("browser-a", "192.168.1.7", "482915")
    assert not still.joined and still.locked_s == pytest.approx(LOCK_S - 20)
    assert "in 40 s" in still.message
    # Another browser on the same address is not locked out by the first one's tries.
    assert access.attempt("browser-b", "192.168.1.7", "482915").joined
    clock.now += 40
    assert access.attempt("browser-a", "192.168.1.7", "482915").joined


def test_an_address_guessing_under_new_browsers_is_locked_out_too() -> None:
    clock = Clock()
    access = made(clock)
    for n in range(ADDRESS_TRIES):
        access.attempt(f"browser-{n // 4}", "10.0.0.9", "000000")  # a new browser before each one locks
    assert access.locked_for("browser-new", "10.0.0.9") == pytest.approx(LOCK_S)
    assert not access.attempt("browser-new", "10.0.0.9", "482915").joined
    assert access.attempt("browser-new", "10.0.0.10", "482915").joined  # another phone at the table
    # Without a browser cookie only the address counts.
    assert access.attempt("", "10.0.0.11", "000000").message.startswith(
        f"That is not the join code: {ADDRESS_TRIES - 1} tries left")


def test_loopback_is_trusted_unless_told_not_to() -> None:
    clock = Clock()
    assert made(clock).trusted("127.0.0.1") and made(clock).trusted("::1")
    assert not made(clock).trusted("192.168.1.7") and not made(clock).trusted("")
    assert not made(clock, trust_loopback=False).trusted("127.0.0.1")


def test_the_token_is_good_until_the_code_changes_and_only_on_its_own_server() -> None:
    clock = Clock()
    access = made(clock)
    token = access.token()
    assert access.remembers(token)
    assert not made(clock, code="111222").remembers(token)  # the code changed (a restart)
    assert not made(clock, secret=b"t" * 32).remembers(token)  # another server, same code
    assert not access.remembers(None) and not access.remembers(123) and not access.remembers("")
    assert not access.remembers(token[:-1] + ("0" if token[-1] != "0" else "1"))


def test_the_secret_is_kept_in_the_data_dir_readable_by_its_user_only(tmp_path: Path) -> None:
    first = Access.for_data_dir(tmp_path)
    mode = stat.S_IMODE((tmp_path / SECRET_FILE).stat().st_mode)
    assert mode == 0o600
    second = Access.for_data_dir(tmp_path)
    assert not (tmp_path / CODE_FILE).exists()  # a new code at each start is written nowhere
    assert not second.kept
    # The same code on the same secret gives the same token: what a kept code relies on.
    assert Access(first.code, (tmp_path / SECRET_FILE).read_text().strip().encode()).token() == first.token()


def test_a_kept_code_is_the_same_at_each_start_and_a_browser_stays_joined(tmp_path: Path) -> None:
    first = Access.for_data_dir(tmp_path, keep_code=True)
    second = Access.for_data_dir(tmp_path, keep_code=True)
    assert first.kept and second.code == first.code
    assert second.remembers(first.token())
    assert (tmp_path / CODE_FILE).read_text().strip() == first.code


def test_a_damaged_kept_code_is_refused_naming_the_file(tmp_path: Path) -> None:
    (tmp_path / CODE_FILE).write_text("12ab\n")
    with pytest.raises(ValueError, match=f"{CODE_FILE} does not hold a 6-digit join code"):
        Access.for_data_dir(tmp_path, keep_code=True)
