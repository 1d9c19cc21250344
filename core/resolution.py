"""The read-only view of a battle that rulesets query, and the working copy an action is resolved on.

A :class:`BattleView` gives a ruleset the state, the sheets and the options; a :class:`Resolution`
is a copy of the state through which the ruleset changes live values, writes log lines and rolls
dice, each recorded as an :class:`~core.events.Event` (see :mod:`core.battle`, which keeps them).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from core import dice as dice_mod
from core.dado_objetivo import en_el_dado
from core.dice import DiceSource, Roll, RollRequest
from core.events import Change, Event, Path, State, clone, get_path, set_path
from core.i18n import tr
from core.ruleset import JsonValue
from core.sheets import SheetBase


@dataclass(frozen=True)
class Combatant:
    """Who fights: an id, a display name, a side and the sheet snapshot taken at the start."""

    id: str
    nombre: str
    bando: str
    ficha: SheetBase


class BattleView:
    """Read-only access to a battle's state, sheets and options for ruleset queries."""

    def __init__(self, state: State, combatants: Mapping[str, Combatant], options: Mapping[str, JsonValue]):
        self.state = state
        self.combatants = combatants
        self.options = options

    def sheet(self, cid: str) -> SheetBase:
        return self.combatants[cid].ficha

    def live(self, cid: str) -> dict[str, Any]:
        value: dict[str, Any] = self.state["combatientes"][cid]
        return value

    def option(self, key: str, default: JsonValue = None) -> JsonValue:
        return self.options.get(key, default)

    def name(self, cid: str) -> str:
        return self.combatants[cid].nombre

    def side(self, cid: str) -> str:
        return self.combatants[cid].bando

    @property
    def ids(self) -> list[str]:
        return list(self.combatants)

    @property
    def turn(self) -> str | None:
        value = self.state.get("turno")
        return None if value is None else str(value)

    @property
    def round(self) -> int:
        return int(self.state.get("ronda", 1))

    def enemies(self, cid: str) -> list[str]:
        side = self.side(cid)
        return [other for other, c in self.combatants.items() if c.bando != side]

    def allies(self, cid: str) -> list[str]:
        side = self.side(cid)
        return [other for other, c in self.combatants.items() if c.bando == side and other != cid]


class Resolution(BattleView):
    """The working copy an action is resolved on: every change and roll becomes an event."""

    def __init__(
        self,
        state: State,
        combatants: Mapping[str, Combatant],
        options: Mapping[str, JsonValue],
        source: DiceSource,
    ):
        super().__init__(clone(state), combatants, options)
        self.events: list[Event] = []
        self.dice_used: list[int] = []
        self._source = source

    # -- changes ---------------------------------------------------------------------------
    def set_path(self, path: Path, value: JsonValue, texto: str = "", tipo: str = "cambio") -> None:
        old = clone(get_path(self.state, path))
        set_path(self.state, path, value)
        self.events.append(Event(tipo, texto, (Change(path, old, clone(value)),)))

    def delete_path(self, path: Path, texto: str = "") -> None:
        old = clone(get_path(self.state, path))
        set_path(self.state, path, None, delete=True)
        self.events.append(Event("cambio", texto, (Change(path, old, None, borrar=True),)))

    def set(self, cid: str, key: str, value: JsonValue, texto: str = "") -> None:
        """Set one live value of a combatant."""
        self.set_path(("combatientes", cid, key), value, texto)

    def set_global(self, key: str, value: JsonValue, texto: str = "") -> None:
        """Set one battle-wide value (turn, round, order, ...)."""
        self.set_path((key,), value, texto)

    def log(self, texto: str, tipo: str = "registro", actor: str | None = None, **datos: JsonValue) -> None:
        """Write one line to the battle log."""
        self.events.append(Event(tipo, texto, actor=actor, datos=dict(datos)))

    # -- dice ------------------------------------------------------------------------------
    def roll(
        self,
        expression: str,
        *,
        who: str = "",
        purpose: str = "",
        success: tuple[dice_mod.Comparison, int] | None = None,
        success_text: str = "",
        log: bool = True,
    ) -> Roll:
        """Roll dice from the battle's source and log the roll with its odds.

        ``success`` (comparison, target) lets the kernel compute the exact probability shown
        to a GM before a manual roll; ``success_text`` describes it ("6-9 con -1 → 7-9").
        """
        probability: float | None = None
        approximate = False
        die_success = ""
        if success is not None:
            die_success = en_el_dado(expression, success[0], success[1])
            found = dice_mod.odds(expression, success[0], success[1])  # always fast: approximate past the budget
            probability, approximate = float(found.value), not found.exact
            if not success_text:
                success_text = f"{success[0]} {success[1]}"
        recorder = _RecordingSource(self._source, self.dice_used)
        result = dice_mod.roll(
            expression,
            recorder,
            purpose=purpose,
            who=who,
            success=success_text,
            probability=probability,
            approximate=approximate,
            die_success=die_success,
        )
        if log:
            name = self.name(who) if who in self.combatants else who
            if len(result.values) == 1 and not dice_mod.parse(expression).constant:
                shown = str(result.total)
            else:
                shown = f"[{', '.join(str(v) for v in result.values)}] = {result.total}"
            values: dict[str, Any] = {"quien": name, "dados": expression, "resultado": shown}
            if success_text and probability is not None:
                chance = dice_mod.format_percent(probability, approximate=approximate)
                line = tr(
                    "{quien} tira {dados} (necesita {exito}, {probabilidad}) → {resultado}",
                    **values,
                    exito=success_text,
                    probabilidad=chance,
                )
            elif success_text:
                line = tr("{quien} tira {dados} (necesita {exito}) → {resultado}", **values, exito=success_text)
            else:
                line = tr("{quien} tira {dados} → {resultado}", **values)
            label = f"{purpose}: " if purpose else ""
            self.events.append(Event("tirada", label + line, tirada=result, actor=who or None))
        return result

    def die(self, sides: int, *, who: str = "", purpose: str = "", success_text: str = "") -> int:
        """One die value, recorded but not logged (for rolls the ruleset describes itself)."""
        return self.roll(f"1d{sides}", who=who, purpose=purpose, success_text=success_text, log=False).total


class _RecordingSource:
    """Wraps a source and records every value it gives, for replay."""

    def __init__(self, inner: DiceSource, record: list[int]):
        self._inner = inner
        self._record = record
        self.name = inner.name

    def next_value(self, request: RollRequest) -> int:
        value = self._inner.next_value(request)
        self._record.append(value)
        return value
