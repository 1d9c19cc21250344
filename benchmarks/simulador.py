"""Benchmark: what the simulator adds to the engine, and battles per second per ruleset.

For each ruleset, one shipped pair of sheets: the mean time per simulated action with
``aleatoria`` (choosing, reacting, applying and measuring, all included) against the engine's
own check + resolve of the very same actions (the saved battles replayed step by step through
the runner, as benchmarks/motor.py measures), in the same run; then battles per second with
``aleatoria`` and ``sensata`` in one process, and with every core for ``sensata``.

    python benchmarks/simulador.py [--n N] [reglas...]
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from core.runner import apply_step, build_battle
from core.simulador import Execution, Simulation, battle_script, prepare, script_from_sheets, simulate
from core.simulador.simulacion import default_processes, run_battle

SHEETS = Path(__file__).resolve().parent.parent / "sheets"
PAIRS = {
    "caballeros": ("ivan_de_lince", "morvan_de_manticora"),
    "umh": ("coloso", "espadachin"),
    "encuentro": ("gorvak_el_tuerto", "iria_valdecasas"),
    "epic20": ("tonelada", "lince_plateado"),
}


def duel(rules: str, n: int, policy: str, rounds: int = 30) -> Simulation:
    a, b = PAIRS[rules]
    script = script_from_sheets([SHEETS / rules / f"{a}.json", SHEETS / rules / f"{b}.json"])
    return Simulation(script, n=n, semilla=1, politica=policy, rondas_max=rounds)


def overhead(rules: str, battles: int) -> tuple[float, float, int]:
    """Time per simulated action with aleatoria, and per check + resolve of the same actions."""
    prepared = prepare(duel(rules, battles, "aleatoria"))
    simulated = 0.0
    actions = 0
    for index in range(battles):
        start = time.perf_counter()
        result, _ = run_battle(prepared, index)
        simulated += time.perf_counter() - start
        actions += result.acciones
    engine = 0.0
    replayed = 0
    for index in range(battles):
        script = battle_script(prepared, index)
        battle, steps = build_battle(script, Path("."))
        for step in steps:
            start = time.perf_counter()
            refused = apply_step(battle, step)
            engine += time.perf_counter() - start
            assert refused is None, refused
            replayed += 1
    assert replayed == actions
    return simulated / max(actions, 1), engine / max(replayed, 1), actions


def rate(rules: str, n: int, policy: str, processes: int) -> tuple[float, float]:
    start = time.perf_counter()
    report = simulate(duel(rules, n, policy), Execution(processes=processes))
    elapsed = time.perf_counter() - start
    return n / elapsed, report["acciones_por_batalla"]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("reglas", nargs="*")
    parser.add_argument("--n", type=int, default=40, help="batallas por medida")
    args = parser.parse_args()
    cores = default_processes()
    for rules in args.reglas or list(PAIRS):
        per_action, per_engine, actions = overhead(rules, max(4, args.n // 4))
        print(
            f"{rules}: aleatoria {per_action * 1e6:.0f} µs por acción simulada, el motor "
            f"{per_engine * 1e6:.0f} µs (comprobar + resolver) → {per_action / per_engine:.2f}× ({actions} acciones)"
        )
        for policy in ("aleatoria", "sensata"):
            per_second, length = rate(rules, args.n, policy, 1)
            print(f"  {policy}: {per_second:.1f} batallas/s en 1 proceso ({length:.0f} acciones por batalla)")
        per_second, _ = rate(rules, args.n, "sensata", cores)
        print(
            f"  sensata: {per_second:.1f} batallas/s con {cores} procesos → 1000 batallas en {1000 / per_second:.0f} s"
        )


if __name__ == "__main__":
    main()
