"""The conditions a GM applies (11.4 controles de masas, 11.5 estados alterados) act as the rules say and end when the
rules say, played through the engine; a GM's change of a live value has the rules' consequences (4.1.1.2)."""

from __future__ import annotations

from typing import Any

import pytest

from core.battle import Battle, IllegalAction
from core.ruleset import Action
from core.rulesets.umh import RULESET, catalogo
from core.rulesets.umh.condiciones_declaradas import CONDICIONES
from tests.core.rulesets.umh.ayuda import batalla, defensa, ficha, golpe, hacer, motivo, usar, vivo


def _duelo(a: dict[str, Any] | None = None, b: dict[str, Any] | None = None, **opciones: Any) -> Battle:
    """A (bando 1, agresor: plays first) against B (bando 2), both with a 100-damage blow and VIT 1000."""
    base = {"vit": 1000, "habilidades": [golpe(dano=100, varias_por_ronda=True)]}
    return batalla(
        ("a", "1", ficha("A", **{**base, **(a or {})})), ("b", "2", ficha("B", **{**base, **(b or {})})), **opciones
    )


def _activas(b: Battle, cid: str) -> dict[str, int | None]:
    return {c.id: c.restante for c in RULESET.active_conditions(b.view, cid)}


def _codigo(accion: Any) -> str:
    with pytest.raises(IllegalAction) as error:
        accion()
    return str(error.value.codigo)


def _moverse(b: Battle, cid: str) -> str | None:
    return b.why_not(Action(cid, "desplazarse", (), None, {"casillas": 1}))


# -- 11.4 controles de masas ---------------------------------------------------------------------


def test_11_4_1_aturdimiento_impide_habilidades_y_desplazamiento_y_dura_sus_acciones() -> None:
    """11.4.1 - impide el uso de habilidades de cualquier tipo o desplazamiento mientras dure; 11.5.14 dura acciones
    generales; 11.5.16 - tras completarlo no puede verse afectado por otro hasta un turno activo libre de estos."""
    b = _duelo()
    b.apply_condition("b", "aturdimiento", 2)
    assert _activas(b, "b") == {"aturdimiento": 2}
    usar(b, "a", "Golpe", "b", "ninguna")  # una acción general: le queda 1
    assert _activas(b, "b") == {"aturdimiento": 1}
    hacer(b, "a", "pasar")
    assert b.view.turn == "b"
    assert "11.4" in (motivo(b, "b", "Golpe", "a") or "")
    assert _moverse(b, "b") is not None
    hacer(b, "b", "pasar")  # su turno perdido cuenta como acción (regla casera turno_perdido_cuenta)
    assert _activas(b, "b") == {}
    assert vivo(b, "b")["inmune_control"] is True
    assert _codigo(lambda: b.apply_condition("b", "paralisis", 1)) == "inmune_a_controles"


def test_11_4_1_el_aturdimiento_anula_las_habilidades_que_esta_usando() -> None:
    """11.4.1 - anula habilidades que el usuario esté usando ya sea sobre sí mismo, sobre otros..."""
    fuerza = {
        "nombre": "Fuerza",
        "tipo": "suplementaria",
        "efectos": [{"tipo": "aumento", "atributo": "fue", "cantidad": 5}],
    }
    b = _duelo(a={"fue": 10, "habilidades": [fuerza]})
    usar(b, "a", "Fuerza", "a")
    assert vivo(b, "a")["fue"] == 15 and vivo(b, "a")["activas"] == ["Fuerza"]
    b.apply_condition("a", "aturdimiento", 1)
    assert vivo(b, "a")["fue"] == 10 and vivo(b, "a")["activas"] == []


def test_11_4_1_1_desmayado_impide_volar_hasta_pasado_un_turno_propio() -> None:
    b = _duelo()
    b.apply_condition("b", "desmayado", 1)
    usar(b, "a", "Golpe", "b", "ninguna")
    assert _activas(b, "b") == {}
    assert vivo(b, "b")["sin_vuelo"] is True


