"""States of section 11: indirect damage, crowd controls, altered states, falls and collisions; and damage to VIT."""

from __future__ import annotations

from typing import Any

from core.battle import Resolution
from core.i18n import tr
from core.rulesets.umh import catalogo
from core.rulesets.umh.activas import finalizar
from core.rulesets.umh.estado import ficha, refrescar_stats
from core.rulesets.umh.redondeo import redondear_dano

ANULAN_ACTIVAS = frozenset({"aturdimiento", "desmayado", "dormido", "petrificacion"})
"""11.4.1/11.4.1.1/11.4.1.2 - anulan habilidades que el usuario esté usando, a no ser que sean pasivas."""
NO_REGENERABLES = {"dolor": "mental", "maleficio": "alma", "asfixia": "asfixia"}
"""11.3.4–11.3.6 - Dolor (mental), Maleficio (alma) y asfixia no se regeneran (la asfixia, mientras dure)."""
HASTA_QUE_FINALICE = frozenset({"asfixia"})
"""11.3.6 - «el indirecto no se puede regenerar hasta que finalice la habilidad causante del mismo»: the causing skill
lasts as long as the asphyxia it keeps up (its duration); when it ends, that damage can be regenerated again."""


def danar(ctx: Resolution, cid: str, cantidad: int, *, no_regenerable: int = 0, texto: str = "") -> None:
    """Take VIT; at 0 the fighter falls (4.1.1.2) and loses a vigor point (4.1.4)."""
    live = ctx.live(cid)
    if cantidad <= 0 or not live.get("activo"):
        return
    vit = max(0, int(live["vit"]) - cantidad)
    ctx.set(
        cid,
        "vit",
        vit,
        texto or tr("{cid} recibe {cantidad} de daño (VIT {vit}).", cid=ctx.name(cid), cantidad=cantidad, vit=vit),
    )
    if no_regenerable:
        ctx.set(cid, "no_regenerable", int(live["no_regenerable"]) + min(cantidad, no_regenerable))
    control = live.get("control")
    if control and control["nombre"] == "dormido":
        quitar_control(ctx, cid, tr("11.4.1.2 - recibe daño y despierta"))
    if vit == 0:
        caer(ctx, cid)


def caer(ctx: Resolution, cid: str) -> None:
    """4.1.4 - ver la vitalidad reducida a 0 provoca la pérdida de 1 punto de vigor; 4.1.5 - sus habilidades activas finalizan."""
    live = ctx.live(cid)
    ctx.set(cid, "activo", False)
    ctx.set(cid, "derrotado", True)
    ctx.set(
        cid,
        "vigor",
        max(0, int(live["vigor"]) - 1),
        tr("{cid} cae en combate y pierde 1 punto de vigor (4.1.4).", cid=ctx.name(cid)),
    )
    finalizar_activas(ctx, cid, tr("cae en combate: sus habilidades activas finalizan (4.1.5)"), inconsciente=True)
    finalizar(ctx, cid, inconsciente=True)


MEJORAS = ("potenciadores_activos", "reducciones_activas", "aumentos_activos")


def finalizar_activas(ctx: Resolution, cid: str, motivo: str, *, inconsciente: bool = False) -> None:
    """4.1.5 - «Al momento de caer en combate cualquier habilidad activa del jugador finaliza» and 11.4.1 - the stun
    «anula habilidades que el usuario esté usando en ese momento ya sea sobre sí mismo, sobre otros»: the buffs of
    ``cid``'s skills end on everyone. 4.1.5.1 - effects already applied (indirects, states) stay, since they are not
    active skills. 4.1.5.2 - a skill whose document lets it stay active while unconscious (``activa_inconsciente``)
    survives a fall (``inconsciente``)."""
    kept_names = {h.nombre for h in ficha(ctx, cid).habilidades if h.activa_inconsciente} if inconsciente else set()
    others_keep = inconsciente and ctx.option("mejoras_al_caer", "finalizan") == "sobre_otros_siguen"
    for other in ctx.ids:
        if others_keep and other != cid:
            continue  # house rule: 4.1.5.1 read as covering buffs already cast on others
        for key in MEJORAS:
            items = ctx.live(other).get(key, [])
            origins = ctx.live(other).get("origen_mejoras", {})
            keep = [
                i
                for i in items
                if origins.get(f"{key}|{i.get('habilidad')}", other) != cid or i.get("habilidad") in kept_names
            ]
            if len(keep) != len(items):
                ctx.set(
                    other,
                    key,
                    keep,
                    tr(
                        "{cid} {motivo}: termina su mejora sobre {other}.",
                        cid=ctx.name(cid),
                        motivo=motivo,
                        other=ctx.name(other),
                    ),
                )
                if key == "aumentos_activos":
                    refrescar_stats(ctx, other)


