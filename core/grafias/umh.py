"""UMH's documented spellings (docs/reglas/umh.md «Nombres para guiones» and «La ficha»), read before the engine.

A sheet or a script step written by hand may spell its keys and values as the rule text does (``"daño"``,
``"Índole": "Ígnea"``, ``"VIT"``), use the synonyms of those tables (``TR`` for ``enfriamiento``, ``PT`` for
``paso_turno``), give a number with its unit (``"2 PA"``) or a list as a text (``"Física, ígnea"``). Each is read
here as its canonical form and reported (:data:`core.grafias.Lectura`); the engine in ``core/rulesets/umh/`` only
ever sees canonical data. This module imports no ruleset: the names it needs (the fields of each part of the sheet,
the states of section 11) come from ``resources/umh/``.
"""

from __future__ import annotations

import json
import math
import re
import unicodedata
from collections.abc import Mapping
from functools import cache
from typing import Any

from core.grafias import Lectura, renombrar_claves, renombrar_valor, ruta
from core.paths import resources_dir

# -- the tables (folded written name → canonical name; each named by docs/reglas/umh.md) -----------------------

TABLAS: dict[str, dict[str, str]] = {
    "claves_ficha": {
        "vitalidad": "vit",
        "reflejos": "ref",
        "velocidad": "vel",
        "voluntad": "vol",
        "fuerza": "fue",
        "res": "resistencias",
        "resistencia": "resistencias",
        "inmunidad": "inmunidades",
        "escudo_mental": "escudos_mentales",
        "reduccion": "reducciones",
        "vigor": "puntos_vigor",
        "tier": "tiers",
        "tier_stats": "tiers",
        "extremidades": "extremidades_movimiento",
        "reserva": "en_reserva",
        "fuera_de_combate": "en_reserva",
        "fuera_del_combate": "en_reserva",
        "fisionomia_ignifuga": "ignifugo",
        "fisionomia_aislante": "aislante",
        "metodos_de_deteccion": "deteccion",
    },
    "grupos_de_stats": {
        "atributos": "stats",
        "estadisticas": "stats",
        "caracteristicas": "stats",
    },
    "claves_habilidad": {
        "coste": "coste_pa",
        "pa": "coste_pa",
        "coste_de_pa": "coste_pa",
        "tr": "enfriamiento",
        "cd": "enfriamiento",
        "indole": "indoles",
        "resistencia": "defensa",
        "valor_defensa": "defensa",
        "combo": "golpes",
        "ignorar_defensas": "ignora",
        "atravesar_defensas": "perfora",
        "efecto": "efectos",
        "rango": "alcance",
        "area_de_efecto": "area",
        "usa_arma": "con_arma",
        "requisitos": "requiere",
        "necesita": "requiere",
        "depende_de": "objeto",
        "velocidad": "desplazamiento",
        "velocidad_consumida": "desplazamiento",
        "consumo_de_velocidad": "desplazamiento",
        "coste_de_velocidad": "desplazamiento",
    },
    "claves_arma": {"valor": "arma", "clasificacion": "clase"},
    "claves_efecto": {"dano": "cantidad", "acciones": "duracion"},
    "claves_area": {"radio": "tamano"},
    "valor_porcentaje": {"valor": "porcentaje"},
    "valor_cantidad": {"valor": "cantidad"},
    "pasivas": {"ignora_resistencias": "ignora", "atraviesa_resistencias": "perfora"},
    "efectos_abreviados": {
        "control": "control",
        "control_de_masas": "control",
        "estado": "estado",
        "estados": "estado",
        "estado_alterado": "estado",
        "indirecto": "indirecto",
        "dano_indirecto": "indirecto",
        "colision": "colision",
        "potenciador": "potenciador",
        "aumento": "aumento",
        "reduccion": "reduccion",
        "curacion": "curacion",
        "cura": "curacion",
    },
    "indoles": {
        "magmatica": "ignea",
        "fuego": "ignea",
        "agua": "acuatica",
        "luz": "luminica",
        "oscuridad": "oscura",
        "electricidad": "electrica",
        "sonido": "sonora",
        "infernal": "fuego_infernal",
    },
    "variaciones": {"interna": "defensa_interna", "externa": "defensa_externa"},
    "posiciones": {"levitadora": "alzada"},
    "areas": {"area": "area_simple", "area_sobre_el_usuario": "sobre_el_usuario", "area_especial": "especial"},
    "alcances": {"cuerpo_a_cuerpo": "contacto"},
    "estados": {"veneno": "envenenamiento", "paralizado": "paralisis"},
    "tipos_de_efecto": {"dano_indirecto": "indirecto", "control_de_masas": "control", "estado_alterado": "estado"},
    "acciones": {
        "pt": "paso_turno",
        "paso_de_turno": "paso_turno",
        "usar_habilidad": "habilidad",
        "usar": "habilidad",
        "atacar": "habilidad",
        "ataque": "habilidad",
        "ofensiva": "habilidad",
        "suplementaria": "habilidad",
        "moverse": "desplazarse",
        "equiparse": "equipar",
        "reequipar": "equipar",
        "huida": "huir",
        "pacto": "pactar",
        "efecto_post_combate": "post_combate",
    },
    "campos_del_paso": {
        "poder": "habilidad",
        "nombre": "habilidad",
        "reaccion": "respuesta",
        "defensa": "respuesta",
        "choca_con": "colision_con",
        "colisiona_con": "colision_con",
    },
    "claves_respuesta": {
        "poder": "habilidad",
        "reaccion": "habilidad",
        "defensa": "habilidad",
        "variacion": "habilidad",
    },
    "respuestas": {"recibir": "ninguna"},
}
"""UMH's alternative names, by what they name."""

