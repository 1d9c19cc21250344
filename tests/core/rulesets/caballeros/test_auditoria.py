"""Second independent audit: rule sentences whose engine reading was fixed or made explicit."""

from __future__ import annotations

from typing import Any

from .utiles import batalla, ficha, hacer, por_que_no, vivo

LLAMA = {"nombre": "Llama", "codigos": ["R", "F"], "coste": 20, "dano": 40}
BRASA = {"nombre": "Brasa", "codigos": ["R", "F"], "coste": 20, "dano": 40}
ESCARCHA = {"nombre": "Escarcha", "codigos": ["R", "H"], "coste": 20, "dano": 40}


def _elemental(**opciones: Any) -> Any:
    b = batalla(ficha("A", vida=90, dios="kronos", poderes=[LLAMA, BRASA, ESCARCHA]), None, **opciones)
    hacer(b, "a", "intervencion_divina", [4], objetivo=None, intervencion="detencion_temporal")
    hacer(b, "b", "pasar")
    hacer(b, "a", "poder", [], poder="Llama", respuesta="ninguna")
    hacer(b, "a", "poder", [], poder="Escarcha", respuesta="ninguna")
    hacer(b, "b", "pasar")
    hacer(b, "a", "poder", [], poder="Brasa", respuesta="ninguna")
    return b


def test_combo_elemental_dentro_del_plazo_de_tres_turnos() -> None:
    """Combo Elemental: «debe de hacerse en menos de 3 rondas de turnos, comenzando en el primer turno de alguien
    y finalizando el plazo en el 3er turno de ese mismo personaje»: fuego e hielo en un turno (Detención
    Temporal) y fuego en el siguiente destruyen la armadura (40 × 3 → 240/40 → 240/0)."""
    b = _elemental()
    assert (vivo(b, "b")["vida"], vivo(b, "b")["armadura"]) == (240, 0)
    assert vivo(b, "b")["armadura_rota"]


def test_combo_elemental_turnos_seguidos_como_el_ejemplo() -> None:
    """Regla casera ``combo_elemental`` = ``turnos_seguidos``: el ejemplo del documento, un poder por turno."""
    b = _elemental(combo_elemental="turnos_seguidos")
    assert (vivo(b, "b")["vida"], vivo(b, "b")["armadura"]) == (240, 40)


def test_poder_defensivo_arm_perdido_a_mitad_de_combo() -> None:
    """III ARMADURA: «Al perderse la armadura, estos bonos y poderes desaparecen»: el tercer golpe del combo ya
    no puede responderse con un DefEsq ARM si el segundo rompió la armadura (285/5 → 260/0 → 230/0)."""
    escudo = {"nombre": "Escudo", "codigos": ["DefEsq", "ARM"], "coste": 10, "dano": 0, "bono": 2}
    b = batalla(None, ficha("B", armadura=20, poderes=[escudo]))
    hacer(b, "a", "concentracion")
    hacer(b, "b", "pasar")
    hacer(b, "a", "combo", [], respuesta=["ninguna", "ninguna", {"poder": "Escudo"}])
    assert (vivo(b, "b")["vida"], vivo(b, "b")["armadura"], vivo(b, "b")["cosmos"]) == (230, 0, 200)


def test_almas_de_los_dioses_dice_por_que_no_el_dios_del_rival() -> None:
    """Almas de los dioses: «no puede escoger la intervención divina del dios de su rival»."""
    b = batalla(ficha("A", vida=90, dios="lucifer"), ficha("B", dios="poseidon"))
    hacer(b, "a", "intervencion_divina", [4], objetivo=None, intervencion="almas_de_los_dioses")
    hacer(b, "b", "pasar")
    texto = por_que_no(b, "a", "intervencion_divina", objetivo=None, intervencion="fortificacion_de_escamas")
    assert texto is not None and "el dios de un rival" in texto


def test_usos_por_rival_dice_una_vez() -> None:
    """Poderes tipo Rayo Directo: «tienen un límite de 3 usos por rival, salvo que se indique lo contrario en la
    ficha»: con 1 uso, el motivo lo dice en singular."""
    flecha = {"nombre": "Flecha", "codigos": ["RD"], "coste": 10, "dano": 40, "usos_por_rival": 1}
    b = batalla(ficha("A", poderes=[flecha]))
    hacer(b, "a", "poder", [], poder="Flecha")
    hacer(b, "b", "pasar")
    hacer(b, "a", "golpe", [], respuesta="ninguna")
    hacer(b, "b", "pasar")
    hacer(b, "a", "presa", [2])
    hacer(b, "b", "pasar")
    assert por_que_no(b, "a", "poder", poder="Flecha") == "«Flecha» ya se usó 1 vez contra B (máximo 1 por rival)."


def test_poder_no_clasificable_lo_resuelve_el_master() -> None:
    """TIPOS DE PODER: «Algunos son totalmente únicos no siendo clasificables»: se paga y el registro dice
    que su efecto lo resuelve el máster (sin daño del motor)."""
    raro = {"nombre": "Raro", "codigos": ["Ment"], "coste": 20, "dano": 50}
    b = batalla(ficha("A", poderes=[raro]))
    hacer(b, "a", "poder", [], poder="Raro")
    assert vivo(b, "a")["cosmos"] == 180 and vivo(b, "b")["vida"] == 300
    assert any("lo resuelve el máster" in linea for linea in b.log_lines())
