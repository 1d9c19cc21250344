"""7.1.1 Teletransportadora."""

from __future__ import annotations

from core.ruleset import Action
from tests.core.rulesets.umh.ayuda import batalla, ficha, golpe, hacer, usar, vivo

SALTO = {"nombre": "Salto espacial", "tipo": "suplementaria", "indoles": ["teletransportadora"]}
ALTO = {"nombre": "Salto al cielo", "tipo": "suplementaria", "indoles": ["teletransportadora"], "posicion": "voladora"}


def test_7_1_1_teletransportarse_sin_consumo_de_velocidad() -> None:
    """7.1.1 Teletransportadora - Permiten al usuario desplazarse sin consumo de velocidad hasta otro punto de la sala;
    7.1.1.1 - aunque el usuario se encuentre inmovilizado."""
    net = golpe("Red", 0, alcance=20, efectos=[{"tipo": "estado", "nombre": "inmovilizacion", "duracion": 5}])
    b = batalla(
        ("d", "2", ficha(habilidades=[net])),
        ("a", "1", ficha(vel=1, habilidades=[SALTO])),
        mapa={"a": [0, 0], "d": [9, 9]},
    )
    usar(b, "d", "Red", "a", "ninguna")
    hacer(b, "d", "pasar")
    assert "inmovilizacion" in vivo(b, "a")["estados"]
    usar(b, "a", "Salto espacial", hacia=[8, 8])
    assert vivo(b, "a")["casilla"] == [8, 8] and vivo(b, "a")["vel"] == 1
    why = b.why_not(Action("a", "habilidad", (), None, {"habilidad": "Salto espacial", "hacia": [9, 9]}))
    assert why is not None  # used this round (2.3.1.3)


def test_7_1_1_solo_la_teletransportadora_lleva_hacia() -> None:
    """7.1.1 - only a teleport moves the user with a skill; walking is «desplazarse» (2.3.2.1)."""
    b = batalla(
        ("a", "1", ficha(habilidades=[golpe("Puño", 10)])), ("d", "2", ficha()), mapa={"a": [0, 0], "d": [1, 0]}
    )
    why = b.why_not(Action("a", "habilidad", ("d",), None, {"habilidad": "Puño", "hacia": [5, 5]}))
    assert why is not None and "teletransportadora" in why


def test_7_1_1_tras_una_accion_en_la_altura_regresa_al_suelo() -> None:
    """7.1.1 - Cuando el usuario se teletransporta a una altura diferente al suelo (alzada, voladora) se considera que
    tras realizar una acción en dicha altura, regresa al suelo sin daños."""
    b = batalla(("a", "1", ficha(habilidades=[ALTO, golpe("Rayo", 10, alcance=5)])), ("d", "2", ficha()))
    usar(b, "a", "Salto al cielo")
    assert vivo(b, "a")["posicion"] == "voladora"
    usar(b, "a", "Rayo", "d", "ninguna")
    assert vivo(b, "a")["posicion"] == "suelo" and vivo(b, "a")["vit"] == 100 and vivo(b, "d")["vit"] == 90
