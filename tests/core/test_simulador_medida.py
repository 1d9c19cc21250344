"""The simulator measures each action from its entry's changes: the same values ``live_values`` reports."""

from __future__ import annotations

from pathlib import Path

import pytest

from core.runner import apply_step, build_battle
from core.simulador import Simulation, battle_script, prepare, script_from_sheets
from core.simulador.medida import Measure
from core.simulador.posicion import Gauge, live_of_all
from tests.conftest import REPO

PAIRS = {
    "caballeros": ("ivan_de_lince", "morvan_de_manticora"),
    "umh": ("coloso", "espadachin"),
    "encuentro": ("gorvak_el_tuerto", "iria_valdecasas"),
    "epic20": ("tonelada", "lince_plateado"),
}


@pytest.mark.parametrize("rules", sorted(PAIRS))
def test_la_medida_por_cambios_es_la_de_live_values(rules: str) -> None:
    """After every action of simulated battles, the kept values are those ``live_values`` reports."""
    a, b = PAIRS[rules]
    sheets = REPO / "sheets" / rules
    script = script_from_sheets([sheets / f"{a}.json", sheets / f"{b}.json"])
    prepared = prepare(Simulation(script, n=3, semilla=5, politica="aleatoria"))
    checked = 0
    for index in range(3):
        battle, steps = build_battle(battle_script(prepared, index), Path("."))
        gauge = Gauge(prepared.gauge_vitals, live_of_all(battle.ruleset, battle.view))
        measure = Measure(gauge, battle)
        for step in steps:
            assert apply_step(battle, step) is None
            measure.update(battle, battle.entries[-1])
            for cid in battle.combatants:
                live = battle.live_values(cid)
                assert measure.values[cid] == {k: live[k] for k in measure.keys if k in live}, (rules, cid)
                assert measure.standings[cid] == gauge.standing(live, cid)
            checked += 1
    assert checked > 0
