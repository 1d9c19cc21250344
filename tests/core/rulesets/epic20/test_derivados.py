"""Derived values of a sheet, with the rule document's worked examples."""

from __future__ import annotations

import pytest

from core.rulesets.epic20 import RULESET, derivados
from core.rulesets.epic20.ficha import PoderFicha
from core.rulesets.epic20.presupuesto import coste_poder
from tests.core.rulesets.epic20.ayuda import ficha


def test_defenderse_en_combate_14_16_18_a_nivel_8() -> None:
    """DEFENDERSE EN COMBATE: nivel 8 → 14; armadura mundana 16 (¼ nivel); armadura especial 18."""
    comun = {"poderes": [{"nombre": "Volar"}, {"nombre": "Supersalto"}], "canjes": {"habilidades": 1.5},
             "habilidades": {"Atletismo": 2, "Acrobacias": 2, "Sigilo": 1, "Intuición": 1, "Medicina": 1}}  # fmt: skip
    cota = {"nombre": "Cota de mallas", "tipo": "mundano", "categoria": "armadura"}
    especial = {"nombre": "Armadura de soldado estelar", "tipo": "especial", "categoria": "armadura"}
    assert derivados.defensa(ficha(**comun)) == 14
    assert derivados.defensa(ficha(**comun, equipo=[cota])) == 16
    assert derivados.defensa(ficha(**comun, equipo=[cota, especial])) == 18


def test_defensa_minima_de_armadura_es_1() -> None:
    """DEFENDERSE EN COMBATE: «La defensa mínima que suma una armadura ... es 1» (nivel 2: ¼ = 0 → 1)."""
    sheet = ficha(nivel=2, equipo=[{"nombre": "Chaleco", "tipo": "mundano", "categoria": "armadura"}])
    assert derivados.defensa(sheet) == 10 + 1 + 1


def test_solo_se_aplica_una_defensa_la_mejor() -> None:
    """DEFENDERSE EN COMBATE: sólo se puede aplicar una defensa a la vez (Superprotección especial ½ nivel)."""
    sheet = ficha(equipo=[{"nombre": "Cota", "tipo": "mundano", "categoria": "armadura"}])
    assert derivados.defensa(sheet) == 14 + 4


@pytest.mark.parametrize(
    ("atributo", "ataque", "esperado"),
    [(1, "Superfuerza", 10), (0.5, "Pistola blaster", 5)],
)
def test_faq_como_se_calcula_el_valor_de_ataque(atributo: float, ataque: str, esperado: int) -> None:
    """PREGUNTAS FRECUENTES «¿Cómo se calcula el valor de ataque?»: nivel 10 con Corpulencia destacable y
    superfuerza → 1d20 + 10; agilidad normal y pistola blaster (especial) → 1d20 + 5."""
    atributos = {"corpulencia": atributo, "agilidad": 0.5, "percepcion": 1, "inteligencia": 0.5, "presencia": 0}
    if atributo == 0.5:
        atributos["inteligencia"] = 1
    sheet = ficha(nivel=10, atributos=atributos,
                  equipo=[{"nombre": "Pistola blaster", "tipo": "especial", "categoria": "arma", "alcance": "distancia"}])  # fmt: skip
    assert derivados.bono_ataque(sheet, derivados.ataques(sheet)[ataque]) == esperado


def test_tipos_de_ataque_sin_armas_0_mundano_medio_especial_1() -> None:
    """RESOLVER ACCIONES: nivel × (menor entre Atributo y Tipo de ataque): sin armas 0, mundano ½, especial 1."""
    sheet = ficha(equipo=[{"nombre": "Espada", "tipo": "mundano", "categoria": "arma"}])
    ataques = derivados.ataques(sheet)
    assert derivados.bono_ataque(sheet, ataques["Espada"]) == 4
    assert derivados.bono_ataque(sheet, ataques["Superfuerza"]) == 8
    # Superfuerza: «no se aplican penalizadores por el hecho de atacar con las manos desnudas»
    assert derivados.bono_ataque(sheet, ataques["sin_armas"]) == 8
    sin_poderes = ficha(
        poderes=[{"nombre": "Volar"}], equipo=[{"nombre": "Espada", "tipo": "mundano", "categoria": "arma"}]
    )
    assert derivados.bono_ataque(sin_poderes, derivados.ataques(sin_poderes)["sin_armas"]) == 0


