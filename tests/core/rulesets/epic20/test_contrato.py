"""The typed contract of epic20: bounded numbers, unknown sheet keys reported, declared step fields, coded refusals."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from core import grafias
from core.contract import sheet_problems, unknown_sheet_fields
from core.rulesets.epic20 import RULESET
from core.rulesets.epic20.ficha import FichaEpic20
from core.storage import LoadError, load_sheet, save_sheet, sheet_from_data

REPO = Path(__file__).resolve().parents[4]
COBALTO = REPO / "sheets" / "epic20" / "cobalto.json"


def _datos() -> dict[str, Any]:
    datos: dict[str, Any] = json.loads(COBALTO.read_text(encoding="utf-8"))
    return datos


def _con(ruta: tuple[str | int, ...], valor: Any) -> dict[str, Any]:
    datos = _datos()
    sitio: Any = datos
    for paso in ruta[:-1]:
        sitio = sitio[paso]
    sitio[ruta[-1]] = valor
    return datos


# -- 1. numeric bounds --------------------------------------------------------------------------

CAMPOS_NUMERICOS = [
    (("habilidades", "Atletismo"), "habilidades.Atletismo", "10"),
    (("canjes", "habilidades"), "canjes.habilidades", "20"),
    (("atributos", "corpulencia"), "atributos.corpulencia", "1"),
    (("equipo", 0, "puntos"), "equipo[0].puntos", "20"),
    (("nivel",), "nivel", "40"),
    (("puntos_heroe",), "puntos_heroe", "20"),
    (("tamano",), "tamano", "10"),
    (("patas",), "patas", "100"),
    (("puntos_vida_esbirro",), "puntos_vida_esbirro", "40"),
]


@pytest.mark.parametrize("valor", [float("nan"), float("inf"), float("-inf"), 10**30, 2**63, "Infinity", "1e400"])
@pytest.mark.parametrize(("ruta", "campo", "maximo"), CAMPOS_NUMERICOS)
def test_numeros_no_finitos_o_enormes_se_rechazan_con_su_limite(
    ruta: tuple[str | int, ...], campo: str, maximo: str, valor: Any
) -> None:
    datos = (
        _con(ruta, valor) if ruta[0] != "equipo" else {**_datos(), "equipo": [{"nombre": "Blaster", "puntos": valor}]}
    )
    with pytest.raises(LoadError) as error:
        sheet_from_data(datos)
    mensaje = str(error.value)
    assert campo in mensaje
    assert maximo in mensaje  # «debe ser como máximo 10» or «debe ser un número entre 0 y 10»


@pytest.mark.parametrize(
    "datos",
    [
        {"nombre": "X", "habilidades": {"Atletismo": float("nan")}},
        {"nombre": "X", "canjes": {"habilidades": float("inf")}},
        {"nombre": "X", "atributos": {"agilidad": float("nan")}},
        {"nombre": "X", "poderes": [{"nombre": "Superfuerza"}], "equipo": [{"nombre": "Arco", "puntos": float("nan")}]},
    ],
)
def test_model_validate_con_nan_da_validation_error(datos: dict[str, Any]) -> None:
    with pytest.raises(ValidationError) as error:
        FichaEpic20.model_validate(datos)
    assert "entre 0 y" in str(error.value) or "less than or equal" in str(error.value)


def test_las_fracciones_escritas_se_acotan_despues_de_leerlas() -> None:
    assert sheet_from_data(_con(("habilidades", "Atletismo"), "1/2")).habilidades["Atletismo"] == 0.5  # type: ignore[attr-defined]
    assert sheet_from_data(_con(("habilidades", "Atletismo"), "½")).habilidades["Atletismo"] == 0.5  # type: ignore[attr-defined]
    with pytest.raises(LoadError, match="como máximo 10"):
        sheet_from_data(_con(("habilidades", "Atletismo"), "40/2"))
    with pytest.raises(LoadError, match="como máximo 1"):
        sheet_from_data(_con(("atributos", "presencia"), "3/2"))
    with pytest.raises(LoadError, match="como máximo 10"):
        sheet_from_data(_con(("habilidades", "Atletismo"), "1/0.0000001"))


def test_textos_y_listas_tienen_longitud_maxima() -> None:
    with pytest.raises(LoadError, match="demasiado largo"):
        sheet_from_data(_con(("poderes", 0, "nombre"), "x" * 201))
    with pytest.raises(LoadError, match="demasiados elementos"):
        sheet_from_data({**_datos(), "ventajas": ["Contactos"] * 201})


def test_validar_presupuesto_derivados_y_exportar_no_fallan_en_los_limites() -> None:
    from core.export_ficha import summarize

    datos = _datos()
    datos["habilidades"] = {"Atletismo": 10, "Sigilo": 0}
    datos["canjes"] = {"habilidades": 20, "ventajas": 0}
    datos["equipo"] = [{"nombre": "Blaster", "tipo": "especial", "puntos": 20}]
    datos.update(nivel=40, puntos_heroe=20, tamano=-10, patas=100)
    sheet = sheet_from_data(datos)
    assert sheet_problems(RULESET, sheet)
    RULESET.budget(sheet)
    RULESET.derived(sheet)
    from core.export_ficha import to_bbcode, to_markdown

    resumen = summarize(sheet, RULESET)
    assert to_bbcode(resumen) and to_markdown(resumen)


# -- 2. unknown sheet keys ----------------------------------------------------------------------


def _fichas_incluidas() -> list[tuple[str, Any]]:
    fichas: list[tuple[str, Any]] = [
        (p.name, load_sheet(p)) for p in sorted((REPO / "sheets" / "epic20").glob("*.json"))
    ]
    guiones = [
        *sorted((REPO / "tests" / "golden" / "epic20").glob("*.json")),
        REPO / "docs" / "ejemplos" / "epic20.json",
    ]
    for guion in guiones:
        for persona in json.loads(guion.read_text(encoding="utf-8"))["combatientes"]:
            ficha = persona["ficha"]
            sheet = (
                load_sheet(guion.parent / ficha) if isinstance(ficha, str) else sheet_from_data(ficha, None, "epic20")
            )
            fichas.append((f"{guion.name}:{persona['id']}", sheet))
    return fichas


def test_ninguna_ficha_incluida_tiene_claves_desconocidas() -> None:
    malas = [(nombre, p.campo) for nombre, sheet in _fichas_incluidas() for p in unknown_sheet_fields(sheet)]
    assert malas == []


def test_las_fichas_del_constructor_no_tienen_claves_desconocidas() -> None:
    from tests.core.rulesets.epic20 import casos_arquetipos, casos_ciegos, casos_cuarta, casos_generales, casos_tercera

    malas = []
    for modulo in (casos_arquetipos, casos_ciegos, casos_cuarta, casos_generales, casos_tercera):
        for nombre, valor in vars(modulo).items():
            if not (nombre.isupper() and isinstance(valor, dict)):
                continue
            for caso, dato in valor.items():
                datos = dato[0] if isinstance(dato, tuple) else dato
                if isinstance(datos, dict) and "nombre" in datos:
                    sheet = sheet_from_data(datos, None, "epic20")
                    malas += [(caso, p.campo) for p in unknown_sheet_fields(sheet)]
    assert malas == []


def test_clave_mal_escrita_en_un_poder_y_en_la_ficha_da_problema_con_sugerencia() -> None:
    datos = _datos()
    datos["habilidaes"] = {"Atletismo": 1}
    datos["poderes"][0]["cooste"] = 2
    datos["poderes"][1]["detale"] = "rayos"
    problemas = {p.campo: p.mensaje for p in sheet_problems(RULESET, sheet_from_data(datos))}
    assert "«habilidades»" in problemas["habilidaes"]
    assert "«cooste» no es un campo" in problemas["poderes[0].cooste"]
    assert "¿Quisiste decir «detalle»?" in problemas["poderes[1].detale"]


def test_una_ventaja_escrita_como_objeto_con_otra_clave_se_rechaza_con_su_nombre() -> None:
    with pytest.raises(LoadError, match="«cooste» no es un campo de «Contactos»"):
        sheet_from_data({**_datos(), "ventajas": [{"nombre": "Contactos", "cooste": 1}]})


def test_gesta_validar_senala_la_clave_y_la_conserva_al_guardar(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from gui.cli import main

    datos = _datos()
    datos["puntos_heore"] = 1
    datos["poderes"][0]["detale"] = "rayos"
    ruta = tmp_path / "ficha.json"
    ruta.write_text(json.dumps(datos), encoding="utf-8")
    assert main(["validar", str(ruta)]) == 1
    salida = capsys.readouterr().out
    assert "«puntos_heroe»" in salida and "«detalle»" in salida
    save_sheet(ruta, load_sheet(ruta))
    guardada = json.loads(ruta.read_text(encoding="utf-8"))
    assert guardada["puntos_heore"] == 1 and guardada["poderes"][0]["detale"] == "rayos"


def test_las_claves_escritas_como_el_documento_son_avisos() -> None:
    datos = {**_datos(), "atributos": {"Corpulencia": 1, "Agilidad": 1, "Percepción": 0.5, "Inteligencia": 0.5,
                                        "Presencia": 0}}  # fmt: skip
    sheet = sheet_from_data(datos)
    avisos = [p for p in sheet_problems(RULESET, sheet) if p.gravedad == "aviso"]
    assert any("«Corpulencia» se lee como «corpulencia»" in p.mensaje for p in avisos)
    assert sheet.atributos.corpulencia == 1  # type: ignore[attr-defined]


# -- 3. declared step fields --------------------------------------------------------------------


def _guion(*pasos: dict[str, Any]) -> dict[str, Any]:
    ana = {"nombre": "Ana", "nivel": 8, "atributos": {"corpulencia": 1, "agilidad": 1}, "poderes": ["Superfuerza"],
           "maniobras": ["Ataque poderoso", "Parada"], "puntos_heroe": 2}  # fmt: skip
    bruno = {"nombre": "Bruno", "nivel": 8}
    return {
        "reglas": "epic20",
        "orden": ["ana", "bruno"],
        "combatientes": [{"id": "ana", "ficha": ana}, {"id": "bruno", "ficha": bruno}],
        "pasos": list(pasos),
    }


def _ejecutar(*pasos: dict[str, Any]) -> tuple[int, dict[str, Any]]:
    from core.runner import run_script

    return run_script(_guion(*pasos), REPO)


def test_campo_mal_escrito_en_un_paso_se_rechaza_con_sugerencia() -> None:
    codigo, informe = _ejecutar(
        {"actor": "ana", "accion": "atacar", "objetivo": "bruno", "ataque": "Superfuerza", "dados": [10]},
        {"actor": "bruno", "accion": "pasar"},
        {"actor": "ana", "accion": "atacar", "objetivo": "bruno", "ataque": "Superfuerza", "maniobar": "Ataque poderoso",
         "dados": [10, 10]},
    )  # fmt: skip
    assert codigo == 2
    error = informe["error"]
    assert (error["paso"], error["campo"], error["codigo"]) == (2, "maniobar", "campo_desconocido")
    assert "¿Quisiste decir «maniobra»?" in error["mensaje"]
    assert informe["pasos_aplicados"] == 0  # refused before anything runs


@pytest.mark.parametrize(
    ("paso", "campo"),
    [
        ({"actor": "ana", "accion": "atacar", "objetivo": "bruno", "ataque": "Superfuerza", "superioridad": "x"},
         "superioridad"),
        ({"actor": "ana", "accion": "atacar", "objetivo": "bruno", "ataque": 5}, "ataque"),
        ({"actor": "ana", "accion": "atacar", "objetivo": "bruno", "ataque": "Superfuerza", "inferioridad": 10**30},
         "inferioridad"),
        ({"actor": "ana", "accion": "atacar", "objetivo": "bruno", "ataque": "Superfuerza", "cobertura": "quizá"},
         "cobertura"),
        ({"actor": "ana", "accion": "liberarse", "con": "a pie"}, "con"),
        ({"actor": "ana", "accion": "retrasar", "objetivo": "bruno", "antes": "sí"}, "antes"),
    ],
)  # fmt: skip
def test_valor_de_tipo_equivocado_se_rechaza(paso: dict[str, Any], campo: str) -> None:
    codigo, informe = _ejecutar(paso)
    assert codigo == 2
    assert (informe["error"]["paso"], informe["error"]["campo"], informe["error"]["codigo"]) == (
        0,
        campo,
        "valor_no_valido",
    )


def test_accion_desconocida_se_rechaza_con_las_mas_parecidas() -> None:
    codigo, informe = _ejecutar({"actor": "ana", "accion": "atakar", "objetivo": "bruno"})
    assert codigo == 2
    assert informe["error"]["codigo"] == "accion_desconocida"
    assert "«atacar»" in informe["error"]["mensaje"]


@pytest.mark.parametrize(
    ("accion", "propia"),
    [("Estabilizarse", "tirada_moribundo"), ("tumbar", "atacar"), ("Defensa total 2", "defensa_total"),
     ("ataque_a_fondo", "atacar"), ("moverse", "mover"), ("Ataque poderoso", "atacar"), ("pasar", "pasar")],
)  # fmt: skip
def test_las_acciones_escritas_a_mano_tienen_los_campos_de_la_suya(accion: str, propia: str) -> None:
    leida = grafias.leer_paso("epic20", {"actor": "a", "accion": accion}, 0)[0]["accion"]
    assert leida == propia
    assert RULESET.step_fields(leida) is not None


def test_cada_accion_esta_declarada_y_cada_campo_leido_tambien() -> None:
    import re

    from core.rulesets.epic20.legalidad import ETIQUETAS

    acciones = list(RULESET.step_actions())
    assert acciones == list(ETIQUETAS)
    declarados = {campo for a in acciones for campo in (RULESET.step_fields(a) or {})}
    fuente = "".join(p.read_text(encoding="utf-8") for p in (REPO / "core" / "rulesets" / "epic20").glob("*.py"))
    leidos = set(re.findall(r'param\("([a-z_]+)"', fuente)) | set(re.findall(r'_si\(action, "([a-z_]+)"', fuente))
    assert leidos - declarados == set()
    for accion in acciones:
        for campo in RULESET.step_fields(accion) or {}:
            assert RULESET.step_fields(accion)[campo].etiqueta  # type: ignore[index]


def test_una_maniobra_escrita_en_minusculas_sigue_valiendo() -> None:
    codigo, informe = _ejecutar(
        {"actor": "ana", "accion": "atacar", "objetivo": "bruno", "ataque": "superfuerza", "maniobra": "ataque poderoso",
         "cobertura": "Sí", "dados": [10]},
    )  # fmt: skip
    assert codigo == 0, informe["error"]


# -- 4. refusal codes ---------------------------------------------------------------------------


def _codigos_del_codigo() -> set[str]:
    import re

    fuente = "".join(p.read_text(encoding="utf-8") for p in (REPO / "core" / "rulesets" / "epic20").glob("*.py"))
    codigos = set(re.findall(r'Refusal\(\s*"([a-z_]+)"', fuente))
    codigos |= set(re.findall(r'motivo = "([a-z_]+)"', fuente))
    codigos |= set(re.findall(r'"(sin_accion_estandar|sin_acciones|movimiento_tras_estandar|turno_terminado)"', fuente))
    return codigos


def test_cada_codigo_de_rechazo_esta_en_la_tabla_de_la_documentacion() -> None:
    import re

    pagina = (REPO / "docs" / "reglas" / "epic20.md").read_text(encoding="utf-8")
    tabla = pagina[pagina.index("### Códigos de rechazo") :]
    documentados = set(re.findall(r"^\| `([a-z_]+)` \|", tabla, re.M))
    codigos = _codigos_del_codigo()
    assert codigos and codigos - documentados == set()
    assert all(re.fullmatch(r"[a-z]+(_[a-z]+)*", c) for c in codigos)


def test_cada_golden_rechazado_dice_su_codigo() -> None:
    for guion in sorted((REPO / "tests" / "golden" / "epic20").glob("*.json")):
        esperado = json.loads(guion.read_text(encoding="utf-8"))["esperado"]
        if esperado.get("ok") is False:
            assert esperado.get("codigo") not in (None, "rechazada"), guion.name


def test_check_devuelve_rechazos_con_codigo() -> None:
    from core.contract import Refusal

    codigo, informe = _ejecutar(
        {"actor": "ana", "accion": "atacar", "objetivo": "bruno", "ataque": "Superfuerza", "dados": [3]},
        {"actor": "ana", "accion": "atacar", "objetivo": "bruno", "ataque": "Superfuerza", "dados": [3]},
    )
    assert codigo == 1
    assert informe["error"]["codigo"] == "sin_accion_estandar"
    codigo, informe = _ejecutar({"actor": "bruno", "accion": "pasar"})
    assert informe["error"]["codigo"] == "fuera_de_turno"
    codigo, informe = _ejecutar(
        {
            "actor": "ana",
            "accion": "atacar",
            "objetivo": "bruno",
            "ataque": "Superfuerza",
            "maniobra": "Ataque podersoso",
        }
    )
    assert informe["error"]["codigo"] == "maniobra_desconocida"
    assert "¿Quisiste decir «Ataque poderoso»" in informe["error"]["mensaje"]
    from core.battle import Battle, Combatant
    from core.dice import ScriptedSource
    from core.ruleset import Action

    gente = [Combatant("a", "A", "a", FichaEpic20(nombre="A")), Combatant("b", "B", "b", FichaEpic20(nombre="B"))]
    batalla = Battle.start(RULESET, gente, ScriptedSource([]), {}, ["a", "b"])
    motivo = RULESET.check(batalla.view, Action("a", "usar_punto_heroe"))
    assert isinstance(motivo, Refusal) and motivo.codigo == "sin_puntos_heroe"


def test_paso_canonico_para_importar() -> None:
    def leer(step: dict[str, Any]) -> tuple[dict[str, Any], list[str]]:
        return grafias.leer_paso("epic20", step, 0)

    paso, notas = leer({"actor": "a", "accion": "tumbar", "objetivo": "b", "ataque": "Superfuerza"})
    assert paso["accion"] == "atacar" and paso["maniobra"] == "Tumbar" and notas
    assert leer({"actor": "a", "accion": "estabilizarse"})[0]["accion"] == "tirada_moribundo"
    assert leer({"actor": "a", "accion": "pasar"}) == ({"actor": "a", "accion": "pasar"}, [])
    assert leer({"actor": "a", "accion": "volar"})[0]["accion"] == "volar"


def test_las_acciones_de_las_grafias_son_las_del_motor() -> None:
    """``core.grafias.epic20`` imports no ruleset: its list of action ids is the engine's."""
    from core.grafias import epic20 as grafias_epic20

    assert frozenset(RULESET.step_actions()) == grafias_epic20.ACCIONES


