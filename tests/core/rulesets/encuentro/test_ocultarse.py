"""Section «Ocultarse» (and «Usar» to locate a hidden character)."""

from __future__ import annotations

import pytest

from tests.core.rulesets.encuentro.utiles import batalla, paso, paso_escrito, pj, rechazo, vivo


def trio(**opciones: object) -> object:
    """Ana (a) hides; Bruno and Carlos (b) are her enemies, both adjacent."""
    return batalla(
        pj("ana", "a", (2, 2), {"atletismo": 3}),
        pj("bruno", "b", (3, 2), {"sabiduria": 4}),
        pj("carlos", "b", (2, 3)),
        opciones=dict(opciones),
    )


def test_ocultarse_exige_declarar_las_condiciones() -> None:
    """Ocultarse: «si te encuentras fuera de la línea de visión de tus enemigos, en un área con cobertura, o en una zona de sombra»."""
    b = trio()
    assert rechazo(b, "ana", "ocultarse", condicion="   ").startswith(
        "Para ocultarse hay que declarar la «condicion» del entorno"
    )
    assert rechazo(b, "ana", "ocultarse", condicion=3).startswith("Para ocultarse hay que declarar")
    paso(b, "ana", "ocultarse", condicion="sombra")  # «No se requiere ninguna tirada»
    assert vivo(b, "ana")["oculto"] is True
    b = trio()
    paso(b, "ana", "ocultarse")  # without «condicion», the GM's step vouches for the environment
    assert "el DJ da por buenas las condiciones del entorno" in " ".join(b.log_lines())


def test_ocultarse_condicion_declarada_con_palabras_propias() -> None:
    """Ocultarse: «Puedes hacerlo si te encuentras fuera de la línea de visión de tus enemigos, en un área con
    cobertura, o en una zona de sombra» — the player declares the condition in their words and the GM vouches
    for it; the house rule «ocultarse_condiciones»: «tres» accepts only the three the text names."""
    b = trio()
    paso(b, "ana", "ocultarse", condicion="tras la columna")
    assert vivo(b, "ana")["oculto"] is True
    assert "tras la columna" in " ".join(b.log_lines())
    b = trio(ocultarse_condiciones="tres")
    assert rechazo(b, "ana", "ocultarse", condicion="tras la columna").endswith("«cobertura» o «sombra».")
    paso_escrito(b, "ana", "ocultarse", condicion="Sombra")  # read as «sombra» by core/grafias/encuentro.py
    assert vivo(b, "ana")["oculto"] is True


def test_ocultarse_no_atacable_por_quien_no_lo_vio() -> None:
    """Ocultarse: «no puedes ser atacado directamente por los enemigos que no te hayan visto ocultarte»."""
    b = trio()
    paso(b, "ana", "ocultarse", condicion="cobertura", vieron=["carlos"])
    paso(b, "ana", "pasar")
    assert rechazo(b, "bruno", "atacar", "ana") == "Ana está oculto y Bruno no lo vio ocultarse ni lo ha localizado."
    assert "no lo vio ocultarse" in rechazo(b, "bruno", "derribar", "ana")
    paso(b, "bruno", "pasar")
    paso(b, "carlos", "atacar", "ana", dados=[10])
    assert vivo(b, "ana")["impactos"] == 1


def test_ocultarse_atacar_desde_la_ocultacion_da_accion_extra() -> None:
    """Ocultarse: «Al realizar voluntariamente un ataque ... desde la ocultación, ganas inmediatamente una Acción extra»."""
    b = trio()
    paso(b, "ana", "ocultarse", condicion="sombra")
    paso(b, "ana", "atacar", "bruno", dados=[1])
    live = vivo(b, "ana")
    assert live["oculto"] is False
    assert (live["acciones"], live["acciones_extra"]) == (1, 1)
    paso(b, "ana", "atacar", "bruno", dados=[1])
    assert vivo(b, "ana")["acciones"] == 0


def test_ocultarse_la_accion_extra_se_pierde_al_final_del_turno() -> None:
    """Ocultarse: «que se pierde al final del turno si no se utiliza»."""
    b = trio()
    paso(b, "ana", "pasar")
    paso(b, "bruno", "pasar")
    paso(b, "carlos", "pasar")
    paso(b, "ana", "ocultarse", condicion="sombra")
    paso(b, "ana", "moverse", destino=[0, 0])  # an evident move from hiding
    assert (vivo(b, "ana")["acciones"], vivo(b, "ana")["acciones_extra"]) == (1, 1)
    paso(b, "ana", "pasar")
    assert (vivo(b, "ana")["acciones"], vivo(b, "ana")["acciones_extra"]) == (0, 0)


def test_ocultarse_movimiento_sigiloso_no_revela() -> None:
    """Only an «evidente» move reveals; ``evidente: false`` keeps hiding (no extra action)."""
    b = trio()
    paso(b, "ana", "ocultarse", condicion="sombra")
    paso(b, "ana", "moverse", destino=[0, 0], evidente=False)
    assert vivo(b, "ana")["oculto"] is True
    assert vivo(b, "ana")["acciones"] == 0


@pytest.mark.parametrize(("dados", "localiza"), [([10, 11], True), ([10, 12], False), ([20, 1], True)])
def test_ocultarse_localizar_tirada_enfrentada(dados: list[int], localiza: bool) -> None:
    """Ocultarse: «realiza una tirada enfrentada de Sabiduría (buscadores) contra tu habilidad de Atletismo
    (oculto). Si el enemigo tiene éxito, pierdes el beneficio de la ocultación» (ties: the searcher)."""
    b = trio()
    paso(b, "ana", "ocultarse", condicion="sombra")
    paso(b, "ana", "pasar")
    paso(b, "bruno", "usar", localizar="ana", dados=dados)  # 10 + 4 = 14 against 11 + 3 = 14
    assert vivo(b, "ana")["oculto"] is (not localiza)


def test_ocultarse_empate_y_revelacion_reglas_caseras() -> None:
    """House rules: ties go to the hidden one; a location reveals only to the searcher."""
    b = trio(empate_localizar="oculto", localizar_revela="buscador")
    paso(b, "ana", "ocultarse", condicion="sombra")
    paso(b, "ana", "pasar")
    paso(b, "bruno", "usar", localizar="ana", dados=[10, 11])
    assert vivo(b, "ana")["visto_por"] == []
    paso(b, "bruno", "usar", localizar="ana", dados=[11, 11])
    assert vivo(b, "ana")["oculto"] is True
    assert vivo(b, "ana")["visto_por"] == ["bruno"]
    for quien in ("bruno", "carlos", "ana"):
        paso(b, quien, "pasar")
    assert rechazo(b, "bruno", "usar", localizar="ana") == "Bruno ya sabe dónde está Ana."
