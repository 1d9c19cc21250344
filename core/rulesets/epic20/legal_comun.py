"""What is common to every epic20 action (``comun``): well-typed step fields, whose turn it is (and what is still
allowed right after it ended by itself, out of turn or after interposing), the actor's state (dead, dying, out of the
fight), the maneuver, advantage or power the action needs, declaring at the start of the turn, moving before the
standard action, and the actions left."""

from __future__ import annotations

from core.battle import BattleView
from core.contract import Refusal
from core.i18n import tr
from core.ruleset import Action
from core.rulesets.epic20 import derivados
from core.rulesets.epic20 import especiales as esp
from core.rulesets.epic20 import estado as st
from core.rulesets.epic20.ataque_extra import es_extra as _contraataque
from core.rulesets.epic20.consulta import por_consulta
from core.rulesets.epic20.coste_acciones import (
    CONSERVA_AL_INTERPONERSE,
    DECLARAR_AL_INICIO,
    ETIQUETAS,
    MOVERSE_TRAS_ACTUAR,
    MOVIMIENTOS,
    REQUIERE_MANIOBRA,
    REQUIERE_VENTAJA,
    RESTOS,
    coste,
    gastar,
)
from core.rulesets.epic20.progresion import perdidas

FUERA_DE_TURNO = ("interponerse", "ataque_defensivo", "mantener_distancia", "activar_complicacion", "ganar_poder")
"""Actions not refused here out of one's turn: their own checks say when they may be taken."""
CAMPOS_DE_TEXTO = ("ataque", "maniobra", "punto_heroe", "con", "arma")
"""Step fields that are texts, checked in this order (the first one mistyped is the reason)."""
CAMPOS_DE_GRADO = ("superioridad", "inferioridad")
"""Step fields that are whole numbers from 0 on, checked after the texts."""


def comun(view: BattleView, action: Action) -> tuple[bool, str | None]:
    """What is common to every action (whose turn it is, the actor's state, the actions left): ``(True, reason)``
    when it decides (``None``: legal), ``(False, None)`` when the action's own check (``acciones.ACCIONES``) decides."""
    accion = action.accion
    actor = action.actor
    nombre = view.name(actor)
    malos = _campos_mal_escritos(action)
    if malos:
        return True, malos
    data = view.live(actor)  # read once: nothing changes the view while it is checked
    estados = data.get("estados", ())
    turno = view.turn
    if accion == "pasar" and (pasar_sin_efecto(view, actor) or turno == actor):
        return (
            True,
            None,
        )  # «pasar» always works on one's turn (also for the dying), and is a no-op after an automatic end
    if "muerto" in estados:
        return True, Refusal("actor_fuera_de_combate", tr("{nombre} está muerto.", nombre=nombre))
    if accion in ("usar_punto_heroe", "activar_complicacion"):  # any time (a GM step: whatever the actor's state)
        return False, None
    if "moribundo" in estados:
        return _moribundo(view, action)
    # only an attack can be an extra one (both tests begin by asking it)
    contra = accion == "atacar" and (_contraataque(view, action) or esp.ataque_provocado(view, action))
    acaba = view.state.get("fin_automatico") == actor  # its turn just ended by itself (standard action spent)
    if (
        turno != actor
        and not contra
        and accion not in FUERA_DE_TURNO
        and not (acaba and accion in RESTOS)
        and not (acaba and accion == "mover" and data.get("mitad_pendiente") is True)
        and not (acaba and accion in ("mover", "levantarse") and data.get("mover_tras_postura") is True)
        and not (accion in CONSERVA_AL_INTERPONERSE and data.get("interpuesto_ronda") == view.round)
    ):
        otro = view.name(turno) if turno else "nadie"
        if acaba:  # its turn ended when it spent its standard action: that is the reason
            nota = tr(" (las de movimiento van antes de la estándar)") if accion in MOVIMIENTOS else ""
            if _gasta_estandar(coste(view, action)):
                motivo = "sin_accion_estandar"
            else:
                motivo = "movimiento_tras_estandar" if accion in MOVIMIENTOS else "turno_terminado"
            return True, Refusal(
                motivo,
                tr(
                    "No es el turno de {nombre}: terminó al gastar su acción estándar{nota}; le toca a {otro}.",
                    nombre=nombre,
                    nota=nota,
                    otro=otro,
                ),
            )
        return True, Refusal(
            "fuera_de_turno", tr("No es el turno de {nombre}: le toca a {otro}.", nombre=nombre, otro=otro)
        )
    if accion == "interponerse" and turno != actor and data.get("ronda_actuada") == view.round:
        return True, Refusal(
            "ya_actuo", tr("{nombre} ya actuó esta ronda: no puede interponerse fuera de su turno.", nombre=nombre)
        )
    if accion == "tirada_moribundo":
        return True, Refusal("no_esta_moribundo", tr("{nombre} no está moribundo.", nombre=nombre))
    if "inconsciente" in estados or "huido" in estados:
        return True, Refusal("actor_fuera_de_combate", tr("{nombre} está fuera de combate.", nombre=nombre))
    if accion == "pasar":
        return True, None
    requerida = REQUIERE_MANIOBRA.get(accion)
    if requerida and requerida not in st.maniobras(view, actor):
        if action.param("punto_heroe") != "maniobra":  # PUNTOS DE HÉROE: «Ganar 1 maniobra de combate durante 1 turno»
            return True, Refusal(
                "sin_maniobra",
                tr(
                    "{nombre} no tiene la maniobra «{requerida}» (un punto de Héroe la da un turno: «maniobra»).",
                    nombre=nombre,
                    requerida=requerida,
                ),
            )
        sin_punto = punto_heroe_vida(view, actor)
        if sin_punto:
            return True, sin_punto
    ventaja = REQUIERE_VENTAJA.get(accion)
    if ventaja and not st.tiene_ventaja(view, actor, ventaja):
        return True, Refusal(
            "sin_ventaja", tr("{nombre} no tiene la ventaja «{ventaja}».", nombre=nombre, ventaja=ventaja)
        )
    if accion == "regenerar" and not st.tiene_poder(view, actor, "Regeneración"):
        return True, Refusal("sin_poder", tr("{nombre} no tiene el poder «Regeneración».", nombre=nombre))
    if accion in DECLARAR_AL_INICIO and data.get("acciones") != _acciones_iniciales(view, actor):
        return True, Refusal(
            "declarar_al_inicio",
            tr(
                "«{etiquetas}» se declara al principio del turno, antes de cualquier otra acción.",
                etiquetas=ETIQUETAS[accion],
            ),
        )
    despues = not MOVERSE_TRAS_ACTUAR.isdisjoint(st.maniobras(view, actor))
    costes = coste(view, action)
    movimiento = accion in MOVIMIENTOS and "libre" not in costes
    if movimiento and data.get("hizo_estandar") and not despues:
        return True, Refusal(
            "movimiento_tras_estandar",
            tr(
                "Las acciones de movimiento deben hacerse antes de las estándar (salvo con «Actuar y después moverse»)."
            ),
        )
    mitad = accion == "mover" and data.get("mitad_pendiente") is True  # «Moverse mientras actúa»
    fuera_de_turno = accion == "interponerse" and turno != actor  # his turn's actions are replaced, not spent
    if not contra and not mitad and not fuera_de_turno and gastar(data.get("acciones", {}), costes) is None:
        sin_estandar = _gasta_estandar(costes) and not data.get("acciones", {}).get("estandar")
        return True, Refusal(
            "sin_accion_estandar" if sin_estandar else "sin_acciones",
            tr(
                "{nombre} no tiene acciones suficientes para «{etiquetas}» ({lista}).",
                nombre=nombre,
                etiquetas=ETIQUETAS[accion],
                lista=", ".join(costes),
            ),
        )
    return False, None


