"""Benchmark: µs per call of the caballeros ruleset's protocol functions the battle window and the simulator
call most — ``check``, ``legal_actions``, ``reactions`` and ``resolve``.

The calls are those of every step of the golden scripts (tests/golden/caballeros) and the example battle
(docs/ejemplos/caballeros.json): each step's action is checked and resolved on the state before it (with its
recorded dice), its reactions listed without an answer, and the legal actions of whoever is on turn listed.
The states are collected once; each run times (CPU time of this process: the machine may be shared) every call over all of them. Prints, per function, the mean µs
per call of each run and the best run.

    python benchmarks/caballeros.py [--runs N] [--perfil]

``--perfil`` prints the ruleset's own functions that took the most time (cProfile, one run).
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import time
from dataclasses import dataclass, replace
from pathlib import Path

from core import registry, storage
from core.battle import BattleView, Resolution
from core.dice import ScriptedSource
from core.ruleset import Action
from core.runner import apply_step, build_battle

REPO = Path(__file__).resolve().parent.parent
SCRIPTS = [*sorted((REPO / "tests" / "golden" / "caballeros").glob("*.json")), REPO / "docs/ejemplos/caballeros.json"]
RULESET = registry.get("caballeros")


@dataclass(frozen=True)
class Sample:
    view: BattleView
    action: Action
    dice: tuple[int, ...]
    legal: bool


def collect() -> list[Sample]:
    samples: list[Sample] = []
    for path in SCRIPTS:
        data = storage.read_json(path)
        data.pop("esperado", None)
        battle, steps = build_battle(data, path.parent)
        for step in steps:
            try:
                action = Action.from_json(step)
            except (KeyError, TypeError, ValueError):
                break
            view = battle.view
            legal = battle.why_not(action) is None
            samples.append(Sample(view, action, tuple(step.get("dados", [])), legal))
            if apply_step(battle, step):
                break
    return samples


def _check(samples: list[Sample]) -> int:
    for s in samples:
        RULESET.check(s.view, s.action)
    return len(samples)


def _legal_actions(samples: list[Sample]) -> int:
    calls = 0
    for s in samples:
        if s.view.turn is not None:
            RULESET.legal_actions(s.view, s.view.turn)
            calls += 1
    return calls


def _reactions(samples: list[Sample]) -> int:
    calls = 0
    for s in samples:
        if s.legal and s.action.objetivos:
            RULESET.reactions(s.view, replace(s.action, respuesta=None))
            calls += 1
    return calls


def _resolve(samples: list[Sample]) -> tuple[int, float]:
    calls = 0
    elapsed = 0.0
    for s in samples:
        if not s.legal:
            continue
        ctx = Resolution(s.view.state, s.view.combatants, s.view.options, ScriptedSource(list(s.dice)))
        start = time.process_time()
        try:
            RULESET.resolve(ctx, s.action)
        except Exception:  # a step that runs out of dice: the golden refuses it afterwards
            pass
        elapsed += time.process_time() - start
        calls += 1
    return calls, elapsed


def run(samples: list[Sample]) -> dict[str, float]:
    """µs per call of each function over all the samples."""
    figures: dict[str, float] = {}
    for name, function in (("check", _check), ("legal_actions", _legal_actions), ("reactions", _reactions)):
        start = time.process_time()
        calls = function(samples)
        figures[name] = (time.process_time() - start) / max(calls, 1) * 1e6
    calls, elapsed = _resolve(samples)
    figures["resolve"] = elapsed / max(calls, 1) * 1e6
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--perfil", action="store_true")
    args = parser.parse_args()
    samples = collect()
    print(f"{len(samples)} pasos de {len(SCRIPTS)} guiones")
    runs = [run(samples) for _ in range(args.runs)]
    for name in runs[0]:
        values = [r[name] for r in runs]
        listed = ", ".join(f"{v:.0f}" for v in values)
        print(f"{name:14} {min(values):7.0f} µs por llamada (mejor de {args.runs}; todas: {listed})")
    if args.perfil:
        profile = cProfile.Profile()
        profile.runcall(run, samples)
        stats = pstats.Stats(profile)
        stats.sort_stats("tottime").print_stats("rulesets/caballeros", 25)


if __name__ == "__main__":
    main()
