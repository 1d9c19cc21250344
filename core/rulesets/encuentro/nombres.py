"""Names a hand-written script or sheet may use: accents, spaces and the obvious aliases."""

from __future__ import annotations

import functools
import unicodedata
from collections.abc import Iterable, Mapping
from typing import Any

from pydantic import ValidationInfo

from core.contract import did_you_mean
from core.i18n import tr
from core.ruleset import Action, JsonValue
from core.sheets import note_reading


@functools.lru_cache(maxsize=4096)
def normalizar(texto: str) -> str:
    """«Defensa Física» → ``defensa_fisica``: lower case, no accents, ``_`` for spaces, dashes and slashes
    («Puntos de Encuentro/Desafío» → ``puntos_de_encuentro_desafio``). Kept for the names a battle repeats."""
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
    "localizar": "usar",
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
"""Aliases of the action ids (after :func:`normalizar`); ``localizar`` is Usar to locate (its ``objetivo`` is
the hidden enemy)."""

ALIAS_CAMPOS = {
    "daño": "danio",
    "casilla": "destino",
    "distancia": "altura",
    "puntos_encuentro": "puntos",
    "puntos_de_encuentro": "puntos",
    "puntos_de_desafio": "puntos",
    "visto_por": "vieron",
    "testigos": "vieron",
    "lo_vieron": "vieron",
}
"""The documented aliases of step fields, for any action that has the field (read after :func:`normalizar`, so
«Daño» and ``dano`` are ``danio`` too)."""

ALIAS_CAMPOS_DE = {
    "prepararse": {"acciones_reservadas": "acciones", "puntos_reservados": "puntos"},
    "ayuda": {"maniobra": "para", "tirada": "para", "habilidad": "para", "valor": "para"},
}
"""The documented aliases of step fields that belong to one action only."""

RESERVA = "reserva"
"""Prepararse: ``{"reserva": {"acciones": 1, "puntos": 2}}`` says the same as the two fields."""

TIPO_LOCALIZAR = "localizar"
"""Usar: ``"tipo": "localizar"`` (or ``"localizar": true``) with the hidden enemy as ``objetivo``."""


def accion_canonica(accion: str) -> str:
    """The canonical id of an action as written (accents, capitals, spaces and aliases)."""
    clave = normalizar(accion)
    return ALIAS_ACCIONES.get(clave, clave)


def alias_de(accion: str) -> dict[str, str]:
    """Every documented field alias of a canonical action (whether the action has the field is not checked)."""
    return {**ALIAS_CAMPOS, **ALIAS_CAMPOS_DE.get(accion, {})}


@functools.cache
def _alias_plegados(accion: str) -> Mapping[str, str]:
    """:func:`alias_de` with each alias as :func:`normalizar` leaves it (``daño`` → ``dano``)."""
    return {normalizar(k): v for k, v in alias_de(accion).items()}


def ya_canonica(action: Action, campos: Mapping[str, frozenset[str]], ids: Iterable[str]) -> bool:
    """Whether :func:`canonica` would give ``action`` back as it is: a canonical action id, only its canonical
    fields (``campos``, by action), squares as ``[x, y]``, Ayuda's ``puntos`` given, no Usar to locate by
    ``tipo``/``localizar: true``, Prepararse without a ``reserva`` object and a canonical ``respuesta`` — what
    the GUI builds and the runner reads from a canonical script. Cheap: no name is folded."""
    propios = campos.get(action.accion)
    params = action.params
    if propios is None or not propios.issuperset(params):
        return False
    if isinstance(params.get("destino"), dict):
        return False
    camino = params.get("camino")
    if isinstance(camino, list) and any(isinstance(sq, dict) for sq in camino):
        return False
    accion = action.accion
    if (
        (accion == "ayuda" and "puntos" not in params)
        or (accion == "usar" and ("tipo" in params or params.get("localizar") is True))
        or (accion == "prepararse" and isinstance(params.get(RESERVA), dict))
    ):
        return False
    raw = action.respuesta
    if raw is None or (isinstance(raw, dict) and "respuesta" in raw):
        return True
    return raw in ("esquiva", "ninguna") and raw not in ids


