"""Every ruleset declares its live values and conditions (core.live), and keeps to its declarations.

What the battle window, the forum posts and the simulator read instead of guessing: each value the
runner reports is declared with its kind and bounds; each declared condition can be applied, shown
with what remains of it, removed, undone and replayed through the engine; a GM's change is checked
against the declaration.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from core import registry, storage
from core.battle import Battle, IllegalAction
from core.live import LiveValue, maximum, out_of_fight, value_problems
from core.runner import ScriptError, apply_step, build_battle, run_script
from tests.conftest import REPO

RULESETS = ["caballeros", "umh", "encuentro", "epic20"]


def example(rules: str) -> Battle:
    path = REPO / "docs" / "ejemplos" / f"{rules}.json"
    battle, _ = build_battle(storage.read_json(path), path.parent)
    return battle


@pytest.mark.parametrize("rules", RULESETS)
def test_las_declaraciones_estan_completas(rules: str) -> None:
    ruleset = registry.get(rules)
    declared = list(ruleset.live_declarations())
    ids = [d.id for d in declared]
    assert ids and len(ids) == len(set(ids))
    for spec in declared:
        assert spec.etiqueta.strip() and spec.label.strip(), spec.id
        assert spec.etiqueta != spec.id or "_" not in spec.id, f"{spec.id}: la etiqueta no puede ser el id"
        if spec.tipo == "opcion":
            assert spec.valores, spec.id
        if spec.maximo_de is not None:
            assert spec.maximo_de in ids, spec.id
        if spec.vital or spec.barra:
            assert spec.tipo in ("entero", "numero"), spec.id
            assert spec.maximo_de or spec.maximo_al_empezar or spec.maximo is not None, spec.id
    assert any(d.vital for d in declared), "ningún valor vital: el simulador no sabría quién va ganando"
    conditions = list(ruleset.conditions())
    cids = [c.id for c in conditions]
    assert cids and len(cids) == len(set(cids))
    for cond in conditions:
        for text in (cond.etiqueta, cond.label, cond.efecto, cond.effect, cond.expira, cond.expires, cond.seccion):
            assert text.strip(), cond.id
        assert cond.efecto.rstrip().endswith("."), f"{cond.id}: el efecto es una frase"


@pytest.mark.parametrize("rules", RULESETS)
def test_cada_valor_del_informe_esta_declarado_y_cabe(rules: str) -> None:
    """Along the example and at the end of every golden script: no undeclared key, no value out of kind."""
    declared = registry.get(rules).live_declarations()
    failures: list[str] = []
    battle = example(rules)
    for cid in battle.combatants:
        failures += [f"ejemplo {cid}: {p}" for p in value_problems(battle.live_values(cid), declared)]
    for path in sorted((REPO / "tests" / "golden" / rules).glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        data.pop("esperado", None)
        _, report = run_script(data, path.parent)
        for cid, values in (report.get("combatientes") or {}).items():
            failures += [f"{path.stem} {cid}: {p}" for p in value_problems(values, declared)]
    assert not failures, "\n".join(failures[:40])


@pytest.mark.parametrize("rules", RULESETS)
def test_quien_pierde_queda_fuera_de_combate_segun_lo_declarado(rules: str) -> None:
    """At the end of every golden with a winner, each combatant of another side is out by a declared ``fuera_si``."""
    declared = registry.get(rules).live_declarations()
    assert any(d.fuera_si for d in declared), "nada dice quién está fuera de combate"
    failures, endings = [], 0
    for path in sorted((REPO / "tests" / "golden" / rules).glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        data.pop("esperado", None)
        try:
            battle, steps = build_battle(data, path.parent)
        except ScriptError:
            continue
        for step in steps:
            if apply_step(battle, step) is not None:
                break
        outcome = battle.outcome()
        if outcome is None or outcome.ganador is None:
            continue
        endings += 1
        for cid, person in battle.combatants.items():
            if person.bando != outcome.ganador and not out_of_fight(declared, battle.live_values(cid)):
                failures.append(f"{path.stem}: {cid}")
    assert endings > 0
    assert not failures, failures[:20]


@pytest.mark.parametrize("rules", RULESETS)
def test_las_barras_tienen_su_maximo(rules: str) -> None:
    ruleset = registry.get(rules)
    battle = example(rules)
    start = {cid: ruleset.live_values(battle.view, cid) for cid in battle.combatants}
    for spec in ruleset.live_declarations():
        if spec.barra or spec.vital:
            for cid in battle.combatants:
                top = maximum(spec, battle.live_values(cid), start[cid])
                assert top is not None and top > 0, (spec.id, cid)


@pytest.mark.parametrize("rules", RULESETS)
def test_cada_estado_se_aplica_se_ve_se_quita_y_se_deshace(rules: str) -> None:
    ruleset = registry.get(rules)
    for cond in ruleset.conditions():
        battle = example(rules)
        cid = next(iter(battle.combatants))
        before = battle.state
        duracion = cond.duracion_por_defecto if cond.con_duracion else None
        battle.apply_condition(cid, cond.id, duracion, "prueba")
        active = {a.id: a for a in ruleset.active_conditions(battle.view, cid)}
        assert cond.id in active, cond.id
        assert battle.state != before, f"{cond.id}: aplicarlo no cambió nada"
        assert battle.replay() == battle.state, cond.id
        battle.remove_condition(cid, cond.id)
        assert cond.id not in {a.id for a in ruleset.active_conditions(battle.view, cid)}, cond.id
        battle.undo()
        battle.undo()
        assert battle.state == before, cond.id


@pytest.mark.parametrize("rules", RULESETS)
def test_un_estado_desconocido_se_rechaza_con_sugerencia(rules: str) -> None:
    battle = example(rules)
    cid = next(iter(battle.combatants))
    first = next(iter(battle.ruleset.conditions())).id
    with pytest.raises(IllegalAction) as error:
        battle.apply_condition(cid, first + "x")
    assert error.value.codigo == "condicion_desconocida"
    assert first in str(error.value)


def _wrong_values(spec: LiveValue) -> list[object]:
    if spec.tipo in ("entero", "numero"):
        wrong: list[object] = ["abc", True, None]
        low = spec.ajuste_minimo if spec.ajuste_minimo is not None else spec.minimo
        high = spec.ajuste_maximo if spec.ajuste_maximo is not None else spec.maximo
        if low is not None:
            wrong.append(low - 1)
        if high is not None:
            wrong.append(high + 1)
        return wrong
    if spec.tipo == "si_no":
        return ["no", 0, "sí"]
    if spec.tipo == "opcion":
        return ["no_es_un_valor", 3]
    return []


def _right_value(spec: LiveValue, current: object) -> object:
    if spec.tipo == "si_no":
        return not current
    if spec.tipo == "opcion":
        return next((v for v in spec.valores if v != current), spec.valores[0])
    if spec.tipo in ("entero", "numero"):
        low = spec.ajuste_minimo if spec.ajuste_minimo is not None else spec.minimo
        return max(int(low) if low is not None else 0, 1)
    return current


@pytest.mark.parametrize("rules", RULESETS)
def test_el_ajuste_del_master_comprueba_tipo_y_cotas(rules: str) -> None:
    ruleset = registry.get(rules)
    declared = [d for d in ruleset.live_declarations() if d.ajustable]
    assert declared, "ningún valor ajustable"
    for spec in ruleset.live_declarations():
        battle = example(rules)
        cid = next(iter(battle.combatants))
        if not spec.ajustable:
            with pytest.raises(IllegalAction) as error:
                battle.gm_set(cid, spec.id, battle.live_values(cid).get(spec.id))
            assert error.value.codigo == "ajuste_no_permitido", spec.id
            continue
        for wrong in _wrong_values(spec):
            with pytest.raises(IllegalAction) as error:
                battle.gm_set(cid, spec.id, wrong)  # type: ignore[arg-type]
            assert error.value.codigo == "valor_no_valido", (spec.id, wrong)
        if spec.tipo in ("entero", "numero", "si_no", "opcion"):
            before = battle.state
            value = _right_value(spec, battle.live_values(cid).get(spec.id))
            battle.gm_set(cid, spec.id, value, "prueba")  # type: ignore[arg-type]
            if spec.id in battle.live_values(cid) and spec.tipo != "numero":
                assert battle.live_values(cid)[spec.id] == value or battle.outcome() is not None, spec.id
            assert battle.replay() == battle.state, spec.id
            battle.undo()
            assert battle.state == before, spec.id


def test_un_valor_desconocido_se_rechaza_con_sugerencia() -> None:
    battle = example("caballeros")
    cid = next(iter(battle.combatants))
    spec = next(d for d in battle.ruleset.live_declarations() if d.ajustable)
    with pytest.raises(IllegalAction) as error:
        battle.gm_set(cid, spec.id + "x", 1)
    assert error.value.codigo == "ajuste_desconocido"
    assert spec.id in str(error.value)


def test_los_ejemplos_existen() -> None:
    for rules in RULESETS:
        assert Path(REPO / "docs" / "ejemplos" / f"{rules}.json").exists()
