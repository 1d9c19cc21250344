"""III TIPOS DE PODER: each type code's mechanic."""

from __future__ import annotations

from typing import Any

from .utiles import batalla, ficha, hacer, por_que_no, vivo


def P(nombre: str, codigos: list[str], coste: int = 50, dano: int = 60, **campos: Any) -> dict[str, Any]:
    return {"nombre": nombre, "codigos": codigos, "coste": coste, "dano": dano, **campos}


def test_rayo_solo_bloqueable_y_solo_esquivable() -> None:
    """Poderes tipo Rayo solo Bloqueables (RB) / solo Esquivables (RE)."""
    b = batalla(ficha("A", poderes=[P("B", ["RB"]), P("E", ["RE"])]))
    assert "no puede esquivarse" in (por_que_no(b, "a", "poder", poder="B", respuesta="esquivar") or "")
    assert "no puede contraatacarse" in (por_que_no(b, "a", "poder", poder="B", respuesta="contraataque") or "")
    assert "no puede bloquearse" in (por_que_no(b, "a", "poder", poder="E", respuesta="bloquear") or "")
    hacer(b, "a", "poder", [5], poder="B", respuesta="bloquear")
    assert vivo(b, "b")["armadura"] == 80


def test_rayo_directo_sin_defensa_sin_bonos_y_3_usos() -> None:
    """Poderes tipo Rayo Directo: "sin que el rival tenga opción a evitarlo ... no obtienen bonos de daño y tienen un límite de 3 usos por rival"."""
    b = batalla(
        ficha(
            "A",
            cosmos=1000,
            bonos=[{"a": "dano_rayo", "valor": 20}],
            poderes=[P("D1", ["RD"], dano=40), P("X", ["R"], dano=20), P("Y", ["R"], dano=20)],
        )
    )
    assert "no se puede evitar" in (por_que_no(b, "a", "poder", poder="D1", respuesta="esquivar") or "")
    for _ in range(3):
        hacer(b, "a", "poder", [], poder="D1")
        hacer(b, "b", "pasar")
        hacer(b, "a", "poder", [1], poder="X", respuesta="esquivar")
        hacer(b, "b", "pasar")
        hacer(b, "a", "poder", [1], poder="Y", respuesta="esquivar")
        hacer(b, "b", "pasar")
    # RD 40 sin el bono a rayos; R 20 + 20 con él: 9 impactos de 40 = 360; la armadura (100) se agota
    assert (vivo(b, "b")["vida"], vivo(b, "b")["armadura"]) == (40, 0)
    assert "máximo 3" in (por_que_no(b, "a", "poder", poder="D1") or "")


def test_rayo_semidirecto_depende_de_la_tirada() -> None:
    """Poderes tipo Rayo SemiDirecto: "Realizan daño de forma directa ... aunque dependen de una tirada de dado"."""
    b = batalla(ficha("A", poderes=[P("S", ["RSD"], tirada_minima=6)]))
    hacer(b, "a", "poder", [5], poder="S")
    assert vivo(b, "b")["vida"] == 300
    b = batalla(ficha("A", poderes=[P("S", ["RSD"], tirada_minima=6)]))
    hacer(b, "a", "poder", [6], poder="S")
    assert vivo(b, "b")["vida"] == 270


def test_rayo_a_vida_y_a_armadura() -> None:
    """Rayo solo a Vida (RVid) y solo a Armadura (RArm): sin bonos de daño."""
    b = batalla(
        ficha(
            "A",
            bonos=[{"a": "dano_rayo", "valor": 20}],
            poderes=[P("V", ["RVid"], dano=50), P("Ar", ["RArm"], dano=150)],
        )
    )
    hacer(b, "a", "poder", [], poder="V")
    assert (vivo(b, "b")["vida"], vivo(b, "b")["armadura"]) == (250, 100)
    hacer(b, "b", "pasar")
    hacer(b, "a", "poder", [], poder="Ar")
    assert (vivo(b, "b")["vida"], vivo(b, "b")["armadura"]) == (250, 0)


