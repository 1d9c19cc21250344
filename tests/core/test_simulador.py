"""Simulated battles (core.simulador): honest intervals, the same result for any number of processes,
policies that only do what the engine accepts, and saved battles that replay through the runner."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

from core.battle import Battle
from core.runner import run_script
from core.simulador import (
    Execution,
    Simulation,
    SimulationError,
    battle_script,
    prepare,
    script_from_sheets,
    simulate,
    wilson,
)
from core.simulador.simulacion import run_battle
from tests.conftest import REPO

PAIRS = {
    "caballeros": ("ivan_de_lince", "morvan_de_manticora"),
    "umh": ("coloso", "espadachin"),
    "encuentro": ("gorvak_el_tuerto", "iria_valdecasas"),
    "epic20": ("tonelada", "lince_plateado"),
}


def sheets(rules: str, *names: str) -> list[Path]:
    return [REPO / "sheets" / rules / f"{name}.json" for name in names]


def duel(rules: str, **options: object) -> Simulation:
    script = script_from_sheets(sheets(rules, *PAIRS[rules]))
    return Simulation(script, **options)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("wins", "total", "low", "high"),
    [(5, 10, 0.2366, 0.7634), (0, 10, 0.0, 0.2775), (10, 10, 0.7225, 1.0), (50, 100, 0.4038, 0.5962)],
)
def test_intervalo_de_wilson_con_valores_conocidos(wins: int, total: int, low: float, high: float) -> None:
    got = wilson(wins, total)
    assert got == pytest.approx((low, high), abs=5e-5)


def test_sin_batallas_el_intervalo_es_todo() -> None:
    assert wilson(0, 0) == (0.0, 1.0)


def test_la_misma_semilla_da_el_mismo_json_con_uno_o_dos_procesos() -> None:
    simulation = duel("epic20", n=4, semilla=7, politica="aleatoria", rondas_max=4)
    alone = simulate(simulation, Execution(processes=1))
    shared = simulate(simulation, Execution(processes=2))
    assert alone == shared
    assert json.dumps(alone, sort_keys=True) == json.dumps(simulate(simulation, Execution(processes=1)), sort_keys=True)
    other = simulate(duel("epic20", n=4, semilla=8, politica="aleatoria", rondas_max=4), Execution(processes=1))
    assert other != alone


@pytest.mark.parametrize("rules", list(PAIRS))
@pytest.mark.parametrize("policy", ["aleatoria", "sensata"])
def test_cada_accion_elegida_era_legal(rules: str, policy: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every action that reaches the battle is one Battle.why_not accepts (a refused proposal never does)."""
    refused: list[str] = []
    original = Battle.apply

    def checked(self: Battle, action, source, nota=""):  # type: ignore[no-untyped-def]
        reason = self.why_not(action)
        entry = original(self, action, source, nota)
        if reason:
            refused.append(f"{action.to_json()}: {reason}")
        return entry

    monkeypatch.setattr(Battle, "apply", checked)
    prepared = prepare(duel(rules, n=2, semilla=3, politica=policy, rondas_max=4))
    for index in range(2):
        result, battle = run_battle(prepared, index)
        assert result.rechazos == 0
        assert result.acciones == len(battle.entries) - 1
    assert refused == []


@pytest.mark.parametrize("rules", list(PAIRS))
def test_la_batalla_guardada_se_repite_igual_con_el_ejecutor(rules: str) -> None:
    prepared = prepare(duel(rules, n=3, semilla=11, politicas={"A": "sensata", "B": "aleatoria"}, rondas_max=4))
    for index in (0, 1):
        script = battle_script(prepared, index)
        assert script["pasos"], "una batalla sin pasos no prueba nada"
        _, battle = run_battle(prepared, index)
        code, report = run_script(json.loads(json.dumps(script)), REPO)
        assert code == 0, report["error"]
        assert report["combatientes"] == {cid: battle.live_values(cid) for cid in battle.combatants}
        outcome = battle.outcome()
        assert (report["resultado"] or {}).get("ganador") == (outcome.ganador if outcome else None)


