"""What each live value of an encuentro combatant is (core.live, contract §5): label, kind, bounds, maximum.

One :class:`LiveValue` per key :func:`core.rulesets.encuentro.estado.live_values` reports. The document
keeps no life: the only pool it gives is the Puntos de Encuentro/Desafío, so that is the vital value
(what remains of it says how many reactions a side still has); who is out of the fight is
``fuera_de_combate``.
"""

from __future__ import annotations

from typing import Any

from core.live import LiveValue
from core.rulesets.encuentro.estado import ACCIONES_POR_TURNO


def _cuenta(id: str, etiqueta: str, label: str, **campos: Any) -> LiveValue:
    """A whole number that cannot go below 0 (actions, points, hits, hands...)."""
    return LiveValue(id, etiqueta, label, "entero", minimo=0, **campos)


DECLARACIONES: tuple[LiveValue, ...] = (
    _cuenta(
        "acciones",
        "Acciones",
        "Actions",
        maximo_al_empezar=True,
        barra=True,
        ajustable=True,
        ajuste_maximo=ACCIONES_POR_TURNO,
        ayuda="Las que le quedan este turno: «Cada personaje dispone de 2 Acciones por turno».",
        help="Those left this turn: every character has 2 Actions per turn.",
    ),
    _cuenta(
        "acciones_extra",
        "Acción extra",
        "Extra action",
        tarjeta=False,
        foro=False,
        ayuda="La ganada al actuar desde la ocultación; se pierde al final del turno si no se usa.",
        help="Gained by acting from hiding; lost at the end of the turn if unused.",
    ),
    _cuenta(
        "acciones_reservadas",
        "Acciones reservadas",
        "Reserved actions",
        tarjeta=False,
        foro=False,
        ayuda="Las que reservó con Prepararse.",
        help="Those reserved with Prepararse.",
    ),
    _cuenta(
        "puntos_encuentro",
        "Puntos de Encuentro",
        "Encounter Points",
        maximo_al_empezar=True,
        barra=True,
        vital=True,
        ajustable=True,
        ayuda="La reserva que pagan las reacciones (incluidos los puntos de Ayuda recibidos este turno).",
        help="The pool reactions are paid from (including Ayuda points received this turn).",
    ),
    _cuenta(
        "puntos_reservados",
        "Puntos de Encuentro reservados",
        "Reserved Encounter Points",
        foro=False,
        ayuda="Los que reservó con Prepararse; vuelven a la reserva al empezar su turno.",
        help="Those reserved with Prepararse; they return to the pool when its turn starts.",
    ),
    _cuenta(
        "puntos_prestados",
        "Puntos de Encuentro prestados",
        "Lent Encounter Points",
        foro=False,
        ayuda="La parte de la reserva cedida por Ayuda: solo para la acción, maniobra o tirada indicada.",
        help="The part of the pool lent by Ayuda: only for the named action, maneuver or roll.",
    ),
    LiveValue(
        "ayudas",
        "Ayudas recibidas",
        "Help received",
        "lista",
        tarjeta=False,
        foro=False,
        ayuda="Cada Ayuda sin gastar: de quién, cuántos puntos y para qué.",
        help="Each unspent Ayuda: from whom, how many points and for what.",
    ),
    LiveValue(
        "posicion",
        "Posición",
        "Position",
        "casilla",
        ajustable=True,
        ayuda="Su casilla [x, y] en el tablero.",
        help="Its square [x, y] on the board.",
    ),
    LiveValue(
        "derribado",
        "Derribado",
        "Knocked down",
        "si_no",
        ajustable=True,
        ayuda="«Mientras está derribado su Defensa se reduce a la mitad»; se levanta con Moverse.",
        help="While knocked down its Defence is halved; it stands up with Moverse.",
    ),
    LiveValue(
        "agarrado",
        "Agarrado",
        "Grabbed",
        "si_no",
        tarjeta=False,
        foro=False,
        ayuda="Sí mientras alguien lo agarra (sale de «Agarrado por»).",
        help="Yes while someone grabs it (follows from «Grabbed by»).",
    ),
    LiveValue(
        "agarrado_por",
        "Agarrado por",
        "Grabbed by",
        "combatiente",
        ajustable=True,
        ayuda="Quién lo agarra: «El movimiento del objetivo queda anulado mientras esté agarrado».",
        help="Who grabs it: its movement is cancelled while it is grabbed.",
    ),
    LiveValue(
        "agarrando",
        "Agarrando a",
        "Grabbing",
        "lista",
        ayuda="A quiénes agarra (cada uno ocupa una mano).",
        help="Whom it grabs (each takes one hand).",
    ),
    _cuenta(
        "manos_libres",
        "Manos libres",
        "Free hands",
        ajustable=True,
        ajuste_maximo=20,
        ayuda="Agarrar exige «una mano libre».",
        help="Agarrar needs a free hand.",
    ),
    LiveValue(
        "oculto",
        "Oculto",
        "Hidden",
        "si_no",
        ajustable=True,
        ayuda="«no puedes ser atacado directamente por los enemigos que no te hayan visto ocultarte o no te hayan localizado».",
        help="It cannot be attacked directly by enemies that did not see it hide or locate it.",
    ),
    LiveValue(
        "visto_por",
        "Lo vieron ocultarse",
        "Seen hiding by",
        "lista",
        foro=False,
        ajustable=True,
        ayuda="Los enemigos que lo vieron ocultarse o lo localizaron: a ellos no les oculta.",
        help="The enemies that saw it hide or located it: it is not hidden from them.",
    ),
    LiveValue(
        "esquiva",
        "Esquiva",
        "Dodge",
        "si_no",
        ajustable=True,
        ayuda="«Hasta el inicio de tu siguiente turno, tu Defensa Física y Mental aumentan en +1».",
        help="Until the start of its next turn, its Physical and Mental Defence rise by 1.",
    ),
    LiveValue(
        "preparado",
        "Prepararse",
        "Readied",
        "objeto",
        foro=False,
        ayuda="La condición declarada y lo que reservó (acciones, puntos); si se cumplió.",
        help="The declared condition and what it reserved (actions, points); whether it was met.",
    ),
    LiveValue(
        "efectos",
        "Efectos negativos",
        "Negative effects",
        "objeto",
        ayuda="Cada efecto negativo que sufre, con la tirada y la dificultad para Librarse de él.",
        help="Each negative effect it suffers, with the roll and difficulty to be rid of it (Librarse).",
    ),
    _cuenta(
        "impactos",
        "Impactos",
        "Hits",
        ajustable=True,
        ayuda="Los ataques que lo han alcanzado (con «impactos_para_caer», tantos lo dejan fuera de combate).",
        help="The attacks that hit it (with «impactos_para_caer», that many put it out of the fight).",
    ),
    _cuenta(
        "danio",
        "Daño",
        "Damage",
        ajustable=True,
        ayuda="El daño que indicaron los ataques (el documento no lleva la vida: lo juzga el DJ).",
        help="The damage the attacks named (the document keeps no life: the GM judges it).",
    ),
    LiveValue(
        "fuera_de_combate",
        "Fuera de combate",
        "Out of the fight",
        "si_no",
        ajustable=True,
        fuera_si=(True,),
        ayuda="Lo marca el DJ (o los impactos de «impactos_para_caer»); la batalla acaba con un solo bando en pie.",
        help="Marked by the GM (or by «impactos_para_caer» hits); the battle ends with one side standing.",
    ),
    LiveValue(
        "defensa_fisica",
        "Defensa Física",
        "Physical Defence",
        "entero",
        ayuda="La efectiva: a la mitad derribado, +1 con Esquiva.",
        help="The effective one: halved while knocked down, +1 while dodging.",
    ),
    LiveValue(
        "defensa_mental",
        "Defensa Mental",
        "Mental Defence",
        "entero",
        ayuda="La efectiva: +1 con Esquiva (y a la mitad derribado, con el ajuste por defecto).",
        help="The effective one: +1 while dodging (halved while knocked down, by default).",
    ),
    _cuenta(
        "movimiento",
        "Movimiento",
        "Movement",
        ayuda="Las casillas de una acción de Moverse («hasta 4 casillas»).",
        help="The squares of one Moverse action (up to 4).",
    ),
)
"""Every key the encuentro runner reports, in the order of the card."""


def declaraciones() -> tuple[LiveValue, ...]:
    return DECLARACIONES
