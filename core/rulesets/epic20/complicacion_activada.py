"""COMPLICACIONES: «cuando el director activa una complicación puede decidir un punto de Héroe en compensación».

The GM step ``activar_complicacion`` (``complicacion``: one on the sheet), out of turn and without actions: Forma sin
superpoderes (loses the form), Pérdida de poderes (loses the powers until the GM ends it with ``fin: true``), Necesita
un elemento para subsistir («recibe 1 pto de daño»); the others (Fobia…) are narrated and only give the point. Why
the step may not be taken is in ``formas.por_que_no``.
"""

from __future__ import annotations

from core.battle import Resolution
from core.i18n import tr
from core.ruleset import Action
from core.rulesets.epic20 import estado as st
from core.rulesets.epic20.danos import aplicar_dano
from core.rulesets.epic20.estado import SIN_PODERES, sin_poderes
from core.rulesets.epic20.formas import ELEMENTO, FORMA, PERDIDA, complicacion, perder_forma, quitar
from core.rulesets.epic20.puntos_heroe import sumar_puntos_heroe


def activar_complicacion(ctx: Resolution, action: Action) -> None:
    """The GM triggers a complication of the sheet; ``punto_heroe`` gives the compensation point."""
    actor = action.actor
    nombre = complicacion(ctx, actor, str(action.param("complicacion")))
    assert nombre is not None
    ctx.log(tr("El director activa la complicación «{nombre}» de {actor}.", nombre=nombre, actor=ctx.name(actor)))
    if nombre.startswith(FORMA):
        perder_forma(ctx, actor, "complicación")
    elif nombre.startswith(PERDIDA):
        if action.param("fin") is True:
            ctx.set(actor, "perdida_poderes", False)
            quitar(ctx, actor, SIN_PODERES, tr("{actor} recupera sus poderes.", actor=ctx.name(actor)))
        else:
            ctx.set(actor, "perdida_poderes", True)
            if not sin_poderes(ctx, actor):
                ctx.set(
                    actor,
                    "estados",
                    [*st.estados(ctx, actor), SIN_PODERES],
                    tr("{actor} pierde sus poderes.", actor=ctx.name(actor)),
                )
    elif nombre.startswith(ELEMENTO):
        aplicar_dano(ctx, actor, 1, origen=nombre)  # «recibe 1 pto de daño»
    if action.param("punto_heroe") is True:  # «1» and «sí» are read as ``true`` (``core.grafias.epic20``)
        sumar_puntos_heroe(ctx, actor, 1, tr("compensación por la complicación «{nombre}»", nombre=nombre))
