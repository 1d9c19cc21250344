"""III ACCIÓN ESQUIVAR / BLOQUEAR / CONTRAATAQUE / GOLPE / ARMADURA / BONOS EN LAS FICHAS."""

from __future__ import annotations

from core.rulesets.caballeros.modificadores import texto_rango, umbral

from .utiles import batalla, ficha, hacer, por_que_no, vivo


def test_esquivar_6_9_y_modificadores_desplazan_el_rango() -> None:
    """III ACCIÓN ESQUIVAR: "Si obtiene -1 esquivar, el personaje esquivará de 7-9. Si obtiene +1 esquivar, lo haría de 5-9"."""
    b = batalla()
    view = b.view
    assert umbral(view, "esquivar", 0) == 6
    assert umbral(view, "esquivar", -1) == 7
    assert umbral(view, "esquivar", 1) == 5
    assert texto_rango(view, "esquivar", -1) == "6-9 con -1 → 7-9"


def test_esquivar_con_exito_no_sufre_dano() -> None:
    """III ACCIÓN ESQUIVAR: "si obtiene 6,7,8 o 9, logrará esquivar el ataque del rival sin sufrir daño alguno"."""
    b = batalla()
    hacer(b, "a", "golpe", [6], respuesta="esquivar")
    assert (vivo(b, "b")["vida"], vivo(b, "b")["armadura"]) == (300, 100)


def test_esquivar_con_5_falla_y_golpe_reparte_al_50() -> None:
    """III ACCIÓN GOLPE: "El daño de esta acción es de 30 ptos ... distribuyéndose dicho daño al 50% entre armadura y vida"."""
    b = batalla()
    hacer(b, "a", "golpe", [5], respuesta="esquivar")
    assert (vivo(b, "b")["vida"], vivo(b, "b")["armadura"]) == (285, 85)


def test_golpe_bloqueado_resta_10_a_armadura() -> None:
    """III ACCIÓN GOLPE: "Si el rival bloquea, sufre un daño a la armadura de 10 ptos de daño"."""
    b = batalla()
    hacer(b, "a", "golpe", [5], respuesta="bloquear")
    assert (vivo(b, "b")["vida"], vivo(b, "b")["armadura"]) == (300, 90)


def test_bloquear_rayo_resta_un_tercio_a_la_armadura() -> None:
    """III ACCIÓN BLOQUEAR, Ejem: "poder tipo rayo de 120 ptos de daño, al ser bloqueado ... 120/3=40 ptos de daño"."""
    a = ficha("A", poderes=[{"nombre": "Rayo", "codigos": ["R"], "coste": 120, "dano": 120}])
    b = batalla(a)
    hacer(b, "a", "poder", [5], respuesta="bloquear", poder="Rayo")
    assert (vivo(b, "b")["vida"], vivo(b, "b")["armadura"]) == (300, 60)


def test_bloquear_rayo_con_esc_resta_un_cuarto() -> None:
    """III ACCIÓN BLOQUEAR: "Si el personaje tiene la habilidad ESC, en vez de recibir 1/3 parte del daño total del poder, recibirá 1/4 parte"."""
    a = ficha("A", poderes=[{"nombre": "Rayo", "codigos": ["R"], "coste": 120, "dano": 120}])
    b = batalla(a, ficha("B", habilidades=["ESC"]))
    hacer(b, "a", "poder", [5], respuesta="bloquear", poder="Rayo")
    assert vivo(b, "b")["armadura"] == 70


def test_esc_anula_el_dano_de_bloquear_un_golpe() -> None:
    """III ACCIÓN BLOQUEAR: "Hay caballeros que mediante una habilidad especial ... anula el daño producido al bloquear ... ESC"."""
    b = batalla(None, ficha("B", habilidades=["ESC"]))
    hacer(b, "a", "golpe", [9], respuesta="bloquear")
    assert vivo(b, "b")["armadura"] == 100


def test_bloquear_rompe_armadura_y_resta_sobrante_a_vida() -> None:
    """III ACCIÓN BLOQUEAR, Ejem: 120 de vida y 5 de armadura, bloquea y recibe 20: "quedando en 105 ptos de vida y 0 de armadura"."""
    b = batalla(None, ficha("B", vida=120, armadura=5))
    hacer(b, "a", "lanzar_objeto", [8], respuesta="bloquear")
    assert (vivo(b, "b")["vida"], vivo(b, "b")["armadura"]) == (105, 0)
    assert vivo(b, "b")["armadura_rota"] is True


def test_bloquear_menos_1_es_6_9_por_defecto_y_7_9_con_la_opcion_literal() -> None:
    """III ACCIÓN BLOQUEAR: "Si obtiene -1 bloquear, el personaje esquivará de 7-9" (la regla copia los números de esquivar)."""
    assert umbral(batalla().view, "bloquear", -1) == 6
    assert umbral(batalla().view, "bloquear", 1) == 4
    literal = batalla(bloquear_modificador="literal").view
    assert umbral(literal, "bloquear", -1) == 7
    assert umbral(literal, "bloquear", 1) == 5


