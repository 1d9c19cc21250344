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
    assert lines[-3:] == [
        "[size=85][i]Estado:[/i]",
        "[b]Ana (luz)[/b]: Vida 10/10",
        "[b]Bea (sombra)[/b]: Vida 0/6[/size]",
    ]


def test_ronda_en_bbcode_lista_cada_tirada_y_el_estado_al_final_de_la_ronda() -> None:
    text = foro.ronda(_battle(), 1, "bbcode")
    assert text.startswith("[size=120][b]Ronda 1[/b][/size]\n")
    assert "[b]Ana:[/b] Golpe → Bea (reacción: esquivar)" in text
    assert "Tirada de Gesta: Esquivar: Bea tira 1d6 (necesita >= 5, 33 %) → 2" in text
    assert "Bea recibe 4 de daño (vida 2)." in text
    assert "Tirada de Gesta: Esquivar: Ana tira 1d6 (necesita >= 5, 33 %) → 6" in text
    assert "Ana esquiva." in text
    assert text.rstrip().endswith("[i]Estado:[/i]\n[b]Ana (luz)[/b]: Vida 10/10\n[b]Bea (sombra)[/b]: Vida 2/6[/size]")


def test_markdown_escapa_y_usa_listas() -> None:
    battle = _battle()
    battle.override(("combatientes", "ana", "vida"), 9, "corte_profundo")
    text = foro.ultima_accion(battle, "markdown")
    assert text.splitlines()[0] == "**Ronda 2 · Ajuste del máster**"
    assert "- Ajuste del máster — Ana: vida: 10 → 9 (corte\\_profundo)" in text
    assert "*Estado:*\n\n- **Ana (luz)**: Vida 9/10\n- **Bea (sombra)**: Vida 0/6" in text


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
    assert foro.valor_texto([{"id": "aura_de_hades"}]) == "aura de hades"


def test_el_estado_omite_lo_que_no_dice_nada_al_lector_del_foro() -> None:
    """Empty values, «no» and counters that were always 0 stay out; a 0 that was not 0 stays in."""
    battle = _battle()
    battle.override(("combatientes", "ana", "vida"), 0, "")
    view = battle.view
    assert battle.ruleset.live_values(view, "ana") == {"vida": 0}
    assert foro._dice_algo(0, 10) and not foro._dice_algo(0, 0)
    assert not foro._dice_algo(False, True) and not foro._dice_algo([], [1]) and not foro._dice_algo(None, 1)
    assert foro._dice_algo(True, False) and foro._dice_algo(3, 0)
    assert foro.estado_combatientes(battle, battle.state) == [("Ana (luz)", "Vida 0/10"), ("Bea (sombra)", "Vida 0/6")]


def test_no_repite_la_linea_que_solo_dice_quien_hace_que() -> None:
    """A ruleset event «Ana: Golpe.» under the header «Ana: Golpe → Bea» is said once on the forum."""
    battle = _battle()
    last = battle.entries[-1]
    echo = dataclasses.replace(last.eventos[0], texto="Ana: Golpe.")
    battle.entries[-1] = dataclasses.replace(last, eventos=(echo, *last.eventos))
    text = foro.ultima_accion(battle, "markdown")
    assert "Ana: Golpe." not in text
    assert "Bea recibe 4 de daño (vida 0)." in text


def _ejemplo(reglas: str, pasos: int) -> Battle:
    import json
    from pathlib import Path

    from core.runner import apply_step, build_battle

    path = Path(__file__).resolve().parents[2] / "docs" / "ejemplos" / f"{reglas}.json"
    battle, steps = build_battle(json.loads(path.read_text(encoding="utf-8")), path.parent)
    for step in steps[:pasos]:
        apply_step(battle, step)
    return battle


def test_el_estado_del_foro_usa_las_etiquetas_declaradas_y_el_maximo() -> None:
    battle = _ejemplo("epic20", 8)
    lines = dict(foro.estado_combatientes(battle, battle.state))
    grulla = next(v for k, v in lines.items() if k.startswith("Grulla"))
    assert "Puntos de vida " in grulla and "/" in grulla.split("Puntos de vida ")[1].split(" ·")[0]
    text = foro.registro(battle, "bbcode")
    for raw in ("puntos_vida", "puntos_heroe", "True", "False", "None", "{}", "[]"):
        assert raw not in text, raw


def test_los_estados_salen_con_su_nombre_y_lo_que_queda() -> None:
    battle = _ejemplo("umh", 0)
    battle.apply_condition("brann", "aturdimiento", 2)
    line = dict(foro.estado_combatientes(battle, battle.state))["Brann Ferrum (defensor)"]
    assert "Aturdimiento (quedan 2 acciones)" in line
    assert "aturdimiento" not in line
