"""SUPERPODERES CON PROGRESIÓN: accumulated degrees, maintenance and escaping (Librarse de efectos)."""

from __future__ import annotations

from typing import Any

from core.battle import Resolution
from core.i18n import tr
from core.ruleset import Action
from core.rulesets.epic20 import catalogos as cat
from core.rulesets.epic20 import derivados
from core.rulesets.epic20 import estado as st
from core.rulesets.epic20.ataque_elegido import expresion, nombre_neto
from core.rulesets.epic20.puntos_heroe import critico_estresante
from core.rulesets.epic20.tiradas import niveles, tirar

ATRIBUTO_LIBERARSE = {"agarrar": "corpulencia", "controlar": "inteligencia"}
PERDIDAS = {
    1: {"movimiento"},
    2: {"movimiento", "estandar"},
    3: {"movimiento", "estandar", "objeto", "comunicacion", "libre"},
}


def aplicar_grados(
    ctx: Resolution, actor: str, objetivo: str, ataque: derivados.Ataque, exitos: int, *, agarron: bool
) -> None:
    if not exitos:
        return
    efectos: dict[str, Any] = dict(st.live(ctx, objetivo).get("efectos", {}))
    previo = efectos.get(actor, {})
    grado = min(3, int(previo.get("grado", 0)) + exitos)
    tipo = "agarrar" if agarron else (ataque.progresion_tipo or "agarrar")
    textos = list(ataque.progresion) or [
        "pierde 1 acción de movimiento",
        "pierde acción estándar y de movimiento",
        "pierde todas sus acciones",
    ]
    efectos[actor] = {
        "poder": "Agarrón" if agarron else ataque.nombre,
        "tipo": tipo,
        "grado": grado,
        "nivel": st.nivel_actual(ctx, actor),
        "mantenido": True,
    }
    ctx.set(
        objetivo,
        "efectos",
        efectos,
        tr(
            "{objetivo}: {valor} grado {grado} ({textos}).",
            objetivo=ctx.name(objetivo),
            valor=efectos[actor]["poder"],
            grado=grado,
            textos=textos[grado - 1],
        ),
    )


CONTROLADAS = {
    1: {"movimiento"},
    2: {"movimiento", "objeto", "comunicacion", "libre"},
    3: {"movimiento", "estandar", "objeto", "comunicacion", "libre"},
}
"""Controlar: «controlado el movimiento, controladas todas las acciones menos la estándar, controladas todas»."""


def perdidas(efectos: dict[str, Any]) -> set[str]:
    """Actions a victim loses (or has controlled) from the effects on them."""
    result: set[str] = set()
    for efecto in efectos.values():
        tabla = CONTROLADAS if efecto.get("tipo") == "controlar" else PERDIDAS
        result |= tabla.get(int(efecto.get("grado", 0)), set())
    return result


