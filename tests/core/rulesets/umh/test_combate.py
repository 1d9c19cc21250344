"""1 INICIO DE COMBATE (sides, joining, preparation), 2.3 turns, and 4 FINAL DE COMBATE."""

from __future__ import annotations

import pytest

from core.battle import IllegalAction
from core.ruleset import Action
from core.rulesets.umh import RULESET
from tests.core.rulesets.umh.ayuda import batalla, ficha, golpe, hacer, motivo, usar, vivo


def test_1_2_1_dos_bandos() -> None:
    """1.2.1 - Los combates se dividen en dos bandos."""
    with pytest.raises(IllegalAction, match=r"1\.2\.1"):
        batalla(("a", "1", ficha()), ("b", "2", ficha()), ("c", "3", ficha()))


def test_1_2_3_maximo_tres_por_bando() -> None:
    """1.2.3 - Siempre el máximo de participantes por bando será de tres."""
    with pytest.raises(IllegalAction, match="tres"):
        batalla(*[(f"a{i}", "1", ficha()) for i in range(4)], ("b", "2", ficha()))


def test_1_2_4_1_irrumpir_denegado_por_mayoria() -> None:
    """1.2.4.1 - Es posible denegar el uso de Irrumpir por mayoría de los miembros del bando al que pretende unirse."""
    b = batalla(("a", "1", ficha()), ("a2", "1", ficha()), ("b", "2", ficha()), ("x", "1", ficha()), reserva=["x"])
    hacer(b, "x", "irrumpir", denegar=["a", "a2"])
    assert vivo(b, "x")["activo"] is False
    hacer(b, "x", "irrumpir", denegar=["a"])
    assert vivo(b, "x")["activo"] is True
    assert b.state["cupos"]["1"] == 3


def test_1_2_5_un_cupo_usado_queda_usado() -> None:
    """1.2.5 - al ingresar elimina permanentemente un cupo del bando, incluso si el combatiente es derrotado o huye."""
    b = batalla(
        ("a", "1", ficha()),
        ("a2", "1", ficha()),
        ("a3", "1", ficha()),
        ("b", "2", ficha()),
        ("x", "1", ficha()),
        reserva=["x"],
    )
    hacer(b, "a", "huir")
    reason = b.why_not(Action("x", "irrumpir"))
    assert reason is not None and "cupos" in reason


def test_1_2_4_llamada_de_auxilio_y_2_2_2_juega_desde_la_siguiente_ronda() -> None:
    """1.2.4 - LLAMADA DE AUXILIO; 2.2.2 - los que se unan se ordenan según su VELOCIDAD TOTAL."""
    b = batalla(("a", "1", ficha(vel=1)), ("b", "2", ficha(vel=2)), ("x", "1", ficha(vel=9)), reserva=["x"])
    hacer(b, "a", "llamada_de_auxilio", "x")
    assert vivo(b, "x")["activo"] is True
    hacer(b, "a", "pasar")
    hacer(b, "b", "pasar")
    assert b.state["orden"] == ["x", "b", "a", "b"]


def test_1_3_ronda_de_preparacion_solo_habilidades_que_lo_permitan() -> None:
    """1.3.2 - cuenta con una ronda de preparación donde puede equipar objetos o utilizar habilidades que lo permitan;
    termina cuando todos pasan."""
    prep = {"nombre": "Afilar", "tipo": "suplementaria", "coste_pa": 1, "preparacion": True}
    b = batalla(
        ("a", "1", ficha(habilidades=[prep, golpe("Tajo", 10)])),
        ("b", "2", ficha(habilidades=[golpe("Tajo", 10)])),
        ronda_preparacion=True,
    )
    assert b.state["fase"] == "preparacion"
    assert "1.3.2" in (motivo(b, "b", "Tajo", "a") or "")
    usar(b, "a", "Afilar")
    hacer(b, "a", "pasar")
    hacer(b, "b", "paso_turno")
    assert b.state["fase"] == "combate" and b.state["turno"] == "a"
    # 3.1.3 - «Al finalizar cada ronda todos los jugadores regeneran todos sus PA»: la de preparación también.
    assert vivo(b, "a")["pa"] == 10


