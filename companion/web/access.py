"""Who may see this server's games: this machine (loopback), and each browser that gave the table's join code.

A phone at the table joins by typing the code the table's device shows (Home, "Invite a phone") or the terminal
printed at start. Until then its session gets the join screen only (``companion.ui.screens.join``): no game, name
or control. The code is six digits, new at each server start unless the user keeps a fixed one in the data
directory (``companion serve --keep-code``); it is compared in constant time and never printed other than in the
one start-up line. :data:`TRIES` wrong codes lock that browser out for :data:`LOCK_S` seconds (and an address
that keeps guessing under new browsers is locked after :data:`ADDRESS_TRIES`), and the join screen says so.

A browser that joined is remembered by a token saved in its preferences: an HMAC of the code under a secret kept
in the data directory, so it is good until the code changes and is worth nothing on another server.
"""

from __future__ import annotations

import hashlib
import hmac
import ipaddress
import os
import secrets
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

#: Digits in a join code.
CODE_DIGITS = 6
#: Wrong codes one browser may give before it is locked out.
TRIES = 5
#: Wrong codes one address may give (under any number of browsers) before it is locked out.
ADDRESS_TRIES = 20
#: Seconds a lock-out lasts, and the window wrong codes are counted in.
LOCK_S = 60.0
#: Browsers and addresses whose wrong codes are remembered, at most (the oldest are forgotten first).
_KEPT = 4096
#: Files in the data directory: the secret the join tokens are signed with, and a code the user chose to keep.
SECRET_FILE = "join-secret"
CODE_FILE = "join-code"
#: Where a session keeps the browser cookie it was opened with, and the address its connection came from
#: (``page.session.store``, set by companion.web.server; no client can write there, unlike ``page.client_ip``).
BROWSER_KEY = "companion.browser"
ADDRESS_KEY = "companion.address"
#: The browser's saved preference holding its join token.
TOKEN_KEY = "companion.join"


def new_code() -> str:
    """A fresh join code: :data:`CODE_DIGITS` random digits."""
    return "".join(secrets.choice("0123456789") for _ in range(CODE_DIGITS))


def normalised(typed: str) -> str:
    """A typed code without the spaces and dashes people add ("482 915" is "482915")."""
    return "".join(ch for ch in typed if ch not in " -\u00a0")


def spaced(code: str) -> str:
    """A code as shown, in two groups of three ("482 915"), easier to read across a table."""
    return f"{code[:3]} {code[3:]}" if len(code) == CODE_DIGITS else code


