"""The combat engine with the document's numbers: ATACAR EN COMBATE, DAÑO EN COMBATE, ATURDIMIENTO..."""

from __future__ import annotations

from fractions import Fraction

import pytest

from core.battle import IllegalAction
from core.dice import probability
from core.ruleset import Action
from core.rulesets.epic20 import RULESET
from tests.core.rulesets.epic20.ayuda import batalla, ficha, paso, vivo


def ana(**cambios: object):  # type: ignore[no-untyped-def]
    """Level 8, Corpulencia 1, Superfuerza (+8), Superprotección (defence 18), 4 PV."""
    return ficha(nombre="Ana", **cambios)


def bruno(**cambios: object):  # type: ignore[no-untyped-def]
    """Level 8, Superfuerza (+8), no defence power (defence 14), 4 PV."""
    datos: dict[str, object] = {"poderes": [{"nombre": "Superfuerza"}, {"nombre": "Volar"}]}
    datos.update(cambios)
    return ficha(nombre="Bruno", **datos)


def duelo(**opciones: object):  # type: ignore[no-untyped-def]
    fichas = opciones.pop("fichas", None) or {"ana": ana(), "bruno": bruno()}
    return batalla(fichas, orden=list(fichas), **opciones)  # type: ignore[arg-type]


def test_iniciativa_1d20_mas_agilidad_por_nivel() -> None:
    """INICIATIVA: 1d20 + Agilidad × nivel (+4 Iniciativa mejorada): Ana 5 + 12 = 17, Bruno 15 + 12 = 27."""
    b = batalla({"ana": ana(), "bruno": bruno()}, orden=None, dados=[5, 15])  # type: ignore[arg-type]
    assert b.state["orden"] == ["bruno", "ana"]
    assert vivo(b, "ana")["iniciativa"] == 17
    assert b.view.turn == "bruno"


def test_sorpresa_actua_primero_con_superioridad() -> None:
    """FAQ «¿Cómo funciona la sorpresa?»: el atacante por sorpresa actúa primero y con Superioridad."""
    b = batalla({"ana": ana(), "bruno": bruno()}, orden=None, dados=[1, 20], sorpresa=["ana"])  # type: ignore[arg-type]
    assert b.view.turn == "ana"
    paso(b, "ana", "atacar", [3, 12], objetivo="bruno", ataque="Superfuerza")
    assert vivo(b, "bruno")["puntos_vida"] == 3


def test_igualar_la_defensa_impacta_y_resta_1_a_la_defensa() -> None:
    """DAÑO EN COMBATE: éxito por menos de cinco → -1 a la defensa (igualar la defensa impacta por defecto)."""
    b = duelo()
    paso(b, "ana", "atacar", [6], objetivo="bruno", ataque="Superfuerza")
    assert vivo(b, "bruno")["defensa"] == 13
    assert vivo(b, "bruno")["puntos_vida"] == 4


def test_regla_casera_igualar_no_impacta() -> None:
    b = duelo(igualar_impacta=False)
    paso(b, "ana", "atacar", [6], objetivo="bruno", ataque="Superfuerza")
    assert vivo(b, "bruno")["defensa"] == 14


def test_el_penalizador_de_defensa_se_acumula_sin_limite() -> None:
    """DAÑO EN COMBATE: «Ese penalizador se va acumulando, sin límite»."""
    b = duelo()
    paso(b, "ana", "atacar", [9], objetivo="bruno", ataque="Superfuerza")
    paso(b, "bruno", "pasar")
    paso(b, "ana", "atacar", [8], objetivo="bruno", ataque="Superfuerza")
    assert vivo(b, "bruno")["defensa"] == 12
    assert vivo(b, "bruno")["penalizador_defensa"] == 2


@pytest.mark.parametrize(("dado", "dano"), [(11, 1), (15, 1), (16, 2), (20, 2)])
def test_cada_5_puntos_de_diferencia_es_1_punto_de_dano(dado: int, dano: int) -> None:
    """DAÑO EN COMBATE: por cada 5 puntos de diferencia se pierde 1 pto de vida (sin restar defensa)."""
    b = duelo()
    paso(b, "ana", "atacar", [dado], objetivo="bruno", ataque="Superfuerza")
    assert vivo(b, "bruno")["puntos_vida"] == 4 - dano
    assert vivo(b, "bruno")["defensa"] == 14


