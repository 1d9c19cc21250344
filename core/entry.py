"""What a battle keeps of each step (:class:`Entry`), what it tells its listeners (:class:`BattleChange`),
and the refusal of an illegal action (:class:`IllegalAction`); :mod:`core.battle` re-exports them."""

from __future__ import annotations

from dataclasses import dataclass

from core.contract import refusal_code
from core.events import Event
from core.pendiente import Pending
from core.ruleset import Action, JsonValue


class IllegalAction(Exception):
    """The ruleset refused an action; the message is the Spanish reason, ``codigo`` its stable code."""

    def __init__(self, reason: str, codigo: str | None = None):
        super().__init__(reason)
        self.codigo = codigo or refusal_code(reason)


@dataclass(frozen=True)
class Entry:
    """One applied step: the action (None for the start, or a GM override), its dice and events."""

    tipo: str  # "inicio", "accion" or "ajuste"
    accion: Action | None
    dados: tuple[int, ...]
    eventos: tuple[Event, ...]
    nota: str = ""
    pendiente: Pending | None = None
    """The declaration this entry answered (an undo brings it back, still pending)."""

    def to_json(self) -> dict[str, JsonValue]:
        data: dict[str, JsonValue] = {
            "tipo": self.tipo,
            "accion": self.accion.to_json() if self.accion else None,
            "dados": list(self.dados),
            "eventos": [e.to_json() for e in self.eventos],
            "nota": self.nota,
        }
        if self.pendiente is not None:
            data["pendiente"] = self.pendiente.to_json()
        return data

    @classmethod
    def from_json(cls, data: dict[str, JsonValue]) -> Entry:
        action = data.get("accion")
        return cls(
            tipo=str(data["tipo"]),
            accion=Action.from_json(action) if action else None,
            dados=tuple(int(v) for v in data.get("dados", [])),
            eventos=tuple(Event.from_json(e) for e in data.get("eventos", [])),
            nota=str(data.get("nota", "")),
            pendiente=Pending.from_json(data["pendiente"]) if data.get("pendiente") else None,
        )


@dataclass(frozen=True)
class BattleChange:
    """What changed, for views to refresh only what concerns them."""

    kind: (
        str  # "accion", "ajuste", "deshacer", "rehacer", "cargar", "declarar", "retirar", "respuesta", "foro", "dados"
    )
    entry: Entry | None = None