def test_lucha_sin_armas_no_cuenta_como_desarmado() -> None:
    """MANIOBRAS «Lucha sin armas»: no se le aplica 0 a los ataques, sino ½ nivel."""
    sheet = ficha(poderes=[{"nombre": "Volar"}], maniobras=["Lucha sin armas", "Parada"])
    assert derivados.bono_ataque(sheet, derivados.ataques(sheet)["sin_armas"]) == 4


def test_fineza_y_ojo_agudo_cambian_el_atributo() -> None:
    """MANIOBRAS «Fineza con un arma» (Agilidad c/c) y «Ojo agudo» (Percepción a distancia)."""
    atributos = {"corpulencia": 0, "agilidad": 1, "percepcion": 1, "inteligencia": 0.5, "presencia": 0.5}
    equipo = [{"nombre": "Estoque", "tipo": "especial", "categoria": "arma"},
              {"nombre": "Arco", "tipo": "especial", "categoria": "arma", "alcance": "distancia"}]  # fmt: skip
    normal = ficha(atributos=atributos, equipo=equipo)
    assert derivados.bono_ataque(normal, derivados.ataques(normal)["Estoque"]) == 0
    fina = ficha(atributos=atributos, equipo=equipo, maniobras=["Fineza con un arma", "Ojo agudo"])
    assert derivados.bono_ataque(fina, derivados.ataques(fina)["Estoque"]) == 8


def test_dano_en_combate_luchador_de_nivel_4_tiene_2_puntos_de_vida() -> None:
    """DAÑO EN COMBATE: «un luchador de nivel 4 tendría 2 puntos de vida»; máximo 4, mínimo 1."""
    assert derivados.puntos_vida(ficha(nivel=4)) == 2
    assert derivados.puntos_vida(ficha(nivel=20)) == 4
    assert derivados.puntos_vida(ficha(nivel=1)) == 1


def test_vida_extra_y_grande_limitados_al_nivel() -> None:
    """Vida extra (+1 cada una) y Grande (+1); un personaje jugador como mucho tantos PV como su nivel."""
    poderes = [{"nombre": "Vida extra"}, {"nombre": "Vida extra"}, {"nombre": "Vida extra"}]
    assert derivados.puntos_vida(ficha(poderes=poderes, ventajas=["Grande", "Pesado"])) == 4 + 3 + 1
    assert derivados.puntos_vida(ficha(nivel=2, poderes=poderes)) == 2


def test_esbirros_pueden_tener_menos_puntos_de_vida() -> None:
    """DAÑO EN COMBATE «Esbirros»: el número lo determina el Director; su mínimo será 1."""
    assert derivados.puntos_vida(ficha(esbirro=True, puntos_vida_esbirro=1)) == 1
    assert derivados.puntos_vida(ficha(esbirro=True, puntos_vida_esbirro=0)) == 1


@pytest.mark.parametrize(("maniobras", "bono"), [([], 8), (["Iniciativa mejorada"], 12),
                                                 (["Iniciativa mejorada", "Iniciativa mejorada 2"], 14),
                                                 (["Iniciativa mejorada", "Iniciativa mejorada 2", "Iniciativa mejorada 3"], 16)])  # fmt: skip
def test_iniciativa_agilidad_por_nivel_e_iniciativa_mejorada(maniobras: list[str], bono: int) -> None:
    """INICIATIVA: 1d20 + Agilidad × nivel; Iniciativa mejorada +4, 2: +6, 3: +8."""
    assert derivados.bono_iniciativa(ficha(maniobras=maniobras), acercandose=False) == bono


