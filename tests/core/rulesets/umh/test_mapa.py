"""5 ALCANCES and 6 ÁREAS on the optional grid (battle setting ``mapa``)."""

from __future__ import annotations

from core.ruleset import Action
from core.rulesets.umh.ficha import Habilidad
from core.rulesets.umh.mapa import _paso_libre, distancia, en_linea
from core.rulesets.umh.reacciones import direccion_prohibida
from tests.core.rulesets.umh.ayuda import batalla, ficha, golpe, hacer, usar, vivo


def _porque(b: object, actor: str, habilidad: str, objetivos: list[str]) -> str | None:
    return b.why_not(Action(actor, "habilidad", tuple(objetivos), None, {"habilidad": habilidad}))  # type: ignore[attr-defined]


def test_5_1_1_una_casilla_es_una_unidad_y_la_diagonal_cuenta_una() -> None:
    """5.1.1 - Los alcances se dividen en casillas. Cada casilla equivale a una unidad; 6.1.1 lineal «recto o diagonal»."""
    assert distancia((0, 0), (3, 2)) == 3
    assert en_linea((0, 0), (3, 3)) and en_linea((0, 0), (0, 4)) and not en_linea((0, 0), (2, 1))


def test_1_1_2_el_objetivo_dentro_del_rango() -> None:
    """1.1.2 - Es necesario que el objetivo atacado se encuentre dentro del rango de la habilidad (contacto: alcance 1)."""
    b = batalla(
        (
            "a",
            "1",
            ficha(habilidades=[golpe("Puño", 10), golpe("Flecha", 10, alcance={"tipo": "distancia", "casillas": 4})]),
        ),
        ("d", "2", ficha()),
        mapa={"a": [0, 0], "d": [3, 1]},
    )
    why = _porque(b, "a", "Puño", ["d"])
    assert why is not None and "3 casillas" in why
    usar(b, "a", "Flecha", "d", "ninguna")
    assert vivo(b, "d")["vit"] == 90 and vivo(b, "d")["casilla"] == [3, 1]


def test_6_1_1_area_sobre_el_usuario() -> None:
    """6.1.1 Área sobre el usuario - el usuario es el epicentro del área, que se expande en las casillas circundantes."""
    wave = golpe("Onda", 10, area={"tipo": "sobre_el_usuario", "tamano": 1})
    b = batalla(
        ("a", "1", ficha(habilidades=[wave])),
        ("d", "2", ficha()),
        ("e", "2", ficha()),
        mapa={"a": [0, 0], "d": [1, 1], "e": [2, 0]},
    )
    why = _porque(b, "a", "Onda", ["d", "e"])
    assert why is not None and "epicentro" in why
    assert _porque(b, "a", "Onda", ["d"]) is None


def test_6_1_1_area_sobre_el_objetivo() -> None:
    """6.1.1 Área sobre el objetivo - el epicentro es el objetivo (el primero del paso) y desde él se expande."""
    bomb = golpe(
        "Bomba", 10, alcance={"tipo": "distancia", "casillas": 3}, area={"tipo": "sobre_el_objetivo", "tamano": 1}
    )
    b = batalla(
        ("a", "1", ficha(habilidades=[bomb])),
        ("d", "2", ficha()),
        ("e", "2", ficha()),
        mapa={"a": [0, 0], "d": [3, 0], "e": [4, 1]},
    )
    assert _porque(b, "a", "Bomba", ["d", "e"]) is None
    why = _porque(b, "a", "Bomba", ["e", "d"])
    assert why is not None and "4 casillas" in why


