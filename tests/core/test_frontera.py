"""The file boundary: every file Gesta reads is a regular file of bounded size (core/storage.py)."""

from __future__ import annotations

import os
import socket
from pathlib import Path

import pytest

from core import storage

pytestmark = pytest.mark.skipif(os.name == "nt", reason="FIFOs, /dev/zero and sockets are POSIX cases")


def test_un_archivo_normal_se_lee_entero(tmp_path: Path) -> None:
    path = tmp_path / "a.json"
    path.write_bytes(b"x" * 1000)
    assert storage.read_bytes_bounded(path, 1000) == b"x" * 1000


def test_una_fifo_se_rechaza_sin_bloquear(tmp_path: Path) -> None:
    path = tmp_path / "x.json"
    os.mkfifo(path)
    with pytest.raises(storage.LoadError) as error:
        storage.read_bytes_bounded(path)
    assert error.value.codigo == "no_es_archivo"
    assert "«x.json»" in str(error.value) and "FIFO" in str(error.value)


def test_dev_zero_se_rechaza_como_dispositivo_sin_leerlo(tmp_path: Path) -> None:
    link = tmp_path / "cero.json"
    link.symlink_to("/dev/zero")
    with pytest.raises(storage.LoadError) as error:
        storage.read_bytes_bounded(link)
    assert error.value.codigo == "no_es_archivo"
    assert "dispositivo" in str(error.value)


def test_una_carpeta_no_es_un_archivo(tmp_path: Path) -> None:
    (tmp_path / "carpeta.json").mkdir()
    with pytest.raises(storage.LoadError) as error:
        storage.read_json(tmp_path / "carpeta.json")
    assert error.value.codigo == "no_es_archivo"
    assert "carpeta" in str(error.value)


def test_un_socket_se_rechaza(tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    server = socket.socket(socket.AF_UNIX)
    try:
        server.bind(str(path))
        with pytest.raises(storage.LoadError) as error:
            storage.read_bytes_bounded(path)
    finally:
        server.close()
    assert error.value.codigo in {"no_es_archivo", "no_se_puede_leer"}


def test_el_limite_se_comprueba_sobre_lo_leido_y_no_sobre_st_size(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "crece.json"
    path.write_bytes(b"y" * 5000)
    real_fstat = os.fstat

    class _Quieto:
        def __init__(self, info: os.stat_result) -> None:
            self.st_mode = info.st_mode
            self.st_size = 0  # as /dev/zero or a file still growing says

    monkeypatch.setattr(storage.os, "fstat", lambda fd: _Quieto(real_fstat(fd)))
    with pytest.raises(storage.LoadError) as error:
        storage.read_bytes_bounded(path, 4096)
    assert error.value.codigo == "demasiado_grande"
    assert "4 KB" in str(error.value)


def test_un_archivo_grande_dice_su_tamano_y_el_limite(tmp_path: Path) -> None:
    path = tmp_path / "enorme.json"
    with path.open("wb") as handle:
        handle.truncate(50 * 1024 * 1024)
    with pytest.raises(storage.LoadError) as error:
        storage.load_sheet(path)
    assert error.value.codigo == "demasiado_grande"
    text = str(error.value)
    assert "demasiado grande" in text and "50 MB" in text and "2 MB" in text
    assert "no es una ficha" not in text


def test_un_archivo_que_no_existe(tmp_path: Path) -> None:
    with pytest.raises(storage.LoadError) as error:
        storage.read_bytes_bounded(tmp_path / "nada.json")
    assert error.value.codigo == "no_existe"


def test_un_enlace_que_sale_de_la_carpeta_se_rechaza(tmp_path: Path) -> None:
    fuera = tmp_path / "fuera.json"
    fuera.write_text("{}", encoding="utf-8")
    carpeta = tmp_path / "biblioteca"
    carpeta.mkdir()
    (carpeta / "enlace.json").symlink_to(fuera)
    (carpeta / "dentro.json").write_text("{}", encoding="utf-8")
    (carpeta / "bueno.json").symlink_to(carpeta / "dentro.json")
    with pytest.raises(storage.LoadError) as error:
        storage.read_bytes_bounded(carpeta / "enlace.json", folder=carpeta)
    assert error.value.codigo == "fuera_de_carpeta"
    assert "«enlace.json»" in str(error.value)
    assert storage.read_bytes_bounded(carpeta / "bueno.json", folder=carpeta) == b"{}"
    assert storage.read_bytes_bounded(carpeta / "enlace.json") == b"{}"  # without a folder, links are followed
