"""Many battles of one encounter: the set-up, a seed per battle, worker processes, the saved script.

Battle ``i`` of a simulation with seed ``s`` draws its dice and its policies' choices from seeds
derived from ``(s, i)`` only, so its course is the same whichever process runs it and however
many there are; the figures are summed in the order of the index (:mod:`.estadisticas`).
"""

from __future__ import annotations

import multiprocessing
import os
import random
import sys
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from core.battle import Battle, Combatant, IllegalAction
from core.dice import DiceError, RandomSource
from core.i18n import tr
from core.live import LiveValue
from core.runner import ScriptError, build_battle
from core.simulador.batalla import BattleResult, play
from core.simulador.estadisticas import summarize
from core.simulador.medida import Measure
from core.simulador.politicas import POLICIES, Policy, Table, initial_space
from core.simulador.posicion import Gauge, live_of_all, vital_declarations
from core.storage import LoadError, load_sheet

DEFAULT_POLICY = "sensata"
DEFAULT_MAX_ROUNDS = 30


class SimulationError(Exception):
    """The simulation cannot run as asked: a Spanish sentence for a person."""


class SimulationCancelled(Exception):
    """The caller asked to stop before every battle ran."""


@dataclass(frozen=True)
class Simulation:
    """What to simulate: a battle script without steps and how to play it.

    ``base`` is the folder the script's sheet paths are relative to; ``politicas`` maps a side to a
    policy id (a side not named plays ``politica``). With ``alternar`` and no ``orden`` in the
    script, odd battles list the combatants in reverse, so that the first mover alternates where
    the rules take the list order.
    """

    script: Mapping[str, Any]
    base: str = "."
    n: int = 100
    semilla: int = 0
    politica: str = DEFAULT_POLICY
    politicas: Mapping[str, str] = field(default_factory=dict)
    rondas_max: int = DEFAULT_MAX_ROUNDS
    alternar: bool = True


def script_from_sheets(paths: list[Path]) -> dict[str, Any]:
    """A script putting each sheet file on its own side, named ``A``, ``B``... in the order given."""
    if len(paths) < 2:
        raise SimulationError(tr("Hacen falta al menos dos fichas para simular una batalla."))
    if len(paths) > 26:
        raise SimulationError(tr("Como mucho se simulan 26 fichas, una por bando."))
    people = []
    rules: str | None = None
    for index, path in enumerate(paths):
        try:
            sheet = load_sheet(Path(path))
        except LoadError as error:
            raise SimulationError(str(error)) from None
        if rules is not None and sheet.reglas != rules:
            raise SimulationError(
                tr(
                    "Las fichas son de sistemas distintos: {first} y {other} ({path}).",
                    first=rules,
                    other=sheet.reglas,
                    path=Path(path).name,
                )
            )
        rules = sheet.reglas
        letter = chr(ord("A") + index)
        people.append({"id": letter, "bando": letter, "nombre": sheet.nombre, "ficha": str(Path(path).resolve())})
    return {"reglas": rules, "combatientes": people}


@dataclass
class Prepared:
    """A simulation checked once and ready to start battles (one per worker process)."""

    simulation: Simulation
    battle: Battle
    sides: list[str]
    policy_ids: dict[str, str]
    gauge_vitals: tuple[LiveValue, ...]
    avisos: list[str]
    espacio: dict[str, Any] = field(default_factory=dict)
    """Each combatant's options at the start (:func:`~core.simulador.politicas.initial_space`)."""

    def combatant_order(self, index: int) -> list[Combatant]:
        people = list(self.battle.combatants.values())
        forced = self.simulation.script.get("orden")
        if self.simulation.alternar and not forced and index % 2 == 1:
            people.reverse()
        return people

    def start(self, index: int, dice: RandomSource) -> Battle:
        forced = self.simulation.script.get("orden")
        battle = Battle.start(
            self.battle.ruleset,
            self.combatant_order(index),
            dice,
            dict(self.simulation.script.get("reglas_caseras") or {}),
            [str(o) for o in forced] if forced else None,
        )
        return battle


