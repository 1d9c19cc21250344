"""The figures of many simulated battles: wins with their 95 % Wilson interval, rounds, what actions did.

Every figure is summed over the battles in the order of their index, so the same seed gives the
same JSON however many processes ran them.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from core.simulador.batalla import ActionTally, BattleResult

Z95 = 1.959963984540054
"""The normal quantile of a two-sided 95 % interval."""


def wilson(wins: int, total: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion ``wins/total`` (``(0, 1)`` when there is no battle)."""
    if total <= 0:
        return 0.0, 1.0
    p = wins / total
    z2 = z * z
    denominator = 1 + z2 / total
    centre = (p + z2 / (2 * total)) / denominator
    half = z * math.sqrt(p * (1 - p) / total + z2 / (4 * total * total)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def _rate(wins: int, total: int) -> dict[str, Any]:
    low, high = wilson(wins, total)
    return {
        "victorias": wins,
        "batallas": total,
        "tasa": round(wins / total, 4) if total else None,
        "intervalo": [round(low, 4), round(high, 4)],
    }


def _tally_json(tally: ActionTally, total_actions: int) -> dict[str, Any]:
    times = max(tally.veces, 1)
    return {
        "etiqueta": tally.etiqueta,
        "veces": tally.veces,
        "frecuencia": round(tally.veces / total_actions, 4) if total_actions else 0.0,
        "danio_total": round(tally.danio, 2),
        "danio_medio": round(tally.danio / times, 2),
        "efecto_medio": round(tally.efecto / times, 4),
    }


def summarize(
    results: Iterable[BattleResult],
    sides: Sequence[str],
    combatants: Mapping[str, tuple[str, str]],
) -> dict[str, Any]:
    """The statistics of the battles; ``combatants`` maps each id to its (name, side)."""
    ordered = sorted(results, key=lambda r: r.indice)
    total = len(ordered)
    wins = {side: 0 for side in sides}
    draws = unfinished = refused = actions = reactions_refused = 0
    rounds: dict[int, int] = {}
    reasons: dict[str, int] = {}
    first_wins = first_total = 0
    first_by_side = {side: 0 for side in sides}
    errors: list[str] = []
    by_kind: dict[str, ActionTally] = {}
    by_combatant: dict[str, dict[str, ActionTally]] = {cid: {} for cid in combatants}
    for result in ordered:
        refused += result.rechazos
        reactions_refused += result.reacciones_rechazadas
        errors.extend(f"{result.indice}: {e}" for e in result.errores)
        actions += result.acciones
        if result.primero is not None:
            first_by_side[result.primero] = first_by_side.get(result.primero, 0) + 1
        if not result.terminada:
            unfinished += 1
            reasons[result.motivo] = reasons.get(result.motivo, 0) + 1
        else:
            rounds[result.rondas] = rounds.get(result.rondas, 0) + 1
            if result.ganador is None:
                draws += 1
            else:
                wins[result.ganador] = wins.get(result.ganador, 0) + 1
        if result.primero is not None:
            first_total += 1
            first_wins += result.terminada and result.ganador == result.primero
        for (cid, kind), tally in result.tallies.items():
            by_kind.setdefault(kind, ActionTally()).add(tally)
            by_combatant.setdefault(cid, {}).setdefault(kind, ActionTally()).add(tally)
    finished = sorted(rounds)
    mean_rounds = sum(r * n for r, n in rounds.items()) / max(sum(rounds.values()), 1) if rounds else None
    return {
        "batallas": total,
        "victorias": wins,
        "intervalo": {side: [round(v, 4) for v in wilson(n, total)] for side, n in wins.items()},
        "tasa": {side: round(n / total, 4) if total else None for side, n in wins.items()},
        "empates": draws,
        "sin_terminar": unfinished,
        "motivos_sin_terminar": reasons,
        "rondas": {str(r): rounds[r] for r in finished},
        "rondas_media": None if mean_rounds is None else round(mean_rounds, 2),
        "acciones_por_batalla": round(actions / total, 2) if total else 0.0,
        "primero": {**_rate(first_wins, first_total), "por_bando": first_by_side},
        "danio_por_accion": {
            kind: {k: v for k, v in _tally_json(t, actions).items() if k in ("veces", "danio_total", "danio_medio")}
            for kind, t in sorted(by_kind.items())
        },
        "acciones": {kind: _tally_json(t, actions) for kind, t in sorted(by_kind.items())},
        "por_combatiente": {
            cid: {
                "nombre": combatants[cid][0] if cid in combatants else cid,
                "bando": combatants[cid][1] if cid in combatants else "",
                "acciones": {
                    kind: _tally_json(t, sum(x.veces for x in kinds.values())) for kind, t in sorted(kinds.items())
                },
            }
            for cid, kinds in by_combatant.items()
        },
        "rechazos": refused,
        "reacciones_rechazadas": reactions_refused,
        "errores_del_motor": errors[:20],
    }
