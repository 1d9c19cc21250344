"""Benchmark: µs per call of encuentro's ``check``, ``legal_actions``, ``reactions`` and ``resolve``.

The calls the battle window and the runner make over every step of the encuentro goldens (tests/golden/encuentro)
and the example battle (docs/ejemplos/encuentro.json), each on the state before its step: ``check`` of the step,
``legal_actions`` of whoever is on turn, ``reactions`` of the step without an answer (when it is accepted: an
attack's Esquiva, anything else's Respuestas) and ``resolve`` of it with its recorded dice. The states are
gathered once; a run makes every call once, timed in CPU time of this process (the machine is shared). Prints,
per function, the µs per call of the best run and of every run.

    python benchmarks/encuentro.py [--runs N] [--perfil]

``--perfil``: one more run under cProfile, the encuentro functions with most time of their own.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import time
from collections import defaultdict
from collections.abc import Callable
from dataclasses import replace
from functools import partial
from pathlib import Path

from core import storage
from core.battle import BattleView, Resolution
from core.dice import ScriptedSource
from core.ruleset import Action
from core.rulesets.encuentro import RULESET
from core.runner import apply_step, build_battle

REPO = Path(__file__).resolve().parent.parent
GUIONES = [
    *sorted((REPO / "tests" / "golden" / "encuentro").glob("*.json")),
    REPO / "docs" / "ejemplos" / "encuentro.json",
]
FUNCIONES = ("check", "legal_actions", "reactions", "resolve")


def _resolver(view: BattleView, action: Action, dados: list[int]) -> Callable[[], object]:
    """``resolve`` of ``action`` on a fresh working copy of ``view`` (a step short of dice stops where it runs out)."""

    def llamada() -> object:
        ctx = Resolution(view.state, view.combatants, view.options, ScriptedSource(list(dados)))
        try:
            RULESET.resolve(ctx, action)
        except Exception:  # the golden refuses that step afterwards; only the time counts
            return None
        return ctx

    return llamada


def reunir() -> dict[str, list[Callable[[], object]]]:
    """Every call to time, by function, each bound to the view before its step."""
    por_funcion: dict[str, list[Callable[[], object]]] = defaultdict(list)
    for path in GUIONES:
        guion = {clave: v for clave, v in storage.read_json(path).items() if clave != "esperado"}
        battle, pasos = build_battle(guion, path.parent)
        for paso in pasos:
            view = battle.view
            action = Action.from_json(paso)
            por_funcion["check"].append(partial(RULESET.check, view, action))
            if view.turn is not None:
                por_funcion["legal_actions"].append(partial(RULESET.legal_actions, view, view.turn))
            if battle.why_not(action) is None:
                por_funcion["reactions"].append(partial(RULESET.reactions, view, replace(action, respuesta=None)))
                por_funcion["resolve"].append(_resolver(view, action, list(paso.get("dados", []))))
            if apply_step(battle, paso) is not None:
                break
    return por_funcion


def _segundos(llamadas: list[Callable[[], object]]) -> float:
    """CPU seconds of making every call once."""
    inicio = time.process_time()
    for llamada in llamadas:
        llamada()
    return time.process_time() - inicio


def una_vuelta(por_funcion: dict[str, list[Callable[[], object]]]) -> dict[str, float]:
    """µs of CPU per call of each function, every call made once."""
    return {n: _segundos(por_funcion[n]) * 1e6 / max(len(por_funcion[n]), 1) for n in FUNCIONES}


def main() -> None:
    opciones = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    opciones.add_argument("--runs", type=int, default=5, help="vueltas (la mejor cuenta)")
    opciones.add_argument("--perfil", action="store_true", help="una vuelta más con cProfile")
    args = opciones.parse_args()
    por_funcion = reunir()
    cuantas = ", ".join(f"{n} {len(por_funcion[n])}" for n in FUNCIONES)
    print(f"{len(GUIONES)} guiones; llamadas por vuelta: {cuantas}")
    vueltas = [una_vuelta(por_funcion) for _ in range(args.runs)]
    for nombre in FUNCIONES:
        todas = ", ".join(f"{v[nombre]:.0f}" for v in vueltas)
        print(f"{nombre:14} {min(v[nombre] for v in vueltas):8.0f} µs por llamada   (vueltas: {todas})")
    if args.perfil:
        _perfil(por_funcion)


def _perfil(por_funcion: dict[str, list[Callable[[], object]]]) -> None:
    """One more run under cProfile: the 25 encuentro functions with most time of their own."""
    perfil = cProfile.Profile()
    perfil.runcall(una_vuelta, por_funcion)
    pstats.Stats(perfil).sort_stats("tottime").print_stats("rulesets/encuentro", 25)


if __name__ == "__main__":
    main()
