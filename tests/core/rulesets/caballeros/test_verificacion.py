"""Checks added by the independent verification: defaults for sheets with only the issue's fields,
the house rules for the gaps it found, and worked examples not covered elsewhere."""

from __future__ import annotations

from .utiles import batalla, ficha, hacer, por_que_no, vivo


def test_golpe_ejemplo_30_de_dano() -> None:
    """III ACCIÓN GOLPE, Ejemplo: "Si golpea al luchador B, producirá un daño de 30 ptos de daño" (50 % y 50 %)."""
    b = batalla()
    hacer(b, "a", "golpe", respuesta="ninguna")
    assert (vivo(b, "b")["vida"], vivo(b, "b")["armadura"]) == (285, 85)


def test_golpe_bloqueado_10_a_armadura_y_defensas_fallidas() -> None:
    """III ACCIÓN GOLPE: "Si el rival bloquea, sufre un daño a la armadura de 10 ptos"; una defensa fallida recibe el golpe entero."""
    b = batalla()
    hacer(b, "a", "golpe", [5], respuesta="bloquear")
    assert (vivo(b, "b")["vida"], vivo(b, "b")["armadura"]) == (300, 90)
    hacer(b, "b", "golpe", [6], respuesta="contraataque")  # 6 no contraataca (7-9)
    assert (vivo(b, "a")["vida"], vivo(b, "a")["armadura"]) == (285, 85)


def test_salto_ejemplo_menos_1_esquivar() -> None:
    """III ACCIÓN SALTO, Ejemplo: "deberá evitar el ataque con un modificador negativo de -1 esquivar y -1 bloquear"."""
    b = batalla()
    hacer(b, "a", "concentracion")
    hacer(b, "b", "pasar")
    hacer(b, "a", "salto", [6], respuesta="esquivar")  # 6 no basta (7-9): 50 de daño
    assert (vivo(b, "b")["vida"], vivo(b, "b")["armadura"]) == (275, 75)


def test_engano_ejemplo_1_el_golpe_real_siempre_se_lanza() -> None:
    """III ACCIÓN ENGAÑO, Ejemplo: el rival esquiva el golpe de engaño (+1 esquivar) y el golpe real llega."""
    b = batalla()
    hacer(b, "a", "concentracion")
    hacer(b, "b", "pasar")
    hacer(b, "a", "engano", [5], respuesta=["esquivar", "ninguna"])
    assert (vivo(b, "b")["vida"], vivo(b, "b")["armadura"]) == (285, 85)


def test_doble_salto_ejemplo_solo_esquivable() -> None:
    """III ACCIÓN DOBLE SALTO, Ejemplo: "deberá ser esquivado con un bono negativo a esquivar de -2 y no podrá ser bloqueado"."""
    b = batalla()
    for _ in range(2):
        hacer(b, "a", "concentracion")
        hacer(b, "b", "pasar")
    assert "bloquearse" in (por_que_no(b, "a", "doble_salto", respuesta="bloquear") or "")
    hacer(b, "a", "doble_salto", [8], respuesta="esquivar")
    assert vivo(b, "b")["vida"] == 300


def test_punto_impar_a_la_vida_y_regla_casera() -> None:
    """El 50/50 de un daño impar: por defecto el punto sobrante va a la vida; la regla casera lo manda a la armadura."""
    rival = ficha("B", bonos=[{"a": "dano", "valor": 20}])  # golpe de 50: contraataque de 25
    b = batalla(None, rival)
    hacer(b, "a", "golpe", [7], respuesta="contraataque")
    assert (vivo(b, "a")["vida"], vivo(b, "a")["armadura"]) == (287, 88)
    b = batalla(None, rival, punto_impar="armadura")
    hacer(b, "a", "golpe", [7], respuesta="contraataque")
    assert (vivo(b, "a")["vida"], vivo(b, "a")["armadura"]) == (288, 87)


def test_cosmos_con_barra_llena_no_gasta_recarga_salvo_regla_casera() -> None:
    """III ACCIÓN COSMOS, Ejemplo 2 con las dos lecturas de «recargas»."""
    b = batalla()
    hacer(b, "a", "cosmos")
    hacer(b, "b", "pasar")
    hacer(b, "a", "cosmos")
    assert vivo(b, "a")["especial_cosmos"] and vivo(b, "a")["recargas_cosmos"] == 2
    b = batalla(cosmos_barra_llena="gasta")
    hacer(b, "a", "cosmos")
    hacer(b, "b", "pasar")
    hacer(b, "a", "cosmos")
    assert vivo(b, "a")["especial_cosmos"] and vivo(b, "a")["recargas_cosmos"] == 0
    hacer(b, "b", "pasar")
    assert "recargas" in (por_que_no(b, "a", "cosmos", objetivo=None) or "")


