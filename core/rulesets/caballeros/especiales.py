"""Actions that are not attacks: cosmos, percepción, séptimo sentido, concentración, puntos vitales,
romper, fortaleza and agilidad."""

from __future__ import annotations

from core.battle import Resolution
from core.i18n import tr
from core.ruleset import Action
from core.rulesets.caballeros import defensa, devolucion_total
from core.rulesets.caballeros.estado import suma_bonos, tiene_efecto
from core.rulesets.caballeros.modificadores import logra, rango


def cosmos(ctx: Resolution, action: Action) -> None:
    """ACCIÓN COSMOS: refill the bar with a recharge; twice in a row with a full bar is the Especial."""
    actor = action.actor
    live = ctx.live(actor)
    nombre = ctx.name(actor)
    lleno = int(live["cosmos"]) >= int(live["cosmos_max"])
    if lleno and ctx.option("cosmos_barra_llena") == "gasta":
        ctx.set(actor, "recargas_cosmos", int(live["recargas_cosmos"]) - 1)
    if lleno:
        if live.get("cosmos_lleno_previo") and not live.get("especial_cosmos"):
            ctx.set(
                actor,
                "especial_cosmos",
                True,
                tr(
                    "{nombre} realiza la Acción Especial Cosmos: +20 ptos daño, +5 a presa, +1 esquivar, +1 bloquear, +1 llave, +20 a rayos y poderes a mitad de coste.",
                    nombre=nombre,
                ),
            )
            ctx.set(actor, "aec_hecha", True)
        else:
            ctx.log(tr("{nombre} realiza la acción cosmos con la barra completa.", nombre=nombre))
        ctx.set(actor, "cosmos_lleno_previo", True)
        return
    recargas = int(live["recargas_cosmos"])
    ctx.set(actor, "recargas_cosmos", recargas - 1)
    ctx.set(
        actor,
        "cosmos",
        int(live["cosmos_max"]),
        tr(
            "{nombre} recarga su cosmos ({live} → {live2}; recargas restantes: {valor}).",
            nombre=nombre,
            live=live["cosmos"],
            live2=live["cosmos_max"],
            valor=recargas - 1,
        ),
    )
    ctx.set(actor, "cosmos_lleno_previo", False)


def percepcion(ctx: Resolution, action: Action) -> None:
    """PERCEPCIÓN: 8-9 on 1d9 and the seen power can no longer be used against this knight."""
    actor = action.actor
    dueno = action.objetivo
    assert dueno is not None
    poder = str(action.param("poder"))
    roll = ctx.roll(
        "1d9", who=actor, purpose=tr("Percepción de «{poder}»", poder=poder), success=(">=", 8), success_text="8-9"
    )
    if roll.total >= 8:
        percepciones = list(ctx.live(actor).get("percepciones", []))
        ctx.set(
            actor,
            "percepciones",
            [*percepciones, f"{dueno}|{poder}"],
            tr(
                "{actor} comprende «{poder}»: {dueno} ya no podrá usarlo contra él.",
                actor=ctx.name(actor),
                poder=poder,
                dueno=ctx.name(dueno),
            ),
        )
    else:
        ctx.log(tr("{actor} no comprende «{poder}»; deberá probar de nuevo.", actor=ctx.name(actor), poder=poder))


def septimo_sentido(ctx: Resolution, action: Action) -> None:
    """SÉPTIMO SENTIDO: a 9 (8-9 with Coraje de Athena) gives its bonuses; also the way out of puntos vitales."""
    actor = action.actor
    minimo = 8 if tiene_efecto(ctx, actor, "coraje_de_athena") else 9
    afectado = bool(ctx.live(actor).get("puntos_vitales"))
    texto = rango(minimo) + (" (7 u 8 se recupera de puntos vitales)" if afectado else "")
    roll = ctx.roll("1d9", who=actor, purpose=tr("Séptimo Sentido"), success=(">=", minimo), success_text=texto)
    nombre = ctx.name(actor)
    if afectado and roll.total >= 7:
        ctx.set(actor, "puntos_vitales", False, tr("{nombre} se recupera de los puntos vitales.", nombre=nombre))
    if roll.total >= minimo:
        ctx.set(
            actor,
            "septimo_sentido",
            True,
            tr(
                "{nombre} alcanza el Séptimo Sentido: +30 ptos daño, +5 a presa, +30 a rayos; sus rivales -1 esquivar, -1 bloquear, -1 llave.",
                nombre=nombre,
            ),
        )
    elif not (afectado and roll.total >= 7):
        ctx.log(tr("{nombre} no alcanza el Séptimo Sentido.", nombre=nombre))


