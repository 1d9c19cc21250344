"""III ACCIÓN INTERVENCIÓN DIVINA: each god's two interventions."""

from __future__ import annotations

from typing import Any

from core.battle import Battle

from .utiles import batalla, ficha, fijar, hacer, por_que_no, vivo


def _con(dios: str, rival: str | None = None, **campos: Any) -> Battle:
    return batalla(ficha("A", dios=dios, vida=90, **campos), ficha("B", dios=rival))


def test_intervencion_requiere_vida_inferior_a_100() -> None:
    """III ACCIÓN INTERVENCIÓN DIVINA: "la vida de nuestro personaje debe de ser inferior a 100"."""
    b = batalla(ficha("A", dios="athena", vida=100))
    assert "inferior a 100" in (
        por_que_no(b, "a", "intervencion_divina", objetivo=None, intervencion="sanacion_de_athena") or ""
    )


def test_intervencion_solo_del_propio_dios() -> None:
    """III ACCIÓN INTERVENCIÓN DIVINA: "intervención divina solo válida para los caballeros que sirven a Athena"."""
    b = _con("hades")
    assert "athena" in (
        por_que_no(b, "a", "intervencion_divina", objetivo=None, intervencion="sanacion_de_athena") or ""
    )


def test_sanacion_de_athena_4_o_5_recupera_60() -> None:
    """Sanación de Athena: "se consigue con un 4 o 5 en 1d9. El personaje recupera 60 ptos de vida"."""
    b = batalla(ficha("A", dios="athena"))
    fijar(b, "a", vida=90)
    hacer(b, "a", "intervencion_divina", [6], objetivo=None, intervencion="sanacion_de_athena")
    assert vivo(b, "a")["vida"] == 90
    hacer(b, "b", "pasar")
    hacer(b, "a", "cosmos")
    hacer(b, "b", "pasar")
    hacer(b, "a", "agilidad")
    hacer(b, "b", "pasar")
    hacer(b, "a", "intervencion_divina", [4], objetivo=None, intervencion="sanacion_de_athena")
    assert vivo(b, "a")["vida"] == 150


def test_una_intervencion_conseguida_no_se_repite() -> None:
    """III ACCIÓN INTERVENCIÓN DIVINA: "Una vez conseguida una de ellas, no puede volver a realizarse"."""
    b = _con("hades")
    hacer(b, "a", "intervencion_divina", [5], objetivo=None, intervencion="aura_de_hades")
    hacer(b, "b", "pasar")
    assert "ya se consiguió" in (
        por_que_no(b, "a", "intervencion_divina", objetivo=None, intervencion="aura_de_hades") or ""
    )


def test_coraje_de_athena_sin_dados_y_septimo_sentido_con_8() -> None:
    """Coraje de Athena: "no hace falta tirar dados para lograrla. La acción Séptimo Sentido se consigue con 8 y 9"."""
    b = _con("athena")
    hacer(b, "a", "intervencion_divina", [], objetivo=None, intervencion="coraje_de_athena")
    hacer(b, "b", "pasar")
    hacer(b, "a", "septimo_sentido", [8])
    assert vivo(b, "a")["septimo_sentido"] is True


def test_gran_resurreccion_cuatro_turnos_sin_dano() -> None:
    """Gran Resurrección: "resucitará durante 4 turnos en los que no importa el daño que reciba ... Tras realizar el cuarto turno, morirá"."""
    b = batalla(ficha("A", dios="hades", vida=20, armadura=0), ficha("B", dano_golpe=60))
    hacer(b, "a", "intervencion_divina", [4], objetivo=None, intervencion="gran_resurreccion")
    hacer(b, "b", "golpe", [1], respuesta="esquivar")
    assert vivo(b, "a")["resucitado"] == 4 and b.outcome() is None
    for turno in range(4):
        hacer(b, "a", "pasar")
        if turno < 3:
            hacer(b, "b", "pasar")
    assert b.outcome() is not None and b.outcome().ganador == "b"


def test_aura_de_hades_mas_20_golpe() -> None:
    """Aura de Hades: "+20 ptos daño a golpe y +40 ptos daño poder tipo rayo"."""
    b = _con("hades")
    hacer(b, "a", "intervencion_divina", [5], objetivo=None, intervencion="aura_de_hades")
    hacer(b, "b", "pasar")
    hacer(b, "a", "golpe", [1], respuesta="esquivar")
    assert vivo(b, "b")["vida"] == 275


