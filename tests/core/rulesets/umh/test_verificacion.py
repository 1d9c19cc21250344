"""Rule readings fixed during the independent verification (see tests/golden/umh/verificacion_*.json)."""

from __future__ import annotations

from core.rulesets.umh.ficha import Potenciador
from core.rulesets.umh.potenciadores import potenciador
from tests.core.rulesets.umh.ayuda import batalla, ficha, golpe, usar, vivo


def test_7_3_1_1_el_de_50_no_se_junta_pero_se_elige_la_mejor_combinacion() -> None:
    """7.3.1 - Únicamente es posible aplicar dos potenciadores porcentuales de daño de una misma índole, sumándose
    entre sí. 7.3.1.1 - En caso de que un potenciador iguale o supere por sí mismo el valor de 50% no se podrá
    aplicar junto a otros (50 alone, or 40 + 30 = 70 together: the best legal choice is 70)."""
    boosts = [Potenciador(indole="fisica", porcentaje=p) for p in (50, 40, 30)]
    assert potenciador(["fisica"], boosts) == 70
    assert potenciador(["fisica"], [Potenciador(indole="fisica", porcentaje=p) for p in (60, 20)]) == 60


def test_11_6_1_2_quien_choca_recibe_la_colision_entera() -> None:
    """11.6.1.2 - En caso de chocar con otro jugador y encontrarse en la misma casilla acompañantes, el jugador
    pasará a recibir un 25 % de los efectos de la colisión: the player hit goes from 50 % to 25 %."""
    push = golpe("Empujón", 0, efectos=[{"tipo": "colision", "cantidad": 41}])
    b = batalla(("a", "A", ficha(habilidades=[push])), ("d", "B", ficha()), ("e", "B", ficha()))
    usar(b, "a", "Empujón", "d", None, colision_con="e", acompanantes=True)
    assert vivo(b, "d")["vit"] == 59
    assert vivo(b, "e")["vit"] == 90
