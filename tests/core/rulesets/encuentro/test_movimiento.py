"""Sections «Moverse», «Salto» and «Desmarcarse»: squares on the battle grid."""

from __future__ import annotations

from tests.core.rulesets.encuentro.utiles import batalla, duelo, paso, pj, rechazo, vivo


def lejos(**opciones: object) -> object:
    return batalla(pj("ana", "a", (0, 0)), pj("bruno", "b", (9, 9)), opciones=dict(opciones))


def test_moverse_hasta_4_casillas() -> None:
    """Moverse: «puede desplazarse una distancia de hasta 4 casillas»."""
    b = lejos()
    assert rechazo(b, "ana", "moverse", destino=[5, 0]) == "[5, 0] está a 5 casillas y Ana solo puede moverse 4."
    paso(b, "ana", "moverse", destino=[4, 4])  # a diagonal counts 1 (default grid)
    assert vivo(b, "ana")["posicion"] == [4, 4]


def test_moverse_cuadricula_manhattan() -> None:
    """House rule: count squares without diagonals."""
    b = lejos(distancia="manhattan")
    assert "está a 8 casillas" in rechazo(b, "ana", "moverse", destino=[4, 4])
    paso(b, "ana", "moverse", destino=[2, 2])


def test_moverse_movimiento_de_la_ficha_y_de_la_batalla() -> None:
    """Setting: movement per Moverse (4 by default); a sheet may set its own."""
    b = batalla(pj("ana", "a", (0, 0), movimiento=6), pj("bruno", "b", (9, 9)), opciones={"movimiento": 3})
    assert vivo(b, "ana")["movimiento"] == 6
    assert vivo(b, "bruno")["movimiento"] == 3
    paso(b, "ana", "moverse", destino=[6, 0])


def test_moverse_casillas_ocupadas_y_fuera_del_tablero() -> None:
    b = batalla(pj("ana", "a", (0, 0)), pj("bruno", "b", (2, 0)), pj("carla", "a", (0, 2)))
    assert rechazo(b, "ana", "moverse", destino=[2, 0]) == "La casilla [2, 0] está ocupada por Bruno."
    assert rechazo(b, "ana", "moverse", destino=[-1, 0]) == "La casilla [-1, 0] está fuera del tablero."
    assert rechazo(b, "ana", "moverse") == "Indica el «destino» [x, y] o el «camino» del movimiento."


def test_moverse_con_camino() -> None:
    """A ``camino`` is checked square by square: adjacent steps, no enemy squares, within movement."""
    b = batalla(pj("ana", "a", (0, 0)), pj("bruno", "b", (2, 0)), pj("carla", "a", (1, 1)))
    assert "cada paso debe ser a una casilla adyacente" in rechazo(b, "ana", "moverse", camino=[[2, 2]])
    assert (
        rechazo(b, "ana", "moverse", camino=[[1, 0], [2, 0], [3, 0]]) == "No se puede pasar por [2, 0]: la ocupa Bruno."
    )
    assert "solo puede moverse 4" in rechazo(b, "ana", "moverse", camino=[[0, 1], [0, 2], [0, 3], [0, 4], [0, 5]])
    paso(b, "ana", "moverse", camino=[[1, 1], [2, 2]])  # through an ally's square
    assert vivo(b, "ana")["posicion"] == [2, 2]


def test_salto_requiere_haberse_movido() -> None:
    """Salto: «debe haber realizado una acción que le permita moverse en el mismo turno o en su turno anterior»."""
    b = lejos()
    assert rechazo(b, "ana", "salto", destino=[1, 0]).startswith(
        "Salto exige haber realizado una acción que permita moverse"
    )
    paso(b, "ana", "moverse", destino=[1, 0])
    paso(b, "ana", "salto", destino=[3, 0])  # same turn
    assert vivo(b, "ana")["posicion"] == [3, 0]


def test_salto_en_el_turno_siguiente_al_movimiento() -> None:
    """Salto: the move may be in the previous turn, not earlier."""
    from core.ruleset import Action

    b = lejos()
    paso(b, "ana", "moverse", destino=[1, 0])
    paso(b, "ana", "pasar")
    paso(b, "bruno", "pasar")
    assert b.why_not(Action("ana", "salto", params={"destino": [2, 0]})) is None  # moved in her previous turn
    paso(b, "ana", "pasar")
    paso(b, "bruno", "pasar")
    assert "no se ha movido" in rechazo(b, "ana", "salto", destino=[2, 0])


def test_salto_distancia_igual_al_atletismo_minimo_1() -> None:
    """Salto: «La distancia máxima ... es igual a su Atletismo, con un mínimo de 1 casilla»."""
    b = batalla(pj("ana", "a", (0, 0), {"atletismo": 3}), pj("bruno", "b", (0, 9), {"atletismo": 0}))
    paso(b, "ana", "moverse", destino=[1, 0])
    assert "salta como máximo 3" in rechazo(b, "ana", "salto", destino=[5, 0])
    paso(b, "ana", "salto", destino=[4, 0])
    paso(b, "bruno", "moverse", destino=[0, 8])
    assert "salta como máximo 1" in rechazo(b, "bruno", "salto", destino=[0, 6])
    paso(b, "bruno", "salto", altura=1)  # vertical: no square change
    assert vivo(b, "bruno")["posicion"] == [0, 8]


def test_salto_agarrado_o_derribado_rechazado() -> None:
    b = duelo()
    paso(b, "ana", "derribar", "bruno", dados=[20])
    paso(b, "ana", "pasar")
    paso(b, "bruno", "moverse", destino=[3, 3])
    paso(b, "bruno", "pasar")
    paso(b, "ana", "derribar", "bruno", dados=[20])
    paso(b, "ana", "pasar")
    assert rechazo(b, "bruno", "salto", destino=[4, 4]) == "Bruno está derribado: antes debe levantarse con Moverse."


def test_desmarcarse_una_casilla_fuera_del_alcance() -> None:
    """Desmarcarse: «La distancia que logras alejarte es 1 casilla, alejándote del alcance cuerpo a cuerpo»."""
    b = duelo()
    assert rechazo(b, "ana", "desmarcarse", destino=[2, 3]) == (
        "Desde [2, 3] seguiría al alcance cuerpo a cuerpo de Bruno: el desmarque debe alejarlo."
    )
    assert rechazo(b, "ana", "desmarcarse", destino=[0, 2]) == "Desmarcarse aleja exactamente 1 casilla."
    paso(b, "ana", "desmarcarse", destino=[1, 2])
    assert vivo(b, "ana")["posicion"] == [1, 2]


def test_desmarcarse_no_provoca_respuesta() -> None:
    """Desmarcarse: «sin provocar la acción Respuesta de los oponentes de los que se esté desmarcando»."""
    b = duelo()
    paso(b, "ana", "desmarcarse", destino=[1, 2])
    assert rechazo(b, "bruno", "respuesta", "ana") == (
        "Ana se desmarca: no provoca la Respuesta de los oponentes de los que se aleja."
    )
    assert rechazo(b, "ana", "desmarcarse", destino=[0, 2]).startswith("Ningún oponente amenaza a Ana")


def test_desmarcarse_agarrado_rechazado() -> None:
    b = duelo()
    paso(b, "ana", "agarrar", "bruno", dados=[10])
    paso(b, "ana", "pasar")
    assert "está agarrado por Ana" in rechazo(b, "bruno", "desmarcarse", destino=[4, 2])