_NINGUNA = ("ninguna", "ninguno", "nada")


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
        tipo = campos.get("accion") if isinstance(campos.get("accion"), str) else None
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


def _pide_localizar(params: dict[str, Any]) -> bool:
    """``"localizar": true`` or ``"tipo": "localizar"`` on a Usar."""
    tipo = params.get("tipo")
    return params.get("localizar") is True or (isinstance(tipo, str) and normalizar(tipo) == TIPO_LOCALIZAR)


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
    """The step with canonical action id, field names and reaction values (accents and documented aliases)."""
    accion = accion_canonica(action.accion)
    alias = _alias_plegados(accion)
    params: dict[str, Any] = dict(action.params)
    for key, value in action.params.items():
        clave = normalizar(key)
        clave = alias.get(clave, clave)
        if clave != key and clave not in params:
            params[clave] = value
    if accion == "prepararse" and isinstance(params.get(RESERVA), dict):
        for sub, value in params[RESERVA].items():
            clave = normalizar(str(sub))
            params.setdefault(alias.get(clave, clave), value)
    if "destino" in params:
        params["destino"] = _casilla_xy(params["destino"])
    if isinstance(params.get("camino"), list):
        params["camino"] = [_casilla_xy(sq) for sq in params["camino"]]
    objetivos = action.objetivos
    if accion == "ayuda" and "puntos" not in params:
        params["puntos"] = 1  # «ceder puntos de encuentro» without a number: the least, one
    localiza = accion == "usar" and (normalizar(action.accion) == "localizar" or _pide_localizar(params))
    if localiza and objetivos and not isinstance(params.get("localizar"), str):
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


VALORES_BASICOS = ("atletismo", "sabiduria", "defensa_fisica", "defensa_mental")
"""The values the document itself rolls or compares against: the only values a sheet may write at its top level."""

ALIAS_FICHA = {
    "puntos": "puntos_encuentro",
    "puntos_desafio": "puntos_encuentro",
    "puntos_de_encuentro": "puntos_encuentro",
    "puntos_de_desafio": "puntos_encuentro",
    "puntos_de_encuentro_desafio": "puntos_encuentro",
    "reserva": "puntos_encuentro",
    "manos": "manos_libres",
}
"""The documented aliases of sheet fields (after :func:`normalizar`; «Puntos de Encuentro/Desafío» as the text writes it)."""

_LISTA_DE_VALORES = ("habilidades", "atributos", "valores")
"""Sheet keys that may hold a list of ``{"nombre": ..., "valor": ...}`` (``nivel`` for ``valor``)."""

_CAMPOS_DE_UN_VALOR = ("nombre", "valor", "nivel")


def _nombres(value: Any) -> Any:
    if isinstance(value, list):
        return [normalizar(v) if isinstance(v, str) else v for v in value]
    return value


def _lista_de_valores(value: Any, donde: str) -> dict[str, Any] | None:
    """``[{"nombre": "Atletismo", "valor": 3}, ...]`` (a free list of named values) → ``{"atletismo": 3}``.

    None when ``value`` is not a list of objects (a list of names); a ValueError naming the item when an
    object carries another key or lacks its name or number.
    """
    if not isinstance(value, list) or not value or not all(isinstance(item, dict) for item in value):
        return None
    out: dict[str, Any] = {}
    for indice, item in enumerate(value):
        nombres = {normalizar(str(k)): v for k, v in item.items()}
        for clave in item:
            if normalizar(str(clave)) not in _CAMPOS_DE_UN_VALOR:
                raise ValueError(
                    tr(
                        "{donde}[{indice}]: «{clave}» no es un campo de un valor (nombre, valor o nivel).",
                        donde=donde,
                        indice=indice,
                        clave=clave,
                    )
                    + did_you_mean(str(clave), _CAMPOS_DE_UN_VALOR)
                )
        nombre = nombres.get("nombre")
        numero = next((nombres[k] for k in ("valor", "nivel") if k in nombres), None)
        if not isinstance(nombre, str) or numero is None:
            raise ValueError(
                tr("{donde}[{indice}] necesita «nombre» y «valor» (o «nivel»).", donde=donde, indice=indice)
            )
        out[normalizar(nombre)] = numero
    return out


