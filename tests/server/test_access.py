"""The join code (companion.web.access): wrong codes counted per browser and per address, the lock-out, the
remembered token, the code kept in the data directory."""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

import pytest

from companion.web import kept_files
from companion.web.access import (
    ADDRESS_TRIES,
    CODE_DIGITS,
    CODE_FILE,
    LOCK_S,
    MIN_SECRET_BYTES,
    SECRET_FILE,
    SERVER_REFILL_S,
    SERVER_TRIES,
    TRIES,
    Access,
    new_code,
    normalised,
    spaced,
)
from companion.words import english
from tests.said import in_english, in_german, said
from tests.server.clock import Clock

#: Seconds in a year, for the guessing arithmetic of docs/security.md.
YEAR_S = 365 * 24 * 3600


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
    assert said(first.said) == ("server.join.wrong", {"n": 4})
    # What the phone reads, in each language.
    assert in_english(first.said) == "That is not the join code: 4 tries left before this phone must wait a minute."
    assert in_german(first.said) == ("Das ist nicht der Beitrittscode: noch 4 Versuche, bevor dieses Handy eine Minute "
                                     "warten muss.")
    for _ in range(TRIES - 3):
        access.attempt("browser-a", "192.168.1.7", "111111")
    last = access.attempt("browser-a", "192.168.1.7", "111111").said
    assert said(last) == ("server.join.wrong", {"n": 1})
    assert in_english(last).startswith("That is not the join code: 1 try left")


def test_five_wrong_codes_lock_that_browser_out_for_a_minute_even_from_the_right_code() -> None:
    clock = Clock()
    access = made(clock)
    results = [access.attempt("browser-a", "192.168.1.7", "000000") for _ in range(TRIES)]
    assert results[-1].locked_s == pytest.approx(LOCK_S)
    assert said(results[-1].said) == ("server.join.wait", {"seconds": 60})
    clock.now += 20
    still = access.attempt("browser-a", "192.168.1.7", "482915")
    assert not still.joined and still.locked_s == pytest.approx(LOCK_S - 20)
    assert said(still.said) == ("server.join.wait", {"seconds": 40})
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
    assert said(access.attempt("", "10.0.0.11", "000000").said) == ("server.join.wrong", {"n": ADDRESS_TRIES - 1})


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


def test_wrong_codes_from_every_address_together_pause_typing_for_the_whole_server() -> None:
    """Issue 21: a script spreading its guesses over many addresses (one wrong code each, under new browsers) is
    limited too: after SERVER_TRIES wrong codes, typed codes are not checked at all, the right one neither, until the
    server's tries refill (one each SERVER_REFILL_S); a join token is still checked, so a phone scanning the QR code
    joins meanwhile. Before: one code was refused only after 20 from its own address, and 100 addresses found it."""
    clock = Clock()
    access = made(clock)
    for n in range(SERVER_TRIES):
        assert not access.attempt(f"guesser-{n}", f"10.1.0.{n + 1}", f"{n:06d}").joined
    refused = access.attempt("table-phone", "192.168.1.7", "482915")
    assert not refused.joined and refused.locked_s == pytest.approx(SERVER_REFILL_S)
    assert said(refused.said) == ("server.join.paused", {"minutes": 6})
    assert in_english(refused.said) == ("Too many wrong codes at this table: typing the code is paused for 6 min. To "
                                        "join now, scan the QR code on the table's device (Home, Invite a phone).")
    assert access.remembers(access.token())  # the QR code's token is checked while typing is paused
    assert access.alarm().wrong == SERVER_TRIES + 0 and access.alarm().paused_min == 6
    clock.now += SERVER_REFILL_S
    assert access.attempt("table-phone", "192.168.1.7", "482915").joined


def test_guessing_the_code_by_typing_takes_years(tmp_path: Path) -> None:
    """The arithmetic of docs/security.md, played out: a guesser trying a new code from a new address and browser as
    soon as the server checks one, for a year of continuous tries, gets SERVER_TRIES checked at once and then one each
    SERVER_REFILL_S: 87,610 of the million codes, so finding the code takes 5.7 years on average."""
    clock = Clock()
    access = made(clock)
    ends, checked, most = clock.now + YEAR_S, 0, SERVER_TRIES + YEAR_S // SERVER_REFILL_S
    # Each try comes only once the last answer's wait is over, so each one is checked.
    while clock.now < ends and checked <= most:
        guess = f"{checked:06d}" if f"{checked:06d}" != "482915" else "999999"
        attempt = access.attempt(f"guesser-{checked}", f"10.{checked >> 16 & 255}.{checked >> 8 & 255}.{checked & 255}",
                                 guess)
        assert not attempt.joined
        checked += 1
        clock.now += attempt.locked_s + 0.001 if attempt.locked_s else 0.0
    assert 87_000 < checked <= most == 87_610
    assert 10**6 / 2 / checked > 5.7  # years, on average, to try half the codes


