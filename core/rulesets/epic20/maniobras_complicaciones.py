"""The build rules of MANIOBRAS DE COMBATE and COMPLICACIONES: each maneuver, its repetition, the earlier one it
requires, its attribute, and how many can be chosen; each complication, its repetition, the one another includes,
how many the sheet must have and those the archetype adds."""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.i18n import tr
from core.ruleset import Problem
from core.rulesets.epic20 import catalogos as cat
from core.rulesets.epic20.derivados import arquetipo
from core.rulesets.epic20.presupuesto import calcular
from core.rulesets.epic20.redaccion import lista, numero, sin_canjear

if TYPE_CHECKING:
    from core.rulesets.epic20.ficha import FichaEpic20


def maniobras(ficha: FichaEpic20) -> list[Problem]:
    out: list[Problem] = []
    catalogo = cat.maniobras()
    arq = arquetipo(ficha)
    gratis = set(arq.maniobras_gratis) if arq else set()
    disponibles = set(ficha.maniobras) | gratis
    for i, nombre in enumerate(ficha.maniobras):
        campo = f"maniobras[{i}]"
        entrada = catalogo.get(nombre)
        if entrada is None:
            out.append(
                Problem(campo, tr("La maniobra «{nombre}» no está en la lista de maniobras de combate.", nombre=nombre))
            )
            continue
        if ficha.maniobras.index(nombre) != i:
            out.append(Problem(campo, tr("La maniobra «{nombre}» está repetida.", nombre=nombre)))
        for requerida in entrada.requiere:
            if requerida not in disponibles:
                out.append(
                    Problem(
                        campo, tr("«{nombre}» requiere la anterior: «{requerida}».", nombre=nombre, requerida=requerida)
                    )
                )
        if entrada.destacable_uno_de and not any(ficha.atributos.valor(a) == 1 for a in entrada.destacable_uno_de):
            out.append(
                Problem(
                    campo,
                    tr(
                        "«{nombre}» requiere que la {atributos} sea atributo destacable.",
                        nombre=nombre,
                        atributos=lista(entrada.destacable_uno_de),
                    ),
                )
            )
    p = calcular(ficha)
    if p.maniobras_gastado > p.maniobras_disponible:
        out.append(
            Problem(
                "maniobras",
                tr(
                    "Hay {gastado} maniobras de combate y solo se pueden elegir {disponible}{sin_canjear}.",
                    gastado=p.maniobras_gastado,
                    disponible=numero(p.maniobras_disponible),
                    sin_canjear=sin_canjear(ficha, p),
                ),
            )
        )
    return out


def complicaciones(ficha: FichaEpic20) -> list[Problem]:
    out: list[Problem] = []
    arq = arquetipo(ficha)
    for i, nombre in enumerate(ficha.complicaciones):
        if cat.buscar_complicacion(nombre) is None:
            out.append(
                Problem(
                    f"complicaciones[{i}]",
                    tr("La complicación «{nombre}» no está en la lista de complicaciones.", nombre=nombre),
                )
            )
        elif ficha.complicaciones.index(nombre) != i:
            out.append(Problem(f"complicaciones[{i}]", tr("La complicación «{nombre}» está repetida.", nombre=nombre)))
        else:
            for otra in ficha.complicaciones:
                incluida = cat.buscar_complicacion(otra)
                if incluida is not None and nombre in incluida.incluye:
                    out.append(
                        Problem(
                            f"complicaciones[{i}]",
                            tr("«{otra}» ya incluye la complicación «{nombre}».", otra=otra, nombre=nombre),
                        )
                    )
    p = calcular(ficha)
    if p.complicaciones_gastado != p.complicaciones_disponible:
        pedidas, hay = p.complicaciones_disponible, p.complicaciones_gastado
        if pedidas == 1:
            texto = tr("Hay que elegir exactamente 1 complicación; hay {hay}.", hay=hay)
        elif arq:
            texto = tr(
                "Arquetipo {arquetipo}: hay que elegir {pedidas} complicaciones; hay {hay}.",
                arquetipo=arq.nombre,
                pedidas=pedidas,
                hay=hay,
            )
        else:
            texto = tr("hay que elegir {pedidas} complicaciones; hay {hay}.", pedidas=pedidas, hay=hay)
        out.append(Problem("complicaciones", texto))
    if arq is not None:
        for forzada in arq.complicaciones_forzadas:
            if forzada not in ficha.complicaciones:
                out.append(
                    Problem(
                        "complicaciones",
                        tr(
                            "Arquetipo {arquetipo}: añade la complicación «{forzada}».",
                            arquetipo=arq.nombre,
                            forzada=forzada,
                        ),
                    )
                )
    return out
