"""The epic20 sheet: level, attributes 0/½/1, skills, powers, archetype, advantages, equipment..."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from core.rulesets.epic20.catalogos import arquetipos, buscar_maniobra, buscar_poder, mismo_nombre
from core.sheets import SheetBase


class Atributos(BaseModel):
    """The five attributes; each 0 (no desarrollado), 0.5 (normal) or 1 (destacable)."""

    model_config = ConfigDict(extra="allow")

    corpulencia: float = Field(default=0.5, ge=0, le=1)
    agilidad: float = Field(default=0.5, ge=0, le=1)
    percepcion: float = Field(default=0.5, ge=0, le=1)
    inteligencia: float = Field(default=0.5, ge=0, le=1)
    presencia: float = Field(default=0.5, ge=0, le=1)

    @field_validator("corpulencia", "agilidad", "percepcion", "inteligencia", "presencia", mode="before")
    @classmethod
    def _fraccion_escrita(cls, value: Any) -> Any:
        """LISTA DE ATRIBUTOS writes the normal value «1/2»: «1/2», «½», «0,5» are 0.5."""
        return numero_escrito(value)

    def valor(self, atributo: str) -> float:
        return float(getattr(self, atributo))


def numero_escrito(value: Any) -> Any:
    """A value written as the document writes it («1/2», «½», «0,5», «1») as a number; anything else unchanged."""
    if not isinstance(value, str):
        return value
    texto = value.strip().replace(" ", "").replace(",", ".")
    texto = {"½": "0.5", "1/2": "0.5", "1½": "1.5", "11/2": "1.5"}.get(texto, texto)
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
    alcance_extendido: bool = False
    """A melee weapon with extended reach (lanza larga, alabarda, látigo): «Ataque manteniendo la distancia»."""
    energia: str = ""
    """The element or energy it attacks with («fuego», «láser»), for immunities and vulnerabilities."""
    pesada: bool = False
    """A heavy weapon (andador, nave espacial...): immunities do not apply against it."""
    para_nave: bool = False
    """Special equipment bought for the «Nave espacial» (also the «carguero ligero» upgrade, 1 pto): it costs its
    points but «no cuenta para el límite de nivel del equipo especial»."""

    @model_validator(mode="before")
    @classmethod
    def _escrito_a_mano(cls, data: Any) -> Any:
        """A hand-written item: ``tipo`` «Especial»/«mundana», ``categoria`` by synonym («defensa», «protección»),
        ``"defensa": true`` / ``"armadura": true`` / ``"escudo": true`` flags, ``alcance`` «a distancia»/«c/c»;
        without ``categoria`` an «armadura», «cota», «coraza», «chaleco» is armour and an «escudo» a shield
        (DEFENDERSE EN COMBATE: «lleva armadura mundana (una cota de mallas, por ejemplo)»); without ``alcance``
        a pistol, rifle, bow or blaster is ranged."""
        if not isinstance(data, dict):
            return data
        data = dict(data)
        tipo = data.get("tipo")
        if isinstance(tipo, str):
            data["tipo"] = _TIPOS_EQUIPO.get(_clave(tipo), tipo)
        categoria = data.get("categoria")
        if isinstance(categoria, str):
            data["categoria"] = _CATEGORIAS.get(_clave(categoria), categoria)
        for bandera, valor in (("defensa", "armadura"), ("defensivo", "armadura"), ("armadura", "armadura"),
                               ("escudo", "escudo")):  # fmt: skip
            if data.get(bandera) is True:
                data.pop(bandera)
                data.setdefault("categoria", valor)
        nombre = _clave(data.get("nombre", "")) if isinstance(data.get("nombre"), str) else ""
        if data.get("categoria") is None and nombre:
            palabras = set(nombre.replace("-", " ").split())
            if palabras & _PALABRAS_ARMADURA:
                data["categoria"] = "armadura"
            elif nombre.startswith("escudo"):
                data["categoria"] = "escudo"
        alcance = data.get("alcance")
        if isinstance(alcance, str):
            data["alcance"] = _ALCANCES.get(_clave(alcance), alcance)
        elif alcance is None and data.get("categoria") in ("arma", None) and set(nombre.split()) & _PALABRAS_DISTANCIA:
            data["alcance"] = "distancia"
        return data


def _clave(texto: str) -> str:
    """Lower case, no accents, single spaces: how a hand-written value is compared."""
    sin = texto.strip().casefold()
    for con, base in (("á", "a"), ("é", "e"), ("í", "i"), ("ó", "o"), ("ú", "u"), ("_", " ")):
        sin = sin.replace(con, base)
    return " ".join(sin.split())


_TIPOS_EQUIPO = {"especial": "especial", "mundano": "mundano", "mundana": "mundano", "normal": "mundano"}
_CATEGORIAS = {
    "arma": "arma", "armas": "arma", "ataque": "arma", "armadura": "armadura", "defensa": "armadura",
    "defensivo": "armadura", "defensiva": "armadura", "proteccion": "armadura", "escudo": "escudo",
    "utilidad": "utilidad", "vehiculo": "vehiculo",
}  # fmt: skip
_ALCANCES = {
    "distancia": "distancia", "a distancia": "distancia", "cuerpo a cuerpo": "cuerpo_a_cuerpo", "c/c": "cuerpo_a_cuerpo",
    "cac": "cuerpo_a_cuerpo", "melee": "cuerpo_a_cuerpo",
}  # fmt: skip
_PALABRAS_ARMADURA = {"armadura", "cota", "coraza", "chaleco", "peto", "loriga"}
_PALABRAS_DISTANCIA = {"pistola", "rifle", "arco", "ballesta", "blaster", "fusil", "escopeta", "revolver", "honda"}


TAMANOS = {
    "persona": 0, "humano": 0, "infanteria": 0, "infantería": 0, "caza": 1, "carguero ligero": 1, "corbeta": 2,
    "fragata": 3, "destructor": 4, "superdestructor": 5, "estrella de la muerte": 6, "pequeño": -1, "pequeno": -1,
    "diminuto": -1, "mediano": 0, "normal": 0, "grande": 1, "enorme": 2, "gigante": 2,
}  # fmt: skip
"""FAQ: «infantería … caza … corbeta. Corbeta a Fragata. Fragata a Destructor. Destructor a Superdestructor…»;
«Los cargueros ligeros son de la misma categoría que un caza»."""


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
    tamano: int = 0
    """Size category (0 a person; ships: caza 1, corbeta 2, fragata 3...); «Grande» counts one more for Tumbar."""
    patas: int = 2
    """Legs: Tumbar has Inferioridad against 4 or more."""
    maquina: bool = False
    """A machine (Contacto reparador heals it, Contacto curativo does not); an Androide always is one."""

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

    @field_validator("habilidades", mode="before")
    @classmethod
    def _habilidades_escritas(cls, value: Any) -> Any:
        """LISTA DE HABILIDADES: «dos habilidades con valor 1 y cuatro habilidades con valor 1/2»: «1/2» is 0.5."""
        if isinstance(value, dict):
            return {k: numero_escrito(v) for k, v in value.items()}
        return value

    @field_validator("tamano", mode="before")
    @classmethod
    def _tamano_por_nombre(cls, value: Any) -> Any:
        """A size category may be written by name («caza», «corbeta»…, FAQ «transportes o naves espaciales»)."""
        if isinstance(value, str):
            clave = value.strip().casefold().replace("ñ", "n")
            if clave in TAMANOS or value.strip().casefold() in TAMANOS:
                return TAMANOS.get(clave, TAMANOS.get(value.strip().casefold()))
        return value

    @field_validator("arquetipo", mode="before")
    @classmethod
    def _arquetipo_del_catalogo(cls, value: Any) -> Any:
        """An archetype written loosely («artista marcial», «Espia») takes the catalogue's name."""
        if isinstance(value, str) and value not in arquetipos():
            return next((n for n in arquetipos() if mismo_nombre(n, value)), value)
        return value

    @field_validator("maniobras")
    @classmethod
    def _maniobras_del_catalogo(cls, value: list[str]) -> list[str]:
        """A maneuver written loosely («iniciativa mejorada», «Estudiar objetivo») takes the catalogue's name."""
        result = []
        for nombre in value:
            entrada = buscar_maniobra(nombre)
            result.append(entrada.nombre if entrada is not None else nombre)
        return result

    @field_validator("ventajas", "maniobras", "complicaciones", mode="before")
    @classmethod
    def _nombres_en_objetos(cls, value: Any) -> Any:
        """An entry written like a power, ``{"nombre": ..., "detalle": ...}``, is its name (with its subject:
        «Vulnerabilidad a» + «táser» = «Vulnerabilidad a táser»)."""
        if not isinstance(value, list):
            return value
        result = []
        for item in value:
            if isinstance(item, dict) and isinstance(item.get("nombre"), str):
                detalle = item.get("detalle")
                item = f"{item['nombre']} {detalle}".strip() if isinstance(detalle, str) and detalle else item["nombre"]
            result.append(item)
        return result

    @field_validator("poderes", "equipo", mode="before")
    @classmethod
    def _nombres_sueltos(cls, value: Any) -> Any:
        """A bare name in ``poderes`` or ``equipo`` stands for ``{"nombre": name}``."""
        if isinstance(value, list):
            return [{"nombre": v} if isinstance(v, str) else v for v in value]
        return value