def test_6_1_1_lineal_recto_o_diagonal() -> None:
    """6.1.1 Lineal - un área con alcance recto o diagonal sobre todas las casillas señaladas."""
    ray = golpe("Rayo", 10, alcance={"tipo": "distancia", "casillas": 5}, area={"tipo": "lineal"})
    b = batalla(
        ("a", "1", ficha(habilidades=[ray])),
        ("d", "2", ficha()),
        ("e", "2", ficha()),
        mapa={"a": [0, 0], "d": [2, 2], "e": [3, 1]},
    )
    assert _porque(b, "a", "Rayo", ["d"]) is None
    why = _porque(b, "a", "Rayo", ["e"])
    assert why is not None and "línea" in why


def test_2_3_2_1_desplazarse_hacia_una_casilla() -> None:
    """2.3.2.1 - Desplazarse tantas casillas como velocidad posea; 1 punto de velocidad por casilla."""
    b = batalla(("a", "1", ficha(vel=3)), ("d", "2", ficha()), mapa={"a": [0, 0], "d": [5, 0]})
    why = b.why_not(Action("a", "desplazarse", (), None, {"casillas": 2, "hacia": [3, 0]}))
    assert why is not None and "3 casillas" in why
    hacer(b, "a", "desplazarse", casillas=3, hacia=[3, 2])
    assert vivo(b, "a")["casilla"] == [3, 2] and vivo(b, "a")["vel"] == 0


def test_8_2_3_3_anular_lo_que_no_le_apunta_dentro_del_alcance() -> None:
    """8.2.3.3 - Es posible anular una habilidad que no tenga por objetivo al usuario siempre que se encuentre dentro
    del alcance de la habilidad para poderla utilizar."""
    near = {
        "nombre": "Negar",
        "tipo": "defensiva",
        "variacion": "anulacion",
        "alcance": {"tipo": "distancia", "casillas": 2},
    }
    people = (
        ("a", "1", ficha(habilidades=[golpe("Flecha", 10, alcance={"tipo": "distancia", "casillas": 9})])),
        ("d", "2", ficha()),
        ("e", "2", ficha(habilidades=[near])),
    )
    answer = {"habilidad": "Negar", "defensor": "e"}
    far = batalla(*people, mapa={"a": [0, 0], "d": [5, 0], "e": [4, 4]})
    why = far.why_not(Action("a", "habilidad", ("d",), answer, {"habilidad": "Flecha"}))
    assert why is not None and "8.2.3.3" in why
    close = batalla(*people, mapa={"a": [0, 0], "d": [5, 0], "e": [2, 1]})
    usar(close, "a", "Flecha", "d", answer)
    assert vivo(close, "d")["vit"] == 100


def test_8_2_1_3_la_evasion_saca_del_rango_y_8_2_1_5_no_en_linea_hacia_la_habilidad() -> None:
    """8.2.1.3 - requiere que el usuario se desplace un número de casillas según el área de efecto del ataque;
    8.2.1.5 - No es posible evadir en dirección hacia la habilidad que se pretende evitar en línea recta."""
    bomb = golpe(
        "Bomba", 30, alcance={"tipo": "distancia", "casillas": 5}, area={"tipo": "sobre_el_objetivo", "tamano": 1}
    )
    people = (
        ("a", "1", ficha(habilidades=[bomb])),
        ("d", "2", ficha(vel=3, habilidades=[{"nombre": "Salto", "tipo": "defensiva", "variacion": "evasion"}])),
    )
    b = batalla(*people, mapa={"a": [0, 0], "d": [4, 0]})
    inside = b.why_not(
        Action("a", "habilidad", ("d",), {"habilidad": "Salto", "hacia": [5, 1]}, {"habilidad": "Bomba"})
    )
    assert inside is not None and "8.2.1.3" in inside
    toward = b.why_not(
        Action("a", "habilidad", ("d",), {"habilidad": "Salto", "hacia": [2, 0]}, {"habilidad": "Bomba"})
    )
    assert toward is not None and "8.2.1.5" in toward
    usar(b, "a", "Bomba", "d", {"habilidad": "Salto", "hacia": [4, 2]})
    assert vivo(b, "d")["vit"] == 100 and vivo(b, "d")["casilla"] == [4, 2] and vivo(b, "d")["vel"] == 1


