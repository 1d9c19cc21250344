"""Battles: events, undo/redo, overrides, save/resume, journal, replay (core/battle.py)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from core import journal, registry
from core.battle import Battle, Combatant, IllegalAction
from core.dice import DiceExhausted, ScriptedSource
from core.events import apply_events
from core.ruleset import Action
from tests.core.duelo_simple import RULESET, FichaDuelo


@pytest.fixture(autouse=True)
def duelo() -> Iterator[None]:
    registry.register(RULESET)
    yield
    registry.unregister("duelo")


def _battle() -> Battle:
    people = [
        Combatant("a", "Ana", "A", FichaDuelo(nombre="Ana")),
        Combatant("b", "Beto", "B", FichaDuelo(nombre="Beto", vida=5)),
    ]
    return Battle.start(RULESET, people, ScriptedSource(), orden=["a", "b"])


def golpe(actor: str, target: str) -> Action:
    return Action(actor, "golpe", (target,), "esquivar")


def test_el_estado_es_el_inicial_con_todos_los_eventos_aplicados() -> None:
    battle = _battle()
    battle.apply(golpe("a", "b"), ScriptedSource([2]))
    battle.apply(golpe("b", "a"), ScriptedSource([6]))
    derived = battle.initial
    import copy

    derived = copy.deepcopy(derived)
    for entry in battle.entries:
        apply_events(derived, entry.eventos)
    assert derived == battle.state
    assert battle.state["combatientes"]["b"]["vida"] == 2


def test_una_accion_ilegal_se_rechaza_con_su_motivo_y_no_cambia_nada() -> None:
    battle = _battle()
    before = json.dumps(battle.state, sort_keys=True)
    with pytest.raises(IllegalAction, match="No es el turno de Beto"):
        battle.apply(golpe("b", "a"), ScriptedSource([1]))
    assert json.dumps(battle.state, sort_keys=True) == before


def test_si_faltan_dados_la_batalla_queda_como_estaba() -> None:
    battle = _battle()
    with pytest.raises(DiceExhausted):
        battle.apply(golpe("a", "b"), ScriptedSource([]))
    assert len(battle.entries) == 1
    assert battle.state["turno"] == "a"


def test_deshacer_y_rehacer_acciones_enteras() -> None:
    battle = _battle()
    states = [json.dumps(battle.state, sort_keys=True)]
    battle.apply(golpe("a", "b"), ScriptedSource([1]))
    states.append(json.dumps(battle.state, sort_keys=True))
    battle.apply(golpe("b", "a"), ScriptedSource([1]))
    battle.undo()
    assert json.dumps(battle.state, sort_keys=True) == states[1]
    battle.undo()
    assert json.dumps(battle.state, sort_keys=True) == states[0]
    assert not battle.can_undo()
    battle.redo()
    assert json.dumps(battle.state, sort_keys=True) == states[1]
    assert battle.can_redo()
    battle.apply(Action("b", "pasar"), ScriptedSource())
    assert not battle.can_redo()


def test_el_master_puede_cambiar_cualquier_valor_y_queda_en_el_registro() -> None:
    battle = _battle()
    battle.override(("combatientes", "a", "vida"), 99, "poción del foro")
    assert battle.state["combatientes"]["a"]["vida"] == 99
    assert "Ajuste del máster — Ana: vida: 10 → 99 (poción del foro)" in battle.log_lines()
    battle.undo()
    assert battle.state["combatientes"]["a"]["vida"] == 10


def test_guardar_y_reanudar_exactamente() -> None:
    battle = _battle()
    battle.apply(golpe("a", "b"), ScriptedSource([3]))
    battle.override(("combatientes", "b", "vida"), 4)
    battle.apply(golpe("b", "a"), ScriptedSource([6]))
    data = json.loads(json.dumps(battle.to_json()))
    resumed = Battle.from_json(data, RULESET)
    assert resumed.state == battle.state
    assert resumed.log_lines() == battle.log_lines()
    resumed.undo()
    battle.undo()
    assert resumed.state == battle.state


def test_repetir_las_acciones_con_sus_dados_da_el_mismo_estado() -> None:
    battle = _battle()
    battle.apply(golpe("a", "b"), ScriptedSource([2]))
    battle.apply(golpe("b", "a"), ScriptedSource([5]))
    battle.apply(golpe("a", "b"), ScriptedSource([4]))
    assert battle.replay() == battle.state


def test_el_diario_se_escribe_tras_cada_accion_y_se_reanuda_tras_un_cierre_brusco(tmp_path: Path) -> None:
    battle = _battle()
    path = tmp_path / ("duelo" + journal.JOURNAL_SUFFIX)
    journal.Journal(battle, path)
    battle.apply(golpe("a", "b"), ScriptedSource([1]))
    battle.apply(golpe("b", "a"), ScriptedSource([1]))
    battle.undo()
    # the process dies here: nothing else is written
    assert journal.pending(tmp_path) == [path]
    resumed = journal.load_battle(path)
    assert resumed.state == battle.state
    assert resumed.log_lines() == battle.log_lines()


def test_cerrar_el_diario_de_una_batalla_terminada_lo_borra(tmp_path: Path) -> None:
    battle = _battle()
    path = tmp_path / ("x" + journal.JOURNAL_SUFFIX)
    diary = journal.Journal(battle, path)
    battle.apply(golpe("a", "b"), ScriptedSource([1]))
    diary.close()
    assert journal.pending(tmp_path) == []


def test_opciones_desconocidas_se_rechazan() -> None:
    with pytest.raises(IllegalAction, match="Opciones desconocidas"):
        Battle.start(RULESET, [Combatant("a", "Ana", "A", FichaDuelo(nombre="Ana"))], ScriptedSource(), {"nada": 1})


def test_una_ficha_que_rompe_reglas_de_creacion_puede_luchar_con_aviso() -> None:
    people = [
        Combatant("a", "Ana", "A", FichaDuelo(nombre="Ana", vida=0)),
        Combatant("b", "Beto", "B", FichaDuelo(nombre="Beto")),
    ]
    battle = Battle.start(RULESET, people, ScriptedSource(), orden=["a", "b"])
    assert battle.advertencias == ["a: La vida debe ser positiva. (vida)"]


def test_un_valor_no_permitido_de_una_regla_casera_se_rechaza() -> None:
    with pytest.raises(IllegalAction, match="no admite el valor 9"):
        Battle.start(
            RULESET, [Combatant("a", "Ana", "A", FichaDuelo(nombre="Ana"))], ScriptedSource(), {"esquiva_minima": 9}
        )


def test_el_diario_anade_una_linea_por_accion_y_una_linea_cortada_no_se_aplica(tmp_path: Path) -> None:
    battle = _battle()
    path = tmp_path / ("corte" + journal.JOURNAL_SUFFIX)
    journal.Journal(battle, path)
    battle.apply(golpe("a", "b"), ScriptedSource([1]))
    lines_after_one = path.read_text(encoding="utf-8").count("\n")
    battle.apply(golpe("b", "a"), ScriptedSource([1]))
    assert path.read_text(encoding="utf-8").count("\n") == lines_after_one + 1
    expected = json.dumps(battle.state, sort_keys=True)
    with open(path, "a", encoding="utf-8") as handle:
        handle.write('{"entrada": {"tipo": "accion", "acc')  # the process died while writing
    resumed = journal.load_battle(path)
    assert json.dumps(resumed.state, sort_keys=True) == expected
    assert len(resumed.entries) == 3


def test_la_nota_de_una_accion_queda_en_su_entrada() -> None:
    battle = _battle()
    entry = battle.apply(golpe("a", "b"), ScriptedSource([1]), nota="https://foro.example/post/7")
    assert entry.nota == "https://foro.example/post/7"
    assert Battle.from_json(battle.to_json(), RULESET).entries[-1].nota == entry.nota