def regenerar(ctx: Resolution, cid: str) -> None:
    """2.3.6/1.2.6.4 - la regeneración se aplica al finalizar cada turno propio, sin curar lo no regenerable."""
    live = ctx.live(cid)
    amount = ficha(ctx, cid).regeneracion
    if amount <= 0 or not live.get("activo"):
        return
    cap = int(live["vit_max"]) - int(live["no_regenerable"])
    vit = int(live["vit"])
    new = min(cap, vit + amount)
    if new > vit:
        ctx.set(
            cid,
            "vit",
            new,
            tr("{cid} regenera {valor} de VIT (VIT {new}).", cid=ctx.name(cid), valor=new - vit, new=new),
        )


def aplicar_indirecto(ctx: Resolution, cid: str, tipo: str, cantidad: int, duracion: int) -> None:
    """11.3.1 - uno de cada tipo; 11.3.2 - uno mayor lo sustituye y la duración se renueva, no se acumula;
    11.3.3 - se aplica al principio de cada turno desde el siguiente al que se origina."""
    if cantidad <= 0 or duracion <= 0:
        return
    current: dict[str, Any] = dict(ctx.live(cid).get("indirectos", {}))
    old = current.get(tipo)
    if old and cantidad < int(old["cantidad"]) and ctx.option("indirecto_menor", "sin_efecto") == "sin_efecto":
        ctx.log(
            tr(
                "{cid} ya sufre {tipo} de {cantidad}: uno menor ({cantidad2}) no lo sustituye (11.3.1–11.3.2).",
                cid=ctx.name(cid),
                tipo=tipo,
                cantidad=old["cantidad"],
                cantidad2=cantidad,
            )
        )
        return
    amount = max(cantidad, int(old["cantidad"])) if old else cantidad
    clock = "accion_general" if ctx.option("indirecto_por", "turno") == "accion" else "turno_general"
    current[tipo] = {"cantidad": amount, "duracion": duracion, "desde": int(ctx.state.get(clock, 0)) + 1}
    if old and old.get("retenido"):
        current[tipo]["retenido"] = old["retenido"]  # 11.3.6 - still not regenerable while the asphyxia lasts
    ctx.set(
        cid,
        "indirectos",
        current,
        tr(
            "{cid} se renueva {tipo}: {amount} por turno durante {duracion} (11.3)."
            if old
            else "{cid} sufre {tipo}: {amount} por turno durante {duracion} (11.3).",
            cid=ctx.name(cid),
            tipo=tipo,
            amount=amount,
            duracion=duracion,
        ),
    )
    ctx.set(cid, "recibio_estado", True)


def tick_indirectos(ctx: Resolution) -> None:
    """11.3.3 - el daño indirecto siempre se aplica al principio de cada turno (or, with the house rule
    ``indirecto_por`` = accion, after each general action as 11.2.1 says)."""
    clock = "accion_general" if ctx.option("indirecto_por", "turno") == "accion" else "turno_general"
    now = int(ctx.state.get(clock, 0))
    for cid in ctx.ids:
        live = ctx.live(cid)
        if not live.get("activo") or not live.get("indirectos"):
            continue
        current = dict(live["indirectos"])
        changed = False
        for tipo, data in sorted(live["indirectos"].items()):
            if int(data["desde"]) > now:
                continue
            amount = int(data["cantidad"])
            danar(
                ctx,
                cid,
                amount,
                no_regenerable=amount if tipo in NO_REGENERABLES else 0,
                texto=tr(
                    "{cid} sufre {amount} de daño indirecto por {tipo}.", cid=ctx.name(cid), amount=amount, tipo=tipo
                ),
            )
            left = int(data["duracion"]) - 1
            held = int(data.get("retenido", 0)) + amount if tipo in HASTA_QUE_FINALICE else 0
            if left <= 0:
                current.pop(tipo)
                if held:
                    _liberar(ctx, cid, held, tipo)
            else:
                current[tipo] = {**data, "duracion": left, **({"retenido": held} if held else {})}
            changed = True
            if not ctx.live(cid).get("activo"):
                break
        if changed:
            ctx.set(cid, "indirectos", current)


