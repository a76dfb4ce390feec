"""Companion's web server: Flet's web client and session handler behind guards of our own (docs/security.md).

- ``server``: builds the ASGI app from Flet's building blocks and runs it with uvicorn until Ctrl-C/SIGTERM;
- ``guard``: answers only requests for this server's own page (Host, Origin, Sec-Fetch-Site) and adds the
  security headers to every response;
- ``budget``: a per-connection message budget, so one flooding client is slowed, then dropped;
- ``addresses``: at most so many WebSocket connections open at once from one client address;
- ``sessions``: Flet sessions bound to the browser that opened them and dropped minutes after it left;
- ``page``: the page Flet serves, with nothing fetched from other sites.
"""
