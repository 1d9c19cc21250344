"""core/ is pure Python (importing every module of it loads no Qt and nothing from gui/), and the four
rulesets share one shape."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

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


LAYOUT = (
    "__init__.py",
    "motor.py",
    "acciones.py",
    "pasos_declarados.py",
    "ficha.py",
    "validacion.py",
    "editor.py",
    "reglas_caseras.py",
    "estado.py",
    "vivos_declarados.py",
    "condiciones_declaradas.py",
)
"""The modules every ruleset has, each meaning the same thing (docs/arquitectura.md, «One ruleset shape»)."""


def test_los_cuatro_reglamentos_tienen_la_misma_forma() -> None:
    from core import registry
    from core.handlers import Handlers
    from core.ruleset_base import RulesetBase

    for ruleset_id in registry.RULESET_IDS:
        folder = Path(__file__).resolve().parents[2] / "core" / "rulesets" / ruleset_id
        assert [m for m in LAYOUT if not (folder / m).is_file()] == [], ruleset_id
        assert not (folder / "opciones.py").exists() and not (folder / "reglas.py").exists(), ruleset_id
        ruleset = registry.get(ruleset_id)
        assert isinstance(ruleset, RulesetBase), ruleset_id
        assert isinstance(ruleset.ACCIONES, Handlers), ruleset_id
        # one handler per action a step may name, and no other
        assert set(ruleset.ACCIONES) == set(ruleset.step_actions()), ruleset_id
        assert ruleset.live_declarations() and ruleset.conditions(), ruleset_id
        # __init__ only re-exports the ruleset object from motor.py
        init = (folder / "__init__.py").read_text(encoding="utf-8")
        assert "class " not in init and "def " not in init, ruleset_id
