"""The battle map as a GM uses it: drags, lit squares, a provoked Respuesta, a push, undo, keys, export."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QComboBox, QPushButton
from pytestqt.qtbot import QtBot

from core.battle import Battle
from core.dice import ScriptedSource
from core.ruleset import Action
from core.runner import run_script
from core.tablero import texto_posiciones
from gui.batalla.mapa import MapPanel
from tests.conftest import REPO
from tests.core.rulesets.encuentro.utiles import batalla, pj

LEFT = Qt.MouseButton.LeftButton
ARTIFACTS = REPO / "tests" / "artifacts"


class Dados:
    """The dice the GM rolls on the forum, handed over in order (what the window's perform does)."""

    def __init__(self, battle: Battle, values: list[int] | None = None):
        self.battle, self.values = battle, list(values or [])

    def __call__(self, action: Action) -> bool:
        source = ScriptedSource(self.values)
        self.battle.apply(action, source)
        self.values = source.remaining
        return True


def panel_de(qtbot: QtBot, battle: Battle, dados: list[int] | None = None) -> MapPanel:
    panel = MapPanel(battle, perform=Dados(battle, dados))
    qtbot.addWidget(panel)
    panel.resize(640, 720)
    panel.show()
    qtbot.waitExposed(panel)
    return panel


def punto(panel: MapPanel, sq: tuple[int, int]) -> QPoint:
    return panel.view.centre_of(sq).toPoint()


def arrastrar(qtbot: QtBot, panel: MapPanel, desde: tuple[int, int], hasta: tuple[int, int]) -> None:
    viewport = panel.view.viewport()
    qtbot.mousePress(viewport, LEFT, pos=punto(panel, desde))
    qtbot.mouseMove(viewport, pos=punto(panel, desde) + QPoint(5, 5))
    qtbot.mouseMove(viewport, pos=punto(panel, hasta))
    qtbot.mouseRelease(viewport, LEFT, pos=punto(panel, hasta))


def clic(qtbot: QtBot, panel: MapPanel, sq: tuple[int, int]) -> None:
    qtbot.mouseClick(panel.view.viewport(), LEFT, pos=punto(panel, sq))


def elegir(panel: MapPanel, etiqueta: str) -> None:
    panel.ensure_actions()  # what opening the list does
    combo: QComboBox = panel.actions
    index = combo.findText(etiqueta)
    assert index > 0, [combo.itemText(i) for i in range(combo.count())]
    combo.setCurrentIndex(index)
    combo.activated.emit(index)


def boton(panel: MapPanel, texto: str) -> QPushButton:
    found = [b for b in panel.reaction_buttons if texto in b.text()]
    assert found, [b.text() for b in panel.reaction_buttons]
    return found[0]


def lejos() -> Battle:
    """Ana (heroes) at [2, 2], Bruno far away at [9, 9]: moving provokes nothing."""
    return batalla(pj("ana", "heroes", (2, 2)), pj("bruno", "villanos", (9, 9)))


def test_arrastrar_la_ficha_a_una_casilla_legal_la_mueve_y_queda_en_el_registro(qtbot: QtBot) -> None:
    b = lejos()
    panel = panel_de(qtbot, b)
    arrastrar(qtbot, panel, (2, 2), (5, 3))
    assert b.live_values("ana")["posicion"] == [5, 3]
    assert b.entries[-1].accion is not None and b.entries[-1].accion.accion == "moverse"
    assert panel.items["ana"].pos().toPoint() == QPoint(5 * 36, 3 * 36)


def test_arrastrar_a_una_casilla_ilegal_se_rechaza_con_el_motivo_y_la_ficha_vuelve(qtbot: QtBot) -> None:
    b = lejos()
    panel = panel_de(qtbot, b)
    antes = len(b.entries)
    arrastrar(qtbot, panel, (2, 2), (8, 2))
    assert len(b.entries) == antes and b.live_values("ana")["posicion"] == [2, 2]
    assert "solo puede moverse 4" in panel.prompt.text()
    assert "solo puede moverse 4" in panel.note.toolTip()
    assert panel.items["ana"].pos().toPoint() == QPoint(2 * 36, 2 * 36)


def test_un_movimiento_que_provoca_respuesta_lo_dice_antes_y_se_responde(qtbot: QtBot) -> None:
    b = batalla(pj("ana", "heroes", (2, 2)), pj("bruno", "villanos", (3, 2)))
    panel = panel_de(qtbot, b, dados=[18])
    arrastrar(qtbot, panel, (2, 2), (0, 2))
    assert b.live_values("ana")["posicion"] == [2, 2], "nothing moves before the GM answers"
    assert "provoca Respuesta de Bruno" in panel.prompt.text()
    qtbot.mouseClick(boton(panel, "Respuesta de Bruno"), LEFT)
    assert b.live_values("ana")["posicion"] == [0, 2]
    assert any("Respuesta" in line for line in b.log_lines()[-6:])
    assert b.entries[-1].accion is not None and b.entries[-1].accion.respuesta == {"respuesta": "bruno"}


def test_elegir_moverse_ilumina_exactamente_las_casillas_que_acepta_el_motor(qtbot: QtBot) -> None:
    b = batalla(pj("ana", "heroes", (2, 2)), pj("bruno", "villanos", (3, 2)), pj("carla", "villanos", (4, 4)))
    panel = panel_de(qtbot, b)
    elegir(panel, "Moverse")
    lit = set(panel.capas.legales)
    assert lit and (3, 2) not in lit and (4, 4) not in lit
    for x in range(12):
        for y in range(12):
            legal = b.why_not(Action("ana", "moverse", params={"destino": [x, y]})) is None
            assert legal == ((x, y) in lit), (x, y)
    assert panel.capas.provocan  # leaving Bruno's side: orange squares


def test_empujar_un_objetivo_una_casilla(qtbot: QtBot) -> None:
    b = batalla(pj("ana", "heroes", (2, 2)), pj("bruno", "villanos", (3, 2)))
    panel = panel_de(qtbot, b, dados=[19])
    elegir(panel, "Empujar")
    clic(qtbot, panel, (3, 2))
    assert panel.capas.legales == {(4, 1), (4, 2), (4, 3)}
    clic(qtbot, panel, (4, 2))
    qtbot.mouseClick(boton(panel, "Ninguna"), LEFT)
    assert b.live_values("bruno")["posicion"] == [4, 2]


def test_el_teclado_mueve_la_seleccion_e_intro_confirma(qtbot: QtBot) -> None:
    b = lejos()
    panel = panel_de(qtbot, b)
    elegir(panel, "Moverse")
    panel.view.setFocus()
    clic(qtbot, panel, (2, 2))  # the selection starts on Ana
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Down):
        qtbot.keyClick(panel.view, key)
    assert panel.view.selection == (4, 3)
    qtbot.keyClick(panel.view, Qt.Key.Key_Return)  # picks the square
    qtbot.keyClick(panel.view, Qt.Key.Key_Return)  # runs the move
    assert b.live_values("ana")["posicion"] == [4, 3]


