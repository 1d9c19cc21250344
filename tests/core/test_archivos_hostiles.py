"""Files a player can send: the library, scripts, settings and saves never hang, crash or lose data."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from core import archivos, library, registry, settings, storage
from core.runner import EXIT_MALFORMED, run_script
from core.sheets import SHEET_FORMAT
from tests.conftest import REPO

posix = pytest.mark.skipif(os.name == "nt", reason="FIFOs, /dev/zero and SIGKILL are POSIX cases")


def _sheet(version: int = 1, **extra: object) -> dict[str, object]:
    return {"formato": SHEET_FORMAT, "version": version, "reglas": "caballeros", "nombre": "Ana", **extra}


def _entries(folder: Path) -> dict[str, library.LibraryEntry]:
    versions = {r.id: r.schema_version for r in registry.available()}
    return {e.path.name: e for e in library.scan(folder, versions=versions)}


# -- the library ---------------------------------------------------------------------------


@posix
def test_una_fifo_en_la_biblioteca_se_lista_como_problema_sin_bloquear(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "x.json")
    (tmp_path / "ana.json").write_text(json.dumps(_sheet()), encoding="utf-8")
    entries = _entries(tmp_path)
    assert entries["x.json"].codigo == "no_es_archivo" and "FIFO" in entries["x.json"].problema
    assert entries["ana.json"].problema == ""


@posix
def test_un_enlace_a_dev_zero_en_la_biblioteca_se_lista_como_problema(tmp_path: Path) -> None:
    (tmp_path / "cero.json").symlink_to("/dev/zero")
    entry = _entries(tmp_path)["cero.json"]
    assert entry.codigo in {"fuera_de_carpeta", "no_es_archivo"}
    assert entry.problema


@posix
def test_un_enlace_que_sale_de_la_biblioteca_no_se_lee(tmp_path: Path) -> None:
    outside = tmp_path / "fuera.json"
    outside.write_text(json.dumps(_sheet()), encoding="utf-8")
    folder = tmp_path / "biblioteca"
    folder.mkdir()
    (folder / "enlace.json").symlink_to(outside)
    assert _entries(folder)["enlace.json"].codigo == "fuera_de_carpeta"


def test_una_ficha_de_una_version_futura_se_marca_con_la_version_que_necesita(tmp_path: Path) -> None:
    future = registry.get("caballeros").schema_version + 5
    (tmp_path / "nueva.json").write_text(json.dumps(_sheet(future)), encoding="utf-8")
    entry = _entries(tmp_path)["nueva.json"]
    assert entry.codigo == "version_futura" and entry.version == future
    assert f"versión {future}" in entry.problema
    with pytest.raises(storage.LoadError) as error:
        storage.load_sheet(tmp_path / "nueva.json")
    assert error.value.codigo == "version_futura"


def test_un_archivo_de_50_mb_en_la_biblioteca_es_demasiado_grande(tmp_path: Path) -> None:
    with (tmp_path / "enorme.json").open("wb") as handle:
        handle.truncate(50 * 1024 * 1024)
    entry = _entries(tmp_path)["enorme.json"]
    assert entry.codigo == "demasiado_grande"
    assert "50 MB" in entry.problema and "no es una ficha" not in entry.problema


# -- scripts -------------------------------------------------------------------------------


@posix
def test_un_guion_con_la_ficha_en_dev_zero_se_rechaza_sin_leerla(tmp_path: Path) -> None:
    script = {
        "reglas": "caballeros",
        "combatientes": [{"id": "a", "ficha": "/dev/zero"}, {"id": "b", "ficha": "/dev/zero"}],
        "pasos": [],
    }
    start = time.perf_counter()
    code, report = run_script(script, tmp_path)
    assert time.perf_counter() - start < 5
    assert code == EXIT_MALFORMED
    assert "«zero»" in json.dumps(report, ensure_ascii=False) and "dispositivo" in json.dumps(
        report, ensure_ascii=False
    )


# -- settings ------------------------------------------------------------------------------


def _settings_file() -> Path:
    path = settings.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    return path


@pytest.mark.parametrize(
    "content",
    [b"[" * 100_000, b"{ no es json", b"[1, 2, 3]", b'{"idioma": 5}', b"\xff\xfe\x00x"],
    ids=["cien_mil_corchetes", "no_json", "lista", "tipo_erroneo", "binario"],
)
def test_unas_preferencias_danadas_se_apartan_se_avisa_una_vez_y_se_usan_las_de_por_defecto(content: bytes) -> None:
    path = _settings_file()
    path.write_bytes(content)
    loaded = settings.load_settings_report()
    assert loaded.settings == settings.Settings()
    assert loaded.apartado is not None and loaded.apartado.name.startswith("ajustes.json.dañado-")
    assert loaded.apartado.read_bytes() == content  # kept for the user
    assert "ajustes.json" in loaded.aviso and loaded.apartado.name in loaded.aviso
    assert not path.exists()
    assert settings.load_settings_report().aviso == ""  # told once
    settings.save_settings(settings.Settings(idioma="en"))
    assert loaded.apartado.read_bytes() == content  # the next save does not overwrite it
    assert settings.load_settings().idioma == "en"


def test_una_carpeta_llamada_ajustes_json_se_aparta_y_guardar_funciona() -> None:
    path = _settings_file()
    path.mkdir()
    (path / "dentro.txt").write_text("x", encoding="utf-8")
    loaded = settings.load_settings_report()
    assert loaded.apartado is not None and (loaded.apartado / "dentro.txt").exists()
    path.mkdir()  # once more, made after start: Preferences saves anyway
    settings.save_settings(settings.Settings(idioma="en"))
    assert path.is_file() and settings.load_settings().idioma == "en"


# -- file names ----------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["a" * 200, "ñ" * 200, "龍" * 200, "🐉" * 200])
def test_un_nombre_de_200_letras_da_un_archivo_que_se_puede_crear(tmp_path: Path, name: str) -> None:
    path = library.unique_path(tmp_path, name)
    assert len(path.name.encode()) <= 255
    storage.save_json(path, {"nombre": name})
    assert storage.read_json(path) == {"nombre": name}
    second = library.unique_path(tmp_path, name)
    assert second != path


@pytest.mark.parametrize("name", ["CON", "con", "CON.json", "NUL", "nul.txt", "COM1", "lpt9", "AUX ", "PRN."])
def test_los_nombres_reservados_de_windows_no_se_usan(tmp_path: Path, name: str) -> None:
    path = library.unique_path(tmp_path, name)
    assert path.stem.split(".")[0].rstrip(" .").upper() not in {"CON", "PRN", "AUX", "NUL", "COM1", "LPT9"}
    assert not path.stem.endswith((".", " "))


@pytest.mark.parametrize("name", ["../../etc/passwd", "a/b\\c", "tab\there", "nul\x00byte", "   ", "...", ""])
def test_separadores_y_caracteres_de_control_no_llegan_al_nombre(tmp_path: Path, name: str) -> None:
    path = library.unique_path(tmp_path, name)
    assert path.parent == tmp_path
    assert all(c.isalnum() or c in "-_" for c in path.stem)


# -- an interrupted save -------------------------------------------------------------------

_KILLED_SAVE = """
import os, sys, time
from pathlib import Path
from core import archivos
def hang(fd):
    print("escribiendo", flush=True)
    time.sleep(60)