def test_rayo_multiple_cada_rayo_por_separado_y_mas_10_con_especial() -> None:
    """Rayo Múltiple: "Añaden solo +10 ptos de daño x rayo con acción especial cosmos ... Se esquivan, bloquean o contraatacan de forma independiente"."""
    b = batalla(ficha("A", poderes=[P("M", ["RMult"], coste=100, dano=30, rayos=3)]))
    hacer(b, "a", "cosmos")
    hacer(b, "b", "pasar")
    hacer(b, "a", "cosmos")
    hacer(b, "b", "pasar")
    hacer(b, "a", "poder", [9, 1], poder="M", respuesta=["esquivar", "esquivar", "ninguna"])
    assert vivo(b, "b")["vida"] == 300 - 20 - 20  # dos rayos de 40
    assert vivo(b, "a")["cosmos"] == 150


def test_rayo_multiple_anulado_entero_por_defensa_rayo() -> None:
    """Rayo Múltiple: "Son anulados o devueltos de forma completa por poderes de Defensa Rayo"."""
    b = batalla(
        ficha("A", poderes=[P("M", ["RMult"], dano=30, rayos=3)]),
        ficha("B", poderes=[P("Espejo", ["DefR"], coste=40, dano=0)]),
    )
    hacer(b, "a", "poder", [], poder="M", respuesta={"poder": "Espejo"})
    assert vivo(b, "b")["vida"] == 300 and vivo(b, "b")["cosmos"] == 160


def test_inmovilizacion_sin_defensa_y_sin_poderes_ofensivos() -> None:
    """Poderes de Inmovilización: el rival no puede moverse "ni defensivos ni ofensivos"; "Quien realiza este poder, no podrá realizar ningún Poder ofensivo"."""
    b = batalla(ficha("A", cosmos=1000, poderes=[P("Cola", ["INM"], dano=0, turnos_inmovilizado=1), P("R1", ["R"])]))
    hacer(b, "a", "poder", [], poder="Cola")
    assert b.state["turno"] == "a"  # el turno del rival se pierde
    assert vivo(b, "b")["inmovilizado"]["turnos"] == 1
    assert "inmovilizado" in (por_que_no(b, "a", "golpe", respuesta="esquivar") or "")
    assert "poderes ofensivos" in (por_que_no(b, "a", "poder", poder="R1") or "")
    hacer(b, "a", "golpe", [])
    assert vivo(b, "b")["vida"] == 285 and not vivo(b, "b").get("inmovilizado")
    assert b.state["turno"] == "b"


def test_inmovilizacion_2_usos_por_rival() -> None:
    """Poderes de Inmovilización: "Pueden usarse un máximo de 2 veces por rival"."""
    b = batalla(ficha("A", cosmos=1000, poderes=[P("Cola", ["INM"], dano=0, turnos_inmovilizado=1)]))
    b.state["combatientes"]["a"]["usos"] = {"Cola": {"b": 2}}
    assert "máximo 2" in (por_que_no(b, "a", "poder", poder="Cola") or "")


def test_veneno_desde_el_siguiente_turno_en_el_turno_del_envenenador() -> None:
    """Poderes de Veneno: "Su efecto se aplica en el siguiente turno ... se resta siempre antes de que el envenenador realice su acción"."""
    b = batalla(ficha("A", poderes=[P("Ponzoña", ["V"], dano=20, veneno_turnos=2)]))
    hacer(b, "a", "poder", [], poder="Ponzoña")
    assert vivo(b, "b")["vida"] == 300
    hacer(b, "b", "pasar")
    assert vivo(b, "b")["vida"] == 280
    assert "ya sufre el veneno" in (por_que_no(b, "a", "poder", poder="Ponzoña") or "")
    hacer(b, "a", "pasar")
    hacer(b, "b", "pasar")
    assert vivo(b, "b")["vida"] == 260
    hacer(b, "a", "pasar")
    hacer(b, "b", "pasar")
    assert vivo(b, "b")["vida"] == 260 and not vivo(b, "b").get("venenos")


