"""The encuentro protocol entry points: check, resolve, reactions and outcome of any step."""

from __future__ import annotations

from typing import Any

from core import dice
from core.battle import BattleView, Resolution
from core.contract import Refusal
from core.i18n import tr
from core.ruleset import Action, Outcome, ReactionOption
from core.rulesets.encuentro import estado, reacciones
from core.rulesets.encuentro import opciones as op
from core.rulesets.encuentro.comprobar import CHECKS
from core.rulesets.encuentro.comunes import (
    ETIQUETAS,
    TODAS,
    Modo,
    comprobar_puntos,
    entero,
    localizar_implicito,
    modo,
    ofensiva,
    tirada_ataque,
)
from core.rulesets.encuentro.resolver import RESOLVERS, valor_de_accion
from core.rulesets.encuentro.tiradas import puntos_txt


def _reactores(action: Action) -> list[str] | str:
    """The enemies answering a non-offensive action with Respuesta, from its ``respuesta`` field."""
    raw = action.respuesta
    if raw in (None, "ninguna"):
        return []
    if isinstance(raw, dict) and set(raw) == {"respuesta"}:
        quienes = raw["respuesta"]
        lista = [quienes] if isinstance(quienes, str) else quienes
        if isinstance(lista, list) and lista and all(isinstance(q, str) for q in lista):
            return [str(q) for q in lista]
    return Refusal(
        "respuesta_no_valida",
        tr(
            'La respuesta a una acción no ofensiva es {{"respuesta": id}} o {{"respuesta": [ids]}} de los oponentes que responden.'
        ),
    )


def ultima_de(view: BattleView, action: Action, respondida_por: list[str]) -> dict[str, Any]:
    return {
        "actor": action.actor,
        "accion": action.accion,
        "ofensiva": ofensiva(action),
        "provoca": reacciones.provocan(view, action),
        "respondida_por": respondida_por,
    }


def _comprobar_respuestas(view: BattleView, action: Action) -> str | None:
    if ofensiva(action):
        if action.objetivo is None:
            if action.respuesta in (None, "ninguna"):
                return None
            return Refusal("respuesta_no_valida", tr("Una respuesta necesita un objetivo que la elija."))
        return reacciones.comprobar_esquiva_en(view, action.respuesta, action.objetivo, action.actor)
    reactores = _reactores(action)
    if isinstance(reactores, str):
        return reactores
    hechos: list[str] = []
    for reactor in reactores:
        if reactor not in view.combatants:
            return Refusal("combatiente_desconocido", tr("No hay ningún combatiente «{reactor}».", reactor=reactor))
        ultima = ultima_de(view, action, list(hechos))
        motivo = reacciones.comprobar_respuesta(view, reactor, ultima, Action(reactor, "respuesta", (action.actor,)))
        if motivo:
            return motivo
        hechos.append(reactor)
    return None


def check(view: BattleView, action: Action) -> str | None:
    action = localizar_implicito(view, action)
    if action.accion not in TODAS:
        return Refusal(
            "accion_desconocida",
            tr(
                "La acción «{accion}» no existe en Encuentro. Acciones: {join}.",
                accion=action.accion,
                join=", ".join(TODAS),
            ),
        )
    actor = action.actor
    if estado.fuera(view, actor):
        return Refusal("fuera_de_combate", tr("{actor} está fuera de combate.", actor=view.name(actor)))
    if action.accion == "pasar":
        if view.turn != actor and not _empieza_su_turno(view, actor):
            turno = view.name(view.turn) if view.turn else "nadie"
            return Refusal(
                "fuera_de_turno",
                tr("No es el turno de {actor}: le toca a {turno}.", actor=view.name(actor), turno=turno),
            )
        return None
    if action.accion == "esquiva":
        return reacciones.comprobar_esquiva(view, actor, reacciones.usa_reserva(view, actor, action.param("preparada")))
    if action.accion == "respuesta":
        return reacciones.comprobar_respuesta(view, actor, view.state.get("ultima_accion"), action)
    if action.accion == "ayuda":
        return reacciones.comprobar_ayuda(view, action)
    found = modo(view, actor, action.accion, action.param("preparada"))
    if isinstance(found, str):
        return found
    vista, preparada = found.vista, found.tipo == "preparada"
    motivo = CHECKS[action.accion](vista, action, preparada)
    if motivo:
        return motivo
    if action.accion != "prepararse":
        claves = estado.claves_de(action, valor_de_accion(vista, action))
        motivo = comprobar_puntos(vista, action, claves, preparada)
        if motivo:
            return motivo
    return _comprobar_respuestas(vista, action)


