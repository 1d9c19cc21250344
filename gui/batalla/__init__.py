"""The battle window, where a GM runs an encounter (see gui/batalla/window.py)."""

from gui.batalla.reanudar import offer_resume
from gui.batalla.window import BattleWindow

__all__ = ["BattleWindow", "offer_resume"]
