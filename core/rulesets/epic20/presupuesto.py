"""Build pools of an epic20 sheet: what each choice costs and what each pool has available."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from core.export_ficha import fraction
from core.i18n import tr
from core.ruleset import Problem
from core.rulesets.epic20 import catalogos as cat
from core.rulesets.epic20.derivados import arquetipo, limite_equipo_especial, tiene_ventaja

if TYPE_CHECKING:
    from core.rulesets.epic20.ficha import FichaEpic20, ObjetoEquipo, PoderFicha

PODERES_BASE = 3.0
HABILIDADES_BASE = 4.0  # two skills at 1 and four at ½
VENTAJAS_BASE = 2.0
MANIOBRAS_BASE = 2
COMPLICACIONES_BASE = 1

CANJES_BASE: dict[str, cat.Canje] = {
    "habilidades": cat.Canje(etiqueta="1 pto de habilidad", por_medio_punto={"habilidades": 1}),
    "ventajas": cat.Canje(etiqueta="1 ventaja", por_medio_punto={"ventajas": 1}),
    "maniobras": cat.Canje(etiqueta="2 maniobras de combate", por_medio_punto={"maniobras": 2}),
}
CANJE_EQUIPO = "equipo_especial"
"""1 whole power point → 1 special equipment point beyond the limit."""


def canjes_disponibles(ficha: FichaEpic20) -> dict[str, cat.Canje]:
    """The trades this sheet may use: the defaults, replaced or extended by its archetype.

    ARQUETIPOS (Espía, Político, Vigilante, Armero, Soldado): «Cada ½ punto … sacrificado le da …» says what
    every sacrificed half point gives, so their trade replaces the normal ones; the sheet option
    ``canjes_normales`` (house rule) keeps the normal trades beside the archetype's."""
    arq = arquetipo(ficha)
    result = dict(CANJES_BASE)
    if arq is not None:
        if arq.canjes_sustituyen and "canjes_normales" not in ficha.opciones_arquetipo:
            result = {}
        result.update(arq.canjes)
    return result


def _concedidos_libres(ficha: FichaEpic20) -> dict[str, int]:
    arq = arquetipo(ficha)
    libres: dict[str, int] = {}
    if arq is not None:
        for concedido in arq.poderes_gratis:
            if arq.nombre == "Monstruo" and "superproteccion" in ficha.opciones_arquetipo:
                continue
            libres[concedido.nombre] = libres.get(concedido.nombre, 0) + 1
    return libres


def coste_poder(ficha: FichaEpic20, poder: PoderFicha, *, monstruo_piel: bool = False) -> float:
    """Cost of one power with its modifiers and the archetype's doublings (Uso limitado: ÷3 up, min 1)."""
    entrada = cat.poderes().get(poder.nombre)
    if entrada is None:
        return 0.0
    coste = 0.5 if monstruo_piel else entrada.coste
    mods = cat.modificadores()
    for nombre in poder.modificadores:
        mod = mods.get(nombre)
        if mod is None or mod.divisor:
            continue
        area = entrada.ataque is not None and entrada.ataque.area
        coste += mod.coste_extra_area if (area and mod.coste_extra_area) else mod.coste_extra
    arq = arquetipo(ficha)
    if arq is not None and (
        "poderes" in arq.coste_doble or ("superdefensa" in arq.coste_doble and entrada.grupo == "superdefensa")
    ):
        coste *= 2
    if "Uso limitado" in poder.modificadores:
        coste = max(1.0, float(math.ceil(coste / 3)))
    return coste


def costes_poderes(ficha: FichaEpic20) -> list[float]:
    """The cost of each power on the sheet, in order (granted ones free)."""
    libres = _concedidos_libres(ficha)
    arq = arquetipo(ficha)
    piel = arq is not None and arq.nombre == "Monstruo" and "superproteccion" in ficha.opciones_arquetipo
    result = []
    for poder in ficha.poderes:
        if libres.get(poder.nombre, 0) > 0:
            libres[poder.nombre] -= 1
            result.append(0.0)
            continue
        usa_piel = piel and poder.nombre == "Superprotección"
        piel = piel and not usa_piel
        result.append(coste_poder(ficha, poder, monstruo_piel=usa_piel))
    return result


