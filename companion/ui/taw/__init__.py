"""Screens of The Ancient World: the table and the score, registered in ``companion.ui.kind_screens``."""