ACCIONES = frozenset(
    {
        "habilidad",
        "paso_turno",
        "pasar",
        "desplazarse",
        "irrumpir",
        "llamada_de_auxilio",
        "huir",
        "levantarse",
        "pactar",
        "equipar",
        "post_combate",
    }
)
"""The canonical ``accion`` ids of a UMH step (docs/reglas/umh.md «Pasos»)."""
VARIACIONES = frozenset(
    {"evasion", "anticipacion", "anulacion", "contraataque", "reflexion", "defensa_interna", "defensa_externa"}
)
"""8.2 - the defensive variations."""
NUMEROS_HABILIDAD = (
    "coste_pa",
    "enfriamiento",
    "tier",
    "dano",
    "defensa",
    "golpes",
    "usos",
    "objetivos",
    "desplazamiento",
)
"""Skill fields a hand-written sheet may give as text with their unit: «2 PA», «3 rondas», «TIER 2»."""
NOMBRES_DE_CATALOGO = frozenset({"indirecto", "control", "estado", "posicion", "colision"})
"""Effect types whose ``nombre`` is a catalogue id (11.3, 11.4, 11.5, 10.2), not a skill name."""
SUBINDOLES = {
    "elemental": ("luminica", "oscura", "acuatica", "ignea", "electrica"),
    "energetica": ("psionica", "sonora"),
}
"""7.1.1 - «Elemental» with its sub-kinds (7.1.1.2–7.1.1.6) and the subdivisions of «Energética»."""
_CLAVES_RESPUESTA = frozenset({"habilidad", "defensor", "casillas", "reflejar_a", "respuesta", "hacia"})
"""The keys of a ``respuesta`` object."""
_CLAVES_PASO = frozenset({"actor", "accion", "objetivo", "objetivos", "respuesta", "dados", "comentario"})


# -- the names this module needs, read from resources/umh -------------------------------------------------------


@cache
def _campos(parte: str) -> frozenset[str]:
    """The fields of one part of the sheet (``resources/umh/campos_ficha.json``)."""
    data = json.loads((resources_dir() / "umh" / "campos_ficha.json").read_text(encoding="utf-8"))
    return frozenset(data[parte])


@cache
def _estados() -> dict[str, str]:
    """Each state of section 11 by its id, with its kind (``indirecto``, ``control``, ``alterado``)."""
    data = json.loads((resources_dir() / "umh" / "estados.json").read_text(encoding="utf-8"))
    return {str(e["id"]): str(e["tipo"]) for e in data["estados"]}