def test_1_3_pa_tras_preparacion_conservar() -> None:
    """1.3.2 y 3.1.3 - regla casera pa_tras_preparacion = conservar: lo gastado en la preparación no vuelve."""
    prep = {"nombre": "Afilar", "tipo": "suplementaria", "coste_pa": 1, "preparacion": True}
    b = batalla(
        ("a", "1", ficha(habilidades=[prep])),
        ("b", "2", ficha()),
        ronda_preparacion=True,
        pa_tras_preparacion="conservar",
    )
    usar(b, "a", "Afilar")
    hacer(b, "a", "pasar")
    hacer(b, "b", "pasar")
    assert b.state["fase"] == "combate" and vivo(b, "a")["pa"] == 9


def test_1_3_regla_casera_el_ataque_del_agresor_abre_la_ronda_1() -> None:
    """House rule ``ataque_iniciador`` = abre_ronda_1 (the earlier reading of 1.3.1): the aggressor's attack made in
    the preparation round ends it and opens his turn of round 1 (2.2.1)."""
    prep = {"nombre": "Afilar", "tipo": "suplementaria", "coste_pa": 1, "preparacion": True}
    b = batalla(
        ("a", "1", ficha(habilidades=[prep, golpe("Tajo", 10)])),
        ("b", "2", ficha(vit=100)),
        ronda_preparacion=True,
        ataque_iniciador="abre_ronda_1",
    )
    usar(b, "a", "Tajo", "b")
    assert b.state["fase"] == "combate" and b.state["turno"] == "a" and vivo(b, "b")["vit"] == 90


def test_1_3_1_la_preparacion_viene_seguida_al_ataque_iniciador() -> None:
    """1.3.1 - «Viene seguida al ataque iniciador y previo al verdadero inicio de combate»: the opening «Tajo» is made
    in the preparation round, which goes on (b uses «Guardia», a preparation skill); when both pass, round 1 starts
    with the aggressor's whole turn (2.2.1), PA and once-a-round back (3.1.3): a uses «Tajo» again."""
    afilar = {"nombre": "Afilar", "tipo": "suplementaria", "coste_pa": 1, "preparacion": True}
    guardia = {"nombre": "Guardia", "tipo": "suplementaria", "coste_pa": 1, "preparacion": True}
    b = batalla(
        ("a", "1", ficha(habilidades=[afilar, golpe("Tajo", 10, coste_pa=3)])),
        ("b", "2", ficha(habilidades=[guardia])),
        ronda_preparacion=True,
    )
    usar(b, "a", "Tajo", "b", "ninguna")
    assert b.state["fase"] == "preparacion" and vivo(b, "b")["vit"] == 90 and vivo(b, "a")["pa"] == 7
    usar(b, "b", "Guardia")
    hacer(b, "a", "pasar")
    hacer(b, "b", "pasar")
    assert b.state["fase"] == "combate" and b.state["turno"] == "a" and vivo(b, "a")["pa"] == 10
    usar(b, "a", "Tajo", "b", "ninguna")
    assert vivo(b, "b")["vit"] == 80


def test_1_3_sin_habilidades_de_preparacion_no_hay_nada_que_preparar() -> None:
    """1.3.2 - the preparation round is for skills that allow it: without any, round 1 starts at once."""
    b = batalla(("a", "1", ficha()), ("b", "2", ficha()), ronda_preparacion=True)
    assert b.state["fase"] == "combate" and b.state["turno"] == "a"


def test_2_4_1_turno_ajeno_solo_defensas_o_habilidades_que_lo_indiquen() -> None:
    """2.4.1 - en turno ajeno, acciones defensivas o que indiquen que pueden ser utilizadas en este turno."""
    b = batalla(
        ("a", "1", ficha()),
        ("b", "2", ficha(habilidades=[golpe("Tajo", 10), golpe("Réplica rápida", 10, turno_ajeno=True)])),
    )
    assert "2.4.1" in (motivo(b, "b", "Tajo", "a") or "")
    assert motivo(b, "b", "Réplica rápida", "a") is None


