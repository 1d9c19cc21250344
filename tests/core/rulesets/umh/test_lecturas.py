"""Rule readings where the order of application changes the numbers: the default and its house-rule option."""

from __future__ import annotations

from tests.core.rulesets.umh.ayuda import batalla, ficha, golpe, usar, vivo


def _indirecto(nombre: str, cantidad: int, duracion: int) -> dict[str, object]:
    return golpe(
        nombre, 10, efectos=[{"tipo": "indirecto", "nombre": "hemorragia", "cantidad": cantidad, "duracion": duracion}]
    )


def test_11_3_2_un_indirecto_menor_no_sustituye_ni_renueva() -> None:
    """11.3.1 - No es posible generar más de un mismo tipo de daño indirecto sobre un mismo jugador. 11.3.2 - si un
    jugador recibe un daño indirecto de mayor número al que ya tiene, este se sustituye: a smaller one does nothing."""
    b = batalla(
        ("a", "A", ficha(habilidades=[_indirecto("Tajo", 8, 2), _indirecto("Rasguño", 5, 3)])), ("d", "B", ficha())
    )
    usar(b, "a", "Tajo", "d", "ninguna")
    usar(b, "a", "Rasguño", "d", "ninguna")
    assert vivo(b, "d")["indirectos"]["hemorragia"]["cantidad"] == 8
    assert vivo(b, "d")["indirectos"]["hemorragia"]["duracion"] == 2


def test_11_3_2_regla_casera_el_menor_renueva_la_duracion() -> None:
    """11.3.2 - «La duración del indirecto se renueva, no se acumula»: house rule ``indirecto_menor`` = renueva."""
    b = batalla(
        ("a", "A", ficha(habilidades=[_indirecto("Tajo", 8, 2), _indirecto("Rasguño", 5, 3)])),
        ("d", "B", ficha()),
        indirecto_menor="renueva",
    )
    usar(b, "a", "Tajo", "d", "ninguna")
    usar(b, "a", "Rasguño", "d", "ninguna")
    assert vivo(b, "d")["indirectos"]["hemorragia"]["cantidad"] == 8
    assert vivo(b, "d")["indirectos"]["hemorragia"]["duracion"] == 3


def test_11_3_2_uno_mayor_sustituye_con_su_duracion() -> None:
    """11.3.2 - si recibe un daño indirecto de mayor número, este se sustituye. La duración se renueva, no se acumula."""
    b = batalla(
        ("a", "A", ficha(habilidades=[_indirecto("Rasguño", 5, 3), _indirecto("Tajo", 8, 2)])), ("d", "B", ficha())
    )
    usar(b, "a", "Rasguño", "d", "ninguna")
    usar(b, "a", "Tajo", "d", "ninguna")
    assert vivo(b, "d")["indirectos"]["hemorragia"]["cantidad"] == 8
    assert vivo(b, "d")["indirectos"]["hemorragia"]["duracion"] == 2


def _inmune(**opciones: object) -> int:
    b = batalla(
        ("a", "A", ficha(habilidades=[golpe("Golpe llameante", 100, indoles=["fisica", "ignea"])])),
        ("d", "B", ficha(resistencias=20, inmunidades=["ignea"])),
        **opciones,
    )
    usar(b, "a", "Golpe llameante", "d", "ninguna")
    return int(vivo(b, "d")["vit"])


def test_9_5_3_la_inmunidad_parcial_se_aplica_al_dano_recibido() -> None:
    """9.5.3 - Si el usuario cuenta con inmunidad a una índole y recibe una habilidad con dos índoles, siendo inmune a
    una de ellas, reduce un 50% el daño y efectos recibidos: 100 - 20 RES = 80 recibidos, × 0,50 = 40."""
    assert _inmune() == 60


def test_9_5_3_regla_casera_inmunidad_antes_de_las_defensas() -> None:
    """9.5.3 with house rule ``inmunidad_en_cadena`` = antes: 100 × 0,50 = 50, - 20 RES = 30."""
    assert _inmune(inmunidad_en_cadena="antes") == 70


def _redondeo(**opciones: object) -> int:
    b = batalla(
        ("a", "A", ficha(habilidades=[golpe("Tormenta", 9, indoles=["fisica", "ignea", "electrica"])])),
        ("d", "B", ficha(reducciones={"general": 25}, inmunidades=["ignea"])),
        **opciones,
    )
    usar(b, "a", "Tormenta", "d", "ninguna")
    return int(vivo(b, "d")["vit"])


def test_2_7_1_el_dano_se_redondea_una_vez_al_final() -> None:
    """2.7.1 - Una vez tenemos el daño integro que se nos aplica, en caso de dar decimales se redondea siempre al
    número entero inferior. 9.4.3 and 9.5.4 (inmune a una de tres índoles: 25 %): 9 × 0,75 = 6,75; × 0,75 = 5,0625 → 5."""
    assert _redondeo() == 95


def test_2_7_1_regla_casera_redondeo_en_cada_paso() -> None:
    """2.7.1 with house rule ``redondeo_danos`` = cada_paso: 9 × 0,75 = 6,75 → 6; × 0,75 = 4,5 → 4."""
    assert _redondeo(redondeo_danos="cada_paso") == 96


def _intrusion(**opciones: object) -> tuple[int, object]:
    grip = golpe(
        "Garra mental", 40, indoles=["mental"], efectos=[{"tipo": "control", "nombre": "aturdimiento", "duracion": 1}]
    )
    b = batalla(("a", "A", ficha(habilidades=[grip])), ("d", "B", ficha(escudos_mentales=30)), **opciones)
    usar(b, "a", "Garra mental", "d", "ninguna")
    return int(vivo(b, "d")["vit"]), (vivo(b, "d")["control"] or {}).get("nombre")


def test_9_7_4_la_intrusion_solo_hace_dano_mientras_el_escudo_aguanta() -> None:
    """9.7.4 - Habilidades que causen daño y otros efectos únicamente producen daño hasta que el escudo mental sea
    degradado a cero. 9.7.5 - si producen la destrucción del escudo, también producen el resto de efectos:
    40 against a shield of 30: 30 absorbed, 10 to VIT, and the stun."""
    assert _intrusion() == (90, "aturdimiento")


def test_9_7_4_regla_casera_el_escudo_es_el_tope_del_dano() -> None:
    """9.7.4 with house rule ``escudo_intrusion`` = tope: the damage stops at the shield; it breaks, so the stun."""
    assert _intrusion(escudo_intrusion="tope") == (100, "aturdimiento")