# -- folding ------------------------------------------------------------------------------------------------------


@cache
def clave(texto: str) -> str:
    """Lower-case ASCII snake_case: «Defensa Interna» → ``defensa_interna``, «Ígnea» → ``ignea``."""
    plain = unicodedata.normalize("NFKD", texto).encode("ascii", "ignore").decode("ascii")
    out = plain.strip().lower()
    for sep in (" ", "-", "/", "."):
        out = out.replace(sep, "_")
    while "__" in out:
        out = out.replace("__", "_")
    return out.strip("_")


def _valor(texto: Any, tabla: str) -> Any:
    if not isinstance(texto, str):
        return texto
    key = clave(texto)
    return TABLAS[tabla].get(key, key)


def _texto(value: Any) -> str:
    return ", ".join(str(v) for v in value) if isinstance(value, list) else str(value)


def _anota(lecturas: list[Lectura], campo: str, original: Any, canonico: Any) -> None:
    """Record that ``original`` (a value as written) was read as ``canonico``."""
    if original != canonico:
        lecturas.append((campo, _texto(original), _texto(canonico)))


def _claves(
    data: Mapping[str, Any],
    tabla: str | None,
    parte: str,
    donde: str,
    lecturas: list[Lectura],
    extra: frozenset[str] = frozenset(),
) -> dict[str, Any]:
    """The keys of one part of the sheet under their canonical names (folded, or the table's)."""
    return renombrar_claves(data, TABLAS[tabla] if tabla else {}, donde, lecturas, _campos(parte) | extra)


def _claves_plegadas(data: Mapping[Any, Any]) -> dict[Any, Any]:
    """A mapping keyed by STATs or índoles (``{"VIT": 3}``): every key folded."""
    return {(clave(k) if isinstance(k, str) else k): v for k, v in data.items()}


_NUMERO_CON_UNIDAD = re.compile(
    r"^\s*(?:tier\s*)?(\d{1,9})\s*(?:pa|rondas?|turnos?|golpes?|usos?|casillas?|objetivos?|acciones|accion|acción|%)?\s*$"
)


def numero(value: Any) -> Any:
    """«2 PA» → 2, «3 rondas» → 3, «TIER 2» → 2, «20%» → 20; anything else as it is (the model says what is wrong)."""
    if isinstance(value, str):
        match = _NUMERO_CON_UNIDAD.match(value.lower())
        if match:
            return int(match.group(1))
    return value


# -- índoles, areas, reaches ------------------------------------------------------------------------------------------


