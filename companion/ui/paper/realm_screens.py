"""Ancient Realm's paper sheet's screens: the final sum, and its result with the rating."""

from companion.ui.kind_screens import KindScreens
from companion.ui.paper.realm_sheet import RealmPaperScore, RealmPaperTable

SCREENS = KindScreens(table=RealmPaperTable, score=RealmPaperScore, round_end_tab=False)