@pytest.mark.parametrize("rules", list(PAIRS))
def test_una_batalla_se_juega_igual_sola_que_tras_otras_en_el_mismo_proceso(rules: str) -> None:
    """What ``aleatoria`` answers from (the reactions listed at the start) is the same for every battle."""
    simulation = duel(rules, n=4, semilla=5, politica="aleatoria", rondas_max=6)
    after_others = prepare(simulation)
    for index in (0, 1, 2):
        run_battle(after_others, index)
    alone, _ = run_battle(prepare(simulation), 3, record=True)
    again, _ = run_battle(after_others, 3, record=True)
    assert alone.acciones > 0
    assert (again.pasos, again.ganador, again.rondas) == (alone.pasos, alone.ganador, alone.rondas)


def test_sensata_gana_a_aleatoria_con_la_misma_ficha() -> None:
    """epic20 declares its vital values: the lookahead sees damage and wins clearly more often."""
    script = script_from_sheets(sheets("epic20", "esbirro_maton", "esbirro_maton"))
    simulation = Simulation(script, n=60, semilla=2, politicas={"A": "sensata", "B": "aleatoria"}, rondas_max=20)
    report = simulate(simulation, Execution(processes=1))
    # a clear margin, not a lucky one: A's 95 % interval lies above one half, and A wins twice as often
    assert report["intervalo"]["A"][0] > 0.5, report["victorias"]
    assert report["victorias"]["A"] >= 2 * report["victorias"]["B"], report["victorias"]
    assert report["rechazos"] == 0


def test_las_cifras_suman_y_se_explican() -> None:
    report = simulate(duel("epic20", n=4, semilla=1, politica="aleatoria", rondas_max=3), Execution(processes=1))
    assert report["batallas"] == 4
    ended = sum(report["victorias"].values()) + report["empates"]
    assert ended + report["sin_terminar"] == 4
    assert sum(report["rondas"].values()) == ended
    assert sum(report["motivos_sin_terminar"].values()) == report["sin_terminar"]
    assert sum(report["primero"]["por_bando"].values()) == 4
    assert set(report["intervalo"]) == {"A", "B"}
    chosen = sum(a["veces"] for a in report["acciones"].values())
    assert chosen == pytest.approx(report["acciones_por_batalla"] * 4)
    assert set(report["por_combatiente"]) == {"A", "B"}


def test_alternar_cambia_quien_empieza() -> None:
    """caballeros takes the list order when no order is forced: odd battles list the sides reversed."""
    prepared = prepare(duel("caballeros", n=2, politica="aleatoria", rondas_max=1))
    assert [run_battle(prepared, i)[0].primero for i in (0, 1)] == ["A", "B"]
    fixed = prepare(duel("caballeros", n=2, politica="aleatoria", rondas_max=1, alternar=False))
    assert [run_battle(fixed, i)[0].primero for i in (0, 1)] == ["A", "A"]


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"n": 0}, "número de batallas"),
        ({"rondas_max": 0}, "límite de rondas"),
        ({"politica": "lista"}, "política «lista»"),
        ({"politicas": {"C": "sensata"}}, "bando «C»"),
    ],
)
def test_opciones_que_no_valen_se_explican(change: dict[str, object], words: str) -> None:
    with pytest.raises(SimulationError, match=words):
        prepare(duel("caballeros", **change))


def test_un_guion_con_pasos_o_fichas_de_sistemas_distintos_se_rechaza() -> None:
    with pytest.raises(SimulationError, match="pasos"):
        prepare(
            Simulation(json.loads((REPO / "docs/ejemplos/caballeros.json").read_text()), str(REPO / "docs/ejemplos"))
        )
    with pytest.raises(SimulationError, match="sistemas distintos"):
        script_from_sheets([*sheets("caballeros", "ivan_de_lince"), *sheets("umh", "coloso")])
    with pytest.raises(SimulationError, match="dos fichas"):
        script_from_sheets(sheets("umh", "coloso"))
    with pytest.raises(SimulationError, match="van de 0 a 1"):
        battle_script(prepare(duel("umh", n=2)), 5)


def test_cada_texto_del_simulador_tiene_su_ingles() -> None:
    catalog = json.loads((REPO / "resources/i18n/core_en.json").read_text(encoding="utf-8"))
    missing = []
    for path in sorted((REPO / "core" / "simulador").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "tr"
                and isinstance(node.args[0], ast.Constant)
                and node.args[0].value not in catalog
            ):
                missing.append(f"{path.name}: {node.args[0].value!r}")
    assert missing == []
