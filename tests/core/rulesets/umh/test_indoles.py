"""7 INDOLES: reaction requirements and the special rules of each índole, and 7.3 boosters."""

from __future__ import annotations

from core.rulesets.umh.ficha import Potenciador
from core.rulesets.umh.potenciadores import potenciador
from tests.core.rulesets.umh.ayuda import batalla, defensa, ficha, golpe, motivo, usar, vivo


def _contra(skill: dict[str, object], *defs: dict[str, object], **target: object):  # type: ignore[no-untyped-def]
    target.setdefault("vit", 1000)
    return batalla(
        ("b", "1", ficha("B", vol=3, habilidades=[skill])), ("a", "2", ficha("A", habilidades=list(defs), **target))
    )


def test_7_1_1_2_luminicas_se_reaccionan_con_3_ref() -> None:
    """7.1.1.2 Habilidades lumínicas: deberán ser reaccionadas con 3 REF (7.1.1.3 oscuras igual)."""
    b = _contra(golpe("Destello", 100, indoles=["luminica"]), defensa("Muro", "defensa_externa", defensa=50), ref=2)
    reason = motivo(b, "b", "Destello", "a", {"habilidad": "Muro"})
    assert reason is not None and "3 REF" in reason
    b = _contra(golpe("Sombra", 100, indoles=["oscura"]), defensa("Muro", "defensa_externa", defensa=50), ref=3)
    assert motivo(b, "b", "Sombra", "a", {"habilidad": "Muro"}) is None


def test_7_1_1_4_acuaticas_con_defensa_interna_mojan() -> None:
    """7.1.1.4 - Habilidades acuáticas: defendidas mediante defensas internas provocan el estado "mojado"."""
    b = _contra(golpe("Chorro", 100, indoles=["acuatica"]), defensa("Bloqueo", "defensa_interna", defensa=50))
    usar(b, "b", "Chorro", "a", {"habilidad": "Bloqueo"})
    assert "mojado" in vivo(b, "a")["estados"]


def test_7_1_1_5_igneas_con_defensa_interna_queman_el_10_por_ciento_del_total() -> None:
    """7.1.1.5 - provocarán una quemadura del 10% del daño TOTAL antes de bloquear durante 3 acciones salvo ignífugo."""
    b = _contra(golpe("Llamarada", 300, indoles=["ignea"]), defensa("Bloqueo", "defensa_interna", defensa=500))
    usar(b, "b", "Llamarada", "a", {"habilidad": "Bloqueo"})
    assert vivo(b, "a")["vit"] == 1000
    assert vivo(b, "a")["indirectos"]["quemadura"]["cantidad"] == 30
    assert vivo(b, "a")["indirectos"]["quemadura"]["duracion"] == 3
    b = _contra(
        golpe("Llamarada", 300, indoles=["ignea"]), defensa("Bloqueo", "defensa_interna", defensa=500), ignifugo=True
    )
    usar(b, "b", "Llamarada", "a", {"habilidad": "Bloqueo"})
    assert vivo(b, "a")["indirectos"] == {}


def test_7_1_1_6_electricas_con_defensa_interna_paralizan_1_accion() -> None:
    """7.1.1.6 - provocarán 1 acción de parálisis salvo que se posea una fisionomía aislante."""
    b = _contra(golpe("Chispa", 100, indoles=["electrica"]), defensa("Bloqueo", "defensa_interna", defensa=500))
    usar(b, "b", "Chispa", "a", {"habilidad": "Bloqueo"})
    assert vivo(b, "a")["control"]["nombre"] == "paralisis"
    b = _contra(
        golpe("Chispa", 100, indoles=["electrica"]), defensa("Bloqueo", "defensa_interna", defensa=500), aislante=True
    )
    usar(b, "b", "Chispa", "a", {"habilidad": "Bloqueo"})
    assert vivo(b, "a")["control"] is None


def test_7_1_2_psionica_mitad_mental_mitad_energetica() -> None:
    """7.1.2.1 - un 50% mental y el 50% energético; 7.1.2.4 - con defensa interna solo se defiende el energético."""
    b = _contra(golpe("Onda", 200, indoles=["psionica"]), defensa("Bloqueo", "defensa_interna", defensa=500))
    usar(b, "b", "Onda", "a", {"habilidad": "Bloqueo"})
    assert vivo(b, "a")["vit"] == 900


def test_7_1_2_3_psionica_resistir_anula_la_parte_mental() -> None:
    """7.1.2.3 - puede hacer uso del comando RESISTIR únicamente frente al porcentaje de daño mental, reduciéndolo a cero."""
    b = _contra(golpe("Onda", 200, indoles=["psionica"]), vol=3)
    usar(b, "b", "Onda", "a", "resistir")
    assert vivo(b, "a")["vit"] == 900


def test_7_1_mental_solo_puede_ser_resistida() -> None:
    """Mental (7.1.1): Por norma general las habilidades mentales únicamente pueden ser resistidas;
    el daño mental únicamente puede ser regenerado un 50%."""
    b = _contra(
        golpe("Punzada", 100, indoles=["mental"]),
        defensa("Muro", "defensa_externa", defensa=50),
        vol=1,
        regeneracion=500,
    )
    reason = motivo(b, "b", "Punzada", "a", {"habilidad": "Muro"})
    assert reason is not None and "resistidas" in reason
    usar(b, "b", "Punzada", "a", "resistir")
    assert vivo(b, "a")["vit"] == 900
    assert vivo(b, "a")["no_regenerable"] == 50


