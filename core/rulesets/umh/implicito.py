"""A *PASO TURNO* a hand-written script leaves out (2.3.3).

A GM writing a fight turn by turn often goes straight from one player's last action to the next player's
first one. With the option ``paso_implicito`` (on by default), a step by the player whose turn comes next
is read as the current player's *PASO TURNO* followed by that step: the pass is resolved first, exactly as
an explicit one (regenerations, lost recovered PA, round end). Only one pass is implied, only once the current
player has done something in this turn, and only when the step is legal once it is done; any other step out of
turn is still refused (2.4.1).
"""

from __future__ import annotations

from core.battle import BattleView, Resolution
from core.dice import ScriptedSource
from core.i18n import tr
from core.ruleset import Action
from core.rulesets.umh import comandos
from core.rulesets.umh.memo import guardado

# Own-turn actions: a step with one of these by the next player implies the current player's pass.
DE_TURNO_PROPIO = frozenset({"habilidad", "desplazarse", "levantarse", "huir", "pactar", "llamada_de_auxilio"})
# A *PASO TURNO* out of turn implies nothing: it is refused (a pass by the wrong player is a mistake of the script).


@guardado(lambda action: (action.actor, action.accion))
def pasa_antes(view: BattleView, action: Action) -> str | None:
    """The id of the player whose *PASO TURNO* the step implies, or None (it reads only the step's actor and
    action)."""
    if not view.option("paso_implicito", True) or action.accion not in DE_TURNO_PROPIO:
        return None
    holder = view.turn
    if view.state.get("fase") != "combate" or holder is None or holder == action.actor:
        return None
    if view.state.get("fin") is not None or not view.live(action.actor).get("activo"):
        return None
    if view.state.get("actuo_en_turno") != view.state.get("turno_general"):
        return None  # the current player has not acted yet: the step is simply out of turn
    paso = Action(holder, "paso_turno")
    if comandos.check_pasar(view, paso) is not None:
        return None
    trial = Resolution(view.state, view.combatants, view.options, ScriptedSource())
    comandos.resolve_pasar(trial, paso)
    return holder if trial.turn == action.actor else None


@guardado(lambda holder: holder)
def tras_pasar(view: BattleView, holder: str) -> BattleView:
    """A copy of ``view`` after the implied *PASO TURNO* of ``holder``, to check the step on (only read)."""
    trial = Resolution(view.state, view.combatants, view.options, ScriptedSource())
    pasar_antes(trial, holder)
    return trial


def pasar_antes(ctx: Resolution, holder: str) -> None:
    """Resolve the implied *PASO TURNO* of ``holder`` (2.3.3) before the step."""
    ctx.log(
        tr("{holder} no hace nada más: el paso siguiente implica su *PASO TURNO* (2.3.3).", holder=ctx.name(holder)),
        actor=holder,
    )
    comandos.resolve_pasar(ctx, Action(holder, "paso_turno"))


def anotar(ctx: Resolution, action: Action, holder: str | None) -> None:
    """Remember that the player whose turn it is has acted in it (an own-turn action by the turn holder)."""
    if action.accion in DE_TURNO_PROPIO and holder == action.actor and ctx.state.get("fase") == "combate":
        general = ctx.state.get("turno_general")
        if ctx.state.get("actuo_en_turno") != general:
            ctx.set_global("actuo_en_turno", general)
