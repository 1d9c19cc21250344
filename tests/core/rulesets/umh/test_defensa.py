"""9 DEFENSAS y resistencias: the pipeline, ignore/pierce, reductions, immunities, hardness, mental shields."""

from __future__ import annotations

from fractions import Fraction

from core.rulesets.umh import catalogo
from core.rulesets.umh.defensa import contra_defensa, fraccion_inmune, pipeline, porcentaje_reduccion
from core.rulesets.umh.ficha import Penetracion, Reduccion
from tests.core.rulesets.umh.ayuda import batalla, defensa, ficha, golpe, usar, vivo


def test_9_2_3_1_ignorar_defensas_20_de_dano_contra_100_res() -> None:
    """9.2.3.1 - Si A posee 100 RES y es atacado por B con una habilidad que provoca 20 de daño pero un 10%
    ignora resistencias. Provocará que [20*0.10] es decir, 2 de daño ignoren la resistencia de A."""
    assert contra_defensa(Fraction(20), Fraction(100), ignora=Penetracion(porcentaje=10)) == 2


def test_9_2_3_2_ignorar_defensas_200_de_dano_contra_100_res() -> None:
    """9.2.3.2 - Si C posee 100 RES y es atacado por D con 200 de daño y un 10% ignora: 20 ignoran,
    frente a 180, 100 destruirán la resistencia y entrarán otros 80, siendo un total de 100 de daño."""
    assert contra_defensa(Fraction(200), Fraction(100), ignora=Penetracion(porcentaje=10)) == 100
    assert contra_defensa(Fraction(200), Fraction(100)) == 100


def test_9_2_3_ejemplos_en_combate_contra_la_resistencia_pasiva() -> None:
    """9.2.3.1/9.2.3.2 in a battle: 100 RES (9.3.4: the effect says it also applies to passive defences)."""
    pierce = {"porcentaje": 10, "pasivas": True}
    atk = ficha("B", habilidades=[golpe("Leve", 20, ignora=pierce), golpe("Fuerte", 200, ignora=pierce)])
    b = batalla(("b", "1", atk), ("a", "2", ficha("A", vit=1000, resistencias=[{"valor": 100}])))
    usar(b, "b", "Leve", "a")
    assert vivo(b, "a")["vit"] == 998
    usar(b, "b", "Fuerte", "a")
    assert vivo(b, "a")["vit"] == 898


def test_9_3_4_ignorar_no_alcanza_a_las_pasivas_si_no_lo_especifica() -> None:
    """9.3.4 - para que ignorar/atravesar se aplique a las defensas pasivas, debe especificarlo claramente."""
    atk = ficha("B", habilidades=[golpe("Leve", 20, ignora={"porcentaje": 10})])
    b = batalla(("b", "1", atk), ("a", "2", ficha("A", vit=1000, resistencias=[{"valor": 100}])))
    usar(b, "b", "Leve", "a")
    assert vivo(b, "a")["vit"] == 1000


def test_9_2_2_atravesar_defensas_si_el_dano_la_supera() -> None:
    """9.2.2 - Atravesar defensas: ignora la resistencia numérica de la defensa si el daño es mayor a dicha resistencia."""
    assert contra_defensa(Fraction(120), Fraction(100), perfora=Penetracion()) == 120
    assert contra_defensa(Fraction(80), Fraction(100), perfora=Penetracion()) == 0


def test_9_3_5_durezas_solo_se_ignoran_con_esa_dureza_o_superior() -> None:
    """9.3.5 - deben utilizarse ataques que indiquen ignorar esas durezas o superiores; si no se indica ninguna, no las ignoran."""
    assert contra_defensa(Fraction(200), Fraction(100), dureza="diamante", perfora=Penetracion()) == 100
    assert contra_defensa(Fraction(200), Fraction(100), dureza="diamante", perfora=Penetracion(dureza="acero")) == 100
    assert (
        contra_defensa(Fraction(200), Fraction(100), dureza="diamante", perfora=Penetracion(dureza="diamante")) == 200
    )
    assert (
        contra_defensa(Fraction(200), Fraction(100), dureza="diamante", perfora=Penetracion(dureza="vibranium")) == 200
    )


def test_9_6_1_orden_de_durezas() -> None:
    """9.6.1 - De menor a mayor dureza: Hierro, Acero, Diamante, Acero orgánico, Carbonadium, Adamantium, Adamantino y Vibranium."""
    names = [d.nombre for d in catalogo.durezas()]
    assert names == [
        "Hierro",
        "Acero",
        "Diamante",
        "Acero orgánico",
        "Carbonadium",
        "Adamantium",
        "Adamantino",
        "Vibranium",
    ]


def test_9_1_1_orden_defensa_habilidad_resistencia_reduccion() -> None:
    """9.1.1 - primero las defensas de habilidades (9.2), luego las resistencias (9.3) y al final las reducciones (9.4)."""
    result = pipeline(
        Fraction(500),
        ["fisica"],
        defensa=Fraction(100),
        pasivas=[],
        reducciones=[Reduccion(indole="fisica", porcentaje=20)],
    )
    assert result.dano == 320
    from core.rulesets.umh.defensa import DefensaPasiva

    result = pipeline(
        Fraction(500),
        ["fisica"],
        defensa=Fraction(100),
        pasivas=[DefensaPasiva(100)],
        reducciones=[Reduccion(porcentaje=20)],
    )
    assert result.dano == 240


