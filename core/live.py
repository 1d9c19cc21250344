"""Typed live state: what each ruleset declares about a combatant's live values and conditions.

A ruleset's ``live_values`` reports plain JSON; what each of those values *is* — its label in
Spanish and English, its kind, its bounds, which value is its maximum, where it shows and whether
a GM may change it — is declared once as a :class:`LiveValue`. The conditions a GM may apply
(``derribado``, ``aturdimiento``...) are declared as :class:`Condition` with what they do and how
long they last. The battle window, the forum posts and the simulator read these declarations and
never guess from a key's spelling.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from core.contract import did_you_mean
from core.i18n import language, tr
from core.ruleset import JsonValue

LiveKind = Literal["entero", "numero", "si_no", "opcion", "lista", "texto", "combatiente", "casilla", "objeto"]
"""``casilla`` is a square ``[x, y]`` (or null off the map); ``combatiente`` an id or null."""

DurationKind = Literal["rondas", "turnos", "acciones", "hasta_quitarlo", "hasta_levantarse", "permanente", "regla"]
"""How a condition's duration is counted; ``regla`` means the rule text gives its own end (see ``expira``)."""


@dataclass(frozen=True)
class LiveValue:
    """One live value of a combatant, as ``live_values`` reports it."""

    id: str
    etiqueta: str
    """The label in Spanish (the rules' own word)."""
    label: str
    """The label in English."""
    tipo: LiveKind
    minimo: float | None = None
    maximo: float | None = None
    valores: tuple[str, ...] = ()
    """The allowed values of an ``opcion`` (and of each item of a ``lista`` of names, where fixed)."""
    maximo_de: str | None = None
    """The id of the live value that is this one's maximum (``vit`` → ``vit_max``)."""
    maximo_al_empezar: bool = False
    """The value at the start of the battle is this one's maximum (a bar of what is left)."""
    barra: bool = False
    """Shown as a bar against its maximum."""
    tarjeta: bool = True
    """Shown on the combatant's card."""
    foro: bool = True
    """Reported in the status lines of forum posts."""
    vital: bool = False
    """Counts for how well a side stands: the share of it that remains (needs a maximum)."""
    ajustable: bool = False
    """A GM may set it by hand (through :func:`check_gm_value`)."""
    ajuste_minimo: float | None = None
    ajuste_maximo: float | None = None
    """Bounds of a GM's override, where narrower or other than ``minimo``/``maximo``."""
    estado: str | None = None
    """The live-state key an override writes, when not the same as ``id``."""
    nulo: bool = False
    """It may also be null (``None``): no position yet, no initiative rolled..."""
    fuera_si: tuple[JsonValue, ...] = ()
    """The values (for a list, the items) that mean the combatant is out of the fight: fallen, fled, dead."""
    ayuda: str = ""
    help: str = ""

    def nombre(self) -> str:
        """The label in the current language."""
        return self.label if language() == "en" and self.label else self.etiqueta

    def texto_ayuda(self) -> str:
        return self.help if language() == "en" and self.help else self.ayuda

    @property
    def clave_estado(self) -> str:
        return self.estado or self.id

    def problem(
        self, value: JsonValue, *, gm: bool = False, values: Mapping[str, JsonValue] | None = None
    ) -> str | None:
        """None when ``value`` fits this value's kind and bounds, else what is wrong (a Spanish clause).

        ``values`` (the combatant's other live values) also bounds a number by the value named in
        ``maximo_de``.
        """
        if value is None and self.nulo:
            return None
        kind = self.tipo
        if kind == "texto" and not isinstance(value, str):
            return tr("debe ser un texto.")
        if kind == "combatiente" and value is not None and not isinstance(value, str):
            return tr("debe ser el id de un combatiente.")
        if kind == "si_no" and not isinstance(value, bool):
            return tr("debe ser sí o no.")
        if kind == "entero" and (isinstance(value, bool) or not isinstance(value, int)):
            return tr("debe ser un número entero.")
        if kind == "numero" and (
            isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value)
        ):
            return tr("debe ser un número.")
        if kind == "lista" and not isinstance(value, list):
            return tr("debe ser una lista.")
        if kind == "objeto" and value is not None and not isinstance(value, dict):
            return tr("debe ser un objeto.")
        if kind == "casilla" and value is not None and not _is_square(value):
            return tr("debe ser una casilla [x, y].")
        if kind == "opcion" and value not in self.valores:
            allowed = ", ".join(f"«{v}»" for v in self.valores)
            hint = did_you_mean(value, self.valores) if isinstance(value, str) else ""
            return tr("no es ninguno de los valores permitidos ({allowed}).", allowed=allowed) + hint
        if kind == "lista" and self.valores and isinstance(value, list):
            for item in value:
                if item not in self.valores:
                    hint = did_you_mean(item, self.valores) if isinstance(item, str) else ""
                    return tr("«{item}» no es un valor permitido.", item=item) + hint
        if kind in ("entero", "numero") and isinstance(value, int | float):
            low = self.ajuste_minimo if gm and self.ajuste_minimo is not None else self.minimo
            high = self.ajuste_maximo if gm and self.ajuste_maximo is not None else self.maximo
            if low is not None and value < low:
                return tr("debe ser como mínimo {low}.", low=_number(low))
            if high is not None and value > high:
                return tr("debe ser como máximo {high}.", high=_number(high))
            top = values.get(self.maximo_de) if values is not None and self.maximo_de is not None else None
            if isinstance(top, int | float) and not isinstance(top, bool) and value > top:
                return tr("debe ser como máximo {high}.", high=_number(top))
        return None


