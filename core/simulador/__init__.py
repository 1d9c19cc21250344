"""Simulated battles: policies that play a side, many battles of one encounter, their statistics.

See docs/simulador.md. The battles go through the same engine as the battle window: every
choice a policy makes is checked by ``Battle.why_not`` and resolved by ``Battle.apply``.
"""

from core.simulador.estadisticas import wilson
from core.simulador.politicas import POLICIES, Choice, Policy, Table
from core.simulador.simulacion import (
    Execution,
    Simulation,
    SimulationCancelled,
    SimulationError,
    battle_script,
    prepare,
    script_from_sheets,
    simulate,
)

__all__ = [
    "POLICIES",
    "Choice",
    "Execution",
    "Policy",
    "Simulation",
    "SimulationCancelled",
    "SimulationError",
    "Table",
    "battle_script",
    "prepare",
    "script_from_sheets",
    "simulate",
    "wilson",
]
