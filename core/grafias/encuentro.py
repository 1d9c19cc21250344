"""Encuentro's documented spellings (docs/reglas/encuentro.md, «Nombres para guiones» and «La ficha»).

A hand-written sheet or script step may use accents, capitals and spaces in any name
(«Defensa Física» = ``defensa_fisica``) and the aliases of the documentation's tables: they are
read here, before the sheet model or the engine sees the data, and each reading is reported. The
engine (``core/rulesets/encuentro/``) knows the canonical names only.

Besides renames, the documentation lists a few other ways of writing the same thing, read here too:
a sheet's values at its top level or in ``habilidades``/``atributos`` (objects, or lists of
``{"nombre": ..., "valor": ...}``), ``habilidades`` as a list of names (= ``maniobras``), a square
as ``{"x": 1, "y": 2}``; in a step, ``localizar`` as an action and ``"tipo": "localizar"`` /
``"localizar": true`` on Usar, Prepararse's ``reserva`` object, the shorthands of the ``respuesta``
field, and a value, effect, maneuver or Ayuda's ``para`` named in another case.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from functools import cache
from typing import Any

from core.grafias import Lectura, plegar, renombrar_claves, renombrar_valor
from core.paths import resources_dir

# -- the tables (folded written name → canonical name) -------------------------------------------

ACCIONES: dict[str, str] = {
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
"""Aliases of the action ids; ``localizar`` (with an ``objetivo``) is Usar to locate that hidden enemy."""

CAMPOS: dict[str, str] = {
    "dano": "danio",
    "casilla": "destino",
    "distancia": "altura",
    "puntos_encuentro": "puntos",
    "puntos_de_encuentro": "puntos",
    "puntos_de_desafio": "puntos",
    "visto_por": "vieron",
    "testigos": "vieron",
    "lo_vieron": "vieron",
}
"""Aliases of step fields, for any action (``daño`` folds to ``dano``)."""

CAMPOS_PREPARARSE: dict[str, str] = {"acciones_reservadas": "acciones", "puntos_reservados": "puntos"}
CAMPOS_AYUDA: dict[str, str] = {"maniobra": "para", "tirada": "para", "habilidad": "para", "valor": "para"}

RESPUESTAS: dict[str, str] = {"esquivar": "esquiva", "ninguno": "ninguna", "nada": "ninguna"}
"""The written reactions of an attack's ``respuesta`` field."""

FICHA: dict[str, str] = {
    "puntos": "puntos_encuentro",
    "puntos_desafio": "puntos_encuentro",
    "puntos_de_encuentro": "puntos_encuentro",
    "puntos_de_desafio": "puntos_encuentro",
    "puntos_de_encuentro/desafio": "puntos_encuentro",
    "reserva": "puntos_encuentro",
    "manos": "manos_libres",
}
"""Aliases of sheet fields («Puntos de Encuentro/Desafío» as the rule text writes it)."""

TABLAS: dict[str, dict[str, str]] = {
    "acciones": ACCIONES,
    "campos": CAMPOS,
    "campos_prepararse": CAMPOS_PREPARARSE,
    "campos_ayuda": CAMPOS_AYUDA,
    "respuestas": RESPUESTAS,
    "ficha": FICHA,
}

_CAMPOS_DE: dict[str, dict[str, str]] = {"prepararse": CAMPOS_PREPARARSE, "ayuda": CAMPOS_AYUDA}

GENERICOS = frozenset({"actor", "accion", "objetivo", "respuesta", "dados", "comentario"})
CAMPOS_DE_PASO = frozenset(
    {
        "destino",
        "camino",
        "valor",
        "dificultad",
        "puntos",
        "condicion",
        "acciones",
        "para",
        "efecto",
        "efecto_dificultad",
        "efecto_valor",
        "danio",
        "defensa",
        "alcance",
        "ocupar",
        "altura",
        "vieron",
        "localizar",
        "descripcion",
        "maniobra",
        "preparada",
        "evidente",
        "ofensiva",
    }
)
"""Every canonical step field of every action (the documentation's «campos de paso»)."""

