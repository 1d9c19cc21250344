"""The knight's sheet: vida, armadura, cosmos, bonos, habilidades and powers with their type codes.

Strict about names: the documented other spellings are read before this model, by
``core/grafias/caballeros.py``."""

from __future__ import annotations

from typing import Annotated, Literal, get_args

from pydantic import Field, field_validator

from core.i18n import tr
from core.sheets import MAX_TEXT, SheetBase, SheetPart

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

# Hard bounds of the file (a sheet outside them does not load). They are generous: the build rules
# (validacion.py) report the rules' own ranges as problems, so a GM-made character still loads;
# these only keep out numbers no character has (10**30, NaN) and fit a 32-bit spin box.
PUNTOS = 1_000_000
"""Vida, armadura, cosmos, damage, costs and resistances: at most this (and at least its negative)."""
CUENTA = 1_000
"""Counts and rolls (recargas, turnos, rayos, usos, tiradas, roll modifiers): at most this."""
MAX_NOMBRE = 200
MAX_CODIGO = 40
MAX_PODERES = 500
MAX_LISTA = 500
"""Bonuses, abilities, forbidden actions, allies, codes and levels of a power: at most this many."""

Puntos = Annotated[int, Field(ge=-PUNTOS, le=PUNTOS)]
PuntosPositivos = Annotated[int, Field(ge=0, le=PUNTOS)]
Cuenta = Annotated[int, Field(ge=-CUENTA, le=CUENTA)]
Nombre = Annotated[str, Field(max_length=MAX_NOMBRE)]
Texto = Annotated[str, Field(max_length=MAX_TEXT)]
# Inside lists, dicts and optional fields the bounds are checked by validators (or ``Field`` on the
# field itself): the sheet editor reads plain ``list[str]``, ``dict[..., int]`` and ``int | None``.


def textos_cortos(valores: list[str], maximo: int = MAX_NOMBRE) -> list[str]:
    """Each text of a list at most ``maximo`` characters (a ValueError names the first that is not)."""
    for valor in valores:
        if len(valor) > maximo:
            raise ValueError(
                tr(
                    "«{texto}…» tiene {caracteres} caracteres y el máximo son {maximo}",
                    texto=valor[:40],
                    caracteres=len(valor),
                    maximo=maximo,
                )
            )
    return valores


def puntos_acotados(valores: dict[str, int]) -> dict[str, int]:
    """Each number of a mapping between -PUNTOS and PUNTOS."""
    for clave, valor in valores.items():
        if not -PUNTOS <= valor <= PUNTOS:
            raise ValueError(
                tr("«{clave}» debe estar entre {minimo} y {maximo}", clave=clave, minimo=-PUNTOS, maximo=PUNTOS)
            )
    return valores


class Bono(SheetPart):
    """A sheet bonus: what it applies to, its value and whether it comes from the armour (ARM)."""

    a: DestinoBono
    valor: int = Field(ge=-100, le=200)
    arm: bool = False


class Nivel(SheetPart):
    """One potency level of a power: its own cosmos cost and damage."""

    nombre: Nombre = ""
    coste: PuntosPositivos = 0
    dano: PuntosPositivos = 0


class Ambiente(SheetPart):
    """What an ambient power (A) does to everyone while it lasts."""

    esquivar: Cuenta = 0
    bloquear: Cuenta = 0
    contraataque: Cuenta = 0
    llave: Cuenta = 0
    dano: Puntos = 0
    """To the general damage bonus of everyone (every offensive action except powers and presa)."""
    dano_golpe: Puntos = 0
    dano_rayo: Puntos = 0
    dano_presa: Puntos = 0
    dano_por_turno: PuntosPositivos = 0
    dano_por_turno_a: Literal["mixto", "vida", "armadura"] = "mixto"
    turnos: int | None = Field(default=None, ge=1, le=CUENTA)
    """None: until the end of the combat (or until Santuario Lunar removes it)."""


