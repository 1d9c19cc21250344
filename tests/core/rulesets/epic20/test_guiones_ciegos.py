"""Forms a hand-written script or sheet may use, found by writing scenarios from the rule text alone."""

from __future__ import annotations

from typing import Any

from core.runner import run_script
from tests.core.rulesets.epic20.ayuda import leer, objeto, paso_leido


def _ficha(nombre: str, **campos: Any) -> dict[str, Any]:
    base: dict[str, Any] = {
        "nombre": nombre, "nivel": 8, "poderes": [], "maniobras": [], "equipo": [], "complicaciones": ["Fobia"],
        "atributos": {"corpulencia": 1, "agilidad": 1, "percepcion": 0.5, "inteligencia": 0.5, "presencia": 0},
    }  # fmt: skip
    base.update(campos)
    return base


def _pelea(fa: dict[str, Any], fb: dict[str, Any], pasos: list[dict[str, Any]]) -> dict[str, Any]:
    guion = {
        "reglas": "epic20", "orden": ["a", "b"],
        "combatientes": [{"id": "a", "bando": "A", "ficha": fa}, {"id": "b", "bando": "B", "ficha": fb}],
        "pasos": pasos,
    }  # fmt: skip
    codigo, informe = run_script(guion, None)
    assert codigo == 0, informe["error"]
    return dict(informe["combatientes"])


def test_defenderse_en_combate_cota_de_mallas_sin_categoria_es_armadura_mundana() -> None:
    """DEFENDERSE EN COMBATE: «Si el personaje de nivel 8 lleva armadura mundana (una cota de mallas, por
    ejemplo), su defensa será 14 + 2 = 16»: una «Cota de mallas» escrita sin ``categoria`` (o con
    ``"defensa": true``, o ``tipo`` «mundana») es armadura."""
    for escrito in (
        {"nombre": "Cota de mallas", "tipo": "mundana"},
        {"nombre": "Malla", "tipo": "mundano", "defensa": True},
        {"nombre": "Malla", "tipo": "Mundano", "categoria": "Protección"},
    ):
        leido = objeto(escrito)
        assert (leido.tipo, leido.categoria) == ("mundano", "armadura")
        vivos = _pelea(_ficha("A", poderes=["Superfuerza"]), _ficha("B", equipo=[escrito]),
                       [{"actor": "a", "accion": "atacar", "objetivo": "b", "ataque": "Superfuerza", "dados": [7]}])  # fmt: skip
        assert vivos["b"]["defensa"] == 16  # 7+8=15 no llega a 16


def test_defenderse_en_combate_armadura_especial_de_stormtrooper() -> None:
    """DEFENDERSE EN COMBATE: «Si más tarde se pone encima una armadura especial (armadura de stormtrooper), su
    defensa pasa a ser 18 (14 + 4 de la defensa especial)»."""
    ficha = leer(_ficha("B", equipo=[{"nombre": "Armadura de stormtrooper", "tipo": "especial"}]))
    assert ficha.equipo[0].categoria == "armadura"
    vivos = _pelea(_ficha("A", poderes=["Superfuerza"]), _ficha("B", equipo=[{"nombre": "Armadura de stormtrooper",
                   "tipo": "especial"}]), [])  # fmt: skip
    assert vivos["b"]["defensa"] == 18


def test_preguntas_frecuentes_pistola_blaster_es_a_distancia_con_agilidad() -> None:
    """PREGUNTAS FRECUENTES «¿Cómo se calcula el valor de ataque?»: «soy de nivel 10, tengo la agilidad como
    atributo normal y una pistola blaster (ataque especial), pues sólo tiro 1d20 + 5»: una pistola escrita sin
    ``alcance`` es un arma a distancia."""
    assert objeto({"nombre": "Pistola blaster", "tipo": "especial"}).alcance == "distancia"
    assert objeto({"nombre": "Espada", "alcance": "a distancia"}).alcance == "distancia"
    assert objeto({"nombre": "Espada"}).alcance == "cuerpo_a_cuerpo"
    tirador = _ficha("A", nivel=10, equipo=[{"nombre": "Pistola blaster", "tipo": "especial"}],
                     atributos={"corpulencia": 1, "agilidad": 0.5, "percepcion": 0.5, "inteligencia": 1, "presencia": 0})  # fmt: skip
    vivos = _pelea(tirador, _ficha("B"),
                   [{"actor": "a", "accion": "atacar", "objetivo": "b", "ataque": "Pistola blaster", "dados": [9]}])  # fmt: skip
    assert (vivos["b"]["puntos_vida"], vivos["b"]["defensa"]) == (4, 13)  # 9+5=14 contra 14: solo -1