def resolve(ctx: Resolution, action: Action) -> None:
    action = localizar_implicito(ctx, action)
    actor, accion = action.actor, action.accion
    if accion == "pasar":
        if ctx.turn != actor:
            _cerrar_turno(ctx)
        ctx.log(tr("{actor} pasa.", actor=ctx.name(actor)), actor=actor)
        estado.fin_turno(ctx)
        return
    if accion == "esquiva":
        reacciones.esquivar(ctx, actor, reacciones.usa_reserva(ctx, actor, action.param("preparada")))
        return
    if accion == "ayuda":
        reacciones.resolver_ayuda(ctx, action)
        return
    if accion == "respuesta":
        ultima = dict(ctx.state["ultima_accion"])
        reacciones.resolver_respuesta(ctx, action, str(ultima["actor"]))
        ultima["respondida_por"] = [*ultima["respondida_por"], actor]
        ctx.set_global("ultima_accion", ultima)
        _tras(ctx)
        return
    found = modo(ctx, actor, accion, action.param("preparada"))
    assert isinstance(found, Modo)
    if found.tipo == "siguiente":
        _cerrar_turno(ctx)
    preparada = found.tipo == "preparada"
    ctx.log(f"{ctx.name(actor)}: {ETIQUETAS[accion]}{tr(' (acción preparada)') if preparada else ''}.", actor=actor)
    provoca = reacciones.provocan(ctx, action)
    if accion != "prepararse" or op.opcion(ctx, op.PREPARARSE_CUESTA):
        estado.gastar_accion(ctx, actor, preparada)
    puntos = entero(action.param("puntos")) or 0
    if accion != "prepararse" and puntos:
        estado.gastar_puntos(ctx, actor, puntos, estado.claves_de(action, valor_de_accion(ctx, action)), preparada)
    hechos: list[str] = []
    reactores = _reactores(action) if not ofensiva(action) else []
    for reactor in reactores if isinstance(reactores, list) else []:
        reacciones.resolver_respuesta(ctx, Action(reactor, "respuesta", (actor,)), actor)
        hechos.append(reactor)
    if estado.fuera(ctx, actor):
        ctx.log(tr("{actor} no puede terminar «{valor}».", actor=ctx.name(actor), valor=ETIQUETAS[accion]))
    else:
        RESOLVERS[accion](ctx, action)
        if accion == "ocultarse" and hechos:  # who answered it saw it hide
            vieron = list(ctx.live(actor).get("visto_por", []))
            ctx.set(actor, "visto_por", [*vieron, *(h for h in hechos if h not in vieron)])
    reacciones.registrar(ctx, action, provoca, hechos)
    _tras(ctx)


def _cerrar_turno(ctx: Resolution) -> None:
    """The step of the next in order ends the current turn first (no actions left, or out of the fight)."""
    turno = ctx.turn
    if turno is not None:
        por_que = tr("está fuera de combate") if estado.fuera(ctx, turno) else tr("no tiene más acciones")
        if not estado.fuera(ctx, turno) and int(ctx.live(turno)["acciones"]) > 0:
            por_que = tr("no usa su acción extra")
        ctx.log(tr("{turno} {por_que}: termina su turno.", turno=ctx.name(turno), por_que=por_que))
    estado.fin_turno(ctx)


def _empieza_su_turno(view: BattleView, actor: str) -> bool:
    """The current actor has no actions left and ``actor`` is next: its step starts its turn."""
    turno = view.turn
    if turno is None or estado.siguiente(view) != actor:
        return False
    return estado.solo_extra(view, turno) or estado.fuera(view, turno)


def _tras(ctx: Resolution) -> None:
    """Whoever is out of the fight in its own turn ends it."""
    turno = ctx.turn
    if turno is not None and estado.fuera(ctx, turno):
        estado.fin_turno(ctx)


