"""ARQUETIPOS: a legal starting hero of every archetype passes, and each one's rule is enforced."""

from __future__ import annotations

from typing import Any

import pytest

from core.rulesets.epic20 import RULESET, catalogos, derivados
from core.rulesets.epic20.editor import describe_archetype_change
from core.rulesets.epic20.ficha import FichaEpic20
from tests.core.rulesets.epic20.ayuda import leer, mensajes

HABILIDADES = ["Atletismo", "Acrobacias", "Intuición", "Medicina", "Vehículos", "Investigación", "Persuasión", "Engañar",
               "Manos ágiles", "Tecnología Software"]  # fmt: skip
VENTAJAS = ["Excelente atleta", "Excelente piloto", "Empatía animal", "Contactos", "Memoria fotográfica", "Fascinar",
            "Entrar en trance", "Seguir rastros"]  # fmt: skip
MANIOBRAS = [
    "Parada",
    "Esquiva",
    "Tumbar",
    "Desarmar",
    "Aturdir",
    "Levantarse rápido",
    "Desenfunda rápido",
    "Imparable",
]


def atr(destacables: str, cero: str) -> dict[str, float]:
    valores = dict.fromkeys(catalogos.ATRIBUTOS, 0.5)
    for nombre in destacables.split():
        valores[nombre] = 1
    valores[cero] = 0
    return valores


def construir(arquetipo: str | None, atributos: dict[str, float], *, poderes: list[Any], habilidades: float, ventajas: float,
              maniobras: int, complicaciones: list[str], canjes: dict[str, float] | None = None,
              fijas: dict[str, float] | None = None, **extra: Any) -> FichaEpic20:  # fmt: skip
    """A sheet that spends exactly the given pools (skills filled ½ by ½ over a fixed list)."""
    skills = dict(fijas or {})
    resto = habilidades - sum(skills.values())
    libres = [h for h in HABILIDADES if h not in skills]
    for nombre, valor in zip(libres, (1.0, 1.0, 0.5, 0.5, 0.5, 0.5), strict=False):
        if resto <= 0:
            break
        skills[nombre] = min(valor, resto)
        resto -= skills[nombre]
    for nombre in libres * 4:
        if resto <= 0:
            break
        if skills.get(nombre, 0) < 2:
            skills[nombre] = skills.get(nombre, 0) + 0.5
            resto -= 0.5
    datos = {
        "nombre": f"Héroe {arquetipo}",
        "nivel": 8,
        "arquetipo": arquetipo,
        "atributos": atributos,
        "habilidades": skills,
        "poderes": [p if isinstance(p, dict) else {"nombre": p} for p in poderes],
        "canjes": canjes or {},
        "ventajas": VENTAJAS[: int(ventajas)],
        "maniobras": MANIOBRAS[:maniobras],
        "complicaciones": complicaciones,
        **extra,
    }
    return leer(datos)


UNA = ["Identidad secreta"]
DOS = ["Identidad secreta", "Secreto oscuro"]
TRES_PODERES = ["Volar", "Superprotección", "Superfuerza"]

