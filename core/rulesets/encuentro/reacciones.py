"""The reactions Respuesta and Esquiva (legality and resolution), paid from the pool outside the reactor's turn,
the Respuestas written in a step, and the reactions offered (``reactions``). Ayuda is in ayuda.py."""

from __future__ import annotations

from typing import Any

from core import dice
from core.battle import BattleView, Resolution
from core.contract import Refusal
from core.i18n import tr
from core.ruleset import Action, ReactionOption
from core.rulesets.encuentro import estado, tablero
from core.rulesets.encuentro import reglas_caseras as op
from core.rulesets.encuentro.comunes import (
    ACCIONES_TURNO,
    Modo,
    comprobar_puntos,
    entero,
    modo,
    ofensiva,
    puede_atacar,
    tirada_ataque,
)
from core.rulesets.encuentro.tiradas import puntos_txt, tirar

# -- who may answer an action with Respuesta --------------------------------------------------


def provocan(view: BattleView, action: Action) -> list[str]:
    """Enemies an action lets answer with Respuesta: adjacent during a non-offensive action.

    «Terminar un movimiento, en la primera casilla adyacente, no activa respuesta»: the last square
    of a move does not count (the squares passed are its ``camino``, or the walk to its ``destino``:
    the straight line, round the obstacles when one is on it); Desmarcarse provokes no Respuesta from those it disengages from.
    """
    if ofensiva(action) or action.accion in ("desmarcarse", "pasar", "respuesta", "esquiva", "ayuda"):
        return []
    actor = action.actor
    found = set(tablero.enemigos_adyacentes(view, actor))
    camino = action.param("camino")
    if action.accion == "moverse" and not isinstance(camino, list):
        destino = tablero.casilla(action.param("destino"))
        camino = (tablero.recorrido(view, actor, destino) or []) if destino else []
    if action.accion == "moverse" and isinstance(camino, list):
        for raw in camino[:-1]:
            sq = tablero.casilla(raw)
            if sq is not None:
                found.update(tablero.enemigos_adyacentes(view, actor, sq))
    return [cid for cid in view.ids if cid in found]


def registrar(ctx: Resolution, action: Action, provoca: list[str], respondida_por: list[str]) -> None:
    """Remember the last turn action so a Respuesta step right after it can answer it."""
    ctx.set_global(
        "ultima_accion",
        {
            "actor": action.actor,
            "accion": action.accion,
            "ofensiva": ofensiva(action),
            "provoca": provoca,
            "respondida_por": respondida_por,
        },
    )


def _no_provoca(view: BattleView, reactor: str, ultima: dict[str, Any]) -> str:
    actor, accion = ultima["actor"], ultima["accion"]
    if accion == "desmarcarse":
        return Refusal(
            "no_provoca",
            tr(
                "{actor} se desmarca: no provoca la Respuesta de los oponentes de los que se aleja.",
                actor=view.name(actor),
            ),
        )
    if accion == "moverse" and tablero.adyacentes(view, reactor, actor):
        return Refusal(
            "no_provoca",
            tr(
                "{actor} termina su movimiento en la primera casilla adyacente a {reactor}: eso no activa Respuesta.",
                actor=view.name(actor),
                reactor=view.name(reactor),
            ),
        )
    return Refusal(
        "no_provoca",
        tr(
            "{reactor} no estaba adyacente a {actor} durante «{accion}».",
            reactor=view.name(reactor),
            actor=view.name(actor),
            accion=accion,
        ),
    )