def test_rayo_veneno_solo_envenena_si_impacta() -> None:
    """Poderes tipo Rayo Veneno: "Se rigen por las reglas de los poderes tipo rayo y tipo veneno"."""
    b = batalla(ficha("A", poderes=[P("Espinas", ["RV"], dano=40, veneno_dano=10, veneno_turnos=2)]))
    hacer(b, "a", "poder", [6], poder="Espinas", respuesta="esquivar")
    assert not vivo(b, "b").get("venenos")
    b = batalla(ficha("A", poderes=[P("Espinas", ["RV"], dano=40, veneno_dano=10, veneno_turnos=2)]))
    hacer(b, "a", "poder", [], poder="Espinas")
    hacer(b, "b", "pasar")
    assert vivo(b, "b")["vida"] == 300 - 20 - 10


def test_mortal_con_la_tirada_indicada() -> None:
    """Poderes Mortales: "acaban con los puntos de vida del rival ... consiguiendo un número indicado en el poder"."""
    b = batalla(ficha("A", poderes=[P("Juicio", ["M"], dano=0, tirada_mortal=9)]))
    hacer(b, "a", "poder", [8], poder="Juicio")
    assert vivo(b, "b")["vida"] == 300
    b = batalla(ficha("A", poderes=[P("Juicio", ["M"], dano=0, tirada_mortal=9)]))
    hacer(b, "a", "poder", [9], poder="Juicio")
    assert vivo(b, "b")["vida"] == 0 and b.outcome().ganador == "a"  # type: ignore[union-attr]


def test_rayo_mortal_solo_si_impacta_y_destruye_armadura_si_lo_dice() -> None:
    """Poderes tipo Rayo Mortales: "Se rigen por las reglas de los poderes tipo rayo y tipo mortal"; "destruyen la armadura con la misma mecánica"."""
    b = batalla(ficha("A", poderes=[P("Hora", ["RM"], dano=40, tirada_mortal=8, mortal_armadura=True)]))
    hacer(b, "a", "poder", [8], poder="Hora")
    assert vivo(b, "b")["armadura"] == 0 and vivo(b, "b")["vida"] == 280


def test_presa_y_llave_de_poder_sin_bonos() -> None:
    """Poderes tipo Presa (daño por repetición del poder) y tipo Llave (hay que ganar la llave; sustituye su daño)."""
    b = batalla(
        ficha(
            "A",
            bonos=[{"a": "dano_presa", "valor": 5}],
            poderes=[P("Abrazo", ["P"], dano=15), P("Cerrojo", ["LL"], dano=70)],
        )
    )
    hacer(b, "a", "poder", [1, 3, 2], poder="Abrazo")
    assert vivo(b, "b")["vida"] == 270
    hacer(b, "b", "pasar")
    hacer(b, "a", "poder", [5, 2], poder="Cerrojo")
    assert vivo(b, "b")["vida"] == 270 - 35


def test_combo_de_poder() -> None:
    """Poderes tipo Combo: "funcionan como un combo ... Su daño viene indicado en el poder"."""
    b = batalla(ficha("A", poderes=[P("Manecillas", ["Comb"], dano=40)]))
    hacer(b, "a", "poder", [8], poder="Manecillas", respuesta=["ninguna", "ninguna", "esquivar"])  # 3.º a -2: 8-9
    assert vivo(b, "b")["vida"] == 260


