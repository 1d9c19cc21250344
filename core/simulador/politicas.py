"""Policies: who plays a side in a simulated battle, choosing only among what the rules allow.

A policy sees the battle through the same queries as the battle window (``Battle.legal_actions``,
``ActionOption.objetivos/params/campos``, ``Ruleset.step_fields``, ``Battle.reactions``) and every
choice it makes goes through ``Battle.why_not`` before ``Battle.apply`` resolves it: a policy can
choose badly, never illegally. See docs/simulador.md to add one.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import Protocol

from core.battle import Battle, BattleView, Resolution
from core.contract import check_step
from core.dice import RandomSource
from core.ruleset import Action, ActionOption, JsonValue, ReactionOption
from core.simulador.medida import Measure
from core.simulador.posicion import DRAW_SCORE, WIN_SCORE, Gauge, position


@dataclass(frozen=True)
class Choice:
    """An action a policy chose, with what the statistics call it.

    ``kind`` is the action id and the option's fixed parameters (``poder (Rayo)``); ``etiqueta``
    the option's label as the ruleset gives it.
    """

    action: Action
    kind: str
    etiqueta: str
    propuesta: bool = False
    """An unchecked proposal: the loop applies it and, if the engine refuses it, asks again."""


class Policy(Protocol):
    """What plays a side: one instance per side and battle (it may remember things within a battle)."""

    id: str

    def choose(self, battle: Battle, actor: str, rng: random.Random) -> Choice | None:
        """The action ``actor`` takes now (legal: ``battle.why_not`` accepts it), or None if it has none."""

    def react(self, battle: Battle, action: Action, options: Sequence[ReactionOption], rng: random.Random) -> JsonValue:
        """The ``respuesta`` the target of ``action`` gives, among ``options`` (each one legal).

        A policy with a true ``propone`` attribute may return unchecked proposals from ``choose``
        (``Choice.propuesta``) and receives in ``options`` a recent listing, legal or not then: the
        loop checks every answer with the engine and asks again without the refused one.
        """


@dataclass(frozen=True)
class Table:
    """What every policy of a battle may read besides the battle.

    ``gauge`` scores a position; ``espacio`` holds each combatant's options as listed once at the
    start of the encounter (:func:`initial_space`), the proposal space before its first listing;
    ``medida`` the vital values as they stand and the reactions listed for the present state.
    """

    gauge: Gauge
    espacio: Mapping[str, Sequence[_Shape]] = field(default_factory=dict)
    medida: Measure | None = None
    """The gauge's values of the battle as it stands, kept by the loop (see :class:`~.medida.Measure`)."""


PolicyFactory = Callable[[Table], Policy]


# -- what an option allows -------------------------------------------------------------------------
def field_values(battle: Battle, option: ActionOption, name: str) -> tuple[JsonValue, ...]:
    """The values a field of an option may take: the option's own list, else its declared step field."""
    listed = option.campos.get(name, ())
    if listed:
        return tuple(listed)
    declared = (battle.ruleset.step_fields(option.accion) or {}).get(name)
    if declared is None:
        return ()
    if declared.valores:
        return tuple(declared.valores)
    if declared.tipo == "si_no":
        return (False, True)
    if declared.tipo == "entero" and declared.minimo is not None and declared.maximo is not None:
        low, high = int(declared.minimo), int(declared.maximo)
        if high - low <= 10:
            return tuple(range(low, high + 1))
    return ()


def fixed_kind(option: ActionOption) -> str:
    """The statistics name of an option: its action and the fixed parameters it brings."""
    fixed = [str(v) for k, v in option.params.items() if k not in option.campos and v is not None]
    return f"{option.accion} ({', '.join(fixed)})" if fixed else option.accion


def target_choices(view: BattleView, actor: str, option: ActionOption) -> list[tuple[str, ...]]:
    """The targets to try: none, each combatant (enemies first), or for a group also every enemy."""
    if option.objetivos == 0:
        return [()]
    enemies = view.enemies(actor)
    singles: list[tuple[str, ...]] = [(c,) for c in [*enemies, *view.allies(actor), actor]]
    if option.objetivos < 0 and len(enemies) > 1:
        return [*singles, tuple(enemies)]
    return singles


def _with_fields(option: ActionOption, values: Mapping[str, JsonValue]) -> dict[str, JsonValue]:
    params = dict(option.params)
    for name, value in values.items():
        if value is None:
            params.pop(name, None)
        else:
            params[name] = value
    return params


