"""The map of a UMH fight with the «mapa» setting: an area skill whose marked targets are the engine's."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from core.ruleset import Action
from tests.core.rulesets.umh.ayuda import batalla, ficha, golpe
from tests.gui.batalla.test_mapa import ARTIFACTS, LEFT, arrastrar, boton, clic, elegir, panel_de


def _pelea() -> object:
    bomba = golpe(
        "Bomba", 10, alcance={"tipo": "distancia", "casillas": 3}, area={"tipo": "sobre_el_objetivo", "tamano": 1}
    )
    return batalla(
        ("a", "1", ficha("Aria", habilidades=[bomba])),
        ("d", "2", ficha("Dorn")),
        ("e", "2", ficha("Eko")),
        ("f", "2", ficha("Fel")),
        mapa={"a": [0, 0], "d": [2, 2], "e": [3, 2], "f": [5, 5]},
    )


def test_un_ataque_de_area_marca_los_objetivos_que_acepta_el_motor(qtbot: QtBot) -> None:
    b = _pelea()
    panel = panel_de(qtbot, b)  # type: ignore[arg-type]
    panel.ensure_actions()
    elegir(panel, next(t for t in map(panel.actions.itemText, range(panel.actions.count())) if "Bomba" in t))
    clic(qtbot, panel, (2, 2))  # the epicentre: Dorn
    assert panel.pending is not None and set(panel.marked) == {"d", "e"} == set(panel.pending.objetivos)
    assert (3, 3) in panel.capas.cubre and (5, 5) not in panel.capas.cubre
    accepted = Action("a", "habilidad", panel.marked, None, {"habilidad": "Bomba"})
    assert b.why_not(accepted) is None  # type: ignore[attr-defined]
    assert b.why_not(Action("a", "habilidad", (*panel.marked, "f"), None, {"habilidad": "Bomba"})) is not None  # type: ignore[attr-defined]
    assert [b.text() for b in panel.reaction_buttons]  # Dorn's answers, under the map
    ARTIFACTS.mkdir(exist_ok=True)
    qtbot.waitUntil(lambda: panel.reaction_buttons[0].isVisible())
    panel.grab().save(str(ARTIFACTS / "mapa_umh.png"))


def test_desplazarse_arrastrando_gasta_la_velocidad_de_las_casillas(qtbot: QtBot) -> None:
    b = _pelea()
    panel = panel_de(qtbot, b)  # type: ignore[arg-type]
    vel = b.live_values("a")["vel"]  # type: ignore[attr-defined]
    arrastrar(qtbot, panel, (0, 0), (1, 0))
    assert b.live_values("a")["casilla"] == [1, 0]  # type: ignore[attr-defined]
    assert b.live_values("a")["vel"] == vel - 1  # type: ignore[attr-defined]
    panel.forum_image().save(str(ARTIFACTS / "mapa_umh_foro.png"))
    assert boton and LEFT
