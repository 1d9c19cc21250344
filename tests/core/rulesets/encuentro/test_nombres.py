"""Names a hand-written script may use: sheet aliases, action aliases, Prepararse's default, Ayuda once per ally."""

from __future__ import annotations

from core import grafias
from core.storage import sheet_from_data
from tests.core.rulesets.encuentro.utiles import (
    batalla,
    duelo,
    escrito,
    paso,
    paso_escrito,
    pj,
    rechazo,
    rechazo_escrito,
    vivo,
)


def test_cada_lectura_de_la_ficha_se_avisa() -> None:
    """core/grafias/encuentro.py reads accents and spaces in a sheet's keys, and says so."""
    sheet = sheet_from_data({"nombre": "X", "Defensa Física": 12, "manos": 1}, None, default_rules="encuentro")
    assert ("valores.defensa_fisica", "Defensa Física", "valores.defensa_fisica") in sheet.lecturas
    assert ("manos_libres", "manos", "manos_libres") in sheet.lecturas


def test_cada_lectura_del_paso_se_avisa() -> None:
    """A step's alias is read before the engine sees it, and each reading is a sentence for ``advertencias``."""
    b = duelo()
    action, notas = escrito(b, "ana", "Mover", casilla={"x": 1, "y": 2})
    assert (action.accion, action.params) == ("moverse", {"destino": [1, 2]})
    assert any("«Mover» se lee como «moverse»" in n for n in notas)
    assert any("«casilla» se lee como «destino»" in n for n in notas)


def test_ficha_puntos_de_encuentro_desafio_como_en_el_texto() -> None:
    """«Las acciones de Reacción consumen Puntos de Encuentro/Desafío de la reserva del personaje»: the sheet
    field may be written with the text's own name."""
    sheet = sheet_from_data({"nombre": "X", "Puntos de Encuentro/Desafío": 5}, None, default_rules="encuentro")
    assert sheet.model_dump()["puntos_encuentro"] == 5


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
    paso_escrito(b, "bruno", "esquivar")
    assert b.live_values("bruno")["esquiva"] is True
    paso_escrito(b, "ana", "atacar", "bruno", dados=[1])
    paso_escrito(b, "ana", "mover", destino=[0, 0])
    assert b.live_values("ana")["posicion"] == [0, 0]


def test_alias_de_campos_con_tildes() -> None:
    b = duelo()
    paso_escrito(b, "ana", "prepararse", condición="si Bruno se mueve", acciones=1)
    assert b.live_values("ana")["preparado"]["condicion"] == "si Bruno se mueve"


def test_respuesta_dada_como_id() -> None:
    """Respuesta inside a non-offensive action: ``"respuesta": "bruno"`` means ``{"respuesta": "bruno"}``."""
    b = duelo()
    paso_escrito(b, "ana", "moverse", destino=[0, 2], respuesta="bruno", dados=[20])
    assert b.live_values("ana")["impactos"] == 1
    assert b.live_values("bruno")["puntos_encuentro"] == 2


def test_localizar_como_accion() -> None:
    """«Un enemigo puede realizar la acción Usar para intentar localizarte»: ``localizar`` with a target is that Usar."""
    b = duelo()
    paso_escrito(b, "ana", "ocultarse", condicion="sombra")
    paso_escrito(b, "ana", "pasar")
    paso_escrito(b, "bruno", "localizar", "ana", dados=[15, 2])
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
    paso_escrito(b, "ana", "moverse", destino=[1, 2])
    assert "entre 1 y 2" in rechazo_escrito(b, "ana", "salto", distancia=3)
    paso_escrito(b, "ana", "saltar", distancia=2)
    assert b.live_values("ana")["acciones"] == 0


def test_ayuda_con_maniobra_en_vez_de_para() -> None:
    """Ayuda «especificando la maniobra, acción o tirada»: ``maniobra``/``tirada`` stand for ``para``."""
    b = batalla(pj("ana", "h", (2, 2)), pj("dora", "h", (2, 3), {"atletismo": 1}), pj("bruno", "v", (3, 2)))
    paso_escrito(b, "dora", "ayuda", "ana", puntos=1, tirada="atletismo")
    assert b.live_values("ana")["ayudas"] == [{"de": "dora", "puntos": 1, "para": "atletismo"}]


