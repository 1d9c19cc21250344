"""What each simulated action did, measured from the entry's own changes.

Reading every combatant's ``live_values`` after every action costs as much as a good part of the
action itself in some rulesets, so :class:`Measure` keeps the values the gauge reads (the declared
vital values, the ``fuera_si`` values and the maxima they name) and updates them from the
:class:`~core.events.Change` list of each applied entry: a value kept as such in the combatant's
live state (``("combatientes", cid, key)``, the same as ``live_values`` reports at the start, for
every combatant) is read again from the state only when a change touched it; a value the ruleset
derives (caballeros' ``fuera_de_combate``) makes every combatant a change touched be read again
through ``live_values``. The entry's events are complete (a saved battle is rebuilt from them), so
nothing else changed.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from core.battle import Battle, BattleView, Entry
from core.events import Event, State
from core.ruleset import Action, JsonValue, ReactionOption
from core.simulador.posicion import Gauge

_MISSING: Any = object()


class Measure:
    """The gauge's values of every combatant, kept up to date entry by entry."""

    def __init__(self, gauge: Gauge, battle: Battle) -> None:
        view = battle.view
        self.gauge = gauge
        self.keys = frozenset(
            {d.id for d in gauge.vitals} | {d.maximo_de for d in gauge.vitals if d.maximo_de is not None}
        )
        live = {cid: battle.ruleset.live_values(view, cid) for cid in view.ids}
        states = view.state["combatientes"]
        self.stored = frozenset(
            k
            for k in self.keys
            if all(k in states[cid] and states[cid][k] == live[cid].get(k, _MISSING) for cid in live)
        )
        self.derived = bool(self.keys - self.stored)
        self.values: dict[str, dict[str, JsonValue]] = {
            cid: {k: v[k] for k in self.keys if k in v} for cid, v in live.items()
        }
        self.sides = {cid: view.side(cid) for cid in view.ids}
        self.standings = {cid: gauge.standing(v, cid) for cid, v in self.values.items()}
        self.ruleset = battle.ruleset
        self.state: State = battle.state
        """The battle state the kept values are of."""
        self._reactions: tuple[State, dict[str, list[ReactionOption]]] | None = None

    def reactions(self, battle: Battle, action: Action) -> list[ReactionOption]:
        """``Battle.reactions`` of the action, listed once for the battle as it stands now.

        ``sensata`` lists the target's answers to rate a candidate; the loop then answers the one
        chosen from the same listing instead of listing it again.
        """
        state = battle.state
        if self._reactions is None or self._reactions[0] is not state:
            self._reactions = (state, {})
        listed = self._reactions[1]
        key = repr(action.to_json())
        found = listed.get(key)
        if found is None:
            found = listed[key] = battle.reactions(action)
        return found

    def position(self, side: str) -> float:
        """:func:`~core.simulador.posicion.position_from` of the kept values."""
        totals: dict[str, list[float]] = {}
        for cid, standing in self.standings.items():
            totals.setdefault(self.sides[cid], []).append(standing)
        own = totals.pop(side, None)
        mine = sum(own) / len(own) if own else 0.0
        return mine - max((sum(p) / len(p) for p in totals.values()), default=0.0)

    def _changed(self, battle: BattleView | Battle, events: Sequence[Event]) -> dict[str, dict[str, JsonValue]]:
        """The new values of each combatant whose values the events changed (``battle`` as it is after them)."""
        touched: dict[str, set[str]] = {}
        whole: set[str] = set()
        for event in events:
            for change in event.cambios:
                path = change.path
                if not path or path[0] != "combatientes":
                    continue
                if len(path) < 3:
                    whole.update([str(path[1])] if len(path) == 2 else self.values)
                    continue
                touched.setdefault(str(path[1]), set()).add(str(path[2]))
        if not touched and not whole:
            return {}
        view = battle.view if isinstance(battle, Battle) else battle
        ruleset = self.ruleset
        states = view.state["combatientes"]
        out: dict[str, dict[str, JsonValue]] = {}
        for cid in (*touched, *whole):
            old = self.values.get(cid)
            if old is None or cid in out:
                continue
            if self.derived or cid in whole:
                live = ruleset.live_values(view, cid)
                new = {k: live[k] for k in self.keys if k in live}
            else:
                keys = touched[cid] & self.stored
                if not keys:
                    continue
                new = dict(old)
                state = states.get(cid, {})
                for key in keys:
                    if key in state:
                        new[key] = state[key]
                    else:
                        new.pop(key, None)
            if new != old:
                out[cid] = new
        return out

    def update(self, battle: Battle, entry: Entry) -> dict[str, dict[str, JsonValue]]:
        """Take in the entry's changes; the values before of each combatant whose values changed."""
        before: dict[str, dict[str, JsonValue]] = {}
        for cid, new in self._changed(battle, entry.eventos).items():
            before[cid] = self.values[cid]
            self.values[cid] = new
            self.standings[cid] = self.gauge.standing(new, cid)
        self.state = battle.state
        return before

    def peek(self, view: BattleView, events: Sequence[Event], side: str) -> float:
        """The position of ``side`` after ``events`` (resolved on a copy: ``view``), leaving the kept values as they are.

        Only for events that follow the state this measure holds (:attr:`state`).
        """
        changed = self._changed(view, events)
        if not changed:
            return self.position(side)
        standings = self.standings
        try:
            self.standings = {**standings, **{cid: self.gauge.standing(v, cid) for cid, v in changed.items()}}
            return self.position(side)
        finally:
            self.standings = standings

    def damage(self, before: dict[str, dict[str, JsonValue]], actor: str) -> float:
        """How much the enemies' vital values went down (raw units; a rise counts as nothing)."""
        total = 0.0
        side = self.sides[actor]
        for cid, old in before.items():
            if self.sides[cid] == side:
                continue
            new = self.gauge.raw(self.values[cid])
            for key, value in self.gauge.raw(old).items():
                if key in new and new[key] < value:
                    total += value - new[key]
        return total