def test_las_grafias_se_leen_y_se_avisan_en_el_guion() -> None:
    """A hand-written step and sheet (documented spellings) run through the runner, each reading in ``advertencias``."""
    from core.runner import run_script

    ficha_a = {"nombre": "A", "poderes": ["superfuerza"], "atributos": {"Corpulencia": "destacable"}}
    guion = {
        "reglas": "epic20",
        "combatientes": [
            {"id": "a", "nombre": "A", "bando": "a", "ficha": ficha_a},
            {"id": "b", "nombre": "B", "bando": "b", "ficha": {"nombre": "B"}},
        ],
        "orden": ["a", "b"],
        "pasos": [{"actor": "a", "accion": "Ataque", "objetivo": "b", "ataque": "Superfuerza", "dados": [2]}],
    }
    codigo, informe = run_script(guion, REPO)
    assert codigo == 0, informe["error"]
    avisos = " ".join(informe["advertencias"])
    for leido in ("«Corpulencia» se lee como «corpulencia»", "«destacable» se lee como «1»",
                  "«superfuerza» se lee como «Superfuerza»", "Paso 0: «Ataque» se lee como «atacar»"):  # fmt: skip
        assert leido in avisos, avisos


@pytest.mark.parametrize(
    ("escrito", "leido"),
    [
        ({"tamano": "caza"}, {"tamano": 1}),
        ({"ventajas": ["Duro de matar"]}, {"ventajas": ["Difícil de matar"]}),
        ({"esbirro": True, "puntos_vida": 1}, {"esbirro": True, "puntos_vida_esbirro": 1}),
        ({"equipo": [{"nombre": "Malla", "tipo": "mundana", "defensa": True}]},
         {"equipo": [{"nombre": "Malla", "tipo": "mundano", "categoria": "armadura"}]}),
        ({"arquetipo": "Ninguno"}, {"arquetipo": None}),
    ],
)  # fmt: skip
def test_las_grafias_de_la_ficha_que_tenian_los_golden(escrito: dict[str, Any], leido: dict[str, Any]) -> None:
    """The spellings the golden scripts used before they were written canonically: read, and each one reported."""
    datos, lecturas = grafias.leer_ficha("epic20", {"nombre": "X", **escrito})
    assert datos == {"nombre": "X", **leido}
    assert lecturas


