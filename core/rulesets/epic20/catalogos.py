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


def buscar_ventaja(nombre: str) -> Ventaja | None:
    """The advantage an entry of a sheet names: its own name, one «de algo» («Influencia en el ayuntamiento») or
    with its object («Equipo especial: pistola blaster»). Other spellings were read before (``core.grafias.epic20``)."""
    tabla = ventajas()
    if nombre in tabla:
        return tabla[nombre]
    for entrada in tabla.values():
        if entrada.patron and nombre.startswith(entrada.nombre):
            return entrada
    base = nombre.replace("(", ":").split(":")[0].rstrip()
    if base and base != nombre:
        return buscar_ventaja(base)
    return None


def _clave(texto: str) -> str:
    """A text without case, accents, quotes or punctuation (to compare an element written in two free texts)."""
    sin_tildes = unicodedata.normalize("NFKD", texto.casefold())
    letras = "".join(c if c.isalnum() or c == "@" else " " for c in sin_tildes if not unicodedata.combining(c))
    return " ".join(letras.split())


def mismo_nombre(a: str, b: str) -> bool:
    """Two free texts that name the same thing («Vulnerabilidad al fuego» / «Fuego», after their articles)."""
    return _clave(a) == _clave(b)


def buscar_complicacion(nombre: str) -> Complicacion | None:
    """The complication a sheet entry names: its own name or one «de algo» («Fobia a las arañas»)."""
    tabla = complicaciones()
    if nombre in tabla:
        return tabla[nombre]
    return next((e for e in tabla.values() if e.patron and nombre.startswith(e.nombre)), None)


def buscar_habilidad(nombre: str) -> Habilidad | None:
    """The skill a sheet entry names; «Estudios de …», «Conocimientos de …», «Ejerce de …» need a subject."""
    tabla = habilidades()
    if nombre in tabla and not tabla[nombre].patron:
        return tabla[nombre]
    for entrada in tabla.values():
        if entrada.patron and nombre.startswith(entrada.nombre + " ") and len(nombre) > len(entrada.nombre) + 1:
            return entrada
    return None