# archetype: (legal sheet arguments, expected available pools, a breaking change, the message it must give)
CASOS: dict[str, tuple[dict[str, Any], dict[str, float], dict[str, Any], str]] = {
    "Artista Marcial": (
        dict(atributos=atr("corpulencia agilidad", "presencia"), poderes=["Ataque especial cuerpo a cuerpo", "Supersalto", "Trepar"],
             canjes={"maniobras": 0.5, "habilidades": 1}, habilidades=6, ventajas=1, maniobras=5, complicaciones=UNA),
        {"poderes": 3, "habilidades": 6, "ventajas": 1, "maniobras": 5},
        {"atributos": atr("corpulencia percepcion", "agilidad")},
        "Arquetipo Artista Marcial: la Agilidad no puede ser atributo no desarrollado.",
    ),
    "Inventor": (
        dict(atributos=atr("inteligencia", "corpulencia"), poderes=TRES_PODERES, habilidades=4, ventajas=2, maniobras=1, complicaciones=UNA),
        {"poderes": 3, "habilidades": 4, "ventajas": 2, "maniobras": 1, "atributos": 1},
        {"atributos": atr("inteligencia agilidad", "corpulencia")},
        "Arquetipo Inventor: solo la Inteligencia puede ser atributo destacable.",
    ),
    "Experto": (
        dict(atributos=atr("inteligencia percepcion", "presencia"), poderes=["Volar", "Supersalto"], canjes={"habilidades": 1.5},
             habilidades=10, ventajas=2, maniobras=2, complicaciones=UNA),
        {"poderes": 3, "habilidades": 10},
        {"canjes": {"habilidades": 1}, "poderes": [{"nombre": "Volar"}, {"nombre": "Supersalto"}, {"nombre": "Trepar"}]},
        "Arquetipo Experto: debe sacrificar al menos la mitad de sus puntos en superpoderes",
    ),
    "Espía": (
        dict(atributos=atr("percepcion agilidad", "corpulencia"), poderes=["Volar", "Supersalto"], canjes={"espia": 1.5},
             habilidades=5.5, ventajas=5, maniobras=2, complicaciones=UNA),
        {"habilidades": 5.5, "ventajas": 5},
        {"atributos": atr("corpulencia agilidad", "presencia")},
        "Arquetipo Espía: requiere que la Inteligencia, Presencia o Percepción sea atributo destacable.",
    ),
    "Político": (
        dict(atributos=atr("presencia agilidad", "corpulencia"), poderes=["Volar", "Supersalto"], canjes={"espia": 1.5},
             habilidades=5.5, ventajas=6, maniobras=1, complicaciones=UNA),
        {"habilidades": 5.5, "ventajas": 6, "maniobras": 1},
        {"atributos": atr("presencia agilidad", "inteligencia")},
        "Arquetipo Político: la Inteligencia no puede ser atributo no desarrollado.",
    ),
    "Androide": (
        dict(atributos=atr("corpulencia agilidad", "presencia"), poderes=TRES_PODERES, habilidades=4, ventajas=2, maniobras=2,
             complicaciones=["Vulnerabilidad a táser", "Fobia a las alturas", "Identidad secreta"]),
        {"complicaciones": 3},
        {"atributos": atr("presencia agilidad", "corpulencia")},
        "Arquetipo Androide: la Presencia no puede ser atributo destacable.",
    ),
    "Vigilante": (
        dict(atributos=atr("corpulencia agilidad", "presencia"), poderes=["Supersalto"],
             canjes={"vigilante_maniobra": 1, "vigilante_habilidad": 1}, habilidades=6, ventajas=6, maniobras=4, complicaciones=UNA),
        {"poderes": 3, "habilidades": 6, "ventajas": 6, "maniobras": 4},
        {"equipo": [{"nombre": "Espada láser", "tipo": "especial", "categoria": "arma"}]},
        "Arquetipo Vigilante: no puede adquirir equipo especial.",
    ),
    "Parangón": (
        dict(atributos=atr("corpulencia agilidad", "presencia"), poderes=[*TRES_PODERES, "Superesquiva"], habilidades=3, ventajas=1,
             maniobras=2, complicaciones=DOS),
        {"poderes": 4, "habilidades": 3, "ventajas": 1, "complicaciones": 2, "equipo": 1},
        {"complicaciones": UNA},
        "Arquetipo Parangón: hay que elegir 2 complicaciones; hay 1.",
    ),
    "Masa de músculos": (
        dict(atributos=atr("corpulencia agilidad", "presencia"),
             poderes=["Superfuerza", "Superprotección", {"nombre": "Ataque especial a distancia", "arrojar": True}],
             habilidades=3, ventajas=2, maniobras=2, complicaciones=UNA),
        {"habilidades": 3},
        {"poderes": [{"nombre": "Superfuerza"}, {"nombre": "Superprotección"}, {"nombre": "Ataque especial a distancia"}]},
        "Arquetipo Masa de músculos: no puede elegir poderes a distancia, salvo para arrojar objetos.",
    ),
    "Mentalista": (
        dict(atributos=atr("inteligencia agilidad", "presencia"), poderes=TRES_PODERES, habilidades=4, ventajas=2, maniobras=1,
             complicaciones=UNA),
        {"maniobras": 1},
        {"atributos": atr("corpulencia agilidad", "presencia")},
        "Arquetipo Mentalista: la Inteligencia debe ser atributo destacable.",
    ),
    "Energizado": (
        dict(atributos=atr("corpulencia agilidad", "presencia"), poderes=["Ataque especial cuerpo a cuerpo", "Volar", "Superprotección", "Supersalto"],
             habilidades=4, ventajas=1, maniobras=2, complicaciones=UNA),
        {"ventajas": 1},
        {"poderes": [{"nombre": "Volar"}]},
        "Arquetipo Energizado: está obligado a tener el superpoder «Ataque especial cuerpo a cuerpo».",
    ),
    "Velocista": (
        dict(atributos=atr("agilidad percepcion", "presencia"), poderes=TRES_PODERES, habilidades=4, ventajas=1, maniobras=2, complicaciones=UNA),
        {"ventajas": 1},
        {"atributos": atr("corpulencia percepcion", "presencia")},
        "Arquetipo Velocista: la Agilidad debe ser atributo destacable.",
    ),
    "Monstruo": (
        dict(atributos=atr("corpulencia agilidad", "presencia"), poderes=TRES_PODERES, habilidades=4, ventajas=1, maniobras=2,
             complicaciones=["Monstruoso", "Identidad secreta"]),
        {"ventajas": 1, "complicaciones": 2},
        {"complicaciones": ["Monstruoso"]},
        "Arquetipo Monstruo: hay que elegir 2 complicaciones; hay 1.",
    ),
    "Cambiante": (
        dict(atributos=atr("corpulencia agilidad", "presencia"), poderes=["Cambiar de apariencia", "Volar", "Superprotección", "Supersalto"],
             habilidades=4, ventajas=1, maniobras=2, complicaciones=["Llamativo", "Identidad secreta"]),
        {"poderes": 3.5, "ventajas": 1},
        {"poderes": [{"nombre": "Volar"}, {"nombre": "Superprotección"}, {"nombre": "Superfuerza"}, {"nombre": "Supersalto"}]},
        "Arquetipo Cambiante: el ½ pto extra debe aplicarse a un superpoder que cambie el aspecto físico",
    ),
    "Mago": (
        dict(atributos=atr("inteligencia agilidad", "presencia"), poderes=[*TRES_PODERES, "Superesquiva"], habilidades=4, ventajas=2,
             maniobras=2, complicaciones=UNA),
        {"poderes": 4},
        {"atributos": atr("corpulencia agilidad", "presencia")},
        "Arquetipo Mago: la Inteligencia debe ser atributo destacable.",
    ),
    "Tecnificado": (
        dict(atributos=atr("corpulencia agilidad", "presencia"), poderes=[*TRES_PODERES, "Supersalto"], habilidades=4, ventajas=2,
             maniobras=2, complicaciones=["Forma sin superpoderes", "Identidad secreta"]),
        {"poderes": 3.5, "complicaciones": 2},
        {"complicaciones": ["Identidad secreta", "Secreto oscuro"]},
        "Arquetipo Tecnificado: añade la complicación «Forma sin superpoderes».",
    ),
    "Dios": (
        dict(atributos=atr("corpulencia presencia", "inteligencia"), poderes=TRES_PODERES, habilidades=4, ventajas=2, maniobras=2,
             complicaciones=DOS),
        {"complicaciones": 2},
        {"complicaciones": UNA},
        "Arquetipo Dios: hay que elegir 2 complicaciones; hay 1.",
    ),
    "Armero": (
        dict(atributos=atr("agilidad inteligencia", "presencia"), poderes=["Volar", "Supersalto"], canjes={"armero": 1.5},
             habilidades=5.5, ventajas=2, maniobras=1, complicaciones=DOS,
             equipo=[{"nombre": "Rifle", "tipo": "especial", "categoria": "arma", "alcance": "distancia"},
                     {"nombre": "Armadura", "tipo": "especial", "categoria": "armadura"}
                     ]),
        {"habilidades": 5.5, "ventajas": 5, "maniobras": 1, "equipo": 3, "complicaciones": 2},
        {"ventajas": VENTAJAS[:4], "equipo": []},
        "Arquetipo Armero: los ptos de ventaja ganados con canjes solo pueden usarse en nave espacial",
    ),
    "Soldado": (
        dict(atributos=atr("corpulencia agilidad", "presencia"), poderes=["Volar", "Supersalto"], canjes={"soldado": 1.5},
             habilidades=3.5, ventajas=2, maniobras=5, complicaciones=DOS, ventajas_extra=None,
             equipo=[{"nombre": "Fusil", "tipo": "especial", "categoria": "arma", "alcance": "distancia"},
                     {"nombre": "Blindaje", "tipo": "especial", "categoria": "armadura"}
                     ]),
        {"habilidades": 3.5, "ventajas": 5, "maniobras": 5, "equipo": 3},
        {"atributos": atr("inteligencia percepcion", "presencia")},
        "Arquetipo Soldado: requiere que la Corpulencia o Agilidad sea atributo destacable.",
    ),
    "Acuático": (
        dict(atributos=atr("corpulencia agilidad", "presencia"), poderes=TRES_PODERES, habilidades=4, ventajas=1, maniobras=2,
             complicaciones=["Necesita un elemento para subsistir: agua", "Identidad secreta"]),
        {"ventajas": 1, "complicaciones": 2},
        {"complicaciones": ["Identidad secreta", "Secreto oscuro"]},
        "Arquetipo Acuático: añade la complicación «Necesita un elemento para subsistir: agua».",
    ),
    "Líder": (
        dict(atributos=atr("presencia agilidad", "corpulencia"), poderes=["Volar", "Superprotección"], habilidades=4, ventajas=6,
             maniobras=2, complicaciones=UNA),
        {"poderes": 2, "ventajas": 6},
        {"atributos": atr("presencia agilidad", "inteligencia")},
        "Arquetipo Líder: la Inteligencia no puede ser atributo no desarrollado.",
    ),
    "Bravo": (
        dict(atributos=atr("corpulencia agilidad", "presencia"), poderes=["Superfuerza", "Volar", "Supersalto", "Trepar"],
             habilidades=3.5, ventajas=2, maniobras=3, complicaciones=UNA),
        {"habilidades": 3.5, "maniobras": 3},
        {"atributos": atr("agilidad percepcion", "presencia")},
        "Arquetipo Bravo: la Corpulencia debe ser atributo destacable.",
    ),
    "Granuja": (
        dict(atributos=atr("agilidad percepcion", "presencia"), poderes=["Volar", "Supersalto"], canjes={"habilidades": 1.5},
             habilidades=8.5, ventajas=2, maniobras=2, complicaciones=UNA),
        {"habilidades": 8.5},
        {"atributos": atr("agilidad percepcion", "inteligencia")},
        "Arquetipo Granuja: la Inteligencia no puede ser atributo no desarrollado.",
    ),
    "Escolar": (
        dict(atributos=atr("inteligencia percepcion", "corpulencia"), poderes=["Volar", "Superprotección"], habilidades=8, ventajas=2,
             maniobras=0, complicaciones=UNA),
        {"poderes": 2, "habilidades": 8, "maniobras": 0},
        {"atributos": atr("inteligencia percepcion", "presencia")},
        "Arquetipo Escolar: la Corpulencia debe ser atributo no desarrollado.",
    ),
    "Explorador": (
        dict(atributos=atr("percepcion agilidad", "presencia"), poderes=TRES_PODERES, habilidades=7, ventajas=1, maniobras=1,
             complicaciones=UNA, fijas={"Conocimientos de Supervivencia": 1, "Sigilo": 1, "Percepción visual": 1}),
        {"habilidades": 7, "ventajas": 1, "maniobras": 1},
        {"habilidades": {"Conocimientos de Supervivencia": 1, "Percepción visual": 1, "Atletismo": 2, "Acrobacias": 2, "Intuición": 1}},
        "Arquetipo Explorador: gana 1 pto en «Sigilo»; ponlo en la ficha.",
    ),
}  # fmt: skip