def _indole(texto: Any) -> Any:
    """«Ígnea» → ``ignea``; «Elemental ígnea», «Elemental (eléctrica)», «Energética: psiónica» → the sub-kind."""
    if not isinstance(texto, str):
        return texto
    for sep in ("(", ")", ":", ","):
        texto = texto.replace(sep, " ")
    key = _valor(texto, "indoles")
    for familia, subs in SUBINDOLES.items():
        if key.startswith(familia + "_"):
            rest = TABLAS["indoles"].get(key[len(familia) + 1 :], key[len(familia) + 1 :])
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
    índole, the sub-kind (7.1.1), not two (which would halve immunities, 9.5.3)."""
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


def area(value: Any, donde: str, lecturas: list[Lectura]) -> Any:
    """6.1.1 - an area as the text names it, with its size: ``"Área 3"``, ``3``, ``{"tipo": "Cónico", "tamaño": 1}``."""
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        return {"tipo": "area_simple", "tamano": value}
    if isinstance(value, str):
        key = clave(value)
        head, _, tail = key.rpartition("_")
        if head and tail.isdigit() and len(tail) <= 9:
            return {"tipo": TABLAS["areas"].get(head, head), "tamano": int(tail)}
        return {"tipo": TABLAS["areas"].get(key, key)}
    if isinstance(value, Mapping):
        out = _claves(value, "claves_area", "area", donde, lecturas)
        if isinstance(out.get("tipo"), str):
            out["tipo"] = _valor(out["tipo"], "areas")
        return out
    return value


def alcance(value: Any, donde: str, lecturas: list[Lectura]) -> Any:
    """5.1.1 - a reach: a number of squares, «Distancia 5», «Contacto» or ``{"tipo", "casillas"}``."""
    if isinstance(value, str):
        tokens = clave(value.replace("(", " ").replace(")", " ")).split("_")
        digits = [t for t in tokens if t.isdigit() and len(t) <= 9]
        words = "_".join(t for t in tokens if t and not t.isdigit() and t not in ("casillas", "casilla"))
        if not words and digits:
            return int(digits[0])  # «5 casillas»
        kind = TABLAS["alcances"].get(words, words)
        if digits:
            return {"tipo": kind, "casillas": int(digits[0])}  # «Distancia (5)»
        return {"tipo": kind, "casillas": 0 if kind == "propio" else 1}
    if isinstance(value, Mapping):
        out = _claves(value, None, "alcance", donde, lecturas)
        if isinstance(out.get("tipo"), str):
            out["tipo"] = _valor(out["tipo"], "alcances")
        return out
    return value


def _dureza(data: dict[str, Any]) -> dict[str, Any]:
    """9.6.1 hardness and 9.3.1 scale level as written («Acero orgánico», «Sobrehumana»)."""
    for key in ("dureza", "escala"):
        if isinstance(data.get(key), str):
            data[key] = clave(data[key])
    return data


def _penetracion(value: Any, donde: str, lecturas: list[Lectura]) -> Any:
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
        out = _dureza(_claves(value, None, "penetracion", donde, lecturas))
        if "porcentaje" in out:
            out["porcentaje"] = numero(out["porcentaje"])
        return out
    return value


# -- effects ------------------------------------------------------------------------------------------------------------


def nombre_de_catalogo(texto: str) -> str:
    """11.3–11.5 names as a reader writes them: «Inhabilitación de ambas piernas» → ``inhabilitacion_piernas``,
    «Veneno» → ``envenenamiento``, «Paralizado» → ``paralisis``, «Quemaduras» → ``quemadura``."""
    key = clave(texto)
    for old, new in (("_de_ambos_", "_"), ("_de_ambas_", "_"), ("_de_un_", "_"), ("_de_una_", "_"), ("_de_", "_")):
        key = key.replace(old, new)
    key = TABLAS["estados"].get(key, TABLAS["posiciones"].get(key, key))
    if key not in _estados() and key.endswith("s") and key[:-1] in _estados():
        key = key[:-1]  # «Quemaduras», «Hemorragias»
    return key


def efecto(data: Any, donde: str, lecturas: list[Lectura]) -> Any:
    """One effect of a skill or a weapon: keys and values as the text names them."""
    if not isinstance(data, Mapping):
        return data
    out = _claves(data, "claves_efecto", "efecto", donde, lecturas)
    for key in ("tipo", "sobre"):
        if isinstance(out.get(key), str):
            out[key] = clave(out[key])
    if isinstance(out.get("tipo"), str):
        out["tipo"] = TABLAS["tipos_de_efecto"].get(out["tipo"], out["tipo"])
        state = nombre_de_catalogo(out["tipo"])
        kind = _estados().get(state)
        if kind is not None and not out.get("nombre"):  # {"tipo": "Aturdimiento"}: the state names its kind
            out["tipo"], out["nombre"] = ("estado" if kind == "alterado" else kind), state
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
    r"^(.*?)[\s(,:-]+(\d{1,9})\s*(?:acciones|accion|acción|turnos?|rondas?)?\s*\)?\s*$", re.IGNORECASE
)


def nombre_y_duracion(texto: str) -> tuple[str, int | None]:
    """«Aturdimiento (2 acciones)» → («Aturdimiento», 2); «Mojado» → («Mojado», None)."""
    match = _CON_DURACION.match(texto)
    return (match.group(1), int(match.group(2))) if match and match.group(1) else (texto, None)


def _abreviado(tipo: str, value: Any, out: Mapping[str, Any], donde: str, lecturas: list[Lectura]) -> list[Any]:
    """One shorthand effect field of a skill (``"control": "aturdimiento"``) as ``efectos`` entries."""
    if value is None or value is False:
        return []
    items = value if isinstance(value, list) else [value]
    found: list[Any] = []
    amount = "porcentaje" if tipo in ("potenciador", "reduccion") else "cantidad"
    for item in items:
        if item is True or (isinstance(item, (int, float)) and not isinstance(item, bool)):
            entry: dict[str, Any] = {"tipo": tipo} if item is True else {"tipo": tipo, amount: item}
        elif isinstance(item, str):
            name, dur = (item, None) if tipo == "indirecto" else nombre_y_duracion(item)  # «Veneno 20»: no duration
            entry = {"tipo": tipo, "nombre": name} if dur is None else {"tipo": tipo, "nombre": name, "duracion": dur}
        elif isinstance(item, Mapping):
            tabla = {**TABLAS["claves_efecto"], **TABLAS[f"valor_{amount}"]}
            entry = renombrar_claves(item, tabla, donde, lecturas, _campos("efecto") | {"extremidad"})
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


def _efectos_abreviados(out: dict[str, Any], donde: str, lecturas: list[Lectura]) -> None:
    """11.2–11.6 - effects written as fields of the skill (``"estado": "derribo"``, ``"control": "aturdimiento"``,
    ``"indirecto": {"tipo": "envenenamiento", "cantidad": 20, "duracion": 3}``, ``"colision": true``), with the
    skill's ``duracion`` and ``extremidad``, join its ``efectos``."""
    extra: list[Any] = []
    for key, tipo in TABLAS["efectos_abreviados"].items():
        if key in out:
            _anota(lecturas, ruta(donde, "efectos"), key, "efectos")
            extra.extend(_abreviado(tipo, out.pop(key), out, ruta(donde, "efectos"), lecturas))
    if extra:
        current = out.get("efectos")
        out["efectos"] = [*(current if isinstance(current, list) else []), *extra]


