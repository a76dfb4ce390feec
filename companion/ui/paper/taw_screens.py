"""The Ancient World's paper sheet's screens: the sheet, one player at a time, and its result."""

from companion.ui.kind_screens import KindScreens
from companion.ui.paper.taw_result import TawPaperScore
from companion.ui.paper.taw_sheet import TawPaperTable

#: No end of round: the game was played on paper.
SCREENS = KindScreens(table=TawPaperTable, score=TawPaperScore, table_scrolls=True, round_end_tab=False)
