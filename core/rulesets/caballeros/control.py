"""PODER TIPO CONTROL: the order a C power gives (``accion_forzada``), why it may not be given, how it
is carried out (also when a DefDT returns it), and what the battle window offers as orders.

PODER TIPO CONTROL: «No esta permitido hacer que el rival se dañe a si mismo, que realice Acción
Cosmos o que realice la acción Intervención Divina»; «puede obligar a un rival a usar un poder ...
solo si el ejecutor del control ya ha visto tal poder»; «acciones de ataque basicas de todo tipo ...
(si tiene las concentraciones necesarias)». Each listed order is one the engine accepts now against
at least one target; romper and percepción are offered with their value (``"romper:brazos"``,
``"percepcion:Nombre"``), and ``respuesta_forzada`` also offers the defence powers of the possible
targets (``{"poder": nombre}``).
"""

from __future__ import annotations

from typing import Any

from core.battle import BattleView, Resolution
from core.contract import Refusal
from core.handlers import Handlers
from core.i18n import tr
from core.ruleset import Action
from core.rulesets.caballeros import devolucion_total
from core.rulesets.caballeros.codigos import DEFENSAS_REACCION, necesita_objetivo
from core.rulesets.caballeros.comprobacion import con_objetivo
from core.rulesets.caballeros.estado import PARTES, codigos, ficha, vivo
from core.rulesets.caballeros.lista_de_acciones import CON_OBJETIVO, ETIQUETAS
from core.rulesets.caballeros.poderes import turnos_extra

RESPUESTAS = ("ninguna", "esquivar", "bloquear", "contraataque")
PROHIBIDAS_CONTROL = frozenset({"cosmos", "intervencion_divina", "pasar", "concentracion", "ayuda", "ultimo_suspiro"})


CON_VALOR = {"romper": "parte", "percepcion": "poder"}
"""Orders written ``"romper:brazos"`` or ``"percepcion:Nombre del poder"`` (the value the action needs)."""
CAMPOS_FORZADOS = (
    ("objetivo_forzado", "objetivo"),
    ("respuesta_forzada", "respuesta"),
    ("parte_forzada", "parte"),
    ("poder_forzado", "poder"),
    ("nivel_forzado", "nivel"),
)
"""Step fields that complete a written order (``accion_forzada`` as a string)."""


def accion_forzada(ctx: BattleView, action: Action, controlado: str) -> Action | str:
    """The order of a C power: ``accion_forzada`` as an object ``{"accion", "objetivo", "respuesta",
    "poder", "nivel"...}`` or as a string naming an action (``"golpe"``) or a power of the controlled
    (``"Rayo Negro"``) or ``"romper:brazos"`` / ``"percepcion:Nombre"``; with a string, ``objetivo_forzado``,
    ``respuesta_forzada``, ``parte_forzada``, ``poder_forzado`` and ``nivel_forzado`` are step fields.
    Without a target, in a duel the controlled acts against its only standing rival."""
    datos = action.param("accion_forzada")
    if isinstance(datos, str):
        if datos in ETIQUETAS:
            datos = {"accion": datos}
        elif ficha(ctx, controlado).poder(datos) is not None:
            datos = {"accion": "poder", "poder": datos}
        elif ":" in datos and datos.split(":", 1)[0] in CON_VALOR:
            accion, valor = datos.split(":", 1)
            datos = {"accion": accion, CON_VALOR[accion]: valor.strip()}
        else:
            return Refusal(
                "orden_no_valida",
                tr(
                    "«{datos}» no es una acción ni un poder de {controlado}.",
                    datos=datos,
                    controlado=ctx.name(controlado),
                ),
            )
        for campo, destino in CAMPOS_FORZADOS:
            if action.param(campo) is not None and destino not in datos:
                datos[destino] = action.param(campo)
    if isinstance(datos, dict) and "accion" not in datos and isinstance(datos.get("poder"), str):
        datos = {"accion": "poder", **datos}
    if not isinstance(datos, dict) or not isinstance(datos.get("accion"), str):
        return Refusal(
            "falta_campo",
            tr(
                'El poder de control necesita «accion_forzada»: una acción ("golpe") o {{"accion": ..., "objetivo": ...}}.'
            ),
        )
    return con_objetivo(ctx, Action.from_json({"actor": controlado, **datos, "forzada": True}))


