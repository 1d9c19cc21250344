"""III ACCIÓN LLAVE / PRESA / LANZAR OBJETO / VELOCIDAD LUZ / SALTO / COMBO / ENGAÑO / COMBO A VELOCIDAD LUZ /
DOBLE SALTO / LANZAMIENTO SUCESIVO."""

from __future__ import annotations

from .utiles import batalla, ficha, hacer, por_que_no, vivo


def test_llave_ejemplo_gana_quien_la_recibe() -> None:
    """III ACCIÓN LLAVE, Ejemplo: A obtiene 4 (+1) = 5, B obtiene 7: "El jugador B gana la llave y produce el daño al jugador A"."""
    b = batalla()
    hacer(b, "a", "llave", [4, 7])
    assert (vivo(b, "a")["vida"], vivo(b, "a")["armadura"]) == (280, 80)
    assert vivo(b, "b")["vida"] == 300


def test_llave_forcejeo_suma_10_y_tres_empates_la_anulan() -> None:
    """III ACCIÓN LLAVE: "En caso de empate ... forcejeo ... se añaden +10 ptos de daño ... Si se empata 3 veces seguidas ... queda anulada"."""
    b = batalla()
    hacer(b, "a", "llave", [4, 5, 6, 2])
    assert vivo(b, "b")["vida"] == 275  # 40 + 10 = 50 → 25 a vida
    b = batalla()
    hacer(b, "a", "llave", [1, 2, 3, 4, 8, 9])
    assert vivo(b, "b")["vida"] == 300 and vivo(b, "a")["vida"] == 300


def test_llave_modificadores_suman_al_resultado() -> None:
    """III ACCIÓN LLAVE: "Si obtiene +1 llave, el personaje sumará 1 al resultado obtenido al lanzar 1d9"."""
    b = batalla(None, ficha("B", bonos=[{"a": "llave", "valor": 1}]))
    hacer(b, "a", "llave", [5, 5, 1, 9])  # 6 contra 6: forcejeo; 2 contra 10
    assert vivo(b, "a")["vida"] == 275 and vivo(b, "b")["vida"] == 300
    b = batalla(None, ficha("B", bonos=[{"a": "llave", "valor": 1}]))
    hacer(b, "a", "llave", [5, 5, 9, 1])
    assert vivo(b, "b")["vida"] == 275


def test_presa_ejemplo_1_tres_impares() -> None:
    """III ACCIÓN PRESA, Ejemplo: 3, 1 y 9: "3 repeticiones x 10 daño a vida=30 ptos daño a vida"."""
    b = batalla()
    hacer(b, "a", "presa", [3, 1, 9])
    assert (vivo(b, "b")["vida"], vivo(b, "b")["armadura"]) == (270, 100)


def test_presa_ejemplo_2_se_detiene_con_par() -> None:
    """III ACCIÓN PRESA, Ejemplo 2: 7 y luego 4: "1 repetición x 10 daño a vida=10 ptos daño a vida"."""
    b = batalla()
    hacer(b, "a", "presa", [7, 4])
    assert vivo(b, "b")["vida"] == 290


def test_lanzar_objeto_da_mas_1_esquivar_por_defecto() -> None:
    """III ACCIÓN LANZAR OBJETO: "El rival tendrá +1 esquivar y -1 bloquear" (la regla, por encima de su ejemplo)."""
    b = batalla()
    hacer(b, "a", "lanzar_objeto", [5], respuesta="esquivar")
    assert vivo(b, "b")["vida"] == 300
    b = batalla(lanzar_objeto_esquivar="ejemplo")
    hacer(b, "a", "lanzar_objeto", [6], respuesta="esquivar")
    assert (vivo(b, "b")["vida"], vivo(b, "b")["armadura"]) == (280, 80)


def test_lanzar_objeto_bloqueado_resta_20_y_bloquea_a_menos_1() -> None:
    """III ACCIÓN LANZAR OBJETO: "Si el rival bloquea, sufre un daño a la armadura de 20 ptos" con -1 bloquear."""
    b = batalla()
    hacer(b, "a", "lanzar_objeto", [5], respuesta="bloquear")
    assert vivo(b, "b")["armadura"] == 80 and vivo(b, "b")["vida"] == 280
    b = batalla()
    hacer(b, "a", "lanzar_objeto", [6], respuesta="bloquear")
    assert (vivo(b, "b")["vida"], vivo(b, "b")["armadura"]) == (300, 80)


