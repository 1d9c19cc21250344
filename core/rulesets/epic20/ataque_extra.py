"""Which ``atacar`` is the extra attack Ataque a fondo gives the target left standing.

MANIOBRAS DE COMBATE, Ataque a fondo: «todos sus oponentes ganan Superioridad contra él. Si el oponente aguanta en
pie tras ser atacado, gana además un ataque extra contra él ese turno, sin la Superioridad que le conferiría esta
maniobra». The text fixes no order between the extra attack and the target's own attack, so a script may write the
extra one first: out of turn right after being attacked, or (in a duel, where the target's turn comes next) as the
first ``atacar`` of its own turn. In its own turn an ``atacar`` against the attacker is the extra one when the step says
so (``ataque_extra: true``) or when its standard action is already spent; otherwise it is the normal attack and the
extra one may follow. The dice a step brings never decide it: a step that brings the extra attack's dice without the
mark is the normal attack and is refused for its dice (``faltan_dados`` / ``sobran_dados``).
"""

from __future__ import annotations

from typing import Any

from core.battle import BattleView
from core.ruleset import Action
from core.rulesets.epic20 import estado as st


def pendiente(view: BattleView, action: Action) -> dict[str, Any] | None:
    """The extra attack waiting against the step's target (this round, or the previous one when the target's turn
    came right after), or None."""
    if action.accion != "atacar" or action.objetivo is None:
        return None
    extra = st.live(view, action.actor).get("ataque_extra", {})
    if not (isinstance(extra, dict) and extra.get("contra") == action.objetivo):
        return None
    return extra if extra.get("ronda") in (view.round, view.round - 1) else None


def en_su_turno(view: BattleView, action: Action) -> bool:
    """In the target's own turn: whether this ``atacar`` is the extra attack (see the module's text)."""
    extra = pendiente(view, action)
    if extra is None or view.turn != action.actor or len(action.objetivos) != 1:
        return False
    marca = action.param("ataque_extra")
    if marca is not None:
        return marca is True or marca in (1, "si", "sí", "true")
    return int(st.live(view, action.actor).get("acciones", {}).get("estandar", 0)) <= 0


def es_extra(view: BattleView, action: Action) -> bool:
    """The extra attack Ataque a fondo gives a target left standing: this round out of turn, or right after its own
    turn ended by itself (in a duel the target's turn usually comes next and its attack ends it)."""
    if view.turn == action.actor:
        return en_su_turno(view, action)  # the extra attack written first in its own turn
    if action.accion != "atacar" or action.objetivo is None:
        return False
    extra = st.live(view, action.actor).get("ataque_extra", {})
    if not (isinstance(extra, dict) and extra.get("contra") == action.objetivo):
        return False
    justo_despues = view.state.get("fin_automatico") == action.actor and extra.get("ronda") == view.round - 1
    return extra.get("ronda") == view.round or justo_despues