def test_2_3_3_1_tres_rondas_pasando_ambos_bandos_pierden_un_punto_de_vigor() -> None:
    """2.3.3.1 - Si en ambos bandos se produce voluntariamente un paso de turno sin atacar durante 3 rondas consecutivas,
    ambos bandos pierden el combate obteniendo una pérdida de un punto de vigor."""
    b = batalla(("a", "1", ficha(puntos_vigor=3)), ("b", "2", ficha(puntos_vigor=3)))
    for _ in range(3):
        hacer(b, "a", "pasar")
        hacer(b, "b", "pasar")
    out = b.outcome()
    assert out is not None and out.ganador is None
    assert vivo(b, "a")["vigor"] == 2 and vivo(b, "b")["vigor"] == 2
    assert b.why_not(Action("a", "pasar")) == "El combate ha terminado."


def test_4_1_1_2_y_4_1_4_derrotar_a_todos_y_perder_un_punto_de_vigor() -> None:
    """4.1.1.2 - Reducir a 0 la vitalidad de todos los jugadores de un bando supone la victoria del bando aún en pie;
    4.1.4 - ver la vitalidad reducida a 0 provoca la pérdida de 1 punto de vigor."""
    b = batalla(("a", "1", ficha(habilidades=[golpe("Tajo", 500)])), ("b", "2", ficha(vit=300, puntos_vigor=3)))
    usar(b, "a", "Tajo", "b")
    assert vivo(b, "b")["vit"] == 0 and vivo(b, "b")["vigor"] == 2
    out = b.outcome()
    assert out is not None and out.ganador == "1"
    assert out.estados_finales["b"]["derrotado"] is True


def test_4_1_1_1_huir_cuenta_como_caer() -> None:
    """4.1.1.1 - Una huida cuenta como "caer" en combate; 4.2.2/4.2.3 - inmunidad de 5 minutos y 15 sin volver a la sala."""
    b = batalla(("a", "1", ficha()), ("b", "2", ficha()))
    hacer(b, "a", "huir")
    out = b.outcome()
    assert out is not None and out.ganador == "2"
    assert any("15 minutos" in n for n in out.estados_finales["a"]["notas"])


def test_4_1_1_3_pactar_la_retirada() -> None:
    """4.1.1.3 - Los jugadores de ambos bandos deciden parar la confrontación, sin dejar un ganador claro."""
    b = batalla(("a", "1", ficha()), ("b", "2", ficha()))
    assert b.why_not(Action("a", "pactar")) is not None
    hacer(b, "a", "pactar", acuerdo=True)
    out = b.outcome()
    assert out is not None and out.ganador is None


def test_2_3_6_regeneracion_al_final_de_cada_turno_propio() -> None:
    """2.3.6 - Las regeneraciones se aplican al finalizar cada turno propio."""
    b = batalla(("a", "1", ficha(habilidades=[golpe("Tajo", 100)])), ("b", "2", ficha(vit=1000, regeneracion=30)))
    usar(b, "a", "Tajo", "b")
    hacer(b, "a", "pasar")
    assert vivo(b, "b")["vit"] == 900
    hacer(b, "b", "pasar")
    assert vivo(b, "b")["vit"] == 930


def test_pasar_y_acciones_desconocidas() -> None:
    """``pasar`` ends the turn doing nothing; an unknown action is refused with a Spanish reason."""
    b = batalla(("a", "1", ficha()), ("b", "2", ficha()))
    reason = b.why_not(Action("a", "volar"))
    assert reason is not None and "no existe" in reason
    hacer(b, "a", "pasar")
    assert b.state["turno"] == "b"
    assert b.why_not(Action("a", "pasar")) is not None


