"""Every step field with a finite set of values is offered as ``campos`` (or as separate options), and
each offered value is accepted by the engine as it is."""

from __future__ import annotations

from typing import Any

from core.ruleset import Action

from .utiles import RULESET, batalla, ficha, fijar, hacer, vivo


def _aceptados(b: Any, actor: str, opcion: Any, campo: str) -> list[Any]:
    """The values of ``campo`` the engine refuses when added to the option's own params."""
    enemigo = "b" if actor == "a" else "a"
    objetivos = (enemigo,) if opcion.objetivos else ()
    return [
        valor
        for valor in opcion.campos[campo]
        if b.why_not(Action(actor, opcion.accion, objetivos, None, {**opcion.params, campo: valor})) is not None
    ]


def _control() -> Any:
    control = {"nombre": "Hilo", "codigos": ["C"], "coste": 40, "dano": 0}
    b = batalla(
        ficha("A", poderes=[control]),
        ficha(
            "B",
            poderes=[
                {"nombre": "Rayo Negro", "codigos": ["R"], "coste": 50, "dano": 60},
                {"nombre": "Rayo Oculto", "codigos": ["R"], "coste": 50, "dano": 60},
            ],
        ),
    )
    hacer(b, "a", "cosmos")
    hacer(b, "b", "poder", [1], poder="Rayo Negro", respuesta="esquivar")
    hacer(b, "a", "cosmos")
    hacer(b, "b", "pasar")
    return b


def test_control_ofrece_las_ordenes_permitidas() -> None:
    """PODER TIPO CONTROL: «No esta permitido hacer que el rival ... realice Acción Cosmos o ... Intervención
    Divina»; «solo si el ejecutor del control ya ha visto tal poder»; «si tiene las concentraciones necesarias»."""
    b = _control()
    opcion = next(o for o in b.legal_actions("a") if o.accion == "poder" and o.params.get("poder") == "Hilo")
    assert opcion.legal, opcion.motivo
    ordenes = opcion.campos["accion_forzada"]
    assert "golpe" in ordenes and "Rayo Negro" in ordenes
    for prohibida in ("cosmos", "intervencion_divina", "Rayo Oculto", "velocidad_luz", "pasar"):
        assert prohibida not in ordenes
    assert opcion.campos["objetivo_forzado"] == ("a",)
    assert "esquivar" in opcion.campos["respuesta_forzada"]
    assert _aceptados(b, "a", opcion, "accion_forzada") == []


def test_romper_ofrece_solo_las_partes_libres() -> None:
    """ACCIÓN ROMPER: «Solo puede hacerse 1 vez por parte del cuerpo, combate y caballero»."""
    b = batalla()
    hacer(b, "a", "romper", [2], parte="brazos")
    hacer(b, "b", "pasar")
    hacer(b, "a", "golpe", [], respuesta="ninguna")
    hacer(b, "b", "pasar")
    hacer(b, "a", "presa", [2])
    hacer(b, "b", "pasar")
    opcion = next(o for o in b.legal_actions("a") if o.accion == "romper")
    assert opcion.campos["parte"] == ("piernas", "costillas")
    assert _aceptados(b, "a", opcion, "parte") == []


def test_ayuda_una_opcion_por_aliado_con_sus_poderes() -> None:
    """ACCIÓN AYUDA: el aliado «se debe indicar antes de lanzar el dado»; no puede usar poderes tipo llave,
    veneno, defensivos...: solo los permitidos se ofrecen como ``poder``."""
    aliados = [
        {
            "nombre": "Orfeo",
            "orden": "plata",
            "poderes": [
                {"nombre": "Nota", "codigos": ["R"], "coste": 10, "dano": 50},
                {"nombre": "Abrazo", "codigos": ["LL"], "coste": 10, "dano": 50},
            ],
        },
        {"nombre": "Dante", "orden": "plata"},
    ]
    b = batalla(ficha("A", orden="plata", aliados=aliados))
    fijar(b, "a", vida=90)
    ayudas = [o for o in b.legal_actions("a") if o.accion == "ayuda"]
    assert [o.params["aliado"] for o in ayudas] == ["Orfeo", "Dante"]
    assert ayudas[0].legal and ayudas[0].campos == {"poder": ("Nota",)}
    assert _aceptados(b, "a", ayudas[0], "poder") == []


