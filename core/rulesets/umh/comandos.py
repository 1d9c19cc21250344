"""Basic commands: PASO TURNO, moving, IRRUMPIR, LLAMADA DE AUXILIO, HUIR, Levantarse and a pact."""

from __future__ import annotations

from typing import Any

from core.battle import BattleView, Resolution
from core.contract import Refusal
from core.i18n import tr
from core.ruleset import Action
from core.rulesets.umh import catalogo
from core.rulesets.umh.calendario import HORAS_HUIDA, espera_huida, espera_sala, texto_plazo
from core.rulesets.umh.estado import CONTROLES_PARALISIS, CONTROLES_TOTALES, activos, control, ficha, sin_desplazamiento
from core.rulesets.umh.estados import quitar_estado, tick_acciones
from core.rulesets.umh.mapa import leer_casilla, motivo_destino
from core.rulesets.umh.turnos import comenzar_combate, terminar_turno

CUPOS = 3
"""1.2.3 - Siempre el máximo de participantes por bando será de tres."""


def cupos_libres(view: BattleView, bando: str) -> int:
    """1.2.3/1.2.5 - three per side (plus one slot-raising skill); a slot used stays used."""
    used = int(view.state.get("cupos", {}).get(bando, 0))
    extra = int(view.state.get("cupos_extra", {}).get(bando, 0))
    return CUPOS + extra - used


def _en_turno(view: BattleView, actor: str) -> str | None:
    if view.state.get("fin") is not None:
        return Refusal("combate_terminado", tr("El combate ha terminado."))
    if view.state.get("fase") == "preparacion":
        return Refusal("ronda_de_preparacion", tr("Esto no se puede hacer en la ronda de preparación (1.3)."))
    if view.turn != actor:
        turn = view.turn
        who = view.name(turn) if turn is not None and turn in view.combatants else "nadie"
        return Refusal(
            "fuera_de_turno", tr("No es el turno de {actor}: le toca a {who}.", actor=view.name(actor), who=who)
        )
    return None


def _fuera(view: BattleView, actor: str) -> str:
    return Refusal("fuera_del_combate", tr("{actor} no está en el combate.", actor=view.name(actor)))


def _de_turno(view: BattleView, actor: str, *, en_interferencia_libre: bool = False) -> str | None:
    """What every own-turn command needs: being in the fight, its turn (a free interference turn also lets one move,
    2.5) and no crowd control that leaves only the pass (11.4)."""
    live = view.live(actor)
    if not live.get("activo"):
        return _fuera(view, actor)
    interference = live.get("interferencia")
    reason = _en_turno(view, actor)
    if en_interferencia_libre and reason and interference and interference.get("tipo") == "libre":
        reason = None
    if reason:
        return reason
    ctl = control(view, actor)
    if ctl in CONTROLES_TOTALES or ctl in CONTROLES_PARALISIS:
        return Refusal(
            "estado_impide",
            tr(
                "{actor} sufre {nombre_estado}: solo puede pasar el turno (11.4).",
                actor=view.name(actor),
                nombre_estado=catalogo.nombre_estado(ctl),
            ),
        )
    return None


def check_pasar(view: BattleView, action: Action) -> str | None:
    """*PASO TURNO* (2.3.3); in the preparation round, being ready (1.3)."""
    actor = action.actor
    live = view.live(actor)
    if not live.get("activo"):
        if live.get("derrotado") or live.get("huido"):
            return None  # a script that still writes the pass of a fighter who fell or fled: nothing to do
        return _fuera(view, actor)
    if view.state.get("fase") == "preparacion":
        ready = actor in view.state.get("listos", [])
        return tr("{actor} ya está listo.", actor=view.name(actor)) if ready else None
    return _en_turno(view, actor)


def check_desplazarse(view: BattleView, action: Action) -> str | None:
    """2.3.2.1 - 1 de VEL por casilla; 11.5 - los estados que impiden desplazarse."""
    actor = action.actor
    reason = _de_turno(view, actor, en_interferencia_libre=True)
    if reason:
        return reason
    live = view.live(actor)
    states = live.get("estados", {})
    steps = action.param("casillas")
    if not isinstance(steps, int) or steps < 1:
        return Refusal("falta_dato", tr('Indica "casillas": cuántas casillas se desplaza (2.3.2.1).'))
    for state in sin_desplazamiento(ficha(view, actor)):
        if state in states:
            return Refusal(
                "estado_impide",
                tr(
                    "{actor} sufre {nombre_estado} y no puede desplazarse (11.5).",
                    actor=view.name(actor),
                    nombre_estado=catalogo.nombre_estado(state),
                ),
            )
    if steps > int(live["vel"]):
        return Refusal(
            "sin_velocidad",
            tr(
                "Solo le quedan {vel} de velocidad: consume 1 punto de velocidad por casilla (2.3.2.1).",
                vel=live["vel"],
            ),
        )
    if action.param("hacia") is not None:
        return motivo_destino(view, actor, action.param("hacia"), steps)
    return None