def test_hay_un_caso_por_cada_arquetipo_del_catalogo() -> None:
    assert set(CASOS) == set(catalogos.arquetipos())


@pytest.mark.parametrize("nombre", sorted(CASOS))
def test_arquetipo_heroe_legal_y_regla_incumplida(nombre: str) -> None:
    """ARQUETIPOS: each archetype's legal starting hero passes; its rule, broken, is reported in Spanish."""
    argumentos, pools, cambio, mensaje = CASOS[nombre]
    argumentos = {k: v for k, v in argumentos.items() if k != "ventajas_extra"}
    legal = construir(nombre, **argumentos)
    if nombre == "Armero":
        legal = leer({**legal.model_dump(), "ventajas": ["Excelente piloto", "Nave espacial"]})
    if nombre == "Soldado":
        legal = leer({**legal.model_dump(), "ventajas": ["Excelente piloto", "Nave espacial"]})
    assert mensajes(legal) == []
    disponibles = {b.id: b.disponible for b in RULESET.budget(legal)}
    for clave, valor in pools.items():
        assert disponibles[clave] == valor, clave
    roto = leer({**legal.model_dump(), **cambio})
    assert any(m.startswith(mensaje) for m in mensajes(roto)), mensajes(roto)


def test_artista_marcial_superdefensas_al_doble_y_luchar_sin_armas_gratis() -> None:
    """Artista Marcial: superdefensas y equipo defensivo al doble; gana «luchar sin armas»; sin armadura,
    defensa como armadura mundana."""
    argumentos = CASOS["Artista Marcial"][0]
    sheet = construir("Artista Marcial", **argumentos)
    assert "Lucha sin armas" in derivados.maniobras_efectivas(sheet)
    assert derivados.defensa(sheet) == 14 + 2
    con = leer({**sheet.model_dump(), "poderes": [{"nombre": "Superprotección"}]})
    assert RULESET.budget(con)[2].gastado == 2 + 1.5


