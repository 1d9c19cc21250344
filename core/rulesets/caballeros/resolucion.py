"""Resolving a checked action: invocations first, Enredaderas, the action itself, alternancia, the turn."""

from __future__ import annotations

from collections.abc import Callable

from core.battle import BattleView, Resolution
from core.contract import Refusal
from core.i18n import tr
from core.ruleset import Action
from core.rulesets.caballeros import (
    alternancia,
    ayuda,
    devolucion_total,
    especiales,
    fisicas,
    intervenciones,
    invocaciones,
    poderes,
    turnos,
)
from core.rulesets.caballeros.acciones import clave, con_objetivo, motivo_accion, pasar_perdido
from core.rulesets.caballeros.estado import coste_efectivo, coste_y_dano, ficha, tiene_efecto, vivo
from core.rulesets.caballeros.modificadores import ayuda_en_pie

Manejador = Callable[[Resolution, Action], int]


def _sin_turnos(funcion: Callable[[Resolution, Action], object]) -> Manejador:
    def envoltura(ctx: Resolution, action: Action) -> int:
        funcion(ctx, action)
        return 0

    return envoltura


def _poder(ctx: Resolution, action: Action, con_vida: bool = False) -> int:
    poder = ficha(ctx, action.actor).poder(str(action.param("poder")))
    assert poder is not None
    precio = coste_y_dano(poder, action.param("nivel"))
    assert not isinstance(precio, str)
    coste = coste_efectivo(ctx, action.actor, precio[0])
    if con_vida:
        ctx.set(
            action.actor,
            "ultimo_suspiro_hecho",
            True,
            tr("{valor} realiza Último Suspiro.", valor=ctx.name(action.actor)),
        )
    return poderes.usar(ctx, action, poder, coste, precio[1], con_vida, forzar)


def _lanzamiento(ctx: Resolution, action: Action) -> int:
    ctx.set(action.actor, "lanzamiento_hecho", True)
    fisicas.lanzamiento_sucesivo(ctx, action)
    return 0


MANEJADORES: dict[str, Manejador] = {
    "golpe": _sin_turnos(fisicas.golpe_simple),
    "lanzar_objeto": _sin_turnos(fisicas.golpe_simple),
    "velocidad_luz": _sin_turnos(fisicas.golpe_simple),
    "salto": _sin_turnos(fisicas.golpe_simple),
    "doble_salto": _sin_turnos(fisicas.golpe_simple),
    "combo": _sin_turnos(fisicas.combo),
    "combo_velocidad_luz": _sin_turnos(fisicas.combo),
    "engano": _sin_turnos(fisicas.engano),
    "llave": _sin_turnos(fisicas.llave),
    "presa": _sin_turnos(fisicas.presa),
    "lanzamiento_sucesivo": _lanzamiento,
    "poder": _poder,
    "ultimo_suspiro": lambda ctx, action: _poder(ctx, action, con_vida=True),
    "cosmos": _sin_turnos(especiales.cosmos),
    "percepcion": _sin_turnos(especiales.percepcion),
    "septimo_sentido": _sin_turnos(especiales.septimo_sentido),
    "concentracion": _sin_turnos(especiales.concentracion),
    "puntos_vitales": _sin_turnos(especiales.puntos_vitales),
    "romper": _sin_turnos(especiales.romper),
    "fortaleza": _sin_turnos(especiales.fortaleza),
    "agilidad": _sin_turnos(especiales.agilidad),
    "intervencion_divina": _sin_turnos(intervenciones.resolver),
    "ayuda": _sin_turnos(ayuda.resolver),
    "pasar": _sin_turnos(lambda ctx, action: ctx.log(tr("{valor} pasa el turno.", valor=ctx.name(action.actor)))),
}
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
        if datos in MANEJADORES:
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


def motivo_forzada(ctx: BattleView, controlador: str, controlado: str, action: Action) -> str | None:
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
    return motivo_accion(ctx, forzada, forzada=True)


