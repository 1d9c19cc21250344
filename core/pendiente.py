"""A declared action that waits days for a player's answer on the forum: the typed pending record.

In play by forum the GM declares an action («Iván lanza Lluvia de Garras contra Lucan»), the
engine checks it, and then it waits: for the target's reaction, for a roll typed from the forum,
or for both. The :class:`Pending` record keeps that in the battle itself (battle file and
journal), so a battle saved, closed and reopened a week later still waits exactly there.
``Battle.declare`` makes it, ``Battle.answer`` resolves it with the answer (exactly as applying
the whole action at one sitting would), ``Battle.withdraw`` (or undo) takes it back.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from core.dice import RollRequest
from core.ruleset import Action, JsonValue

if TYPE_CHECKING:
    from core.battle import Battle

Espera = Literal["reaccion", "tirada"]
ESPERAS: tuple[Espera, ...] = ("reaccion", "tirada")


@dataclass(frozen=True)
class Waiting:
    """Someone the declaration waits for: a combatant id and what is expected of them."""

    quien: str
    que: Espera


@dataclass(frozen=True)
class Pending:
    """A checked declaration waiting for its answer.

    ``accion`` is the declared action without ``respuesta``; ``esperando`` who must answer and
    how; ``desde`` when it was declared (ISO 8601, UTC); ``tras`` how many entries the battle had
    then (an undo withdraws the declaration only once nothing later is left to undo);
    ``dados_foro`` whether the dice are typed from the forum; ``enlace`` the forum post that asks.
    """

    accion: Action
    esperando: tuple[Waiting, ...]
    desde: str
    tras: int
    dados_foro: bool = True
    enlace: str = ""

    def de(self, quien: str) -> list[Espera]:
        """What the declaration waits for from ``quien``."""
        return [w.que for w in self.esperando if w.quien == quien]

    def to_json(self) -> dict[str, JsonValue]:
        return {
            "accion": self.accion.to_json(),
            "esperando": [{"quien": w.quien, "que": w.que} for w in self.esperando],
            "desde": self.desde,
            "tras": self.tras,
            "dados_foro": self.dados_foro,
            "enlace": self.enlace,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, JsonValue]) -> Pending:
        esperando = []
        for item in data.get("esperando", []):
            que = str(item["que"])
            if que not in ESPERAS:
                raise ValueError(f"esperando: «{que}» no es reaccion ni tirada")
            esperando.append(Waiting(str(item["quien"]), "reaccion" if que == "reaccion" else "tirada"))
        return cls(
            accion=Action.from_json(data["accion"]),
            esperando=tuple(esperando),
            desde=str(data["desde"]),
            tras=int(data["tras"]),
            dados_foro=bool(data.get("dados_foro", True)),
            enlace=str(data.get("enlace", "")),
        )


def now_iso() -> str:
    """The present moment as the battle file keeps it (UTC, to the second)."""
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


def seconds_since(desde: str, now: float | None = None) -> float | None:
    """How long ago ``desde`` (as :func:`now_iso` writes it) was; None when it cannot be read."""
    try:
        then = time.mktime(time.strptime(desde, "%Y-%m-%dT%H:%M:%SZ")) - time.timezone
    except (ValueError, OverflowError):
        return None
    return max(0.0, (time.time() if now is None else now) - then)


class _Asked:
    """A dice source for what-if resolutions: the highest face, recording who was asked to roll."""

    name = "sondeo"

    def __init__(self) -> None:
        self.requests: list[RollRequest] = []

    def next_value(self, request: RollRequest) -> int:
        self.requests.append(request)
        return request.sides


def rollers(battle: Battle, action: Action) -> list[str]:
    """Who is asked for dice when ``action`` resolves as it stands (in the order asked)."""
    source = _Asked()
    try:
        battle.ruleset.resolve(battle.resolution(source), action)
    except Exception:  # a what-if that fails (an answer the rules need first) asks nobody yet
        return [r.who for r in source.requests if r.who in battle.combatants]
    found: list[str] = []
    for request in source.requests:
        if request.who in battle.combatants and request.who not in found:
            found.append(request.who)
    return found


def waiting_for(battle: Battle, action: Action, dados_foro: bool) -> tuple[Waiting, ...]:
    """Who a declaration waits for: each target with a real choice of reaction, then (with forum
    dice) each combatant the engine asks for a roll under some legal reaction."""
    options = [o for o in battle.reactions(action) if o.legal]
    waiting: list[Waiting] = []
    if len(options) > 1:
        targets = list(action.objetivos) or [action.actor]
        own = {t: [o for o in battle.reactions(action, t) if o.legal] for t in targets} if len(targets) > 1 else {}
        chosen = [t for t in targets if len(own.get(t, [])) > 1]
        for target in chosen or targets[:1]:
            waiting.append(Waiting(target, "reaccion"))
        for found in own.values():
            options += [o for o in found if o not in options]
    if dados_foro:
        answers = [o.respuesta for o in options] or [None]
        for respuesta in answers:
            for who in rollers(battle, Action(action.actor, action.accion, action.objetivos, respuesta, action.params)):
                if Waiting(who, "tirada") not in waiting:
                    waiting.append(Waiting(who, "tirada"))
    return tuple(waiting)


def local_text(desde: str) -> str:
    """``desde`` as a person reads it: local time, day first (``02/12/2026 04:20``)."""
    try:
        then = time.mktime(time.strptime(desde, "%Y-%m-%dT%H:%M:%SZ")) - time.timezone
    except (ValueError, OverflowError):
        return desde
    return time.strftime("%d/%m/%Y %H:%M", time.localtime(then))
