"""Benchmark: what the simulator adds to the engine, and battles per second per ruleset.

For each ruleset, one shipped pair of sheets: the mean time per simulated action with
``aleatoria`` (choosing, reacting, applying and measuring, all included; the engine's start of
each battle, before any action, is left out of both sides) against the engine's
own check + resolve of the very same actions (the saved battles replayed step by step through
the runner, as benchmarks/motor.py measures), in the same run; then battles per second with
``aleatoria`` and ``sensata`` in one process, and with every core for ``sensata``.

    python benchmarks/simulador.py [--n N] [--perfil] [reglas...]

``--perfil`` also prints, per ruleset, the time per call of each protocol function the
simulated battles called (``Ruleset.legal_actions``, ``check``, ``reactions``, ``resolve``,
``live_values``, ``outcome``) and the ruleset's own functions that took the most time.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import time
from collections import Counter, defaultdict
from pathlib import Path

from core.contract import refusal_code
from core.runner import apply_step, build_battle
from core.simulador import Execution, Simulation, battle_script, prepare, script_from_sheets, simulate
from core.simulador.simulacion import default_processes, play_started, start_battle

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


def overhead(rules: str, battles: int, repeats: int = 3) -> tuple[float, float, int]:
    """Time per simulated action with aleatoria, and per check + resolve of the same actions.

    Each battle is simulated and then replayed right after it, ``repeats`` times, and each side
    keeps its fastest time per battle: on a shared machine a burst of other work then slows one
    measure and not the other less often than when all the simulated battles run before all the
    replays.
    """
    prepared = prepare(duel(rules, battles, "aleatoria"))
    simulated = 0.0
    engine = 0.0
    actions = 0
    for index in range(battles):
        script = battle_script(prepared, index)
        best_sim = best_engine = float("inf")
        for _ in range(repeats):
            started = start_battle(prepared, index)  # the engine's start of the battle: not an action
            start = time.perf_counter()
            result = play_started(prepared, started, index)
            best_sim = min(best_sim, time.perf_counter() - start)
            battle, steps = build_battle(script, Path("."))
            spent = 0.0
            for step in steps:
                start = time.perf_counter()
                refused = apply_step(battle, step)
                spent += time.perf_counter() - start
                assert refused is None, refused
            best_engine = min(best_engine, spent)
            assert len(steps) == result.acciones
        simulated += best_sim
        engine += best_engine
        actions += result.acciones
    return simulated / max(actions, 1), engine / max(actions, 1), actions


PROTOCOL = ("legal_actions", "check", "reactions", "resolve", "live_values", "outcome")


def profile(rules: str, battles: int) -> None:
    """Time per call of the ruleset's protocol functions during aleatoria battles, and its slowest functions.

    The protocol functions are timed in a run of their own (``check`` apart when it accepts and
    when it refuses, with the refusals' codes); the ruleset's own functions in a second run under
    cProfile, whose figures are therefore larger.
    """
    prepared = prepare(duel(rules, battles, "aleatoria"))
    ruleset = prepared.battle.ruleset
    spent: dict[str, float] = defaultdict(float)
    calls: Counter[str] = Counter()
    codes: Counter[str] = Counter()

    def timed(name: str) -> object:
        inner = getattr(ruleset, name)

        def wrapper(*args: object, **kwargs: object) -> object:
            start = time.perf_counter()
            result = inner(*args, **kwargs)
            tag = name
            if name == "check":
                tag = "check (acepta)" if result is None else "check (rechaza)"
                if result is not None:
                    codes[refusal_code(result)] += 1
            spent[tag] += time.perf_counter() - start
            calls[tag] += 1
            return result

        return wrapper

    def battles_played(profiler: cProfile.Profile | None) -> int:
        actions = 0
        for index in range(battles):
            started = start_battle(prepared, index)
            if profiler is not None:
                profiler.enable()
            actions += play_started(prepared, started, index).acciones
            if profiler is not None:
                profiler.disable()
        return actions

    for name in PROTOCOL:
        setattr(ruleset, name, timed(name))
    try:
        actions = max(battles_played(None), 1)
    finally:
        for name in PROTOCOL:
            delattr(ruleset, name)
    for name in sorted(calls):
        print(
            f"    {name}: {spent[name] / calls[name] * 1e6:.0f} µs por llamada, "
            f"{calls[name] / actions:.2f} llamadas por acción ({spent[name] / actions * 1e6:.0f} µs por acción)"
        )
    refused = ", ".join(f"{code} {count / actions:.2f}" for code, count in codes.most_common(6))
    print(f"    rechazos por acción: {refused}")
    profiler = cProfile.Profile()
    actions = max(battles_played(profiler), 1)
    stats = pstats.Stats(profiler)
    rows = []
    for (file, _line, function), (_, _, own, total, _) in stats.stats.items():  # type: ignore[attr-defined]
        if f"rulesets/{rules}/" in file.replace("\\", "/"):
            rows.append((own, total, f"{file.split('core/rulesets/')[-1]}:{function}"))
    for own, total, where in sorted(rows, reverse=True)[:8]:
        print(
            f"    {where}: {own / actions * 1e6:.0f} µs propios por acción ({total / actions * 1e6:.0f} en total, con cProfile)"
        )


def rate(rules: str, n: int, policy: str, processes: int) -> tuple[float, float]:
    start = time.perf_counter()
    report = simulate(duel(rules, n, policy), Execution(processes=processes))
    elapsed = time.perf_counter() - start
    return n / elapsed, report["acciones_por_batalla"]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("reglas", nargs="*")
    parser.add_argument("--n", type=int, default=40, help="batallas por medida")
    parser.add_argument("--perfil", action="store_true", help="el tiempo de cada función del sistema de reglas")
    parser.add_argument("--solo-coste", action="store_true", help="solo el coste por acción (y el perfil)")
    args = parser.parse_args()
    cores = default_processes()
    for rules in args.reglas or list(PAIRS):
        per_action, per_engine, actions = overhead(rules, max(4, args.n // 4))
        print(
            f"{rules}: aleatoria {per_action * 1e6:.0f} µs por acción simulada, el motor "
            f"{per_engine * 1e6:.0f} µs (comprobar + resolver) → {per_action / per_engine:.2f}× ({actions} acciones)"
        )
        if args.perfil:
            profile(rules, max(4, args.n // 4))
        if args.solo_coste:
            continue
        for policy in ("aleatoria", "sensata"):
            per_second, length = rate(rules, args.n, policy, 1)
            print(f"  {policy}: {per_second:.1f} batallas/s en 1 proceso ({length:.0f} acciones por batalla)")
        per_second, _ = rate(rules, args.n, "sensata", cores)
        print(
            f"  sensata: {per_second:.1f} batallas/s con {cores} procesos → 1000 batallas en {1000 / per_second:.0f} s"
        )


if __name__ == "__main__":
    main()
