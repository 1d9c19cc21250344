"""Names a hand-written script may use: sheet aliases, action aliases, Prepararse's default, Ayuda once per ally."""

from __future__ import annotations

from core.rulesets.encuentro.nombres import normalizar
from core.storage import sheet_from_data
from tests.core.rulesets.encuentro.utiles import batalla, duelo, paso, pj, rechazo


def test_normalizar_quita_tildes_y_espacios() -> None:
    assert normalizar("Defensa Física") == "defensa_fisica"
    assert normalizar(" Sabiduría ") == "sabiduria"
    assert normalizar("defensa-mental") == "defensa_mental"


def test_ficha_con_valores_en_el_primer_nivel() -> None:
    """Sheet: «the values the document rolls or compares» may be written at the top level, with accents."""
    sheet = sheet_from_data(
        {"nombre": "X", "Atletismo": 3, "Defensa Física": 12, "sabiduría": 2, "puntos": 5, "manos": 1},
        None,
        default_rules="encuentro",
    )
    datos = sheet.model_dump()
    assert datos["valores"] == {"atletismo": 3, "defensa_fisica": 12, "sabiduria": 2}
    assert datos["puntos_encuentro"] == 5
    assert datos["manos_libres"] == 1


def test_ficha_valores_gana_sobre_el_primer_nivel() -> None:
    sheet = sheet_from_data(
        {"nombre": "X", "atletismo": 1, "valores": {"atletismo": 4}}, None, default_rules="encuentro"
    )
    assert sheet.model_dump()["valores"] == {"atletismo": 4}


def test_ficha_atributos_y_habilidades_como_objetos_o_listas() -> None:
    sheet = sheet_from_data(
        {
            "nombre": "X",
            "atributos": {"vigor": 2},
            "habilidades": ["Golpe de escudo"],
            "posicion": {"x": 1, "y": 2},
        },
        None,
        default_rules="encuentro",
    )
    datos = sheet.model_dump()
    assert datos["valores"] == {"vigor": 2}
    assert datos["atributos"] == ["vigor"]
    assert datos["maniobras"] == ["Golpe de escudo"]
    assert datos["posicion"] == (1, 2)


def test_alias_de_acciones_mover_y_esquivar() -> None:
    """Moverse written «mover»; Esquiva written «esquivar», as a step and as an attack's ``respuesta``."""
    b = duelo()
    paso(b, "bruno", "esquivar")
    assert b.live_values("bruno")["esquiva"] is True
    paso(b, "ana", "atacar", "bruno", dados=[1])
    paso(b, "ana", "mover", destino=[0, 0])
    assert b.live_values("ana")["posicion"] == [0, 0]


def test_alias_de_campos_con_tildes() -> None:
    b = duelo()
    paso(b, "ana", "prepararse", condición="si Bruno se mueve", acciones=1)
    assert b.live_values("ana")["preparado"]["condicion"] == "si Bruno se mueve"


def test_respuesta_dada_como_id() -> None:
    """Respuesta inside a non-offensive action: ``"respuesta": "bruno"`` means ``{"respuesta": "bruno"}``."""
    b = duelo()
    paso(b, "ana", "moverse", destino=[0, 2], respuesta="bruno", dados=[20])
    assert b.live_values("ana")["impactos"] == 1
    assert b.live_values("bruno")["puntos_encuentro"] == 2


def test_localizar_como_accion() -> None:
    """«Un enemigo puede realizar la acción Usar para intentar localizarte»: ``localizar`` with a target is that Usar."""
    b = duelo()
    paso(b, "ana", "ocultarse", condicion="sombra")
    paso(b, "ana", "pasar")
    paso(b, "bruno", "localizar", "ana", dados=[15, 2])
    assert b.live_values("ana")["oculto"] is False


def test_prepararse_sin_campos_reserva_las_acciones_que_quedan() -> None:
    """Prepararse with only its condition reserves every action it has left (1: Prepararse spends the other)."""
    b = duelo()
    paso(b, "ana", "prepararse", condicion="si Bruno ataca")
    vivos = b.live_values("ana")
    assert vivos["acciones"] == 0
    assert vivos["acciones_reservadas"] == 1


def test_ayuda_una_por_aliado_y_turno_aunque_se_haya_gastado() -> None:
    """Ayuda, Límites: «Un personaje solo puede recibir ayuda para una maniobra, acción o tirada específica por
    turno de cada aliado» — also after the first help's points were spent."""
    b = batalla(
        pj("ana", "h", (2, 2)),
        pj("dora", "h", (2, 3), {"atletismo": 1}),
        pj("bruno", "v", (3, 2)),
    )
    paso(b, "dora", "ayuda", "ana", puntos=1, para="derribar")
    paso(b, "ana", "derribar", "bruno", puntos=1, dados=[1])
    assert "ya ha recibido ayuda de Dora" in rechazo(b, "dora", "ayuda", "ana", puntos=1, para="atacar")
    paso(b, "ana", "pasar")
    paso(b, "dora", "pasar")
    paso(b, "bruno", "pasar")
    paso(b, "dora", "ayuda", "ana", puntos=1, para="atacar")
    assert b.live_values("dora")["puntos_encuentro"] == 1


def test_prepararse_acciones_por_nombre() -> None:
    """Prepararse: «El personaje elige qué acciones ... va a reservar»: a list of action names reserves one each."""
    b = duelo()
    paso(b, "ana", "prepararse", condicion="si Bruno se mueve", acciones=["atacar"], puntos=1)
    vivos = b.live_values("ana")
    assert (vivos["acciones"], vivos["acciones_reservadas"], vivos["puntos_reservados"]) == (0, 1, 1)


def test_salto_con_distancia_sin_destino() -> None:
    """Salto: «La distancia máxima que el personaje puede saltar ... es igual a su Atletismo» (2 here)."""
    b = duelo()
    paso(b, "ana", "moverse", destino=[1, 2])
    assert "entre 1 y 2" in rechazo(b, "ana", "salto", distancia=3)
    paso(b, "ana", "saltar", distancia=2)
    assert b.live_values("ana")["acciones"] == 0


def test_ayuda_con_maniobra_en_vez_de_para() -> None:
    """Ayuda «especificando la maniobra, acción o tirada»: ``maniobra``/``tirada`` stand for ``para``."""
    b = batalla(pj("ana", "h", (2, 2)), pj("dora", "h", (2, 3), {"atletismo": 1}), pj("bruno", "v", (3, 2)))
    paso(b, "dora", "ayuda", "ana", puntos=1, tirada="atletismo")
    assert b.live_values("ana")["ayudas"] == [{"de": "dora", "puntos": 1, "para": "atletismo"}]
