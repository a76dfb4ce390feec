"""The Ancient World's own screens, as ``companion.ui.kind_screens`` hands them over (imported on first use)."""

from companion.ui.kind_screens import KindScreens
from companion.ui.taw.round_end import TawRoundEnd
from companion.ui.taw.rules import TawRules
from companion.ui.taw.score import TawScore
from companion.ui.taw.seating import starting_draft
from companion.ui.taw.setup import TawSetup
from companion.ui.taw.table import TawTable

SCREENS = KindScreens(table=TawTable, score=TawScore, rules=TawRules, round_end=TawRoundEnd, setup=TawSetup,
                      whole_setup=True, table_scrolls=True, first_draft=starting_draft)
