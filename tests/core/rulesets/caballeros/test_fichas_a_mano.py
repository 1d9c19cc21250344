"""Sheets typed by hand with the fixed names only, as a player or another tool writes them (inline in a
battle script, so they go through the forum migration). Each problem is tied to its field, in Spanish.

Ficha (issue): «Validation reports unknown codes, contradictory codes, missing numbers a code needs, and
out-of-range values, each tied to its field»; TIPOS DE PODER for what each code needs."""

from __future__ import annotations

from typing import Any

import pytest

from core import storage
from core.rulesets.caballeros.estado import recargas_iniciales
from core.rulesets.caballeros.ficha import FichaCaballero
from core.storage import LoadError

from .utiles import RULESET


def _cargar(datos: dict[str, Any]) -> FichaCaballero:
    sheet = storage.sheet_from_data(datos, None, "caballeros")
    assert isinstance(sheet, FichaCaballero)
    return sheet


def _problemas(datos: dict[str, Any], gravedad: str = "error") -> list[tuple[str, str]]:
    return [(p.campo, p.mensaje) for p in RULESET.validate(_cargar(datos)) if p.gravedad == gravedad]


def _poder(**campos: Any) -> dict[str, Any]:
    return {"nombre": "Poder", "coste": 40, **campos}


LEGALES: list[dict[str, Any]] = [
    {"nombre": "Iris"},
    {
        "nombre": "Oren",
        "dios": "Poseidón",
        "vida": 320,
        "armadura": 120,
        "cosmos": 240,
        "recargas_cosmos": 3,
        "dano_golpe": 40,
        "habilidades": ["ESC"],
        "bonos": ["+10 ptos daño ARM", "+1 Cosmos"],
        "acciones_prohibidas": ["llave"],
        "poderes": [
            _poder(nombre="Marea", codigos="R, RB", dano=90),
            _poder(nombre="Coral", codigos=["DefB"], puntos_por_cosmos=2),
            _poder(nombre="Red", codigos="inm", turnos_inmovilizado=1),
        ],
    },
    {
        "nombre": "Sela",
        "dios": None,
        "poderes": [
            _poder(nombre="Lluvia", codigos=["R", "RMult"], dano=20, rayos=4),
            _poder(nombre="Fin", codigos=["RM"], dano=80, tirada_mortal=8, usos_por_rival=1),
            _poder(nombre="Savia", codigos=["V"], dano=20, veneno_turnos=3),
            _poder(nombre="Brote", codigos=["R", "RV"], dano=30, veneno_dano=10, veneno_turnos=2),
            _poder(nombre="Eco", codigos=["T"], turnos_extra=2),
            _poder(nombre="Velo", codigos=["DefEsq"], bono=2),
            _poder(nombre="Espejo", codigos="DefDT"),
            _poder(nombre="Aguja", codigos=["RSD"], dano=50, tirada_minima=7),
            _poder(nombre="Abrazo", codigos=["P"], dano=20),
        ],
    },
]


@pytest.mark.parametrize("datos", LEGALES, ids=[d["nombre"] for d in LEGALES])
def test_fichas_legales_escritas_a_mano(datos: dict[str, Any]) -> None:
    """Fichas con solo los nombres fijos (y textos de foro): cargan y no tienen errores."""
    assert _problemas(datos) == []