def check_llamada_de_auxilio(view: BattleView, action: Action) -> str | None:
    """1.2.4 - el aliado en reserva entra con la llamada de quien tiene el turno, si quedan cupos (1.2.3, 1.2.5)."""
    actor = action.actor
    reason = _de_turno(view, actor)
    if reason:
        return reason
    target = action.objetivo
    if target is None or target not in view.combatants:
        return Refusal("objetivo_no_valido", tr("La llamada de auxilio necesita como objetivo al aliado que entra."))
    if not view.live(target).get("en_reserva"):
        return Refusal(
            "objetivo_no_valido", tr("{target} no está esperando fuera del combate.", target=view.name(target))
        )
    if view.side(target) != view.side(actor):
        return Refusal(
            "objetivo_no_valido",
            tr("{target} no es del bando de {actor}.", target=view.name(target), actor=view.name(actor)),
        )
    if cupos_libres(view, view.side(actor)) <= 0:
        return Refusal("sin_cupos", tr("El bando no tiene cupos libres (1.2.3, 1.2.5)."))
    return None


def check_levantarse(view: BattleView, action: Action) -> str | None:
    """11.5.2 - Levantarse, solo derribado."""
    reason = _de_turno(view, action.actor)
    if reason:
        return reason
    if "derribo" in view.live(action.actor).get("estados", {}):
        return None
    return Refusal("no_procede", tr("{actor} no está derribado (11.5.2).", actor=view.name(action.actor)))


def check_huir(view: BattleView, action: Action) -> str | None:
    """4.1.1.1.1 - HUIR y su tiempo de reutilización."""
    actor = action.actor
    reason = _de_turno(view, actor)
    if reason:
        return reason
    sheet = ficha(view, actor)
    wait = espera_huida(view, sheet.ultima_huida, sheet.tr_huida_horas)
    if wait is not None:
        return Refusal(
            "plazo_no_cumplido",
            tr(
                "4.1.1.1.1 - HUIR tiene un tiempo de reutilización de {tr_huida_horas} horas ({texto}): {actor} huyó el {ultima_huida} y le faltan {texto_plazo}.",
                tr_huida_horas=sheet.tr_huida_horas,
                texto="72 si la habilidad no dice otro"
                if sheet.tr_huida_horas == HORAS_HUIDA
                else "el de su habilidad",
                actor=view.name(actor),
                ultima_huida=sheet.ultima_huida,
                texto_plazo=texto_plazo(wait),
            ),
        )
    return None


def check_pactar(view: BattleView, action: Action) -> str | None:
    """4.1.1.3 - pactar la retirada: ambos bandos lo deciden."""
    reason = _de_turno(view, action.actor)
    if reason:
        return reason
    if action.param("acuerdo") is not True:
        return Refusal(
            "falta_dato",
            tr('Pactar la retirada requiere que ambos bandos lo decidan: indica "acuerdo": true (4.1.1.3).'),
        )
    return None


def check_irrumpir(view: BattleView, action: Action) -> str | None:
    return _check_irrumpir(view, action.actor, action)


def check_equipar(view: BattleView, action: Action) -> str | None:
    return _check_equipar(view, action.actor, action)


def _check_irrumpir(view: BattleView, actor: str, action: Action) -> str | None:
    live = view.live(actor)
    if not live.get("en_reserva"):
        return Refusal(
            "no_procede", tr("{actor} ya está en el combate o no puede volver a él (4.2.3).", actor=view.name(actor))
        )
    if view.state.get("fin") is not None:
        return Refusal("combate_terminado", tr("El combate ha terminado."))
    if cupos_libres(view, view.side(actor)) <= 0:
        return Refusal("sin_cupos", tr("El bando no tiene cupos libres (1.2.3, 1.2.5)."))
    wait = espera_sala(view, ficha(view, actor).ultima_huida)
    if wait is not None:
        return Refusal(
            "plazo_no_cumplido",
            tr(
                "4.2.3.1 - Quien huye de un combate no puede irrumpir en otros hasta pasados 15 minutos: a {actor} le faltan {texto_plazo}.",
                actor=view.name(actor),
                texto_plazo=texto_plazo(wait),
            ),
        )
    if view.option("irrumpir_denegado", "registrar") == "rechazar" and _denegado(view, actor, action):
        return Refusal(
            "irrumpir_denegado",
            tr(
                "1.2.4.1 - La mayoría del bando {side} deniega la entrada de {actor} con IRRUMPIR: sigue fuera del combate.",
                side=view.side(actor),
                actor=view.name(actor),
            ),
        )
    return None


