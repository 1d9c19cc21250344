"""JSON Schemas of Gesta's files, generated from the models and the rulesets' step declarations.

``docs/esquemas/`` holds one schema per ruleset sheet (``ficha-<reglas>.schema.json``), one per
ruleset script with its typed steps (``guion-<reglas>.schema.json``) and one for saved battles
(``batalla.schema.json``). A file may name its schema in ``"$schema"`` so that an ordinary
editor validates and completes it. ``python tools/esquemas.py`` writes them; a test fails when
one is stale.

The schemas describe the canonical form: the documented alternative spellings that Gesta reads
(and reports) are not part of them.
"""

from __future__ import annotations

import copy
from typing import Any

from core.battle_file import BattleFile
from core.contract import GENERIC_STEP_FIELDS, StepField
from core.ruleset import HouseRule, Ruleset
from core.runner import COMBATANT_KEYS

DRAFT = "https://json-schema.org/draft/2020-12/schema"

FREE_NAME_PROBE = "\u00bfotra?"
"""A name no ruleset declares: whether ``step_fields`` still answers tells if free names are read."""

Schema = dict[str, Any]


def _closed(schema: Any) -> Any:
    """Every object with declared properties admits no other key (extra keys are an error)."""
    if isinstance(schema, dict):
        for value in schema.values():
            _closed(value)
        if "properties" in schema and schema.get("type") == "object":
            schema["additionalProperties"] = False
    elif isinstance(schema, list):
        for value in schema:
            _closed(value)
    return schema


def sheet_schema(ruleset: Ruleset) -> Schema:
    """The schema of a sheet file of ``ruleset``."""
    schema: Schema = ruleset.sheet_model.model_json_schema(mode="validation")
    _closed(schema)
    schema["properties"] = {"$schema": {"type": "string"}, **schema["properties"]}
    schema["properties"]["reglas"] = {"const": ruleset.id, "title": "Reglas"}
    return {"$schema": DRAFT, "$id": f"ficha-{ruleset.id}.schema.json", **schema}


def _field_schema(field: StepField) -> Schema:
    schema: Schema = (
        {"anyOf": [_kind_schema(field, kind) for kind in field.tipos]}
        if field.tipos
        else _kind_schema(field, field.tipo)
    )
    if field.etiqueta:
        schema["title"] = field.etiqueta
    if field.ayuda:
        schema["description"] = field.ayuda
    return schema


def _kind_schema(field: StepField, kind: str) -> Schema:
    """The JSON Schema of one kind of a step field, with the field's bounds and values."""
    schema: Schema
    if kind in ("texto", "combatiente"):
        schema = {"type": "string"}
    elif kind == "combatientes":
        schema = {"anyOf": [{"type": "string"}, {"type": "array", "items": {"type": "string"}}]}
    elif kind == "si_no":
        schema = {"type": "boolean"}
    elif kind in ("entero", "numero"):
        schema = {"type": "integer" if kind == "entero" else "number"}
        if field.minimo is not None:
            schema["minimum"] = field.minimo
        if field.maximo is not None:
            schema["maximum"] = field.maximo
    elif kind == "opcion":
        schema = {"enum": list(field.valores)}
    elif kind == "lista":
        schema = {"type": "array"}
    elif kind == "casilla":
        schema = {"type": "array", "items": {"type": "integer"}, "minItems": 2, "maxItems": 2}
    elif kind == "objeto":
        schema = {"type": "object"}
    else:
        schema = {}
    return schema


_GENERIC: dict[str, Schema] = {
    "actor": {"type": "string", "title": "Quién actúa"},
    "objetivo": {
        "title": "Objetivo",
        "anyOf": [{"type": "string"}, {"type": "array", "items": {"type": "string"}}],
    },
    "respuesta": {"title": "Reacción del objetivo"},
    "dados": {
        "title": "Dados",
        "anyOf": [{"type": "integer"}, {"type": "array", "items": {"type": "integer"}}],
    },
    "comentario": {"type": "string"},
}
assert set(_GENERIC) | {"accion"} == set(GENERIC_STEP_FIELDS)


def step_schema(ruleset: Ruleset, accion: str) -> Schema:
    """The schema of one step of ``accion``."""
    declared = ruleset.step_fields(accion) or {}
    properties: Schema = {"actor": _GENERIC["actor"], "accion": {"const": accion}}
    properties.update({k: v for k, v in _GENERIC.items() if k != "actor"})
    properties.update({name: _field_schema(field) for name, field in declared.items()})
    return {
        "type": "object",
        "title": accion,
        "properties": properties,
        "required": ["actor", "accion"],
        "additionalProperties": False,
    }


