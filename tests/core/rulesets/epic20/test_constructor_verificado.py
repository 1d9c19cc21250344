"""Builder check: hand-made sheets (only the issue's fixed names) with the problems worked out from the rule text.

Each case is a sheet dict and the exact set of problems expected, as ``(campo, fragment of the message)``.
The arithmetic behind each expectation is in the case's comment, quoting the rule document.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from pydantic import ValidationError

from core.rulesets.epic20 import RULESET
from core.rulesets.epic20.ficha import FichaEpic20
from core.rulesets.epic20.presupuesto import calcular
from tests.core.rulesets.epic20.ayuda import leer
from tests.core.rulesets.epic20.casos_arquetipos import ARQ
from tests.core.rulesets.epic20.casos_generales import CASOS, atr, hab, hoja, pod


def problemas(datos: dict[str, Any]) -> list[tuple[str, str]]:
    ficha = leer(datos)
    return [(p.campo, p.mensaje) for p in RULESET.validate(ficha) if p.gravedad == "error"]


def comprobar(datos: dict[str, Any], esperados: list[tuple[str, str]]) -> None:
    hallados = problemas(datos)
    assert Counter(c for c, _ in hallados) == Counter(c for c, _ in esperados), hallados
    for campo, trozo in esperados:
        assert any(c == campo and trozo.casefold() in m.casefold() for c, m in hallados), (campo, trozo, hallados)


@pytest.mark.parametrize("caso", list(CASOS))
def test_constructor_listas(caso: str) -> None:
    """LISTA DE ATRIBUTOS / HABILIDADES / PODERES / VENTAJAS / MANIOBRAS / COMPLICACIONES, PUNTOS DE HÉROE."""
    comprobar(*CASOS[caso])


@pytest.mark.parametrize("caso", list(ARQ))
def test_constructor_arquetipos(caso: str) -> None:
    """ARQUETIPOS: a legal starting hero of every archetype passes and each one's own rule is reported."""
    comprobar(*ARQ[caso])


def test_cada_arquetipo_tiene_heroe_legal_e_ilegal() -> None:
    """ARQUETIPOS: every archetype in the catalogue has a legal and an illegal case above."""
    usados = {datos["arquetipo"] for datos, _ in ARQ.values()}
    from core.rulesets.epic20 import catalogos

    assert usados == set(catalogos.arquetipos())
    for nombre in catalogos.arquetipos():
        casos = [esperados for datos, esperados in ARQ.values() if datos["arquetipo"] == nombre]
        assert any(not e for e in casos) and any(e for e in casos), nombre


@pytest.mark.parametrize("nivel", [-1, 41])
def test_nivel_fuera_de_0_a_40(nivel: int) -> None:
    """NIVEL: from 0 (un niño) to 40 (una entidad cósmica mayor)."""
    with pytest.raises(ValidationError):
        FichaEpic20.model_validate(hoja(nivel=nivel))


def test_canje_que_no_alcanza_lo_dice() -> None:
    """LISTA DE PODERES: 1 pto sin gastar da como mucho 2 ptos de habilidad; 3 de más no se pueden pagar."""
    datos = hoja(
        poderes=pod("Superfuerza", "Superprotección"), habilidades=hab(("Investigación", 1.5), ("Persuasión", 1.5))
    )
    assert problemas(datos) == [
        (
            "habilidades",
            "Se han repartido 7 ptos de habilidad y solo hay 4 (los ptos de superpoder sin gastar, 1, no alcanzan "
            "para canjear todo lo que falta).",
        )
    ]


def test_artista_marcial_luchar_sin_armas_gratis() -> None:
    """ARQUETIPOS, Artista Marcial: «Gana gratuitamente la maniobra de combate "luchar sin armas"»."""
    datos, _ = ARQ["artista_legal"]
    datos = {**datos, "maniobras": ["Luchar sin armas", "Parada"]}
    assert problemas(datos) == []
    assert calcular(leer(datos)).maniobras_gastado == 1


def test_clave_canjes_explicita_no_se_deduce() -> None:
    """LISTA DE PODERES: a sheet that writes ``canjes`` (the editor always does) gets exactly those trades."""
    datos, _ = CASOS["canje_por_habilidades"]
    assert problemas({**datos, "canjes": {"habilidades": 1}}) == []
    assert [c for c, _ in problemas({**datos, "canjes": {}})] == ["habilidades"]


