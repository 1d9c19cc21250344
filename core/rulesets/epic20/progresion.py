"""SUPERPODERES CON PROGRESIÓN: accumulated degrees, maintenance and escaping (Librarse de efectos)."""

from __future__ import annotations

from typing import Any

from core.battle import Resolution
from core.ruleset import Action
from core.rulesets.epic20 import catalogos as cat
from core.rulesets.epic20 import estado as st
from core.rulesets.epic20 import reglas
from core.rulesets.epic20.danos import critico_estresante

ATRIBUTO_LIBERARSE = {"agarrar": "corpulencia", "controlar": "inteligencia"}
PERDIDAS = {
    1: {"movimiento"},
    2: {"movimiento", "estandar"},
    3: {"movimiento", "estandar", "objeto", "comunicacion", "libre"},
}


def aplicar_grados(
    ctx: Resolution, actor: str, objetivo: str, ataque: reglas.Ataque, exitos: int, *, agarron: bool
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
        f"{ctx.name(objetivo)}: {efectos[actor]['poder']} grado {grado} ({textos[grado - 1]}).",
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


def decaer(ctx: Resolution, aplicador: str) -> None:
    """At the start of the applier's turn each effect not maintained drops one degree."""
    for cid in ctx.ids:
        efectos: dict[str, Any] = dict(st.live(ctx, cid).get("efectos", {}))
        efecto = efectos.get(aplicador)
        if efecto is None:
            continue
        if efecto.get("mantenido"):
            efectos[aplicador] = {**efecto, "mantenido": False}
            ctx.set(cid, "efectos", efectos)
            continue
        grado = int(efecto["grado"]) - 1
        if grado <= 0:
            del efectos[aplicador]
            ctx.set(cid, "efectos", efectos, f"{efecto['poder']} sobre {ctx.name(cid)} desaparece (no se mantuvo).")
        else:
            efectos[aplicador] = {**efecto, "grado": grado}
            ctx.set(
                cid,
                "efectos",
                efectos,
                f"{efecto['poder']} sobre {ctx.name(cid)} baja a grado {grado} (no se mantuvo).",
            )


def mantener(ctx: Resolution, action: Action) -> None:
    objetivo = action.objetivo
    assert objetivo is not None
    efectos: dict[str, Any] = dict(st.live(ctx, objetivo).get("efectos", {}))
    efectos[action.actor] = {**efectos[action.actor], "mantenido": True}
    ctx.set(objetivo, "efectos", efectos, f"{ctx.name(action.actor)} mantiene su efecto sobre {ctx.name(objetivo)}.")


def neto_liberarse(ctx_view: Any, actor: str, efecto: dict[str, Any]) -> int:
    neto = 0
    sheet = st.ficha(ctx_view, actor)
    if efecto.get("tipo") == "agarrar":
        if reglas.tiene_poder(sheet, "Superfuerza"):
            neto += 1
        if "Escapismo" in st.maniobras(ctx_view, actor):
            neto += 1
    return neto


def liberarse(ctx: Resolution, action: Action) -> None:
    """1d20 + the right attribute × level against 10 + the applier's level; one degree per 5 points."""
    from core.rulesets.epic20.combate import expresion, nombre_neto

    actor = action.actor
    efectos: dict[str, Any] = dict(st.live(ctx, actor).get("efectos", {}))
    aplicador = str(action.objetivo or next(iter(efectos)))
    efecto = efectos[aplicador]
    atributo = ATRIBUTO_LIBERARSE.get(str(efecto.get("tipo")), "corpulencia")
    bono = reglas.escala(st.nivel_actual(ctx, actor), st.atributos_actuales(ctx, actor)[atributo])
    dificultad = 10 + int(efecto["nivel"])
    neto = neto_liberarse(ctx, actor, efecto) + (1 if action.param("punto_heroe") == "superioridad" else 0)
    necesita = min(20, max(1, dificultad - bono))
    tirada = ctx.roll(expresion(neto), who=actor, purpose=f"Liberarse de {efecto['poder']} ({nombre_neto(neto)})",
                      success=(">=", necesita), success_text=f"{necesita}+ (+{bono} contra {dificultad})")  # fmt: skip
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
        ctx.log(f"{ctx.name(actor)} no consigue liberarse ({total} contra {dificultad}).")
        return
    grado = int(efecto["grado"]) - grados
    if grado <= 0:
        del efectos[aplicador]
        ctx.set(actor, "efectos", efectos, f"{ctx.name(actor)} se libera por completo ({total} contra {dificultad}).")
    else:
        efectos[aplicador] = {**efecto, "grado": grado}
        ctx.set(
            actor,
            "efectos",
            efectos,
            f"{ctx.name(actor)} reduce el efecto a grado {grado} ({total} contra {dificultad}).",
        )


def debilitar_atributo(ctx: Resolution, action: Action, objetivo: str, exitos: int) -> None:
    sheet = st.ficha(ctx, action.actor)
    poder = next((p for p in sheet.poderes if p.nombre == 'Debilitar "Atributo"'), None)
    atributo = (poder.detalle if poder else "").casefold().replace("ó", "o")
    if atributo not in cat.ATRIBUTOS or not exitos:
        return
    debilitados = dict(st.live(ctx, objetivo).get("atributos_debilitados", {}))
    debilitados[atributo] = min(
        st.ficha(ctx, objetivo).atributos.valor(atributo), debilitados.get(atributo, 0) + 0.5 * exitos
    )
    ctx.set(
        objetivo, "atributos_debilitados", debilitados, f"{ctx.name(objetivo)} pierde {0.5 * exitos:g} de {atributo}."
    )
