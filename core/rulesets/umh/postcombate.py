"""The post-combat step (4.1.2–4.1.3, 4.5.1): a winner applies a post-combat skill on a defeated fighter after the end."""

from __future__ import annotations

from typing import Any

from core.battle import BattleView, Resolution
from core.contract import Refusal
from core.ruleset import Action
from core.rulesets.umh.final import resultado, resumen_final
from core.rulesets.umh.vivos import ficha


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
            "combate_no_terminado", "Los efectos post-combate se aplican cuando el combate ha terminado (4.1.3)."
        )
    data: dict[str, Any] = resumen_final(view).get(actor, {})
    if outcome.ganador is None or view.side(actor) != outcome.ganador:
        return Refusal(
            "post_combate_no_valido",
            "Solo los ganadores del combate pueden realizar habilidades o acciones post-combate (4.1.3).",
        )
    if not data.get("post_combate") and not data.get("encarcelables"):
        return Refusal(
            "post_combate_no_valido",
            f"{view.name(actor)} no puede aplicar efectos post-combate: cayó o huyó, o no tiene habilidades "
            "post-combate (4.1.3).",
        )
    name = action.param("habilidad")
    if not isinstance(name, str):
        return Refusal("falta_dato", 'Indica "habilidad": la habilidad post-combate que se aplica (4.1.2).')
    skill = ficha(view, actor).habilidad(name)
    if skill is None or not (skill.post_combate or skill.encarcela):
        return Refusal(
            "post_combate_no_valido", f"«{name}» no es una habilidad post-combate de {view.name(actor)} (4.1.2)."
        )
    target = action.objetivo
    if target is None or target not in data.get("sobre", []):
        return Refusal("objetivo_no_valido", "El objetivo debe ser un derrotado que no haya huido (4.1.3).")
    if skill.encarcela and not skill.post_combate and target not in data.get("encarcelables", []):
        return Refusal(
            "objetivo_no_valido",
            "4.5.1 - Solo se encarcela o secuestra a quien tenga una pérdida de 2 puntos de vigor o más.",
        )
    kind = skill.tipo_post_combate or "general"
    for done in view.live(target).get("post_combate_recibidos", []):
        if done["tipo"] != kind:
            continue  # 4.1.2 - otro tipo de efecto post-combate, siempre que no se solapen
        if not (skill.acumulable and done.get("acumulable")):
            return Refusal(
                "post_combate_no_valido",
                f"4.1.2 - {view.name(target)} ya recibe «{done['habilidad']}»: únicamente es posible aplicar uno de estos "
                "efectos salvo que la habilidad permita acumularse con otras.",
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
        f"{ctx.name(actor)} aplica «{skill.nombre}» sobre {ctx.name(target)} como efecto post-combate (4.1.2).",
    )
    if skill.reduce_vigor:
        vigor = max(0, int(live["vigor"]) - skill.reduce_vigor)
        ctx.set(
            target, "vigor", vigor, f"{ctx.name(target)} pierde {skill.reduce_vigor} punto(s) de vigor más (4.1.2)."
        )