def prepare(simulation: Simulation) -> Prepared:
    """Check the script and the options; raise :class:`SimulationError` with the reason."""
    script = simulation.script
    if not isinstance(script, Mapping):
        raise SimulationError(tr("El guion debe ser un objeto JSON."))
    if script.get("pasos"):
        raise SimulationError(tr('El guion ya tiene "pasos": para simular, el guion no debe traer ninguno.'))
    if simulation.n < 1:
        raise SimulationError(tr("El número de batallas debe ser 1 o más."))
    if simulation.rondas_max < 1:
        raise SimulationError(tr("El límite de rondas debe ser 1 o más."))
    try:
        battle, _ = build_battle(dict(script), Path(simulation.base), RandomSource(0))
    except ScriptError as error:
        raise SimulationError(str(error)) from None
    sides = list(dict.fromkeys(c.bando for c in battle.combatants.values()))
    if len(sides) < 2:
        raise SimulationError(tr("Hacen falta al menos dos bandos para simular una batalla."))
    for side, policy in {"": simulation.politica, **simulation.politicas}.items():
        if side and side not in sides:
            raise SimulationError(
                tr("No hay ningún bando «{side}» (bandos: {sides}).", side=side, sides=", ".join(sides))
            )
        if policy not in POLICIES:
            raise SimulationError(
                tr("No hay ninguna política «{policy}» (políticas: {known}).", policy=policy, known=", ".join(POLICIES))
            )
    vitals = vital_declarations(battle.ruleset)
    avisos = list(battle.advertencias)
    if not vitals:
        avisos.append(
            tr(
                "{rules} aún no declara sus valores vitales: no se mide el daño y «sensata» solo ve el final.",
                rules=battle.ruleset.nombre,
            )
        )
    policy_ids = {side: simulation.politicas.get(side, simulation.politica) for side in sides}
    return Prepared(simulation, battle, sides, policy_ids, vitals, avisos, initial_space(battle))


def battle_seeds(semilla: int, index: int) -> tuple[int, int]:
    """The dice seed and the policies' seed of battle ``index``: from the seed and the index only."""
    rng = random.Random(f"gesta-simulador:{semilla}:{index}")
    return rng.getrandbits(64), rng.getrandbits(64)


@dataclass
class Started:
    """Battle ``index`` started, with its policies and the seeds its play draws from."""

    battle: Battle
    policies: dict[str, Policy]
    gauge: Gauge
    dice_seed: int
    policy_seed: int
    measure: Measure | None = None


def start_battle(prepared: Prepared, index: int) -> Started:
    """Start battle ``index`` of the simulation (the engine's start, before any action)."""
    dice_seed, policy_seed = battle_seeds(prepared.simulation.semilla, index)
    battle = prepared.start(index, RandomSource(dice_seed))
    gauge = Gauge(prepared.gauge_vitals, live_of_all(battle.ruleset, battle.view))
    measure = Measure(gauge, battle)
    table = Table(gauge, prepared.espacio, measure)
    policies: dict[str, Policy] = {side: POLICIES[pid](table) for side, pid in prepared.policy_ids.items()}
    return Started(battle, policies, gauge, random.Random(dice_seed).getrandbits(64), policy_seed, measure)


def play_started(prepared: Prepared, started: Started, index: int, *, record: bool = False) -> BattleResult:
    """Play a started battle to its end."""
    return play(
        started.battle,
        started.policies,
        started.gauge,
        dice_seed=started.dice_seed,
        policy_seed=started.policy_seed,
        max_rounds=prepared.simulation.rondas_max,
        index=index,
        record=record,
        measure=started.measure,
    )


def run_battle(prepared: Prepared, index: int, *, record: bool = False) -> tuple[BattleResult, Battle]:
    """Play battle ``index`` of the simulation."""
    started = start_battle(prepared, index)
    return play_started(prepared, started, index, record=record), started.battle


