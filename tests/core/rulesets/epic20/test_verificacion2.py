"""What the second combat verification changed: hand-written steps, Desarmar against two-handed weapons, surprise."""

from __future__ import annotations

from core.battle import Battle
from core.rulesets.epic20.ficha import FichaEpic20
from tests.core.rulesets.epic20.ayuda import batalla, ficha, paso, vivo


def _bruno(**cambios: object) -> FichaEpic20:
    """Level 8, Superfuerza (+8), defence 14 (no Superprotección), 4 PV."""
    datos: dict[str, object] = {"nombre": "Bruno", "poderes": [{"nombre": "Superfuerza"}, {"nombre": "Volar"}]}
    datos.update(cambios)
    return ficha(**datos)


def _duelo(ana: FichaEpic20, bruno: FichaEpic20) -> Battle:
    return batalla({"ana": ana, "bruno": bruno}, orden=["ana", "bruno"])


def test_punto_heroe_true_es_superioridad() -> None:
    """PUNTOS DE HÉROE «Ganar Superioridad en una tirada»: `punto_heroe: true` en un guion escrito a mano gasta
    1 punto para Superioridad (2 d20, el mejor)."""
    b = _duelo(_bruno(nombre="Ana", puntos_heroe=2), _bruno())
    paso(b, "ana", "atacar", [5, 10], objetivo="bruno", ataque="Superfuerza", punto_heroe=True)
    assert vivo(b, "ana")["puntos_heroe"] == 1
    assert vivo(b, "bruno")["defensa"] == 13  # 10 + 8 = 18 contra 14: margen 4


def test_nombres_del_paso_sin_mayusculas_ni_tildes() -> None:
    """MANIOBRAS «Ataque poderoso» escrito «ataque poderoso» y el ataque «superfuerza» se reconocen."""
    b = _duelo(_bruno(nombre="Ana", maniobras=["Iniciativa mejorada", "Ataque poderoso"]), _bruno())
    paso(b, "ana", "atacar", [3, 13], objetivo="bruno", ataque="superfuerza", maniobra="ataque poderoso")
    assert vivo(b, "bruno")["puntos_vida"] == 3  # 13 + 8 = 21 contra 14: margen 7
    assert vivo(b, "ana")["defensa"] == 12  # «La defensa del luchador disminuye en 2 tras realizar su ataque»


def test_atacar_con_maniobra_defensa_total_la_declara() -> None:
    """MANIOBRAS «Defensa total»: `atacar` + `maniobra: "Defensa total"` declara la maniobra (no ataca);
    el rival ataca con Inferioridad."""
    b = _duelo(_bruno(nombre="Ana", maniobras=["Iniciativa mejorada", "Defensa total"]), _bruno())
    paso(b, "ana", "atacar", objetivo="bruno", maniobra="Defensa total")
    assert b.state["turno"] == "bruno"
    paso(b, "bruno", "atacar", [15, 3], objetivo="ana", ataque="Superfuerza")
    assert vivo(b, "ana")["defensa"] == 14  # 3 + 8 = 11: falla


def test_desarmar_arma_a_dos_manos_con_inferioridad() -> None:
    """MANIOBRAS «Desarmar»: «Si el arma es sujetada a 2 manos se aplicaría Inferioridad. No resta defensa.»"""
    mandoble = {"nombre": "Mandoble", "tipo": "mundano", "categoria": "arma", "dos_manos": True}
    ana = _bruno(nombre="Ana", maniobras=["Iniciativa mejorada", "Desarmar"])
    b = _duelo(ana, _bruno(equipo=[mandoble]))
    paso(b, "ana", "atacar", [18, 13], objetivo="bruno", ataque="Superfuerza", maniobra="Desarmar")
    assert vivo(b, "bruno")["puntos_vida"] == 4 and vivo(b, "bruno")["defensa"] == 14  # 13 + 8 = 21: desarmado
    assert b.state["combatientes"]["bruno"]["desarmado"] == {"Mandoble": True}


def test_sorpresa_solo_la_primera_ronda() -> None:
    """FAQ «¿Cómo funciona la sorpresa?»: «Cuando hayan actuado todos los presentes, empieza un nuevo turno que
    ya es normal»: en la ronda 2 se vuelve al orden de iniciativa."""
    b = batalla({"ana": _bruno(nombre="Ana"), "bruno": _bruno()}, orden=["ana", "bruno"], sorpresa=["bruno"])
    assert b.state["orden"] == ["bruno", "ana"]
    paso(b, "bruno", "pasar")
    paso(b, "ana", "pasar")
    assert b.state["orden"] == ["ana", "bruno"] and b.state["turno"] == "ana"


def test_ataque_defensivo_declarado_en_el_turno_del_enemigo() -> None:
    """MANIOBRAS «Ataque defensivo»: «Esta maniobra se puede declarar cuando le toca actuar a su enemigo o cuando
    le toca actuar al luchador, lo que ocurra antes»; Inferioridad al ataque del enemigo y al suyo."""
    ana = _bruno(nombre="Ana", maniobras=["Iniciativa mejorada", "Ataque defensivo"])
    b = batalla({"bruno": _bruno(), "ana": ana}, orden=["bruno", "ana"])
    paso(b, "ana", "ataque_defensivo", objetivo="bruno")
    paso(b, "bruno", "atacar", [18, 10], objetivo="ana", ataque="Superfuerza")
    assert vivo(b, "ana")["defensa"] == 13  # el peor, 10 + 8 = 18 contra 14: margen 4
    paso(b, "ana", "atacar", [15, 9], objetivo="bruno", ataque="Superfuerza")
    assert vivo(b, "bruno")["defensa"] == 13  # el peor, 9 + 8 = 17: margen 3
