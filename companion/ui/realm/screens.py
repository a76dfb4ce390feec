"""Ancient Realm's own screens, as ``companion.ui.kind_screens`` hands them over (imported on first use)."""

from companion.ui.kind_screens import KindScreens
from companion.ui.realm.score import RealmScore
from companion.ui.realm.setup import MarketSetup
from companion.ui.realm.table import RealmTable

#: No End of round tab: a solo turn ends with the market refill, the table's last step (with the card drawn entered).
SCREENS = KindScreens(table=RealmTable, score=RealmScore, setup=MarketSetup, table_scrolls=True, round_end_tab=False)
