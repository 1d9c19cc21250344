"""Applying a skill's effects: indirect damage, controls, states, positions, collisions (11.6) and buffs."""

from __future__ import annotations

import math
from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from core.battle import Resolution
from core.i18n import tr
from core.ruleset import JsonValue
from core.rulesets.umh.estado import refrescar_stats
from core.rulesets.umh.estados import aplicar_control, aplicar_estado, aplicar_indirecto, danar, quitar_control
from core.rulesets.umh.ficha import Efecto, Habilidad
from core.rulesets.umh.mapa import agrandar
from core.rulesets.umh.redondeo import redondear_dano

DURACION_COLISION = 1
"""11.6.2 - de manera base el choque por colisión genera una acción de aturdimiento."""


def escalar(valor: int, factor: Fraction, *, alza: bool = False, minimo: int = 1) -> int:
    """8.2.1.4 - la reducción de efectos se redondea a la baja pero no es posible reducir a 0;
    7.1.3.1 - sonoras sin defensa de todos los ángulos: 50 % contando al alza."""
    if factor == 1 or valor == 0:
        return valor
    exact = valor * factor
    result = math.ceil(exact) if alza else math.floor(exact)
    return max(minimo, result) if valor > 0 and factor > 0 else max(0, result)


def aplicar_efectos(
    ctx: Resolution,
    atacante: str,
    skill: Habilidad,
    objetivo: str,
    *,
    factor: Fraction = Fraction(1),
    alza: bool = False,
    dano_directo: int = 0,
    params: Mapping[str, JsonValue] | None = None,
    solo_sobre: str | None = None,
    sin_controles: bool = False,
) -> None:
    """Apply every effect of ``skill`` aimed at ``objetivo`` (or at the user), scaled by ``factor``."""
    if factor <= 0:
        return
    hit_by_offence = skill.tipo == "ofensiva" and any(e.sobre == "objetivo" for e in skill.efectos)
    if (
        hit_by_offence
        and ctx.live(objetivo).get("control", None)
        and ctx.live(objetivo)["control"]["nombre"] == "dormido"
    ):
        quitar_control(ctx, objetivo, tr("11.4.1.2 - recibe efectos de otra habilidad ofensiva"))
    for effect in skill.efectos:
        if solo_sobre is not None and effect.sobre != solo_sobre:
            continue
        if sin_controles and effect.tipo == "control":
            ctx.log(
                tr(
                    "{objetivo} anula con RESISTIR el control de masas de «{nombre}» (11.5.17).",
                    objetivo=ctx.name(objetivo),
                    nombre=skill.nombre,
                )
            )
            continue
        target = atacante if effect.sobre == "usuario" else objetivo
        if not ctx.live(target).get("activo"):
            continue
        scale = factor if effect.sobre == "objetivo" else Fraction(1)
        _uno(ctx, atacante, skill, target, effect, scale, alza, dano_directo, params or {})


def _uno(
    ctx: Resolution,
    atacante: str,
    skill: Habilidad,
    target: str,
    effect: Efecto,
    scale: Fraction,
    alza: bool,
    dano_directo: int,
    params: Mapping[str, JsonValue],
) -> None:
    duracion = None if effect.duracion is None else escalar(effect.duracion, scale, alza=alza)
    if effect.tipo == "indirecto":
        # A share of an indirect damage is a share of its amount; its duration stays (else 50 % would be 25 %).
        amount = effect.cantidad or redondear_dano(Fraction(dano_directo * effect.porcentaje, 100))
        aplicar_indirecto(ctx, target, effect.nombre, escalar(amount, scale, alza=alza), effect.duracion or 0)
    elif effect.tipo == "control":
        aplicar_control(ctx, target, effect.nombre, duracion or 0, atacante, skill.nombre)
    elif effect.tipo == "estado":
        aplicar_estado(ctx, target, effect.nombre, duracion, atacante)
    elif effect.tipo == "posicion":
        if ctx.live(target)["posicion"] != effect.nombre:
            ctx.set(
                target,
                "posicion",
                effect.nombre,
                tr("{target} pasa a posición {nombre}.", target=ctx.name(target), nombre=effect.nombre),
            )
    elif effect.tipo == "colision":
        colision(
            ctx, target, escalar(effect.cantidad, scale, alza=alza), duracion or DURACION_COLISION, atacante, params
        )
    elif effect.tipo == "tamano":
        agrandar(ctx, target, effect.cantidad)
    elif effect.tipo == "curacion":
        _curar(ctx, target, escalar(effect.cantidad, scale, alza=alza))
    elif effect.tipo == "interferencia":
        kind = "predeterminada" if effect.nombre else "libre"
        ctx.set(
            target,
            "interferencia",
            {"tipo": kind, "habilidad": effect.nombre or None},
            tr("{target} obtiene un turno de interferencia {kind} (2.5.3).", target=ctx.name(target), kind=kind),
        )
    else:
        _mejora(ctx, target, effect, skill, atacante)


