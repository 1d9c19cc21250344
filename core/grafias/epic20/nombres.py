"""Epic20 names compared with the catalogue's (``resources/epic20/``).

A hand-written name is compared without case, accents, quotes or punctuation (:func:`suelta`) with the catalogue's
powers, maneuvers, advantages, complications, skills and archetypes, a subject or object written after the
catalogue's words kept («Supermovimiento: correr», «Equipo especial: pistola blaster»); :func:`renombrada` notes a
name read as another.
"""

from __future__ import annotations

import json
import re
import unicodedata
from functools import cache
from typing import Any

from core.grafias import Lectura, plegar
from core.grafias.epic20.tablas import TABLAS
from core.paths import resources_dir


@cache
def catalogo_de(nombre: str) -> tuple[dict[str, Any], ...]:
    path = resources_dir() / "epic20" / f"{nombre}.json"
    return tuple(json.loads(path.read_text(encoding="utf-8")))


def nombres_de(catalogo: str) -> tuple[str, ...]:
    return tuple(str(e["nombre"]) for e in catalogo_de(catalogo))


def suelta(texto: str) -> str:
    """A name without case, accents, quotes or punctuation: how a hand-written name is compared with the catalogue's."""
    sin_tildes = unicodedata.normalize("NFKD", texto.casefold())
    letras = "".join(c if c.isalnum() or c == "@" else " " for c in sin_tildes if not unicodedata.combining(c))
    return " ".join(letras.split())


def _normal(texto: str) -> str:
    return texto.replace("“", "").replace("”", "").replace('"', "").strip().casefold()


def nombre_de_poder(nombre: str) -> tuple[str, str] | None:
    """The catalogue name and chosen subject a power entry names; «Supermovimiento: correr» (or «(correr)») is
    «Supermovimiento» with subject «correr»."""
    tabla = nombres_de("poderes")
    if nombre in tabla:
        return nombre, ""
    claves = {suelta(n): n for n in tabla}
    if suelta(nombre) in claves:
        return claves[suelta(nombre)], ""
    base, dos_puntos, detalle = nombre.partition(":")
    if dos_puntos and suelta(base) in claves and detalle.strip():
        return claves[suelta(base)], detalle.strip()
    base, parentesis, detalle = nombre.rstrip().removesuffix(")").partition("(")
    if parentesis and nombre.rstrip().endswith(")") and suelta(base) in claves and detalle.strip():
        return claves[suelta(base)], detalle.strip()
    return None


def nombre_de_maniobra(nombre: str) -> str | None:
    """The catalogue maneuver a name writes («estudiar objetivo» is «Estudiar objetivo 1», «Ataque a fondo 1» is
    «Ataque a fondo»); None when there is none."""
    tabla = nombres_de("maniobras")
    if nombre in tabla:
        return nombre
    clave = suelta(TABLAS["maniobras"].get(plegar(nombre), nombre))
    for propio in tabla:
        propia = suelta(propio)
        if clave == propia or (propia.endswith(" 1") and clave == propia[:-2]):
            return propio
        if clave.endswith(" 1") and clave[:-2] == propia:
            return propio
    return None


def _con_prefijo(nombre: str, propio: str) -> str | None:
    """``nombre`` with its first words written as ``propio`` when they are ``propio`` without case, accents or
    punctuation («fobia a las arañas» → «Fobia a las arañas»); None when it does not start so."""
    palabras = propio.split()
    match = re.match(r"\s*" + r"\s+".join([r"\S+"] * len(palabras)), nombre)
    if match is None:
        return None
    fin = match.end()
    while fin > 0 and not (nombre[fin - 1].isalnum() or nombre[fin - 1] == "@"):
        fin -= 1  # the punctuation after the last word stays («subsistir: agua»)
    if suelta(nombre[:fin]) != suelta(propio):
        return None
    return propio + nombre[fin:]