def test_inventor_reserva_de_equipo() -> None:
    """Inventor: gana 2 ptos en la ventaja equipo que asigna en su laboratorio."""
    sheet = construir("Inventor", **CASOS["Inventor"][0])
    assert RULESET.derived(sheet)["reserva_inventor"][1] == 2


def test_monstruo_opciones_piel_y_version_2() -> None:
    """Monstruo: «superprotección» con coste ½ en lugar del ataque; Versión 2: pierde ½ habilidad y no la ventaja."""
    base = CASOS["Monstruo"][0]
    piel = construir("Monstruo", **{**base, "poderes": ["Superprotección", "Volar", "Superfuerza", "Supersalto"]},
                     opciones_arquetipo=["superproteccion"])  # fmt: skip
    assert mensajes(piel) == []
    assert not derivados.tiene_poder(piel, "Ataque especial cuerpo a cuerpo")
    v2 = construir("Monstruo", **{**base, "habilidades": 3.5, "ventajas": 2}, opciones_arquetipo=["version_2"])
    assert mensajes(v2) == []


def test_vigilante_superpoderes_al_doble() -> None:
    """Vigilante: los superpoderes le cuestan el doble de puntos de lo normal."""
    sheet = construir("Vigilante", **CASOS["Vigilante"][0])
    assert RULESET.budget(sheet)[2].gastado == 1 + 2


