"""Live build validation: every problem at once, with its field, in Spanish (LISTA DE ... sections)."""

from __future__ import annotations

import json
import random
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as hs

from core.rulesets.epic20 import RULESET, catalogos, derivados
from core.rulesets.epic20.ficha import FichaEpic20
from core.storage import load_sheet
from tests.core.rulesets.epic20.ayuda import ficha, leer, mensajes
from tests.core.rulesets.epic20.test_arquetipos import CASOS, construir

REPO = Path(__file__).resolve().parents[4]


def campos(sheet: FichaEpic20) -> dict[str, list[str]]:
    result: dict[str, list[str]] = {}
    for problema in RULESET.validate(sheet):
        result.setdefault(problema.campo, []).append(problema.mensaje)
    return result


def test_ficha_base_es_legal() -> None:
    assert mensajes(ficha()) == []


def test_ficha_con_solo_los_campos_fijos_carga() -> None:
    sheet = leer({"reglas": "epic20", "nombre": "Mínima"})
    assert sheet.nivel == 8 and sheet.arquetipo is None and sheet.esbirro is False


def test_lista_de_atributos_dos_destacables_y_uno_no_desarrollado() -> None:
    """LISTA DE ATRIBUTOS: elegir 2 destacables (1) y un atributo no desarrollado (0); valores 0, ½ o 1."""
    todo = dict.fromkeys(catalogos.ATRIBUTOS, 1.0)
    todo["presencia"] = 0.7
    problemas = campos(ficha(atributos=todo))
    assert "Hay que elegir exactamente 2 atributos destacables (valor 1); hay 4." in problemas["atributos"]
    assert "Hay que elegir exactamente 1 atributo no desarrollado (valor 0); hay 0." in problemas["atributos"]
    assert problemas["atributos.presencia"] == ["Presencia vale 0.7: un atributo solo puede valer 0, ½ o 1."]


def test_lista_de_habilidades_dos_a_1_y_cuatro_a_medio() -> None:
    """LISTA DE HABILIDADES: 4 ptos (dos a 1 y cuatro a ½); las de materia necesitan materia; máximo 2."""
    problemas = campos(ficha(habilidades={"Atletismo": 2.5, "Estudios de": 1, "Cocina": 1, "Ejerce de Piloto": 1}))
    assert problemas["habilidades.Atletismo"] == ["«Atletismo» vale 2.5: una habilidad vale 0, ½, 1, 1½ o 2."]
    assert "necesita su materia" in problemas["habilidades.Estudios de"][0]
    assert problemas["habilidades.Cocina"] == ["La habilidad «Cocina» no está en la lista de habilidades."]
    assert "Se han repartido 5½ ptos de habilidad y solo hay 4." in problemas["habilidades"]


def test_canje_de_poderes_por_habilidades_ventajas_maniobras_y_equipo() -> None:
    """LISTA DE PODERES: ½ pto → 1 pto de habilidad, 1 ventaja o 2 maniobras; 1 pto → 1 pto de equipo especial."""
    sheet = ficha(
        poderes=[{"nombre": "Superfuerza"}],
        canjes={"habilidades": 0.5, "ventajas": 0.5, "maniobras": 0.5, "equipo_especial": 0.5},
    )
    pools = {b.id: b.disponible for b in RULESET.budget(sheet)}
    assert pools == {
        "atributos": 2,
        "habilidades": 5,
        "poderes": 3,
        "ventajas": 3,
        "maniobras": 4,
        "equipo": 2.5,
        "complicaciones": 1,
    }
    assert campos(sheet)["canjes.equipo_especial"] == [
        "El equipo especial se canjea por puntos completos de superpoder (1 pto → 1 pto de equipo)."
    ]


def test_poderes_3_puntos_y_no_en_creacion() -> None:
    """LISTA DE PODERES: distribuir 3 puntos; «Acción estándar extra» no se puede seleccionar en la creación."""
    problemas = campos(
        ficha(poderes=[{"nombre": "Acción estándar extra"}, {"nombre": "Superfuerza"}, {"nombre": "Superfuerza"}])
    )
    assert problemas["poderes[0]"] == [
        "«Acción estándar extra» no se puede seleccionar durante la creación del personaje."
    ]
    assert problemas["poderes[2]"] == ["«Superfuerza» ya está en la ficha y no se puede comprar varias veces."]
    assert "Los poderes y canjes suman 7 ptos y solo hay 3." in problemas["poderes"]


