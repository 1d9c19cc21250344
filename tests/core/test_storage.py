"""Safe sheet storage: atomic saves, hostile files, migrations (core/storage.py)."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from core import i18n, registry, storage
from tests.core.duelo_simple import RULESET, FichaDuelo


@pytest.fixture(autouse=True)
def duelo() -> Iterator[None]:
    registry.register(RULESET)
    yield
    registry.unregister("duelo")


def _write(path: Path, data: object) -> Path:
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_guardar_y_cargar_conserva_la_ficha(tmp_path: Path) -> None:
    sheet = FichaDuelo(nombre="Ana", vida=12)
    storage.save_sheet(tmp_path / "ana.json", sheet)
    assert storage.load_sheet(tmp_path / "ana.json") == sheet


def test_guardar_deja_la_version_anterior_como_bak(tmp_path: Path) -> None:
    path = tmp_path / "ana.json"
    storage.save_sheet(path, FichaDuelo(nombre="Ana", vida=12))
    storage.save_sheet(path, FichaDuelo(nombre="Ana", vida=3))
    assert json.loads(path.read_text())["vida"] == 3
    assert json.loads((tmp_path / "ana.json.bak").read_text())["vida"] == 12


def test_un_fallo_a_mitad_de_escritura_no_estropea_el_archivo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "ana.json"
    storage.save_sheet(path, FichaDuelo(nombre="Ana", vida=12))
    before = path.read_bytes()

    def crash(fd: int) -> None:
        raise OSError("disco lleno")

    monkeypatch.setattr(os, "fsync", crash)
    with pytest.raises(OSError):
        storage.save_sheet(path, FichaDuelo(nombre="Ana", vida=1))
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []


def test_json_roto_da_un_mensaje_claro_con_linea_y_columna(tmp_path: Path) -> None:
    path = tmp_path / "rota.json"
    path.write_text('{"formato": "gesta-ficha", "nombre": ', encoding="utf-8")
    with pytest.raises(storage.LoadError) as error:
        storage.load_sheet(path)
    assert "«rota.json»" in str(error.value)
    assert "no es JSON válido" in str(error.value)
    assert "línea 1" in str(error.value)


def test_archivo_demasiado_grande_se_rechaza_sin_leerlo(tmp_path: Path) -> None:
    path = tmp_path / "enorme.json"
    path.write_bytes(b" " * (storage.MAX_FILE_BYTES + 1))
    with pytest.raises(storage.LoadError, match="el máximo es"):
        storage.load_sheet(path)


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"\xff\xfe\x00garbage", "UTF-8"),
        (b"[1, 2, 3]", "objeto JSON"),
        (b'{"nombre": "X"}', "no es una ficha de Gesta"),
        (b"[" * 100000 + b"]" * 100000, "JSON"),
    ],
)
def test_archivos_hostiles_se_rechazan_con_mensaje(tmp_path: Path, content: bytes, message: str) -> None:
    path = tmp_path / "hostil.json"
    path.write_bytes(content)
    with pytest.raises(storage.LoadError, match=message):
        storage.load_sheet(path)


def test_sistema_de_reglas_desconocido(tmp_path: Path) -> None:
    path = _write(tmp_path / "x.json", {"formato": "gesta-ficha", "version": 1, "reglas": "ajedrez", "nombre": "X"})
    with pytest.raises(storage.LoadError, match="«ajedrez» no existe") as error:
        storage.load_sheet(path)
    assert error.value.campo == "reglas"


def test_campo_de_tipo_incorrecto_nombra_la_ruta_json(tmp_path: Path) -> None:
    path = _write(
        tmp_path / "x.json", {"formato": "gesta-ficha", "version": 2, "reglas": "duelo", "nombre": "X", "vida": "mucha"}
    )
    with pytest.raises(storage.LoadError) as error:
        storage.load_sheet(path)
    assert error.value.campo == "vida"
    assert "en el campo vida, debe ser un número entero." in str(error.value)


def test_mensaje_en_ingles_cuando_la_interfaz_esta_en_ingles(tmp_path: Path) -> None:
    path = _write(
        tmp_path / "x.json", {"formato": "gesta-ficha", "version": 2, "reglas": "duelo", "nombre": "X", "vida": "mucha"}
    )
    i18n.set_language("en")
    try:
        with pytest.raises(storage.LoadError) as error:
            storage.load_sheet(path)
    finally:
        i18n.set_language("es")
    assert str(error.value) == "Cannot open «x.json»: in field vida, must be a whole number."


def test_una_version_antigua_se_migra_paso_a_paso(tmp_path: Path) -> None:
    path = _write(
        tmp_path / "vieja.json", {"formato": "gesta-ficha", "version": 1, "reglas": "duelo", "nombre": "X", "pv": 7}
    )
    sheet = storage.load_sheet(path)
    assert isinstance(sheet, FichaDuelo)
    assert sheet.vida == 7
    assert sheet.version == 2


def test_una_version_mas_nueva_que_la_aplicacion_se_rechaza_diciendo_cual_hace_falta(tmp_path: Path) -> None:
    path = _write(tmp_path / "futura.json", {"formato": "gesta-ficha", "version": 9, "reglas": "duelo", "nombre": "X"})
    with pytest.raises(storage.LoadError, match="versión 9") as error:
        storage.load_sheet(path)
    assert "actualiza Gesta" in str(error.value)


def test_campos_desconocidos_se_conservan_al_guardar(tmp_path: Path) -> None:
    path = _write(
        tmp_path / "x.json",
        {"formato": "gesta-ficha", "version": 2, "reglas": "duelo", "nombre": "X", "notas_del_foro": "hilo 42"},
    )
    sheet = storage.load_sheet(path)
    storage.save_sheet(path, sheet)
    assert json.loads(path.read_text())["notas_del_foro"] == "hilo 42"


def test_una_migracion_que_falla_da_un_mensaje_y_no_una_traza(tmp_path: Path) -> None:
    path = _write(
        tmp_path / "vieja.json", {"formato": "gesta-ficha", "version": 1, "reglas": "duelo", "nombre": "X", "pv": 7}
    )
    original = RULESET.migrations[1]

    def broken(data: dict[str, object]) -> dict[str, object]:
        raise KeyError("vida")

    RULESET.migrations[1] = broken
    try:
        with pytest.raises(storage.LoadError, match="no se pudo actualizar desde la versión 1"):
            storage.load_sheet(path)
    finally:
        RULESET.migrations[1] = original


def test_el_error_de_json_se_explica_en_castellano(tmp_path: Path) -> None:
    path = tmp_path / "coma.json"
    path.write_text('{"formato": "gesta-ficha" "nombre": "X"}', encoding="utf-8")
    with pytest.raises(storage.LoadError) as error:
        storage.load_sheet(path)
    assert str(error.value) == "No se puede abrir «coma.json»: no es JSON válido (línea 1, columna 27: falta una coma)."


def test_una_lista_no_es_una_ficha_y_el_mensaje_no_lleva_llaves_dobles(tmp_path: Path) -> None:
    path = _write(tmp_path / "lista.json", [1, 2])
    with pytest.raises(storage.LoadError) as error:
        storage.load_sheet(path)
    assert str(error.value).endswith("una ficha debe ser un objeto JSON ({...}).")
