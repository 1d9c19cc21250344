"""Benchmark: µs per call of epic20's ``check``, ``legal_actions``, ``reactions`` and ``resolve``.

The calls are the ones the golden scripts and the example battle make: before each accepted step, ``check`` of
that step, ``legal_actions`` of every combatant (what the battle window lists), ``reactions`` of the step and
``resolve`` of it with its recorded dice. Each run times every call once; the figures are the best and the median
run of ``--runs`` (the states are built once, so the runs only time the four calls; CPU time of the process, steadier
than the wall clock on a shared machine).

    python benchmarks/epic20.py [--runs N] [--muestra K] [--perfil]

``--muestra K`` takes one golden of every K (1: all of them); ``--perfil`` prints the functions that took the most
time (cProfile, cumulative) in one more run.
"""

from __future__ import annotations

import argparse
import cProfile
import json
import pstats
import statistics
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

from core.battle import BattleView, Combatant, Resolution
from core.dice import ScriptedSource
from core.ruleset import Action, JsonValue
from core.rulesets.epic20 import RULESET
from core.runner import apply_step, build_battle

REPO = Path(__file__).resolve().parent.parent
SCRIPTS = [REPO / "docs" / "ejemplos" / "epic20.json", *sorted((REPO / "tests" / "golden" / "epic20").glob("*.json"))]

Caso = tuple[BattleView, Action, list[int], dict[str, Combatant], dict[str, JsonValue]]


def casos(muestra: int) -> list[Caso]:
    """(view before the step, the step's action, its dice) for every accepted step of the scripts."""
    found: list[Caso] = []
    for path in [SCRIPTS[0], *SCRIPTS[1::muestra]]:
        data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
        data.pop("esperado", None)
        data.pop("comentario", None)
        try:
            battle, steps = build_battle(data, path.parent)
        except Exception:  # a golden about the script reader's refusals
            continue
        for step in steps:
            view = battle.view
            if apply_step(battle, step) is not None:
                break
            action = battle.entries[-1].accion
            assert isinstance(action, Action)
            found.append((view, action, list(battle.entries[-1].dados), battle.combatants, battle.options))
    return found


def _resolver(
    view: BattleView, action: Action, dados: list[int], combatants: dict[str, Combatant], options: dict[str, JsonValue]
) -> None:
    RULESET.resolve(Resolution(view.state, combatants, options, ScriptedSource(dados)), action)


def _una_vuelta(todos: list[Caso]) -> dict[str, tuple[float, int]]:
    tiempos: dict[str, tuple[float, int]] = {}

    def medir(nombre: str, llamada: Callable[[], object]) -> None:
        start = time.process_time()
        llamada()
        gastado, veces = tiempos.get(nombre, (0.0, 0))
        tiempos[nombre] = (gastado + time.process_time() - start, veces + 1)

    for view, action, dados, combatants, options in todos:
        medir("check", partial(RULESET.check, view, action))
        for cid in view.ids:
            medir("legal_actions", partial(RULESET.legal_actions, view, cid))
        medir("reactions", partial(RULESET.reactions, view, action))
        medir("resolve", partial(_resolver, view, action, dados, combatants, options))
    return tiempos


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--muestra", type=int, default=4)
    parser.add_argument("--perfil", action="store_true")
    args = parser.parse_args()
    todos = casos(args.muestra)
    vueltas = [_una_vuelta(todos) for _ in range(args.runs)]
    print(f"epic20: {len(todos)} pasos, {args.runs} vueltas (µs por llamada: mejor / mediana)")
    for nombre in ("check", "legal_actions", "reactions", "resolve"):
        por_llamada = [v[nombre][0] / v[nombre][1] * 1e6 for v in vueltas]
        veces = vueltas[0][nombre][1]
        print(f"  {nombre:14} {min(por_llamada):8.0f} / {statistics.median(por_llamada):8.0f}   ({veces} llamadas)")
    if args.perfil:
        perfil = cProfile.Profile()
        perfil.runcall(_una_vuelta, todos)
        pstats.Stats(perfil).sort_stats("cumulative").print_stats(35)


if __name__ == "__main__":
    main()
