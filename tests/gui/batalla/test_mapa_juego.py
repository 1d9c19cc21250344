"""Playing on the map with the mouse alone: a Respuesta and what it did, a jump, obstacles that refuse a move and
a push, a umh evasion square clicked on the board, zoom."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from core.ruleset import Action
from tests.core.rulesets.encuentro.utiles import batalla, pj
from tests.core.rulesets.umh.ayuda import batalla as batalla_umh
from tests.core.rulesets.umh.ayuda import ficha, golpe
from tests.gui.batalla.test_mapa import ARTIFACTS, LEFT, arrastrar, boton, clic, elegir, panel_de


def test_la_respuesta_provocada_se_resuelve_con_su_efecto(qtbot: QtBot) -> None:
    """Bruno answers Ana leaving his side: his 18 + 2 beats her Defensa 12, a hit; it costs him 1 point."""
    b = batalla(pj("ana", "heroes", (2, 2)), pj("bruno", "villanos", (3, 2)))
    panel = panel_de(qtbot, b, dados=[18])
    antes = b.live_values("bruno")["puntos_encuentro"]
    arrastrar(qtbot, panel, (2, 2), (0, 2))
    qtbot.mouseClick(boton(panel, "Respuesta de Bruno"), LEFT)
    assert b.live_values("ana")["impactos"] == 1
    assert b.live_values("bruno")["puntos_encuentro"] == antes - 1
    assert b.live_values("ana")["posicion"] == [0, 2], "the move is made after the answer"


def test_la_respuesta_fallida_no_impacta_pero_cuesta_igual(qtbot: QtBot) -> None:
    b = batalla(pj("ana", "heroes", (2, 2)), pj("bruno", "villanos", (3, 2)))
    panel = panel_de(qtbot, b, dados=[2])
    arrastrar(qtbot, panel, (2, 2), (0, 2))
    qtbot.mouseClick(boton(panel, "Respuesta de Bruno"), LEFT)
    assert b.live_values("ana")["impactos"] == 0 and b.live_values("bruno")["puntos_encuentro"] == 2


def test_salto_por_el_panel_ilumina_lo_que_acepta_el_motor_y_salta(qtbot: QtBot) -> None:
    """Salto needs a move first (this turn); then its lit squares are the engine's, up to Atletismo 2 away."""
    b = batalla(pj("ana", "heroes", (2, 2)), pj("bruno", "villanos", (9, 9)))
    panel = panel_de(qtbot, b)
    arrastrar(qtbot, panel, (2, 2), (3, 3))
    elegir(panel, "Salto")
    lit = set(panel.capas.legales)
    assert lit and all(max(abs(x - 3), abs(y - 3)) <= 2 for x, y in lit)
    for x in range(12):
        for y in range(12):
            legal = b.why_not(Action("ana", "salto", params={"destino": [x, y]})) is None
            assert legal == ((x, y) in lit), (x, y)
    clic(qtbot, panel, (5, 5))
    qtbot.mouseClick(panel.run_button, LEFT)
    assert b.live_values("ana")["posicion"] == [5, 5]
    assert b.entries[-1].accion is not None and b.entries[-1].accion.accion == "salto"


def _muro() -> object:
    return batalla(
        pj("ana", "heroes", (2, 2)), pj("bruno", "villanos", (3, 2)), opciones={"obstaculos": [[4, 2], [4, 3], [1, 2]]}
    )


def test_un_obstaculo_rechaza_el_movimiento_arrastrado_con_su_motivo(qtbot: QtBot) -> None:
    b = _muro()
    panel = panel_de(qtbot, b)  # type: ignore[arg-type]
    assert panel.board is not None and panel.board.bloqueadas == {(4, 2), (4, 3), (1, 2)}
    antes = len(b.entries)  # type: ignore[attr-defined]
    arrastrar(qtbot, panel, (2, 2), (1, 2))
    assert len(b.entries) == antes and b.live_values("ana")["posicion"] == [2, 2]  # type: ignore[attr-defined]
    assert "obstáculo" in panel.prompt.text() and "obstáculo" in panel.note.toolTip()
    assert panel.items["ana"].pos().toPoint() == QPoint(2 * 36, 2 * 36)
    elegir(panel, "Moverse")
    assert not panel.capas.legales & {(4, 2), (4, 3), (1, 2)}


