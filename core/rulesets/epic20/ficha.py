"""The epic20 sheet: level, attributes 0/½/1, skills, powers, archetype, advantages, equipment..."""

from __future__ import annotations

import math
from typing import Annotated, Any, Literal

from pydantic import BeforeValidator, Field, field_validator, model_validator

from core.contract import did_you_mean
from core.i18n import tr
from core.rulesets.epic20.validacion import validar
from core.sheets import MAX_TEXT, SheetBase, SheetPart

MAX_NOMBRE = 200
"""The longest name of a power, skill, advantage, maneuver, item or language."""
MAX_LISTA = 200
"""The most entries of a list (powers, advantages, items...): far more than any legal sheet holds."""


def _texto_del_limite(valor: float) -> str:
    return str(int(valor)) if float(valor).is_integer() else str(valor).replace(".", ",")


def _finito(minimo: float, maximo: float) -> BeforeValidator:
    """Refuse NaN and infinities with the field's bounds (pydantic alone would only say «a finite number»)."""

    def comprobar(value: Any) -> Any:
        if isinstance(value, str):
            try:
                leido: Any = float(value.strip().replace(",", "."))
            except ValueError:
                leido = None
        else:
            leido = value
        if isinstance(leido, float) and not math.isfinite(leido):
            desde, hasta = _texto_del_limite(minimo), _texto_del_limite(maximo)
            raise ValueError(tr("debe ser un número entre {desde} y {hasta}.", desde=desde, hasta=hasta))
        return value

    return BeforeValidator(comprobar)


Nombre = Annotated[str, Field(max_length=MAX_NOMBRE)]
Atributo = Annotated[float, _finito(0, 1), Field(ge=0, le=1)]
"""LISTA DE ATRIBUTOS: 0 (no desarrollado), ½ (normal) or 1 (destacable)."""
ValorHabilidad = Annotated[float, _finito(0, 10), Field(ge=0, le=10)]
"""A skill's value as loaded; the validator reports anything but 0, ½, 1, 1½ or 2 (LISTA DE HABILIDADES)."""
PuntosCanje = Annotated[float, _finito(0, 20), Field(ge=0, le=20)]
"""Power points sacrificed in one trade (3 power points ± the archetype's: 20 is far above any legal sheet)."""
PuntosObjeto = Annotated[float, _finito(0, 20), Field(gt=0, le=20)]
"""The special points of one item (1 by default; the special-equipment limit is nivel/4 ≤ 10, plus trades)."""


class Atributos(SheetPart):
    """The five attributes; each 0 (no desarrollado), 0.5 (normal) or 1 (destacable)."""

    corpulencia: Atributo = 0.5
    agilidad: Atributo = 0.5
    percepcion: Atributo = 0.5
    inteligencia: Atributo = 0.5
    presencia: Atributo = 0.5

    def valor(self, atributo: str) -> float:
        return float(getattr(self, atributo))


ATRIBUTOS = ("corpulencia", "agilidad", "percepcion", "inteligencia", "presencia")


class PoderFicha(SheetPart):
    """One power on a sheet: the catalogue name, an optional chosen subject and its modifiers."""

    nombre: Nombre
    detalle: str = Field(default="", max_length=1000)
    modificadores: list[Nombre] = Field(default_factory=list, max_length=20)
    arrojar: bool = False
    """A ranged attack bought only to throw objects (Superfuerza's note, Masa de músculos)."""
    energia: str = Field(default="", max_length=MAX_NOMBRE)
    """The element or energy of an attack power («fuego»), when ``detalle`` does not say it."""
    elemento: str = Field(default="", max_length=MAX_NOMBRE)
    """The element of an immunity or attack (the same as ``energia``: «Inmunidad a un elemento…», «el fuego»)."""


class ObjetoEquipo(SheetPart):
    """A piece of equipment bought with advantage points (special: 1 point each, mundane: ½)."""

    nombre: Nombre
    tipo: Literal["especial", "mundano"] = "mundano"
    categoria: Literal["arma", "armadura", "escudo", "utilidad", "vehiculo"] | None = None
    """None (not said): the item can be used to attack but gives no defence."""
    alcance: Literal["cuerpo_a_cuerpo", "distancia"] = "cuerpo_a_cuerpo"
    dos_manos: bool = False
    rafaga: bool = False
    puntos: PuntosObjeto = 1
    alcance_extendido: bool = False
    """A melee weapon with extended reach (lanza larga, alabarda, látigo): «Ataque manteniendo la distancia»."""
    energia: str = Field(default="", max_length=MAX_NOMBRE)
    """The element or energy it attacks with («fuego», «láser»), for immunities and vulnerabilities."""
    pesada: bool = False
    """A heavy weapon (andador, nave espacial...): immunities do not apply against it."""
    para_nave: bool = False
    """Special equipment bought for the «Nave espacial» (also the «carguero ligero» upgrade, 1 pto): it costs its
    points but «no cuenta para el límite de nivel del equipo especial»."""


