"""The «Simular» dialog: many battles of one encounter, who wins and how often (see docs/simulador.md).

:func:`open_for_sheets` opens it from a list of sheet paths (the library's menu), each sheet on
its own side; the encounter set-up opens it with its own sides, sheets and house rules.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from gui.batalla.preparar import Encounter
    from gui.simular.dialogo import SimulationDialog  # deliberately lazy: the dialog loads the simulator


def open_for_sheets(paths: list[Path], parent: QWidget | None = None) -> SimulationDialog | None:
    """Open the dialog with each sheet on its own side (A, B...); None after telling why it cannot."""
    from PySide6.QtWidgets import QMessageBox  # lazy: the package is imported by the set-up page

    from core import simulador
    from gui.simular.dialogo import SimulationDialog  # deliberately lazy: the dialog loads the simulator

    try:
        script = simulador.script_from_sheets([Path(p) for p in paths])
    except simulador.SimulationError as error:
        QMessageBox.warning(parent, QMessageBox.tr("Simular"), str(error))
        return None
    dialog = SimulationDialog(script, Path("."), parent)
    dialog.show()
    return dialog


def encounter_script(encounter: Encounter) -> dict[str, Any]:
    """An encounter of the set-up as a battle script without steps (sheets inline, no paths)."""
    script: dict[str, Any] = {
        "reglas": encounter.ruleset.id,
        "reglas_caseras": dict(encounter.options),
        "combatientes": [
            {
                "id": c.id,
                "bando": c.bando,
                "nombre": c.nombre,
                "ficha": c.ficha.model_dump(mode="json", exclude={"retrato"}),
            }
            for c in encounter.combatants
        ],
    }
    if encounter.orden:
        script["orden"] = list(encounter.orden)
    return script


def open_for_encounter(encounter: Encounter, parent: QWidget | None = None) -> SimulationDialog:
    """Open the dialog with the set-up's sides, sheets, house rules and turn order."""
    from gui.simular.dialogo import SimulationDialog  # deliberately lazy: the dialog loads the simulator

    dialog = SimulationDialog(encounter_script(encounter), Path("."), parent)
    dialog.show()
    return dialog
