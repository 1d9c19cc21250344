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

from core.battle import Battle, Entry, IllegalAction
from core.dice import DiceError, RandomSource
from core.ruleset import Action, JsonValue, ReactionOption
from core.simulador.medida import Measure
from core.simulador.politicas import Choice, Policy
from core.simulador.posicion import Gauge

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
    measure: Measure | None = None,
) -> BattleResult:
    """Play ``battle`` to its end (or the round limit); ``policies`` by side.

    ``measure``: the one the policies read (:attr:`~.politicas.Table.medida`), kept up to date here.
    """
    rng = random.Random(policy_seed)
    dice = RandomSource(dice_seed)
    view = battle.view
    first = view.turn
    result = BattleResult(index, None, False, view.round, 0, view.side(first) if first else None)
    limit = ACTIONS_PER_ROUND_LIMIT * max(1, len(battle.combatants)) * max(1, max_rounds)
    measure = measure or Measure(gauge, battle)
    reactions = ReactionListings(medida=measure)
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
        try:
            taken = _take_turn(battle, actor, policies, rng, dice, result, reactions)
        except (IllegalAction, DiceError):
            result.rechazos += 1
            result.motivo = "atasco"
            break
        except _EngineError as error:  # a ruleset that crashes on a checked action: reported, not fatal
            result.errores.append(str(error))
            result.motivo = "error_del_motor"
            break
        if taken is None:
            result.motivo = "atasco"
            break
        choice, entry = taken
        result.acciones += 1
        standing = measure.position(side)
        before = measure.update(battle, entry)
        tally = result.tallies.setdefault((actor, choice.kind), ActionTally(etiqueta=choice.etiqueta))
        tally.veces += 1
        if before:
            tally.danio += measure.damage(before, actor)
            tally.efecto += measure.position(side) - standing
        if record and entry.accion is not None:
            result.pasos.append({**entry.accion.to_json(), "dados": list(entry.dados)})
    return result


PROPOSALS_LIMIT = 1000
"""Proposals a policy may make in one turn before the battle counts as stuck."""


class _EngineError(Exception):
    """The engine raised on an action: the action and the error, for the report."""


@dataclass
class ReactionListings:
    """The legal options of ``Battle.reactions`` by target, actor and kind of action, kept a while.

    Listing every reaction with its odds is dearer than checking one, so for a policy that
    ``propone`` the loop answers from a listing read again every ``refresco`` uses; an answer the
    engine refuses is taken out of it until then (see :func:`_apply_answered`).
    """

    refresco: int = 16
    medida: Measure | None = None
    """Where the reactions of the battle as it stands were listed already (by ``sensata``)."""
    _cache: dict[tuple[str, str, str, str], list[Any]] = field(default_factory=dict)

    @staticmethod
    def _key(action: Action) -> tuple[str, str, str, str]:
        return (action.objetivo or "", action.actor, action.accion, repr(sorted(action.params.items())))

    def options(self, battle: Battle, action: Action, *, fresh: bool = False) -> tuple[list[ReactionOption], bool]:
        """The legal options to answer from, and whether they were listed just now."""
        key = self._key(action)
        entry = self._cache.get(key)
        if entry is None or fresh or entry[0] >= self.refresco:
            entry = [0, [o for o in self.now(battle, action) if o.legal]]
            self._cache[key] = entry
        entry[0] += 1
        return list(entry[1]), entry[0] == 1

    def now(self, battle: Battle, action: Action) -> list[ReactionOption]:
        """``Battle.reactions`` of the action now."""
        return self.medida.reactions(battle, action) if self.medida is not None else battle.reactions(action)

    def drop(self, action: Action, answer: JsonValue) -> None:
        entry = self._cache.get(self._key(action))
        if entry is not None:
            entry[1] = [o for o in entry[1] if o.respuesta != answer]


def _take_turn(
    battle: Battle,
    actor: str,
    policies: Mapping[str, Policy],
    rng: random.Random,
    dice: RandomSource,
    result: BattleResult,
    reactions: ReactionListings,
) -> tuple[Choice, Entry] | None:
    """The actor's policy chooses, the target's side reacts, the engine applies it (None: stuck).

    A proposal the engine refuses (``Choice.propuesta``) is not a refusal: the policy proposes again.
    """
    policy = policies[battle.view.side(actor)]
    for _ in range(PROPOSALS_LIMIT):
        choice = policy.choose(battle, actor, rng)
        if choice is None:
            return None
        try:
            entry = _apply_answered(battle, choice, policies, rng, dice, result, reactions)
        except (IllegalAction, DiceError):
            raise
        except Exception as error:
            raise _EngineError(f"{choice.action.to_json()}: {type(error).__name__}: {error}") from error
        if entry is not None:
            return choice, entry
    return None


def _apply_answered(
    battle: Battle,
    choice: Choice,
    policies: Mapping[str, Policy],
    rng: random.Random,
    dice: RandomSource,
    result: BattleResult,
    reactions: ReactionListings,
) -> Entry | None:
    """Apply the choice with the reaction its (first) target's side chooses; None: a refused proposal.

    A policy that ``propone`` answers among a recent listing of the reactions; any other among
    the legal ones listed now. An answer the engine refuses with this action is taken out and the
    side chooses again; one ``Battle.reactions`` had just listed as legal counts in
    ``reacciones_rechazadas``. The engine's own check inside ``Battle.apply`` is the only check of
    an accepted proposal; ``Battle.why_not`` of the bare action tells a refused proposal from a
    refused answer.
    """
    action = choice.action
    checked = not choice.propuesta
    target = action.objetivo
    if target is None:
        return _apply(battle, action, dice, checked)
    policy = policies[battle.view.side(target)]
    proposes = bool(getattr(policy, "propone", False))
    if not checked:
        if battle.why_not(action) is not None:
            return None
        checked = True
    if proposes:
        options, fresh = reactions.options(battle, action)
    else:
        options, fresh = [o for o in reactions.now(battle, action) if o.legal], True
    refused: list[JsonValue] = []
    while True:
        answer = policy.react(battle, action, options, rng) if options else None
        if answer is None:
            return _apply(battle, action, dice, checked)
        try:
            return battle.apply(replace(action, respuesta=answer), dice)
        except IllegalAction:
            refused.append(answer)
        if fresh:
            result.reacciones_rechazadas += 1
        if proposes:
            reactions.drop(action, answer)
        options = [o for o in options if o.respuesta not in refused]
        if not options and not fresh:
            options, fresh = reactions.options(battle, action, fresh=True)
            options = [o for o in options if o.respuesta not in refused]
            for answer in refused:
                reactions.drop(action, answer)


def _apply(battle: Battle, action: Action, dice: RandomSource, checked: bool) -> Entry | None:
    """Apply the action; a refused unchecked proposal gives None, a refused checked one raises."""
    try:
        return battle.apply(action, dice)
    except IllegalAction:
        if checked:
            raise
        return None