_CON_PUNTOS = frozenset(
    {"atacar", "derribar", "empujar", "agarrar", "usar", "librarse", "respuesta", "prepararse", "ayuda"}
)
DUENOS: dict[str, frozenset[str]] = {
    "danio": frozenset({"atacar"}),
    "destino": frozenset({"moverse", "salto", "desmarcarse", "empujar"}),
    "altura": frozenset({"salto"}),
    "vieron": frozenset({"ocultarse"}),
    "puntos": _CON_PUNTOS,
    "acciones": frozenset({"prepararse"}),
    "para": frozenset({"ayuda"}),
}
"""The actions that have each field an alias names: an alias is read only on those («distancia» on Moverse
stays as written, for the check to refuse with the fields Moverse has)."""

CONDICIONES_OCULTARSE = ("fuera_de_vision", "cobertura", "sombra")
VALORES_BASICOS = ("atletismo", "sabiduria", "defensa_fisica", "defensa_mental")
"""The values the document itself rolls: the only values a sheet may write at its top level."""

CAMPOS_DE_FICHA = frozenset(
    {
        "formato",
        "version",
        "reglas",
        "nombre",
        "retrato",
        "valores",
        "atributos",
        "puntos_encuentro",
        "movimiento",
        "manos_libres",
        "maniobras",
        "posicion",
        "valor_ataque",
        "alcance",
        "notas",
    }
)
"""The sheet's canonical fields (docs/reglas/encuentro.md, «La ficha»)."""

_LISTA_DE_VALORES = ("habilidades", "atributos", "valores")
"""Sheet keys that may hold a list of ``{"nombre": ..., "valor": ...}`` (``nivel`` for ``valor``)."""


@cache
def acciones_canonicas() -> frozenset[str]:
    """The canonical action ids, from the shipped catalogue (resources/encuentro/acciones.json)."""
    with (resources_dir() / "encuentro" / "acciones.json").open(encoding="utf-8") as fh:
        return frozenset(str(entrada["id"]) for entrada in json.load(fh))


def _texto(value: Any) -> str:
    return value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)


# -- the sheet -----------------------------------------------------------------------------------


def _lista_de_valores(value: Any) -> dict[str, Any] | None:
    """``[{"nombre": "Atletismo", "valor": 3}, ...]`` → ``{"atletismo": 3}``; None for any other shape."""
    if not isinstance(value, list) or not value or not all(isinstance(item, dict) for item in value):
        return None
    out: dict[str, Any] = {}
    for item in value:
        campos = {plegar(str(k)): v for k, v in item.items()}
        if not set(campos) <= {"nombre", "valor", "nivel"}:
            return None
        nombre = campos.get("nombre")
        numero = next((campos[k] for k in ("valor", "nivel") if k in campos), None)
        if not isinstance(nombre, str) or numero is None:
            return None
        out[plegar(nombre)] = numero
    return out


def _casilla(raw: Any) -> Any:
    """``{"x": 2, "y": 6}`` (any case) → ``[2, 6]``; anything else as it is."""
    if isinstance(raw, dict):
        xy = {str(k).lower(): v for k, v in raw.items()}
        if set(xy) == {"x", "y"} and len(raw) == 2:
            return [xy["x"], xy["y"]]
    return raw


def _clave_de_ficha(key: Any) -> str:
    plegada = plegar(str(key))
    return FICHA.get(plegada, plegada)


