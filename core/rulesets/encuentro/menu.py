"""legal_actions: every action of a combatant, legal or not with the reason, odds and choices."""

from __future__ import annotations

from collections.abc import Callable

from core.battle import BattleView
from core.i18n import tr
from core.ruleset import Action, ActionOption, JsonValue
from core.rulesets.encuentro import estado, tablero
from core.rulesets.encuentro import reglas_caseras as op
from core.rulesets.encuentro.ayuda import requisito_ayuda
from core.rulesets.encuentro.comprobar import efecto_librarse
from core.rulesets.encuentro.comunes import (
    ACCIONES_TURNO,
    ATAQUES,
    CONDICIONES_OCULTARSE,
    ETIQUETAS,
    Modo,
    modo,
    tirada_ataque,
)
from core.rulesets.encuentro.tiradas import Tirada, ficha, probabilidad_enfrentada, valor

Check = Callable[[Action], str | None]
Comprobar = Callable[[BattleView, Action], str | None]
"""The ruleset's whole check of an action (motor.py), given by the caller."""

DIFICULTADES = (5, 8, 10, 12, 15, 18, 20, 25)
"""Usual difficulties offered for a roll of Usar (a script may give any number)."""

CONDICIONES_PREPARARSE = (
    "si un enemigo se acerca",
    "si un enemigo ataca a un aliado",
    "si un enemigo se aleja",
    "si aparece un enemigo oculto",
)
"""Ready-made conditions for a form; a script declares any text."""


def legal_actions(view: BattleView, actor: str, check: Comprobar) -> list[ActionOption]:
    if estado.fuera(view, actor):
        razon = tr("{actor} está fuera de combate.", actor=view.name(actor))
        return [ActionOption(a, ETIQUETAS[a], False, razon) for a in ETIQUETAS]

    found = modo(view, actor, "atacar")
    vista = found.vista if isinstance(found, Modo) else view

    def probar(action: Action) -> str | None:
        # the turn actions are checked on the view where the actor's turn has begun (one copy, not one per check)
        return check(vista if action.accion not in ("pasar", "esquiva", "respuesta", "ayuda") else view, action)

    opciones: list[ActionOption] = []
    for accion in ATAQUES:
        opciones.append(_ataque(view, vista, actor, accion, probar))
    opciones.append(_moverse(vista, actor, probar))
    opciones.append(
        _destinos(
            vista, actor, "salto", tablero.alcanzables(vista, actor, max(1, valor(vista, actor, "atletismo"))), probar
        )
    )
    opciones.append(_destinos(vista, actor, "desmarcarse", tablero.alcanzables(vista, actor, 1), probar))
    prueba = Action(actor, "ocultarse", params={"condicion": "cobertura"})
    motivo = probar(prueba)
    opciones.append(
        ActionOption(
            "ocultarse",
            tr("Ocultarse"),
            motivo is None,
            motivo or "",
            campos={"condicion": CONDICIONES_OCULTARSE, "vieron": (None, *view.enemies(actor))},
            detalle=tr("Sin tirada: basta con que el entorno lo permita (fuera de la vista, cobertura o sombra)."),
        )
    )
    opciones.extend(_usar(vista, actor, probar))
    opciones.extend(_librarse(vista, actor, probar))
    opciones.append(_prepararse(vista, actor, probar))
    pasar = probar(Action(actor, "pasar"))
    opciones.append(ActionOption("pasar", tr("Pasar"), pasar is None, pasar or "", detalle=tr("Termina el turno.")))
    opciones.extend(_reacciones(view, actor, probar))
    return opciones


def _ataque(view: BattleView, vista: BattleView, actor: str, accion: str, probar: Check) -> ActionOption:
    motivos: list[str] = []
    lineas: list[str] = []
    for enemigo in view.enemies(actor):
        action = Action(actor, accion, (enemigo,))
        motivo = probar(action)
        if motivo:
            motivos.append(motivo)
            continue
        lineas.append(
            tr(
                "contra {enemigo}: {resumen}",
                enemigo=view.name(enemigo),
                resumen=tirada_ataque(vista, action, actor, enemigo).resumen(vista),
            )
        )
    campos: dict[str, tuple[JsonValue, ...]] = {}
    if accion == "atacar":
        campos["defensa"] = ("fisica", "mental")
    if accion == "empujar":
        campos["ocupar"] = (False, True)
    motivo = "" if lineas else (motivos[0] if motivos else tr("{actor} no tiene oponentes.", actor=view.name(actor)))
    return ActionOption(
        accion, ETIQUETAS[accion], bool(lineas), motivo, objetivos=1, campos=campos, detalle="; ".join(lineas)
    )