def nombre_de_ventaja(nombre: str) -> str | None:
    """The catalogue advantage a name writes without case or accents, or by a documented alias; one with its subject
    («Influencia en el ayuntamiento») or its object («Equipo especial: pistola blaster») with the catalogue's words."""
    alias = TABLAS["ventajas"].get(plegar(nombre))
    if alias is not None:
        return alias
    entradas = catalogo_de("ventajas")
    tabla = [str(e["nombre"]) for e in entradas]
    if nombre in tabla:
        return nombre
    propio = next((n for n in tabla if suelta(n) == suelta(nombre)), None)
    if propio is not None:
        return propio
    for entrada in entradas:
        if entrada.get("patron") and (con := _con_prefijo(nombre, str(entrada["nombre"]))) is not None:
            return con
    base = nombre.replace("(", ":").split(":")[0].rstrip()
    if base and base != nombre:
        propia = nombre_de_ventaja(base)
        if propia is not None:
            return propia + nombre[len(base) :]
    return None


def nombre_de_complicacion(nombre: str, forzadas: tuple[str, ...]) -> str | None:
    """The catalogue complication a name writes without case or accents (one «de algo» with the catalogue's first
    words), or the archetype's forced one it writes without punctuation («…subsistir (agua)» is «…subsistir: agua»)."""
    for forzada in forzadas:
        if suelta(forzada) == suelta(nombre):
            return forzada
    entradas = catalogo_de("complicaciones")
    propio = next((str(e["nombre"]) for e in entradas if suelta(str(e["nombre"])) == suelta(nombre)), None)
    if propio is not None:
        return propio
    for entrada in entradas:
        if entrada.get("patron") and (con := _con_prefijo(nombre, str(entrada["nombre"]))) is not None:
            return con
    return None


def del_arquetipo(arquetipo: Any, campo: str) -> tuple[str, ...]:
    """The names an archetype's entry lists in ``campo`` (its forced complications, its gifted skills)."""
    entrada = next((a for a in catalogo_de("arquetipos") if a["nombre"] == arquetipo), None)
    valor = entrada.get(campo) if entrada is not None else None
    if not isinstance(valor, list):
        return ()
    planos = [v for grupo in valor for v in (grupo if isinstance(grupo, list) else [grupo])]
    return tuple(str(v) for v in planos)


def ventaja_de_equipo_especial(nombre: str) -> bool:
    """Whether an advantage entry («Equipo especial», «Equipo especial: pistola blaster») pays special equipment."""
    for entrada in catalogo_de("ventajas"):
        if entrada.get("equipo") != "especial":
            continue
        if suelta(nombre) == suelta(entrada["nombre"]) or suelta(nombre).startswith(suelta(entrada["nombre"]) + " "):
            return True
    return False


def nombre_de_habilidad(nombre: str, regaladas: tuple[str, ...] = ()) -> str:
    """A skill written without accents or case («Percepcion visual») or shortened to a unique start of its name
    takes the catalogue's name; one with a subject («conocimientos de Supervivencia») the catalogue's first words, or
    the archetype's gifted skill it writes without case or punctuation."""
    for regalada in regaladas:
        if suelta(regalada) == suelta(nombre):
            return regalada
    entradas = catalogo_de("habilidades")
    propios = {str(e["nombre"]): bool(e.get("patron")) for e in entradas}
    if nombre in propios and not propios[nombre]:
        return nombre
    clave = _normal(nombre)
    for propio, patron in propios.items():
        base = _normal(propio)
        if patron and clave.startswith(base + " ") and len(clave) > len(base) + 1:
            return _con_prefijo(nombre, propio) or nombre
        if not patron and clave == base:
            return propio
    floja = suelta(nombre)
    empiezan = []
    for propio, patron in propios.items():
        base = suelta(propio)
        if patron:
            if floja.startswith(base + " "):
                return _con_prefijo(nombre, propio) or nombre
        elif floja == base:
            return propio
        elif base.startswith(floja + " "):
            empiezan.append(propio)
    return empiezan[0] if len(empiezan) == 1 else nombre


def renombrada(escrito: str, propio: str | None, donde: str, lecturas: list[Lectura]) -> str:
    if propio is None or propio == escrito:
        return escrito
    lecturas.append((donde, escrito, propio))
    return propio
