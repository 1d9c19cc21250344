"""Defence powers and barriers (DefR, DefA, DefCont, DefDT, DefEsq/DefBloq/DefCtr, DefB) — TIPOS DE PODER."""

from __future__ import annotations

from typing import Any

from .utiles import batalla, ficha, hacer, por_que_no, vivo


def P(nombre: str, codigos: list[str], coste: int = 50, dano: int = 60, **campos: Any) -> dict[str, Any]:
    return {"nombre": nombre, "codigos": codigos, "coste": coste, "dano": dano, **campos}


def test_defensa_rayo_no_anula_rd() -> None:
    """Poderes de Defensa Rayo: "anulan los Poderes tipo Rayo (menos el subtipo RD)"."""
    b = batalla(ficha("A", poderes=[P("D1", ["RD"])]), ficha("B", poderes=[P("Espejo", ["DefR"], coste=40, dano=0)]))
    assert "no puede responder" in (por_que_no(b, "a", "poder", poder="D1", respuesta={"poder": "Espejo"}) or "")


def test_defensa_rayo_y_ataque_anula_un_golpe() -> None:
    """Poderes de Defensa Rayo y Ataque: anulan "toda acción ofensiva que implique una defensa basada en esquivar, bloquear o contraatacar"."""
    b = batalla(None, ficha("B", poderes=[P("Muro", ["DefA"], coste=30, dano=0)]))
    hacer(b, "a", "golpe", [], respuesta={"poder": "Muro"})
    assert vivo(b, "b")["vida"] == 300 and vivo(b, "b")["cosmos"] == 170


def test_defensa_con_contraataque_y_devolucion() -> None:
    """Defensa con Contraataque (daño de la ficha) y Defensa de Devolución (devuelve el rayo a quien lo lanzó)."""
    b = batalla(
        ficha("A", poderes=[P("R1", ["R"], dano=80)]),
        ficha("B", poderes=[P("Eco", ["DefContR"], coste=20, dano=40), P("Vuelta", ["DefDR"], coste=20, dano=0)]),
    )
    hacer(b, "a", "poder", [], poder="R1", respuesta={"poder": "Eco"})
    assert vivo(b, "a")["vida"] == 280 and vivo(b, "b")["vida"] == 300
    b = batalla(
        ficha("A", poderes=[P("R1", ["R"], dano=80)]), ficha("B", poderes=[P("Vuelta", ["DefDR"], coste=20, dano=0)])
    )
    hacer(b, "a", "poder", [], poder="R1", respuesta={"poder": "Vuelta"})
    assert (vivo(b, "a")["vida"], vivo(b, "a")["armadura"]) == (260, 60)


def test_defensa_de_bono_temporal() -> None:
    """Defensa de Bono Temporal: "otorgan un bono a la acción Esquivar ... Tras ser aplicado, el bono desaparece"."""
    b = batalla(None, ficha("B", poderes=[P("Corriente", ["DefEsq"], coste=20, dano=0, bono=2)]))
    hacer(b, "a", "golpe", [4], respuesta={"poder": "Corriente"})  # 6-9 con +2 → 4-9
    assert vivo(b, "b")["vida"] == 300 and vivo(b, "b")["cosmos"] == 180


def test_barrera_absorbe_y_el_resto_se_bloquea_a_menos_1() -> None:
    """Defensa con Barrera: "adsorberá todos los ptos de daño" y "el daño restante tras su rotura, se bloquea con un bono negativo de -1 bloquear"."""
    b = batalla(
        ficha("A", poderes=[P("R1", ["R"], dano=120)]),
        ficha("B", poderes=[P("Muro", ["DefB"], coste=30, dano=0, puntos_por_cosmos=2)]),
    )
    hacer(b, "a", "pasar")
    hacer(b, "b", "poder", [], poder="Muro", objetivo=None)
    assert vivo(b, "b")["barrera"] == 60
    assert "barrera" in (por_que_no(b, "a", "poder", poder="R1", respuesta="esquivar") or "")
    assert "barrera" in (por_que_no(b, "a", "presa") or "")
    hacer(
        b, "a", "poder", [6], poder="R1"
    )  # 60 a la barrera; 60 restantes bloqueados (5-9 con -1 → 6-9) → 20 a armadura
    assert vivo(b, "b")["barrera"] == 0
    assert (vivo(b, "b")["vida"], vivo(b, "b")["armadura"]) == (300, 80)


