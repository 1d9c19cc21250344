"""A whole Epic20 sheet written by hand (:func:`ficha`), in canonical form.

A minion's ``puntos_vida``, the archetype, the attributes and skills with their values written as the document does
(«1/2», «½», «0,5», «destacable»: :func:`numero_escrito`), the size by name, the advantages, maneuvers and
complications by the catalogue's names, and the powers and equipment (docs/reglas/epic20.md, «La ficha» and «Otras
formas escritas a mano»).
"""

from __future__ import annotations

from typing import Any

from core.grafias import Lectura, plegar, renombrar_claves, ruta
from core.grafias.epic20.equipo import leer_equipo
from core.grafias.epic20.nombres import (
    del_arquetipo,
    nombre_de_complicacion,
    nombre_de_habilidad,
    nombre_de_maniobra,
    nombre_de_ventaja,
    nombres_de,
    renombrada,
    suelta,
)
from core.grafias.epic20.poderes import leer_poderes
from core.grafias.epic20.tablas import ATRIBUTOS, TABLAS

_FRACCIONES = {"½": "0.5", "1/2": "0.5", "1½": "1.5", "11/2": "1.5"}


def numero_escrito(value: Any) -> Any:
    """A value written as the document writes it («1/2», «½», «0,5», «1») as a number; anything else unchanged."""
    if not isinstance(value, str):
        return value
    texto = value.strip().replace(" ", "").replace(",", ".")
    texto = _FRACCIONES.get(texto, texto)
    if "/" in texto:
        num, _, den = texto.partition("/")
        try:
            return float(num) / float(den)
        except (ValueError, ZeroDivisionError):
            return value
    try:
        return float(texto)
    except ValueError:
        return value


def _numero_de_tabla(texto: str) -> float | int:
    return float(texto) if "." in texto else int(texto)


def ficha(data: dict[str, Any], lecturas: list[Lectura]) -> dict[str, Any]:
    """The sheet's data in canonical form (docs/reglas/epic20.md, «La ficha» and «Otras formas escritas a mano»)."""
    out = dict(data)
    if out.get("esbirro") is True and "puntos_vida_esbirro" not in out:
        vida = out.get("puntos_vida")
        if isinstance(vida, int) and not isinstance(vida, bool):
            out = renombrar_claves(out, TABLAS["claves_de_esbirro"], "", lecturas)
    if "arquetipo" in out and isinstance(out["arquetipo"], str):
        out["arquetipo"] = _arquetipo(out["arquetipo"], lecturas)
    if isinstance(out.get("atributos"), dict):
        out["atributos"] = _atributos(out["atributos"], lecturas)
    if isinstance(out.get("habilidades"), dict):
        regaladas = del_arquetipo(out.get("arquetipo"), "habilidades_gratis")
        out["habilidades"] = _habilidades(out["habilidades"], regaladas, lecturas)
    if isinstance(out.get("tamano"), str):
        out["tamano"] = _tamano(out["tamano"], lecturas)
    for campo in ("ventajas", "maniobras", "complicaciones"):
        if campo in out:
            out[campo] = _lista_de_nombres(out[campo])
    if isinstance(out.get("ventajas"), list):
        out["ventajas"] = [
            renombrada(v, nombre_de_ventaja(v), ruta("ventajas", i), lecturas) if isinstance(v, str) else v
            for i, v in enumerate(out["ventajas"])
        ]
    if isinstance(out.get("maniobras"), list):
        out["maniobras"] = [
            renombrada(m, nombre_de_maniobra(m), ruta("maniobras", i), lecturas) if isinstance(m, str) else m
            for i, m in enumerate(out["maniobras"])
        ]
    if isinstance(out.get("complicaciones"), list):
        forzadas = del_arquetipo(out.get("arquetipo"), "complicaciones_forzadas")
        out["complicaciones"] = [
            renombrada(c, nombre_de_complicacion(c, forzadas), ruta("complicaciones", i), lecturas)
            if isinstance(c, str)
            else c
            for i, c in enumerate(out["complicaciones"])
        ]
    if "poderes" in out:
        out["poderes"] = leer_poderes(out["poderes"], lecturas)
    if "equipo" in out:
        out["equipo"] = leer_equipo(out["equipo"], out.get("ventajas"), lecturas)
    return out


def _atributos(data: dict[str, Any], lecturas: list[Lectura]) -> dict[str, Any]:
    """Keys as the document names them («Corpulencia», «Percepción»); values «1/2», «½», «0,5» or by name."""
    out = renombrar_claves(data, {}, "atributos", lecturas, ATRIBUTOS)
    for clave, valor in out.items():
        if clave not in ATRIBUTOS or not isinstance(valor, str):
            continue
        palabra = TABLAS["valores_de_atributo"].get(plegar(valor))
        if palabra is not None:
            lecturas.append((ruta("atributos", clave), valor, palabra))
            out[clave] = _numero_de_tabla(palabra)
        else:
            out[clave] = numero_escrito(valor)
    return out


def _habilidades(data: dict[str, Any], regaladas: tuple[str, ...], lecturas: list[Lectura]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for clave, valor in data.items():
        propia = renombrada(clave, nombre_de_habilidad(clave, regaladas), ruta("habilidades", clave), lecturas)
        out[propia] = numero_escrito(valor)
    return out


def _tamano(valor: str, lecturas: list[Lectura]) -> Any:
    escrito = TABLAS["tamano"].get(plegar(valor))
    if escrito is None:
        return valor
    lecturas.append(("tamano", valor, escrito))
    return int(escrito)


def _arquetipo(valor: str, lecturas: list[Lectura]) -> str | None:
    if not valor.strip() or plegar(valor) in TABLAS["sin_arquetipo"]:
        if valor.strip():
            lecturas.append(("arquetipo", valor, "null"))
        return None
    tabla = nombres_de("arquetipos")
    if valor in tabla:
        return valor
    propio = next((n for n in tabla if suelta(n) == suelta(valor)), None)
    return renombrada(valor, propio, "arquetipo", lecturas)


def _lista_de_nombres(value: Any) -> Any:
    """A single name is a list of one; an entry written like a power, ``{"nombre", "detalle"}``, is its name with its
    subject. An object with another key is left as it is (the sheet model refuses it, naming the key)."""
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list):
        return value
    result = []
    for item in value:
        if isinstance(item, dict) and isinstance(item.get("nombre"), str) and set(item) <= {"nombre", "detalle"}:
            detalle = item.get("detalle")
            item = f"{item['nombre']} {detalle}".strip() if isinstance(detalle, str) and detalle else item["nombre"]
        result.append(item)
    return result
