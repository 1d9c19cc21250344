"""The build rules of an encuentro sheet (the document sets no build budget): ``validar(ficha) → [Problem]``."""

from __future__ import annotations

import re

from core.i18n import tr
from core.ruleset import Problem
from core.rulesets.encuentro.ficha import VALORES_BASICOS, FichaEncuentro

_NOMBRE_VALOR = re.compile(r"^[a-z][a-z0-9_]*$")


def validar(ficha: FichaEncuentro) -> list[Problem]:
    """Every build problem of a sheet (the document sets no build budget)."""
    problemas: list[Problem] = []
    for nombre in VALORES_BASICOS:
        if nombre not in ficha.valores:
            problemas.append(
                Problem(
                    f"valores.{nombre}",
                    tr("Falta el valor «{nombre}»: el reglamento lo usa y contará como 0.", nombre=nombre),
                    "aviso",
                )
            )
    for nombre in ficha.valores:
        if not _NOMBRE_VALOR.match(nombre):
            problemas.append(
                Problem(
                    f"valores.{nombre}",
                    tr(
                        "El nombre «{nombre}» debe ir en minúsculas, sin tildes ni espacios (por ejemplo «defensa_fisica»).",
                        nombre=nombre,
                    ),
                )
            )
    for defensa in ("defensa_fisica", "defensa_mental"):
        if ficha.valor(defensa) < 0:
            problemas.append(Problem(f"valores.{defensa}", tr("Una defensa no puede ser negativa.")))
    for indice, nombre in enumerate(ficha.atributos or []):
        if nombre not in ficha.valores:
            problemas.append(
                Problem(f"atributos[{indice}]", tr("«{nombre}» no está entre los valores de la ficha.", nombre=nombre))
            )
    if ficha.valor_ataque is not None and ficha.valor_ataque not in ficha.valores:
        problemas.append(
            Problem(
                "valor_ataque",
                tr(
                    "El valor de ataque «{valor_ataque}» no está entre los valores de la ficha.",
                    valor_ataque=ficha.valor_ataque,
                ),
            )
        )
    vistas: set[str] = set()
    for indice, maniobra in enumerate(ficha.maniobras):
        clave = maniobra.strip().casefold()  # «Golpe» and «golpe» are one maneuver written twice
        if not clave:
            problemas.append(Problem(f"maniobras[{indice}]", tr("El nombre de la maniobra está vacío.")))
        elif clave in vistas:
            problemas.append(
                Problem(f"maniobras[{indice}]", tr("La maniobra «{maniobra}» está repetida.", maniobra=maniobra))
            )
        vistas.add(clave)
    if ficha.posicion is not None and min(ficha.posicion) < 0:
        problemas.append(Problem("posicion", tr("Las coordenadas de la posición no pueden ser negativas.")))
    return problemas