def test_sugestion_con_condicionantes_requiere_sugestion() -> None:
    """«Sugestión con condicionantes ... Requiere el poder de Sugestión. (Coste 1.5 adicional)»."""
    problemas = campos(ficha(poderes=[{"nombre": "Sugestión con condicionantes"}, {"nombre": "Volar"}]))
    assert problemas["poderes[0]"] == ["«Sugestión con condicionantes» requiere el poder «Sugestión»."]


def test_modificadores_se_aplican_donde_dice_la_regla() -> None:
    """«Ataque penetrante» solo a un ataque; «Defensa contra ataque penetrante» a una superdefensa física."""
    problemas = campos(
        ficha(poderes=[{"nombre": "Volar", "modificadores": ["Ataque penetrante", "Defensa contra ataque penetrante"]}])
    )
    assert problemas["poderes[0].modificadores[0]"] == ["«Ataque penetrante» solo se puede sumar a un ataque."]
    assert problemas["poderes[0].modificadores[1]"] == [
        "«Defensa contra ataque penetrante» solo se aplica a una superdefensa de tipo físico."
    ]


def test_ventajas_2_puntos_costes_y_requisitos() -> None:
    """LISTA DE VENTAJAS: 2 ptos; Ayudante y Nave espacial cuestan 2; equipo mundano la mitad; requisitos."""
    cero = {"corpulencia": 0.5, "agilidad": 1, "percepcion": 1, "inteligencia": 0.5, "presencia": 0}
    problemas = campos(ficha(atributos=cero, poderes=[{"nombre": "Volar"}, {"nombre": "Superprotección"}, {"nombre": "Superesquiva"}],
                             ventajas=["Ayudante", "Sabe un poco de todo", "Grande", "Inspirar a otros"],
                             equipo=[{"nombre": "Ordenador", "tipo": "mundano"}]))  # fmt: skip
    assert problemas["ventajas[1]"] == [
        "«Sabe un poco de todo» requiere que la Inteligencia sea un atributo destacable."
    ]
    assert problemas["ventajas[2]"] == ["«Grande» requiere que la Corpulencia sea un atributo destacable."]
    assert problemas["ventajas[3]"] == ["«Inspirar a otros» requiere que la Presencia sea un atributo destacable."]
    assert problemas["ventajas"] == ["Ventajas y equipo suman 5½ ptos y solo hay 2."]


def test_equipo_especial_limite_1_por_cada_4_niveles() -> None:
    """VENTAJAS «Equipo especial»: máximo 1 pto por cada 4 niveles (nivel 8: 2)."""
    armas = [{"nombre": f"Arma {i}", "tipo": "especial", "categoria": "arma"} for i in range(3)]
    problemas = campos(
        ficha(
            ventajas=[],
            equipo=armas,
            canjes={"ventajas": 0.5},
            poderes=[{"nombre": "Superfuerza"}, {"nombre": "Volar"}],
        )
    )
    assert problemas["equipo"] == ["El equipo especial suma 3 ptos y el máximo es 2 (1 pto por cada 4 niveles)."]


def test_maniobras_requiere_la_anterior_y_atributos() -> None:
    """MANIOBRAS DE COMBATE: elegir 2; cada «2»/«3» requiere la anterior; Desmoralizar pide Presencia destacable."""
    problemas = campos(ficha(maniobras=["Defensa total 2", "Desmoralizar", "Ataque anti cobertura"]))
    assert problemas["maniobras[0]"] == ["«Defensa total 2» requiere la anterior: «Defensa total»."]
    assert problemas["maniobras[1]"] == ["«Desmoralizar» requiere que la Presencia sea atributo destacable."]
    assert problemas["maniobras[2]"] == ["«Ataque anti cobertura» requiere la anterior: «Retrasar acción»."]
    assert problemas["maniobras"] == ["Hay 3 maniobras de combate y solo se pueden elegir 2."]


def test_complicaciones_elegir_una() -> None:
    """COMPLICACIONES (elegir 1); las de «algo» se escriben con su objeto."""
    assert campos(ficha(complicaciones=[]))["complicaciones"] == ["Hay que elegir exactamente 1 complicación; hay 0."]
    assert mensajes(ficha(complicaciones=["Vulnerabilidad a la kriptonita verde"])) == []
    assert campos(ficha(complicaciones=["Alergia"]))["complicaciones[0]"] == [
        "La complicación «Alergia» no está en la lista de complicaciones."
    ]


