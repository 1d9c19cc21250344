"""The Qt model adapters over the sheet's collections, checked with qtmodeltester in both directions."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from core import registry
from core.settings import Settings
from gui.editor.document import SheetDocument
from gui.editor.models import CHIPS_ROLE, NumberDictAdapter, ProblemsAdapter, RecordTableAdapter, StringListAdapter
from gui.editor.spec import field_spec, model_specs
from tests.core.duelo_simple import FichaDuelo
from tests.gui.editor.conftest import needs, open_tab


def _caballero() -> Any:
    needs("caballeros")
    ruleset = registry.get("caballeros")
    return ruleset.sheet_model.model_validate(
        {
            "reglas": "caballeros",
            "nombre": "Ilse de Garza",
            "habilidades": ["ESC"],
            "resistencias": {"fuego": 20},
            "poderes": [
                {"nombre": "Lanza Blanca", "codigos": ["R", "RB"], "coste": 40, "dano": 80},
                {"nombre": "Niebla", "codigos": ["INM"], "coste": 60, "dano": 0, "turnos_inmovilizado": 1},
            ],
        }
    )


def test_adaptador_de_poderes(qtmodeltester: Any) -> None:
    document = SheetDocument(_caballero())
    item = field_spec("poderes", document.ruleset.sheet_model.model_fields["poderes"]).item_model
    assert item is not None
    columns = [s for s in model_specs(item) if s.name in {"nombre", "codigos", "coste", "dano"}]
    codes = {e.nombre: e for e in document.ruleset.catalogues()["codigos"]}  # type: ignore[attr-defined]
    model = RecordTableAdapter(document, ("poderes",), columns, {"codigos": codes})
    qtmodeltester.check(model)
    assert model.rowCount() == 2 and model.columnCount() == 4
    assert model.index(0, 1).data(CHIPS_ROLE) == [("R", codes["R"].texto), ("RB", codes["RB"].texto)]
    # Qt side → core
    assert model.setData(model.index(0, 3), 90)
    assert document.sheet.poderes[0].dano == 90  # type: ignore[attr-defined]
    assert not model.setData(model.index(0, 0), ""), "an empty name is refused by the sheet model"
    assert document.sheet.poderes[0].nombre == "Lanza Blanca"  # type: ignore[attr-defined]
    # core → Qt side (and undo)
    document.undo_stack.undo()
    assert model.index(0, 3).data() == "80"
    document.edit("quitar", lambda d: d["poderes"].pop())
    assert model.rowCount() == 1
    qtmodeltester.check(model)


def test_adaptador_de_listas_y_mapas(qtmodeltester: Any) -> None:
    document = SheetDocument(_caballero())
    names = StringListAdapter(document, ("habilidades",))
    qtmodeltester.check(names)
    assert names.values() == ["ESC"]
    document.edit("añadir", lambda d: d["habilidades"].append("Vuelo"))
    assert names.rowCount() == 2
    qtmodeltester.check(names)
    spec = field_spec("resistencias", document.ruleset.sheet_model.model_fields["resistencias"])
    resist = NumberDictAdapter(document, ("resistencias",), spec, ("Nombre", "Valor"))
    qtmodeltester.check(resist)
    assert resist.index(0, 0).data() == "Fuego" and resist.index(0, 1).data() == "20"
    assert resist.setData(resist.index(0, 1), 30)
    assert document.sheet.resistencias == {"fuego": 30}  # type: ignore[attr-defined]


def test_adaptador_de_problemas(qtmodeltester: Any, duelo: None) -> None:
    document = SheetDocument(FichaDuelo(nombre="Ana"))
    problems = ProblemsAdapter(document)
    qtmodeltester.check(problems)
    assert problems.rowCount() == 0
    document.set_value(("vida",), -1, "vida")
    assert problems.rowCount() == 1
    assert problems.index(0).data() == "La vida debe ser positiva."
    assert problems.index(0).data(Qt.ItemDataRole.UserRole + 2) == "vida"
    qtmodeltester.check(problems)


def test_los_adaptadores_de_una_pestana_real(qtbot: QtBot, qtmodeltester: Any, settings: Settings) -> None:
    needs("epic20")
    ruleset = registry.get("epic20")
    tab = open_tab(qtbot, ruleset.new_sheet("Vega"), settings)
    for editor in tab.focus.editors.values():
        model = getattr(editor, "model", None)
        if model is not None and hasattr(model, "rowCount"):
            qtmodeltester.check(model)
