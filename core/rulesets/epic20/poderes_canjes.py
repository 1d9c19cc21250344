"""The build rules of SUPERPODERES and their modifiers, and of the CANJES (power points sacrificed): each power
and what it requires or includes, buying it twice (two weapons), each modifier and what it applies to, what the
archetype obliges or forbids, the power points; each canje, its half points, and the archetype's minimum sacrifice."""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.i18n import tr
from core.ruleset import Problem
from core.rulesets.epic20 import catalogos as cat
from core.rulesets.epic20.derivados import arquetipo
from core.rulesets.epic20.presupuesto import (
    CANJE_EQUIPO,
    CANJES_BASE,
    calcular,
    canjes_disponibles,
    canjes_explicitos,
    costes_poderes,
)
from core.rulesets.epic20.redaccion import numero

if TYPE_CHECKING:
    from core.rulesets.epic20.ficha import FichaEpic20


def _arma_duplicable(entrada: cat.Poder) -> bool:
    """A single-target damage superataque (not Superfuerza, an area or a progression power) is what a
    two-weapon fighter buys twice: «comprar dos "ataques especiales cuerpo a cuerpo" o dos "pistolas blaster"»."""
    ataque = entrada.ataque
    return (
        entrada.grupo == "superataque"
        and entrada.nombre != "Superfuerza"
        and ataque is not None
        and not ataque.area
        and ataque.efecto == "dano"
    )


def poderes(ficha: FichaEpic20) -> list[Problem]:
    out: list[Problem] = []
    catalogo = cat.poderes()
    arq = arquetipo(ficha)
    nombres = [p.nombre for p in ficha.poderes]
    vistos: list[str] = []
    for i, poder in enumerate(ficha.poderes):
        campo = f"poderes[{i}]"
        entrada = catalogo.get(poder.nombre)
        if entrada is None:
            if poder.nombre in cat.modificadores():
                texto = tr(
                    "«{poder}» es un modificador de poderes: escríbelo en los «modificadores» del poder al que se "
                    "aplica (la ficha no tiene exactamente un poder al que pueda sumarse).",
                    poder=poder.nombre,
                )
            else:
                texto = tr("El poder «{poder}» no está en la lista de poderes.", poder=poder.nombre)
            out.append(Problem(campo, texto))
            continue
        clave = f"{poder.nombre}|{poder.detalle}"
        veces = vistos.count(clave)
        if veces and not entrada.multiple:
            # PREGUNTAS FRECUENTES, «¿Cómo funciona el combate con dos armas?»: «comprar su poder o equipo por
            # duplicado. Por ejemplo, comprar dos "ataques especiales cuerpo a cuerpo"».
            if not _arma_duplicable(entrada):
                out.append(
                    Problem(
                        campo,
                        tr("«{poder}» ya está en la ficha y no se puede comprar varias veces.", poder=poder.nombre),
                    )
                )
            elif veces >= 2:
                out.append(
                    Problem(
                        campo,
                        tr(
                            "«{poder}» ya está dos veces en la ficha: un superataque solo se compra por duplicado "
                            "para luchar con dos armas, y los superpoderes no se acumulan.",
                            poder=poder.nombre,
                        ),
                    )
                )
        vistos.append(clave)
        if entrada.no_en_creacion:
            out.append(
                Problem(
                    campo,
                    tr("«{poder}» no se puede seleccionar durante la creación del personaje.", poder=poder.nombre),
                )
            )
        for requerido in entrada.requiere:
            if requerido not in nombres:
                out.append(
                    Problem(
                        campo, tr("«{poder}» requiere el poder «{requerido}».", poder=poder.nombre, requerido=requerido)
                    )
                )
        for incluido in entrada.incluye:
            if incluido in nombres:
                out.append(
                    Problem(
                        campo,
                        tr(
                            "«{poder}» ya incluye «{incluido}»: no hace falta comprar los dos.",
                            poder=poder.nombre,
                            incluido=incluido,
                        ),
                    )
                )
        debilita = entrada.ataque is not None and entrada.ataque.efecto == "debilitar_atributo"
        if debilita and poder.detalle not in cat.ATRIBUTOS:
            out.append(
                Problem(
                    f"{campo}.detalle", tr("«{poder}»: indica en «detalle» qué atributo debilita.", poder=poder.nombre)
                )
            )
        for j, nombre_mod in enumerate(poder.modificadores):
            mod = cat.modificadores().get(nombre_mod)
            if mod is None:
                out.append(
                    Problem(
                        f"{campo}.modificadores[{j}]",
                        tr("El modificador «{modificador}» no existe.", modificador=nombre_mod),
                    )
                )
            elif mod.aplica_a == "ataque" and entrada.ataque is None:
                out.append(
                    Problem(
                        f"{campo}.modificadores[{j}]",
                        tr("«{modificador}» solo se puede sumar a un ataque.", modificador=nombre_mod),
                    )
                )
            elif mod.aplica_a == "ataque" and entrada.ataque is not None and entrada.ataque.naturaleza == "emocional":
                # «Este poder puede sumarse a un ataque físico, mental o energético»
                texto = tr(
                    "«{modificador}» se suma a un ataque físico, mental o energético, no a uno emocional.",
                    modificador=nombre_mod,
                )
                out.append(Problem(f"{campo}.modificadores[{j}]", texto))
            elif mod.aplica_a == "superdefensa_fisica" and entrada.defensa != "fisico":
                out.append(
                    Problem(
                        f"{campo}.modificadores[{j}]",
                        tr("«{modificador}» solo se aplica a una superdefensa de tipo físico.", modificador=nombre_mod),
                    )
                )
        if arq is not None and arq.prohibe_poderes_distancia and entrada.es_distancia and not poder.arrojar:
            out.append(
                Problem(
                    campo,
                    tr(
                        "Arquetipo {arquetipo}: no puede elegir poderes a distancia, salvo para arrojar objetos.",
                        arquetipo=arq.nombre,
                    ),
                )
            )
    if arq is not None:
        pre = arq.nombre
        if arq.poderes_requeridos_uno_de and not any(n in nombres for n in arq.poderes_requeridos_uno_de):
            opciones = f" {tr('o')} ".join(f"«{n}»" for n in arq.poderes_requeridos_uno_de)
            out.append(
                Problem(
                    "poderes",
                    tr(
                        "Arquetipo {arquetipo}: está obligado a tener el superpoder {opciones}.",
                        arquetipo=pre,
                        opciones=opciones,
                    ),
                )
            )
        if arq.poderes_apariencia:
            costes = costes_poderes(ficha)
            aparencia = sum(c for p, c in zip(ficha.poderes, costes, strict=True) if _apariencia(p.nombre))
            if aparencia < arq.poderes_apariencia:
                out.append(
                    Problem(
                        "poderes",
                        tr(
                            "Arquetipo {arquetipo}: el {puntos} pto extra debe aplicarse a un superpoder que cambie el "
                            "aspecto físico (controlar el propio cuerpo, cambiar de apariencia, convertirse en animal...).",
                            arquetipo=pre,
                            puntos=numero(arq.poderes_apariencia),
                        ),
                    )
                )
        if (
            arq.nombre == "Monstruo"
            and "superproteccion" in ficha.opciones_arquetipo
            and "Superprotección" not in nombres
        ):
            out.append(
                Problem(
                    "poderes",
                    tr(
                        "Arquetipo {arquetipo}: con la opción de piel como armadura debe tener «Superprotección» (coste ½).",
                        arquetipo=pre,
                    ),
                )
            )
    p = calcular(ficha)
    if p.poderes_gastado > p.poderes_disponible:
        out.append(
            Problem(
                "poderes",
                tr(
                    "Los poderes y canjes suman {gastado} ptos y solo hay {disponible}.",
                    gastado=numero(p.poderes_gastado),
                    disponible=numero(p.poderes_disponible),
                ),
            )
        )
    return out