def test_atmosfera_marina_rivales_menos_1() -> None:
    """Atmósfera Marina: "los rivales ... obtienen -1 bloquear, -1 esquivar y -1 llave"."""
    b = _con("poseidon")
    hacer(b, "a", "intervencion_divina", [4], objetivo=None, intervencion="atmosfera_marina")
    hacer(b, "b", "pasar")
    hacer(b, "a", "golpe", [6], respuesta="esquivar")
    assert vivo(b, "b")["vida"] == 285


def test_fortificacion_de_escamas_50_armadura_y_esc() -> None:
    """Fortificación de Escamas: "recuperando 50 ptos de armadura y ganando el bono ESC"."""
    b = batalla(ficha("A", dios="poseidon", vida=90, armadura=100))
    hacer(b, "a", "pasar")
    hacer(b, "b", "golpe", [1], respuesta="esquivar", objetivo="a")
    hacer(b, "a", "intervencion_divina", [5], objetivo=None, intervencion="fortificacion_de_escamas")
    assert vivo(b, "a")["armadura"] == 135  # 85 + 50: la regla no pone tope
    hacer(b, "b", "lanzar_objeto", [9], respuesta="bloquear", objetivo="a")
    assert vivo(b, "a")["armadura"] == 135  # ESC anula el daño de bloquear


def test_curacion_con_tope_regla_casera() -> None:
    """Fortificación de Escamas con la regla casera «curacion» = valor_inicial: no pasa de la ficha."""
    b = batalla(ficha("A", dios="poseidon", vida=90, armadura=100), curacion="valor_inicial")
    hacer(b, "a", "pasar")
    hacer(b, "b", "golpe", [1], respuesta="esquivar", objetivo="a")
    hacer(b, "a", "intervencion_divina", [5], objetivo=None, intervencion="fortificacion_de_escamas")
    assert vivo(b, "a")["armadura"] == 100


def test_frio_de_asgard_10_por_turno() -> None:
    """Frío de Asgard: "los rivales pierden -10 ptos de vida x turno"."""
    b = _con("odin")
    hacer(b, "a", "intervencion_divina", [4], objetivo=None, intervencion="frio_de_asgard")
    hacer(b, "b", "pasar")
    assert vivo(b, "b")["vida"] == 290


def test_espada_valbunga_mas_30() -> None:
    """Espada Valbunga: "obteniendo el portador +30 ptos de daño"."""
    b = _con("odin")
    hacer(b, "a", "intervencion_divina", [4], objetivo=None, intervencion="espada_valbunga")
    hacer(b, "b", "pasar")
    hacer(b, "a", "golpe", [1], respuesta="esquivar")
    assert vivo(b, "b")["vida"] == 270


def test_decision_sagrada_4_5_y_luego_8_9() -> None:
    """Decisión Sagrada: "Una vez logrado el 4-5, lanza y si saca 8-9, Abel guía el espíritu del rival hacia Yomotsu"."""
    b = _con("abel")
    hacer(b, "a", "intervencion_divina", [4, 8], intervencion="decision_sagrada")
    assert vivo(b, "b")["vida"] == 0 and b.outcome().ganador == "a"
    b = batalla(ficha("A", dios="abel", vida=90), decision_sagrada="sin_efecto")
    hacer(b, "a", "intervencion_divina", [4, 9], intervencion="decision_sagrada")
    assert vivo(b, "b")["vida"] == 300


def test_calor_solar_10_por_turno() -> None:
    """Calor Solar: "los rivales pierden -10 ptos de vida x turno"."""
    b = _con("abel")
    hacer(b, "a", "intervencion_divina", [5], objetivo=None, intervencion="calor_solar")
    hacer(b, "b", "pasar")
    hacer(b, "a", "pasar")
    assert vivo(b, "b")["vida"] == 290


def test_enredaderas_10_a_armadura_y_un_1_inmoviliza() -> None:
    """Enredaderas Infernales: "10 daño a armadura por turno ... El rival debe lanzar 1d9 ... Si obtiene 1 no puede realizar ninguna acción"."""
    b = _con("lucifer")
    hacer(b, "a", "intervencion_divina", [4], objetivo=None, intervencion="enredaderas_infernales")
    hacer(b, "b", "golpe", [1], objetivo="a")
    assert vivo(b, "a")["vida"] == 90
    hacer(b, "a", "pasar")
    assert vivo(b, "b")["armadura"] == 90
    hacer(b, "b", "golpe", [2, 1], objetivo="a", respuesta="esquivar")
    assert vivo(b, "a")["armadura"] == 85


