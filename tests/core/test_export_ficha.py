"""The sheet as text for people: labels, fractions, records, and the BBCode / Markdown / HTML exports."""

from __future__ import annotations

from typing import Literal

import pytest
from pydantic import BaseModel, Field

from core import registry
from core.export_ficha import (
    Texts,
    format_record,
    format_value,
    fraction,
    label,
    literal_values,
    optional_inner,
    summarize,
    to_bbcode,
    to_html,
    to_markdown,
    words,
)
from tests.core.duelo_simple import RULESET as DUELO
from tests.core.duelo_simple import FichaDuelo


class Golpe(BaseModel):
    nombre: str
    codigos: list[str] = Field(default_factory=list)
    coste: int = 0
    dano: int = 0
    descripcion: str = ""


class FichaPrueba(FichaDuelo):
    escuela: Literal["norte", "sur"] = "norte"
    agilidad: float = 0.5
    golpes: list[Golpe] = Field(default_factory=list)
    ventajas: list[str] = Field(default_factory=list)
    resistencias: dict[str, int] = Field(default_factory=dict)
    descripcion: str = ""


@pytest.fixture(autouse=True)
def _duelo() -> object:
    registry.register(DUELO)
    yield
    registry.unregister(DUELO.id)


def _sheet() -> FichaPrueba:
    return FichaPrueba(
        nombre="Nadia [la *Roja*]",
        escuela="sur",
        golpes=[
            Golpe(nombre="Tajo", codigos=["R", "RB"], coste=30, dano=60, descripcion="Un corte."),
            Golpe(nombre="Patada"),
        ],
        ventajas=["Rápida", "Tozuda"],
        resistencias={"fuego": 10},
        descripcion="Espadachina del sur.",
    )


def test_etiquetas_y_fracciones() -> None:
    assert label("dano_golpe") == "Daño golpe"
    assert label("percepcion") == "Percepción"
    assert label("vida_invocacion") == "Vida invocación" and label("coste_pa") == "Coste PA"
    assert words("comunicacion") == "comunicación"
    assert label("tamano") == "Tamaño" and label("ultima_huida") == "Última huida" and label("version") == "Versión"
    assert [fraction(v) for v in (0, 0.5, 1, 1.5, 2.25, 0.3)] == ["0", "½", "1", "1½", "2¼", "0.3"]
    assert format_value(True) == "Sí" and format_value(None) == "—" and format_value([]) == "—"
    assert format_value({"fuego": 10}) == "Fuego 10"


def test_un_elemento_muestra_nombre_codigos_y_lo_que_no_es_por_defecto() -> None:
    defaults = {"codigos": [], "coste": 0, "dano": 0, "descripcion": ""}
    line = format_record({"nombre": "Tajo", "codigos": ["R", "RB"], "coste": 30, "dano": 0}, defaults)
    assert line == "Tajo [R, RB]: coste 30"
    assert format_record({"nombre": "Patada", "coste": 0}, defaults) == "Patada"


def test_anotaciones() -> None:
    assert optional_inner(int | None) == (int, True)
    assert optional_inner(int) == (int, False)
    assert literal_values(Literal["a", "b"]) == ("a", "b")
    assert literal_values(str) is None


def test_bbcode_con_el_nombre_y_cada_elemento() -> None:
    summary = summarize(_sheet(), DUELO)
    text = to_bbcode(summary)
    assert text.startswith("[size=150][b]Nadia [la *Roja*][/b][/size]\n[i]Duelo simple · Ficha legal[/i]")
    assert "[b]Escuela:[/b] Sur" in text
    assert "[b]Agilidad:[/b] ½" in text
    assert "[*]Tajo [R, RB]: coste 30, daño 60 — Un corte." in text
    assert "[*]Patada" in text
    assert "[b][u]Ventajas[/u][/b]" in text and "[*]Rápida" in text
    assert "[b]Fuego:[/b] 10" in text
    assert text.index("Espadachina del sur.") > text.index("Ventajas"), "long texts come last"


def test_markdown_escapa_lo_que_el_foro_interpretaria() -> None:
    text = to_markdown(summarize(_sheet(), DUELO))
    assert text.startswith("## Nadia \\[la \\*Roja\\*\\]\n")
    assert "- Tajo \\[R, RB\\]: coste 30, daño 60 — Un corte." in text
    assert "- **Vida:** 10" in text


def test_html_imprimible_con_problemas_y_retrato() -> None:
    sheet = _sheet().model_copy(update={"vida": 0})
    summary = summarize(sheet, DUELO, Texts(no_legal="Not legal", problemas="Problems"))
    assert not summary.legal
    page = to_html(summary, "retrato")
    assert "Not legal" in page and "Problems" in page and "La vida debe ser positiva." in page
    assert '<img src="retrato"' in page
    assert "Nadia [la *Roja*]" in page  # plain text in HTML needs no forum escaping
    tagged = to_html(summarize(FichaDuelo(nombre="A<b>"), DUELO))
    assert "<h1>A&lt;b&gt;</h1>" in tagged


def test_un_modelo_sin_campos_extra_solo_tiene_datos() -> None:
    summary = summarize(FichaDuelo(nombre="Ana"), DUELO)
    assert [s.titulo for s in summary.sections] == ["Datos"]
    assert summary.sections[0].pairs == [("Vida", "10"), ("Daño", "3")]
    assert summary.legal


def test_un_elemento_sin_nombre_se_nombra_por_su_primer_texto() -> None:
    assert format_record({"a": "contraataque", "valor": 1, "arm": False}, {"arm": False}) == "Contraataque: valor 1"
