"""Poderes de Defensa de Devolución, DefDT: «La tercera devolvería todo poder o ataque a quien lo lanzo»
(TIPOS DE PODER), also against LL and P powers and the attacks llave, presa, puntos vitales and romper."""

from __future__ import annotations

from typing import Any

from .utiles import batalla, ficha, hacer, por_que_no, vivo


def P(nombre: str, codigos: list[str], coste: int = 40, dano: int = 0, **campos: Any) -> dict[str, Any]:
    return {"nombre": nombre, "codigos": codigos, "coste": coste, "dano": dano, **campos}


ESPEJO = P("Espejo Total", ["DefDT"])
MURO = P("Muro", ["DefA"])


def _duelo(*poderes_a: dict[str, Any]) -> Any:
    return batalla(ficha("A", poderes=list(poderes_a)), ficha("B", poderes=[ESPEJO, MURO]))


def test_defdt_devuelve_un_poder_llave_tras_ganar_la_llave() -> None:
    """Poderes tipo Llave: «se debe realizar la acción llave y ganarla, tras lo cual se hará el poder»;
    DefDT «devolvería todo poder o ataque a quien lo lanzo»: A gana (5+1=6 contra 3) y B devuelve los 70."""
    b = _duelo(P("Abrazo", ["LL"], dano=70))
    hacer(b, "a", "poder", [5, 3], poder="Abrazo", respuesta={"poder": "Espejo Total"})
    assert (vivo(b, "a")["vida"], vivo(b, "a")["armadura"]) == (265, 65)
    assert (vivo(b, "b")["vida"], vivo(b, "b")["cosmos"]) == (300, 160)


def test_defdt_no_se_gasta_si_el_rival_gana_la_llave() -> None:
    """Poderes tipo Llave: si gana el rival hace la llave normal (40); el DefDT no llega a usarse."""
    b = _duelo(P("Abrazo", ["LL"], dano=70))
    hacer(b, "a", "poder", [2, 6], poder="Abrazo", respuesta={"poder": "Espejo Total"})
    assert (vivo(b, "a")["vida"], vivo(b, "a")["armadura"]) == (280, 80)
    assert vivo(b, "b")["cosmos"] == 200


def test_defdt_devuelve_un_poder_presa_y_tira_quien_lo_devuelve() -> None:
    """Poderes tipo Presa: «Su daño x repetición viene indicado en el poder»; devuelto, B tira las
    repeticiones contra A: 3 (impar) y 1 (impar) y 4 (par): 2 × 20 = 40 a la vida de A."""
    b = _duelo(P("Garra", ["P"], coste=30, dano=20))
    hacer(b, "a", "poder", [3, 1, 4], poder="Garra", respuesta={"poder": "Espejo Total"})
    assert (vivo(b, "a")["vida"], vivo(b, "a")["armadura"]) == (260, 100)
    assert vivo(b, "b")["vida"] == 300


def test_solo_defdt_responde_a_llave_y_presa() -> None:
    """ACCIÓN LLAVE y ACCIÓN PRESA no dan defensa al rival: esquivar o DefA se rechazan con el motivo."""
    b = _duelo(P("Abrazo", ["LL"], dano=70))
    assert "no admite respuesta" in (por_que_no(b, "a", "presa", respuesta="esquivar") or "")
    assert "DefDT" in (por_que_no(b, "a", "llave", respuesta={"poder": "Muro"}) or "")
    assert "DefDT" in (por_que_no(b, "a", "poder", poder="Abrazo", respuesta={"poder": "Muro"}) or "")
    assert por_que_no(b, "a", "presa", respuesta={"poder": "Espejo Total"}) is None


def test_defdt_devuelve_la_llave_con_su_forcejeo() -> None:
    """ACCIÓN LLAVE: empate 4+1 contra 5 → forcejeo (+10); 6+1 contra 2: A gana 50 y B la devuelve."""
    b = _duelo()
    hacer(b, "a", "llave", [4, 5, 6, 2], respuesta={"poder": "Espejo Total"})
    assert (vivo(b, "a")["vida"], vivo(b, "a")["armadura"]) == (275, 75)
    assert vivo(b, "b")["vida"] == 300


def test_defdt_devuelve_los_puntos_vitales() -> None:
    """ACCIÓN PUNTOS VITALES: con 8 se logra; devuelto, es A quien sufre los modificadores negativos."""
    b = _duelo()
    hacer(b, "a", "puntos_vitales", [8], respuesta={"poder": "Espejo Total"})
    assert vivo(b, "a").get("puntos_vitales") and not vivo(b, "b").get("puntos_vitales")
    assert vivo(b, "a")["pv_usado"]


def test_defdt_devuelve_romper() -> None:
    """ACCIÓN ROMPER: dos 6-9 seguidos; devuelto, la parte rota es la del atacante."""
    b = _duelo()
    hacer(b, "a", "romper", [7, 6], respuesta={"poder": "Espejo Total"}, parte="piernas")
    assert vivo(b, "a")["roturas"]["piernas"] == 1
    assert not any(vivo(b, "b").get("roturas", {}).values())


def test_defdt_con_tirada_minima_que_falla() -> None:
    """Defensa de Devolución: «La mecánica de devolución ... viene indicada en la ficha»: con tirada 8
    y un 5, el Espejo falla (se paga) y la presa sigue: 1 (impar), 2 (par) → 10 a B."""
    b = batalla(ficha("A"), ficha("B", poderes=[P("Espejo Total", ["DefDT"], tirada_minima=8)]))
    hacer(b, "a", "presa", [5, 1, 2], respuesta={"poder": "Espejo Total"})
    assert (vivo(b, "b")["vida"], vivo(b, "b")["cosmos"]) == (290, 160)
