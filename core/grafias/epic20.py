"""Epic20's documented spellings: the other names a hand-written sheet or script step may use.

Every entry is named in docs/reglas/epic20.md («La ficha», «Otras formas escritas a mano», «Turno», «Huecos y
decisiones») or docs/guion-de-batalla.md; the engine (``core/rulesets/epic20/``) receives canonical data only.
Besides the tables, two documented readings are not a plain rename and are functions here: a number written as the
document writes it («1/2», «½», «0,5») and a name compared with the catalogue's (``resources/epic20/``) without case,
accents or punctuation («artista marcial», «Percepcion visual», «ataque poderoso»).

This module imports no ruleset: the catalogue names are read from ``resources/epic20/`` and the sheets are read by
attribute (``fichas`` are the validated sheets of the script's combatants).
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Mapping
from functools import cache
from typing import Any

from core.grafias import Lectura, plegar, renombrar_claves, renombrar_valor, ruta
from core.paths import resources_dir

ATRIBUTOS = frozenset({"corpulencia", "agilidad", "percepcion", "inteligencia", "presencia"})

ACCIONES = frozenset({
    "atacar", "mover", "usar_objeto", "comunicar", "accion_libre", "levantarse", "mantener", "liberarse",
    "recoger_arma", "reactivar_equipo", "regenerar", "defensa_total", "defensa_a_la_carrera", "parada", "esquiva",
    "interponerse", "retrasar", "apuntar", "estudiar_objetivo", "mostrar_punto_debil", "trabajo_en_equipo", "inspirar",
    "usar_punto_heroe", "tirada_moribundo", "pasar", "ataque_defensivo", "luchar_a_ciegas", "curar", "motivar",
    "provocar_ataque", "activar_hechizo", "mantener_distancia", "convertirse_en_gas", "crecer", "disminuirse",
    "adoptar_forma", "activar_complicacion", "desenfundar", "ganar_poder", "cambiar_sustancia",
})  # fmt: skip
"""The engine's action ids (``RULESET.step_actions()``; a test checks they are the same)."""

DEBILITAR = 'Debilitar "Atributo"'
"""The power whose ``detalle`` names the attribute it weakens («Percepción» is ``percepcion``)."""

USOS_HEROE = frozenset({"superioridad", "repetir", "nivel", "maniobra", "poder"})
"""PUNTOS DE HÉROE: the canonical uses of ``punto_heroe``."""

