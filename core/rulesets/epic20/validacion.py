"""Live build validation of an epic20 sheet: every problem at once, tied to its field, in Spanish.

``validar`` gathers the rules by what the rules text calls them: ATRIBUTOS and ARQUETIPOS
(``atributos_arquetipo``), HABILIDADES and VENTAJAS (``habilidades_ventajas``), SUPERPODERES and CANJES
(``poderes_canjes``), MANIOBRAS DE COMBATE and COMPLICACIONES (``maniobras_complicaciones``); the equipment, the hero
points and a minion's hit points are checked here. How the problems write numbers and lists is ``redaccion``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.i18n import tr
from core.ruleset import Problem
from core.rulesets.epic20.atributos_arquetipo import arquetipo_y_opciones, atributos
from core.rulesets.epic20.derivados import arquetipo, puntos_heroe_max, puntos_vida_normales, tiene_ventaja
from core.rulesets.epic20.habilidades_ventajas import habilidades, ventajas
from core.rulesets.epic20.maniobras_complicaciones import complicaciones, maniobras
from core.rulesets.epic20.poderes_canjes import canjes, poderes
from core.rulesets.epic20.presupuesto import avisos_presupuesto, calcular
from core.rulesets.epic20.redaccion import numero, sin_canjear

if TYPE_CHECKING:
    from core.rulesets.epic20.ficha import FichaEpic20


def validar(ficha: FichaEpic20) -> list[Problem]:
    problemas: list[Problem] = []
    problemas += atributos(ficha)
    problemas += arquetipo_y_opciones(ficha)
    problemas += habilidades(ficha)
    problemas += poderes(ficha)
    problemas += canjes(ficha)
    problemas += ventajas(ficha)
    problemas += maniobras(ficha)
    problemas += complicaciones(ficha)
    problemas += _equipo(ficha)
    problemas += _otros(ficha)
    return problemas


def _equipo(ficha: FichaEpic20) -> list[Problem]:
    out: list[Problem] = []
    arq = arquetipo(ficha)
    for i, objeto in enumerate(ficha.equipo):
        if arq is not None and arq.equipo_especial_prohibido and objeto.tipo == "especial":
            out.append(
                Problem(
                    f"equipo[{i}]",
                    tr("Arquetipo {arquetipo}: no puede adquirir equipo especial.", arquetipo=arq.nombre),
                )
            )
        if objeto.para_nave and not tiene_ventaja(ficha, "Nave espacial"):
            mensaje = tr(
                "«{objeto}» es equipo para la nave espacial, y el personaje no tiene la ventaja «Nave espacial».",
                objeto=objeto.nombre,
            )
            out.append(Problem(f"equipo[{i}]", mensaje))
    p = calcular(ficha)
    if p.equipo_especial_gastado > p.equipo_especial_disponible:
        out.append(
            Problem(
                "equipo",
                tr(
                    "El equipo especial suma {gastado} ptos y el máximo es {maximo} (1 pto por cada 4 niveles)"
                    "{sin_canjear}.",
                    gastado=numero(p.equipo_especial_gastado),
                    maximo=numero(p.equipo_especial_disponible),
                    sin_canjear=sin_canjear(ficha, p),
                ),
            )
        )
    return out


def _otros(ficha: FichaEpic20) -> list[Problem]:
    out: list[Problem] = avisos_presupuesto(ficha)
    maximo = puntos_heroe_max(ficha)
    if ficha.puntos_heroe > maximo:
        out.append(
            Problem(
                "puntos_heroe",
                tr(
                    "El máximo de puntos de Héroe es ½ nivel ({maximo}); hay {hay}.",
                    maximo=maximo,
                    hay=ficha.puntos_heroe,
                ),
            )
        )
    if ficha.puntos_vida_esbirro is not None:
        if not ficha.esbirro:
            out.append(Problem("puntos_vida_esbirro", tr("Solo los esbirros pueden tener menos puntos de vida.")))
        elif not 1 <= ficha.puntos_vida_esbirro <= puntos_vida_normales(ficha):
            out.append(
                Problem(
                    "puntos_vida_esbirro",
                    tr(
                        "Los puntos de vida de un esbirro van de 1 a {maximo} (½ nivel).",
                        maximo=puntos_vida_normales(ficha),
                    ),
                )
            )
    return out
