"""Forgiving spelling of hand-written steps: action ids and power names in any case or without accents,
read as the runner reads a step (``core/grafias/caballeros.py``) before the engine sees it.

TIPOS DE PODER names powers by the sheet; the fixed step names are ``accion`` ids and ``poder`` (the
power's name). A step that writes «Velocidad Luz» or «rayo azul» means the same action and power, and the
alternancia sees one power whatever its spelling."""

from __future__ import annotations

from core.grafias import caballeros as caballeros_grafias

from .utiles import RULESET, batalla, ficha, hacer, hacer_escrito, leer_paso, por_que_no, por_que_no_escrito, vivo

RAYO = {"nombre": "Rayo Azul", "codigos": ["R"], "coste": 40, "dano": 60}
ESPEJO = {"nombre": "Espejo Total", "codigos": ["DefDT"], "coste": 40, "dano": 0}
DOMINIO = {"nombre": "Dominio", "codigos": ["C"], "coste": 60, "dano": 0}


def test_accion_con_mayusculas_y_espacios() -> None:
    """ACCIÓN VELOCIDAD LUZ tras 1 concentración: «Velocidad Luz» es velocidad_luz (30 → 285/85)."""
    b = batalla()
    assert hacer_escrito(b, "a", "Concentración") == ["Paso 0: «Concentración» se lee como «concentracion»."]
    hacer(b, "b", "pasar")
    hacer_escrito(b, "a", "Velocidad Luz", respuesta="ninguna")
    assert (vivo(b, "b")["vida"], vivo(b, "b")["armadura"]) == (285, 85)


def test_accion_desconocida_sigue_rechazada() -> None:
    """Una acción que no es del documento se rechaza con su nombre tal como se escribió."""
    assert "«Volar» no existe" in (por_que_no_escrito(batalla(), "a", "Volar") or "")


def test_nombre_de_poder_sin_mayusculas_y_alternancia() -> None:
    """ALTERNANCIA «Para volver a realizar una acción se debe hacer un mínimo de 2 acciones diferentes»:
    «rayo azul» es «Rayo Azul» (60 → 270/70) y repetirlo con otra grafía se rechaza igual."""
    b = batalla(ficha("A", poderes=[RAYO]))
    notas = hacer_escrito(b, "a", "poder", poder="rayo azul", respuesta="ninguna")
    assert notas == ["Paso 0: «rayo azul» se lee como «Rayo Azul»."]
    assert (vivo(b, "b")["vida"], vivo(b, "a")["cosmos"]) == (270, 160)
    hacer(b, "b", "pasar")
    assert "faltan 2 acciones distintas" in (por_que_no_escrito(b, "a", "poder", poder="RAYO AZUL") or "")


def test_poder_de_defensa_en_la_respuesta_sin_mayusculas() -> None:
    """DefDT «devolvería todo poder o ataque a quien lo lanzo»: {"poder": "espejo total"} es el Espejo
    Total de B: A recibe sus 60 (270/70), B paga 40."""
    b = batalla(ficha("A", poderes=[RAYO]), ficha("B", poderes=[ESPEJO]))
    hacer_escrito(b, "a", "poder", poder="Rayo Azul", respuesta={"poder": "espejo total"})
    assert (vivo(b, "a")["vida"], vivo(b, "b")["cosmos"]) == (270, 160)


def test_orden_de_control_con_otra_grafia() -> None:
    """Poder Tipo Control: la orden «Golpe» es golpe (con la especial: 30 de B contra A → 285/85)."""
    b = batalla(ficha("A", poderes=[DOMINIO]))
    for actor, accion in (("a", "cosmos"), ("b", "pasar"), ("a", "cosmos"), ("b", "pasar")):
        hacer(b, actor, accion)
    hacer_escrito(b, "a", "poder", poder="dominio", accion_forzada="Golpe")
    assert (vivo(b, "a")["vida"], vivo(b, "a")["armadura"]) == (285, 85)


def test_aliado_y_su_poder_sin_mayusculas() -> None:
    """ACCIÓN AYUDA: «El personaje aliado que venga a ayudarnos se debe indicar antes de lanzar el dado»;
    «lira» y «arpa» son Lira y su Arpa (R 80 + 20 de la especial = 100, sin respuesta: 50/50 → 250/50)."""
    lira = {"nombre": "Lira", "poderes": [{"nombre": "Arpa", "codigos": ["R"], "coste": 60, "dano": 80}]}
    b = batalla(ficha("A", vida=90, aliados=[lira]))
    hacer_escrito(b, "a", "ayuda", [6, 9], aliado="lira", poder="arpa", respuesta="ninguna")
    assert (vivo(b, "b")["vida"], vivo(b, "b")["armadura"]) == (250, 50)


def test_el_motor_solo_recibe_nombres_canonicos() -> None:
    """Sin la capa de grafías, el motor no lee otra grafía: «rayo azul» no es un poder de la ficha."""
    b = batalla(ficha("A", poderes=[RAYO]))
    assert "rayo azul" in (por_que_no(b, "a", "poder", poder="rayo azul") or "")
    assert por_que_no(b, "a", "poder", poder="Rayo Azul", respuesta="contragolpe") is not None


def test_las_acciones_de_las_grafias_son_las_del_motor() -> None:
    """core/grafias/caballeros.py reads a control order against the engine's action ids (it imports no ruleset)."""
    assert frozenset(RULESET.step_actions()) == caballeros_grafias.ACCIONES


def test_clave_con_mayuscula_y_su_valor_se_leen() -> None:
    """«Respuesta»: «Bloqueo» es respuesta: bloquear (la clave y el valor, cada uno avisado)."""
    b = batalla()
    notas = hacer_escrito(b, "a", "golpe", [5], Respuesta="Bloqueo")
    assert notas == ["Paso 0: «Respuesta» se lee como «respuesta».", "Paso 0: «Bloqueo» se lee como «bloquear»."]
    assert (vivo(b, "b")["vida"], vivo(b, "b")["armadura"]) == (300, 90)


def test_orden_de_control_como_objeto_con_otra_grafia() -> None:
    """Poder Tipo Control: en {"accion": "Golpe", "respuesta": "Contragolpe"} la acción y la respuesta se
    leen como golpe y contraataque."""
    b = batalla(ficha("A", poderes=[DOMINIO]))
    action, notas = leer_paso(
        b,
        {
            "actor": "a",
            "accion": "poder",
            "poder": "Dominio",
            "accion_forzada": {"accion": "Golpe", "respuesta": "Contragolpe"},
        },
    )
    assert action.param("accion_forzada") == {"accion": "golpe", "respuesta": "contraataque"}
    assert len(notas) == 2