def test_barrera_re_golpea_directo_tras_romperla() -> None:
    """Defensa con Barrera: "(a excepción de los RE que golpean de forma directa al creador del muro al no poder ser bloqueados)"."""
    b = batalla(
        ficha("A", poderes=[P("E", ["RE"], dano=100)]),
        ficha("B", poderes=[P("Muro", ["DefB"], coste=30, dano=0, puntos_por_cosmos=2)]),
    )
    hacer(b, "a", "pasar")
    hacer(b, "b", "poder", [], poder="Muro", objetivo=None)
    hacer(b, "a", "poder", [], poder="E")
    assert (vivo(b, "b")["vida"], vivo(b, "b")["armadura"]) == (280, 80)


def test_rsd_dana_la_barrera_sin_tirada() -> None:
    """Defensa con Barrera: "Los RSD no necesitan realizar una tirada para dañar la barrera defensiva"."""
    b = batalla(
        ficha("A", poderes=[P("S", ["RSD"], dano=40, tirada_minima=9)]),
        ficha("B", poderes=[P("Muro", ["DefB"], coste=30, dano=0, puntos_por_cosmos=2)]),
    )
    hacer(b, "a", "pasar")
    hacer(b, "b", "poder", [], poder="Muro", objetivo=None)
    hacer(b, "a", "poder", [], poder="S")
    assert vivo(b, "b")["barrera"] == 20


def test_barrera_absorbe_el_contraataque_del_rival() -> None:
    """Defensa con Barrera: "la barrera defensiva adsorberá todos los ptos de daño que el rival realice"."""
    b = batalla(
        ficha("A", poderes=[P("Muro", ["DefB"], coste=30, dano=0, puntos_por_cosmos=2)]), ficha("B", dano_golpe=60)
    )
    hacer(b, "a", "poder", [], poder="Muro", objetivo=None)
    hacer(b, "b", "pasar")
    hacer(b, "a", "golpe", [9], respuesta="contraataque")
    assert vivo(b, "a")["barrera"] == 30 and vivo(b, "a")["vida"] == 300


def test_control_no_pone_la_barrera_al_controlado() -> None:
    """Defensa con Barrera: con un poder C "solo conseguir que quien realiza el poder de Defensa con Barrera, pierda la energia"."""
    b = batalla(
        ficha("A", poderes=[P("Péndulo", ["C"], dano=0)]),
        ficha("B", poderes=[P("Muro", ["DefB"], coste=30, dano=0, puntos_por_cosmos=1)]),
    )
    hacer(b, "a", "cosmos")
    hacer(b, "b", "poder", [], poder="Muro", objetivo=None)
    hacer(b, "a", "cosmos")
    hacer(b, "b", "pasar")
    hacer(b, "a", "golpe", [1])  # 50 contra 30 de barrera; el resto (20) se bloquea a -1 y falla
    assert not vivo(b, "b").get("barrera") and vivo(b, "b")["vida"] == 290
    hacer(b, "b", "pasar")
    hacer(b, "a", "poder", [], poder="Péndulo", accion_forzada={"accion": "poder", "poder": "Muro"})
    assert not vivo(b, "b").get("barrera") and vivo(b, "b")["cosmos"] == 200 - 30 - 30


