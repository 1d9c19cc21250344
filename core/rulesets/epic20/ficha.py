"""The epic20 sheet: level, attributes 0/½/1, skills, powers, archetype, advantages, equipment..."""

from __future__ import annotations

import math
from typing import Annotated, Any, Literal

from pydantic import BeforeValidator, Field, ValidationInfo, field_validator, model_validator

from core.contract import did_you_mean
from core.rulesets.epic20.catalogos import (
    Modificador,
    arquetipos,
    buscar_habilidad,
    buscar_maniobra,
    buscar_poder,
    buscar_ventaja,
    habilidades,
    mismo_nombre,
    modificadores,
    poderes,
)
from core.sheets import MAX_TEXT, SheetBase, SheetPart, note_reading

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
            raise ValueError(f"debe ser un número entre {desde} y {hasta}.")
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

    @model_validator(mode="before")
    @classmethod
    def _claves_escritas(cls, data: Any, info: ValidationInfo) -> Any:
        """An attribute key written as the document names it («Corpulencia», «Percepción») is the fixed one
        (``corpulencia``, ``percepcion``), so it is not silently left at its default; the reading is a notice."""
        if not isinstance(data, dict):
            return data
        campos = set(ATRIBUTOS)
        result: dict[Any, Any] = {}
        for k, v in data.items():
            canonica = _clave(k) if isinstance(k, str) else k
            if isinstance(k, str) and k not in campos and canonica in campos:
                note_reading(info, f"atributos.{k}", k, str(canonica))
                k = canonica
            result[k] = v
        return result

    @field_validator("corpulencia", "agilidad", "percepcion", "inteligencia", "presencia", mode="before")
    @classmethod
    def _fraccion_escrita(cls, value: Any) -> Any:
        """LISTA DE ATRIBUTOS writes the normal value «1/2»: «1/2», «½», «0,5» are 0.5; and names the values:
        «atributos destacables, tienen valor 1», «los no elegidos tienen valor 1/2» (normal), «no desarrollado … 0»."""
        if isinstance(value, str) and _clave(value) in _VALOR_ATRIBUTO:
            return _VALOR_ATRIBUTO[_clave(value)]
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


_VALOR_ATRIBUTO = {
    "destacable": 1.0, "desarrollado": 1.0, "normal": 0.5, "no desarrollado": 0.0, "sin desarrollar": 0.0,
}  # fmt: skip

_SIN_ARQUETIPO = {"", "ninguno", "ninguna", "sin arquetipo", "no", "none"}
"""ARQUETIPOS: «Esta elección es opcional, es decir, que se puede jugar con ninguno»."""

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

    @model_validator(mode="before")
    @classmethod
    def _modificadores_escritos_a_mano(cls, data: Any, info: ValidationInfo) -> Any:
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
        detalle = data.get("detalle")
        if "arrojar" not in data and isinstance(detalle, str) and "arroj" in detalle.casefold():
            data["arrojar"] = (
                True  # Masa de músculos: «No puede elegir poderes a distancia, salvo para arrojar objetos»
            )
        mods = data.get("modificadores", [])
        if isinstance(mods, str):
            mods = [mods]
        if isinstance(mods, list):
            mods = [_MODIFICADOR.get(m.strip().casefold(), m) if isinstance(m, str) else m for m in mods]
            for clave, nombre in _MODIFICADOR_BOOL.items():
                if data.get(clave) is True:
                    note_reading(info, f"poderes.{clave}", f'"{clave}": true', f'"modificadores": ["{nombre}"]')
                    del data[clave]
                    if nombre not in mods:
                        mods.append(nombre)
            data["modificadores"] = mods
        return data


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

    @model_validator(mode="before")
    @classmethod
    def _escrito_a_mano(cls, data: Any, info: ValidationInfo) -> Any:
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
                note_reading(info, f"equipo.{bandera}", f'"{bandera}": true', f'"categoria": "{valor}"')
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


