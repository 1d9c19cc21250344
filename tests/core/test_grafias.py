"""The one spelling layer (core/grafias): generic renames, and every table entry documented."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from core import grafias
from core.registry import RULESET_IDS

DOCS = Path(__file__).resolve().parents[2] / "docs"


def test_renombrar_claves_lee_lo_documentado_y_lo_dice():
    lecturas: list[grafias.Lectura] = []
    out = grafias.renombrar_claves({"Daño": 3, "nombre": "x"}, {"dano": "dano"}, "habilidades[0]", lecturas)
    assert out == {"dano": 3, "nombre": "x"}
    assert lecturas == [("habilidades[0].dano", "Daño", "dano")]


def test_renombrar_claves_no_pisa_la_clave_canonica():
    lecturas: list[grafias.Lectura] = []
    out = grafias.renombrar_claves({"vida": 1, "Vida": 2}, {}, "", lecturas, frozenset({"vida"}))
    assert out == {"vida": 1, "Vida": 2}  # the written one stays: the model reports it
    assert lecturas == []


def test_renombrar_valor_pliega_al_canonico():
    lecturas: list[grafias.Lectura] = []
    assert grafias.renombrar_valor("Ígnea", {"magmatica": "ignea"}, "indole", lecturas) == "ignea"
    assert grafias.renombrar_valor("magmática", {"magmatica": "ignea"}, "indole", lecturas) == "ignea"
    assert grafias.renombrar_valor("hielo", {"magmatica": "ignea"}, "indole", lecturas) == "hielo"
    assert [lectura[1] for lectura in lecturas] == ["Ígnea", "magmática"]


def test_un_reglamento_sin_grafias_deja_los_datos_tal_cual():
    data, lecturas = grafias.leer_ficha("no_existe", {"nombre": "A"})
    assert data == {"nombre": "A"} and lecturas == []
    step, notes = grafias.leer_paso("no_existe", {"actor": "a", "accion": "x"}, 0)
    assert step == {"actor": "a", "accion": "x"} and notes == []


def _documented_names(ruleset_id: str) -> set[str]:
    text = (DOCS / "reglas" / f"{ruleset_id}.md").read_text(encoding="utf-8")
    text += (DOCS / "guion-de-batalla.md").read_text(encoding="utf-8")
    names: set[str] = set()
    for quoted in re.findall(r"`([^`]+)`|«([^»]+)»|\"([^\"]+)\"", text):
        for piece in quoted:
            if piece:
                names.add(grafias.plegar(piece.strip('"')))
                names.update(grafias.plegar(p) for p in re.split(r"[,/=:]\s*|\s+o\s+", piece.strip('"')) if p)
    return names


@pytest.mark.parametrize("ruleset_id", RULESET_IDS)
def test_cada_grafia_de_las_tablas_esta_documentada(ruleset_id):
    documented = _documented_names(ruleset_id)
    missing = [
        f"{tabla}: {escrito}"
        for tabla, entradas in grafias.tablas(ruleset_id).items()
        for escrito in entradas
        if grafias.plegar(escrito) not in documented
    ]
    assert not missing, f"spellings read but not documented in docs/reglas/{ruleset_id}.md: {missing}"


def test_una_forma_que_ninguna_grafia_tiene_llega_tal_cual_al_modelo() -> None:
    """A number where the codes' list goes (a hostile or broken file): no traceback, the model says it."""
    from core import storage

    data = {"formato": "gesta-ficha", "version": 2, "reglas": "caballeros", "nombre": "X",
            "aliados": [{"nombre": "Y", "poderes": [{"nombre": "P", "codigos": 1}]}]}  # fmt: skip
    with pytest.raises(storage.LoadError) as raised:
        storage.sheet_from_data(data)
    assert "codigos" in str(raised.value)


def test_un_lector_que_tropieza_con_una_forma_rara_deja_los_datos_tal_cual(monkeypatch: pytest.MonkeyPatch) -> None:
    """Whatever a ruleset's reader raises on a malformed shape, the data goes on as written (no traceback)."""
    import types

    def broken(*_args: object) -> dict[str, object]:
        raise TypeError("'int' object is not iterable")

    fake = types.SimpleNamespace(ficha=broken, paso=broken)
    monkeypatch.setattr(grafias, "_modulo", lambda _reglas: fake)
    assert grafias.leer_ficha("x", {"codigos": 1}) == ({"codigos": 1}, [])
    assert grafias.leer_paso("x", {"accion": 1}, 0) == ({"accion": 1}, [])
