"""Reading an epic20 combatant's live state (the JSON dict) and the values derived from it."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, NamedTuple

from core.battle import BattleView
from core.rulesets.epic20 import catalogos as cat
from core.rulesets.epic20 import derivados
from core.rulesets.epic20.consulta import por_consulta
from core.rulesets.epic20.ficha import FichaEpic20

FUERA_DE_COMBATE = ("inconsciente", "muerto", "huido")
SIN_PODERES = "sin_superpoderes"
"""The state of one without its form with superpowers (Forma sin superpoderes, Pérdida de poderes: ``formas``)."""


def ficha(view: BattleView, cid: str) -> FichaEpic20:
    sheet = view.sheet(cid)
    assert isinstance(sheet, FichaEpic20)
    return sheet


def live(view: BattleView, cid: str) -> dict[str, Any]:
    return view.live(cid)


def estados(view: BattleView, cid: str) -> list[str]:
    return list(live(view, cid).get("estados", []))


def tiene_estado(view: BattleView, cid: str, estado: str) -> bool:
    return estado in live(view, cid).get("estados", [])


def fuera_de_combate(view: BattleView, cid: str) -> bool:
    return any(tiene_estado(view, cid, e) for e in FUERA_DE_COMBATE) or tiene_estado(view, cid, "moribundo")


def nivel_actual(view: BattleView, cid: str) -> int:
    return max(0, ficha(view, cid).nivel - int(live(view, cid).get("nivel_perdido", 0)))


def atributos_actuales(view: BattleView, cid: str) -> dict[str, float]:
    sheet = ficha(view, cid)
    debilitados: dict[str, float] = live(view, cid).get("atributos_debilitados", {})
    return {a: max(0.0, sheet.atributos.valor(a) - debilitados.get(a, 0)) for a in cat.ATRIBUTOS}


class _DeLaFicha(NamedTuple):
    ficha: FichaEpic20
    maniobras: list[str]
    ataques: dict[str, derivados.Ataque]
    poderes: frozenset[str]
    """The names of ``derivados.poderes_efectivos``."""
    ventajas: frozenset[str]
    """The catalogue names of ``derivados.ventajas_efectivas``."""


_CACHE: dict[int, _DeLaFicha] = {}


def _cache(sheet: FichaEpic20) -> _DeLaFicha:
    """Maneuvers, attacks and powers of a battle's sheet snapshot, computed once (snapshots are not edited)."""
    entrada = _CACHE.get(id(sheet))
    if entrada is None or entrada.ficha is not sheet:
        if len(_CACHE) > 256:
            _CACHE.clear()
        poderes = frozenset(p.nombre for p in derivados.poderes_efectivos(sheet))
        ventajas = frozenset(v.nombre for n in derivados.ventajas_efectivas(sheet) if (v := cat.buscar_ventaja(n)))
        entrada = _DeLaFicha(sheet, derivados.maniobras_efectivas(sheet), derivados.ataques(sheet), poderes, ventajas)
        _CACHE[id(sheet)] = entrada
    return entrada


def poderes(view: BattleView, cid: str) -> frozenset[str]:
    """The names of the combatant's powers (``derivados.poderes_efectivos`` of its sheet)."""
    return _cache(ficha(view, cid)).poderes


def tiene_poder(view: BattleView, cid: str, nombre: str) -> bool:
    """``derivados.tiene_poder`` of the combatant's sheet."""
    return nombre in _cache(ficha(view, cid)).poderes


def tiene_ventaja(view: BattleView, cid: str, nombre: str) -> bool:
    """``derivados.tiene_ventaja`` of the combatant's sheet."""
    return nombre in _cache(ficha(view, cid)).ventajas


@por_consulta
def ataques(view: BattleView, cid: str) -> dict[str, derivados.Ataque]:
    """The sheet's attacks; bare hands count as special melee with Superfuerza only while its powers count (not
    without the form with superpowers) and with Crecer only while grown (``formas``)."""
    de_la_ficha = _cache(ficha(view, cid))
    todos = de_la_ficha.ataques
    fuera = poderes_consultados_fuera(view, cid)
    crecido = tiene_estado(view, cid, "crecido") and "Crecer" not in fuera
    superfuerza = "Superfuerza" in de_la_ficha.poderes and "Superfuerza" not in fuera
    desnudo = todos[derivados.SIN_ARMAS]
    tipo = 1.0 if superfuerza or crecido else (0.5 if "Lucha sin armas" in de_la_ficha.maniobras else 0.0)
    if tipo == desnudo.tipo:
        return todos
    return {**todos, derivados.SIN_ARMAS: replace(desnudo, tipo=tipo)}


@por_consulta
def maniobras(view: BattleView, cid: str) -> list[str]:
    """The sheet's maneuvers plus one gained for this round with a hero point."""
    de_la_ficha = _cache(ficha(view, cid))
    base = de_la_ficha.maniobras
    sheet = de_la_ficha.ficha
    if "Interponerse" not in sheet.maniobras and "Crecer" in de_la_ficha.poderes and "Interponerse" in base:
        arq = derivados.arquetipo(sheet)
        if (arq is None or "Interponerse" not in arq.maniobras_gratis) and "Crecer" in poderes_consultados_fuera(
            view, cid
        ):
            base = [m for m in base if m != "Interponerse"]  # Crecer: «Gana la maniobra "interponerse"» grown
    temporal = live(view, cid).get("maniobra_temporal")
    if isinstance(temporal, dict) and temporal.get("ronda") == view.round:
        base = [*base, str(temporal["nombre"])]
    return base


def equipo_inutil(view: BattleView, cid: str) -> frozenset[str]:
    return frozenset(live(view, cid).get("equipo_estropeado", {}))


def aturdido(view: BattleView, cid: str) -> bool:
    return live(view, cid).get("aturdido_ronda") == view.round


def aturdido_en_todo(view: BattleView, cid: str) -> bool:
    """ATURDIMIENTO by damage: «se le aplica Inferioridad» to every roll; the Aturdir maneuver only to attacks."""
    return aturdido(view, cid) and not live(view, cid).get("aturdido_solo_ataques")


def heroe_usado(view: BattleView, cid: str) -> bool:
    return live(view, cid).get("heroe_ronda") == view.round


def sin_poderes(view: BattleView, cid: str) -> bool:
    return tiene_estado(view, cid, SIN_PODERES)


def crecido(view: BattleView, cid: str) -> bool:
    return tiene_estado(view, cid, "crecido")


def poderes_fuera(view: BattleView, cid: str) -> frozenset[str]:
    """The powers that count for nothing now: all without the form; Crecer while not grown."""
    propios = poderes(view, cid)
    if sin_poderes(view, cid):
        return propios
    return frozenset({"Crecer"} & propios) if not crecido(view, cid) else frozenset()


@por_consulta
def poderes_consultados_fuera(view: BattleView, cid: str) -> frozenset[str]:
    """:func:`poderes_fuera`, kept while a read-only query lasts (``consulta``)."""
    return poderes_fuera(view, cid)