def decaer(ctx: Resolution, aplicador: str, *, fuera_de_combate: bool = False) -> None:
    """«Estos poderes tienen que ser mantenidos o cada turno se reduce en 1 el grado de éxito automáticamente, al
    inicio del turno. Para mantenerlo hay que sacrificar una acción de movimiento.»

    By default, at the start of the applier's turn every effect applied in an earlier turn drops one degree, and a
    `mantener` (the move action) in that same turn gives it back. House rule `progresion_decae_turno_siguiente`: the
    move action of one turn keeps the degree at the start of the next one (the turn it is applied counts as kept).
    ``fuera_de_combate``: an applier who cannot act (skipped turn) cannot maintain: one degree per round."""
    siguiente = bool(ctx.option("progresion_decae_turno_siguiente", False)) and not fuera_de_combate
    caidos: dict[str, Any] = {}
    for cid in ctx.ids:
        efectos: dict[str, Any] = dict(st.live(ctx, cid).get("efectos", {}))
        efecto = efectos.get(aplicador)
        if efecto is None:
            continue
        if siguiente and efecto.get("mantenido"):
            efectos[aplicador] = {**efecto, "mantenido": False}
            ctx.set(cid, "efectos", efectos)
            continue
        caidos[cid] = efecto
        grado = int(efecto["grado"]) - 1
        motivo = (
            tr("no se mantuvo")
            if siguiente or fuera_de_combate
            else tr("no se mantiene; «mantener» este turno lo conserva")
        )
        if grado <= 0:
            del efectos[aplicador]
            texto = tr(
                "{efecto} sobre {actor} desaparece ({motivo}).",
                efecto=efecto["poder"],
                actor=ctx.name(cid),
                motivo=motivo,
            )
        else:
            efectos[aplicador] = {**efecto, "grado": grado}
            texto = tr(
                "{efecto} sobre {actor} baja a grado {grado} ({motivo}).",
                efecto=efecto["poder"],
                actor=ctx.name(cid),
                grado=grado,
                motivo=motivo,
            )
        ctx.set(cid, "efectos", efectos, texto)
    if not siguiente and not fuera_de_combate:
        pendiente = {"ronda": ctx.round, "efectos": caidos} if caidos else None
        if pendiente or st.live(ctx, aplicador).get("sin_mantener"):
            ctx.set(aplicador, "sin_mantener", pendiente)


def mantenible(view: Any, aplicador: str, objetivo: str) -> bool:
    """Whether the applier has an effect on the target to maintain (also one that just dropped this turn)."""
    if aplicador in st.live(view, objetivo).get("efectos", {}):
        return True
    pendiente = st.live(view, aplicador).get("sin_mantener") or {}
    return bool(pendiente.get("ronda") == view.round and objetivo in pendiente.get("efectos", {}))


def mantener(ctx: Resolution, action: Action) -> None:
    """The move action that keeps the effect: it gives back the degree lost at the start of this turn."""
    objetivo = action.objetivo
    assert objetivo is not None
    aplicador = action.actor
    efectos: dict[str, Any] = dict(st.live(ctx, objetivo).get("efectos", {}))
    pendiente: dict[str, Any] = dict(st.live(ctx, aplicador).get("sin_mantener") or {})
    caidos: dict[str, Any] = dict(pendiente.get("efectos", {})) if pendiente.get("ronda") == ctx.round else {}
    previo = caidos.pop(objetivo, None)
    if previo is not None:
        actual = efectos.get(aplicador)
        grado = min(3, int(actual["grado"]) + 1) if actual else int(previo["grado"])
        efectos[aplicador] = {**(actual or previo), "grado": grado, "mantenido": True}
        ctx.set(aplicador, "sin_mantener", {**pendiente, "efectos": caidos} if caidos else None)
        texto = tr(
            "{aplicador} mantiene su efecto sobre {objetivo}: sigue en grado {grado}.",
            aplicador=ctx.name(aplicador),
            objetivo=ctx.name(objetivo),
            grado=grado,
        )
    else:
        efectos[aplicador] = {**efectos[aplicador], "mantenido": True}
        texto = tr(
            "{aplicador} mantiene su efecto sobre {objetivo}.",
            aplicador=ctx.name(aplicador),
            objetivo=ctx.name(objetivo),
        )
    ctx.set(objetivo, "efectos", efectos, texto)


def neto_liberarse(ctx_view: Any, actor: str, efecto: dict[str, Any]) -> int:
    neto = -1 if st.aturdido_en_todo(ctx_view, actor) else 0  # ATURDIMIENTO: «se le aplica Inferioridad»
    sheet = st.ficha(ctx_view, actor)
    if efecto.get("tipo") == "agarrar":
        crecido = st.tiene_estado(ctx_view, actor, "crecido")  # Crecer «cuenta como Superfuerza» grown
        if (
            derivados.tiene_poder(sheet, "Superfuerza") and not st.tiene_estado(ctx_view, actor, "sin_superpoderes")
        ) or crecido:
            neto += 1
        if st.tiene_estado(ctx_view, actor, "disminuido"):
            neto -= 1  # Disminuirse: «Las tiradas de Corpulencia … se harán con Inferioridad»
        if "Escapismo" in st.maniobras(ctx_view, actor):
            neto += 1
    return neto


