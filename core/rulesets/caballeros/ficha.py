"""The knight's sheet: vida, armadura, cosmos, bonos, habilidades and powers with their type codes."""

from __future__ import annotations

from typing import Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from core.sheets import SheetBase

Dios = Literal["athena", "hades", "poseidon", "odin", "abel", "lucifer", "eris", "artemisa", "kronos"]
DIOSES: tuple[str, ...] = ("athena", "hades", "poseidon", "odin", "abel", "lucifer", "eris", "artemisa", "kronos")

DestinoBono = Literal[
    "dano",
    "dano_golpe",
    "dano_presa",
    "dano_rayo",
    "esquivar",
    "bloquear",
    "contraataque",
    "llave",
    "puntos_vitales",
    "cosmos",
]

DESTINOS: frozenset[str] = frozenset(get_args(DestinoBono))


class Bono(BaseModel):
    """A sheet bonus: what it applies to, its value and whether it comes from the armour (ARM)."""

    model_config = ConfigDict(extra="allow")

    a: DestinoBono
    valor: int = Field(ge=-100, le=200)
    arm: bool = False

    @field_validator("a", mode="before")
    @classmethod
    def _grafia_destino(cls, valor: object) -> object:
        """Forgiving spelling of the destination: ``"rayo"`` → dano_rayo, ``"Esquiva"`` → esquivar."""
        from core.rulesets.caballeros.migracion import destino_de_texto

        return destino_de_texto(valor) if isinstance(valor, str) and valor not in DESTINOS else valor


class Nivel(BaseModel):
    """One potency level of a power: its own cosmos cost and damage."""

    model_config = ConfigDict(extra="allow")

    nombre: str = ""
    coste: int = Field(default=0, ge=0)
    dano: int = Field(default=0, ge=0)


class Ambiente(BaseModel):
    """What an ambient power (A) does to everyone while it lasts."""

    model_config = ConfigDict(extra="allow")

    esquivar: int = 0
    bloquear: int = 0
    contraataque: int = 0
    llave: int = 0
    dano: int = 0
    """To the general damage bonus of everyone (every offensive action except powers and presa)."""
    dano_golpe: int = 0
    dano_rayo: int = 0
    dano_presa: int = 0
    dano_por_turno: int = Field(default=0, ge=0)
    dano_por_turno_a: Literal["mixto", "vida", "armadura"] = "mixto"
    turnos: int | None = Field(default=None, ge=1)
    """None: until the end of the combat (or until Santuario Lunar removes it)."""


class Poder(BaseModel):
    """A power: its type codes and the numbers its mechanic needs."""

    model_config = ConfigDict(extra="allow")

    nombre: str = Field(min_length=1, max_length=200)
    descripcion: str = ""
    codigos: list[str] = Field(default_factory=list)
    coste: int = 0
    dano: int = 0
    """Per ray for RMult, per repetition for P, per turn for V, the counter/return damage of a defence."""
    niveles: list[Nivel] = Field(default_factory=list)
    usos_por_rival: int | None = None
    tirada_mortal: int | None = None
    """M / RM: the least 1d9 result that makes the mortal effect happen."""
    mortal_armadura: bool = False
    """M / RM: the mortal effect destroys the armour instead of the life."""
    mortal_sin_tirada: bool = False
    """M / RM «de otra variante»: the mortal effect happens when the power lands, without a roll."""
    dano_llave: int | None = Field(default=None, ge=0)
    """Inv: the damage of the invocation when it wins a llave («si no viene fijado»: its golpe, ``dano``)."""
    vida_invocacion: int | None = Field(default=None, ge=1)
    """Inv: the invocation's own life against llaves; None: a lost llave undoes it."""
    turnos_extra: int | None = None
    """T: extra turns granted; None: 1 (a T power grants at least one)."""
    turnos_inmovilizado: int | None = None
    veneno_dano: int | None = None
    veneno_turnos: int | None = None
    """V / RV: how many of the poisoner's turns it lasts; None: until the end of the combat."""
    veneno_a: Literal["vida", "armadura"] = "vida"
    puntos_por_cosmos: int | None = None
    """DefB: barrier points per cosmos point; None: 1 («X ptos de vida por X ptos de cosmos»)."""
    bono: int | None = None
    rayos: int | None = None
    tirada_minima: int | None = None
    """RSD: the least 1d9 result that makes the damage land; for defences, the least result to work."""
    con_bonos: bool = False
    """RSD: the sheet says this power does get damage bonuses."""
    ambiente: Ambiente | None = None

    @model_validator(mode="before")
    @classmethod
    def _campos_alternativos(cls, datos: object) -> object:
        """Other names a hand-written sheet gives to these numbers (``turnos``, ``tirada``...)."""
        from core.rulesets.caballeros.campos_alternativos import de_poder

        return de_poder(datos)

    @field_validator("codigos", mode="before")
    @classmethod
    def _grafia_codigos(cls, valor: object) -> object:
        """Forgiving spelling: codes as forum text (``"R, RB"``) and in any case (``"rb"``)."""
        from core.rulesets.caballeros.migracion import codigos_de_texto, grafia_codigo

        if isinstance(valor, str):
            return codigos_de_texto(valor)
        if isinstance(valor, list):
            return [grafia_codigo(c) if isinstance(c, str) else c for c in valor]
        return valor

    def num_rayos(self, respuesta: object = None) -> int:
        """RMult: ``rayos``; a sheet without it has as many rays as the script gives answers (else 1)."""
        if self.rayos:
            return int(self.rayos)
        if isinstance(respuesta, list) and respuesta:
            return len(respuesta)
        return 1

    @property
    def bono_temporal(self) -> int:
        """DefEsq / DefBloq / DefCtr: the bonus the power grants (+1 when the sheet does not say)."""
        return 1 if self.bono is None else int(self.bono)


class Aliado(BaseModel):
    """An ally of the same order who may come with the AYUDA action."""

    model_config = ConfigDict(extra="allow")

    nombre: str = Field(min_length=1, max_length=200)
    orden: str = ""
    dano_golpe: int = Field(default=30, ge=0)
    acciones_prohibidas: list[str] = Field(default_factory=list)
    poderes: list[Poder] = Field(default_factory=list)


class FichaCaballero(SheetBase):
    """A knight of the d9 system (rule document 000)."""

    reglas: Literal["caballeros"] = "caballeros"
    version: int = Field(default=2, ge=1)
    dios: Dios | None = None
    orden: str = ""
    """The order of knights (for AYUDA: the ally must belong to the same order)."""
    vida: int = 300
    armadura: int = 100
    cosmos: int = 200
    recargas_cosmos: int = 2
    dano_golpe: int = 30
    habilidades: list[str] = Field(default_factory=list)
    bonos: list[Bono] = Field(default_factory=list)
    acciones_prohibidas: list[str] = Field(default_factory=list)
    poderes: list[Poder] = Field(default_factory=list)
    aliados: list[Aliado] = Field(default_factory=list)
    resistencias: dict[Literal["fuego", "hielo"], int] = Field(default_factory=dict)
    descripcion: str = ""

    @field_validator("resistencias", mode="before")
    @classmethod
    def _grafia_resistencias(cls, valor: object) -> object:
        """``{"F": 20}`` or ``{"Fuego": 20}`` is ``{"fuego": 20}``."""
        from core.rulesets.caballeros.campos_alternativos import de_resistencias

        return de_resistencias(valor)

    def poder(self, nombre: str) -> Poder | None:
        for power in self.poderes:
            if power.nombre == nombre:
                return power
        return None
