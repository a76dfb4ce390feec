"""The Ancient World's paper sheet's screens: the sheet, one player at a time, and its result."""

from companion.ui.kind_screens import KindScreens
from companion.ui.paper.taw_result import TawPaperScore
from companion.ui.paper.taw_sheet import TawPaperTable

#: No end of round: the game was played on paper. The frame scrolls the sheet, for a line longer than the phone (many
#: scoring cards, a problem said above it); the usual line fits with no scrolling (benchmarks/score_taps.py).
SCREENS = KindScreens(table=TawPaperTable, score=TawPaperScore, round_end_tab=False)
