"""The values a UMH sheet writes as text: índoles, areas, reaches, hardness and penetration.

«Elemental (ígnea)» or «Física, ígnea» as índoles (7.1.1), «Área 3» as an area (6.1.1), «Distancia 5» as a reach
(5.1.1), «Acero orgánico» as a hardness (9.6.1) and ``10`` or ``true`` as an ``ignora``/``perfora`` (9.2.2/9.2.3).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from core.grafias import Lectura
from core.grafias.umh.comun import clave, claves, numero, valor
from core.grafias.umh.tablas import SUBINDOLES, TABLAS


def indole(texto: Any) -> Any:
    """«Ígnea» → ``ignea``; «Elemental ígnea», «Elemental (eléctrica)», «Energética: psiónica» → the sub-kind."""
    if not isinstance(texto, str):
        return texto
    for sep in ("(", ")", ":", ","):
        texto = texto.replace(sep, " ")
    key = valor(texto, "indoles")
    for familia, subs in SUBINDOLES.items():
        if key.startswith(familia + "_"):
            rest = TABLAS["indoles"].get(key[len(familia) + 1 :], key[len(familia) + 1 :])
            if rest in subs:
                return rest
    return key


def _lista_de_texto(texto: str) -> list[str]:
    """«Física, ígnea», «Física y mental», «Física / Ígnea» → one entry each (a list written as text)."""
    for sep in (";", " / ", " y "):
        texto = texto.replace(sep, ",")
    parts = [p.strip() for p in texto.split(",") if p.strip()]
    return parts or [texto]


def indoles(value: Any, *, de_habilidad: bool = False) -> Any:
    """One índole or a list of them, spelt as the text does («Física», «Daño al alma»).

    ``de_habilidad``: a skill that lists a family next to one of its sub-kinds («Elemental», «Ígnea») has one
    índole, the sub-kind (7.1.1), not two (which would halve immunities, 9.5.3)."""
    if isinstance(value, str):
        value = _lista_de_texto(value)
    if isinstance(value, list):
        read = [indole(item) for item in value]
        if not all(isinstance(i, str) for i in read):
            return read  # not names: the model says which item is wrong
        out = list(dict.fromkeys(read))  # «Ígnea y magmática» is one índole
        if de_habilidad:
            out = [i for i in out if not (i in SUBINDOLES and any(s in out for s in SUBINDOLES[i]))]
        return out
    return value


def area(value: Any, donde: str, lecturas: list[Lectura]) -> Any:
    """6.1.1 - an area as the text names it, with its size: ``"Área 3"``, ``3``, ``{"tipo": "Cónico", "tamaño": 1}``."""
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        return {"tipo": "area_simple", "tamano": value}
    if isinstance(value, str):
        key = clave(value)
        head, _, tail = key.rpartition("_")
        if head and tail.isdigit() and len(tail) <= 9:
            return {"tipo": TABLAS["areas"].get(head, head), "tamano": int(tail)}
        return {"tipo": TABLAS["areas"].get(key, key)}
    if isinstance(value, Mapping):
        out = claves(value, "claves_area", "area", donde, lecturas)
        if isinstance(out.get("tipo"), str):
            out["tipo"] = valor(out["tipo"], "areas")
        return out
    return value


def alcance(value: Any, donde: str, lecturas: list[Lectura]) -> Any:
    """5.1.1 - a reach: a number of squares, «Distancia 5», «Contacto» or ``{"tipo", "casillas"}``."""
    if isinstance(value, str):
        tokens = clave(value.replace("(", " ").replace(")", " ")).split("_")
        digits = [t for t in tokens if t.isdigit() and len(t) <= 9]
        words = "_".join(t for t in tokens if t and not t.isdigit() and t not in ("casillas", "casilla"))
        if not words and digits:
            return int(digits[0])  # «5 casillas»
        kind = TABLAS["alcances"].get(words, words)
        if digits:
            return {"tipo": kind, "casillas": int(digits[0])}  # «Distancia (5)»
        return {"tipo": kind, "casillas": 0 if kind == "propio" else 1}
    if isinstance(value, Mapping):
        out = claves(value, None, "alcance", donde, lecturas)
        if isinstance(out.get("tipo"), str):
            out["tipo"] = valor(out["tipo"], "alcances")
        return out
    return value


def dureza(data: dict[str, Any]) -> dict[str, Any]:
    """9.6.1 hardness and 9.3.1 scale level as written («Acero orgánico», «Sobrehumana»)."""
    for key in ("dureza", "escala"):
        if isinstance(data.get(key), str):
            data[key] = clave(data[key])
    return data


def penetracion(value: Any, donde: str, lecturas: list[Lectura]) -> Any:
    """``10`` → 10 %; ``true`` → the whole of it (9.2.2/9.2.3)."""
    if value is True:
        return {}
    if value is False:
        return None
    value = numero(value)
    if isinstance(value, int) or (isinstance(value, float) and math.isfinite(value)):
        return {"porcentaje": int(value)}
    if isinstance(value, float):
        return {"porcentaje": value}  # NaN and infinity reach the model, which refuses them
    if isinstance(value, Mapping):
        out = dureza(claves(value, None, "penetracion", donde, lecturas))
        if "porcentaje" in out:
            out["porcentaje"] = numero(out["porcentaje"])
        return out
    return value