ILEGALES: list[tuple[str, dict[str, Any], list[tuple[str, str]]]] = [
    ("rb_y_re", {"poderes": [_poder(codigos="R, RB, RE", dano=60)]}, [("poderes[0].codigos", "solo bloqueable y solo esquivable")]),
    ("rd_y_rsd", {"poderes": [_poder(codigos=["RD", "RSD"], dano=60, tirada_minima=7)]}, [("poderes[0].codigos", "directo y semidirecto")]),
    ("d_y_rb", {"poderes": [_poder(codigos=["D", "RB"], dano=60)]}, [("poderes[0].codigos", "solo bloqueable")]),
    ("d_y_re", {"poderes": [_poder(codigos="D/RE", dano=60)]}, [("poderes[0].codigos", "solo esquivable")]),
    ("d_y_rmult", {"poderes": [_poder(codigos=["D", "RMult"], dano=20, rayos=3)]}, [("poderes[0].codigos", "rayo a rayo")]),
    ("rvid_y_rarm", {"poderes": [_poder(codigos="RVid RArm", dano=60)]}, [("poderes[0].codigos", "solo a la vida y solo a la armadura")]),
    ("barrera_rayo", {"poderes": [_poder(codigos=["DefB", "RD"], dano=10, puntos_por_cosmos=1)]}, [("poderes[0].codigos", "barrera defensiva no es un ataque")]),
    ("desconocido", {"poderes": [_poder(codigos=["R", "XYZ"], dano=60)]}, [("poderes[0].codigos", "«XYZ» no es un código")]),
    ("m_sin_tirada", {"poderes": [_poder(codigos=["M"])]}, [("poderes[0].tirada_mortal", "necesita «tirada_mortal»")]),
    ("rm_tirada_10", {"poderes": [_poder(codigos=["RM"], dano=80, tirada_mortal=10)]}, [("poderes[0].tirada_mortal", "entre 1 y 9")]),
    ("t_sin_turnos", {"poderes": [_poder(codigos=["T"])]}, [("poderes[0].turnos_extra", "necesita «turnos_extra»")]),
    ("inm_sin_turnos", {"poderes": [_poder(codigos=["INM"])]}, [("poderes[0].turnos_inmovilizado", "necesita «turnos_inmovilizado»")]),
    ("v_sin_numeros", {"poderes": [_poder(codigos=["V"])]}, [("poderes[0].dano", "necesita el daño"), ("poderes[0].veneno_turnos", "necesita «veneno_turnos»")]),
    ("rv_sin_veneno", {"poderes": [_poder(codigos=["RV"], dano=40, veneno_turnos=3)]}, [("poderes[0].veneno_dano", "necesita «veneno_dano»")]),
    ("defb_sin_puntos", {"poderes": [_poder(codigos=["DefB"])]}, [("poderes[0].puntos_por_cosmos", "necesita «puntos_por_cosmos»")]),
    ("defbloq_sin_bono", {"poderes": [_poder(codigos=["DefBloq"])]}, [("poderes[0].bono", "necesita «bono»")]),
    ("defctr_bono_0", {"poderes": [_poder(codigos=["DefCtr"], bono=0)]}, [("poderes[0].bono", "entre 1 y 5")]),
    ("rmult_sin_rayos", {"poderes": [_poder(codigos=["RMult"], dano=20)]}, [("poderes[0].rayos", "necesita «rayos»")]),
    ("p_sin_dano", {"poderes": [_poder(codigos=["P"])]}, [("poderes[0].dano", "necesita el daño")]),
    ("usos_cero", {"poderes": [_poder(codigos=["INM"], turnos_inmovilizado=1, usos_por_rival=0)]}, [("poderes[0].usos_por_rival", "entre 1 y 20")]),
    ("fuego_y_hielo", {"resistencias": {"fuego": -10}, "poderes": [_poder(codigos=["R", "F", "H"], dano=50)]}, [("resistencias.fuego", "no puede ser negativa"), ("poderes[0].codigos", "fuego y de hielo")]),
    ("bono_esquivar_5", {"bonos": [{"a": "esquivar", "valor": 5}]}, [("bonos[0].valor", "entre -3 y +3")]),
    ("recargas_12", {"recargas_cosmos": 12}, [("recargas_cosmos", "entre 0 y 9")]),
    ("accion_inexistente", {"acciones_prohibidas": "llave, volar"}, [("acciones_prohibidas[1]", "«volar» no es una acción")]),
    ("numeros_basicos", {"vida": 0, "armadura": -5, "dano_golpe": -1}, [("vida", "al menos 1"), ("armadura", "no puede ser negativa"), ("dano_golpe", "entre 0 y 500")]),
    ("poder_repetido", {"poderes": [_poder(codigos=["R"], dano=10), _poder(codigos=["R"], dano=10)]}, [("poderes[1].nombre", "dos poderes llamados")]),
]  # fmt: skip


@pytest.mark.parametrize(("caso", "datos", "esperado"), ILEGALES, ids=[c[0] for c in ILEGALES])
def test_fichas_ilegales_escritas_a_mano(caso: str, datos: dict[str, Any], esperado: list[tuple[str, str]]) -> None:
    """Cada problema sale en su campo y con su motivo, y no sale ninguno más."""
    problemas = _problemas({"nombre": caso, **datos})
    assert [campo for campo, _ in problemas] == [campo for campo, _ in esperado], problemas
    for (campo, mensaje), (_, fragmento) in zip(problemas, esperado, strict=True):
        assert fragmento in mensaje, (campo, mensaje)


def test_recargas_fuera_de_las_reglas_es_un_aviso() -> None:
    """ACCIÓN COSMOS: «Todos los personajes tienen 2 recargas de cosmos ... (serán 3 si en la ficha ... +1
    Cosmos)»: otro número se acepta (lo dice la ficha) pero se avisa."""
    assert [c for c, _ in _problemas({"nombre": "X", "recargas_cosmos": 5}, "aviso")] == ["recargas_cosmos"]
    assert _problemas({"nombre": "X", "recargas_cosmos": 3}, "aviso") == []


def test_recargas_con_el_bono_mas_uno_cosmos() -> None:
    """ACCIÓN COSMOS: 2 recargas; 3 con el bono «+1 Cosmos» escrito como en el foro."""
    assert recargas_iniciales(_cargar({"nombre": "X"})) == 2
    assert recargas_iniciales(_cargar({"nombre": "X", "bonos": "+1 Cosmos"})) == 3
    assert recargas_iniciales(_cargar({"nombre": "X", "recargas_cosmos": 3})) == 3


