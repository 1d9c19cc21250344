"""III ACCIÓN COSMOS / PERCEPCIÓN / SÉPTIMO SENTIDO / CONCENTRACIÓN / PUNTOS VITALES / ROMPER / FORTALEZA /
AGILIDAD / ULTIMO SUSPIRO / AYUDA."""

from __future__ import annotations

from .utiles import batalla, ficha, hacer, por_que_no, vivo

RAYO = {"nombre": "Rayo", "codigos": ["R"], "coste": 120, "dano": 100}


def test_cosmos_ejemplo_1_recarga_la_barra() -> None:
    """III ACCIÓN COSMOS, Ejemplo 1: "se ha quedado sin cosmos. Realiza la acción cosmos y recupera todos los ptos de cosmos"."""
    b = batalla(ficha("A", cosmos=120, poderes=[RAYO]))
    hacer(b, "a", "poder", [1], respuesta="esquivar", poder="Rayo")
    assert vivo(b, "a")["cosmos"] == 0
    hacer(b, "b", "pasar")
    hacer(b, "a", "cosmos")
    assert (vivo(b, "a")["cosmos"], vivo(b, "a")["recargas_cosmos"]) == (120, 1)


def test_cosmos_dos_recargas_y_tres_con_mas_1_cosmos() -> None:
    """III ACCIÓN COSMOS: "Todos los personajes tienen 2 recargas ... (serán 3 si ... el bono +1 Cosmos)"."""
    assert vivo(batalla(), "a")["recargas_cosmos"] == 2
    assert vivo(batalla(ficha("A", bonos=[{"a": "cosmos", "valor": 1}])), "a")["recargas_cosmos"] == 3
    b = batalla(ficha("A", cosmos=120, recargas_cosmos=0, poderes=[RAYO]))
    hacer(b, "a", "poder", [1], respuesta="esquivar", poder="Rayo")
    hacer(b, "b", "pasar")
    assert "recargas" in (por_que_no(b, "a", "cosmos", objetivo=None) or "")


def test_cosmos_ejemplo_2_accion_especial_cosmos() -> None:
    """III ACCIÓN COSMOS, Ejemplo 2: cosmos con la barra llena, el rival ataca, cosmos otra vez: Acción Especial Cosmos."""
    b = batalla(ficha("A", poderes=[RAYO]))
    hacer(b, "a", "cosmos")
    hacer(b, "b", "golpe", [1], respuesta="esquivar")
    assert vivo(b, "a")["vida"] == 285
    hacer(b, "a", "cosmos")
    assert vivo(b, "a")["especial_cosmos"] is True
    hacer(b, "b", "lanzar_objeto", [4], respuesta="esquivar")  # 6-9 con +1 (objeto) +1 (especial) → 4-9
    assert vivo(b, "a")["vida"] == 285
    hacer(b, "a", "golpe", [1], respuesta="esquivar")  # 30 + 20
    assert vivo(b, "b")["vida"] == 300 - 25
    hacer(b, "b", "pasar")
    hacer(b, "a", "poder", [1], respuesta="esquivar", poder="Rayo")  # mitad de coste; +20 a rayos
    assert vivo(b, "a")["cosmos"] == 140
    assert vivo(b, "b")["vida"] == 275 - 60


def test_cosmos_no_consecutivo_no_da_especial() -> None:
    """III ACCIÓN COSMOS: "Si el personaje realiza la Acción Cosmos en 2 turnos consecutivos teniendo la barra de cosmos completa"."""
    b = batalla()
    hacer(b, "a", "cosmos")
    hacer(b, "b", "pasar")
    hacer(b, "a", "golpe", [1], respuesta="esquivar")
    hacer(b, "b", "pasar")
    hacer(b, "a", "cosmos")
    assert not vivo(b, "a").get("especial_cosmos")


def test_percepcion_ejemplo_saca_6_y_no_comprende() -> None:
    """III ACCIÓN PERCEPCIÓN, Ejemplo: "realiza la acción percepción, obteniendo un 6. No comprende el poder"."""
    b = batalla(ficha("A", poderes=[RAYO]))
    hacer(b, "a", "pasar")
    assert "no ha visto" in (por_que_no(b, "b", "percepcion", objetivo="a", poder="Rayo") or "")
    hacer(b, "b", "pasar")
    hacer(b, "a", "poder", [1], respuesta="esquivar", poder="Rayo")
    hacer(b, "b", "percepcion", [6], objetivo="a", poder="Rayo")
    assert not vivo(b, "b").get("percepciones")


