"""A GM's states and values in caballeros, played through the engine with the numbers of document 000.

Each declared state changes what the engine allows or how it resolves as its section says, and ends when the rules
say; a GM's vida at 0 kills the knight (the rival wins); a value that does not fit is refused with
``valor_no_valido``. Dice: the attacker's first, then the defender's (utiles.hacer).
"""

from __future__ import annotations

from typing import Any

import pytest

from core.battle import Battle, Combatant, IllegalAction
from core.dice import ScriptedSource

from .utiles import RULESET, batalla, ficha, fijar, hacer, por_que_no, vivo


def _activas(battle: Battle, cid: str) -> dict[str, Any]:
    return {a.id: a for a in RULESET.active_conditions(battle.view, cid)}


def _vida_armadura(battle: Battle, cid: str) -> tuple[int, int]:
    return vivo(battle, cid)["vida"], vivo(battle, cid)["armadura"]


def _codigo(call: Any, *args: Any) -> str | None:
    with pytest.raises(IllegalAction) as error:
        call(*args)
    return error.value.codigo


# -- III TIPOS DE PODER: Poderes de Inmovilización (INM) ------------------------------------------------------------
def test_inm_inmovilizado_no_se_defiende_y_pierde_su_turno() -> None:
    """«no pueda hacer movimientos, ni defensivos ni ofensivos, por 1 turno o mas, recibiendo el ataque»."""
    b = batalla()
    b.apply_condition("b", "inmovilizado", 1)
    assert _activas(b, "b")["inmovilizado"].restante == 1
    motivo = por_que_no(b, "a", "golpe", respuesta="esquivar")
    assert motivo is not None and "no puede defenderse" in motivo
    hacer(b, "a", "golpe", respuesta="ninguna")
    assert _vida_armadura(b, "b") == (285, 85)  # the 30 of the golpe, 50 % each
    assert b.view.turn == "a"  # b lost his turn
    assert "inmovilizado" not in _activas(b, "b")  # and with it the immobilisation
    hacer(b, "a", "cosmos")
    assert b.view.turn == "b"


def test_inm_inmovilizado_en_su_turno_lo_pierde_y_los_que_diga_la_duracion() -> None:
    b = batalla()
    assert b.view.turn == "a"
    b.apply_condition("a", "inmovilizado", 2)
    assert b.view.turn == "b"
    assert por_que_no(b, "a", "golpe") is not None
    hacer(b, "b", "golpe", respuesta="ninguna")
    assert b.view.turn == "b" and _activas(b, "a")["inmovilizado"].restante == 1
    hacer(b, "b", "cosmos")
    assert b.view.turn == "b" and "inmovilizado" not in _activas(b, "a")
    hacer(b, "b", "concentracion")
    assert b.view.turn == "a"  # he lost the rest of his first turn and 2 more


def test_inm_quitar_la_inmovilizacion_devuelve_la_defensa() -> None:
    b = batalla()
    b.apply_condition("b", "inmovilizado", 3)
    assert _codigo(b.apply_condition, "b", "inmovilizado", 1) == "ya_en_condicion"
    b.remove_condition("b", "inmovilizado")
    hacer(b, "a", "golpe", [6], respuesta="esquivar")  # esquivar 6-9
    assert _vida_armadura(b, "b") == (300, 100)


# -- III ACCIÓN PUNTOS VITALES ------------------------------------------------------------------------------------------
def test_puntos_vitales_menos_uno_esquivar_y_menos_20_de_dano() -> None:
    b = batalla()
    b.apply_condition("b", "puntos_vitales")
    hacer(b, "a", "golpe", [6], respuesta="esquivar")  # 6-9 with -1 → 7-9: a 6 does not dodge
    assert _vida_armadura(b, "b") == (285, 85)
    hacer(b, "b", "golpe", respuesta="ninguna")  # 30 - 20
    assert _vida_armadura(b, "a") == (295, 95)


def test_puntos_vitales_se_recupera_con_un_7_en_septimo_sentido() -> None:
    b = batalla()
    b.apply_condition("b", "puntos_vitales")
    hacer(b, "a", "cosmos")
    hacer(b, "b", "septimo_sentido", [7])  # «Si obtiene 7 u 8 en 1d9, se recupera»
    assert "puntos_vitales" not in _activas(b, "b")
    assert "septimo_sentido" not in _activas(b, "b")