TABLAS: dict[str, dict[str, str]] = {
    # «Turno»: «El nombre de la acción se lee … con estos otros nombres»
    "acciones": {
        "estabilizarse": "tirada_moribundo", "moribundo": "tirada_moribundo", "tirada_de_moribundo": "tirada_moribundo",
        "ataque": "atacar", "moverse": "mover", "movimiento": "mover", "librarse": "liberarse", "escapar": "liberarse",
        "soltarse": "liberarse", "zafarse": "liberarse", "regeneracion": "regenerar", "regenerarse": "regenerar",
        "retrasar_accion": "retrasar", "mantener_poder": "mantener", "mantener_agarre": "mantener",
        "contacto_curativo": "curar", "excelente_apuntando": "apuntar", "punto_heroe": "usar_punto_heroe",
        "punto_de_heroe": "usar_punto_heroe",
    },
    # «Turno»: an ``atacar`` whose ``maniobra`` does not attack is that maneuver's own action
    "maniobras_que_no_atacan": {
        "defensa_total": "defensa_total", "defensa_a_la_carrera": "defensa_a_la_carrera", "parada": "parada",
        "esquiva": "esquiva", "interponerse": "interponerse", "retrasar_accion": "retrasar",
        "excelente_apuntando": "apuntar", "estudiar_objetivo": "estudiar_objetivo",
        "mostrar_punto_debil": "mostrar_punto_debil", "provocar_ataque_a_otro_objetivo": "provocar_ataque",
    },
    # «Turno»: «Repetir», «+2 niveles» o «niveles» = ``nivel``, «superpoder» = ``poder``
    "usos_punto_heroe": {"+2_niveles": "nivel", "niveles": "nivel", "superpoder": "poder"},
    # «Otras formas escritas a mano»: «destacable» (o «desarrollado») 1, «normal» ½, «no desarrollado» 0
    "valores_de_atributo": {
        "destacable": "1", "desarrollado": "1", "normal": "0.5", "no_desarrollado": "0", "sin_desarrollar": "0",
    },
    # «Otras formas escritas a mano»: `arquetipo` vacío, «Ninguno» o «sin arquetipo»: ningún arquetipo
    "sin_arquetipo": {"ninguno": "", "sin_arquetipo": ""},
    # «La ficha»: `tipo` sin mayúsculas y en femenino («mundana», «Especial»)
    "tipo_de_equipo": {"mundana": "mundano"},
    # «La ficha»: `categoria` por sinónimo («defensa», «defensiva», «protección» = `armadura`)
    "categoria_de_equipo": {"defensa": "armadura", "defensiva": "armadura", "proteccion": "armadura"},
    # «La ficha»: las banderas `"defensa": true`, `"defensivo": true`, `"armadura": true` y `"escudo": true`
    "banderas_de_equipo": {"defensa": "armadura", "defensivo": "armadura", "armadura": "armadura", "escudo": "escudo"},
    # «La ficha»: `alcance` «a distancia», «cuerpo a cuerpo», «c/c», «melee»
    "alcance_de_equipo": {"a_distancia": "distancia", "c/c": "cuerpo_a_cuerpo", "melee": "cuerpo_a_cuerpo"},
    # «La ficha»: `tamano` por nombre (FAQ de naves)
    "tamano": {
        "caza": "1", "carguero_ligero": "1", "corbeta": "2", "fragata": "3", "destructor": "4",
        "superdestructor": "5", "estrella_de_la_muerte": "6", "pequeno": "-1", "grande": "1", "enorme": "2",
    },
    # «Huecos y decisiones»: «Luchar sin armas» (texto del Artista Marcial) es «Lucha sin armas»
    "maniobras": {"luchar_sin_armas": "Lucha sin armas"},
    # «Huecos y decisiones»: alias de ventajas («Duro de matar», «Bien informado/a», «Muy atractivo/a», «Rico/a»)
    "ventajas": {
        "duro_de_matar": "Difícil de matar", "bien_informado": "Bien informad@", "bien_informada": "Bien informad@",
        "muy_atractivo": "Muy atractiv@", "muy_atractiva": "Muy atractiv@", "rico": "Ric@", "rica": "Ric@",
    },
    # «Huecos y decisiones»: modificadores «también en minúsculas, «penetrante»»
    "modificadores": {"penetrante": "Ataque penetrante"},
    # «Huecos y decisiones»: o `"penetrante": true` / `"uso_limitado": true`
    "modificadores_como_bandera": {"penetrante": "Ataque penetrante", "uso_limitado": "Uso limitado"},
    # «La ficha»: en la ficha de un esbirro también vale `"puntos_vida": n`
    "claves_de_esbirro": {"puntos_vida": "puntos_vida_esbirro"},
}  # fmt: skip

_PALABRAS_ARMADURA = frozenset({"armadura", "cota", "coraza", "chaleco", "peto", "loriga"})
_PALABRAS_DISTANCIA = frozenset(
    {"pistola", "rifle", "arco", "ballesta", "blaster", "fusil", "escopeta", "revolver", "honda"}
)
"""«La ficha»: the words of an item's name that make it armour or a ranged weapon when it does not say so."""
_FRACCIONES = {"½": "0.5", "1/2": "0.5", "1½": "1.5", "11/2": "1.5"}


# -- the catalogue (resources/epic20/) -----------------------------------------------------------------------------
@cache
def _catalogo(nombre: str) -> tuple[dict[str, Any], ...]:
    path = resources_dir() / "epic20" / f"{nombre}.json"
    return tuple(json.loads(path.read_text(encoding="utf-8")))


def _nombres(catalogo: str) -> tuple[str, ...]:
    return tuple(str(e["nombre"]) for e in _catalogo(catalogo))


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
    tabla = _nombres("poderes")
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
    tabla = _nombres("maniobras")
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
    entradas = _catalogo("ventajas")
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
    entradas = _catalogo("complicaciones")
    propio = next((str(e["nombre"]) for e in entradas if suelta(str(e["nombre"])) == suelta(nombre)), None)
    if propio is not None:
        return propio
    for entrada in entradas:
        if entrada.get("patron") and (con := _con_prefijo(nombre, str(entrada["nombre"]))) is not None:
            return con
    return None