def test_sanacion_sin_tope_por_defecto() -> None:
    """Sanación de Athena: "El personaje recupera 60 ptos de vida" (sin tope); con la regla casera, hasta la ficha."""
    b = batalla(ficha("A", dios="athena", vida=90))
    hacer(b, "a", "intervencion_divina", [4], objetivo=None, intervencion="sanacion_de_athena")
    assert vivo(b, "a")["vida"] == 150
    b = batalla(ficha("A", dios="athena", vida=90), curacion="valor_inicial")
    hacer(b, "a", "intervencion_divina", [4], objetivo=None, intervencion="sanacion_de_athena")
    assert vivo(b, "a")["vida"] == 90


def test_poder_t_sin_numero_da_un_turno_extra() -> None:
    """Poderes de Turnos Extra (T) con solo los campos fijos: otorgan 1 turno extra."""
    b = batalla(ficha("A", poderes=[{"nombre": "Prisa", "codigos": ["T"], "coste": 20}]))
    hacer(b, "a", "poder", poder="Prisa", sin_objetivo=True)
    assert b.state["turno"] == "a"
    hacer(b, "a", "golpe", respuesta="ninguna")
    assert b.state["turno"] == "b"


def test_barrera_sin_numero_un_punto_por_cosmos() -> None:
    """DefB: "La barrera defensiva tendrá X ptos de vida por X ptos de cosmos": 50 de cosmos, 50 puntos."""
    b = batalla(ficha("A", poderes=[{"nombre": "Muro", "codigos": ["DefB"], "coste": 50}]))
    hacer(b, "a", "poder", poder="Muro", sin_objetivo=True)
    assert vivo(b, "a")["barrera"] == 50


def test_bono_temporal_sin_numero_es_mas_1() -> None:
    """DefEsq con solo los campos fijos: +1 esquivar (5-9) para ese ataque."""
    b = batalla(None, ficha("B", poderes=[{"nombre": "Reflejo", "codigos": ["DefEsq"], "coste": 10}]))
    hacer(b, "a", "golpe", [5], respuesta={"poder": "Reflejo"})
    assert vivo(b, "b")["vida"] == 300 and vivo(b, "b")["cosmos"] == 190


def test_veneno_sin_duracion_dura_todo_el_combate() -> None:
    """Poderes de Veneno: "hacen perder vida o armadura al rival en cada turno" y no se repiten mientras los sufre."""
    b = batalla(ficha("A", poderes=[{"nombre": "Picadura", "codigos": ["V"], "coste": 30, "dano": 20}]))
    hacer(b, "a", "poder", poder="Picadura")
    assert vivo(b, "b")["vida"] == 300
    hacer(b, "b", "pasar")
    hacer(b, "a", "cosmos")  # al empezar el turno: -20
    hacer(b, "b", "pasar")
    hacer(b, "a", "golpe", respuesta="ninguna")  # otro -20 y el golpe
    assert vivo(b, "b")["vida"] == 245
    hacer(b, "b", "pasar")
    assert "veneno" in (por_que_no(b, "a", "poder", poder="Picadura") or "")


def test_detencion_temporal_desde_el_turno_siguiente() -> None:
    """Detención Temporal: "El personaje gana 2 acciones por turno": el turno de invocarla ya está gastado."""
    b = batalla(ficha("A", dios="kronos", vida=90))
    hacer(b, "a", "intervencion_divina", [5], objetivo=None, intervencion="detencion_temporal")
    assert b.state["turno"] == "b"
    hacer(b, "b", "pasar")
    hacer(b, "a", "golpe", respuesta="ninguna")
    assert b.state["turno"] == "a"
    hacer(b, "a", "presa", [2])
    assert b.state["turno"] == "b"


def test_bono_de_presa_por_repeticion_y_regla_casera() -> None:
    """III ACCIÓN COSMOS: «+5 ptos de daño a presa»: por repetición (3 × 15) o, con la regla casera, una vez (30 + 5)."""
    for opcion, vida in (("por_repeticion", 255), ("por_presa", 265)):
        b = batalla(bono_presa=opcion)
        hacer(b, "a", "cosmos")
        hacer(b, "b", "pasar")
        hacer(b, "a", "cosmos")
        hacer(b, "b", "pasar")
        hacer(b, "a", "presa", [3, 1, 9])
        assert vivo(b, "b")["vida"] == vida
