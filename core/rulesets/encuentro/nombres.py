"""Names a hand-written script or sheet may use: accents, spaces and the obvious aliases."""

from __future__ import annotations

import unicodedata
from typing import Any

from core.ruleset import Action, JsonValue


def normalizar(texto: str) -> str:
    """«Defensa Física» → ``defensa_fisica``: lower case, no accents, ``_`` for spaces and dashes."""
    sin_tildes = "".join(c for c in unicodedata.normalize("NFKD", texto) if not unicodedata.combining(c))
    return "_".join(sin_tildes.strip().lower().replace("-", " ").split())


ALIAS_ACCIONES = {
    "ataque": "atacar",
    "atacar_cuerpo_a_cuerpo": "atacar",
    "mover": "moverse",
    "movimiento": "moverse",
    "desplazarse": "moverse",
    "levantarse": "moverse",
    "saltar": "salto",
    "derribo": "derribar",
    "empuje": "empujar",
    "empujon": "empujar",
    "agarre": "agarrar",
    "presa": "agarrar",
    "ocultar": "ocultarse",
    "esconderse": "ocultarse",
    "desmarque": "desmarcarse",
    "desmarcar": "desmarcarse",
    "utilizar": "usar",
    "librar": "librarse",
    "liberarse": "librarse",
    "preparar": "prepararse",
    "preparacion": "prepararse",
    "responder": "respuesta",
    "esquivar": "esquiva",
    "ayudar": "ayuda",
    "pasar_turno": "pasar",
    "terminar_turno": "pasar",
    "fin_de_turno": "pasar",
}
"""Cheap aliases of the action ids; ``localizar`` (Usar to locate) is handled apart."""

ALIAS_CAMPOS = {
    "dano": "danio",
    "casilla": "destino",
    "distancia": "altura",
    "condiciones": "condicion",
    "acciones_reservadas": "acciones",
    "puntos_reservados": "puntos",
    "puntos_encuentro": "puntos",
}
"""Aliases of step fields (after :func:`normalizar`: «daño» → ``dano`` → ``danio``)."""

_NINGUNA = ("ninguna", "ninguno", "nada", "no")


def _respuesta(raw: JsonValue, ids: set[str]) -> JsonValue:
    """``esquivar`` → ``esquiva``; an id or list of ids (Respuesta) → ``{"respuesta": ...}``."""
    if isinstance(raw, str):
        if raw in ids:
            return {"respuesta": raw}
        clave = normalizar(raw)
        if clave in ("esquiva", "esquivar"):
            return "esquiva"
        return "ninguna" if clave in _NINGUNA else raw
    if isinstance(raw, list) and raw and all(isinstance(r, str) and r in ids for r in raw):
        return {"respuesta": list(raw)}
    return raw


def canonica(action: Action, ids: set[str]) -> Action:
    """The step with canonical action id, field names and reaction values (accents and aliases accepted)."""
    accion = normalizar(action.accion)
    accion = ALIAS_ACCIONES.get(accion, accion)
    params: dict[str, Any] = dict(action.params)
    for key, value in action.params.items():
        clave = normalizar(key)
        clave = ALIAS_CAMPOS.get(clave, clave)
        if clave != key and clave not in action.params:
            params[clave] = value
    objetivos = action.objetivos
    if accion == "ayuda" and "para" not in params:
        for clave in ("maniobra", "tirada", "habilidad", "valor"):
            if clave in params:
                params["para"] = params[clave]
                break
    if accion == "localizar":
        accion = "usar"
        if objetivos and "localizar" not in params:
            params["localizar"] = objetivos[0]
            objetivos = ()
    if (
        accion == action.accion
        and params == dict(action.params)
        and objetivos == action.objetivos
        and _respuesta(action.respuesta, ids) == action.respuesta
    ):
        return action
    return Action(action.actor, accion, objetivos, _respuesta(action.respuesta, ids), params)


ALIAS_FICHA = {
    "puntos": "puntos_encuentro",
    "puntos_de_encuentro": "puntos_encuentro",
    "puntos_desafio": "puntos_encuentro",
    "puntos_de_desafio": "puntos_encuentro",
    "puntos_de_encuentro_desafio": "puntos_encuentro",
    "reserva": "puntos_encuentro",
    "manos": "manos_libres",
    "mano_libre": "manos_libres",
    "casillas": "movimiento",
    "habilidades_conocidas": "maniobras",
    "maniobras_conocidas": "maniobras",
    "ataque_con": "valor_ataque",
}
"""Aliases of sheet fields (after :func:`normalizar`)."""

MAPAS_DE_VALORES = ("valores", "habilidades", "rasgos", "estadisticas", "caracteristicas")
"""Sheet keys whose object is merged into ``valores``; ``atributos`` as an object also marks them as attributes."""


def _nombres(value: Any) -> Any:
    if isinstance(value, str):
        return [normalizar(value)]
    if isinstance(value, list):
        return [normalizar(v) if isinstance(v, str) else v for v in value]
    return value


def datos_de_ficha(data: dict[str, Any], campos: set[str]) -> dict[str, Any]:
    """Sheet data as written by hand → the model's fields.

    Named values may be given at the top level (``"atletismo": 3``), with accents or spaces
    («Defensa Física»), or in ``habilidades``/``atributos`` objects; ``valores`` wins over the rest.
    """
    out: dict[str, Any] = {}
    sueltos: dict[str, Any] = {}
    mapas: dict[str, Any] = {}
    propios: dict[str, Any] = {}
    for key, value in data.items():
        clave = ALIAS_FICHA.get(normalizar(key), normalizar(key))
        if clave in MAPAS_DE_VALORES and isinstance(value, dict):
            destino = propios if clave == "valores" else mapas
            destino.update({normalizar(str(k)): v for k, v in value.items()})
        elif clave in ("habilidades", "capacidades", "maniobras") and isinstance(value, list):
            out["maniobras"] = [*out.get("maniobras", []), *value]
        elif clave == "atributos" and isinstance(value, dict):
            mapas.update({normalizar(str(k)): v for k, v in value.items()})
            out["atributos"] = [normalizar(str(k)) for k in value]
        elif clave in campos:
            if key == clave or clave not in out:
                out[clave] = value
        elif isinstance(value, int) and not isinstance(value, bool):
            sueltos[clave] = value
        else:
            out[key] = value
    if sueltos or mapas or propios:
        out["valores"] = {**sueltos, **mapas, **propios}
    if "atributos" in out:
        out["atributos"] = _nombres(out["atributos"])
    if isinstance(out.get("valor_ataque"), str):
        out["valor_ataque"] = normalizar(out["valor_ataque"])
    if isinstance(out.get("maniobras"), str):
        out["maniobras"] = [out["maniobras"]]
    posicion = out.get("posicion")
    if isinstance(posicion, dict) and set(posicion) == {"x", "y"}:
        out["posicion"] = [posicion["x"], posicion["y"]]
    return out
