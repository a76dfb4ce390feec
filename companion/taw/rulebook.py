"""The rulebook's sections a refusal of The Ancient World names ("... (rulebook: Confront Titan)"), as messages: their
English as printed in the rulebook, their German from the glossary and the translated rules guide."""

from __future__ import annotations

from companion.words import text

SETUP = text("taw.rule.setup", "Setup")
PREPARE = text("taw.rule.prepare", "Prepare")
DRAW_TITANS = text("taw.rule.draw_titans", "Draw Titans")
FEED_CITIZENS = text("taw.rule.feed_citizens", "Feed Citizens")
CONFRONT_TITAN = text("taw.rule.confront_titan", "Confront Titan")
ATTACK_A_TITAN = text("taw.rule.attack_a_titan", "Attack a Titan")
TITAN_DAMAGE = text("taw.rule.titan_damage", "Titan Damage")
BUILD = text("taw.rule.build", "Build")
REBUILD = text("taw.rule.rebuild", "Rebuild")
RECRUIT = text("taw.rule.recruit", "Recruit")
GROW = text("taw.rule.grow", "Grow")
PASS = text("taw.rule.pass", "Pass")
AMBROSIA_ABILITIES = text("taw.rule.ambrosia_abilities", "Ambrosia Abilities")
EMPIRE_CARD_ACTIONS = text("taw.rule.empire_card_actions", "Empire Card Actions")
UPGRADE_A_CITIZEN = text("taw.rule.upgrade_a_citizen", "Card Abilities: Upgrade a Citizen")
LIMITED_BUILDING = text("taw.rule.limited_building", "Variants: Limited Building")
TITAN_DRAFT = text("taw.rule.titan_draft", "Threatening Titan Draft")
#: The clarification of one card, by its printed name: "Card Clarifications: Distant Outpost".
CLARIFICATION = text("taw.rule.clarification", "Card Clarifications: {card}")
