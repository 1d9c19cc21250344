"""Blind builder check: sheets typed only from the rule text and the issue's names (casos_ciegos.py), and a test per
validator change it led to, named after the rule."""

from __future__ import annotations

import json

import pytest

from core.rulesets.epic20 import RULESET
from core.rulesets.epic20.presupuesto import calcular
from tests.core.rulesets.epic20.ayuda import leer
from tests.core.rulesets.epic20.casos_ciegos import CASOS_CIEGOS, hoja
from tests.core.rulesets.epic20.test_constructor_verificado import comprobar


def _problemas(datos: dict[str, object]) -> list[tuple[str, str]]:
    return [(p.campo, p.mensaje) for p in RULESET.validate(leer(datos)) if p.gravedad == "error"]


@pytest.mark.parametrize("caso", list(CASOS_CIEGOS))
def test_fichas_escritas_a_ciegas(caso: str) -> None:
    """ARQUETIPOS, LISTA DE PODERES / VENTAJAS / MANIOBRAS, COMPLICACIONES: each blind sheet gets exactly the
    problems worked out by hand from the text (none for the legal ones)."""
    comprobar(*CASOS_CIEGOS[caso])


def test_cada_arquetipo_tiene_heroe_legal_escrito_a_ciegas() -> None:
    """ARQUETIPOS: «El jugador puede elegir un único arquetipo»: a blind legal starting hero of each of the 25."""
    from core.rulesets.epic20 import catalogos

    legales = {datos["arquetipo"] for datos, esperados in CASOS_CIEGOS.values() if not esperados}
    assert set(catalogos.arquetipos()) <= legales


@pytest.mark.parametrize("caso", [c for c, (_, e) in CASOS_CIEGOS.items() if not e])
def test_ficha_ciega_legal_ida_y_vuelta_por_json(caso: str) -> None:
    """A sheet the validator accepts round-trips through JSON unchanged (also after the hand-written shapes are
    read: bare equipment names, modifiers written as powers, skills without accents)."""
    ficha = leer(CASOS_CIEGOS[caso][0])
    otra = leer(json.loads(ficha.model_dump_json()))
    assert otra.model_dump() == ficha.model_dump()  # the readings (``lecturas``) were of the first file only
    assert otra.model_dump_json() == ficha.model_dump_json()


def test_equipo_especial_nombrado_en_ventajas_da_tipo_a_los_objetos_sin_tipo() -> None:
    """LISTA DE VENTAJAS, «Equipo especial (ejemplo de equipo especial: un blaster…)» and «Equipo mundano (… cuesta la
    mitad, esto es, 1 pto en equipo daría dos objetos mundanos)»: with «Equipo especial» ×1 and «Equipo mundano» ×1
    in ``ventajas`` and three bare names in ``equipo``, the first is the special item (1 pto) and the other two the
    mundane ones (½ each): 1 + 1 = 2 ptos, not 1 + 1½."""
    datos = hoja(ventajas=["Equipo especial", "Equipo mundano"], equipo=["Blaster", "Cuerda", "Linterna"])
    ficha = leer(datos)
    assert [o.tipo for o in ficha.equipo] == ["especial", "mundano", "mundano"]
    p = calcular(ficha)
    assert (p.ventajas_gastado, p.ventajas_disponible) == (2, 2)
    assert p.equipo_especial_gastado == 1
    # Without the advantage named, a bare name is mundane as before (½).
    assert leer(hoja(equipo=["Blaster"])).equipo[0].tipo == "mundano"
    # An item typed «especial» already fills the slot: the bare one stays mundane.
    otra = leer(hoja(ventajas=["Equipo especial"], equipo=[{"nombre": "Espada láser", "tipo": "especial"}, "Cuerda"]))
    assert [o.tipo for o in otra.equipo] == ["especial", "mundano"]


def test_equipo_especial_sin_tipo_sigue_contando_para_el_limite() -> None:
    """LISTA DE VENTAJAS, Equipo especial: «El máximo de equipo especial … es 1 pto por cada 4 niveles». Level 4
    (limit 1) with «Equipo especial» ×2 and two bare names: 2 ptos of special equipment, over the limit."""
    problemas = _problemas(hoja(nivel=4, puntos_heroe=1, ventajas=["Equipo especial"] * 2, equipo=["Blaster", "Hacha"]))
    assert problemas == [("equipo", "El equipo especial suma 2 ptos y el máximo es 1 (1 pto por cada 4 niveles).")]


