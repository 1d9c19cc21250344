"""core/ is pure Python: importing every module of it loads no Qt and nothing from gui/."""

from __future__ import annotations

import subprocess
import sys

CHECK = """
import importlib, pkgutil, sys
import core
for info in pkgutil.walk_packages(core.__path__, "core."):
    importlib.import_module(info.name)
bad = sorted(m for m in sys.modules if m.startswith(("PySide6", "shiboken6", "PyQt", "gui")))
print(",".join(bad))
"""


def test_core_no_importa_qt_ni_gui() -> None:
    result = subprocess.run([sys.executable, "-c", CHECK], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == ""