def _mejora(ctx: Resolution, target: str, effect: Efecto, skill: Habilidad, fuente: str) -> None:
    """8.1.1.2.1 - mejoras del mismo atributo o potenciadores de daño no se suman: prevalece la mayor."""
    key = {"potenciador": "potenciadores_activos", "reduccion": "reducciones_activas", "aumento": "aumentos_activos"}[
        effect.tipo
    ]
    current: list[dict[str, Any]] = list(ctx.live(target).get(key, []))
    same = "atributo" if effect.tipo == "aumento" else "indole"
    value = effect.cantidad if effect.tipo == "aumento" else effect.porcentaje
    ident = effect.atributo if effect.tipo == "aumento" else effect.indole
    for item in current:
        if item[same] == ident:
            if int(item["valor"]) >= value:
                ctx.log(
                    tr(
                        "«{nombre}» no mejora {ident}: solo prevalece la de mayor beneficio (8.1.1.2.1).",
                        nombre=skill.nombre,
                        ident=ident,
                    )
                )
                return
            current.remove(item)
            break
    entry: dict[str, Any] = {same: ident, "valor": value, "habilidad": skill.nombre}
    origins = dict(ctx.live(target).get("origen_mejoras", {}))
    origins[f"{key}|{skill.nombre}"] = fuente  # 4.1.5 / 11.4.1: whose active skill this buff is
    ctx.set(target, "origen_mejoras", origins)
    if effect.duracion is not None:
        entry["duracion"] = effect.duracion
        entry["desde"] = int(ctx.state.get("accion_general", 0))
    if effect.tipo == "aumento":
        entry["tipo"] = "tier" if effect.nombre == "tier" else "numerico"
    current.append(entry)
    ctx.set(
        target,
        key,
        current,
        tr(
            "{target} obtiene {tipo} de {ident} ({value}) por «{nombre}».",
            target=ctx.name(target),
            tipo=effect.tipo,
            ident=ident,
            value=value,
            nombre=skill.nombre,
        ),
    )
    if effect.tipo == "aumento":
        refrescar_stats(ctx, target)


def _curar(ctx: Resolution, cid: str, amount: int) -> None:
    """Indole mental: no es posible curar el daño mental; el daño al alma no se cura (7.1.1)."""
    live = ctx.live(cid)
    cap = int(live["vit_max"]) - int(live["no_regenerable"])
    vit = int(live["vit"])
    new = min(cap, vit + amount)
    if new > vit:
        ctx.set(
            cid,
            "vit",
            new,
            tr("{cid} recupera {valor} de VIT (VIT {new}).", cid=ctx.name(cid), valor=new - vit, new=new),
        )


def colision(ctx: Resolution, cid: str, dano: int, duracion: int, fuente: str, params: Mapping[str, JsonValue]) -> None:
    """11.6 - colisión: aturdimiento físico de 1 acción; el jugador golpeado recibe el 50 % (25 % con acompañantes)."""
    other = params.get("colision_con")
    companions = bool(params.get("acompanantes"))
    share = Fraction(1)
    if isinstance(other, str) and other in ctx.combatants and ctx.live(other).get("activo"):
        share = Fraction(1, 4) if companions else Fraction(1, 2)
        pct = "25" if companions else "50"
        ctx.log(
            tr(
                "{cid} choca contra {other}, que recibe el {pct} % de la colisión (11.6.1).",
                cid=ctx.name(cid),
                other=ctx.name(other),
                pct=pct,
            )
        )
        danar(
            ctx,
            other,
            redondear_dano(dano * share),
            texto=tr(
                "{other} recibe {redondear_dano} de daño por la colisión.",
                other=ctx.name(other),
                redondear_dano=redondear_dano(dano * share),
            ),
        )
        aplicar_control(ctx, other, "aturdimiento", max(1, math.floor(duracion * share)), fuente, "colision")
    # 11.6.1.2 - «el jugador pasará a recibir un 25 %»: the player hit goes from 50 % to 25 %; whoever
    # collides takes the whole collision.
    danar(ctx, cid, dano, texto=tr("{cid} recibe {dano} de daño por la colisión (11.6).", cid=ctx.name(cid), dano=dano))
    aplicar_control(ctx, cid, "aturdimiento", duracion, fuente, "colision")