def test_11_4_1_2_dormido_despierta_al_recibir_dano() -> None:
    """11.4.1.2 - hasta que finalice o hasta que el jugador afectado reciba daño de otra habilidad ofensiva."""
    b = _duelo()
    b.apply_condition("b", "dormido", 5)
    usar(b, "a", "Golpe", "b", "ninguna")
    assert vivo(b, "b")["vit"] == 900
    assert _activas(b, "b") == {}


def test_11_4_2_paralisis_solo_permite_habilidades_telepaticas() -> None:
    """11.4.2 - se ve limitado al uso de habilidades telepáticas o que indiquen poder realizarse en este estado."""
    mente = golpe("Onda mental", 50, indoles=["mental"])
    b = _duelo(b={"habilidades": [golpe(dano=100), mente]})
    b.apply_condition("b", "paralisis", 3)
    hacer(b, "a", "pasar")
    assert "11.4" in (motivo(b, "b", "Golpe", "a") or "")
    assert _moverse(b, "b") is not None
    assert motivo(b, "b", "Onda mental", "a") is None


@pytest.mark.parametrize(("control", "dano"), [("petrificacion", 120), ("congelamiento", 130)])
def test_11_4_12_y_11_4_13_el_ataque_fisico_rompe_el_control_con_su_bonificacion(control: str, dano: int) -> None:
    """11.4.12 - un 20 % [*1.20] más de daño e ignorará defensas pasivas; 11.4.13 - un 30 % [*1.30]; y finalizan."""
    b = _duelo(b={"resistencias": 20})
    b.apply_condition("b", control, 3)
    usar(b, "a", "Golpe", "b", "ninguna")
    assert vivo(b, "b")["vit"] == 1000 - dano
    assert _activas(b, "b") == {}


def test_11_5_18_no_mas_de_un_control_de_masas() -> None:
    b = _duelo()
    b.apply_condition("b", "aturdimiento", 2)
    assert _codigo(lambda: b.apply_condition("b", "paralisis", 2)) == "ya_tiene_control"


def test_11_5_16_quitar_un_control_a_mano_es_eliminarlo() -> None:
    """11.5.16 - tras completar o eliminar un control de masas, inmune hasta un turno activo libre de estos."""
    b = _duelo()
    b.apply_condition("b", "aturdimiento", 2)
    b.remove_condition("b", "aturdimiento")
    assert _activas(b, "b") == {} and vivo(b, "b")["inmune_control"] is True


def test_un_control_sin_duracion_dura_una_accion() -> None:
    b = _duelo()
    b.apply_condition("b", "aturdimiento")
    assert _activas(b, "b") == {"aturdimiento": 1}


# -- 11.5 estados alterados ----------------------------------------------------------------------


def test_11_5_1_inmovilizacion_impide_desplazarse_y_expira() -> None:
    b = _duelo()
    b.apply_condition("a", "inmovilizacion", 1)
    assert "11.5" in (_moverse(b, "a") or "")
    usar(b, "a", "Golpe", "b", "ninguna")
    assert _activas(b, "a") == {}
    assert _moverse(b, "a") is None


def test_11_5_1_inmovilizacion_impide_evasiones_con_las_piernas() -> None:
    b = _duelo(b={"habilidades": [golpe(dano=100), defensa("Rodar", "evasion")]})
    b.apply_condition("b", "inmovilizacion", 3)
    assert "11.5.1" in (motivo(b, "a", "Golpe", "b", {"habilidad": "Rodar"}) or "")


def test_11_5_2_derribo_hasta_levantarse() -> None:
    """11.5.2 - duración indeterminada; el usuario deberá levantarse mediante el comando *Levantarse*."""
    b = _duelo()
    b.apply_condition("a", "derribo")
    assert _activas(b, "a") == {"derribo": None}
    assert _moverse(b, "a") is not None
    usar(b, "a", "Golpe", "b", "ninguna")
    assert _activas(b, "a") == {"derribo": None}  # las acciones no lo agotan
    levantarse = next(o for o in b.legal_actions("a") if o.accion == "levantarse")
    assert levantarse.legal
    hacer(b, "a", "levantarse")
    assert _activas(b, "a") == {} and _moverse(b, "a") is None