def _efecto_de_texto(value: Any) -> Any:
    """``"efectos": ["Derribo", "Aturdimiento (1 acción)"]``: an effect named by its state (with its duration)."""
    if not isinstance(value, str):
        return value
    name, dur = nombre_y_duracion(value)
    return {"tipo": name} if dur is None else {"tipo": name, "duracion": dur}


# -- a skill --------------------------------------------------------------------------------------------------------------


def _tipo_y_variacion(out: dict[str, Any]) -> None:
    """«Defensiva (evasión)», «Defensiva: anulación» → ``tipo`` defensiva and that ``variacion`` (8.1.1.3, 8.2)."""
    kind = out.get("tipo")
    if isinstance(kind, str) and kind.startswith("defensiva_") and not out.get("variacion"):
        rest = _valor(kind[len("defensiva_") :], "variaciones")
        if rest in VARIACIONES:
            out["tipo"], out["variacion"] = "defensiva", rest


def habilidad(data: Any, donde: str, lecturas: list[Lectura]) -> Any:
    """A skill written by hand: keys and values spelt as the rule text does."""
    if not isinstance(data, Mapping):
        return data
    extra = frozenset(TABLAS["efectos_abreviados"]) | frozenset(TABLAS["pasivas"]) | {"arma"}
    out = _claves(data, "claves_habilidad", "habilidad", donde, lecturas, extra)
    written = dict(out)
    for key in NUMEROS_HABILIDAD:
        if key in out:
            out[key] = numero(out[key])
    if isinstance(out.get("tipo"), str):
        out["tipo"] = clave(out["tipo"].replace("(", " ").replace(")", " ").replace(":", " "))
        _tipo_y_variacion(out)
    if isinstance(out.get("variacion"), str):
        out["variacion"] = _valor(out["variacion"], "variaciones")
    if out.get("variacion") and "tipo" not in out:
        out["tipo"] = "defensiva"  # only defensive skills have a defensive variation (8.2)
    if out.get("tipo") == "defensiva" and not out.get("variacion") and out.get("defensa"):
        # 9.2.5 Nota: defences rarely say internal or external; 1.1.5: in doubt, the least advantageous reading.
        out["variacion"] = "defensa_interna"
    if "indoles" in out:
        out["indoles"] = indoles(out["indoles"], de_habilidad=True)
    for key in ("ignora", "perfora"):
        if key in out:
            out[key] = _penetracion(out[key], ruta(donde, key), lecturas)
    for key, field in TABLAS["pasivas"].items():
        if key in out and field not in out:
            value = _penetracion(out.pop(key), ruta(donde, field), lecturas)
            if isinstance(value, dict):
                out[field] = {**value, "pasivas": True}
                _anota(lecturas, ruta(donde, field), key, field)
    if isinstance(out.get("arma"), (bool, str)) and "con_arma" not in out:
        out["con_arma"] = out.pop("arma")  # 12.3/12.4 - a skill made with a weapon (or with that weapon)
        _anota(lecturas, ruta(donde, "con_arma"), "arma", "con_arma")
    if isinstance(out.get("requiere"), str):  # one name for the list of one
        out["requiere"] = [out["requiere"]]
    _efectos_abreviados(out, donde, lecturas)
    if isinstance(out.get("efectos"), list):
        out["efectos"] = [
            efecto(_efecto_de_texto(e), ruta(ruta(donde, "efectos"), i), lecturas) for i, e in enumerate(out["efectos"])
        ]
    if isinstance(out.get("posicion"), str):
        out["posicion"] = _valor(out["posicion"], "posiciones")
    if "area" in out:
        out["area"] = area(out["area"], ruta(donde, "area"), lecturas)
    if "alcance" in out:
        out["alcance"] = alcance(out["alcance"], ruta(donde, "alcance"), lecturas)
    for key in ("impactos", "usos_periodo"):
        if isinstance(out.get(key), str):
            out[key] = clave(out[key])
    if isinstance(out.get("defiende_indoles"), (list, str)):
        out["defiende_indoles"] = indoles(out["defiende_indoles"])
    out = _dureza(out)
    for key in (*NUMEROS_HABILIDAD, "tipo", "variacion", "indoles", "posicion", "impactos", "defiende_indoles"):
        if key in written and key in out and isinstance(written[key], (str, list)):
            _anota(lecturas, ruta(donde, key), written[key], out[key])
    return out


