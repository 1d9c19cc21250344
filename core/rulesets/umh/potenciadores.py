"""Damage boosters (7.3): two of one índole at most, one of 50 % or more stands alone, one per índole of the skill."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from core.rulesets.umh import catalogo
from core.rulesets.umh.ficha import Potenciador

SOLO = 50
"""7.3.1.1 - un potenciador que iguale o supere por sí mismo el 50% no se aplica junto a otros."""


def _aplica(boost_indole: str, indole: str) -> bool:
    return boost_indole in ("general", indole, catalogo.familia(indole))


def potenciador(indoles: Sequence[str], pasivos: Iterable[Potenciador], activos: Iterable[dict[str, Any]] = ()) -> int:
    """The total booster percentage of a skill with ``indoles``.

    7.3.1: up to two boosters of the same índole add up (7.3.1.1: not if one reaches 50 %).
    7.3.2: a skill with several índoles takes only the best booster on each índole.
    """
    boosts = [(b.indole, b.porcentaje, f"p{i}") for i, b in enumerate(pasivos)]
    boosts += [(str(a["indole"]), int(a["valor"]), f"a{i}") for i, a in enumerate(activos)]
    if not indoles or not boosts:
        return 0
    if len(indoles) == 1:
        values = sorted((v for ind, v, _ in boosts if _aplica(ind, indoles[0])), reverse=True)
        alone = max((v for v in values if v >= SOLO), default=0)
        paired = sum([v for v in values if v < SOLO][:2])
        return max(alone, paired)  # the best legal choice: one of 50 % or more alone, or two smaller ones
    chosen: dict[str, int] = {}
    for indole in indoles:
        best = max(((v, key) for ind, v, key in boosts if _aplica(ind, indole)), default=None)
        if best is not None:
            chosen[best[1]] = best[0]
    if not chosen:
        return 0
    top = max(chosen.values())
    return top if top >= SOLO else sum(chosen.values())
