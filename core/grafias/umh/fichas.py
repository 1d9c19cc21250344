"""A whole UMH sheet written by hand (:func:`ficha`), in canonical form.

The sheet's keys and the STATs written in a group (``"stats": {"VIT": ...}``), ``alas``, resistances, detection,
regeneration, reductions and boosters by índole, immunities, position, tiers, increases, its skills (also keyed by
name), its weapons and each skill's ``con_arma`` naming one of those weapons in another case (12.4).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from core.grafias import Lectura, ruta
from core.grafias.umh.comun import anota, clave, claves, numero, unico, valor
from core.grafias.umh.efectos import efecto
from core.grafias.umh.habilidades import habilidad
from core.grafias.umh.tablas import TABLAS
from core.grafias.umh.valores import dureza, indole, indoles


def _claves_plegadas(data: Mapping[Any, Any]) -> dict[Any, Any]:
    """A mapping keyed by STATs or índoles (``{"VIT": 3}``): every key folded."""
    return {(clave(k) if isinstance(k, str) else k): v for k, v in data.items()}


def _por_indole(data: Any, parte: str, donde: str, lecturas: list[Lectura]) -> Any:
    """A reduction or booster: its índole spelt freely and ``valor`` for ``porcentaje``."""
    if not isinstance(data, Mapping):
        return data
    out = claves(data, "valor_porcentaje", parte, donde, lecturas)
    if "indole" in out:
        out["indole"] = indole(out["indole"])
    if "porcentaje" in out:
        out["porcentaje"] = numero(out["porcentaje"])  # «20%»
    return out


def _por_indoles(value: Any) -> Any:
    """``{"Física": 10, "general": 5}``: one entry per índole (9.4, 7.3)."""
    if isinstance(value, Mapping) and not {"indole", "porcentaje", "valor"} & set(_claves_plegadas(value)):
        return [{"indole": indole(k), "porcentaje": numero(v)} for k, v in value.items()]
    if isinstance(value, Mapping):
        return [value]
    return value


def _aumento(data: Any, donde: str, lecturas: list[Lectura]) -> Any:
    """2.8 - an increase: ``{"Atributo": "FUE"}`` → ``{"atributo": "fue"}``."""
    if not isinstance(data, Mapping):
        return data
    out = claves(data, None, "aumento", donde, lecturas)
    for key in ("atributo", "tipo"):
        if isinstance(out.get(key), str):
            out[key] = clave(out[key])
    return out


def _arma(data: Any, donde: str, lecturas: list[Lectura]) -> Any:
    if not isinstance(data, Mapping):
        return data
    out = claves(data, "claves_arma", "arma", donde, lecturas)
    if isinstance(out.get("efectos"), list):
        out["efectos"] = [efecto(e, ruta(ruta(donde, "efectos"), i), lecturas) for i, e in enumerate(out["efectos"])]
    return out


def ficha(data: dict[str, Any], lecturas: list[Lectura]) -> dict[str, Any]:
    """A whole sheet written by hand, in canonical form (``nombre`` may be left out: the script's name is used)."""
    grupos = frozenset({"stats", *TABLAS["grupos_de_stats"]})
    out = claves(data, "claves_ficha", "ficha", "", lecturas, grupos | {"alas"})
    for group in grupos:  # {"stats": {"VIT": 1000, ...}}: the STATs written in a group
        if isinstance(out.get(group), Mapping):
            for raw, value in out.pop(group).items():
                key = TABLAS["claves_ficha"].get(clave(raw), clave(raw)) if isinstance(raw, str) else raw
                anota(lecturas, str(key), f"{group}.{raw}", key)
                out.setdefault(key, value)
    if not out.get("nombre"):
        out["nombre"] = "Sin nombre"
    if out.get("alas") is True and "extremidades_movimiento" not in out:  # 11.5.4.3 - «alas: true»
        del out["alas"]
        out["extremidades_movimiento"] = ["alas"]
        anota(lecturas, "extremidades_movimiento", "alas", "extremidades_movimiento")
    elif out.get("alas") is False and "extremidades_movimiento" not in out:
        del out["alas"]
    if isinstance(out.get("resistencias"), Mapping):
        out["resistencias"] = [out["resistencias"]]
    if isinstance(out.get("resistencias"), list):
        out["resistencias"] = [
            dureza(claves(r, None, "resistencia", ruta("resistencias", i), lecturas)) if isinstance(r, Mapping) else r
            for i, r in enumerate(out["resistencias"])
        ]
    if isinstance(out.get("deteccion"), (list, str)):  # «métodos de detección»: ["sonar"] — having one is what counts
        out["deteccion"] = bool(out["deteccion"])
    regen = out.get("regeneracion")
    if isinstance(regen, Mapping):  # {"VIT": 20}: the VIT it regenerates
        out["regeneracion"] = _claves_plegadas(regen).get("vit", regen)
    for key, parte in (("reducciones", "reduccion"), ("potenciadores", "potenciador")):
        if key in out:
            value = _por_indoles(out[key])
            if isinstance(value, list):
                value = [_por_indole(item, parte, ruta(key, i), lecturas) for i, item in enumerate(value)]
            out[key] = value
    if isinstance(out.get("habilidades"), Mapping):  # {"Puñetazo": {...}}: each skill under its name
        out["habilidades"] = [
            {"nombre": k, **v} if isinstance(v, Mapping) else v for k, v in out["habilidades"].items()
        ]
    if "inmunidades" in out:
        written = out["inmunidades"]
        out["inmunidades"] = indoles(written)
        if isinstance(written, (str, list)):
            anota(lecturas, "inmunidades", written, out["inmunidades"])
    if isinstance(out.get("posicion"), str):
        written = out["posicion"]
        out["posicion"] = valor(written, "posiciones")
        anota(lecturas, "posicion", written, out["posicion"])
    for key in ("tiers", "tienda_experiencia"):
        if isinstance(out.get(key), Mapping):
            out[key] = _claves_plegadas(out[key])
    if isinstance(out.get("aumentos"), list):
        out["aumentos"] = [_aumento(a, ruta("aumentos", i), lecturas) for i, a in enumerate(out["aumentos"])]
    if isinstance(out.get("habilidades"), list):
        out["habilidades"] = [habilidad(h, ruta("habilidades", i), lecturas) for i, h in enumerate(out["habilidades"])]
    if isinstance(out.get("armas"), list):
        out["armas"] = [_arma(a, ruta("armas", i), lecturas) for i, a in enumerate(out["armas"])]
    _nombres_propios(out, lecturas)
    return out


def _nombres_propios(out: dict[str, Any], lecturas: list[Lectura]) -> None:
    """12.4 - a skill's ``con_arma`` naming one of the sheet's weapons in another case is that weapon."""
    weapons = [
        a["nombre"] for a in out.get("armas") or [] if isinstance(a, Mapping) and isinstance(a.get("nombre"), str)
    ]
    for i, skill in enumerate(out.get("habilidades") or []):
        if isinstance(skill, dict) and isinstance(skill.get("con_arma"), str):
            found = unico(skill["con_arma"], weapons)
            if found is not None and found != skill["con_arma"]:
                anota(lecturas, ruta(ruta("habilidades", i), "con_arma"), skill["con_arma"], found)
                skill["con_arma"] = found