def test_ventaja_escrita_con_su_objeto() -> None:
    """LISTA DE VENTAJAS: «Equipo especial (ejemplo de equipo especial: un blaster…)»: «Equipo especial: pistola
    blaster» or «Equipo especial (espada láser)» is the advantage «Equipo especial» (1 pto)."""
    for nombre in ("Equipo especial: pistola blaster", "Equipo especial (espada láser)"):
        assert not _problemas(hoja(ventajas=[nombre, "Difícil de matar"]))
    assert _problemas(hoja(ventajas=["Equipo especial: blaster", "Equipo especial: espada", "Contactos"]))


def test_monstruo_con_piel_deducida_cuando_solo_cabe_asi() -> None:
    """ARQUETIPOS, Monstruo: «En lugar de ganar el poder de ataque cuerpo a cuerpo, puede ganar "superprotección" con
    el coste reducido a 1/2». Superprotección ½ + Superfuerza 1 + Volar 1 + Supersalto ½ = 3 fits only with the skin
    (at full price it is 3½): the sheet chose it and has no free claw attack."""
    datos = hoja(
        arquetipo="Monstruo",
        poderes=[{"nombre": n} for n in ("Superprotección", "Superfuerza", "Volar", "Supersalto")],
        ventajas=["Excelente atleta"],
        complicaciones=["Monstruoso", "Fácil de provocar"],
    )
    ficha = leer(datos)
    assert ficha.opciones_arquetipo == ["superproteccion"]
    assert (calcular(ficha).poderes_gastado, calcular(ficha).poderes_disponible) == (3, 3)
    assert not _problemas(datos)
    # Saying the options (even none) is taken literally: at full price it overspends.
    assert _problemas({**datos, "opciones_arquetipo": []}) == [
        ("poderes", "Los poderes y canjes suman 3½ ptos y solo hay 3.")
    ]


def test_monstruo_que_cabe_con_el_ataque_regalado_lo_conserva() -> None:
    """ARQUETIPOS, Monstruo: «Gana el superpoder "ataque especial cuerpo a cuerpo"»: Superprotección 1 + Trepar ½ +
    Supersalto ½ + Vida extra 1 = 3 fits at full price, so nothing is deduced and the claw stays free."""
    datos = hoja(
        arquetipo="Monstruo",
        poderes=[{"nombre": n} for n in ("Superprotección", "Trepar", "Supersalto", "Vida extra")],
        ventajas=["Excelente atleta"],
        complicaciones=["Monstruoso", "Fácil de provocar"],
    )
    assert leer(datos).opciones_arquetipo == []
    assert not _problemas(datos)


def test_habilidad_escrita_sin_tildes_toma_el_nombre_del_catalogo() -> None:
    """LISTA DE HABILIDADES: «Percepcion visual», «intuicion» are «Percepción visual», «Intuición»; «Percepción
    olfativa» (a unique start) is «Percepción olfativa, táctil y gustativa»; «Tecnología» (two skills) is not."""
    ficha = leer(
        hoja(
            habilidades={
                "Atletismo": 1,
                "Acrobacias": 1,
                "Sigilo": 0.5,
                "intuicion": 0.5,
                "Percepcion visual": 0.5,
                "Percepción olfativa": 0.5,
            }
        )
    )
    assert set(ficha.habilidades) >= {"Intuición", "Percepción visual", "Percepción olfativa, táctil y gustativa"}
    assert not _problemas(ficha.model_dump())
    problemas = _problemas(hoja(habilidades={"Atletismo": 1, "Acrobacias": 1, "Tecnología": 0.5}))
    assert ("habilidades.Tecnología", "La habilidad «Tecnología» no está en la lista de habilidades.") in problemas


