"""The effects of a UMH skill or weapon, as written by hand.

One effect's keys and values (:func:`efecto`), a state or control named as the text does («Inhabilitación de ambas
piernas», «Veneno», :func:`nombre_de_catalogo`), with its duration («Aturdimiento (2 acciones)»), and the shorthand
effect fields of a skill (``"control": "aturdimiento"``) joined to its ``efectos`` (11.2–11.6). The kinds of the
states of section 11 are read from ``resources/umh/estados.json``.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from functools import cache
from typing import Any

from core.grafias import Lectura, renombrar_claves, ruta
from core.grafias.umh.comun import anota, campos, clave, claves, numero
from core.grafias.umh.tablas import NOMBRES_DE_CATALOGO, TABLAS
from core.grafias.umh.valores import indole
from core.paths import resources_dir


@cache
def _estados() -> dict[str, str]:
    """Each state of section 11 by its id, with its kind (``indirecto``, ``control``, ``alterado``)."""
    data = json.loads((resources_dir() / "umh" / "estados.json").read_text(encoding="utf-8"))
    return {str(e["id"]): str(e["tipo"]) for e in data["estados"]}


def nombre_de_catalogo(texto: str) -> str:
    """11.3–11.5 names as a reader writes them: «Inhabilitación de ambas piernas» → ``inhabilitacion_piernas``,
    «Veneno» → ``envenenamiento``, «Paralizado» → ``paralisis``, «Quemaduras» → ``quemadura``."""
    key = clave(texto)
    for old, new in (("_de_ambos_", "_"), ("_de_ambas_", "_"), ("_de_un_", "_"), ("_de_una_", "_"), ("_de_", "_")):
        key = key.replace(old, new)
    key = TABLAS["estados"].get(key, TABLAS["posiciones"].get(key, key))
    if key not in _estados() and key.endswith("s") and key[:-1] in _estados():
        key = key[:-1]  # «Quemaduras», «Hemorragias»
    return key


def efecto(data: Any, donde: str, lecturas: list[Lectura]) -> Any:
    """One effect of a skill or a weapon: keys and values as the text names them."""
    if not isinstance(data, Mapping):
        return data
    out = claves(data, "claves_efecto", "efecto", donde, lecturas)
    for key in ("tipo", "sobre"):
        if isinstance(out.get(key), str):
            out[key] = clave(out[key])
    if isinstance(out.get("tipo"), str):
        out["tipo"] = TABLAS["tipos_de_efecto"].get(out["tipo"], out["tipo"])
        state = nombre_de_catalogo(out["tipo"])
        kind = _estados().get(state)
        if kind is not None and not out.get("nombre"):  # {"tipo": "Aturdimiento"}: the state names its kind
            out["tipo"], out["nombre"] = ("estado" if kind == "alterado" else kind), state
    if isinstance(out.get("tipo"), str) and out["tipo"] in NOMBRES_DE_CATALOGO and isinstance(out.get("nombre"), str):
        out["nombre"] = nombre_de_catalogo(out["nombre"])
    if "indole" in out:
        out["indole"] = indole(out["indole"])
    if isinstance(out.get("atributo"), str):
        out["atributo"] = clave(out["atributo"])  # «FUE» → ``fue``
    for key in ("cantidad", "porcentaje", "duracion"):
        if key in out:
            out[key] = numero(out[key])  # «20%», «3 acciones»
    return out


_CON_DURACION = re.compile(
    r"^(.*?)[\s(,:-]+(\d{1,9})\s*(?:acciones|accion|acción|turnos?|rondas?)?\s*\)?\s*$", re.IGNORECASE
)


def nombre_y_duracion(texto: str) -> tuple[str, int | None]:
    """«Aturdimiento (2 acciones)» → («Aturdimiento», 2); «Mojado» → («Mojado», None)."""
    match = _CON_DURACION.match(texto)
    return (match.group(1), int(match.group(2))) if match and match.group(1) else (texto, None)


def _abreviado(tipo: str, value: Any, out: Mapping[str, Any], donde: str, lecturas: list[Lectura]) -> list[Any]:
    """One shorthand effect field of a skill (``"control": "aturdimiento"``) as ``efectos`` entries."""
    if value is None or value is False:
        return []
    items = value if isinstance(value, list) else [value]
    found: list[Any] = []
    amount = "porcentaje" if tipo in ("potenciador", "reduccion") else "cantidad"
    for item in items:
        if item is True or (isinstance(item, (int, float)) and not isinstance(item, bool)):
            entry: dict[str, Any] = {"tipo": tipo} if item is True else {"tipo": tipo, amount: item}
        elif isinstance(item, str):
            name, dur = (item, None) if tipo == "indirecto" else nombre_y_duracion(item)  # «Veneno 20»: no duration
            entry = {"tipo": tipo, "nombre": name} if dur is None else {"tipo": tipo, "nombre": name, "duracion": dur}
        elif isinstance(item, Mapping):
            tabla = {**TABLAS["claves_efecto"], **TABLAS[f"valor_{amount}"]}
            entry = renombrar_claves(item, tabla, donde, lecturas, campos("efecto") | {"extremidad"})
            if "nombre" not in entry and isinstance(entry.get("tipo"), str) and clave(entry["tipo"]) != tipo:
                entry["nombre"] = entry.pop("tipo")  # {"tipo": "envenenamiento", ...}: the kind of the effect
            entry["tipo"] = tipo
        else:
            continue
        limb = entry.pop("extremidad", out.get("extremidad"))
        if isinstance(entry.get("nombre"), str) and isinstance(limb, str):
            base = clave(entry["nombre"])
            if base in ("inhabilitacion", "amputacion"):
                entry["nombre"] = nombre_de_catalogo(f"{base} de {limb}")  # + «ambas piernas» = inhabilitacion_piernas
        if "duracion" not in entry and "duracion" in out:
            entry["duracion"] = out["duracion"]
        found.append(entry)
    return found


def efectos_abreviados(out: dict[str, Any], donde: str, lecturas: list[Lectura]) -> None:
    """11.2–11.6 - effects written as fields of the skill (``"estado": "derribo"``, ``"control": "aturdimiento"``,
    ``"indirecto": {"tipo": "envenenamiento", "cantidad": 20, "duracion": 3}``, ``"colision": true``), with the
    skill's ``duracion`` and ``extremidad``, join its ``efectos``."""
    extra: list[Any] = []
    for key, tipo in TABLAS["efectos_abreviados"].items():
        if key in out:
            anota(lecturas, ruta(donde, "efectos"), key, "efectos")
            extra.extend(_abreviado(tipo, out.pop(key), out, ruta(donde, "efectos"), lecturas))
    if extra:
        current = out.get("efectos")
        out["efectos"] = [*(current if isinstance(current, list) else []), *extra]


def efecto_de_texto(value: Any) -> Any:
    """``"efectos": ["Derribo", "Aturdimiento (1 acción)"]``: an effect named by its state (with its duration)."""
    if not isinstance(value, str):
        return value
    name, dur = nombre_y_duracion(value)
    return {"tipo": name} if dur is None else {"tipo": name, "duracion": dur}
