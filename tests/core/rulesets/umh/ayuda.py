"""Helpers to build small UMH battles in tests.

Sheets and steps go through the file boundary, as in a script (:func:`core.storage.sheet_from_data`,
:func:`core.grafias.leer_paso`, :func:`core.contract.normalize_step`): a test may write them with the documented
spellings of docs/reglas/umh.md, and the engine receives them in canonical form."""

from __future__ import annotations

from typing import Any

from core import grafias
from core.battle import Battle, Combatant
from core.contract import normalize_step
from core.dice import ScriptedSource
from core.ruleset import Action
from core.rulesets.umh import RULESET
from core.rulesets.umh.ficha import FichaUmh
from core.sheets import validate_sheet_data


def leida(data: dict[str, Any]) -> FichaUmh:
    """A sheet's data read as a file's is (:func:`core.storage.sheet_from_data`): the documented spellings read
    before the model and noted in ``lecturas``; the model's ``ValidationError`` when it is wrong."""
    canonical, lecturas = grafias.leer_ficha(RULESET.id, dict(data))
    sheet = validate_sheet_data(FichaUmh, canonical, lecturas)
    assert isinstance(sheet, FichaUmh)
    return sheet


def ficha(nombre: str = "X", **campos: Any) -> FichaUmh:
    return leida({"nombre": nombre, **campos})


def _accion(
    b: Battle, actor: str, accion: str, objetivo: str | list[str] | None = None, respuesta: Any = None, **params: Any
) -> Action:
    """The action of a step written by hand, read as the runner reads it."""
    step: dict[str, Any] = {"actor": actor, "accion": accion, **params}
    if objetivo is not None:
        step["objetivo"] = objetivo
    if respuesta is not None:
        step["respuesta"] = respuesta
    sheets = {cid: c.ficha for cid, c in b.combatants.items()}
    step, _notes = grafias.leer_paso(RULESET.id, step, 0, sheets)
    step, _notes = normalize_step(RULESET, step, 0)
    return Action.from_json(step)


def golpe(nombre: str = "Golpe", dano: int = 100, **campos: Any) -> dict[str, Any]:
    return {"nombre": nombre, "tipo": "ofensiva", "dano": dano, "coste_pa": 1, "alcance": 1, **campos}


def defensa(nombre: str, variacion: str, **campos: Any) -> dict[str, Any]:
    return {"nombre": nombre, "tipo": "defensiva", "variacion": variacion, "coste_pa": 1, **campos}


def batalla(*gente: tuple[str, str, FichaUmh], **opciones: Any) -> Battle:
    """``gente``: (id, bando, ficha); the preparation round is off unless asked for."""
    opciones.setdefault("ronda_preparacion", False)
    people = [Combatant(cid, sheet.nombre, side, sheet) for cid, side, sheet in gente]
    return Battle.start(RULESET, people, ScriptedSource(), opciones)


def hacer(
    b: Battle, actor: str, accion: str, objetivo: str | list[str] | None = None, respuesta: Any = None, **params: Any
) -> None:
    b.apply(_accion(b, actor, accion, objetivo, respuesta, **params), ScriptedSource())


def usar(
    b: Battle, actor: str, habilidad: str, objetivo: str | list[str] | None = None, respuesta: Any = None, **params: Any
) -> None:
    hacer(b, actor, "habilidad", objetivo, respuesta, habilidad=habilidad, **params)


def motivo(
    b: Battle, actor: str, habilidad: str, objetivo: str | None = None, respuesta: Any = None, **params: Any
) -> str | None:
    return b.why_not(_accion(b, actor, "habilidad", objetivo, respuesta, habilidad=habilidad, **params))


def vivo(b: Battle, cid: str) -> dict[str, Any]:
    return b.live_values(cid)
