"""The post-combat step (4.1.2–4.1.3, 4.5.1): a winner applies a post-combat skill on a defeated fighter after the end."""

from __future__ import annotations

from typing import Any

from core.battle import BattleView, Resolution
from core.contract import Refusal
from core.i18n import tr
from core.ruleset import Action
from core.rulesets.umh.estado import ficha
from core.rulesets.umh.final import resultado, resumen_final


def _tipo(view: BattleView, actor: str, nombre: str) -> str:
    skill = ficha(view, actor).habilidad(nombre)
    return (skill.tipo_post_combate if skill is not None else "") or "general"


def check(view: BattleView, action: Action) -> str | None:
    """4.1.3 - «Solo los ganadores del combate pueden realizar habilidades o acciones post-combate sobre los derrotados»;
    4.1.2 - «Únicamente es posible aplicar uno de estos efectos salvo que la habilidad en particular permita acumularse
    con otras, sí es posible aplicar otro tipo de efecto post-combate siempre que no se solapen»."""
    actor = action.actor
    outcome = resultado(view)
    if outcome is None:
        return Refusal(
            "combate_no_terminado", tr("Los efectos post-combate se aplican cuando el combate ha terminado (4.1.3).")
        )
    data: dict[str, Any] = resumen_final(view).get(actor, {})
    if outcome.ganador is None or view.side(actor) != outcome.ganador:
        return Refusal(
            "post_combate_no_valido",
            tr("Solo los ganadores del combate pueden realizar habilidades o acciones post-combate (4.1.3)."),
        )
    if not data.get("post_combate") and not data.get("encarcelables"):
        return Refusal(
            "post_combate_no_valido",
            tr(
                "{actor} no puede aplicar efectos post-combate: cayó o huyó, o no tiene habilidades post-combate (4.1.3).",
                actor=view.name(actor),
            ),
        )
    name = action.param("habilidad")
    if not isinstance(name, str):
        return Refusal("falta_dato", tr('Indica "habilidad": la habilidad post-combate que se aplica (4.1.2).'))
    skill = ficha(view, actor).habilidad(name)
    if skill is None or not (skill.post_combate or skill.encarcela):
        return Refusal(
            "post_combate_no_valido",
            tr("«{name}» no es una habilidad post-combate de {actor} (4.1.2).", name=name, actor=view.name(actor)),
        )
    target = action.objetivo
    if target is None or target not in data.get("sobre", []):
        return Refusal("objetivo_no_valido", tr("El objetivo debe ser un derrotado que no haya huido (4.1.3)."))
    if skill.encarcela and not skill.post_combate and target not in data.get("encarcelables", []):
        return Refusal(
            "objetivo_no_valido",
            tr("4.5.1 - Solo se encarcela o secuestra a quien tenga una pérdida de 2 puntos de vigor o más."),
        )
    kind = skill.tipo_post_combate or "general"
    for done in view.live(target).get("post_combate_recibidos", []):
        if done["tipo"] != kind:
            continue  # 4.1.2 - otro tipo de efecto post-combate, siempre que no se solapen
        if not (skill.acumulable and done.get("acumulable")):
            return Refusal(
                "post_combate_no_valido",
                tr(
                    "4.1.2 - {target} ya recibe «{habilidad}»: únicamente es posible aplicar uno de estos efectos salvo que la habilidad permita acumularse con otras.",
                    target=view.name(target),
                    habilidad=done["habilidad"],
                ),
            )
    return None


def resolve(ctx: Resolution, action: Action) -> None:
    actor, target = action.actor, action.objetivo
    assert target is not None
    skill = ficha(ctx, actor).habilidad(str(action.param("habilidad")))
    assert skill is not None
    live = ctx.live(target)
    entry = {
        "habilidad": skill.nombre,
        "de": actor,
        "tipo": _tipo(ctx, actor, skill.nombre),
        "acumulable": skill.acumulable,
    }
    ctx.set(
        target,
        "post_combate_recibidos",
        [*live.get("post_combate_recibidos", []), entry],
        tr(
            "{actor} aplica «{nombre}» sobre {target} como efecto post-combate (4.1.2).",
            actor=ctx.name(actor),
            nombre=skill.nombre,
            target=ctx.name(target),
        ),
    )
    if skill.reduce_vigor:
        vigor = max(0, int(live["vigor"]) - skill.reduce_vigor)
        ctx.set(
            target,
            "vigor",
            vigor,
            tr(
                "{target} pierde {reduce_vigor} punto(s) de vigor más (4.1.2).",
                target=ctx.name(target),
                reduce_vigor=skill.reduce_vigor,
            ),
        )
