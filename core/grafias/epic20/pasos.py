"""An Epic20 script step written by hand (:func:`paso`), in canonical form.

Its action by another name or as a combat maneuver (:func:`leer_accion`: «tumbar» is ``atacar`` with «Tumbar»,
«Defensa total 2» is ``defensa_total``), its hero point, and the complication, maneuver and attack it names, read
against the actor's sheet (by attribute: this module imports no ruleset) and the catalogue (docs/reglas/epic20.md,
«Turno»: «Pasos escritos a mano»).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from core.grafias import Lectura, plegar, renombrar_valor
from core.grafias.epic20.nombres import del_arquetipo, nombre_de_maniobra, nombres_de, renombrada, suelta
from core.grafias.epic20.tablas import ACCIONES, TABLAS, USOS_HEROE


def leer_accion(accion: str) -> tuple[str, str | None] | None:
    """An action written by hand as the engine's own id, with the ``maniobra`` it names when it is a combat maneuver
    written as the action («tumbar»: ``atacar`` with «Tumbar»; «Defensa total 2»: ``defensa_total``); None when it
    names no action."""
    if accion in ACCIONES:
        return accion, None
    clave = plegar(accion)
    propia = clave if clave in ACCIONES else TABLAS["acciones"].get(clave)
    if propia is not None:
        return propia, None
    maniobra = nombre_de_maniobra(clave.replace("_", " "))
    if maniobra is None:
        return None
    postura = _postura(maniobra)
    if postura is not None:
        return postura, None
    return "atacar", maniobra


def _postura(maniobra: str) -> str | None:
    """The own action of a maneuver that does not attack («Defensa total 2» → ``defensa_total``)."""
    base = maniobra.rsplit(" ", 1)[0] if maniobra[-1:] in ("1", "2", "3") else maniobra
    return TABLAS["maniobras_que_no_atacan"].get(plegar(base))


def paso(step: dict[str, Any], fichas: Mapping[str, Any], lecturas: list[Lectura]) -> dict[str, Any]:
    """A script step in canonical form (docs/reglas/epic20.md, «Turno»: «Pasos escritos a mano»)."""
    out = dict(step)
    accion = out.get("accion")
    leida = leer_accion(accion) if isinstance(accion, str) else None
    if leida is not None and leida != (accion, None) and isinstance(accion, str):
        propia, maniobra = leida
        out["accion"] = propia
        lecturas.append(("accion", accion, propia))
        if maniobra is not None:
            out["maniobra"] = maniobra
    _punto_heroe(out, lecturas)
    complicacion, actor = out.get("complicacion"), out.get("actor")
    if out.get("accion") == "activar_complicacion" and isinstance(complicacion, str) and actor in fichas:
        de_la_ficha = _complicacion_de_la_ficha(fichas[str(actor)], complicacion)
        out["complicacion"] = renombrada(complicacion, de_la_ficha, "complicacion", lecturas)
    if out.get("accion") != "atacar":
        return out
    maniobra = out.get("maniobra")
    if isinstance(maniobra, str) and maniobra:
        propia_maniobra = nombre_de_maniobra(maniobra) or maniobra
        out["maniobra"] = renombrada(maniobra, propia_maniobra, "maniobra", lecturas)
        postura = _postura(propia_maniobra)
        if postura is not None:
            lecturas.append(("accion", f"atacar + {propia_maniobra}", postura))
            out = {k: v for k, v in out.items() if k not in ("maniobra", "ataque")}
            out["accion"] = postura
            return out
    ataque = out.get("ataque")
    actor = out.get("actor")
    if isinstance(ataque, str) and isinstance(actor, str) and actor in fichas:
        out["ataque"] = renombrada(ataque, _ataque_de_la_ficha(fichas[actor], ataque), "ataque", lecturas)
    return out


def _punto_heroe(step: dict[str, Any], lecturas: list[Lectura]) -> None:
    """``punto_heroe: true`` (or 1) is «superioridad» (``false``: none); a written use is read by the table. In
    ``activar_complicacion`` it is the compensation point: ``true`` (also ``1`` or «sí»)."""
    heroe = step.get("punto_heroe")
    if step.get("accion") == "activar_complicacion":
        compensa = (heroe == 1 and not isinstance(heroe, bool)) or (isinstance(heroe, str) and plegar(heroe) == "si")
        if compensa:
            step["punto_heroe"] = True
            lecturas.append(("punto_heroe", json.dumps(heroe, ensure_ascii=False), "true"))
        return
    if heroe is True or (isinstance(heroe, int) and not isinstance(heroe, bool) and heroe == 1):
        step["punto_heroe"] = "superioridad"
        lecturas.append(("punto_heroe", json.dumps(heroe), "superioridad"))
    elif heroe is False:
        del step["punto_heroe"]
    elif isinstance(heroe, str):
        step["punto_heroe"] = renombrar_valor(heroe, TABLAS["usos_punto_heroe"], "punto_heroe", lecturas, USOS_HEROE)


def _ataque_de_la_ficha(sheet: Any, nombre: str) -> str:
    """«Sin armas» / «superfuerza» → the sheet's own attack name (``sin_armas``, a power, a weapon); Crecer «cuenta
    como Superfuerza» for whom has Crecer and not Superfuerza; an unknown name unchanged."""
    poderes = [str(p.nombre) for p in getattr(sheet, "poderes", [])]
    propios = ["sin_armas", *poderes, *(str(o.nombre) for o in getattr(sheet, "equipo", []))]
    if nombre in propios:
        return nombre
    if suelta(nombre) == suelta("Superfuerza") and "Crecer" in poderes and "Superfuerza" not in poderes:
        return "Crecer"
    encontrado = next((n for n in propios if suelta(n.replace("_", " ")) == suelta(nombre)), None)
    if encontrado is not None:
        return encontrado
    catalogo = nombres_de("poderes")  # a power an archetype gives or one gained with hero points
    return next((n for n in catalogo if suelta(n) == suelta(nombre)), nombre)


def _complicacion_de_la_ficha(sheet: Any, nombre: str) -> str | None:
    """The sheet's complication (or its archetype's forced one) a step names without case, accents or what follows
    («Pérdida de poderes» for «Pérdida de poderes cuando se moja»)."""
    propias = [str(c) for c in getattr(sheet, "complicaciones", [])]
    propias += [
        f for f in del_arquetipo(getattr(sheet, "arquetipo", None), "complicaciones_forzadas") if f not in propias
    ]
    if nombre in propias:
        return nombre
    buscada = suelta(nombre)
    return next((c for c in propias if suelta(c).startswith(buscada) or buscada.startswith(suelta(c))), None)