def test_8_1_1_1_4_el_combo_sigue_si_el_ejecutor_puede_desplazarse() -> None:
    """8.1.1.1.4 - En caso de evadir uno de los ataques del combo puede darse la situación de encontrarse fuera del
    alcance de este; es posible desplazarse si la velocidad lo permite para continuar el combo; si no, finaliza."""
    combo = golpe("Ráfaga", 10, golpes=3)
    dodge = {"nombre": "Salto", "tipo": "defensiva", "variacion": "evasion"}
    people = (("a", "1", ficha(vel=1, habilidades=[combo])), ("d", "2", ficha(vel=3, habilidades=[dodge])))
    b = batalla(*people, mapa={"a": [0, 0], "d": [1, 0]})
    usar(b, "a", "Ráfaga", "d", ["ninguna", {"habilidad": "Salto", "hacia": [2, 1]}, "ninguna"])
    assert vivo(b, "a")["casilla"] == [1, 1] and vivo(b, "a")["vel"] == 0  # 2 casillas - alcance 1 = 1
    assert vivo(b, "d")["vit"] == 80
    slow = batalla(("a", "1", ficha(vel=0, habilidades=[combo])), people[1], mapa={"a": [0, 0], "d": [1, 0]})
    usar(slow, "a", "Ráfaga", "d", ["ninguna", {"habilidad": "Salto", "hacia": [2, 0]}, "ninguna"])
    assert vivo(slow, "d")["vit"] == 90 and vivo(slow, "a")["casilla"] == [0, 0]


def test_8_3_1_quien_crece_desplaza_a_los_que_ocupan_sus_casillas() -> None:
    """8.3.1 - en caso de que el jugador pase a ocupar un área mayor y uno o varios jugadores se encuentren situados
    en dichas casillas se consideran desplazados hasta salir del área."""
    grow = {
        "nombre": "Gigante",
        "tipo": "suplementaria",
        "efectos": [{"tipo": "Tamaño", "cantidad": 2, "sobre": "usuario"}],
    }
    b = batalla(
        ("a", "1", ficha(habilidades=[grow])),
        ("d", "2", ficha()),
        ("e", "2", ficha()),
        mapa={"a": [0, 0], "d": [1, 1], "e": [0, 5]},
    )
    usar(b, "a", "Gigante")
    assert vivo(b, "a")["tamano"] == 2
    assert vivo(b, "d")["casilla"] == [3, 3] and vivo(b, "e")["casilla"] == [0, 5]


def _salto() -> dict[str, object]:
    return {"nombre": "Salto", "tipo": "defensiva", "variacion": "evasion"}


def test_8_2_1_3_no_se_consume_mas_velocidad_que_la_necesaria() -> None:
    """8.2.1.3 - «No es posible consumir más velocidad que la necesaria para salir del rango de dicha habilidad
    ofensiva»: against a contact hit, from [1, 0] one square ([2, 0]) is enough; [3, 0] is refused, unless the house
    rule ``evasion_de_mas`` = permitir."""
    people = (("a", "1", ficha(habilidades=[golpe("Tajo", 10)])), ("d", "2", ficha(vel=3, habilidades=[_salto()])))
    b = batalla(*people, mapa={"a": [0, 0], "d": [1, 0]})
    far = {"habilidad": "Salto", "hacia": [3, 0]}
    reason = b.why_not(Action("a", "habilidad", ("d",), far, {"habilidad": "Tajo"})) or ""
    assert "8.2.1.3" in reason and "bastan 1" in reason
    usar(b, "a", "Tajo", "d", {"habilidad": "Salto", "hacia": [2, 0]})
    assert vivo(b, "d")["vel"] == 2 and vivo(b, "d")["vit"] == 100
    loose = batalla(*people, mapa={"a": [0, 0], "d": [1, 0]}, evasion_de_mas="permitir")
    usar(loose, "a", "Tajo", "d", far)
    assert vivo(loose, "d")["vel"] == 1


