"""A caballeros group power against two targets: each target answers with its own reactions and odds."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from core import registry
from core.battle import Battle, Combatant
from core.dice import ScriptedSource
from core.storage import sheet_from_data
from gui.batalla import BattleWindow
from tests.gui.batalla.conduccion import LEFT, _button_for
from tests.gui.batalla.ejemplos import abrir

TORMENTA: dict[str, Any] = {"actor": "a", "accion": "poder", "poder": "Tormenta"}


def _sheet(nombre: str, *poderes: dict[str, Any]) -> Any:
    datos = {"nombre": nombre, "vida": 300, "armadura": 100, "cosmos": 200, "poderes": list(poderes)}
    return sheet_from_data(datos, None, default_rules="caballeros")


def _battle() -> Battle:
    """«C» has a Defensa Rayo of its own, «B» none."""
    people = [
        Combatant(
            "a", "Aldric", "x", _sheet("Aldric", {"nombre": "Tormenta", "codigos": ["R", "G"], "coste": 50, "dano": 60})
        ),
        Combatant("b", "Brisa", "y", _sheet("Brisa")),
        Combatant(
            "c", "Corvo", "y", _sheet("Corvo", {"nombre": "Espejo", "codigos": ["DefR"], "coste": 40, "dano": 0})
        ),
    ]
    return Battle.start(registry.get("caballeros"), people, ScriptedSource(), {}, ["a", "b", "c"])


def _declare(qtbot: QtBot, window: BattleWindow) -> None:
    flow = window.flow
    qtbot.mouseClick(flow.buttons[_button_for(window, TORMENTA)], LEFT)
    qtbot.mouseClick(window.cards.cards["b"], LEFT)
    qtbot.mouseClick(window.cards.cards["c"], LEFT)
    qtbot.mouseClick(flow.confirm_targets, LEFT)


def test_cada_objetivo_elige_entre_sus_propias_reacciones(qtbot: QtBot, window: BattleWindow, tmp_path: Path) -> None:
    battle = abrir(window, _battle(), tmp_path)
    window.set_dice_mode("gesta")
    _declare(qtbot, window)
    panel = window.flow.target_panel
    assert panel is not None
    headers = [panel.findChild(QLabel, f"reaccionDe_{t}") for t in ("b", "c")]
    assert [h.text() for h in headers if h is not None] == ["<b>Reacción de Brisa</b>", "<b>Reacción de Corvo</b>"]
    own = {t: battle.reactions(window.flow.action(), objetivo=t) for t in ("b", "c")}
    shown = {t: [o for o, _b in panel.columns[t]] for t in ("b", "c")}
    assert shown == own  # each column is exactly what the engine offers that target
    assert not any("Espejo" in o.etiqueta for o in shown["b"])  # Brisa has no such power
    mirror = next(b for o, b in panel.columns["c"] if "Espejo" in o.etiqueta)
    dodge = next(b for o, b in panel.columns["b"] if o.respuesta[0] == "esquivar")
    qtbot.wait(30)
    window.grab().save(str(tmp_path / "reacciones.png"))
    qtbot.mouseClick(dodge, LEFT)
    qtbot.mouseClick(mirror, LEFT)
    assert panel.respuesta() == ["esquivar", {"poder": "Espejo"}]
    count = len(battle.entries)
    qtbot.mouseClick(window.flow.run_button, LEFT)
    assert len(battle.entries) == count + 1, window.flow.refusal.text()
    action = battle.entries[-1].accion
    assert action is not None and action.respuesta == ["esquivar", {"poder": "Espejo"}]


def test_sin_elegir_cada_objetivo_recibe(qtbot: QtBot, window: BattleWindow, tmp_path: Path) -> None:
    abrir(window, _battle(), tmp_path)
    _declare(qtbot, window)
    panel = window.flow.target_panel
    assert panel is not None and panel.respuesta() == ["ninguna", "ninguna"]
