"""Fourth, independent check: what it changed (Empujar against minions, Desarmar in the live values) and the
finite step fields the battle window offers (``legal_actions``)."""

from __future__ import annotations

import pytest

from core.battle import IllegalAction
from core.ruleset import Action
from core.rulesets.epic20 import RULESET
from tests.core.rulesets.epic20.ayuda import batalla, ficha, leer, paso, vivo
from tests.core.rulesets.epic20.casos_cuarta import CASOS4
from tests.core.rulesets.epic20.test_constructor_verificado import comprobar


def _coloso(**cambios: object) -> object:
    return ficha(nombre="Coloso", poderes=[{"nombre": "Superfuerza"}], maniobras=["Empujar", "Desarmar"], **cambios)


def _maton(**cambios: object) -> object:
    return ficha(nombre="Matón", nivel=5, poderes=[], ventajas=[], esbirro=True, puntos_vida_esbirro=2, **cambios)


def test_empujar_hace_dano_a_los_esbirros() -> None:
    """MANIOBRAS DE COMBATE, Empujar: «no causa daño real ni disminuye la defensa a "no esbirros" (pero sí a
    esbirros)». 18 contra 12: margen 6, 1 éxito → el esbirro recibe 1 PV de daño (2 → 1). Regla casera
    `empujar_dana_esbirros` desactivada: solo se le desplaza (la defensa solo baja con margen < 5)."""
    for opciones, vida in (({}, 1), ({"empujar_dana_esbirros": False}, 2)):
        b = batalla({"coloso": _coloso(), "maton": _maton()}, orden=["coloso", "maton"], **opciones)
        paso(b, "coloso", "atacar", [10], objetivo="maton", ataque="Superfuerza", maniobra="Empujar")
        assert vivo(b, "maton")["puntos_vida"] == vida
        assert vivo(b, "maton")["defensa"] == 12


def test_empujar_no_dana_a_quien_no_es_esbirro() -> None:
    """MANIOBRAS DE COMBATE, Empujar: a un «no esbirro» ni daño ni defensa, aunque tenga éxitos (margen 10)."""
    b = batalla(
        {"coloso": _coloso(), "rival": ficha(nombre="Rival", poderes=[], ventajas=[])}, orden=["coloso", "rival"]
    )
    paso(b, "coloso", "atacar", [16], objetivo="rival", ataque="Superfuerza", maniobra="Empujar")  # 24 contra 14
    assert vivo(b, "rival")["puntos_vida"] == 4 and vivo(b, "rival")["defensa"] == 14


def test_desarmar_se_ve_en_los_valores_vivos() -> None:
    """MANIOBRAS DE COMBATE, Desarmar: «Si logra causar daño, no lo causa sino que el oponente es desarmado»."""
    espada = {"nombre": "Espada", "tipo": "mundano", "categoria": "arma"}
    rival = ficha(nombre="Rival", poderes=[], ventajas=[], equipo=[espada])
    b = batalla({"coloso": _coloso(), "rival": rival}, orden=["coloso", "rival"])
    assert vivo(b, "rival")["desarmado"] == {}
    paso(b, "coloso", "atacar", [12], objetivo="rival", ataque="Superfuerza", maniobra="Desarmar")  # margen 6
    assert vivo(b, "rival")["desarmado"] == {"Espada": True} and vivo(b, "rival")["puntos_vida"] == 4


def test_opciones_de_atacar_traen_todos_los_campos_finitos() -> None:
    """La ventana de batalla no obliga a escribir JSON: cada campo de `atacar` con valores finitos viene en
    `campos` (maniobra, uso del punto de Héroe, Superioridad/Inferioridad, situaciones, arma de Desarmar)."""
    espada = {"nombre": "Espada", "tipo": "mundano", "categoria": "arma"}
    b = batalla({"coloso": _coloso(puntos_heroe=1), "rival": ficha(nombre="Rival", equipo=[espada])},
                orden=["coloso", "rival"])  # fmt: skip
    atacar = [o for o in b.legal_actions("coloso") if o.accion == "atacar"]
    propio = next(o for o in atacar if o.params.get("ataque") == "Superfuerza")
    assert {"Empujar", "Desarmar"} <= set(propio.campos["maniobra"])
    assert "Ataque a fondo" in propio.campos["maniobra"]  # con 1 punto de Héroe puede ganar una maniobra
    assert set(propio.campos["punto_heroe"]) == {None, "superioridad", "repetir", "nivel", "maniobra"}
    assert propio.campos["superioridad"] == (0, 1, 2, 3) and propio.campos["cobertura"] == (False, True)
    assert propio.campos["arma"] == (None, "Espada")
    ganado = next(o for o in atacar if o.params.get("punto_heroe") == "poder")
    assert "Ataque especial a distancia" in ganado.campos["ataque"]
    assert "Ataque especial de área circular a distancia" not in ganado.campos["ataque"]  # cuesta 3 puntos


