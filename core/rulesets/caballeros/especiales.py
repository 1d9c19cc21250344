"""Actions that are not attacks: cosmos, percepción, séptimo sentido, concentración, puntos vitales,
romper, fortaleza and agilidad."""

from __future__ import annotations

from core.battle import Resolution
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
                f"{nombre} realiza la Acción Especial Cosmos: +20 ptos daño, +5 a presa, +1 esquivar, +1 bloquear, +1 llave, +20 a rayos y poderes a mitad de coste.",
            )
            ctx.set(actor, "aec_hecha", True)
        else:
            ctx.log(f"{nombre} realiza la acción cosmos con la barra completa.")
        ctx.set(actor, "cosmos_lleno_previo", True)
        return
    recargas = int(live["recargas_cosmos"])
    ctx.set(actor, "recargas_cosmos", recargas - 1)
    ctx.set(
        actor,
        "cosmos",
        int(live["cosmos_max"]),
        f"{nombre} recarga su cosmos ({live['cosmos']} → {live['cosmos_max']}; recargas restantes: {recargas - 1}).",
    )
    ctx.set(actor, "cosmos_lleno_previo", False)


def percepcion(ctx: Resolution, action: Action) -> None:
    """PERCEPCIÓN: 8-9 on 1d9 and the seen power can no longer be used against this knight."""
    actor = action.actor
    dueno = action.objetivo
    assert dueno is not None
    poder = str(action.param("poder"))
    roll = ctx.roll("1d9", who=actor, purpose=f"Percepción de «{poder}»", success=(">=", 8), success_text="8-9")
    if roll.total >= 8:
        percepciones = list(ctx.live(actor).get("percepciones", []))
        ctx.set(
            actor,
            "percepciones",
            [*percepciones, f"{dueno}|{poder}"],
            f"{ctx.name(actor)} comprende «{poder}»: {ctx.name(dueno)} ya no podrá usarlo contra él.",
        )
    else:
        ctx.log(f"{ctx.name(actor)} no comprende «{poder}»; deberá probar de nuevo.")


def septimo_sentido(ctx: Resolution, action: Action) -> None:
    """SÉPTIMO SENTIDO: a 9 (8-9 with Coraje de Athena) gives its bonuses; also the way out of puntos vitales."""
    actor = action.actor
    minimo = 8 if tiene_efecto(ctx, actor, "coraje_de_athena") else 9
    afectado = bool(ctx.live(actor).get("puntos_vitales"))
    texto = rango(minimo) + (" (7 u 8 se recupera de puntos vitales)" if afectado else "")
    roll = ctx.roll("1d9", who=actor, purpose="Séptimo Sentido", success=(">=", minimo), success_text=texto)
    nombre = ctx.name(actor)
    if afectado and roll.total >= 7:
        ctx.set(actor, "puntos_vitales", False, f"{nombre} se recupera de los puntos vitales.")
    if roll.total >= minimo:
        ctx.set(
            actor,
            "septimo_sentido",
            True,
            f"{nombre} alcanza el Séptimo Sentido: +30 ptos daño, +5 a presa, +30 a rayos; sus rivales -1 esquivar, -1 bloquear, -1 llave.",
        )
    elif not (afectado and roll.total >= 7):
        ctx.log(f"{nombre} no alcanza el Séptimo Sentido.")


def concentracion(ctx: Resolution, action: Action) -> None:
    """CONCENTRACIÓN: the knight stays still this turn; the next action must need it."""
    actual = int(ctx.live(action.actor).get("concentraciones", 0))
    ctx.set(action.actor, "concentraciones", actual + 1, f"{ctx.name(action.actor)} se concentra ({actual + 1}).")


def puntos_vitales(ctx: Resolution, action: Action) -> None:
    """PUNTOS VITALES: 8-9 (7-9 with +1 Puntos Vitales) and the rival suffers its penalties."""
    actor = action.actor
    objetivo = action.objetivo
    assert objetivo is not None
    bono = suma_bonos(ctx, actor, "puntos_vitales")
    minimo = 8 - bono
    ctx.set(actor, "pv_usado", True)
    if logra(ctx, actor, "Puntos Vitales", minimo):
        devuelta = devolucion_total.intentar(ctx, actor, objetivo, action.respuesta, "Puntos Vitales")
        if devuelta is not None:
            actor, objetivo = objetivo, actor
            defensa.mecanica_propia(ctx, actor, objetivo, devuelta)
        ctx.set(
            objetivo,
            "puntos_vitales",
            True,
            f"{ctx.name(actor)} golpea los puntos vitales de {ctx.name(objetivo)}: -20 ptos daño, -5 a presa, -20 a rayos, -1 esquivar, -1 bloquear, -1 llave.",
        )
    else:
        ctx.log(f"{ctx.name(actor)} no alcanza los puntos vitales de {ctx.name(objetivo)}.")


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
            "1d9", who=actor, purpose=f"Romper {parte} ({vez}.ª tirada)", success=(">=", 6), success_text="6-9"
        )
        if roll.total < 6:
            ctx.log(f"{ctx.name(actor)} no consigue romper {parte} de {ctx.name(objetivo)}.")
            return
    devuelta = devolucion_total.intentar(ctx, actor, objetivo, action.respuesta, f"Romper {parte}")
    if devuelta is not None:
        actor, objetivo = objetivo, actor
        defensa.mecanica_propia(ctx, actor, objetivo, devuelta)
    roturas = dict(ctx.live(objetivo).get("roturas", {}))
    roturas[parte] = min(2, int(roturas.get(parte, 0)) + 1)
    efecto = {"brazos": "-1 bloquear", "piernas": "-1 esquivar", "costillas": "-1 llave"}[parte]
    ctx.set(objetivo, "roturas", roturas, f"{ctx.name(actor)} rompe {parte} de {ctx.name(objetivo)}: {efecto}.")


def fortaleza(ctx: Resolution, action: Action) -> None:
    ctx.set(action.actor, "fortaleza_hecha", True)
    ctx.set(
        action.actor, "bono_fortaleza", True, f"{ctx.name(action.actor)} guarda un bono de +1 bloquear para un ataque."
    )


def agilidad(ctx: Resolution, action: Action) -> None:
    ctx.set(action.actor, "agilidad_hecha", True)
    ctx.set(
        action.actor, "bono_agilidad", True, f"{ctx.name(action.actor)} guarda un bono de +1 esquivar para un ataque."
    )
