"""The options the battle window lists for an epic20 combatant (``legal_actions``): every action, legal or not.

Every step field with a finite set of values comes as ``ActionOption.campos`` (its allowed values), so the GM
never has to type JSON: the attack's maneuver, the hero point's use, the net Superioridad/Inferioridad of the
circumstances, the situations with a rule of their own, the weapon Desarmar aims at, how to break free…"""

from __future__ import annotations

import math
from functools import cache

from core.battle import BattleView
from core.contract import refusal_code
from core.i18n import tr
from core.ruleset import Action, ActionOption, JsonValue
from core.rulesets.epic20 import catalogos as cat
from core.rulesets.epic20 import derivados
from core.rulesets.epic20 import estado as st
from core.rulesets.epic20.acciones import por_que_no
from core.rulesets.epic20.ataque_elegido import MANIOBRAS_ATAQUE, nivel_de
from core.rulesets.epic20.formas import FORMA, complicacion
from core.rulesets.epic20.legal_ataque import PASIVAS
from core.rulesets.epic20.legalidad import ETIQUETAS, REQUIERE_MANIOBRA

SI_NO: tuple[JsonValue, ...] = (False, True)
CUANTAS: tuple[JsonValue, ...] = (0, 1, 2, 3)
SITUACIONES = ("cobertura", "cuerpo_a_cuerpo", "a_bocajarro", "espalda", "invisible", "a_oscuras", "arma_pesada")
"""Optional ``atacar`` fields for the circumstances with a rule of their own (``true``/``false``)."""
CON_OBJETIVO = ("mantener", "interponerse", "apuntar", "estudiar_objetivo", "mostrar_punto_debil", "trabajo_en_equipo",
                "retrasar", "ataque_defensivo", "luchar_a_ciegas", "curar", "motivar")  # fmt: skip
A_ALIADOS = ("interponerse", "mostrar_punto_debil", "trabajo_en_equipo", "inspirar", "curar", "motivar")


def _velocista(view: BattleView, actor: str) -> bool:
    arquetipo = derivados.arquetipo(st.ficha(view, actor))
    return arquetipo is not None and arquetipo.nombre == "Velocista"


def _campos_ataque(view: BattleView, actor: str, *, ganado: bool = False) -> dict[str, tuple[JsonValue, ...]]:
    conocidas = st.maniobras(view, actor)
    propias = [m for m in conocidas if nivel_de(m)[0] in MANIOBRAS_ATAQUE or m in PASIVAS]
    heroe = int(st.live(view, actor).get("puntos_heroe", 0))
    # PUNTOS DE HÉROE «Ganar 1 maniobra de combate durante 1 turno»: the catalogue's attack maneuvers not known
    otras = [m for m in _maniobras_de_ataque() if m not in propias]
    usos: tuple[JsonValue, ...] = ("poder",) if ganado else (None, "superioridad", "repetir", "nivel", "maniobra")
    campos: dict[str, tuple[JsonValue, ...]] = {
        "maniobra": (None, *propias, *(otras if heroe and not ganado else ())),
        **({"punto_heroe": usos} if heroe or ganado else {}),  # without Hero Points there is no use to offer
        "superioridad": CUANTAS,
        "inferioridad": CUANTAS,
    }
    for situacion in SITUACIONES:
        campos[situacion] = SI_NO
    if _velocista(view, actor):
        campos["corriendo"] = SI_NO
    if "Moverse mientras actúa" in conocidas:
        campos["moverse_mientras_actua"] = SI_NO
    if isinstance(st.live(view, actor).get("ataque_extra"), dict):  # Ataque a fondo: which attack this one is
        campos["ataque_extra"] = SI_NO
    if any(nivel_de(m)[0] == "Desarmar" for m in conocidas):
        armas = sorted({o.nombre for e in view.enemies(actor) for o in st.ficha(view, e).equipo
                        if o.categoria in ("arma", None)})  # fmt: skip
        campos["arma"] = (None, *armas)
    return campos


@cache
def _maniobras_de_ataque() -> tuple[str, ...]:
    """The catalogue's maneuvers used when attacking (its attack maneuvers and the passive ones), in its order."""
    return tuple(m for m in cat.maniobras() if nivel_de(m)[0] in MANIOBRAS_ATAQUE or m in PASIVAS)


@cache
def _precios_de_poderes(de_ataque: bool) -> tuple[tuple[str, int], ...]:
    """The catalogue's attack powers (or the others) with their price in hero points (cost rounded up, at least 1)."""
    return tuple(
        (n, max(1, math.ceil(p.coste))) for n, p in cat.poderes().items() if (p.ataque is not None) is de_ataque
    )


def _poderes_ganables(view: BattleView, actor: str) -> list[str]:
    """Attack powers a hero point can lend for one attack: «de coste hasta 1 por pto de Héroe usado»."""
    heroe = int(st.live(view, actor).get("puntos_heroe", 0))
    propios = st.ataques(view, actor)
    return [n for n, precio in _precios_de_poderes(True) if n not in propios and precio <= heroe]