def test_un_20_siempre_impacta_y_da_un_punto_de_heroe() -> None:
    """RESOLVER ACCIONES: un 20 es crítico, siempre éxito, y en situación estresante da 1 punto de Héroe."""
    b = duelo(fichas={"ana": ana(nivel=2), "bruno": bruno(poderes=[{"nombre": "Superprotección"}], nivel=20)})
    paso(b, "ana", "atacar", [20], objetivo="bruno", ataque="Superfuerza")
    assert vivo(b, "bruno")["defensa"] == 30 - 1
    assert vivo(b, "ana")["puntos_heroe"] == 1


def test_un_1_siempre_falla_y_es_pifia_solo_con_inferioridad() -> None:
    """RESOLVER ACCIONES y Reglas de equipo «Estropearse»: con un 1 el equipo se estropea; con Inferioridad,
    no podrá usarse el resto de la partida."""
    arma = [{"nombre": "Hacha", "tipo": "especial", "categoria": "arma"}]
    b = duelo(fichas={"ana": ana(nivel=20, equipo=arma), "bruno": bruno()})
    paso(b, "ana", "atacar", [1], objetivo="bruno", ataque="Hacha")
    assert vivo(b, "bruno")["defensa"] == 14
    assert vivo(b, "ana")["equipo_estropeado"] == {"Hacha": "turno"}
    assert any("fallo." in linea for linea in b.log_lines())
    c = duelo(fichas={"ana": ana(equipo=arma), "bruno": bruno()})
    paso(c, "ana", "atacar", [1, 15], objetivo="bruno", ataque="Hacha", inferioridad=1)
    assert vivo(c, "ana")["equipo_estropeado"] == {"Hacha": "partida"}
    assert any("pifia" in linea for linea in c.log_lines())


def test_superioridad_e_inferioridad_se_contrarrestan() -> None:
    """Superioridad e Inferioridad: Superioridad + Doble Inferioridad = Inferioridad (2d20, el peor)."""
    b = duelo(fichas={"ana": ana(puntos_heroe=2), "bruno": bruno()})
    paso(
        b, "ana", "atacar", [15, 3], objetivo="bruno", ataque="Superfuerza", punto_heroe="superioridad", inferioridad=2
    )
    assert vivo(b, "bruno")["puntos_vida"] == 4
    assert vivo(b, "bruno")["defensa"] == 14  # 3 + 8 = 11 < 14
    assert vivo(b, "ana")["puntos_heroe"] == 1


def test_exact_probability_superioridad_closed_form() -> None:
    """Superioridad: P(max of n d20 ≥ t) = 1 − ((t−1)/20)^n; Inferioridad: ((21−t)/20)^n."""
    for n in (1, 2, 3, 4):
        expresion = "1d20" if n == 1 else f"{n}d20kh1"
        for t in range(1, 21):
            assert probability(expresion, ">=", t) == 1 - Fraction(t - 1, 20) ** n
            if n > 1:
                assert probability(f"{n}d20kl1", ">=", t) == Fraction(21 - t, 20) ** n
    assert probability("3d20kh1", ">=", 15) == 1 - Fraction(14, 20) ** 3


def test_reactions_muestra_la_probabilidad_exacta() -> None:
    """The attacker needs 6+ on the d20 (15/20, quoted in the detail); the target's side is 5/20."""
    b = duelo()
    accion = Action("ana", "atacar", ("bruno",), params={"ataque": "Superfuerza", "punto_heroe": None})
    opcion = RULESET.reactions(b.view, accion)[0]
    assert opcion.probabilidad == pytest.approx(5 / 20)
    assert "6+" in opcion.detalle and "75 %" in opcion.detalle


@pytest.mark.parametrize(
    ("corpulencia", "dano", "aturdido"), [(1, 2, False), (1, 3, True), (0.5, 2, True), (0.5, 1, False), (0, 1, True)]
)
def test_aturdimiento_segun_corpulencia(corpulencia: float, dano: int, aturdido: bool) -> None:
    """ATURDIMIENTO: Corpulencia 0 la mitad − 1 (mínimo 1); ½ la mitad; 1 más de la mitad (4 PV)."""
    atributos = {"corpulencia": corpulencia, "agilidad": 1, "percepcion": 1, "inteligencia": 0.5, "presencia": 0.5}
    if corpulencia == 0:
        atributos["presencia"] = 0.5
    b = duelo(fichas={"ana": ana(nivel=20), "bruno": bruno(atributos=atributos)})
    # Ana +20 vs defence 20 (nivel 8: 14): margin = dado + 20 - 14
    dado = {1: 2, 2: 4, 3: 9}[dano]
    paso(b, "ana", "atacar", [dado], objetivo="bruno", ataque="Superfuerza")
    assert vivo(b, "bruno")["puntos_vida"] == 4 - dano
    assert vivo(b, "bruno")["aturdido"] is aturdido


