"""A UMH script step written by hand (:func:`paso`), in canonical form.

Its ``accion`` (a synonym such as ``PT``, or the name of one of the actor's skills), its fields (``poder``,
``reaccion``, ``choca_con``), the skill, weapon or object it names in another case, and its ``respuesta`` (``recibir``,
``{"poder": ...}``, a defender's skill named by its variation). The sheets are read by attribute: this module
imports no ruleset.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from core.grafias import Lectura, renombrar_claves, renombrar_valor, ruta
from core.grafias.umh.comun import clave, unico, valor
from core.grafias.umh.tablas import ACCIONES, TABLAS

_CLAVES_RESPUESTA = frozenset({"habilidad", "defensor", "casillas", "reflejar_a", "respuesta", "hacia"})
"""The keys of a ``respuesta`` object."""
_CLAVES_PASO = frozenset({"actor", "accion", "objetivo", "objetivos", "respuesta", "dados", "comentario"})


def _habilidades(sheet: Any) -> list[Any]:
    return list(getattr(sheet, "habilidades", []) or [])


def _habilidad_de(nombre: str, sheet: Any, *, por_variacion: bool = False) -> str | None:
    """The name of ``sheet``'s skill ``nombre`` means (case, accents, spaces; with ``por_variacion``, «Evasión» for
    the only defensive skill of that variation, 8.2)."""
    skills = _habilidades(sheet)
    found = unico(nombre, [str(h.nombre) for h in skills])
    if found is None and por_variacion:
        var = valor(nombre, "variaciones")
        same = [h for h in skills if h.tipo == "defensiva" and h.variacion == var]
        found = str(same[0].nombre) if len(same) == 1 else None
    return found


def _objetivos(step: Mapping[str, Any]) -> list[str]:
    target = step.get("objetivo", step.get("objetivos"))
    if isinstance(target, list):
        return [str(t) for t in target]
    return [] if target is None else [str(target)]


def _nombre_en(nombre: str, quienes: list[str], fichas: Mapping[str, Any], *, por_variacion: bool) -> str | None:
    """The skill ``nombre`` means in the sheets of ``quienes`` (failing them, of anyone in the battle)."""
    for group in (quienes, list(fichas)):
        found = {
            f
            for cid in group
            if cid in fichas
            if (f := _habilidad_de(nombre, fichas[cid], por_variacion=por_variacion))
        }
        if len(found) == 1:
            return found.pop()
        if found:
            return None
    return None


def _respuesta(value: Any, quienes: list[str], fichas: Mapping[str, Any], donde: str, lecturas: list[Lectura]) -> Any:
    """A ``respuesta`` in canonical form: ``"recibir"`` = ``"ninguna"``, ``{"poder": ...}`` = ``{"habilidad": ...}``,
    a skill named in another case or by its variation as the defender's skill."""
    if isinstance(value, list):
        return [_respuesta(v, quienes, fichas, ruta(donde, i), lecturas) for i, v in enumerate(value)]
    if isinstance(value, str):
        canon = renombrar_valor(
            value.strip(), TABLAS["respuestas"], donde, lecturas, frozenset({"ninguna", "resistir"})
        )
        if canon in ("ninguna", "resistir") or not canon:
            return canon
        found = _nombre_en(value, quienes, fichas, por_variacion=True)
        if found is not None and found != value:
            lecturas.append((donde, value, found))
            return found
        return value
    if not isinstance(value, Mapping):
        return value
    if any(k in fichas for k in value) and not any(
        isinstance(k, str) and (clave(k) in _CLAVES_RESPUESTA or clave(k) in TABLAS["claves_respuesta"]) for k in value
    ):  # {id: respuesta}: each target's own
        return {k: _respuesta(v, [str(k)], fichas, ruta(donde, str(k)), lecturas) for k, v in value.items()}
    out = renombrar_claves(value, TABLAS["claves_respuesta"], donde, lecturas, _CLAVES_RESPUESTA)
    name = out.get("habilidad")
    if isinstance(name, str):
        defender = out.get("defensor")
        found = _nombre_en(name, [str(defender)] if defender else quienes, fichas, por_variacion=True)
        if found is not None and found != name:
            lecturas.append((ruta(donde, "habilidad"), name, found))
            out["habilidad"] = found
    return out


def paso(step: dict[str, Any], fichas: Mapping[str, Any], lecturas: list[Lectura]) -> dict[str, Any]:
    """A script step in canonical form: its ``accion`` (``PT``, ``atacar``, the name of one of the actor's skills),
    its fields (``poder``, ``reaccion``, ``choca_con``) and the names it gives (skills, weapons, objects)."""
    out = dict(step)
    actor = out.get("actor")
    sheet = fichas.get(actor) if isinstance(actor, str) else None
    accion = out.get("accion")
    if isinstance(accion, str):
        out["accion"] = renombrar_valor(accion, TABLAS["acciones"], "accion", lecturas, ACCIONES)
        if out["accion"] not in ACCIONES and sheet is not None and "habilidad" not in out:
            found = _habilidad_de(accion, sheet)
            if found is not None:  # "accion": "Golpe Fuerte" = "habilidad" with that skill
                out["accion"] = "habilidad"
                out = {**out, "habilidad": found}
                lecturas.append(("accion", accion, "habilidad"))
    if out.get("accion") == "habilidad":
        out = renombrar_claves(
            out, TABLAS["campos_del_paso"], "", lecturas, _CLAVES_PASO | {"habilidad", "colision_con"}
        )
    if (
        out.get("accion") in ("habilidad", "post_combate")
        and isinstance(out.get("habilidad"), str)
        and sheet is not None
    ):
        found = _habilidad_de(out["habilidad"], sheet)
        if found is not None and found != out["habilidad"]:
            lecturas.append(("habilidad", out["habilidad"], found))
            out["habilidad"] = found
    if sheet is not None:
        weapons = [str(a.nombre) for a in getattr(sheet, "armas", [])]
        names = {
            "arma": weapons if out.get("accion") == "habilidad" else [],
            "objeto": [*map(str, getattr(sheet, "objetos", [])), *weapons] if out.get("accion") == "equipar" else [],
        }
        for key, known in names.items():
            if known and isinstance(out.get(key), str):
                found = unico(out[key], known)
                if found is not None and found != out[key]:  # «espada» = «Espada»
                    lecturas.append((key, out[key], found))
                    out[key] = found
    if "respuesta" in out:
        out["respuesta"] = _respuesta(out["respuesta"], _objetivos(out), fichas, "respuesta", lecturas)
    return out
