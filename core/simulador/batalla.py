"""One simulated battle: whose turn it is, what its side's policy chooses, the reaction, the dice.

The loop asks ``battle.view.turn`` who acts, lets that side's policy choose, lets the target's side
choose the reaction among the legal ones, and applies the action through ``Battle.apply`` with
random dice. It stops at the end of the battle (``Battle.outcome``), at the round limit, or when
nobody can act. What each action did is measured from the change of the declared vital values.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from core.battle import Battle, IllegalAction
from core.dice import DiceError, RandomSource
from core.ruleset import Action
from core.simulador.politicas import Policy
from core.simulador.posicion import Gauge, damage_dealt, live_of_all, position_from

ACTIONS_PER_ROUND_LIMIT = 60
"""A battle whose round never ends (more than this many actions per combatant and round) is stopped."""


@dataclass
class ActionTally:
    """What one kind of action of one combatant did over a battle (or many)."""

    veces: int = 0
    danio: float = 0.0
    efecto: float = 0.0
    etiqueta: str = ""

    def add(self, other: ActionTally) -> None:
        self.veces += other.veces
        self.danio += other.danio
        self.efecto += other.efecto
        self.etiqueta = self.etiqueta or other.etiqueta


@dataclass
class BattleResult:
    """The end of one simulated battle, small enough to send back from a worker process."""

    indice: int
    ganador: str | None
    terminada: bool
    rondas: int
    acciones: int
    primero: str | None
    """The side of whoever acted first."""
    rechazos: int = 0
    """Actions the engine refused after the policy chose them (a policy bug if ever above 0)."""
    reacciones_rechazadas: int = 0
    """Reactions listed as legal that the engine refused with the action (the side chose again)."""
    motivo: str = ""
    """Why an unfinished battle stopped: ``rondas`` (the limit), ``atasco`` (nobody could act)."""
    errores: list[str] = field(default_factory=list)
    """An engine that raised on an action it had accepted: the action and the error."""
    tallies: dict[tuple[str, str], ActionTally] = field(default_factory=dict)
    pasos: list[dict[str, Any]] = field(default_factory=list)
    """The applied steps with their dice, when the battle was recorded."""


def play(
    battle: Battle,
    policies: Mapping[str, Policy],
    gauge: Gauge,
    *,
    dice_seed: int,
    policy_seed: int,
    max_rounds: int,
    index: int = 0,
    record: bool = False,
) -> BattleResult:
    """Play ``battle`` to its end (or the round limit); ``policies`` by side."""
    rng = random.Random(policy_seed)
    dice = RandomSource(dice_seed)
    view = battle.view
    first = view.turn
    result = BattleResult(index, None, False, view.round, 0, view.side(first) if first else None)
    limit = ACTIONS_PER_ROUND_LIMIT * max(1, len(battle.combatants)) * max(1, max_rounds)
    values = live_of_all(battle.ruleset, view)
    while True:
        outcome = battle.outcome()
        view = battle.view
        result.rondas = view.round
        if outcome is not None:
            result.ganador, result.terminada = outcome.ganador, True
            break
        if view.round > max_rounds or result.acciones >= limit:
            result.rondas = min(view.round, max_rounds)
            result.motivo = "rondas"
            break
        actor = view.turn
        if actor is None:
            result.motivo = "atasco"
            break
        side = view.side(actor)
        choice = policies[side].choose(battle, actor, rng)
        if choice is None:
            result.motivo = "atasco"
            break
        action = _answered(battle, choice.action, policies, rng, result)
        try:
            entry = battle.apply(action, dice)
        except (IllegalAction, DiceError):
            result.rechazos += 1
            result.motivo = "atasco"
            break
        except Exception as error:  # a ruleset that crashes on a checked action: reported, not fatal
            result.errores.append(f"{action.to_json()}: {type(error).__name__}: {error}")
            result.motivo = "error_del_motor"
            break
        result.acciones += 1
        after = live_of_all(battle.ruleset, battle.view)
        tally = result.tallies.setdefault((actor, choice.kind), ActionTally(etiqueta=choice.etiqueta))
        tally.veces += 1
        tally.danio += damage_dealt(gauge, values, after, battle.view.enemies(actor))
        tally.efecto += position_from(gauge, battle.view, after, side) - position_from(gauge, view, values, side)
        values = after
        if record and entry.accion is not None:
            result.pasos.append({**entry.accion.to_json(), "dados": list(entry.dados)})
    return result


def _answered(
    battle: Battle, action: Action, policies: Mapping[str, Policy], rng: random.Random, result: BattleResult
) -> Action:
    """The action with the reaction its (first) target's side chooses, where the rules give one.

    A reaction ``Battle.reactions`` lists as legal but ``Battle.why_not`` refuses with this action
    is taken out and the side chooses again (counted in ``reacciones_rechazadas``).
    """
    target = action.objetivo
    if target is None:
        return action
    options = [o for o in battle.reactions(action) if o.legal]
    policy = policies[battle.view.side(target)]
    while options:
        answer = policy.react(battle, action, options, rng)
        if answer is None:
            return action
        answered = replace(action, respuesta=answer)
        if battle.why_not(answered) is None:
            return answered
        result.reacciones_rechazadas += 1
        options = [o for o in options if o.respuesta != answer]
    return action