def coste_equipo(ficha: FichaEpic20, objeto: ObjetoEquipo) -> float:
    """Special equipment costs its points; mundane half; defensive equipment double for Artista Marcial."""
    coste = objeto.puntos if objeto.tipo == "especial" else objeto.puntos / 2
    arq = arquetipo(ficha)
    if arq is not None and "equipo_defensivo" in arq.coste_doble and objeto.categoria in ("armadura", "escudo"):
        coste *= 2
    return coste


def coste_ventaja(nombre: str) -> float:
    entrada = cat.buscar_ventaja(nombre)
    return entrada.coste if entrada is not None else 0.0


@dataclass
class Presupuesto:
    """Every pool, spent and available, plus what the trades give."""

    poderes_gastado: float = 0
    poderes_disponible: float = PODERES_BASE
    sacrificado: float = 0
    habilidades_gastado: float = 0
    habilidades_disponible: float = HABILIDADES_BASE
    ventajas_gastado: float = 0
    ventajas_disponible: float = VENTAJAS_BASE
    ventajas_equipo_disponible: float = 0
    ventajas_generales_gastado: float = 0
    maniobras_gastado: int = 0
    maniobras_disponible: float = MANIOBRAS_BASE
    equipo_especial_gastado: float = 0
    equipo_especial_disponible: float = 0
    complicaciones_gastado: int = 0
    complicaciones_disponible: int = COMPLICACIONES_BASE
    atributos_destacables: int = 0
    destacables_disponibles: int = 2
    detalles: list[str] = field(default_factory=list)
    poderes_en_superpoderes: float = 0
    canjes_inferidos: dict[str, float] = field(default_factory=dict)
    """The trades deduced for a sheet that lists none (see ``inferir_canjes``)."""


def canjes_explicitos(ficha: FichaEpic20) -> bool:
    """True when the sheet itself says its trades (a ``canjes`` key, even empty); otherwise they are deduced."""
    return bool(ficha.canjes) or "canjes" in ficha.model_fields_set


def calcular(ficha: FichaEpic20) -> Presupuesto:
    """The pools with the sheet's ``canjes``; without that key, the fewest trades that cover the overspends."""
    if canjes_explicitos(ficha):
        return _calcular(ficha, ficha.canjes)
    base = _calcular(ficha, {})
    inferidos = inferir_canjes(ficha, base)
    if not inferidos:
        return base
    p = _calcular(ficha, inferidos)
    p.canjes_inferidos = inferidos
    return p


