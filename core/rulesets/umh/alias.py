"""Spelling tolerance for hand-written sheets and steps: accents, capitals and the obvious synonyms."""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

CLAVES_FICHA = {
    "vitalidad": "vit",
    "reflejos": "ref",
    "velocidad": "vel",
    "voluntad": "vol",
    "fuerza": "fue",
    "res": "resistencias",
    "resistencia": "resistencias",
    "defensa_pasiva": "resistencias",
    "inmunidad": "inmunidades",
    "escudo_mental": "escudos_mentales",
    "escudos": "escudos_mentales",
    "reduccion": "reducciones",
    "reducciones_porcentuales": "reducciones",
    "potenciador": "potenciadores",
    "vigor": "puntos_vigor",
    "regeneraciones": "regeneracion",
    "arma_tier": "armas",
}
"""Sheet keys a reader of the rules may write, and the field they mean."""

CLAVES_HABILIDAD = {
    "coste": "coste_pa",
    "pa": "coste_pa",
    "coste_de_pa": "coste_pa",
    "tr": "enfriamiento",
    "cd": "enfriamiento",
    "tr_cd": "enfriamiento",
    "reutilizacion": "enfriamiento",
    "tiempo_de_reutilizacion": "enfriamiento",
    "indole": "indoles",
    "variacion_defensiva": "variacion",
    "resistencia": "defensa",
    "valor_defensa": "defensa",
    "combo": "golpes",
    "impactos_combo": "golpes",
    "ignorar_defensas": "ignora",
    "ignora_defensas": "ignora",
    "atravesar_defensas": "perfora",
    "atraviesa": "perfora",
    "atraviesa_defensas": "perfora",
    "efecto": "efectos",
    "usos_por_combate": "usos",
    "ref_requerido": "requisito_ref",
}
"""Skill keys a reader of the rules may write, and the field they mean."""

INDOLES = {
    "magmatica": "ignea",
    "ignea_magmatica": "ignea",
    "igneo": "ignea",
    "alma": "dano_al_alma",
    "dano_alma": "dano_al_alma",
    "tangible": "mistica_tangible",
    "intangible": "mistica_intangible",
    "electrico": "electrica",
    "psiquica": "psionica",
}
VARIACIONES = {
    "interna": "defensa_interna",
    "externa": "defensa_externa",
    "defensiva_interna": "defensa_interna",
    "defensiva_externa": "defensa_externa",
    "contra_ataque": "contraataque",
    "reflejo": "reflexion",
    "evadir": "evasion",
    "anticipar": "anticipacion",
    "anular": "anulacion",
    "bloqueo": "defensa_interna",
    "bloquear": "defensa_interna",
    "esquiva": "evasion",
    "esquivar": "evasion",
}
POSICIONES = {"levitadora": "alzada", "alzada_levitadora": "alzada", "volando": "voladora"}
ACCIONES = {
    "pt": "paso_turno",
    "paso_de_turno": "paso_turno",
    "pasar_turno": "paso_turno",
    "llamada_auxilio": "llamada_de_auxilio",
    "auxilio": "llamada_de_auxilio",
    "usar_habilidad": "habilidad",
    "desplazamiento": "desplazarse",
    "mover": "desplazarse",
    "moverse": "desplazarse",
}
"""Step ``accion`` synonyms and the action id they mean."""
PASIVAS = {
    "ignora_resistencias": "ignora",
    "ignorar_resistencias": "ignora",
    "atraviesa_resistencias": "perfora",
    "atravesar_resistencias": "perfora",
}
"""9.3.4 - an ignore/pierce that says it also reaches passive resistances (RES)."""
NOMBRES_DE_CATALOGO = frozenset({"indirecto", "control", "estado", "posicion", "colision"})
"""Effect types whose ``nombre`` is a catalogue id (11.3, 11.4, 11.5, 10.2), not a skill name."""


@lru_cache(maxsize=4096)
def clave(texto: str) -> str:
    """Lower-case ASCII snake_case: «Defensa Interna» → ``defensa_interna``, «Ígnea» → ``ignea``."""
    plain = unicodedata.normalize("NFKD", texto).encode("ascii", "ignore").decode("ascii")
    out = plain.strip().lower()
    for sep in (" ", "-", "/", "."):
        out = out.replace(sep, "_")
    while "__" in out:
        out = out.replace("__", "_")
    return out.strip("_")


def _valor(texto: Any, sinonimos: Mapping[str, str]) -> Any:
    if not isinstance(texto, str):
        return texto
    key = clave(texto)
    return sinonimos.get(key, key)


