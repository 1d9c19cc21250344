"""The sheet library: listing, unreadable files, unique names, trash (core/library.py)."""

from __future__ import annotations

import json
from pathlib import Path

from core import library


def _sheet(folder: Path, name: str, file: str) -> Path:
    path = folder / file
    path.write_text(
        json.dumps({"formato": "gesta-ficha", "version": 1, "reglas": "caballeros", "nombre": name}), encoding="utf-8"
    )
    return path


def test_lista_las_fichas_ordenadas_por_nombre_sin_la_papelera(tmp_path: Path) -> None:
    _sheet(tmp_path, "Zoe", "z.json")
    _sheet(tmp_path, "ana", "a.json")
    (tmp_path / library.TRASH).mkdir()
    _sheet(tmp_path / library.TRASH, "Borrada", "b.json")
    assert [e.nombre for e in library.scan(tmp_path)] == ["ana", "Zoe"]


def test_un_archivo_ilegible_aparece_con_su_problema_sin_romper_la_lista(tmp_path: Path) -> None:
    (tmp_path / "roto.json").write_text("{", encoding="utf-8")
    (tmp_path / "otro.json").write_text("[]", encoding="utf-8")
    entries = {e.path.name: e for e in library.scan(tmp_path)}
    assert entries["roto.json"].codigo == "json_invalido"
    assert "no es JSON válido" in entries["roto.json"].problema
    assert entries["otro.json"].codigo == "no_es_ficha"
    assert "no es una ficha de Gesta" in entries["otro.json"].problema


def test_nombre_de_archivo_unico_nunca_sobrescribe(tmp_path: Path) -> None:
    first = library.unique_path(tmp_path, "Caballero de Prueba")
    first.write_text("{}")
    second = library.unique_path(tmp_path, "Caballero de Prueba")
    assert first.name == "Caballero_de_Prueba.json"
    assert second.name == "Caballero_de_Prueba_2.json"


def test_papelera_y_recuperacion(tmp_path: Path) -> None:
    path = _sheet(tmp_path, "Ana", "ana.json")
    trashed = library.move_to_trash(tmp_path, path)
    assert not path.exists() and trashed.exists()
    assert library.trashed(tmp_path) == [trashed]
    restored = library.restore_from_trash(tmp_path, trashed)
    assert restored == path
    assert json.loads(restored.read_text())["nombre"] == "Ana"


def test_mil_fichas_se_listan_todas(tmp_path: Path) -> None:
    for index in range(1000):
        _sheet(tmp_path, f"P{index:04d}", f"p{index}.json")
    entries = library.scan(tmp_path)
    assert len(entries) == 1000
    assert entries[0].nombre == "P0000"
