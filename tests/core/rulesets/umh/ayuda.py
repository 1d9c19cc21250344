"""Helpers to build small UMH battles in tests."""

from __future__ import annotations

from typing import Any

from core.battle import Battle, Combatant
from core.dice import ScriptedSource
from core.ruleset import Action
from core.rulesets.umh import RULESET
from core.rulesets.umh.ficha import FichaUmh


def ficha(nombre: str = "X", **campos: Any) -> FichaUmh:
    return FichaUmh.model_validate({"nombre": nombre, **campos})


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
    targets: tuple[str, ...] = (
        () if objetivo is None else ((objetivo,) if isinstance(objetivo, str) else tuple(objetivo))
    )
    b.apply(Action(actor, accion, targets, respuesta, params), ScriptedSource())


def usar(
    b: Battle, actor: str, habilidad: str, objetivo: str | list[str] | None = None, respuesta: Any = None, **params: Any
) -> None:
    hacer(b, actor, "habilidad", objetivo, respuesta, habilidad=habilidad, **params)


def motivo(
    b: Battle, actor: str, habilidad: str, objetivo: str | None = None, respuesta: Any = None, **params: Any
) -> str | None:
    targets = () if objetivo is None else (objetivo,)
    return b.why_not(Action(actor, "habilidad", targets, respuesta, {"habilidad": habilidad, **params}))


def vivo(b: Battle, cid: str) -> dict[str, Any]:
    return b.live_values(cid)