def test_un_obstaculo_rechaza_el_empuje_hacia_el(qtbot: QtBot) -> None:
    b = _muro()
    panel = panel_de(qtbot, b, dados=[19])  # type: ignore[arg-type]
    elegir(panel, "Empujar")
    clic(qtbot, panel, (3, 2))
    assert panel.capas.legales == {(4, 1)}, "[4, 2] and [4, 3] are the wall"
    clic(qtbot, panel, (4, 2))
    assert "obstáculo" in panel.prompt.text() and b.live_values("bruno")["posicion"] == [3, 2]  # type: ignore[attr-defined]
    clic(qtbot, panel, (4, 1))
    qtbot.mouseClick(boton(panel, "Ninguna"), LEFT)
    assert b.live_values("bruno")["posicion"] == [4, 1]  # type: ignore[attr-defined]
    ARTIFACTS.mkdir(exist_ok=True)
    panel.grab().save(str(ARTIFACTS / "mapa_encuentro_obstaculos.png"))


def test_umh_la_evasion_se_elige_haciendo_clic_en_su_casilla(qtbot: QtBot) -> None:
    """8.2.1.3: Dorn (speed 3) evades Aria's Bomba (area 1 on him) by leaving it; the squares the engine offers
    are lit and clicking one is the evasion: he takes no damage and spends the squares moved."""
    bomba = golpe(
        "Bomba", 30, alcance={"tipo": "distancia", "casillas": 5}, area={"tipo": "sobre_el_objetivo", "tamano": 1}
    )
    salto = {"nombre": "Salto", "tipo": "defensiva", "variacion": "evasion"}
    b = batalla_umh(
        ("a", "1", ficha("Aria", habilidades=[bomba])),
        ("d", "2", ficha("Dorn", vel=3, habilidades=[salto])),
        mapa={"a": [0, 0], "d": [4, 0]},
    )
    panel = panel_de(qtbot, b)  # type: ignore[arg-type]
    panel.ensure_actions()
    elegir(panel, next(t for t in map(panel.actions.itemText, range(panel.actions.count())) if "Bomba" in t))
    clic(qtbot, panel, (4, 0))
    assert (4, 2) in panel.reaction_squares and panel.capas.legales == set(panel.reaction_squares)
    assert (2, 0) not in panel.reaction_squares, "8.2.1.5: not straight toward the skill"
    vit = b.live_values("d")["vit"]  # type: ignore[attr-defined]
    clic(qtbot, panel, (4, 2))
    assert b.live_values("d")["casilla"] == [4, 2]  # type: ignore[attr-defined]
    assert b.live_values("d")["vit"] == vit and b.live_values("d")["vel"] == 1  # type: ignore[attr-defined]


def test_el_zoom_con_teclas_y_ajustar_a_la_vista(qtbot: QtBot) -> None:
    b = batalla(pj("ana", "heroes", (2, 2)), pj("bruno", "villanos", (9, 9)), opciones={"tablero_ancho": 30})
    panel = panel_de(qtbot, b)
    panel.view.setFocus()
    qtbot.keyClick(panel.view, Qt.Key.Key_Plus)
    assert panel.view.zoom > 1
    qtbot.keyClick(panel.view, Qt.Key.Key_0)
    rect = panel.view.mapFromScene(panel.view.sceneRect()).boundingRect()
    assert panel.view.viewport().rect().adjusted(-2, -2, 2, 2).contains(rect), "the whole board in view"
    arrastrar(qtbot, panel, (2, 2), (4, 4))  # drags still land on the right square when scaled
    assert b.live_values("ana")["posicion"] == [4, 4]