def test_legal_actions_y_reactions_listan_con_motivo() -> None:
    """legal_actions lists every action (illegal ones with the reason); reactions list the defences."""
    from tests.core.rulesets.umh.ayuda import defensa

    b = batalla(
        ("a", "1", ficha(habilidades=[golpe("Tajo", 10, coste_pa=20)])),
        ("b", "2", ficha(habilidades=[defensa("Muro", "defensa_externa", defensa=5)])),
    )
    options = b.legal_actions("a")
    tajo = next(o for o in options if o.params.get("habilidad") == "Tajo")
    assert not tajo.legal and "PA" in tajo.motivo
    assert any(o.accion == "paso_turno" and o.legal for o in options)
    reactions = b.reactions(Action("a", "habilidad", ("b",), None, {"habilidad": "Tajo"}))
    assert any(r.respuesta == {"habilidad": "Muro"} and r.legal for r in reactions)
    assert any(r.respuesta == "resistir" and not r.legal for r in reactions)


def test_replay_es_determinista() -> None:
    """Battle.replay resolves every action again and reaches the same state."""
    b = batalla(
        (
            "a",
            "1",
            ficha(
                habilidades=[
                    golpe(
                        "Tajo",
                        100,
                        efectos=[{"tipo": "indirecto", "nombre": "hemorragia", "cantidad": 5, "duracion": 3}],
                    )
                ]
            ),
        ),
        ("b", "2", ficha(vit=1000, regeneracion=3)),
    )
    usar(b, "a", "Tajo", "b")
    hacer(b, "a", "pasar")
    hacer(b, "b", "pasar")
    assert b.replay() == b.state
    assert RULESET.outcome(b.view) is None


def test_2_5_3_turno_de_interferencia_libre_y_predeterminado() -> None:
    """2.5.3.1 - los libres permiten realizar una acción fuera de su turno propio con total libertad (desplazarse y una
    única habilidad); 2.5.3.2 - los predeterminados estipulan la consecuencia y únicamente puede realizarse dicha consecuencia."""
    grant = {
        "nombre": "Señal",
        "tipo": "suplementaria",
        "coste_pa": 1,
        "efectos": [{"tipo": "interferencia", "sobre": "objetivo"}],
    }
    order = {
        "nombre": "Orden",
        "tipo": "suplementaria",
        "coste_pa": 1,
        "efectos": [{"tipo": "interferencia", "nombre": "Rayo"}],
    }
    ally = ficha("Aliado", vel=1, habilidades=[golpe("Rayo", 50, alcance=5), golpe("Tajo", 50)])
    b = batalla(
        ("a", "1", ficha(vel=9, habilidades=[grant, order])), ("x", "1", ally), ("e", "2", ficha(vit=1000, vel=5))
    )
    usar(b, "a", "Orden", "x")
    assert "2.5.3.2" in (motivo(b, "x", "Tajo", "e") or "")
    usar(b, "x", "Rayo", "e")
    assert vivo(b, "e")["vit"] == 950 and vivo(b, "x")["interferencia"] is None
    usar(b, "a", "Señal", "x")
    hacer(b, "x", "desplazarse", casillas=1)
    usar(b, "x", "Tajo", "e")
    assert vivo(b, "e")["vit"] == 900 and vivo(b, "x")["vel"] == 0


def test_2_3_2_1_desplazarse_consume_velocidad_por_casilla() -> None:
    """2.3.2.1 - El usuario consume 1 punto de velocidad por casilla desplazada; se recupera al inicio de una nueva ronda."""
    b = batalla(("a", "1", ficha(vel=4)), ("b", "2", ficha()))
    hacer(b, "a", "desplazarse", casillas=3)
    assert vivo(b, "a")["vel"] == 1
    assert b.why_not(Action("a", "desplazarse", (), None, {"casillas": 2})) is not None
    hacer(b, "a", "pasar")
    hacer(b, "b", "pasar")
    assert vivo(b, "a")["vel"] == 4