@pytest.mark.parametrize(("posicion", "dano"), [("voladora", 100), ("alzada", 50)])
def test_11_5_3_derribo_desde_el_aire(posicion: str, dano: int) -> None:
    """11.5.3.1 - desde posición voladora 10 % VIT. TOTAL; 11.5.3.2 - desde alzada 5 %."""
    b = _duelo(b={"posicion": posicion})
    b.apply_condition("b", "derribo")
    assert vivo(b, "b")["vit"] == 1000 - dano and vivo(b, "b")["posicion"] == "suelo"


@pytest.mark.parametrize(
    ("estado", "stat", "antes", "despues"),
    [
        ("inhabilitacion_brazo", "fue", 10, 5),
        ("inhabilitacion_brazos", "fue", 10, 0),
        ("amputacion_brazo", "fue", 10, 5),
        ("inhabilitacion_pierna", "vel_total", 4, 2),
        ("inhabilitacion_piernas", "vel_total", 4, 0),
        ("amputacion_pierna", "vel_total", 4, 2),
    ],
)
def test_11_5_4_y_11_5_5_inhabilitacion_y_amputacion(estado: str, stat: str, antes: int, despues: int) -> None:
    """11.5.4.1 - fuerza reducida un 50 %, a 0 con ambos brazos; 11.5.4.2 - velocidad un 50 %, a 0 con ambas piernas;
    11.5.5 - la amputación recibe los mismos efectos que la inhabilitación."""
    b = _duelo(a={"fue": 10, "vel": 4})
    assert vivo(b, "a")[stat] == antes
    b.apply_condition("a", estado)
    assert vivo(b, "a")[stat] == despues
    b.remove_condition("a", estado)
    assert vivo(b, "a")[stat] == antes


def test_11_5_4_2_ambas_piernas_no_puede_desplazarse() -> None:
    b = _duelo(a={"vel": 4})
    b.apply_condition("a", "inhabilitacion_piernas", 2)
    assert _moverse(b, "a") is not None


def test_11_5_4_3_las_alas_y_no_las_piernas() -> None:
    """11.5.4.3 - con alas u otras extremidades para moverse será necesario inhabilitar estas para reducir la velocidad."""
    b = _duelo(a={"vel": 4, "extremidades_movimiento": ["alas"]})
    b.apply_condition("a", "inhabilitacion_pierna", 2)
    assert vivo(b, "a")["vel_total"] == 4
    b.apply_condition("a", "inhabilitacion_extremidad", 2)
    assert vivo(b, "a")["vel_total"] == 2


def test_11_5_5_la_amputacion_se_mantiene_tras_el_combate() -> None:
    b = _duelo()
    b.apply_condition("b", "amputacion_pierna")
    assert _activas(b, "b") == {"amputacion_pierna": None}
    b.gm_set("b", "vit", 0)
    outcome = b.outcome()
    assert outcome is not None and outcome.estados_finales["b"]["se_mantienen"] == ["amputacion_pierna"]


def test_11_5_6_ceguera_reduce_a_la_mitad_sus_ofensivas() -> None:
    """11.5.6 - sus habilidades ofensivas de alcance directo poseen una reducción del 50 % [x.50]."""
    b = _duelo()
    b.apply_condition("a", "ceguera", 3)
    usar(b, "a", "Golpe", "b", "ninguna")
    assert vivo(b, "b")["vit"] == 950


def test_11_5_7_sordera_no_se_beneficia_de_ordenes_habladas() -> None:
    orden = {
        "nombre": "Arenga",
        "tipo": "suplementaria",
        "habla": True,
        "efectos": [{"tipo": "aumento", "atributo": "fue", "cantidad": 5}],
    }
    b = _duelo(a={"fue": 10, "habilidades": [orden]})
    b.apply_condition("a", "sordera", 3)
    usar(b, "a", "Arenga", "a")
    assert vivo(b, "a")["fue"] == 10


