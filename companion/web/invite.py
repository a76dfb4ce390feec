"""How a phone finds this server: the addresses it can reach the machine at, and each as a QR code.

``companion serve --table`` listens on every address of the machine and prints, for each address a phone on the
same network can reach (:func:`reachable`: not loopback, not link-local), its URL and a QR code drawn in the
terminal; Home's "Invite a phone" panel shows the same URL with a QR code the server draws (:func:`qr_svg`).
Addresses are read with ``ifaddr``, QR codes drawn with ``segno``.
"""

from __future__ import annotations

import io
import ipaddress
from collections.abc import Iterable

import ifaddr
import segno

#: Hosts meaning "every address of this machine".
EVERY_ADDRESS = ("0.0.0.0", "::", "")


def _phone_reachable(address: ipaddress.IPv4Address | ipaddress.IPv6Address) -> bool:
    return not (address.is_loopback or address.is_link_local or address.is_multicast or address.is_unspecified)


def machine_addresses() -> list[str]:
    """Every IP address of this machine's network adapters, IPv4 first, in the order the system lists them."""
    found: list[str] = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            text = ip.ip if isinstance(ip.ip, str) else ip.ip[0]
            if text not in found:
                found.append(text)
    return sorted(found, key=lambda text: ":" in text)


def reachable(host: str, addresses: Iterable[str] | None = None) -> list[str]:
    """The addresses a phone can open a server listening on ``host`` at: ``host`` itself when it is one address,
    else the machine's (``addresses``, read from the system when None) that are neither loopback nor link-local;
    IPv6 ones only when there is no IPv4 one (phones on a home network use IPv4)."""
    if host not in EVERY_ADDRESS:
        return [host]
    usable = [text for text in (machine_addresses() if addresses is None else addresses)
              if _phone_reachable(ipaddress.ip_address(text.split("%")[0]))
              and (host == "::" or ":" not in text)]
    v4 = [text for text in usable if ":" not in text]
    return v4 or usable


def url(host: str, port: int) -> str:
    """The address of the app on ``host`` (an IPv6 address in brackets)."""
    return f"http://[{host}]:{port}/" if ":" in host else f"http://{host}:{port}/"


def terminal_qr(link: str) -> str:
    """``link`` as a QR code drawn with block characters, two rows of modules a line, for a terminal."""
    out = io.StringIO()
    segno.make(link, error="m").terminal(out=out, compact=True)
    return out.getvalue()


def qr_svg(link: str, error: str = "m") -> str:
    """``link`` as a QR code in SVG, dark modules on white with the quiet zone around, for the Invite panel (and the
    BG Stats link, whose length asks for the lowest ``error`` correction, raised by segno where it costs no size)."""
    out = io.BytesIO()
    segno.make(link, error=error).save(out, kind="svg", scale=1, dark="#000000", light="#FFFFFF", xmldecl=False)
    return out.getvalue().decode("utf-8")