class Poder(SheetPart):
    """A power: its type codes and the numbers its mechanic needs."""

    nombre: str = Field(min_length=1, max_length=MAX_NOMBRE)
    descripcion: Texto = ""
    codigos: list[str] = Field(default_factory=list, max_length=MAX_LISTA)
    coste: Puntos = 0
    dano: Puntos = 0
    """Per ray for RMult, per repetition for P, per turn for V, the counter/return damage of a defence."""
    niveles: list[Nivel] = Field(default_factory=list, max_length=MAX_LISTA)
    usos_por_rival: int | None = Field(default=None, ge=-CUENTA, le=CUENTA)
    tirada_mortal: int | None = Field(default=None, ge=-CUENTA, le=CUENTA)
    """M / RM: the least 1d9 result that makes the mortal effect happen."""
    mortal_armadura: bool = False
    """M / RM: the mortal effect destroys the armour instead of the life."""
    mortal_sin_tirada: bool = False
    """M / RM «de otra variante»: the mortal effect happens when the power lands, without a roll."""
    dano_llave: int | None = Field(title="Daño de llave", default=None, ge=0, le=PUNTOS)
    """Inv: the damage of the invocation when it wins a llave («si no viene fijado»: its golpe, ``dano``)."""
    vida_invocacion: int | None = Field(title="Vida de la invocación", default=None, ge=1, le=PUNTOS)
    """Inv: the invocation's own life against llaves; None: a lost llave undoes it."""
    turnos_extra: int | None = Field(default=None, ge=-CUENTA, le=CUENTA)
    """T: extra turns granted; None: 1 (a T power grants at least one)."""
    turnos_inmovilizado: int | None = Field(title="Turnos de inmovilización", default=None, ge=-CUENTA, le=CUENTA)
    veneno_dano: int | None = Field(title="Daño del veneno", default=None, ge=-PUNTOS, le=PUNTOS)
    veneno_turnos: int | None = Field(title="Turnos de veneno", default=None, ge=-CUENTA, le=CUENTA)
    """V / RV: how many of the poisoner's turns it lasts; None: until the end of the combat."""
    veneno_a: Literal["vida", "armadura"] = "vida"
    puntos_por_cosmos: int | None = Field(default=None, ge=-CUENTA, le=CUENTA)
    """DefB: barrier points per cosmos point; None: 1 («X ptos de vida por X ptos de cosmos»)."""
    bono: int | None = Field(default=None, ge=-CUENTA, le=CUENTA)
    rayos: int | None = Field(default=None, ge=-CUENTA, le=CUENTA)
    tirada_minima: int | None = Field(default=None, ge=-CUENTA, le=CUENTA)
    """RSD: the least 1d9 result that makes the damage land; for defences, the least result to work."""
    con_bonos: bool = False
    """RSD: the sheet says this power does get damage bonuses."""
    ambiente: Ambiente | None = None

    @field_validator("codigos")
    @classmethod
    def _codigos_cortos(cls, valor: list[str]) -> list[str]:
        return textos_cortos(valor, MAX_CODIGO)

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


class Aliado(SheetPart):
    """An ally of the same order who may come with the AYUDA action."""

    nombre: str = Field(min_length=1, max_length=MAX_NOMBRE)
    orden: Nombre = ""
    dano_golpe: PuntosPositivos = 30
    acciones_prohibidas: list[str] = Field(default_factory=list, max_length=MAX_LISTA)
    poderes: list[Poder] = Field(default_factory=list, max_length=MAX_PODERES)

    @field_validator("acciones_prohibidas")
    @classmethod
    def _textos_cortos(cls, valor: list[str]) -> list[str]:
        return textos_cortos(valor)


class FichaCaballero(SheetBase):
    """A knight of the d9 system (rule document 000)."""

    reglas: Literal["caballeros"] = "caballeros"
    version: int = Field(default=2, ge=1, le=1000)
    dios: Dios | None = None
    orden: Nombre = ""
    """The order of knights (for AYUDA: the ally must belong to the same order)."""
    vida: Puntos = 300
    armadura: Puntos = 100
    cosmos: Puntos = 200
    recargas_cosmos: Cuenta = 2
    dano_golpe: Puntos = 30
    habilidades: list[str] = Field(default_factory=list, max_length=MAX_LISTA)
    bonos: list[Bono] = Field(default_factory=list, max_length=MAX_LISTA)
    acciones_prohibidas: list[str] = Field(default_factory=list, max_length=MAX_LISTA)
    poderes: list[Poder] = Field(default_factory=list, max_length=MAX_PODERES)
    aliados: list[Aliado] = Field(default_factory=list, max_length=MAX_LISTA)
    resistencias: dict[Literal["fuego", "hielo"], int] = Field(default_factory=dict, max_length=2)
    descripcion: Texto = ""

    @field_validator("habilidades", "acciones_prohibidas")
    @classmethod
    def _textos_cortos(cls, valor: list[str]) -> list[str]:
        return textos_cortos(valor)

    @field_validator("resistencias")
    @classmethod
    def _resistencias_acotadas(cls, valor: dict[str, int]) -> dict[str, int]:
        return puntos_acotados(valor)

    def poder(self, nombre: str) -> Poder | None:
        for power in self.poderes:
            if power.nombre == nombre:
                return power
        return None