def _calcular(ficha: FichaEpic20, canjes: dict[str, float]) -> Presupuesto:
    arq = arquetipo(ficha)
    p = Presupuesto()
    if arq is not None:
        p.poderes_disponible += arq.poderes
        p.habilidades_disponible += arq.habilidades
        p.ventajas_disponible += arq.ventajas
        p.maniobras_disponible += arq.maniobras
        p.complicaciones_disponible += arq.complicaciones + len(arq.complicaciones_forzadas)
        p.destacables_disponibles = arq.destacables
        if arq.nombre == "Monstruo" and "version_2" in ficha.opciones_arquetipo:
            p.ventajas_disponible += 1
            p.habilidades_disponible -= 0.5
    opciones = canjes_disponibles(ficha)
    for clave, puntos in canjes.items():
        p.sacrificado += puntos
        canje = opciones.get(clave)
        if canje is None:
            continue
        medios = puntos * 2
        p.habilidades_disponible += medios * canje.por_medio_punto.get("habilidades", 0)
        p.ventajas_disponible += medios * canje.por_medio_punto.get("ventajas", 0)
        p.ventajas_equipo_disponible += medios * canje.por_medio_punto.get("ventajas_equipo", 0)
        p.maniobras_disponible += medios * canje.por_medio_punto.get("maniobras", 0)
    p.poderes_en_superpoderes = sum(costes_poderes(ficha))
    p.poderes_gastado = p.poderes_en_superpoderes + p.sacrificado
    p.habilidades_gastado = sum(ficha.habilidades.values())
    gratis = set(arq.ventajas_gratis) if arq else set()
    generales = 0.0
    de_equipo = 0.0
    for nombre in ficha.ventajas:
        entrada = cat.buscar_ventaja(nombre)
        if entrada is None or entrada.nombre in gratis:
            continue
        if entrada.de_equipo:
            de_equipo += entrada.coste
        else:
            generales += entrada.coste
    especial, mundano, p.equipo_especial_gastado = _equipo_gastado(ficha)
    canje_equipo = canjes.get(CANJE_EQUIPO, 0)
    de_equipo += max(0.0, especial - canje_equipo) + mundano
    p.ventajas_gastado = generales + de_equipo
    p.ventajas_generales_gastado = generales
    maniobras_gratis = set(arq.maniobras_gratis) if arq else set()
    for poder in ficha.poderes:
        del_poder = cat.poderes().get(poder.nombre)
        if del_poder is not None:
            maniobras_gratis.update(del_poder.maniobras_gratis)
    p.maniobras_gastado = len([m for m in ficha.maniobras if m not in maniobras_gratis])
    p.equipo_especial_disponible = limite_equipo_especial(ficha) - ficha.canjes.get(CANJE_EQUIPO, 0) + canje_equipo
    p.complicaciones_gastado = len(ficha.complicaciones)
    p.atributos_destacables = sum(1 for a in cat.ATRIBUTOS if ficha.atributos.valor(a) == 1)
    return p


def _equipo_gastado(ficha: FichaEpic20) -> tuple[float, float, float]:
    """Advantage points of special and mundane equipment: the ``equipo`` items (special 1 pto each or its
    ``puntos``, mundane half, doubled for Artista Marcial's defensive ones) or, when the sheet only names the
    advantage, 1 pto per «Equipo especial» and ½ per «Equipo mundano» in ``ventajas``, whichever is more;
    and the special equipment points that count against the level limit."""
    nombrados = {"especial": 0, "mundano": 0}
    for nombre in ficha.ventajas:
        entrada = cat.buscar_ventaja(nombre)
        if entrada is not None and entrada.equipo is not None:
            nombrados[entrada.equipo] += 1
    especial = sum(coste_equipo(ficha, o) for o in ficha.equipo if o.tipo == "especial")
    mundano = sum(coste_equipo(ficha, o) for o in ficha.equipo if o.tipo == "mundano")
    puntos = sum(o.puntos for o in ficha.equipo if o.tipo == "especial" and not o.para_nave)
    return (
        max(especial, float(nombrados["especial"])),
        max(mundano, nombrados["mundano"] / 2),
        max(puntos, float(nombrados["especial"])),
    )