def test_directo_sin_respuesta() -> None:
    """Poderes Directos: "se aplican de forma directa sobre el rival ... sin que este pueda hacer nada para evitarlo"."""
    b = batalla(ficha("A", bonos=[{"a": "dano", "valor": 30}], poderes=[P("Plumas", ["D"], dano=40)]))
    assert "no admite respuesta" in (
        por_que_no(b, "a", "poder", poder="Plumas", respuesta="esquivar") or ""
    ) or "no se puede evitar" in (por_que_no(b, "a", "poder", poder="Plumas", respuesta="esquivar") or "")
    hacer(b, "a", "poder", [], poder="Plumas")
    assert vivo(b, "b")["vida"] == 280


def test_turnos_extra_y_su_alternancia() -> None:
    """III ALTERNANCIA, Ejemplo (turnos extra): "Poder de Turnos Extra(acción A + acción B) - acción C - acción D - Poder de Turno Extra"."""
    b = batalla(ficha("A", cosmos=1000, poderes=[P("Carrera", ["T"], dano=0, turnos_extra=2)]))
    hacer(b, "a", "poder", [], poder="Carrera", objetivo=None)
    assert b.state["turno"] == "a"
    hacer(b, "a", "golpe", [1], respuesta="esquivar")
    assert "turnos extra" in (por_que_no(b, "a", "poder", poder="Carrera", objetivo=None) or "")
    hacer(b, "a", "lanzar_objeto", [1], respuesta="esquivar")
    assert b.state["turno"] == "b"
    hacer(b, "b", "pasar")
    assert "2 turnos normales" in (por_que_no(b, "a", "golpe") or "")
    hacer(b, "a", "cosmos")
    hacer(b, "b", "pasar")
    assert "1 turno normal" in (por_que_no(b, "a", "poder", poder="Carrera", objetivo=None) or "")
    hacer(b, "a", "agilidad")
    hacer(b, "b", "pasar")
    assert por_que_no(b, "a", "poder", poder="Carrera", objetivo=None) is None
    assert por_que_no(b, "a", "golpe") is None


def test_niveles_de_un_poder_comparten_alternancia() -> None:
    """III ALTERNANCIA: "Un mismo poder, que tenga diferentes niveles de potencia, esta sujeto a la regla de la alternancia para todos sus niveles"."""
    poder = P("Zarpazo", ["R"], coste=80, dano=80, niveles=[{"coste": 60, "dano": 60}, {"coste": 120, "dano": 120}])
    b = batalla(ficha("A", cosmos=1000, poderes=[poder]))
    hacer(b, "a", "poder", [], poder="Zarpazo", nivel=1)
    assert vivo(b, "b")["vida"] == 270
    hacer(b, "b", "pasar")
    assert "alternancia" in (por_que_no(b, "a", "poder", poder="Zarpazo", nivel=2) or "")


def test_alternancia_ejemplo_2_es_erroneo() -> None:
    """III ALTERNANCIA, Ejemplo 2: "acción A - acción B - acción A - acción C. Esto sería erróneo"; Ejemplo 1 (A-B-C-A) es válido."""
    b = batalla()
    hacer(b, "a", "golpe", [1], respuesta="esquivar")
    hacer(b, "b", "pasar")
    hacer(b, "a", "lanzar_objeto", [1], respuesta="esquivar")
    hacer(b, "b", "pasar")
    assert por_que_no(b, "a", "golpe") == "golpe: falta 1 acción distinta desde la última vez (alternancia)."
    hacer(b, "a", "presa", [2])
    hacer(b, "b", "pasar")
    assert por_que_no(b, "a", "golpe") is None


def test_resistencia_reduce_cada_ataque_de_fuego_por_separado() -> None:
    """Poder Tipo Fuego, ejemplo: "resistencia de -20 ptos daño fuego ... rayo de 50 ... veneno de -20 ... reduce en -20 ambos ataques"."""
    atacante = ficha("A", poderes=[P("Llama", ["R", "F"], dano=50), P("Brasa", ["V", "F"], dano=20, veneno_turnos=1)])
    b = batalla(atacante, ficha("B", resistencias={"fuego": 20}))
    hacer(b, "a", "poder", [], poder="Brasa")
    hacer(b, "b", "pasar")
    assert vivo(b, "b")["vida"] == 300  # 20 - 20 = 0
    hacer(b, "a", "poder", [], poder="Llama")
    assert (vivo(b, "b")["vida"], vivo(b, "b")["armadura"]) == (285, 85)


