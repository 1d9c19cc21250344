"""The states of the encuentro rules a GM may put a combatant in (core.live, contract §5).

Only those the engine implements with their effect: Derribado, Agarrado, Oculto, Esquiva and a
negative effect to be rid of with Librarse. Prepararse is not here: it is a declaration of the player
(a condition in its own words and what it reserves), not a state the GM imposes.
"""

from __future__ import annotations

from core.live import Condition

DERRIBADO = "derribado"
AGARRADO = "agarrado"
OCULTO = "oculto"
ESQUIVA = "esquiva"
EFECTO_NEGATIVO = "efecto_negativo"

CONDICIONES: tuple[Condition, ...] = (
    Condition(
        DERRIBADO,
        "Derribado",
        "Knocked down",
        "Mientras está derribado su Defensa se reduce a la mitad; no puede saltar ni desmarcarse.",
        "While knocked down its Defence is halved; it cannot jump or disengage.",
        "hasta_levantarse",
        "Un personaje derribado puede levantarse como parte de la acción de Movimiento.",
        "A knocked-down character may stand up as part of the Moverse action.",
        "Derribar",
    ),
    Condition(
        AGARRADO,
        "Agarrado",
        "Grabbed",
        "El movimiento del objetivo queda anulado mientras esté agarrado.",
        "The target's movement is cancelled while it is grabbed.",
        "regla",
        "El objetivo permanece agarrado hasta que se libere con la acción de Librarse (o uno de los dos quede fuera de combate).",
        "The target stays grabbed until it breaks free with Librarse (or one of the two is out of the fight).",
        "Agarrar",
    ),
    Condition(
        OCULTO,
        "Oculto",
        "Hidden",
        "No puede ser atacado directamente por los enemigos que no lo hayan visto ocultarse o no lo hayan localizado.",
        "It cannot be attacked directly by enemies that did not see it hide or locate it.",
        "regla",
        "Termina al atacar o hacer un movimiento evidente (gana una Acción extra en su turno) o cuando un enemigo lo localiza con Usar.",
        "It ends when it attacks or moves openly (gaining an extra Action in its turn) or when an enemy locates it with Usar.",
        "Ocultarse",
    ),
    Condition(
        ESQUIVA,
        "Esquiva",
        "Dodge",
        "Su Defensa Física y Mental aumentan en +1.",
        "Its Physical and Mental Defence rise by 1.",
        "regla",
        "Dura hasta el inicio de su siguiente turno.",
        "It lasts until the start of its next turn.",
        "Esquiva (reacción)",
    ),
    Condition(
        EFECTO_NEGATIVO,
        "Efecto negativo",
        "Negative effect",
        "Un estado físico o mental negativo lo afecta hasta que lo supere con Librarse, con la tirada y la dificultad que decida el DJ.",
        "A negative physical or mental state affects it until it overcomes it with Librarse, with the roll and difficulty the GM decides.",
        "regla",
        "Si la tirada de Librarse es igual o mayor que la dificultad, el efecto negativo termina.",
        "When the Librarse roll meets the difficulty, the negative effect ends.",
        "Librarse",
    ),
)
"""Each state the engine implements, with the rules' words."""


def condiciones() -> tuple[Condition, ...]:
    return CONDICIONES