def _apariencia(nombre: str) -> bool:
    entrada = cat.poderes().get(nombre)
    return entrada is not None and entrada.apariencia


def canjes(ficha: FichaEpic20) -> list[Problem]:
    out: list[Problem] = []
    opciones = canjes_disponibles(ficha)
    arq = arquetipo(ficha)
    for clave, puntos in ficha.canjes.items():
        campo = f"canjes.{clave}"
        if clave != CANJE_EQUIPO and clave not in opciones:
            if arq is not None and arq.canjes_sustituyen and clave in CANJES_BASE:
                texto = f" {tr('o')} ".join(c.etiqueta for c in arq.canjes.values())
                mensaje = tr(
                    "Arquetipo {arquetipo}: cada ½ pto de superpoder sacrificado le da {texto}; no tiene los canjes "
                    "normales (opción de arquetipo «canjes_normales»).",
                    arquetipo=arq.nombre,
                    texto=texto,
                )
                out.append(Problem(campo, mensaje))
                continue
            out.append(
                Problem(
                    campo,
                    tr(
                        "No existe el canje «{clave}» (posibles: {posibles}).",
                        clave=clave,
                        posibles=", ".join([*opciones, CANJE_EQUIPO]),
                    ),
                )
            )
        if puntos < 0 or puntos * 2 != int(puntos * 2):
            out.append(Problem(campo, tr("Los canjes se hacen en medios puntos de superpoder.")))
        if clave == CANJE_EQUIPO and puntos != int(puntos):
            out.append(
                Problem(
                    campo,
                    tr("El equipo especial se canjea por puntos completos de superpoder (1 pto → 1 pto de equipo)."),
                )
            )
    if arq is not None and arq.sacrificio_minimo:
        p = calcular(ficha)
        minimo = p.poderes_disponible * arq.sacrificio_minimo
        # Without explicit ``canjes`` every power point not spent on powers counts as sacrificed.
        sacrificado = p.sacrificado if canjes_explicitos(ficha) else p.poderes_disponible - p.poderes_en_superpoderes
        if sacrificado < minimo:
            out.append(
                Problem(
                    "canjes",
                    tr(
                        "Arquetipo {arquetipo}: debe sacrificar al menos la mitad de sus puntos en superpoderes "
                        "({minimo}); ha sacrificado {sacrificado}.",
                        arquetipo=arq.nombre,
                        minimo=numero(minimo),
                        sacrificado=numero(sacrificado),
                    ),
                )
            )
    return out
