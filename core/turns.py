"""Turn-order helpers shared by rulesets whose turns simply go round a list."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from core.battle import BattleView, Resolution
from core.contract import Refusal
from core.i18n import tr


@dataclass(frozen=True)
class TurnOrder:
    """Who decides the turn order once the battle has begun, as a ruleset declares it.

    ``a_mano``: the GM may reorder the turns now. Otherwise ``motivo`` says why not (the rule that
    fixes the order), and ``en_su_lugar`` is the action the rules give whoever has the turn to act
    later instead (umh's PASO TURNO, epic20's Retrasar acción), or None.
    """

    a_mano: bool
    motivo: str = ""
    en_su_lugar: str | None = None


def fixed_by_the_rules() -> TurnOrder:
    """The order of a ruleset that says nothing else: it stays as the battle began."""
    return TurnOrder(False, tr("Estas reglas no permiten cambiar el orden de turno una vez empezada la batalla."))


def turn_order(ruleset: Any, view: BattleView) -> TurnOrder:
    """``ruleset.turn_order(view)``, or the order fixed for a ruleset written before that query."""
    query = getattr(ruleset, "turn_order", None)
    found = query(view) if query is not None else None
    return found if isinstance(found, TurnOrder) else fixed_by_the_rules()


def set_up_order_note(ruleset: Any) -> str | None:
    """Where a ruleset ignores an order fixed in the set-up, the sentence that says so (else None)."""
    query = getattr(ruleset, "set_up_order_note", None)
    note = query() if query is not None else None
    return note if isinstance(note, str) else None


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
