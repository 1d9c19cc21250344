"""The headless battle runner: ``gesta batalla ejecutar GUION.json``.

A script names the ruleset, the combatants (sheet paths relative to the script, or inline
sheets), optional house rules and turn order, and the steps with the dice each consumes.
The result is a JSON report; see docs/guion-de-batalla.md.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from core import registry
from core.battle import Battle, Combatant, IllegalAction
from core.dice import DiceError, ScriptedSource
from core.ruleset import Action
from core.storage import LoadError, load_sheet, read_json, sheet_from_data

EXIT_OK = 0
EXIT_REFUSED = 1
EXIT_MALFORMED = 2


class ScriptError(Exception):
    """The script itself is malformed (exit code 2)."""


def run_file(path: Path) -> tuple[int, dict[str, Any]]:
    """Run a script file; return the exit code and the JSON report."""
    path = Path(path)
    try:
        data = read_json(path)
    except LoadError as error:
        return EXIT_MALFORMED, _malformed(str(error))
    return run_script(data, path.parent)


def run_script(data: Any, base: Path) -> tuple[int, dict[str, Any]]:
    try:
        battle, steps = build_battle(data, base)
    except ScriptError as error:
        return EXIT_MALFORMED, _malformed(str(error))
    applied = 0
    error_info: dict[str, Any] | None = None
    for index, step in enumerate(steps):
        message = apply_step(battle, step)
        if message is not None:
            error_info = {"paso": index, "mensaje": message}
            break
        applied += 1
    report = _report(battle, applied, error_info)
    return (EXIT_OK if error_info is None else EXIT_REFUSED), report


def build_battle(data: Any, base: Path) -> tuple[Battle, list[dict[str, Any]]]:
    """Check the script's shape, load the sheets and start the battle."""
    if not isinstance(data, dict):
        raise ScriptError("El guion debe ser un objeto JSON.")
    rules_id = data.get("reglas")
    if not isinstance(rules_id, str):
        raise ScriptError('Falta "reglas" en el guion (el sistema de reglas de la batalla).')
    try:
        ruleset = registry.get(rules_id)
    except registry.UnknownRuleset:
        raise ScriptError(f"El sistema de reglas «{rules_id}» no existe.") from None
    options = data.get("reglas_caseras") or {}
    if not isinstance(options, dict):
        raise ScriptError('"reglas_caseras" debe ser un objeto.')
    raw_people = data.get("combatientes")
    if not isinstance(raw_people, list) or not raw_people:
        raise ScriptError('"combatientes" debe ser una lista con al menos un combatiente.')
    people: list[Combatant] = []
    for index, item in enumerate(raw_people):
        people.append(_combatant(item, index, base, rules_id))
    ids = [c.id for c in people]
    if len(set(ids)) != len(ids):
        raise ScriptError('Dos combatientes tienen el mismo "id".')
    orden = data.get("orden")
    if orden is not None and (not isinstance(orden, list) or sorted(map(str, orden)) != sorted(ids)):
        raise ScriptError('"orden" debe ser una lista con el id de cada combatiente una vez.')
    steps = data.get("pasos", [])
    if not isinstance(steps, list):
        raise ScriptError('"pasos" debe ser una lista.')
    for index, step in enumerate(steps):
        if (
            not isinstance(step, dict)
            or not isinstance(step.get("actor"), str)
            or not isinstance(step.get("accion"), str)
        ):
            raise ScriptError(f'El paso {index} debe ser un objeto con "actor" y "accion".')
        dice = _dice_list(step.get("dados", []))
        if dice is None:
            raise ScriptError(f'Los "dados" del paso {index} deben ser una lista de números enteros.')
        if "dados" in step:
            step["dados"] = dice
    initial_dice = _dice_list(data.get("dados_iniciales", []))
    if initial_dice is None:
        raise ScriptError('"dados_iniciales" debe ser una lista de números enteros.')
    source = ScriptedSource(initial_dice)
    try:
        battle = Battle.start(ruleset, people, source, options, [str(o) for o in orden] if orden else None)
    except IllegalAction as error:
        raise ScriptError(str(error)) from None
    except DiceError as error:
        raise ScriptError(f"Dados iniciales: {error}") from None
    if source.remaining:
        raise ScriptError(f"Sobran dados iniciales: {source.remaining}.")
    return battle, steps


def _dice_list(value: Any) -> list[int] | None:
    """A step's dice as a list: a single die may be written bare (``"dados": 8``); None if not dice."""
    if isinstance(value, int) and not isinstance(value, bool):
        return [value]
    if isinstance(value, list) and all(isinstance(v, int) and not isinstance(v, bool) for v in value):
        return list(value)
    return None


def _combatant(item: Any, index: int, base: Path, rules_id: str) -> Combatant:
    if not isinstance(item, dict) or not isinstance(item.get("id"), str):
        raise ScriptError(f'El combatiente {index} debe ser un objeto con "id".')
    sheet_ref = item.get("ficha")
    try:
        if isinstance(sheet_ref, str):
            sheet = load_sheet(base / sheet_ref)
        elif isinstance(sheet_ref, dict):
            sheet = sheet_from_data(sheet_ref, None, default_rules=rules_id)
        else:
            raise ScriptError(f'El combatiente «{item["id"]}» necesita una "ficha" (ruta o ficha en línea).')
    except LoadError as error:
        raise ScriptError(f"Combatiente «{item['id']}»: {error}") from None
    if sheet.reglas != rules_id:
        raise ScriptError(f"La ficha de «{item['id']}» es de {sheet.reglas}, no de {rules_id}.")
    name = item.get("nombre") or sheet.nombre
    return Combatant(item["id"], str(name), str(item.get("bando", item["id"])), sheet)


def apply_step(battle: Battle, step: dict[str, Any]) -> str | None:
    """Apply one script step; return the reason it was refused, or None."""
    source = ScriptedSource(step.get("dados", []))
    try:
        action = Action.from_json(step)
        entry = battle.apply(action, source)
    except IllegalAction as error:
        return str(error)
    except DiceError as error:
        return str(error)
    if source.remaining:
        battle.undo()
        battle._redo.clear()
        return f"Sobran dados: la acción usó {len(entry.dados)} y quedan {source.remaining}."
    return None


def _report(battle: Battle, applied: int, error: dict[str, Any] | None) -> dict[str, Any]:
    outcome = battle.outcome()
    return {
        "ok": error is None,
        "pasos_aplicados": applied,
        "error": error,
        "combatientes": {cid: battle.live_values(cid) for cid in battle.combatants},
        "registro": battle.log_lines(),
        "advertencias": battle.advertencias,
        "resultado": None
        if outcome is None
        else {"ganador": outcome.ganador, "resumen": outcome.resumen, "estados_finales": dict(outcome.estados_finales)},
    }


def _malformed(message: str) -> dict[str, Any]:
    return {
        "ok": False,
        "pasos_aplicados": 0,
        "error": {"paso": None, "mensaje": message},
        "combatientes": {},
        "registro": [],
    }