def test_puntos_vitales_no_contra_quien_tiene_el_septimo_sentido() -> None:
    b = batalla()
    b.apply_condition("b", "septimo_sentido")
    assert _codigo(b.apply_condition, "b", "puntos_vitales", None) == "condicion_incompatible"


# -- III ACCIÓN SÉPTIMO SENTIDO -----------------------------------------------------------------------------------------
def test_septimo_sentido_mas_30_de_dano_y_menos_uno_al_rival() -> None:
    b = batalla()
    b.apply_condition("a", "septimo_sentido")
    hacer(b, "a", "golpe", [6], respuesta="esquivar")  # the rival -1 esquivar: 7-9; 30 + 30
    assert _vida_armadura(b, "b") == (270, 70)


def test_septimo_sentido_puesto_a_quien_tiene_puntos_vitales_lo_recupera() -> None:
    """«Si obtiene 9 en 1d9, se recupera, eliminando los bonos negativos, y añadiendo los bonos de 7º Sentido»."""
    b = batalla()
    b.apply_condition("a", "puntos_vitales")
    b.apply_condition("a", "septimo_sentido")
    assert set(_activas(b, "a")) == {"septimo_sentido"}
    assert _codigo(b.apply_condition, "a", "septimo_sentido", 2) == "valor_no_valido"  # the rules give its length


# -- III ACCIÓN COSMOS: Acción Especial Cosmos --------------------------------------------------------------------------
def test_especial_cosmos_mas_20_de_dano_mas_uno_esquivar_y_poderes_a_mitad() -> None:
    rayo = {"nombre": "Rayo", "codigos": ["R"], "coste": 100, "dano": 40}
    b = batalla(ficha("A", poderes=[rayo]), ficha("B"))
    b.gm_set("a", "especial_cosmos", True)
    assert "especial_cosmos" in _activas(b, "a")
    hacer(b, "a", "golpe", respuesta="ninguna")  # 30 + 20
    assert _vida_armadura(b, "b") == (275, 75)
    hacer(b, "b", "golpe", [5], respuesta="esquivar")  # esquivar 6-9 with +1 → 5-9
    assert _vida_armadura(b, "a") == (300, 100)
    hacer(b, "a", "poder", [1], poder="Rayo", respuesta="esquivar")
    assert vivo(b, "a")["cosmos"] == 150  # «si un poder costaba 120 ptos de cosmos, costaría 60»
    b.remove_condition("a", "especial_cosmos")
    assert vivo(b, "a")["especial_cosmos"] is False


# -- II ACCIÓN ROMPER ---------------------------------------------------------------------------------------------------
def test_romper_brazos_rotos_menos_uno_bloquear_dos_veces_como_mucho() -> None:
    b = batalla()
    b.apply_condition("b", "brazos_rotos")
    hacer(b, "a", "golpe", [5], respuesta="bloquear")  # bloquear 5-9 with -1 → 6-9: a 5 does not block
    assert _vida_armadura(b, "b") == (285, 85)
    b.apply_condition("b", "brazos_rotos")
    assert _activas(b, "b")["brazos_rotos"].detalle.startswith("-2 bloquear")
    assert _codigo(b.apply_condition, "b", "brazos_rotos", None) == "limite_de_usos"
    b.remove_condition("b", "brazos_rotos")
    assert vivo(b, "b")["roturas"]["brazos"] == 0


def test_romper_piernas_y_costillas() -> None:
    b = batalla()
    b.apply_condition("b", "piernas_rotas")
    b.apply_condition("b", "costillas_rotas")
    assert vivo(b, "b")["roturas"] == {"brazos": 0, "piernas": 1, "costillas": 1}
    hacer(b, "a", "golpe", [6], respuesta="esquivar")  # -1 esquivar: 7-9
    assert _vida_armadura(b, "b") == (285, 85)