def test_deshacer_y_rehacer_mueven_las_fichas_como_dice_el_registro(qtbot: QtBot) -> None:
    b = lejos()
    panel = panel_de(qtbot, b)
    arrastrar(qtbot, panel, (2, 2), (4, 2))
    b.undo()
    assert panel.items["ana"].pos().toPoint() == QPoint(2 * 36, 2 * 36)
    b.redo()
    assert panel.items["ana"].pos().toPoint() == QPoint(4 * 36, 2 * 36)


def test_el_master_coloca_una_ficha_por_el_motor_y_se_puede_deshacer(qtbot: QtBot) -> None:
    b = lejos()
    panel = panel_de(qtbot, b)
    panel.gm_mode.setChecked(True)
    arrastrar(qtbot, panel, (9, 9), (7, 1))
    assert b.live_values("bruno")["posicion"] == [7, 1] and b.entries[-1].tipo == "ajuste"
    arrastrar(qtbot, panel, (7, 1), (2, 2))  # onto Ana: the engine refuses
    assert "ocupada" in panel.prompt.text() and b.live_values("bruno")["posicion"] == [7, 1]
    b.undo()
    assert panel.items["bruno"].pos().toPoint() == QPoint(9 * 36, 9 * 36)


def test_una_ficha_oculta_solo_la_ve_el_master_y_nunca_sale_en_lo_exportado(qtbot: QtBot, tmp_path: Path) -> None:
    b = lejos()
    b.gm_set("bruno", "oculto", True)
    panel = panel_de(qtbot, b)
    assert "bruno" in panel.items
    panel.players_view.setChecked(True)
    assert "bruno" not in panel.items
    panel.players_view.setChecked(False)
    assert "Bruno" not in panel.positions_text() and "Ana" in panel.positions_text()
    assert panel.export_png(tmp_path / "m.png")


def _guion(b: Battle) -> dict[str, Any]:
    return {
        "reglas": b.ruleset.id,
        "reglas_caseras": {k: v for k, v in b.options.items()},
        "orden": list(b.initial["orden"]),
        "combatientes": [
            {"id": c.id, "bando": c.bando, "nombre": c.nombre, "ficha": c.ficha.model_dump(mode="json")}
            for c in b.combatants.values()
        ],
        "pasos": [{**e.accion.to_json(), "dados": list(e.dados)} for e in b.entries if e.accion is not None],
    }


def test_la_pelea_jugada_en_el_mapa_se_repite_igual_como_guion(qtbot: QtBot) -> None:
    b = batalla(pj("ana", "heroes", (2, 2)), pj("bruno", "villanos", (3, 2)))
    panel = panel_de(qtbot, b, dados=[19, 18, 5])
    elegir(panel, "Empujar")
    clic(qtbot, panel, (3, 2))
    clic(qtbot, panel, (4, 2))
    qtbot.mouseClick(boton(panel, "Ninguna"), LEFT)
    arrastrar(qtbot, panel, (2, 2), (2, 5))
    assert b.live_values("ana")["posicion"] == [2, 5]
    code, report = run_script(json.loads(json.dumps(_guion(b))), Path("."))
    assert code == 0, report
    assert report["combatientes"] == json.loads(json.dumps({c: b.live_values(c) for c in b.combatants}))
    assert report["registro"] == b.log_lines()
    ARTIFACTS.mkdir(exist_ok=True)
    panel.grab().save(str(ARTIFACTS / "mapa_encuentro.png"))
    panel.forum_image().save(str(ARTIFACTS / "mapa_encuentro_foro.png"))
    (ARTIFACTS / "mapa_encuentro_posiciones.txt").write_text(
        texto_posiciones(b.view, panel.board, panel.tokens), encoding="utf-8"
    )
