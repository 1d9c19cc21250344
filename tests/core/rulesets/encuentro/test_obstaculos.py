"""The house rule «obstaculos»: blocked squares no one stands on, Moverse walks round, Salto jumps over."""

from __future__ import annotations

import pytest

from core.battle import IllegalAction
from core.ruleset import Action
from core.tablero import board_of
from tests.core.rulesets.encuentro.utiles import RULESET, batalla, paso, pj, rechazo

MURO = [[4, 1], [4, 2], [4, 3]]
"""A wall of three squares in column 4, from row 1 to row 3."""


def _muro(*gente: object, **opciones: object) -> object:
    return batalla(*gente, opciones={"obstaculos": MURO, **opciones})  # type: ignore[arg-type]


def test_el_tablero_del_mapa_trae_los_obstaculos() -> None:
    b = _muro(pj("ana", "heroes", (2, 2)), pj("bruno", "villanos", (9, 9)))
    board = board_of(RULESET, b.view)  # type: ignore[attr-defined]
    assert board is not None and board.bloqueadas == {(4, 1), (4, 2), (4, 3)}


def test_no_se_puede_mover_a_un_obstaculo_ni_pasar_por_el_en_el_camino() -> None:
    b = _muro(pj("ana", "heroes", (2, 2)), pj("bruno", "villanos", (9, 9)))
    assert "obstáculo" in rechazo(b, "ana", "moverse", destino=[4, 2])  # type: ignore[arg-type]
    camino = [[3, 2], [4, 2], [5, 2]]
    assert "No se puede pasar por [4, 2]" in rechazo(b, "ana", "moverse", camino=camino)  # type: ignore[arg-type]


def test_sin_camino_moverse_rodea_el_obstaculo_si_le_llega_el_movimiento() -> None:
    """[2, 2] → [5, 2] in a straight line crosses [4, 2]; round the wall it is 4 squares ([3, 3]…): Moverse 4 reaches."""
    b = _muro(pj("ana", "heroes", (2, 2)), pj("bruno", "villanos", (9, 9)))
    paso(b, "ana", "moverse", destino=[5, 2], respuesta="ninguna")  # type: ignore[arg-type]
    assert b.live_values("ana")["posicion"] == [5, 2]  # type: ignore[attr-defined]


def test_si_el_rodeo_es_mas_largo_que_el_movimiento_se_rechaza_y_salto_lo_supera() -> None:
    """«Salto … para superar obstáculos»: with Moverse 2 the wall is too long to walk round, a jump clears it."""
    b = _muro(pj("ana", "heroes", (3, 2), valores={"atletismo": 2}), pj("bruno", "villanos", (9, 9)), movimiento=2)
    motivo = rechazo(b, "ana", "moverse", destino=[5, 2])  # type: ignore[arg-type]
    assert "cortan el paso" in motivo and "Salto" in motivo
    paso(b, "ana", "moverse", destino=[3, 3], respuesta="ninguna")  # type: ignore[arg-type]
    paso(b, "ana", "salto", destino=[5, 3], respuesta="ninguna")  # type: ignore[arg-type]  # over [4, 3]
    assert b.live_values("ana")["posicion"] == [5, 3]  # type: ignore[attr-defined]


def test_el_mapa_no_ilumina_obstaculos_ni_casillas_que_el_rodeo_no_alcanza() -> None:
    b = _muro(pj("ana", "heroes", (3, 2)), pj("bruno", "villanos", (9, 9)), movimiento=2)
    view = b.view  # type: ignore[attr-defined]
    lit = {c.casilla for c in RULESET.legal_squares(view, Action("ana", "moverse"), "destino")}
    assert not lit & {(4, 1), (4, 2), (4, 3)}
    assert (4, 0) in lit  # [3, 1] then [4, 0]: round the top of the wall in 2
    assert (5, 2) not in lit and (5, 1) not in lit  # 2 squares away, but 3 or 4 round the wall
    for x in range(12):
        for y in range(12):
            legal = RULESET.check(view, Action("ana", "moverse", params={"destino": [x, y]})) is None
            assert legal == ((x, y) in lit), (x, y)


