"""A paper sheet's card fields said in a player's words where the sheet is entered in the app ("red banners
required"), not as the sheet's JSON writes them ("requires.red", what ``companion score`` names for a file's author).
"""

from __future__ import annotations

from companion.taw.sheet_bounds import AT_FIELD
from companion.words import Msg, text

#: Each card field a sheet's problem can name, by its JSON key, in words.
FIELD_WORDS = {
    "cost_coins": text("taw.sheet.field.cost_coins", "cost in coins"),
    "cost_knowledge": text("taw.sheet.field.cost_knowledge", "cost in knowledge"),
    "income_coins": text("taw.sheet.field.income_coins", "coin income"),
    "income_knowledge": text("taw.sheet.field.income_knowledge", "knowledge income"),
    "income_ambrosia": text("taw.sheet.field.income_ambrosia", "ambrosia income"),
    "gain_coins": text("taw.sheet.field.gain_coins", "coins gained"),
    "gain_knowledge": text("taw.sheet.field.gain_knowledge", "knowledge gained"),
    "gain_citizens": text("taw.sheet.field.gain_citizens", "citizens gained"),
    "upgrade_citizens": text("taw.sheet.field.upgrade_citizens", "citizen upgrades"),
    "action.coins": text("taw.sheet.field.action_coins", "coins of the card action"),
    "action.knowledge": text("taw.sheet.field.action_knowledge", "knowledge of the card action"),
    "action.ambrosia": text("taw.sheet.field.action_ambrosia", "ambrosia of the card action"),
    "banners": text("taw.sheet.field.banners", "banners"),
    "requires.red": text("taw.sheet.field.requires_red", "red banners required"),
    "requires.blue": text("taw.sheet.field.requires_blue", "blue banners required"),
    "requires.yellow": text("taw.sheet.field.requires_yellow", "yellow banners required"),
    "requires.green": text("taw.sheet.field.requires_green", "green banners required"),
    "requires.purple": text("taw.sheet.field.requires_purple", "purple banners required"),
    "requires.any": text("taw.sheet.field.requires_any", "banners of any tribe required"),
}


def in_words(problem: Msg) -> Msg:
    """``problem`` with the card field it names said in words (a problem naming no known field as it is)."""
    field = problem.params.get("field")
    if problem.code != AT_FIELD.code or not isinstance(field, str) or field not in FIELD_WORDS:
        return problem
    return AT_FIELD(field=FIELD_WORDS[field](), problem=problem.params.get("problem"))
