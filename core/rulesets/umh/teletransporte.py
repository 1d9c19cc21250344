"""7.1.1 Teletransportadora: moving without spending speed, and the way back to the ground after one action."""

from __future__ import annotations

from core.battle import BattleView, Resolution
from core.contract import Refusal
from core.i18n import tr
from core.ruleset import Action
from core.rulesets.umh.ficha import Habilidad
from core.rulesets.umh.mapa import leer_casilla, motivo_destino

SIN_LIMITE = 10**6


def es_teletransporte(skill: Habilidad) -> bool:
    return "teletransportadora" in skill.indoles


def motivo_teletransporte(view: BattleView, actor: str, skill: Habilidad, action: Action) -> str | None:
    """«hacia» in a skill step: only a teleport moves the user (to any free square of the room, 7.1.1)."""
    target = action.param("hacia")
    if target is None:
        return None
    if not es_teletransporte(skill):
        return Refusal(
            "campo_no_aplica",
            tr('«{nombre}» no es teletransportadora: para moverse está "desplazarse" (2.3.2.1).', nombre=skill.nombre),
        )
    return motivo_destino(view, actor, target, SIN_LIMITE)


def teletransportar(ctx: Resolution, actor: str, skill: Habilidad, action: Action) -> None:
    """7.1.1 - Permiten al usuario desplazarse sin consumo de velocidad hasta otro punto de la sala."""
    square = leer_casilla(action.param("hacia"))
    if square is None or not es_teletransporte(skill):
        return
    ctx.set(
        actor,
        "casilla",
        [square[0], square[1]],
        tr(
            "{actor} se teletransporta a [{square0}, {square1}] sin consumo de velocidad (7.1.1).",
            actor=ctx.name(actor),
            square0=square[0],
            square1=square[1],
        ),
    )


def tras_accion(ctx: Resolution, actor: str, skill: Habilidad) -> None:
    """7.1.1 - Cuando el usuario se teletransporta a una altura diferente al suelo se considera que tras realizar una
    acción en dicha altura, regresa al suelo sin daños (salvo que su documento diga otra cosa)."""
    live = ctx.live(actor)
    if not live.get("activo"):
        return
    high = live.get("posicion") in ("alzada", "voladora")
    if es_teletransporte(skill):
        if high and not live.get("altura_teletransporte"):
            ctx.set(actor, "altura_teletransporte", True)
        return
    if live.get("altura_teletransporte"):
        ctx.set(actor, "altura_teletransporte", False)
        if high:
            ctx.set(
                actor,
                "posicion",
                "suelo",
                tr(
                    "{actor} regresa al suelo sin daños tras actuar en la altura a la que se teletransportó (7.1.1).",
                    actor=ctx.name(actor),
                ),
            )
