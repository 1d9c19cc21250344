"""Rounds and turns: start of combat, PASO TURNO, lone-fighter PA (1.2.6), round end (3.1.3) and reordering (2.2.5)."""

from __future__ import annotations

from typing import Any

from core.battle import BattleView, Resolution
from core.i18n import tr
from core.ruleset import JsonValue
from core.rulesets.umh.estado import activos, pa_por_ronda
from core.rulesets.umh.estados import regenerar, tick_indirectos
from core.rulesets.umh.orden import orden_de_ronda

RECUPERACION_SOLITARIO = 2
"""1.2.6.2 - El usuario recuperará 2 PA en su último turno propio."""
RONDAS_PASIVAS = 3
"""2.3.3.1 - 3 rondas consecutivas sin ataques: ambos bandos pierden el combate."""


def calcular_orden(view: BattleView, primera: bool, solo: set[str] | None = None) -> list[dict[str, JsonValue]]:
    people = [c for c in activos(view) if solo is None or c in solo]
    sides: dict[str, list[str]] = {}
    for cid in people:
        sides.setdefault(view.side(cid), []).append(cid)
    speed = {cid: int(view.live(cid)["vel_total"]) for cid in people}
    priority = [str(c) for c in view.state.get("union", [])]
    turns = orden_de_ronda(
        sides,
        speed,
        priority,
        agresor=str(view.state.get("agresor")),
        primera=primera,
        empate_bando_agresor=bool(view.option("empate_bando_agresor", False)),
        objetivos=[str(c) for c in view.state.get("objetivos_iniciales", [])] if primera else (),
    )
    return [{"cid": t.cid, "recupera": t.recupera} for t in turns]


def reordenar_tras_ataque_iniciador(ctx: Resolution, objetivos: list[str]) -> None:
    """2.2.1 - in the first round the targets of the opening attack play right after the aggressor, by speed: once
    the attack names them, the rest of round 1 is ordered again (the aggressor keeps the turn he is playing)."""
    ctx.set_global("objetivos_iniciales", objetivos)
    if ctx.round != 1 or int(ctx.state.get("indice", 0)) != 0:
        return
    playing = {str(t["cid"]) for t in ctx.state.get("turnos", [])}  # 2.2.2: who joined since plays next round
    turns = calcular_orden(ctx, True, playing)
    if not turns or turns[0]["cid"] != ctx.turn or turns == ctx.state.get("turnos"):
        return
    ctx.set_global("turnos", turns)
    ctx.set_global(
        "orden",
        [t["cid"] for t in turns],
        tr("2.2.1 - tras el agresor juegan los objetivos del ataque iniciador, por velocidad: ")
        + ", ".join(ctx.name(str(t["cid"])) for t in turns)
        + ".",
    )


def turno_actual(view: BattleView) -> dict[str, Any] | None:
    order = view.state.get("turnos", [])
    index = int(view.state.get("indice", 0))
    if 0 <= index < len(order):
        value: dict[str, Any] = order[index]
        return value
    return None


def comenzar_combate(ctx: Resolution) -> None:
    """2.1.1 - tras la ronda de preparación, la ronda 1 con el orden de 2.2.1."""
    if ctx.state.get("fase") == "preparacion" and ctx.option("pa_tras_preparacion", "recuperar") == "recuperar":
        _recuperar_tras_preparacion(ctx)
    ctx.set_global("fase", "combate", tr("— Comienza el combate: ronda 1 —"))
    ctx.set_global("ronda", 1)
    _nueva_ronda(ctx, primera=True)


def _recuperar_tras_preparacion(ctx: Resolution) -> None:
    """3.1.3 - «Al finalizar cada ronda todos los jugadores regeneran todos sus PA»: también la de preparación (1.3)."""
    total = pa_por_ronda(ctx)
    for cid in activos(ctx):
        live = ctx.live(cid)
        if live["pa"] != total:
            ctx.set(
                cid,
                "pa",
                total,
                tr("{cid} regenera sus PA al acabar la ronda de preparación (3.1.3).", cid=ctx.name(cid)),
            )
        if live.get("usadas_ronda"):
            ctx.set(cid, "usadas_ronda", [])


def _nueva_ronda(ctx: Resolution, primera: bool) -> None:
    turns = calcular_orden(ctx, primera)
    ctx.set_global("turnos", turns)
    ctx.set_global("orden", [t["cid"] for t in turns])
    ctx.set_global("indice", 0)
    ctx.set_global("ataque_en_ronda", False)
    if turns:
        _iniciar_turno(ctx)


def _iniciar_turno(ctx: Resolution) -> None:
    """Start the turn at ``indice``: indirect damage (11.3.3), the lone fighter's 2 PA (1.2.6.2)."""
    while True:
        turn = turno_actual(ctx)
        if turn is None:
            _fin_de_ronda(ctx)
            return
        cid = str(turn["cid"])
        if not ctx.live(cid).get("activo"):
            ctx.set_global("indice", int(ctx.state["indice"]) + 1)
            continue
        ctx.set_global("turno", cid, tr("Turno de {cid}.", cid=ctx.name(cid)))
        ctx.set_global("turno_general", int(ctx.state.get("turno_general", 0)) + 1)
        if ctx.option("indirecto_por", "turno") == "turno":
            tick_indirectos(ctx)
        live = ctx.live(cid)
        if not live.get("activo"):
            ctx.set_global("indice", int(ctx.state["indice"]) + 1)
            continue
        ctx.set(cid, "acciones_0pa", 0)
        ctx.set(cid, "turno_libre", live.get("control") is None)
        if live.get("resistidas"):
            ctx.set(cid, "resistidas", [])
        if turn.get("recupera"):
            _recuperar_solitario(ctx, cid)
        return