_DEDUCIENDO: list[bool] = []
"""Non-empty while a Monstruo's options are being deduced (the validation may build sheets of its own)."""


def _errores(problemas: list[Any]) -> bool:
    return any(getattr(p, "gravedad", "error") == "error" for p in problemas)


class FichaEpic20(SheetBase):
    """An Epic20 character; every field has a default so a sheet with only the fixed names loads."""

    reglas: Literal["epic20"] = "epic20"
    nivel: Annotated[int, _finito(0, 40), Field(ge=0, le=40)] = 8
    atributos: Atributos = Field(default_factory=Atributos)
    habilidades: dict[Nombre, ValorHabilidad] = Field(default_factory=dict, max_length=MAX_LISTA)
    poderes: list[PoderFicha] = Field(default_factory=list, max_length=MAX_LISTA)
    arquetipo: str | None = Field(default=None, max_length=MAX_NOMBRE)
    opciones_arquetipo: list[Nombre] = Field(title="Opciones de arquetipo", default_factory=list, max_length=20)
    ventajas: list[Nombre] = Field(default_factory=list, max_length=MAX_LISTA)
    maniobras: list[Nombre] = Field(default_factory=list, max_length=MAX_LISTA)
    complicaciones: list[Nombre] = Field(default_factory=list, max_length=MAX_LISTA)
    equipo: list[ObjetoEquipo] = Field(default_factory=list, max_length=MAX_LISTA)
    canjes: dict[Nombre, PuntosCanje] = Field(default_factory=dict, max_length=50)
    """Power points sacrificed per trade: ``habilidades``, ``ventajas``, ``maniobras``,
    ``equipo_especial`` or an archetype's own trade (``espia``, ``armero``...)."""
    puntos_heroe: Annotated[int, _finito(0, 20), Field(ge=0, le=20)] = 0
    """PUNTOS DE HÉROE: at most ½ nivel (20 at level 40; the validator checks the sheet's own level)."""
    esbirro: bool = False
    puntos_vida_esbirro: Annotated[int, _finito(0, 40), Field(ge=0, le=40)] | None = None
    """The director's hit points for a minion (at least 1, at most the normal ones, never above the level)."""
    lenguajes: list[Nombre] = Field(default_factory=list, max_length=MAX_LISTA)
    descripcion: str = Field(default="", max_length=MAX_TEXT)
    tamano: Annotated[int, _finito(-10, 10), Field(ge=-10, le=10)] = 0
    """Size category (0 a person; ships: caza 1, corbeta 2, fragata 3...); «Grande» counts one more for Tumbar."""
    patas: Annotated[int, _finito(0, 100), Field(ge=0, le=100)] = 2
    """Legs: Tumbar has Inferioridad against 4 or more."""
    maquina: bool = False
    """A machine (Contacto reparador heals it, Contacto curativo does not); an Androide always is one."""

    def poder_concedido(self, nombre: str, detalle: str) -> PoderFicha:
        """A power the sheet's archetype grants (not written on the sheet)."""
        return PoderFicha(nombre=nombre, detalle=detalle)

    @model_validator(mode="after")
    def _monstruo_con_su_version(self) -> FichaEpic20:
        """ARQUETIPOS, Monstruo: «En lugar de ganar el poder de ataque cuerpo a cuerpo, puede ganar "superprotección"
        con el coste reducido a 1/2» and «Versión 2: En lugar de perder 1 ventaja que pierda 1/2 pto en
        habilidades». A hand-written sheet that does not say its options (no ``opciones_arquetipo`` key) and is not
        legal as written, but is with the skin, the second version or both, has chosen them."""
        if self.arquetipo != "Monstruo" or "opciones_arquetipo" in self.model_fields_set or _DEDUCIENDO:
            return self
        _DEDUCIENDO.append(True)
        try:
            if not _errores(validar(self)):
                return self
            for opciones in (["superproteccion"], ["version_2"], ["superproteccion", "version_2"]):
                if not _errores(validar(self.model_copy(update={"opciones_arquetipo": opciones}))):
                    self.opciones_arquetipo = opciones
                    break
        finally:
            _DEDUCIENDO.pop()
        return self

    @field_validator("ventajas", "maniobras", "complicaciones", mode="before")
    @classmethod
    def _objeto_con_otra_clave(cls, value: Any) -> Any:
        """An entry written as an object is read as its name by ``core.grafias.epic20`` only with ``nombre`` and
        ``detalle``: another key would be lost, so the sheet is refused naming it (nothing is read here)."""
        for item in value if isinstance(value, list) else ():
            if isinstance(item, dict) and isinstance(item.get("nombre"), str):
                otras = [k for k in item if k not in ("nombre", "detalle")]
                if otras:
                    raise ValueError(
                        tr(
                            "«{campo}» no es un campo de «{nombre}» (solo «nombre» y «detalle»).",
                            campo=otras[0],
                            nombre=item["nombre"],
                        )
                        + did_you_mean(str(otras[0]), ("nombre", "detalle"))
                    )
        return value
