"""PODERES DE INVOCACIÓN (Inv): the invocation's attack before its invoker, and the llave or
lanzamiento sucesivo a rival makes against it (step field ``invocacion``)."""

from __future__ import annotations

from typing import Any

from core.battle import BattleView, Resolution
from core.contract import Refusal
from core.i18n import tr
from core.ruleset import Action
from core.rulesets.caballeros import defensa
from core.rulesets.caballeros.ataque import TODAS, Ataque
from core.rulesets.caballeros.estado import ficha, vivo

CONTRA_INVOCACION = frozenset({"llave", "lanzamiento_sucesivo"})
"""The document names only these against an invocation («Si la invocación devuelve una llave ...
En el caso de un lanzamiento sucesivo ...»)."""


def activas(view: BattleView, invocador: str) -> list[dict[str, Any]]:
    value: list[dict[str, Any]] = view.live(invocador).get("invocaciones", [])
    return value


def elegida(view: BattleView, action: Action) -> dict[str, Any] | str | None:
    """The invocation a step names with ``invocacion`` (true or the power's name) among those of its
    ``objetivo`` (the invoker); None when the step does not aim at an invocation, else a reason."""
    nombre = action.param("invocacion")
    if nombre is None or nombre is False:
        return None
    objetivo = action.objetivo
    if objetivo is None:
        return Refusal("objetivo_no_valido", tr("«invocacion» necesita «objetivo»: el id del invocador."))
    lista = activas(view, objetivo)
    if not lista:
        return Refusal(
            "objetivo_no_valido",
            tr("{objetivo} no tiene ninguna invocación en el combate.", objetivo=view.name(objetivo)),
        )
    if nombre is True:
        return lista[0]
    for invocacion in lista:
        if invocacion["poder"] == nombre:
            return invocacion
    return Refusal(
        "objetivo_no_valido",
        tr("{objetivo} no tiene invocada «{nombre}».", objetivo=view.name(objetivo), nombre=nombre),
    )


def motivo(view: BattleView, action: Action) -> str | None:
    """Why this action cannot go against the named invocation."""
    invocacion = elegida(view, action)
    if invocacion is None or (isinstance(invocacion, dict) and action.accion in CONTRA_INVOCACION):
        return None
    if isinstance(invocacion, str):
        return invocacion
    return Refusal(
        "objetivo_no_valido",
        tr(
            "Contra una invocación solo puede hacerse llave o lanzamiento sucesivo (no {accion}): el documento no da otra acción contra ella.",
            accion=action.accion,
        ),
    )


def dano_golpe_invocacion(view: BattleView, invocador: str, invocacion: dict[str, Any]) -> int:
    """«el daño que realizará será al correspondiente a un golpe suyo»: its own damage, no bonuses."""
    poder = ficha(view, invocador).poder(str(invocacion["poder"]))
    fijado = getattr(poder, "dano_llave", None) if poder is not None else None
    return int(fijado) if fijado is not None else int(invocacion["dano"])


def recibir(ctx: Resolution, invocador: str, invocacion: dict[str, Any], dano: int, que: str) -> bool:
    """The invocation loses a llave: with ``vida_invocacion`` on its power it loses that life, else
    (the document gives invocations no life) it is undone. Returns whether it is still there."""
    lista = [dict(i) for i in activas(ctx, invocador)]
    index = next(i for i, item in enumerate(lista) if item["poder"] == invocacion["poder"])
    nombre = tr("la invocación «{invocacion}»", invocacion=invocacion["poder"])
    vida = lista[index].get("vida")
    if vida is not None and int(vida) - dano > 0:
        lista[index]["vida"] = int(vida) - dano
        ctx.set(
            invocador,
            "invocaciones",
            lista,
            tr(
                "{que}: {nombre} pierde {dano} (le quedan {valor}).",
                que=que,
                nombre=nombre,
                dano=dano,
                valor=int(vida) - dano,
            ),
        )
        invocacion["vida"] = int(vida) - dano
        return True
    del lista[index]
    ctx.set(invocador, "invocaciones", lista, tr("{que}: {nombre} es derrotada y desaparece.", que=que, nombre=nombre))
    return False


def destino(view: BattleView, invocador: str, invocacion: dict[str, Any], elegido: object = None) -> str | None:
    """Whom the invocation attacks this turn: ``objetivo_invocacion`` of the step if it names a standing
    enemy of the invoker, else its own target while it stands, else the only standing enemy (None: no one,
    or several and the step names none)."""
    enemigos = [e for e in view.enemies(invocador) if vivo(view, e)]
    if isinstance(elegido, str) and elegido in enemigos:
        return elegido
    if str(invocacion["objetivo"]) in enemigos:
        return str(invocacion["objetivo"])
    return enemigos[0] if len(enemigos) == 1 else None


def motivo_destino(view: BattleView, action: Action) -> str | None:
    """``objetivo_invocacion`` must name a standing enemy of the invoker."""
    elegido = action.param("objetivo_invocacion")
    if elegido is None:
        return None
    if not activas(view, action.actor):
        return Refusal(
            "valor_no_valido",
            tr("{valor} no tiene ninguna invocación: «objetivo_invocacion» sobra.", valor=view.name(action.actor)),
        )
    if not isinstance(elegido, str) or elegido not in view.enemies(action.actor) or not vivo(view, elegido):
        return Refusal(
            "objetivo_no_valido", tr("«objetivo_invocacion» debe ser el id de un rival en pie del invocador.")
        )
    return None


def atacar_antes(ctx: Resolution, action: Action) -> None:
    """INVOCACIÓN: from the turn after it was made, it attacks first in its invoker's turn, once per
    turn (it does no second action in extra turns or Detención Temporal)."""
    actor = action.actor
    turno = int(ctx.live(actor).get("turnos", 0))
    if ctx.live(actor).get("invocacion_turno") == turno:
        return
    lista = [i for i in activas(ctx, actor) if int(i["desde"]) < turno]
    if not lista:
        return
    ctx.set(actor, "invocacion_turno", turno)
    for invocacion in lista:
        objetivo = destino(ctx, actor, invocacion, action.param("objetivo_invocacion"))
        if objetivo is None:
            ctx.log(tr("La invocación «{invocacion}» no tiene a quién atacar.", invocacion=invocacion["poder"]))
            continue
        ataque = Ataque(
            tr("la invocación «{invocacion}»", invocacion=invocacion["poder"]),
            "invocacion",
            int(invocacion["dano"]),
            10,
            TODAS,
            poder=str(invocacion["poder"]),
        )
        ctx.log(
            tr(
                "Ataca {ataque} ({dano} de daño) antes que {actor}.",
                ataque=ataque.nombre,
                dano=ataque.dano,
                actor=ctx.name(actor),
            )
        )
        respuesta = action.param("respuesta_invocacion", "ninguna")
        if defensa.motivo_respuesta(ctx, objetivo, ataque, respuesta):
            respuesta = "ninguna"
        defensa.resolver(ctx, actor, objetivo, ataque, respuesta)