def test_superataque_comprado_por_duplicado_para_dos_armas() -> None:
    """PREGUNTAS FRECUENTES, «¿Cómo funciona el combate con dos armas?»: «Primero el personaje tendría que comprar su
    poder o equipo por duplicado. Por ejemplo, comprar dos "ataques especiales cuerpo a cuerpo"». Two copies (½ + ½)
    are legal; a third is not («¿Se pueden acumular los superpoderes? No»), nor two Superfuerza or two area attacks."""
    dos = [{"nombre": "Ataque especial cuerpo a cuerpo"}] * 2 + [{"nombre": "Volar"}, {"nombre": "Superprotección"}]
    assert not _problemas(hoja(poderes=dos))
    tres = [{"nombre": "Ataque especial cuerpo a cuerpo"}] * 3 + [{"nombre": "Volar"}, {"nombre": "Supersalto"}]
    assert [c for c, _ in _problemas(hoja(poderes=tres))] == ["poderes[2]"]
    fuerza = [{"nombre": "Superfuerza"}] * 2 + [{"nombre": "Volar"}]
    assert [c for c, _ in _problemas(hoja(poderes=fuerza))] == ["poderes[1]"]
    area = [{"nombre": "Ataque especial de área circular, cuerpo a cuerpo", "modificadores": ["Uso limitado"]}] * 2
    assert [c for c, _ in _problemas(hoja(poderes=[*area, {"nombre": "Volar"}]))] == ["poderes[1]"]


def test_modificador_escrito_como_poder_se_suma_al_unico_poder_que_lo_admite() -> None:
    """LISTA DE PODERES, «Defensa contra ataque penetrante (modificador de poderes). Este poder se aplica a una
    superdefensa de tipo físico … Coste: +1» and «Ataque penetrante (modificador de poderes) … +1/2»: written as an
    entry of ``poderes``, it is the modifier of the one power that can take it (Superprotección 1 + 1, Volar 1)."""
    ficha = leer(
        hoja(
            poderes=[{"nombre": "Defensa contra ataque penetrante"}, {"nombre": "Superprotección"}, {"nombre": "Volar"}]
        )
    )
    assert [(p.nombre, p.modificadores) for p in ficha.poderes] == [
        ("Superprotección", ["Defensa contra ataque penetrante"]),
        ("Volar", []),
    ]
    assert calcular(ficha).poderes_gastado == 3
    penetrante = leer(
        hoja(poderes=[{"nombre": "Ataque especial a distancia"}, {"nombre": "ataque penetrante"}, {"nombre": "Volar"}])
    )
    assert penetrante.poderes[0].modificadores == ["Ataque penetrante"] and calcular(penetrante).poderes_gastado == 2.5
    # No physical superdefense to take it: it stays and the validator says how to write it.
    sin = _problemas(hoja(poderes=[{"nombre": "Defensa contra ataque penetrante"}, {"nombre": "Superfuerza"}]))
    assert sin[0][0] == "poderes[0]" and "es un modificador de poderes" in sin[0][1]


def test_monstruo_version_2_deducida_cuando_solo_cabe_asi() -> None:
    """ARQUETIPOS, Monstruo: «Versión 2: En lugar de perder 1 ventaja que pierda 1/2 pto en habilidades». Two
    advantages (2 of 2) and 3½ skill points (Atletismo 1, Acrobacias 1, three at ½) only fit the second version."""
    datos = hoja(
        arquetipo="Monstruo",
        poderes=[{"nombre": n} for n in ("Superprotección", "Trepar", "Supersalto", "Vida extra")],
        habilidades={"Atletismo": 1, "Acrobacias": 1, "Sigilo": 0.5, "Intuición": 0.5, "Percepción visual": 0.5},
        complicaciones=["Monstruoso", "Fácil de provocar"],
    )
    ficha = leer(datos)
    assert ficha.opciones_arquetipo == ["version_2"]
    p = calcular(ficha)
    assert (p.ventajas_gastado, p.ventajas_disponible, p.habilidades_gastado, p.habilidades_disponible) == (
        2,
        2,
        3.5,
        3.5,
    )
    assert not _problemas(datos)
    # Three advantages fit skin + version 2 (Superprotección ½ leaves ½ pto → 1 advantage); four fit nothing, and
    # the problems of the sheet as written are reported.
    tres = {**datos, "ventajas": ["Excelente atleta", "Difícil de matar", "Contactos"]}
    assert leer(tres).opciones_arquetipo == ["superproteccion", "version_2"]
    cuatro = {**datos, "ventajas": ["Excelente atleta", "Difícil de matar", "Contactos", "Pesado"]}
    assert leer(cuatro).opciones_arquetipo == []
    assert ("ventajas", "Ventajas y equipo suman 4 ptos y solo hay 1.") in _problemas(cuatro)