def test_niveles_e_intervenciones_como_campos() -> None:
    """Un mismo poder con niveles de potencia (ALTERNANCIA) y las intervenciones del dios de la ficha."""
    niveles = [{"nombre": "bajo", "coste": 20, "dano": 40}, {"nombre": "alto", "coste": 60, "dano": 100}]
    b = batalla(
        ficha(
            "A",
            dios="athena",
            poderes=[{"nombre": "Aurora", "codigos": ["R"], "coste": 20, "dano": 40, "niveles": niveles}],
        )
    )
    fijar(b, "a", vida=90)
    opciones = {(o.accion, o.params.get("poder")): o for o in b.legal_actions("a")}
    aurora = opciones[("poder", "Aurora")]
    assert aurora.campos["nivel"] == (1, 2) and _aceptados(b, "a", aurora, "nivel") == []
    intervencion = opciones[("intervencion_divina", None)]
    assert intervencion.campos["intervencion"] == ("coraje_de_athena", "sanacion_de_athena")
    hacer(b, "a", "intervencion_divina", [4], objetivo=None, intervencion="sanacion_de_athena")
    fijar(b, "a", vida=90)
    hacer(b, "b", "pasar")
    intervencion = next(o for o in b.legal_actions("a") if o.accion == "intervencion_divina")
    assert intervencion.campos["intervencion"] == ("coraje_de_athena",)  # «no puede volver a realizarse»


def test_reacciones_a_llave_solo_devolucion_total() -> None:
    """DefDT «devolvería todo poder o ataque»: a la llave solo se responde con él (o con nada)."""
    b = batalla(None, ficha("B", poderes=[{"nombre": "Espejo", "codigos": ["DefDT"], "coste": 10, "dano": 0}]))
    reacciones = {str(r.respuesta): r for r in RULESET.reactions(b.view, Action("a", "llave", ("b",)))}
    assert reacciones["{'poder': 'Espejo'}"].legal
    assert not reacciones["esquivar"].legal and reacciones["ninguna"].legal


def test_reacciones_con_y_sin_el_bono_guardado() -> None:
    """III ACCIÓN FORTALEZA: el +1 bloquear guardado se usa «cuando lo crea conveniente»: la ventana ofrece
    bloquear con el bono (4-9) y sin gastarlo (5-9); ambas respuestas se aceptan tal cual."""
    b = batalla()
    hacer(b, "a", "pasar")
    hacer(b, "b", "fortaleza")
    reacciones = {str(r.respuesta): r for r in RULESET.reactions(b.view, Action("a", "golpe", ("b",)))}
    con = reacciones["bloquear_fortaleza"]
    sin = reacciones[str({"respuesta": "bloquear", "bono": False})]
    assert abs((con.probabilidad or 0) - 6 / 9) < 1e-9 and abs((sin.probabilidad or 0) - 5 / 9) < 1e-9
    for reaccion in (con, sin):
        assert b.why_not(Action("a", "golpe", ("b",), reaccion.respuesta)) is None
    hacer(b, "a", "golpe", [5], respuesta=sin.respuesta)
    assert vivo(b, "b")["bono_fortaleza"] and vivo(b, "b")["armadura"] == 90


def test_con_invocacion_cada_paso_ofrece_su_objetivo_y_respuesta() -> None:
    """Poderes de Invocación «La invocación ataca en el turno del invocador ... antes que el»: con una
    invocación propia, cada opción ofrece ``objetivo_invocacion`` (los rivales en pie) y
    ``respuesta_invocacion``; cada valor ofrecido se acepta."""
    bestia = {"nombre": "Bestia", "codigos": ["Inv"], "coste": 50, "dano": 40}
    b = batalla(ficha("A", poderes=[bestia]))
    hacer(b, "a", "poder", poder="Bestia")
    hacer(b, "b", "pasar")
    opcion = next(o for o in b.legal_actions("a") if o.accion == "golpe")
    assert opcion.campos["objetivo_invocacion"] == ("b",)
    assert "esquivar" in opcion.campos["respuesta_invocacion"]
    assert _aceptados(b, "a", opcion, "objetivo_invocacion") == []