os.fsync = hang
archivos.save_json(Path(sys.argv[1]), {"formato": "gesta-ficha", "nombre": "Nueva"})
"""


@posix
def test_un_guardado_matado_a_medias_deja_la_ficha_intacta_y_el_temporal_se_borra_al_iniciar(tmp_path: Path) -> None:
    path = tmp_path / "ana.json"
    storage.save_json(path, _sheet())
    before = path.read_bytes()
    with subprocess.Popen(
        [sys.executable, "-c", _KILLED_SAVE, str(path)], cwd=REPO, stdout=subprocess.PIPE, text=True
    ) as child:
        assert child.stdout is not None and child.stdout.readline().strip() == "escribiendo"
        child.send_signal(signal.SIGKILL)
        child.wait()
    orphans = [p for p in tmp_path.iterdir() if archivos.is_orphan_name(p.name)]
    assert len(orphans) == 1 and orphans[0].name.startswith(".ana.json.")
    assert path.read_bytes() == before
    old = time.time() - 2 * archivos.ORPHAN_AGE_S
    os.utime(orphans[0], (old, old))  # the next start comes later
    library.scan(tmp_path)
    assert not orphans[0].exists()
    assert path.read_bytes() == before


def test_un_temporal_reciente_no_se_borra_por_si_otro_gesta_esta_guardando(tmp_path: Path) -> None:
    fresh = tmp_path / ".ana.json.abcd1234.tmp"
    fresh.write_text("{", encoding="utf-8")
    other = tmp_path / "notas.tmp"
    other.write_text("mio", encoding="utf-8")
    assert archivos.clean_orphans(tmp_path) == []
    assert archivos.clean_orphans(tmp_path, older_than=0) == [fresh]
    assert other.exists()


# -- a sheet just under the limit ----------------------------------------------------------


def test_una_ficha_que_al_guardarse_pasaria_del_limite_no_se_escribe_y_la_anterior_queda(tmp_path: Path) -> None:
    from tests.core.duelo_simple import RULESET

    registry.register(RULESET)
    try:
        data = {"formato": SHEET_FORMAT, "version": 1, "reglas": "duelo", "nombre": "Ana", "vida": 10}
        data["relleno"] = "x" * (storage.MAX_FILE_BYTES - len(json.dumps(data)) - 100)
        path = tmp_path / "casi.json"
        path.write_text(json.dumps(data, separators=(",", ":")), encoding="utf-8")
        assert path.stat().st_size < storage.MAX_FILE_BYTES
        sheet = storage.load_sheet(path)
        storage.save_sheet(path, sheet)  # compact, since indented it would not fit
        assert path.stat().st_size <= storage.MAX_FILE_BYTES
        assert storage.load_sheet(path).model_dump() == sheet.model_dump()
        before = path.read_bytes()
        grown = sheet.model_copy(update={"nombre": "Ana" * 100})
        with pytest.raises(storage.SaveError) as error:
            storage.save_sheet(path, grown)
        assert error.value.codigo == "demasiado_grande" and "«casi.json»" in str(error.value)
        assert path.read_bytes() == before
    finally:
        registry.unregister("duelo")
