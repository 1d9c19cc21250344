"""Initiative, the start of each combatant's turn and passing the turn (INICIATIVA, Tipos de acciones)."""

from __future__ import annotations

from typing import Any

from core.battle import BattleView, Resolution
from core.i18n import tr
from core.rulesets.epic20 import derivados
from core.rulesets.epic20 import estado as st
from core.rulesets.epic20.formas import perder_forma
from core.rulesets.epic20.progresion import decaer, perdidas
from core.turns import next_in_order

NO_ACTUAN = ("inconsciente", "muerto", "huido")


def valores_iniciales(ctx: Resolution, cid: str) -> None:
    sheet = st.ficha(ctx, cid)
    vida = derivados.puntos_vida(sheet)
    heroe = min(sheet.puntos_heroe, derivados.puntos_heroe_max(sheet))
    for clave, valor in (("puntos_vida", vida), ("puntos_vida_max", vida), ("penalizador_defensa", 0), ("puntos_heroe", heroe),
                         ("estados", []), ("acciones", derivados.acciones_turno(sheet)), ("posturas", {}), ("efectos", {})):  # fmt: skip
        ctx.set(cid, clave, valor)
    if ctx.option("forma_sin_superpoderes_al_empezar", False):
        perder_forma(ctx, cid, tr("empieza sin ella"))


def tirar_iniciativa(ctx: Resolution) -> list[str]:
    """1d20 + Agilidad × level (+ Iniciativa mejorada), one die per combatant in list order."""
    valores: dict[str, int] = {}
    for cid in ctx.ids:
        sheet = st.ficha(ctx, cid)
        bono = derivados.bono_iniciativa(sheet)
        atributo = derivados.atributo_iniciativa(sheet)
        tirada = ctx.roll(
            "1d20",
            who=cid,
            purpose=tr(
                "Iniciativa de {actor} (+{bono}, {atributo})", actor=ctx.name(cid), bono=bono, atributo=atributo
            ),
        )
        valores[cid] = tirada.total + bono
        ctx.set(
            cid,
            "iniciativa",
            valores[cid],
            tr(
                "Iniciativa de {actor}: {total} + {bono} = {valores}.",
                actor=ctx.name(cid),
                total=tirada.total,
                bono=bono,
                valores=valores[cid],
            ),
        )
    indice = {cid: i for i, cid in enumerate(ctx.ids)}
    return sorted(ctx.ids, key=lambda c: (-valores[c], -derivados.bono_iniciativa(st.ficha(ctx, c)), indice[c]))


def empezar(ctx: Resolution, orden: list[str] | None) -> None:
    for cid in ctx.ids:
        valores_iniciales(ctx, cid)
    if orden is None:
        orden = tirar_iniciativa(ctx)
    elif ctx.option("iniciativa_con_orden_fijado", False):
        # house rule: under a forced order the initiative is rolled anyway (and shown); the forced order stands
        tirar_iniciativa(ctx)
        ctx.log(tr("Se sigue el orden fijado por el guion."))
    sorpresa = [c for c in (ctx.option("sorpresa") or []) if c in orden]
    if sorpresa:
        # FAQ «¿Cómo funciona la sorpresa?»: «Cuando hayan actuado todos los presentes, empieza un nuevo
        # turno que ya es normal»: from round 2 on, the plain initiative order.
        ctx.set_global("orden_normal", list(orden))
        orden = sorpresa + [c for c in orden if c not in sorpresa]
        ctx.log(
            tr("Sorpresa: actúan primero {lista} (con Superioridad).", lista=", ".join(ctx.name(c) for c in sorpresa))
        )
    ctx.set_global("orden", orden, tr("Orden de iniciativa: {lista}.", lista=", ".join(ctx.name(c) for c in orden)))
    primero = next((c for c in orden if not _salta(ctx, c)), None)
    ctx.set_global("turno", primero, tr("Turno de {primero}.", primero=ctx.name(primero)) if primero else "")
    if primero:
        iniciar_turno(ctx, primero)


def _salta(view: BattleView, cid: str) -> bool:
    if any(st.tiene_estado(view, cid, e) for e in NO_ACTUAN):  # the dying too: they are unconscious
        return True
    return st.live(view, cid).get("turno_perdido_ronda") == view.round


