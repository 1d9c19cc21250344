"""The states a GM applies and the values he sets, with the rule text's effect (core.live, contract §5).

Ana: level 8, Superfuerza (+8), defence 18, 4 PV. Bruno: level 8, Superfuerza (+8), defence 14, 4 PV. Each state is
applied with ``Battle.apply_condition`` and then played through the engine: what it allows, how the rolls go, when it
ends.
"""

from __future__ import annotations

from typing import Any

import pytest

from core.battle import Battle, IllegalAction
from core.ruleset import Action
from core.rulesets.epic20 import RULESET
from tests.core.rulesets.epic20.ayuda import batalla, ficha, paso, vivo


def ana(**cambios: Any):  # type: ignore[no-untyped-def]
    return ficha(**{"nombre": "Ana", **cambios})


def bruno(**cambios: Any):  # type: ignore[no-untyped-def]
    return ficha(**{"nombre": "Bruno", "poderes": [{"nombre": "Superfuerza"}, {"nombre": "Volar"}], **cambios})


def duelo() -> Battle:
    return batalla({"ana": ana(), "bruno": bruno()}, orden=["ana", "bruno"])


def trio() -> Battle:
    """Ana against Bruno and Carla (Carla like Bruno): one down does not end the fight."""
    b = batalla(
        {"ana": ana(), "bruno": bruno(), "carla": bruno(nombre="Carla")},
        orden=["ana", "bruno", "carla"],
        bandos={"ana": "heroes", "bruno": "villanos", "carla": "villanos"},
    )
    return b


def activas(b: Battle, cid: str) -> dict[str, Any]:
    return {a.id: a for a in RULESET.active_conditions(b.view, cid)}


def por_que_no(b: Battle, actor: str, accion: str, **params: Any) -> str | None:
    return b.ruleset.check(b.view, Action.from_json({"actor": actor, "accion": accion, **params}))


def codigo(b: Battle, actor: str, accion: str, **params: Any) -> str | None:
    motivo = por_que_no(b, actor, accion, **params)
    return getattr(motivo, "codigo", None) if motivo else None


# -- ATACAR EN COMBATE: «Cuando se está en el suelo ... se ataca con Inferioridad» -------------------------------------


def test_atacar_en_combate_tumbado_ataca_con_inferioridad_y_puede_levantarse() -> None:
    b = duelo()
    assert codigo(b, "ana", "levantarse") == "sin_efecto"
    b.apply_condition("ana", "tumbado")
    assert "tumbado" in activas(b, "ana") and "tumbado" in vivo(b, "ana")["estados"]
    assert por_que_no(b, "ana", "levantarse") is None
    # Inferioridad: two d20, the lower counts: 6 + 8 = 14 against defence 14 → a hit by less than 5 (-1 defence)
    paso(b, "ana", "atacar", [15, 6], objetivo="bruno", ataque="Superfuerza")
    assert vivo(b, "bruno")["defensa"] == 13 and vivo(b, "bruno")["puntos_vida"] == 4


def test_atacar_en_combate_levantarse_termina_tumbado() -> None:
    """Standing up is a move action (before the standard one); then the attack has one die again: 15 + 8 = 23."""
    b = duelo()
    b.apply_condition("ana", "tumbado")
    paso(b, "ana", "levantarse")
    assert "tumbado" not in activas(b, "ana")
    assert vivo(b, "ana")["acciones"]["movimiento"] == 0
    paso(b, "ana", "atacar", [15], objetivo="bruno", ataque="Superfuerza")
    assert vivo(b, "bruno")["puntos_vida"] == 3


# -- ATURDIMIENTO: «Inferioridad durante el turno actual si no ha actuado aún o el siguiente si ya actuó» -------------


def test_aturdimiento_antes_de_actuar_dura_la_ronda_actual() -> None:
    b = duelo()
    b.apply_condition("ana", "aturdido")
    assert vivo(b, "ana")["aturdido"] is True
    assert activas(b, "ana")["aturdido"].restante == 1
    paso(b, "ana", "atacar", [15, 6], objetivo="bruno", ataque="Superfuerza")  # the lower die: 14 against 14
    assert vivo(b, "bruno")["puntos_vida"] == 4 and vivo(b, "bruno")["defensa"] == 13
    paso(b, "bruno", "pasar")  # round 2: it lasted one turn
    assert b.view.round == 2 and "aturdido" not in activas(b, "ana")
    paso(b, "ana", "atacar", [15], objetivo="bruno", ataque="Superfuerza")
    assert vivo(b, "bruno")["puntos_vida"] == 2  # 23 against his defence 13: margin 10, 2 PV