def test_combo_elemental_fuego_hielo_fuego_destruye_la_armadura() -> None:
    """Combo Elemental, ejemplo válido: "Turno1-Poder Tipo Fuego + ... Turno2-Poder Tipo Hielo + ... Turno3-Poder Tipo Fuego"."""
    atacante = ficha(
        "A",
        cosmos=1000,
        poderes=[P("F1", ["R", "F"], dano=10), P("H1", ["R", "H"], dano=10), P("F2", ["RE", "F"], dano=10)],
    )
    b = batalla(atacante)
    for nombre in ("F1", "H1"):
        hacer(b, "a", "poder", [], poder=nombre)
        hacer(b, "b", "pasar")
    hacer(b, "a", "poder", [], poder="F2")
    assert vivo(b, "b")["armadura"] == 0 and vivo(b, "b")["armadura_rota"]


def test_combo_elemental_no_vale_con_un_golpe_en_medio() -> None:
    """Combo Elemental, ejemplo no válido: "Turno1-Fuego ... Turno2-Hielo ... Turno3-acción golpe ... Turno4-Fuego"."""
    atacante = ficha(
        "A",
        cosmos=1000,
        poderes=[P("F1", ["R", "F"], dano=10), P("H1", ["R", "H"], dano=10), P("F2", ["RE", "F"], dano=10)],
    )
    b = batalla(atacante)
    for nombre in ("F1", "H1"):
        hacer(b, "a", "poder", [], poder=nombre)
        hacer(b, "b", "pasar")
    hacer(b, "a", "golpe", [])
    hacer(b, "b", "pasar")
    hacer(b, "a", "poder", [], poder="F2")
    assert vivo(b, "b")["armadura"] > 0


def test_ambiente_afecta_a_todos_y_no_se_repite() -> None:
    """Poderes de Ambiente: "afecta tanto a enemigos como aliados por igual" y "No pueden aplicarse nuevamente mientras sus efectos sigan activos"."""
    b = batalla(
        ficha("A", cosmos=1000, poderes=[P("Ventisca", ["A"], dano=0, ambiente={"esquivar": -1, "dano_por_turno": 10})])
    )
    hacer(b, "a", "poder", [], poder="Ventisca", objetivo=None)
    hacer(b, "b", "golpe", [6], respuesta="esquivar", objetivo="a")  # 7-9 en el ambiente: 15 a vida
    assert vivo(b, "a")["vida"] == 280 and vivo(b, "b")["vida"] == 295  # y 10 a todos al empezar el turno de A
    assert "ambiente activo" in (por_que_no(b, "a", "poder", poder="Ventisca", objetivo=None) or "")


def test_grupal_elige_objetivos() -> None:
    """Poder Grupal: "El que realiza el poder grupal puede indicar a quien afecta y a quien no"."""
    from core.battle import Battle, Combatant
    from core.dice import ScriptedSource
    from core.ruleset import Action

    from .utiles import RULESET

    gente = [
        Combatant("a", "A", "x", ficha("A", poderes=[P("Tormenta", ["R", "G"], dano=60)])),
        Combatant("b", "B", "y", ficha("B")),
        Combatant("c", "C", "y", ficha("C")),
    ]
    b = Battle.start(RULESET, gente, ScriptedSource(), {}, None)
    b.apply(Action("a", "poder", ("b", "c"), ["ninguna", "esquivar"], {"poder": "Tormenta"}), ScriptedSource([9]))
    assert b.state["combatientes"]["b"]["vida"] == 270 and b.state["combatientes"]["c"]["vida"] == 300


