"""The equipment of an Epic20 sheet written by hand (:func:`leer_equipo`).

Items grouped by kind or given as bare names, untyped items paid by «Equipo especial» (LISTA DE VENTAJAS), and each
item's ``tipo``, ``categoria`` and ``alcance`` by their other names, its flags, and armour or a ranged weapon told by
the words of its name («La ficha»).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from core.grafias import Lectura, plegar, renombrar_valor, ruta
from core.grafias.epic20.nombres import suelta, ventaja_de_equipo_especial
from core.grafias.epic20.tablas import TABLAS

_PALABRAS_ARMADURA = frozenset({"armadura", "cota", "coraza", "chaleco", "peto", "loriga"})
_PALABRAS_DISTANCIA = frozenset(
    {"pistola", "rifle", "arco", "ballesta", "blaster", "fusil", "escopeta", "revolver", "honda"}
)
"""«La ficha»: the words of an item's name that make it armour or a ranged weapon when it does not say so."""


def leer_equipo(value: Any, ventajas: Any, lecturas: list[Lectura]) -> Any:
    """The equipment: grouped by kind, bare names, items without ``tipo`` paid by «Equipo especial», and each item."""
    value = _equipo_por_tipo(value)
    if not isinstance(value, list):
        return value
    value = [{"nombre": v} if isinstance(v, str) else v for v in value]
    value = _equipo_sin_tipo(value, ventajas)
    return [_objeto(o, ruta("equipo", i), lecturas) for i, o in enumerate(value)]


def _tipo(texto: str) -> str | None:
    tipo = TABLAS["tipo_de_equipo"].get(plegar(texto), plegar(texto))
    return tipo if tipo in ("especial", "mundano") else None


def _equipo_por_tipo(value: Any) -> Any:
    """``{"especial": [...], "mundano": [...]}`` is the list of its items with their ``tipo``."""
    if (
        not isinstance(value, dict)
        or not value
        or not all(isinstance(k, str) and _tipo(k) and isinstance(v, list) for k, v in value.items())
    ):
        return value
    result: list[Any] = []
    for clave, objetos in value.items():
        tipo = _tipo(clave)
        for objeto in objetos:
            result.append({"nombre": objeto, "tipo": tipo} if isinstance(objeto, str) else {"tipo": tipo, **objeto})
    return result


def _puntos_objeto(objeto: Mapping[str, Any]) -> float:
    puntos = objeto.get("puntos", 1)
    return float(puntos) if isinstance(puntos, (int, float)) and not isinstance(puntos, bool) else 1.0


def _equipo_sin_tipo(equipo: list[Any], ventajas: Any) -> list[Any]:
    """LISTA DE VENTAJAS: a sheet that names «Equipo especial» in ``ventajas`` and lists items without ``tipo``:
    the first untyped items fill the special points the advantages name (less the items typed «especial»)."""
    if not isinstance(ventajas, list):
        return equipo
    plazas = float(sum(1 for v in ventajas if isinstance(v, str) and ventaja_de_equipo_especial(v)))
    for objeto in equipo:
        tipo = objeto.get("tipo") if isinstance(objeto, dict) else None
        if isinstance(tipo, str) and _tipo(tipo) == "especial":
            plazas -= _puntos_objeto(objeto)
    if plazas <= 0:
        return equipo
    result = []
    for objeto in equipo:
        if plazas > 0 and isinstance(objeto, dict) and "tipo" not in objeto:
            objeto = {**objeto, "tipo": "especial"}
            plazas -= _puntos_objeto(objeto)
        result.append(objeto)
    return result


def _objeto(data: Any, donde: str, lecturas: list[Lectura]) -> Any:
    """An item written by hand: ``tipo``, ``categoria`` and ``alcance`` by their other names, the flags, and
    armour or a ranged weapon deduced from the words of its name."""
    if not isinstance(data, dict):
        return data
    data = dict(data)
    if isinstance(data.get("tipo"), str):
        data["tipo"] = renombrar_valor(
            data["tipo"], TABLAS["tipo_de_equipo"], ruta(donde, "tipo"), lecturas, frozenset({"especial", "mundano"})
        )
    if isinstance(data.get("categoria"), str):
        data["categoria"] = renombrar_valor(
            data["categoria"], TABLAS["categoria_de_equipo"], ruta(donde, "categoria"), lecturas,
            frozenset({"arma", "armadura", "escudo", "utilidad", "vehiculo"}),
        )  # fmt: skip
    for bandera, valor in TABLAS["banderas_de_equipo"].items():
        if data.get(bandera) is True:
            data.pop(bandera)
            lecturas.append((f"equipo.{bandera}", f'"{bandera}": true', f'"categoria": "{valor}"'))
            data.setdefault("categoria", valor)
    nombre = suelta(data["nombre"]) if isinstance(data.get("nombre"), str) else ""
    if data.get("categoria") is None and nombre:
        if set(nombre.split()) & _PALABRAS_ARMADURA:
            data["categoria"] = "armadura"
        elif nombre.startswith("escudo"):
            data["categoria"] = "escudo"
    alcance = data.get("alcance")
    if isinstance(alcance, str):
        data["alcance"] = renombrar_valor(
            alcance, TABLAS["alcance_de_equipo"], ruta(donde, "alcance"), lecturas,
            frozenset({"distancia", "cuerpo_a_cuerpo"}),
        )  # fmt: skip
    elif alcance is None and data.get("categoria") in ("arma", None) and set(nombre.split()) & _PALABRAS_DISTANCIA:
        data["alcance"] = "distancia"
    return data