def test_como_muere_un_personaje_estabilizarse_es_la_tirada_de_moribundo() -> None:
    """PREGUNTAS FRECUENTES «¿Cómo muere un personaje?»: «Pierde 1 punto de vida cada turno a menos que saque una
    tirada de 10+ en 1d20»: un paso «estabilizarse» (o «tirada de moribundo») es esa tirada."""
    for nombre in ("estabilizarse", "Tirada de moribundo", "moribundo"):
        assert paso_leido(actor="b", accion=nombre)["accion"] == "tirada_moribundo"
    pasos = [{"actor": "a", "accion": "atacar", "objetivo": "b", "ataque": "Superfuerza", "dados": [13]},
             {"actor": "b", "accion": "estabilizarse", "dados": [7]}]  # fmt: skip
    medio = {"corpulencia": 0.5, "agilidad": 1, "percepcion": 1, "inteligencia": 0.5, "presencia": 0}
    vivos = _pelea(_ficha("A", poderes=["Superfuerza"]), _ficha("B", nivel=3, atributos=medio), pasos)
    assert vivos["b"]["puntos_vida"] == -2  # 1 PV - 2 de daño = -1; un 7 (<10, Corpulencia ½: 1d20) pierde 1 más


def test_maniobras_de_combate_escritas_como_accion() -> None:
    """MANIOBRAS DE COMBATE: «Tumbar: el luchador puede realizar un ataque …»; un paso ``"accion": "tumbar"`` es
    ``atacar`` con esa ``maniobra``; «parada» o «Defensa total» siguen siendo su propia acción."""
    tumbar = paso_leido(actor="a", accion="tumbar", objetivo="b")
    assert (tumbar["accion"], tumbar["maniobra"]) == ("atacar", "Tumbar")
    assert paso_leido(actor="a", accion="ataque_a_fondo")["maniobra"] == "Ataque a fondo"
    assert paso_leido(actor="a", accion="Defensa total 2")["accion"] == "defensa_total"
    assert paso_leido(actor="a", accion="moverse")["accion"] == "mover"
    assert paso_leido(actor="a", accion="bailar")["accion"] == "bailar"
    vivos = _pelea(_ficha("A", poderes=["Superfuerza"], maniobras=["Tumbar"]), _ficha("B"),
                   [{"actor": "a", "accion": "tumbar", "objetivo": "b", "ataque": "Superfuerza", "dados": [12]}])  # fmt: skip
    assert (vivos["b"]["puntos_vida"], vivos["b"]["defensa"]) == (4, 14)  # tumba en vez de dañar; no resta defensa


def test_lista_de_atributos_el_valor_normal_escrito_un_medio() -> None:
    """LISTA DE ATRIBUTOS: «Corpulencia = 1/2 …»; LISTA DE HABILIDADES: «cuatro habilidades con valor 1/2»:
    una ficha escrita a mano con «1/2», «½» o «0,5» lee 0.5."""
    escritos = {"corpulencia": "1", "agilidad": "1/2", "percepcion": "½", "inteligencia": "0,5", "presencia": 0}
    ficha = leer(_ficha("B", atributos=escritos, habilidades={"Sigilo": "1/2", "Acrobacias": 1}))
    assert [ficha.atributos.valor(a) for a in ("corpulencia", "agilidad", "percepcion", "inteligencia")] == [
        1,
        0.5,
        0.5,
        0.5,
    ]
    assert ficha.habilidades == {"Sigilo": 0.5, "Acrobacias": 1}


def test_iniciativa_con_orden_fijado_y_dados_iniciales() -> None:
    """INICIATIVA: «Se calcula con 1d20 + Agilidad (0, 1/2 o 1) * nivel»: un guion que fija ``orden`` y trae
    además los ``dados_iniciales`` con la regla casera ``iniciativa_con_orden_fijado`` tira la iniciativa con ellos
    (se ve en ``iniciativa``) y sigue su orden."""
    guion = {
        "reglas": "epic20", "orden": ["a", "b"], "dados_iniciales": [3, 18],
        "reglas_caseras": {"iniciativa_con_orden_fijado": True},
        "combatientes": [{"id": "a", "bando": "A", "ficha": _ficha("A")}, {"id": "b", "bando": "B", "ficha": _ficha("B")}],
        "pasos": [{"actor": "a", "accion": "pasar"}],
    }  # fmt: skip
    codigo, informe = run_script(guion, None)
    assert codigo == 0, informe["error"]
    assert (informe["combatientes"]["a"]["iniciativa"], informe["combatientes"]["b"]["iniciativa"]) == (11, 26)


def test_maniobras_de_combate_y_ventajas_escritas_como_objetos() -> None:
    """MANIOBRAS DE COMBATE (elegir 2), LISTA DE VENTAJAS, COMPLICACIONES (elegir 1): una entrada escrita como un
    poder, ``{"nombre": ..., "detalle": ...}``, es su nombre (con su objeto)."""
    ficha = leer(
        _ficha(
            "B",
            maniobras=[{"nombre": "Parada"}],
            ventajas=[{"nombre": "Grande"}],
            complicaciones=[{"nombre": "Vulnerabilidad a", "detalle": "táser"}],
        )
    )
    assert (ficha.maniobras, ficha.ventajas, ficha.complicaciones) == (
        ["Parada"],
        ["Grande"],
        ["Vulnerabilidad a táser"],
    )
    vivos = _pelea(_ficha("A", poderes=["Superfuerza"]), _ficha("B", ventajas=[{"nombre": "Grande"}]), [])
    assert vivos["b"]["puntos_vida"] == 5  # Grande: «ganando 1 pto de vida adicional»