def reactions(view: BattleView, action: Action) -> list[ReactionOption]:
    """The target's Esquiva against an attack, or the adjacent enemies' Respuesta to anything else."""
    action = localizar_implicito(view, action)
    if action.actor not in view.combatants:
        return []
    if action.accion == "respuesta":
        ultima = view.state.get("ultima_accion")
        objetivo = action.objetivo or (str(ultima["actor"]) if ultima else None)
        if objetivo is None or objetivo not in view.combatants:
            return []
        return _esquiva_contra(view, action, objetivo)
    if action.accion not in CHECKS:
        return []
    found = modo(view, action.actor, action.accion, action.param("preparada"))
    vista = found.vista if isinstance(found, Modo) else view
    if ofensiva(action):
        objetivo = action.objetivo
        if objetivo is None or objetivo not in view.combatants or action.accion == "usar":
            return []
        return _esquiva_contra(vista, action, objetivo)
    opciones = [ReactionOption("ninguna", tr("Ninguna"), detalle=tr("Nadie responde."))]
    legales: list[str] = []
    for reactor in reacciones.provocan(vista, action):
        ultima = ultima_de(vista, action, [])
        motivo = reacciones.comprobar_respuesta(vista, reactor, ultima, Action(reactor, "respuesta", (action.actor,)))
        tirada = tirada_ataque(vista, Action(reactor, "respuesta", (action.actor,)), reactor, action.actor)
        coste = op.entero(view, op.COSTE_REACCION)
        opciones.append(
            ReactionOption(
                {"respuesta": reactor},
                tr("Respuesta de {reactor}", reactor=view.name(reactor)),
                motivo is None,
                motivo or "",
                tr(
                    "Ataque cuerpo a cuerpo: {resumen} de impactar; cuesta {puntos_txt}.",
                    resumen=tirada.resumen(vista),
                    puntos_txt=puntos_txt(coste),
                ),
                tirada.probabilidad(vista),
            )
        )
        if motivo is None:
            legales.append(reactor)
    if len(legales) > 1 and op.opcion(view, op.RESPUESTA_LIMITE) == "una_por_oponente":
        nombres = ", ".join(view.name(r) for r in legales)
        opciones.append(
            ReactionOption(
                {"respuesta": legales},
                tr("Respuesta de todos ({nombres})", nombres=nombres),
                detalle=tr("Cada uno ataca una vez, en este orden."),
            )
        )
    return opciones


def _esquiva_contra(view: BattleView, action: Action, objetivo: str) -> list[ReactionOption]:
    tirada = tirada_ataque(view, action, action.actor, objetivo)
    p = tirada.probabilidad(view)
    opciones = [
        ReactionOption(
            "ninguna",
            tr("Ninguna"),
            detalle=tr("El ataque necesita {resumen} de éxito.", resumen=tirada.resumen(view)),
            probabilidad=1 - p,
        )
    ]
    motivo = reacciones.comprobar_esquiva(view, objetivo)
    con = tirada.objetivo + (0 if view.live(objetivo).get("esquiva") else 1)
    p_con = float(dice.probability(tirada.expresion(view), ">=", con))
    coste = op.entero(view, op.COSTE_REACCION)
    opciones.append(
        ReactionOption(
            "esquiva",
            tr("Esquiva"),
            motivo is None,
            motivo or "",
            tr(
                "+1 a la Defensa hasta su siguiente turno: el ataque necesitaría {con} o más ({format_percent} de éxito); cuesta {puntos_txt}.",
                con=con,
                format_percent=dice.format_percent(p_con),
                puntos_txt=puntos_txt(coste),
            ),
            1 - p_con,
        )
    )
    return opciones


def outcome(view: BattleView) -> Outcome | None:
    en_pie = {view.side(c) for c in view.ids if not estado.fuera(view, c)}
    if len(en_pie) > 1 or len({view.side(c) for c in view.ids}) < 2:
        return None
    fuera = {c: True for c in view.ids if estado.fuera(view, c)}
    if not en_pie:
        return Outcome(None, tr("Todos han quedado fuera de combate."), fuera)
    bando = en_pie.pop()
    return Outcome(bando, tr("Gana el bando {bando}: sus oponentes están fuera de combate.", bando=bando), fuera)
