"""Names a hand-written script or sheet may use: accents, spaces and the obvious aliases."""

from __future__ import annotations

import unicodedata
from typing import Any

from core.ruleset import Action, JsonValue


def normalizar(texto: str) -> str:
    """«Defensa Física» → ``defensa_fisica``: lower case, no accents, ``_`` for spaces, dashes and slashes
    («Puntos de Encuentro/Desafío» → ``puntos_de_encuentro_desafio``)."""
    sin_tildes = "".join(c for c in unicodedata.normalize("NFKD", texto) if not unicodedata.combining(c))
    return "_".join(sin_tildes.strip().lower().replace("-", " ").replace("/", " ").split())


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
    "puntos_de_encuentro": "puntos",
    "puntos_desafio": "puntos",
    "puntos_de_desafio": "puntos",
    "puntos_de_encuentro_desafio": "puntos",
    "visto_por": "vieron",
    "vistos_por": "vieron",
    "testigos": "vieron",
    "lo_ven": "vieron",
    "lo_vieron": "vieron",
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
    if isinstance(raw, dict) and "respuesta" not in raw:  # {"accion": "esquiva"}, {"actor": "b", "accion": "respuesta"}
        campos = {normalizar(str(k)): v for k, v in raw.items()}
        tipo = next((campos[k] for k in ("accion", "reaccion", "tipo") if isinstance(campos.get(k), str)), None)
        quien = campos.get("actor")
        if tipo is not None and normalizar(tipo) in ("esquiva", "esquivar"):
            return "esquiva"
        if tipo is not None and normalizar(tipo) in ("respuesta", "responder") and isinstance(quien, str):
            return {"respuesta": quien}
    return raw


def _casilla_xy(raw: Any) -> Any:
    """``{"x": 2, "y": 6}`` (any case) → ``[2, 6]``; anything else as it is."""
    if isinstance(raw, dict):
        xy = {str(k).lower(): v for k, v in raw.items()}
        if set(xy) == {"x", "y"}:
            return [xy["x"], xy["y"]]
    return raw


_PARA_QUE = ("tipo", "proposito", "uso", "para", "objeto")
"""Step fields where a script may say what a Usar is for («localizar»)."""

_LOCALIZAR = ("localizar", "buscar", "busqueda", "localizacion")


def _pide_localizar(params: dict[str, Any]) -> bool:
    """``"localizar": true`` or ``"tipo": "localizar"`` (and the like) on a Usar."""
    if params.get("localizar") is True:
        return True
    return any(isinstance(params.get(k), str) and normalizar(params[k]) in _LOCALIZAR for k in _PARA_QUE)


def localizar_implicito(action: Action, ocultos: set[str]) -> Action:
    """«Un enemigo puede realizar la acción Usar para intentar localizarte» (Ocultarse).

    A Usar aimed at one hidden enemy, with nothing else to roll (no «dificultad», «valor»,
    «maniobra» or «ofensiva»), is the attempt to locate it.
    """
    if action.accion != "usar" or len(action.objetivos) != 1 or action.objetivos[0] not in ocultos:
        return action
    if any(k in action.params for k in ("localizar", "dificultad", "valor", "maniobra", "ofensiva")):
        return action
    params = {**action.params, "localizar": action.objetivos[0]}
    return Action(action.actor, "usar", (), action.respuesta, params)


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
    for key in ("reserva", "reservar", "reservas", "reservado"):
        if isinstance(params.get(key), dict):  # Prepararse: {"reserva": {"acciones": 1, "puntos": 2}}
            for sub, value in params[key].items():
                clave = ALIAS_CAMPOS.get(normalizar(str(sub)), normalizar(str(sub)))
                params.setdefault(clave, value)
    if "destino" in params:
        params["destino"] = _casilla_xy(params["destino"])
    if isinstance(params.get("camino"), list):
        params["camino"] = [_casilla_xy(sq) for sq in params["camino"]]
    objetivos = action.objetivos
    if accion == "ayuda" and "puntos" not in params:
        params["puntos"] = 1  # «ceder puntos de encuentro» without a number: the least, one
    if accion == "ayuda" and "para" not in params:
        for clave in ("maniobra", "tirada", "habilidad", "valor"):
            if clave in params:
                params["para"] = params[clave]
                break
    if accion == "localizar" or (accion == "usar" and _pide_localizar(params)):
        accion = "usar"
        if objetivos and not isinstance(params.get("localizar"), str):
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


def _lista_de_valores(value: Any) -> dict[str, Any] | None:
    """``[{"nombre": "Atletismo", "valor": 3}, ...]`` (a free list of named values) → ``{"atletismo": 3}``."""
    if not isinstance(value, list) or not value:
        return None
    out: dict[str, Any] = {}
    for item in value:
        if not isinstance(item, dict):
            return None
        nombres = {normalizar(str(k)): v for k, v in item.items()}
        nombre = nombres.get("nombre")
        numero = next((nombres[k] for k in ("valor", "nivel", "rango", "puntos") if k in nombres), None)
        if not isinstance(nombre, str) or not isinstance(numero, int) or isinstance(numero, bool):
            return None
        out[normalizar(nombre)] = numero
    return out


def datos_de_ficha(data: dict[str, Any], campos: set[str]) -> dict[str, Any]:
    """Sheet data as written by hand → the model's fields.

    Named values may be given at the top level (``"atletismo": 3``), with accents or spaces
    («Defensa Física»), or in ``habilidades``/``atributos`` objects or lists of
    ``{"nombre": ..., "valor": ...}``; ``valores`` wins over the rest.
    """
    out: dict[str, Any] = {}
    sueltos: dict[str, Any] = {}
    mapas: dict[str, Any] = {}
    propios: dict[str, Any] = {}
    for key, value in data.items():
        clave = ALIAS_FICHA.get(normalizar(key), normalizar(key))
        lista = _lista_de_valores(value) if clave in (*MAPAS_DE_VALORES, "atributos") else None
        if lista is not None:
            value = lista
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
