"""How a phone finds the server (companion.web.invite): which addresses are offered, and their QR codes."""

from __future__ import annotations

import re

import segno

from companion.cli.serve import _invitation
from companion.web.access import Access
from companion.web.invite import qr_svg, reachable, terminal_qr, url

LINK = "http://192.168.1.20:8550/"
MACHINE = ["127.0.0.1", "192.168.1.20", "169.254.3.4", "10.0.0.5", "::1", "fe80::1%eth0", "fd00::2"]


def test_every_address_offers_the_machine_s_ipv4_addresses_a_phone_can_reach() -> None:
    assert reachable("0.0.0.0", MACHINE) == ["192.168.1.20", "10.0.0.5"]
    assert reachable("", MACHINE) == ["192.168.1.20", "10.0.0.5"]


def test_ipv6_is_offered_when_listening_on_it_and_there_is_no_ipv4_address() -> None:
    assert reachable("::", ["::1", "fe80::1%eth0", "fd00::2"]) == ["fd00::2"]
    assert reachable("0.0.0.0", ["127.0.0.1", "::1"]) == []


def test_one_address_given_is_the_one_offered() -> None:
    assert reachable("192.168.1.20", MACHINE) == ["192.168.1.20"]


def test_urls_bracket_ipv6() -> None:
    assert url("192.168.1.20", 8550) == "http://192.168.1.20:8550/"
    assert url("fd00::2", 8550) == "http://[fd00::2]:8550/"


def test_the_terminal_qr_code_draws_the_symbol_of_the_address_two_rows_a_line() -> None:
    link = "http://192.168.1.20:8550/"
    symbol = segno.make(link, error="m")
    width, height = symbol.symbol_size()  # with the quiet zone
    lines = terminal_qr(link).rstrip("\n").split("\n")
    assert len(lines) == (height + 1) // 2
    assert all(len(line) == width for line in lines)
    assert set("".join(lines)) <= {" ", "\u2588", "\u2580", "\u2584"}


def test_the_invite_qr_code_is_an_svg_of_the_same_symbol_one_unit_a_module() -> None:
    """One unit a module, no scale transform: Flutter's SVG renderer moved segno's scaled lines without thickening
    them (a scale of 8 drew each module about 1 px tall, unscannable); the Image's size scales it instead."""
    link = "http://192.168.1.20:8550/"
    svg = qr_svg(link)
    assert svg.startswith("<svg") and "<path" in svg and "scale(" not in svg
    width, height = segno.make(link, error="m").symbol_size(scale=1)
    assert re.search(rf'width="{width}" height="{height}"', svg)


def test_the_terminal_s_qr_code_is_the_join_link_and_the_printed_address_the_plain_one() -> None:
    """Issue 21: the QR code ``companion serve --table`` prints carries the join token (a phone scanning it joins with
    no typing); the address printed in words stays the plain one, to be typed with the join code."""
    served = Access("482915", b"k" * 32, networked=True, urls=(LINK,))
    printed = _invitation(served)
    assert f"Phones at the table open {LINK}  (or scan this code: it joins with no typing):" in printed
    assert terminal_qr(served.link(LINK)) in printed and terminal_qr(LINK) not in printed
    assert served.link(LINK) == f"{LINK}#join={served.token()}"