def test_el_editor_cuenta_con_los_canjes_deducidos() -> None:
    """LISTA DE PODERES: with 1 pto unspent, one more advantage or two more maneuvers still fit (½ pto each)."""
    sin_volar = leer(hoja(poderes=pod("Superfuerza", "Superprotección")))
    assert RULESET.why_not_pick(sin_volar, "ventajas", "Contactos") is None
    assert RULESET.why_not_pick(sin_volar, "maniobras", "Esquiva") is None
    assert RULESET.why_not_pick(sin_volar, "habilidades", "Investigación") is None
    completa = leer(hoja())
    assert RULESET.why_not_pick(completa, "ventajas", "Contactos") == "Cuesta 1 y quedan 0 ptos de ventaja."


def test_canjes_deducidos_en_el_presupuesto() -> None:
    """LISTA DE PODERES: «½ pto de poderes en obtener 1 pto de habilidad o 1 ventaja o 2 maniobras de combate»."""
    datos, _ = CASOS["canje_ventaja_y_maniobras"]
    p = calcular(leer(datos))
    assert p.canjes_inferidos == {"ventajas": 0.5, "maniobras": 0.5}
    assert (p.poderes_gastado, p.ventajas_disponible, p.maniobras_disponible) == (3, 3, 4)


def test_artista_marcial_equipo_defensivo_doble() -> None:
    """ARQUETIPOS, Artista Marcial: «le cuestan el doble de puntos ... el equipo mundano o especial defensivo»."""
    datos = hoja(
        arquetipo="Artista Marcial",
        poderes=pod("Supersalto"),
        ventajas=[],
        equipo=[
            {"nombre": "Cota", "tipo": "mundano", "categoria": "armadura"},
            {"nombre": "Escudo", "tipo": "mundano", "categoria": "escudo"},
        ],
    )
    p = calcular(leer(datos))
    assert p.ventajas_gastado == 2  # ½ + ½, doubled
    assert p.canjes_inferidos == {"ventajas": 0.5}  # 1 ventaja (Artista: 2 - 1) + ½ pto sacrificed → 1 ventaja
    assert problemas(datos) == []


def derivados(**cambios: Any) -> dict[str, Any]:
    return {k: v for k, (_, v) in RULESET.derived(leer(hoja(**cambios))).items()}


@pytest.mark.parametrize(
    ("nivel", "poderes", "ventajas", "esperado"),
    [
        (4, [], [], 2),  # «un luchador de nivel 4 tendría 2 puntos de vida»
        (1, [], [], 1),  # «no pueden ser menores de 1»
        (8, [], [], 4),
        (12, [], [], 4),  # «con máximo de 4»
        (12, ["Vida extra", "Vida extra"], ["Grande"], 7),
        (2, ["Vida extra", "Vida extra", "Vida extra"], [], 2),  # «limitados a ... tantos puntos de vida como su nivel»
    ],
)
def test_puntos_de_vida(nivel: int, poderes: list[str], ventajas: list[str], esperado: int) -> None:
    """DAÑO EN COMBATE: ½ nivel, máximo 4, mínimo 1, + Vida extra y Grande, como mucho el nivel."""
    assert derivados(nivel=nivel, poderes=pod(*poderes), ventajas=ventajas, puntos_heroe=0)["puntos_vida"] == esperado


def test_defensa_y_ataque_derivados() -> None:
    """DEFENDERSE EN COMBATE (14 / 16 / 18 a nivel 8) y FAQ «¿Cómo se calcula el valor de ataque?» (+10 / +5)."""
    sin = derivados(poderes=pod("Volar"))
    assert sin["defensa"] == 14
    cota = [{"nombre": "Cota de mallas", "tipo": "mundano", "categoria": "armadura"}]
    assert derivados(poderes=pod("Volar"), equipo=cota)["defensa"] == 16
    armadura = [{"nombre": "Armadura", "tipo": "especial", "categoria": "armadura"}]
    assert derivados(poderes=pod("Volar"), ventajas=[], equipo=armadura)["defensa"] == 18
    diez = derivados(nivel=10, puntos_heroe=0, atributos=atr(corpulencia=1, inteligencia=1, agilidad=0))
    assert diez["ataque:Superfuerza"] == 10
    blaster = [{"nombre": "Pistola blaster", "tipo": "especial", "categoria": "arma", "alcance": "distancia"}]
    cinco = derivados(
        nivel=10,
        puntos_heroe=0,
        ventajas=["Pesado"],
        equipo=blaster,
        atributos=atr(corpulencia=1, percepcion=1, presencia=0),
    )
    assert cinco["ataque:Pistola blaster"] == 5
    assert (cinco["puntos_heroe_max"], cinco["limite_equipo_especial"]) == (5, 2)
