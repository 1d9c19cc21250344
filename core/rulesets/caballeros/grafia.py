"""Forgiving spelling of what a hand-written script names: action ids («Velocidad Luz» → velocidad_luz)
and power names in any case or without accents («rayo azul» → the sheet's «Rayo Azul»), both in the
step (``poder``) and in a defence answer (``{"poder": nombre}``). An exact name always wins; a name
that matches nothing is left as written, so the refusal quotes it."""

from __future__ import annotations

import re
from typing import Any

from core.battle import BattleView
from core.ruleset import Action
from core.rulesets.caballeros.estado import codigos, ficha
from core.rulesets.caballeros.migracion import plano

ALIAS_ACCION = {
    "combo_a_velocidad_luz": "combo_velocidad_luz",
    "combo_a_la_velocidad_de_la_luz": "combo_velocidad_luz",
    "velocidad_de_la_luz": "velocidad_luz",
    "7o_sentido": "septimo_sentido",
    "intervencion": "intervencion_divina",
    "contraatacar": "contraataque",
}


def accion_fija(accion: str, conocidas: frozenset[str] | set[str]) -> str:
    """The action id as the rules name it: case, accents, spaces and hyphens do not matter."""
    if accion in conocidas:
        return accion
    limpio = id_llano(accion)
    limpio = ALIAS_ACCION.get(limpio, limpio)
    return limpio if limpio in conocidas else accion


PARTES_EN_SINGULAR = {"brazo": "brazos", "pierna": "piernas", "costilla": "costillas"}


def id_llano(texto: str) -> str:
    """«Sanación de Athena» → ``sanacion_de_athena``: lower case, no accents, spaces and hyphens as ``_``."""
    return re.sub(r"[\s-]+", "_", plano(texto).strip())


def parte_fija(parte: str) -> str:
    """``parte`` as the rules name it: «Brazo» → brazos (an unknown part is returned folded)."""
    limpio = id_llano(parte)
    return PARTES_EN_SINGULAR.get(limpio, limpio)


def nombre_de_poder(view: BattleView, dueno: str | None, nombre: Any) -> Any:
    """``nombre`` as the power of ``dueno``'s sheet is spelled (unchanged when exact or unknown)."""
    if not isinstance(nombre, str) or dueno is None or dueno not in view.combatants:
        return nombre
    poderes = ficha(view, dueno).poderes
    if any(p.nombre == nombre for p in poderes):
        return nombre
    return next((p.nombre for p in poderes if _llano(p.nombre) == _llano(nombre)), nombre)


def _respuesta(view: BattleView, dueno: str | None, respuesta: Any) -> Any:
    """A defence power may be named bare (``"Espejo"``): it is ``{"poder": "Espejo"}``."""
    if (
        isinstance(respuesta, str)
        and dueno is not None
        and dueno in view.combatants
        and _llano(respuesta) not in _BASICAS
    ):
        nombre = nombre_de_poder(view, dueno, respuesta)
        if ficha(view, dueno).poder(nombre) is not None:
            return {"poder": nombre}
    if isinstance(respuesta, dict) and isinstance(respuesta.get("poder"), str):
        return {**respuesta, "poder": nombre_de_poder(view, dueno, respuesta["poder"])}
    return respuesta


_BASICAS = frozenset({"esquivar", "bloquear", "contraataque", "contraatacar", "ninguna"})


def _llano(texto: str) -> str:
    return " ".join(plano(texto).split())


def _ayuda(view: BattleView, actor: str, aliado: Any, poder: Any) -> dict[str, Any]:
    """AYUDA: the ally and its power as the sheet spells them."""
    aliados = ficha(view, actor).aliados
    if not isinstance(aliado, str):
        return {}
    encontrado = next((a for a in aliados if a.nombre == aliado), None) or next(
        (a for a in aliados if _llano(a.nombre) == _llano(aliado)), None
    )
    if encontrado is None:
        return {}
    cambios: dict[str, Any] = {"aliado": encontrado.nombre}
    if isinstance(poder, str) and not any(p.nombre == poder for p in encontrado.poderes):
        cambios["poder"] = next((p.nombre for p in encontrado.poderes if _llano(p.nombre) == _llano(poder)), poder)
    return cambios


PODER_DE_ACCION = {"llave": "LL", "presa": "P", "combo": "Comb"}
"""A ``llave``/``presa``/``combo`` step naming a power of that type (LL, P, Comb) is that power's use."""


def poder_de_accion(view: BattleView, action: Action) -> Action | None:
    """``{"accion": "llave", "poder": "X"}`` with X a LL power of the actor is ``{"accion": "poder", ...}``
    (Tipos de Poder: «se debe realizar la acción llave y ganarla, tras lo cual se hará el poder»)."""
    codigo = PODER_DE_ACCION.get(action.accion)
    if codigo is None or not isinstance(action.param("poder"), str):
        return None
    nombre = nombre_de_poder(view, action.actor, action.param("poder"))
    poder = ficha(view, action.actor).poder(nombre)
    if poder is None or codigo not in codigos(poder):
        return None
    return Action(action.actor, "poder", action.objetivos, action.respuesta, {**action.params, "poder": nombre})


def nombres_fijos(view: BattleView, action: Action) -> Action:
    """The step with its power names spelled as the sheets spell them."""
    action = poder_de_accion(view, action) or action
    params = dict(action.params)
    if action.accion in ("poder", "ultimo_suspiro"):
        params["poder"] = nombre_de_poder(view, action.actor, params.get("poder"))
    elif action.accion == "percepcion":
        params["poder"] = nombre_de_poder(view, action.objetivo, params.get("poder"))
    elif action.accion == "ayuda":
        params.update(_ayuda(view, action.actor, params.get("aliado"), params.get("poder")))
    respuesta = action.respuesta
    if isinstance(respuesta, list):
        varios = len(action.objetivos) > 1
        respuesta = [
            _respuesta(view, action.objetivos[i] if varios and i < len(action.objetivos) else action.objetivo, r)
            for i, r in enumerate(respuesta)
        ]
    else:
        respuesta = _respuesta(view, action.objetivo, respuesta)
    if params == dict(action.params) and respuesta == action.respuesta:
        return action
    params = {k: v for k, v in params.items() if v is not None or k in action.params}
    return Action(action.actor, action.accion, action.objetivos, respuesta, params)