def _moverse(vista: BattleView, actor: str, probar: Check) -> ActionOption:
    maximo = estado.movimiento(vista, actor)
    option = _destinos(vista, actor, "moverse", tablero.alcanzables(vista, actor, maximo), probar)
    if option.legal or not vista.live(actor).get("derribado"):
        return option
    motivo = probar(Action(actor, "moverse"))
    return ActionOption(
        "moverse", tr("Moverse"), motivo is None, motivo or "", detalle=tr("Solo levantarse (sin destino).")
    )


def _destinos(
    vista: BattleView, actor: str, accion: str, casillas: list[tablero.Casilla], probar: Check
) -> ActionOption:
    legales: list[JsonValue] = []
    primero = ""
    for sq in casillas:
        motivo = probar(Action(actor, accion, params={"destino": list(sq)}))
        if motivo is None:
            legales.append(list(sq))
        elif not primero:
            primero = motivo
    if not casillas:
        primero = probar(Action(actor, accion, params={"destino": list(tablero.posicion(vista, actor))})) or ""
        primero = primero or tr("No hay ninguna casilla libre al alcance.")
    detalle = {
        "moverse": tr(
            "Hasta {movimiento} casillas; levantarse va incluido.", movimiento=estado.movimiento(vista, actor)
        ),
        "salto": tr("Hasta {max} casillas (Atletismo, mínimo 1).", max=max(1, valor(vista, actor, "atletismo"))),
        "desmarcarse": tr("1 casilla, fuera del alcance de quien lo amenaza, sin provocar Respuesta."),
    }[accion]
    return ActionOption(
        accion,
        ETIQUETAS[accion],
        bool(legales),
        "" if legales else primero,
        campos={"destino": tuple(legales)},
        detalle=detalle,
    )


def _usar(vista: BattleView, actor: str, probar: Check) -> list[ActionOption]:
    motivo = probar(Action(actor, "usar"))
    ocultos = []
    lineas = []
    for enemigo in vista.enemies(actor):
        if probar(Action(actor, "usar", params={"localizar": enemigo})) is None:
            ocultos.append(enemigo)
            p = probabilidad_enfrentada(
                vista, valor(vista, actor, "sabiduria"), valor(vista, enemigo, "atletismo"), True
            )
            lineas.append(tr("localizar a {enemigo}: {round} %", enemigo=vista.name(enemigo), round=round(p * 100)))
    result = [
        ActionOption(
            "usar",
            tr("Usar"),
            motivo is None,
            motivo or "",
            campos={
                "localizar": (None, *ocultos),
                "valor": (None, *ficha(vista, actor).valores),
                "dificultad": (None, *DIFICULTADES),
            },
            detalle="; ".join(lineas) or tr("Interactuar con el entorno, una habilidad o una maniobra."),
        )
    ]
    for maniobra in ficha(vista, actor).maniobras:
        m = probar(Action(actor, "usar", params={"maniobra": maniobra}))
        result.append(
            ActionOption(
                "usar", tr("Usar: {maniobra}", maniobra=maniobra), m is None, m or "", params={"maniobra": maniobra}
            )
        )
    return result