def _del_arquetipo(arquetipo: Any, campo: str) -> tuple[str, ...]:
    """The names an archetype's entry lists in ``campo`` (its forced complications, its gifted skills)."""
    entrada = next((a for a in _catalogo("arquetipos") if a["nombre"] == arquetipo), None)
    valor = entrada.get(campo) if entrada is not None else None
    if not isinstance(valor, list):
        return ()
    planos = [v for grupo in valor for v in (grupo if isinstance(grupo, list) else [grupo])]
    return tuple(str(v) for v in planos)


def _ventaja_de_equipo_especial(nombre: str) -> bool:
    """Whether an advantage entry («Equipo especial», «Equipo especial: pistola blaster») pays special equipment."""
    for entrada in _catalogo("ventajas"):
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
    entradas = _catalogo("habilidades")
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


# -- the sheet ----------------------------------------------------------------------------------------------------
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
        regaladas = _del_arquetipo(out.get("arquetipo"), "habilidades_gratis")
        out["habilidades"] = _habilidades(out["habilidades"], regaladas, lecturas)
    if isinstance(out.get("tamano"), str):
        out["tamano"] = _tamano(out["tamano"], lecturas)
    for campo in ("ventajas", "maniobras", "complicaciones"):
        if campo in out:
            out[campo] = _lista_de_nombres(out[campo])
    if isinstance(out.get("ventajas"), list):
        out["ventajas"] = [
            _renombrada(v, nombre_de_ventaja(v), ruta("ventajas", i), lecturas) if isinstance(v, str) else v
            for i, v in enumerate(out["ventajas"])
        ]
    if isinstance(out.get("maniobras"), list):
        out["maniobras"] = [
            _renombrada(m, nombre_de_maniobra(m), ruta("maniobras", i), lecturas) if isinstance(m, str) else m
            for i, m in enumerate(out["maniobras"])
        ]
    if isinstance(out.get("complicaciones"), list):
        forzadas = _del_arquetipo(out.get("arquetipo"), "complicaciones_forzadas")
        out["complicaciones"] = [
            _renombrada(c, nombre_de_complicacion(c, forzadas), ruta("complicaciones", i), lecturas)
            if isinstance(c, str)
            else c
            for i, c in enumerate(out["complicaciones"])
        ]
    if "poderes" in out:
        out["poderes"] = _poderes(out["poderes"], lecturas)
    if "equipo" in out:
        out["equipo"] = _equipo(out["equipo"], out.get("ventajas"), lecturas)
    return out


def _renombrada(escrito: str, propio: str | None, donde: str, lecturas: list[Lectura]) -> str:
    if propio is None or propio == escrito:
        return escrito
    lecturas.append((donde, escrito, propio))
    return propio


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
        propia = _renombrada(clave, nombre_de_habilidad(clave, regaladas), ruta("habilidades", clave), lecturas)
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
    tabla = _nombres("arquetipos")
    if valor in tabla:
        return valor
    propio = next((n for n in tabla if suelta(n) == suelta(valor)), None)
    return _renombrada(valor, propio, "arquetipo", lecturas)


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


def _poderes(value: Any, lecturas: list[Lectura]) -> Any:
    if not isinstance(value, list):
        return value
    poderes = [_poder({"nombre": p} if isinstance(p, str) else p, ruta("poderes", i), lecturas)
               for i, p in enumerate(value)]  # fmt: skip
    return _modificadores_como_poder(poderes)


def _poder(data: Any, donde: str, lecturas: list[Lectura]) -> Any:
    """A power: the catalogue's name (and subject), ``arrojar`` from its ``detalle``, its modifiers' names."""
    if not isinstance(data, dict):
        return data
    data = dict(data)
    nombre = data.get("nombre")
    encontrado = nombre_de_poder(nombre) if isinstance(nombre, str) else None
    if encontrado is not None and isinstance(nombre, str):
        data["nombre"] = _renombrada(nombre, encontrado[0], ruta(donde, "nombre"), lecturas)
        if encontrado[1] and not data.get("detalle"):
            data["detalle"] = encontrado[1]
    detalle = data.get("detalle")
    if data.get("nombre") == DEBILITAR and isinstance(detalle, str) and plegar(detalle) in ATRIBUTOS:
        data["detalle"] = _renombrada(detalle, plegar(detalle), ruta(donde, "detalle"), lecturas)
    if "arrojar" not in data and isinstance(detalle, str) and "arroj" in detalle.casefold():
        data["arrojar"] = True  # Masa de músculos: «No puede elegir poderes a distancia, salvo para arrojar objetos»
    mods = data.get("modificadores", [])
    if isinstance(mods, str):
        mods = [mods]
    if isinstance(mods, list):
        propios = frozenset(_nombres("modificadores"))
        mods = [
            renombrar_valor(m, TABLAS["modificadores"], ruta(ruta(donde, "modificadores"), i), lecturas)
            if isinstance(m, str)
            else m
            for i, m in enumerate(mods)
        ]
        mods = [next((p for p in propios if isinstance(m, str) and suelta(p) == suelta(m)), m) for m in mods]
        for clave, propio in TABLAS["modificadores_como_bandera"].items():
            if data.get(clave) is True:
                lecturas.append((f"poderes.{clave}", f'"{clave}": true', f'"modificadores": ["{propio}"]'))
                del data[clave]
                if propio not in mods:
                    mods.append(propio)
        data["modificadores"] = mods
    return data