def test_11_5_8_mudez_impide_las_habilidades_basadas_en_el_habla() -> None:
    b = _duelo(a={"habilidades": [golpe("Conjuro", 100, habla=True)]})
    assert motivo(b, "a", "Conjuro", "b", "ninguna") is None
    b.apply_condition("a", "mudez", 2)
    assert "11.5.8" in (motivo(b, "a", "Conjuro", "b", "ninguna") or "")


def test_11_5_9_desorientado_reduce_el_alcance_en_3_y_dura_3_acciones() -> None:
    """11.5.9 - alcance reducido en 3 casillas (mínimo 1); sin duración determinada, 3 acciones. 10.2.1 - a quien
    está en posición alzada se le golpea con alcance 3 o superior."""
    lanza = golpe("Lanza", 100, alcance=3, varias_por_ronda=True)
    calma = {"nombre": "Calma", "tipo": "suplementaria", "coste_pa": 1, "varias_por_ronda": True}
    b = _duelo(a={"vel": 3, "habilidades": [lanza, calma]}, b={"posicion": "alzada"})
    assert motivo(b, "a", "Lanza", "b", "ninguna") is None
    b.apply_condition("a", "desorientado")
    assert _activas(b, "a") == {"desorientado": 3}
    assert motivo(b, "a", "Lanza", "b", "ninguna") is not None
    hacer(b, "a", "desplazarse", casillas=1)
    assert _activas(b, "a") == {"desorientado": 3}  # desplazarse no es una acción general (2.1.5)
    for left in (2, 1):
        usar(b, "a", "Calma", "a")
        assert _activas(b, "a") == {"desorientado": left}
    usar(b, "a", "Calma", "a")
    assert _activas(b, "a") == {}
    assert motivo(b, "a", "Lanza", "b", "ninguna") is None


def test_11_5_11_temor_baja_un_tier_la_voluntad_o_la_deja_en_1() -> None:
    b = _duelo(a={"vol": 5, "tiers": {"vol": 2}}, b={"vol": 5})
    b.apply_condition("a", "temor", 2)
    b.apply_condition("b", "temor", 2)
    assert vivo(b, "a")["tier_vol"] == 1 and vivo(b, "a")["vol"] == 5
    assert vivo(b, "b")["tier_vol"] == 1 and vivo(b, "b")["vol"] == 1


def test_11_5_12_mojado_electricas_mas_y_igneas_menos() -> None:
    """11.5.12 - eléctricas un 25 % [1.25] más de daño, ígneas un 25 % [0.75] menos; sin duración, la de la regla
    casera duracion_mojado (3 acciones)."""
    rayo = golpe("Rayo", 100, indoles=["electrica"], varias_por_ronda=True)
    fuego = golpe("Llama", 100, indoles=["ignea"], varias_por_ronda=True)
    b = _duelo(a={"habilidades": [rayo, fuego]})
    b.apply_condition("b", "mojado")
    assert _activas(b, "b") == {"mojado": 3}
    usar(b, "a", "Rayo", "b", "ninguna")
    assert vivo(b, "b")["vit"] == 875
    usar(b, "a", "Llama", "b", "ninguna")
    assert vivo(b, "b")["vit"] == 800


def test_11_5_13_ocultamiento_no_puede_ser_atacado_sin_detectarlo() -> None:
    b = _duelo()
    b.apply_condition("b", "ocultamiento", 2)
    assert "11.5.13" in (motivo(b, "a", "Golpe", "b", "ninguna") or "")
    assert motivo(b, "a", "Golpe", "b", "ninguna", detectado=True) is None


