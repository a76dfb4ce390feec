"""Through the Ages' own screens, as ``companion.ui.kind_screens`` hands them over (imported on first use)."""

from companion.ui.kind_screens import KindScreens
from companion.ui.tta.card_row import CardRowPicker
from companion.ui.tta.table import TtaRoundOver, TtaTable

SCREENS = KindScreens(table=TtaTable, score=TtaRoundOver, setup=CardRowPicker, table_scrolls=True)
