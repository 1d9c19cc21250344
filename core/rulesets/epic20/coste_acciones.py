"""The epic20 actions' labels and what the turn asks of each: the maneuver or advantage it needs, whether it is
declared at the start of the turn, which are move actions, and what it costs of the turn's actions (``coste``, paid
with ``gastar``: a standard can become a move, a move an object action)."""

from __future__ import annotations

from core.battle import BattleView
from core.ruleset import Action
from core.rulesets.epic20 import derivados
from core.rulesets.epic20 import especiales as esp
from core.rulesets.epic20 import estado as st
from core.rulesets.epic20.ataque_elegido import maniobra_efectiva

TODAS = ("estandar", "movimiento", "objeto", "comunicacion")
ETIQUETAS = {
    "atacar": "Atacar", "mover": "Moverse", "usar_objeto": "Acción de objeto", "comunicar": "Comunicarse",
    "accion_libre": "Acción libre", "levantarse": "Levantarse", "mantener": "Mantener un poder con progresión",
    "liberarse": "Liberarse", "recoger_arma": "Recoger el arma", "reactivar_equipo": "Reactivar equipo estropeado",
    "regenerar": "Regeneración", "defensa_total": "Defensa total", "defensa_a_la_carrera": "Defensa a la carrera",
    "parada": "Parada", "esquiva": "Esquiva", "interponerse": "Interponerse", "retrasar": "Retrasar acción",
    "apuntar": "Excelente apuntando", "estudiar_objetivo": "Estudiar objetivo", "mostrar_punto_debil": "Mostrar punto débil",
    "trabajo_en_equipo": "Trabajo en equipo", "inspirar": "Inspirar a otros", "usar_punto_heroe": "Punto de Héroe: +1 PV",
    "tirada_moribundo": "Tirada de moribundo", "pasar": "Pasar", "ataque_defensivo": "Ataque defensivo (declararlo)",
    **esp.ETIQUETAS,
}  # fmt: skip
REQUIERE_MANIOBRA = {
    "defensa_total": "Defensa total", "defensa_a_la_carrera": "Defensa a la carrera", "parada": "Parada",
    "esquiva": "Esquiva", "interponerse": "Interponerse", "retrasar": "Retrasar acción", "apuntar": "Excelente apuntando",
    "estudiar_objetivo": "Estudiar objetivo 1", "mostrar_punto_debil": "Mostrar punto débil",
    "ataque_defensivo": "Ataque defensivo",
}  # fmt: skip
REQUIERE_VENTAJA = {"trabajo_en_equipo": "Trabajo en equipo", "inspirar": "Inspirar a otros"}
DECLARAR_AL_INICIO = ("defensa_total", "defensa_a_la_carrera", "parada", "esquiva")
MOVIMIENTOS = ("mover", "levantarse", "mantener", "activar_hechizo", "convertirse_en_gas", "luchar_a_ciegas")
RESTOS = ("usar_objeto", "comunicar", "accion_libre", "recoger_arma")
CONSERVA_AL_INTERPONERSE = ("mover", "comunicar")
"""Interponerse out of turn: «sus acciones del turno se pierden y sólo conserva una acción estándar y una acción de
movimiento y una acción de comunicación» (the standard one is the interposing itself)."""
MOVERSE_TRAS_ACTUAR = frozenset({"Actuar y después moverse", "Moverse mientras actúa"})
"""The maneuvers that allow move actions after the standard one."""
CONSERVADAS = {"estandar": 1, "movimiento": 1, "objeto": 0, "comunicacion": 1, "libre": 0}
"""Actions still allowed right after the turn ended by itself: object, communication and free actions are left."""


def coste(view: BattleView, action: Action) -> tuple[str, ...]:
    """The actions of the turn an action uses (``*`` = every one of that kind)."""
    accion = action.accion
    if accion in esp.ETIQUETAS:
        return esp.coste(view, action)
    if accion == "atacar":
        return _coste_ataque(view, action) + _activacion(view, action)
    return _coste_fijo(view, action)