def test_cada_valor_de_los_campos_ofrecidos_se_puede_elegir() -> None:
    """Cada valor de `maniobra` y `punto_heroe` que ofrece la opción de ataque es aceptado o rechazado con un
    motivo en castellano (nunca un error interno)."""
    b = batalla({"coloso": _coloso(puntos_heroe=2), "rival": ficha(nombre="Rival")}, orden=["coloso", "rival"])
    propio = next(o for o in b.legal_actions("coloso") if o.params.get("ataque") == "Superfuerza")
    for campo in ("maniobra", "punto_heroe"):
        for valor in propio.campos[campo]:
            params = {"ataque": "Superfuerza", campo: valor} if valor is not None else {"ataque": "Superfuerza"}
            motivo = b.why_not(Action("coloso", "atacar", ("rival",), params=params))
            assert motivo is None or motivo.strip(), (campo, valor)
    aceptadas = [
        v
        for v in propio.campos["maniobra"]
        if v
        and b.why_not(Action("coloso", "atacar", ("rival",), params={"ataque": "Superfuerza", "maniobra": v})) is None
    ]
    assert {"Empujar", "Desarmar"} <= set(aceptadas)


def test_liberarse_y_moribundo_ofrecen_sus_campos() -> None:
    """Librarse: `con` según Escapismo (estándar; objeto con Escapismo; movimiento con Escapismo 2); la tirada de
    moribundo admite el punto de Héroe de Superioridad (si le quedan puntos); Retrasar acción, antes o después."""
    b = batalla({"ana": ficha(nombre="Ana", puntos_heroe=2, maniobras=["Escapismo", "Escapismo 2"]),
                 "rival": ficha(nombre="Rival")}, orden=["ana", "rival"])  # fmt: skip
    por_accion = {o.accion: o for o in b.legal_actions("ana")}
    assert por_accion["liberarse"].campos["con"] == ("estandar", "objeto", "movimiento")
    assert por_accion["tirada_moribundo"].campos["punto_heroe"] == (None, "superioridad", "repetir")
    assert por_accion["retrasar"].campos["antes"] == (False, True)
    b2 = batalla({"ana": ficha(nombre="Ana"), "rival": ficha(nombre="Rival")}, orden=["ana", "rival"])
    sin_puntos = {o.accion: o for o in b2.legal_actions("ana")}
    assert sin_puntos["liberarse"].campos["con"] == ("estandar",)
    # without Hero Points no use of one is offered: on a roll, nor on an attack
    assert "punto_heroe" not in sin_puntos["tirada_moribundo"].campos
    assert "punto_heroe" not in sin_puntos["atacar"].campos


def test_quien_queda_fuera_de_combate_no_mantiene_su_progresion() -> None:
    """SUPERPODERES CON PROGRESIÓN: «Para mantenerlo hay que sacrificar una acción de movimiento»: quien aplicó el
    efecto y queda inconsciente no puede mantenerlo: baja un grado cada ronda."""
    ana = ficha(nombre="Ana", poderes=[{"nombre": "Agarrar a distancia"}], ventajas=[])
    bruno = ficha(nombre="Bruno", poderes=[], ventajas=[])
    ogro = ficha(nombre="Ogro", nivel=20, poderes=[{"nombre": "Superfuerza"}], ventajas=[])
    b = batalla({"ana": ana, "bruno": bruno, "ogro": ogro}, orden=["ana", "bruno", "ogro"], bandos={"ogro": "bruno"})
    paso(b, "ana", "atacar", [19], objetivo="bruno", ataque="Agarrar a distancia")  # 27 contra 14: grado 2
    paso(b, "bruno", "pasar")
    paso(b, "ogro", "atacar", [20], objetivo="ana", ataque="Superfuerza")  # 40 contra 18: 4 PV → 0
    assert "inconsciente" in vivo(b, "ana")["estados"]
    assert vivo(b, "bruno")["efectos"]["ana"]["grado"] == 1  # ronda 2: Ana no actúa ni lo mantiene