@dataclass
class _Shape:
    """An option with the values each of its fields may take (None: the option cannot be filled).

    Only values a script step can carry are kept (``StepField.problem``), and an option whose fixed
    parameters no step can carry is left out, so every choice built from a shape is writable.
    """

    option: ActionOption
    fields: dict[str, tuple[JsonValue, ...]]

    @classmethod
    def of(
        cls,
        battle: Battle,
        option: ActionOption,
        made: dict[str, dict[str, tuple[JsonValue, ...]] | None] | None = None,
    ) -> _Shape | None:
        """The option's shape; a field no step of the action declares is left out (not writable).

        ``made``: the fields of options seen before (by action, parameters and field values), kept
        between listings: they depend on nothing else.
        """
        if made is None:
            fields = cls._fields(battle, option)
        else:
            key = repr((option.accion, sorted(option.params.items()), sorted(option.campos.items())))
            if key not in made:
                made[key] = cls._fields(battle, option)
            fields = made[key]
        return None if fields is None else cls(option, fields)

    @staticmethod
    def _fields(battle: Battle, option: ActionOption) -> dict[str, tuple[JsonValue, ...]] | None:
        declared = battle.ruleset.step_fields(option.accion)
        base = Action("", option.accion, params=_with_fields(option, {}))
        if check_step(battle.ruleset, base.to_json(), 0) is not None:
            return None
        fields: dict[str, tuple[JsonValue, ...]] = {}
        for name in option.campos:
            if declared is not None and name not in declared and name not in option.params:
                continue
            spec = declared.get(name) if declared is not None else None
            values = tuple(
                v for v in field_values(battle, option, name) if v is None or spec is None or spec.problem(v) is None
            )
            if not values:
                if name in option.params:
                    continue
                return None
            fields[name] = values
        return fields

    @cached_property
    def kind(self) -> str:
        """:func:`fixed_kind` of the option, worked out once."""
        return fixed_kind(self.option)

    def random_fields(self, rng: random.Random) -> dict[str, JsonValue]:
        return {name: values[rng.randrange(len(values))] for name, values in self.fields.items()}


def initial_space(battle: Battle) -> dict[str, list[_Shape]]:
    """Each combatant's options at the start of the battle, legal or not (for :attr:`Table.espacio`)."""
    return {
        cid: [s for o in battle.legal_actions(cid) if (s := _Shape.of(battle, o)) is not None]
        for cid in battle.combatants
    }


def _choice(
    actor: str, shape: _Shape, targets: tuple[str, ...], values: Mapping[str, JsonValue], propuesta: bool = False
) -> Choice:
    option = shape.option
    action = Action(actor, option.accion, targets, params=_with_fields(option, values))
    return Choice(action, shape.kind, option.etiqueta, propuesta)


def writable(battle: Battle, action: Action) -> bool:
    """Whether the action can be written as a script step (its fields are the declared ones)."""
    return check_step(battle.ruleset, action.to_json(), 0) is None


def legal_reactions(options: Sequence[ReactionOption]) -> list[ReactionOption]:
    return [o for o in options if o.legal]


def best_odds(options: Sequence[ReactionOption], rng: random.Random) -> ReactionOption | None:
    """The legal reaction with the best exact odds (ties at random); None when none has odds."""
    rated = [o for o in options if o.legal and o.probabilidad is not None]
    if not rated:
        return None
    top = max(o.probabilidad or 0.0 for o in rated)
    best = [o for o in rated if (o.probabilidad or 0.0) >= top - 1e-12]
    return best[rng.randrange(len(best))]


# -- the options of an actor ----------------------------------------------------------------------
@dataclass
class Listing:
    """An actor's options as ``Battle.legal_actions`` lists them, read again every ``refresco`` turns.

    Listing every option with its reasons is the dearest query of some rulesets (several times
    an action's own check and resolution), so a policy reads it every few turns of the actor and
    checks each choice with ``Battle.why_not`` against the battle as it is now: a stale listing
    never makes an illegal choice, it only may miss a choice that appeared since (and options
    listed as not legal then are tried too). ``refresco`` 1 reads it every turn.
    """

    refresco: int = 4
    _cache: dict[str, tuple[int, list[_Shape]]] = field(default_factory=dict)
    _turns: dict[str, int] = field(default_factory=dict)
    _made: dict[str, dict[str, tuple[JsonValue, ...]] | None] = field(default_factory=dict)

    def new_turn(self, actor: str) -> None:
        self._turns[actor] = self._turns.get(actor, 0) + 1

    def shapes(self, battle: Battle, actor: str, *, fresh: bool = False) -> tuple[list[_Shape], bool]:
        """The shapes to try, and whether they were listed just now (then only the legal ones)."""
        turn = self._turns.get(actor, 0)
        cached = self._cache.get(actor)
        if cached is not None and not fresh and turn - cached[0] < self.refresco:
            return list(cached[1]), False
        shapes = [s for o in battle.legal_actions(actor) if (s := _Shape.of(battle, o, self._made)) is not None]
        self._cache[actor] = (turn, shapes)
        return [s for s in shapes if s.option.legal], True

    def every(self, battle: Battle, actor: str, start: Sequence[_Shape] | None = None) -> list[_Shape]:
        """Every option of the last listing, legal or not then (read again when it is stale).

        ``start``: the actor's options listed at the start of the encounter, taken as its first listing.
        """
        turn = self._turns.get(actor, 0)
        cached = self._cache.get(actor)
        if cached is None and start:
            cached = self._cache[actor] = (turn, list(start))
        if cached is None or turn - cached[0] >= self.refresco:
            self.shapes(battle, actor, fresh=True)
        return self._cache[actor][1]