def is_loopback(host: str) -> bool:
    """True for addresses only this machine can reach (127.0.0.0/8, ::1, localhost)."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


@dataclass(frozen=True)
class Attempt:
    """What became of a typed code: joined, or why not (``message`` with the tries left or the seconds to wait)."""

    joined: bool
    message: str
    locked_s: float = 0.0


class _Failures:
    """Wrong codes per key (a browser or an address) within the last :data:`LOCK_S` seconds."""

    def __init__(self, limit: int, clock: Callable[[], float]) -> None:
        self.limit = limit
        self.clock = clock
        self.times: OrderedDict[str, list[float]] = OrderedDict()

    def recent(self, key: str) -> list[float]:
        now = self.clock()
        times = [t for t in self.times.get(key, []) if now - t < LOCK_S]
        if times:
            self.times[key] = times
        else:
            self.times.pop(key, None)
        return times

    def locked_for(self, key: str) -> float:
        """Seconds ``key`` stays locked out (0 when it may try)."""
        times = self.recent(key)
        return LOCK_S - (self.clock() - times[-self.limit]) if len(times) >= self.limit else 0.0

    def add(self, key: str) -> int:
        """Count one wrong code for ``key``; returns the tries it has left."""
        times = [*self.recent(key), self.clock()]
        self.times[key] = times
        self.times.move_to_end(key)
        while len(self.times) > _KEPT:
            self.times.popitem(last=False)
        return max(0, self.limit - len(times))


class Access:
    """The join code of one server, the browsers locked out of it, and whether loopback is trusted."""

    def __init__(self, code: str, secret: bytes, *, trust_loopback: bool = True, kept: bool = False,
                 networked: bool = False, urls: tuple[str, ...] = (),
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.code = code
        #: True when the code is kept in the data directory (the same at each start), False when new at this one.
        self.kept = kept
        self._secret = secret
        self.trust_loopback = trust_loopback
        #: True when the server listens beyond loopback (``--table``, ``--host``), and the addresses a phone can open
        #: it at (shown by Home's "Invite a phone"; none found when the machine is on no network).
        self.networked = networked
        self.urls = urls
        self._browsers = _Failures(TRIES, clock)
        self._addresses = _Failures(ADDRESS_TRIES, clock)

    @classmethod
    def for_data_dir(cls, data_dir: Path, *, keep_code: bool = False, trust_loopback: bool = True,
                     networked: bool = False, urls: tuple[str, ...] = ()) -> Access:
        """The access of a server keeping its games in ``data_dir``: its secret from there (made on first use), and
        the code kept there when ``keep_code`` (made on first use), else a new one."""
        secret = _kept(data_dir / SECRET_FILE, lambda: secrets.token_hex(32))
        code = _kept(data_dir / CODE_FILE, new_code) if keep_code else new_code()
        if len(normalised(code)) != CODE_DIGITS or not normalised(code).isdigit():
            raise ValueError(f"{data_dir / CODE_FILE} does not hold a {CODE_DIGITS}-digit join code")
        return cls(normalised(code), secret.encode(), trust_loopback=trust_loopback, kept=keep_code,
                   networked=networked, urls=urls)

    def trusted(self, client_ip: str) -> bool:
        """True when a client at ``client_ip`` needs no code (loopback, unless told not to trust it)."""
        return self.trust_loopback and is_loopback(client_ip)

    def token(self) -> str:
        """What a joined browser keeps to be let in again: good until the code changes, on this server only."""
        return hmac.new(self._secret, self.code.encode(), hashlib.sha256).hexdigest()

    def remembers(self, token: object) -> bool:
        """True when ``token`` (a browser's saved value, of any type) is this server's token for its code."""
        return isinstance(token, str) and hmac.compare_digest(token.encode(), self.token().encode())

    def locked_for(self, browser: str, address: str) -> float:
        """Seconds the browser (or its address) must wait before it may give a code again."""
        return max(self._browsers.locked_for(browser) if browser else 0.0, self._addresses.locked_for(address))

    def attempt(self, browser: str, address: str, typed: str) -> Attempt:
        """Check a typed code from ``browser`` (its cookie; "" when it sent none) at ``address``."""
        wait = self.locked_for(browser, address)
        if wait:
            return Attempt(False, _locked(wait), wait)
        if hmac.compare_digest(normalised(typed).encode(), self.code.encode()):
            return Attempt(True, "Joined.")
        left = self._addresses.add(address)
        if browser:
            left = min(left, self._browsers.add(browser))
        wait = self.locked_for(browser, address)
        if wait:
            return Attempt(False, _locked(wait), wait)
        tries = "1 try" if left == 1 else f"{left} tries"
        return Attempt(False, f"That is not the join code: {tries} left before this phone must wait a minute.")


def _locked(wait: float) -> str:
    seconds = max(1, round(wait))
    return (f"Too many wrong codes: this phone may try again in {seconds} s. The code is on the table's device "
            "(Home, Invite a phone) and in the terminal that started Companion.")


def _kept(path: Path, make: Callable[[], str]) -> str:
    """The text kept in ``path``; made with ``make`` and written (readable by this user only) when missing."""
    if path.is_file():
        return path.read_text(encoding="utf-8").strip()
    value = make()
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(descriptor, "w", encoding="utf-8") as file:
        file.write(value + "\n")
    return value
