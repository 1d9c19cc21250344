"""Spelling tolerance for hand-written sheets and steps: accents, capitals and the obvious synonyms."""

from __future__ import annotations

import math
import re
import unicodedata
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from core.rulesets.umh import catalogo
from core.rulesets.umh.numeros import NUMEROS_HABILIDAD, numero
from core.rulesets.umh.sinonimos import (
    ACCIONES,
    ALCANCES,
    AREAS,
    CLAVES_ARMA,
    CLAVES_FICHA,
    CLAVES_HABILIDAD,
    EFECTOS_ABREVIADOS,
    ESTADOS,
    GRUPOS_DE_STATS,
    INDOLES,
    NOMBRES_DE_CATALOGO,
    PASIVAS,
    POSICIONES,
    TIPOS_DE_EFECTO,
    VARIACIONES,
    VARIACIONES_VALIDAS,
)


@lru_cache(maxsize=4096)
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


Lecturas = list[tuple[str, str, str]]
"""The alternative spellings read while normalising a sheet: (field path, as written, as read)."""


def _ruta(ruta: str, campo: str) -> str:
    return f"{ruta}.{campo}" if ruta else campo


def _anota(lecturas: Lecturas | None, campo: str, original: Any, canonico: Any) -> None:
    """Record that ``original`` (a key or value as written) was read as ``canonico``."""
    if lecturas is not None and original != canonico:
        lecturas.append((campo, _texto(original), _texto(canonico)))


def _texto(value: Any) -> str:
    return ", ".join(str(v) for v in value) if isinstance(value, list) else str(value)


def _claves(
    data: Mapping[str, Any], sinonimos: Mapping[str, str], lecturas: Lecturas | None = None, ruta: str = ""
) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for raw, value in data.items():
        key = clave(raw) if isinstance(raw, str) else raw
        key = sinonimos.get(key, key)
        if key not in out or raw == key:
            out[key] = value
            if isinstance(key, str):
                _anota(lecturas, _ruta(ruta, key), raw, key)
    return out


SUBINDOLES = {
    "elemental": ("luminica", "oscura", "acuatica", "ignea", "electrica"),
    "energetica": ("psionica", "sonora"),
}
"""7.1.1 - «Elemental» with its sub-kinds (7.1.1.2–7.1.1.6) and the subdivisions of «Energética» (psiónica, sonora)."""