def _librarse(vista: BattleView, actor: str, probar: Check) -> list[ActionOption]:
    live = vista.live(actor)
    nombres = (["agarre"] if live.get("agarrado_por") else []) + list(live.get("efectos", {}))
    if not nombres:
        return [ActionOption("librarse", tr("Librarse"), False, probar(Action(actor, "librarse")) or "")]
    result = []
    for nombre in nombres:
        action = Action(actor, "librarse", params={"efecto": nombre})
        motivo = probar(action)
        detalle = ""
        found = efecto_librarse(vista, action)
        if not isinstance(found, str):
            _n, nombre_v, dificultad = found
            tirada = Tirada(
                actor,
                nombre_v,
                valor(vista, actor, nombre_v),
                0,
                dificultad,
                tr("dificultad {dificultad}", dificultad=dificultad),
            )
            detalle = tirada.resumen(vista)
        result.append(
            ActionOption(
                "librarse",
                tr("Librarse: {nombre}", nombre=nombre),
                motivo is None,
                motivo or "",
                params={"efecto": nombre},
                detalle=detalle,
            )
        )
    return result


def _prepararse(vista: BattleView, actor: str, probar: Check) -> ActionOption:
    live = vista.live(actor)
    coste = 1 if op.opcion(vista, op.PREPARARSE_CUESTA) else 0
    maximo = max(0, int(live.get("acciones", 0)) - coste)
    acciones = tuple(range(maximo, -1, -1))  # the first choice (what a form shows first) reserves all it can
    puntos = tuple(range(0 if maximo else 1, estado.puntos_libres(vista, actor) + 1))
    motivo = probar(Action(actor, "prepararse", params={"condicion": "condición", "acciones": 1}))
    if motivo:
        motivo = probar(Action(actor, "prepararse", params={"condicion": "condición", "puntos": 1})) and motivo
    return ActionOption(
        "prepararse",
        tr("Prepararse"),
        not motivo,
        motivo or "",
        campos={"condicion": CONDICIONES_PREPARARSE, "acciones": acciones, "puntos": puntos},
        detalle=tr(
            "Declara una condición y reserva acciones y puntos hasta tu siguiente turno; si no se cumple, pierdes una acción."
        ),
    )


def _reacciones(view: BattleView, actor: str, probar: Check) -> list[ActionOption]:
    result = []
    esquiva = probar(Action(actor, "esquiva"))
    result.append(
        ActionOption(
            "esquiva",
            tr("Esquiva"),
            esquiva is None,
            esquiva or "",
            detalle=tr("+1 a la Defensa Física y Mental hasta tu siguiente turno."),
        )
    )
    ultima = view.state.get("ultima_accion")
    if ultima:
        objetivo = str(ultima["actor"])
        action = Action(actor, "respuesta", (objetivo,))
        motivo = probar(action)
        detalle = "" if motivo else tirada_ataque(view, action, actor, objetivo).resumen(view)
        result.append(
            ActionOption("respuesta", tr("Respuesta"), motivo is None, motivo or "", objetivos=1, detalle=detalle)
        )
    else:
        result.append(
            ActionOption(
                "respuesta", tr("Respuesta"), False, tr("No hay ninguna acción no ofensiva a la que responder.")
            )
        )
    turno = view.turn
    libres = estado.puntos_libres(view, actor)
    if turno is None or turno not in view.allies(actor):
        result.append(
            ActionOption("ayuda", tr("Ayuda"), False, tr("Ayuda se presta a un aliado que esté actuando."), objetivos=1)
        )
        return result
    para = _para(view, actor, turno)
    prueba = Action(actor, "ayuda", (turno,), params={"puntos": 1, "para": para[0] if para else "atacar"})
    motivo = probar(prueba)
    result.append(
        ActionOption(
            "ayuda",
            tr("Ayuda a {turno}", turno=view.name(turno)),
            motivo is None,
            motivo or "",
            objetivos=1,
            campos={"puntos": tuple(range(1, libres + 1)), "para": tuple(para)},
        )
    )
    return result


def _para(view: BattleView, ayudante: str, receptor: str) -> list[str]:
    """What this helper may name in ``para``: actions with a roll, values and maneuvers it meets the requirement for."""
    candidatos = [a for a in ACCIONES_TURNO if a in ("atacar", "derribar", "empujar", "agarrar", "usar", "librarse")]
    candidatos += list(ficha(view, receptor).valores) + list(ficha(view, ayudante).maniobras)
    vistos: list[str] = []
    for c in candidatos:
        if c not in vistos and requisito_ayuda(view, ayudante, receptor, c) is None:
            vistos.append(c)
    return vistos