def test_aturdido_ataca_con_inferioridad_en_su_turno() -> None:
    b = duelo(fichas={"ana": ana(nivel=20), "bruno": bruno()})
    paso(b, "ana", "atacar", [9], objetivo="bruno", ataque="Superfuerza")
    assert vivo(b, "bruno")["aturdido"]
    paso(b, "bruno", "atacar", [18, 2], objetivo="ana", ataque="Superfuerza")
    assert vivo(b, "ana")["defensa"] == 30


def test_como_muere_un_personaje_inconsciente_moribundo_y_muerto() -> None:
    """FAQ «¿Cómo muere un personaje?»: 0 PV inconsciente; negativos moribundo; −nivel muerto."""
    b = duelo(fichas={"ana": ana(nivel=30), "bruno": bruno()})
    paso(b, "ana", "atacar", [20], objetivo="bruno", ataque="Superfuerza")  # 50 - 14 = 36 → 7
    assert vivo(b, "bruno")["puntos_vida"] == -3
    assert vivo(b, "bruno")["estados"] == ["inconsciente", "moribundo"]
    assert b.view.turn == "ana"  # the dying are unconscious: their turn is skipped
    with pytest.raises(IllegalAction, match="moribundo"):
        paso(b, "bruno", "atacar", [10], objetivo="ana", ataque="Superfuerza")
    paso(b, "bruno", "tirada_moribundo", [9, 4])  # Corpulencia 1: Superioridad → 9 < 10 (accepted out of turn)
    assert vivo(b, "bruno")["puntos_vida"] == -4 and b.view.turn == "ana"
    with pytest.raises(IllegalAction, match="ya hizo su tirada"):
        paso(b, "bruno", "tirada_moribundo", [12, 3])  # one dying roll per round
    paso(b, "ana", "pasar")
    paso(b, "bruno", "tirada_moribundo", [12, 3])
    assert vivo(b, "bruno")["puntos_vida"] == -4
    paso(b, "ana", "pasar")
    paso(b, "bruno", "pasar")  # a «pasar» without dice: no dying roll is made, nothing changes
    assert vivo(b, "bruno")["puntos_vida"] == -4 and b.view.turn == "ana"
    paso(b, "ana", "pasar")
    paso(b, "bruno", "tirada_moribundo", [16, 1])  # the dying roll is its own action («pasar» never rolls)
    assert "estabilizado" in vivo(b, "bruno")["estados"]
    assert b.outcome() is not None and b.outcome().ganador == "ana"  # type: ignore[union-attr]


def test_muerte_a_menos_el_nivel_e_inmortalidad() -> None:
    """Muere al llegar a −nivel; con Inmortalidad queda inconsciente a −nivel."""
    b = duelo(fichas={"ana": ana(nivel=40), "bruno": bruno(nivel=4)})
    paso(b, "ana", "atacar", [20], objetivo="bruno", ataque="Superfuerza")
    assert "muerto" in vivo(b, "bruno")["estados"]
    inmortal = bruno(nivel=4, poderes=[{"nombre": "Superfuerza"}, {"nombre": "Inmortalidad"}])
    c = duelo(fichas={"ana": ana(nivel=40), "bruno": inmortal})
    paso(c, "ana", "atacar", [20], objetivo="bruno", ataque="Superfuerza")
    assert vivo(c, "bruno")["puntos_vida"] == -4
    assert "muerto" not in vivo(c, "bruno")["estados"]


def test_dificil_de_matar_suma_superioridad_a_la_tirada_de_moribundo() -> None:
    """VENTAJAS «Difícil de matar»: Superioridad a estabilizarse; con Corpulencia 1, Doble Superioridad (3d20)."""
    b = duelo(fichas={"ana": ana(nivel=30), "bruno": bruno(ventajas=["Difícil de matar", "Pesado"])})
    paso(b, "ana", "atacar", [20], objetivo="bruno", ataque="Superfuerza")
    paso(b, "bruno", "tirada_moribundo", [2, 3, 16])
    assert "estabilizado" in vivo(b, "bruno")["estados"]


