"""The board in the encounter set-up, as a GM draws it: tokens dragged to their starting squares, obstacles
painted, the size dragged by the corner; what is drawn is where the battle starts."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from gui.batalla import BattleWindow
from gui.batalla.mapa_preparar import MapSetup
from tests.gui.batalla.conduccion import prepare
from tests.gui.batalla.test_mapa import ARTIFACTS

LEFT = Qt.MouseButton.LeftButton
IRIA, GORVAK = "iria_valdecasas", "gorvak_el_tuerto"  # their sheets start them at [2, 4] and [3, 4]


def _tablero(qtbot: QtBot, window: BattleWindow, reglas: str, fichas: list[tuple[str, str]]) -> MapSetup:
    window.resize(1280, 820)
    prepare(qtbot, window, reglas, fichas)
    setup = window.setup.map_setup
    assert setup.tabs is not None and setup.tabs.isTabVisible(1)
    bar = setup.tabs.tabBar()
    qtbot.mouseClick(bar, LEFT, pos=bar.tabRect(1).center())
    qtbot.waitUntil(lambda: setup.isVisible() and setup.board is not None)
    qtbot.waitUntil(lambda: {t.cid for t in setup.tokens} == {c.id for c in window.setup.combatants()})
    return setup


def _encuentro(qtbot: QtBot, window: BattleWindow) -> MapSetup:
    return _tablero(
        qtbot,
        window,
        "encuentro",
        [("Iria Valdecasas (ejemplo)", "heroes"), ("Gorvak el Tuerto (ejemplo)", "bandidos")],
    )


def _en(setup: MapSetup, sq: tuple[int, int]) -> QPoint:
    return setup.view.centre_of(sq).toPoint()


def _arrastrar(qtbot: QtBot, setup: MapSetup, desde: QPoint, *por: QPoint) -> None:
    viewport = setup.view.viewport()
    qtbot.mousePress(viewport, LEFT, pos=desde)
    for punto in por:
        qtbot.mouseMove(viewport, pos=punto)
    qtbot.mouseRelease(viewport, LEFT, pos=por[-1])
    qtbot.waitUntil(lambda: not setup._timer.isActive())


def _casilla(setup: MapSetup, cid: str) -> tuple[int, int] | None:
    return next(t.casilla for t in setup.tokens if t.cid == cid)


def test_arrastrar_una_ficha_en_la_preparacion_es_su_casilla_inicial_en_la_batalla(
    qtbot: QtBot, window: BattleWindow
) -> None:
    setup = _encuentro(qtbot, window)
    assert _casilla(setup, IRIA) == (2, 4), "drawn where the engine starts her: her sheet's square"
    _arrastrar(qtbot, setup, _en(setup, (2, 4)), _en(setup, (4, 6)), _en(setup, (7, 8)))
    assert window.setup.options()["posiciones"] == {IRIA: [7, 8]}
    assert _casilla(setup, IRIA) == (7, 8)
    qtbot.mouseClick(window.setup.start_button, LEFT)
    battle = window.battle
    assert battle is not None
    assert battle.live_values(IRIA)["posicion"] == [7, 8] and battle.live_values(GORVAK)["posicion"] == [3, 4]
    assert window.map_panel is not None and window.map_panel.items[IRIA].pos().toPoint() == QPoint(7 * 36, 8 * 36)


def test_soltar_una_ficha_fuera_del_tablero_la_devuelve_a_su_casilla_por_defecto(
    qtbot: QtBot, window: BattleWindow
) -> None:
    setup = _encuentro(qtbot, window)
    _arrastrar(qtbot, setup, _en(setup, (3, 4)), _en(setup, (9, 9)))
    assert _casilla(setup, GORVAK) == (9, 9)
    fuera = setup.view.mapFromScene(setup.view.sceneRect().bottomRight()) + QPoint(-2, -2)
    _arrastrar(qtbot, setup, _en(setup, (9, 9)), fuera)
    assert window.setup.options()["posiciones"] == {} and _casilla(setup, GORVAK) == (3, 4)


def test_pintar_obstaculos_con_el_raton_los_lleva_a_la_batalla_y_el_motor_rechaza_moverse_a_ellos(
    qtbot: QtBot, window: BattleWindow
) -> None:
    setup = _encuentro(qtbot, window)
    _arrastrar(qtbot, setup, _en(setup, (5, 2)), _en(setup, (5, 3)), _en(setup, (5, 4)), _en(setup, (5, 5)))
    assert window.setup.options()["obstaculos"] == [[5, 2], [5, 3], [5, 4], [5, 5]]
    assert setup.board is not None and setup.board.bloqueadas == {(5, 2), (5, 3), (5, 4), (5, 5)}
    _arrastrar(qtbot, setup, _en(setup, (5, 3)), _en(setup, (5, 3)))  # a click on one takes it away
    assert window.setup.options()["obstaculos"] == [[5, 2], [5, 4], [5, 5]]
    ARTIFACTS.mkdir(exist_ok=True)
    window.grab().save(str(ARTIFACTS / "preparacion_mapa_encuentro.png"))
    qtbot.mouseClick(window.setup.start_button, LEFT)
    battle, panel = window.battle, window.map_panel
    assert battle is not None and panel is not None and panel.board is not None
    assert panel.board.bloqueadas == {(5, 2), (5, 4), (5, 5)}
    assert battle.why_not(battle.ruleset.with_square(battle.view, _mover(battle), "destino", (5, 4))) is not None


def _mover(battle: object) -> object:
    from core.ruleset import Action

    return Action(battle.view.turn, "moverse")  # type: ignore[attr-defined]


def test_arrastrar_la_esquina_cambia_el_tamano_del_tablero(qtbot: QtBot, window: BattleWindow) -> None:
    setup = _encuentro(qtbot, window)
    esquina = setup.view.corner().toPoint()
    destino = setup.view.mapFromScene(8 * 36, 6 * 36)
    _arrastrar(qtbot, setup, esquina, (esquina + destino) / 2, destino)
    options = window.setup.options()
    assert (options["tablero_ancho"], options["tablero_alto"]) == (8, 6)
    assert setup.board is not None and (setup.board.columnas, setup.board.filas) == (8, 6)


def test_una_ficha_sobre_un_obstaculo_la_rechaza_el_motor_con_su_frase(qtbot: QtBot, window: BattleWindow) -> None:
    setup = _encuentro(qtbot, window)
    _arrastrar(qtbot, setup, _en(setup, (6, 6)), _en(setup, (6, 6)))
    _arrastrar(qtbot, setup, _en(setup, (2, 4)), _en(setup, (6, 6)))
    assert "bloqueada" in setup.problem_label.text()
    qtbot.mouseClick(window.setup.start_button, LEFT)
    assert window.battle is None


def test_umh_las_fichas_colocadas_en_la_preparacion_son_su_mapa(qtbot: QtBot, window: BattleWindow) -> None:
    setup = _tablero(
        qtbot, window, "umh", [("Dorian Quel (ejemplo)", "atacante"), ("Brann Ferrum (ejemplo)", "defensor")]
    )
    assert not setup.clear_button.isVisible(), "umh's map has no obstacles"
    assert all(t.casilla is None for t in setup.tokens), "without the setting «mapa» nobody has a square"
    ids = [c.id for c in window.setup.combatants()]
    for cid, sq in zip(ids, ((1, 1), (4, 2)), strict=True):
        item = next(i for i in setup.view.scene().items() if getattr(i, "cid", None) == cid)
        desde = setup.view.mapFromScene(item.sceneBoundingRect().center())
        _arrastrar(qtbot, setup, desde, _en(setup, sq))
    assert window.setup.options()["mapa"] == {ids[0]: [1, 1], ids[1]: [4, 2]}
    qtbot.mouseClick(window.setup.start_button, LEFT)
    battle = window.battle
    assert battle is not None and battle.live_values(ids[1])["casilla"] == [4, 2]
    assert window.map_panel is not None, "with squares the battle has a map"


def test_un_sistema_sin_tablero_no_ofrece_la_pestana(qtbot: QtBot, window: BattleWindow) -> None:
    prepare(qtbot, window, "caballeros", [])
    tabs = window.setup.map_setup.tabs
    assert tabs is not None and not tabs.isTabVisible(1)
