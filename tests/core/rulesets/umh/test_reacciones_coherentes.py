"""``reactions()`` and ``check`` agree: every reaction the battle window lists as legal is one ``check``
accepts with that action, and every one it lists as not legal is refused with the very reason it shows
(«Respuesta de Beto: …» included; for a multiple impact or a supplementary, the reason ``check`` gives first).

Walked over every step of the umh goldens and the example battle, before the step is applied: the step's own
action and every legal action of whoever is on turn (with its listed params, against the first opponent).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from core import storage
from core.battle import Battle
from core.ruleset import Action, ReactionOption
from core.runner import apply_step, build_battle
from tests.conftest import REPO

GUIONES = [*sorted((REPO / "tests" / "golden" / "umh").glob("*.json")), REPO / "docs" / "ejemplos" / "umh.json"]


def _pasos(path: Path) -> Iterator[tuple[Battle, dict[str, object]]]:
    """The battle before each step of ``path`` (the same object, advanced step by step)."""
    data = storage.read_json(path)
    data.pop("esperado", None)
    battle, steps = build_battle(data, path.parent)
    for step in steps:
        yield battle, step
        if apply_step(battle, step):
            return


def _candidatas(battle: Battle, step: dict[str, object]) -> Iterator[Action]:
    """The legal actions of whoever is on turn, then the step's own action, each without an answer."""
    actor = battle.view.turn
    if actor is not None:
        first = tuple(battle.view.enemies(actor))[:1]
        for o in battle.legal_actions(actor):
            if o.legal:
                yield Action(actor, o.accion, first if o.objetivos else (), None, dict(o.params))
    try:
        yield replace(Action.from_json(step), respuesta=None)
    except (KeyError, TypeError, ValueError):
        return


def _listadas(path: Path) -> Iterator[tuple[Battle, Action, ReactionOption]]:
    for battle, step in _pasos(path):
        for action in _candidatas(battle, step):
            if battle.why_not(action) is None:
                for option in battle.reactions(action):
                    yield battle, action, option


def _desacuerdo(battle: Battle, action: Action, option: ReactionOption) -> str | None:
    refused = battle.why_not(replace(action, respuesta=option.respuesta))
    shown = f"{action.accion} / {json.dumps(option.respuesta, ensure_ascii=False)}"
    if option.legal:
        return None if refused is None else f"{shown}: listada como legal y rechazada: {refused}"
    if refused is not None and str(refused) == option.motivo:
        return None
    return f"{shown}: la lista dice «{option.motivo}», check dice {refused}"


@pytest.mark.parametrize("path", GUIONES, ids=[p.stem for p in GUIONES])
def test_cada_reaccion_listada_pasa_check(path: Path) -> None:
    found = [d for item in _listadas(path) if (d := _desacuerdo(*item)) is not None]
    assert found == []


def test_el_recorrido_ve_reacciones_de_todo_tipo() -> None:
    """The walk is not empty: multiple impacts, anticipations, evasions, reflections and supplementaries are in it."""
    temas = ("impactos_multiples", "anticipa", "evasion", "reflexion", "suplementaria")
    listed = [o for p in GUIONES if any(t in p.stem for t in temas) for _, _, o in _listadas(p)]
    assert len(listed) > 500
    assert any(not o.legal for o in listed) and any(o.legal for o in listed)


def test_post_combate_no_tiene_reacciones() -> None:
    """4.1.3 - a post-combat effect falls on a defeated fighter, who is out of the combat: nothing to answer with."""
    for battle, step in _pasos(REPO / "tests" / "golden" / "umh" / "tercera_dos_caen_y_uno_huye_gana_a.json"):
        if step.get("accion") == "post_combate":
            assert battle.why_not(Action.from_json(step)) is None
            assert battle.reactions(Action.from_json(step)) == []
            return
    raise AssertionError("the golden has no post_combate step")
