"""The typed edge between files and the engines: declared step fields, coded refusals, unknown names.

Every script step and every sheet reaches an engine through here. A ruleset declares, for each of
its actions, the fields a step of that action may carry (:class:`StepField`); the runner refuses
any other key with the closest declared names, and a value of the wrong kind with the field's
bounds. A sheet key no model declares is a :class:`~core.ruleset.Problem` tied to that key (the
key is kept on save: the sheet is never changed behind the user's back).

A refusal is a :class:`Refusal`: a Spanish sentence that also carries a stable ``codigo``.
"""

from __future__ import annotations

import difflib
import math
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel

from core.grafias import plegar
from core.i18n import tr
from core.ruleset import JsonValue, Problem
from core.sheets import ALLOWED_TOP_LEVEL_EXTRAS

if TYPE_CHECKING:
    from core.ruleset import Ruleset
    from core.sheets import SheetBase

FieldKind = Literal[
    "texto",  # a string
    "entero",  # an integer (never a bool)
    "numero",  # an integer or a finite decimal
    "si_no",  # true or false
    "opcion",  # one of ``valores``
    "combatiente",  # a combatant id
    "combatientes",  # a combatant id or a list of ids
    "lista",  # a list (its items are the engine's business)
    "casilla",  # a square of the board: [x, y], two integers
    "objeto",  # an object (its keys are the engine's business)
    "valor",  # any JSON value the engine reads in more than one shape
]

GENERIC_STEP_FIELDS = ("actor", "accion", "objetivo", "respuesta", "dados", "comentario")
"""The keys every step of every ruleset may carry (docs/guion-de-batalla.md, «Un paso»)."""


class Refusal(str):
    """A refusal: the Spanish sentence (the string itself) and a stable ``codigo``.

    It is a ``str`` so that every place that passes a reason along keeps working; the code
    survives as long as the same object is passed on.
    """

    codigo: str

    def __new__(cls, codigo: str, mensaje: str) -> Refusal:
        value = super().__new__(cls, mensaje)
        value.codigo = codigo
        return value

    def __reduce__(self) -> tuple[Any, ...]:
        return (Refusal, (self.codigo, str(self)))


GENERIC_REFUSAL = "rechazada"
"""The code of a refusal whose ruleset gave none."""


def refusal_code(reason: object) -> str:
    """The stable code of a refusal reason (``rechazada`` when the ruleset gave a plain string)."""
    return getattr(reason, "codigo", GENERIC_REFUSAL)


fold = plegar
"""``"Defensa Física"`` → ``"defensa_fisica"``: lower case, no accents, spaces as underscores."""


def closest(name: str, candidates: Iterable[str], n: int = 3) -> list[str]:
    """The candidates closest to ``name`` (by spelling, accents and case ignored), best first."""
    pool = {fold(c): c for c in candidates}
    folded = fold(name)
    matches = difflib.get_close_matches(folded, list(pool), n=n, cutoff=0.6)
    # a short canonical name (``vit``) is far from a long misspelling of its word (``vitalidd``)
    # by edit distance, but begins it
    matches += [c for c in pool if len(c) >= 3 and folded.startswith(c) and c not in matches]
    return [pool[m] for m in matches[:n]]


def did_you_mean(name: str, candidates: Iterable[str]) -> str:
    """`` ¿quisiste decir «x»?`` (or «x» o «y»), or an empty string when nothing is close."""
    found = closest(name, candidates)
    if not found:
        return ""
    quoted = tr(" o ").join(f"«{c}»" for c in found)
    return tr(" ¿Quisiste decir {names}?", names=quoted)


