"""The headless battle runner: ``gesta batalla ejecutar GUION.json``.

A script names the ruleset, the combatants (sheet paths relative to the script, or inline
sheets), optional house rules and turn order, and the steps with the dice each consumes.
The result is a JSON report; see docs/guion-de-batalla.md.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from core import grafias, registry
from core.battle import Battle, Combatant, IllegalAction
from core.contract import Refusal, check_step, did_you_mean, normalize_step, refusal_code, unknown_sheet_fields
from core.dice import DiceError, DiceSource, ScriptedSource
from core.i18n import tr
from core.ruleset import Action
from core.storage import LoadError, load_sheet, read_json, sheet_from_data

EXIT_OK = 0
EXIT_REFUSED = 1
EXIT_MALFORMED = 2


class ScriptError(Exception):
    """The script itself is malformed (exit code 2): a sentence, a stable code, the step and field."""

    def __init__(self, message: str, codigo: str = "guion_no_valido", paso: int | None = None, campo: str = ""):
        super().__init__(message)
        self.codigo = codigo
        self.paso = paso
        self.campo = campo


def run_file(path: Path) -> tuple[int, dict[str, Any]]:
    """Run a script file; return the exit code and the JSON report."""
    path = Path(path)
    try:
        data = read_json(path)
    except LoadError as error:
        return EXIT_MALFORMED, _malformed(str(error), error.codigo)
    return run_script(data, path.parent)


def run_script(data: Any, base: Path) -> tuple[int, dict[str, Any]]:
    try:
        battle, steps = build_battle(data, base)
    except ScriptError as error:
        return EXIT_MALFORMED, _malformed(str(error), error.codigo, error.paso, error.campo)
    applied = 0
    error_info: dict[str, Any] | None = None
    for index, step in enumerate(steps):
        refusal = apply_step(battle, step)
        if refusal is not None:
            error_info = {"paso": index, "codigo": refusal_code(refusal), "mensaje": str(refusal)}
            break
        applied += 1
    report = _report(battle, applied, error_info)
    return (EXIT_OK if error_info is None else EXIT_REFUSED), report


SCRIPT_KEYS = ("$schema", "reglas", "reglas_caseras", "orden", "dados_iniciales", "combatientes", "pasos", "comentario")
"""The keys of a script (docs/guion-de-batalla.md); any other is an error."""
COMBATANT_KEYS = ("id", "bando", "nombre", "ficha", "comentario")


def _unknown_keys(
    data: dict[str, Any], allowed: tuple[str, ...], where: str, codigo: str = "campo_desconocido"
) -> None:
    for key in data:
        if key not in allowed:
            raise ScriptError(
                tr("«{key}» no es un campo {where}.", key=key, where=where) + did_you_mean(key, allowed), codigo
            )


def build_battle(data: Any, base: Path, source: DiceSource | None = None) -> tuple[Battle, list[dict[str, Any]]]:
    """Check the script's shape, load the sheets and start the battle.

    ``source`` rolls the dice the start of the battle needs (the simulator's random dice);
    without it they come from ``dados_iniciales``, which must bring exactly that many.
    """
    if not isinstance(data, dict):
        raise ScriptError(tr("El guion debe ser un objeto JSON."), "guion_no_valido")
    _unknown_keys(data, SCRIPT_KEYS, tr("del guion"))
    rules_id = data.get("reglas")
    if not isinstance(rules_id, str):
        raise ScriptError(tr('Falta "reglas" en el guion (el sistema de reglas de la batalla).'), "falta_campo")
    try:
        ruleset = registry.get(rules_id)
    except registry.UnknownRuleset:
        raise ScriptError(
            tr("El sistema de reglas «{rules}» no existe.", rules=rules_id)
            + did_you_mean(rules_id, registry.known_ids()),
            "reglas_desconocidas",
        ) from None
    options = data.get("reglas_caseras") or {}
    if not isinstance(options, dict):
        raise ScriptError(tr('"reglas_caseras" debe ser un objeto.'), "valor_no_valido")
    raw_people = data.get("combatientes")
    if not isinstance(raw_people, list) or not raw_people:
        raise ScriptError(tr('"combatientes" debe ser una lista con al menos un combatiente.'), "valor_no_valido")
    people: list[Combatant] = []
    readings: list[str] = []
    for index, item in enumerate(raw_people):
        person = _combatant(item, index, base, rules_id)
        people.append(person)
        readings.extend(
            f"{person.id}: "
            + tr("«{original}» se lee como «{canonico}».", original=o, canonico=c)
            + (f" ({f})" if f else "")
            for f, o, c in person.ficha.lecturas
        )
    ids = [c.id for c in people]
    if len(set(ids)) != len(ids):
        raise ScriptError(tr('Dos combatientes tienen el mismo "id".'), "id_repetido")
    orden = data.get("orden")
    if orden is not None and (not isinstance(orden, list) or sorted(map(str, orden)) != sorted(ids)):
        raise ScriptError(tr('"orden" debe ser una lista con el id de cada combatiente una vez.'), "valor_no_valido")
    raw_steps = data.get("pasos", [])
    if not isinstance(raw_steps, list):
        raise ScriptError(tr('"pasos" debe ser una lista.'), "valor_no_valido")
    steps: list[Any] = list(raw_steps)
    sheets = {person.id: person.ficha for person in people}
    for index, step in enumerate(steps):
        if (
            not isinstance(step, dict)
            or not isinstance(step.get("actor"), str)
            or not isinstance(step.get("accion"), str)
        ):
            raise ScriptError(
                tr('El paso {index} debe ser un objeto con "actor" y "accion".', index=index), "paso_no_valido", index
            )
        step, notes = grafias.leer_paso(ruleset.id, step, index, sheets)
        readings.extend(notes)
        step, notes = normalize_step(ruleset, step, index)
        readings.extend(notes)
        dice = _dice_list(step.get("dados", []))
        if dice is None:
            raise ScriptError(
                tr('Los "dados" del paso {index} deben ser una lista de números enteros.', index=index),
                "valor_no_valido",
                index,
            )
        if "dados" in step:
            step["dados"] = dice
        steps[index] = step
        problem = check_step(ruleset, step, index)
        if problem is not None:
            raise ScriptError(problem.mensaje, problem.codigo, index, problem.campo)
    initial_dice = _dice_list(data.get("dados_iniciales", []))
    if initial_dice is None:
        raise ScriptError(tr('"dados_iniciales" debe ser una lista de números enteros.'), "valor_no_valido")
    scripted = ScriptedSource(initial_dice)
    try:
        battle = Battle.start(ruleset, people, source or scripted, options, [str(o) for o in orden] if orden else None)
    except IllegalAction as error:
        raise ScriptError(str(error), error.codigo) from None
    except DiceError as error:
        raise ScriptError(tr("Dados iniciales: {error}", error=error), "dados") from None
    if source is None and scripted.remaining:
        raise ScriptError(tr("Sobran dados iniciales: {dice}.", dice=scripted.remaining), "sobran_dados")
    battle.advertencias.extend(readings)
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
        raise ScriptError(
            tr('El combatiente {index} debe ser un objeto con "id".', index=index), "combatiente_no_valido"
        )
    who = item["id"]
    _unknown_keys(item, COMBATANT_KEYS, tr("de un combatiente («{who}»)", who=who))
    sheet_ref = item.get("ficha")
    try:
        if isinstance(sheet_ref, str):
            sheet = load_sheet(base / sheet_ref)
        elif isinstance(sheet_ref, dict):
            sheet = sheet_from_data(sheet_ref, None, default_rules=rules_id)
        else:
            raise ScriptError(
                tr('El combatiente «{who}» necesita una "ficha" (ruta o ficha en línea).', who=who), "falta_campo"
            )
    except LoadError as error:
        raise ScriptError(tr("Combatiente «{who}»: {error}", who=who, error=error), error.codigo) from None
    if sheet.reglas != rules_id:
        raise ScriptError(
            tr(
                "La ficha de «{who}» es de {sheet_rules}, no de {rules}.",
                who=who,
                sheet_rules=sheet.reglas,
                rules=rules_id,
            ),
            "reglas_distintas",
        )
    unknown = unknown_sheet_fields(sheet)
    if unknown:
        raise ScriptError(
            tr("Combatiente «{who}»: {problem}", who=who, problem=unknown[0].mensaje),
            "campo_desconocido",
            None,
            unknown[0].campo,
        )
    name = item.get("nombre") or sheet.nombre
    return Combatant(who, str(name), str(item.get("bando", who)), sheet)


def apply_step(battle: Battle, step: dict[str, Any]) -> str | None:
    """Apply one script step; return the reason it was refused (a :class:`Refusal`), or None."""
    source = ScriptedSource(step.get("dados", []))
    try:
        action = Action.from_json(step)
        entry = battle.apply(action, source)
    except IllegalAction as error:
        return Refusal(error.codigo, str(error))
    except DiceError as error:
        return Refusal("faltan_dados", str(error))
    if source.remaining:
        battle.undo()
        battle._redo.clear()
        return Refusal(
            "sobran_dados",
            tr("Sobran dados: la acción usó {used} y quedan {left}.", used=len(entry.dados), left=source.remaining),
        )
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


def _malformed(
    message: str, codigo: str = "guion_no_valido", paso: int | None = None, campo: str = ""
) -> dict[str, Any]:
    error: dict[str, Any] = {"paso": paso, "codigo": codigo, "mensaje": message}
    if campo:
        error["campo"] = campo
    return {
        "ok": False,
        "pasos_aplicados": 0,
        "error": error,
        "combatientes": {},
        "registro": [],
        "advertencias": [],
    }