def _denegado(view: BattleView, actor: str, action: Action) -> bool:
    """1.2.4.1 - por mayoría de los miembros del bando al que pretende unirse (los que están en el combate)."""
    members = [c for c in activos(view) if view.side(c) == view.side(actor)]
    raw: Any = action.param("denegar", [])
    deny = [str(c) for c in raw] if isinstance(raw, list) else ([str(raw)] if isinstance(raw, str) else [])
    votes = len([c for c in set(deny) if c in members])
    return bool(members) and votes * 2 > len(members)


def _check_equipar(view: BattleView, actor: str, action: Action) -> str | None:
    """1.3.2 - equipar objetos en la ronda de preparación; 1.3.4 - quien entra después sigue el método tradicional."""
    live = view.live(actor)
    if not live.get("activo"):
        return Refusal("fuera_del_combate", tr("{actor} no está en el combate.", actor=view.name(actor)))
    item = action.param("objeto")
    if not isinstance(item, str) or not item.strip():
        return Refusal("falta_dato", tr('Indica "objeto": el nombre del objeto o arma que se equipa (1.3.2).'))
    sheet = ficha(view, actor)
    known = [*sheet.objetos, *(a.nombre for a in sheet.armas)]
    if known and item not in known:
        return Refusal(
            "objeto_desconocido",
            tr(
                "{actor} no lleva «{item}» en su ficha (objetos: {join}).",
                actor=view.name(actor),
                item=item,
                join=", ".join(known),
            ),
        )
    if item in live.get("equipado", []) and not action.param("del_suelo"):
        return Refusal("no_procede", tr("{actor} ya tiene «{item}» equipado.", actor=view.name(actor), item=item))
    if view.state.get("fase") == "preparacion":
        if actor in view.state.get("listos", []):
            return Refusal(
                "ronda_de_preparacion", tr("{actor} ya terminó su ronda de preparación.", actor=view.name(actor))
            )
        return None
    if view.state.get("fin") is not None:
        return Refusal("combate_terminado", tr("El combate ha terminado."))
    if view.turn != actor:
        turn = view.turn
        who = view.name(turn) if turn is not None and turn in view.combatants else "nadie"
        return Refusal(
            "fuera_de_turno",
            tr(
                "No es el turno de {actor} (le toca a {who}): se equipa en el turno propio (1.3.4).",
                actor=view.name(actor),
                who=who,
            ),
        )
    ctl = control(view, actor)
    if ctl in CONTROLES_TOTALES or ctl in CONTROLES_PARALISIS:
        return Refusal(
            "estado_impide",
            tr(
                "{actor} sufre {nombre_estado}: no puede equiparse nada (11.4).",
                actor=view.name(actor),
                nombre_estado=catalogo.nombre_estado(ctl),
            ),
        )
    return None


def resolve_pasar(ctx: Resolution, action: Action) -> None:
    actor = action.actor
    if not ctx.live(actor).get("activo"):
        ctx.log(
            tr("{actor} ya no está en el combate (4.1.1): su *PASO TURNO* no cambia nada.", actor=ctx.name(actor)),
            actor=actor,
        )
    else:
        _pasar(ctx, actor)


def resolve_desplazarse(ctx: Resolution, action: Action) -> None:
    actor = action.actor
    steps = int(action.param("casillas"))
    live = ctx.live(actor)
    ctx.set(actor, "vel_gastada", int(live.get("vel_gastada", 0)) + steps)
    ctx.set(
        actor,
        "vel",
        int(live["vel"]) - steps,
        tr("{actor} se desplaza {steps} casillas (2.3.2.1).", actor=ctx.name(actor), steps=steps),
    )
    square = leer_casilla(action.param("hacia"))
    if square is not None:
        ctx.set(
            actor,
            "casilla",
            [square[0], square[1]],
            tr(
                "{actor} pasa a la casilla [{square0}, {square1}].",
                actor=ctx.name(actor),
                square0=square[0],
                square1=square[1],
            ),
        )
    if ctx.turn != actor and live.get("interferencia"):
        ctx.log(tr("La velocidad consumida en el turno de interferencia se consume hasta finalizar la ronda (2.5.4)."))


def resolve_irrumpir(ctx: Resolution, action: Action) -> None:
    _irrumpir(ctx, action.actor, action)


def resolve_llamada_de_auxilio(ctx: Resolution, action: Action) -> None:
    target = action.objetivo
    assert target is not None
    ctx.log(tr("{actor} hace una LLAMADA DE AUXILIO (1.2.4).", actor=ctx.name(action.actor)))
    if action.param("denegar"):
        ctx.log(tr("1.2.4.1 - No es posible denegar la entrada mediante LLAMADA DE AUXILIO: el voto no cuenta."))
    _unir(ctx, target)