@dataclass(frozen=True)
class StepField:
    """One field a step of an action may carry, with its kind and, where it has them, its bounds."""

    id: str
    tipo: FieldKind
    etiqueta: str = ""
    valores: tuple[JsonValue, ...] = ()
    minimo: float | None = None
    maximo: float | None = None
    ayuda: str = ""
    tipos: tuple[FieldKind, ...] = ()
    """A field the engine reads in more than one shape (a level: its number or its name): the kinds it
    may be, in order, each with this field's bounds and values; ``tipo`` is then ``valor``."""

    def problem(self, value: JsonValue) -> str | None:
        """None when ``value`` fits this field, else what is wrong with it (a Spanish clause)."""
        if self.tipos:
            return self._problem_of_kinds(value)
        return self._problem(self.tipo, value)

    def _problem_of_kinds(self, value: JsonValue) -> str | None:
        for kind in self.tipos:
            problem = self._problem(kind, value)
            if problem is None:
                return None
            if kind in ("entero", "numero") and isinstance(value, int | float) and not isinstance(value, bool):
                return problem  # a number out of bounds: say the bound
        return tr("debe ser {what}.", what=tr(self.ayuda)) if self.ayuda else tr("no tiene la forma que se espera.")

    def _problem(self, kind: FieldKind, value: JsonValue) -> str | None:
        if kind == "valor":
            return None
        if kind in ("texto", "combatiente"):
            if not isinstance(value, str):
                return tr("debe ser un texto.")
        elif kind == "combatientes":
            if not isinstance(value, str) and not (isinstance(value, list) and all(isinstance(v, str) for v in value)):
                return tr("debe ser el id de un combatiente o una lista de ids.")
        elif kind == "si_no":
            if not isinstance(value, bool):
                return tr("debe ser true o false.")
        elif kind == "entero":
            if isinstance(value, bool) or not isinstance(value, int):
                return tr("debe ser un número entero.")
        elif kind == "numero":
            if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
                return tr("debe ser un número.")
        elif kind == "lista":
            if not isinstance(value, list):
                return tr("debe ser una lista.")
        elif kind == "casilla":
            if not (
                isinstance(value, list)
                and len(value) == 2
                and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
            ):
                return tr("debe ser una casilla [x, y] (dos números enteros).")
        elif kind == "objeto":
            if not isinstance(value, dict):
                return tr("debe ser un objeto.")
        elif kind == "opcion" and value not in self.valores:
            allowed = ", ".join(f"«{v}»" for v in self.valores)
            hint = did_you_mean(value, [str(v) for v in self.valores]) if isinstance(value, str) else ""
            return tr("no es ninguno de los valores permitidos ({allowed}).", allowed=allowed) + hint
        if kind in ("entero", "numero") and isinstance(value, int | float):
            if self.minimo is not None and value < self.minimo:
                return tr("debe ser como mínimo {low}.", low=_number(self.minimo))
            if self.maximo is not None and value > self.maximo:
                return tr("debe ser como máximo {high}.", high=_number(self.maximo))
        return None


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else str(value)


StepFields = Mapping[str, StepField]


def fields(*declared: StepField) -> dict[str, StepField]:
    """A mapping of step fields by id, from their declarations."""
    return {f.id: f for f in declared}


@dataclass(frozen=True)
class StepProblem:
    """What is wrong with one step of a script: its code, the field's path and the sentence."""

    codigo: str
    campo: str
    mensaje: str


def check_step(ruleset: Ruleset, step: Mapping[str, JsonValue], index: int) -> StepProblem | None:
    """The first problem of a script step's shape (unknown action, unknown field, wrong value)."""
    accion = step.get("accion")
    if not isinstance(accion, str):
        return None
    declared = ruleset.step_fields(accion)
    if declared is None:
        actions = list(ruleset.step_actions())
        return StepProblem(
            "accion_desconocida",
            "accion",
            tr(
                "Paso {index}: «{accion}» no es una acción de {rules}.",
                index=index,
                accion=accion,
                rules=ruleset.nombre,
            )
            + did_you_mean(accion, actions),
        )
    for key, value in step.items():
        if key in GENERIC_STEP_FIELDS:
            continue
        spec = declared.get(key)
        if spec is None:
            known = [*declared, *GENERIC_STEP_FIELDS]
            return StepProblem(
                "campo_desconocido",
                key,
                tr("Paso {index}: «{key}» no es un campo de «{accion}».", index=index, key=key, accion=accion)
                + did_you_mean(key, known),
            )
        wrong = spec.problem(value)
        if wrong is not None:
            return StepProblem(
                "valor_no_valido",
                key,
                tr("Paso {index}: el campo «{key}» {wrong}", index=index, key=key, wrong=wrong),
            )
    return None


