"""Turn order and what happens between turns: poisons, per-turn damage, immobilisation, extra turns.

The document has no initiative rule: the GM's ``orden`` (or the list order of the combatants)
decides who acts first, and turns alternate through ``orden``. The house rule ``iniciativa``
"tirada" makes everyone roll 1d9 instead (highest first, ties in list order).
"""

from __future__ import annotations

from typing import Any

from core.battle import Resolution
from core.i18n import tr
from core.rulesets.caballeros import danos
from core.rulesets.caballeros.estado import ficha, recargas_iniciales, tiene_efecto, vivo


def iniciar(ctx: Resolution, orden: list[str] | None) -> None:
    for cid in ctx.ids:
        sheet = ficha(ctx, cid)
        valores: dict[str, Any] = {
            "vida": sheet.vida,
            "armadura": sheet.armadura,
            "cosmos": sheet.cosmos,
            "recargas_cosmos": recargas_iniciales(sheet),
            "vida_max": sheet.vida,
            "armadura_max": sheet.armadura,
            "cosmos_max": sheet.cosmos,
            "armadura_rota": sheet.armadura <= 0,
            "historial": [],
            "concentraciones": 0,
            "turnos": 0,
            "roturas": {"brazos": 0, "piernas": 0, "costillas": 0},
        }
        for key, value in valores.items():
            ctx.set(cid, key, value)
    if orden is None:
        orden = list(ctx.ids)
        if ctx.option("iniciativa") == "tirada":
            tiradas = {cid: ctx.roll("1d9", who=cid, purpose=tr("Iniciativa")).total for cid in orden}
            orden = sorted(orden, key=lambda c: -tiradas[c])
    ctx.set_global("orden", orden)
    ctx.set_global("ambiente", None)
    ctx.set_global("turno", orden[0], tr("Empieza {valor}.", valor=ctx.name(orden[0])))
    ctx.set(orden[0], "turnos", 1)
    inicio_de_turno(ctx, orden[0])


def fin_de_accion(ctx: Resolution, actor: str, turnos_extra_nuevos: int = 0) -> None:
    """After an action of the actor in their turn: extra turns, Detención Temporal, or the next turn."""
    live = ctx.live(actor)
    if turnos_extra_nuevos > 0 and vivo(ctx, actor):
        ctx.set(
            actor,
            "turnos_extra",
            turnos_extra_nuevos,
            tr(
                "{actor} gana {turnos_extra_nuevos} turnos extra.",
                actor=ctx.name(actor),
                turnos_extra_nuevos=turnos_extra_nuevos,
            ),
        )
        ctx.set(actor, "en_turno_extra", True)
        return
    if int(live.get("turnos_extra", 0)) > 0 and vivo(ctx, actor) and live.get("en_turno_extra"):
        quedan = int(live["turnos_extra"]) - 1
        ctx.set(actor, "turnos_extra", quedan)
        if quedan > 0:
            ctx.log(tr("{actor} sigue con sus turnos extra (quedan {quedan}).", actor=ctx.name(actor), quedan=quedan))
            return
        ctx.set(actor, "en_turno_extra", False, tr("Terminan los turnos extra de {actor}.", actor=ctx.name(actor)))
    elif tiene_efecto(ctx, actor, "detencion_temporal") and vivo(ctx, actor):
        hechas = int(live.get("acciones_turno", 0)) + 1
        if hechas < 2:
            ctx.set(
                actor,
                "acciones_turno",
                hechas,
                tr("Detención Temporal: {actor} hace una segunda acción.", actor=ctx.name(actor)),
            )
            return
        ctx.set(actor, "acciones_turno", 0)
    fin_de_turno(ctx, actor)
    pasar_turno(ctx)


def fin_de_turno(ctx: Resolution, actor: str) -> None:
    """The end of the actor's whole turn: immobilisations caused by the actor, resurrection count."""
    for other in ctx.ids:
        inm = ctx.live(other).get("inmovilizado")
        if inm and inm.get("por") == actor and int(inm.get("desde", -1)) < int(ctx.live(actor).get("turnos", 0)):
            quedan = int(inm["turnos"]) - 1
            if quedan <= 0:
                ctx.set(other, "inmovilizado", None, tr("{other} deja de estar inmovilizado.", other=ctx.name(other)))
            else:
                ctx.set(other, "inmovilizado", {**inm, "turnos": quedan})
    resucitado = ctx.live(actor).get("resucitado")
    if resucitado:
        quedan = int(resucitado) - 1
        if quedan <= 0:
            ctx.set(
                actor,
                "resucitado",
                None,
                tr("Termina el cuarto turno de {actor} resucitado: muere.", actor=ctx.name(actor)),
            )
            danos.caer(ctx, actor)
        else:
            ctx.set(
                actor,
                "resucitado",
                quedan,
                tr("{actor} resucitado: le quedan {quedan} turnos.", actor=ctx.name(actor), quedan=quedan),
            )
    ambiente = ctx.state.get("ambiente")
    if (
        ambiente
        and ambiente.get("de") == actor
        and ambiente.get("turnos") is not None
        and int(ambiente.get("desde", -1)) < int(ctx.live(actor).get("turnos", 0))
    ):
        quedan = int(ambiente["turnos"]) - 1
        if quedan <= 0:
            ctx.set_global("ambiente", None, tr("Termina el ambiente «{ambiente}».", ambiente=ambiente["poder"]))
        else:
            nuevo = dict(ambiente)
            nuevo["turnos"] = quedan
            ctx.set_global("ambiente", nuevo)


