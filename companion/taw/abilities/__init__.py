"""Card abilities (Card Clarifications): :mod:`.records` is the one list of ability ids (plain records, no code),
:mod:`.registry` gives each its hooks, whose functions are in :mod:`.during_moves` (during a move) and
:mod:`.end_scores` (end-of-game scoring). This ``__init__`` imports nothing, so card models can read
:mod:`.records` without importing the engine.
"""
