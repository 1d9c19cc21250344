"""``gesta importar``: rewrite sheets and battle scripts in their canonical form, saying every change.

A sheet is read through the one file boundary (:mod:`core.storage`): the documented alternative
spellings are read as the canonical names (and reported), an old format version is migrated,
and the sheet is written back with every field under its canonical name. A script's inline
sheets are treated the same way and its steps are written with the canonical spelling of their
action, keys and choices (:func:`core.contract.normalize_step`); a ruleset with a
``canonical_script`` also writes out what its old scripts left to the dice they brought (epic20:
the dying roll, the initiative under a forced order, the extra attack). Unknown keys are never
dropped: a file that still has one is reported and left as it is.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from core import grafias, registry
from core.contract import check_step, normalize_step, unknown_sheet_fields
from core.i18n import tr
from core.sheets import SHEET_FORMAT, SheetBase
from core.storage import LoadError, load_sheet, read_json, save_json, sheet_from_data


@dataclass
class ImportResult:
    """What importing one file did: the changes made, the problems that stopped it, whether it was written."""

    path: Path
    cambios: list[str] = field(default_factory=list)
    problemas: list[str] = field(default_factory=list)
    escrito: bool = False
    datos: Any = None
    """The file's content in canonical form (None when it could not be read)."""


def _script_sheets(people: list[Any], rules_id: str, base: Path) -> dict[str, SheetBase]:
    """Each combatant's sheet by its id, inline or a file beside the script, as the runner reads it
    (a power named in another case is its power); a sheet that cannot be read is left out."""
    sheets: dict[str, SheetBase] = {}
    for person in people:
        if not isinstance(person, dict) or not isinstance(person.get("id"), str):
            continue
        ref = person.get("ficha")
        try:
            if isinstance(ref, dict):
                sheets[person["id"]] = sheet_from_data(ref, None, default_rules=rules_id)
            elif isinstance(ref, str):
                sheets[person["id"]] = load_sheet(base / ref)
        except LoadError:
            continue
    return sheets


def _sheet_changes(raw: dict[str, Any], sheet: SheetBase, data: dict[str, Any], where: str) -> list[str]:
    changes = [
        where + tr("«{original}» se lee como «{canonico}».", original=o, canonico=c) for _campo, o, c in sheet.lecturas
    ]
    if raw.get("version") != sheet.version:
        changes.append(where + tr("versión {old} → {new} del formato.", old=raw.get("version", "—"), new=sheet.version))
    if not changes:
        # a shorthand the model reads without a reading of its own (a skill's "alcance": "propio")
        changes.extend(
            where + tr("«{key}» se escribe en forma canónica.", key=key)
            for key, value in data.items()
            if key in raw and raw[key] != value
        )
    return changes


def _canonical_sheet(
    raw: Any, path: Path | None, default_rules: str | None, where: str
) -> tuple[Any, list[str], list[str]]:
    sheet = sheet_from_data(raw, path, default_rules=default_rules)
    problems = [where + p.mensaje for p in unknown_sheet_fields(sheet)]
    data = sheet.model_dump(mode="json")
    if default_rules is not None:
        # an inline sheet keeps leaving out what the script already says, and every value that is
        # its default (a script's sheet is written by hand: it stays as short as it was); its version
        # stays written, since a missing one means version 1 and the sheet was migrated
        data = {**sheet.model_dump(mode="json", exclude_defaults=True), "version": sheet.version}
        for key in ("formato", "reglas"):
            if key not in raw:
                data.pop(key, None)
    return data, _sheet_changes(raw, sheet, data, where), problems


def import_file(path: Path, *, write: bool = True) -> ImportResult:
    """Rewrite one sheet or script canonically (unless ``write`` is False) and report what changed."""
    result = ImportResult(Path(path))
    try:
        raw = read_json(path)
        if isinstance(raw, dict) and raw.get("formato") == SHEET_FORMAT:
            data, result.cambios, result.problemas = _canonical_sheet(raw, path, None, "")
        elif (isinstance(raw, dict) and "pasos" in raw) or (isinstance(raw, dict) and "combatientes" in raw):
            data = _canonical_script(raw, result)
        else:
            raise LoadError(path, tr("no es una ficha ni un guion de batalla de Gesta."), codigo="no_es_ficha")
    except LoadError as error:
        result.problemas.append(str(error))
        return result
    result.datos = data
    if result.problemas or not result.cambios:
        return result
    if write:
        save_json(path, data)
        result.escrito = True
    return result


def _canonical_script(raw: dict[str, Any], result: ImportResult) -> dict[str, Any]:
    rules_id = raw.get("reglas")
    try:
        ruleset = registry.get(str(rules_id))
    except registry.UnknownRuleset:
        raise LoadError(
            result.path, tr("el sistema de reglas «{rules}» no existe.", rules=rules_id), "reglas"
        ) from None
    data = dict(raw)
    people = []
    for item in raw.get("combatientes") or []:
        person = dict(item) if isinstance(item, dict) else item
        if isinstance(person, dict) and isinstance(person.get("ficha"), dict):
            where = f"{person.get('id', '?')}: "
            sheet, changes, problems = _canonical_sheet(person["ficha"], None, ruleset.id, where)
            person["ficha"] = sheet
            result.cambios.extend(changes)
            result.problemas.extend(problems)
        people.append(person)
    data["combatientes"] = people
    sheets = _script_sheets(people, ruleset.id, result.path.parent)
    steps = []
    for index, step in enumerate(raw.get("pasos") or []):
        if not isinstance(step, dict):
            steps.append(step)
            continue
        canonical, notes = grafias.leer_paso(ruleset.id, step, index, sheets)
        result.cambios.extend(notes)
        canonical, notes = normalize_step(ruleset, canonical, index)
        result.cambios.extend(notes)
        problem = check_step(ruleset, canonical, index)
        if problem is not None:
            result.problemas.append(problem.mensaje)
        steps.append(canonical)
    if "pasos" in raw:
        data["pasos"] = steps
    whole = getattr(ruleset, "canonical_script", None)  # what a ruleset's old scripts left to their dice
    if whole is not None and not result.problemas:
        data, more = whole(data, result.path.parent)
        result.cambios.extend(more)
    return data