# -- the sheet ---------------------------------------------------------------------------------------------------------------


def _por_indole(data: Any, parte: str, donde: str, lecturas: list[Lectura]) -> Any:
    """A reduction or booster: its índole spelt freely and ``valor`` for ``porcentaje``."""
    if not isinstance(data, Mapping):
        return data
    out = _claves(data, "valor_porcentaje", parte, donde, lecturas)
    if "indole" in out:
        out["indole"] = _indole(out["indole"])
    if "porcentaje" in out:
        out["porcentaje"] = numero(out["porcentaje"])  # «20%»
    return out


def _por_indoles(value: Any) -> Any:
    """``{"Física": 10, "general": 5}``: one entry per índole (9.4, 7.3)."""
    if isinstance(value, Mapping) and not {"indole", "porcentaje", "valor"} & set(_claves_plegadas(value)):
        return [{"indole": _indole(k), "porcentaje": numero(v)} for k, v in value.items()]
    if isinstance(value, Mapping):
        return [value]
    return value


def _aumento(data: Any, donde: str, lecturas: list[Lectura]) -> Any:
    """2.8 - an increase: ``{"Atributo": "FUE"}`` → ``{"atributo": "fue"}``."""
    if not isinstance(data, Mapping):
        return data
    out = _claves(data, None, "aumento", donde, lecturas)
    for key in ("atributo", "tipo"):
        if isinstance(out.get(key), str):
            out[key] = clave(out[key])
    return out


def _arma(data: Any, donde: str, lecturas: list[Lectura]) -> Any:
    if not isinstance(data, Mapping):
        return data
    out = _claves(data, "claves_arma", "arma", donde, lecturas)
    if isinstance(out.get("efectos"), list):
        out["efectos"] = [efecto(e, ruta(ruta(donde, "efectos"), i), lecturas) for i, e in enumerate(out["efectos"])]
    return out