def _campos_de(view: BattleView, actor: str, accion: str) -> dict[str, tuple[JsonValue, ...]]:
    sheet = st.ficha(view, actor)
    conocidas = st.maniobras(view, actor)
    requerida = REQUIERE_MANIOBRA.get(accion)
    if requerida and requerida not in conocidas and int(st.live(view, actor).get("puntos_heroe", 0)) > 0:
        # PUNTOS DE HÉROE: «Ganar 1 maniobra de combate durante 1 turno» (Retrasar acción keeps its «antes»)
        return {"punto_heroe": ("maniobra",), **({"antes": SI_NO} if accion == "retrasar" else {})}
    if accion == "liberarse":
        con: list[JsonValue] = ["estandar"]
        if any(m.startswith("Escapismo") for m in conocidas):
            con.append("objeto")
        if "Escapismo 2" in conocidas:
            con.append("movimiento")
        return {"con": tuple(con)}
    if accion == "retrasar":
        return {"antes": SI_NO}
    heroe = int(st.live(view, actor).get("puntos_heroe", 0))
    if accion in ("tirada_moribundo", "luchar_a_ciegas", "curar"):  # PUNTOS DE HÉROE on any roll of the fight
        usos = (None, "superioridad", "repetir", *(("nivel",) if accion == "curar" else ()))
        return {"punto_heroe": usos} if heroe else {}
    if accion == "ganar_poder":  # PUNTOS DE HÉROE «Ganar 1 superpoder, de coste hasta 1 por pto de Héroe usado»
        return {"poder": tuple(n for n, precio in _precios_de_poderes(False) if precio <= heroe)}
    if accion == "activar_complicacion":
        propias = [*sheet.complicaciones, *([FORMA] if complicacion(view, actor, FORMA) == FORMA else [])]
        return {"complicacion": tuple(dict.fromkeys(propias)), "fin": SI_NO, "punto_heroe": SI_NO}
    if accion == "activar_hechizo":
        return {"poder": tuple(p.nombre for p in sheet.poderes)}
    if accion == "mover" and _velocista(view, actor):
        return {"corriendo": SI_NO}
    return {}


NUNCA_CON_ESTA_FICHA = frozenset({"sin_poder", "sin_ventaja", "sin_complicacion"})
"""Refusals that no moment of the battle lifts: the sheet lacks the power, advantage or complication the
action needs (a sheet does not change during a fight; an earned power is an attack, through «atacar»)."""


def opciones(view: BattleView, actor: str) -> list[ActionOption]:
    """Every action of the actor, legal or not, one option per attack for «atacar»."""
    result: list[ActionOption] = []
    enemigos = tuple(view.enemies(actor))
    sheet = st.ficha(view, actor)
    campos = _campos_ataque(view, actor)
    for nombre in derivados.ataques(sheet):
        objetivo = enemigos[0] if enemigos else actor
        action = Action(actor, "atacar", (objetivo,), params={"ataque": nombre})
        motivo = por_que_no(view, action)
        result.append(ActionOption("atacar", tr("Atacar sin armas") if nombre == derivados.SIN_ARMAS else tr('Atacar: {nombre}', nombre=nombre), motivo is None, motivo or "", objetivos=-1,
                                   params={"ataque": nombre}, campos=campos))  # fmt: skip
    ganables = _poderes_ganables(view, actor)
    if ganables:
        objetivo = enemigos[0] if enemigos else actor
        action = Action(actor, "atacar", (objetivo,), params={"ataque": ganables[0], "punto_heroe": "poder"})
        motivo = por_que_no(view, action)
        result.append(ActionOption("atacar", tr("Atacar con un superpoder ganado (puntos de Héroe)"), motivo is None,
                                   motivo or "", objetivos=-1, params={"punto_heroe": "poder"},
                                   campos={"ataque": tuple(ganables), **_campos_ataque(view, actor, ganado=True)}))  # fmt: skip
    for accion, etiqueta in ETIQUETAS.items():
        if accion == "atacar":
            continue
        objetivos = 1 if accion in CON_OBJETIVO else (-1 if accion in ("inspirar", "provocar_ataque") else 0)
        candidatos = view.allies(actor) if accion in A_ALIADOS else list(enemigos)
        destino = tuple(candidatos[:1]) if objetivos else ()
        extra = _campos_de(view, actor, accion)
        params: dict[str, JsonValue] = {k: v[0] for k, v in extra.items() if v}
        motivo = por_que_no(view, Action(actor, accion, destino, params=params))
        if motivo is not None and refusal_code(motivo) in NUNCA_CON_ESTA_FICHA:
            continue  # not a choice of this character at all: the window does not offer it greyed
        result.append(
            ActionOption(accion, tr(etiqueta), motivo is None, motivo or "", objetivos=objetivos, campos=extra)
        )
    return result