def test_11_5_15_no_dos_estados_identicos() -> None:
    b = _duelo()
    b.apply_condition("b", "ceguera", 3)
    assert _codigo(lambda: b.apply_condition("b", "ceguera", 2)) == "estado_repetido"
    b.apply_condition("b", "ceguera", 5)  # se queda el de mayor duración
    assert _activas(b, "b") == {"ceguera": 5}


def test_un_estado_a_quien_no_esta_en_el_combate_se_rechaza() -> None:
    b = _duelo()
    b.gm_set("b", "vit", 0)
    assert _codigo(lambda: b.apply_condition("b", "ceguera", 2)) == "fuera_del_combate"


def test_cada_condicion_declarada_es_un_estado_del_catalogo() -> None:
    assert {c.id for c in CONDICIONES} <= set(catalogo.estados())
    assert "enamorado" not in {c.id for c in CONDICIONES}


# -- ajustes del máster ----------------------------------------------------------------------------


def test_4_1_1_2_vit_a_0_a_mano_cae_pierde_vigor_y_acaba_el_combate() -> None:
    """4.1.1.2 - reducir a 0 la vitalidad de todos los jugadores de un bando supone la victoria del bando aún en pie;
    4.1.4 - pierde 1 punto de vigor."""
    b = _duelo()
    b.gm_set("b", "vit", 0)
    assert vivo(b, "b")["derrotado"] is True and vivo(b, "b")["vigor"] == 2
    outcome = b.outcome()
    assert outcome is not None and outcome.ganador == "1"
    assert b.view.turn is None


def test_4_1_1_quien_cae_en_su_turno_lo_cede() -> None:
    b = batalla(("a", "1", ficha("A", vit=100)), ("c", "1", ficha("C", vit=100)), ("b", "2", ficha("B", vit=100)))
    assert b.view.turn == "a"
    b.gm_set("a", "vit", 0)
    assert b.outcome() is None and b.view.turn not in (None, "a")


def test_el_master_no_pasa_de_la_vit_total_ni_de_los_pa_de_la_ronda() -> None:
    b = _duelo(pa_por_ronda=10)
    assert _codigo(lambda: b.gm_set("a", "vit", 1001)) == "valor_no_valido"
    assert _codigo(lambda: b.gm_set("a", "vit", "abc")) == "valor_no_valido"
    assert _codigo(lambda: b.gm_set("a", "pa", 11)) == "valor_no_valido"
    assert _codigo(lambda: b.gm_set("a", "fue", 3)) == "ajuste_no_permitido"
    b.gm_set("a", "vit", 400)
    b.gm_set("a", "pa", 1)
    assert vivo(b, "a")["vit"] == 400 and vivo(b, "a")["pa"] == 1
    assert motivo(b, "a", "Golpe", "b", "ninguna") is None
    usar(b, "a", "Golpe", "b", "ninguna")
    assert "PA" in (motivo(b, "a", "Golpe", "b", "ninguna") or "")


def test_2_3_2_1_la_velocidad_que_queda_a_mano() -> None:
    b = _duelo(a={"vel": 4})
    b.gm_set("a", "vel", 1)
    hacer(b, "a", "desplazarse", casillas=1)
    assert _moverse(b, "a") is not None
    assert _codigo(lambda: b.gm_set("a", "vel", 5)) == "valor_no_valido"


def test_11_4_1_2_bajar_la_vit_a_mano_despierta_al_dormido() -> None:
    b = _duelo()
    b.apply_condition("b", "dormido", 5)
    b.gm_set("b", "vit", 990)
    assert _activas(b, "b") == {}


def test_8_3_1_el_tamano_a_mano_desplaza_a_quien_ocupa_las_casillas() -> None:
    b = _duelo(mapa={"a": [0, 0], "b": [1, 0]})
    b.gm_set("a", "tamano", 1)
    assert vivo(b, "b")["casilla"] == [2, 0]
    assert _codigo(lambda: b.gm_set("a", "casilla", [2, 0])) == "casilla_no_valida"
    b.gm_set("a", "casilla", [0, 3])
    assert vivo(b, "a")["casilla"] == [0, 3]