def _indole(texto: Any) -> Any:
    """«Ígnea» → ``ignea``; «Elemental ígnea», «Elemental (eléctrica)», «Energética: psiónica» → the sub-kind."""
    if not isinstance(texto, str):
        return texto
    for sep in ("(", ")", ":", ","):
        texto = texto.replace(sep, " ")
    key = _valor(texto, INDOLES)
    for familia, subs in SUBINDOLES.items():
        if key.startswith(familia + "_"):
            rest = INDOLES.get(key[len(familia) + 1 :], key[len(familia) + 1 :])
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
    índole, the sub-kind (7.1.1 «Elemental» with its sub-kind), not two (which would halve immunities, 9.5.3)."""
    if isinstance(value, str):
        value = _lista_de_texto(value)
    if isinstance(value, list):
        read = [_indole(item) for item in value]
        if not all(isinstance(i, str) for i in read):
            return read  # not names: the model says which item is wrong
        out = list(dict.fromkeys(read))  # «Ígnea y magmática» is one índole
        if de_habilidad:
            out = [i for i in out if not (i in SUBINDOLES and any(s in out for s in SUBINDOLES[i]))]
        return out
    return value


def _con_numero(texto: str, sinonimos: Mapping[str, str]) -> tuple[str, int | None]:
    """«Área 3» → (``area_simple``, 3); «Cónico» → (``conico``, None)."""
    key = clave(texto)
    head, _, tail = key.rpartition("_")
    if head and tail.isdigit():
        return sinonimos.get(head, head), int(tail)
    return sinonimos.get(key, key), None


def area(value: Any) -> Any:
    """6.1.1 - an area as the text names it, with its size: ``"Área 3"``, ``3``, ``{"tipo": "Cónico", "tamaño": 1}``."""
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        return {"tipo": "area_simple", "tamano": value}
    if isinstance(value, str):
        kind, size = _con_numero(value, AREAS)
        return {"tipo": kind} if size is None else {"tipo": kind, "tamano": size}
    if isinstance(value, Mapping):
        out = _claves(value, {"radio": "tamano"})
        if isinstance(out.get("tipo"), str):
            out["tipo"] = _valor(out["tipo"], AREAS)
        return out
    return value


def alcance(value: Any) -> Any:
    """5.1.1 - a reach: a number of squares, «Distancia 5», «Contacto» or ``{"tipo", "casillas"}``."""
    if isinstance(value, str):
        tokens = clave(value.replace("(", " ").replace(")", " ")).split("_")
        digits = [t for t in tokens if t.isdigit()]
        words = "_".join(t for t in tokens if t and not t.isdigit() and t not in ("casillas", "casilla"))
        if not words and digits:
            return int(digits[0])  # «5 casillas»
        kind = ALCANCES.get(words, words)
        return kind if not digits else {"tipo": kind, "casillas": int(digits[0])}  # «Distancia (5)»
    if isinstance(value, Mapping):
        out = _claves(value, {})
        if isinstance(out.get("tipo"), str):
            out["tipo"] = _valor(out["tipo"], ALCANCES)
        return out
    return value


def _penetracion(value: Any) -> Any:
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
        out = _dureza(_claves(value, {}))
        if "porcentaje" in out:
            out["porcentaje"] = numero(out["porcentaje"])
        return out
    return value


def _dureza(data: dict[str, Any]) -> dict[str, Any]:
    """9.6.1 hardness and 9.3.1 scale level as written («Acero orgánico», «Sobrehumana»)."""
    for key in ("dureza", "escala"):
        if isinstance(data.get(key), str):
            data[key] = clave(data[key])
    return data


def nombre_de_catalogo(texto: str) -> str:
    """11.3–11.5 names as a reader writes them: «Inhabilitación de ambas piernas» → ``inhabilitacion_piernas``,
    «Veneno» → ``envenenamiento``, «Paralizado» → ``paralisis``."""
    key = clave(texto)
    for old, new in (("_de_ambos_", "_"), ("_de_ambas_", "_"), ("_de_un_", "_"), ("_de_una_", "_"), ("_de_", "_")):
        key = key.replace(old, new)
    key = ESTADOS.get(key, POSICIONES.get(key, key))
    if key not in catalogo.estados() and key.endswith("s") and key[:-1] in catalogo.estados():
        key = key[:-1]  # «Quemaduras», «Hemorragias»
    return key


def efecto(data: Any, lecturas: Lecturas | None = None, ruta: str = "") -> Any:
    if not isinstance(data, Mapping):
        return data
    out = _claves(data, {"dano": "cantidad", "acciones": "duracion"}, lecturas, ruta)
    for key in ("tipo", "sobre"):
        if isinstance(out.get(key), str):
            out[key] = clave(out[key])
    if isinstance(out.get("tipo"), str):
        out["tipo"] = TIPOS_DE_EFECTO.get(out["tipo"], out["tipo"])
        state = catalogo.estados().get(nombre_de_catalogo(out["tipo"]))
        if state is not None and not out.get("nombre"):  # {"tipo": "Aturdimiento"}: the state names its kind
            out["tipo"], out["nombre"] = ("estado" if state.tipo == "alterado" else state.tipo), state.id
    if isinstance(out.get("tipo"), str) and out["tipo"] in NOMBRES_DE_CATALOGO and isinstance(out.get("nombre"), str):
        out["nombre"] = nombre_de_catalogo(out["nombre"])
    if "indole" in out:
        out["indole"] = _indole(out["indole"])
    if isinstance(out.get("atributo"), str):
        out["atributo"] = clave(out["atributo"])  # «FUE» → ``fue``
    for key in ("cantidad", "porcentaje", "duracion"):
        if key in out:
            out[key] = numero(out[key])  # «20%», «3 acciones»
    return out


_CON_DURACION = re.compile(
    r"^(.*?)[\s(,:-]+(\d+)\s*(?:acciones|accion|acción|turnos?|rondas?)?\s*\)?\s*$", re.IGNORECASE
)


def nombre_y_duracion(texto: str) -> tuple[str, int | None]:
    """«Aturdimiento (2 acciones)» → («Aturdimiento», 2); «Mojado» → («Mojado», None)."""
    match = _CON_DURACION.match(texto)
    return (match.group(1), int(match.group(2))) if match and match.group(1) else (texto, None)


def _abreviado(tipo: str, value: Any, out: Mapping[str, Any]) -> list[dict[str, Any]]:
    """One shorthand effect field of a skill (``"control": "aturdimiento"``) as ``efectos`` entries."""
    if value is None or value is False:
        return []
    items = value if isinstance(value, list) else [value]
    found: list[dict[str, Any]] = []
    amount = "porcentaje" if tipo in ("potenciador", "reduccion") else "cantidad"
    for item in items:
        if item is True or (isinstance(item, (int, float)) and not isinstance(item, bool)):
            entry: dict[str, Any] = {"tipo": tipo} if item is True else {"tipo": tipo, amount: item}
        elif isinstance(item, str):
            name, dur = (item, None) if tipo == "indirecto" else nombre_y_duracion(item)  # «Veneno 20»: no duration
            entry = {"tipo": tipo, "nombre": name} if dur is None else {"tipo": tipo, "nombre": name, "duracion": dur}
        elif isinstance(item, Mapping):
            entry = _claves(item, {"dano": "cantidad", "acciones": "duracion", "valor": amount})
            if "nombre" not in entry and isinstance(entry.get("tipo"), str) and clave(entry["tipo"]) != tipo:
                entry["nombre"] = entry.pop("tipo")  # {"tipo": "envenenamiento", ...}: the kind of the effect
            entry["tipo"] = tipo
        else:
            continue
        limb = entry.pop("extremidad", out.get("extremidad"))
        if isinstance(entry.get("nombre"), str) and isinstance(limb, str):
            base = clave(entry["nombre"])
            if base in ("inhabilitacion", "amputacion"):
                entry["nombre"] = nombre_de_catalogo(f"{base} de {limb}")  # + «ambas piernas» = inhabilitacion_piernas
        if "duracion" not in entry and "duracion" in out:
            entry["duracion"] = out["duracion"]
        found.append(entry)
    return found


def _efectos_abreviados(out: dict[str, Any], lecturas: Lecturas | None, ruta: str) -> None:
    """11.2–11.6 - effects written as fields of the skill (``"estado": "derribo"``, ``"control": "aturdimiento"``,
    ``"indirecto": {"tipo": "envenenamiento", "cantidad": 20, "duracion": 3}``, ``"colision": true``), with the
    skill's ``duracion`` and ``extremidad``, join its ``efectos``."""
    extra: list[dict[str, Any]] = []
    for key, tipo in EFECTOS_ABREVIADOS.items():
        if key in out:
            _anota(lecturas, _ruta(ruta, "efectos"), key, "efectos")
            extra.extend(_abreviado(tipo, out.pop(key), out))
    if extra:
        current = out.get("efectos")
        out["efectos"] = [*(current if isinstance(current, list) else []), *extra]


