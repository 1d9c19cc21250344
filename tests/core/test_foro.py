"""Forum text of a battle (core/foro.py), checked on the stand-in duel ruleset."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

import pytest

from core import foro, registry
from core.battle import Battle, Combatant
from core.dice import ScriptedSource
from core.ruleset import Action
from tests.core.duelo_simple import RULESET, FichaDuelo


@pytest.fixture(autouse=True)
def duelo() -> Iterator[None]:
    registry.register(RULESET)
    yield
    registry.unregister(RULESET.id)


def _battle() -> Battle:
    people = [
        Combatant("ana", "Ana", "luz", FichaDuelo(nombre="Ana", vida=10, dano=4)),
        Combatant("bea", "Bea", "sombra", FichaDuelo(nombre="Bea", vida=6, dano=3)),
    ]
    battle = Battle.start(RULESET, people, ScriptedSource(), orden=["ana", "bea"])
    battle.apply(Action("ana", "golpe", ("bea",), respuesta="esquivar"), ScriptedSource([2]))
    battle.apply(Action("bea", "golpe", ("ana",), respuesta="esquivar"), ScriptedSource([6]))
    battle.apply(Action("ana", "golpe", ("bea",), respuesta="ninguna"), ScriptedSource())
    return battle


def test_pasos_lleva_la_ronda_de_cada_entrada() -> None:
    battle = _battle()
    assert [p.ronda for p in foro.pasos(battle)] == [1, 1, 1, 2]
    assert foro.rondas(battle) == [1, 2]
    assert foro.ultima_ronda(battle) == 2


def test_ultima_accion_en_bbcode_tiene_cabecera_accion_y_estado() -> None:
    text = foro.ultima_accion(_battle(), "bbcode")
    lines = text.splitlines()
    assert lines[0] == "[b]Ronda 2 · Ana: Golpe → Bea (reacción: ninguna)[/b]"
    assert "Bea recibe 4 de daño (vida 0)." in lines
    assert lines[-1] == "[size=85][i]Estado:[/i] [b]Ana (luz)[/b]: vida 10 | [b]Bea (sombra)[/b]: vida 0[/size]"


def test_ronda_en_bbcode_lista_cada_tirada_y_el_estado_al_final_de_la_ronda() -> None:
    text = foro.ronda(_battle(), 1, "bbcode")
    assert text.startswith("[size=120][b]Ronda 1[/b][/size]\n")
    assert "[b]Ana:[/b] Golpe → Bea (reacción: esquivar)" in text
    assert "🎲 Esquivar: Bea tira 1d6 (necesita >= 5, 33 %) → 2" in text
    assert "Bea recibe 4 de daño (vida 2)." in text
    assert "🎲 Esquivar: Ana tira 1d6 (necesita >= 5, 33 %) → 6" in text
    assert "Ana esquiva." in text
    assert text.rstrip().endswith("[b]Ana (luz)[/b]: vida 10 | [b]Bea (sombra)[/b]: vida 2[/size]")


def test_markdown_escapa_y_usa_listas() -> None:
    battle = _battle()
    battle.override(("combatientes", "ana", "vida"), 9, "corte_profundo")
    text = foro.ultima_accion(battle, "markdown")
    assert text.splitlines()[0] == "**Ronda 2 · Ajuste del máster**"
    assert "- Ajuste del máster — Ana: vida: 10 → 9 (corte\\_profundo)" in text
    assert "*Estado:* **Ana (luz)**: vida 9 | **Bea (sombra)**: vida 0" in text


def test_registro_completo_tiene_inicio_rondas_y_fin() -> None:
    text = foro.registro(_battle(), "markdown")
    assert text.startswith("## Combate — Duelo simple\n")
    assert "**Comienza el combate**" in text
    assert "### Ronda 1" in text and "### Ronda 2" in text
    assert text.rstrip().endswith("**Fin del combate: Gana el bando luz.**")


def test_el_enlace_de_la_tirada_del_foro_sale_en_el_texto() -> None:
    battle = _battle()
    battle.entries[-1] = dataclasses.replace(battle.entries[-1], nota="https://foro.example/p/12")
    assert "[url=https://foro.example/p/12]Tirada en el foro[/url]" in foro.ultima_accion(battle, "bbcode")
    assert "[Tirada en el foro](https://foro.example/p/12)" in foro.ultima_accion(battle, "markdown")


def test_valor_texto_de_valores_vivos() -> None:
    assert foro.valor_texto(True) == "sí"
    assert foro.valor_texto(["aturdido", "en llamas"]) == "aturdido, en llamas"
    assert foro.valor_texto({"Rayo": 2}) == "Rayo 2"
    assert foro.valor_texto([]) == "—"
    assert foro.valor_texto(3.0) == "3"
    assert foro.valor_texto([{"poder": "Ponzoña Negra", "dano": 20, "turnos": 2}]) == "Ponzoña Negra (turnos 2)"
    assert foro.valor_texto([{"id": "aura_de_hades"}]) == "aura_de_hades"