@dataclass(frozen=True)
class Condition:
    """A condition or state a combatant can be in, as the rules describe it."""

    id: str
    etiqueta: str
    label: str
    efecto: str
    """What it does, one Spanish sentence in the rules' words."""
    effect: str
    """The same in English."""
    duracion: DurationKind
    expira: str
    """When it ends, one Spanish sentence."""
    expires: str
    seccion: str
    """The rule section that defines it (``11.3.1``, ``Derribar``...)."""
    duracion_por_defecto: int | None = None
    """The rules' own length where they give one (in ``duracion`` units); None when it has none."""
    con_duracion: bool = False
    """The GM chooses a length when applying it (in ``duracion`` units)."""

    def nombre(self) -> str:
        return self.label if language() == "en" and self.label else self.etiqueta

    def descripcion(self) -> str:
        return self.effect if language() == "en" and self.effect else self.efecto

    def fin(self) -> str:
        return self.expires if language() == "en" and self.expires else self.expira


def _is_square(value: JsonValue) -> bool:
    return (
        isinstance(value, list)
        and len(value) == 2
        and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
    )


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else str(value)


def by_id(declared: Sequence[LiveValue]) -> dict[str, LiveValue]:
    return {d.id: d for d in declared}


def undeclared(values: Mapping[str, JsonValue], declared: Sequence[LiveValue]) -> list[str]:
    """The keys of ``values`` no declaration names (a ruleset keeps this empty)."""
    known = by_id(declared)
    return [key for key in values if key not in known]


def value_problems(values: Mapping[str, JsonValue], declared: Sequence[LiveValue]) -> list[str]:
    """Each reported value that does not fit its declaration, as ``"key: problem"``."""
    known = by_id(declared)
    out = []
    for key, value in values.items():
        spec = known.get(key)
        if spec is None:
            out.append(tr("«{key}» no está declarado.", key=key))
            continue
        problem = spec.problem(value)
        if problem:
            out.append(f"{key}: {problem}")
    return out


def maximum(spec: LiveValue, values: Mapping[str, JsonValue], at_start: Mapping[str, JsonValue]) -> float | None:
    """The maximum of a numeric live value: the declared top, another value, or its starting value."""
    top: JsonValue = None
    if spec.maximo_de is not None:
        top = values.get(spec.maximo_de)
    elif spec.maximo_al_empezar:
        top = at_start.get(spec.id)
    elif spec.maximo is not None:
        top = spec.maximo
    if isinstance(top, bool) or not isinstance(top, int | float):
        return None
    return float(top)


def out_of_fight(declared: Sequence[LiveValue], values: Mapping[str, JsonValue]) -> bool:
    """Whether the reported ``values`` say, by a declared ``fuera_si``, that the combatant is out of the fight."""
    for spec in declared:
        if not spec.fuera_si:
            continue
        value = values.get(spec.id)
        items = value if isinstance(value, list) else [value]
        if any(item in spec.fuera_si and item is not None for item in items):
            return True
    return False


def check_gm_value(
    declared: Sequence[LiveValue], key: str, value: JsonValue, values: Mapping[str, JsonValue] | None = None
) -> tuple[str, str] | None:
    """None when a GM may set live value ``key`` to ``value``, else ``(codigo, sentence)``.

    ``values`` are the combatant's live values now: a value is also bounded by its maximum.
    """
    known = by_id(declared)
    spec = known.get(key)
    if spec is None:
        names = [d.id for d in declared if d.ajustable]
        return "ajuste_desconocido", tr("«{key}» no es un valor vivo.", key=key) + did_you_mean(key, names)
    if not spec.ajustable:
        return "ajuste_no_permitido", tr("«{label}» no se cambia a mano: sale de las reglas.", label=spec.nombre())
    problem = spec.problem(value, gm=True, values=values)
    if problem:
        return "valor_no_valido", tr("«{label}» {problem}", label=spec.nombre(), problem=problem)
    return None