@pytest.mark.parametrize(
    ("escrito", "leido"),
    [
        ({"accion": "provocar_choque", "ataque": "Superfuerza"},
         {"accion": "atacar", "maniobra": "Provocar choque", "ataque": "Superfuerza"}),
        ({"accion": "atacar", "maniobra": "Defensa total", "ataque": "Superfuerza"}, {"accion": "defensa_total"}),
        ({"accion": "atacar", "maniobra": "esquiva"}, {"accion": "esquiva"}),
        ({"accion": "atacar", "ataque": "sin armas", "punto_heroe": True},
         {"accion": "atacar", "ataque": "sin_armas", "punto_heroe": "superioridad"}),
        ({"accion": "liberarse", "punto_heroe": "+2 niveles"}, {"accion": "liberarse", "punto_heroe": "nivel"}),
    ],
)  # fmt: skip
def test_las_grafias_del_paso_que_tenian_los_golden(escrito: dict[str, Any], leido: dict[str, Any]) -> None:
    fichas = {"a": FichaEpic20(nombre="A")}
    paso, notas = grafias.leer_paso("epic20", {"actor": "a", **escrito}, 3, fichas)
    assert paso == {"actor": "a", **leido}
    assert notas and all(n.startswith("Paso 3: ") for n in notas)