def _first_accepted(
    battle: Battle, actor: str, shape: _Shape, rng: random.Random, tries: int = 8, known: dict[str, bool] | None = None
) -> Choice | None:
    """A choice of this shape the engine accepts now: targets in random order, enemies first.

    ``known``: whether each action (by its JSON) is writable as a step, kept between calls.
    """
    view = battle.view
    targets = target_choices(view, actor, shape.option)
    enemies = set(view.enemies(actor))
    hostile = [t for t in targets if not t or enemies.intersection(t)]
    friendly = [t for t in targets if t and not enemies.intersection(t)]
    rng.shuffle(hostile)
    rng.shuffle(friendly)
    ordered = hostile + friendly
    attempts = max(len(ordered), min(tries, 2 * len(ordered))) if shape.fields else len(ordered)
    for attempt in range(attempts):
        who = ordered[attempt % len(ordered)]
        choice = _choice(actor, shape, who, shape.random_fields(rng) if shape.fields else {})
        if known is None:
            ok = writable(battle, choice.action)
        else:
            key = repr(choice.action.to_json())
            if key not in known:
                known[key] = writable(battle, choice.action)
            ok = known[key]
        if ok and battle.why_not(choice.action) is None:
            return choice
    return None


# -- aleatoria ------------------------------------------------------------------------------------
@dataclass
class RandomPolicy:
    """``aleatoria``: uniform among the options and targets the engine accepts now, fields at random.

    The proposal space is every (option, target) pair of the actor's last listing, legal or not
    then (see :class:`Listing`; a target among the combatants the option may name). Each turn it
    walks those pairs in random order, each with random field values, and the loop applies each
    proposal (``Battle.apply`` checks it) until the engine accepts one: so the choice is uniform
    among the pairs the engine accepts now, without listing every option with its reasons each
    turn. When the engine refuses every pair it lists the options again and tries the legal ones
    (checked with ``Battle.why_not``); None when none is accepted.

    Reactions: uniform among the legal options of a recent listing of ``Battle.reactions`` for that
    kind of action and target (``propone``), checked by the loop.
    """

    table: Table
    listing: Listing = field(default_factory=lambda: Listing(refresco=64))
    id: str = "aleatoria"
    propone: bool = True
    """Its choices are unchecked proposals, its reactions taken from a recent listing."""
    _turn: tuple[int, str] | None = None
    _pairs: list[tuple[_Shape, tuple[str, ...]]] = field(default_factory=list)
    _ready: dict[tuple[str, int], Choice] = field(default_factory=dict)
    """The proposal of each pair of the actor's listing that has no fields to draw, made once."""
    _left: list[int] = field(default_factory=list)
    _listed: list[_Shape] | None = None

    def choose(self, battle: Battle, actor: str, rng: random.Random) -> Choice | None:
        turn = (len(battle.entries), actor)
        if turn != self._turn:
            self._turn = turn
            self.listing.new_turn(actor)
            shapes = self.listing.every(battle, actor, self.table.espacio.get(actor))
            if shapes is not self._listed:
                view = battle.view
                self._listed = shapes
                self._pairs = [(s, t) for s in shapes for t in target_choices(view, actor, s.option)]
                self._ready = {}
            self._left = list(range(len(self._pairs)))
        if self._left:
            left = self._left
            at = rng.randrange(len(left))
            left[at], left[-1] = left[-1], left[at]
            at = left.pop()
            shape, targets = self._pairs[at]
            if shape.fields:
                return _choice(actor, shape, targets, shape.random_fields(rng), propuesta=True)
            ready = self._ready.get((actor, at))
            if ready is None:
                ready = self._ready[(actor, at)] = _choice(actor, shape, targets, {}, propuesta=True)
            return ready
        if self._turn is not None and self._turn[0] < 0:
            return None
        self._turn = (-1, actor)
        pool = self.listing.shapes(battle, actor, fresh=True)[0]
        while pool:
            found = _first_accepted(battle, actor, pool.pop(rng.randrange(len(pool))), rng)
            if found is not None:
                return found
        return None

    def react(self, battle: Battle, action: Action, options: Sequence[ReactionOption], rng: random.Random) -> JsonValue:
        legal = legal_reactions(options)
        return legal[rng.randrange(len(legal))].respuesta if legal else None