def _admite(poder: Mapping[str, Any], aplica_a: str) -> bool:
    """Whether a modifier that applies to ``aplica_a`` can be added to ``poder``."""
    entrada = next((e for e in _catalogo("poderes") if e["nombre"] == poder.get("nombre")), None)
    if entrada is None:
        return False
    if aplica_a == "ataque":
        ataque = entrada.get("ataque")
        return isinstance(ataque, dict) and ataque.get("naturaleza") != "emocional"
    if aplica_a == "superdefensa_fisica":
        return entrada.get("defensa") == "fisico"
    return True


def _modificadores_como_poder(poderes: list[Any]) -> list[Any]:
    """A modifier written as a power of its own («Ataque penetrante», «Defensa contra ataque penetrante»): when
    exactly one power of the sheet can take it, it is that power's modifier; otherwise it stays (the validator asks
    for it in the power's ``modificadores``)."""
    modificadores = {str(m["nombre"]): str(m.get("aplica_a", "")) for m in _catalogo("modificadores")}
    result = list(poderes)
    for suelto in poderes:
        if not isinstance(suelto, dict) or not isinstance(suelto.get("nombre"), str):
            continue
        escrito = str(TABLAS["modificadores"].get(plegar(suelto["nombre"]), suelto["nombre"]))
        nombre = next((m for m in modificadores if suelta(m) == suelta(escrito)), None)
        if nombre is None:
            continue
        candidatos = [
            p
            for p in result
            if isinstance(p, dict)
            and _admite(p, modificadores[nombre])
            and nombre not in (p.get("modificadores") or [])
        ]
        if len(candidatos) == 1:
            indice = result.index(candidatos[0])
            result[indice] = {**candidatos[0], "modificadores": [*(candidatos[0].get("modificadores") or []), nombre]}
            result.remove(suelto)
    return result


def _equipo(value: Any, ventajas: Any, lecturas: list[Lectura]) -> Any:
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
    plazas = float(sum(1 for v in ventajas if isinstance(v, str) and _ventaja_de_equipo_especial(v)))
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


# -- the script step ----------------------------------------------------------------------------------------------
def leer_accion(accion: str) -> tuple[str, str | None] | None:
    """An action written by hand as the engine's own id, with the ``maniobra`` it names when it is a combat maneuver
    written as the action («tumbar»: ``atacar`` with «Tumbar»; «Defensa total 2»: ``defensa_total``); None when it
    names no action."""
    if accion in ACCIONES:
        return accion, None
    clave = plegar(accion)
    propia = clave if clave in ACCIONES else TABLAS["acciones"].get(clave)
    if propia is not None:
        return propia, None
    maniobra = nombre_de_maniobra(clave.replace("_", " "))
    if maniobra is None:
        return None
    postura = _postura(maniobra)
    if postura is not None:
        return postura, None
    return "atacar", maniobra


def _postura(maniobra: str) -> str | None:
    """The own action of a maneuver that does not attack («Defensa total 2» → ``defensa_total``)."""
    base = maniobra.rsplit(" ", 1)[0] if maniobra[-1:] in ("1", "2", "3") else maniobra
    return TABLAS["maniobras_que_no_atacan"].get(plegar(base))