def test_empujar_nunca_manda_a_un_obstaculo() -> None:
    """Bruno at [3, 2] pushed away from Ana at [2, 2]: [4, 1], [4, 2], [4, 3] are the wall, nowhere left."""
    b = _muro(pj("ana", "heroes", (2, 2)), pj("bruno", "villanos", (3, 2)))
    assert "ninguna casilla libre" in rechazo(b, "ana", "empujar", "bruno")  # type: ignore[arg-type]
    b2 = batalla(
        pj("ana", "heroes", (2, 2)), pj("bruno", "villanos", (3, 2)), opciones={"obstaculos": [[4, 2], [4, 3]]}
    )
    assert "hay un obstáculo" in rechazo(b2, "ana", "empujar", "bruno", destino=[4, 2])
    assert {c.casilla for c in RULESET.legal_squares(b2.view, Action("ana", "empujar", ("bruno",)), "destino")} == {
        (4, 1)
    }
    paso(b2, "ana", "empujar", "bruno", dados=[19], respuesta="ninguna")
    assert b2.live_values("bruno")["posicion"] == [4, 1]


def test_el_master_no_puede_poner_a_nadie_en_un_obstaculo() -> None:
    b = _muro(pj("ana", "heroes", (2, 2)), pj("bruno", "villanos", (9, 9)))
    with pytest.raises(IllegalAction, match="obstáculo"):
        b.gm_set("bruno", "posicion", [4, 1])  # type: ignore[attr-defined]


def test_nadie_empieza_en_un_obstaculo_y_la_colocacion_por_defecto_los_evita() -> None:
    with pytest.raises(IllegalAction, match="bloqueada"):
        _muro(pj("ana", "heroes", (4, 2)), pj("bruno", "villanos", (9, 9)))
    sin_sitio = batalla(
        pj("ana", "heroes", None),  # type: ignore[arg-type]
        pj("bruno", "villanos", None),  # type: ignore[arg-type]
        opciones={"obstaculos": [[5, 5], [6, 5]]},
    )
    sitios = {tuple(sin_sitio.live_values(c)["posicion"]) for c in ("ana", "bruno")}
    assert not sitios & {(5, 5), (6, 5)} and len(sitios) == 2


@pytest.mark.parametrize(
    "obstaculos", [[[12, 0]], [[1]], "a", [[1, True]], [[-1, 0]]], ids=["fuera", "corta", "texto", "bool", "negativa"]
)
def test_un_obstaculo_mal_escrito_o_fuera_del_tablero_impide_empezar(obstaculos: object) -> None:
    with pytest.raises(IllegalAction) as error:
        batalla(pj("ana", "heroes", (2, 2)), pj("bruno", "villanos", (9, 9)), opciones={"obstaculos": obstaculos})
    assert error.value.codigo == "opcion_no_valida" and "obst" in str(error.value)


def test_el_rodeo_decide_la_respuesta_que_provoca() -> None:
    """Ana [2, 3] → [6, 3]: straight, she never passes next to Carla [4, 1]; with a wall down column 4 from row 3
    the only walk of 4 crosses at [4, 2], next to Carla, so the move provokes her Respuesta (and says so)."""
    gente = (pj("ana", "heroes", (2, 3)), pj("carla", "villanos", (4, 1)))
    recta = batalla(*gente)
    muro = batalla(*gente, opciones={"obstaculos": [[4, y] for y in range(3, 12)]})
    for b, provoca in ((recta, ()), (muro, ("carla",))):
        lit = {c.casilla: c.provoca for c in RULESET.legal_squares(b.view, Action("ana", "moverse"), "destino")}
        assert lit[(6, 3)] == provoca
    area = RULESET.area(muro.view, Action("ana", "moverse", params={"destino": [6, 3]}))
    assert area is not None and (4, 2) in area.camino and area.camino[-1] == (6, 3)
    paso(muro, "ana", "moverse", destino=[6, 3], respuesta={"respuesta": "carla"}, dados=[1])
    assert muro.live_values("ana")["posicion"] == [6, 3]
    assert any("Respuesta" in line for line in muro.log_lines())
