"""The powers of an Epic20 sheet written by hand (:func:`leer_poderes`).

Each power by the catalogue's name (and subject), ``Debilitar "Atributo"``'s attribute, ``arrojar`` read from its
``detalle``, its modifiers' names and flags; and a modifier written as a power of its own moved to the one power of
the sheet that can take it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from core.grafias import Lectura, plegar, renombrar_valor, ruta
from core.grafias.epic20.nombres import catalogo_de, nombre_de_poder, nombres_de, renombrada, suelta
from core.grafias.epic20.tablas import ATRIBUTOS, DEBILITAR, TABLAS


def leer_poderes(value: Any, lecturas: list[Lectura]) -> Any:
    if not isinstance(value, list):
        return value
    poderes = [_poder({"nombre": p} if isinstance(p, str) else p, ruta("poderes", i), lecturas)
               for i, p in enumerate(value)]  # fmt: skip
    return _modificadores_como_poder(poderes)


def _poder(data: Any, donde: str, lecturas: list[Lectura]) -> Any:
    """A power: the catalogue's name (and subject), ``arrojar`` from its ``detalle``, its modifiers' names."""
    if not isinstance(data, dict):
        return data
    data = dict(data)
    nombre = data.get("nombre")
    encontrado = nombre_de_poder(nombre) if isinstance(nombre, str) else None
    if encontrado is not None and isinstance(nombre, str):
        data["nombre"] = renombrada(nombre, encontrado[0], ruta(donde, "nombre"), lecturas)
        if encontrado[1] and not data.get("detalle"):
            data["detalle"] = encontrado[1]
    detalle = data.get("detalle")
    if data.get("nombre") == DEBILITAR and isinstance(detalle, str) and plegar(detalle) in ATRIBUTOS:
        data["detalle"] = renombrada(detalle, plegar(detalle), ruta(donde, "detalle"), lecturas)
    if "arrojar" not in data and isinstance(detalle, str) and "arroj" in detalle.casefold():
        data["arrojar"] = True  # Masa de músculos: «No puede elegir poderes a distancia, salvo para arrojar objetos»
    mods = data.get("modificadores", [])
    if isinstance(mods, str):
        mods = [mods]
    if isinstance(mods, list):
        propios = frozenset(nombres_de("modificadores"))
        mods = [
            renombrar_valor(m, TABLAS["modificadores"], ruta(ruta(donde, "modificadores"), i), lecturas)
            if isinstance(m, str)
            else m
            for i, m in enumerate(mods)
        ]
        mods = [next((p for p in propios if isinstance(m, str) and suelta(p) == suelta(m)), m) for m in mods]
        for clave, propio in TABLAS["modificadores_como_bandera"].items():
            if data.get(clave) is True:
                lecturas.append((f"poderes.{clave}", f'"{clave}": true', f'"modificadores": ["{propio}"]'))
                del data[clave]
                if propio not in mods:
                    mods.append(propio)
        data["modificadores"] = mods
    return data


def _admite(poder: Mapping[str, Any], aplica_a: str) -> bool:
    """Whether a modifier that applies to ``aplica_a`` can be added to ``poder``."""
    entrada = next((e for e in catalogo_de("poderes") if e["nombre"] == poder.get("nombre")), None)
    if entrada is None:
        return False
    if aplica_a == "ataque":
        ataque = entrada.get("ataque")
        return isinstance(ataque, dict) and ataque.get("naturaleza") != "emocional"
    if aplica_a == "superdefensa_fisica":
        return entrada.get("defensa") == "fisico"
    return True


def _modificadores_como_poder(poderes: list[Any]) -> list[Any]:
    """A modifier written as a power of its own («Ataque penetrante», «Defensa contra ataque penetrante»): when
    exactly one power of the sheet can take it, it is that power's modifier; otherwise it stays (the validator asks
    for it in the power's ``modificadores``)."""
    modificadores = {str(m["nombre"]): str(m.get("aplica_a", "")) for m in catalogo_de("modificadores")}
    result = list(poderes)
    for suelto in poderes:
        if not isinstance(suelto, dict) or not isinstance(suelto.get("nombre"), str):
            continue
        escrito = str(TABLAS["modificadores"].get(plegar(suelto["nombre"]), suelto["nombre"]))
        nombre = next((m for m in modificadores if suelta(m) == suelta(escrito)), None)
        if nombre is None:
            continue
        candidatos = [
            p
            for p in result
            if isinstance(p, dict)
            and _admite(p, modificadores[nombre])
            and nombre not in (p.get("modificadores") or [])
        ]
        if len(candidatos) == 1:
            indice = result.index(candidatos[0])
            result[indice] = {**candidatos[0], "modificadores": [*(candidatos[0].get("modificadores") or []), nombre]}
            result.remove(suelto)
    return result