def test_percepcion_con_8_impide_el_poder_contra_el() -> None:
    """III ACCIÓN PERCEPCIÓN: "Si en la tirada se obtiene un 8 o 9, el rival no podrá realizar mas el poder sobre el personaje"."""
    b = batalla(ficha("A", cosmos=500, poderes=[RAYO]))
    hacer(b, "a", "poder", [1], respuesta="esquivar", poder="Rayo")
    hacer(b, "b", "percepcion", [8], objetivo="a", poder="Rayo")
    hacer(b, "a", "pasar")
    hacer(b, "b", "pasar")
    assert "percepción" in (por_que_no(b, "a", "poder", poder="Rayo") or "")


def test_septimo_sentido_con_9_bonos_y_penaliza_al_rival() -> None:
    """III ACCIÓN SÉPTIMO SENTIDO: "si se logra un 9 ... +30 ptos de daño ... El rival a su vez obtiene -1 esquivar, -1 bloquear y -1 llave"."""
    b = batalla()
    hacer(b, "a", "septimo_sentido", [8])
    assert not vivo(b, "a").get("septimo_sentido")
    hacer(b, "b", "pasar")
    hacer(b, "a", "cosmos")
    hacer(b, "b", "pasar")
    hacer(b, "a", "agilidad")
    hacer(b, "b", "pasar")
    hacer(b, "a", "septimo_sentido", [9])
    hacer(b, "b", "pasar")
    hacer(b, "a", "golpe", [6], respuesta="esquivar")  # 6-9 con -1 → 7-9; daño 60
    assert vivo(b, "b")["vida"] == 270


def test_concentracion_cuenta_como_una_accion_en_alternancia() -> None:
    """III ALTERNANCIA: "acción A - acción B[(acción concentración - acción E ...)] - acción C - acción A"."""
    b = batalla()
    hacer(b, "a", "golpe", [1], respuesta="esquivar")
    hacer(b, "b", "pasar")
    hacer(b, "a", "concentracion")
    hacer(b, "b", "pasar")
    hacer(b, "a", "velocidad_luz", [1], respuesta="esquivar")
    hacer(b, "b", "pasar")
    assert "alternancia" in (por_que_no(b, "a", "golpe") or "")
    hacer(b, "a", "lanzar_objeto", [1], respuesta="esquivar")
    hacer(b, "b", "pasar")
    assert por_que_no(b, "a", "golpe") is None


def test_puntos_vitales_8_9_y_7_9_con_bono() -> None:
    """III ACCIÓN PUNTOS VITALES: "Se obtiene sacando 8 o 9 ... Si el personaje tiene un bono de +1 Puntos Vitales, ... 7,8 o 9"."""
    b = batalla()
    hacer(b, "a", "puntos_vitales", [7])
    assert not vivo(b, "b").get("puntos_vitales")
    hacer(b, "b", "pasar")
    assert "1 vez por combate" in (por_que_no(b, "a", "puntos_vitales") or "")
    b = batalla(ficha("A", bonos=[{"a": "puntos_vitales", "valor": 1}]))
    hacer(b, "a", "puntos_vitales", [7])
    assert vivo(b, "b")["puntos_vitales"] is True
    hacer(b, "b", "golpe", [1], respuesta="esquivar")  # 30 - 20 = 10
    assert vivo(b, "a")["vida"] == 295


def test_puntos_vitales_recuperacion_con_septimo_sentido() -> None:
    """III ACCIÓN PUNTOS VITALES: "Si obtiene 7 u 8 en 1d9, se recupera ... Si obtiene 9 ... añadiendo los bonos de 7º Sentido"."""
    b = batalla()
    hacer(b, "a", "puntos_vitales", [9])
    hacer(b, "b", "septimo_sentido", [6])
    assert vivo(b, "b")["puntos_vitales"] is True
    hacer(b, "a", "pasar")
    hacer(b, "b", "cosmos")
    hacer(b, "a", "pasar")
    hacer(b, "b", "agilidad")
    hacer(b, "a", "pasar")
    hacer(b, "b", "septimo_sentido", [7])
    assert not vivo(b, "b")["puntos_vitales"] and not vivo(b, "b").get("septimo_sentido")
    b = batalla()
    hacer(b, "a", "puntos_vitales", [9])
    hacer(b, "b", "septimo_sentido", [9])
    assert not vivo(b, "b")["puntos_vitales"] and vivo(b, "b")["septimo_sentido"]


