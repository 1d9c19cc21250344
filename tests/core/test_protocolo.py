"""Every ruleset keeps the protocol's promises, checked along its example script.

What the battle window relies on: an action listed as illegal says why; one listed as legal
that needs no target and no choice is accepted by ``check``; action ids are the rules' words in
lower-case ASCII snake_case; reactions carry their odds as a probability between 0 and 1.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from core import registry, storage
from core.ruleset import Action
from core.runner import apply_step, build_battle
from tests.conftest import REPO

EXAMPLES = sorted((REPO / "docs" / "ejemplos").glob("*.json"))
SNAKE = re.compile(r"^[a-z][a-z0-9_]*$")


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_las_acciones_listadas_cumplen_lo_que_prometen(path: Path) -> None:
    battle, steps = build_battle(storage.read_json(path), path.parent)
    checked = 0
    for step in steps:
        actor = battle.view.turn
        if actor is not None:
            for option in battle.legal_actions(actor):
                assert SNAKE.match(option.accion), option.accion
                if not option.legal:
                    assert option.motivo.strip(), f"{option.accion}: ilegal sin motivo"
                elif option.objetivos == 0 and not option.campos:
                    action = Action(actor, option.accion, params=dict(option.params))
                    assert battle.why_not(action) is None, (option, battle.why_not(action))
                    checked += 1
        assert apply_step(battle, step) is None
    assert checked > 0


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_las_reacciones_traen_probabilidades_validas(path: Path) -> None:
    battle, steps = build_battle(storage.read_json(path), path.parent)
    for step in steps:
        action = Action.from_json(step)
        if action.objetivos and battle.why_not(action) is None:
            for reaction in battle.reactions(action):
                assert reaction.etiqueta
                if reaction.probabilidad is not None:
                    assert 0.0 <= reaction.probabilidad <= 1.0
        assert apply_step(battle, step) is None


def test_las_reglas_caseras_tienen_valores_por_defecto_validos() -> None:
    for ruleset in registry.available():
        ids = [rule.id for rule in ruleset.house_rules()]
        assert len(ids) == len(set(ids)), ruleset.id
        for rule in ruleset.house_rules():
            assert SNAKE.match(rule.id), rule.id
            assert not rule.opciones or rule.default in rule.opciones, (ruleset.id, rule.id)
        sheet = ruleset.new_sheet("Prueba")
        assert sheet.reglas == ruleset.id
        assert ruleset.sheet_model.model_validate(sheet.model_dump(mode="json")) == sheet


@pytest.mark.parametrize("rules_id", registry.RULESET_IDS)
def test_pasar_existe_y_termina_el_turno_en_cada_sistema(rules_id: str) -> None:
    from core.battle import Battle, Combatant
    from core.dice import RandomSource

    ruleset = registry.get(rules_id)
    people = [
        Combatant("a", "Ana", "A", ruleset.new_sheet("Ana")),
        Combatant("b", "Beto", "B", ruleset.new_sheet("Beto")),
    ]
    battle = Battle.start(ruleset, people, RandomSource(7), orden=["a", "b"])
    actor = battle.view.turn
    assert actor is not None
    assert any(o.accion in ("pasar", "paso_turno") and o.legal for o in battle.legal_actions(actor))
    assert battle.why_not(Action(actor, "pasar")) is None
    battle.apply(Action(actor, "pasar"), RandomSource(7))
    assert battle.view.turn != actor or battle.view.round > 1
