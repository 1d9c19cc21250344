"""Build pools of an epic20 sheet: what each choice costs and what each pool has available."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from core.rulesets.epic20 import catalogos as cat
from core.rulesets.epic20.ficha import FichaEpic20, ObjetoEquipo, PoderFicha
from core.rulesets.epic20.reglas import arquetipo, limite_equipo_especial

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
    """The trades this sheet may use: the defaults, replaced or extended by its archetype."""
    arq = arquetipo(ficha)
    result = dict(CANJES_BASE)
    if arq is not None:
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


def calcular(ficha: FichaEpic20) -> Presupuesto:
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
    for clave, puntos in ficha.canjes.items():
        p.sacrificado += puntos
        canje = opciones.get(clave)
        if canje is None:
            continue
        medios = puntos * 2
        p.habilidades_disponible += medios * canje.por_medio_punto.get("habilidades", 0)
        p.ventajas_disponible += medios * canje.por_medio_punto.get("ventajas", 0)
        p.ventajas_equipo_disponible += medios * canje.por_medio_punto.get("ventajas_equipo", 0)
        p.maniobras_disponible += medios * canje.por_medio_punto.get("maniobras", 0)
    p.poderes_gastado = sum(costes_poderes(ficha)) + p.sacrificado
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
    de_equipo += sum(coste_equipo(ficha, o) for o in ficha.equipo)
    p.ventajas_gastado = generales + de_equipo
    p.ventajas_generales_gastado = generales
    maniobras_gratis = set(arq.maniobras_gratis) if arq else set()
    for poder in ficha.poderes:
        del_poder = cat.poderes().get(poder.nombre)
        if del_poder is not None:
            maniobras_gratis.update(del_poder.maniobras_gratis)
    p.maniobras_gastado = len([m for m in ficha.maniobras if m not in maniobras_gratis])
    p.equipo_especial_gastado = sum(o.puntos for o in ficha.equipo if o.tipo == "especial")
    p.equipo_especial_disponible = limite_equipo_especial(ficha)
    p.complicaciones_gastado = len(ficha.complicaciones)
    p.atributos_destacables = sum(1 for a in cat.ATRIBUTOS if ficha.atributos.valor(a) == 1)
    return p
