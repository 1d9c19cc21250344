"""How well a side stands: the share of its declared vital values that remains, and who is out.

"Position" is read from the ruleset's declarations (:mod:`core.live`), never from a key's spelling:
each live value declared ``vital`` counts with the share of its maximum (:func:`core.live.maximum`)
that remains. A combatant a declared ``fuera_si`` value marks out of the fight, or whose vital
values are all at their minimum, counts as nothing; the end of the battle (:meth:`~core.ruleset.Ruleset.outcome`) outweighs
everything else, and a draw counts for less than any battle still going on.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from core.battle import BattleView
from core.live import LiveValue, maximum, out_of_fight
from core.ruleset import JsonValue, Ruleset

WIN_SCORE = 10.0
"""What winning is worth against the share of vital values (which lies between -1 and 1)."""
DRAW_SCORE = -WIN_SCORE / 2
"""A draw or a pact: below any position where the fight goes on (a policy plays to win)."""

Values = Mapping[str, Mapping[str, JsonValue]]
"""Live values by combatant id, as ``Ruleset.live_values`` reports them."""


def vital_declarations(ruleset: Ruleset) -> tuple[LiveValue, ...]:
    """The ruleset's vital values and the values that say who is out of the fight (``fuera_si``).

    Empty when it declares none (or has no declarations yet).
    """
    try:
        declared = ruleset.live_declarations()
    except (AttributeError, NotImplementedError):
        return ()
    return tuple(d for d in declared if (d.vital and d.tipo in ("entero", "numero")) or d.fuera_si)


@dataclass(frozen=True)
class Gauge:
    """Reads the vital share of combatants against the values they had at the start of the battle."""

    vitals: tuple[LiveValue, ...]
    at_start: Values

    def shares(self, values: Mapping[str, JsonValue], cid: str) -> dict[str, float]:
        """Each vital value of one combatant as the share of its maximum that remains (0 to 1)."""
        out: dict[str, float] = {}
        for spec in self.vitals:
            if not spec.vital:
                continue
            value = values.get(spec.id)
            top = maximum(spec, values, self.at_start.get(cid, {}))
            if isinstance(value, bool) or not isinstance(value, int | float) or top is None:
                continue
            low = spec.minimo if spec.minimo is not None else 0.0
            span = top - low
            out[spec.id] = 0.0 if span <= 0 else min(1.0, max(0.0, (value - low) / span))
        return out

    def standing(self, values: Mapping[str, JsonValue], cid: str) -> float:
        """How much of a combatant is left: the mean share of its vital values, 0 when out."""
        if out_of_fight(self.vitals, values):
            return 0.0
        shares = self.shares(values, cid)
        if not shares:
            return 1.0
        if all(s <= 0.0 for s in shares.values()):
            return 0.0
        return sum(shares.values()) / len(shares)

    def raw(self, values: Mapping[str, JsonValue]) -> dict[str, float]:
        """The vital values of one combatant as plain numbers (for damage dealt)."""
        out: dict[str, float] = {}
        for spec in self.vitals:
            value = values.get(spec.id)
            if spec.vital and not isinstance(value, bool) and isinstance(value, int | float):
                out[spec.id] = float(value)
        return out


def live_of_all(ruleset: Ruleset, view: BattleView) -> dict[str, dict[str, JsonValue]]:
    return {cid: ruleset.live_values(view, cid) for cid in view.ids}


def side_standing(gauge: Gauge, view: BattleView, values: Values) -> dict[str, float]:
    """Each side's mean standing (see :meth:`Gauge.standing`)."""
    totals: dict[str, list[float]] = {}
    for cid in view.ids:
        totals.setdefault(view.side(cid), []).append(gauge.standing(values[cid], cid))
    return {side: sum(parts) / len(parts) for side, parts in totals.items()}


def position(ruleset: Ruleset, gauge: Gauge, view: BattleView, side: str) -> float:
    """How well ``side`` stands: its standing minus the best enemy's, and the end of the battle."""
    outcome = ruleset.outcome(view)
    if outcome is not None:
        if outcome.ganador is None:
            return DRAW_SCORE
        return WIN_SCORE if outcome.ganador == side else -WIN_SCORE
    return position_from(gauge, view, live_of_all(ruleset, view), side)


def position_from(gauge: Gauge, view: BattleView, values: Values, side: str) -> float:
    """:func:`position` without the end of the battle, from already read live values."""
    standing = side_standing(gauge, view, values)
    own = standing.get(side, 0.0)
    others = [v for s, v in standing.items() if s != side]
    return own - (max(others) if others else 0.0)


def damage_dealt(gauge: Gauge, before: Values, after: Values, targets: Sequence[str]) -> float:
    """How much the vital values of ``targets`` went down (raw units; a rise counts as nothing)."""
    total = 0.0
    for cid in targets:
        old = gauge.raw(before.get(cid, {}))
        new = gauge.raw(after.get(cid, {}))
        for key, value in old.items():
            if key in new and new[key] < value:
                total += value - new[key]
    return total