def motivo_forzada(
    ctx: BattleView, controlador: str, controlado: str, action: Action, acciones: Handlers
) -> str | None:
    """PODER TIPO CONTROL: what the controlled rival may be made to do."""
    forzada = accion_forzada(ctx, action, controlado)
    if isinstance(forzada, str):
        return forzada
    if ctx.live(controlado).get("inmovilizado"):
        # Poderes de Inmovilización: «no pueda hacer movimientos, ni defensivos ni ofensivos».
        return Refusal(
            "inmovilizado",
            tr(
                "{controlado} está inmovilizado: no puede hacer movimientos, tampoco obligado por un control.",
                controlado=ctx.name(controlado),
            ),
        )
    if forzada.accion in PROHIBIDAS_CONTROL:
        return Refusal(
            "orden_no_valida", tr("Un poder de control no puede obligar a realizar {accion}.", accion=forzada.accion)
        )
    if controlado in forzada.objetivos:
        return Refusal("orden_no_valida", tr("Un poder de control no puede obligar al rival a dañarse a sí mismo."))
    if forzada.accion == "poder" and f"{controlado}|{forzada.param('poder')}" not in ctx.live(controlador).get(
        "vistos", []
    ):
        return Refusal(
            "no_visto",
            tr(
                "Solo puede obligar a usar poderes ya vistos en el combate («{valor}» no se ha visto).",
                valor=forzada.param("poder"),
            ),
        )
    for objetivo in forzada.objetivos:
        if objetivo not in ctx.combatants:
            return Refusal("objetivo_no_valido", tr("No hay ningún combatiente «{objetivo}».", objetivo=objetivo))
    return acciones.check(ctx, forzada)


def forzar(ctx: Resolution, action: Action, controlado: str, acciones: Handlers) -> None:
    """Resolve the order of a C power: the controlled (or, if a DefDT returns it, the controller) acts."""
    texto = motivo_forzada(ctx, action.actor, controlado, action, acciones)
    if texto:
        ctx.log(tr("El control no surte efecto: {texto}", texto=texto))
        return
    forzada = accion_forzada(ctx, action, controlado)
    assert not isinstance(forzada, str)
    respuesta = action.respuesta[0] if isinstance(action.respuesta, list) else action.respuesta
    if devolucion_total.intentar(ctx, action.actor, controlado, respuesta, f"«{action.param('poder')}»"):
        vuelta = orden_devuelta(ctx, action.actor, controlado, forzada, acciones, action.param("objetivo_devuelto"))
        if isinstance(vuelta, str):
            ctx.log(tr("El control devuelto no surte efecto: {vuelta}", vuelta=vuelta))
            return
        forzada = vuelta
    quien = forzada.actor
    ctx.log(tr("{quien} queda controlado y realiza {accion}.", quien=ctx.name(quien), accion=forzada.accion))
    acciones.resolve(ctx, forzada)
    extra = turnos_extra(ctx, forzada)
    if extra:
        ctx.set(
            quien,
            "turnos_extra",
            extra,
            tr("{quien} usará {extra} turnos extra en su turno.", quien=ctx.name(quien), extra=extra),
        )


