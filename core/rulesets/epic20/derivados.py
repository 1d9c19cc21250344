"""Derived values of an epic20 sheet: attack bonuses, defences, hit points, initiative, limits."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from core.rulesets.epic20 import catalogos as cat

if TYPE_CHECKING:
    from core.rulesets.epic20.ficha import FichaEpic20, ObjetoEquipo, PoderFicha

SIN_ARMAS = "sin_armas"
VALOR_TIPO = {"sin_armas": 0.0, "mundano": 0.5, "especial": 1.0}


def arquetipo(ficha: FichaEpic20) -> cat.Arquetipo | None:
    return cat.arquetipos().get(ficha.arquetipo or "")


def escala(nivel: int, valor: float) -> int:
    """Level times a value of 0, ½ or 1, rounded down (REDONDEOS)."""
    return math.floor(nivel * valor)


def poderes_efectivos(ficha: FichaEpic20) -> list[PoderFicha]:
    """The sheet's powers plus the archetype's granted ones not already written on it."""
    result = list(ficha.poderes)
    arq = arquetipo(ficha)
    if arq is not None:
        for concedido in _poderes_concedidos(ficha, arq):
            if not any(
                p.nombre == concedido.nombre and (not concedido.detalle or p.detalle in ("", concedido.detalle))
                for p in result
            ):
                result.append(ficha.poder_concedido(concedido.nombre, concedido.detalle))
    return result


def _poderes_concedidos(ficha: FichaEpic20, arq: cat.Arquetipo) -> list[cat.PoderConcedido]:
    concedidos = list(arq.poderes_gratis)
    if arq.nombre == "Monstruo" and "superproteccion" in ficha.opciones_arquetipo:
        concedidos = [c for c in concedidos if c.nombre != "Ataque especial cuerpo a cuerpo"]
    return concedidos


def ventajas_efectivas(ficha: FichaEpic20) -> list[str]:
    arq = arquetipo(ficha)
    extra = [v for v in (arq.ventajas_gratis if arq else []) if v not in ficha.ventajas]
    return list(ficha.ventajas) + extra


def maniobras_efectivas(ficha: FichaEpic20) -> list[str]:
    arq = arquetipo(ficha)
    extra: list[str] = list(arq.maniobras_gratis) if arq else []
    catalogo = cat.poderes()
    for poder in ficha.poderes:
        entrada = catalogo.get(poder.nombre)
        if entrada is not None:
            extra.extend(entrada.maniobras_gratis)
    return list(ficha.maniobras) + [m for m in dict.fromkeys(extra) if m not in ficha.maniobras]


def tiene_ventaja(ficha: FichaEpic20, nombre: str) -> bool:
    return any((v := cat.buscar_ventaja(n)) is not None and v.nombre == nombre for n in ventajas_efectivas(ficha))


def tiene_poder(ficha: FichaEpic20, nombre: str) -> bool:
    return any(p.nombre == nombre for p in poderes_efectivos(ficha))


def nivel_maniobra(maniobras: list[str], base: str) -> int:
    """0 when the maneuver is missing, else 1, 2 or 3 for ``base``, ``base 2``, ``base 3``."""
    nivel = 0
    for n, nombre in enumerate((base, f"{base} 2", f"{base} 3"), start=1):
        if nombre in maniobras:
            nivel = n
    return nivel


# -- attacks -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Ataque:
    """One way a character attacks, with what the rules need to resolve it."""

    nombre: str
    atributos: tuple[str, ...]
    tipo: float
    alcance: str
    naturaleza: str = "fisico"
    efecto: str = "dano"
    area: bool = False
    rafaga: bool = False
    terror: bool = False
    penetrante: bool = False
    uso_limitado: bool = False
    equipo: ObjetoEquipo | None = None
    poder: str | None = None
    progresion: tuple[str, ...] = ()
    progresion_tipo: str | None = None


def ataques(ficha: FichaEpic20) -> dict[str, Ataque]:
    """Every attack of the sheet by name: ``sin_armas``, each attack power, each weapon."""
    maniobras = maniobras_efectivas(ficha)
    arq = arquetipo(ficha)
    desarmado = 0.5 if "Lucha sin armas" in maniobras else 0.0
    if any(p.nombre == "Superfuerza" for p in poderes_efectivos(ficha)):
        desarmado = 1.0  # Superfuerza: special melee, no penalty for bare hands (no need of «Lucha sin armas»)
    result = {SIN_ARMAS: Ataque(SIN_ARMAS, ("corpulencia",), desarmado, "cuerpo_a_cuerpo")}
    catalogo = cat.poderes()
    for poder in poderes_efectivos(ficha):
        entrada = catalogo.get(poder.nombre)
        if entrada is None or entrada.ataque is None or poder.nombre in result:
            continue
        datos = entrada.ataque
        atributos: tuple[str, ...] = (datos.atributo,)
        if poder.arrojar and arq is not None and arq.arrojar_con:
            atributos = (arq.arrojar_con,)
        result[poder.nombre] = Ataque(
            nombre=poder.nombre,
            atributos=atributos,
            tipo=VALOR_TIPO[datos.tipo],
            alcance=datos.alcance,
            naturaleza=datos.naturaleza,
            efecto=datos.efecto,
            area=datos.area,
            rafaga=datos.rafaga,
            terror=datos.terror,
            penetrante="Ataque penetrante" in poder.modificadores,
            uso_limitado="Uso limitado" in poder.modificadores,
            poder=poder.nombre,
            progresion=tuple(entrada.progresion),
            progresion_tipo=entrada.progresion_tipo,
        )
    for objeto in ficha.equipo:
        if objeto.categoria not in ("arma", None) or objeto.nombre in result:
            continue
        atributos = ("corpulencia",) if objeto.alcance == "cuerpo_a_cuerpo" else ("agilidad",)
        if objeto.alcance == "cuerpo_a_cuerpo" and not objeto.dos_manos and "Fineza con un arma" in maniobras:
            atributos = ("corpulencia", "agilidad")
        if objeto.alcance == "distancia" and not objeto.rafaga and "Ojo agudo" in maniobras:
            atributos = ("agilidad", "percepcion")
        result[objeto.nombre] = Ataque(
            nombre=objeto.nombre,
            atributos=atributos,
            tipo=VALOR_TIPO[objeto.tipo],
            alcance=objeto.alcance,
            rafaga=objeto.rafaga,
            equipo=objeto,
        )
    return result


def bono_ataque(
    ficha: FichaEpic20, ataque: Ataque, nivel: int | None = None, atributos: dict[str, float] | None = None
) -> int:
    """Level × the lower of attribute and attack type (ATACAR EN COMBATE; FAQ «valor de ataque»)."""
    valores = atributos or {a: ficha.atributos.valor(a) for a in cat.ATRIBUTOS}
    mejor = max(valores[a] for a in ataque.atributos)
    return escala(ficha.nivel if nivel is None else nivel, min(mejor, ataque.tipo))


# -- defences ------------------------------------------------------------------------------


def defensa_mundana(nivel: int) -> int:
    return max(1, nivel // 4)


def defensa_especial(nivel: int) -> int:
    return max(1, nivel // 2)


def lleva_armadura(ficha: FichaEpic20) -> bool:
    return any(o.categoria in ("armadura", "escudo") for o in ficha.equipo) or "Defensa con escudo" in ficha.maniobras


def armadura_natural(ficha: FichaEpic20, uso_superpoder: bool = False) -> bool:
    """Artista Marcial without armour, Bravo/Granuja using no power or protection: mundane armour."""
    arq = arquetipo(ficha)
    if arq is None or arq.armadura_natural is None:
        return False
    if arq.armadura_natural == "sin_armadura":
        return not lleva_armadura(ficha)
    defensivos = any(
        cat.poderes()[p.nombre].grupo == "superdefensa" for p in ficha.poderes if p.nombre in cat.poderes()
    )
    return not (lleva_armadura(ficha) or defensivos or uso_superpoder)


def bono_defensa(
    ficha: FichaEpic20,
    naturaleza: str = "fisico",
    *,
    alcance: str = "",
    parada: bool = False,
    esquiva: bool = False,
    equipo_inutil: frozenset[str] = frozenset(),
    uso_superpoder: bool = False,
    sin_poderes: frozenset[str] = frozenset(),
    terror: bool = True,
) -> int:
    """The single best defence against an attack of this nature (DEFENDERSE EN COMBATE).

    ``sin_poderes``: powers that do not count now (a Mago's spells not yet cast). ``terror``: the emotional attack
    is one of fear (Ataque de terror): only those meet «Sin miedo» («defensa mundana contra ataques de miedo/terror»)."""
    nivel = ficha.nivel
    mundana = 0
    especial = 0
    catalogo = cat.poderes()
    if naturaleza == "fisico":
        for objeto in ficha.equipo:
            if objeto.categoria == "armadura" and objeto.nombre not in equipo_inutil:
                if objeto.tipo == "especial":
                    especial = max(especial, defensa_especial(nivel))
                else:
                    mundana = max(mundana, defensa_mundana(nivel))
        if armadura_natural(ficha, uso_superpoder):
            mundana = max(mundana, defensa_mundana(nivel))
        if esquiva or (parada and alcance != "distancia"):
            mundana += defensa_mundana(nivel)
    for poder in poderes_efectivos(ficha):
        entrada = catalogo.get(poder.nombre)
        if entrada is not None and entrada.defensa == naturaleza and poder.nombre not in sin_poderes:
            especial = max(especial, defensa_especial(nivel))
    if naturaleza == "emocional" and terror and tiene_ventaja(ficha, "Sin miedo"):
        mundana = max(mundana, defensa_mundana(nivel))
    return max(mundana, especial)


def defensa(ficha: FichaEpic20, naturaleza: str = "fisico", **opciones: object) -> int:
    """10 + ½ level + the best defence (a level 8 character: 14, 16 with mundane armour, 18 special)."""
    return 10 + ficha.nivel // 2 + bono_defensa(ficha, naturaleza, **opciones)  # type: ignore[arg-type]


# -- hit points, initiative, limits --------------------------------------------------------


def puntos_vida_normales(ficha: FichaEpic20) -> int:
    """½ level (at most 4, at least 1) + Vida extra + Grande; a player's never above the level."""
    base = max(1, min(4, ficha.nivel // 2))
    extra = sum(cat.poderes()[p.nombre].vida_extra for p in poderes_efectivos(ficha) if p.nombre in cat.poderes())
    extra += 1 if tiene_ventaja(ficha, "Grande") else 0
    total = base + extra
    if not ficha.esbirro:
        total = min(total, max(1, ficha.nivel))
    return total


def puntos_vida(ficha: FichaEpic20) -> int:
    normales = puntos_vida_normales(ficha)
    if ficha.esbirro and ficha.puntos_vida_esbirro is not None:
        return max(1, min(normales, ficha.puntos_vida_esbirro))
    return normales


def bono_iniciativa_mejorada(ficha: FichaEpic20) -> int:
    return {0: 0, 1: 4, 2: 6, 3: 8}[nivel_maniobra(maniobras_efectivas(ficha), "Iniciativa mejorada")]


def atributo_iniciativa(ficha: FichaEpic20, acercandose: bool = True) -> str:
    """Agilidad; Inteligencia with Calculador rápido; Corpulencia with Carga brutal when closing in."""
    atributo = "inteligencia" if tiene_ventaja(ficha, "Calculador rápido") else "agilidad"
    carga = acercandose and "Carga brutal" in maniobras_efectivas(ficha)
    if carga and ficha.atributos.corpulencia > ficha.atributos.valor(atributo):
        atributo = "corpulencia"
    return atributo


def bono_iniciativa(ficha: FichaEpic20, acercandose: bool = True) -> int:
    atributo = atributo_iniciativa(ficha, acercandose)
    return escala(ficha.nivel, ficha.atributos.valor(atributo)) + bono_iniciativa_mejorada(ficha)


def puntos_heroe_max(ficha: FichaEpic20) -> int:
    return ficha.nivel // 2


def lenguajes(ficha: FichaEpic20) -> int:
    """1, 2 or 3 by Inteligencia (0, ½, 1), +8 with Lingüista."""
    base = {0.0: 1, 0.5: 2, 1.0: 3}.get(ficha.atributos.inteligencia, 1)
    return base + (8 if tiene_ventaja(ficha, "Lingüista") else 0)


def limite_equipo_especial(ficha: FichaEpic20) -> float:
    """1 point per 4 levels, ± the archetype, + power points traded for special equipment."""
    arq = arquetipo(ficha)
    delta = arq.equipo_especial_limite if arq else 0
    return max(0, ficha.nivel // 4 + delta) + ficha.canjes.get("equipo_especial", 0)


def acciones_turno(ficha: FichaEpic20) -> dict[str, int]:
    """1 standard, 1 move, 1 object, 2 communication, 3 free, plus extra actions from powers."""
    acciones = {"estandar": 1, "movimiento": 1, "objeto": 1, "comunicacion": 2, "libre": 3}
    for poder in poderes_efectivos(ficha):
        entrada = cat.poderes().get(poder.nombre)
        if entrada is not None:
            for clave, extra in entrada.acciones_extra.items():
                acciones[clave] += extra
    return acciones
