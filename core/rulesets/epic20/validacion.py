"""Live build validation of an epic20 sheet: every problem at once, tied to its field, in Spanish."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

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
    return textos[0] if len(textos) == 1 else ", ".join(textos[:-1]) + f" {union} " + textos[-1]


def _sin_canjear(ficha: FichaEpic20, p: Presupuesto) -> str:
    """Why the unspent power points did not pay for an overspend (a sheet without explicit ``canjes``)."""
    libres = p.poderes_disponible - p.poderes_en_superpoderes
    if canjes_explicitos(ficha) or libres <= 0:
        return ""
    return f" (los ptos de superpoder sin gastar, {_n(libres)}, no alcanzan para canjear todo lo que falta)"


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
                Problem(f"atributos.{atributo}", f"{NA[atributo]} vale {valor}: un atributo solo puede valer 0, ½ o 1.")
            )
    destacables = [a for a, v in valores.items() if v == 1]
    ceros = [a for a, v in valores.items() if v == 0]
    pedidos = arq.destacables if arq else 2
    quien = f"Arquetipo {arq.nombre}: " if arq and arq.destacables != 2 else ""
    if len(destacables) != pedidos:
        texto = "atributo destacable" if pedidos == 1 else "atributos destacables"
        inicio = "hay" if quien else "Hay"
        out.append(
            Problem(
                "atributos",
                f"{quien}{inicio} que elegir exactamente {pedidos} {texto} (valor 1); hay {len(destacables)}.",
            )
        )
    if len(ceros) != 1:
        out.append(
            Problem("atributos", f"Hay que elegir exactamente 1 atributo no desarrollado (valor 0); hay {len(ceros)}.")
        )
    if arq is None:
        return out
    pre = f"Arquetipo {arq.nombre}: "
    if arq.destacables == 1 and arq.destacable_obligatorio:
        unico = arq.destacable_obligatorio[0]
        for atributo in destacables:
            if atributo != unico:
                out.append(Problem(f"atributos.{atributo}", f"{pre}solo la {NA[unico]} puede ser atributo destacable."))
    for atributo in arq.destacable_obligatorio:
        if valores[atributo] != 1:
            out.append(Problem(f"atributos.{atributo}", f"{pre}la {NA[atributo]} debe ser atributo destacable."))
    if arq.destacable_uno_de and not any(valores[a] == 1 for a in arq.destacable_uno_de):
        out.append(
            Problem("atributos", f"{pre}requiere que la {_lista(arq.destacable_uno_de)} sea atributo destacable.")
        )
    for atributo in arq.destacable_prohibido:
        if valores[atributo] == 1:
            out.append(Problem(f"atributos.{atributo}", f"{pre}la {NA[atributo]} no puede ser atributo destacable."))
    for atributo in arq.no_desarrollado_prohibido:
        if valores[atributo] == 0:
            out.append(
                Problem(f"atributos.{atributo}", f"{pre}la {NA[atributo]} no puede ser atributo no desarrollado.")
            )
    for atributo in arq.no_desarrollado_obligatorio:
        if valores[atributo] != 0:
            out.append(Problem(f"atributos.{atributo}", f"{pre}la {NA[atributo]} debe ser atributo no desarrollado."))
    return out


def _arquetipo(ficha: FichaEpic20) -> list[Problem]:
    if ficha.arquetipo is None:
        if ficha.opciones_arquetipo:
            return [Problem("opciones_arquetipo", "Hay opciones de arquetipo pero el personaje no tiene arquetipo.")]
        return []
    arq = arquetipo(ficha)
    if arq is None:
        return [Problem("arquetipo", f"El arquetipo «{ficha.arquetipo}» no existe en la lista de arquetipos.")]
    out: list[Problem] = []
    for i, opcion in enumerate(ficha.opciones_arquetipo):
        if opcion not in arq.opciones:
            out.append(Problem(f"opciones_arquetipo[{i}]", f"Arquetipo {arq.nombre}: no tiene la opción «{opcion}»."))
    return out


def _habilidades(ficha: FichaEpic20) -> list[Problem]:
    out: list[Problem] = []
    for nombre, valor in ficha.habilidades.items():
        campo = f"habilidades.{nombre}"
        if cat.buscar_habilidad(nombre) is None:
            if nombre in cat.habilidades():
                out.append(
                    Problem(campo, f"La habilidad «{nombre}» necesita su materia (por ejemplo «{nombre} Historia»).")
                )
            else:
                out.append(Problem(campo, f"La habilidad «{nombre}» no está en la lista de habilidades."))
        if valor < 0 or valor > 2 or valor * 2 != int(valor * 2):
            out.append(Problem(campo, f"«{nombre}» vale {valor}: una habilidad vale 0, ½, 1, 1½ o 2."))
    p = calcular(ficha)
    if p.habilidades_gastado > p.habilidades_disponible:
        out.append(
            Problem(
                "habilidades",
                f"Se han repartido {_n(p.habilidades_gastado)} ptos de habilidad y solo hay {_n(p.habilidades_disponible)}"
                f"{_sin_canjear(ficha, p)}.",
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
                "Hay que elegir dos habilidades con valor 1 y cuatro habilidades con valor ½ "
                "(los ptos ganados después se suman a esas u otras).",
            )
        )
    if arq is not None:
        for grupo in arq.habilidades_gratis:
            if not any(v >= 1 for h, v in ficha.habilidades.items() if h in grupo):
                out.append(
                    Problem(
                        "habilidades", f"Arquetipo {arq.nombre}: gana 1 pto en «{_lista(grupo)}»; ponlo en la ficha."
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
                texto = (
                    f"«{poder.nombre}» es un modificador de poderes: escríbelo en los «modificadores» del poder "
                    "al que se aplica (la ficha no tiene exactamente un poder al que pueda sumarse)."
                )
            else:
                texto = f"El poder «{poder.nombre}» no está en la lista de poderes."
            out.append(Problem(campo, texto))
            continue
        clave = f"{poder.nombre}|{poder.detalle}"
        veces = vistos.count(clave)
        if veces and not entrada.multiple:
            # PREGUNTAS FRECUENTES, «¿Cómo funciona el combate con dos armas?»: «comprar su poder o equipo por
            # duplicado. Por ejemplo, comprar dos "ataques especiales cuerpo a cuerpo"».
            if not _arma_duplicable(entrada):
                out.append(Problem(campo, f"«{poder.nombre}» ya está en la ficha y no se puede comprar varias veces."))
            elif veces >= 2:
                out.append(
                    Problem(
                        campo,
                        f"«{poder.nombre}» ya está dos veces en la ficha: un superataque solo se compra por duplicado "
                        "para luchar con dos armas, y los superpoderes no se acumulan.",
                    )
                )
        vistos.append(clave)
        if entrada.no_en_creacion:
            out.append(Problem(campo, f"«{poder.nombre}» no se puede seleccionar durante la creación del personaje."))
        for requerido in entrada.requiere:
            if requerido not in nombres:
                out.append(Problem(campo, f"«{poder.nombre}» requiere el poder «{requerido}»."))
        for incluido in entrada.incluye:
            if incluido in nombres:
                out.append(Problem(campo, f"«{poder.nombre}» ya incluye «{incluido}»: no hace falta comprar los dos."))
        debilita = entrada.ataque is not None and entrada.ataque.efecto == "debilitar_atributo"
        if debilita and poder.detalle not in cat.ATRIBUTOS:
            out.append(Problem(f"{campo}.detalle", f"«{poder.nombre}»: indica en «detalle» qué atributo debilita."))
        for j, nombre_mod in enumerate(poder.modificadores):
            mod = cat.modificadores().get(nombre_mod)
            if mod is None:
                out.append(Problem(f"{campo}.modificadores[{j}]", f"El modificador «{nombre_mod}» no existe."))
            elif mod.aplica_a == "ataque" and entrada.ataque is None:
                out.append(Problem(f"{campo}.modificadores[{j}]", f"«{nombre_mod}» solo se puede sumar a un ataque."))
            elif mod.aplica_a == "ataque" and entrada.ataque is not None and entrada.ataque.naturaleza == "emocional":
                # «Este poder puede sumarse a un ataque físico, mental o energético»
                texto = f"«{nombre_mod}» se suma a un ataque físico, mental o energético, no a uno emocional."
                out.append(Problem(f"{campo}.modificadores[{j}]", texto))
            elif mod.aplica_a == "superdefensa_fisica" and entrada.defensa != "fisico":
                out.append(
                    Problem(
                        f"{campo}.modificadores[{j}]",
                        f"«{nombre_mod}» solo se aplica a una superdefensa de tipo físico.",
                    )
                )
        if arq is not None and arq.prohibe_poderes_distancia and entrada.es_distancia and not poder.arrojar:
            out.append(
                Problem(
                    campo, f"Arquetipo {arq.nombre}: no puede elegir poderes a distancia, salvo para arrojar objetos."
                )
            )
    if arq is not None:
        pre = f"Arquetipo {arq.nombre}: "
        if arq.poderes_requeridos_uno_de and not any(n in nombres for n in arq.poderes_requeridos_uno_de):
            opciones = " o ".join(f"«{n}»" for n in arq.poderes_requeridos_uno_de)
            out.append(Problem("poderes", f"{pre}está obligado a tener el superpoder {opciones}."))
        if arq.poderes_apariencia:
            costes = costes_poderes(ficha)
            aparencia = sum(c for p, c in zip(ficha.poderes, costes, strict=True) if _apariencia(p.nombre))
            if aparencia < arq.poderes_apariencia:
                out.append(
                    Problem(
                        "poderes",
                        f"{pre}el {_n(arq.poderes_apariencia)} pto extra debe aplicarse a un superpoder que cambie "
                        "el aspecto físico (controlar el propio cuerpo, cambiar de apariencia, convertirse en animal...).",
                    )
                )
        if (
            arq.nombre == "Monstruo"
            and "superproteccion" in ficha.opciones_arquetipo
            and "Superprotección" not in nombres
        ):
            out.append(
                Problem("poderes", f"{pre}con la opción de piel como armadura debe tener «Superprotección» (coste ½).")
            )
    p = calcular(ficha)
    if p.poderes_gastado > p.poderes_disponible:
        out.append(
            Problem(
                "poderes",
                f"Los poderes y canjes suman {_n(p.poderes_gastado)} ptos y solo hay {_n(p.poderes_disponible)}.",
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
                texto = " o ".join(c.etiqueta for c in arq.canjes.values())
                out.append(Problem(campo, f"Arquetipo {arq.nombre}: cada ½ pto de superpoder sacrificado le da {texto}; "
                                          "no tiene los canjes normales (opción de arquetipo «canjes_normales»)."))  # fmt: skip
                continue
            out.append(
                Problem(campo, f"No existe el canje «{clave}» (posibles: {', '.join([*opciones, CANJE_EQUIPO])}).")
            )
        if puntos < 0 or puntos * 2 != int(puntos * 2):
            out.append(Problem(campo, "Los canjes se hacen en medios puntos de superpoder."))
        if clave == CANJE_EQUIPO and puntos != int(puntos):
            out.append(
                Problem(
                    campo, "El equipo especial se canjea por puntos completos de superpoder (1 pto → 1 pto de equipo)."
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
                    f"Arquetipo {arq.nombre}: debe sacrificar al menos la mitad de sus puntos en superpoderes "
                    f"({_n(minimo)}); ha sacrificado {_n(sacrificado)}.",
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
            out.append(Problem(campo, f"La ventaja «{nombre}» no está en la lista de ventajas."))
            continue
        if nombre in vistas and not entrada.multiple:
            out.append(Problem(campo, f"La ventaja «{nombre}» está repetida."))
        vistas.add(nombre)
        if entrada.destacable_uno_de and not any(ficha.atributos.valor(a) == 1 for a in entrada.destacable_uno_de):
            out.append(
                Problem(
                    campo,
                    f"«{entrada.nombre}» requiere que la {_lista(entrada.destacable_uno_de)} sea un atributo destacable.",
                )
            )
        if arq is not None and arq.equipo_especial_prohibido and entrada.equipo == "especial":
            out.append(Problem(campo, f"Arquetipo {arq.nombre}: no puede adquirir la ventaja «Equipo especial»."))
    p = calcular(ficha)
    total = p.ventajas_disponible + p.ventajas_equipo_disponible
    if p.ventajas_gastado > total:
        out.append(
            Problem(
                "ventajas",
                f"Ventajas y equipo suman {_n(p.ventajas_gastado)} ptos y solo hay {_n(total)}{_sin_canjear(ficha, p)}.",
            )
        )
    elif p.ventajas_equipo_disponible and p.ventajas_generales_gastado > p.ventajas_disponible:
        out.append(
            Problem(
                "ventajas",
                f"Arquetipo {arq.nombre if arq else ''}: los ptos de ventaja ganados con canjes solo pueden usarse en "
                "nave espacial, equipo (mundano o especial) o ayudante.",
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
            out.append(Problem(campo, f"La maniobra «{nombre}» no está en la lista de maniobras de combate."))
            continue
        if ficha.maniobras.index(nombre) != i:
            out.append(Problem(campo, f"La maniobra «{nombre}» está repetida."))
        for requerida in entrada.requiere:
            if requerida not in disponibles:
                out.append(Problem(campo, f"«{nombre}» requiere la anterior: «{requerida}»."))
        if entrada.destacable_uno_de and not any(ficha.atributos.valor(a) == 1 for a in entrada.destacable_uno_de):
            out.append(
                Problem(
                    campo, f"«{nombre}» requiere que la {_lista(entrada.destacable_uno_de)} sea atributo destacable."
                )
            )
    p = calcular(ficha)
    if p.maniobras_gastado > p.maniobras_disponible:
        out.append(
            Problem(
                "maniobras",
                f"Hay {p.maniobras_gastado} maniobras de combate y solo se pueden elegir {_n(p.maniobras_disponible)}"
                f"{_sin_canjear(ficha, p)}.",
            )
        )
    return out


def _complicaciones(ficha: FichaEpic20) -> list[Problem]:
    out: list[Problem] = []
    arq = arquetipo(ficha)
    for i, nombre in enumerate(ficha.complicaciones):
        if cat.buscar_complicacion(nombre) is None:
            out.append(
                Problem(f"complicaciones[{i}]", f"La complicación «{nombre}» no está en la lista de complicaciones.")
            )
        elif ficha.complicaciones.index(nombre) != i:
            out.append(Problem(f"complicaciones[{i}]", f"La complicación «{nombre}» está repetida."))
        else:
            for otra in ficha.complicaciones:
                incluida = cat.buscar_complicacion(otra)
                if incluida is not None and nombre in incluida.incluye:
                    out.append(Problem(f"complicaciones[{i}]", f"«{otra}» ya incluye la complicación «{nombre}»."))
    p = calcular(ficha)
    if p.complicaciones_gastado != p.complicaciones_disponible:
        pre = f"Arquetipo {arq.nombre}: " if arq and p.complicaciones_disponible != 1 else ""
        out.append(
            Problem(
                "complicaciones",
                f"{pre}hay que elegir {p.complicaciones_disponible} complicaciones; hay {p.complicaciones_gastado}."
                if p.complicaciones_disponible != 1
                else f"Hay que elegir exactamente 1 complicación; hay {p.complicaciones_gastado}.",
            )
        )
    if arq is not None:
        for forzada in arq.complicaciones_forzadas:
            if forzada not in ficha.complicaciones:
                out.append(Problem("complicaciones", f"Arquetipo {arq.nombre}: añade la complicación «{forzada}»."))
    return out


def _equipo(ficha: FichaEpic20) -> list[Problem]:
    out: list[Problem] = []
    arq = arquetipo(ficha)
    for i, objeto in enumerate(ficha.equipo):
        if arq is not None and arq.equipo_especial_prohibido and objeto.tipo == "especial":
            out.append(Problem(f"equipo[{i}]", f"Arquetipo {arq.nombre}: no puede adquirir equipo especial."))
        if objeto.para_nave and not tiene_ventaja(ficha, "Nave espacial"):
            out.append(Problem(f"equipo[{i}]", f"«{objeto.nombre}» es equipo para la nave espacial, y el personaje no "
                                               "tiene la ventaja «Nave espacial»."))  # fmt: skip
    p = calcular(ficha)
    if p.equipo_especial_gastado > p.equipo_especial_disponible:
        out.append(
            Problem(
                "equipo",
                f"El equipo especial suma {_n(p.equipo_especial_gastado)} ptos y el máximo es "
                f"{_n(p.equipo_especial_disponible)} (1 pto por cada 4 niveles){_sin_canjear(ficha, p)}.",
            )
        )
    return out


def _otros(ficha: FichaEpic20) -> list[Problem]:
    out: list[Problem] = avisos_presupuesto(ficha)
    maximo = puntos_heroe_max(ficha)
    if ficha.puntos_heroe > maximo:
        out.append(
            Problem("puntos_heroe", f"El máximo de puntos de Héroe es ½ nivel ({maximo}); hay {ficha.puntos_heroe}.")
        )
    if ficha.puntos_vida_esbirro is not None:
        if not ficha.esbirro:
            out.append(Problem("puntos_vida_esbirro", "Solo los esbirros pueden tener menos puntos de vida."))
        elif not 1 <= ficha.puntos_vida_esbirro <= puntos_vida_normales(ficha):
            out.append(
                Problem(
                    "puntos_vida_esbirro",
                    f"Los puntos de vida de un esbirro van de 1 a {puntos_vida_normales(ficha)} (½ nivel).",
                )
            )
    return out
