"""``reactions()`` and ``check`` agree: every reaction the battle window lists as legal is one ``check``
accepts with that action, and every one it lists as not legal is refused with the very reason it shows.

Walked over every step of the golden scripts and the example battle: the step's own action and every
legal action of whoever is on turn (with its listed params), before the step is applied.
"""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from core import storage
from core.battle import Battle
from core.ruleset import Action
from core.runner import apply_step, build_battle
from tests.conftest import REPO

DORADOS = sorted((REPO / "tests" / "golden" / "caballeros").glob("*.json"))
GUIONES = [*DORADOS, REPO / "docs" / "ejemplos" / "caballeros.json"]


def _acciones(battle: Battle, step: dict[str, object]) -> list[Action]:
    acciones: list[Action] = []
    actor = battle.view.turn
    if actor is not None:
        enemigos = tuple(battle.view.enemies(actor))[:1]
        for opcion in battle.legal_actions(actor):
            if opcion.legal:
                objetivos = enemigos if opcion.objetivos else ()
                acciones.append(Action(actor, opcion.accion, objetivos, None, dict(opcion.params)))
    try:
        acciones.append(replace(Action.from_json(step), respuesta=None))
    except (KeyError, TypeError, ValueError):
        pass
    return acciones


def _desacuerdos(path: Path) -> tuple[int, list[str]]:
    data = storage.read_json(path)
    data.pop("esperado", None)
    battle, steps = build_battle(data, path.parent)
    vistas = 0
    malas: list[str] = []
    for step in steps:
        for action in _acciones(battle, step):
            if battle.why_not(action) is not None:
                continue
            for reaccion in battle.reactions(action):
                vistas += 1
                motivo = battle.why_not(replace(action, respuesta=reaccion.respuesta))
                if reaccion.legal and motivo is not None:
                    malas.append(f"{action.accion} / {json.dumps(reaccion.respuesta)}: listada y rechazada: {motivo}")
                elif not reaccion.legal and (motivo is None or str(motivo) != reaccion.motivo):
                    malas.append(f"{action.accion} / {json.dumps(reaccion.respuesta)}: «{reaccion.motivo}» ≠ {motivo}")
        if apply_step(battle, step):
            break
    return vistas, malas


@pytest.mark.parametrize("path", GUIONES, ids=[p.stem for p in GUIONES])
def test_cada_reaccion_listada_pasa_check(path: Path) -> None:
    _, malas = _desacuerdos(path)
    assert malas == []


def test_el_recorrido_ve_reacciones_de_todo_tipo() -> None:
    """The walk is not empty: llave, presa, romper and multi-hit actions with a stored bonus are in it."""
    vistas = sum(_desacuerdos(p)[0] for p in GUIONES if p.stem.startswith(("verificacion3_fortaleza", "ciega_agi")))
    assert vistas > 100