def pasar_turno(ctx: Resolution) -> None:
    """Give the turn to the next standing combatant in ``orden``; skip the immobilised."""
    orden: list[str] = [str(c) for c in ctx.state.get("orden", [])]
    actual = ctx.turn
    index = orden.index(actual) if actual in orden else -1
    for _ in range(len(orden) * 3):
        index = (index + 1) % len(orden)
        if index == 0:
            ctx.set_global("ronda", ctx.round + 1, tr("— Ronda {valor} —", valor=ctx.round + 1))
        candidato = orden[index]
        if not vivo(ctx, candidato):
            continue
        ctx.set_global("turno", candidato, tr("Turno de {candidato}.", candidato=ctx.name(candidato)))
        ctx.set(candidato, "turnos", int(ctx.live(candidato).get("turnos", 0)) + 1)
        inicio_de_turno(ctx, candidato)
        if not vivo(ctx, candidato):
            continue
        if ctx.live(candidato).get("inmovilizado"):
            ctx.log(tr("{candidato} está inmovilizado y pierde su turno.", candidato=ctx.name(candidato)))
            fin_de_turno(ctx, candidato)
            continue
        if int(ctx.live(candidato).get("turnos_extra", 0)) > 0 and not ctx.live(candidato).get("en_turno_extra"):
            ctx.set(
                candidato,
                "en_turno_extra",
                True,
                tr("{candidato} usa los turnos extra que le obligaron a ganar.", candidato=ctx.name(candidato)),
            )
        return
    ctx.set_global("turno", None, tr("Nadie puede actuar."))


def inicio_de_turno(ctx: Resolution, cid: str) -> None:
    """Before the knight acts: their poisons on others, their per-turn ambient and divine damage."""
    nombre = ctx.name(cid)
    for other in ctx.ids:
        if other == cid or not vivo(ctx, other):
            continue
        venenos: list[dict[str, Any]] = ctx.live(other).get("venenos", [])
        nuevos = []
        for veneno in venenos:
            if veneno["de"] != cid:
                nuevos.append(veneno)
                continue
            if int(veneno.get("desde", 0)) >= int(ctx.live(cid).get("turnos", 0)):
                nuevos.append(veneno)
                continue
            dano = danos.reducir_por_elemento(ctx, other, int(veneno["dano"]), veneno.get("elemento"))
            modo: danos.Modo = "solo_armadura" if veneno.get("a") == "armadura" else "vida"
            danos.aplicar(
                ctx,
                other,
                danos.contra_barrera(ctx, other, dano),
                modo,
                tr("veneno «{veneno}»", veneno=veneno["poder"]),
            )
            if veneno.get("turnos") is None:
                nuevos.append(veneno)
                continue
            quedan = int(veneno["turnos"]) - 1
            if quedan > 0:
                nuevos.append({**veneno, "turnos": quedan})
            else:
                ctx.log(
                    tr("Termina el veneno «{veneno}» sobre {other}.", veneno=veneno["poder"], other=ctx.name(other))
                )
        if venenos != nuevos:
            ctx.set(other, "venenos", nuevos)
        if tiene_efecto(ctx, cid, "frio_de_asgard") and other in ctx.enemies(cid):
            danos.aplicar(ctx, other, danos.contra_barrera(ctx, other, 10), "vida", tr("Frío de Asgard"))
        if tiene_efecto(ctx, cid, "calor_solar") and other in ctx.enemies(cid):
            danos.aplicar(ctx, other, danos.contra_barrera(ctx, other, 10), "vida", tr("Calor Solar"))
        if tiene_efecto(ctx, cid, "enredaderas_infernales") and other in ctx.enemies(cid):
            danos.aplicar(
                ctx, other, danos.contra_barrera(ctx, other, 10), "solo_armadura", tr("Enredaderas Infernales")
            )
    ambiente = ctx.state.get("ambiente")
    if ambiente and ambiente.get("de") == cid and int(ambiente.get("dano_por_turno", 0)) > 0:
        for other in ctx.ids:
            if vivo(ctx, other):
                destino = ambiente.get("dano_por_turno_a")
                modo_ambiente: danos.Modo = (
                    "vida" if destino == "vida" else "solo_armadura" if destino == "armadura" else "mixto"
                )
                dano = int(ambiente["dano_por_turno"])
                if other in ctx.enemies(cid):
                    # The barrier absorbs «todos los ptos de daño que el rival realice».
                    dano = danos.contra_barrera(ctx, other, dano)
                danos.aplicar(ctx, other, dano, modo_ambiente, tr("ambiente «{ambiente}»", ambiente=ambiente["poder"]))
    if nombre and ctx.live(cid).get("acciones_turno"):
        ctx.set(cid, "acciones_turno", 0)


def pasar_si_le_tocaba(ctx: Resolution, cid: str) -> None:
    """Whoever cannot act in his own turn ends it (out of the fight, immobilised): the next who can act plays."""
    en_pie = {ctx.side(c) for c in ctx.ids if vivo(ctx, c)}
    if ctx.turn == cid and len(en_pie) > 1 and (not vivo(ctx, cid) or ctx.live(cid).get("inmovilizado")):
        fin_de_turno(ctx, cid)
        pasar_turno(ctx)