def test_la_complicacion_del_paso_se_lee_sin_lo_que_sigue() -> None:
    """«activar_complicacion»: «Pérdida de poderes» names the sheet's «Pérdida de poderes cuando hay eclipse»."""
    fichas = {"a": FichaEpic20(nombre="A", complicaciones=["Pérdida de poderes cuando hay eclipse"])}
    paso, notas = grafias.leer_paso(
        "epic20", {"actor": "a", "accion": "activar_complicacion", "complicacion": "pérdida de poderes"}, 2, fichas
    )
    assert paso["complicacion"] == "Pérdida de poderes cuando hay eclipse" and notas


@pytest.mark.parametrize(
    ("escrito", "leido"),
    [
        ({"complicaciones": ["fobia a las arañas"]}, {"complicaciones": ["Fobia a las arañas"]}),
        ({"arquetipo": "Acuático", "complicaciones": ["Necesita un elemento para subsistir (agua)"]},
         {"arquetipo": "Acuático", "complicaciones": ["Necesita un elemento para subsistir: agua"]}),
        ({"ventajas": ["equipo especial: pistola blaster", "influencia en el puerto"]},
         {"ventajas": ["Equipo especial: pistola blaster", "Influencia en el puerto"]}),
        ({"habilidades": {"conocimientos de Supervivencia": 1}}, {"habilidades": {"Conocimientos de Supervivencia": 1}}),
        ({"poderes": [{"nombre": 'Debilitar "Atributo"', "detalle": "Percepción"}]},
         {"poderes": [{"nombre": 'Debilitar "Atributo"', "detalle": "percepcion", "modificadores": []}]}),
    ],
)  # fmt: skip
def test_los_nombres_de_la_ficha_toman_las_palabras_del_catalogo(
    escrito: dict[str, Any], leido: dict[str, Any]
) -> None:
    datos, lecturas = grafias.leer_ficha("epic20", {"nombre": "X", **escrito})
    assert datos == {"nombre": "X", **leido}
    assert lecturas