def test_usar_contra_un_enemigo_oculto_es_localizar() -> None:
    """Ocultarse, Localizar a un Personaje Oculto: «Un enemigo puede realizar la acción Usar para intentar
    localizarte ... tirada enfrentada de Sabiduría (buscadores) contra tu habilidad de Atletismo (oculto)».
    A plain ``usar`` aimed at the hidden enemy is that attempt: Sabiduría 2 + 12 = 14 against Atletismo 2 + 11 = 13."""
    b = duelo()
    paso(b, "ana", "ocultarse", condicion="sombra")
    paso(b, "ana", "pasar")
    paso(b, "bruno", "usar", "ana", dados=[12, 11])
    assert vivo(b, "ana")["oculto"] is False
    b = duelo()
    paso(b, "ana", "ocultarse", condicion="sombra")
    paso(b, "ana", "pasar")
    paso(b, "bruno", "usar", "ana", dados=[5, 11])  # 7 against 13: she stays hidden
    assert vivo(b, "ana")["oculto"] is True
    assert "no lo vio ocultarse" in rechazo(b, "bruno", "atacar", "ana")


def test_usar_con_tipo_localizar() -> None:
    """Ocultarse: «Un enemigo puede realizar la acción Usar para intentar localizarte» — ``"tipo": "localizar"``
    or ``"localizar": true`` with the target say the same."""
    for campos in ({"tipo": "Localizar"}, {"localizar": True}):
        b = duelo()
        paso_escrito(b, "ana", "ocultarse")
        paso_escrito(b, "ana", "pasar")
        paso_escrito(b, "bruno", "usar", "ana", dados=[12, 11], **campos)
        assert vivo(b, "ana")["oculto"] is False


def test_usar_contra_un_enemigo_visible_no_tira() -> None:
    """Usar: «cualquier acción que no esté explícitamente definida» — aimed at someone who is not hidden it is
    an ordinary Usar (no opposed roll, no dice)."""
    b = duelo()
    paso(b, "ana", "usar", "bruno")
    assert vivo(b, "ana")["acciones"] == 1


def test_ocultarse_vieron_con_otros_nombres() -> None:
    """Ocultarse: «los enemigos que no te hayan visto ocultarte» — ``visto_por``/``testigos`` stand for ``vieron``."""
    b = duelo()
    paso_escrito(b, "ana", "ocultarse", condicion="cobertura", testigos=["bruno"])
    paso_escrito(b, "ana", "pasar")
    paso_escrito(b, "bruno", "atacar", "ana", dados=[10])
    assert vivo(b, "ana")["impactos"] == 1


def test_agarrar_valor_vivo_agarrado() -> None:
    """Agarrar: «El objetivo permanece agarrado hasta que se libere con la acción de Librarse»: the live value
    ``agarrado`` is true while ``agarrado_por`` names the grabber."""
    b = duelo()
    assert vivo(b, "bruno")["agarrado"] is False
    paso(b, "ana", "agarrar", "bruno", dados=[10])  # 10 + 2 = 12 >= 12
    assert (vivo(b, "bruno")["agarrado"], vivo(b, "bruno")["agarrado_por"]) == (True, "ana")


def test_ficha_valores_como_lista_de_nombre_y_valor() -> None:
    """Sheet: «a free list of named values»: ``[{"nombre": "Atletismo", "valor": 5}]`` in ``habilidades``,
    ``atributos`` or ``valores``; the ones under ``atributos`` are attributes (Ayuda needs nothing for them)."""
    sheet = sheet_from_data(
        {
            "nombre": "X",
            "habilidades": [{"nombre": "Atletismo", "valor": 5}, {"Nombre": "Sigilo", "nivel": 2}],
            "atributos": [{"nombre": "Sabiduría", "valor": 3}],
            "maniobras": ["Golpe de escudo"],
        },
        None,
        default_rules="encuentro",
    )
    datos = sheet.model_dump()
    assert datos["valores"] == {"atletismo": 5, "sigilo": 2, "sabiduria": 3}
    assert datos["atributos"] == ["sabiduria"]
    assert datos["maniobras"] == ["Golpe de escudo"]


