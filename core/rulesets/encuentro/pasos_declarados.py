"""The fields a script step of each encuentro action may carry, with their kind and bounds.

The runner (core.contract.check_step) refuses any other key, and a value of the wrong kind, before the
battle starts. The names are the canonical ones the engine reads (``action.param``): the documented
alternative spellings (docs/reglas/encuentro.md, «Nombres para guiones») are read before, by
core/grafias/encuentro.py.
"""

from __future__ import annotations

from collections.abc import Mapping

from core.contract import StepField, fields
from core.i18n import tr
from core.rulesets.encuentro.comunes import CON_TIRADA, TODAS

MAX_PUNTOS = 999
"""The most Puntos de Encuentro a step may name (a pool is at most 99, plus what Ayuda lends)."""
MAX_CASILLAS = 10_000
"""The most squares a reach or a jump may name: the board holds at most 10 000 squares."""
MAX_TIRADA = 99_999
"""The largest difficulty (or damage) a step may name, either sign."""


PUNTOS = StepField(
    "puntos",
    "entero",
    "Puntos de Encuentro que gasta",
    minimo=0,
    maximo=MAX_PUNTOS,
    ayuda="En una acción con tirada, cada punto da «bono_por_punto»; primero los de Ayuda, luego los reservados.",
)
PREPARADA = StepField(
    "preparada",
    "si_no",
    "Usa lo reservado con Prepararse",
    ayuda="false: empieza su turno (o paga con sus puntos libres) sin usar lo reservado.",
)
VALOR = StepField("valor", "texto", "Valor que tira", ayuda="Un valor de la ficha: atletismo, sabiduria, combate…")
ALCANCE = StepField("alcance", "entero", "Alcance (casillas)", minimo=1, maximo=MAX_CASILLAS)
DESTINO = StepField("destino", "casilla", "Casilla de destino", ayuda="[x, y].")
EVIDENTE = StepField("evidente", "si_no", "Movimiento evidente", ayuda="false: no revela a quien está oculto.")
DIFICULTAD = StepField("dificultad", "entero", "Dificultad", minimo=-MAX_TIRADA, maximo=MAX_TIRADA)
CONDICION = StepField("condicion", "texto", "Condición")

_TURNO = (PUNTOS, PREPARADA)
"""Every turn action with a roll: points spent on it, and whether it uses what Prepararse reserved."""

CAMPOS: dict[str, tuple[StepField, ...]] = {
    "atacar": (
        VALOR,
        StepField("defensa", "opcion", "Defensa que ataca", ("fisica", "mental")),
        ALCANCE,
        StepField("danio", "entero", "Daño", minimo=0, maximo=MAX_TIRADA),
        StepField("efecto", "texto", "Efecto perjudicial"),
        StepField("efecto_dificultad", "entero", "Dificultad para librarse", minimo=-MAX_TIRADA, maximo=MAX_TIRADA),
        StepField("efecto_valor", "texto", "Valor para librarse"),
        *_TURNO,
    ),
    "moverse": (DESTINO, StepField("camino", "lista", "Camino (casillas)"), EVIDENTE, PREPARADA),
    "salto": (
        DESTINO,
        StepField("altura", "entero", "Altura (casillas)", minimo=1, maximo=MAX_CASILLAS),
        EVIDENTE,
        PREPARADA,
    ),
    "derribar": (VALOR, ALCANCE, *_TURNO),
    "empujar": (VALOR, ALCANCE, DESTINO, StepField("ocupar", "si_no", "Ocupa la casilla"), *_TURNO),
    "agarrar": (VALOR, *_TURNO),
    "ocultarse": (
        CONDICION,
        StepField("vieron", "combatientes", "Enemigos que lo ven ocultarse"),
        PREPARADA,
    ),
    "desmarcarse": (DESTINO, EVIDENTE, PREPARADA),
    "usar": (
        StepField("descripcion", "texto", "Qué usa"),
        VALOR,
        DIFICULTAD,
        StepField("localizar", "combatiente", "Enemigo oculto que busca", ayuda="Su id."),
        StepField("maniobra", "texto", "Maniobra"),
        StepField("ofensiva", "si_no", "Es un ataque"),
        ALCANCE,
        *_TURNO,
    ),
    "librarse": (StepField("efecto", "texto", "Efecto del que se libra"), VALOR, DIFICULTAD, *_TURNO),
    "prepararse": (
        CONDICION,
        StepField(
            "acciones",
            "valor",
            "Acciones que reserva",
            minimo=0,
            ayuda="un número de 0 o más, o la lista de las acciones",
            tipos=("entero", "lista"),
        ),
        StepField("puntos", "entero", "Puntos que reserva", minimo=0, maximo=MAX_PUNTOS),
    ),
    "pasar": (),
    "respuesta": (VALOR, *_TURNO),
    "esquiva": (PREPARADA,),
    "ayuda": (
        StepField("puntos", "entero", "Puntos que cede", minimo=1, maximo=MAX_PUNTOS),
        StepField("para", "texto", "Para qué acción, maniobra o valor"),
    ),
}
"""The fields of each canonical action, as the engine reads them (comprobar.py, comprobar_movimiento.py,
resolver.py, reacciones.py, ayuda.py)."""


DECLARADOS: dict[str, Mapping[str, StepField]] = {accion: fields(*campos) for accion, campos in CAMPOS.items()}

if tuple(DECLARADOS) != TODAS or any(
    "puntos" not in DECLARADOS[accion] for accion in CON_TIRADA
):  # pragma: no cover - a table that drifted from comunes.py
    raise ValueError(
        tr("pasos_declarados.CAMPOS no declara cada acción de comunes.TODAS, o falta «puntos» a una tirada.")
    )


def step_actions() -> tuple[str, ...]:
    """The canonical id of every action and reaction."""
    return TODAS


def step_fields(accion: str) -> Mapping[str, StepField] | None:
    """The fields of a step of the canonical action ``accion``; None for no such action."""
    return DECLARADOS.get(accion)