def test_8_2_1_6_no_se_evade_un_conico_en_diagonal_hacia_el_ejecutor() -> None:
    """8.2.1.6 - «No es posible evadir en diagonal en dirección al ejecutor de la habilidad»: from [3, 0], with the
    user of the cone at [0, 0], the diagonals [2, 1] and [2, -1] go toward him; [4, 1] goes away; a lineal skill does not
    have this limit (only 8.2.1.5, straight toward it)."""
    cone = Habilidad(nombre="Aliento", area={"tipo": "conico", "tamano": 1})
    line = Habilidad(nombre="Rayo", area={"tipo": "lineal"})
    assert "8.2.1.6" in (direccion_prohibida(cone, (3, 0), (0, 0), (2, 1)) or "")
    assert "8.2.1.6" in (direccion_prohibida(cone, (3, 0), (0, 0), (2, -1)) or "")
    assert direccion_prohibida(cone, (3, 0), (0, 0), (4, 1)) is None
    assert direccion_prohibida(line, (3, 0), (0, 0), (2, 1)) is None
    assert "8.2.1.5" in (direccion_prohibida(line, (3, 0), (0, 0), (2, 0)) or "")


def test_8_1_1_1_4_el_camino_del_combo_rodea_casillas_ocupadas() -> None:
    """8.1.1.1.4 - «es posible desplazarse si la velocidad lo permite para continuar el combo»: the square straight
    toward the target is occupied by c, so a steps round it ([1, 1] taken → [1, 0]... ) and still reaches."""
    combo = golpe("Ráfaga", 10, golpes=2)
    people = (
        ("a", "1", ficha(vel=3, habilidades=[combo])),
        ("c", "1", ficha()),
        ("d", "2", ficha(vel=3, habilidades=[_salto()])),
    )
    b = batalla(*people, mapa={"a": [0, 0], "c": [1, 1], "d": [1, 0]})
    usar(b, "a", "Ráfaga", "d", [{"habilidad": "Salto", "hacia": [2, 1]}, "ninguna"])
    assert vivo(b, "a")["casilla"] == [1, 0]
    assert vivo(b, "d")["vit"] == 90


def test_8_1_1_1_4_sin_casilla_libre_hacia_el_objetivo_no_hay_paso() -> None:
    """8.1.1.1.4 - «En caso de que el ejecutor no sea capaz de desplazarse el combo finaliza»: when every square one
    step closer to the target is taken there is no step (and the combo ends)."""
    assert _paso_libre((0, 0), (2, 0), {(1, 0), (1, 1), (1, -1)}) is None
    assert _paso_libre((0, 0), (2, 0), {(1, 0)}) in ((1, 1), (1, -1))


def test_las_casillas_se_ofrecen_como_valores_con_mapa() -> None:
    """With the map the window offers ``hacia`` for «desplazarse» (2.3.2.1) and, for an evasion, the nearest free
    squares out of the range (8.2.1.3)."""
    people = (
        ("a", "1", ficha(vel=1, habilidades=[golpe("Tajo", 10)])),
        ("d", "2", ficha(vel=3, habilidades=[_salto()])),
    )
    b = batalla(*people, mapa={"a": [0, 0], "d": [1, 0]})
    move = next(o for o in b.legal_actions("a") if o.accion == "desplazarse")
    assert [1, 0] not in move.campos["hacia"] and [0, 1] in move.campos["hacia"]
    options = b.reactions(Action("a", "habilidad", ("d",), None, {"habilidad": "Tajo"}))
    squares = [o.respuesta["hacia"] for o in options if isinstance(o.respuesta, dict) and "hacia" in o.respuesta]
    assert [2, 0] in squares and all(
        o.legal for o in options if isinstance(o.respuesta, dict) and "hacia" in o.respuesta
    )
