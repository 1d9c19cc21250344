"""Small builders for encuentro tests: inline characters on a grid, steps with scripted dice."""

from __future__ import annotations

from typing import Any

from core import grafias
from core.battle import Battle, Combatant, Entry, IllegalAction
from core.contract import Refusal, normalize_step
from core.dice import ScriptedSource
from core.registry import get
from core.ruleset import Action
from core.rulesets.encuentro.codigos import CODIGOS
from core.rulesets.encuentro.ficha import FichaEncuentro

RULESET = get("encuentro")

BASE = {"atletismo": 2, "sabiduria": 2, "defensa_fisica": 12, "defensa_mental": 10}


def pj(
    cid: str,
    bando: str,
    posicion: tuple[int, int],
    valores: dict[str, int] | None = None,
    **campos: Any,
) -> Combatant:
    """A character with the document's four values (overridable) standing on ``posicion``."""
    sheet = FichaEncuentro(nombre=cid.capitalize(), valores={**BASE, **(valores or {})}, posicion=posicion, **campos)
    return Combatant(cid, cid.capitalize(), bando, sheet)


def batalla(*gente: Combatant, opciones: dict[str, Any] | None = None, orden: list[str] | None = None) -> Battle:
    return Battle.start(RULESET, gente, ScriptedSource(), opciones or {}, orden)


def duelo(**opciones: Any) -> Battle:
    """Ana (heroes) at [2, 2] and Bruno (villanos) adjacent at [3, 2]; Ana acts first."""
    return batalla(pj("ana", "heroes", (2, 2)), pj("bruno", "villanos", (3, 2)), opciones=opciones)


def paso(b: Battle, actor: str, accion: str, *objetivos: str, dados: list[int] | None = None, **campos: Any) -> Entry:
    """Apply one step and check it used exactly its dice."""
    respuesta = campos.pop("respuesta", None)
    source = ScriptedSource(dados or [])
    entry = b.apply(Action(actor, accion, tuple(objetivos), respuesta, campos), source)
    assert source.remaining == [], f"sobran dados: {source.remaining}"
    return entry


def escrito(b: Battle, actor: str, accion: str, *objetivos: str, **campos: Any) -> tuple[Action, list[str]]:
    """A step written by hand, read as the runner reads it (core/grafias/encuentro.py, then the generic
    folding of core.contract.normalize_step): the canonical action and each reading reported."""
    step: dict[str, Any] = {"actor": actor, "accion": accion, **campos}
    if objetivos:
        step["objetivo"] = objetivos[0] if len(objetivos) == 1 else list(objetivos)
    fichas = {cid: c.ficha for cid, c in b.combatants.items()}
    step, notas = grafias.leer_paso("encuentro", step, 0, fichas)
    step, mas = normalize_step(RULESET, step, 0)
    action = Action.from_json({k: v for k, v in step.items() if k != "dados"})
    return action, [*notas, *mas]


def paso_escrito(
    b: Battle, actor: str, accion: str, *objetivos: str, dados: list[int] | None = None, **campos: Any
) -> Entry:
    """Apply one hand-written step (read as a script's is) and check it used exactly its dice."""
    action, _notas = escrito(b, actor, accion, *objetivos, **campos)
    source = ScriptedSource(dados or [])
    entry = b.apply(action, source)
    assert source.remaining == [], f"sobran dados: {source.remaining}"
    return entry


def rechazo_escrito(b: Battle, actor: str, accion: str, *objetivos: str, **campos: Any) -> str:
    """The reason a hand-written step (read as a script's is) is refused."""
    action, _notas = escrito(b, actor, accion, *objetivos, **campos)
    return rechazo(b, action.actor, action.accion, *action.objetivos, respuesta=action.respuesta, **action.params)


def rechazo(b: Battle, actor: str, accion: str, *objetivos: str, **campos: Any) -> str:
    """The reason a step is refused (the test fails if it is accepted, or if the reason has no documented code)."""
    respuesta = campos.pop("respuesta", None)
    reason = b.why_not(Action(actor, accion, tuple(objetivos), respuesta, campos))
    assert reason is not None, f"{accion} de {actor} debería rechazarse"
    assert isinstance(reason, Refusal) and reason.codigo in CODIGOS, f"sin código documentado: {reason!r}"
    try:
        b.apply(Action(actor, accion, tuple(objetivos), respuesta, campos), ScriptedSource([10] * 6))
    except IllegalAction as error:
        assert (str(error), error.codigo) == (reason, reason.codigo)
    else:  # pragma: no cover - the assert above already failed
        raise AssertionError("aplicada")
    return reason


def vivo(b: Battle, cid: str) -> dict[str, Any]:
    return b.live_values(cid)