def _recuperar_solitario(ctx: Resolution, cid: str) -> None:
    """1.2.6.2 - «El usuario recuperará 2 PA en su último turno propio y al principio de dicho turno»; with the house
    rule ``recuperacion_solitario`` = ``hasta_el_total`` they only give back PA spent (never above the round's total)."""
    pa = int(ctx.live(cid)["pa"])
    amount = RECUPERACION_SOLITARIO
    if ctx.option("recuperacion_solitario", "suma") == "hasta_el_total":
        amount = max(0, min(amount, pa_por_ronda(ctx) - pa))
    if not amount:
        ctx.log(
            tr("{cid} no ha gastado PA: no recupera ninguno en este turno propio (1.2.6.2, 3.1.1).", cid=ctx.name(cid))
        )
        return
    ctx.set(
        cid,
        "pa",
        pa + amount,
        tr("{cid} recupera {amount} PA al principio de este turno propio (1.2.6.2).", cid=ctx.name(cid), amount=amount),
    )
    ctx.set(cid, "pa_recuperados", amount)


def _fin_pendiente(ctx: BattleView) -> bool:
    return ctx.state.get("fin") is not None


def terminar_turno(ctx: Resolution) -> None:
    """2.3.3 - *PASO TURNO*: regenerations (2.3.6), lost recovered PA (1.2.6.3), then the next turn."""
    cid = ctx.turn
    if cid is not None and cid in ctx.combatants:
        live = ctx.live(cid)
        lost = min(int(live.get("pa_recuperados", 0)), int(live["pa"]))
        if lost:
            ctx.set(
                cid,
                "pa",
                int(live["pa"]) - lost,
                tr("{cid} pierde {lost} PA recuperados sin usar (1.2.6.3).", cid=ctx.name(cid), lost=lost),
            )
        if live.get("pa_recuperados"):
            ctx.set(cid, "pa_recuperados", 0)
        regenerar(ctx, cid)
        if live.get("sin_vuelo") and live.get("sin_vuelo_desde") != ctx.state.get("turno_general"):
            # 11.4.1.1 «hasta pasado un turno propio»: uno que empezó ya sin el desmayo.
            ctx.set(cid, "sin_vuelo", False)
        if live.get("posicion_temporal") is not None:
            ctx.set(cid, "posicion_temporal", None)
        if live.get("turno_libre") and live.get("control") is None and live.get("inmune_control"):
            ctx.set(
                cid,
                "inmune_control",
                False,
                tr("{cid} ha tenido un turno activo libre de controles de masas (11.5.16).", cid=ctx.name(cid)),
            )
    ctx.set_global("indice", int(ctx.state.get("indice", 0)) + 1)
    _iniciar_turno(ctx)


def _fin_de_ronda(ctx: Resolution) -> None:
    """3.1.3 - all PA back; 2.3.2.1/8.2.1.2 - speed back; 2.3.3.1 - mutual passing; 2.2.5 - reorder."""
    passive = 0 if ctx.state.get("ataque_en_ronda") else int(ctx.state.get("rondas_sin_ataque", 0)) + 1
    ctx.set_global("rondas_sin_ataque", passive)
    total = pa_por_ronda(ctx)
    for cid in ctx.ids:
        live = ctx.live(cid)
        if not live.get("activo"):
            continue
        if live["pa"] != total:
            ctx.set(cid, "pa", total)
        if live.get("vel_gastada"):
            ctx.set(cid, "vel_gastada", 0)
        if live["vel"] != live["vel_total"]:
            ctx.set(cid, "vel", live["vel_total"])
        for key in ("usadas_ronda",):
            if live.get(key):
                ctx.set(cid, key, [])
        if live.get("ofensivas_1pa"):
            ctx.set(cid, "ofensivas_1pa", 0)
    if passive >= RONDAS_PASIVAS:
        _fin_por_pasividad(ctx)
        return
    if _fin_pendiente(ctx) or _un_bando(ctx):
        return
    ronda = ctx.round + 1
    ctx.set_global("ronda", ronda, tr("— Ronda {ronda}: todos regeneran sus PA (3.1.3) —", ronda=ronda))
    _nueva_ronda(ctx, primera=False)


def _un_bando(view: BattleView) -> bool:
    return len({view.side(c) for c in activos(view)}) < 2


def _fin_por_pasividad(ctx: Resolution) -> None:
    """2.3.3.1 - ambos bandos pierden el combate obteniendo una pérdida de un punto de vigor."""
    for cid in activos(ctx):
        ctx.set(cid, "vigor", max(0, int(ctx.live(cid)["vigor"]) - 1))
    ctx.set_global(
        "fin",
        {"tipo": "pasividad"},
        tr("Tres rondas consecutivas sin ataques: ambos bandos pierden el combate y un punto de vigor (2.3.3.1)."),
    )
    ctx.set_global("turno", None)
