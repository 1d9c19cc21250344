"""The protocol every rule system implements, and the small values it exchanges with the kernel.

A ruleset is a package ``core.rulesets.<id>`` whose ``RULESET`` object satisfies
:class:`Ruleset`. The battle window, the sheet editor and the headless runner only talk to
rulesets through this protocol.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal, Protocol, runtime_checkable

if TYPE_CHECKING:
    from core.battle import BattleView, Resolution
    from core.contract import StepField
    from core.live import Condition, LiveValue
    from core.sheets import SheetBase
    from core.tablero import Area, Board, SquareChoice, Token

JsonValue = Any
"""A value that survives ``json.dumps``/``json.loads`` unchanged."""


@dataclass(frozen=True)
class Problem:
    """One build problem: the JSON path of the field it concerns and a Spanish sentence.

    ``campo`` uses dots and brackets (``poderes[2].codigos``); an empty string means the
    sheet as a whole. ``gravedad`` "aviso" marks advice that does not make the sheet illegal.
    """

    campo: str
    mensaje: str
    gravedad: Literal["error", "aviso"] = "error"


@dataclass(frozen=True)
class HouseRule:
    """A per-battle option: a documented default and the values a table may choose.

    ``opciones`` empty means any value of the default's type (a number, say); ``ayuda``
    explains in Spanish what each choice does and where the rules leave the gap.
    """

    id: str
    etiqueta: str
    default: JsonValue
    opciones: tuple[JsonValue, ...] = ()
    ayuda: str = ""
    nombres: tuple[tuple[JsonValue, str], ...] = ()
    """A label in Spanish for each choice of ``opciones`` that is an id (``("vol_1", "VOL 1")``): what the
    set-up shows, in the interface's language (its English in the ruleset's catalogue)."""

    def nombre_de(self, value: JsonValue) -> str | None:
        """The Spanish label of choice ``value``, or None when it has none (a number, yes/no)."""
        return next((label for choice, label in self.nombres if choice == value), None)


@dataclass(frozen=True)
class ActionOption:
    """An action the actor may (or may not) take now, as the GUI lists it.

    ``objetivos``: 0 no target, 1 one target, -1 one or more targets.
    ``params`` fixed parameters of this option (``{"poder": "Rayo"}``), ``campos`` further
    fields the user must choose, each with its allowed values (``{"parte": ["brazos", ...]}``).
    """

    accion: str
    etiqueta: str
    legal: bool = True
    motivo: str = ""
    objetivos: int = 0
    params: Mapping[str, JsonValue] = field(default_factory=dict)
    campos: Mapping[str, tuple[JsonValue, ...]] = field(default_factory=dict)
    detalle: str = ""
    etiquetas: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    """How a person reads the values of a field of ``campos``, in the same order (a power's levels
    from the sheet: «débil (60) · 30 cosmos»); a field without them shows its values as they are."""


@dataclass(frozen=True)
class ReactionOption:
    """A reaction the target of an action may choose, with its odds when there is a roll.

    ``probabilidad`` is the exact chance that things go the target's way with this reaction
    (the dodge succeeds, the attack misses); ``detalle`` may quote the attacker's side.
    """

    respuesta: JsonValue
    etiqueta: str
    legal: bool = True
    motivo: str = ""
    detalle: str = ""
    probabilidad: float | None = None


@dataclass(frozen=True)
class ActiveCondition:
    """A condition a combatant is in now: its declared id and what remains of it (None: no count)."""

    id: str
    restante: int | None = None
    detalle: str = ""


@dataclass(frozen=True)
class Outcome:
    """The end of a battle: the winning side (None for a draw or a pact) and a summary."""

    ganador: str | None
    resumen: str
    estados_finales: Mapping[str, JsonValue] = field(default_factory=dict)


Migration = Callable[[dict[str, JsonValue]], dict[str, JsonValue]]


@runtime_checkable
class Ruleset(Protocol):
    """What the kernel needs of a rule system (see docs/arquitectura.md)."""

    id: str
    nombre: str
    sheet_model: type[SheetBase]
    schema_version: int
    migrations: Mapping[int, Migration]
    """Steps that turn a sheet of version ``n`` into version ``n + 1``."""

    def new_sheet(self, nombre: str) -> SheetBase:
        """A blank sheet a user can start editing."""

    def validate(self, sheet: SheetBase) -> list[Problem]:
        """Every build problem at once (an empty list means a legal sheet)."""

    def house_rules(self) -> list[HouseRule]:
        """The per-battle options and settings with their defaults."""

    def start(self, ctx: Resolution, orden: list[str] | None) -> None:
        """Set every combatant's live values, the turn order and the first turn."""

    def live_values(self, view: BattleView, cid: str) -> dict[str, JsonValue]:
        """The live values of a combatant as the runner reports them."""

    def legal_actions(self, view: BattleView, actor: str) -> list[ActionOption]:
        """Every action of the actor, legal or not (with the reason)."""

    def check(self, view: BattleView, action: Action) -> str | None:
        """None when ``action`` is legal now, else the Spanish reason it is not."""

    def reactions(self, view: BattleView, action: Action, objetivo: str | None = None) -> list[ReactionOption]:
        """The reactions the (first) target may choose against ``action``.

        With ``objetivo`` (one of the action's targets) only that target's own reactions, each a complete
        ``respuesta`` of the step in which the other targets take no reaction (none for a target that does
        not answer on its own: where only the first target reacts, the others get an empty list).
        """

    def resolve(self, ctx: Resolution, action: Action) -> None:
        """Apply a checked action through ``ctx`` (rolls, changes, log lines)."""

    def outcome(self, view: BattleView) -> Outcome | None:
        """The end of the battle, or None while it goes on."""

    def step_actions(self) -> Sequence[str]:
        """The canonical id of every action a script step may name (the ``accion`` values)."""

    def step_fields(self, accion: str) -> Mapping[str, StepField] | None:
        """The fields a step of ``accion`` may carry besides the generic ones; None for no such action."""

    def live_declarations(self) -> Sequence[LiveValue]:
        """What each key ``live_values`` reports is: label, kind, bounds, maximum, where it shows."""

    def conditions(self) -> Sequence[Condition]:
        """The conditions and states of the rules a GM may apply, with their effect and duration."""

    def active_conditions(self, view: BattleView, cid: str) -> list[ActiveCondition]:
        """The declared conditions the combatant is in now, each with what remains of it."""

    def apply_condition(self, ctx: Resolution, cid: str, condicion: str, duracion: int | None) -> None:
        """Put the combatant in a declared condition as the rules do (``duracion`` None: the rules' own)."""

    def remove_condition(self, ctx: Resolution, cid: str, condicion: str) -> None:
        """End a condition the combatant is in, with what the rules say happens when it ends."""

    def set_by_gm(self, ctx: Resolution, cid: str, key: str, value: JsonValue) -> None:
        """Set a live value a GM chose (already checked) and apply the consequences the rules give."""

    # -- the board (core/tablero.py): None / empty for a ruleset whose battles have no squares -------------
    def board(self, view: BattleView) -> Board | None:
        """The battle's grid (size, blocked squares, the live value holding a square), or None without one."""

    def tokens(self, view: BattleView) -> list[Token]:
        """Every combatant's square and how it stands (in the fight, out, fled, in reserve; hidden from whom)."""

    def square_field(self, view: BattleView, action: Action) -> str | None:
        """The step field of ``action`` that names a square of the board (``destino``, ``hacia``), or None."""

    def legal_squares(self, view: BattleView, action: Action, campo: str) -> list[SquareChoice]:
        """Every square ``campo`` of ``action`` may take now, each with the complete action the engine accepts."""

    def with_square(self, view: BattleView, action: Action, campo: str, sq: tuple[int, int]) -> Action:
        """``action`` with ``campo`` set to the square ``sq`` (and whatever the square implies), legal or not."""

    def area(self, view: BattleView, action: Action) -> Area | None:
        """The reach of ``action`` and the squares and combatants it would cover as it stands; None if none."""

    def provokes(self, view: BattleView, action: Action) -> list[str]:
        """The opponents who could answer ``action`` with a reaction it provokes (encuentro's Respuesta)."""