def _claves(data: Mapping[str, Any], sinonimos: Mapping[str, str]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for raw, value in data.items():
        key = clave(raw) if isinstance(raw, str) else raw
        key = sinonimos.get(key, key)
        if key not in out or raw == key:
            out[key] = value
    return out


def indoles(value: Any) -> Any:
    """One índole or a list of them, spelt as the text does («Física», «Daño al alma»)."""
    if isinstance(value, str):
        value = [value]
    if isinstance(value, list):
        return [_valor(item, INDOLES) for item in value]
    return value


def _penetracion(value: Any) -> Any:
    """``10`` → 10 %; ``true`` → the whole of it (9.2.2/9.2.3)."""
    if value is True:
        return {}
    if value is False:
        return None
    if isinstance(value, (int, float)):
        return {"porcentaje": int(value)}
    if isinstance(value, Mapping):
        return _dureza(_claves(value, {}))
    return value


def _dureza(data: dict[str, Any]) -> dict[str, Any]:
    if isinstance(data.get("dureza"), str):
        data["dureza"] = clave(data["dureza"])
    return data


def efecto(data: Any) -> Any:
    if not isinstance(data, Mapping):
        return data
    out = _claves(data, {"tipo_efecto": "tipo"})
    for key in ("tipo", "sobre"):
        if isinstance(out.get(key), str):
            out[key] = clave(out[key])
    if out.get("tipo") in NOMBRES_DE_CATALOGO and isinstance(out.get("nombre"), str):
        out["nombre"] = _valor(out["nombre"], POSICIONES)
    if "indole" in out:
        out["indole"] = _valor(out["indole"], INDOLES)
    return out


def habilidad(data: Any) -> Any:
    """A skill written by hand: keys and values spelt as the rule text does."""
    if not isinstance(data, Mapping):
        return data
    out = _claves(data, CLAVES_HABILIDAD)
    if isinstance(out.get("tipo"), str):
        out["tipo"] = clave(out["tipo"])
    if isinstance(out.get("variacion"), str):
        out["variacion"] = _valor(out["variacion"], VARIACIONES)
    if out.get("variacion") and "tipo" not in out:
        out["tipo"] = "defensiva"  # only defensive skills have a defensive variation (8.2)
    if out.get("tipo") == "defensiva" and not out.get("variacion") and out.get("defensa"):
        # 9.2.5 Nota: defences rarely say internal or external; 1.1.5: in doubt, the least advantageous reading.
        out["variacion"] = "defensa_interna"
    if "indoles" in out:
        out["indoles"] = indoles(out["indoles"])
    for key in ("ignora", "perfora"):
        if key in out:
            out[key] = _penetracion(out[key])
    for key, field in PASIVAS.items():
        if key in out and field not in out:
            value = _penetracion(out.pop(key))
            if isinstance(value, dict):
                out[field] = {**value, "pasivas": True}
    if isinstance(out.get("efectos"), Mapping):
        out["efectos"] = [out["efectos"]]
    if isinstance(out.get("efectos"), list):
        out["efectos"] = [efecto(e) for e in out["efectos"]]
    if isinstance(out.get("posicion"), str):
        out["posicion"] = _valor(out["posicion"], POSICIONES)
    if isinstance(out.get("defiende_indoles"), (list, str)):
        out["defiende_indoles"] = indoles(out["defiende_indoles"])
    return _dureza(out)


def _por_indole(data: Any) -> Any:
    """A reduction or booster: its índole spelt freely and ``valor`` for ``porcentaje``."""
    if not isinstance(data, Mapping):
        return data
    out = _claves(data, {"valor": "porcentaje"})
    if "indole" in out:
        out["indole"] = _valor(out["indole"], INDOLES)
    return out


def ficha(data: dict[str, Any]) -> dict[str, Any]:
    """A whole sheet written by hand (``nombre`` may be left out: the script's name is used)."""
    out = _claves(data, CLAVES_FICHA)
    if not out.get("nombre"):
        out["nombre"] = "Sin nombre"
    for key in ("formato", "version", "reglas"):
        if key in data:
            out[key] = data[key]
    res = out.get("resistencias")
    if isinstance(res, Mapping):
        out["resistencias"] = [res]
    if isinstance(out.get("resistencias"), list):
        out["resistencias"] = [_dureza(_claves(r, {})) if isinstance(r, Mapping) else r for r in out["resistencias"]]
    red = out.get("reducciones")
    if isinstance(red, Mapping) and not {"indole", "porcentaje", "valor"} & set(red):
        out["reducciones"] = [{"indole": _valor(k, INDOLES), "porcentaje": v} for k, v in red.items()]
    elif isinstance(red, Mapping):
        out["reducciones"] = [red]
    for key in ("reducciones", "potenciadores"):
        if isinstance(out.get(key), list):
            out[key] = [_por_indole(item) for item in out[key]]
    if "inmunidades" in out:
        out["inmunidades"] = indoles(out["inmunidades"])
    if isinstance(out.get("posicion"), str):
        out["posicion"] = _valor(out["posicion"], POSICIONES)
    if isinstance(out.get("tiers"), Mapping):
        out["tiers"] = {clave(k): v for k, v in out["tiers"].items()}
    if isinstance(out.get("habilidades"), list):
        out["habilidades"] = [habilidad(h) for h in out["habilidades"]]
    return out


def accion(nombre: str) -> str:
    """The action id a step means (``PT`` → ``paso_turno``)."""
    key = clave(nombre)
    return ACCIONES.get(key, key)
