"""``reactions()`` and ``check`` agree: every reaction the battle window lists as legal is one ``check``
accepts with that action, and every one it lists as not legal is refused with the very reason it shows.

Walked over every step of the golden scripts and the example battle, before the step is applied: the
step's own action, and every legal action of whoever is on turn — against each enemy when it takes a
target, with the first value of each of its ``campos`` and every square it offers as ``destino`` (where
a move goes decides whose Respuesta it provokes).
"""

from __future__ import annotations

import functools
import json
from collections import Counter
from dataclasses import replace
from pathlib import Path

import pytest

from core import storage
from core.battle import Battle
from core.ruleset import Action, ActionOption, JsonValue, ReactionOption
from core.runner import apply_step, build_battle
from tests.conftest import REPO

DORADOS = sorted((REPO / "tests" / "golden" / "encuentro").glob("*.json"))
GUIONES = [*DORADOS, REPO / "docs" / "ejemplos" / "encuentro.json"]


def _variantes(opcion: ActionOption) -> list[dict[str, JsonValue]]:
    base: dict[str, JsonValue] = dict(opcion.params)
    for campo, valores in opcion.campos.items():
        if valores and campo != "destino":
            base.setdefault(campo, valores[0])
    destinos = opcion.campos.get("destino", ())
    if not destinos:
        return [base]
    return [{**base, "destino": d} for d in destinos]


def _acciones(battle: Battle, step: dict[str, object]) -> list[Action]:
    acciones: list[Action] = []
    actor = battle.view.turn
    if actor is not None:
        enemigos = tuple(battle.view.enemies(actor))
        for opcion in battle.legal_actions(actor):
            if not opcion.legal:
                continue
            for params in _variantes(opcion):
                for objetivo in enemigos if opcion.objetivos else (None,):
                    objetivos = (objetivo,) if objetivo else ()
                    acciones.append(Action(actor, opcion.accion, objetivos, None, params))
    try:
        acciones.append(replace(Action.from_json(step), respuesta=None))
    except (KeyError, TypeError, ValueError):
        pass
    return acciones


def _desacuerdo(reaccion: ReactionOption, motivo: str | None) -> str | None:
    """What is wrong between a listed reaction and ``check``'s answer with it (None: they agree)."""
    if reaccion.legal:
        return None if motivo is None else f"listada y rechazada: {motivo}"
    return None if motivo is not None and str(motivo) == reaccion.motivo else f"«{reaccion.motivo}» ≠ {motivo}"


@functools.cache
def _desacuerdos(path: Path) -> tuple[Counter[str], list[str]]:
    data = storage.read_json(path)
    data.pop("esperado", None)
    battle, pasos = build_battle(data, path.parent)
    vistas: Counter[str] = Counter()
    malas: list[str] = []
    for paso in pasos:  # before the step, then the step is applied (a step that ends the script stops it)
        for action in (a for a in _acciones(battle, paso) if battle.why_not(a) is None):
            for reaccion in battle.reactions(action):
                tipo = reaccion.respuesta if isinstance(reaccion.respuesta, str) else "respuesta"
                vistas[f"{tipo} {'legal' if reaccion.legal else 'no legal'}"] += 1
                falla = _desacuerdo(reaccion, battle.why_not(replace(action, respuesta=reaccion.respuesta)))
                if falla:
                    malas.append(f"{action} / {json.dumps(reaccion.respuesta)}: {falla}")
        fin = apply_step(battle, paso)
        if fin is not None:
            return vistas, malas
    return vistas, malas


@pytest.mark.parametrize("path", GUIONES, ids=[p.stem for p in GUIONES])
def test_cada_reaccion_listada_pasa_check(path: Path) -> None:
    assert _desacuerdos(path)[1] == []


def test_el_recorrido_ve_reacciones_de_todo_tipo() -> None:
    """The walk is not empty: legal and refused Esquivas and Respuestas are in it."""
    vistas = sum((_desacuerdos(p)[0] for p in GUIONES), Counter[str]())
    for tipo in ("ninguna legal", "esquiva legal", "esquiva no legal", "respuesta legal", "respuesta no legal"):
        assert vistas[tipo] > 10, vistas
