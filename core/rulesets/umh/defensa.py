"""The defence pipeline of section 9: ability defence, resistance, percentage reductions, immunities, mental shields."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from core.rulesets.umh import catalogo
from core.rulesets.umh.ficha import Penetracion, Reduccion
from core.rulesets.umh.redondeo import redondear_dano

MAX_REDUCCION_PASIVA = 25
"""9.4.3 - El máximo de reducción pasiva es del 25%."""


def puede_penetrar(pen: Penetracion | None, dureza_defensa: str | None) -> bool:
    """9.3.5 - ignorar una defensa con dureza exige indicar esa dureza o una superior."""
    if pen is None:
        return False
    if not dureza_defensa:
        return True
    return catalogo.rango_dureza(pen.dureza) >= catalogo.rango_dureza(dureza_defensa)


def contra_defensa(
    dano: Fraction,
    defensa: Fraction,
    *,
    dureza: str | None = None,
    ignora: Penetracion | None = None,
    perfora: Penetracion | None = None,
) -> Fraction:
    """What passes one numeric defence (9.2.1), with ignorar (9.2.3) and atravesar (9.2.2) defensas.

    9.2.3.2: 200 de daño con un 10 % que ignora contra 100 RES → 20 directos y 180 - 100 = 80: 100.
    """
    ignored = Fraction(0)
    if puede_penetrar(ignora, dureza):
        assert ignora is not None
        ignored = dano * ignora.porcentaje / 100
    rest = dano - ignored
    if puede_penetrar(perfora, dureza) and rest > defensa:
        return dano
    return ignored + max(Fraction(0), rest - defensa)


@dataclass(frozen=True)
class DefensaPasiva:
    """One passive resistance as it stands now (9.3): its value, hardness and whether it degrades."""

    valor: int
    dureza: str | None = None
    degradable: bool = False


@dataclass
class Resultado:
    """What one hit does after the pipeline: damage to VIT, to the mental shield, and its kinds."""

    dano: int = 0
    escudo: int = 0
    por_indole: dict[str, Fraction] = field(default_factory=dict)
    resistencias: list[int] = field(default_factory=list)
    no_regenerable: int = 0


def componentes(indoles: Sequence[str]) -> dict[str, Fraction]:
    """How a hit's damage splits by índole: psiónica 50 % mental/50 % energética (7.1.2.1),
    fuego infernal 50 % alma/50 % ígnea; several índoles share the damage equally."""
    parts: dict[str, Fraction] = {}
    share = Fraction(1, max(1, len(indoles)))
    for indole in indoles:
        item = catalogo.indoles().get(indole)
        if item is not None and item.componentes:
            for sub, pct in item.componentes.items():
                parts[sub] = parts.get(sub, Fraction(0)) + share * pct / 100
        else:
            parts[indole] = parts.get(indole, Fraction(0)) + share
    return parts


def porcentaje_reduccion(
    indole: str,
    reducciones: Iterable[Reduccion],
    ignoradas: frozenset[str] = frozenset(),
) -> int:
    """9.4.3 - reductions of the same índole (and general ones) add up; passive ones up to 25 %.

    ``ignoradas`` are families whose reductions a hit ignores (11.4.12/11.4.13).
    """
    fam = catalogo.familia(indole)
    passive = 0
    active = 0
    for red in reducciones:
        if red.indole not in ("general", indole, fam):
            continue
        if red.indole != "general" and fam in ignoradas:
            continue
        if red.pasiva:
            passive += red.porcentaje
        else:
            active += red.porcentaje
    return min(100, min(passive, MAX_REDUCCION_PASIVA) + active)


def _inmune_a(indole: str, immune: set[str]) -> bool:
    fam = catalogo.familia(indole)
    return indole in immune or (indole != "fuego_infernal" and fam in immune)


def componentes_inmunes(indoles: Sequence[str], inmunidades: Iterable[str]) -> frozenset[str]:
    """7.1.2.1 - «un 50% del daño se considera mental, y el 50% restante se considera energético» (7.1.1: fuego
    infernal, 50 % alma / 50 % fuego): an immunity to one of those halves («mental», «energetica», «dano_al_alma»)
    cancels that half of a psiónica (or fuego infernal) hit it is not immune to as a whole. 7.1.1 «Ser inmune al fuego
    no vuelve a alguien inmune al fuego infernal»: the fire half only yields to an immunity to «fuego_infernal»."""
    immune = set(inmunidades)
    out: set[str] = set()
    for indole in indoles:
        item = catalogo.indoles().get(indole)
        if item is None or not item.componentes or _inmune_a(indole, immune):
            continue
        for sub in item.componentes:
            if sub in immune and not (indole == "fuego_infernal" and sub == "ignea"):
                out.add(sub)
    return frozenset(out)


def fraccion_inmune(indoles: Sequence[str], inmunidades: Iterable[str]) -> Fraction:
    """9.5.2–9.5.4 - share of damage and effects removed by immunities.

    One índole: 100 %. Two: 50 % per immune índole. Three: 25 %, 75 %, 100 %. Fire immunity
    does not cover fuego infernal (7.1.1), so only the índole itself or its family counts. A psiónica (or fuego
    infernal) índole whose half is covered (``componentes_inmunes``) adds that half of its share.
    """
    immune = set(inmunidades)
    hits = len([i for i in indoles if _inmune_a(i, immune)])
    total = len(indoles)
    partial = Fraction(0)
    halves = componentes_inmunes(indoles, immune)
    for indole in indoles:
        item = catalogo.indoles().get(indole)
        if halves and item is not None and item.componentes and not _inmune_a(indole, immune):
            partial += sum((Fraction(p, 100) for s, p in item.componentes.items() if s in halves), Fraction(0))
    if total == 0 or (hits == 0 and not partial):
        return Fraction(0)
    if hits >= total:
        return Fraction(1)
    table = (
        Fraction(0) if hits == 0 else Fraction(1, 2) if total == 2 else Fraction(3, 4) if hits == 2 else Fraction(1, 4)
    )
    return min(Fraction(1), table + partial / total)


def pipeline(
    dano: Fraction,
    indoles: Sequence[str],
    *,
    defensa: Fraction | None = None,
    dureza_defensa: str | None = None,
    defendibles: frozenset[str] | None = None,
    pasivas: Sequence[DefensaPasiva] = (),
    reducciones: Iterable[Reduccion] = (),
    inmunidades: Iterable[str] = (),
    ignora: Penetracion | None = None,
    perfora: Penetracion | None = None,
    ignora_pasivas: bool = False,
    familias_sin_reduccion: frozenset[str] = frozenset(),
    reduccion_mayor: bool = False,
    escudo_mental: int = 0,
    sin_mental: bool = False,
    inmunidad_antes: bool = False,
    redondeo_por_paso: bool = False,
    tope_escudo: bool = False,
) -> Resultado:
    """9.1.1 - first the ability defence (9.2), then resistances (9.3), then reductions (9.4).

    ``defendibles`` limits the ability defence to some components (a psiónica hit blocked with an
    internal defence only defends the energetic half, 7.1.2.4). Immunities (9.5) take their share
    last and the total rounds down once (2.7.1). House rules: ``inmunidad_antes`` takes the immunity share from the
    skill's damage before any defence; ``redondeo_por_paso`` rounds down after every step; ``tope_escudo`` keeps an
    intrusion's mental damage inside the mental shield (9.7.4 read as a cap).
    """
    parts = componentes(indoles)
    halves = componentes_inmunes(indoles, inmunidades)
    keep = 1 - (fraccion_inmune(indoles, inmunidades) - _mitades(parts, halves))
    step = _truncar if redondeo_por_paso else dict
    amounts = step({k: dano * v * (keep if inmunidad_antes else 1) for k, v in parts.items()})
    if sin_mental and "mental" in amounts:
        amounts["mental"] = Fraction(0)
    if inmunidad_antes:
        amounts = {k: Fraction(0) if k in halves else v for k, v in amounts.items()}
    if defensa is not None:
        keys = [k for k in amounts if defendibles is None or k in defendibles]
        amounts = step(
            _repartir(
                amounts,
                keys,
                lambda d: contra_defensa(d, defensa, dureza=dureza_defensa, ignora=ignora, perfora=perfora),
            )
        )
    remaining: list[int] = []
    for res in pasivas:
        before = sum(amounts.values(), Fraction(0))
        if ignora_pasivas:
            remaining.append(res.valor)
            continue
        pen_i = ignora if ignora is not None and ignora.pasivas else None
        pen_p = perfora if perfora is not None and perfora.pasivas else None
        after = contra_defensa(before, Fraction(res.valor), dureza=res.dureza, ignora=pen_i, perfora=pen_p)
        amounts = step(_escalar(amounts, after, before))
        absorbed = before - after
        remaining.append(max(0, res.valor - math.ceil(absorbed)) if res.degradable else res.valor)
    result = Resultado(resistencias=remaining)
    for indole, amount in amounts.items():
        value = amount
        if indole in halves:
            value = Fraction(0)  # 7.1.2.1/9.5.3 - the half the fighter is immune to (never reaches the shield)
        if indole == "mental" and escudo_mental > 0 and value > 0:
            taken = min(Fraction(escudo_mental - result.escudo), value)
            result.escudo += redondear_dano(taken)
            value = Fraction(0) if tope_escudo else value - taken  # house rule: 9.7.4 read as a cap
        key = "fuego_infernal" if "fuego_infernal" in indoles and indole in ("dano_al_alma", "ignea") else indole
        pct = porcentaje_reduccion(key, reducciones, familias_sin_reduccion)
        if reduccion_mayor:  # house rule: the best reduction among the skill's índoles covers all of it
            pct = max([pct, *(porcentaje_reduccion(i, reducciones, familias_sin_reduccion) for i in indoles)])
        value = value * (100 - pct) / 100
        result.por_indole[indole] = value
    result.por_indole = step(result.por_indole)
    if not inmunidad_antes:
        result.por_indole = step({key: value * keep for key, value in result.por_indole.items()})
    total = sum(result.por_indole.values(), Fraction(0))
    result.dano = redondear_dano(total)
    soul = result.por_indole.get("dano_al_alma", Fraction(0))
    mental = result.por_indole.get("mental", Fraction(0))
    result.no_regenerable = min(result.dano, redondear_dano(soul + mental / 2))
    return result


def _mitades(parts: Mapping[str, Fraction], halves: frozenset[str]) -> Fraction:
    """The share of a hit taken away by zeroing the immune halves (so that it is not taken twice)."""
    return sum((v for k, v in parts.items() if k in halves), Fraction(0))


def _truncar(amounts: Mapping[str, Fraction]) -> dict[str, Fraction]:
    """House rule ``redondeo_danos`` = cada_paso: the running total rounds down after each step (2.7.1)."""
    total = sum(amounts.values(), Fraction(0))
    return _escalar(amounts, Fraction(redondear_dano(total)), total)


def _escalar(amounts: Mapping[str, Fraction], after: Fraction, before: Fraction) -> dict[str, Fraction]:
    if before <= 0:
        return {k: Fraction(0) for k in amounts}
    return {k: v * after / before for k, v in amounts.items()}


def _repartir(
    amounts: Mapping[str, Fraction], keys: list[str], fn: Callable[[Fraction], Fraction]
) -> dict[str, Fraction]:
    """Apply a defence to the total of ``keys`` and share what passes back in proportion."""
    out = dict(amounts)
    total = sum((amounts[k] for k in keys), Fraction(0))
    if total <= 0:
        return out
    passed = fn(total)
    for key in keys:
        out[key] = amounts[key] * passed / total
    return out