@dataclass(frozen=True)
class Action:
    """One action of one actor: the rules' own Spanish id and whatever it needs.

    ``respuesta`` is the target's reaction where the rules give one (a string, a
    ``{"poder": name}`` mapping, or a list with one entry per hit). ``params`` holds the
    further fields of a script step (``poder``, ``nivel``, ``parte``...).
    """

    actor: str
    accion: str
    objetivos: tuple[str, ...] = ()
    respuesta: JsonValue = None
    params: Mapping[str, JsonValue] = field(default_factory=dict)

    @property
    def objetivo(self) -> str | None:
        return self.objetivos[0] if self.objetivos else None

    def param(self, name: str, default: JsonValue = None) -> JsonValue:
        return self.params.get(name, default)

    def to_json(self) -> dict[str, JsonValue]:
        data: dict[str, JsonValue] = {"actor": self.actor, "accion": self.accion}
        if len(self.objetivos) == 1:
            data["objetivo"] = self.objetivos[0]
        elif self.objetivos:
            data["objetivo"] = list(self.objetivos)
        if self.respuesta is not None:
            data["respuesta"] = self.respuesta
        data.update(self.params)
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, JsonValue]) -> Action:
        """Build an action from a script step (``dados`` is not part of the action)."""
        rest = {k: v for k, v in data.items() if k not in _STEP_KEYS}
        target = data.get("objetivo", data.get("objetivos"))
        if target is None:
            targets: tuple[str, ...] = ()
        elif isinstance(target, list):
            targets = tuple(str(t) for t in target)
        else:
            targets = (str(target),)
        return cls(
            actor=str(data["actor"]),
            accion=str(data["accion"]),
            objetivos=targets,
            respuesta=data.get("respuesta"),
            params=rest,
        )


