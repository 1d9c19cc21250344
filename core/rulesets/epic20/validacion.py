"""Live build validation of an epic20 sheet: every problem at once, tied to its field, in Spanish."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from core.i18n import tr
from core.ruleset import Problem
from core.rulesets.epic20 import catalogos as cat
from core.rulesets.epic20.catalogos import NOMBRE_ATRIBUTO as NA
from core.rulesets.epic20.derivados import arquetipo, puntos_heroe_max, puntos_vida_normales, tiene_ventaja
from core.rulesets.epic20.presupuesto import (
    CANJE_EQUIPO,
    CANJES_BASE,
    Presupuesto,
    avisos_presupuesto,
    calcular,
    canjes_disponibles,
    canjes_explicitos,
    costes_poderes,
)

if TYPE_CHECKING:
    from core.rulesets.epic20.ficha import FichaEpic20


def _n(valor: float) -> str:
    """A number the way the rules write it: 1, ½, 1½, 2,5..."""
    entero = int(valor)
    if valor == entero:
        return str(entero)
    if valor * 2 == int(valor * 2):
        return f"{entero}½" if entero else "½"
    return f"{valor:g}".replace(".", ",")


def _lista(nombres: Sequence[str], union: str = "o") -> str:
    textos = [NA.get(n, n) for n in nombres]
    return textos[0] if len(textos) == 1 else ", ".join(textos[:-1]) + f" {tr(union)} " + textos[-1]


def _sin_canjear(ficha: FichaEpic20, p: Presupuesto) -> str:
    """Why the unspent power points did not pay for an overspend (a sheet without explicit ``canjes``)."""
    libres = p.poderes_disponible - p.poderes_en_superpoderes
    if canjes_explicitos(ficha) or libres <= 0:
        return ""
    return tr(
        " (los ptos de superpoder sin gastar, {libres}, no alcanzan para canjear todo lo que falta)", libres=_n(libres)
    )


def validar(ficha: FichaEpic20) -> list[Problem]:
    problemas: list[Problem] = []
    problemas += _atributos(ficha)
    problemas += _arquetipo(ficha)
    problemas += _habilidades(ficha)
    problemas += _poderes(ficha)
    problemas += _canjes(ficha)
    problemas += _ventajas(ficha)
    problemas += _maniobras(ficha)
    problemas += _complicaciones(ficha)
    problemas += _equipo(ficha)
    problemas += _otros(ficha)
    return problemas


def _atributos(ficha: FichaEpic20) -> list[Problem]:
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
                    atributos=_lista(arq.destacable_uno_de),
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


def _arquetipo(ficha: FichaEpic20) -> list[Problem]:
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


def _habilidades(ficha: FichaEpic20) -> list[Problem]:
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
                    gastado=_n(p.habilidades_gastado),
                    disponible=_n(p.habilidades_disponible),
                    sin_canjear=_sin_canjear(ficha, p),
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
                            habilidades=_lista(grupo),
                        ),
                    )
                )
    return out


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


def _poderes(ficha: FichaEpic20) -> list[Problem]:
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
                            puntos=_n(arq.poderes_apariencia),
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
                    gastado=_n(p.poderes_gastado),
                    disponible=_n(p.poderes_disponible),
                ),
            )
        )
    return out


def _apariencia(nombre: str) -> bool:
    entrada = cat.poderes().get(nombre)
    return entrada is not None and entrada.apariencia


def _canjes(ficha: FichaEpic20) -> list[Problem]:
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
                        minimo=_n(minimo),
                        sacrificado=_n(sacrificado),
                    ),
                )
            )
    return out


def _ventajas(ficha: FichaEpic20) -> list[Problem]:
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
                        atributos=_lista(entrada.destacable_uno_de),
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
                    gastado=_n(p.ventajas_gastado),
                    disponible=_n(total),
                    sin_canjear=_sin_canjear(ficha, p),
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


def _maniobras(ficha: FichaEpic20) -> list[Problem]:
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
                        atributos=_lista(entrada.destacable_uno_de),
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
                    disponible=_n(p.maniobras_disponible),
                    sin_canjear=_sin_canjear(ficha, p),
                ),
            )
        )
    return out


def _complicaciones(ficha: FichaEpic20) -> list[Problem]:
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
                    gastado=_n(p.equipo_especial_gastado),
                    maximo=_n(p.equipo_especial_disponible),
                    sin_canjear=_sin_canjear(ficha, p),
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