def test_velocidad_luz_necesita_concentracion_y_no_se_contraataca() -> None:
    """III ACCIÓN VELOCIDAD LUZ: "es necesario hacer concentración 1 vez" y "No puede ser contraatacada"."""
    b = batalla()
    assert "concentración" in (por_que_no(b, "a", "velocidad_luz") or "")
    hacer(b, "a", "concentracion")
    hacer(b, "b", "pasar")
    assert "no puede contraatacarse" in (por_que_no(b, "a", "velocidad_luz", respuesta="contraataque") or "")
    assert "obligatorio" in (por_que_no(b, "a", "golpe") or "")
    hacer(b, "a", "velocidad_luz", [7], respuesta="esquivar")  # 6-9 con -2 → 8-9
    assert vivo(b, "b")["vida"] == 285
    assert vivo(b, "a")["concentraciones"] == 0


def test_velocidad_luz_bloqueada_a_menos_3_resta_10() -> None:
    """III ACCIÓN VELOCIDAD LUZ, Ejemplo: "evitado con un modificador negativo de -2 esquivar/-3 bloquear"."""
    b = batalla()
    hacer(b, "a", "concentracion")
    hacer(b, "b", "pasar")
    hacer(b, "a", "velocidad_luz", [8], respuesta="bloquear")  # 5-9 con -3 → 8-9
    assert (vivo(b, "b")["vida"], vivo(b, "b")["armadura"]) == (300, 90)


def test_salto_golpe_mas_20_bloqueo_20() -> None:
    """III ACCIÓN SALTO: "igual al daño ... golpe +20 ... Si el rival bloquea con éxito, recibe -20 ... -1 esquivar y -1 bloquear"."""
    b = batalla()
    hacer(b, "a", "concentracion")
    hacer(b, "b", "pasar")
    hacer(b, "a", "salto", [6], respuesta="esquivar")  # 7-9
    assert (vivo(b, "b")["vida"], vivo(b, "b")["armadura"]) == (275, 75)
    b = batalla()
    hacer(b, "a", "concentracion")
    hacer(b, "b", "pasar")
    hacer(b, "a", "salto", [6], respuesta="bloquear")  # 5-9 con -1 → 6-9
    assert (vivo(b, "b")["vida"], vivo(b, "b")["armadura"]) == (300, 80)


def test_combo_ejemplo_primer_golpe_acierta_segundo_bloqueado() -> None:
    """III ACCIÓN COMBO, Ejemplo: "Los daños sobre el rival son la suma del primer golpe acertado + daños por bloquear el segundo"."""
    b = batalla()
    hacer(b, "a", "concentracion")
    hacer(b, "b", "pasar")
    hacer(b, "a", "combo", [6], respuesta=["ninguna", "bloquear"])  # bloquear 5-9 con -1 → 6-9
    assert (vivo(b, "b")["vida"], vivo(b, "b")["armadura"]) == (285, 75)


def test_combo_tercer_golpe_a_menos_2() -> None:
    """III ACCIÓN COMBO: "Si el rival encaja el segundo ataque sufrirá ... -2 esquivar y -2 bloquear para el tercer ataque"."""
    b = batalla()
    hacer(b, "a", "concentracion")
    hacer(b, "b", "pasar")
    hacer(b, "a", "combo", [6, 7], respuesta=["ninguna", "esquivar", "esquivar"])
    # golpe 2: esquivar 6-9 con -1 → 7-9, un 6 falla; golpe 3: con -2 → 8-9, un 7 falla
    assert vivo(b, "b")["vida"] == 255


def test_engano_ejemplo_2_con_bonos_y_especial_cosmos() -> None:
    """III ACCIÓN ENGAÑO, Ejemplo 2: "+10 ptos daño a golpe y con acción especial cosmos ... 30 ptos daño ... 60 ptos daño"."""
    b = batalla(ficha("A", bonos=[{"a": "dano_golpe", "valor": 10}]))
    hacer(b, "a", "cosmos")
    hacer(b, "b", "pasar")
    hacer(b, "a", "cosmos")
    assert vivo(b, "a")["especial_cosmos"] is True
    hacer(b, "b", "pasar")
    hacer(b, "a", "concentracion")
    hacer(b, "b", "pasar")
    hacer(b, "a", "engano", [], respuesta="ninguna")
    assert vivo(b, "b")["vida"] == 300 - 15 - 30  # 30 y 60, la mitad a vida


