"""The build rules of ATRIBUTOS and ARQUETIPOS: each attribute 0, ½ or 1, how many destacables and no
desarrollado, what the archetype requires or forbids of them, and the archetype and its options."""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.i18n import tr
from core.ruleset import Problem
from core.rulesets.epic20 import catalogos as cat
from core.rulesets.epic20.catalogos import NOMBRE_ATRIBUTO as NA
from core.rulesets.epic20.derivados import arquetipo
from core.rulesets.epic20.redaccion import lista

if TYPE_CHECKING:
    from core.rulesets.epic20.ficha import FichaEpic20


def atributos(ficha: FichaEpic20) -> list[Problem]:
    out: list[Problem] = []
    arq = arquetipo(ficha)
    valores = {a: ficha.atributos.valor(a) for a in cat.ATRIBUTOS}
    for atributo, valor in valores.items():
        if valor not in (0, 0.5, 1):
            out.append(
                Problem(
                    f"atributos.{atributo}",
                    tr(
                        "{atributo} vale {valor}: un atributo solo puede valer 0, ½ o 1.",
                        atributo=NA[atributo],
                        valor=valor,
                    ),
                )
            )
    destacables = [a for a, v in valores.items() if v == 1]
    ceros = [a for a, v in valores.items() if v == 0]
    pedidos = arq.destacables if arq else 2
    if len(destacables) != pedidos:
        hay = len(destacables)
        if arq and arq.destacables != 2:
            if pedidos == 1:
                texto = tr(
                    "Arquetipo {arquetipo}: hay que elegir exactamente {pedidos} atributo destacable (valor 1); hay {hay}.",
                    arquetipo=arq.nombre,
                    pedidos=pedidos,
                    hay=hay,
                )
            else:
                texto = tr(
                    "Arquetipo {arquetipo}: hay que elegir exactamente {pedidos} atributos destacables (valor 1); "
                    "hay {hay}.",
                    arquetipo=arq.nombre,
                    pedidos=pedidos,
                    hay=hay,
                )
        elif pedidos == 1:
            texto = tr(
                "Hay que elegir exactamente {pedidos} atributo destacable (valor 1); hay {hay}.",
                pedidos=pedidos,
                hay=hay,
            )
        else:
            texto = tr(
                "Hay que elegir exactamente {pedidos} atributos destacables (valor 1); hay {hay}.",
                pedidos=pedidos,
                hay=hay,
            )
        out.append(Problem("atributos", texto))
    if len(ceros) != 1:
        out.append(
            Problem(
                "atributos",
                tr("Hay que elegir exactamente 1 atributo no desarrollado (valor 0); hay {hay}.", hay=len(ceros)),
            )
        )
    if arq is None:
        return out
    pre = arq.nombre
    if arq.destacables == 1 and arq.destacable_obligatorio:
        unico = arq.destacable_obligatorio[0]
        for atributo in destacables:
            if atributo != unico:
                out.append(
                    Problem(
                        f"atributos.{atributo}",
                        tr(
                            "Arquetipo {arquetipo}: solo la {atributo} puede ser atributo destacable.",
                            arquetipo=pre,
                            atributo=NA[unico],
                        ),
                    )
                )
    for atributo in arq.destacable_obligatorio:
        if valores[atributo] != 1:
            out.append(
                Problem(
                    f"atributos.{atributo}",
                    tr(
                        "Arquetipo {arquetipo}: la {atributo} debe ser atributo destacable.",
                        arquetipo=pre,
                        atributo=NA[atributo],
                    ),
                )
            )
    if arq.destacable_uno_de and not any(valores[a] == 1 for a in arq.destacable_uno_de):
        out.append(
            Problem(
                "atributos",
                tr(
                    "Arquetipo {arquetipo}: requiere que la {atributos} sea atributo destacable.",
                    arquetipo=pre,
                    atributos=lista(arq.destacable_uno_de),
                ),
            )
        )
    for atributo in arq.destacable_prohibido:
        if valores[atributo] == 1:
            out.append(
                Problem(
                    f"atributos.{atributo}",
                    tr(
                        "Arquetipo {arquetipo}: la {atributo} no puede ser atributo destacable.",
                        arquetipo=pre,
                        atributo=NA[atributo],
                    ),
                )
            )
    for atributo in arq.no_desarrollado_prohibido:
        if valores[atributo] == 0:
            out.append(
                Problem(
                    f"atributos.{atributo}",
                    tr(
                        "Arquetipo {arquetipo}: la {atributo} no puede ser atributo no desarrollado.",
                        arquetipo=pre,
                        atributo=NA[atributo],
                    ),
                )
            )
    for atributo in arq.no_desarrollado_obligatorio:
        if valores[atributo] != 0:
            out.append(
                Problem(
                    f"atributos.{atributo}",
                    tr(
                        "Arquetipo {arquetipo}: la {atributo} debe ser atributo no desarrollado.",
                        arquetipo=pre,
                        atributo=NA[atributo],
                    ),
                )
            )
    return out


def arquetipo_y_opciones(ficha: FichaEpic20) -> list[Problem]:
    if ficha.arquetipo is None:
        if ficha.opciones_arquetipo:
            return [
                Problem("opciones_arquetipo", tr("Hay opciones de arquetipo pero el personaje no tiene arquetipo."))
            ]
        return []
    arq = arquetipo(ficha)
    if arq is None:
        return [
            Problem(
                "arquetipo", tr("El arquetipo «{nombre}» no existe en la lista de arquetipos.", nombre=ficha.arquetipo)
            )
        ]
    out: list[Problem] = []
    for i, opcion in enumerate(ficha.opciones_arquetipo):
        if opcion not in arq.opciones:
            out.append(
                Problem(
                    f"opciones_arquetipo[{i}]",
                    tr("Arquetipo {arquetipo}: no tiene la opción «{opcion}».", arquetipo=arq.nombre, opcion=opcion),
                )
            )
    return out
