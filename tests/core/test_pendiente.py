"""A declared action waits for its answer in the battle itself: saved, journaled, undone, answered."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from core.battle import Battle, IllegalAction
from core.battle_file import BattleFormatError, check_battle_data
from core.dice import ScriptedSource
from core.foro_hilo import ForumSetup
from core.journal import Journal, load_battle, save_battle
from core.pendiente import Waiting, seconds_since
from core.ruleset import Action
from tests.gui.batalla.ejemplos import ejemplo

ZARPAZO = Action("ivan", "poder", ("morvan",), None, {"poder": "Zarpazo de Luz", "nivel": 2})


def _declarada() -> Battle:
    battle = ejemplo("caballeros", 3)
    battle.declare(ZARPAZO)
    return battle


def test_declarar_espera_la_reaccion_y_la_tirada_del_objetivo() -> None:
    battle = _declarada()
    assert battle.pending is not None
    assert battle.pending.accion == ZARPAZO
    assert battle.pending.esperando == (Waiting("morvan", "reaccion"), Waiting("morvan", "tirada"))
    assert battle.pending.tras == len(battle.entries)
    assert seconds_since(battle.pending.desde) is not None


def test_declarar_no_cambia_nada_del_combate() -> None:
    before = ejemplo("caballeros", 3)
    battle = _declarada()
    assert battle.state == before.state
    assert battle.log_lines() == before.log_lines()


def test_una_declaracion_ilegal_se_rechaza_con_el_motivo_del_motor() -> None:
    battle = ejemplo("caballeros", 3)
    with pytest.raises(IllegalAction):
        battle.declare(Action("morvan", "poder", ("ivan",), None, {"poder": "Zarpazo de Luz"}))
    assert battle.pending is None


def test_no_se_declara_otra_con_una_pendiente() -> None:
    battle = _declarada()
    with pytest.raises(IllegalAction) as error:
        battle.declare(ZARPAZO)
    assert error.value.codigo == "declaracion_pendiente"


def test_responder_da_lo_mismo_que_aplicar_de_una_vez() -> None:
    sitting = ejemplo("caballeros", 3)
    sitting.apply(Action("ivan", "poder", ("morvan",), "bloquear", ZARPAZO.params), ScriptedSource([6]))
    battle = _declarada()
    battle.answer("bloquear", ScriptedSource([6]))
    assert battle.pending is None
    assert battle.state == sitting.state
    assert battle.log_lines() == sitting.log_lines()
    assert battle.replay() == battle.state


def test_una_respuesta_rechazada_deja_la_declaracion_pendiente() -> None:
    battle = _declarada()
    with pytest.raises(IllegalAction):
        battle.answer("volar", ScriptedSource([6]))
    assert battle.pending is not None


def test_guardar_y_abrir_conserva_la_declaracion(tmp_path: Path) -> None:
    battle = _declarada()
    battle.set_forum(ForumSetup("https://foro.example/hilo/7", "arroba", {"morvan": "Lucan"}))
    save_battle(tmp_path / "b.json", battle)
    data = json.loads((tmp_path / "b.json").read_text(encoding="utf-8"))
    check_battle_data(data)
    assert data["resumen"]["turno"] == "ivan"
    again = load_battle(tmp_path / "b.json")
    assert again.pending == battle.pending
    assert again.foro == battle.foro
    again.answer("bloquear", ScriptedSource([6]))
    sitting = ejemplo("caballeros", 3)
    sitting.apply(Action("ivan", "poder", ("morvan",), "bloquear", ZARPAZO.params), ScriptedSource([6]))
    assert again.state == sitting.state


def test_el_diario_reanuda_la_declaracion_y_su_respuesta(tmp_path: Path) -> None:
    battle = ejemplo("caballeros", 3)
    path = tmp_path / "b.diario.jsonl"
    Journal(battle, path)
    battle.declare(ZARPAZO)
    assert load_battle(path).pending == battle.pending
    battle.set_forum(ForumSetup(jugadores={"morvan": "Lucan"}))
    battle.answer("esquivar", ScriptedSource([3]))
    resumed = load_battle(path)
    assert resumed.pending is None
    assert resumed.state == battle.state
    assert resumed.foro.jugador("morvan") == "Lucan"


def test_deshacer_retira_la_declaracion_y_el_diario_lo_recuerda(tmp_path: Path) -> None:
    battle = ejemplo("caballeros", 3)
    path = tmp_path / "b.diario.jsonl"
    Journal(battle, path)
    entries = len(battle.entries)
    battle.declare(ZARPAZO)
    assert battle.undo() is None
    assert battle.pending is None
    assert len(battle.entries) == entries
    assert load_battle(path).pending is None


def test_deshacer_la_respuesta_devuelve_la_declaracion_pendiente(tmp_path: Path) -> None:
    battle = ejemplo("caballeros", 3)
    path = tmp_path / "b.diario.jsonl"
    Journal(battle, path)
    battle.declare(ZARPAZO)
    pending = battle.pending
    battle.answer("bloquear", ScriptedSource([2]))
    battle.undo()
    assert battle.pending == pending
    assert load_battle(path).pending == pending
    battle.redo()
    assert battle.pending is None
    assert load_battle(path).pending is None


def test_un_ajuste_tras_declarar_se_deshace_antes_que_la_declaracion() -> None:
    battle = _declarada()
    battle.override(("combatientes", "ivan", "vida"), 200)
    battle.undo()
    assert battle.pending is not None
    battle.undo()
    assert battle.pending is None


def test_un_archivo_con_una_espera_desconocida_se_rechaza_nombrando_el_campo() -> None:
    data = _declarada().to_json()
    data["pendiente"]["esperando"][0]["que"] = "rezar"
    with pytest.raises(BattleFormatError, match="pendiente"):
        check_battle_data(data)
