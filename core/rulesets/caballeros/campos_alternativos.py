"""Other names a hand-written sheet gives to the numbers a power's mechanic needs.

The issue fixes only ``nombre``, ``codigos``, ``coste`` and ``dano``; a GM writing a sheet by hand
guesses the rest. These guesses are read as the engine's own fields when the engine's field is absent
(the engine's field always wins): ``turnos`` (T: turnos extra, INM: turnos inmovilizado, V/RV: turnos
de veneno), ``tirada`` / ``tirada_minima`` for a mortal (M, RM: the least roll, or the list of rolls
that kill, ``[8, 9]``), ``barrera_por_cosmos`` (DefB), ``numero_rayos`` / ``num_rayos`` (RMult), and
the element of a resistance written as its code (``F``, ``H``) or capitalised."""

from __future__ import annotations

from typing import Any

from core.rulesets.caballeros.ficha import DESTINOS
from core.rulesets.caballeros.migracion import (
    codigos_de_texto,
    destino_de_texto,
    grafia_codigo,
    partes_de_codigos,
    plano,
)

_SINONIMOS = {
    "barrera_por_cosmos": "puntos_por_cosmos",
    "numero_rayos": "rayos",
    "num_rayos": "rayos",
}
_ELEMENTOS = {"f": "fuego", "h": "hielo", "fuego": "fuego", "hielo": "hielo"}
_DEFENSAS = frozenset({"DefContR", "DefContA", "DefDR", "DefDA", "DefDT"})

Lectura = tuple[str, str]
"""(the name as written, the engine's field it is read as)."""


def _codigos(datos: dict[str, Any]) -> set[str]:
    valor = datos.get("codigos")
    if isinstance(valor, str):
        return set(codigos_de_texto(valor))
    if isinstance(valor, list):
        return {grafia_codigo(c) for c in valor if isinstance(c, str)}
    return set()


def _minimo(valor: Any) -> Any:
    """``[8, 9]`` → 8 (the least roll that kills); a number stays."""
    if isinstance(valor, list) and valor and all(isinstance(v, int) and not isinstance(v, bool) for v in valor):
        return min(valor)
    return valor


def leer_poder(datos: dict[str, Any]) -> tuple[dict[str, Any], list[Lectura]]:
    """The power's data with the other names read as the engine's fields, and what was read as what.

    A name that is read is removed; one that the engine's own field overrides, or that this power's
    codes do not use, stays, and the sheet reports it as a key no model declares (it has no effect)."""
    datos = dict(datos)
    lecturas: list[Lectura] = []
    for otro, propio in _SINONIMOS.items():
        if otro in datos and propio not in datos:
            datos[propio] = datos.pop(otro)
            lecturas.append((otro, propio))
    codigos = _codigos(datos)
    destinos = [
        propio for codigo, propio in (("T", "turnos_extra"), ("INM", "turnos_inmovilizado")) if codigo in codigos
    ]
    if {"V", "RV"} & codigos:
        destinos.append("veneno_turnos")
    destinos = [d for d in destinos if d not in datos]
    if "turnos" in datos and destinos:
        turnos = datos.pop("turnos")
        for propio in destinos:
            datos[propio] = turnos
            lecturas.append(("turnos", propio))
    if {"M", "RM"} & codigos and "tirada_mortal" not in datos:
        if "tirada" in datos:
            datos["tirada_mortal"] = _minimo(datos["tirada"])
            lecturas.append(("tirada", "tirada_mortal"))
        elif "tirada_minima" in datos and "RSD" not in codigos and not (codigos & _DEFENSAS):
            datos["tirada_mortal"] = _minimo(datos.pop("tirada_minima"))
            lecturas.append(("tirada_minima", "tirada_mortal"))
    if "RSD" in codigos and "tirada_minima" not in datos and "tirada" in datos:
        datos["tirada_minima"] = _minimo(datos["tirada"])
        lecturas.append(("tirada", "tirada_minima"))
    if any(otro == "tirada" for otro, _ in lecturas):
        del datos["tirada"]
    return datos, lecturas


def de_poder(datos: Any) -> Any:
    """The power's data with the other names read as the engine's fields."""
    return leer_poder(datos)[0] if isinstance(datos, dict) else datos


def leer_resistencias(valor: dict[Any, Any]) -> tuple[dict[Any, Any], list[Lectura]]:
    """``{"F": 20}`` / ``{"Fuego": 20}`` → ``{"fuego": 20}``, and what was read as what."""
    leido: dict[Any, Any] = {}
    lecturas: list[Lectura] = []
    for clave, numero in valor.items():
        propio = _ELEMENTOS.get(plano(str(clave)).strip(), clave)
        if propio != clave:
            lecturas.append((str(clave), str(propio)))
        leido[propio] = numero
    return leido, lecturas


def de_resistencias(valor: Any) -> Any:
    """``{"F": 20}`` / ``{"Fuego": 20}`` → ``{"fuego": 20}``."""
    return leer_resistencias(valor)[0] if isinstance(valor, dict) else valor


def _lecturas_de_codigos(valor: Any) -> list[Lectura]:
    escritos = partes_de_codigos(valor) if isinstance(valor, str) else valor if isinstance(valor, list) else []
    return [(c, grafia_codigo(c)) for c in escritos if isinstance(c, str) and grafia_codigo(c) != c]


def _lecturas_de_poderes(poderes: Any, ruta: str) -> list[tuple[str, str, str]]:
    if not isinstance(poderes, list):
        return []
    lecturas: list[tuple[str, str, str]] = []
    for i, poder in enumerate(poderes):
        if isinstance(poder, dict):
            lecturas += [(f"{ruta}[{i}].codigos", o, c) for o, c in _lecturas_de_codigos(poder.get("codigos"))]
            lecturas += [(f"{ruta}[{i}].{o}", o, c) for o, c in leer_poder(poder)[1]]
    return lecturas


def lecturas_de_ficha(datos: dict[str, Any]) -> list[tuple[str, str, str]]:
    """(path, as written, as read) for every documented alternative spelling of a sheet's data: the
    other names of a power's numbers, codes in another case, resistances and bonus destinations as
    words. The validators of the models do the reading; this only says what they will read."""
    lecturas = _lecturas_de_poderes(datos.get("poderes"), "poderes")
    aliados = datos.get("aliados")
    for i, aliado in enumerate(aliados if isinstance(aliados, list) else []):
        if isinstance(aliado, dict):
            lecturas += _lecturas_de_poderes(aliado.get("poderes"), f"aliados[{i}].poderes")
    resistencias = datos.get("resistencias")
    if isinstance(resistencias, dict):
        lecturas += [(f"resistencias.{o}", o, c) for o, c in leer_resistencias(resistencias)[1]]
    bonos = datos.get("bonos")
    for i, bono in enumerate(bonos if isinstance(bonos, list) else []):
        destino = bono.get("a") if isinstance(bono, dict) else None
        if isinstance(destino, str) and destino not in DESTINOS and destino_de_texto(destino) != destino:
            lecturas.append((f"bonos[{i}].a", destino, destino_de_texto(destino)))
    return lecturas