def liberarse(ctx: Resolution, action: Action) -> None:
    """1d20 + the right attribute × level against 10 + the applier's level; one degree per 5 points."""
    actor = action.actor
    efectos: dict[str, Any] = dict(st.live(ctx, actor).get("efectos", {}))
    aplicador = str(action.objetivo or next(iter(efectos)))
    efecto = efectos[aplicador]
    atributo = ATRIBUTO_LIBERARSE.get(str(efecto.get("tipo")), "corpulencia")
    bono = derivados.escala(st.nivel_actual(ctx, actor) + niveles(action), st.atributos_actuales(ctx, actor)[atributo])
    dificultad = 10 + int(efecto["nivel"])
    neto = neto_liberarse(ctx, actor, efecto) + (1 if action.param("punto_heroe") == "superioridad" else 0)
    necesita = min(20, max(1, dificultad - bono))
    tirada = tirar(ctx, action, expresion, neto, purpose=lambda n: tr("Liberarse de {poder} ({neto})", poder=efecto["poder"], neto=nombre_neto(n)),
                   success=(">=", necesita), success_text=tr('{necesita}+ (+{bono} contra {dificultad})', necesita=necesita, bono=bono, dificultad=dificultad),
                   estandar=action.param("con", "estandar") == "estandar")  # fmt: skip
    total = tirada.total + bono
    grados = (total - dificultad) // 5 if total >= dificultad else 0
    if ctx.option("liberarse_minimo_un_grado", False) and total >= dificultad:
        grados = max(1, grados)
    critico_estresante(ctx, actor, tirada.total)
    if tirada.total == 1:
        grados = 0  # «Un 1 siempre es fallo»
    elif tirada.total == 20:
        grados = max(1, grados)  # «Un 20 es crítico y es siempre éxito»
    if grados <= 0:
        ctx.log(
            tr(
                "{actor} no consigue liberarse ({total} contra {dificultad}).",
                actor=ctx.name(actor),
                total=total,
                dificultad=dificultad,
            )
        )
        return
    grado = int(efecto["grado"]) - grados
    if grado <= 0:
        del efectos[aplicador]
        ctx.set(
            actor,
            "efectos",
            efectos,
            tr(
                "{actor} se libera por completo ({total} contra {dificultad}).",
                actor=ctx.name(actor),
                total=total,
                dificultad=dificultad,
            ),
        )
    else:
        efectos[aplicador] = {**efecto, "grado": grado}
        ctx.set(
            actor,
            "efectos",
            efectos,
            tr(
                "{actor} reduce el efecto a grado {grado} ({total} contra {dificultad}).",
                actor=ctx.name(actor),
                grado=grado,
                total=total,
                dificultad=dificultad,
            ),
        )


def debilitar_atributo(ctx: Resolution, action: Action, objetivo: str, exitos: int) -> None:
    sheet = st.ficha(ctx, action.actor)
    poder = next((p for p in sheet.poderes if p.nombre == 'Debilitar "Atributo"'), None)
    atributo = poder.detalle if poder else ""
    if atributo not in cat.ATRIBUTOS or not exitos:
        return
    debilitados = dict(st.live(ctx, objetivo).get("atributos_debilitados", {}))
    debilitados[atributo] = min(
        st.ficha(ctx, objetivo).atributos.valor(atributo), debilitados.get(atributo, 0) + 0.5 * exitos
    )
    ctx.set(
        objetivo,
        "atributos_debilitados",
        debilitados,
        tr(
            "{objetivo} pierde {valor:g} de {atributo}.",
            objetivo=ctx.name(objetivo),
            valor=0.5 * exitos,
            atributo=atributo,
        ),
    )