def _efecto_de_texto(value: Any) -> Any:
    """``"efectos": ["Derribo", "Aturdimiento (1 acción)"]``: an effect named by its state (with its duration)."""
    if not isinstance(value, str):
        return value
    name, dur = nombre_y_duracion(value)
    return {"tipo": name} if dur is None else {"tipo": name, "duracion": dur}


def _tipo_y_variacion(out: dict[str, Any]) -> None:
    """«Defensiva (evasión)», «Defensiva: anulación» → ``tipo`` defensiva and that ``variacion`` (8.1.1.3, 8.2)."""
    kind = out.get("tipo")
    if isinstance(kind, str) and kind.startswith("defensiva_") and not out.get("variacion"):
        rest = _valor(kind[len("defensiva_") :], VARIACIONES)
        if rest in VARIACIONES_VALIDAS:
            out["tipo"], out["variacion"] = "defensiva", rest


def habilidad(data: Any, lecturas: Lecturas | None = None, ruta: str = "") -> Any:
    """A skill written by hand: keys and values spelt as the rule text does."""
    if not isinstance(data, Mapping):
        return data
    out = _claves(data, CLAVES_HABILIDAD, lecturas, ruta)
    written = dict(out)
    for key in NUMEROS_HABILIDAD:
        if key in out:
            out[key] = numero(out[key])
    if isinstance(out.get("tipo"), str):
        out["tipo"] = clave(out["tipo"].replace("(", " ").replace(")", " ").replace(":", " "))
        _tipo_y_variacion(out)
    if isinstance(out.get("variacion"), str):
        out["variacion"] = _valor(out["variacion"], VARIACIONES)
    if out.get("variacion") and "tipo" not in out:
        out["tipo"] = "defensiva"  # only defensive skills have a defensive variation (8.2)
    if out.get("tipo") == "defensiva" and not out.get("variacion") and out.get("defensa"):
        # 9.2.5 Nota: defences rarely say internal or external; 1.1.5: in doubt, the least advantageous reading.
        out["variacion"] = "defensa_interna"
    if "indoles" in out:
        out["indoles"] = indoles(out["indoles"], de_habilidad=True)
    for key in ("ignora", "perfora"):
        if key in out:
            out[key] = _penetracion(out[key])
    for key, field in PASIVAS.items():
        if key in out and field not in out:
            value = _penetracion(out.pop(key))
            if isinstance(value, dict):
                out[field] = {**value, "pasivas": True}
    if isinstance(out.get("arma"), (bool, str)) and "con_arma" not in out:
        out["con_arma"] = out.pop("arma")  # 12.3/12.4 - a skill made with a weapon (or with that weapon)
    if isinstance(out.get("requiere"), str):
        out["requiere"] = [out["requiere"]]
    if isinstance(out.get("efectos"), Mapping):
        out["efectos"] = [out["efectos"]]
    _efectos_abreviados(out, lecturas, ruta)
    if isinstance(out.get("efectos"), list):
        out["efectos"] = [
            efecto(_efecto_de_texto(e), lecturas, f"{_ruta(ruta, 'efectos')}[{i}]")
            for i, e in enumerate(out["efectos"])
        ]
    if isinstance(out.get("posicion"), str):
        out["posicion"] = _valor(out["posicion"], POSICIONES)
    if "area" in out:
        out["area"] = area(out["area"])
    if "alcance" in out:
        out["alcance"] = alcance(out["alcance"])
    for key in ("impactos", "usos_periodo"):
        if isinstance(out.get(key), str):
            out[key] = clave(out[key])
    if isinstance(out.get("defiende_indoles"), (list, str)):
        out["defiende_indoles"] = indoles(out["defiende_indoles"])
    out = _dureza(out)
    for key in (*NUMEROS_HABILIDAD, "tipo", "variacion", "indoles", "posicion", "impactos", "defiende_indoles"):
        if key in written and key in out and isinstance(written[key], (str, list)):
            _anota(lecturas, _ruta(ruta, key), written[key], out[key])
    return out