def ficha(data: dict[str, Any], lecturas: list[Lectura]) -> dict[str, Any]:
    """A whole sheet written by hand, in canonical form (``nombre`` may be left out: the script's name is used)."""
    grupos = frozenset({"stats", *TABLAS["grupos_de_stats"]})
    out = _claves(data, "claves_ficha", "ficha", "", lecturas, grupos | {"alas"})
    for group in grupos:  # {"stats": {"VIT": 1000, ...}}: the STATs written in a group
        if isinstance(out.get(group), Mapping):
            for raw, value in out.pop(group).items():
                key = TABLAS["claves_ficha"].get(clave(raw), clave(raw)) if isinstance(raw, str) else raw
                _anota(lecturas, str(key), f"{group}.{raw}", key)
                out.setdefault(key, value)
    if not out.get("nombre"):
        out["nombre"] = "Sin nombre"
    if out.get("alas") is True and "extremidades_movimiento" not in out:  # 11.5.4.3 - «alas: true»
        del out["alas"]
        out["extremidades_movimiento"] = ["alas"]
        _anota(lecturas, "extremidades_movimiento", "alas", "extremidades_movimiento")
    elif out.get("alas") is False and "extremidades_movimiento" not in out:
        del out["alas"]
    if isinstance(out.get("resistencias"), Mapping):
        out["resistencias"] = [out["resistencias"]]
    if isinstance(out.get("resistencias"), list):
        out["resistencias"] = [
            _dureza(_claves(r, None, "resistencia", ruta("resistencias", i), lecturas)) if isinstance(r, Mapping) else r
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
            _anota(lecturas, "inmunidades", written, out["inmunidades"])
    if isinstance(out.get("posicion"), str):
        written = out["posicion"]
        out["posicion"] = _valor(written, "posiciones")
        _anota(lecturas, "posicion", written, out["posicion"])
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
            found = _unico(skill["con_arma"], weapons)
            if found is not None and found != skill["con_arma"]:
                _anota(lecturas, ruta(ruta("habilidades", i), "con_arma"), skill["con_arma"], found)
                skill["con_arma"] = found


# -- a script step ---------------------------------------------------------------------------------------------------------------


def _unico(nombre: str, nombres: list[str]) -> str | None:
    """``nombre`` itself when it is one of ``nombres``; else the only one equal but for case, accents and spaces."""
    if nombre in nombres:
        return nombre
    key = clave(nombre)
    close = [n for n in nombres if clave(n) == key]
    return close[0] if len(close) == 1 else None


def _habilidades(sheet: Any) -> list[Any]:
    return list(getattr(sheet, "habilidades", []) or [])


def _habilidad_de(nombre: str, sheet: Any, *, por_variacion: bool = False) -> str | None:
    """The name of ``sheet``'s skill ``nombre`` means (case, accents, spaces; with ``por_variacion``, «Evasión» for
    the only defensive skill of that variation, 8.2)."""
    skills = _habilidades(sheet)
    found = _unico(nombre, [str(h.nombre) for h in skills])
    if found is None and por_variacion:
        var = _valor(nombre, "variaciones")
        same = [h for h in skills if h.tipo == "defensiva" and h.variacion == var]
        found = str(same[0].nombre) if len(same) == 1 else None
    return found


def _objetivos(step: Mapping[str, Any]) -> list[str]:
    target = step.get("objetivo", step.get("objetivos"))
    if isinstance(target, list):
        return [str(t) for t in target]
    return [] if target is None else [str(target)]


def _nombre_en(nombre: str, quienes: list[str], fichas: Mapping[str, Any], *, por_variacion: bool) -> str | None:
    """The skill ``nombre`` means in the sheets of ``quienes`` (failing them, of anyone in the battle)."""
    for group in (quienes, list(fichas)):
        found = {
            f
            for cid in group
            if cid in fichas
            if (f := _habilidad_de(nombre, fichas[cid], por_variacion=por_variacion))
        }
        if len(found) == 1:
            return found.pop()
        if found:
            return None
    return None


def _respuesta(value: Any, quienes: list[str], fichas: Mapping[str, Any], donde: str, lecturas: list[Lectura]) -> Any:
    """A ``respuesta`` in canonical form: ``"recibir"`` = ``"ninguna"``, ``{"poder": ...}`` = ``{"habilidad": ...}``,
    a skill named in another case or by its variation as the defender's skill."""
    if isinstance(value, list):
        return [_respuesta(v, quienes, fichas, ruta(donde, i), lecturas) for i, v in enumerate(value)]
    if isinstance(value, str):
        canon = renombrar_valor(
            value.strip(), TABLAS["respuestas"], donde, lecturas, frozenset({"ninguna", "resistir"})
        )
        if canon in ("ninguna", "resistir") or not canon:
            return canon
        found = _nombre_en(value, quienes, fichas, por_variacion=True)
        if found is not None and found != value:
            lecturas.append((donde, value, found))
            return found
        return value
    if not isinstance(value, Mapping):
        return value
    if any(k in fichas for k in value) and not any(
        isinstance(k, str) and (clave(k) in _CLAVES_RESPUESTA or clave(k) in TABLAS["claves_respuesta"]) for k in value
    ):  # {id: respuesta}: each target's own
        return {k: _respuesta(v, [str(k)], fichas, ruta(donde, str(k)), lecturas) for k, v in value.items()}
    out = renombrar_claves(value, TABLAS["claves_respuesta"], donde, lecturas, _CLAVES_RESPUESTA)
    name = out.get("habilidad")
    if isinstance(name, str):
        defender = out.get("defensor")
        found = _nombre_en(name, [str(defender)] if defender else quienes, fichas, por_variacion=True)
        if found is not None and found != name:
            lecturas.append((ruta(donde, "habilidad"), name, found))
            out["habilidad"] = found
    return out


def paso(step: dict[str, Any], fichas: Mapping[str, Any], lecturas: list[Lectura]) -> dict[str, Any]:
    """A script step in canonical form: its ``accion`` (``PT``, ``atacar``, the name of one of the actor's skills),
    its fields (``poder``, ``reaccion``, ``choca_con``) and the names it gives (skills, weapons, objects)."""
    out = dict(step)
    actor = out.get("actor")
    sheet = fichas.get(actor) if isinstance(actor, str) else None
    accion = out.get("accion")
    if isinstance(accion, str):
        out["accion"] = renombrar_valor(accion, TABLAS["acciones"], "accion", lecturas, ACCIONES)
        if out["accion"] not in ACCIONES and sheet is not None and "habilidad" not in out:
            found = _habilidad_de(accion, sheet)
            if found is not None:  # "accion": "Golpe Fuerte" = "habilidad" with that skill
                out["accion"] = "habilidad"
                out = {**out, "habilidad": found}
                lecturas.append(("accion", accion, "habilidad"))
    if out.get("accion") == "habilidad":
        out = renombrar_claves(
            out, TABLAS["campos_del_paso"], "", lecturas, _CLAVES_PASO | {"habilidad", "colision_con"}
        )
    if (
        out.get("accion") in ("habilidad", "post_combate")
        and isinstance(out.get("habilidad"), str)
        and sheet is not None
    ):
        found = _habilidad_de(out["habilidad"], sheet)
        if found is not None and found != out["habilidad"]:
            lecturas.append(("habilidad", out["habilidad"], found))
            out["habilidad"] = found
    if sheet is not None:
        weapons = [str(a.nombre) for a in getattr(sheet, "armas", [])]
        names = {
            "arma": weapons if out.get("accion") == "habilidad" else [],
            "objeto": [*map(str, getattr(sheet, "objetos", [])), *weapons] if out.get("accion") == "equipar" else [],
        }
        for key, known in names.items():
            if known and isinstance(out.get(key), str):
                found = _unico(out[key], known)
                if found is not None and found != out[key]:  # «espada» = «Espada»
                    lecturas.append((key, out[key], found))
                    out[key] = found
    if "respuesta" in out:
        out["respuesta"] = _respuesta(out["respuesta"], _objetivos(out), fichas, "respuesta", lecturas)
    return out