def test_cada_accion_tiene_su_handler_y_el_paquete_solo_exporta_el_motor() -> None:
    """One ruleset shape (docs/arquitectura.md): ``acciones.ACCIONES`` holds one handler per action id, and the
    package re-exports only the ruleset object."""
    import core.rulesets.epic20 as paquete
    from core.rulesets.epic20.acciones import ACCIONES
    from core.rulesets.epic20.legalidad import ETIQUETAS

    assert ACCIONES.ids() == tuple(ETIQUETAS) == tuple(RULESET.step_actions())
    assert paquete.__all__ == ["RULESET", "Epic20"]
    from core.battle import Battle, Combatant
    from core.contract import Refusal
    from core.dice import ScriptedSource
    from core.ruleset import Action

    gente = [Combatant("a", "A", "a", FichaEpic20(nombre="A")), Combatant("b", "B", "b", FichaEpic20(nombre="B"))]
    batalla = Battle.start(RULESET, gente, ScriptedSource([]), {}, ["a", "b"])
    motivo = RULESET.check(batalla.view, Action("a", "volar"))
    assert isinstance(motivo, Refusal) and motivo.codigo == "accion_desconocida"


@pytest.mark.parametrize("escrito", [1, "sí", "Si"])
def test_la_compensacion_de_una_complicacion_se_escribe_true(escrito: Any) -> None:
    paso, notas = grafias.leer_paso(
        "epic20", {"actor": "a", "accion": "activar_complicacion", "complicacion": "Fobia", "punto_heroe": escrito}, 0
    )
    assert paso["punto_heroe"] is True and notas