def test_almas_de_los_dioses_da_intervenciones_de_otros_dioses() -> None:
    """Almas de los dioses: "puede escoger cualquier intervencion entre las de Poseidón, Eris y Abel (no ... la del dios de su rival)"."""
    b = _con("lucifer", rival="poseidon")
    hacer(b, "a", "intervencion_divina", [5], objetivo=None, intervencion="almas_de_los_dioses")
    hacer(b, "b", "pasar")
    assert "poseidon" in (
        por_que_no(b, "a", "intervencion_divina", objetivo=None, intervencion="atmosfera_marina") or ""
    )
    hacer(b, "a", "cosmos")
    hacer(b, "b", "pasar")
    hacer(b, "a", "agilidad")
    hacer(b, "b", "pasar")
    hacer(b, "a", "intervencion_divina", [4], intervencion="manzana_de_oro")
    assert (vivo(b, "b")["cosmos"], vivo(b, "b")["recargas_cosmos"]) == (0, 0)


def test_lanza_de_eris_rayo_a_vida_solo_esquivable_a_menos_2() -> None:
    """Lanza de Eris: "Poder tipo rayo, de -50 ptos daño vida, solo esquivable, con un bono negativo de -2 esquivar"."""
    b = _con("eris")
    assert "no puede bloquearse" in (
        por_que_no(b, "a", "intervencion_divina", respuesta="bloquear", intervencion="lanza_de_eris") or ""
    )
    hacer(b, "a", "intervencion_divina", [4, 7], respuesta="esquivar", intervencion="lanza_de_eris")
    assert (vivo(b, "b")["vida"], vivo(b, "b")["armadura"]) == (250, 100)


def test_arco_dorado_y_santuario_lunar() -> None:
    """Arco Dorado (rayo 50 a vida, -2 esquivar) y Santuario Lunar: "eliminando todo poder tipo ambiente"."""
    b = batalla(
        ficha("A", dios="artemisa", vida=90),
        ficha("B", poderes=[{"nombre": "Niebla", "codigos": ["A"], "coste": 10, "ambiente": {"esquivar": -1}}]),
    )
    hacer(b, "a", "intervencion_divina", [5, 9], respuesta="esquivar", intervencion="arco_dorado")
    assert vivo(b, "b")["vida"] == 300
    hacer(b, "b", "poder", [], poder="Niebla", objetivo=None)
    assert b.state["ambiente"]["poder"] == "Niebla"
    hacer(b, "a", "cosmos")
    hacer(b, "b", "pasar")
    hacer(b, "a", "agilidad")
    hacer(b, "b", "pasar")
    hacer(b, "a", "intervencion_divina", [4], objetivo=None, intervencion="santuario_lunar")
    assert b.state["ambiente"] is None


def test_detencion_temporal_dos_acciones_por_turno() -> None:
    """Detención Temporal: "El personaje gana 2 acciones por turno hasta el final del combate"."""
    b = _con("kronos")
    hacer(b, "a", "intervencion_divina", [4], objetivo=None, intervencion="detencion_temporal")
    assert b.state["turno"] == "b"  # desde el turno siguiente
    hacer(b, "b", "pasar")
    hacer(b, "a", "golpe", [1], respuesta="esquivar")
    assert b.state["turno"] == "a"
    hacer(b, "a", "lanzar_objeto", [1], respuesta="esquivar")
    assert b.state["turno"] == "b"


def test_guadana_de_kronos_80_solo_esquivable() -> None:
    """Guadaña de Kronos: "Poder tipo rayo, -80 ptos daño, solo esquivable, con un bono negativo de -2 esquivar"."""
    b = _con("kronos")
    hacer(b, "a", "intervencion_divina", [5], respuesta="ninguna", intervencion="guadana_de_kronos")
    assert (vivo(b, "b")["vida"], vivo(b, "b")["armadura"]) == (260, 60)


def test_dos_intervenciones_por_combate() -> None:
    """III ACCIÓN INTERVENCIÓN DIVINA: "Todos los personajes tienen 2 Intervenciones Divinas posibles"."""
    b = _con("odin")
    hacer(b, "a", "intervencion_divina", [4], objetivo=None, intervencion="espada_valbunga")
    hacer(b, "b", "pasar")
    hacer(b, "a", "cosmos")
    hacer(b, "b", "pasar")
    hacer(b, "a", "agilidad")
    hacer(b, "b", "pasar")
    hacer(b, "a", "intervencion_divina", [4], objetivo=None, intervencion="frio_de_asgard")
    assert vivo(b, "a")["intervenciones"] == ["espada_valbunga", "frio_de_asgard"]
