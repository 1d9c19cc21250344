"""Step forms that fit the fixed names: the stored FORTALEZA/AGILIDAD bonus, a C power's order as
text, the ally's power in AYUDA."""

from __future__ import annotations

from .utiles import batalla, ficha, hacer, hacer_escrito, por_que_no, vivo


def test_fortaleza_se_gasta_en_el_siguiente_bloquear() -> None:
    """III ACCIÓN FORTALEZA: «El jugador usa su turno para almacenar un bono de +1 bloquear»; regla casera
    bono_guardado = automatico: un bloquear sin más lo gasta (5-9 con +1 → 4-9)."""
    b = batalla()
    hacer(b, "a", "fortaleza")
    hacer(b, "b", "golpe", [4], respuesta="bloquear")
    assert (vivo(b, "a")["vida"], vivo(b, "a")["armadura"]) == (300, 90)
    assert not vivo(b, "a").get("bono_fortaleza")


def test_agilidad_se_puede_rechazar_y_pedir_despues() -> None:
    """III ACCIÓN AGILIDAD: «lo podrá usar 1 sola vez, cuando lo crea conveniente»."""
    b = batalla()
    hacer(b, "a", "agilidad")
    hacer(b, "b", "golpe", [5], respuesta={"esquivar": True, "bono": False})  # 6-9: falla
    assert vivo(b, "a")["vida"] == 285 and vivo(b, "a")["bono_agilidad"]
    hacer(b, "a", "pasar")
    hacer(b, "b", "lanzar_objeto", [4], respuesta={"respuesta": "esquivar", "bono": "agilidad"})  # +1 +1 → 4-9
    assert vivo(b, "a")["vida"] == 285 and not vivo(b, "a").get("bono_agilidad")


def test_bono_guardado_a_peticion() -> None:
    """Regla casera bono_guardado = a_peticion: solo bloquear_fortaleza o {"bono": "fortaleza"} lo gastan."""
    b = batalla(bono_guardado="a_peticion")
    hacer(b, "a", "fortaleza")
    hacer(b, "b", "golpe", [4], respuesta="bloquear")
    assert vivo(b, "a")["vida"] == 285 and vivo(b, "a")["bono_fortaleza"]


def test_bono_guardado_mal_escrito_se_rechaza() -> None:
    """Un bono que no es el de esa defensa se rechaza con el motivo."""
    b = batalla()
    hacer(b, "a", "fortaleza")
    motivo = por_que_no(b, "b", "golpe", objetivo="a", respuesta={"esquivar": True, "bono": "fortaleza"})
    assert "es «agilidad»" in (motivo or "")
    motivo = por_que_no(b, "b", "golpe", objetivo="a", respuesta={"contraataque": True, "bono": True})
    assert "Solo esquivar" in (motivo or "")


def test_control_con_la_accion_en_texto() -> None:
    """Poder Tipo Control: «El rival afectado por el control realizará la acción que se le pida»; la orden
    puede ser el nombre de la acción (en un duelo, contra su único rival)."""
    dominio = {"nombre": "Dominio", "codigos": ["C"], "coste": 60, "dano": 0}
    b = batalla(ficha("A", poderes=[dominio]))
    for actor, accion in (("a", "cosmos"), ("b", "pasar"), ("a", "cosmos"), ("b", "pasar")):
        hacer(b, actor, accion)
    hacer(b, "a", "poder", poder="Dominio", accion_forzada="golpe")
    assert (vivo(b, "a")["vida"], vivo(b, "a")["cosmos"]) == (285, 170)


def test_control_con_orden_desconocida_se_rechaza() -> None:
    """Poder Tipo Control: una orden que no es acción ni poder del rival rechaza el poder con el motivo."""
    dominio = {"nombre": "Dominio", "codigos": ["C"], "coste": 60, "dano": 0}
    b = batalla(ficha("A", poderes=[dominio]))
    for actor, accion in (("a", "cosmos"), ("b", "pasar"), ("a", "cosmos"), ("b", "pasar")):
        hacer(b, actor, accion)
    assert "no es una acción ni un poder" in (
        por_que_no(b, "a", "poder", poder="Dominio", accion_forzada="bailar") or ""
    )
    assert "no puede obligar" in (por_que_no(b, "a", "poder", poder="Dominio", accion_forzada="cosmos") or "")


def test_ayuda_con_el_poder_nombrado() -> None:
    """III ACCIÓN AYUDA: el paso nombra el poder del aliado (``poder``); con Acción Especial Cosmos, +20 al rayo."""
    aliado = {
        "nombre": "Ciro",
        "poderes": [
            {"nombre": "Puño", "codigos": ["D"], "coste": 0, "dano": 50},
            {"nombre": "Rayo Aliado", "codigos": ["R"], "coste": 0, "dano": 60},
            {"nombre": "Sueño", "codigos": ["R", "INM"], "coste": 0, "dano": 60},
        ],
    }
    b = batalla(ficha("A", vida=90, aliados=[aliado]))
    assert "no puede usar «Sueño»" in (por_que_no(b, "a", "ayuda", aliado="Ciro", poder="Sueño") or "")
    assert "ningún poder «Nada»" in (por_que_no(b, "a", "ayuda", aliado="Ciro", poder="Nada") or "")
    hacer(b, "a", "ayuda", [7, 9], aliado="Ciro", poder="Rayo Aliado", respuesta="ninguna")
    assert (vivo(b, "b")["vida"], vivo(b, "b")["armadura"]) == (260, 60)


def test_nombres_fijos_con_grafia_flexible() -> None:
    """Los valores fijos escritos a mano con tildes, mayúsculas o sinónimos: «contraatacar», «Brazo»,
    «Atmósfera Marina» son contraataque, brazos y atmosfera_marina."""
    b = batalla(ficha("A", dios="poseidon", vida=90))
    hacer_escrito(b, "a", "intervencion_divina", [4], intervencion="Atmósfera Marina")
    assert vivo(b, "a")["intervenciones"] == ["atmosfera_marina"]
    notas = hacer_escrito(b, "b", "golpe", [9], respuesta="Contraatacar")  # 15 de contraataque → b 292/93
    assert notas == ["Paso 0: «Contraatacar» se lee como «contraataque»."]
    assert (vivo(b, "b")["vida"], vivo(b, "b")["armadura"]) == (292, 93)
    hacer_escrito(b, "a", "romper", [6, 7], parte="Brazo")
    assert vivo(b, "b")["roturas"]["brazos"] == 1


def test_control_con_solo_el_poder_en_el_objeto() -> None:
    """Poder Tipo Control: «puede obligar a un rival a usar un poder ... solo si ya ha visto tal poder»:
    ``{"poder": nombre}`` basta como orden (la acción es ``poder``)."""
    dominio = {"nombre": "Dominio", "codigos": ["C"], "coste": 60, "dano": 0}
    rayo = {"nombre": "Rayo Negro", "codigos": ["R"], "coste": 50, "dano": 60}
    b = batalla(ficha("A", poderes=[dominio]), ficha("B", poderes=[rayo]))
    hacer(b, "a", "cosmos")
    hacer(b, "b", "poder", poder="Rayo Negro", respuesta="ninguna")  # a 270/70
    hacer(b, "a", "cosmos")
    hacer(b, "b", "pasar")
    hacer(b, "a", "poder", poder="Dominio", accion_forzada={"poder": "Rayo Negro", "respuesta": "esquivar"}, dados=[6])
    assert (vivo(b, "a")["vida"], vivo(b, "b")["cosmos"]) == (270, 100)  # a esquiva; b paga 50 otra vez