def _por_indole(data: Any) -> Any:
    """A reduction or booster: its índole spelt freely and ``valor`` for ``porcentaje``."""
    if not isinstance(data, Mapping):
        return data
    out = _claves(data, {"valor": "porcentaje"})
    if "indole" in out:
        out["indole"] = _indole(out["indole"])
    if "porcentaje" in out:
        out["porcentaje"] = numero(out["porcentaje"])  # «20%»
    return out


def _aumento(data: Any) -> Any:
    """2.8 - an increase: ``{"Atributo": "FUE"}`` → ``{"atributo": "fue"}``."""
    if not isinstance(data, Mapping):
        return data
    out = _claves(data, {})
    for key in ("atributo", "tipo"):
        if isinstance(out.get(key), str):
            out[key] = clave(out[key])
    return out


def ficha(data: dict[str, Any], lecturas: Lecturas | None = None) -> dict[str, Any]:
    """A whole sheet written by hand (``nombre`` may be left out: the script's name is used).

    ``lecturas`` collects every alternative spelling read (a key with capitals, a synonym...)."""
    out = _claves(data, CLAVES_FICHA, lecturas)
    for group in GRUPOS_DE_STATS:  # {"stats": {"VIT": 1000, ...}}: the STATs written in a group
        if isinstance(out.get(group), Mapping):
            for raw, value in out.pop(group).items():
                key = CLAVES_FICHA.get(clave(raw), clave(raw)) if isinstance(raw, str) else raw
                _anota(lecturas, str(key), f"{group}.{raw}", key)
                out.setdefault(key, value)
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
        out["reducciones"] = [{"indole": _indole(k), "porcentaje": numero(v)} for k, v in red.items()]
    elif isinstance(red, Mapping):
        out["reducciones"] = [red]
    for key in ("deteccion", "ignifugo", "aislante"):
        if isinstance(out.get(key), (list, str)):  # «métodos de detección»: ["sonar"] — having one is what counts
            out[key] = bool(out[key])
    regen = out.get("regeneracion")
    if isinstance(regen, Mapping):  # {"VIT": 20}: the VIT it regenerates
        values = _claves(regen, {})
        out["regeneracion"] = values.get("vit", regen)
    pot = out.get("potenciadores")
    if isinstance(pot, Mapping) and not {"indole", "porcentaje", "valor"} & set(_claves(pot, {})):
        out["potenciadores"] = [{"indole": _indole(k), "porcentaje": numero(v)} for k, v in pot.items()]
    elif isinstance(pot, Mapping):
        out["potenciadores"] = [pot]
    if isinstance(out.get("habilidades"), Mapping):  # {"Puñetazo": {...}}: each skill under its name
        out["habilidades"] = [
            {"nombre": k, **v} if isinstance(v, Mapping) else v for k, v in out["habilidades"].items()
        ]
    for key in ("reducciones", "potenciadores"):
        if isinstance(out.get(key), list):
            out[key] = [_por_indole(item) for item in out[key]]
    if "inmunidades" in out:
        written = out["inmunidades"]
        out["inmunidades"] = indoles(written)
        if isinstance(written, (str, list)):
            _anota(lecturas, "inmunidades", written, out["inmunidades"])
    if isinstance(out.get("posicion"), str):
        written = out["posicion"]
        out["posicion"] = _valor(written, POSICIONES)
        _anota(lecturas, "posicion", written, out["posicion"])
    for key in ("tiers", "tienda_experiencia"):
        if isinstance(out.get(key), Mapping):
            out[key] = {clave(k): v for k, v in out[key].items()}
    if isinstance(out.get("aumentos"), list):
        out["aumentos"] = [_aumento(a) for a in out["aumentos"]]
    if isinstance(out.get("habilidades"), list):
        out["habilidades"] = [habilidad(h, lecturas, f"habilidades[{i}]") for i, h in enumerate(out["habilidades"])]
    if isinstance(out.get("armas"), list):
        out["armas"] = [
            _claves(a, CLAVES_ARMA, lecturas, f"armas[{i}]") if isinstance(a, Mapping) else a
            for i, a in enumerate(out["armas"])
        ]
    return out


def variacion(nombre: str) -> str:
    """The defensive variation a name means («Evasión» → ``evasion``, «Defensa interna» → ``defensa_interna``)."""
    return str(_valor(nombre, VARIACIONES))


CAMPOS_PASO = {"choca_con": "colision_con", "colisiona_con": "colision_con"}
"""11.6 - step fields a reader may write for the player a collision hits (``colision_con``)."""
RESPUESTA = ("reaccion", "defensa")
"""Step keys a hand-written script may use for ``respuesta``."""
HABILIDAD = ("poder", "nombre")
"""Step keys a hand-written script may use for ``habilidad`` (the skill's name)."""


def accion(nombre: str) -> str:
    """The action id a step means (``PT`` → ``paso_turno``)."""
    key = clave(nombre)
    return ACCIONES.get(key, key)