def inferir_canjes(ficha: FichaEpic20, base: Presupuesto) -> dict[str, float]:
    """The fewest power points, among those not spent on powers, whose trades cover what the other pools
    overspend (a hand-written sheet only lists what it bought). Empty when nothing is overspent or the
    unspent points cannot cover it (then the pools report their own overspend)."""
    libres = int((base.poderes_disponible - base.poderes_en_superpoderes) * 2 + 1e-9)
    exceso_equipo = base.equipo_especial_gastado - base.equipo_especial_disponible
    equipo = math.ceil(exceso_equipo - 1e-9) if exceso_equipo > 0 else 0
    falta_h = base.habilidades_gastado - base.habilidades_disponible
    falta_m = base.maniobras_gastado - base.maniobras_disponible
    generales = base.ventajas_generales_gastado
    total = base.ventajas_gastado - min(float(equipo), base.equipo_especial_gastado)
    if (
        max(falta_h, falta_m, generales - base.ventajas_disponible, total - base.ventajas_disponible) <= 0
        and not equipo
    ):
        return {}
    medios = libres - 2 * equipo
    if medios < 0:
        return {}
    opciones = list(canjes_disponibles(ficha).items())

    def cubre(cuentas: tuple[int, ...]) -> bool:
        gana = {"habilidades": 0.0, "ventajas": 0.0, "ventajas_equipo": 0.0, "maniobras": 0.0}
        for (_, canje), n in zip(opciones, cuentas, strict=True):
            for clave, valor in canje.por_medio_punto.items():
                gana[clave] += n * valor
        return (
            gana["habilidades"] >= falta_h
            and gana["maniobras"] >= falta_m
            and base.ventajas_disponible + gana["ventajas"] >= generales
            and base.ventajas_disponible + gana["ventajas"] + gana["ventajas_equipo"] >= total
        )

    for usados in range(medios + 1):
        for cuentas in _repartos(usados, len(opciones)):
            if cubre(cuentas):
                result = {clave: n / 2 for (clave, _), n in zip(opciones, cuentas, strict=True) if n}
                if equipo:
                    result[CANJE_EQUIPO] = float(equipo)
                return result
    return {}


def _repartos(total: int, partes: int) -> list[tuple[int, ...]]:
    """Every way to split ``total`` half points among ``partes`` trades, the first trades filled first."""
    if partes == 1:
        return [(total,)]
    result: list[tuple[int, ...]] = []
    for n in range(total, -1, -1):
        result += [(n, *resto) for resto in _repartos(total - n, partes - 1)]
    return result


# -- advice on the budget (never makes a sheet illegal) ------------------------------------------


def avisos_presupuesto(ficha: FichaEpic20) -> list[Problem]:
    """Points that buy nothing: superpower points left unspent, and Vida extra past the level cap."""
    return _sin_gastar(ficha) + _vida_desperdiciada(ficha)


def _sin_gastar(ficha: FichaEpic20) -> list[Problem]:
    """Advice, not an error: superpower points neither bought nor traded are simply lost."""
    p = calcular(ficha)
    arq = arquetipo(ficha)
    if arq is not None and arq.sacrificio_minimo and not canjes_explicitos(ficha):
        return []  # for these archetypes every unspent point already counts as sacrificed
    libres = p.poderes_disponible - p.poderes_gastado
    if libres < 0.25:
        return []
    if libres <= 1:
        texto = tr(
            "Queda {puntos} punto de superpoderes sin gastar: se pueden comprar más poderes o canjearlos.",
            puntos=fraction(libres),
        )
    else:
        texto = tr(
            "Quedan {puntos} puntos de superpoderes sin gastar: se pueden comprar más poderes o canjearlos.",
            puntos=fraction(libres),
        )
    return [Problem("poderes", texto, "aviso")]


def _vida_desperdiciada(ficha: FichaEpic20) -> list[Problem]:
    """«Los personajes jugadores están limitados a un máximo de tantos puntos de vida como su nivel»
    (Vida extra): the purchases beyond that cap give nothing."""
    if ficha.esbirro:
        return []
    compras = [i for i, poder in enumerate(ficha.poderes) if _vida_extra(poder.nombre) > 0]
    if not compras:
        return []
    tope = max(1, ficha.nivel)
    sin_tope = max(1, min(4, ficha.nivel // 2)) + sum(_vida_extra(ficha.poderes[i].nombre) for i in compras)
    sin_tope += 1 if tiene_ventaja(ficha, "Grande") else 0
    sobran = min(len(compras), sin_tope - tope)
    texto = tr(
        "«Vida extra» no da nada aquí: un personaje jugador tiene como máximo tantos puntos de vida como su "
        "nivel ({tope}); su coste se pierde.",
        tope=tope,
    )
    return [Problem(f"poderes[{i}]", texto, "aviso") for i in compras[len(compras) - sobran :]] if sobran > 0 else []


def _vida_extra(nombre: str) -> int:
    entrada = cat.poderes().get(nombre)
    return entrada.vida_extra if entrada is not None else 0
