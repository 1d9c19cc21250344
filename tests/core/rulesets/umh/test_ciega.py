"""What a blind check (scripts written only from the rule text) taught: the implied *PASO TURNO* and the spellings
of a hand-written sheet (weapons, costs with their unit, the speed an evasion consumes)."""

from __future__ import annotations

import pytest

from core.battle import Battle, IllegalAction
from core.rulesets.umh.estado import arma_total
from tests.core.rulesets.umh.ayuda import batalla, defensa, ficha, golpe, hacer, leida, motivo, usar, vivo


def _dos(**opciones: object) -> Battle:
    return batalla(
        ("a", "1", ficha("Ana", vel=5, habilidades=[golpe("Puñetazo", 30, coste_pa=2)])),
        ("b", "2", ficha("Beto", vel=3, habilidades=[golpe("Codazo", 10, coste_pa=2)])),
        **opciones,
    )


def test_2_3_3_paso_turno_implicito_del_jugador_que_ya_actuo() -> None:
    """2.3.3 - «Una vez se desee pasar de turno, el usuario debe realizar el comando *PASO TURNO*»: the next player's
    step after the current one acted is read as the current player's PASO TURNO followed by that step."""
    b = _dos()
    usar(b, "a", "Puñetazo", "b")
    usar(b, "b", "Codazo", "a")  # a's PASO TURNO is implied
    assert (vivo(b, "a")["vit"], vivo(b, "b")["vit"], vivo(b, "b")["pa"]) == (90, 70, 8)
    usar(b, "a", "Puñetazo", "b")  # b's PASO TURNO: round 2 opens with a (VEL 5), PA back (3.1.3)
    assert (vivo(b, "b")["vit"], vivo(b, "a")["pa"]) == (40, 8)
    assert any("implica su *PASO TURNO*" in line for line in b.log_lines())


def test_2_4_1_sin_haber_actuado_el_paso_fuera_de_turno_se_rechaza() -> None:
    """2.4.1 - «en el que el usuario encuentra restringida su libertad de acción»: while the current player has done
    nothing in this turn, another player's offensive step is out of turn and refused."""
    b = _dos()
    assert "2.4.1" in (motivo(b, "b", "Codazo", "a") or "")


def test_2_3_3_paso_implicito_desactivado_rechaza_el_paso() -> None:
    """2.3.3 with the house rule ``paso_implicito`` false: every step out of turn is refused (2.4.1)."""
    b = _dos(paso_implicito=False)
    usar(b, "a", "Puñetazo", "b")
    with pytest.raises(IllegalAction, match=r"2\.4\.1"):
        usar(b, "b", "Codazo", "a")


def test_1_2_6_5_dos_contra_uno_sin_pasar_recupera_2_pa() -> None:
    """1.2.6.5 ejemplo 1 - «OPONENTE 1 - SOLITARIO (NO RECUPERA PA) - OPONENTE 2 - SOLITARIO (POSIBILIDAD DE RECUPERAR
    2 PA)», written without any PASO TURNO: 10-6 = 4, then +2 = 6 (1.2.6.2) and 6-6 = 0."""
    b = batalla(
        ("a1", "A", ficha("Ana", vel=5, habilidades=[golpe("Puñetazo", 30, coste_pa=2)])),
        ("a2", "A", ficha("Eva", vel=4, habilidades=[golpe("Puñetazo", 30, coste_pa=2)])),
        (
            "b",
            "B",
            ficha("Beto", vit=200, vel=3, habilidades=[golpe("M1", 10, coste_pa=6), golpe("M2", 10, coste_pa=6)]),
        ),
    )
    usar(b, "a1", "Puñetazo", "b")
    usar(b, "b", "M1", "a1")
    assert vivo(b, "b")["pa"] == 4
    usar(b, "a2", "Puñetazo", "b")
    usar(b, "b", "M2", "a2")
    assert (vivo(b, "b")["pa"], vivo(b, "b")["vit"], vivo(b, "a2")["vit"]) == (0, 140, 90)


def test_2_3_3_solo_se_implica_un_paso() -> None:
    """2.4.1 - a step by a player two turns away is still out of turn: only the current player's pass is implied."""
    b = batalla(
        ("a1", "A", ficha("Ana", vel=5, habilidades=[golpe("Puñetazo", 30)])),
        ("a2", "A", ficha("Eva", vel=4, habilidades=[golpe("Puñetazo", 30)])),
        ("b", "B", ficha("Beto", vit=200, vel=3, habilidades=[golpe("M1", 10)])),
    )
    usar(b, "a1", "Puñetazo", "b")
    with pytest.raises(IllegalAction, match=r"2\.4\.1"):
        usar(b, "a2", "Puñetazo", "b")


def test_12_2_2_armas_con_claves_en_mayusculas() -> None:
    """12.2.2 - «una diferencia de un TIER se multiplica por 0.70 la de TIER más alto y por 0.50 la de TIER más bajo»:
    weapons written ``{"nombre", "TIER", "ARMA"}`` give 50*0.70 + 40*0.50 = 55."""
    sheet = leida(
        {
            "nombre": "Ana",
            "ambidiestro": True,
            "armas": [{"nombre": "Espada", "TIER": 3, "ARMA": 50}, {"nombre": "Daga", "TIER": 2, "ARMA": 40}],
        }
    )
    assert [(w.tier, w.arma) for w in sheet.armas] == [(3, 50), (2, 40)]
    assert arma_total(sheet) == 55