def _equipo_por_tipo(value: Any) -> Any:
    """Equipment written grouped by kind, ``{"especial": [...], "mundano": [...]}`` (the issue's «special and mundane
    equipment»), is the list of its items with their ``tipo``."""
    if (
        not isinstance(value, dict)
        or not value
        or not all(
            isinstance(k, str) and _TIPOS_EQUIPO.get(_clave(k)) and isinstance(v, list) for k, v in value.items()
        )
    ):
        return value
    result: list[Any] = []
    for clave, objetos in value.items():
        tipo = _TIPOS_EQUIPO[_clave(clave)]
        for objeto in objetos:
            result.append({"nombre": objeto, "tipo": tipo} if isinstance(objeto, str) else {"tipo": tipo, **objeto})
    return result


def _puntos_objeto(objeto: dict[str, Any]) -> float:
    """The special points of a hand-written item (``puntos``, 1 by default)."""
    puntos = objeto.get("puntos", 1)
    return float(puntos) if isinstance(puntos, (int, float)) and not isinstance(puntos, bool) else 1.0


_DEDUCIENDO: list[bool] = []
"""Non-empty while a Monstruo's options are being deduced (the validation may build sheets of its own)."""


def _errores(problemas: list[Any]) -> bool:
    return any(getattr(p, "gravedad", "error") == "error" for p in problemas)


def _admite(poder: PoderFicha, mod: Modificador) -> bool:
    """Whether ``mod`` can be added to ``poder`` (an attack, a physical superdefense, or any power)."""
    entrada = poderes().get(poder.nombre)
    if entrada is None:
        return False
    if mod.aplica_a == "ataque":
        return entrada.ataque is not None and entrada.ataque.naturaleza != "emocional"
    if mod.aplica_a == "superdefensa_fisica":
        return entrada.defensa == "fisico"
    return True