def test_ayuda_sin_puntos_cede_uno() -> None:
    """Ayuda: «Un aliado puede ceder puntos de encuentro a otro personaje» — without ``puntos`` it gives one."""
    b = batalla(pj("ana", "h", (2, 2)), pj("dora", "h", (2, 3), {"atletismo": 1}), pj("bruno", "v", (3, 2)))
    paso(b, "dora", "ayuda", "ana", para="derribar")
    assert vivo(b, "dora")["puntos_encuentro"] == 2
    assert vivo(b, "ana")["ayudas"] == [{"de": "dora", "puntos": 1, "para": "derribar"}]


def test_esquiva_escrita_como_objeto_en_el_ataque() -> None:
    """Esquiva «antes de conocer el resultado del ataque»: ``"respuesta": {"accion": "esquiva"}`` is the same as
    ``"esquiva"``: Defensa Física 12 + 1 = 13 against 10 + 2 = 12, a miss."""
    b = duelo()
    paso_escrito(b, "ana", "atacar", "bruno", respuesta={"accion": "esquiva"}, dados=[10])
    assert (vivo(b, "bruno")["impactos"], vivo(b, "bruno")["puntos_encuentro"]) == (0, 2)


def test_respuesta_escrita_como_objeto_con_actor() -> None:
    """Respuesta inside the step: ``{"actor": "bruno", "accion": "respuesta"}`` = ``{"respuesta": "bruno"}``."""
    b = duelo()
    paso_escrito(b, "ana", "moverse", destino=[0, 2], respuesta={"actor": "bruno", "accion": "respuesta"}, dados=[10])
    assert vivo(b, "ana")["impactos"] == 1


def test_moverse_destino_como_objeto_xy() -> None:
    """Moverse «una distancia de hasta 4 casillas»: ``destino`` may be ``{"x": 2, "y": 6}`` (and ``camino`` too)."""
    b = batalla(pj("ana", "h", (2, 2)), pj("bruno", "v", (9, 9)))
    paso_escrito(b, "ana", "moverse", destino={"X": 2, "Y": 6})
    assert vivo(b, "ana")["posicion"] == [2, 6]
    paso_escrito(b, "ana", "moverse", camino=[{"x": 3, "y": 6}, {"x": 4, "y": 6}])
    assert vivo(b, "ana")["posicion"] == [4, 6]


def test_las_grafias_no_documentadas_ya_no_se_leen() -> None:
    """Issue 13 §3: only the spellings of «Nombres para guiones» are read; «no» for «ninguna», the keys
    «reaccion»/«tipo» in an answer object, and a single name instead of the list of «maniobras» or
    «atributos» are left as written, for check and the sheet model to refuse with the canonical names."""

    def respuesta(raw: object) -> object:
        step = {"actor": "a", "accion": "atacar", "objetivo": "b", "respuesta": raw}
        return grafias.leer_paso("encuentro", step, 0, {"a": None, "b": None})[0]["respuesta"]

    assert respuesta("no") == "no"
    assert respuesta("nada") == "ninguna"
    for clave in ("reaccion", "tipo"):
        assert respuesta({clave: "esquiva"}) == {clave: "esquiva"}
    assert respuesta({"accion": "esquiva"}) == "esquiva"
    datos, _lecturas = grafias.leer_ficha("encuentro", {"nombre": "X", "maniobras": "finta", "atributos": "sabiduria"})
    assert datos["maniobras"] == "finta" and datos["atributos"] == "sabiduria"


def test_el_motor_no_lee_otras_grafias() -> None:
    """The engine receives canonical steps: an alias reaches it only through the spelling layer."""
    b = duelo()
    assert rechazo(b, "ana", "mover", destino=[1, 2]).codigo == "accion_desconocida"