def test_calculador_rapido_y_carga_brutal() -> None:
    """VENTAJAS «Calculador rápido» (Inteligencia) y MANIOBRAS «Carga brutal» (Corpulencia al acercarse)."""
    atributos = {"corpulencia": 1, "agilidad": 0, "percepcion": 0.5, "inteligencia": 1, "presencia": 0.5}
    assert (
        derivados.bono_iniciativa(ficha(atributos=atributos, ventajas=["Calculador rápido"], maniobras=["Parada"])) == 8
    )
    carga = ficha(atributos=atributos, maniobras=["Carga brutal", "Parada"])
    assert derivados.bono_iniciativa(carga, acercandose=True) == 8
    assert derivados.bono_iniciativa(carga, acercandose=False) == 0


def test_lenguajes_segun_inteligencia_y_linguista() -> None:
    """VENTAJAS «Lingüista»: 1 lenguaje, 2 con Inteligencia normal, 3 destacable; +8 con Lingüista."""
    assert derivados.lenguajes(ficha()) == 2
    cero = {"corpulencia": 1, "agilidad": 1, "percepcion": 0.5, "inteligencia": 0, "presencia": 0.5}
    assert derivados.lenguajes(ficha(atributos=cero)) == 1
    assert derivados.lenguajes(ficha(ventajas=["Lingüista", "Pesado"])) == 10


def test_limites_puntos_de_heroe_y_equipo_especial() -> None:
    """PUNTOS DE HÉROE: máximo ½ nivel. VENTAJAS «Equipo especial»: 1 pto por cada 4 niveles."""
    sheet = ficha(nivel=13)
    assert derivados.puntos_heroe_max(sheet) == 6
    assert derivados.limite_equipo_especial(sheet) == 3


def test_uso_limitado_ejemplo_del_droide() -> None:
    """Modificadores «Uso limitado»: ataque especial de área circular a distancia (3) pasa a coste 1."""
    poder = PoderFicha(nombre="Ataque especial de área circular a distancia", modificadores=["Uso limitado"])
    assert coste_poder(ficha(), poder) == 1
    mental = PoderFicha(nombre="Ataque de mental, área circular", modificadores=["Uso limitado"])
    assert coste_poder(ficha(), mental) == 2  # 6 / 3
    leer = PoderFicha(nombre="Leer mentes", modificadores=["Uso limitado"])
    assert coste_poder(ficha(), leer) == 1  # 1,5 / 3 = 0,5 → redondeo arriba y mínimo 1


def test_ataque_penetrante_medio_o_uno_en_area() -> None:
    """Modificadores «Ataque penetrante»: +½ si el ataque no es de área, +1 si es de área."""
    assert (
        coste_poder(ficha(), PoderFicha(nombre="Ataque especial a distancia", modificadores=["Ataque penetrante"]))
        == 1.5
    )
    area = PoderFicha(nombre="Ataque especial de área circular a distancia", modificadores=["Ataque penetrante"])
    assert coste_poder(ficha(), area) == 4


def test_derived_da_cada_valor_con_etiqueta_en_espanol() -> None:
    valores = RULESET.derived(ficha())
    assert valores["defensa"] == ("Defensa", 18)
    assert valores["ataque:Superfuerza"] == ("Ataque: Superfuerza", 8)
    assert valores["puntos_vida"][1] == 4
    assert valores["puntos_heroe_max"][1] == 4
    assert valores["lenguajes"][1] == 2
    assert valores["limite_equipo_especial"][1] == 2


def test_sin_miedo_defensa_mundana_contra_el_miedo() -> None:
    """VENTAJAS «Sin miedo»: defensa mundana contra ataques de miedo/terror (¼ nivel)."""
    sheet = ficha(ventajas=["Sin miedo", "Pesado"])
    assert derivados.defensa(sheet, "emocional") == 16
    assert derivados.defensa(ficha(), "emocional") == 14