def test_teleportarse_incluye_el_anterior_y_debilitar_pide_atributo() -> None:
    """«Teleportarse a destino conocido (incluye el poder anterior)»; «Debilitar "Atributo" (seleccionar un atributo)»."""
    problemas = campos(
        ficha(
            poderes=[
                {"nombre": "Teleportarse"},
                {"nombre": "Teleportarse a destino conocido"},
                {"nombre": 'Debilitar "Atributo"'},
            ]
        )
    )
    assert problemas["poderes[1]"] == [
        "«Teleportarse a destino conocido» ya incluye «Teleportarse»: no hace falta comprar los dos."
    ]
    assert problemas["poderes[2].detalle"] == ['«Debilitar "Atributo"»: indica en «detalle» qué atributo debilita.']


def test_crecer_da_interponerse_gratis() -> None:
    """«Crecer»: gana la maniobra «interponerse» (no gasta maniobra)."""
    sheet = ficha(poderes=[{"nombre": "Crecer"}, {"nombre": "Volar"}, {"nombre": "Superprotección"}],
                  maniobras=["Interponerse", "Parada", "Esquiva"])  # fmt: skip
    assert mensajes(sheet) == []


def test_monstruoso_incluye_llamativo() -> None:
    """COMPLICACIONES «Monstruoso»: incluye la complicación «llamativo»."""
    problemas = campos(ficha(arquetipo="Dios", complicaciones=["Monstruoso", "Llamativo"]))
    assert problemas["complicaciones[1]"] == ["«Monstruoso» ya incluye la complicación «Llamativo»."]


def test_puntos_de_heroe_como_mucho_medio_nivel() -> None:
    """PUNTOS DE HÉROE: el máximo que se puede tener a la vez es ½ nivel."""
    assert campos(ficha(puntos_heroe=5))["puntos_heroe"] == ["El máximo de puntos de Héroe es ½ nivel (4); hay 5."]


def test_duro_de_matar_es_dificil_de_matar() -> None:
    """FAQ: «Duro de matar» es la ventaja «Difícil de matar»."""
    assert derivados.tiene_ventaja(ficha(ventajas=["Duro de matar", "Pesado"]), "Difícil de matar")


def test_fichas_de_ejemplo_legales_salvo_la_ilegal() -> None:
    carpeta = REPO / "sheets" / "epic20"
    fichas = sorted(carpeta.glob("*.json"))
    assert len(fichas) >= 9
    arquetipos = set()
    esbirros = 0
    for ruta in fichas:
        sheet = load_sheet(ruta)
        assert isinstance(sheet, FichaEpic20)
        if ruta.name == "ilegal_ejemplo.json":
            assert len(mensajes(sheet)) >= 10
            continue
        assert mensajes(sheet) == [], ruta.name
        assert 5 <= sheet.nivel <= 15
        arquetipos.add(sheet.arquetipo)
        esbirros += sheet.esbirro
    assert None in arquetipos and len(arquetipos) >= 6 and esbirros >= 2


@settings(max_examples=40, deadline=None)
@given(hs.sampled_from(sorted(CASOS)), hs.randoms(use_true_random=False))
def test_derivados_no_dependen_del_orden_y_la_ficha_legal_se_conserva(arquetipo: str, azar: random.Random) -> None:
    """Property: a legal sheet round-trips through JSON unchanged; derived values, budget and problems do not
    depend on the order in which the fields were filled."""
    argumentos = {k: v for k, v in CASOS[arquetipo][0].items() if k != "ventajas_extra"}
    sheet = construir(arquetipo, **argumentos)
    if arquetipo in ("Armero", "Soldado"):
        sheet = leer({**sheet.model_dump(), "ventajas": ["Excelente piloto", "Nave espacial"]})
    datos = sheet.model_dump(mode="json")
    claves = list(datos)
    azar.shuffle(claves)
    barajada = leer({k: datos[k] for k in claves})
    assert RULESET.derived(barajada) == RULESET.derived(sheet)
    assert RULESET.budget(barajada) == RULESET.budget(sheet)
    assert RULESET.validate(barajada) == RULESET.validate(sheet)
    assert [p for p in RULESET.validate(sheet) if p.gravedad == "error"] == []
    copia = FichaEpic20.model_validate_json(json.dumps(datos))
    assert copia == sheet and copia.model_dump(mode="json") == datos
