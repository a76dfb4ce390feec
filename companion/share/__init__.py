"""A finished game's result carried out of the app: the kind-neutral result (:mod:`.result`), the link that logs the
play in BG Stats (:mod:`.bgstats`), the short text for a chat (:mod:`.text`) and the picture of the result card
(:mod:`.picture`). None of them imports flet: the Scores tab's share panel (``companion.ui.screens.share``) shows
what they make."""
