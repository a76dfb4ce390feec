"""Companion's web server: Flet's web client and session handler behind guards of our own (docs/security.md).

- ``server``: builds the ASGI app from Flet's building blocks and runs it with uvicorn until Ctrl-C/SIGTERM;
- ``guard``: answers only requests for this server's own page (Host, Origin, Sec-Fetch-Site) and adds the
  security headers to every response;
- ``limits``: every request's head limited in size (431) and in the time it takes to arrive (408);
- ``budget``: a per-connection message budget, so one flooding client is slowed, then dropped;
- ``addresses``: at most so many WebSocket connections open at once from one client address;
- ``sessions``: Flet sessions bound to the browser that opened them and dropped minutes after it left;
- ``messages``: a message Flet's client never sends closes its connection, counted in one line a minute;
- ``logs``: what Flet logs escaped, and each kind said once a minute;
- ``access``: the join code, the lock-outs (per phone and for the whole server) and the join token;
  ``kept_files``: the secret and the kept code in the data directory, written atomically;
- ``invite``: the addresses a phone can reach and their QR codes;
- ``page``: the page Flet serves, with nothing fetched from other sites, taking a join link's token.
"""
