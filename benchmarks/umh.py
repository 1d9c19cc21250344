"""Benchmark: µs per call of umh's ``check``, ``legal_actions``, ``reactions`` and ``resolve``.

Over every step of the umh goldens (tests/golden/umh) and the example battle (docs/ejemplos/umh.json), on the
state before the step: ``check`` of the step, ``legal_actions`` of whoever is on turn, ``reactions`` of the step
(when it is legal and has targets; without an answer) and ``resolve`` of it with its recorded dice. GM steps are
applied, not timed. The states are built once; each run makes every call once and is timed in CPU time of this
process (the machine may be shared). Prints each function's µs per call in the best run and the median one.

    python benchmarks/umh.py [--runs N] [--perfil]

``--perfil`` prints the ruleset's functions that took the most time of their own (cProfile, one more run).
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import statistics
import time
from collections.abc import Callable
from dataclasses import replace
from functools import partial
from pathlib import Path

from core import storage
from core.battle import BattleView, Resolution
from core.dice import ScriptedSource
from core.ruleset import Action
from core.rulesets.umh import RULESET
from core.runner import apply_step, build_battle

REPO = Path(__file__).resolve().parent.parent
SCRIPTS = [*sorted((REPO / "tests" / "golden" / "umh").glob("*.json")), REPO / "docs" / "ejemplos" / "umh.json"]

Llamadas = dict[str, list[Callable[[], object]]]


def _resolver(view: BattleView, action: Action, dice: list[int]) -> Callable[[], object]:
    def call() -> object:
        ctx = Resolution(view.state, view.combatants, view.options, ScriptedSource(list(dice)))
        try:
            RULESET.resolve(ctx, action)
        except Exception:  # a step that runs out of dice: the golden refuses it afterwards
            return None
        return ctx

    return call


def llamadas() -> Llamadas:
    """The calls of every function, each a closure over the view before one step."""
    calls: Llamadas = {"check": [], "legal_actions": [], "reactions": [], "resolve": []}
    for path in SCRIPTS:
        data = storage.read_json(path)
        data.pop("esperado", None)
        battle, steps = build_battle(data, path.parent)
        for step in steps:
            view = battle.view
            try:
                action: Action | None = Action.from_json(step)
            except (KeyError, TypeError, ValueError):
                action = None
            if action is not None:
                calls["check"].append(partial(RULESET.check, view, action))
                if view.turn is not None:
                    calls["legal_actions"].append(partial(RULESET.legal_actions, view, view.turn))
                if battle.why_not(action) is None:
                    bare = replace(action, respuesta=None)
                    if action.objetivos:
                        calls["reactions"].append(partial(RULESET.reactions, view, bare))
                    calls["resolve"].append(_resolver(view, action, list(step.get("dados", []))))
            if apply_step(battle, step):
                break
    return calls


def medir(calls: Llamadas) -> dict[str, float]:
    """µs of CPU per call of each function, all its calls made once."""
    out: dict[str, float] = {}
    for name, group in calls.items():
        start = time.process_time()
        for call in group:
            call()
        out[name] = (time.process_time() - start) / max(len(group), 1) * 1e6
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--perfil", action="store_true")
    args = parser.parse_args()
    calls = llamadas()
    sizes = ", ".join(f"{name} {len(group)}" for name, group in calls.items())
    print(f"{len(SCRIPTS)} guiones; llamadas por vuelta: {sizes}")
    runs = [medir(calls) for _ in range(args.runs)]
    print(f"{'':14} {'mejor':>7} {'mediana':>8}  (µs por llamada, {args.runs} vueltas)")
    for name in calls:
        best, middle = min(r[name] for r in runs), statistics.median(r[name] for r in runs)
        print(f"{name:14} {best:7.0f} {middle:8.0f}")
    if args.perfil:
        profile = cProfile.Profile()
        profile.runcall(medir, calls)
        pstats.Stats(profile).sort_stats("tottime").print_stats("rulesets/umh", 25)


if __name__ == "__main__":
    main()
