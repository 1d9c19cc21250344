"""Reglas de equipo: equipment that breaks on a 1 («Estropearse»), ammunition of Ataque sostenido, armour a
critical knocks off."""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.battle import Resolution
from core.i18n import tr
from core.ruleset import Action
from core.rulesets.epic20 import derivados
from core.rulesets.epic20 import estado as st

if TYPE_CHECKING:
    from core.rulesets.epic20.combate import Plan


def estropear(ctx: Resolution, cid: str, objeto: str, duracion: str) -> None:
    rotos = dict(st.live(ctx, cid).get("equipo_estropeado", {}))
    rotos[objeto] = duracion
    texto = (
        tr("inútil el resto de la partida")
        if duracion == "partida"
        else tr("estropeado: un turno completo para reactivarlo")
    )
    ctx.set(
        cid,
        "equipo_estropeado",
        rotos,
        tr("«{objeto}» de {actor} queda {texto}.", objeto=objeto, actor=ctx.name(cid), texto=texto),
    )


def municion(ctx: Resolution, action: Action, plan: Plan, valores: tuple[int, ...]) -> None:
    if plan.maniobra != "Ataque sostenido" or plan.ataque.equipo is None:
        return
    umbral = {1: 20, 2: 19, 3: 18}[max(1, plan.nivel_maniobra)]
    if any(v >= umbral for v in valores):
        ctx.log(
            tr(
                "La munición de «{nombre}» no se agota ({umbral}+ en un d20).",
                nombre=plan.ataque.equipo.nombre,
                umbral=umbral,
            )
        )
    else:
        estropear(ctx, action.actor, plan.ataque.equipo.nombre, "turno")
        # «este ataque sólo puede usarse una vez por escena, salvo que la munición no se llegue a agotar. No importa
        # que el luchador tenga varias armas»
        ctx.set(action.actor, "sostenido_agotado", True)


def critico_contra_armadura(ctx: Resolution, objetivo: str) -> None:
    """A critical against defensive equipment: special armour falls (a turn), mundane is useless."""
    rotos = st.equipo_inutil(ctx, objetivo)
    for objeto in st.ficha(ctx, objetivo).equipo:
        if objeto.categoria == "armadura" and objeto.nombre not in rotos:
            estropear(ctx, objetivo, objeto.nombre, "turno" if objeto.tipo == "especial" else "partida")
            return


def escudo_evita(ctx: Resolution, action: Action, plan: Plan, objetivo: str, *, penetrante: bool) -> bool:
    """Defensa con escudo: no -1 when the attacker's value (±2 per Superioridad) is not above the defender's."""
    maniobras = st.maniobras(ctx, objetivo)
    nivel = derivados.nivel_maniobra(maniobras, "Defensa con escudo")
    sheet = st.ficha(ctx, objetivo)
    if nivel == 0 or penetrante or not any(o.categoria == "escudo" for o in sheet.equipo):
        return False
    if ctx.round == 1 and action.actor in (ctx.option("sorpresa") or []):
        return False
    # «Ni si el defensor no es consciente del ataque (… le cegaron). Ni si el ataque proviene de un arma muy superior»
    if st.tiene_estado(ctx, objetivo, "cegado") or action.param("arma_pesada") is True:
        return False
    if plan.ataque.equipo is not None and plan.ataque.equipo.pesada:
        return False
    propio = max(
        derivados.bono_ataque(sheet, a, st.nivel_actual(ctx, objetivo)) for a in derivados.ataques(sheet).values()
    )
    propio += {1: 0, 2: 2, 3: 4}[nivel]
    atacante = plan.bono + 2 * plan.neto
    if atacante <= propio:
        ctx.log(
            tr(
                "{objetivo} para con el escudo: no pierde defensa ({atacante} contra {propio}).",
                objetivo=ctx.name(objetivo),
                atacante=atacante,
                propio=propio,
            )
        )
        return True
    return False
