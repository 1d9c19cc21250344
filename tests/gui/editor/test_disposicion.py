"""Layout at a small window (1024×700): the side panel's derived values and the header stay readable."""

from __future__ import annotations

from itertools import pairwise

import pytest
from pytestqt.qtbot import QtBot

from core import library, storage
from core.settings import Settings
from tests.gui.editor.conftest import needs, open_tab


def _example(ruleset_id: str) -> library.LibraryEntry:
    needs(ruleset_id)
    entries = [e for e in library.scan_examples() if e.reglas == ruleset_id]
    if not entries:
        pytest.skip(f"todavía no hay fichas de ejemplo de «{ruleset_id}»")
    return entries[0]


@pytest.mark.parametrize("ruleset_id", ["caballeros", "epic20"])
def test_los_valores_calculados_se_ven_enteros_en_una_ventana_pequena(
    qtbot: QtBot, settings: Settings, ruleset_id: str
) -> None:
    """Long captions such as «Recargas de cosmos en combate» used to push the values out of sight."""
    entry = _example(ruleset_id)
    tab = open_tab(qtbot, storage.load_sheet(entry.path), settings, entry.path, read_only=True)
    tab.resize(640, 560)
    qtbot.wait(10)
    panel = tab.derived
    assert panel.values, "this ruleset shows derived values"
    viewport = panel.parentWidget()
    assert viewport is not None
    for key, value in panel.values.items():
        caption = panel._captions[key]
        right = value.mapTo(viewport, value.rect().topRight()).x()
        assert right <= viewport.width(), f"the value of «{caption.text()}» is cut off"
        assert caption.geometry().bottom() < value.geometry().top() or not caption.geometry().intersects(
            value.geometry()
        ), f"«{caption.text()}» overlaps its value"
    # rows never overlap each other
    captions = sorted((c.geometry() for c in panel._captions.values()), key=lambda g: g.top())
    for upper, lower in pairwise(captions):
        assert upper.bottom() < lower.top()


def test_la_cabecera_parte_los_valores_clave_en_vez_de_cortarlos(qtbot: QtBot, settings: Settings) -> None:
    entry = _example("epic20")
    tab = open_tab(qtbot, storage.load_sheet(entry.path), settings, entry.path, read_only=True)
    tab.resize(640, 560)
    qtbot.wait(10)
    label = tab.key_values
    assert label.isVisible() and label.wordWrap()
    assert label.geometry().right() <= label.parentWidget().width()
