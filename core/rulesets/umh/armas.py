"""Weapons in a skill (12.3–12.4): whose additional effects apply when the user carries two."""

from __future__ import annotations

from core.battle import BattleView
from core.contract import Refusal
from core.i18n import tr
from core.ruleset import Action
from core.rulesets.umh.estado import ficha
from core.rulesets.umh.ficha import Arma, Habilidad


def arma_elegida(view: BattleView, action: Action, skill: Habilidad) -> Arma | None:
    """12.3 - «Únicamente se aplican los efectos adicionales de la espada por una de ellas, pudiendo ser elegidas por el
    jugador»: the step's ``arma`` (default the first weapon of the sheet); 12.4 - a weapon's own skill (``con_arma`` =
    its name) always takes that weapon's effects."""
    if skill.con_arma is False:
        return None
    weapons = ficha(view, action.actor).armas
    wanted = skill.con_arma if isinstance(skill.con_arma, str) else action.param("arma")
    if not isinstance(wanted, str):
        return weapons[0] if weapons else None
    return next((w for w in weapons if w.nombre == wanted), None)


def motivo_arma(view: BattleView, action: Action, skill: Habilidad) -> str | None:
    wanted = action.param("arma")
    if wanted is None:
        return None
    if skill.con_arma is False:
        return Refusal(
            "campo_no_aplica",
            tr('«{nombre}» no se realiza con un arma: el campo "arma" (12.3) no se aplica.', nombre=skill.nombre),
        )
    if isinstance(skill.con_arma, str) and wanted != skill.con_arma:
        return Refusal(
            "arma_no_valida",
            tr(
                "12.4 - «{nombre}» es una habilidad propia de «{con_arma}»: se aplican únicamente los efectos adicionales de dicha arma.",
                nombre=skill.nombre,
                con_arma=skill.con_arma,
            ),
        )
    if arma_elegida(view, action, skill) is None:
        names = ", ".join(w.nombre for w in ficha(view, action.actor).armas) or "ninguna"
        return Refusal(
            "arma_no_valida",
            tr(
                "{actor} no lleva el arma «{wanted}» (armas: {names}).",
                actor=view.name(action.actor),
                wanted=wanted,
                names=names,
            ),
        )
    return None


def con_arma(view: BattleView, action: Action, skill: Habilidad) -> Habilidad:
    """The skill with the additional effects of the one weapon chosen (12.3) or its own weapon (12.4)."""
    weapon = arma_elegida(view, action, skill)
    if weapon is None or not weapon.efectos:
        return skill
    return skill.model_copy(update={"efectos": [*skill.efectos, *weapon.efectos]})
