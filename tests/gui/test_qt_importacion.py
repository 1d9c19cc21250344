"""PySide6's per-module "does it use PySide?" test, made cheap, must keep its answers."""

from __future__ import annotations

import importlib
import sys
import types

import pytest
from PySide6 import QtCore  # noqa: F401  (loads PySide6's feature machinery)

from gui import qt_importacion

feature = sys.modules.get("PySide6.support.feature")
pytestmark = pytest.mark.skipif(
    feature is None or not callable(getattr(feature, "_mod_uses_pyside", None)), reason="PySide6 without the scan"
)


def _test():
    qt_importacion.install()
    test = feature._mod_uses_pyside
    return test, getattr(test, "original", test)


def test_every_loaded_module_gets_the_answer_pyside6_gives():
    import core.rulesets.caballeros  # noqa: F401  (a ruleset, pydantic and the window's modules, many modules)
    import gui.main_window  # noqa: F401

    cheap, original = _test()
    modules = [m for m in list(sys.modules.values()) if isinstance(m, types.ModuleType)]
    assert len(modules) > 200
    differ = [m.__name__ for m in modules if cheap(m) != original(m)]
    assert differ == []
    assert cheap(sys.modules["gui.main_window"]) and not cheap(sys.modules["core.battle"])


def test_a_module_without_its_source_file_falls_back_to_pyside6s_own_test(tmp_path, monkeypatch):
    cheap, original = _test()
    source = tmp_path / "modulo_de_prueba_qt.py"
    source.write_text("import PySide6\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    module = importlib.import_module("modulo_de_prueba_qt")
    assert cheap(module) is True
    source.unlink()  # gone: PySide6's own test decides (it finds no source either)
    assert cheap(module) == bool(original(module))


def test_installing_twice_keeps_one_replacement():
    qt_importacion.install()
    first = feature._mod_uses_pyside
    assert qt_importacion.install() is False
    assert feature._mod_uses_pyside is first