# -- A GM's values: vida, armadura, cosmos (III ARMADURA, III ACCIÓN COSMOS) ---------------------------------------
def test_vida_a_cero_el_caballero_muere_y_gana_el_rival() -> None:
    b = batalla()
    b.gm_set("b", "vida", 0, "lo mata el máster")
    assert RULESET.live_values(b.view, "b")["fuera_de_combate"] is True
    outcome = b.outcome()
    assert outcome is not None and outcome.ganador == "a"
    assert _codigo(b.apply_condition, "b", "puntos_vitales", None) == "fuera_de_combate"


def test_vida_a_cero_con_gran_resurreccion_hades_lo_resucita_4_turnos() -> None:
    b = batalla()
    fijar(b, "b", efectos=[{"id": "gran_resurreccion"}])
    b.gm_set("b", "vida", 0)
    assert vivo(b, "b")["resucitado"] == 4
    assert b.outcome() is None


def test_vida_a_cero_en_su_turno_pasa_el_turno() -> None:
    gente = [Combatant(c, c.upper(), bando, ficha(c.upper())) for c, bando in (("a", "a"), ("b", "b"), ("c", "a"))]
    b = Battle.start(RULESET, gente, ScriptedSource(), {}, ["a", "b", "c"])
    b.gm_set("a", "vida", 0)  # his turn, and C still stands for his side
    assert b.outcome() is None and b.view.turn == "b"
    b.gm_set("c", "vida", 0)  # not his turn: the turn stays; his side has fallen
    outcome = b.outcome()
    assert b.view.turn == "b" and outcome is not None and outcome.ganador == "b"


def test_armadura_a_cero_se_rompe_y_el_dano_va_a_la_vida() -> None:
    b = batalla()
    b.gm_set("b", "armadura", 0)
    assert RULESET.live_values(b.view, "b")["armadura_rota"] is True
    hacer(b, "a", "golpe", respuesta="ninguna")
    assert _vida_armadura(b, "b") == (270, 0)
    b.gm_set("b", "armadura", 50)
    assert "armadura_rota" not in RULESET.live_values(b.view, "b")


def test_valores_del_master_que_no_caben_se_rechazan() -> None:
    b = batalla()
    assert _codigo(b.gm_set, "a", "vida", "abc") == "valor_no_valido"
    assert _codigo(b.gm_set, "a", "vida", -1) == "valor_no_valido"
    assert _codigo(b.gm_set, "a", "cosmos", 201) == "valor_no_valido"  # the bar holds 200
    assert _codigo(b.gm_set, "a", "recargas_cosmos", 3) == "valor_no_valido"  # «2 recargas de cosmos»
    assert _codigo(b.gm_set, "a", "concentraciones", 1) == "ajuste_no_permitido"
    assert _codigo(b.gm_set, "a", "bono_fortaleza", "sí") == "valor_no_valido"
    b.gm_set("a", "vida", 350)  # the healings give no maximum
    assert vivo(b, "a")["vida"] == 350
    con_tope = batalla(curacion="valor_inicial")
    assert _codigo(con_tope.gm_set, "a", "vida", 301) == "valor_no_valido"


def test_recargas_con_bono_mas_uno_cosmos_son_tres() -> None:
    b = batalla(ficha("A", bonos=[{"a": "cosmos", "valor": 1}]), ficha("B"))
    b.gm_set("a", "recargas_cosmos", 3)
    assert vivo(b, "a")["recargas_cosmos"] == 3


def test_bono_de_fortaleza_puesto_por_el_master_sirve_una_vez() -> None:
    b = batalla()
    b.gm_set("b", "bono_fortaleza", True)
    hacer(b, "a", "golpe", [4], respuesta="bloquear_fortaleza")  # bloquear 5-9 with +1 → 4-9
    assert vivo(b, "b")["bono_fortaleza"] is False


def test_inm_el_de_un_poder_se_ve_con_quien_lo_lanzo() -> None:
    cola = {"nombre": "Cola", "codigos": ["INM"], "coste": 50, "dano": 0, "turnos_inmovilizado": 2}
    b = batalla(ficha("A", poderes=[cola]), ficha("B"))
    hacer(b, "a", "poder", poder="Cola")
    activa = _activas(b, "b")["inmovilizado"]
    assert (activa.restante, activa.detalle) == (2, "por A")
