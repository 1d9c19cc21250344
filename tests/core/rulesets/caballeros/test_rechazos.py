"""Refusals say why, in a clear Spanish sentence (every refusal the text implies)."""

from __future__ import annotations

from .utiles import batalla, ficha, por_que_no

FILO = {"nombre": "Filo", "codigos": ["R", "RE"], "coste": 40, "dano": 60}
ESCALA = {
    "nombre": "Escala",
    "codigos": ["R"],
    "coste": 40,
    "dano": 60,
    "niveles": [{"nombre": "I", "coste": 20, "dano": 30}, {"nombre": "II", "coste": 40, "dano": 60}],
}


def test_nivel_que_no_existe_dice_cuantos_hay() -> None:
    """ALTERNANCIA «Un mismo poder, que tenga diferentes niveles de potencia»: pedir un nivel que el poder
    no tiene se rechaza diciendo cuáles tiene (o que no tiene niveles)."""
    b = batalla(ficha("A", poderes=[FILO, ESCALA]))
    assert "no tiene niveles de potencia" in (por_que_no(b, "a", "poder", poder="Filo", nivel=2) or "")
    assert "tiene 2 niveles (1 a 2)" in (por_que_no(b, "a", "poder", poder="Escala", nivel=3) or "")
    assert por_que_no(b, "a", "poder", poder="Escala", nivel=2, respuesta="ninguna") is None


def test_rayo_solo_esquivable_no_se_bloquea() -> None:
    """Poderes tipo Rayo solo Esquivables: «no pudiendo ser bloqueados o contraatacados»."""
    b = batalla(ficha("A", poderes=[FILO]))
    assert "no puede bloquearse" in (por_que_no(b, "a", "poder", poder="Filo", respuesta="bloquear") or "")
    assert "contraata" in (por_que_no(b, "a", "poder", poder="Filo", respuesta="contraataque") or "")


def test_poder_sin_cosmos_suficiente() -> None:
    """ACCIÓN PODER «viene marcado por el cosmos»: sin cosmos para su coste se rechaza con las cifras."""
    b = batalla(ficha("A", cosmos=30, poderes=[FILO]))
    assert "cuesta 40, tiene 30" in (por_que_no(b, "a", "poder", poder="Filo", respuesta="ninguna") or "")


def test_ayuda_con_un_aliado_de_otra_orden() -> None:
    """ACCIÓN AYUDA: el aliado «debe ser obligatoriamente de la misma orden de caballeros»."""
    a = ficha("A", vida=90, orden="Pegaso", aliados=[{"nombre": "Lira", "orden": "Dragón"}])
    motivo = por_que_no(batalla(a), "a", "ayuda", aliado="Lira")
    assert "misma orden" in (motivo or "")