def test_tras_una_postura_declarada_puede_moverse() -> None:
    """MANIOBRAS DE COMBATE, Parada: «Se declara al principio del turno, sacrificándose 1 maniobra estándar»; la
    acción de movimiento que le queda puede usarla después aunque el turno pasara solo al gastar la estándar. Sin
    la postura, moverse tras la estándar se rechaza (las de movimiento van antes)."""
    b = batalla({"ana": ficha(nombre="Ana"), "rival": ficha(nombre="Rival")}, orden=["ana", "rival"])
    paso(b, "ana", "parada")
    assert b.view.turn == "rival"
    paso(b, "ana", "mover")
    assert vivo(b, "ana")["acciones"]["movimiento"] == 0
    with pytest.raises(IllegalAction):
        paso(b, "ana", "mover")


@pytest.mark.parametrize("caso", list(CASOS4))
def test_fichas_escritas_a_mano(caso: str) -> None:
    """ARQUETIPOS, LISTA DE VENTAJAS y valores derivados (REDONDEOS a la baja): cada problema con su campo y su
    motivo, y en las fichas legales las bolsas (gastado / disponible) y los derivados calculados a mano."""
    datos, esperados, bolsas, derivados = CASOS4[caso]
    comprobar(datos, esperados)
    sheet = leer(datos)
    lineas = {b.id: (b.gastado, b.disponible) for b in RULESET.budget(sheet)}
    for bolsa, (gastado, disponible) in bolsas.items():
        assert lineas[bolsa] == (gastado, disponible), (bolsa, lineas[bolsa])
    valores = {k: v for k, (_, v) in RULESET.derived(sheet).items()}
    for clave, valor in derivados.items():
        assert valores[clave] == valor, (clave, valores[clave])


def test_agarron_funciona_como_el_poder() -> None:
    """MANIOBRAS DE COMBATE, Agarrón: «realizar un intento de agarrar en cuerpo a cuerpo que funciona como el poder de
    Agarrar a Distancia»: sin poderes, nivel 8 × mín(Corpulencia 1, especial 1) = +8; [6] → 14 contra 14 impacta.
    Regla casera `agarron_con_el_ataque`: con el ataque del paso (sin armas +0) el mismo dado falla."""
    for opciones, defensa in (({}, 13), ({"agarron_con_el_ataque": True}, 14)):
        ana = ficha(nombre="Ana", poderes=[], maniobras=["Agarrón", "Agarrón 2"], ventajas=[])
        b = batalla(
            {"ana": ana, "rival": ficha(nombre="Rival", poderes=[], ventajas=[])}, orden=["ana", "rival"], **opciones
        )
        paso(b, "ana", "atacar", [6], objetivo="rival", ataque="sin_armas", maniobra="Agarrón 2")
        assert vivo(b, "rival")["defensa"] == defensa
        assert vivo(b, "ana")["posturas"] == {"agarron": True}  # también con Agarrón 2: los enemigos ganan Superioridad


def test_aturdido_por_dano_se_libera_con_inferioridad_y_por_aturdir_no() -> None:
    """ATURDIMIENTO: tras recibir daño «se le aplica Inferioridad» (a cualquier tirada: librarse pide 2d20, el peor);
    la maniobra Aturdir solo «aplican Inferioridad a los ataques del oponente» (librarse con 1d20)."""
    agarra = ficha(
        nombre="Ana", poderes=[{"nombre": "Agarrar a distancia"}], ventajas=[], maniobras=["Aturdir", "Parada"]
    )
    ogro = ficha(nombre="Ogro", poderes=[{"nombre": "Superfuerza"}], ventajas=[], maniobras=["Aturdir", "Parada"])
    blando = {"corpulencia": 0.5, "agilidad": 1, "percepcion": 1, "inteligencia": 0.5, "presencia": 0}
    for maniobra, dados in ((None, [19, 12]), ("Aturdir", [12])):
        rival = ficha(nombre="Rival", atributos=blando, poderes=[], ventajas=[])
        b = batalla(
            {"ana": agarra, "ogro": ogro, "rival": rival}, orden=["ana", "ogro", "rival"], bandos={"ogro": "ana"}
        )
        paso(b, "ana", "atacar", [12], objetivo="rival", ataque="Agarrar a distancia")  # grado 1
        extra = {"maniobra": maniobra} if maniobra else {}
        paso(b, "ogro", "atacar", [16], objetivo="rival", ataque="Superfuerza", **extra)  # margen 10
        assert vivo(b, "rival")["aturdido"]
        paso(b, "rival", "liberarse", dados, objetivo="ana")  # consume exactly these dice: 12 + 4 = 16 contra 18
        assert b.view.turn == "ana" and b.view.round == 2


