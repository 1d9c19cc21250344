"""The battle window, where a GM runs an encounter (see gui/batalla/window.py).

The names are imported on first use (PEP 562): the main window asks for ``offer_resume`` right
after start, and that must not build the battle window's modules unless a battle is resumed.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from gui.batalla.reanudar import offer_resume
    from gui.batalla.window import BattleWindow

__all__ = ["BattleWindow", "offer_resume"]
_HOMES = {"BattleWindow": "gui.batalla.window", "offer_resume": "gui.batalla.reanudar"}


def __getattr__(name: str) -> Any:
    if name in _HOMES:
        return getattr(importlib.import_module(_HOMES[name]), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