def test_aturdimiento_si_ya_actuo_es_en_el_siguiente() -> None:
    b = duelo()
    paso(b, "ana", "atacar", [2], objetivo="bruno", ataque="Superfuerza")  # 10 against 14: a miss; Bruno's turn
    b.apply_condition("ana", "aturdido")
    assert vivo(b, "ana")["aturdido"] is False  # not this round: she already acted
    assert activas(b, "ana")["aturdido"].restante == 2
    paso(b, "bruno", "pasar")
    assert vivo(b, "ana")["aturdido"] is True
    paso(b, "ana", "atacar", [15, 6], objetivo="bruno", ataque="Superfuerza")
    assert vivo(b, "bruno")["defensa"] == 13
    paso(b, "bruno", "pasar")
    assert vivo(b, "ana")["aturdido"] is False and "aturdido" not in activas(b, "ana")


def test_aturdimiento_no_se_acumula_ni_admite_duracion() -> None:
    b = duelo()
    with pytest.raises(IllegalAction) as error:
        b.apply_condition("ana", "aturdido", 3)
    assert error.value.codigo == "valor_no_valido"
    b.apply_condition("ana", "aturdido")
    with pytest.raises(IllegalAction) as error:
        b.apply_condition("ana", "aturdido")
    assert error.value.codigo == "sin_efecto"


def test_aturdimiento_el_ajuste_aturdido_del_master_es_el_estado() -> None:
    b = duelo()
    b.gm_set("ana", "aturdido", True)
    assert "aturdido" in activas(b, "ana")
    b.gm_set("ana", "aturdido", False)
    assert "aturdido" not in activas(b, "ana")
    paso(b, "ana", "atacar", [15], objetivo="bruno", ataque="Superfuerza")
    assert vivo(b, "bruno")["puntos_vida"] == 3


# -- maniobra Cegar: «no puede ver ni realizar ataques a distancia ... Sí puede atacar cuerpo a cuerpo» -------------


def test_cegar_impide_atacar_a_distancia_y_vuelve_a_ver_en_su_siguiente_turno() -> None:
    poderes = [{"nombre": "Ataque especial a distancia"}, {"nombre": "Superfuerza"}]
    b = batalla({"ojo": ana(nombre="Ojo", poderes=poderes), "bruno": bruno()}, orden=["ojo", "bruno"])
    b.apply_condition("ojo", "cegado")
    assert activas(b, "ojo")["cegado"].restante == 1
    assert codigo(b, "ojo", "atacar", objetivo="bruno", ataque="Ataque especial a distancia") == "estado_no_permite"
    # melee still works, with the stun's Inferioridad: the lower of 15 and 6 → 14 against 14
    paso(b, "ojo", "atacar", [15, 6], objetivo="bruno", ataque="Superfuerza")
    assert vivo(b, "bruno")["defensa"] == 13
    paso(b, "bruno", "pasar")
    assert "cegado" not in activas(b, "ojo")
    assert por_que_no(b, "ojo", "atacar", objetivo="bruno", ataque="Ataque especial a distancia") is None


# -- DAÑO EN COMBATE / FAQ «¿Cómo muere un personaje?» --------------------------------------------------------------


def test_inconsciente_se_salta_su_turno_y_le_atacan_con_superioridad() -> None:
    b = trio()
    b.apply_condition("bruno", "inconsciente")
    assert b.outcome() is None  # Carla still stands
    # «cosa que harán con Superioridad porque el personaje estará inmóvil»: two d20, the higher: 15 + 8 = 23 → 1 PV
    paso(b, "ana", "atacar", [2, 15], objetivo="bruno", ataque="Superfuerza")
    assert vivo(b, "bruno")["puntos_vida"] == 3 and "inconsciente" in activas(b, "bruno")  # the blow does not wake him
    assert b.view.turn == "carla"  # Bruno's turn is skipped
    b.remove_condition("bruno", "inconsciente")
    assert "inconsciente" not in activas(b, "bruno")


def test_inconsciente_en_su_turno_pasa_el_turno_y_decide_la_pelea() -> None:
    b = trio()
    b.apply_condition("ana", "inconsciente")
    assert b.outcome() is not None and b.outcome().ganador == "villanos"  # type: ignore[union-attr]
    b.undo()
    paso(b, "ana", "pasar")
    b.apply_condition("bruno", "inconsciente")  # in his own turn: Carla's
    assert b.view.turn == "carla"


def test_moribundo_pierde_un_punto_de_vida_salvo_10_y_se_estabiliza_con_16() -> None:
    b = trio()
    b.apply_condition("bruno", "moribundo")
    assert vivo(b, "bruno")["puntos_vida"] == -1
    assert {"moribundo", "inconsciente"} <= set(vivo(b, "bruno")["estados"])
    assert activas(b, "bruno")["moribundo"].detalle == "-1 PV; muere a -8"
    # Corpulencia 1: «con Superioridad» (two d20, the higher); 9 and 5 → loses 1 PV
    paso(b, "bruno", "tirada_moribundo", [9, 5])
    assert vivo(b, "bruno")["puntos_vida"] == -2
    paso(b, "ana", "pasar")
    paso(b, "carla", "pasar")
    paso(b, "bruno", "tirada_moribundo", [3, 16])  # 16+: stabilised
    assert "moribundo" not in activas(b, "bruno") and "estabilizado" in vivo(b, "bruno")["estados"]
    assert vivo(b, "bruno")["puntos_vida"] == -2


