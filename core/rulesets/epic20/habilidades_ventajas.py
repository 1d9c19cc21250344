"""The build rules of HABILIDADES and VENTAJAS: each skill and its value, the skill points and the starting
shape (two at 1, four at ½), the archetype's free skill point; each advantage, its repetition, its attribute, and
the advantage points (with the archetype's points that only buy ship, equipment or sidekick)."""

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


def habilidades(ficha: FichaEpic20) -> list[Problem]:
    out: list[Problem] = []
    for nombre, valor in ficha.habilidades.items():
        campo = f"habilidades.{nombre}"
        if cat.buscar_habilidad(nombre) is None:
            if nombre in cat.habilidades():
                out.append(
                    Problem(
                        campo,
                        tr(
                            "La habilidad «{nombre}» necesita su materia (por ejemplo «{nombre} Historia»).",
                            nombre=nombre,
                        ),
                    )
                )
            else:
                out.append(
                    Problem(campo, tr("La habilidad «{nombre}» no está en la lista de habilidades.", nombre=nombre))
                )
        if valor < 0 or valor > 2 or valor * 2 != int(valor * 2):
            out.append(
                Problem(
                    campo,
                    tr("«{nombre}» vale {valor}: una habilidad vale 0, ½, 1, 1½ o 2.", nombre=nombre, valor=valor),
                )
            )
    p = calcular(ficha)
    if p.habilidades_gastado > p.habilidades_disponible:
        out.append(
            Problem(
                "habilidades",
                tr(
                    "Se han repartido {gastado} ptos de habilidad y solo hay {disponible}{sin_canjear}.",
                    gastado=numero(p.habilidades_gastado),
                    disponible=numero(p.habilidades_disponible),
                    sin_canjear=sin_canjear(ficha, p),
                ),
            )
        )
    arq = arquetipo(ficha)
    pierde = arq is not None and (
        arq.habilidades < 0 or (arq.nombre == "Monstruo" and "version_2" in ficha.opciones_arquetipo)
    )
    valores = list(ficha.habilidades.values())
    forma = sum(1 for v in valores if v >= 1) >= 2 and sum(1 for v in valores if v >= 0.5) >= 6
    if not pierde and not forma:
        out.append(
            Problem(
                "habilidades",
                tr(
                    "Hay que elegir dos habilidades con valor 1 y cuatro habilidades con valor ½ "
                    "(los ptos ganados después se suman a esas u otras)."
                ),
            )
        )
    if arq is not None:
        for grupo in arq.habilidades_gratis:
            if not any(v >= 1 for h, v in ficha.habilidades.items() if h in grupo):
                out.append(
                    Problem(
                        "habilidades",
                        tr(
                            "Arquetipo {arquetipo}: gana 1 pto en «{habilidades}»; ponlo en la ficha.",
                            arquetipo=arq.nombre,
                            habilidades=lista(grupo),
                        ),
                    )
                )
    return out


def ventajas(ficha: FichaEpic20) -> list[Problem]:
    out: list[Problem] = []
    arq = arquetipo(ficha)
    vistas: set[str] = set()
    for i, nombre in enumerate(ficha.ventajas):
        campo = f"ventajas[{i}]"
        entrada = cat.buscar_ventaja(nombre)
        if entrada is None:
            out.append(Problem(campo, tr("La ventaja «{nombre}» no está en la lista de ventajas.", nombre=nombre)))
            continue
        if nombre in vistas and not entrada.multiple:
            out.append(Problem(campo, tr("La ventaja «{nombre}» está repetida.", nombre=nombre)))
        vistas.add(nombre)
        if entrada.destacable_uno_de and not any(ficha.atributos.valor(a) == 1 for a in entrada.destacable_uno_de):
            out.append(
                Problem(
                    campo,
                    tr(
                        "«{nombre}» requiere que la {atributos} sea un atributo destacable.",
                        nombre=entrada.nombre,
                        atributos=lista(entrada.destacable_uno_de),
                    ),
                )
            )
        if arq is not None and arq.equipo_especial_prohibido and entrada.equipo == "especial":
            out.append(
                Problem(
                    campo,
                    tr("Arquetipo {arquetipo}: no puede adquirir la ventaja «Equipo especial».", arquetipo=arq.nombre),
                )
            )
    p = calcular(ficha)
    total = p.ventajas_disponible + p.ventajas_equipo_disponible
    if p.ventajas_gastado > total:
        out.append(
            Problem(
                "ventajas",
                tr(
                    "Ventajas y equipo suman {gastado} ptos y solo hay {disponible}{sin_canjear}.",
                    gastado=numero(p.ventajas_gastado),
                    disponible=numero(total),
                    sin_canjear=sin_canjear(ficha, p),
                ),
            )
        )
    elif p.ventajas_equipo_disponible and p.ventajas_generales_gastado > p.ventajas_disponible:
        out.append(
            Problem(
                "ventajas",
                tr(
                    "Arquetipo {arquetipo}: los ptos de ventaja ganados con canjes solo pueden usarse en nave "
                    "espacial, equipo (mundano o especial) o ayudante.",
                    arquetipo=arq.nombre if arq else "",
                ),
            )
        )
    return out