def test_contraataque_devuelve_la_mitad_del_golpe_propio() -> None:
    """III ACCIÓN CONTRAATAQUE, Ejem: "60 ptos de daño/2=30 ptos de daño que realiza con el contraataque" (mitad a vida, mitad a armadura)."""
    b = batalla(None, ficha("B", dano_golpe=60))
    hacer(b, "a", "golpe", [7], respuesta="contraataque")
    assert (vivo(b, "a")["vida"], vivo(b, "a")["armadura"]) == (285, 85)
    assert vivo(b, "b")["vida"] == 300


def test_contraataque_a_un_rayo_devuelve_la_mitad_del_poder() -> None:
    """III ACCIÓN CONTRAATAQUE, Ejem: "poder tipo rayo de 140 ptos de daño ... 140/2=70 ptos de daño"."""
    a = ficha("A", poderes=[{"nombre": "Rayo", "codigos": ["R"], "coste": 140, "dano": 140}])
    b = batalla(a)
    hacer(b, "a", "poder", [9], respuesta="contraataque", poder="Rayo")
    assert (vivo(b, "a")["vida"], vivo(b, "a")["armadura"]) == (265, 65)
    assert vivo(b, "b")["vida"] == 300


def test_contraataque_7_9_con_modificadores() -> None:
    """III ACCIÓN CONTRAATAQUE: "Si obtiene -1 contraatacar ... de 8-9. Si obtiene +1 contraatacar, lo haría de 6-9"."""
    view = batalla().view
    assert (umbral(view, "contraataque", 0), umbral(view, "contraataque", -1), umbral(view, "contraataque", 1)) == (
        7,
        8,
        6,
    )
    b = batalla(None, ficha("B", bonos=[{"a": "contraataque", "valor": 1}]))
    hacer(b, "a", "golpe", [6], respuesta="contraataque")
    assert (vivo(b, "a")["vida"], vivo(b, "a")["armadura"]) == (292, 93)  # 30/2 = 15: 7 a armadura, 8 a vida


def test_armadura_rota_pierde_los_bonos_arm() -> None:
    """III ARMADURA: "Al perderse la armadura, estos bonos y poderes desaparecen ... ARM"."""
    a = ficha("A", armadura=10, bonos=[{"a": "dano", "valor": 20, "arm": True}])
    b = batalla(a)
    hacer(b, "a", "golpe", [1], respuesta="esquivar")
    assert vivo(b, "b")["vida"] == 275  # 30 + 20 ARM = 50
    hacer(b, "b", "golpe", [1], respuesta="bloquear")
    assert vivo(b, "a")["armadura_rota"] is True
    hacer(b, "a", "lanzar_objeto", [1], respuesta="esquivar")
    assert vivo(b, "b")["vida"] == 255  # 40 sin el bono ARM


def test_poder_arm_no_se_puede_usar_con_la_armadura_rota() -> None:
    """III ARMADURA: "algunos poderes que se realizan gracias a la armadura ... desaparecen"."""
    a = ficha("A", armadura=0, poderes=[{"nombre": "Brillo", "codigos": ["R", "ARM"], "coste": 10, "dano": 50}])
    b = batalla(a)
    assert "ARM" in (por_que_no(b, "a", "poder", poder="Brillo") or "")


def test_bonos_esquivar_5_9_con_menos_1_pasa_a_6_9() -> None:
    """III BONOS EN LAS FICHAS, Ejemplo: "valores de esquivar de 5-9 y recibe un bono negativo de -1 esquivar ... haciéndolo de 6-9"."""
    b = batalla(None, ficha("B", bonos=[{"a": "esquivar", "valor": 1}]))
    hacer(b, "a", "lanzar_objeto", [5], respuesta="bloquear", objetivo="b")
    # bloquear 5-9 con -1 (lanzar objeto) → 6-9: un 5 falla y entra el daño entero
    assert vivo(b, "b")["vida"] == 280
    hacer(b, "b", "pasar")
    hacer(b, "a", "golpe", [5], respuesta="esquivar")
    assert vivo(b, "b")["vida"] == 280  # esquivar 6-9 con +1 → 5-9


def test_bono_general_no_se_suma_a_presa() -> None:
    """III BONOS EN LAS FICHAS: los generales "se añaden X ptos de daño a todas las acciones ofensivas menos poderes y acción presa"."""
    b = batalla(ficha("A", bonos=[{"a": "dano", "valor": 10}, {"a": "dano_presa", "valor": 5}]))
    hacer(b, "a", "presa", [1, 2])
    assert vivo(b, "b")["vida"] == 285


def test_una_lista_de_una_respuesta_sirve_para_un_solo_golpe() -> None:
    """Step field `respuesta`: a list with one entry per hit; a single hit takes the first."""
    b = batalla()
    hacer(b, "a", "golpe", [6], respuesta=["esquivar"])
    assert vivo(b, "b")["vida"] == 300
    assert "como mucho 1" in (por_que_no(b, "b", "golpe", respuesta=["esquivar", "bloquear"]) or "")
