"""What kind of editor each field of a sheet model needs, read from its pydantic annotation and constraints."""

from __future__ import annotations

import types
import typing
from dataclasses import dataclass
from typing import Any

from annotated_types import Ge, Gt, Le, Lt, MultipleOf
from pydantic import BaseModel
from pydantic.fields import FieldInfo

from core.export_ficha import label, literal_values, optional_inner
from gui.editor.traducir import rules_label

LONG_TEXT_NAMES = ("descripcion", "historia", "notas", "trasfondo")


@dataclass(frozen=True)
class FieldSpec:
    """One field: its name, label, kind of editor and the constraints the editor enforces.

    ``kind``: int, float, fraction (0/½/1 buttons), bool, str, text (long), choice,
    boolstr (no, yes or a name: ``bool | str``), strlist, numdict, records, model, other.
    """

    name: str
    label: str
    kind: str
    nullable: bool = False
    minimum: float | None = None
    maximum: float | None = None
    step: float = 1.0
    choices: tuple[Any, ...] = ()
    item_model: type[BaseModel] | None = None
    default: Any = None
    help: str = ""


def _bounds(info: FieldInfo) -> tuple[float | None, float | None, float | None]:
    low: float | None = None
    high: float | None = None
    step: float | None = None
    for item in info.metadata:
        if isinstance(item, Ge):
            low = float(item.ge)  # type: ignore[arg-type]
        elif isinstance(item, Gt):
            low = float(item.gt) + (0.5 if isinstance(item.gt, float) else 1)  # type: ignore[arg-type]
        elif isinstance(item, Le):
            high = float(item.le)  # type: ignore[arg-type]
        elif isinstance(item, Lt):
            high = float(item.lt) - 1  # type: ignore[arg-type]
        elif isinstance(item, MultipleOf):
            step = float(item.multiple_of)  # type: ignore[arg-type]
    return low, high, step


def _plain(annotation: Any) -> Any:
    """``Annotated[float, Field(le=10)]`` → ``float``: the editor picks its widget by the plain type."""
    if typing.get_origin(annotation) is typing.Annotated:
        return typing.get_args(annotation)[0]
    return annotation


def _model_in(annotation: Any) -> type[BaseModel] | None:
    inner, _ = optional_inner(annotation)
    if isinstance(inner, type) and issubclass(inner, BaseModel):
        return inner
    return None


def field_spec(name: str, info: FieldInfo) -> FieldSpec:
    annotation, nullable = optional_inner(info.annotation)
    low, high, step = _bounds(info)
    default = None if info.is_required() else info.get_default(call_default_factory=True)
    common: dict[str, Any] = {
        "name": name,
        "label": rules_label(info.title or label(name)),
        "nullable": nullable,
        "default": default,
        "help": info.description or "",
    }
    values = literal_values(annotation)
    origin = typing.get_origin(annotation)
    args = tuple(_plain(a) for a in typing.get_args(annotation))
    if values is not None:
        if all(isinstance(v, int | float) and not isinstance(v, bool) for v in values):
            return FieldSpec(kind="fraction", choices=tuple(values), **common)
        return FieldSpec(kind="choice", choices=tuple(values), **common)
    if annotation is bool:
        return FieldSpec(kind="bool", **common)
    if annotation is int:
        return FieldSpec(kind="int", minimum=low, maximum=high, step=step or 1, **common)
    if annotation is float:
        if low is not None and high is not None and 0 < high - low <= 2 and not nullable:
            steps = round((high - low) / (step or 0.5))
            choices = tuple(low + i * (step or 0.5) for i in range(steps + 1))
            return FieldSpec(kind="fraction", choices=choices, minimum=low, maximum=high, **common)
        return FieldSpec(kind="float", minimum=low, maximum=high, step=step or 0.5, **common)
    if annotation is str:
        kind = "text" if name.startswith(LONG_TEXT_NAMES) else "str"
        return FieldSpec(kind=kind, **common)
    if origin is list and args:
        if args[0] is str:
            return FieldSpec(kind="strlist", **common)
        item = _model_in(args[0])
        if item is not None:
            return FieldSpec(kind="records", item_model=item, **common)
    if origin is dict and len(args) == 2 and args[1] in (int, float):
        keys = literal_values(args[0]) or ()
        return FieldSpec(kind="numdict", step=1 if args[1] is int else 0.5, choices=tuple(keys), **common)
    if origin in (typing.Union, types.UnionType) and set(args) == {bool, str}:
        return FieldSpec(kind="boolstr", **common)
    model = _model_in(annotation)
    if model is not None:
        return FieldSpec(kind="model", item_model=model, **common)
    return FieldSpec(kind="other", **common)


def model_specs(model: type[BaseModel], hidden: frozenset[str] = frozenset()) -> list[FieldSpec]:
    return [field_spec(n, i) for n, i in model.model_fields.items() if n not in hidden]


def default_record(model: type[BaseModel], nombre: str) -> dict[str, Any]:
    """A new list element: every default, with ``nombre`` filled in when the model has one."""
    data: dict[str, Any] = {}
    for name, info in model.model_fields.items():
        if name == "nombre":
            data[name] = nombre
        elif info.is_required():
            spec = field_spec(name, info)
            data[name] = {"int": 0, "float": 0.0, "bool": False, "choice": (spec.choices or [""])[0]}.get(spec.kind, "")
    return data