def test_esbirros_con_menos_puntos_de_vida() -> None:
    """DAÑO EN COMBATE «Esbirros»: el Director fija sus PV (mínimo 1)."""
    b = duelo(fichas={"ana": ana(), "esbirro": bruno(esbirro=True, puntos_vida_esbirro=1)})
    assert vivo(b, "esbirro")["puntos_vida"] == 1
    paso(b, "ana", "atacar", [11], objetivo="esbirro", ataque="Superfuerza")
    assert "inconsciente" in vivo(b, "esbirro")["estados"]
    assert b.outcome().ganador == "ana"  # type: ignore[union-attr]


def test_movimiento_antes_que_la_accion_estandar() -> None:
    """Tipos de acciones: las de movimiento siempre antes de las estándar, salvo ciertas maniobras."""
    b = duelo()
    paso(b, "ana", "mover")
    paso(b, "ana", "mover")  # the standard action becomes a move action
    assert vivo(b, "ana")["acciones"]["estandar"] == 0
    assert b.view.turn == "bruno"
    paso(b, "bruno", "atacar", [2], objetivo="ana", ataque="Superfuerza")
    assert b.view.turn == "ana"


def test_actuar_y_despues_moverse() -> None:
    b = duelo(fichas={"ana": ana(maniobras=["Actuar y después moverse", "Parada"]), "bruno": bruno()})
    paso(b, "ana", "atacar", [2], objetivo="bruno", ataque="Superfuerza")
    assert b.view.turn == "ana"
    paso(b, "ana", "mover")
    assert b.view.turn == "bruno"
    c = duelo(fin_turno_automatico=False)
    paso(c, "ana", "atacar", [2], objetivo="bruno", ataque="Superfuerza")
    assert c.view.turn == "ana"
    with pytest.raises(IllegalAction, match="antes de las estándar"):
        paso(c, "ana", "mover")
    paso(c, "ana", "usar_objeto")
    paso(c, "ana", "pasar")
    assert c.view.turn == "bruno"


def test_ataque_sin_el_ataque_en_la_ficha_se_rechaza() -> None:
    b = duelo()
    with pytest.raises(IllegalAction, match="no tiene el ataque «Rayo»"):
        paso(b, "ana", "atacar", [10], objetivo="bruno", ataque="Rayo")
    with pytest.raises(IllegalAction, match="No es el turno de Bruno"):
        paso(b, "bruno", "atacar", [10], objetivo="ana", ataque="Superfuerza")


def test_punto_de_heroe_al_estabilizado_y_dano_emocional_no_cura() -> None:
    """+1 PV a un estabilizado en negativo no le hace volver a morir; el daño emocional no sube los PV."""
    from core.rulesets.epic20.danos import aplicar_dano

    b = duelo(fichas={"ana": ana(nivel=30), "bruno": bruno(puntos_heroe=1)})
    paso(b, "ana", "atacar", [20], objetivo="bruno", ataque="Superfuerza")
    paso(b, "bruno", "tirada_moribundo", [17, 2])
    paso(b, "bruno", "usar_punto_heroe")
    assert vivo(b, "bruno")["puntos_vida"] == -2 and "estabilizado" in vivo(b, "bruno")["estados"]
    from core.battle import Resolution
    from core.dice import ScriptedSource

    ctx = Resolution(b.state, b.combatants, b.options, ScriptedSource([]))
    aplicar_dano(ctx, "bruno", 2, emocional=True, origen="prueba")
    assert ctx.live("bruno")["puntos_vida"] == -2


def test_pasar_tras_el_fin_automatico_no_hace_nada() -> None:
    """A script that passes explicitly after an attack still works: the «pasar» right after is a no-op."""
    b = duelo()
    paso(b, "ana", "atacar", [2], objetivo="bruno", ataque="Superfuerza")
    paso(b, "ana", "pasar")
    assert b.view.turn == "bruno"
    with pytest.raises(IllegalAction, match="No es el turno de Ana"):
        paso(b, "ana", "pasar")
    paso(b, "bruno", "atacar", [2], objetivo="ana", ataque="Superfuerza")
    assert b.view.turn == "ana"