def test_engano_el_segundo_golpe_va_aunque_se_esquive_el_primero() -> None:
    """III ACCIÓN ENGAÑO: "Independientemente de si se logra impactar o no con el primer ataque de engaño, se realiza el segundo"."""
    b = batalla()
    hacer(b, "a", "concentracion")
    hacer(b, "b", "pasar")
    hacer(b, "a", "engano", [5, 6], respuesta=["esquivar", "esquivar"])  # 1.º: 5-9 con +1; 2.º: 7-9 con -1
    assert vivo(b, "b")["vida"] == 285


def test_combo_velocidad_luz_ejemplo_acaba_al_esquivar() -> None:
    """III ACCIÓN COMBO A VELOCIDAD LUZ, Ejemplo: "El daño es igual al daño producido por el primer ataque ... que fue el único que hizo impacto"."""
    b = batalla()
    hacer(b, "a", "concentracion")
    hacer(b, "b", "pasar")
    assert "2 concentraciones" in (por_que_no(b, "a", "combo_velocidad_luz") or "")
    hacer(b, "a", "concentracion")
    hacer(b, "b", "pasar")
    hacer(b, "a", "combo_velocidad_luz", [7, 8], respuesta=["esquivar", "esquivar"])
    assert vivo(b, "b")["vida"] == 285


def test_doble_salto_solo_esquivable_a_menos_2() -> None:
    """III ACCIÓN DOBLE SALTO: golpe +40, "-2 esquivar y no podrá ser bloqueado o contraatacado"."""
    b = batalla()
    for _ in range(2):
        hacer(b, "a", "concentracion")
        hacer(b, "b", "pasar")
    assert "no puede bloquearse" in (por_que_no(b, "a", "doble_salto", respuesta="bloquear") or "")
    hacer(b, "a", "doble_salto", [7], respuesta="esquivar")
    assert (vivo(b, "b")["vida"], vivo(b, "b")["armadura"]) == (265, 65)


def test_doble_salto_como_salto_con_la_opcion() -> None:
    """III ACCIÓN DOBLE SALTO: la frase copiada de Salto, como regla casera (se bloquea a -1)."""
    b = batalla(doble_salto="como_salto")
    for _ in range(2):
        hacer(b, "a", "concentracion")
        hacer(b, "b", "pasar")
    hacer(b, "a", "doble_salto", [6], respuesta="bloquear")
    assert vivo(b, "b")["armadura"] == 80


def test_lanzamiento_sucesivo_ejemplo_1() -> None:
    """III ACCIÓN LANZAMIENTO SUCESIVO, Ejemplo 1: tres lanzamientos ganados, uno con forcejeo: "se suman todos los daños"."""
    b = batalla()
    hacer(b, "a", "concentracion")
    hacer(b, "b", "pasar")
    hacer(b, "a", "lanzamiento_sucesivo", [5, 5, 3, 4, 6, 3, 8, 1])
    assert vivo(b, "b")["vida"] == 300 - 10 - 15 - 10  # 20 + 30 + 20
    assert vivo(b, "b")["armadura"] == 100 - 10 - 15 - 10


def test_lanzamiento_sucesivo_ejemplo_2_pierde_quien_lo_pide() -> None:
    """III ACCIÓN LANZAMIENTO SUCESIVO, Ejemplo 2: 6 contra 8: "el jugador que realizó la acción recibe el daño"."""
    b = batalla()
    hacer(b, "a", "concentracion")
    hacer(b, "b", "pasar")
    hacer(b, "a", "lanzamiento_sucesivo", [5, 8])
    assert vivo(b, "a")["vida"] == 290 and vivo(b, "b")["vida"] == 300
    hacer(b, "b", "pasar")
    hacer(b, "a", "concentracion")
    hacer(b, "b", "pasar")
    assert "1 vez por combate" in (por_que_no(b, "a", "lanzamiento_sucesivo") or "")
