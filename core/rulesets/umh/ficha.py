"""The UMH sheet: stats with their TIERs, passive defences, weapons and skills (habilidades)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import AfterValidator, Field, field_validator, model_validator

from core.i18n import tr
from core.sheets import MAX_TEXT, SheetBase, SheetPart

TipoHabilidad = Literal["ofensiva", "suplementaria", "defensiva"]
Variacion = Literal[
    "evasion", "anticipacion", "anulacion", "contraataque", "reflexion", "defensa_interna", "defensa_externa"
]
TipoAlcance = Literal["propio", "contacto", "distancia"]
TipoArea = Literal["ninguna", "lineal", "area_simple", "sobre_el_usuario", "sobre_el_objetivo", "conico", "especial"]
TipoEfecto = Literal[
    "indirecto",
    "control",
    "estado",
    "posicion",
    "colision",
    "potenciador",
    "reduccion",
    "aumento",
    "interferencia",
    "curacion",
    "tamano",
]
Posicion = Literal["suelo", "alzada", "voladora"]
STATS = ("vit", "ref", "vel", "vol", "fue", "arma")

# Bounds. The rules give none (not even for TIER: 2.8, 12.2 only compare TIERs), so each is generous but
# finite: no legal or GM-made character comes near them and every one fits a 32-bit spin box.
MAX_VIT = 1_000_000
"""VIT, damage, defence, RES, mental shields, regeneration, amounts of indirect damage."""
MAX_STAT = 100_000
"""REF, VEL, VOL, FUE, ARMA (and numeric increases, the experience shop)."""
MAX_TIER = 10
MAX_PORCENTAJE = 1000
"""Boosters and effects (reductions, ignore and pierce stop at 100)."""
MAX_CUENTA = 1000
"""PA costs, rounds of TR, uses, actions of a duration, squares of reach, area or movement."""
MAX_NOMBRE = 200
MAX_LISTA = 100
"""Índoles, effects, resistances, weapons, objects...: far more than a sheet holds."""
MAX_HABILIDADES = 1000

Nombre = Annotated[str, Field(max_length=MAX_NOMBRE)]
Stat = Annotated[int, Field(ge=0, le=MAX_STAT)]
# Inside a list, a dict or a union the editor needs the bare type (list[str], dict[str, int], bool | str,
# int | None): those are bounded by Field (counts) and by the validators below (each item).


def _nombres(values: list[str]) -> list[str]:
    """Each name of a list at most MAX_NOMBRE characters long."""
    for value in values:
        if len(value) > MAX_NOMBRE:
            raise ValueError(
                tr("«{nombre}…» es demasiado largo (máximo {maximo} caracteres).", nombre=value[:20], maximo=MAX_NOMBRE)
            )
    return values


def _por_clave(values: dict[str, int], minimo: int, maximo: int) -> dict[str, int]:
    """Each value of a STAT-keyed mapping (``tiers``, ``tienda_experiencia``) within its bounds."""
    for key, value in values.items():
        if len(key) > MAX_NOMBRE:
            raise ValueError(
                tr("«{nombre}…» es demasiado largo (máximo {maximo} caracteres).", nombre=key[:20], maximo=MAX_NOMBRE)
            )
        if not minimo <= value <= maximo:
            raise ValueError(
                tr("«{clave}» debe estar entre {minimo} y {maximo}.", clave=key, minimo=minimo, maximo=maximo)
            )
    return values


Nombres = Annotated[list[str], AfterValidator(_nombres)]
Tiers = Annotated[dict[str, int], AfterValidator(lambda v: _por_clave(v, 1, MAX_TIER))]
Tienda = Annotated[dict[str, int], AfterValidator(lambda v: _por_clave(v, 0, MAX_STAT))]


class Alcance(SheetPart):
    """5.1.1 - propio, contacto (alcance 1) o distancia (1 a sala), en casillas."""

    tipo: TipoAlcance = "contacto"
    casillas: int = Field(default=1, ge=0, le=MAX_CUENTA)

    @model_validator(mode="before")
    @classmethod
    def _numero(cls, data: Any) -> Any:
        """A reach written as its number of squares (a documented shape of the format: 0 propio, 1 contacto)."""
        if isinstance(data, int) and not isinstance(data, bool):
            tipo = "propio" if data == 0 else "contacto" if data == 1 else "distancia"
            return {"tipo": tipo, "casillas": data}
        return data


class Area(SheetPart):
    """6.1.1 - el área de la habilidad y su tamaño en casillas."""

    tipo: TipoArea = "ninguna"
    tamano: int = Field(default=0, ge=0, le=MAX_CUENTA)


class Penetracion(SheetPart):
    """9.2.2/9.2.3 - atravesar o ignorar defensas: porcentaje, dureza máxima y si alcanza a las pasivas (9.3.4)."""

    porcentaje: int = Field(default=100, ge=0, le=100)
    dureza: str | None = Field(default=None, max_length=MAX_NOMBRE)
    pasivas: bool = False


class Efecto(SheetPart):
    """A skill effect: indirect damage, crowd control, altered state, position change, collision, buff..."""

    tipo: TipoEfecto
    nombre: Nombre = ""
    cantidad: int = Field(default=0, ge=0, le=MAX_VIT)
    porcentaje: int = Field(default=0, ge=0, le=MAX_PORCENTAJE)
    duracion: int | None = Field(default=None, ge=0, le=MAX_CUENTA)
    indole: Nombre = "general"
    atributo: Nombre = ""
    sobre: Literal["objetivo", "usuario", "aliado"] = "objetivo"


class Habilidad(SheetPart):
    """One skill as 2.3.1.1 announces it: Nombre (Coste de PA) (TIER) + efectos."""

    nombre: str = Field(min_length=1, max_length=MAX_NOMBRE)
    tier: int = Field(default=1, ge=1, le=MAX_TIER)
    coste_pa: int = Field(title="Coste en PA", default=1, ge=0, le=MAX_CUENTA)
    tipo: TipoHabilidad = "ofensiva"
    variacion: Variacion | None = None
    indoles: Nombres = Field(default_factory=lambda: ["fisica"], max_length=MAX_LISTA)
    alcance: Alcance = Field(default_factory=Alcance)
    area: Area = Field(default_factory=Area)
    objetivos: int = Field(default=1, ge=1, le=MAX_CUENTA)
    impactos: Literal["individuales", "multiples"] = "individuales"
    dano: int = Field(default=0, ge=0, le=MAX_VIT)
    defensa: int = Field(default=0, ge=0, le=MAX_VIT)
    dureza: str | None = Field(default=None, max_length=MAX_NOMBRE)
    enfriamiento: int = Field(default=0, ge=0, le=MAX_CUENTA)
    usos: int | None = Field(default=None, ge=0, le=MAX_CUENTA)
    usos_periodo: Literal["combate", "semana"] = "combate"
    usos_gastados_semana: int = Field(default=0, ge=0, le=MAX_CUENTA)
    usos_semana_de: Nombre = ""
    post_combate: bool = False
    tipo_post_combate: Nombre = ""
    reduce_vigor: int = Field(default=0, ge=0, le=MAX_CUENTA)
    acumulable: bool = False
    preparacion_fisica: bool = True
    precognicion: bool = False
    encarcela: bool = False
    supera_limite_anulaciones: bool = False
    varias_por_ronda: bool = False
    ignora: Penetracion | None = None
    perfora: Penetracion | None = None
    efectos: list[Efecto] = Field(default_factory=list, max_length=MAX_LISTA)
    duracion: int | None = Field(default=None, ge=0, le=MAX_CUENTA)
    """The duration of the effects written as fields of the skill (``"control": "aturdimiento"``), in actions."""
    extremidad: Nombre = ""
    """The limb of an inhabilitación or amputación written as a field of the skill («ambas piernas»)."""
    golpes: int = Field(default=1, ge=1, le=MAX_CUENTA)
    aumenta_cupos: int = Field(default=0, ge=0, le=MAX_CUENTA)
    desplazamiento: int = Field(default=1, ge=0, le=MAX_CUENTA)
    requisito_ref: int = Field(title="REF necesaria", default=0, ge=0, le=MAX_STAT)
    todos_los_angulos: bool = False
    defiende_indoles: Nombres = Field(default_factory=list, max_length=MAX_LISTA)
    defiende_aliados: bool = False
    turno_ajeno: bool = False
    en_paralisis: bool = False
    preparacion: bool = False
    habla: bool = False
    arma_de_fuego: bool = False
    sin_piernas: bool = False
    activa_inconsciente: bool = False
    con_arma: bool | str = False
    requiere: Nombres = Field(default_factory=list, max_length=MAX_LISTA)
    objeto: Nombre = ""
    posicion: Posicion | None = None
    texto: str = Field(default="", max_length=MAX_TEXT)

    @field_validator("con_arma")
    @classmethod
    def _arma_corta(cls, value: bool | str) -> bool | str:
        return _nombres([value])[0] if isinstance(value, str) else value


class Resistencia(SheetPart):
    """9.3 - resistencia numérica (defensa pasiva) con su dureza (9.6.1) y su nivel de la escala."""

    nombre: Nombre = "Resistencia"
    valor: int = Field(default=0, ge=0, le=MAX_VIT)
    dureza: str | None = Field(default=None, max_length=MAX_NOMBRE)
    escala: str | None = Field(default=None, max_length=MAX_NOMBRE)
    degradable: bool = False


class Reduccion(SheetPart):
    """9.4 - reducción porcentual general o de una índole; las pasivas suman como máximo 25 %."""

    nombre: Nombre = ""
    indole: Nombre = "general"
    porcentaje: int = Field(default=0, ge=0, le=100)
    pasiva: bool = True


class Potenciador(SheetPart):
    """7.3 - potenciador porcentual de daño de una índole."""

    nombre: Nombre = ""
    indole: Nombre = "general"
    porcentaje: int = Field(default=0, ge=0, le=MAX_PORCENTAJE)


class EscudoMental(SheetPart):
    """9.7 - escudo o defensa mental, normalmente degradable."""

    nombre: Nombre = "Escudo mental"
    valor: int = Field(default=0, ge=0, le=MAX_VIT)


class Arma(SheetPart):
    """A weapon with its TIER and ARMA value (12: ambidiestro)."""

    nombre: str = Field(min_length=1, max_length=MAX_NOMBRE)
    tier: int = Field(default=1, ge=1, le=MAX_TIER)
    arma: int = Field(default=0, ge=0, le=MAX_STAT)
    clase: Nombre = ""
    de_fuego: bool = False
    efectos: list[Efecto] = Field(default_factory=list, max_length=MAX_LISTA)
    """12.3 - los efectos adicionales del arma (se aplican en las habilidades con ``con_arma``)."""


class Aumento(SheetPart):
    """2.8 - aumento de un atributo: de TIER o numérico."""

    atributo: Nombre
    tipo: Literal["tier", "numerico"] = "numerico"
    valor: int = Field(default=0, ge=-MAX_STAT, le=MAX_STAT)


class FichaUmh(SheetBase):
    """A UMHRPG character sheet (see docs/reglas/umh.md for every field)."""

    reglas: Literal["umh"] = "umh"
    rango: Nombre = ""
    vit: int = Field(default=100, ge=1, le=MAX_VIT)
    ref: Stat = 1
    vel: Stat = 1
    vol: Stat = 1
    fue: Stat = 1
    arma: Stat = 0
    tiers: Tiers = Field(default_factory=dict, max_length=MAX_LISTA)
    """TIER of each STAT, 1 to MAX_TIER."""
    tienda_experiencia: Tienda = Field(title="Tienda de experiencia", default_factory=dict, max_length=MAX_LISTA)
    aumentos: list[Aumento] = Field(default_factory=list, max_length=MAX_LISTA)
    resistencias: list[Resistencia] = Field(default_factory=list, max_length=MAX_LISTA)
    reducciones: list[Reduccion] = Field(default_factory=list, max_length=MAX_LISTA)
    inmunidades: Nombres = Field(default_factory=list, max_length=MAX_LISTA)
    escudos_mentales: list[EscudoMental] = Field(default_factory=list, max_length=MAX_LISTA)
    potenciadores: list[Potenciador] = Field(default_factory=list, max_length=MAX_LISTA)
    regeneracion: int = Field(default=0, ge=0, le=MAX_VIT)
    puntos_vigor: int = Field(title="Puntos de vigor", default=3, ge=0, le=MAX_CUENTA)
    posicion: Posicion = "suelo"
    ignifugo: bool = False
    aislante: bool = False
    deteccion: bool = False
    ambidiestro: bool = False
    armas: list[Arma] = Field(default_factory=list, max_length=MAX_LISTA)
    objetos: Nombres = Field(default_factory=list, max_length=MAX_LISTA)
    extremidades_movimiento: Nombres = Field(default_factory=list, max_length=MAX_LISTA)
    """11.5.4.3 - alas u otras extremidades con las que se mueve: solo inhabilitarlas reduce su velocidad."""
    agrupacion: Nombre = ""
    vigor_perdido: int = Field(default=0, ge=0, le=MAX_CUENTA)
    celda: bool = False
    en_reserva: bool = False
    """1.2.4 - fuera del combate al empezar: entra con IRRUMPIR o LLAMADA DE AUXILIO (como el ajuste ``reserva``)."""
    ultima_huida: Nombre = ""
    tr_huida_horas: int = Field(default=72, ge=0, le=24 * 366)
    habilidades: list[Habilidad] = Field(default_factory=list, max_length=MAX_HABILIDADES)

    @model_validator(mode="before")
    @classmethod
    def _numeros(cls, data: Any) -> Any:
        """The documented shapes of the format that are a number: a rank (4.4.4), RES (9.3) and a mental shield
        (9.7) written as a bare number. Other spellings are read before the model (core/grafias/umh.py)."""
        if not isinstance(data, dict):
            return data
        if isinstance(data.get("rango"), int) and not isinstance(data.get("rango"), bool):
            data = {**data, "rango": str(data["rango"])}
        for key in ("escudos_mentales", "resistencias"):
            value = data.get(key)
            if isinstance(value, int) and not isinstance(value, bool):
                data = {**data, key: [{"valor": value}] if value else []}
        return data

    def habilidad(self, nombre: str) -> Habilidad | None:
        """The skill called ``nombre`` (a step names it as the sheet does: core/grafias/umh.py reads other spellings)."""
        return next((skill for skill in self.habilidades if skill.nombre == nombre), None)