_STEP_KEYS = frozenset({"actor", "accion", "objetivo", "objetivos", "respuesta", "dados", "comentario"})


@dataclass(frozen=True)
class CatalogueEntry:
    """One entry of a ruleset catalogue (a power, an advantage, a type code...).

    ``texto`` is the rule document's Spanish text for the entry (shown as a tooltip or beside
    the picker); ``coste`` its cost where it has one; ``campos`` the sheet fields that choosing
    it requires (a code M needs its mortal roll, say); ``datos`` the machine-readable rest.
    """

    nombre: str
    texto: str
    grupo: str = ""
    coste: float | None = None
    campos: tuple[str, ...] = ()
    datos: Mapping[str, JsonValue] = field(default_factory=dict)


@dataclass(frozen=True)
class BudgetLine:
    """One build pool of a sheet: what is spent and what is available (editor's budget panel)."""

    id: str
    etiqueta: str
    gastado: float
    disponible: float

    @property
    def excedido(self) -> bool:
        return self.gastado > self.disponible


@runtime_checkable
class SheetSupport(Protocol):
    """Optional extras a ruleset offers the sheet editor (checked with ``isinstance``).

    ``catalogues`` maps a catalogue id (``"ventajas"``, ``"codigos"``...) to its entries;
    ``why_not_pick`` says why an entry cannot be added to this sheet now (None when it can);
    ``budget`` lists the build pools; ``derived`` the computed values with Spanish labels.
    """

    def catalogues(self) -> Mapping[str, list[CatalogueEntry]]: ...

    def why_not_pick(self, sheet: SheetBase, catalogue: str, nombre: str) -> str | None: ...

    def budget(self, sheet: SheetBase) -> list[BudgetLine]: ...

    def derived(self, sheet: SheetBase) -> dict[str, tuple[str, JsonValue]]: ...