def iniciar_turno(ctx: Resolution, cid: str) -> None:
    """Fresh actions (minus what progression effects take), stances end, unmaintained effects decay."""
    sheet = st.ficha(ctx, cid)
    acciones = derivados.acciones_turno(sheet)
    perdidas_ = perdidas(st.live(ctx, cid).get("efectos", {}))
    if any(c.startswith("Frenesí") for c in sheet.complicaciones):
        perdidas_ |= {"comunicacion", "objeto"}
    for clave in perdidas_:
        acciones[clave] = 0
    if st.live(ctx, cid).get("acciones") != acciones:
        ctx.set(cid, "acciones", acciones)
    if st.live(ctx, cid).get("hizo_estandar"):
        ctx.set(cid, "hizo_estandar", False)
    cegado = st.live(ctx, cid).get("cegado_ronda")
    if st.tiene_estado(ctx, cid, "cegado") and isinstance(cegado, int) and cegado < ctx.round:
        ctx.set(
            cid,
            "estados",
            [e for e in st.estados(ctx, cid) if e != "cegado"],
            tr("{actor} vuelve a ver.", actor=ctx.name(cid)),
        )
    # flags of one turn (Moverse mientras actúa, Velocista, a move left after a declared stance)
    for marca in ("mitad_pendiente", "movio", "corriendo", "mover_tras_postura"):
        if st.live(ctx, cid).get(marca):
            ctx.set(cid, marca, False)
    if st.live(ctx, cid).get("posturas"):
        ctx.set(cid, "posturas", {}, tr("Terminan las maniobras declaradas de {actor}.", actor=ctx.name(cid)))
    for otro in ctx.ids:
        if st.live(ctx, otro).get("protegido_por") == cid:
            ctx.delete_path(("combatientes", otro, "protegido_por"))
    for otro in ctx.ids:  # Inspirar a otros: the Superioridad must be used before the inspirer's next turn
        pendientes = st.live(ctx, otro).get("superioridad_pendiente", [])
        vigentes = [p for p in pendientes if p.get("por") != cid]
        if vigentes != pendientes:
            ctx.set(
                otro,
                "superioridad_pendiente",
                vigentes,
                tr("{otro} pierde la Superioridad de Inspirar a otros.", otro=ctx.name(otro)),
            )
    decaer(ctx, cid)
    debilitados: dict[str, Any] = st.live(ctx, cid).get("atributos_debilitados", {})
    if debilitados:
        recuperados = {a: v - 0.5 for a, v in debilitados.items() if v > 0.5}
        ctx.set(
            cid,
            "atributos_debilitados",
            recuperados,
            tr("{actor} recupera ½ en cada atributo debilitado.", actor=ctx.name(cid)),
        )


def saltados(view: BattleView) -> frozenset[str]:
    """Who cannot take a turn now (out of combat, or gave it up to interpose)."""
    return frozenset(c for c in view.ids if _salta(view, c))


def terminar_turno(ctx: Resolution) -> None:
    actual = ctx.turn
    if actual is not None:
        ctx.set(actual, "ronda_actuada", ctx.round)
    saltar = saltados(ctx)
    nxt, nueva = next_in_order(ctx, saltar)
    if nueva:
        ctx.set_global("ronda", ctx.round + 1, tr("— Ronda {valor} —", valor=ctx.round + 1))
        for cid in ctx.ids:  # whoever cannot act cannot maintain what he applied: one degree per round
            if any(st.tiene_estado(ctx, cid, e) for e in NO_ACTUAN):
                decaer(ctx, cid, fuera_de_combate=True)
        saltar = saltados(ctx)
        normal = ctx.state.get("orden_normal")
        if normal:
            ctx.set_global("orden", normal, tr("Termina la sorpresa; orden de iniciativa: {lista}.",
                                                         lista=", ".join(ctx.name(c) for c in normal)))  # fmt: skip
            ctx.set_global("orden_normal", None)
            nxt = next((c for c in normal if c not in saltar), None)
        elif nxt in saltar:
            nxt = next((c for c in ctx.state["orden"] if c not in saltar), None)
    ctx.set_global("turno", nxt, tr("Turno de {nxt}.", nxt=ctx.name(nxt)) if nxt else tr("Nadie puede actuar."))
    if nxt is not None:
        iniciar_turno(ctx, nxt)
