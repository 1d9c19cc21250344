"""Property tests: mutated shipped sheets through loading, validation, export, save and reload.

Only ``LoadError`` may come out of loading; every refusal names the file; whatever is accepted
is validated and exported without error, and saved and reopened unchanged.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core import export_ficha, registry, storage
from core.paths import examples_dir

SHIPPED = sorted(examples_dir().glob("*/*.json"))
_VALUES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**30), max_value=10**30),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=50),
    st.lists(st.integers(), max_size=3),
    st.dictionaries(st.text(max_size=5), st.integers(), max_size=2),
)


def _paths(data: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix]
    if isinstance(data, dict):
        for key, value in data.items():
            found += _paths(value, (*prefix, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            found += _paths(value, (*prefix, index))
    return found


def _set(data: Any, where: tuple[Any, ...], value: Any) -> Any:
    if not where:
        return value
    parent = data
    for part in where[:-1]:
        parent = parent[part]
    if isinstance(parent, dict | list):
        parent[where[-1]] = value
    return data


@st.composite
def mutated(draw: st.DrawFn) -> tuple[Path, bytes]:
    source = draw(st.sampled_from(SHIPPED))
    data = json.loads(source.read_text(encoding="utf-8"))
    for _ in range(draw(st.integers(min_value=1, max_value=3))):
        where = draw(st.sampled_from(_paths(data)))
        kind = draw(st.sampled_from(["valor", "borrar", "extra", "profundo", "version"]))
        if kind == "valor":
            data = _set(data, where, draw(_VALUES))
        elif kind == "borrar" and where and isinstance(data, dict):
            parent = data
            for part in where[:-1]:
                parent = parent[part]
            if isinstance(parent, dict):
                parent.pop(where[-1], None)
        elif kind == "extra" and isinstance(data, dict):
            data[draw(st.text(min_size=1, max_size=10))] = draw(_VALUES)
        elif kind == "profundo":
            nested: Any = 1
            for _ in range(draw(st.integers(min_value=1, max_value=120))):
                nested = [nested]
            data = _set(data, where, nested)
        elif kind == "version" and isinstance(data, dict):
            data["version"] = draw(st.integers(min_value=-3, max_value=10**6))
    raw = json.dumps(data, ensure_ascii=False).encode("utf-8")
    encoding = draw(st.sampled_from(["utf-8", "utf-8", "utf-8", "bom", "utf-16", "latin-1", "truncar"]))
    if encoding == "bom":
        raw = b"\xef\xbb\xbf" + raw
    elif encoding == "utf-16":
        raw = raw.decode("utf-8").encode("utf-16")
    elif encoding == "latin-1":
        raw = raw.decode("utf-8").encode("latin-1", errors="replace")
    elif encoding == "truncar":
        raw = raw[: draw(st.integers(min_value=0, max_value=len(raw)))]
    return source, raw


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(case=mutated())
def test_una_ficha_mutada_se_rechaza_con_loaderror_o_se_guarda_y_se_reabre_igual(
    tmp_path: Path, case: tuple[Path, bytes]
) -> None:
    source, raw = case
    path = tmp_path / source.name
    path.write_bytes(raw)
    try:
        sheet = storage.load_sheet(path)
    except storage.LoadError as error:
        assert f"«{path.name}»" in str(error)
        return
    ruleset = registry.get(sheet.reglas)
    ruleset.validate(sheet)
    summary = export_ficha.summarize(sheet, ruleset)
    export_ficha.to_bbcode(summary), export_ficha.to_markdown(summary)
    saved = tmp_path / "guardada.json"
    try:
        storage.save_sheet(saved, sheet)
    except storage.SaveError as error:
        assert "«guardada.json»" in str(error)
        return
    again = storage.load_sheet(saved)
    assert again.model_dump() == sheet.model_dump()


@pytest.mark.parametrize("source", SHIPPED, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_cada_ficha_incluida_se_guarda_y_se_reabre_igual(tmp_path: Path, source: Path) -> None:
    try:
        sheet = storage.load_sheet(source)
    except storage.LoadError:
        pytest.skip("an example that is meant to be refused")
    storage.save_sheet(tmp_path / "copia.json", sheet)
    assert storage.load_sheet(tmp_path / "copia.json").model_dump() == sheet.model_dump()
