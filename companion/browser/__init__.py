"""Companion in the browser itself (the static site, issue 25): the games kept in the browser's storage
(:mod:`~companion.browser.keeping`), one tab at a time (:mod:`~companion.browser.tabs`), and the start of the app in
the tab (:mod:`~companion.browser.start`). Only the browser's Python imports ``js`` and ``pyodide``, and only here."""