def test_puntos_vitales_no_contra_septimo_sentido() -> None:
    """III ACCIÓN PUNTOS VITALES: "No puede usarse contra un caballero que ha conseguido la acción 7º Sentido"."""
    b = batalla()
    hacer(b, "a", "septimo_sentido", [9])
    assert "7º Sentido" in (por_que_no(b, "b", "puntos_vitales", objetivo="a") or "")


def test_romper_ejemplo_brazos_rotos() -> None:
    """III ACCIÓN ROMPER, Ejemplo: "Lanza 1d9 y obtiene 8 ... un segundo 1d9 y obtiene 7. Los brazos de su rival quedan rotos y sufre -1 bloquear"."""
    b = batalla()
    hacer(b, "a", "romper", [8, 7], parte="brazos")
    assert vivo(b, "b")["roturas"]["brazos"] == 1
    hacer(b, "b", "pasar")
    assert "alternancia" in (por_que_no(b, "a", "romper", parte="piernas") or "")
    hacer(b, "a", "golpe", [1], respuesta="esquivar")
    hacer(b, "b", "pasar")
    hacer(b, "a", "lanzar_objeto", [1], respuesta="esquivar")
    hacer(b, "b", "pasar")
    assert "1 vez por parte" in (por_que_no(b, "a", "romper", parte="brazos") or "")
    hacer(b, "a", "romper", [5], parte="piernas")
    assert vivo(b, "b")["roturas"]["piernas"] == 0


def test_romper_brazos_da_menos_1_bloquear() -> None:
    """III ACCIÓN ROMPER: "Si rompe los brazos, el rival obtiene un bono negativo de -1 bloquear"."""
    b = batalla()
    hacer(b, "a", "romper", [6, 6], parte="brazos")
    hacer(b, "b", "pasar")
    hacer(b, "a", "golpe", [5], respuesta="bloquear")
    assert vivo(b, "b")["vida"] == 285


def test_fortaleza_guarda_mas_1_bloquear_para_un_solo_golpe() -> None:
    """III ACCIÓN FORTALEZA: "almacenar un bono de +1 bloquear ... contra 1 solo de ellos"."""
    b = batalla()
    hacer(b, "a", "pasar")
    hacer(b, "b", "fortaleza")
    hacer(b, "a", "concentracion")
    hacer(b, "b", "pasar")
    assert "un golpe" in (por_que_no(b, "a", "combo", respuesta=["bloquear_fortaleza"] * 2) or "")
    hacer(b, "a", "combo", [4], respuesta=["bloquear_fortaleza"])  # 5-9 con +1 → 4-9
    assert vivo(b, "b")["armadura"] == 90 and not vivo(b, "b")["bono_fortaleza"]
    hacer(b, "b", "pasar")
    hacer(b, "a", "pasar")
    assert "1 vez por combate" in (por_que_no(b, "b", "fortaleza", objetivo=None) or "")


def test_fortaleza_como_respuesta_unica_a_un_combo_sirve_al_primer_golpe() -> None:
    """III ACCIÓN FORTALEZA: «si es un ataque que se divide en varios golpes [ejemplo combo] solo podrá usarlo
    contra uno de esos golpes»: «bloquear_fortaleza» como respuesta única gasta el bono en la primera tirada de
    bloqueo (aunque falle) y los demás golpes se bloquean sin él."""
    b = batalla(bono_guardado="a_peticion")
    hacer(b, "a", "pasar")
    hacer(b, "b", "fortaleza")
    hacer(b, "a", "concentracion")
    hacer(b, "b", "pasar")
    assert por_que_no(b, "a", "combo", respuesta="bloquear_fortaleza") is None
    # 1.er golpe: 5-9 con +1 → 4-9, sale 3: encaja 30 (285/85) y gasta el bono; 2.º golpe: 5-9 con -1 → 6-9
    # (sin el bono), sale 5: encaja 30 (270/70); 3.er golpe: -2 → 7-9, sale 7: bloquea, 10 a armadura.
    hacer(b, "a", "combo", [3, 5, 7], respuesta="bloquear_fortaleza")
    assert (vivo(b, "b")["vida"], vivo(b, "b")["armadura"]) == (270, 60)
    assert not vivo(b, "b")["bono_fortaleza"]