def _activacion(view: BattleView, action: Action) -> tuple[str, ...]:
    """Mago: attacking with a spell not yet active casts it first (a move and a communication action)."""
    ataque = st.ataques(view, action.actor).get(str(action.param("ataque", derivados.SIN_ARMAS)))
    if ataque is not None and ataque.poder == "Crecer" and not st.tiene_estado(view, action.actor, "crecido"):
        return ("movimiento",)  # Crecer «sólo al estar crecido»: growing first is a move action
    if ataque is None or ataque.poder is None or esp.hechizo_activo(view, action.actor, ataque.poder):
        return ()
    return ("movimiento", "comunicacion")


def _coste_ataque(view: BattleView, action: Action) -> tuple[str, ...]:
    base, nivel = maniobra_efectiva(view, action.actor, action.param("maniobra"))
    if base == "Ataque poderoso":
        return ("estandar", "movimiento")
    if base == "Ataque sostenido":
        return ("estandar*", "movimiento*")
    if base == "Ataque doble":
        return ("estandar*",)
    if base == "Desmoralizar":
        return ("estandar", "comunicacion")
    if base == "Provocar choque":
        return ("estandar", "movimiento", "comunicacion")
    if base == "Agarrón":
        return {1: ("estandar*", "movimiento*", "objeto*"), 2: ("estandar*", "objeto*")}.get(nivel, ("estandar*",))
    return ("estandar",)


TURNO_ENTERO = tuple(f"{a}*" for a in TODAS)
"""Every action of the turn."""
COSTE_FIJO: dict[str, tuple[str, ...]] = {
    "mover": ("movimiento",), "usar_objeto": ("objeto",), "comunicar": ("comunicacion",), "accion_libre": ("libre",),
    "levantarse": ("movimiento",), "mantener": ("movimiento",), "liberarse": ("estandar",), "recoger_arma": ("objeto",),
    "reactivar_equipo": TURNO_ENTERO, "regenerar": ("estandar", "movimiento"),
    "defensa_a_la_carrera": ("estandar*",), "parada": ("estandar",), "esquiva": ("estandar", "movimiento"),
    "interponerse": ("estandar",), "apuntar": TURNO_ENTERO, "estudiar_objetivo": ("movimiento", "objeto"),
    "mostrar_punto_debil": ("movimiento", "estandar", "comunicacion"), "trabajo_en_equipo": ("estandar",),
    "inspirar": ("comunicacion",),
}  # fmt: skip
"""What the actions that are neither attacks nor special cost, unless a maneuver or a field changes it."""
DEFENSA_TOTAL = {1: TURNO_ENTERO, 2: ("estandar*", "objeto*", "comunicacion*")}
"""Defensa total's cost by the maneuver's level (any other: ``estandar*``)."""
PAGAR_CON = {"movimiento": ("movimiento", "estandar"), "objeto": ("objeto", "movimiento", "estandar")}
"""The actions one kind of action can be paid with, in order (any other kind: only itself)."""


def _coste_fijo(view: BattleView, action: Action) -> tuple[str, ...]:
    accion = action.accion
    m = st.maniobras(view, action.actor)
    if accion == "levantarse" and "Levantarse rápido" in m:
        return ("libre",)
    if accion == "liberarse" and action.param("con") in ("objeto", "movimiento"):
        return (str(action.param("con")),)
    if accion == "defensa_total":
        return DEFENSA_TOTAL.get(derivados.nivel_maniobra(m, "Defensa total"), ("estandar*",))
    return COSTE_FIJO.get(accion, ())


def gastar(acciones: dict[str, int], costes: tuple[str, ...]) -> dict[str, int] | None:
    """The actions left after paying; a standard can become a move, a move an object action."""
    quedan = dict(acciones)
    for item in costes:
        tipo = item.rstrip("*")
        if item.endswith("*"):
            if tipo == "estandar" and quedan.get("estandar", 0) < 1:
                return None
            quedan[tipo] = 0
            continue
        for fuente in PAGAR_CON.get(tipo, (tipo,)):
            if quedan.get(fuente, 0) > 0:
                quedan[fuente] -= 1
                break
        else:
            return None
    return quedan
