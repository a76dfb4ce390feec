"""Card abilities (Card Clarifications), one record per catalog ability id: :mod:`.registry`.

:mod:`.ids` is the list of known ids alone, so that card models can refuse an unknown id without importing
the engine; :mod:`.during_moves` holds the abilities that act during a move. This package's ``__init__``
imports nothing, so reading :mod:`.ids` stays cheap.
"""