def forzar(ctx: Resolution, action: Action, controlado: str) -> None:
    texto = motivo_forzada(ctx, action.actor, controlado, action)
    if texto:
        ctx.log(tr("El control no surte efecto: {texto}", texto=texto))
        return
    forzada = accion_forzada(ctx, action, controlado)
    assert not isinstance(forzada, str)
    respuesta = action.respuesta[0] if isinstance(action.respuesta, list) else action.respuesta
    if devolucion_total.intentar(ctx, action.actor, controlado, respuesta, f"«{action.param('poder')}»"):
        vuelta = orden_devuelta(ctx, action.actor, controlado, forzada, action.param("objetivo_devuelto"))
        if isinstance(vuelta, str):
            ctx.log(tr("El control devuelto no surte efecto: {vuelta}", vuelta=vuelta))
            return
        forzada = vuelta
    quien = forzada.actor
    ctx.log(tr("{quien} queda controlado y realiza {accion}.", quien=ctx.name(quien), accion=forzada.accion))
    extra = MANEJADORES[forzada.accion](ctx, forzada)
    if extra:
        ctx.set(
            quien,
            "turnos_extra",
            extra,
            tr("{quien} usará {extra} turnos extra en su turno.", quien=ctx.name(quien), extra=extra),
        )


def orden_devuelta(
    ctx: BattleView, controlador: str, controlado: str, forzada: Action, elegido: object = None
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
    texto = motivo_accion(ctx, vuelta, forzada=True)
    return texto if texto else vuelta


def _papel(ctx: BattleView, controlador: str, controlado: str, objetivo: str) -> str | None:
    """Who plays, for the controller, the role ``objetivo`` played for the controlled."""
    if objetivo == controlador:
        return controlado
    if ctx.side(objetivo) == ctx.side(controlado):
        return next((c for c in ctx.allies(controlador) if vivo(ctx, c)), None)
    otros = [c for c in ctx.enemies(controlador) if vivo(ctx, c) and c != controlado]
    return otros[0] if otros else controlado


def resolver(ctx: Resolution, action: Action) -> None:
    action = con_objetivo(ctx, action)
    actor = action.actor
    if pasar_perdido(ctx, action):
        ctx.log(
            tr(
                "{actor} está inmovilizado: ya perdió ese turno (el «pasar» escrito no cambia nada).",
                actor=ctx.name(actor),
            )
        )
        return
    invocaciones.atacar_antes(ctx, action)
    if action.accion != "pasar" and vivo(ctx, actor) and not _enredaderas(ctx, actor):
        ctx.log(tr("{actor} queda inmovilizado por la enredadera y pierde la acción.", actor=ctx.name(actor)))
        _cierre(ctx, actor, "pasar", 0)
        return
    extra = 0
    if vivo(ctx, actor):
        extra = MANEJADORES[action.accion](ctx, action)
    _cierre(ctx, actor, clave(action), extra, action.accion)


def _cierre(ctx: Resolution, actor: str, clave_accion: str, extra: int, accion: str = "pasar") -> None:
    alternancia.registrar(ctx, actor, clave_accion, turnos_extra=extra > 0)
    if accion != "concentracion" and int(ctx.live(actor).get("concentraciones", 0)):
        ctx.set(actor, "concentraciones", 0)
    if accion != "cosmos" and ctx.live(actor).get("cosmos_lleno_previo"):
        ctx.set(actor, "cosmos_lleno_previo", False)
    turnos.fin_de_accion(ctx, actor, extra)


def _enredaderas(ctx: Resolution, actor: str) -> bool:
    """ENREDADERAS INFERNALES: the rival rolls 1d9 before acting; a 1 leaves it unable to act."""
    if not any(tiene_efecto(ctx, e, "enredaderas_infernales") and ayuda_en_pie(ctx, e) for e in ctx.enemies(actor)):
        return True
    turno = int(ctx.live(actor).get("turnos", 0))
    if ctx.live(actor).get("enredadera_turno") == turno:
        return True
    ctx.set(actor, "enredadera_turno", turno)
    roll = ctx.roll("1d9", who=actor, purpose=tr("Enredaderas Infernales"), success=(">=", 2), success_text="2-9")
    return roll.total != 1