def test_7_1_3_1_sonora_sin_todos_los_angulos_entra_el_50_por_ciento_al_alza() -> None:
    """7.1.3.1 - Al realizar una defensa: requiere defensas que cubran "todos los ángulos"; de lo contrario,
    el usuario recibirá el 50% de los efectos y daño contando al alza."""
    b = _contra(golpe("Grito", 101, indoles=["sonora"]), defensa("Muro", "defensa_externa", defensa=500))
    usar(b, "b", "Grito", "a", {"habilidad": "Muro"})
    assert vivo(b, "a")["vit"] == 1000 - 51
    b = _contra(
        golpe("Grito", 101, indoles=["sonora"]),
        defensa("Cúpula", "defensa_externa", defensa=500, todos_los_angulos=True),
    )
    usar(b, "b", "Grito", "a", {"habilidad": "Cúpula"})
    assert vivo(b, "a")["vit"] == 1000


def test_7_1_3_1_sonora_evasion_sin_3_ref_recibe_el_50_por_ciento() -> None:
    """7.1.3.1 - Al realizar una evasión: el usuario debe contar con 3 REF o más. Sin REF, recibe el 50%."""
    b = _contra(golpe("Grito", 100, indoles=["sonora"]), defensa("Salto", "evasion"), ref=2, vel=3)
    usar(b, "b", "Grito", "a", {"habilidad": "Salto"})
    assert vivo(b, "a")["vit"] == 950


def test_7_1_cronoquinetica_evadir_anticipar_o_anular_con_6_ref() -> None:
    """Cronoquinética (7.1.1): se debe utilizar RESISTIR. En caso de poseer 6 REF se pueden evadir, anticipar o anular."""
    b = _contra(
        golpe("Paradoja", 100, indoles=["cronoquinetica"]),
        defensa("Anular", "anulacion"),
        defensa("Muro", "defensa_externa", defensa=50),
        ref=5,
    )
    assert "6 REF" in (motivo(b, "b", "Paradoja", "a", {"habilidad": "Anular"}) or "")
    assert "RESISTIR" in (motivo(b, "b", "Paradoja", "a", {"habilidad": "Muro"}) or "")
    b = _contra(golpe("Paradoja", 100, indoles=["cronoquinetica"]), defensa("Anular", "anulacion"), ref=6)
    assert motivo(b, "b", "Paradoja", "a", {"habilidad": "Anular"}) is None


def test_7_1_dano_al_alma_solo_con_defensas_que_lo_indiquen_y_no_regenerable() -> None:
    """Daño al alma (7.1.1): solo pueden ser reaccionadas con defensas que lo indiquen; no puede ser regenerado."""
    b = _contra(
        golpe("Siega", 100, indoles=["dano_al_alma"]), defensa("Muro", "defensa_externa", defensa=50), regeneracion=100
    )
    assert motivo(b, "b", "Siega", "a", {"habilidad": "Muro"}) is not None
    usar(b, "b", "Siega", "a")
    assert vivo(b, "a")["no_regenerable"] == 100


def test_7_1_fuego_infernal_solo_evasion_o_defensa_externa() -> None:
    """Fuego infernal (7.1.1): Solamente pueden ser evadidas o defendidas por defensas externas; las internas deben especificarlo.
    El daño se considera 50% daño al alma y 50% fuego elemental."""
    b = _contra(
        golpe("Llama negra", 100, indoles=["fuego_infernal"]), defensa("Bloqueo", "defensa_interna", defensa=50)
    )
    assert "Fuego infernal" in (motivo(b, "b", "Llama negra", "a", {"habilidad": "Bloqueo"}) or "")
    b = _contra(golpe("Llama negra", 100, indoles=["fuego_infernal"]))
    usar(b, "b", "Llama negra", "a")
    assert vivo(b, "a")["vit"] == 900 and vivo(b, "a")["no_regenerable"] == 50


def test_7_3_1_dos_potenciadores_de_una_indole_y_7_3_1_1_el_de_50_va_solo() -> None:
    """7.3.1 - Únicamente dos potenciadores de una misma índole, sumándose; 7.3.1.1 - uno de 50% o más no se aplica junto a otros."""
    ps = [Potenciador(indole="fisica", porcentaje=p) for p in (10, 20, 15)]
    assert potenciador(["fisica"], ps) == 35
    assert potenciador(["fisica"], [*ps, Potenciador(indole="fisica", porcentaje=50)]) == 50


def test_7_3_2_varias_indoles_un_potenciador_por_indole() -> None:
    """7.3.2 - con varias índoles se aplica el de mayor valor sobre dicha índole, un bonificador por índole."""
    ps = [
        Potenciador(indole="fisica", porcentaje=10),
        Potenciador(indole="fisica", porcentaje=20),
        Potenciador(indole="ignea", porcentaje=15),
    ]
    assert potenciador(["fisica", "ignea"], ps) == 35


def test_9_5_2_inmune_a_la_electricidad_no_se_paraliza_al_bloquear() -> None:
    """9.5.2 - El usuario con inmunidad a una índole, reduce al 100% el daño y efectos (no 7.1.1.6 paralysis either)."""
    b = _contra(
        golpe("Chispa", 100, indoles=["electrica"]),
        defensa("Bloqueo", "defensa_interna", defensa=50),
        inmunidades=["electrica"],
    )
    usar(b, "b", "Chispa", "a", {"habilidad": "Bloqueo"})
    assert vivo(b, "a")["control"] is None and vivo(b, "a")["vit"] == 1000
