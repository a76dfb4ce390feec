"""Who may see this server's games: this machine (loopback), and each browser that gave the table's join code.

A phone at the table joins by scanning the QR code the table's device shows (Home, "Invite a phone") or the terminal
printed at start, whose address carries the join token (:meth:`Access.link`), or by typing the code shown beside it.
Until then its session gets the join screen only (``companion.ui.screens.join``): no game, name or control. The code
is six digits, new at each server start unless the user keeps a fixed one in the data directory (``companion serve
--keep-code``); it is compared in constant time and never printed other than in the one start-up line. :data:`TRIES`
wrong codes lock that browser out for :data:`LOCK_S` seconds (and an address that keeps guessing under new browsers
is locked after :data:`ADDRESS_TRIES`), and the join screen says so.

A browser that joined is remembered by a token saved in its preferences: an HMAC of the code under a secret kept in
the data directory (companion.web.kept_files), so it is good until the code changes and is worth nothing on another
server. The QR code's address carries the same token, so a phone that scans it is let in with no typing.

Wrong codes and wrong tokens from every address together are limited too (:class:`ServerLimit`): a script spreading
its guesses over many addresses (a /24 found a code in about an hour and a half) gets :data:`SERVER_TRIES` at once,
then one each :data:`SERVER_REFILL_S` seconds; meanwhile typed codes are not even checked. Tokens still are (a token
cannot be guessed), so phones scan the QR code to join while someone floods; Home tells the table's device how many
wrong codes came in the last minute (docs/security.md).
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import ipaddress
import math
import secrets
import time
import unicodedata
from collections import OrderedDict, deque
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from companion.web.kept_files import CODE_FILE, join_secret, kept_text
from companion.web.kept_files import SECRET_FILE as SECRET_FILE  # where the tests and the docs look for it
from companion.words import Msg, english, ntext, text

#: Digits in a join code.
CODE_DIGITS = 6
#: Wrong codes one browser may give before it is locked out.
TRIES = 5
#: Wrong codes one address may give (under any number of browsers) before it is locked out: fewer than the whole
#: server's :data:`SERVER_TRIES`, so that one address alone cannot pause typing for the whole table.
ADDRESS_TRIES = 8
#: Seconds a lock-out lasts, and the window wrong codes are counted in.
LOCK_S = 60.0
#: Wrong codes and tokens the whole server takes at once (from any number of addresses) before typed codes are
#: paused...
SERVER_TRIES = 10
#: ... and the seconds after which it takes one more (10 an hour): guessing a code takes years (docs/security.md).
SERVER_REFILL_S = 360.0
#: The window Home's count of wrong codes covers ("23 wrong join codes in the last minute").
ALARM_WINDOW_S = 60
#: Browsers and addresses whose wrong codes are remembered, at most (the oldest are forgotten first).
_KEPT = 4096
#: The shortest key the join tokens may be signed with (bytes): never an empty or guessable one.
MIN_SECRET_BYTES = 32
#: What a join link's address ends with, before the token (companion.web.page takes it from there).
LINK_MARK = "#join="
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
    """A typed or pasted code without the spaces and dashes people put in it ("482 915", "482-915", "482\u2009915" on
    a line of its own are "482915"): any space (a tab, a no-break or thin space, a line end), any dash or minus sign;
    full-width digits read as digits."""
    text = unicodedata.normalize("NFKC", typed)
    return "".join(ch for ch in text if not ch.isspace() and unicodedata.category(ch) != "Pd" and ch != "\u2212")


def looks_like_a_code(given: str) -> bool:
    """Whether a normalised entry could be a join code at all (:data:`CODE_DIGITS` digits 0-9)."""
    return len(given) == CODE_DIGITS and all(ch in "0123456789" for ch in given)


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


JOINED = text("server.join.joined", "Joined.")
NOT_A_CODE = text("server.join.not_a_code", "A join code is {digits} digits, like 123 456; that was not one, so it "
                  "did not count as a try.")
WRONG = ntext("server.join.wrong", "That is not the join code: {n} try left before this phone must wait a minute.",
              "That is not the join code: {n} tries left before this phone must wait a minute.")
PAUSED = text("server.join.paused", "Too many wrong codes at this table: typing the code is paused for {minutes} min. "
              "To join now, scan the QR code on the table's device (Home, Invite a phone).")
WAIT = text("server.join.wait", "Too many wrong codes: this phone may try again in {seconds} s. The code is on the "
            "table's device (Home, Invite a phone) and in the terminal that started Companion.")


@dataclass(frozen=True)
class Attempt:
    """What became of a typed code: joined, or why not (``said``: a message with the tries left or the seconds to
    wait; ``message`` its English)."""

    joined: bool
    said: Msg
    locked_s: float = 0.0

    @property
    def message(self) -> str:
        """What became of it, in English (a terminal, the tests)."""
        return english()(self.said)


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


@dataclass(frozen=True)
class Alarm:
    """What Home tells the table's device: the wrong codes and tokens of the last minute, and the minutes typed
    codes stay paused (0 when they are not)."""

    wrong: int
    paused_min: int


class ServerLimit:
    """Wrong codes and tokens from every address together: a bucket of :data:`SERVER_TRIES`, refilled by one each
    :data:`SERVER_REFILL_S` seconds; typed codes wait while it is empty. Also counts them by the second for Home."""

    def __init__(self, clock: Callable[[], float]) -> None:
        self.clock = clock
        self.tries = float(SERVER_TRIES)
        self.refilled = clock()
        self.seconds: deque[list[int]] = deque()  # [second, wrong ones in it], the last ALARM_WINDOW_S of them

    def paused_for(self) -> float:
        """Seconds until a typed code may be checked again (0 when it may be now)."""
        now = self.clock()
        self.tries = min(float(SERVER_TRIES), self.tries + (now - self.refilled) / SERVER_REFILL_S)
        self.refilled = now
        return 0.0 if self.tries >= 1 else (1 - self.tries) * SERVER_REFILL_S

    def spend(self) -> None:
        """One wrong code or token that was checked: one try fewer (never below none, so that a flood does not
        pause the table for longer than one refill after it stops)."""
        self.paused_for()
        self.tries = max(0.0, self.tries - 1)

    def note(self) -> None:
        """Count one wrong code or token for Home, checked or not."""
        second = int(self.clock())
        if self.seconds and self.seconds[-1][0] == second:
            self.seconds[-1][1] += 1
        else:
            self.seconds.append([second, 1])
        self._forget()

    def alarm(self) -> Alarm:
        """The wrong codes of the last minute and the minutes typed codes stay paused."""
        self._forget()
        return Alarm(sum(count for _, count in self.seconds), math.ceil(self.paused_for() / 60))

    def _forget(self) -> None:
        oldest = int(self.clock()) - ALARM_WINDOW_S
        while self.seconds and self.seconds[0][0] <= oldest:
            self.seconds.popleft()


class Access:
    """The join code of one server, the browsers locked out of it, and whether loopback is trusted."""

    def __init__(self, code: str, secret: bytes, *, trust_loopback: bool = True, kept: bool = False,
                 networked: bool = False, urls: tuple[str, ...] = (), notices: tuple[Msg, ...] = (),
                 clock: Callable[[], float] = time.monotonic) -> None:
        if len(secret) < MIN_SECRET_BYTES:
            raise ValueError(f"a join secret must be at least {MIN_SECRET_BYTES} bytes; this one has {len(secret)}")
        self.code = code
        #: True when the code is kept in the data directory (the same at each start), False when new at this one.
        self.kept = kept
        self._secret = secret
        self.trust_loopback = trust_loopback
        #: True when the server listens beyond loopback (``--table``, ``--host``), and the addresses a phone can open
        #: it at (shown by Home's "Invite a phone"; none found when the machine is on no network).
        self.networked = networked
        self.urls = urls
        #: What the start-up must say about the files kept for joining (a secret that had to be replaced).
        self.notices = notices
        self._browsers = _Failures(TRIES, clock)
        self._addresses = _Failures(ADDRESS_TRIES, clock)
        self._server = ServerLimit(clock)
        self._refused: OrderedDict[bytes, None] = OrderedDict()  # digests of the wrong tokens counted, latest last

    @classmethod
    def for_data_dir(cls, data_dir: Path, *, keep_code: bool = False, trust_loopback: bool = True,
                     networked: bool = False, urls: tuple[str, ...] = ()) -> Access:
        """The access of a server keeping its games in ``data_dir``: its secret from there (made on first use, and
        made again, with a notice, when unusable: kept_files.join_secret), and the code kept there when ``keep_code``
        (made on first use), else a new one."""
        secret, notice = join_secret(data_dir)
        code = kept_text(data_dir / CODE_FILE, new_code) if keep_code else new_code()
        if not looks_like_a_code(normalised(code)):
            raise ValueError(f"{data_dir / CODE_FILE} does not hold a {CODE_DIGITS}-digit join code")
        return cls(normalised(code), secret.encode(), trust_loopback=trust_loopback, kept=keep_code,
                   networked=networked, urls=urls, notices=(notice,) if notice else ())

    def trusted(self, client_ip: str) -> bool:
        """True when a client at ``client_ip`` needs no code (loopback, unless told not to trust it)."""
        return self.trust_loopback and is_loopback(client_ip)

    def token(self) -> str:
        """What a joined browser keeps to be let in again, and what the QR code's address carries: 256 bits (43
        characters of URL-safe base64), good until the code changes, on this server only."""
        digest = hmac.new(self._secret, self.code.encode(), hashlib.sha256).digest()
        return base64.urlsafe_b64encode(digest).rstrip(b"=").decode("ascii")

    def link(self, url: str) -> str:
        """``url`` (an address of this server) as a join link: a phone opening it is let in with no typing. The token
        is in the fragment, which a browser never sends in a request (companion.web.page takes it from there)."""
        return f"{url}{LINK_MARK}{self.token()}"

    def remembers(self, token: object) -> bool:
        """True when ``token`` (a browser's saved value, or the one its join link carried, of any type; None when it
        has none) is this server's token for its code. Any other value is a wrong guess: it counts against the whole
        server's tries and in Home's count, as a wrong code does, once (a phone that joined before the code changed
        offers its old token at each visit until it joins again). It is checked even while typed codes are paused:
        a token cannot be guessed, and this is how phones still join then."""
        if token is None:
            return False
        if isinstance(token, str) and hmac.compare_digest(token.encode("utf-8", "surrogatepass"),
                                                          self.token().encode()):
            return True
        seen = hashlib.sha256(repr(token).encode("utf-8", "surrogatepass")).digest()
        if seen not in self._refused:  # the same value again tells a guesser nothing: a phone's stale token counts once
            self._refused[seen] = None
            while len(self._refused) > _KEPT:
                self._refused.popitem(last=False)
            self._server.spend()
            self._server.note()
        return False

    def alarm(self) -> Alarm:
        """What Home tells the table's device about wrong codes (:class:`Alarm`)."""
        return self._server.alarm()

    def locked_for(self, browser: str, address: str) -> float:
        """Seconds the browser (or its address) must wait before it may give a code again."""
        return max(self._browsers.locked_for(browser) if browser else 0.0, self._addresses.locked_for(address))

    def attempt(self, browser: str, address: str, typed: str) -> Attempt:
        """Check a typed code from ``browser`` (its cookie; "" when it sent none) at ``address``.

        While the browser, its address or the whole server is locked out, the code is not checked: it is refused
        whatever it is, so that the answer tells a guesser nothing (a wrong one is still counted for Home). Spaces and
        dashes are no part of a code (:func:`normalised`); an entry that cannot be one (five digits, a letter) is
        said so and spends no try: it cannot be right, so it tells a guesser nothing either."""
        given = normalised(typed)
        right = hmac.compare_digest(given.encode("utf-8", "surrogatepass"), self.code.encode())
        wait, paused = self.locked_for(browser, address), self._server.paused_for()
        if wait or paused:
            if not right:
                self._server.note()
            return _refused(wait, paused)
        if right:
            return Attempt(True, JOINED())
        if not looks_like_a_code(given):  # a slip (5 digits, a stray letter) tells a guesser nothing: no try spent
            return Attempt(False, NOT_A_CODE(digits=CODE_DIGITS))
        self._server.spend()
        self._server.note()
        left = self._addresses.add(address)
        if browser:
            left = min(left, self._browsers.add(browser))
        wait, paused = self.locked_for(browser, address), self._server.paused_for()
        if wait or paused:
            return _refused(wait, paused)
        return Attempt(False, WRONG(n=left))


def _refused(wait: float, paused: float) -> Attempt:
    """The answer to a code given while this phone (``wait`` s) or every phone (``paused`` s) must wait."""
    if paused > wait:
        minutes = max(1, math.ceil(paused / 60))
        return Attempt(False, PAUSED(minutes=minutes), paused)
    seconds = max(1, round(wait))
    return Attempt(False, WAIT(seconds=seconds), wait)