def ficha(data: dict[str, Any], lecturas: list[Lectura]) -> dict[str, Any]:
    """A hand-written encuentro sheet in canonical form (docs/reglas/encuentro.md, «Nombres para guiones»).

    Accents, capitals and spaces in any key; the aliases of :data:`FICHA`; the document's four
    values (:data:`VALORES_BASICOS`) at the top level; ``habilidades``/``atributos`` objects and
    lists of ``{"nombre": ..., "valor": ...}``; ``habilidades`` as a list of names (=
    ``maniobras``); ``posicion`` as ``{"x": .., "y": ..}``. Any other key, a shape that is none of
    these, and a second spelling of something already given (a top-level value also in
    ``valores``, ``puntos`` beside ``puntos_encuentro``) is kept as written: the model reports it.
    """

    def nota(original: str, canonico: str) -> None:
        if original != canonico:
            lecturas.append((canonico, original, canonico))

    out: dict[str, Any] = {}
    sueltos: dict[str, tuple[str, Any]] = {}
    otros: dict[str, Any] = {}  # habilidades/atributos objects
    propios: dict[str, Any] = {}  # valores
    # the canonical spelling of a field first, so that an alias of a field already given is left over
    for key, value in sorted(data.items(), key=lambda item: _clave_de_ficha(item[0]) != item[0]):
        texto, clave = str(key), _clave_de_ficha(key)
        if clave in _LISTA_DE_VALORES and isinstance(value, list) and value and isinstance(value[0], dict):
            lista = _lista_de_valores(value)
            if lista is None:  # a list of objects of another shape: the model reports it as written
                out[key] = value
                continue
            value = lista
        if clave in ("valores", "habilidades", "atributos") and isinstance(value, dict):
            nota(texto, clave)
            for k, v in value.items():
                nombre = plegar(str(k))
                (propios if clave == "valores" else otros)[nombre] = v
                nota(f"{texto}.{k}", f"valores.{nombre}")
            if clave == "atributos":
                out["atributos"] = [plegar(str(k)) for k in value]
        elif clave in ("habilidades", "maniobras") and isinstance(value, list):
            nota(texto, "maniobras")
            out["maniobras"] = [*out.get("maniobras", []), *value]
        elif clave in CAMPOS_DE_FICHA and clave not in out:
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
    if isinstance(out.get("atributos"), list):
        out["atributos"] = [_plegado(v, f"atributos[{i}]", lecturas) for i, v in enumerate(out["atributos"])]
    if isinstance(out.get("valor_ataque"), str):
        out["valor_ataque"] = _plegado(out["valor_ataque"], "valor_ataque", lecturas)
    if isinstance(out.get("posicion"), dict):
        xy = _casilla(out["posicion"])
        if xy is not out["posicion"]:
            lecturas.append(("posicion", _texto(out["posicion"]), _texto(xy)))
            out["posicion"] = xy
    return out


def _plegado(value: Any, donde: str, lecturas: list[Lectura]) -> Any:
    """A name with accents, capitals or spaces as its canonical folded name, the reading noted."""
    if not isinstance(value, str) or plegar(value) == value:
        return value
    lecturas.append((donde, value, plegar(value)))
    return plegar(value)


# -- a script step -------------------------------------------------------------------------------


def _respuesta(raw: Any, ids: frozenset[str]) -> Any:
    """``esquivar`` → ``esquiva``; an id or list of ids (Respuesta) → ``{"respuesta": ...}``."""
    if isinstance(raw, str):
        if raw in ids:
            return {"respuesta": raw}
        clave = plegar(raw)
        clave = RESPUESTAS.get(clave, clave)
        return clave if clave in ("esquiva", "ninguna") else raw
    if isinstance(raw, list) and raw and all(isinstance(r, str) and r in ids for r in raw):
        return {"respuesta": list(raw)}
    if isinstance(raw, dict) and "respuesta" not in raw:  # {"accion": "esquiva"}, {"actor": "b", "accion": "respuesta"}
        campos = {plegar(str(k)): v for k, v in raw.items()}
        tipo = campos.get("accion")
        if not isinstance(tipo, str):
            return raw
        tipo = plegar(tipo)
        tipo = ACCIONES.get(tipo, tipo)
        quien = campos.get("actor")
        if tipo == "esquiva":
            return "esquiva"
        if tipo == "respuesta" and isinstance(quien, str):
            return {"respuesta": quien}
    return raw


def _nombre_en(value: str, nombres: list[str]) -> str | None:
    """The one of ``nombres`` that ``value`` names in another case or with other accents."""
    return next((n for n in nombres if plegar(n) == plegar(value)), None)


def _maniobras(sheet: Any) -> list[str]:
    found = getattr(sheet, "maniobras", None)
    return [m for m in found if isinstance(m, str)] if isinstance(found, list) else []


def _valores(sheet: Any) -> list[str]:
    found = getattr(sheet, "valores", None)
    return [str(v) for v in found] if isinstance(found, dict) else []


def _objetivo(step: Mapping[str, Any]) -> str | None:
    raw = step.get("objetivo")
    if isinstance(raw, list):
        return str(raw[0]) if len(raw) == 1 and isinstance(raw[0], str) else None
    return raw if isinstance(raw, str) else None