# -- sheets ---------------------------------------------------------------------------------


def _field_names(model: type[BaseModel]) -> list[str]:
    names: list[str] = []
    for name, info in model.model_fields.items():
        names.append(info.alias or name)
    return names


def _walk(model: BaseModel, path: str) -> Iterator[tuple[str, BaseModel]]:
    yield path, model
    for name in type(model).model_fields:
        yield from _walk_value(getattr(model, name, None), f"{path}.{name}" if path else name)


def _walk_value(value: Any, path: str) -> Iterator[tuple[str, BaseModel]]:
    if isinstance(value, BaseModel):
        yield from _walk(value, path)
    elif isinstance(value, list | tuple):
        for i, item in enumerate(value):
            yield from _walk_value(item, f"{path}[{i}]")
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _walk_value(item, f"{path}.{key}")


def unknown_sheet_fields(sheet: BaseModel) -> list[Problem]:
    """A problem for every key of the sheet (at any depth) that no model declares."""
    problems: list[Problem] = []
    for path, model in _walk(sheet, ""):
        extra = model.model_extra or {}
        if not extra:
            continue
        known = _field_names(type(model))
        where = tr("la ficha") if not path else f"«{path}»"
        for key in extra:
            if not path and key in ALLOWED_TOP_LEVEL_EXTRAS:
                continue
            campo = f"{path}.{key}" if path else key
            problems.append(
                Problem(
                    campo,
                    tr("«{key}» no es un campo de {where}.", key=key, where=where) + did_you_mean(key, known),
                )
            )
    return problems


def sheet_problems(ruleset: Ruleset, sheet: SheetBase) -> list[Problem]:
    """Every problem of a sheet: its unknown keys, the spellings read as others, and its build rules."""
    readings = [
        Problem(campo, tr("«{original}» se lee como «{canonico}».", original=original, canonico=canonico), "aviso")
        for campo, original, canonico in getattr(sheet, "lecturas", ())
    ]
    return [*unknown_sheet_fields(sheet), *readings, *ruleset.validate(sheet)]


# -- the one generic normalisation: accents, capitals and spaces --------------------------------


def _canonical(name: str, canon: Iterable[str]) -> str | None:
    """The one canonical name that ``name`` folds to (accents, capitals, spaces), or None."""
    folded = fold(name)
    found = [c for c in canon if fold(c) == folded]
    return found[0] if len(found) == 1 else None


def normalize_step(
    ruleset: Ruleset, step: Mapping[str, JsonValue], index: int
) -> tuple[dict[str, JsonValue], list[str]]:
    """The step with its action, keys and choice values in canonical spelling, and each reading made.

    Only the documented generic tolerance lives here (``"Velocidad Luz"`` = ``velocidad_luz``,
    ``"Condición"`` = ``condicion``); a name that folds to no canonical one is left for
    :func:`check_step` to refuse with the closest names.
    """
    out = dict(step)
    readings: list[str] = []

    def note(original: str, canonico: str) -> None:
        readings.append(
            tr(
                "Paso {index}: «{original}» se lee como «{canonico}».",
                index=index,
                original=original,
                canonico=canonico,
            )
        )

    accion = out.get("accion")
    if isinstance(accion, str):
        actions = list(ruleset.step_actions())
        if accion not in actions:
            canonico = _canonical(accion, actions)
            if canonico is not None:
                out["accion"] = canonico
                note(accion, canonico)
        declared = ruleset.step_fields(str(out["accion"]))
        if declared is not None:
            known = [*declared, *GENERIC_STEP_FIELDS]
            for key in list(out):
                if key in known:
                    continue
                canonico = _canonical(key, known)
                if canonico is not None and canonico not in out:
                    out = {canonico if k == key else k: v for k, v in out.items()}
                    note(key, canonico)
            for key, spec in declared.items():
                value = out.get(key)
                if spec.tipo == "opcion" and isinstance(value, str) and value not in spec.valores:
                    canonico = _canonical(value, [v for v in spec.valores if isinstance(v, str)])
                    if canonico is not None:
                        out[key] = canonico
                        note(value, canonico)
    return out, readings