def test_9_4_3_reducciones_de_una_indole_se_suman_y_la_pasiva_maxima_es_25() -> None:
    """9.4.3 - varias reducciones porcentuales de una misma índole se suman. El máximo de reducción pasiva es del 25%."""
    reds = [Reduccion(indole="fisica", porcentaje=10), Reduccion(indole="fisica", porcentaje=10)]
    assert porcentaje_reduccion("fisica", reds) == 20
    reds.append(Reduccion(indole="general", porcentaje=15))
    assert porcentaje_reduccion("fisica", reds) == 25
    reds.append(Reduccion(indole="fisica", porcentaje=10, pasiva=False))
    assert porcentaje_reduccion("fisica", reds) == 35
    assert porcentaje_reduccion("mental", reds) == 15


def test_9_5_inmunidades_100_50_y_100_75_25() -> None:
    """9.5.2 - 100 %; 9.5.3 - dos índoles, inmune a una: 50 %; 9.5.4 - tres índoles: 100 %, 75 % o 25 %."""
    assert fraccion_inmune(["ignea"], ["ignea"]) == 1
    assert fraccion_inmune(["ignea", "fisica"], ["ignea"]) == Fraction(1, 2)
    assert fraccion_inmune(["ignea", "fisica", "mental"], ["ignea", "fisica", "mental"]) == 1
    assert fraccion_inmune(["ignea", "fisica", "mental"], ["ignea", "fisica"]) == Fraction(3, 4)
    assert fraccion_inmune(["ignea", "fisica", "mental"], ["ignea"]) == Fraction(1, 4)
    assert fraccion_inmune(["fisica"], ["ignea"]) == 0


def test_7_1_1_inmune_al_fuego_no_lo_es_al_fuego_infernal() -> None:
    """Fuego infernal (7.1.1): Ser inmune al fuego no vuelve a alguien inmune al fuego infernal."""
    assert fraccion_inmune(["fuego_infernal"], ["ignea"]) == 0
    assert fraccion_inmune(["fuego_infernal"], ["fuego_infernal"]) == 1


def test_9_5_3_inmunidad_reduce_tambien_los_efectos() -> None:
    """9.5.3 - reduce un 50% el daño y efectos recibidos (an indirect of 10 becomes 5)."""
    skill = golpe(
        "Llama",
        100,
        indoles=["ignea", "fisica"],
        efectos=[{"tipo": "indirecto", "nombre": "quemadura", "cantidad": 10, "duracion": 2}],
    )
    b = batalla(("b", "1", ficha(habilidades=[skill])), ("a", "2", ficha(vit=1000, inmunidades=["ignea"])))
    usar(b, "b", "Llama", "a")
    assert vivo(b, "a")["vit"] == 950
    assert vivo(b, "a")["indirectos"]["quemadura"]["cantidad"] == 5


def test_9_2_1_defensa_numerica_se_resta_al_ataque() -> None:
    """9.2.1 - Dicha defensa se resta a los ataques con daño numérico que hagan objetivo al usuario."""
    b = batalla(
        ("b", "1", ficha(habilidades=[golpe("Golpe", 300)])),
        ("a", "2", ficha(vit=1000, habilidades=[defensa("Escudo", "defensa_externa", defensa=120)])),
    )
    usar(b, "b", "Golpe", "a", {"habilidad": "Escudo"})
    assert vivo(b, "a")["vit"] == 820
    assert vivo(b, "a")["pa"] == 9


def test_9_7_escudo_mental_absorbe_e_inmuniza_a_intrusiones() -> None:
    """9.7.3 - el daño reduce el escudo mental; 9.7.4 - con efectos, solo daño hasta degradarlo a cero;
    9.7.5 - si lo destruye, también produce el resto de efectos."""
    skill = golpe(
        "Grito mental",
        100,
        indoles=["mental"],
        varias_por_ronda=True,
        efectos=[{"tipo": "estado", "nombre": "temor", "duracion": 2}],
    )
    b = batalla(("b", "1", ficha(vol=5, habilidades=[skill])), ("a", "2", ficha(vit=1000, vol=1, escudos_mentales=150)))
    usar(b, "b", "Grito mental", "a")
    assert vivo(b, "a")["escudo_mental"] == 50
    assert vivo(b, "a")["vit"] == 1000
    assert vivo(b, "a")["estados"] == {}
    usar(b, "b", "Grito mental", "a")
    assert vivo(b, "a")["escudo_mental"] == 0
    assert vivo(b, "a")["vit"] == 950
    assert "temor" in vivo(b, "a")["estados"]


def test_9_2_6_resistencia_degradable_se_gasta() -> None:
    """9.2.6 - resistencias degradables: se debe decir cuánto daño pasa a dichas vitalidades degradables."""
    b = batalla(
        ("b", "1", ficha(habilidades=[golpe("Golpe", 80, varias_por_ronda=True)])),
        ("a", "2", ficha(vit=1000, resistencias=[{"valor": 100, "degradable": True}])),
    )
    usar(b, "b", "Golpe", "a")
    assert vivo(b, "a")["resistencias"] == [20] and vivo(b, "a")["vit"] == 1000
    usar(b, "b", "Golpe", "a")
    assert vivo(b, "a")["resistencias"] == [0] and vivo(b, "a")["vit"] == 940