def orden_devuelta(
    ctx: BattleView, controlador: str, controlado: str, forzada: Action, acciones: Handlers, elegido: object = None
) -> Action | str:
    """DefDT against a control power: «devolvería todo poder o ataque a quien lo lanzo». The controller
    is controlled by its own order: it carries it out with the roles swapped. Each target keeps its role:
    the controller becomes whoever returned it; an ally of the controlled becomes an ally of the
    controller; an ally of the controller becomes another enemy of the controller (else whoever returned
    it); with several candidates, the first standing one in the list of combatants, unless the step names
    it (``objetivo_devuelto``). An order to use a power only stands if the controller has a power of that
    name; the answer is ``respuesta_forzada`` as written."""
    if forzada.accion == "poder" and ficha(ctx, controlador).poder(str(forzada.param("poder"))) is None:
        return Refusal(
            "orden_no_valida",
            tr(
                "{controlador} no tiene el poder «{valor}» que ordenaba.",
                controlador=ctx.name(controlador),
                valor=forzada.param("poder"),
            ),
        )
    objetivos: list[str] = []
    for objetivo in forzada.objetivos:
        papel = _papel(ctx, controlador, controlado, objetivo) if elegido is None else str(elegido)
        if papel is None:
            return Refusal(
                "orden_no_valida",
                tr(
                    "{controlador} no tiene aliados en pie a los que dirigir la orden devuelta.",
                    controlador=ctx.name(controlador),
                ),
            )
        objetivos.append(papel)
    if controlador in objetivos:
        return Refusal("orden_no_valida", tr("Un poder de control no puede obligar a nadie a dañarse a sí mismo."))
    for objetivo in objetivos:
        if objetivo not in ctx.combatants:
            return Refusal(
                "objetivo_no_valido",
                tr("No hay ningún combatiente «{objetivo}» (objetivo_devuelto).", objetivo=objetivo),
            )
    vuelta = Action(controlador, forzada.accion, tuple(objetivos), forzada.respuesta, forzada.params)
    texto = acciones.check(ctx, vuelta)
    return texto if texto else vuelta


def _papel(ctx: BattleView, controlador: str, controlado: str, objetivo: str) -> str | None:
    """Who plays, for the controller, the role ``objetivo`` played for the controlled."""
    if objetivo == controlador:
        return controlado
    if ctx.side(objetivo) == ctx.side(controlado):
        return next((c for c in ctx.allies(controlador) if vivo(ctx, c)), None)
    otros = [c for c in ctx.enemies(controlador) if vivo(ctx, c) and c != controlado]
    return otros[0] if otros else controlado


def _valida(view: BattleView, actor: str, controlado: str, orden: str, apunta: bool, acciones: Handlers) -> bool:
    destinos = [c for c in view.ids if c != controlado and vivo(view, c)] if apunta else [None]
    for destino in destinos:
        params: dict[str, Any] = {"poder": "", "accion_forzada": orden}
        if destino is not None:
            params["objetivo_forzado"] = destino
        if (
            motivo_forzada(view, actor, controlado, Action(actor, "poder", (controlado,), None, params), acciones)
            is None
        ):
            return True
    return False


def ordenes(view: BattleView, actor: str, controlado: str, acciones: Handlers) -> tuple[str, ...]:
    """The basic actions and the seen powers of ``controlado`` that ``actor`` may order now."""
    candidatas: list[str] = []
    for accion in ETIQUETAS:
        if accion == "romper":
            candidatas.extend(f"romper:{parte}" for parte in PARTES)
        elif accion == "percepcion":
            vistos = view.live(controlado).get("vistos", [])
            candidatas.extend(f"percepcion:{v.split('|', 1)[1]}" for v in vistos)
        elif accion not in PROHIBIDAS_CONTROL | {"poder"}:
            candidatas.append(accion)
    lista = [
        orden
        for orden in candidatas
        if _valida(view, actor, controlado, orden, orden.split(":", 1)[0] in CON_OBJETIVO, acciones)
    ]
    for poder in ficha(view, controlado).poderes:
        if f"{controlado}|{poder.nombre}" in view.live(actor).get("vistos", []) and _valida(
            view, actor, controlado, poder.nombre, necesita_objetivo(poder), acciones
        ):
            lista.append(poder.nombre)
    return tuple(lista)


def campos(view: BattleView, actor: str, controlado: str, acciones: Handlers) -> dict[str, tuple[Any, ...]]:
    """``accion_forzada`` (orders), ``objetivo_forzado`` (whom the controlled acts on) and
    ``respuesta_forzada`` (the answer of that target) for a C power against ``controlado``."""
    destinos = tuple(c for c in view.ids if c != controlado and vivo(view, c))
    defensas: dict[str, dict[str, str]] = {}
    for destino in destinos:
        for poder in ficha(view, destino).poderes:
            if DEFENSAS_REACCION & codigos(poder):
                defensas.setdefault(poder.nombre, {"poder": poder.nombre})
    return {
        "accion_forzada": ordenes(view, actor, controlado, acciones),
        "objetivo_forzado": destinos,
        "respuesta_forzada": (*RESPUESTAS, *defensas.values()),
    }