def test_wrong_tokens_count_with_wrong_codes_and_a_stale_one_counts_once() -> None:
    """A token that is not the server's (forged, or a phone's from before the code changed) is a wrong guess: it
    counts with the wrong codes (before: never counted, and 985 forged tokens a minute found the code on a server
    whose secret was empty). The same wrong value again tells a guesser nothing and is not counted again."""
    clock = Clock()
    access = made(clock)
    stale = made(clock, code="111222").token()
    for _ in range(5):
        assert not access.remembers(stale)  # a phone reloading with its old token
    assert access.alarm().wrong == 1
    for n in range(SERVER_TRIES - 1):
        assert not access.remembers(f"forged-{n}")
    assert access.alarm().wrong == SERVER_TRIES
    assert not access.attempt("table-phone", "192.168.1.7", "482915").joined  # typing paused
    assert not access.remembers(None) and access.alarm().wrong == SERVER_TRIES  # no token is not a wrong one


def test_a_join_secret_is_never_shorter_than_the_minimum() -> None:
    """A key of zero length makes every token HMAC(b"", code), which anyone can compute."""
    for secret in (b"", b"s" * (MIN_SECRET_BYTES - 1)):
        with pytest.raises(ValueError, match=f"a join secret must be at least {MIN_SECRET_BYTES} bytes"):
            Access("482915", secret)


@pytest.mark.parametrize(("content", "said"), [
    (b"", "was empty"),
    (b"\n\n", "was empty"),
    (b"0123456789abcdef\n", "held 16 characters, not a secret of at least 64 hex digits"),
    (b"\xff\xfe" * 40, "could not be read (it is not text)"),
])
def test_an_unusable_secret_is_replaced_and_the_start_says_so(tmp_path: Path, content: bytes, said: str) -> None:
    """Issue 21: a join-secret left empty by a full disk was accepted without a word. Now an empty, short or
    unreadable one is replaced by a new secret (mode 600), and the start-up says so and what it means."""
    path = tmp_path / SECRET_FILE
    path.write_bytes(content)
    access = Access.for_data_dir(tmp_path)
    kept = path.read_text().strip()
    assert len(kept) == 64 and int(kept, 16) >= 0 and stat.S_IMODE(path.stat().st_mode) == 0o600
    assert tuple(english()(n) for n in access.notices) == (
        f"The join secret {path} {said}: a new one was made, so phones that joined before must join again",)
    assert Access(access.code, kept.encode()).token() == access.token()
    assert Access.for_data_dir(tmp_path).notices == ()  # the next start finds it good
    assert not [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_a_secret_that_cannot_be_written_leaves_the_old_file_and_nothing_else(tmp_path: Path,
                                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """A disk that fills up while the secret is written: the write fails (the start is refused, serve.py), the file
    is as it was, and no temporary file is left behind; never an empty secret."""
    path = tmp_path / SECRET_FILE
    path.write_text("")

    def full(_descriptor: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(kept_files.os, "fsync", full)
    with pytest.raises(OSError, match="No space left on device"):
        Access.for_data_dir(tmp_path)
    assert path.read_bytes() == b"" and [p.name for p in tmp_path.iterdir()] == [SECRET_FILE]


@pytest.mark.parametrize("printed", ["482 915", "482-915", "482\t915", "482\u2009915", "482\u00a0915", "482\u2013915",
                                     "482\u2212915", " 482915\n", "\uff14\uff18\uff12\uff19\uff11\uff15"])
def test_a_code_pasted_as_printed_joins_whatever_space_or_dash_is_in_it(printed: str) -> None:
    assert made(Clock()).attempt("browser-a", "192.168.1.7", printed).joined


def test_an_entry_that_cannot_be_a_code_spends_no_try() -> None:
    access = made(Clock())
    for slip in ("48291", "482 9155", "482 91a", ""):
        refused = access.attempt("browser-a", "192.168.1.7", slip)
        assert not refused.joined and said(refused.said) == ("server.join.not_a_code", {"digits": CODE_DIGITS})
    assert said(access.attempt("browser-a", "192.168.1.7", "111 111").said) == ("server.join.wrong", {"n": 4})
