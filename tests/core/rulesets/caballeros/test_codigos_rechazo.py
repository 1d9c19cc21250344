"""Every refusal carries a stable code (``core.contract.Refusal``), one per kind of reason, listed in
rechazos.py and on docs/reglas/caballeros.md; every golden that ends in a refusal asserts its code."""

from __future__ import annotations

import json
import re

from core.contract import GENERIC_REFUSAL, refusal_code
from core.rulesets.caballeros.rechazos import CODIGOS
from tests.conftest import REPO

from .utiles import batalla, ficha, por_que_no

PAQUETE = REPO / "core" / "rulesets" / "caballeros"


def _usados() -> set[str]:
    codigos: set[str] = set()
    for path in PAQUETE.glob("*.py"):
        codigos |= set(re.findall(r'Refusal\(\s*"([a-z_]+)"', path.read_text(encoding="utf-8")))
    return codigos


def test_cada_codigo_del_paquete_esta_en_la_tabla_y_en_la_pagina() -> None:
    usados = _usados()
    assert usados, "no Refusal found"
    assert usados <= set(CODIGOS), usados - set(CODIGOS)
    pagina = (REPO / "docs" / "reglas" / "caballeros.md").read_text(encoding="utf-8")
    for codigo in CODIGOS:
        assert f"| `{codigo}` |" in pagina, codigo
        assert re.fullmatch(r"[a-z]+(_[a-z]+)*", codigo)


def test_cada_dorado_rechazado_dice_su_codigo() -> None:
    for path in sorted((REPO / "tests" / "golden" / "caballeros").glob("*.json")):
        esperado = json.loads(path.read_text(encoding="utf-8"))["esperado"]
        if esperado.get("ok") is False:
            assert esperado.get("codigo") in CODIGOS, path.name


def test_rechazos_con_su_codigo() -> None:
    b = batalla(ficha("A", poderes=[{"nombre": "Rayo", "codigos": ["R"], "coste": 500, "dano": 40}]), ficha("B"))
    casos = {
        "fuera_de_turno": {"actor": "b", "accion": "golpe"},
        "concentracion_insuficiente": {"actor": "a", "accion": "velocidad_luz"},
        "sin_cosmos": {"actor": "a", "accion": "poder", "poder": "Rayo"},
        "poder_desconocido": {"actor": "a", "accion": "poder", "poder": "Trueno"},
        "falta_campo": {"actor": "a", "accion": "percepcion"},
        "accion_no_disponible": {"actor": "a", "accion": "intervencion_divina", "intervencion": "sanacion_de_athena"},
        "respuesta_no_valida": {"actor": "a", "accion": "golpe", "respuesta": "volar"},
        "valor_no_valido": {"actor": "a", "accion": "romper", "parte": "cabeza"},
    }
    for codigo, paso in casos.items():
        motivo = por_que_no(b, **paso)
        assert motivo is not None, codigo
        assert refusal_code(motivo) == codigo, (codigo, motivo)
        assert refusal_code(motivo) != GENERIC_REFUSAL