def test_control_requiere_especial_cosmos_y_obliga_una_accion() -> None:
    """Poder Tipo Control: "es necesario haber realizado con anterioridad Acción Especial Cosmos"; no puede obligar a "Acción Cosmos"."""
    b = batalla(ficha("A", poderes=[P("Péndulo", ["C"], dano=0)]), ficha("B", poderes=[P("Rayo B", ["R"], dano=50)]))
    assert "Acción Especial Cosmos" in (por_que_no(b, "a", "poder", poder="Péndulo") or "")
    hacer(b, "a", "cosmos")
    hacer(b, "b", "pasar")
    hacer(b, "a", "cosmos")
    hacer(b, "b", "pasar")
    # la orden prohibida rechaza el poder (no se paga ni gasta un uso)
    assert "no puede obligar a realizar cosmos" in (
        por_que_no(b, "a", "poder", poder="Péndulo", accion_forzada={"accion": "cosmos"}) or ""
    )
    hacer(b, "a", "poder", [], poder="Péndulo", accion_forzada={"accion": "golpe", "objetivo": "a"})
    assert vivo(b, "a")["vida"] == 285
    hacer(b, "b", "pasar")
    hacer(b, "a", "golpe", [1], respuesta="esquivar")
    hacer(b, "b", "pasar")
    hacer(b, "a", "lanzar_objeto", [1], respuesta="esquivar")
    hacer(b, "b", "pasar")
    hacer(
        b,
        "a",
        "poder",
        [],
        poder="Péndulo",
        accion_forzada={"accion": "golpe", "objetivo": "a", "respuesta": "ninguna"},
    )
    assert vivo(b, "a")["vida"] == 270  # B, controlado, golpea a A
    assert "golpe" not in [e["clave"] for e in vivo(b, "b")["historial"]]  # no influye en su alternancia
    hacer(b, "b", "pasar")
    hacer(b, "a", "golpe", [1], respuesta="esquivar")
    hacer(b, "b", "pasar")
    hacer(b, "a", "lanzar_objeto", [1], respuesta="esquivar")
    hacer(b, "b", "pasar")
    assert "máximo 2" in (por_que_no(b, "a", "poder", poder="Péndulo") or "")


def test_invocacion_ataca_antes_desde_el_siguiente_turno() -> None:
    """Poderes de Invocación: "La invocación ataca en el turno del invocador y lo hace siempre antes que el ... en el siguiente turno"."""
    b = batalla(ficha("A", poderes=[P("Guardián", ["Inv"], dano=30)]))
    hacer(b, "a", "poder", [], poder="Guardián")
    assert vivo(b, "b")["vida"] == 300
    hacer(b, "b", "pasar")
    hacer(b, "a", "golpe", [5, 1], respuesta="esquivar", respuesta_invocacion="bloquear")
    # la invocación: bloquear 5-9 con 5 → 10 a armadura; luego el golpe: esquivar 6-9 con 1 falla
    assert (vivo(b, "b")["vida"], vivo(b, "b")["armadura"]) == (285, 75)


def test_ultimo_suspiro_respeta_la_alternancia_del_poder() -> None:
    """III ACCIÓN ULTIMO SUSPIRO: "El personaje realiza un poder de su ficha" (el poder sigue la alternancia)."""
    b = batalla(ficha("A", vida=90, cosmos=50, poderes=[P("Rayo", ["R"], coste=50, dano=20)]))
    hacer(b, "a", "poder", [], poder="Rayo")
    hacer(b, "b", "pasar")
    assert "alternancia" in (por_que_no(b, "a", "ultimo_suspiro", poder="Rayo") or "")


