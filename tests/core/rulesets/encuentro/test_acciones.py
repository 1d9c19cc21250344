"""Section «Acciones»: two free actions per turn, reset at the start of each turn; reactions cost points."""

from __future__ import annotations

import pytest

from core.battle import IllegalAction
from tests.core.rulesets.encuentro.utiles import batalla, duelo, paso, pj, rechazo, vivo


def test_acciones_dos_por_turno_gratuitas() -> None:
    """Acciones: «Cada personaje dispone de 2 Acciones por turno, que son gratuitas»."""
    b = duelo()
    assert vivo(b, "ana")["acciones"] == 2
    paso(b, "ana", "atacar", "bruno", dados=[1])
    assert vivo(b, "ana")["acciones"] == 1
    paso(b, "ana", "usar", descripcion="abre la puerta")
    assert vivo(b, "ana")["acciones"] == 0
    assert vivo(b, "ana")["puntos_encuentro"] == 3  # free: no points spent
    assert "ya ha usado todas sus acciones" in rechazo(b, "ana", "atacar", "bruno")


def test_acciones_se_reinician_al_comienzo_de_cada_turno() -> None:
    """Acciones: «se reinician al comienzo de cada turno»."""
    b = duelo()
    paso(b, "ana", "atacar", "bruno", dados=[1])
    paso(b, "ana", "atacar", "bruno", dados=[1])
    paso(b, "ana", "pasar")
    paso(b, "bruno", "pasar")
    assert b.state["turno"] == "ana"
    assert b.state["ronda"] == 2
    assert vivo(b, "ana")["acciones"] == 2


def test_pasar_termina_el_turno_sin_gastar_acciones() -> None:
    """«pasar» ends the turn doing nothing; it is not an action of the rules."""
    b = duelo()
    paso(b, "ana", "pasar")
    assert b.state["turno"] == "bruno"
    assert vivo(b, "ana")["acciones"] == 2
    assert rechazo(b, "ana", "pasar") == "No es el turno de Ana: le toca a Bruno."


def test_acciones_fuera_de_turno_rechazadas() -> None:
    """Acciones are taken in the character's own turn."""
    b = duelo()
    assert rechazo(b, "bruno", "atacar", "ana") == "No es el turno de Bruno: le toca a Ana."


def test_acciones_el_siguiente_empieza_su_turno_cuando_no_quedan_acciones() -> None:
    """Once the current actor has spent both actions, the next one's step starts its turn."""
    b = duelo()
    paso(b, "ana", "atacar", "bruno", dados=[1])
    paso(b, "ana", "atacar", "bruno", dados=[1])
    paso(b, "bruno", "atacar", "ana", dados=[1])
    assert b.state["turno"] == "bruno"
    assert vivo(b, "bruno")["acciones"] == 1
    assert "termina su turno" in " ".join(b.log_lines())


def test_acciones_reacciones_consumen_puntos_de_encuentro() -> None:
    """Acciones: «Las acciones de Reacción consumen Puntos de Encuentro/Desafío de la reserva del personaje»."""
    b = duelo()
    paso(b, "bruno", "esquiva")
    assert vivo(b, "bruno")["puntos_encuentro"] == 2
    assert vivo(b, "bruno")["acciones"] == 2  # reactions are not actions of the turn


def test_acciones_reaccion_sin_puntos_rechazada() -> None:
    """A reaction needs points in the pool."""
    b = batalla(pj("ana", "a", (0, 0)), pj("bruno", "b", (1, 0), puntos_encuentro=0))
    assert rechazo(b, "bruno", "esquiva") == "Bruno no tiene Puntos de Encuentro para Esquiva (necesita 1, tiene 0)."


def test_acciones_reserva_por_defecto_y_de_la_ficha() -> None:
    """The pool size is not stated: a battle setting (3 by default), a sheet may set its own."""
    b = batalla(pj("ana", "a", (0, 0)), pj("bruno", "b", (1, 0), puntos_encuentro=6), opciones={"puntos_encuentro": 5})
    assert vivo(b, "ana")["puntos_encuentro"] == 5
    assert vivo(b, "bruno")["puntos_encuentro"] == 6


@pytest.mark.parametrize(("recarga", "esperado"), [("nunca", 2), ("ronda", 3), ("turno", 3)])
def test_acciones_recarga_de_la_reserva(recarga: str, esperado: int) -> None:
    """House rule: the pool lasts the encounter (default), or refills each round or turn."""
    b = duelo(recarga_puntos=recarga)
    paso(b, "bruno", "esquiva")
    paso(b, "ana", "pasar")
    paso(b, "bruno", "pasar")
    paso(b, "ana", "pasar")
    assert vivo(b, "bruno")["puntos_encuentro"] == esperado


