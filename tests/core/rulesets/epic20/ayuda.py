"""Helpers for the epic20 tests: legal base sheets, battles with scripted dice."""

from __future__ import annotations

from typing import Any

from core import grafias
from core.battle import Battle, Combatant
from core.dice import ScriptedSource
from core.ruleset import Action
from core.rulesets.epic20 import RULESET
from core.rulesets.epic20.ficha import FichaEpic20, ObjetoEquipo
from core.storage import sheet_from_data

BASE: dict[str, Any] = {
    "nombre": "Prueba",
    "nivel": 8,
    "atributos": {"corpulencia": 1, "agilidad": 1, "percepcion": 0.5, "inteligencia": 0.5, "presencia": 0},
    "habilidades": {
        "Atletismo": 1,
        "Acrobacias": 1,
        "Sigilo": 0.5,
        "Intuición": 0.5,
        "Medicina": 0.5,
        "Vehículos": 0.5,
    },
    "poderes": [{"nombre": "Superfuerza"}, {"nombre": "Superprotección"}, {"nombre": "Volar"}],
    "ventajas": ["Excelente atleta", "Pesado"],
    "maniobras": ["Iniciativa mejorada", "Parada"],
    "complicaciones": ["Identidad secreta"],
}


def leer(datos: dict[str, Any]) -> FichaEpic20:
    """A sheet as a file is read: its documented spellings by ``core.grafias.epic20``, then the strict model."""
    sheet = sheet_from_data(datos, default_rules="epic20")
    assert isinstance(sheet, FichaEpic20)
    return sheet


def objeto(datos: dict[str, Any]) -> ObjetoEquipo:
    """One item of ``equipo`` read as a sheet's."""
    return leer({"nombre": "Prueba", "equipo": [datos]}).equipo[0]


def paso_leido(**step: Any) -> dict[str, Any]:
    """A script step as the runner reads it (``core.grafias.epic20`` first)."""
    return grafias.leer_paso("epic20", step, 0)[0]


def ficha(**cambios: Any) -> FichaEpic20:
    """A legal level-8 hero with the given fields replaced."""
    datos = {**BASE, **cambios}
    return leer(datos)


def mensajes(sheet: FichaEpic20) -> list[str]:
    return [p.mensaje for p in RULESET.validate(sheet) if p.gravedad == "error"]


def batalla(fichas: dict[str, FichaEpic20], orden: list[str] | None = None, dados: list[int] | None = None,
            **opciones: Any) -> Battle:  # fmt: skip
    """A battle where each id is its own side unless ``bandos`` says otherwise."""
    bandos: dict[str, str] = opciones.pop("bandos", {})
    gente = [Combatant(cid, f.nombre, bandos.get(cid, cid), f) for cid, f in fichas.items()]
    forzado = None if orden is None and dados is not None else (orden or list(fichas))
    return Battle.start(RULESET, gente, ScriptedSource(dados or []), opciones, forzado)


def paso(battle: Battle, actor: str, accion: str, dados: list[int] | None = None, **params: Any) -> None:
    data: dict[str, Any] = {"actor": actor, "accion": accion, **params}
    fichas = {cid: c.ficha for cid, c in battle.combatants.items()}
    data = grafias.leer_paso("epic20", data, 0, fichas)[0]  # as the runner reads a hand-written step
    source = ScriptedSource(dados or [])
    battle.apply(Action.from_json(data), source)
    assert source.remaining == [], f"sobran dados {source.remaining}"


def vivo(battle: Battle, cid: str) -> dict[str, Any]:
    return battle.live_values(cid)
