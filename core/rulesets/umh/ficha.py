"""The UMH sheet: stats with their TIERs, passive defences, weapons and skills (habilidades)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from core.rulesets.umh import alias
from core.sheets import SheetBase

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


class _Modelo(BaseModel):
    model_config = ConfigDict(extra="allow", populate_by_name=True)


class Alcance(_Modelo):
    """5.1.1 - propio, contacto (alcance 1) o distancia (1 a sala), en casillas."""

    tipo: TipoAlcance = "contacto"
    casillas: int = Field(default=1, ge=0)

    @model_validator(mode="before")
    @classmethod
    def _atajo(cls, data: Any) -> Any:
        if isinstance(data, int) and not isinstance(data, bool):
            tipo = "propio" if data == 0 else "contacto" if data == 1 else "distancia"
            return {"tipo": tipo, "casillas": data}
        if isinstance(data, str):
            return {"tipo": data, "casillas": 0 if data == "propio" else 1}
        return data


class Area(_Modelo):
    """6.1.1 - el área de la habilidad y su tamaño en casillas."""

    tipo: TipoArea = "ninguna"
    tamano: int = Field(default=0, ge=0)

    @model_validator(mode="before")
    @classmethod
    def _atajo(cls, data: Any) -> Any:
        return {"tipo": data} if isinstance(data, str) else data


class Penetracion(_Modelo):
    """9.2.2/9.2.3 - atravesar o ignorar defensas: porcentaje, dureza máxima y si alcanza a las pasivas (9.3.4)."""

    porcentaje: int = Field(default=100, ge=0, le=100)
    dureza: str | None = None
    pasivas: bool = False


class Efecto(_Modelo):
    """A skill effect: indirect damage, crowd control, altered state, position change, collision, buff..."""

    tipo: TipoEfecto
    nombre: str = ""
    cantidad: int = Field(default=0, ge=0)
    porcentaje: int = Field(default=0, ge=0)
    duracion: int | None = Field(default=None, ge=0)
    indole: str = "general"
    atributo: str = ""
    sobre: Literal["objetivo", "usuario", "aliado"] = "objetivo"

    @model_validator(mode="before")
    @classmethod
    def _grafias(cls, data: Any) -> Any:
        return alias.efecto(data)


class Habilidad(_Modelo):
    """One skill as 2.3.1.1 announces it: Nombre (Coste de PA) (TIER) + efectos."""

    nombre: str = Field(min_length=1, max_length=200)
    tier: int = Field(default=1, ge=1)
    coste_pa: int = Field(default=1, ge=0)
    tipo: TipoHabilidad = "ofensiva"
    variacion: Variacion | None = None
    indoles: list[str] = Field(default_factory=lambda: ["fisica"])
    alcance: Alcance = Field(default_factory=Alcance)
    area: Area = Field(default_factory=Area)
    objetivos: int = Field(default=1, ge=1)
    impactos: Literal["individuales", "multiples"] = "individuales"
    dano: int = Field(default=0, ge=0)
    defensa: int = Field(default=0, ge=0)
    dureza: str | None = None
    enfriamiento: int = Field(default=0, ge=0)
    usos: int | None = Field(default=None, ge=0)
    usos_periodo: Literal["combate", "semana"] = "combate"
    usos_gastados_semana: int = Field(default=0, ge=0)
    usos_semana_de: str = ""
    post_combate: bool = False
    tipo_post_combate: str = ""
    reduce_vigor: int = Field(default=0, ge=0)
    acumulable: bool = False
    preparacion_fisica: bool = True
    precognicion: bool = False
    encarcela: bool = False
    supera_limite_anulaciones: bool = False
    varias_por_ronda: bool = False
    ignora: Penetracion | None = None
    perfora: Penetracion | None = None
    efectos: list[Efecto] = Field(default_factory=list)
    golpes: int = Field(default=1, ge=1)
    aumenta_cupos: int = Field(default=0, ge=0)
    desplazamiento: int = Field(default=1, ge=0)
    requisito_ref: int = Field(default=0, ge=0)
    todos_los_angulos: bool = False
    defiende_indoles: list[str] = Field(default_factory=list)
    defiende_aliados: bool = False
    turno_ajeno: bool = False
    en_paralisis: bool = False
    preparacion: bool = False
    habla: bool = False
    arma_de_fuego: bool = False
    sin_piernas: bool = False
    activa_inconsciente: bool = False
    con_arma: bool | str = False
    requiere: list[str] = Field(default_factory=list)
    objeto: str = ""
    posicion: Posicion | None = None
    texto: str = ""

    @model_validator(mode="before")
    @classmethod
    def _grafias(cls, data: Any) -> Any:
        """Keys and values as a reader of the rules writes them (``daño``, ``TR``, «Física»...)."""
        return alias.habilidad(data)


class Resistencia(_Modelo):
    """9.3 - resistencia numérica (defensa pasiva) con su dureza (9.6.1) y su nivel de la escala."""

    nombre: str = "Resistencia"
    valor: int = Field(default=0, ge=0)
    dureza: str | None = None
    escala: str | None = None
    degradable: bool = False


class Reduccion(_Modelo):
    """9.4 - reducción porcentual general o de una índole; las pasivas suman como máximo 25 %."""

    nombre: str = ""
    indole: str = "general"
    porcentaje: int = Field(default=0, ge=0, le=100)
    pasiva: bool = True


class Potenciador(_Modelo):
    """7.3 - potenciador porcentual de daño de una índole."""

    nombre: str = ""
    indole: str = "general"
    porcentaje: int = Field(default=0, ge=0)


class EscudoMental(_Modelo):
    """9.7 - escudo o defensa mental, normalmente degradable."""

    nombre: str = "Escudo mental"
    valor: int = Field(default=0, ge=0)


class Arma(_Modelo):
    """A weapon with its TIER and ARMA value (12: ambidiestro)."""

    nombre: str = Field(min_length=1)
    tier: int = Field(default=1, ge=1)
    arma: int = Field(default=0, ge=0)
    clase: str = ""
    de_fuego: bool = False
    efectos: list[Efecto] = Field(default_factory=list)
    """12.3 - los efectos adicionales del arma (se aplican en las habilidades con ``con_arma``)."""


class Aumento(_Modelo):
    """2.8 - aumento de un atributo: de TIER o numérico."""

    atributo: str
    tipo: Literal["tier", "numerico"] = "numerico"
    valor: int = 0


class FichaUmh(SheetBase):
    """A UMHRPG character sheet (see docs/reglas/umh.md for every field)."""

    reglas: Literal["umh"] = "umh"
    rango: str = ""
    vit: int = Field(default=100, ge=1)
    ref: int = Field(default=1, ge=0)
    vel: int = Field(default=1, ge=0)
    vol: int = Field(default=1, ge=0)
    fue: int = Field(default=1, ge=0)
    arma: int = Field(default=0, ge=0)
    tiers: dict[str, int] = Field(default_factory=dict)
    tienda_experiencia: dict[str, int] = Field(default_factory=dict)
    aumentos: list[Aumento] = Field(default_factory=list)
    resistencias: list[Resistencia] = Field(default_factory=list)
    reducciones: list[Reduccion] = Field(default_factory=list)
    inmunidades: list[str] = Field(default_factory=list)
    escudos_mentales: list[EscudoMental] = Field(default_factory=list)
    potenciadores: list[Potenciador] = Field(default_factory=list)
    regeneracion: int = Field(default=0, ge=0)
    puntos_vigor: int = Field(default=3, ge=0)
    posicion: Posicion = "suelo"
    ignifugo: bool = False
    aislante: bool = False
    deteccion: bool = False
    ambidiestro: bool = False
    armas: list[Arma] = Field(default_factory=list)
    objetos: list[str] = Field(default_factory=list)
    extremidades_movimiento: list[str] = Field(default_factory=list)
    """11.5.4.3 - alas u otras extremidades con las que se mueve: solo inhabilitarlas reduce su velocidad."""
    agrupacion: str = ""
    vigor_perdido: int = Field(default=0, ge=0)
    celda: bool = False
    en_reserva: bool = False
    """1.2.4 - fuera del combate al empezar: entra con IRRUMPIR o LLAMADA DE AUXILIO (como el ajuste ``reserva``)."""
    ultima_huida: str = ""
    tr_huida_horas: int = Field(default=72, ge=0)
    habilidades: list[Habilidad] = Field(default_factory=list)

    @model_validator(mode="before")
    @classmethod
    def _atajos(cls, data: Any) -> Any:
        """Accept a bare number for RES and mental shields, a mapping for reductions, and free spelling."""
        if not isinstance(data, dict):
            return data
        data = alias.ficha(data)
        if isinstance(data.get("rango"), int) and not isinstance(data.get("rango"), bool):
            data["rango"] = str(data["rango"])  # 4.4.4 - a rank written as a number
        if data.get("alas") is True and "extremidades_movimiento" not in data:
            data["extremidades_movimiento"] = ["alas"]
        if isinstance(data.get("extremidades_movimiento"), str):
            data["extremidades_movimiento"] = [data["extremidades_movimiento"]]
        shields = data.get("escudos_mentales")
        if isinstance(shields, int) and not isinstance(shields, bool):
            data["escudos_mentales"] = [{"valor": shields}] if shields else []
        res = data.get("resistencias")
        if isinstance(res, int) and not isinstance(res, bool):
            data["resistencias"] = [{"valor": res}] if res else []
        return data

    def habilidad(self, nombre: str) -> Habilidad | None:
        """The skill called ``nombre``; failing an exact match, the only one equal but for case and accents."""
        for skill in self.habilidades:
            if skill.nombre == nombre:
                return skill
        key = alias.clave(nombre)
        close = [skill for skill in self.habilidades if alias.clave(skill.nombre) == key]
        if not close:  # «Evasión» as the answer: the only defensive skill of that variation (8.2)
            var = alias.variacion(nombre)
            close = [skill for skill in self.habilidades if skill.tipo == "defensiva" and skill.variacion == var]
        return close[0] if len(close) == 1 else None
