"""The GM's hand on encuentro (contract §5): each declared state has its rule's effect and end; GM values.

Duelo: Ana (heroes, [2, 2]) and Bruno (villanos, [3, 2]), Atletismo 2, Sabiduría 2, Defensa Física 12,
Defensa Mental 10, 3 Puntos de Encuentro; the roll is 1d20 + valor and meeting the target succeeds.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from core.battle import Battle, IllegalAction
from core.ruleset import Action
from tests.core.rulesets.encuentro.utiles import RULESET, batalla, duelo, paso, pj, vivo


def _activos(b: Battle, cid: str) -> dict[str, str]:
    return {a.id: a.detalle for a in RULESET.active_conditions(b.view, cid)}


def _codigo(b: Battle, actor: str, accion: str, *objetivos: str, **campos: object) -> str | None:
    reason = b.why_not(Action(actor, accion, tuple(objetivos), None, campos))
    return getattr(reason, "codigo", None)


def _rechazo_dj(accion: Callable[[], object]) -> str | None:
    with pytest.raises(IllegalAction) as error:
        accion()
    return error.value.codigo


# -- Derribar ------------------------------------------------------------------------------------


def test_derribar_derribado_por_el_dj_defensa_a_la_mitad_y_se_levanta_con_moverse() -> None:
    """«Mientras está derribado su Defensa se reduce a la mitad. ... puede levantarse como parte de la acción
    de Movimiento»: 12 → 6, so a 4 (4 + 2 = 6) hits; Moverse stands it up."""
    b = duelo()
    b.apply_condition("bruno", "derribado")
    assert vivo(b, "bruno")["defensa_fisica"] == 6
    assert "derribado" in _activos(b, "bruno")
    paso(b, "ana", "atacar", "bruno", dados=[4])
    assert vivo(b, "bruno")["impactos"] == 1
    paso(b, "ana", "pasar")
    assert _codigo(b, "bruno", "desmarcarse", destino=[4, 2]) == "derribado"
    paso(b, "bruno", "moverse")
    assert vivo(b, "bruno")["derribado"] is False
    assert vivo(b, "bruno")["defensa_fisica"] == 12
    assert "derribado" not in _activos(b, "bruno")


def test_derribar_quitarlo_lo_levanta_y_dos_veces_se_rechaza() -> None:
    b = duelo()
    b.apply_condition("bruno", "derribado")
    assert _rechazo_dj(lambda: b.apply_condition("bruno", "derribado")) == "ya_derribado"
    b.remove_condition("bruno", "derribado")
    assert vivo(b, "bruno")["defensa_fisica"] == 12
    assert _rechazo_dj(lambda: b.remove_condition("bruno", "derribado")) == "sin_condicion"


# -- Agarrar -------------------------------------------------------------------------------------


def test_agarrar_agarrado_por_el_dj_anula_el_movimiento_hasta_librarse() -> None:
    """«El movimiento del objetivo queda anulado mientras esté agarrado. ... hasta que se libere con la acción
    de Librarse»: the adjacent opponent grabs with one hand; Librarse: Atletismo 2 + 10 = 12 against Bruno's
    Defensa Física 12 frees Ana."""
    b = duelo()
    b.apply_condition("ana", "agarrado")
    assert vivo(b, "ana")["agarrado_por"] == "bruno"
    assert vivo(b, "bruno")["manos_libres"] == 1
    assert _activos(b, "ana")["agarrado"] == "por Bruno"
    assert _codigo(b, "ana", "moverse", destino=[1, 2]) == "agarrado"
    paso(b, "ana", "librarse", dados=[9])  # 11 < 12: the grab continues
    assert vivo(b, "ana")["agarrado"] is True
    paso(b, "ana", "pasar")
    paso(b, "bruno", "pasar")
    paso(b, "ana", "librarse", dados=[10])
    assert vivo(b, "ana")["agarrado_por"] is None
    assert vivo(b, "bruno")["manos_libres"] == 2
    assert "agarrado" not in _activos(b, "ana")


def test_agarrar_quitarlo_devuelve_la_mano() -> None:
    b = duelo()
    b.apply_condition("ana", "agarrado")
    b.remove_condition("ana", "agarrado")
    assert vivo(b, "ana")["agarrado"] is False
    assert vivo(b, "bruno")["manos_libres"] == 2
    paso(b, "ana", "moverse", destino=[1, 2])


def test_agarrar_sin_oponente_adyacente_con_mano_libre_se_rechaza() -> None:
    """Agarrar «debe tener una mano libre»: nobody adjacent with one, nobody to grab."""
    b = batalla(
        pj("ana", "heroes", (2, 2)), pj("bruno", "villanos", (3, 2), manos_libres=0), pj("carla", "villanos", (8, 8))
    )
    assert _rechazo_dj(lambda: b.apply_condition("ana", "agarrado")) == "sin_agarrador"


# -- Ocultarse -----------------------------------------------------------------------------------


def test_ocultarse_oculto_por_el_dj_no_se_le_ataca_y_al_atacar_gana_una_accion_extra() -> None:
    """«no puedes ser atacado directamente por los enemigos que no te hayan visto ocultarte ... Al realizar
    voluntariamente un ataque ... ganas inmediatamente una Acción extra»."""
    b = duelo()
    b.apply_condition("bruno", "oculto")
    assert _codigo(b, "ana", "atacar", "bruno") == "objetivo_oculto"
    paso(b, "ana", "pasar")
    paso(b, "bruno", "atacar", "ana", dados=[10])
    assert vivo(b, "bruno")["oculto"] is False
    assert vivo(b, "bruno")["acciones"] == 2  # 2 - 1 + the extra one
    assert "oculto" not in _activos(b, "bruno")


def test_ocultarse_quien_lo_agarra_lo_ve() -> None:
    b = duelo()
    b.apply_condition("bruno", "agarrado")
    b.apply_condition("bruno", "oculto")
    assert vivo(b, "bruno")["visto_por"] == ["ana"]
    paso(b, "ana", "atacar", "bruno", dados=[10])
    assert vivo(b, "bruno")["impactos"] == 1
    assert _rechazo_dj(lambda: b.apply_condition("bruno", "oculto")) == "ya_oculto"


# -- Esquiva -------------------------------------------------------------------------------------


def test_esquiva_del_dj_suma_uno_hasta_el_inicio_de_su_siguiente_turno() -> None:
    """«Hasta el inicio de tu siguiente turno, tu Defensa Física y Mental aumentan en +1»: 12 → 13, so 10 + 2
    misses; the GM's Esquiva costs no points; it ends when Bruno's turn starts."""
    b = duelo()
    b.apply_condition("bruno", "esquiva")
    assert (vivo(b, "bruno")["defensa_fisica"], vivo(b, "bruno")["defensa_mental"]) == (13, 11)
    assert vivo(b, "bruno")["puntos_encuentro"] == 3
    paso(b, "ana", "atacar", "bruno", dados=[10])
    assert vivo(b, "bruno")["impactos"] == 0
    paso(b, "ana", "pasar")
    assert vivo(b, "bruno")["esquiva"] is False
    assert vivo(b, "bruno")["defensa_fisica"] == 12
    assert "esquiva" not in _activos(b, "bruno")


# -- Librarse ------------------------------------------------------------------------------------


def test_librarse_del_efecto_negativo_del_dj() -> None:
    """«Si no se especifica una tirada o dificultad, el DJ decide ...»; «Fallo: ... puede intentar usar esta
    maniobra nuevamente en un turno posterior»; «Éxito: ... el efecto negativo termina»."""
    b = duelo()
    b.apply_condition("ana", "efecto_negativo")
    assert "efecto_negativo" in _activos(b, "ana")
    assert _codigo(b, "ana", "librarse") == "falta_campo"
    paso(b, "ana", "librarse", dados=[9], valor="sabiduria", dificultad=12)  # 11 < 12
    assert "efecto_negativo" in _activos(b, "ana")
    assert _codigo(b, "ana", "librarse", valor="sabiduria", dificultad=12) == "reintento_en_turno_posterior"
    paso(b, "ana", "pasar")
    paso(b, "bruno", "pasar")
    paso(b, "ana", "librarse", dados=[10], valor="sabiduria", dificultad=12)
    assert "efecto_negativo" not in _activos(b, "ana")


# -- refusals of the GM's states -----------------------------------------------------------------


def test_un_estado_no_lleva_duracion_ni_se_pone_a_quien_esta_fuera_de_combate() -> None:
    b = duelo()
    assert _rechazo_dj(lambda: b.apply_condition("bruno", "derribado", 2)) == "valor_no_valido"
    b.gm_set("bruno", "fuera_de_combate", True)
    assert _rechazo_dj(lambda: b.apply_condition("bruno", "esquiva")) == "objetivo_fuera_de_combate"


# -- GM values -----------------------------------------------------------------------------------


def test_salud_fuera_de_combate_del_dj_da_el_resultado() -> None:
    """«La batalla termina cuando solo queda en pie un bando» (the GM marks who is out: no life in the document)."""
    b = duelo()
    b.gm_set("bruno", "fuera_de_combate", True)
    result = b.outcome()
    assert result is not None and result.ganador == "heroes"
    b.undo()
    assert b.outcome() is None


def test_salud_impactos_del_dj_con_impactos_para_caer() -> None:
    """House rule «impactos_para_caer: 3»: a GM setting 3 hits puts Bruno out, and the battle ends."""
    b = duelo(impactos_para_caer=3)
    b.gm_set("bruno", "impactos", 2)
    assert b.outcome() is None
    b.gm_set("bruno", "impactos", 3)
    assert vivo(b, "bruno")["fuera_de_combate"] is True
    result = b.outcome()
    assert result is not None and result.ganador == "heroes"


def test_salud_fuera_de_combate_en_su_turno_pasa_el_turno_y_suelta_el_agarre() -> None:
    b = batalla(pj("ana", "heroes", (2, 2)), pj("bruno", "villanos", (3, 2)), pj("carla", "heroes", (2, 3)))
    b.gm_set("bruno", "agarrado_por", "ana")
    assert vivo(b, "ana")["manos_libres"] == 1
    b.gm_set("ana", "fuera_de_combate", True)
    assert b.view.turn == "bruno"
    assert vivo(b, "bruno")["agarrado_por"] is None
    assert vivo(b, "ana")["manos_libres"] == 2


def test_acciones_el_dj_no_da_mas_de_dos() -> None:
    """«Cada personaje dispone de 2 Acciones por turno»: the GM may set 0 to 2, not 3."""
    b = duelo()
    assert _rechazo_dj(lambda: b.gm_set("ana", "acciones", 3)) == "valor_no_valido"
    assert _rechazo_dj(lambda: b.gm_set("ana", "puntos_encuentro", -1)) == "valor_no_valido"
    b.gm_set("ana", "acciones", 0)
    assert vivo(b, "ana")["acciones"] == 0
    assert _codigo(b, "ana", "atacar", "bruno") == "sin_acciones"


def test_posicion_del_dj_en_el_tablero_y_libre() -> None:
    b = duelo()
    assert _rechazo_dj(lambda: b.gm_set("ana", "posicion", [3, 2])) == "casilla_ocupada"
    assert _rechazo_dj(lambda: b.gm_set("ana", "posicion", [40, 2])) == "fuera_del_tablero"
    assert _rechazo_dj(lambda: b.gm_set("ana", "posicion", None)) == "valor_no_valido"
    b.gm_set("ana", "posicion", [0, 0])
    assert _codigo(b, "ana", "atacar", "bruno") == "fuera_de_alcance"


def test_agarrado_por_y_visto_por_del_dj_solo_nombran_oponentes() -> None:
    b = batalla(pj("ana", "heroes", (2, 2)), pj("bruno", "villanos", (3, 2)), pj("carla", "heroes", (2, 3)))
    assert _rechazo_dj(lambda: b.gm_set("bruno", "agarrado_por", "bruno")) == "objetivo_no_valido"
    assert _rechazo_dj(lambda: b.gm_set("bruno", "agarrado_por", "zoe")) == "combatiente_desconocido"
    assert _rechazo_dj(lambda: b.gm_set("bruno", "visto_por", ["ana", "bruno"])) == "valor_no_valido"
    b.gm_set("bruno", "oculto", True)
    b.gm_set("bruno", "visto_por", ["carla"])
    assert _codigo(b, "ana", "atacar", "bruno") == "objetivo_oculto"
    b.gm_set("bruno", "visto_por", ["ana", "ana"])
    assert vivo(b, "bruno")["visto_por"] == ["ana"]
    paso(b, "ana", "atacar", "bruno", dados=[10])
    assert vivo(b, "bruno")["impactos"] == 1


def test_valores_derivados_no_se_ajustan() -> None:
    b = duelo()
    for key in ("defensa_fisica", "movimiento", "agarrado", "acciones_extra", "ayudas", "preparado"):
        with pytest.raises(IllegalAction) as error:
            b.gm_set("ana", key, vivo(b, "ana")[key])
        assert error.value.codigo == "ajuste_no_permitido", key
