"""Reading of hand-written script steps: loose names and maneuvers written as ``atacar``."""

from __future__ import annotations

from dataclasses import replace

from core.battle import BattleView
from core.ruleset import Action, JsonValue
from core.rulesets.epic20 import catalogos
from core.rulesets.epic20 import estado as st
from core.rulesets.epic20.acciones import ETIQUETAS

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
    action = _accion_escrita_a_mano(action)
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


ALIAS_ACCION = {
    "estabilizarse": "tirada_moribundo", "moribundo": "tirada_moribundo", "tirada_de_moribundo": "tirada_moribundo",
    "tirada_moribunda": "tirada_moribundo", "tirada_estabilizarse": "tirada_moribundo", "ataque": "atacar",
    "atacar_con": "atacar", "moverse": "mover", "movimiento": "mover", "librarse": "liberarse", "escapar": "liberarse",
    "escaparse": "liberarse", "soltarse": "liberarse", "zafarse": "liberarse", "regeneracion": "regenerar",
    "regenerarse": "regenerar", "retrasar_accion": "retrasar", "mantener_poder": "mantener",
    "mantener_progresion": "mantener", "mantener_agarre": "mantener", "contacto_curativo": "curar",
    "excelente_apuntando": "apuntar", "levantarse_del_suelo": "levantarse", "punto_heroe": "usar_punto_heroe",
    "punto_de_heroe": "usar_punto_heroe",
}  # fmt: skip
"""Action ids a hand-written script may use for the engine's own (FAQ «¿Cómo muere?»: «estabilizarse»…)."""


def leer_accion(accion: str) -> tuple[str, str | None] | None:
    """An action id written loosely («Estabilizarse», «tirada de moribundo», «moverse») as the engine's own, with
    the ``maniobra`` it names when it is a combat maneuver written as the action («tumbar», «ataque_a_fondo»:
    ``atacar`` with that maneuver; Parada, Defensa total…: the maneuver's own action); None for no action."""
    if accion in ETIQUETAS:
        return accion, None
    clave = accion.strip().casefold().replace(" ", "_").replace("-", "_")
    for con, base in (("á", "a"), ("é", "e"), ("í", "i"), ("ó", "o"), ("ú", "u")):
        clave = clave.replace(con, base)
    propia = clave if clave in ETIQUETAS else ALIAS_ACCION.get(clave)
    if propia is not None:
        return propia, None
    entrada = catalogos.buscar_maniobra(clave.replace("_", " "))
    if entrada is None:
        return None
    base = entrada.nombre.rsplit(" ", 1)[0] if entrada.nombre[-1:] in ("2", "3") else entrada.nombre
    postura = POSTURAS_DESDE_ATACAR.get(base)
    if postura is not None:
        return postura, None
    return "atacar", entrada.nombre


def accion_escrita(accion: str) -> str | None:
    """The engine's own id of an action written loosely (see :func:`leer_accion`); None for no action."""
    leida = leer_accion(accion)
    return None if leida is None else leida[0]


def _accion_escrita_a_mano(action: Action) -> Action:
    """The step with its action as the engine reads it (:func:`leer_accion`); an unknown action unchanged."""
    leida = leer_accion(action.accion)
    if leida is None or leida == (action.accion, None):
        return action
    propia, maniobra = leida
    if maniobra is None:
        return replace(action, accion=propia)
    return replace(action, accion=propia, params={**action.params, "maniobra": maniobra})


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
