"""encuentro's board queries: every lit square is one the engine accepts, every other one it refuses."""

from __future__ import annotations

from itertools import product

from core.ruleset import Action
from core.tablero import board_of
from tests.core.rulesets.encuentro.utiles import RULESET, batalla, paso, pj


def _todas(b: object) -> list[tuple[int, int]]:
    board = board_of(RULESET, b.view)  # type: ignore[attr-defined]
    assert board is not None
    return list(product(range(board.columnas), range(board.filas)))


def _coinciden(b: object, base: Action) -> set[tuple[int, int]]:
    view = b.view  # type: ignore[attr-defined]
    campo = RULESET.square_field(view, base)
    assert campo == "destino"
    lit = {c.casilla: c for c in RULESET.legal_squares(view, base, campo)}
    for choice in lit.values():
        assert RULESET.check(view, choice.accion) is None
    for sq in _todas(b):
        if sq not in lit:
            assert RULESET.check(view, RULESET.with_square(view, base, campo, sq)) is not None, sq
    return set(lit)


def test_moverse_salto_y_desmarcarse_iluminan_lo_que_acepta_el_motor() -> None:
    b = batalla(pj("ana", "heroes", (2, 2)), pj("bruno", "villanos", (3, 2)), pj("carla", "villanos", (5, 5)))
    moverse = _coinciden(b, Action("ana", "moverse"))
    assert (6, 6) in moverse and (7, 2) not in moverse and (3, 2) not in moverse
    desmarcarse = _coinciden(b, Action("ana", "desmarcarse"))
    assert desmarcarse == {(1, 1), (1, 2), (1, 3)}
    paso(b, "ana", "moverse", destino=[1, 2], respuesta="ninguna")
    salto = _coinciden(b, Action("ana", "salto"))
    assert salto and all(max(abs(x - 1), abs(y - 2)) <= 2 for x, y in salto)


def test_empujar_ilumina_las_casillas_que_alejan_al_objetivo() -> None:
    b = batalla(pj("ana", "heroes", (2, 2)), pj("bruno", "villanos", (3, 2)), pj("carla", "villanos", (4, 3)))
    assert _coinciden(b, Action("ana", "empujar", ("bruno",))) == {(4, 1), (4, 2)}


def test_una_casilla_con_manhattan_no_tiene_diagonales() -> None:
    b = batalla(pj("ana", "heroes", (2, 2)), pj("bruno", "villanos", (9, 9)), opciones={"distancia": "manhattan"})
    lit = _coinciden(b, Action("ana", "moverse"))
    assert (6, 2) in lit and (5, 5) not in lit


def test_salir_de_al_lado_de_un_enemigo_provoca_su_respuesta_y_acabar_al_lado_no() -> None:
    """«Terminar un movimiento, en la primera casilla adyacente, no activa respuesta»."""
    b = batalla(pj("ana", "heroes", (2, 2)), pj("bruno", "villanos", (3, 2)), pj("carla", "villanos", (6, 2)))
    lit = {c.casilla: c.provoca for c in RULESET.legal_squares(b.view, Action("ana", "moverse"), "destino")}
    assert lit[(0, 2)] == ("bruno",)
    b2 = batalla(pj("ana", "heroes", (2, 2)), pj("carla", "villanos", (6, 2)))
    lit2 = {c.casilla: c.provoca for c in RULESET.legal_squares(b2.view, Action("ana", "moverse"), "destino")}
    assert lit2[(5, 2)] == () and lit2[(2, 5)] == ()
    assert RULESET.provokes(b.view, Action("ana", "atacar", ("bruno",))) == []


def test_el_alcance_de_un_ataque_y_su_objetivo() -> None:
    b = batalla(pj("ana", "heroes", (2, 2)), pj("bruno", "villanos", (3, 2)))
    area = RULESET.area(b.view, Action("ana", "atacar", ("bruno",)))
    assert area is not None and (3, 3) in area.alcance and (4, 2) not in area.alcance
    assert area.cubre == {(3, 2)} and area.objetivos == ("bruno",)
    lejos = RULESET.area(b.view, Action("ana", "atacar", ("bruno",), params={"alcance": 3}))
    assert lejos is not None and (5, 5) in lejos.alcance


def test_fichas_fuera_de_combate_y_ocultas() -> None:
    b = batalla(pj("ana", "heroes", (2, 2)), pj("bruno", "villanos", (3, 2)), pj("carla", "villanos", (6, 2)))
    b.gm_set("bruno", "fuera_de_combate", True)
    b.gm_set("ana", "oculto", True)
    tokens = {t.cid: t for t in RULESET.tokens(b.view)}
    assert tokens["bruno"].estado == "fuera" and tokens["ana"].oculto_para == ("bruno", "carla")
    board = RULESET.board(b.view)
    assert board is not None and (board.columnas, board.filas, board.clave, board.mover) == (
        12,
        12,
        "posicion",
        "moverse",
    )