def comprobar_respuesta(view: BattleView, reactor: str, ultima: dict[str, Any] | None, action: Action) -> str | None:
    """Respuesta: one melee attack against an adjacent opponent doing a non-offensive action."""
    quien = view.name(reactor)
    if ultima is None:
        return Refusal("sin_accion_previa", tr("No hay ninguna acción en curso a la que responder con Respuesta."))
    actor = str(ultima["actor"])
    if action.objetivo is not None and action.objetivo != actor:
        return Refusal(
            "objetivo_no_valido", tr("Respuesta solo ataca a quien realizó la acción: {actor}.", actor=view.name(actor))
        )
    if reactor == actor:
        return Refusal("objetivo_no_valido", tr("{quien} no puede responder a su propia acción.", quien=quien))
    if ultima["ofensiva"]:
        return Refusal(
            "accion_ofensiva",
            tr("«{accion}» es un ataque: las acciones ofensivas no activan Respuesta.", accion=ultima["accion"]),
        )
    if reactor not in view.enemies(actor):
        return Refusal(
            "objetivo_no_valido", tr("{quien} no es oponente de {actor}.", quien=quien, actor=view.name(actor))
        )
    if view.turn == reactor:
        return Refusal("en_turno_propio", tr("Las reacciones no se realizan en el turno propio."))
    if reactor not in ultima["provoca"]:
        return _no_provoca(view, reactor, ultima)
    if reactor in ultima["respondida_por"]:
        return Refusal("respuesta_repetida", tr("{quien} ya ha hecho una Respuesta a esta acción.", quien=quien))
    if ultima["respondida_por"] and op.opcion(view, op.RESPUESTA_LIMITE) == "una_en_total":
        return Refusal(
            "respuesta_repetida", tr("Solo se puede realizar una Respuesta por acción no ofensiva, y esta ya tuvo una.")
        )
    motivo = puede_atacar(view, reactor, actor)
    if motivo and not _durante_ocultarse(view, reactor, ultima):
        return motivo
    coste = op.entero(view, op.COSTE_REACCION)
    motivo = comprobar_puntos(view, action, {"respuesta"}, usa_reserva(view, reactor, action.param("preparada")), coste)
    if motivo:
        return motivo
    return comprobar_esquiva_en(view, action.respuesta, actor, reactor)


def _durante_ocultarse(view: BattleView, reactor: str, ultima: dict[str, Any]) -> bool:
    """Respuesta comes «Durante la realización de una acción»: an Ocultarse being done does not hide yet
    from the adjacent enemy answering it (who sees it hide)."""
    if ultima.get("accion") != "ocultarse":
        return False
    actor = str(ultima["actor"])
    return not estado.fuera(view, actor) and reactor in view.enemies(actor)


def resolver_respuesta(ctx: Resolution, action: Action, objetivo: str) -> None:
    reactor = action.actor
    ultima = ctx.state.get("ultima_accion")
    if ultima and ultima.get("actor") == objetivo and _durante_ocultarse(ctx, reactor, ultima):
        vieron = list(ctx.live(objetivo).get("visto_por", []))
        if reactor not in vieron:
            ctx.set(
                objetivo,
                "visto_por",
                [*vieron, reactor],
                tr("{reactor} lo ha visto ocultarse.", reactor=ctx.name(reactor)),
            )
    coste = op.entero(ctx, op.COSTE_REACCION)
    extra = entero(action.param("puntos")) or 0
    reserva = usa_reserva(ctx, reactor, action.param("preparada"))
    estado.gastar_puntos(ctx, reactor, coste + extra, {"respuesta"}, reserva)
    if reserva:
        marcar_preparado(ctx, reactor)
    ctx.log(
        tr("{reactor} hace una Respuesta contra {objetivo}.", reactor=ctx.name(reactor), objetivo=ctx.name(objetivo)),
        actor=reactor,
    )
    estado.revelar(ctx, reactor, "atacar", ganar_accion=False)
    esquivar_si_pide(ctx, action.respuesta, objetivo)
    _total, exito = tirar(
        ctx, tirada_ataque(ctx, action, reactor, objetivo), tr("Respuesta de {reactor}", reactor=ctx.name(reactor))
    )
    if exito:
        estado.impacto(ctx, reactor, objetivo, action)
    else:
        ctx.log(tr("{objetivo} evita la Respuesta.", objetivo=ctx.name(objetivo)))


# -- Esquiva -----------------------------------------------------------------------------------


def usa_reserva(view: BattleView, cid: str, preparada: object) -> bool:
    """Prepararse, «Ejecutar Acciones o Maniobras Reservadas»: a reaction outside its own turn by someone who
    reserved points pays with them first (the prepared plan); ``"preparada": false`` pays with the free ones."""
    if preparada is True or preparada is False:
        return preparada
    live = view.live(cid)
    return view.turn != cid and bool(live.get("preparado")) and int(live.get("puntos_reservados", 0)) > 0


def marcar_preparado(ctx: Resolution, cid: str) -> None:
    """Using what was reserved means the declared condition was met: no action is lost next turn."""
    preparado = ctx.live(cid).get("preparado")
    if preparado and not preparado.get("activado"):
        ctx.set(
            cid, "preparado", {**preparado, "activado": True}, tr("Se cumple la condición de {cid}.", cid=ctx.name(cid))
        )