def _gasta_estandar(costes: tuple[str, ...]) -> bool:
    """Whether the costs include the standard action (``estandar`` or ``estandar*``)."""
    return any(c.rstrip("*") == "estandar" for c in costes)


def _moribundo(view: BattleView, action: Action) -> tuple[bool, str | None]:
    """The dying are unconscious: their turn is skipped, and their dying roll (FAQ «Pierde 1 punto de vida cada turno
    a menos que saque una tirada de 10+») is accepted whenever it comes in the round, once per round; a «pasar»
    without dice changes nothing."""
    nombre = view.name(action.actor)
    if action.accion == "pasar":
        return True, None
    if action.accion != "tirada_moribundo":
        return True, Refusal(
            "moribundo_solo_tirada",
            tr("{nombre} está moribundo: solo puede hacer la tirada de moribundo.", nombre=nombre),
        )
    return False, None


@por_consulta
def _acciones_iniciales(view: BattleView, actor: str) -> dict[str, int]:
    acciones = derivados.acciones_turno(st.ficha(view, actor))
    for clave in perdidas(st.live(view, actor).get("efectos", {})):
        acciones[clave] = 0
    if any(c.startswith("Frenesí") for c in st.ficha(view, actor).complicaciones):
        acciones["comunicacion"] = acciones["objeto"] = 0
    return acciones


def _campos_mal_escritos(action: Action) -> str | None:
    """Step fields of the wrong JSON type, refused with a reason instead of failing later."""
    params = action.params
    if not params:
        return None
    for campo in CAMPOS_DE_TEXTO:
        valor = params.get(campo)
        if valor is None or isinstance(valor, str):
            continue
        if campo == "punto_heroe" and action.accion == "activar_complicacion":
            continue  # the compensation point is ``true`` or ``false`` (its step field says it)
        return Refusal("valor_no_valido", tr("El campo «{campo}» debe ser un texto.", campo=campo))
    for campo in CAMPOS_DE_GRADO:
        valor = params.get(campo)
        if valor is not None and (isinstance(valor, bool) or not isinstance(valor, int) or valor < 0):
            return Refusal(
                "valor_no_valido", tr("El campo «{campo}» debe ser un número entero de 0 en adelante.", campo=campo)
            )
    return None


def pasar_sin_efecto(view: BattleView, actor: str) -> bool:
    """A «pasar» that changes nothing: right after the actor's turn ended by itself, or from one who cannot act."""
    if view.state.get("fin_automatico") == actor:
        return True
    fuera = any(st.tiene_estado(view, actor, e) for e in ("inconsciente", "muerto", "huido"))
    return view.turn != actor and fuera


def punto_heroe_vida(view: BattleView, actor: str) -> str | None:
    if int(st.live(view, actor).get("puntos_heroe", 0)) < 1:
        return Refusal("sin_puntos_heroe", tr("{actor} no tiene puntos de Héroe.", actor=view.name(actor)))
    if st.heroe_usado(view, actor):
        return Refusal("punto_heroe_ya_usado", tr("Solo se puede gastar 1 punto de Héroe por turno."))
    return None