def test_acciones_desconocida_rechazada() -> None:
    b = duelo()
    assert rechazo(b, "ana", "volar").startswith("La acción «volar» no existe en Encuentro.")


def test_acciones_opciones_invalidas_rechazadas_al_empezar() -> None:
    with pytest.raises(IllegalAction, match="valor"):
        duelo(formula="1d20+valor+valor")
    with pytest.raises(IllegalAction, match="no es válida"):
        duelo(formula="1x20+valor")
    with pytest.raises(IllegalAction, match="fuera del tablero"):
        batalla(pj("ana", "a", (0, 0)), pj("bruno", "b", (0, 0)), opciones={"posiciones": {"bruno": [-1, 0]}})
    with pytest.raises(IllegalAction, match="misma casilla"):
        batalla(pj("ana", "a", (0, 0)), pj("bruno", "b", (0, 0)))


def test_acciones_tablero_crece_para_las_posiciones_iniciales() -> None:
    """A starting square beyond the 12×12 default grows the board (a hand-written script need not set it)."""
    b = batalla(pj("ana", "a", (0, 0)), pj("bruno", "b", (30, 2)))
    assert b.state["tablero"] == [31, 12]
    paso(b, "ana", "moverse", destino=[4, 0])
    assert "El tablero se amplía a 31×12 casillas para que quepan todos." in b.log_lines()


def test_acciones_formula_sin_valor_lo_suma() -> None:
    """A GM's own die written alone («1d10») means «1d10+valor»: Atletismo 2 + 8 = 10 ≥ Defensa Física 10."""
    b = batalla(pj("ana", "a", (0, 0)), pj("bruno", "b", (1, 0), {"defensa_fisica": 10}), opciones={"formula": "1d10"})
    paso(b, "ana", "atacar", "bruno", dados=[8])
    assert vivo(b, "bruno")["impactos"] == 1


def test_acciones_posiciones_por_defecto_enfrentadas() -> None:
    """Without positions the sides stand in neighbouring columns, each facing an enemy."""
    from core.battle import Battle, Combatant
    from core.dice import ScriptedSource
    from core.rulesets.encuentro.ficha import FichaEncuentro
    from tests.core.rulesets.encuentro.utiles import RULESET

    gente = [Combatant(c, c, s, FichaEncuentro(nombre=c)) for c, s in (("a", "x"), ("b", "y"), ("c", "x"), ("d", "y"))]
    b = Battle.start(RULESET, gente, ScriptedSource())
    assert vivo(b, "a")["posicion"] == [5, 5]
    assert vivo(b, "b")["posicion"] == [6, 5]
    assert vivo(b, "c")["posicion"] == [5, 6]
    paso(b, "a", "atacar", "b", dados=[20])


def test_acciones_pasar_del_siguiente_empieza_y_termina_su_turno() -> None:
    """When the current actor has no actions left, the next one's «pasar» starts and ends its turn."""
    b = batalla(pj("ana", "a", (0, 0)), pj("bruno", "b", (1, 0)), pj("carla", "a", (0, 1)))
    paso(b, "ana", "usar")
    paso(b, "ana", "usar")
    paso(b, "bruno", "pasar")
    assert b.state["turno"] == "carla"
    assert rechazo(b, "ana", "pasar") == "No es el turno de Ana: le toca a Carla."


def test_acciones_ajuste_del_dj_fuera_de_combate() -> None:
    """The document does not track health: the GM marks «fuera_de_combate» and the battle ends."""
    b = duelo()
    assert b.outcome() is None
    b.override(("combatientes", "bruno", "fuera_de_combate"), True, "cae inconsciente")
    outcome = b.outcome()
    assert outcome is not None and outcome.ganador == "heroes"
    paso(b, "ana", "pasar")
    assert b.state["turno"] == "ana"  # Bruno is skipped
    assert rechazo(b, "bruno", "esquiva") == "Bruno está fuera de combate."


def test_acciones_si_el_que_tiene_el_turno_cae_actua_el_siguiente() -> None:
    """A GM override that puts the current actor out of the fight lets the next one start its turn."""
    b = batalla(pj("ana", "a", (0, 0)), pj("bruno", "b", (1, 0)), pj("carla", "a", (0, 1)))
    b.override(("combatientes", "ana", "fuera_de_combate"), True)
    paso(b, "bruno", "atacar", "carla", dados=[1])
    assert b.state["turno"] == "bruno"
    assert "Ana está fuera de combate: termina su turno." in b.log_lines()