def comprobar_esquiva(view: BattleView, cid: str, preparada: bool = False) -> str | None:
    quien = view.name(cid)
    if estado.fuera(view, cid):
        return Refusal("fuera_de_combate", tr("{quien} está fuera de combate.", quien=quien))
    if view.live(cid).get("esquiva"):
        return Refusal(
            "ya_esquiva", tr("{quien} ya está esquivando hasta el inicio de su siguiente turno.", quien=quien)
        )
    if view.turn == cid and not op.opcion(view, op.ESQUIVA_TURNO_PROPIO):
        return Refusal("en_turno_propio", tr("Con esta regla de la casa, Esquiva no se usa en el turno propio."))
    coste = op.entero(view, op.COSTE_REACCION)
    disponibles = estado.puntos_libres(view, cid) + (
        int(view.live(cid).get("puntos_reservados", 0)) if preparada else 0
    )
    if disponibles < coste:
        return Refusal(
            "sin_puntos",
            tr(
                "{quien} no tiene Puntos de Encuentro para Esquiva (necesita {coste}, tiene {disponibles}).",
                quien=quien,
                coste=coste,
                disponibles=disponibles,
            ),
        )
    return None


def comprobar_esquiva_en(view: BattleView, respuesta: Any, objetivo: str, atacante: str) -> str | None:
    """The ``respuesta`` field of an attack: "esquiva" (declared before the result) or nothing."""
    if respuesta in (None, "ninguna"):
        return None
    if respuesta != "esquiva":
        return Refusal(
            "respuesta_no_valida",
            tr("La respuesta a un ataque solo puede ser «esquiva» o «ninguna», no «{respuesta}».", respuesta=respuesta),
        )
    return comprobar_esquiva(view, objetivo, usa_reserva(view, objetivo, None))


def esquivar(ctx: Resolution, cid: str, preparada: bool = False) -> None:
    coste = op.entero(ctx, op.COSTE_REACCION)
    estado.gastar_puntos(ctx, cid, coste, {"esquiva"}, preparada)
    if preparada:
        marcar_preparado(ctx, cid)
    ctx.set(
        cid,
        "esquiva",
        True,
        tr("{cid} esquiva: +1 a su Defensa Física y Mental hasta el inicio de su siguiente turno.", cid=ctx.name(cid)),
    )


def esquivar_si_pide(ctx: Resolution, respuesta: Any, objetivo: str) -> None:
    if respuesta == "esquiva":
        esquivar(ctx, objetivo, usa_reserva(ctx, objetivo, None))


# -- the reactions inside a step, and those offered ------------------------------------------------


def reactores(action: Action) -> list[str] | str:
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
        "provoca": provocan(view, action),
        "respondida_por": respondida_por,
    }


def comprobar_respuestas(view: BattleView, action: Action) -> str | None:
    if ofensiva(action):
        if action.objetivo is None:
            if action.respuesta in (None, "ninguna"):
                return None
            return Refusal("respuesta_no_valida", tr("Una respuesta necesita un objetivo que la elija."))
        return comprobar_esquiva_en(view, action.respuesta, action.objetivo, action.actor)
    quienes = reactores(action)
    if isinstance(quienes, str):
        return quienes
    hechos: list[str] = []
    for reactor in quienes:
        if reactor not in view.combatants:
            return Refusal("combatiente_desconocido", tr("No hay ningún combatiente «{reactor}».", reactor=reactor))
        ultima = ultima_de(view, action, list(hechos))
        motivo = comprobar_respuesta(view, reactor, ultima, Action(reactor, "respuesta", (action.actor,)))
        if motivo:
            return motivo
        hechos.append(reactor)
    return None


def reacciones_a(view: BattleView, action: Action) -> list[ReactionOption]:
    """The target's Esquiva against an attack, or the adjacent enemies' Respuesta to anything else."""
    if action.actor not in view.combatants:
        return []
    if action.accion == "respuesta":
        ultima = view.state.get("ultima_accion")
        objetivo = action.objetivo or (str(ultima["actor"]) if ultima else None)
        if objetivo is None or objetivo not in view.combatants:
            return []
        return _esquiva_contra(view, action, objetivo)
    if action.accion not in ACCIONES_TURNO:
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
    for reactor in provocan(vista, action):
        ultima = ultima_de(vista, action, [])
        motivo = comprobar_respuesta(vista, reactor, ultima, Action(reactor, "respuesta", (action.actor,)))
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
    motivo = comprobar_esquiva(view, objetivo)
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
