"""2.6 Redondeo de STATs, 2.7 Redondeo de daños, 2.8 Aumento de Atributos and 12 AMBIDIESTRO."""

from __future__ import annotations

from fractions import Fraction

from core.rulesets.umh.ficha import Arma, Aumento
from core.rulesets.umh.redondeo import arma_ambidiestra, mayor_aumento, redondear_dano, redondear_stat, stat_efectivo
from tests.core.rulesets.umh.ayuda import batalla, ficha, golpe, usar, vivo


def test_2_7_1_el_dano_se_redondea_al_entero_inferior() -> None:
    """2.7.1 - se redondea siempre al número entero inferior. Ejemplo: 1402,1 a 1402. 1199,99 a 1199."""
    assert redondear_dano(Fraction(14021, 10)) == 1402
    assert redondear_dano(Fraction(119999, 100)) == 1199


def test_2_6_1_stats_a_la_baja_ref_y_vel_nunca_bajo_1_y_vol_a_cero() -> None:
    """2.6.1 - a la baja; 2.6.1.1/2.6.1.2 - REF y VEL salvo que se reduzcan a una cifra inferior a 1;
    2.6.4 - La voluntad se redondea a la baja, y se puede ver reducida a cero."""
    assert redondear_stat("fue", Fraction(7, 2)) == 3
    assert redondear_stat("ref", Fraction(1, 2)) == 1
    assert redondear_stat("vel", Fraction(1, 2)) == 1
    assert redondear_stat("vol", Fraction(1, 2)) == 0


def test_2_6_4_tienda_de_experiencia_se_aplica_al_final() -> None:
    """2.6.4 - Los STATS de la TIENDA DE EXPERIENCIA se aplican siempre al final, después de haber redondeado."""
    assert stat_efectivo("vel", 5, multiplicador=Fraction(1, 2), tienda=1) == 3
    assert stat_efectivo("vel", 5, multiplicador=Fraction(1, 2)) == 2


def test_2_8_solo_el_mayor_aumento_de_cada_tipo() -> None:
    """2.8.1/2.8.2 - únicamente se aplica el mayor; 2.8.3 - un aumento de tier y uno numérico a la vez."""
    incs = [
        Aumento(atributo="fue", valor=2),
        Aumento(atributo="fue", valor=5),
        Aumento(atributo="fue", tipo="tier", valor=1),
    ]
    assert mayor_aumento(incs, "fue", "numerico") == 5
    assert mayor_aumento(incs, "fue", "tier") == 1
    assert stat_efectivo("fue", 10, aumentos=incs) == 15


def test_11_5_4_2_inhabilitar_pierna_redondea_la_velocidad_sin_bajar_de_1() -> None:
    """11.5.4.2 - Pierna: velocidad reducida en un 50%, con 2.6.1.2 (VEL 1 stays 1); ambas piernas: 0."""
    skill = golpe(
        "Barrido",
        10,
        varias_por_ronda=True,
        efectos=[{"tipo": "estado", "nombre": "inhabilitacion_pierna", "duracion": 5}],
    )
    both = golpe("Derribo doble", 10, efectos=[{"tipo": "estado", "nombre": "inhabilitacion_piernas", "duracion": 5}])
    b = batalla(("b", "1", ficha(habilidades=[skill, both])), ("a", "2", ficha(vel=1)), ("c", "2", ficha(vel=7)))
    usar(b, "b", "Barrido", "a")
    usar(b, "b", "Barrido", "c")
    assert vivo(b, "a")["vel"] == 1
    assert vivo(b, "c")["vel"] == 3
    usar(b, "b", "Derribo doble", "c")
    assert vivo(b, "c")["vel"] == 0


def test_12_2_ambidiestro_formula_por_diferencia_de_tier() -> None:
    """12.2.1 mismo TIER ×0.60 y ×0.60; 12.2.2 un TIER ×0.70/×0.50; 12.2.3 dos TIER ×0.80/×0.40;
    12.2.4 tres TIER ×0.90/×0.30, y se suman sus valores."""
    high = Arma(nombre="Espada", tier=4, arma=100, clase="medias")
    assert arma_ambidiestra(high, Arma(nombre="B", tier=4, arma=50, clase="medias")) == 90
    assert arma_ambidiestra(high, Arma(nombre="B", tier=3, arma=50, clase="medias")) == 95
    assert arma_ambidiestra(high, Arma(nombre="B", tier=2, arma=50, clase="medias")) == 100
    assert arma_ambidiestra(Arma(nombre="B", tier=1, arma=50, clase="medias"), high) == 105
    assert arma_ambidiestra(high, Arma(nombre="B", tier=0 + 1, arma=50, clase="medias")) == 105


def test_12_1_1_armas_de_distinta_clasificacion_no_dan_otro_beneficio() -> None:
    """12.1.1 - si no corresponden a la misma clasificación, el único beneficio es llevarlas equipadas."""
    assert (
        arma_ambidiestra(
            Arma(nombre="Pistola", tier=3, arma=40, clase="fuego"), Arma(nombre="Daga", tier=3, arma=30, clase="cortas")
        )
        == 40
    )


def test_12_ambidiestro_en_la_ficha_sustituye_el_stat_arma() -> None:
    """12.2 - El valor del STAT ARMA se ve sustituido (the live value ``arma``)."""
    sheet = ficha(
        arma=5, ambidiestro=True, armas=[{"nombre": "A", "tier": 3, "arma": 10}, {"nombre": "B", "tier": 2, "arma": 6}]
    )
    b = batalla(("x", "1", sheet), ("y", "2", ficha()))
    assert vivo(b, "x")["arma"] == 10


def test_2_6_1_1_regla_casera_conservar_la_cifra() -> None:
    """2.6.1.1/2.6.1.2 - «salvo que se reduzcan a una cifra inferior a 1, manteniéndose esta cifra»: by default the
    stat stays at 1; with the house rule ``ref_vel_bajo_1`` = "conservar" it keeps its unreduced figure (3 × 0.25 → 3)."""
    assert stat_efectivo("vel", 1, multiplicador=Fraction(1, 2), conservar=True) == 1
    assert stat_efectivo("vel", 3, multiplicador=Fraction(1, 4), conservar=True) == 3
    assert stat_efectivo("vel", 3, multiplicador=Fraction(1, 4)) == 1