def test_moribundo_quitarlo_es_estabilizarlo_y_aplicarlo_de_nuevo_reinicia() -> None:
    b = trio()
    b.apply_condition("bruno", "moribundo")
    b.remove_condition("bruno", "moribundo")
    assert "estabilizado" in vivo(b, "bruno")["estados"] and vivo(b, "bruno")["puntos_vida"] == -1
    b.apply_condition("bruno", "moribundo")  # «lo cual reiniciaría el proceso de pérdida de puntos de vida»
    assert "moribundo" in activas(b, "bruno") and vivo(b, "bruno")["puntos_vida"] == -1


def test_moribundo_no_cabe_en_nivel_1() -> None:
    """«Cuando llega a un valor de puntos de vida negativos igual a su nivel»: at level 1, −1 PV is death."""
    b = batalla({"ana": ana(), "novato": bruno(nombre="Novato", nivel=1)}, orden=["ana", "novato"])
    with pytest.raises(IllegalAction) as error:
        b.apply_condition("novato", "moribundo")
    assert error.value.codigo == "estado_no_permite"


def test_huido_queda_fuera_de_combate_y_vuelve_si_le_quedan_puntos_de_vida() -> None:
    b = duelo()
    b.apply_condition("bruno", "huido")
    assert b.outcome() is not None and b.outcome().ganador == "ana"  # type: ignore[union-attr]
    b.remove_condition("bruno", "huido")
    assert b.outcome() is None


# -- the GM's values -----------------------------------------------------------------------------------------------


def test_dano_en_combate_el_master_pone_0_pv_inconsciente_y_la_pelea_termina() -> None:
    """«Cuando un personaje alcanza 0 puntos de vida queda inconsciente»."""
    b = duelo()
    b.gm_set("bruno", "puntos_vida", 0)
    assert "inconsciente" in activas(b, "bruno")
    assert b.outcome() is not None and b.outcome().ganador == "ana"  # type: ignore[union-attr]
    with pytest.raises(IllegalAction) as error:  # at 0 PV he stays down: the GM raises the PV instead
        b.remove_condition("bruno", "inconsciente")
    assert error.value.codigo == "estado_no_permite"
    b.gm_set("bruno", "puntos_vida", 2)  # back above 0: he wakes
    assert "inconsciente" not in activas(b, "bruno") and b.outcome() is None


def test_como_muere_el_master_pone_pv_negativos_moribundo_y_menos_nivel_muerto() -> None:
    b = trio()
    b.gm_set("bruno", "puntos_vida", -3)
    assert "moribundo" in activas(b, "bruno")
    b.gm_set("bruno", "puntos_vida", -8)
    assert "muerto" in vivo(b, "bruno")["estados"]
    with pytest.raises(IllegalAction) as error:
        b.apply_condition("bruno", "tumbado")
    assert error.value.codigo == "estado_no_permite"


@pytest.mark.parametrize(
    ("clave", "valor"),
    [("puntos_vida", 5), ("puntos_vida", -9), ("puntos_vida", -41), ("puntos_vida", "3"), ("puntos_heroe", 5),
     ("puntos_heroe", -1), ("penalizador_defensa", -1), ("aturdido", 1)],
)  # fmt: skip
def test_el_master_no_pasa_de_las_cotas_de_las_reglas(clave: str, valor: Any) -> None:
    """PV from −nivel (muerto) to the maximum (½ nivel, at most 4: 4 here); Puntos de Héroe up to ½ nivel (4)."""
    b = duelo()
    antes = b.state
    with pytest.raises(IllegalAction) as error:
        b.gm_set("bruno", clave, valor)
    assert error.value.codigo == "valor_no_valido"
    assert b.state == antes


def test_el_master_no_cambia_lo_derivado() -> None:
    b = duelo()
    for clave in ("defensa", "puntos_vida_max", "estados", "acciones"):
        with pytest.raises(IllegalAction) as error:
            b.gm_set("bruno", clave, vivo(b, "bruno")[clave])
        assert error.value.codigo == "ajuste_no_permitido", clave


def test_defensa_el_penalizador_del_master_baja_la_defensa() -> None:
    """DAÑO EN COMBATE: the -1s accumulate «sin límite» and come back with rest: the GM sets the total."""
    b = duelo()
    b.gm_set("bruno", "penalizador_defensa", 3)
    assert vivo(b, "bruno")["defensa"] == 11
    b.gm_set("bruno", "penalizador_defensa", 0)
    assert vivo(b, "bruno")["defensa"] == 14


def test_el_informe_no_da_iniciativa_sin_tirada() -> None:
    """With a forced order and no dice nobody rolled initiative: the report leaves it out instead of a null."""
    assert "iniciativa" not in vivo(duelo(), "ana")