def battle_script(prepared: Prepared, index: int) -> dict[str, Any]:
    """Battle ``index`` as a battle script with its steps and dice (``gesta batalla ejecutar`` replays it)."""
    if not 0 <= index < prepared.simulation.n:
        raise SimulationError(
            tr("La batalla {index} no existe: van de 0 a {last}.", index=index, last=prepared.simulation.n - 1)
        )
    result, battle = run_battle(prepared, index, record=True)
    script = prepared.simulation.script
    people = []
    for combatant in battle.combatants.values():
        sheet = combatant.ficha.model_dump(mode="json", exclude={"retrato"})
        people.append({"id": combatant.id, "bando": combatant.bando, "nombre": combatant.nombre, "ficha": sheet})
    out: dict[str, Any] = {
        "reglas": battle.ruleset.id,
        "comentario": tr(
            "Batalla {index} de la simulación con semilla {seed}.", index=index, seed=prepared.simulation.semilla
        ),
        "reglas_caseras": dict(script.get("reglas_caseras") or {}),
    }
    if script.get("orden"):
        out["orden"] = list(script["orden"])
    out["dados_iniciales"] = list(battle.entries[0].dados)
    out["combatientes"] = people
    out["pasos"] = result.pasos
    return out


# -- many battles ---------------------------------------------------------------------------------
_WORKER: Prepared | None = None


def _init_worker(simulation: Simulation) -> None:
    global _WORKER
    _WORKER = prepare(simulation)


def _work(index: int) -> BattleResult:
    assert _WORKER is not None
    return run_battle(_WORKER, index)[0]


Progress = Callable[[int, int], None]


def default_processes() -> int:
    return max(1, os.cpu_count() or 1)


@dataclass(frozen=True)
class Execution:
    """How to run the battles: ``processes`` workers (None: every core; 1: in this process).

    ``progress(done, total)`` is called after each battle; ``cancelled()`` is asked as often,
    and a true answer stops the workers and raises :class:`SimulationCancelled`. ``context``
    names the multiprocessing start method (None: the platform's default).
    """

    processes: int | None = None
    progress: Progress | None = None
    cancelled: Callable[[], bool] | None = None
    context: str | None = None


def results(prepared: Prepared, execution: Execution | None = None) -> Iterator[BattleResult]:
    """Every battle's result in the order of its index (see :class:`Execution`)."""
    run = execution or Execution()
    total = prepared.simulation.n
    count = min(run.processes or default_processes(), total)
    done = 0
    if count <= 1:
        for index in range(total):
            if run.cancelled is not None and run.cancelled():
                raise SimulationCancelled
            yield run_battle(prepared, index)[0]
            done += 1
            if run.progress is not None:
                run.progress(done, total)
        return
    chunk = max(1, min(16, total // (count * 8)))
    ctx = multiprocessing.get_context(_start_method(run.context))
    with ctx.Pool(count, initializer=_init_worker, initargs=(prepared.simulation,)) as pool:
        for result in pool.imap(_work, range(total), chunksize=chunk):
            if run.cancelled is not None and run.cancelled():
                pool.terminate()
                raise SimulationCancelled
            yield result
            done += 1
            if run.progress is not None:
                run.progress(done, total)


def _start_method(context: str | None) -> str | None:
    """``fork`` for a frozen program on Linux, whatever the platform's default: its bundle leaves out
    PyInstaller's multiprocessing hook (packaging/gesta.spec), which a spawned or forkserver worker needs."""
    if context is None and getattr(sys, "frozen", False) and sys.platform.startswith("linux"):
        return "fork"
    return context


def simulate(simulation: Simulation, execution: Execution | None = None) -> dict[str, Any]:
    """Run the simulation and return its statistics as JSON-ready data (see docs/simulador.md)."""
    prepared = prepare(simulation)
    try:
        found = list(results(prepared, execution))
    except (IllegalAction, DiceError) as error:
        raise SimulationError(tr("La simulación se detuvo: {error}", error=error)) from None
    people = {cid: (c.nombre, c.bando) for cid, c in prepared.battle.combatants.items()}
    summary = summarize(found, prepared.sides, people)
    return {
        **summary,
        "semilla": simulation.semilla,
        "reglas": prepared.battle.ruleset.id,
        "rondas_max": simulation.rondas_max,
        "politicas": prepared.policy_ids,
        "avisos": prepared.avisos,
    }
