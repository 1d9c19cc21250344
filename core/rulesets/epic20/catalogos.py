"""The epic20 catalogues (powers, modifiers, archetypes, advantages, maneuvers...) read once from resources."""

from __future__ import annotations

import unicodedata
from functools import cache
from typing import Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from core.paths import resources_dir

Atributo = Literal["corpulencia", "agilidad", "percepcion", "inteligencia", "presencia"]
ATRIBUTOS: tuple[Atributo, ...] = ("corpulencia", "agilidad", "percepcion", "inteligencia", "presencia")
T = TypeVar("T")

NOMBRE_ATRIBUTO: dict[str, str] = {
    "corpulencia": "Corpulencia",
    "agilidad": "Agilidad",
    "percepcion": "Percepción",
    "inteligencia": "Inteligencia",
    "presencia": "Presencia",
}


class _Entrada(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    nombre: str
    texto: str


class DatosAtaque(BaseModel):
    """How a power attacks: related attribute, reach, type (special 1, mundane ½) and nature."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    atributo: Atributo
    alcance: Literal["cuerpo_a_cuerpo", "distancia"]
    tipo: Literal["especial", "mundano"] = "especial"
    naturaleza: Literal["fisico", "mental", "emocional"] = "fisico"
    efecto: Literal["dano", "progresion", "empujar", "debilitar_atributo", "debilitar_nivel", "sugestion"] = "dano"
    area: bool = False
    rafaga: bool = False
    terror: bool = False


class Poder(_Entrada):
    coste: float
    grupo: Literal["superataque", "superdefensa", "movimiento", "utilidad"]
    ataque: DatosAtaque | None = None
    defensa: Literal["fisico", "mental", "emocional"] | None = None
    progresion: list[str] = Field(default_factory=list)
    progresion_tipo: Literal["agarrar", "controlar"] | None = None
    multiple: bool = False
    apariencia: bool = False
    a_distancia: bool = False
    requiere: list[str] = Field(default_factory=list)
    incluye: list[str] = Field(default_factory=list)
    no_en_creacion: bool = False
    vida_extra: int = 0
    acciones_extra: dict[str, int] = Field(default_factory=dict)
    maniobras_gratis: list[str] = Field(default_factory=list)

    @property
    def es_distancia(self) -> bool:
        return self.a_distancia or (self.ataque is not None and self.ataque.alcance == "distancia")


class Modificador(_Entrada):
    aplica_a: Literal["ataque", "superdefensa_fisica", "cualquiera"]
    coste_extra: float = 0
    coste_extra_area: float = 0
    divisor: int = 0
    coste_minimo: float = 0


class Canje(BaseModel):
    """What ½ power point sacrificed buys (per ½ point)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    etiqueta: str
    por_medio_punto: dict[Literal["habilidades", "ventajas", "maniobras", "ventajas_equipo"], float]


class PoderConcedido(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    nombre: str
    detalle: str = ""


class Arquetipo(_Entrada):
    destacables: int = 2
    destacable_obligatorio: list[Atributo] = Field(default_factory=list)
    destacable_uno_de: list[Atributo] = Field(default_factory=list)
    destacable_prohibido: list[Atributo] = Field(default_factory=list)
    no_desarrollado_prohibido: list[Atributo] = Field(default_factory=list)
    no_desarrollado_obligatorio: list[Atributo] = Field(default_factory=list)
    poderes: float = 0
    habilidades: float = 0
    ventajas: float = 0
    maniobras: int = 0
    complicaciones: int = 0
    complicaciones_forzadas: list[str] = Field(default_factory=list)
    poderes_gratis: list[PoderConcedido] = Field(default_factory=list)
    ventajas_gratis: list[str] = Field(default_factory=list)
    maniobras_gratis: list[str] = Field(default_factory=list)
    habilidades_gratis: list[list[str]] = Field(default_factory=list)
    sacrificio_minimo: float = 0
    canjes: dict[str, Canje] = Field(default_factory=dict)
    canjes_sustituyen: bool = False
    """«Cada ½ punto sacrificado le da…»: the archetype's trades replace the normal ones (option «canjes_normales»)."""
    coste_doble: list[Literal["poderes", "superdefensa", "equipo_defensivo"]] = Field(default_factory=list)
    equipo_especial_prohibido: bool = False
    equipo_especial_limite: int = 0
    poderes_requeridos_uno_de: list[str] = Field(default_factory=list)
    prohibe_poderes_distancia: bool = False
    arrojar_con: Atributo | None = None
    armadura_natural: Literal["sin_armadura", "sin_poderes_ni_proteccion"] | None = None
    reserva_equipo: float = 0
    inmune_mental: bool = False
    aura: bool = False
    hechizos: bool = False
    poderes_apariencia: float = 0
    opciones: dict[str, str] = Field(default_factory=dict)


class Ventaja(_Entrada):
    coste: float = 1
    patron: bool = False
    alias: list[str] = Field(default_factory=list)
    multiple: bool = False
    destacable_uno_de: list[Atributo] = Field(default_factory=list)
    vida_extra: int = 0
    lenguajes: int = 0
    equipo: Literal["especial", "mundano"] | None = None
    de_equipo: bool = False


class Maniobra(_Entrada):
    grupo: str
    requiere: list[str] = Field(default_factory=list)
    destacable_uno_de: list[Atributo] = Field(default_factory=list)


class Complicacion(_Entrada):
    patron: bool = False
    incluye: list[str] = Field(default_factory=list)


class Habilidad(_Entrada):
    atributo: Atributo
    patron: bool = False
    materia: str = ""


class Nivel(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    nivel: int
    nombre: str
    texto: str


def _load(name: str, adapter: TypeAdapter[list[T]]) -> list[T]:
    path = resources_dir() / "epic20" / f"{name}.json"
    return adapter.validate_json(path.read_bytes())


_PODERES = TypeAdapter(list[Poder])
_MODIFICADORES = TypeAdapter(list[Modificador])
_ARQUETIPOS = TypeAdapter(list[Arquetipo])
_VENTAJAS = TypeAdapter(list[Ventaja])
_MANIOBRAS = TypeAdapter(list[Maniobra])
_COMPLICACIONES = TypeAdapter(list[Complicacion])
_HABILIDADES = TypeAdapter(list[Habilidad])
_NIVELES = TypeAdapter(list[Nivel])


@cache
def poderes() -> dict[str, Poder]:
    return {p.nombre: p for p in _load("poderes", _PODERES)}


@cache
def modificadores() -> dict[str, Modificador]:
    return {m.nombre: m for m in _load("modificadores", _MODIFICADORES)}


@cache
def arquetipos() -> dict[str, Arquetipo]:
    return {a.nombre: a for a in _load("arquetipos", _ARQUETIPOS)}


@cache
def ventajas() -> dict[str, Ventaja]:
    return {v.nombre: v for v in _load("ventajas", _VENTAJAS)}


@cache
def maniobras() -> dict[str, Maniobra]:
    return {m.nombre: m for m in _load("maniobras", _MANIOBRAS)}


@cache
def complicaciones() -> dict[str, Complicacion]:
    return {c.nombre: c for c in _load("complicaciones", _COMPLICACIONES)}


@cache
def habilidades() -> dict[str, Habilidad]:
    return {h.nombre: h for h in _load("habilidades", _HABILIDADES)}


@cache
def niveles() -> list[Nivel]:
    return _load("niveles", _NIVELES)


def _normal(texto: str) -> str:
    return texto.replace("“", "").replace("”", "").replace('"', "").strip().casefold()


def buscar_ventaja(nombre: str) -> Ventaja | None:
    """The advantage an entry of a sheet names (aliases and «Influencia en …» included)."""
    tabla = ventajas()
    if nombre in tabla:
        return tabla[nombre]
    clave = _normal(nombre)
    for entrada in tabla.values():
        if clave == _normal(entrada.nombre) or clave in (_normal(a) for a in entrada.alias):
            return entrada
        if entrada.patron and clave.startswith(_normal(entrada.nombre)):
            return entrada
    suelta = _clave(nombre)  # also without accents or punctuation: «dificil de matar», «Calculador rapido»
    for entrada in tabla.values():
        if suelta in (_clave(n) for n in (entrada.nombre, *entrada.alias)):
            return entrada
        if entrada.patron and suelta.startswith(_clave(entrada.nombre)):
            return entrada
    base = nombre.replace("(", ":").split(":")[0]  # with its object: «Equipo especial: pistola blaster»
    if base.strip() and base != nombre:
        return buscar_ventaja(base)
    return None


def _clave(texto: str) -> str:
    """A name without case, accents, quotes or punctuation, for loose comparison of hand-written names."""
    sin_tildes = unicodedata.normalize("NFKD", texto.casefold())
    letras = "".join(c if c.isalnum() or c == "@" else " " for c in sin_tildes if not unicodedata.combining(c))
    return " ".join(letras.split())


def mismo_nombre(a: str, b: str) -> bool:
    """«Necesita un elemento para subsistir (agua)» names «Necesita un elemento para subsistir: agua»."""
    return _clave(a) == _clave(b)


def buscar_poder(nombre: str) -> tuple[str, str] | None:
    """The catalogue name and chosen subject a sheet entry names, ignoring case, accents and quotes;
    «Supermovimiento: correr» (or «Supermovimiento (correr)») is «Supermovimiento» with subject «correr»."""
    tabla = poderes()
    if nombre in tabla:
        return nombre, ""
    claves = {_clave(n): n for n in tabla}
    if _clave(nombre) in claves:
        return claves[_clave(nombre)], ""
    base, dos_puntos, detalle = nombre.partition(":")
    if dos_puntos and _clave(base) in claves and detalle.strip():
        return claves[_clave(base)], detalle.strip()
    base, parentesis, detalle = nombre.rstrip().removesuffix(")").partition("(")
    if parentesis and nombre.rstrip().endswith(")") and _clave(base) in claves and detalle.strip():
        return claves[_clave(base)], detalle.strip()  # «Ataque especial a distancia (arrojar objetos)»
    return None


_ALIAS_MANIOBRA = {"luchar sin armas": "Lucha sin armas"}


def buscar_maniobra(nombre: str) -> Maniobra | None:
    """The maneuver a sheet entry names, ignoring case, accents and punctuation («estudiar objetivo» is
    «Estudiar objetivo 1»; Artista Marcial's «luchar sin armas» is «Lucha sin armas»)."""
    tabla = maniobras()
    if nombre in tabla:
        return tabla[nombre]
    clave = _clave(nombre)
    clave = _clave(_ALIAS_MANIOBRA.get(clave, clave))
    for entrada in tabla.values():
        propia = _clave(entrada.nombre)
        if clave == propia or (propia.endswith(" 1") and clave == propia[:-2]):
            return entrada
        if clave.endswith(" 1") and clave[:-2] == propia:  # «Ataque a fondo 1» is «Ataque a fondo»
            return entrada
    return None


def buscar_complicacion(nombre: str) -> Complicacion | None:
    tabla = complicaciones()
    if nombre in tabla:
        return tabla[nombre]
    clave = _normal(nombre)
    for entrada in tabla.values():
        if clave == _normal(entrada.nombre) or (entrada.patron and clave.startswith(_normal(entrada.nombre))):
            return entrada
    return None


def buscar_habilidad(nombre: str) -> Habilidad | None:
    """The skill a sheet entry names; «Estudios de …», «Conocimientos de …», «Ejerce de …» need a subject."""
    tabla = habilidades()
    if nombre in tabla and not tabla[nombre].patron:
        return tabla[nombre]
    clave = _normal(nombre)
    for entrada in tabla.values():
        base = _normal(entrada.nombre)
        if entrada.patron:
            if clave.startswith(base + " ") and len(clave) > len(base) + 1:
                return entrada
        elif clave == base:
            return entrada
    return _habilidad_suelta(tabla, nombre)


def _habilidad_suelta(tabla: dict[str, Habilidad], nombre: str) -> Habilidad | None:
    """A skill written by hand without accents or case («Percepcion visual»), with its subject in brackets
    («Conocimientos de (Supervivencia)»), or shortened to a unique start of its name («Percepción olfativa» for
    «Percepción olfativa, táctil y gustativa»)."""
    suelta = _clave(nombre)
    empiezan = []
    for entrada in tabla.values():
        base = _clave(entrada.nombre)
        if entrada.patron:
            if suelta.startswith(base + " "):
                return entrada
        elif suelta == base:
            return entrada
        elif base.startswith(suelta + " "):
            empiezan.append(entrada)
    return empiezan[0] if len(empiezan) == 1 else None