def test_dano_golpe_por_defecto_y_bonos_arm() -> None:
    """ACCIÓN GOLPE «30 ptos de daño»; BONOS EN LAS FICHAS «Algunos de estos bonos vienen dados por la
    armadura»: el texto de foro da el bono y su marca ARM."""
    sheet = _cargar({"nombre": "X", "bonos": "+10 ptos daño (ARM), +20 ptos daño a golpe, -1 bloquear ARM"})
    assert sheet.dano_golpe == 30
    assert [(b.a, b.valor, b.arm) for b in sheet.bonos] == [
        ("dano", 10, True),
        ("dano_golpe", 20, False),
        ("bloquear", -1, True),
    ]


@pytest.mark.parametrize(
    ("texto", "codigos"),
    [("(R, RB)", ["R", "RB"]), ("R y RB", ["R", "RB"]), ("DefDT.", ["DefDT"]), ("rmult - rd", ["RMult", "RD"])],
)
def test_codigos_escritos_como_en_el_foro(texto: str, codigos: list[str]) -> None:
    """TIPOS DE PODER «tendrán unas siglas al final de su descripción»: paréntesis, «y», guiones, puntos y
    minúsculas se entienden."""
    assert _cargar({"nombre": "X", "poderes": [_poder(codigos=texto, dano=40)]}).poderes[0].codigos == codigos


def test_codigos_en_minusculas_en_una_ficha_de_version_dos() -> None:
    """Una ficha ya en el formato 2 con códigos en minúsculas también los entiende (grafía flexible)."""
    datos = {"formato": "gesta-ficha", "reglas": "caballeros", "version": 2, "nombre": "X"}
    sheet = _cargar({**datos, "poderes": [_poder(codigos=["r", "defdt", "inv"], dano=40)]})
    assert sheet.poderes[0].codigos == ["R", "DefDT", "Inv"]


def test_destino_de_bono_con_grafia_flexible() -> None:
    """Bonos: «Los específicos indican a que acción va referido el daño extra»; ``"a": "rayo"`` es el bono de
    rayo y ``"Esquiva"`` el de esquivar."""
    sheet = _cargar({"nombre": "X", "bonos": [{"a": "rayo", "valor": 10}, {"a": "Esquiva", "valor": 1}]})
    assert [b.a for b in sheet.bonos] == ["dano_rayo", "esquivar"]


def test_dios_desconocido_dice_el_campo() -> None:
    """Intervención divina: solo los dioses del documento; otro se rechaza al cargar, con el campo."""
    with pytest.raises(LoadError) as error:
        _cargar({"nombre": "X", "dios": "Zeus"})
    assert "dios" in str(error.value)
    assert _cargar({"nombre": "X", "dios": ""}).dios is None
    with pytest.raises(LoadError) as error:  # «ninguno» is no documented name of «sin dios» (null)
        _cargar({"nombre": "X", "dios": "Ninguno"})
    assert "dios" in str(error.value)


def test_arm_sin_armadura_es_un_aviso() -> None:
    """ARMADURA: «Hay algunos bonos en las fichas y algunos poderes que se realizan gracias a la armadura. Al
    perderse la armadura, estos bonos y poderes desaparecen»: con armadura 0 se avisa en cada uno."""
    datos = {
        "nombre": "X",
        "armadura": 0,
        "bonos": "+10 ptos daño ARM, +1 esquivar",
        "poderes": [_poder(nombre="Filo", codigos="R, ARM", dano=40)],
    }
    assert [c for c, _ in _problemas(datos, "aviso")] == ["bonos[0].arm", "poderes[0].codigos"]
    assert _problemas(datos) == []


@pytest.mark.parametrize(
    ("texto", "bono"),
    [
        ("+10 ptos de daño ARM", ("dano", 10, True)),
        ("+1 bloqueo ARM", ("bloquear", 1, True)),
        ("+30 ptos daño poderes tipo rayo", ("dano_rayo", 30, False)),
        ("+1 a Puntos Vitales", ("puntos_vitales", 1, False)),
        ("+1 contraatacar", ("contraataque", 1, False)),
        ("+10 daño presa", ("dano_presa", 10, False)),
        ("-1 esquivar (ARM)", ("esquivar", -1, True)),
    ],
)
def test_bonos_escritos_como_en_el_foro(texto: str, bono: tuple[str, int, bool]) -> None:
    """BONOS EN LAS FICHAS: «Los generales son indicados como "X ptos daño"... Los específicos indican a que
    acción va referido»; «vienen indicados con las siglas ARM»."""
    sheet = _cargar({"nombre": "X", "bonos": [texto]})
    assert [(b.a, b.valor, b.arm) for b in sheet.bonos] == [bono]