# -- sensata --------------------------------------------------------------------------------------
@dataclass
class LookaheadPolicy:
    """``sensata``: tries legal choices on a copy of the battle with sampled dice, keeps the best.

    Candidates: one accepted choice of each option in random order (a target, field values),
    then further variants of the options that have targets or fields to vary, up to
    ``candidatos``. Each is resolved ``muestras`` times on a copy of the battle with random
    dice, its target answering with its best-odds reaction; the candidate that leaves its side's
    position (:func:`core.simulador.posicion.position`) best on average wins. Reactions: the best
    exact odds; when the ruleset gives none, the same lookahead from the target's side.
    """

    table: Table
    candidatos: int = 8
    muestras: int = 1
    variantes: int = 2
    listing: Listing = field(default_factory=lambda: Listing(refresco=2))
    id: str = "sensata"
    _writable: dict[str, bool] = field(default_factory=dict)

    def choose(self, battle: Battle, actor: str, rng: random.Random) -> Choice | None:
        self.listing.new_turn(actor)
        shapes, fresh = self.listing.shapes(battle, actor)
        legal = self._candidates(battle, actor, shapes, rng)
        if not legal and not fresh:
            legal = self._candidates(battle, actor, self.listing.shapes(battle, actor, fresh=True)[0], rng)
        if len(legal) <= 1:
            return legal[0] if legal else None
        side = battle.view.side(actor)
        scored = [(self._score(battle, c.action, side, rng), rng.random(), c) for c in legal]
        return max(scored, key=lambda item: (item[0], item[1]))[2]

    def _candidates(self, battle: Battle, actor: str, shapes: list[_Shape], rng: random.Random) -> list[Choice]:
        rng.shuffle(shapes)
        found: dict[str, Choice] = {}
        for round_ in range(self.variantes):
            for shape in shapes:
                if len(found) >= self.candidatos:
                    return list(found.values())
                if round_ and not shape.fields and shape.option.objetivos == 0:
                    continue
                choice = _first_accepted(battle, actor, shape, rng, known=self._writable)
                if choice is not None:
                    found.setdefault(repr(choice.action.to_json()), choice)
        return list(found.values())

    def _reactions(self, battle: Battle, action: Action) -> list[ReactionOption]:
        medida = self.table.medida
        return medida.reactions(battle, action) if medida is not None else battle.reactions(action)

    def _score(self, battle: Battle, action: Action, side: str, rng: random.Random) -> float:
        if action.objetivos:
            reply = best_odds(self._reactions(battle, action), rng)
            if reply is not None:
                answered = replace(action, respuesta=reply.respuesta)
                if battle.why_not(answered) is None:
                    action = answered
        return sum(self._sample(battle, action, side, rng) for _ in range(self.muestras)) / self.muestras

    def _sample(self, battle: Battle, action: Action, side: str, rng: random.Random) -> float:
        ctx = Resolution(battle.state, battle.combatants, battle.options, RandomSource(rng.getrandbits(32)))
        try:
            battle.ruleset.resolve(ctx, action)
        except Exception:  # a refusal, a dice error, or an engine that crashes here: never choose it
            return float("-inf")
        view = BattleView(ctx.state, battle.combatants, battle.options)
        medida = self.table.medida
        if medida is None or medida.state is not battle.state:
            return position(battle.ruleset, self.table.gauge, view, side)
        outcome = battle.ruleset.outcome(view)
        if outcome is not None:
            return DRAW_SCORE if outcome.ganador is None else WIN_SCORE if outcome.ganador == side else -WIN_SCORE
        return medida.peek(view, ctx.events, side)

    def react(self, battle: Battle, action: Action, options: Sequence[ReactionOption], rng: random.Random) -> JsonValue:
        legal = legal_reactions(options)
        if not legal:
            return None
        best = best_odds(legal, rng)
        if best is not None:
            return best.respuesta
        if len(legal) == 1 or action.objetivo is None:
            return legal[0].respuesta
        side = battle.view.side(action.objetivo)
        scored = []
        for option in legal:
            answered = replace(action, respuesta=option.respuesta)
            if battle.why_not(answered) is not None:
                continue
            value = sum(self._sample(battle, answered, side, rng) for _ in range(self.muestras)) / self.muestras
            scored.append((value, rng.random(), option.respuesta))
        return max(scored, key=lambda item: (item[0], item[1]))[2] if scored else legal[0].respuesta


POLICIES: dict[str, PolicyFactory] = {
    "aleatoria": lambda table: RandomPolicy(table),
    "sensata": lambda table: LookaheadPolicy(table),
}
"""The policies by id; add one here (see docs/simulador.md)."""