def test_reacciones_tras_la_barrera_no_se_pueden_elegir() -> None:
    """Defensa con Barrera: "el defensor no podrá esquivar, bloquear o contraatacar los ataques del rival"."""
    from core.ruleset import Action

    from .utiles import RULESET

    b = batalla(None, ficha("B", poderes=[P("Muro", ["DefB"], coste=30, dano=0, puntos_por_cosmos=2)]))
    hacer(b, "a", "pasar")
    hacer(b, "b", "poder", [], poder="Muro", objetivo=None)
    opciones = {str(o.respuesta): o for o in RULESET.reactions(b.view, Action("a", "golpe", ("b",)))}
    assert not opciones["esquivar"].legal and "barrera" in opciones["esquivar"].motivo
    assert opciones["ninguna"].legal


def test_devolucion_de_un_mortal_lleva_su_tirada_al_atacante() -> None:
    """Poderes de Defensa de Devolución: «devolvería todo poder o ataque a quien lo lanzó» (DefDT): el
    poder mortal devuelto hace su tirada mortal contra quien lo lanzó."""
    b = batalla(
        ficha("A", poderes=[P("Sentencia", ["M"], dano=0, tirada_mortal=7)]),
        ficha("B", poderes=[P("Espejo", ["DefDT"], coste=30, dano=0)]),
    )
    hacer(b, "a", "poder", [8], poder="Sentencia", respuesta={"poder": "Espejo"})
    assert vivo(b, "a")["vida"] == 0 and vivo(b, "b")["vida"] == 300
    b = batalla(
        ficha("A", poderes=[P("Sentencia", ["M"], dano=0, tirada_mortal=7)]),
        ficha("B", poderes=[P("Espejo", ["DefDT"], coste=30, dano=0)]),
    )
    hacer(b, "a", "poder", [6], poder="Sentencia", respuesta={"poder": "Espejo"})
    assert vivo(b, "a")["vida"] == 300


def test_devolucion_de_un_rayo_veneno_envenena_al_atacante() -> None:
    """Poderes de Defensa de Devolución (DefDR) y Rayo Veneno: el veneno devuelto lo sufre el atacante, en el
    turno de quien lo devolvió y antes de que actúe."""
    b = batalla(
        ficha("A", poderes=[P("Aguijón", ["RV"], coste=40, dano=40, veneno_dano=20, veneno_turnos=2)]),
        ficha("B", poderes=[P("Reflejo", ["DefDR"], coste=20, dano=0)]),
    )
    hacer(b, "a", "poder", poder="Aguijón", respuesta={"poder": "Reflejo"})
    assert (vivo(b, "a")["vida"], vivo(b, "a")["armadura"]) == (260, 80)  # 40 devuelto + el veneno al empezar b
    assert vivo(b, "a")["venenos"][0]["de"] == "b"
    assert "venenos" not in vivo(b, "b") or not vivo(b, "b")["venenos"]


def test_devolucion_de_una_inmovilizacion() -> None:
    """DefDT devuelve el poder de inmovilización: queda inmovilizado quien lo lanzó."""
    b = batalla(
        ficha("A", poderes=[P("Cadenas", ["INM"], coste=40, dano=0, turnos_inmovilizado=1)]),
        ficha("B", poderes=[P("Espejo", ["DefDT"], coste=30, dano=0)]),
    )
    hacer(b, "a", "poder", poder="Cadenas", respuesta={"poder": "Espejo"})
    assert vivo(b, "a")["inmovilizado"]["por"] == "b"
    assert not vivo(b, "b").get("inmovilizado")


def test_contraataque_con_mecanica_propia_de_veneno() -> None:
    """Poderes de Defensa con Contraataque: «Su mecánica viene indicada en la ficha del personaje»: un
    DefContA que además es V envenena al atacante con su propio veneno."""
    b = batalla(None, ficha("B", poderes=[P("Espinas", ["DefContA", "V"], coste=20, dano=10, veneno_dano=5)]))
    hacer(b, "a", "golpe", respuesta={"poder": "Espinas"})
    # 10 → 5/5; al empezar el turno de b (su siguiente turno), el veneno: 5 a vida.
    assert (vivo(b, "a")["vida"], vivo(b, "a")["armadura"]) == (290, 95)
    assert vivo(b, "a")["venenos"][0]["dano"] == 5
