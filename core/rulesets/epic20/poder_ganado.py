"""PUNTOS DE HÉROE: «Ganar 1 superpoder, de coste hasta 1 por pto de Héroe usado … Dura 1 acción si es instantáneo,
como un ataque, o tantos turnos como su nivel, si el poder normalmente tiene duración superior a la instantánea».

The attack powers are gained for one attack (``atacar`` with ``punto_heroe: "poder"``, in ``combate``); the others
(superdefensas such as Superprotección or Escudo mental, movement and utility powers) with the step ``ganar_poder``
(``poder``: the catalogue name), at any moment of the turn and without actions, for as many of his turns as his level:
they count from then on until the start of his turn ``nivel`` rounds later. Their cost, rounded up, is paid in hero
points at once (like the attack powers, not limited to one point per turn).
"""

from __future__ import annotations

import math

from core.battle import BattleView, Resolution
from core.contract import Refusal
from core.i18n import tr
from core.ruleset import Action
from core.rulesets.epic20 import catalogos as cat
from core.rulesets.epic20 import derivados
from core.rulesets.epic20 import estado as st
from core.rulesets.epic20.ficha import FichaEpic20, PoderFicha
from core.rulesets.epic20.puntos_heroe import gastar_puntos_heroe

ETIQUETAS = {"ganar_poder": "Ganar un superpoder con puntos de Héroe (no de ataque)"}


def precio(nombre: str) -> int:
    return max(1, math.ceil(cat.poderes()[nombre].coste))


def vigentes(view: BattleView, cid: str) -> list[str]:
    ganados: dict[str, int] = st.live(view, cid).get("poderes_ganados", {})
    return [n for n, hasta in ganados.items() if view.round < int(hasta)]


def ficha_con_ganados(view: BattleView, cid: str) -> FichaEpic20:
    """The sheet with the powers gained with hero points that still last (for the defence)."""
    sheet = st.ficha(view, cid)
    nuevos = [n for n in vigentes(view, cid) if not derivados.tiene_poder(sheet, n)]
    if not nuevos:
        return sheet
    return sheet.model_copy(update={"poderes": [*sheet.poderes, *(PoderFicha(nombre=n) for n in nuevos)]})


def por_que_no_ganar_poder(view: BattleView, action: Action) -> str | None:
    nombre = action.param("poder")
    entrada = cat.poderes().get(str(nombre)) if isinstance(nombre, str) else None
    if entrada is None:
        return Refusal("valor_no_valido", tr("Indica en «poder» un superpoder del catálogo."))
    if entrada.ataque is not None:
        return Refusal(
            "valor_no_valido",
            tr(
                "«{nombre}» es un ataque: se gana para un ataque con «atacar» y «punto_heroe: poder».",
                nombre=entrada.nombre,
            ),
        )
    if st.tiene_poder(view, action.actor, entrada.nombre) or entrada.nombre in vigentes(view, action.actor):
        return Refusal(
            "sin_efecto", tr("{actor} ya tiene «{nombre}».", actor=view.name(action.actor), nombre=entrada.nombre)
        )
    if int(st.live(view, action.actor).get("puntos_heroe", 0)) < precio(entrada.nombre):
        return Refusal(
            "sin_puntos_heroe",
            tr(
                "«{nombre}» cuesta {precio} punto(s) de Héroe («de coste hasta 1 por pto de Héroe»).",
                nombre=entrada.nombre,
                precio=precio(entrada.nombre),
            ),
        )
    return None


def ganar_poder(ctx: Resolution, action: Action) -> None:
    nombre = str(action.param("poder"))
    gastar_puntos_heroe(ctx, action.actor, precio(nombre), f"superpoder «{nombre}»")
    nivel = st.ficha(ctx, action.actor).nivel
    ganados = {**st.live(ctx, action.actor).get("poderes_ganados", {}), nombre: ctx.round + nivel}
    ctx.set(action.actor, "poderes_ganados", ganados,
            tr('{actor} gana «{nombre}» durante {nivel} turno(s).', actor=ctx.name(action.actor), nombre=nombre, nivel=nivel))  # fmt: skip