def _canonico(key: Any) -> str:
    norm = normalizar(str(key))
    return ALIAS_FICHA.get(norm, norm)


def datos_de_ficha(data: dict[str, Any], campos: set[str], info: ValidationInfo | None = None) -> dict[str, Any]:
    """Sheet data as written by hand → the model's fields (docs/reglas/encuentro.md, «Nombres para guiones»).

    Documented spellings only, each reported with :func:`~core.sheets.note_reading`: accents, capitals and
    spaces in any key; the aliases of :data:`ALIAS_FICHA`; the document's four values
    (:data:`VALORES_BASICOS`) at the top level; ``habilidades``/``atributos`` objects and lists of
    ``{"nombre": ..., "valor": ...}``; ``habilidades`` as a list of names (= ``maniobras``); ``posicion`` as
    ``{"x": .., "y": ..}``. Any other key, and a second spelling of something already given (a top-level
    value also in ``valores``, ``puntos`` beside ``puntos_encuentro``), is kept as it is written: the model
    reports it as unknown, with the closest names, and saves it back untouched.
    """

    def nota(original: str, canonico: str) -> None:
        if original != canonico:
            note_reading(info, canonico, original, canonico)

    out: dict[str, Any] = {}
    sueltos: dict[str, tuple[str, Any]] = {}
    otros: dict[str, Any] = {}  # habilidades/atributos objects
    propios: dict[str, Any] = {}  # valores
    # the canonical spelling of a field first, so that an alias of a field already given is left over
    for key, value in sorted(data.items(), key=lambda item: _canonico(item[0]) != item[0]):
        texto, clave = str(key), _canonico(key)
        lista = _lista_de_valores(value, texto) if clave in _LISTA_DE_VALORES else None
        if lista is not None:
            value = lista
        if clave in ("valores", "habilidades", "atributos") and isinstance(value, dict):
            nota(texto, clave)
            for k, v in value.items():
                nombre = normalizar(str(k))
                (propios if clave == "valores" else otros)[nombre] = v
                nota(f"{texto}.{k}", f"valores.{nombre}")
            if clave == "atributos":
                out["atributos"] = [normalizar(str(k)) for k in value]
        elif clave in ("habilidades", "maniobras") and isinstance(value, list):
            nota(texto, "maniobras")
            out["maniobras"] = [*out.get("maniobras", []), *value]
        elif clave in campos and clave not in out:
            nota(texto, clave)
            out[clave] = value
        elif clave in VALORES_BASICOS and clave not in sueltos:
            sueltos[clave] = (texto, value)
        else:
            out[key] = value
    for clave, (texto, value) in sueltos.items():
        if clave in propios or clave in otros:
            out[texto] = value  # also in «valores» or «habilidades»: left over, reported
        else:
            nota(texto, f"valores.{clave}")
            propios.setdefault(clave, value)
    if (sueltos or otros or propios) and "valores" not in out:  # a «valores» of another shape: the model refuses it
        out["valores"] = {**{k: v for k, v in otros.items() if k not in propios}, **propios}
    if "atributos" in out:
        out["atributos"] = _nombres(out["atributos"])
    if isinstance(out.get("valor_ataque"), str):
        out["valor_ataque"] = normalizar(out["valor_ataque"])
    if isinstance(out.get("posicion"), dict):
        out["posicion"] = _posicion(out["posicion"])
    return out


def _posicion(raw: dict[Any, Any]) -> list[Any]:
    """``{"x": 1, "y": 2}`` (any case) → ``[1, 2]``; any other key is an error naming it."""
    for clave in raw:
        if str(clave).lower() not in ("x", "y"):
            raise ValueError(
                tr("posicion: «{clave}» no es una coordenada (x o y).", clave=clave)
                + did_you_mean(str(clave), ("x", "y"))
            )
    xy = _casilla_xy(raw)
    if not isinstance(xy, list):
        raise ValueError(tr("posicion: como objeto lleva «x» e «y»."))
    return xy