@pytest.mark.parametrize(
    "poder",
    [
        {"nombre": "Ataque especial a distancia", "detalle": "arrojar objetos"},
        {"nombre": "Ataque especial a distancia (arrojar objetos)"},
        {"nombre": "Ataque especial a distancia", "arrojar": True},
    ],
)
def test_masa_de_musculos_ataque_a_distancia_para_arrojar(poder: dict[str, object]) -> None:
    """ARQUETIPOS, Masa de músculos: «No puede elegir poderes a distancia, salvo para arrojar objetos» (Superfuerza:
    «para arrojar objetos y hacer daño especial con ellos, comprar también el poder de ataque a distancia»): the
    throwing purpose may be written in ``detalle`` or in brackets after the name."""
    habilidades = {"Atletismo": 1, "Intimidación": 1, "Percepción visual": 0.5, "Intuición": 0.5}
    datos = hoja(
        arquetipo="Masa de músculos",
        poderes=[{"nombre": "Superfuerza"}, poder, {"nombre": "Superprotección"}],
        habilidades=habilidades,
    )
    assert leer(datos).poderes[1].arrojar
    assert not _problemas(datos)
    sin = hoja(
        arquetipo="Masa de músculos",
        poderes=[{"nombre": "Superfuerza"}, {"nombre": "Ataque especial a distancia"}, {"nombre": "Superprotección"}],
        habilidades=habilidades,
    )
    assert [c for c, _ in _problemas(sin)] == ["poderes[1]"]


def test_atributos_escritos_con_las_palabras_del_documento() -> None:
    """LISTA DE ATRIBUTOS: «Los atributos elegidos son "atributos destacables", tienen valor 1 … los no elegidos tienen
    valor 1/2 … un atributo "no desarrollado", que se quedará como 0»; the keys as the document names them
    («Percepción») are the fixed ones, not extra fields left at their default ½."""
    ficha = leer(
        hoja(
            atributos={
                "Corpulencia": "destacable",
                "Agilidad": 1,
                "Percepción": "normal",
                "Inteligencia": "1/2",
                "Presencia": "no desarrollado",
            }
        )
    )
    valores = [ficha.atributos.valor(a) for a in ("corpulencia", "agilidad", "percepcion", "inteligencia", "presencia")]
    assert valores == [1, 1, 0.5, 0.5, 0]
    assert not _problemas(ficha.model_dump())


@pytest.mark.parametrize("escrito", ["", "Ninguno", "sin arquetipo"])
def test_sin_arquetipo_escrito_a_mano(escrito: str) -> None:
    """ARQUETIPOS: «Esta elección es opcional, es decir, que se puede jugar con ninguno»: «Ninguno» or an empty name
    is no archetype (null)."""
    assert leer(hoja(arquetipo=escrito)).arquetipo is None
    assert not _problemas(hoja(arquetipo=escrito))
    assert _problemas(hoja(arquetipo="Superhéroe")) == [
        ("arquetipo", "El arquetipo «Superhéroe» no existe en la lista de arquetipos.")
    ]


def test_equipo_agrupado_por_tipo() -> None:
    """LISTA DE VENTAJAS, Equipo especial (1 pto cada objeto) y Equipo mundano («1 pto en equipo daría dos objetos
    mundanos»): ``{"especial": ["Blaster"], "mundano": ["Cuerda", "Linterna"]}`` is 1 + ½ + ½ = 2 ptos."""
    ficha = leer(hoja(ventajas=[], equipo={"especial": ["Blaster"], "mundano": ["Cuerda", "Linterna"]}))
    assert [(o.nombre, o.tipo) for o in ficha.equipo] == [
        ("Blaster", "especial"),
        ("Cuerda", "mundano"),
        ("Linterna", "mundano"),
    ]
    assert calcular(ficha).ventajas_gastado == 2


def test_una_sola_complicacion_escrita_sin_lista() -> None:
    """COMPLICACIONES (elegir 1): ``"complicaciones": "Fobia"`` is the list of that one complication."""
    assert leer(hoja(complicaciones="Fobia")).complicaciones == ["Fobia"]
    assert not _problemas(hoja(complicaciones="Fobia"))
