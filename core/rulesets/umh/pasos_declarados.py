"""The fields a script step of each UMH action may carry (docs/reglas/umh.md, «Pasos»).

The runner refuses, before running anything, a step key its action does not declare and a value of the
wrong kind (:func:`core.contract.check_step`). A step reaches them in canonical form: the synonyms a step may
use (``poder`` for ``habilidad``, ``reaccion`` for ``respuesta``, ``PT`` for ``paso_turno``) are read before, by
``core/grafias/umh.py``.
"""

from __future__ import annotations

from core.contract import StepField, fields
from core.rulesets.umh.ficha import MAX_CUENTA

_HABILIDAD = StepField("habilidad", "texto", "Habilidad", ayuda="el nombre de una habilidad del actor")
_HACIA = StepField("hacia", "casilla", "Hacia", ayuda="con mapa, la casilla [x, y] de destino")
_COLISION = StepField(
    "colision_con", "combatiente", "Colisiona con", ayuda="11.6: el combatiente con el que choca (vacío: nadie)"
)


_CAMPOS: dict[str, dict[str, StepField]] = {
    "habilidad": fields(
        _HABILIDAD,
        StepField("arma", "texto", "Arma", ayuda="12.3: de cuál de las dos armas son los efectos adicionales"),
        StepField("detectado", "si_no", "Detectado", ayuda="11.5.13: para atacar a un oponente oculto"),
        _COLISION,
        StepField("acompanantes", "si_no", "Con acompañantes", ayuda="11.6.1.2: el golpeado tiene acompañantes"),
        _HACIA,
    ),
    "paso_turno": {},
    "pasar": {},
    "desplazarse": fields(
        StepField("casillas", "entero", "Casillas", minimo=1, maximo=MAX_CUENTA, ayuda="2.3.2.1: 1 de VEL cada una"),
        _HACIA,
    ),
    "irrumpir": fields(
        StepField("denegar", "combatientes", "Deniegan", ayuda="1.2.4.1: los del bando que votan en contra")
    ),
    "llamada_de_auxilio": {},
    "huir": {},
    "levantarse": {},
    "pactar": fields(StepField("acuerdo", "si_no", "Acuerdo", ayuda="4.1.1.3: ambos bandos lo deciden")),
    "equipar": fields(
        StepField("objeto", "texto", "Objeto", ayuda="el objeto o arma de la ficha que se equipa"),
        StepField("del_suelo", "si_no", "Del suelo", ayuda="10.2.5: re-equipar un arma caída desde la altura"),
    ),
    "post_combate": fields(_HABILIDAD),
}


def campos_del_paso(accion: str) -> dict[str, StepField]:
    """The fields of a step of ``accion``.

    Any other ``accion`` gets the fields of ``habilidad``: the engine refuses it with the closest actions and
    skills of the actor (``accion_desconocida``), which only the battle knows."""
    return _CAMPOS.get(accion, _CAMPOS["habilidad"])