def test_un_veinte_al_curar_da_punto_de_heroe_y_un_uno_no_cura() -> None:
    """RESOLVER ACCIONES: «Un 1 siempre es fallo … Un 20 es crítico y es siempre éxito, además … conferirá 1 punto de
    Héroe», también en la tirada de Contacto curativo (Inteligencia contra 15)."""
    listo = {"corpulencia": 0, "agilidad": 0.5, "percepcion": 0.5, "inteligencia": 1, "presencia": 1}
    for dado, vida, heroe in ((20, 4, 1), (1, 2, 0)):
        medica = ficha(
            nombre="Médica", nivel=20, atributos=listo, poderes=[{"nombre": "Contacto curativo"}], puntos_heroe=0
        )
        herido = ficha(nombre="Herido", poderes=[], ventajas=[])
        ogro = ficha(nombre="Ogro", poderes=[{"nombre": "Superfuerza"}], ventajas=[])
        b = batalla({"ogro": ogro, "medica": medica, "herido": herido}, orden=["ogro", "medica", "herido"],
                    bandos={"herido": "medica"})  # fmt: skip
        paso(b, "ogro", "atacar", [16], objetivo="herido", ataque="Superfuerza")  # 24 contra 14: 2 PV
        paso(b, "medica", "curar", [dado], objetivo="herido")  # con un 1: 1 + 20 = 21 ≥ 15, pero falla
        assert vivo(b, "herido")["puntos_vida"] == vida and vivo(b, "medica")["puntos_heroe"] == heroe


def test_inspirar_gasta_un_punto_por_companero() -> None:
    """LISTA DE VENTAJAS, Inspirar a otros: «gasta puntos de héroe para mejorar a hasta 2 de sus compañeros»: 1 por
    compañero (4 → 2 con dos). Regla casera `inspirar_un_punto`: 1 para los dos (4 → 3)."""
    lider = {"corpulencia": 0.5, "agilidad": 0.5, "percepcion": 1, "inteligencia": 0, "presencia": 1}
    for opciones, quedan in (({}, 2), ({"inspirar_un_punto": True}, 3)):
        capitana = ficha(nombre="Capitana", atributos=lider, ventajas=["Inspirar a otros", "Contactos"], puntos_heroe=4)
        gente = {
            "capitana": capitana,
            "ana": ficha(nombre="Ana"),
            "bea": ficha(nombre="Bea"),
            "ogro": ficha(nombre="Ogro"),
        }
        b = batalla(gente, orden=list(gente), bandos={"capitana": "h", "ana": "h", "bea": "h"}, **opciones)
        paso(b, "capitana", "inspirar", objetivo=["ana", "bea"])
        assert vivo(b, "capitana")["puntos_heroe"] == quedan


def test_sin_miedo_solo_contra_ataques_de_terror() -> None:
    """LISTA DE VENTAJAS, Sin miedo: «defensa mundana contra ataques de miedo/terror»: a nivel 8, 16 contra el Ataque
    de terror y 14 contra Desmoralizar. Regla casera `sin_miedo_todo_emocional`: 16 también contra Desmoralizar."""
    orador = {"corpulencia": 0, "agilidad": 0.5, "percepcion": 0.5, "inteligencia": 1, "presencia": 1}
    for opciones, defensa in (({}, 14), ({"sin_miedo_todo_emocional": True}, 16)):
        valiente = ficha(nombre="Valiente", poderes=[], ventajas=["Sin miedo", "Pesado"])
        oradora = ficha(nombre="Oradora", atributos=orador, maniobras=["Desmoralizar", "Parada"])
        b = batalla({"oradora": oradora, "valiente": valiente}, orden=["oradora", "valiente"], **opciones)
        reaccion = b.reactions(
            Action("oradora", "atacar", ("valiente",), params={"ataque": "sin_armas", "maniobra": "Desmoralizar"})
        )
        necesita = defensa - 4  # +4: 8 × mín(Presencia 1, mundano ½)
        assert f"necesita {necesita}+" in reaccion[0].detalle
    derivados = RULESET.derived(ficha(ventajas=["Sin miedo", "Pesado"]))
    assert derivados["defensa_emocional"][1] == 14 and derivados["defensa_terror"][1] == 16


