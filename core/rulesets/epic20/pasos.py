"""Reading of hand-written script steps: loose names and maneuvers written as ``atacar``."""

from __future__ import annotations

from dataclasses import replace

from core.battle import BattleView
from core.ruleset import Action, JsonValue
from core.rulesets.epic20 import catalogos
from core.rulesets.epic20 import estado as st

# A hand-written «atacar» with a declared maneuver that is not an attack is that maneuver's own action.
POSTURAS_DESDE_ATACAR = {
    "Defensa total": "defensa_total",
    "Defensa a la carrera": "defensa_a_la_carrera",
    "Parada": "parada",
    "Esquiva": "esquiva",
    "Interponerse": "interponerse",
    "Retrasar acción": "retrasar",
    "Excelente apuntando": "apuntar",
    "Estudiar objetivo 1": "estudiar_objetivo",
    "Estudiar objetivo": "estudiar_objetivo",
    "Mostrar punto débil": "mostrar_punto_debil",
    "Provocar ataque a otro objetivo": "provocar_ataque",
}


def _maniobra_del_catalogo(nombre: str) -> str:
    """«ataque poderoso» → «Ataque poderoso» (case, accents and quotes ignored); unknown names unchanged."""
    tabla = catalogos.maniobras()
    if nombre in tabla:
        return nombre
    clave = catalogos.mismo_nombre
    encontrada = next((n for n in tabla if clave(n, nombre)), None)
    if encontrada is None:  # «Ataque a fondo 1» / «estudiar objetivo»: the catalogue's own name
        entrada = catalogos.buscar_maniobra(nombre)
        encontrada = entrada.nombre if entrada is not None else nombre
    return encontrada


def _ataque_de_la_ficha(view: BattleView, actor: str, nombre: str) -> str:
    """«Sin armas» / «superfuerza» → the sheet's own attack name; unknown names unchanged."""
    if actor not in view.ids:
        return nombre
    propios = st.ataques(view, actor)
    if nombre in propios:
        return nombre
    if catalogos.mismo_nombre(nombre, "Superfuerza") and "Crecer" in propios and "Superfuerza" not in propios:
        return "Crecer"  # Crecer «cuenta como Superfuerza» (al estar crecido)
    return next((n for n in propios if catalogos.mismo_nombre(n.replace("_", " "), nombre)), nombre)


def normalizar_paso(view: BattleView, action: Action) -> Action:
    """The step as the engine reads it: catalogue names, ``punto_heroe: true`` = Superioridad, and
    ``atacar`` + ``maniobra: "Defensa total"`` (and the like) as the maneuver's own action."""
    if action.accion == "provocar_choque":  # the maneuver written as its own action
        action = replace(action, accion="atacar", params={**action.params, "maniobra": "Provocar choque"})
    params: dict[str, JsonValue] = dict(action.params)
    _punto_heroe(params)
    if action.accion != "atacar":
        return action if params == dict(action.params) else replace(action, params=params)
    maniobra = params.get("maniobra")
    if isinstance(maniobra, str) and maniobra:
        maniobra = params["maniobra"] = _maniobra_del_catalogo(maniobra)
        base = maniobra.rsplit(" ", 1)[0] if maniobra[-1:] in ("2", "3") else maniobra
        propia = POSTURAS_DESDE_ATACAR.get(base)
        if propia is not None:
            resto = {k: v for k, v in params.items() if k not in ("maniobra", "ataque")}
            return replace(action, accion=propia, params=resto)
    ataque = params.get("ataque")
    if isinstance(ataque, str):
        params["ataque"] = _ataque_de_la_ficha(view, action.actor, ataque)
    if params == dict(action.params):
        return action
    return replace(action, params=params)


USOS_HEROE = {
    "superioridad": "superioridad", "ganar superioridad": "superioridad", "repetir": "repetir",
    "repetir dado": "repetir", "repeticion": "repetir", "nivel": "nivel", "niveles": "nivel", "+2 niveles": "nivel",
    "subir 2 niveles": "nivel", "2 niveles": "nivel", "maniobra": "maniobra", "ganar maniobra": "maniobra",
    "poder": "poder", "superpoder": "poder", "ganar superpoder": "poder",
}  # fmt: skip
"""PUNTOS DE HÉROE, the uses written loosely («Repetir», «+2 niveles», «superpoder»)."""


def _punto_heroe(params: dict[str, JsonValue]) -> None:
    """``punto_heroe: true`` (or 1) is Superioridad; a written use is read without case, accents or underscores."""
    heroe = params.get("punto_heroe")
    if heroe is True or (isinstance(heroe, int) and not isinstance(heroe, bool) and heroe == 1):
        params["punto_heroe"] = "superioridad"
    elif heroe is False:
        del params["punto_heroe"]
    elif isinstance(heroe, str):
        clave = heroe.strip().casefold().replace("_", " ").replace("ó", "o").replace("é", "e")
        params["punto_heroe"] = USOS_HEROE.get(clave, clave)