def _nombre_de_habilidad(nombre: Any) -> Any:
    """A skill written loosely («Percepcion visual», «intuición») takes the catalogue's name; one with a chosen
    subject («Conocimientos de Supervivencia») keeps what the player wrote."""
    if not isinstance(nombre, str) or nombre in habilidades():
        return nombre
    entrada = buscar_habilidad(nombre)
    return entrada.nombre if entrada is not None and not entrada.patron else nombre


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

    @model_validator(mode="before")
    @classmethod
    def _puntos_vida_de_esbirro(cls, data: Any, info: ValidationInfo) -> Any:
        """A hand-written minion may give the director's hit points as ``puntos_vida``."""
        if isinstance(data, dict) and data.get("esbirro") is True and "puntos_vida_esbirro" not in data:
            vida = data.get("puntos_vida")
            if isinstance(vida, int) and not isinstance(vida, bool):
                note_reading(info, "puntos_vida", "puntos_vida", "puntos_vida_esbirro")
                data = {k: v for k, v in data.items() if k != "puntos_vida"}
                data["puntos_vida_esbirro"] = vida
        return data

    @model_validator(mode="before")
    @classmethod
    def _equipo_sin_tipo(cls, data: Any) -> Any:
        """LISTA DE VENTAJAS, «Equipo especial» / «Equipo mundano»: a hand-written sheet that names «Equipo
        especial» in ``ventajas`` and lists its items in ``equipo`` without ``tipo`` (or as bare names) means
        those items are the special ones: the first untyped items fill the special points the advantages name
        (less the points of items typed «especial»); the rest stay mundane."""
        if isinstance(data, dict) and isinstance(data.get("equipo"), dict):
            data = {**data, "equipo": _equipo_por_tipo(data["equipo"])}
        if not isinstance(data, dict) or not isinstance(data.get("equipo"), list):
            return data
        ventajas = data.get("ventajas")
        if not isinstance(ventajas, list):
            return data
        plazas = 0.0
        for item in ventajas:
            nombre = item.get("nombre") if isinstance(item, dict) else item
            entrada = buscar_ventaja(nombre) if isinstance(nombre, str) else None
            if entrada is not None and entrada.equipo == "especial":
                plazas += 1
        for objeto in data["equipo"]:
            tipo = objeto.get("tipo") if isinstance(objeto, dict) else None
            if isinstance(tipo, str) and _TIPOS_EQUIPO.get(_clave(tipo)) == "especial":
                plazas -= _puntos_objeto(objeto)
        if plazas <= 0:
            return data
        equipo = []
        for objeto in data["equipo"]:
            if isinstance(objeto, str):
                objeto = {"nombre": objeto}
            if plazas > 0 and isinstance(objeto, dict) and "tipo" not in objeto:
                objeto = {**objeto, "tipo": "especial"}
                plazas -= _puntos_objeto(objeto)
            equipo.append(objeto)
        return {**data, "equipo": equipo}

    @model_validator(mode="after")
    def _monstruo_con_su_version(self) -> FichaEpic20:
        """ARQUETIPOS, Monstruo: «En lugar de ganar el poder de ataque cuerpo a cuerpo, puede ganar "superprotección"
        con el coste reducido a 1/2» and «Versión 2: En lugar de perder 1 ventaja que pierda 1/2 pto en
        habilidades». A hand-written sheet that does not say its options (no ``opciones_arquetipo`` key) and is not
        legal as written, but is with the skin, the second version or both, has chosen them."""
        if self.arquetipo != "Monstruo" or "opciones_arquetipo" in self.model_fields_set or _DEDUCIENDO:
            return self
        from core.rulesets.epic20.validacion import validar  # validacion imports this module

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

    @field_validator("poderes")
    @classmethod
    def _modificador_como_poder(cls, value: list[PoderFicha]) -> list[PoderFicha]:
        """Modificadores de poderes written as a power of their own («Ataque penetrante (modificador de
        poderes): Este poder puede sumarse a un ataque…», «Defensa contra ataque penetrante … se aplica a una
        superdefensa de tipo físico»): when exactly one power on the sheet can take it, it becomes that
        power's modifier; otherwise it stays, and the validator asks for it in the power's ``modificadores``."""
        result = list(value)
        for suelto in value:
            nombre = _MODIFICADOR.get(_clave(suelto.nombre))
            mod = modificadores().get(nombre) if nombre else None
            if mod is None or nombre is None:
                continue
            candidatos = [p for p in result if _admite(p, mod) and nombre not in p.modificadores]
            if len(candidatos) == 1:
                candidatos[0].modificadores.append(nombre)
                result.remove(suelto)
        return result

    @field_validator("habilidades", mode="before")
    @classmethod
    def _habilidades_escritas(cls, value: Any) -> Any:
        """LISTA DE HABILIDADES: «dos habilidades con valor 1 y cuatro habilidades con valor 1/2»: «1/2» is 0.5."""
        if isinstance(value, dict):
            return {_nombre_de_habilidad(k): numero_escrito(v) for k, v in value.items()}
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
        """An archetype written loosely («artista marcial», «Espia») takes the catalogue's name; «ninguno» or an
        empty name is no archetype."""
        if isinstance(value, str) and _clave(value) in _SIN_ARQUETIPO:
            return None
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
        «Vulnerabilidad a» + «táser» = «Vulnerabilidad a táser»); a single name is a list of one."""
        if isinstance(value, str):
            value = [value]
        if not isinstance(value, list):
            return value
        result = []
        for item in value:
            if isinstance(item, dict) and isinstance(item.get("nombre"), str):
                otras = [k for k in item if k not in ("nombre", "detalle")]
                if otras:  # the entry becomes a name: another key would be lost, so it is refused
                    raise ValueError(
                        f"«{otras[0]}» no es un campo de «{item['nombre']}» (solo «nombre» y «detalle»)."
                        + did_you_mean(str(otras[0]), ("nombre", "detalle"))
                    )
                detalle = item.get("detalle")
                item = f"{item['nombre']} {detalle}".strip() if isinstance(detalle, str) and detalle else item["nombre"]
            result.append(item)
        return result

    @field_validator("poderes", "equipo", mode="before")
    @classmethod
    def _nombres_sueltos(cls, value: Any) -> Any:
        """A bare name in ``poderes`` or ``equipo`` stands for ``{"nombre": name}``."""
        value = _equipo_por_tipo(value)
        if isinstance(value, list):
            return [{"nombre": v} if isinstance(v, str) else v for v in value]
        return value