def test_punto_de_heroe_gana_una_maniobra_que_no_ataca() -> None:
    """PUNTOS DE HÉROE: «Ganar 1 maniobra de combate durante 1 turno»: también Defensa total, Parada, Esquiva…; la
    ventana de batalla lo ofrece en `campos` a quien no la tiene y le queda un punto."""
    muro = ficha(nombre="Muro", maniobras=["Iniciativa mejorada"], puntos_heroe=1)
    b = batalla({"muro": muro, "ogro": ficha(nombre="Ogro")}, orden=["muro", "ogro"])
    opcion = {o.accion: o for o in b.legal_actions("muro")}["defensa_total"]
    assert opcion.legal and opcion.campos == {"punto_heroe": ("maniobra",)}
    with pytest.raises(IllegalAction, match="no tiene la maniobra"):
        paso(b, "muro", "defensa_total")
    paso(b, "muro", "defensa_total", punto_heroe="maniobra")
    assert vivo(b, "muro")["puntos_heroe"] == 0 and vivo(b, "muro")["posturas"] == {"defensa_total": True}


def test_ataque_poderoso_baja_la_defensa_hasta_su_siguiente_turno() -> None:
    """MANIOBRAS DE COMBATE, Ataque poderoso: «La defensa del luchador disminuye en 2 tras realizar su ataque»: hasta
    su siguiente turno (como la Superioridad de sus oponentes; M&M 3ª). Regla casera `poderoso_baja_acumulable`: se
    suma al penalizador y sigue en la ronda 2."""
    for opciones, defensa_r2 in (({}, 18), ({"poderoso_baja_acumulable": True}, 16)):
        ana = ficha(nombre="Ana", maniobras=["Ataque poderoso", "Parada"])
        b = batalla(
            {"ana": ana, "rival": ficha(nombre="Rival", poderes=[], ventajas=[])}, orden=["ana", "rival"], **opciones
        )
        paso(b, "ana", "atacar", [2, 3], objetivo="rival", ataque="Superfuerza", maniobra="Ataque poderoso")  # falla
        assert vivo(b, "ana")["defensa"] == 16  # 10 + 4 + 4 (Superprotección) − 2
        paso(b, "rival", "pasar")
        assert vivo(b, "ana")["defensa"] == defensa_r2


def test_nombres_escritos_a_mano_de_arquetipo_ventajas_y_maniobras() -> None:
    """Fichas y pasos escritos a mano: «artista marcial» es el arquetipo Artista Marcial, «calculador rapido» y
    «dificil de matar» son sus ventajas, y «Ataque a fondo 1» (en la ficha o en el paso) es «Ataque a fondo»."""
    atributos = {"corpulencia": 1, "agilidad": 1, "percepcion": 0.5, "inteligencia": 0.5, "presencia": 0}
    marcial = leer({"nombre": "M", "nivel": 8, "atributos": atributos, "arquetipo": "artista marcial"})
    assert marcial.arquetipo == "Artista Marcial" and RULESET.derived(marcial)["defensa"][1] == 16
    listo = {"corpulencia": 0, "agilidad": 0.5, "percepcion": 0.5, "inteligencia": 1, "presencia": 1}
    mente = leer(
        {"nombre": "Mente", "nivel": 10, "atributos": listo, "ventajas": ["calculador rapido", "dificil de matar"]}
    )
    assert RULESET.derived(mente)["iniciativa"][1] == 10
    assert not [p for p in RULESET.validate(mente) if p.campo.startswith("ventajas")]
    furia = ficha(nombre="Furia", maniobras=["Ataque a fondo 1", "Parada"])
    assert "Ataque a fondo" in furia.maniobras
    b = batalla({"furia": furia, "rival": ficha(nombre="Rival", poderes=[], ventajas=[])}, orden=["furia", "rival"])
    paso(b, "furia", "atacar", [5, 12], objetivo="rival", ataque="Superfuerza", maniobra="ataque a fondo 1")
    assert vivo(b, "rival")["puntos_vida"] == 3  # 12 + 8 = 20 contra 14: la Superioridad de la maniobra


def test_la_opcion_de_ataque_con_los_primeros_valores_de_sus_campos_vale() -> None:
    """La ventana de batalla rellena cada campo con uno de sus valores: con el primero de cada uno (ninguna maniobra,
    sin punto de Héroe, 0 Superioridades, sin circunstancias) el ataque legal sigue siéndolo."""
    espada = {"nombre": "Espada", "tipo": "mundano", "categoria": "arma"}
    b = batalla(
        {"coloso": _coloso(puntos_heroe=1), "rival": ficha(nombre="Rival", equipo=[espada])}, orden=["coloso", "rival"]
    )
    for opcion in b.legal_actions("coloso"):
        if opcion.accion != "atacar" or not opcion.legal:
            continue
        params = {**opcion.params, **{k: v[0] for k, v in opcion.campos.items() if v}}
        params = {k: v for k, v in params.items() if v is not None}
        assert b.why_not(Action("coloso", "atacar", ("rival",), params=params)) is None, params
