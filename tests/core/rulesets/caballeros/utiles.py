"""Helpers for the caballeros tests: inline sheets, a two-knight battle, actions with dice."""

from __future__ import annotations

from typing import Any

from core import grafias, registry
from core.battle import Battle, Combatant
from core.contract import normalize_step
from core.dice import ScriptedSource
from core.ruleset import Action
from core.rulesets.caballeros.ficha import FichaCaballero
from core.storage import sheet_from_data

RULESET = registry.get("caballeros")


def ficha(nombre: str = "A", **campos: Any) -> FichaCaballero:
    datos: dict[str, Any] = {"nombre": nombre, "vida": 300, "armadura": 100, "cosmos": 200}
    datos.update(campos)
    return FichaCaballero.model_validate(datos)


def ficha_escrita(nombre: str = "A", **campos: Any) -> FichaCaballero:
    """A sheet written by hand: read through the file boundary (``core.storage.sheet_from_data``), so its
    documented other spellings are read (``sheet.lecturas``) before the model validates it."""
    datos: dict[str, Any] = {"nombre": nombre, "vida": 300, "armadura": 100, "cosmos": 200}
    datos.update(campos)
    sheet = sheet_from_data(datos, None, default_rules="caballeros")
    assert isinstance(sheet, FichaCaballero)
    return sheet


def batalla(a: FichaCaballero | None = None, b: FichaCaballero | None = None, **opciones: Any) -> Battle:
    """A duel: "a" acts first, then "b"."""
    gente = [
        Combatant("a", (a or ficha("A")).nombre, "a", a or ficha("A")),
        Combatant("b", (b or ficha("B")).nombre, "b", b or ficha("B")),
    ]
    return Battle.start(RULESET, gente, ScriptedSource(), opciones, ["a", "b"])


def hacer(
    battle: Battle,
    actor: str,
    accion: str,
    dados: list[int] | None = None,
    objetivo: str | None = None,
    respuesta: Any = None,
    **params: Any,
) -> None:
    """Apply one action; the target defaults to the other knight for actions that need one."""
    if objetivo is None and accion not in (
        "cosmos",
        "concentracion",
        "pasar",
        "septimo_sentido",
        "fortaleza",
        "agilidad",
    ):
        objetivo = "b" if actor == "a" else "a"
    if accion == "poder" and params.get("sin_objetivo"):
        objetivo = None
        params.pop("sin_objetivo")
    action = Action(actor, accion, (objetivo,) if objetivo else (), respuesta, params)
    source = ScriptedSource(dados or [])
    battle.apply(action, source)
    assert not source.remaining, f"sobran dados: {source.remaining}"


def por_que_no(
    battle: Battle, actor: str, accion: str, objetivo: str | None = "auto", respuesta: Any = None, **params: Any
) -> str | None:
    if objetivo == "auto":
        objetivo = "b" if actor == "a" else "a"
    return battle.why_not(Action(actor, accion, (objetivo,) if objetivo else (), respuesta, params))


def vivo(battle: Battle, cid: str) -> dict[str, Any]:
    value: dict[str, Any] = battle.state["combatientes"][cid]
    return value


def fijar(battle: Battle, cid: str, **valores: Any) -> None:
    """Set live values as a GM override would (a logged entry of its own)."""
    for key, value in valores.items():
        battle.override(("combatientes", cid, key), value)


def leer_paso(battle: Battle, paso: dict[str, Any]) -> tuple[Action, list[str]]:
    """A hand-written step read as the runner reads it (``core.grafias.leer_paso``, then
    ``core.contract.normalize_step``): the canonical action and each reading made."""
    fichas = {cid: c.ficha for cid, c in battle.combatants.items()}
    step, notas = grafias.leer_paso(RULESET.id, paso, 0, fichas)
    step, mas = normalize_step(RULESET, step, 0)
    return Action.from_json({k: v for k, v in step.items() if k != "dados"}), notas + mas


def _paso(battle: Battle, actor: str, accion: str, objetivo: str | None, respuesta: Any, params: Any) -> dict[str, Any]:
    paso: dict[str, Any] = {"actor": actor, "accion": accion, **params}
    if objetivo is not None:
        paso["objetivo"] = objetivo
    if respuesta is not None:
        paso["respuesta"] = respuesta
    return paso


def hacer_escrito(
    battle: Battle,
    actor: str,
    accion: str,
    dados: list[int] | None = None,
    objetivo: str | None = None,
    respuesta: Any = None,
    **params: Any,
) -> list[str]:
    """Apply a hand-written step as the runner does (its documented spellings read first); the readings."""
    action, notas = leer_paso(battle, _paso(battle, actor, accion, objetivo, respuesta, params))
    source = ScriptedSource(dados or [])
    battle.apply(action, source)
    assert not source.remaining, f"sobran dados: {source.remaining}"
    return notas


def por_que_no_escrito(
    battle: Battle, actor: str, accion: str, objetivo: str | None = None, respuesta: Any = None, **params: Any
) -> str | None:
    """Why a hand-written step (read as the runner reads it) may not be taken now."""
    action, _notas = leer_paso(battle, _paso(battle, actor, accion, objetivo, respuesta, params))
    return battle.why_not(action)
