"""The battle window, where a GM runs an encounter (see gui/batalla/window.py)."""

from gui.batalla.window import BattleWindow, offer_resume

__all__ = ["BattleWindow", "offer_resume"]