def paso(step: dict[str, Any], fichas: Mapping[str, Any], lecturas: list[Lectura]) -> dict[str, Any]:
    """A script step in canonical form (docs/reglas/epic20.md, «Turno»: «Pasos escritos a mano»)."""
    out = dict(step)
    accion = out.get("accion")
    leida = leer_accion(accion) if isinstance(accion, str) else None
    if leida is not None and leida != (accion, None) and isinstance(accion, str):
        propia, maniobra = leida
        out["accion"] = propia
        lecturas.append(("accion", accion, propia))
        if maniobra is not None:
            out["maniobra"] = maniobra
    _punto_heroe(out, lecturas)
    complicacion, actor = out.get("complicacion"), out.get("actor")
    if out.get("accion") == "activar_complicacion" and isinstance(complicacion, str) and actor in fichas:
        de_la_ficha = _complicacion_de_la_ficha(fichas[str(actor)], complicacion)
        out["complicacion"] = _renombrada(complicacion, de_la_ficha, "complicacion", lecturas)
    if out.get("accion") != "atacar":
        return out
    maniobra = out.get("maniobra")
    if isinstance(maniobra, str) and maniobra:
        propia_maniobra = nombre_de_maniobra(maniobra) or maniobra
        out["maniobra"] = _renombrada(maniobra, propia_maniobra, "maniobra", lecturas)
        postura = _postura(propia_maniobra)
        if postura is not None:
            lecturas.append(("accion", f"atacar + {propia_maniobra}", postura))
            out = {k: v for k, v in out.items() if k not in ("maniobra", "ataque")}
            out["accion"] = postura
            return out
    ataque = out.get("ataque")
    actor = out.get("actor")
    if isinstance(ataque, str) and isinstance(actor, str) and actor in fichas:
        out["ataque"] = _renombrada(ataque, _ataque_de_la_ficha(fichas[actor], ataque), "ataque", lecturas)
    return out


def _punto_heroe(step: dict[str, Any], lecturas: list[Lectura]) -> None:
    """``punto_heroe: true`` (or 1) is «superioridad» (``false``: none); a written use is read by the table. In
    ``activar_complicacion`` it is the compensation point: ``true`` (also ``1`` or «sí»)."""
    heroe = step.get("punto_heroe")
    if step.get("accion") == "activar_complicacion":
        compensa = (heroe == 1 and not isinstance(heroe, bool)) or (isinstance(heroe, str) and plegar(heroe) == "si")
        if compensa:
            step["punto_heroe"] = True
            lecturas.append(("punto_heroe", json.dumps(heroe, ensure_ascii=False), "true"))
        return
    if heroe is True or (isinstance(heroe, int) and not isinstance(heroe, bool) and heroe == 1):
        step["punto_heroe"] = "superioridad"
        lecturas.append(("punto_heroe", json.dumps(heroe), "superioridad"))
    elif heroe is False:
        del step["punto_heroe"]
    elif isinstance(heroe, str):
        step["punto_heroe"] = renombrar_valor(heroe, TABLAS["usos_punto_heroe"], "punto_heroe", lecturas, USOS_HEROE)


def _ataque_de_la_ficha(sheet: Any, nombre: str) -> str:
    """«Sin armas» / «superfuerza» → the sheet's own attack name (``sin_armas``, a power, a weapon); Crecer «cuenta
    como Superfuerza» for whom has Crecer and not Superfuerza; an unknown name unchanged."""
    poderes = [str(p.nombre) for p in getattr(sheet, "poderes", [])]
    propios = ["sin_armas", *poderes, *(str(o.nombre) for o in getattr(sheet, "equipo", []))]
    if nombre in propios:
        return nombre
    if suelta(nombre) == suelta("Superfuerza") and "Crecer" in poderes and "Superfuerza" not in poderes:
        return "Crecer"
    encontrado = next((n for n in propios if suelta(n.replace("_", " ")) == suelta(nombre)), None)
    if encontrado is not None:
        return encontrado
    catalogo = _nombres("poderes")  # a power an archetype gives or one gained with hero points
    return next((n for n in catalogo if suelta(n) == suelta(nombre)), nombre)


def _complicacion_de_la_ficha(sheet: Any, nombre: str) -> str | None:
    """The sheet's complication (or its archetype's forced one) a step names without case, accents or what follows
    («Pérdida de poderes» for «Pérdida de poderes cuando se moja»)."""
    propias = [str(c) for c in getattr(sheet, "complicaciones", [])]
    propias += [
        f for f in _del_arquetipo(getattr(sheet, "arquetipo", None), "complicaciones_forzadas") if f not in propias
    ]
    if nombre in propias:
        return nombre
    buscada = suelta(nombre)
    return next((c for c in propias if suelta(c).startswith(buscada) or buscada.startswith(suelta(c))), None)
