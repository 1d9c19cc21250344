"""Helpers for the caballeros tests: inline sheets, a two-knight battle, actions with dice."""

from __future__ import annotations

from typing import Any

from core import registry
from core.battle import Battle, Combatant
from core.dice import ScriptedSource
from core.ruleset import Action
from core.rulesets.caballeros.ficha import FichaCaballero

RULESET = registry.get("caballeros")


def ficha(nombre: str = "A", **campos: Any) -> FichaCaballero:
    datos: dict[str, Any] = {"nombre": nombre, "vida": 300, "armadura": 100, "cosmos": 200}
    datos.update(campos)
    return FichaCaballero.model_validate(datos)


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