def test_agilidad_guarda_mas_1_esquivar() -> None:
    """III ACCIÓN AGILIDAD: "almacenar un bono de +1 esquivar. Este bono lo podrá usar 1 sola vez"."""
    b = batalla()
    hacer(b, "a", "agilidad")
    hacer(b, "b", "golpe", [5], respuesta="esquivar_agilidad", objetivo="a")
    assert vivo(b, "a")["vida"] == 300
    hacer(b, "a", "pasar")
    assert "agilidad" in (por_que_no(b, "b", "lanzar_objeto", respuesta="esquivar_agilidad") or "")


def test_ultimo_suspiro_ejemplos() -> None:
    """III ACCIÓN ULTIMO SUSPIRO, Ejemplos 1-3: 90 de vida paga 80 (queda 10); 80 paga 80 y muere; con 70 no puede."""
    poder = {"nombre": "Golpe Final", "codigos": ["R"], "coste": 80, "dano": 80}
    for vida, queda in ((90, 10), (80, 0)):
        b = batalla(ficha("A", vida=vida, cosmos=0, poderes=[poder]))
        hacer(b, "a", "ultimo_suspiro", [1], respuesta="esquivar", poder="Golpe Final")
        assert vivo(b, "a")["vida"] == queda
        assert vivo(b, "b")["vida"] == 260
    b = batalla(ficha("A", vida=70, cosmos=0, poderes=[poder]))
    assert "70" in (por_que_no(b, "a", "ultimo_suspiro", poder="Golpe Final") or "")


def test_ultimo_suspiro_requisitos() -> None:
    """III ACCIÓN ULTIMO SUSPIRO: "debe tener 0 ptos de cosmos y menos de 100 ptos de vida" y "solo puede hacerse 1 vez por combate"."""
    poder = {"nombre": "Golpe Final", "codigos": ["R"], "coste": 20, "dano": 40}
    b = batalla(ficha("A", vida=150, cosmos=0, poderes=[poder]))
    assert "100" in (por_que_no(b, "a", "ultimo_suspiro", poder="Golpe Final") or "")
    b = batalla(ficha("A", vida=90, cosmos=10, poderes=[poder]))
    assert "0 ptos de cosmos" in (por_que_no(b, "a", "ultimo_suspiro", poder="Golpe Final") or "")


def test_ayuda_aliado_de_la_orden_con_especial_cosmos() -> None:
    """III ACCIÓN AYUDA: 6-9 en 1d9, el aliado hace una acción de la tabla "calculados con Acción Especial Cosmos"."""
    a = ficha("A", vida=90, orden="Athena", aliados=[{"nombre": "Aliado", "orden": "Athena", "dano_golpe": 30}])
    b = batalla(a)
    hacer(b, "a", "ayuda", [6, 1], respuesta="ninguna", aliado="Aliado")  # tabla: 1 → golpe (30 + 20)
    assert vivo(b, "b")["vida"] == 275
    hacer(b, "b", "pasar")
    assert "1 vez por combate" in (por_que_no(b, "a", "ayuda", aliado="Aliado") or "")


def test_ayuda_requisitos_y_aliado_de_otra_orden() -> None:
    """III ACCIÓN AYUDA: "Solo puede usarse cuando nuestro personaje tiene menos de 100 puntos de vida" y "de la misma orden"."""
    a = ficha("A", vida=300, orden="Athena", aliados=[{"nombre": "X", "orden": "Hades"}])
    b = batalla(a)
    assert "100" in (por_que_no(b, "a", "ayuda", aliado="X") or "")
    b = batalla(ficha("A", vida=50, orden="Athena", aliados=[{"nombre": "X", "orden": "Hades"}]))
    assert "misma orden" in (por_que_no(b, "a", "ayuda", aliado="X") or "")


def test_ayuda_tabla_de_la_mesa_y_repeticion_si_no_puede() -> None:
    """III ACCIÓN AYUDA: "Si se pide la ayuda de alguno de estos personajes y la acción a realizar es una de ellas, tiran de nuevo"."""
    tabla = ["presa", "golpe", "golpe", "golpe", "golpe", "golpe", "golpe", "golpe", "golpe"]
    a = ficha("A", vida=90, aliados=[{"nombre": "Y", "acciones_prohibidas": ["presa"]}])
    b = batalla(a, tabla_ayuda=tabla)
    hacer(b, "a", "ayuda", [9, 1, 2], respuesta="ninguna", aliado="Y")
    assert vivo(b, "b")["vida"] == 275