def _localizar(out: dict[str, Any], escrita: str, lecturas: list[Lectura]) -> dict[str, Any]:
    """Usar to locate written ``localizar`` with an ``objetivo``, or with ``"tipo": "localizar"`` / ``"localizar": true``."""
    tipo = out.get("tipo")
    por_tipo = isinstance(tipo, str) and plegar(tipo) == "localizar"
    if not (plegar(escrita) == "localizar" or por_tipo or out.get("localizar") is True):
        return out
    objetivo = _objetivo(out)
    if objetivo is None or isinstance(out.get("localizar"), str):
        return out
    antes = {k: out[k] for k in ("objetivo", "tipo", "localizar") if k in out}
    out = {k: v for k, v in out.items() if k not in ("objetivo", "localizar") and not (k == "tipo" and por_tipo)}
    out["localizar"] = objetivo
    lecturas.append(("localizar", _texto(antes), _texto({"localizar": objetivo})))
    return out


def paso(step: dict[str, Any], fichas: Mapping[str, Any], lecturas: list[Lectura]) -> dict[str, Any]:
    """A hand-written encuentro step in canonical form (docs/reglas/encuentro.md, «Nombres para guiones»).

    ``fichas`` maps each combatant id to its sheet (read by attribute: ``maniobras``, ``valores``).
    """
    escrita = step.get("accion")
    if not isinstance(escrita, str):
        return dict(step)
    accion = renombrar_valor(escrita, ACCIONES, "accion", lecturas, acciones_canonicas())
    out = {**step, "accion": accion}
    tabla = {k: v for k, v in {**CAMPOS, **_CAMPOS_DE.get(accion, {})}.items() if accion in DUENOS.get(v, ())}
    out = renombrar_claves(out, tabla, "", lecturas, (CAMPOS_DE_PASO | GENERICOS) - frozenset(tabla))
    if accion == "usar":
        out = _localizar(out, escrita, lecturas)
    reserva = out.get("reserva")
    if accion == "prepararse" and isinstance(reserva, dict):
        del out["reserva"]
        for sub, value in reserva.items():
            clave = plegar(str(sub))
            clave = tabla.get(clave, clave)
            if clave not in out:
                out[clave] = value
                lecturas.append((clave, f"reserva.{sub}", clave))
    for campo in ("destino",):
        if isinstance(out.get(campo), dict):
            xy = _casilla(out[campo])
            if xy is not out[campo]:
                lecturas.append((campo, _texto(out[campo]), _texto(xy)))
                out[campo] = xy
    camino = out.get("camino")
    if isinstance(camino, list) and any(isinstance(sq, dict) for sq in camino):
        nuevo = [_casilla(sq) for sq in camino]
        if nuevo != camino:
            lecturas.append(("camino", _texto(camino), _texto(nuevo)))
            out["camino"] = nuevo
    if "respuesta" in out:
        leida = _respuesta(out["respuesta"], frozenset(fichas))
        if leida != out["respuesta"]:
            lecturas.append(("respuesta", _texto(out["respuesta"]), _texto(leida)))
            out["respuesta"] = leida
    for campo in ("valor", "efecto", "efecto_valor"):
        if campo in out:
            out[campo] = _plegado(out[campo], campo, lecturas)
    condicion = out.get("condicion")
    if accion == "ocultarse" and isinstance(condicion, str) and plegar(condicion) in CONDICIONES_OCULTARSE:
        out["condicion"] = _plegado(condicion, "condicion", lecturas)
    actor = fichas.get(str(step.get("actor")))
    maniobra = out.get("maniobra")
    if accion == "usar" and isinstance(maniobra, str):
        propia = _nombre_en(maniobra, _maniobras(actor))
        if propia is not None and propia != maniobra:
            lecturas.append(("maniobra", maniobra, propia))
            out["maniobra"] = propia
    if accion == "ayuda" and isinstance(out.get("para"), str):
        out["para"] = _para(out["para"], actor, fichas.get(_objetivo(out) or ""), lecturas)
    return out


def _para(para: str, ayudante: Any, receptor: Any, lecturas: list[Lectura]) -> str:
    """Ayuda's ``para``: an action id or a value (folded), or a maneuver as the receiver's (else the helper's) sheet writes it."""
    propia = _nombre_en(para, _maniobras(receptor)) or _nombre_en(para, _maniobras(ayudante))
    if propia is None:
        propia = plegar(para)
    if propia != para:
        lecturas.append(("para", para, propia))
    return propia