def _liberar(ctx: Resolution, cid: str, cantidad: int, tipo: str) -> None:
    """11.3.6 - the causing skill has ended: its asphyxia damage is regenerable again."""
    live = ctx.live(cid)
    left = max(0, int(live["no_regenerable"]) - cantidad)
    ctx.set(
        cid,
        "no_regenerable",
        left,
        tr(
            "Finaliza la habilidad causante de la {tipo} de {cid}: sus {cantidad} de daño ya se pueden regenerar (11.3.6).",
            tipo=tipo,
            cid=ctx.name(cid),
            cantidad=cantidad,
        ),
    )


def aplicar_control(ctx: Resolution, cid: str, nombre: str, duracion: int, fuente: str, habilidad: str = "") -> bool:
    """11.5.18 - un solo control de masas; 11.5.16 - inmune hasta un turno activo libre de ellos."""
    live = ctx.live(cid)
    if duracion <= 0:
        return False
    if live.get("control") is not None:
        ctx.log(
            tr(
                "{cid} ya tiene un control de masas: no se puede poseer más de uno al mismo tiempo (11.5.18).",
                cid=ctx.name(cid),
            )
        )
        return False
    if live.get("inmune_control"):
        ctx.log(
            tr(
                "{cid} no puede verse afectado por un control de masas hasta contar con un turno activo libre de estos (11.5.16).",
                cid=ctx.name(cid),
            )
        )
        return False
    if habilidad and habilidad in live.get("resistidas", []):
        ctx.log(
            tr(
                "{cid} resistió «{habilidad}» y no le afecta hasta su próximo turno propio (11.5.17).",
                cid=ctx.name(cid),
                habilidad=habilidad,
            )
        )
        return False
    data = {
        "nombre": nombre,
        "duracion": duracion,
        "fuente": fuente,
        "habilidad": habilidad,
        "desde": int(ctx.state.get("accion_general", 0)),
    }
    ctx.set(
        cid,
        "control",
        data,
        tr(
            "{cid} sufre {nombre} durante {duracion} acciones (11.4).",
            cid=ctx.name(cid),
            nombre=nombre,
            duracion=duracion,
        ),
    )
    ctx.set(cid, "recibio_estado", True)
    if nombre in ANULAN_ACTIVAS:
        finalizar_activas(
            ctx, cid, tr("sufre {nombre}: se anulan las habilidades que estaba usando (11.4.1)", nombre=nombre)
        )
        finalizar(ctx, cid, inconsciente=False)
        refrescar_stats(ctx, cid)
    if live.get("posicion") in ("alzada", "voladora"):
        caida(ctx, cid, tr("10.2.6 - un control de masas en el aire produce los efectos de derribo"))
    return True


def quitar_control(ctx: Resolution, cid: str, motivo: str) -> None:
    control = ctx.live(cid).get("control")
    if control is None:
        return
    ctx.set(
        cid,
        "control",
        None,
        tr("{cid} deja de sufrir {nombre} ({motivo}).", cid=ctx.name(cid), nombre=control["nombre"], motivo=motivo),
    )
    ctx.set(cid, "inmune_control", True)
    if control["nombre"] == "desmayado":
        ctx.set(cid, "sin_vuelo_desde", int(ctx.state.get("turno_general", 0)))
        ctx.set(
            cid,
            "sin_vuelo",
            True,
            tr("11.4.1.1 - no puede alcanzar posición voladora o alzada hasta pasado un turno propio."),
        )


def caida(ctx: Resolution, cid: str, motivo: str) -> None:
    """11.5.3 - derribo desde posición voladora 10 % de la VIT total, desde alzada 5 %,
    salvo con una defensa pasiva sobrehumana o superior."""
    live = ctx.live(cid)
    pos = live.get("posicion")
    if pos not in ("alzada", "voladora"):
        return
    ctx.set(cid, "posicion", "suelo", tr("{cid} cae al suelo ({motivo}).", cid=ctx.name(cid), motivo=motivo))
    sheet = ficha(ctx, cid)
    threshold = catalogo.rango_escala(str(ctx.option("caida_sin_dano_desde", "sobrehumana")))
    if any(catalogo.rango_escala(r.escala) >= threshold > 0 for r in sheet.resistencias):
        ctx.log(
            tr(
                "{cid} no recibe daño de la caída: posee una defensa pasiva sobrehumana o superior (11.5.3).",
                cid=ctx.name(cid),
            )
        )
        return
    pct = 10 if pos == "voladora" else 5
    amount = redondear_dano(int(live["vit_max"]) * pct / 100)
    danar(
        ctx,
        cid,
        amount,
        texto=tr(
            "{cid} recibe {amount} de daño por la caída ({pct} % de la VIT total, 11.5.3).",
            cid=ctx.name(cid),
            amount=amount,
            pct=pct,
        ),
    )


