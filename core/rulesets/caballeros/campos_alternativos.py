"""Other names a hand-written sheet gives to the numbers a power's mechanic needs.

The issue fixes only ``nombre``, ``codigos``, ``coste`` and ``dano``; a GM writing a sheet by hand
guesses the rest. These guesses are read as the engine's own fields when the engine's field is absent
(the engine's field always wins): ``turnos`` (T: turnos extra, INM: turnos inmovilizado, V/RV: turnos
de veneno), ``tirada`` / ``tirada_minima`` for a mortal (M, RM: the least roll, or the list of rolls
that kill, ``[8, 9]``), ``barrera_por_cosmos`` (DefB), ``numero_rayos`` / ``num_rayos`` (RMult), and
the element of a resistance written as its code (``F``, ``H``) or capitalised."""

from __future__ import annotations

from typing import Any

from core.rulesets.caballeros.migracion import codigos_de_texto, grafia_codigo, plano

_SINONIMOS = {
    "barrera_por_cosmos": "puntos_por_cosmos",
    "puntos_barrera_por_cosmos": "puntos_por_cosmos",
    "numero_rayos": "rayos",
    "num_rayos": "rayos",
}
_ELEMENTOS = {"f": "fuego", "h": "hielo", "fuego": "fuego", "hielo": "hielo"}


def _codigos(datos: dict[str, Any]) -> set[str]:
    valor = datos.get("codigos")
    if isinstance(valor, str):
        return set(codigos_de_texto(valor))
    if isinstance(valor, list):
        return {grafia_codigo(c) for c in valor if isinstance(c, str)}
    return set()


def _minimo(valor: Any) -> Any:
    """``[8, 9]`` → 8 (the least roll that kills); a number stays."""
    if isinstance(valor, list) and valor and all(isinstance(v, int) for v in valor):
        return min(valor)
    return valor


def de_poder(datos: Any) -> Any:
    """The power's data with the other names read as the engine's fields."""
    if not isinstance(datos, dict):
        return datos
    datos = dict(datos)
    for otro, propio in _SINONIMOS.items():
        if otro in datos and propio not in datos:
            datos[propio] = datos.pop(otro)
    codigos = _codigos(datos)
    turnos = datos.get("turnos")
    if turnos is not None:
        for codigo, propio in (("T", "turnos_extra"), ("INM", "turnos_inmovilizado")):
            if codigo in codigos and propio not in datos:
                datos[propio] = turnos
        if {"V", "RV"} & codigos and "veneno_turnos" not in datos:
            datos["veneno_turnos"] = turnos
    if {"M", "RM"} & codigos and "tirada_mortal" not in datos:
        if "tirada" in datos:
            datos["tirada_mortal"] = _minimo(datos["tirada"])
        elif "tirada_minima" in datos and "RSD" not in codigos and not (codigos & _DEFENSAS):
            datos["tirada_mortal"] = _minimo(datos.pop("tirada_minima"))
    if "RSD" in codigos and "tirada_minima" not in datos and "tirada" in datos:
        datos["tirada_minima"] = _minimo(datos["tirada"])
    return datos


_DEFENSAS = frozenset({"DefContR", "DefContA", "DefDR", "DefDA", "DefDT"})


def de_resistencias(valor: Any) -> Any:
    """``{"F": 20}`` / ``{"Fuego": 20}`` → ``{"fuego": 20}``."""
    if not isinstance(valor, dict):
        return valor
    return {_ELEMENTOS.get(plano(str(k)).strip(), k): v for k, v in valor.items()}
