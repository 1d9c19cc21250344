"""Benchmark: time to check and resolve one action, per ruleset, from its example script.

Runs every step of ``docs/ejemplos/<reglas>.json`` many times (rebuilding the battle each
round) and prints the mean time per applied action, and the time the battle window waits for
after each action: the legal actions of whoever acts next, with their reasons and choices.

    python benchmarks/motor.py [reglas...]
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from core import registry, storage
from core.runner import apply_step, build_battle

EXAMPLES = Path(__file__).resolve().parent.parent / "docs" / "ejemplos"


def measure(rules_id: str, rounds: int = 200) -> tuple[int, float, float]:
    path = EXAMPLES / f"{rules_id}.json"
    data = storage.read_json(path)
    applied = 0
    elapsed = 0.0
    listing = 0.0
    for _ in range(rounds):
        battle, steps = build_battle(data, path.parent)
        for step in steps:
            start = time.perf_counter()
            refused = apply_step(battle, step)
            elapsed += time.perf_counter() - start
            if refused:
                break
            applied += 1
            start = time.perf_counter()
            battle.legal_actions()
            listing += time.perf_counter() - start
    return applied // rounds, elapsed / max(applied, 1), listing / max(applied, 1)


def main(ids: list[str]) -> None:
    for rules_id in ids or [r.id for r in registry.available()]:
        if not (EXAMPLES / f"{rules_id}.json").exists():
            print(f"{rules_id}: sin guion de ejemplo")
            continue
        steps, per_action, per_listing = measure(rules_id)
        print(
            f"{rules_id}: {steps} acciones por batalla, {per_action * 1e6:.0f} µs por acción (comprobar + resolver), "
            f"{per_listing * 1e3:.2f} ms para listar las acciones legales de quien sigue"
        )


if __name__ == "__main__":
    main(sys.argv[1:])