def aplicar_estado(ctx: Resolution, cid: str, nombre: str, duracion: int | None, fuente: str) -> bool:
    """11.5 - estados alterados; 11.5.15 - nunca dos estados idénticos a la vez (se queda el más largo)."""
    live = ctx.live(cid)
    info = catalogo.estados().get(nombre)
    if duracion is None and info is not None and info.duracion_por_defecto is not None:
        duracion = info.duracion_por_defecto
    if nombre == "enamorado" and int(live["vol"]) > int(ctx.live(fuente)["vol"]):
        ctx.log(
            tr(
                "{cid} supera en VOL a {fuente} y anula el enamoramiento (11.5.10).",
                cid=ctx.name(cid),
                fuente=ctx.name(fuente),
            )
        )
        return False
    states: dict[str, Any] = dict(live.get("estados", {}))
    old = states.get(nombre)
    if old is not None:
        old_d = old.get("duracion")
        if old_d is None or (duracion is not None and old_d >= duracion):
            ctx.log(
                tr(
                    "{cid} ya sufre {nombre}: no puede tener dos estados idénticos (11.5.15).",
                    cid=ctx.name(cid),
                    nombre=nombre,
                )
            )
            return False
    states[nombre] = {"duracion": duracion, "fuente": fuente, "desde": int(ctx.state.get("accion_general", 0))}
    if nombre == "derribo":
        states[nombre]["duracion"] = None
    dur = tr("indeterminada") if states[nombre]["duracion"] is None else tr("{duracion} acciones", duracion=duracion)
    ctx.set(cid, "estados", states, tr("{cid} sufre {nombre} ({dur}).", cid=ctx.name(cid), nombre=nombre, dur=dur))
    ctx.set(cid, "recibio_estado", True)
    if nombre == "derribo":
        caida(ctx, cid, tr("11.5.3 - derribo"))
    refrescar_stats(ctx, cid)
    return True


def quitar_estado(ctx: Resolution, cid: str, nombre: str, motivo: str) -> None:
    states = dict(ctx.live(cid).get("estados", {}))
    if nombre in states:
        states.pop(nombre)
        ctx.set(
            cid,
            "estados",
            states,
            tr("{cid} deja de sufrir {nombre} ({motivo}).", cid=ctx.name(cid), nombre=nombre, motivo=motivo),
        )
        refrescar_stats(ctx, cid)


def tick_acciones(ctx: Resolution, solo: str | None = None) -> None:
    """11.5.14 - los estados duran acciones generales y los controles empiezan a contar al efectuarse.

    Called after each general action (``solo`` = one fighter, for a turn lost to a control).
    """
    now = int(ctx.state.get("accion_general", 0))
    if not solo and ctx.option("indirecto_por", "turno") == "accion":
        tick_indirectos(ctx)
    for cid in [solo] if solo else ctx.ids:
        live = ctx.live(cid)
        if not live.get("activo"):
            continue
        control = live.get("control")
        if control is not None and (solo or int(control["desde"]) < now):
            left = int(control["duracion"]) - 1
            if left <= 0:
                quitar_control(ctx, cid, tr("finaliza su duración"))
            else:
                ctx.set(cid, "control", {**control, "duracion": left})
        _tick_mejoras(ctx, cid, now, bool(solo))
        states = live.get("estados", {})
        for nombre, data in sorted(states.items()):
            if data.get("duracion") is None or (not solo and int(data["desde"]) >= now):
                continue
            left = int(data["duracion"]) - 1
            if left <= 0:
                quitar_estado(ctx, cid, nombre, tr("finaliza su duración"))
            else:
                current = dict(ctx.live(cid)["estados"])
                current[nombre] = {**data, "duracion": left}
                ctx.set(cid, "estados", current)


def _tick_mejoras(ctx: Resolution, cid: str, now: int, solo: bool) -> None:
    """Buffs of supplementary skills with a duration in general actions end like states (11.5.14)."""
    for key in ("potenciadores_activos", "reducciones_activas", "aumentos_activos"):
        items = ctx.live(cid).get(key, [])
        if not any(i.get("duracion") is not None for i in items):
            continue
        kept: list[dict[str, Any]] = []
        for item in items:
            if item.get("duracion") is None or (not solo and int(item["desde"]) >= now):
                kept.append(item)
            elif int(item["duracion"]) > 1:
                kept.append({**item, "duracion": int(item["duracion"]) - 1})
            else:
                ctx.log(tr("Termina «{habilidad}» sobre {cid}.", habilidad=item["habilidad"], cid=ctx.name(cid)))
        ctx.set(cid, key, kept)
        if key == "aumentos_activos":
            refrescar_stats(ctx, cid)