def concentracion(ctx: Resolution, action: Action) -> None:
    """CONCENTRACIÓN: the knight stays still this turn; the next action must need it."""
    actual = int(ctx.live(action.actor).get("concentraciones", 0))
    ctx.set(
        action.actor,
        "concentraciones",
        actual + 1,
        tr("{valor} se concentra ({valor2}).", valor=ctx.name(action.actor), valor2=actual + 1),
    )


def puntos_vitales(ctx: Resolution, action: Action) -> None:
    """PUNTOS VITALES: 8-9 (7-9 with +1 Puntos Vitales) and the rival suffers its penalties."""
    actor = action.actor
    objetivo = action.objetivo
    assert objetivo is not None
    bono = suma_bonos(ctx, actor, "puntos_vitales")
    minimo = 8 - bono
    ctx.set(actor, "pv_usado", True)
    if logra(ctx, actor, tr("Puntos Vitales"), minimo):
        devuelta = devolucion_total.intentar(ctx, actor, objetivo, action.respuesta, "Puntos Vitales")
        if devuelta is not None:
            actor, objetivo = objetivo, actor
            defensa.mecanica_propia(ctx, actor, objetivo, devuelta)
        ctx.set(
            objetivo,
            "puntos_vitales",
            True,
            tr(
                "{actor} golpea los puntos vitales de {objetivo}: -20 ptos daño, -5 a presa, -20 a rayos, -1 esquivar, -1 bloquear, -1 llave.",
                actor=ctx.name(actor),
                objetivo=ctx.name(objetivo),
            ),
        )
    else:
        ctx.log(
            tr(
                "{actor} no alcanza los puntos vitales de {objetivo}.",
                actor=ctx.name(actor),
                objetivo=ctx.name(objetivo),
            )
        )


def romper(ctx: Resolution, action: Action) -> None:
    """ROMPER: two 6-9 in a row break the part (-1 bloquear, -1 esquivar or -1 llave)."""
    actor = action.actor
    objetivo = action.objetivo
    assert objetivo is not None
    parte = str(action.param("parte"))
    intentos = dict(ctx.live(actor).get("romper_intentos", {}))
    intentos[objetivo] = [*intentos.get(objetivo, []), parte]
    ctx.set(actor, "romper_intentos", intentos)
    for vez in (1, 2):
        roll = ctx.roll(
            "1d9",
            who=actor,
            purpose=tr("Romper {parte} ({vez}.ª tirada)", parte=parte, vez=vez),
            success=(">=", 6),
            success_text="6-9",
        )
        if roll.total < 6:
            ctx.log(
                tr(
                    "{actor} no consigue romper {parte} de {objetivo}.",
                    actor=ctx.name(actor),
                    parte=parte,
                    objetivo=ctx.name(objetivo),
                )
            )
            return
    devuelta = devolucion_total.intentar(ctx, actor, objetivo, action.respuesta, tr("Romper {parte}", parte=parte))
    if devuelta is not None:
        actor, objetivo = objetivo, actor
        defensa.mecanica_propia(ctx, actor, objetivo, devuelta)
    roturas = dict(ctx.live(objetivo).get("roturas", {}))
    roturas[parte] = min(2, int(roturas.get(parte, 0)) + 1)
    efecto = {"brazos": "-1 bloquear", "piernas": "-1 esquivar", "costillas": "-1 llave"}[parte]
    ctx.set(
        objetivo,
        "roturas",
        roturas,
        tr(
            "{actor} rompe {parte} de {objetivo}: {efecto}.",
            actor=ctx.name(actor),
            parte=parte,
            objetivo=ctx.name(objetivo),
            efecto=efecto,
        ),
    )


def fortaleza(ctx: Resolution, action: Action) -> None:
    ctx.set(action.actor, "fortaleza_hecha", True)
    ctx.set(
        action.actor,
        "bono_fortaleza",
        True,
        tr("{valor} guarda un bono de +1 bloquear para un ataque.", valor=ctx.name(action.actor)),
    )


def agilidad(ctx: Resolution, action: Action) -> None:
    ctx.set(action.actor, "agilidad_hecha", True)
    ctx.set(
        action.actor,
        "bono_agilidad",
        True,
        tr("{valor} guarda un bono de +1 esquivar para un ataque.", valor=ctx.name(action.actor)),
    )
