"""Reading an epic20 combatant's live state (the JSON dict) and the values derived from it."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from core.battle import BattleView
from core.rulesets.epic20 import catalogos as cat
from core.rulesets.epic20 import reglas
from core.rulesets.epic20.ficha import FichaEpic20

FUERA_DE_COMBATE = ("inconsciente", "muerto", "huido")


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


_CACHE: dict[int, tuple[FichaEpic20, list[str], dict[str, reglas.Ataque]]] = {}


def _cache(sheet: FichaEpic20) -> tuple[FichaEpic20, list[str], dict[str, reglas.Ataque]]:
    """Maneuvers and attacks of a battle's sheet snapshot, computed once (snapshots are not edited)."""
    entrada = _CACHE.get(id(sheet))
    if entrada is None or entrada[0] is not sheet:
        if len(_CACHE) > 256:
            _CACHE.clear()
        entrada = (sheet, reglas.maniobras_efectivas(sheet), reglas.ataques(sheet))
        _CACHE[id(sheet)] = entrada
    return entrada


def ataques(view: BattleView, cid: str) -> dict[str, reglas.Ataque]:
    """The sheet's attacks; bare hands count as special melee with Superfuerza only while its powers count (not
    without the form with superpowers) and with Crecer only while grown (``formas``)."""
    todos = _cache(ficha(view, cid))[2]
    fuera = _poderes_fuera(view, cid)
    crecido = tiene_estado(view, cid, "crecido") and "Crecer" not in fuera
    superfuerza = reglas.tiene_poder(ficha(view, cid), "Superfuerza") and "Superfuerza" not in fuera
    desnudo = todos[reglas.SIN_ARMAS]
    tipo = 1.0 if superfuerza or crecido else (0.5 if "Lucha sin armas" in _cache(ficha(view, cid))[1] else 0.0)
    if tipo == desnudo.tipo:
        return todos
    return {**todos, reglas.SIN_ARMAS: replace(desnudo, tipo=tipo)}


def maniobras(view: BattleView, cid: str) -> list[str]:
    """The sheet's maneuvers plus one gained for this round with a hero point."""
    base = _cache(ficha(view, cid))[1]
    sheet = ficha(view, cid)
    if "Interponerse" not in sheet.maniobras and reglas.tiene_poder(sheet, "Crecer") and "Interponerse" in base:
        arq = reglas.arquetipo(sheet)
        if (arq is None or "Interponerse" not in arq.maniobras_gratis) and "Crecer" in _poderes_fuera(view, cid):
            base = [m for m in base if m != "Interponerse"]  # Crecer: «Gana la maniobra "interponerse"» grown
    temporal = live(view, cid).get("maniobra_temporal")
    if isinstance(temporal, dict) and temporal.get("ronda") == view.round:
        base = [*base, str(temporal["nombre"])]
    return base


def equipo_inutil(view: BattleView, cid: str) -> frozenset[str]:
    return frozenset(live(view, cid).get("equipo_estropeado", {}))


def defensa_actual(
    view: BattleView, cid: str, naturaleza: str = "fisico", alcance: str = "", terror: bool = True
) -> int:
    """10 + ½ level + best defence (with the declared Parada/Esquiva) − the accumulated penalties."""
    from core.rulesets.epic20.poder_ganado import ficha_con_ganados

    sheet = ficha_con_ganados(view, cid)
    data = live(view, cid)
    posturas: dict[str, Any] = data.get("posturas", {})
    bono = reglas.bono_defensa(
        sheet,
        naturaleza,
        alcance=alcance,
        parada=bool(posturas.get("parada")) and not _imparable(view, alcance),
        esquiva=bool(posturas.get("esquiva")),
        equipo_inutil=equipo_inutil(view, cid),
        uso_superpoder=bool(data.get("uso_superpoder")),
        sin_poderes=_hechizos_inactivos(view, cid) | _poderes_fuera(view, cid),
        terror=terror or bool(view.option("sin_miedo_todo_emocional", False)),
    )
    poderoso = int(posturas.get("defensa_poderoso", 0))  # Ataque poderoso: until his next turn
    return 10 + nivel_actual(view, cid) // 2 + bono - int(data.get("penalizador_defensa", 0)) - poderoso


def _imparable(view: BattleView, alcance: str) -> bool:
    atacante = view.turn
    return atacante is not None and "Imparable" in maniobras(view, atacante)


def aturdido(view: BattleView, cid: str) -> bool:
    return live(view, cid).get("aturdido_ronda") == view.round


def aturdido_en_todo(view: BattleView, cid: str) -> bool:
    """ATURDIMIENTO by damage: «se le aplica Inferioridad» to every roll; the Aturdir maneuver only to attacks."""
    return aturdido(view, cid) and not live(view, cid).get("aturdido_solo_ataques")


def heroe_usado(view: BattleView, cid: str) -> bool:
    return live(view, cid).get("heroe_ronda") == view.round


def _poderes_fuera(view: BattleView, cid: str) -> frozenset[str]:
    from core.rulesets.epic20.formas import poderes_fuera

    return poderes_fuera(view, cid)


def _hechizos_inactivos(view: BattleView, cid: str) -> frozenset[str]:
    from core.rulesets.epic20.especiales import hechizos_inactivos

    return hechizos_inactivos(view, cid)
