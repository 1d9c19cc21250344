"""Turn-order helpers shared by rulesets whose turns simply go round a list."""

from __future__ import annotations

from core.battle import BattleView, Resolution
from core.contract import Refusal
from core.i18n import tr


def not_your_turn(view: BattleView, actor: str) -> str | None:
    """Why an actor cannot act now (code ``fuera_de_turno``), or None when it is their turn."""
    turn = view.turn
    if turn is None:
        return Refusal(
            "fuera_de_turno", tr("Ahora no es el turno de nadie: el combate no ha empezado o ya ha terminado.")
        )
    if turn != actor:
        return Refusal(
            "fuera_de_turno",
            tr("No es el turno de {actor}: le toca a {turn}.", actor=view.name(actor), turn=view.name(turn)),
        )
    return None


def next_in_order(view: BattleView, skip: frozenset[str] = frozenset()) -> tuple[str | None, bool]:
    """Who acts after the current actor in ``orden`` (skipping ``skip``) and whether a new round starts."""
    order: list[str] = [str(c) for c in view.state.get("orden", [])]
    alive = [c for c in order if c not in skip]
    if not alive:
        return None, False
    current = view.turn
    if current not in order:
        return alive[0], False
    index = order.index(current)
    for step in range(1, len(order) + 1):
        candidate = order[(index + step) % len(order)]
        if candidate in alive:
            return candidate, (index + step) >= len(order)
    return None, False


def advance_turn(ctx: Resolution, skip: frozenset[str] = frozenset()) -> str | None:
    """Pass the turn to the next combatant in ``orden``; start a new round after the last."""
    nxt, new_round = next_in_order(ctx, skip)
    if new_round:
        ctx.set_global("ronda", ctx.round + 1, tr("— Ronda {n} —", n=ctx.round + 1))
    ctx.set_global("turno", nxt, tr("Turno de {nombre}.", nombre=ctx.name(nxt)) if nxt else "")
    return nxt