def test_bravo_armadura_natural_sin_poderes_de_proteccion() -> None:
    """Bravo: sin superpoderes ni equipo de protección, defensa como armadura mundana (nivel 8: 16)."""
    sheet = construir("Bravo", **CASOS["Bravo"][0])
    assert derivados.defensa(sheet) == 16
    assert derivados.defensa(sheet, uso_superpoder=True) == 14


def test_poderes_concedidos_por_arquetipo() -> None:
    """Androide, Mentalista, Velocista, Dios, Acuático, Escolar: poderes y ventajas ganados gratis."""
    assert derivados.tiene_poder(construir("Androide", **CASOS["Androide"][0]), "Soporte vital en el vacío")
    assert derivados.tiene_poder(construir("Mentalista", **CASOS["Mentalista"][0]), "Comunicarse con telepatía")
    assert derivados.tiene_poder(construir("Velocista", **CASOS["Velocista"][0]), "Supermovimiento")
    dios = construir("Dios", **CASOS["Dios"][0])
    assert derivados.tiene_poder(dios, "Inmunidad a la edad") and derivados.tiene_ventaja(dios, "Difícil de matar")
    assert derivados.tiene_poder(construir("Acuático", **CASOS["Acuático"][0]), "Respirar bajo el agua")
    escolar = construir("Escolar", **CASOS["Escolar"][0])
    assert derivados.lenguajes(escolar) == 3 + 8


def test_describe_archetype_change_lista_los_cambios() -> None:
    sheet = construir(None, **CASOS["Dios"][0] | {"complicaciones": UNA})
    lineas = describe_archetype_change(sheet, "Escolar")
    assert "Superpoderes (y canjes): 3 → 2 disponibles." in lineas
    assert "Gana la ventaja «Lingüista»." in lineas
    assert any("Corpulencia debe ser atributo no desarrollado" in linea for linea in lineas)
    assert describe_archetype_change(sheet, "Nada")[0].startswith("El arquetipo «Nada» no existe")


def test_why_not_pick_arquetipo_y_cadena() -> None:
    sheet = construir(None, **CASOS["Dios"][0] | {"complicaciones": UNA})
    assert RULESET.why_not_pick(sheet, "arquetipos", "Inventor") is not None
    assert RULESET.why_not_pick(sheet, "maniobras", "Ataque a fondo 2") == "Requiere la anterior: «Ataque a fondo»."
    assert RULESET.why_not_pick(sheet, "ventajas", "Sabe un poco de todo") is not None