def test_2_5_3_2_interferencia_predeterminada_admite_suplementarias_necesarias() -> None:
    """2.5.3.2 - en los predeterminados es posible hacer uso de habilidades suplementarias necesarias para ejecutar el ataque
    estipulado (canalizar auras antes del rayo místico)."""
    order = {
        "nombre": "Orden",
        "tipo": "suplementaria",
        "coste_pa": 1,
        "efectos": [{"tipo": "interferencia", "nombre": "Rayo místico"}],
    }
    aura = {
        "nombre": "Canalización de auras",
        "tipo": "suplementaria",
        "coste_pa": 1,
        "efectos": [{"tipo": "potenciador", "indole": "mistica_tangible", "porcentaje": 20}],
    }
    mage = ficha(
        "Hechicero", vel=1, habilidades=[aura, golpe("Rayo místico", 100, indoles=["mistica_tangible"], alcance=5)]
    )
    b = batalla(("a", "1", ficha(vel=9, habilidades=[order])), ("m", "1", mage), ("e", "2", ficha(vit=1000, vel=5)))
    usar(b, "a", "Orden", "m")
    usar(b, "m", "Canalización de auras")
    assert vivo(b, "m")["interferencia"] is not None
    usar(b, "m", "Rayo místico", "e")
    assert vivo(b, "e")["vit"] == 880 and vivo(b, "m")["interferencia"] is None


def test_4_1_7_el_resultado_resume_el_estado_de_cada_combatiente() -> None:
    """4.1.7 - los jugadores que hayan visto mermada su vitalidad o recibido cualquier otro efecto lo mantienen:
    the outcome's text and ``estados_finales`` list VIT, vigor, states and post-combat immunities (4.2.1)."""
    cut = golpe("Tajo", 500, efectos=[{"tipo": "estado", "nombre": "amputacion_brazo"}])
    b = batalla(
        ("a", "1", ficha(habilidades=[cut])), ("b", "2", ficha(vit=600, nombre="Bea")), ("c", "2", ficha(vit=10))
    )
    usar(b, "a", "Tajo", "b")
    hacer(b, "a", "pactar", acuerdo=True)
    out = b.outcome()
    assert out is not None
    assert out.estados_finales["b"]["se_mantienen"] == ["amputacion_brazo"]
    assert "VIT 100" in out.resumen and "amputacion_brazo" in out.resumen and "4.2.1" in out.resumen


def test_reactions_resistir_muestra_si_resiste() -> None:
    """RESISTIR (regla casera «resistir» = vol): the reaction shows whether it works, with probability 1 or 0."""
    b = batalla(
        ("a", "1", ficha(vol=8, habilidades=[golpe("Punzada", 50, indoles=["mental"])])), ("b", "2", ficha(vol=4))
    )
    options = b.reactions(Action("a", "habilidad", ("b",), None, {"habilidad": "Punzada"}))
    resist = next(r for r in options if r.respuesta == "resistir")
    assert resist.legal and resist.probabilidad == 0.0 and "no resiste" in resist.detalle


def test_1_2_3_habilidad_que_aumenta_cupos_permite_un_cuarto() -> None:
    """1.2.3 - a excepción de habilidades que permitan más participantes; limitado a una habilidad por bando."""
    banner = {"nombre": "Estandarte", "tipo": "suplementaria", "coste_pa": 1, "aumenta_cupos": 1}
    b = batalla(
        ("a0", "1", ficha(habilidades=[banner])), *[(f"a{i}", "1", ficha()) for i in range(1, 4)], ("b", "2", ficha())
    )
    assert b.state["cupos_extra"] == {"1": 1}
    assert "1.2.3" in (motivo(b, "a0", "Estandarte") or "")


def test_habilidad_sin_nombre_o_desconocida_se_rechaza_con_motivo() -> None:
    """A step without ``habilidad`` or with a skill the sheet lacks is refused with a Spanish reason."""
    b = batalla(("a", "1", ficha()), ("b", "2", ficha()))
    assert "Falta el campo" in (b.why_not(Action("a", "habilidad", ("b",))) or "")
    assert "no tiene la habilidad «Nada»" in (motivo(b, "a", "Nada", "b") or "")
