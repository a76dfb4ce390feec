"""Ancient Realm's own screens, as ``companion.ui.kind_screens`` hands them over (imported on first use)."""

from companion.ui.kind_screens import KindScreens
from companion.ui.realm.score import RealmScore
from companion.ui.realm.setup import MarketSetup
from companion.ui.realm.table import RealmTable

SCREENS = KindScreens(table=RealmTable, score=RealmScore, setup=MarketSetup, table_scrolls=True)