def test_rvid_y_rarm_bloqueados_conservan_su_destino() -> None:
    """Rayo solo a Vida / solo a Armadura: "dañan solo la vida" / "solo la armadura", también al bloquearse (1/3)."""
    b = batalla(ficha("A", poderes=[P("V", ["RVid"], dano=60), P("Ar", ["RArm"], dano=60)]))
    hacer(b, "a", "poder", [5], poder="V", respuesta="bloquear")
    assert (vivo(b, "b")["vida"], vivo(b, "b")["armadura"]) == (280, 100)
    hacer(b, "b", "pasar")
    hacer(b, "a", "poder", [5], poder="Ar", respuesta="bloquear")
    assert (vivo(b, "b")["vida"], vivo(b, "b")["armadura"]) == (280, 80)


def test_poder_llave_perdido_hace_la_llave_normal_al_que_la_pidio() -> None:
    """Poderes tipo Llave: "se debe realizar la acción llave y ganarla"; si la gana el rival, la llave normal es suya."""
    b = batalla(ficha("A", poderes=[P("Cerrojo", ["LL"], dano=70)]))
    hacer(b, "a", "poder", [2, 8], poder="Cerrojo")
    assert vivo(b, "a")["vida"] == 280 and vivo(b, "b")["vida"] == 300


def test_ambiente_con_duracion_termina() -> None:
    """Poderes de Ambiente: "No pueden aplicarse nuevamente mientras sus efectos sigan activos" (con `turnos`, terminan)."""
    b = batalla(ficha("A", cosmos=1000, poderes=[P("Niebla", ["A"], dano=0, ambiente={"esquivar": -1, "turnos": 1})]))
    hacer(b, "a", "poder", [], poder="Niebla", objetivo=None)
    assert b.state["ambiente"]["poder"] == "Niebla"
    hacer(b, "b", "golpe", [6], respuesta="esquivar", objetivo="a")  # 7-9 en el ambiente
    assert vivo(b, "a")["vida"] == 285
    hacer(b, "a", "pasar")
    assert b.state["ambiente"] is None


def test_mortal_de_otra_variante_sin_tirada() -> None:
    """Poderes Mortales: «Pueden ser también de otra variante, pero la consecuencia final es la muerte del
    rival»: con ``mortal_sin_tirada`` no se tira dado."""
    juicio = {"nombre": "Juicio", "codigos": ["M"], "coste": 80, "dano": 0, "mortal_sin_tirada": True}
    b = batalla(ficha("A", poderes=[juicio]))
    hacer(b, "a", "poder", [], poder="Juicio")
    assert vivo(b, "b")["vida"] == 0


def test_ambiente_con_bonos_de_dano_para_todos() -> None:
    """Poderes de Ambiente: «Este tipo de poder afecta tanto a enemigos como aliados por igual»: +10 ptos
    daño al golpe de los dos."""
    niebla = {"nombre": "Niebla", "codigos": ["A"], "coste": 40, "dano": 0, "ambiente": {"dano": 10}}
    b = batalla(ficha("A", poderes=[niebla]))
    hacer(b, "a", "poder", poder="Niebla", sin_objetivo=True)
    hacer(b, "b", "golpe", respuesta="ninguna")
    hacer(b, "a", "golpe", respuesta="ninguna")
    assert vivo(b, "a")["vida"] == 280 and vivo(b, "b")["vida"] == 280


def test_ambiente_dano_por_turno_a_armadura() -> None:
    """Poderes de Ambiente «muy variados dependiendo de la ficha»: daño por turno solo a la armadura."""
    lluvia = {
        "nombre": "Lluvia",
        "codigos": ["A"],
        "coste": 40,
        "dano": 0,
        "ambiente": {"dano_por_turno": 15, "dano_por_turno_a": "armadura"},
    }
    b = batalla(ficha("A", poderes=[lluvia]))
    hacer(b, "a", "poder", poder="Lluvia", sin_objetivo=True)
    hacer(b, "b", "pasar")
    assert (vivo(b, "b")["vida"], vivo(b, "b")["armadura"]) == (300, 85)
    assert (vivo(b, "a")["vida"], vivo(b, "a")["armadura"]) == (300, 85)