def test_2_3_1_1_coste_de_pa_y_tr_escritos_con_su_unidad() -> None:
    """2.3.1.1 - «Nombre de la Habilidad (Coste de PA) (TIER)»: «2 PA», «TIER 2» and «3 rondas» read as numbers."""
    sheet = leida(
        {"nombre": "Ana", "habilidades": [{"nombre": "Puño", "PA": "2 PA", "TIER": "TIER 2", "TR": "3 rondas"}]}
    )
    skill = sheet.habilidades[0]
    assert (skill.coste_pa, skill.tier, skill.enfriamiento) == (2, 2, 3)
    with pytest.raises(ValueError):
        leida({"nombre": "Ana", "habilidades": [{"nombre": "Puño", "PA": "dos"}]})


def test_8_2_1_1_la_evasion_consume_la_velocidad_que_indica() -> None:
    """8.2.1.1 - «toda evasión consume la velocidad utilizada»: an evasion written with ``velocidad: 2`` consumes 2."""
    b = batalla(
        ("a", "1", ficha("Ana", habilidades=[golpe("Puñetazo", 30)])),
        ("b", "2", ficha("Beto", vel=5, habilidades=[defensa("Salto atrás", "Evasión", velocidad=2)])),
    )
    hacer(b, "a", "habilidad", "b", "Salto atrás", habilidad="Puñetazo")
    assert (vivo(b, "b")["vit"], vivo(b, "b")["vel"]) == (100, 3)


def test_11_4_2_el_motivo_nombra_el_estado_con_la_palabra_de_las_reglas() -> None:
    """11.4.2 - «Parálisis: El objetivo es incapaz de realizar cualquier acción»: the refusal says «parálisis»."""
    b = batalla(
        (
            "a",
            "1",
            ficha(
                "Ana",
                vel=5,
                habilidades=[golpe("Red", 10, efectos=[{"tipo": "control", "nombre": "Parálisis", "duracion": 5}])],
            ),
        ),
        ("b", "2", ficha("Beto", vel=3, habilidades=[golpe("Codazo", 10)])),
    )
    usar(b, "a", "Red", "b")
    hacer(b, "a", "pasar")
    assert "Beto sufre parálisis" in (motivo(b, "b", "Codazo", "a") or "")


def _uno_contra_dos(**opciones: object) -> Battle:
    return batalla(
        ("a1", "A", ficha("Ana", vel=5, habilidades=[golpe("Puñetazo", 30)])),
        ("a2", "A", ficha("Eva", vel=4, habilidades=[golpe("Puñetazo", 30)])),
        ("b", "B", ficha("Beto", vit=200, vel=3)),
        **opciones,
    )


def test_1_2_6_2_recupera_2_pa_aunque_no_haya_gastado() -> None:
    """1.2.6.2 - «El usuario recuperará 2 PA en su último turno propio y al principio de dicho turno»: by default the
    2 PA are added even with the round's PA untouched (10 + 2 = 12), and lost if unused (1.2.6.3)."""
    b = _uno_contra_dos()
    usar(b, "a1", "Puñetazo", "b")
    hacer(b, "a1", "pasar")
    hacer(b, "b", "pasar")
    usar(b, "a2", "Puñetazo", "b")
    hacer(b, "a2", "pasar")
    assert (vivo(b, "b")["pa"], vivo(b, "b")["pa_recuperados"]) == (12, 2)


def test_1_2_6_2_regla_casera_recuperar_solo_hasta_el_total() -> None:
    """1.2.6.2 «recuperará» read with 3.1.1 «No es posible aumentar ... los PA» (``recuperacion_solitario`` =
    ``hasta_el_total``): with 10 of 10 nothing is recovered; with 9 of 10, only 1."""
    b = _uno_contra_dos(recuperacion_solitario="hasta_el_total")
    usar(b, "a1", "Puñetazo", "b")
    hacer(b, "a1", "pasar")
    hacer(b, "b", "pasar")
    usar(b, "a2", "Puñetazo", "b")
    hacer(b, "a2", "pasar")
    assert (vivo(b, "b")["pa"], vivo(b, "b")["pa_recuperados"]) == (10, 0)
    c = batalla(
        ("a1", "A", ficha("Ana", vel=5, habilidades=[golpe("Puñetazo", 30)])),
        ("a2", "A", ficha("Eva", vel=4, habilidades=[golpe("Puñetazo", 30)])),
        ("b", "B", ficha("Beto", vit=200, vel=3, habilidades=[golpe("Jab", 5, coste_pa=1)])),
        recuperacion_solitario="hasta_el_total",
    )
    usar(c, "a1", "Puñetazo", "b")
    usar(c, "b", "Jab", "a1")
    usar(c, "a2", "Puñetazo", "b")
    hacer(c, "a2", "pasar")
    assert (vivo(c, "b")["pa"], vivo(c, "b")["pa_recuperados"]) == (10, 1)


def test_2_4_1_un_paso_turno_fuera_de_turno_no_implica_nada() -> None:
    """2.4.1 / 2.3.3 - a *PASO TURNO* by the player who is not in turn is refused, even after the current one acted:
    only an own-turn action of the next player implies the current player's pass."""
    b = _dos()
    usar(b, "a", "Puñetazo", "b")
    with pytest.raises(IllegalAction, match="No es el turno de Beto"):
        hacer(b, "b", "pasar")


@pytest.mark.parametrize("accion", ["atacar", "usar", "Ataque", "usar habilidad"])
def test_2_3_1_1_usar_una_habilidad_con_otros_nombres_de_accion(accion: str) -> None:
    """2.3.1.1 - «Al momento de realizar la habilidad ...»: a step that says it attacks or uses the skill named in
    ``habilidad`` (or ``poder``) is the action ``habilidad``."""
    b = _dos()
    hacer(b, "a", accion, "b", poder="Puñetazo")
    assert vivo(b, "b")["vit"] == 70
