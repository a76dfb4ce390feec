"""The Flet web app: screens that render engine state and forward intents; no rule is implemented here."""
