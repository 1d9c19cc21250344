"""The epic20 sheet: level, attributes 0/½/1, skills, powers, archetype, advantages, equipment..."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from core.rulesets.epic20.catalogos import buscar_maniobra, buscar_poder
from core.sheets import SheetBase


class Atributos(BaseModel):
    """The five attributes; each 0 (no desarrollado), 0.5 (normal) or 1 (destacable)."""

    model_config = ConfigDict(extra="allow")

    corpulencia: float = Field(default=0.5, ge=0, le=1)
    agilidad: float = Field(default=0.5, ge=0, le=1)
    percepcion: float = Field(default=0.5, ge=0, le=1)
    inteligencia: float = Field(default=0.5, ge=0, le=1)
    presencia: float = Field(default=0.5, ge=0, le=1)

    def valor(self, atributo: str) -> float:
        return float(getattr(self, atributo))


_MODIFICADOR = {
    "penetrante": "Ataque penetrante",
    "ataque penetrante": "Ataque penetrante",
    "uso limitado": "Uso limitado",
    "defensa contra ataque penetrante": "Defensa contra ataque penetrante",
}
_MODIFICADOR_BOOL = {
    "penetrante": "Ataque penetrante",
    "ataque_penetrante": "Ataque penetrante",
    "uso_limitado": "Uso limitado",
    "defensa_contra_ataque_penetrante": "Defensa contra ataque penetrante",
}


class PoderFicha(BaseModel):
    """One power on a sheet: the catalogue name, an optional chosen subject and its modifiers."""

    model_config = ConfigDict(extra="allow")

    nombre: str
    detalle: str = ""
    modificadores: list[str] = Field(default_factory=list)
    arrojar: bool = False
    """A ranged attack bought only to throw objects (Superfuerza's note, Masa de músculos)."""

    @model_validator(mode="before")
    @classmethod
    def _modificadores_escritos_a_mano(cls, data: Any) -> Any:
        """A loosely written name («supermovimiento: correr») takes the catalogue's name and subject;
        ``"penetrante": true`` / ``"uso_limitado": true`` and lower-case modifiers stand for the catalogue's."""
        if not isinstance(data, dict):
            return data
        data = dict(data)
        nombre = data.get("nombre")
        encontrado = buscar_poder(nombre) if isinstance(nombre, str) else None
        if encontrado is not None:
            data["nombre"] = encontrado[0]
            if encontrado[1] and not data.get("detalle"):
                data["detalle"] = encontrado[1]
        mods = data.get("modificadores", [])
        if isinstance(mods, str):
            mods = [mods]
        if isinstance(mods, list):
            mods = [_MODIFICADOR.get(m.strip().casefold(), m) if isinstance(m, str) else m for m in mods]
            for clave, nombre in _MODIFICADOR_BOOL.items():
                if data.pop(clave, False) is True and nombre not in mods:
                    mods.append(nombre)
            data["modificadores"] = mods
        return data


class ObjetoEquipo(BaseModel):
    """A piece of equipment bought with advantage points (special: 1 point each, mundane: ½)."""

    model_config = ConfigDict(extra="allow")

    nombre: str
    tipo: Literal["especial", "mundano"] = "mundano"
    categoria: Literal["arma", "armadura", "escudo", "utilidad", "vehiculo"] | None = None
    """None (not said): the item can be used to attack but gives no defence."""
    alcance: Literal["cuerpo_a_cuerpo", "distancia"] = "cuerpo_a_cuerpo"
    dos_manos: bool = False
    rafaga: bool = False
    puntos: float = Field(default=1, gt=0)


class FichaEpic20(SheetBase):
    """An Epic20 character; every field has a default so a sheet with only the fixed names loads."""

    reglas: Literal["epic20"] = "epic20"
    nivel: int = Field(default=8, ge=0, le=40)
    atributos: Atributos = Field(default_factory=Atributos)
    habilidades: dict[str, float] = Field(default_factory=dict)
    poderes: list[PoderFicha] = Field(default_factory=list)
    arquetipo: str | None = None
    opciones_arquetipo: list[str] = Field(default_factory=list)
    ventajas: list[str] = Field(default_factory=list)
    maniobras: list[str] = Field(default_factory=list)
    complicaciones: list[str] = Field(default_factory=list)
    equipo: list[ObjetoEquipo] = Field(default_factory=list)
    canjes: dict[str, float] = Field(default_factory=dict)
    """Power points sacrificed per trade: ``habilidades``, ``ventajas``, ``maniobras``,
    ``equipo_especial`` or an archetype's own trade (``espia``, ``armero``...)."""
    puntos_heroe: int = Field(default=0, ge=0)
    esbirro: bool = False
    puntos_vida_esbirro: int | None = None
    """The director's hit points for a minion (at least 1, at most the normal ones)."""
    lenguajes: list[str] = Field(default_factory=list)
    descripcion: str = ""

    @model_validator(mode="before")
    @classmethod
    def _puntos_vida_de_esbirro(cls, data: Any) -> Any:
        """A hand-written minion may give the director's hit points as ``puntos_vida``."""
        if isinstance(data, dict) and data.get("esbirro") is True and "puntos_vida_esbirro" not in data:
            vida = data.get("puntos_vida")
            if isinstance(vida, int) and not isinstance(vida, bool):
                data = {k: v for k, v in data.items() if k != "puntos_vida"}
                data["puntos_vida_esbirro"] = vida
        return data

    @field_validator("maniobras")
    @classmethod
    def _maniobras_del_catalogo(cls, value: list[str]) -> list[str]:
        """A maneuver written loosely («iniciativa mejorada», «Estudiar objetivo») takes the catalogue's name."""
        result = []
        for nombre in value:
            entrada = buscar_maniobra(nombre)
            result.append(entrada.nombre if entrada is not None else nombre)
        return result

    @field_validator("poderes", "equipo", mode="before")
    @classmethod
    def _nombres_sueltos(cls, value: Any) -> Any:
        """A bare name in ``poderes`` or ``equipo`` stands for ``{"nombre": name}``."""
        if isinstance(value, list):
            return [{"nombre": v} if isinstance(v, str) else v for v in value]
        return value