def _house_rule_schema(rule: HouseRule) -> Schema:
    schema: Schema = {"title": rule.etiqueta}
    if rule.ayuda:
        schema["description"] = rule.ayuda
    if rule.opciones:
        schema["enum"] = list(rule.opciones)
        return schema
    default = rule.default
    if isinstance(default, bool):
        schema["type"] = "boolean"
    elif isinstance(default, int):
        schema["type"] = "integer"
    elif isinstance(default, float):
        schema["type"] = "number"
    elif isinstance(default, str):
        schema["type"] = "string"
    elif isinstance(default, dict):
        schema["type"] = "object"
    elif isinstance(default, list):
        schema["type"] = "array"
    return schema


def script_schema(ruleset: Ruleset) -> Schema:
    """The schema of a battle script of ``ruleset`` (docs/guion-de-batalla.md), steps typed per action."""
    sheet = sheet_schema(ruleset)
    defs = sheet.pop("$defs", {})
    inline = copy.deepcopy({k: v for k, v in sheet.items() if k not in ("$schema", "$id")})
    inline["required"] = [r for r in inline.get("required", []) if r not in ("formato", "version", "reglas")]
    actions = list(ruleset.step_actions())
    steps = [step_schema(ruleset, accion) for accion in actions]
    free = ruleset.step_fields(FREE_NAME_PROBE)
    if free is not None:
        # the ruleset reads any other name as one of the actor's own (umh: a skill named as the action)
        other = step_schema(ruleset, FREE_NAME_PROBE)
        other["title"] = "otra"
        other["properties"]["accion"] = {"type": "string", "not": {"enum": actions}}
        steps.append(other)
    combatant: Schema = {
        "type": "object",
        "properties": {
            "id": {"type": "string"},
            "bando": {"type": "string"},
            "nombre": {"type": "string"},
            "ficha": {
                "anyOf": [{"type": "string", "description": "Ruta relativa al guion"}, {"$ref": "#/$defs/ficha"}]
            },
            "comentario": {"type": "string"},
        },
        "required": ["id", "ficha"],
        "additionalProperties": False,
    }
    assert set(combatant["properties"]) == set(COMBATANT_KEYS)
    return {
        "$schema": DRAFT,
        "$id": f"guion-{ruleset.id}.schema.json",
        "title": f"Guion de batalla de {ruleset.nombre}",
        "type": "object",
        "properties": {
            "$schema": {"type": "string"},
            "reglas": {"const": ruleset.id},
            "reglas_caseras": {
                "type": "object",
                "properties": {rule.id: _house_rule_schema(rule) for rule in ruleset.house_rules()},
                "additionalProperties": False,
            },
            "orden": {"type": "array", "items": {"type": "string"}},
            "dados_iniciales": {"type": "array", "items": {"type": "integer"}},
            "combatientes": {"type": "array", "items": {"$ref": "#/$defs/combatiente"}, "minItems": 1},
            "pasos": {"type": "array", "items": {"$ref": "#/$defs/paso"}},
            "comentario": {"type": "string"},
        },
        "required": ["reglas", "combatientes"],
        "additionalProperties": False,
        "$defs": {
            **defs,
            "ficha": inline,
            "combatiente": combatant,
            "paso": {"oneOf": steps} if steps else {"type": "object"},
        },
    }


def battle_schema() -> Schema:
    """The schema of a saved battle (the steps and sheets inside are each ruleset's own)."""
    schema: Schema = BattleFile.model_json_schema(mode="validation", by_alias=True)
    return {"$schema": DRAFT, "$id": "batalla.schema.json", **schema}


def all_schemas(rulesets: list[Ruleset]) -> dict[str, Schema]:
    """Every published schema by its file name in docs/esquemas/."""
    schemas: dict[str, Schema] = {"batalla.schema.json": battle_schema()}
    for ruleset in sorted(rulesets, key=lambda r: r.id):
        schemas[f"ficha-{ruleset.id}.schema.json"] = sheet_schema(ruleset)
        schemas[f"guion-{ruleset.id}.schema.json"] = script_schema(ruleset)
    return schemas