def resolve_levantarse(ctx: Resolution, action: Action) -> None:
    quitar_estado(ctx, action.actor, "derribo", tr("se levanta con el comando Levantarse (11.5.2)"))
    _accion(ctx)


def resolve_huir(ctx: Resolution, action: Action) -> None:
    actor = action.actor
    when = str(ctx.option("fecha", "") or "")
    if when:
        ctx.set(actor, "huida_fecha", when)
    ctx.set(actor, "activo", False)
    ctx.set(actor, "huido", True, tr("{actor} huye del combate: cuenta como caer (4.1.1.1).", actor=ctx.name(actor)))
    if ctx.turn == actor:
        terminar_turno(ctx)


def resolve_equipar(ctx: Resolution, action: Action) -> None:
    _equipar(ctx, action.actor, action)


def resolve_pactar(ctx: Resolution, action: Action) -> None:
    ctx.set_global(
        "fin", {"tipo": "pacto"}, tr("Ambos bandos pactan la retirada del combate: no hay ganador (4.1.1.3).")
    )
    ctx.set_global("turno", None)


def _accion(ctx: Resolution) -> None:
    ctx.set_global("accion_general", int(ctx.state.get("accion_general", 0)) + 1)
    tick_acciones(ctx)


def _pasar(ctx: Resolution, actor: str) -> None:
    if ctx.state.get("fase") == "preparacion":
        ready = [*ctx.state.get("listos", []), actor]
        ctx.set_global("listos", ready, tr("{actor} termina su ronda de preparación.", actor=ctx.name(actor)))
        if all(c in ready for c in activos(ctx)):
            comenzar_combate(ctx)
        return
    ctx.log(tr("{actor}: *PASO TURNO* (2.3.3).", actor=ctx.name(actor)), actor=actor)
    if ctx.live(actor).get("control") is not None and ctx.option("turno_perdido_cuenta", True):
        tick_acciones(ctx, solo=actor)
    terminar_turno(ctx)


def _irrumpir(ctx: Resolution, actor: str, action: Action) -> None:
    """1.2.4.1 - se puede denegar Irrumpir por mayoría de los miembros del bando al que pretende unirse."""
    if _denegado(ctx, actor, action):
        ctx.set(
            actor,
            "entrada_denegada",
            True,
            tr(
                "El bando {side} deniega por mayoría la entrada de {actor} con IRRUMPIR (1.2.4.1): sigue fuera del combate y no gasta cupo.",
                side=ctx.side(actor),
                actor=ctx.name(actor),
            ),
        )
        return
    ctx.log(tr("{actor} usa IRRUMPIR (1.2.4).", actor=ctx.name(actor)))
    _unir(ctx, actor)


def _unir(ctx: Resolution, cid: str) -> None:
    """1.2.5 - elimina permanentemente un cupo del bando; 2.2.2 - ocupa su turno por velocidad desde la siguiente ronda."""
    side = ctx.side(cid)
    used: dict[str, Any] = dict(ctx.state.get("cupos", {}))
    used[side] = int(used.get(side, 0)) + 1
    ctx.set_global("cupos", used)
    ctx.set_global("union", [*ctx.state.get("union", []), cid])
    ctx.set(cid, "en_reserva", False)
    if ctx.live(cid).get("entrada_denegada"):
        ctx.set(cid, "entrada_denegada", False)
    ctx.set(
        cid,
        "activo",
        True,
        tr(
            "{cid} entra en el combate en el bando {side}; juega desde la siguiente ronda (2.2.2).",
            cid=ctx.name(cid),
            side=side,
        ),
    )


def _equipar(ctx: Resolution, actor: str, action: Action) -> None:
    """1.3.2 equipar objetos; 10.2.5 - re-equipar un arma caída al suelo desde alzada o voladora: en el suelo
    hasta que finalice el turno."""
    item = str(action.param("objeto"))
    live = ctx.live(actor)
    when = "en la ronda de preparación (1.3.2)" if ctx.state.get("fase") == "preparacion" else "(1.3.4)"
    ctx.set(
        actor,
        "equipado",
        sorted({*live.get("equipado", []), item}),
        tr("{actor} equipa «{item}» {when}.", actor=ctx.name(actor), item=item, when=when),
    )
    if action.param("del_suelo") and live["posicion"] in ("alzada", "voladora") and ctx.state.get("fase") == "combate":
        ctx.set(
            actor,
            "posicion_temporal",
            "suelo",
            tr(
                "{actor} recoge «{item}» del suelo: pasa a posición suelo hasta que finalice el turno (10.2.5).",
                actor=ctx.name(actor),
                item=item,
            ),
        )
