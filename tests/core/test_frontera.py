"""The file boundary: every file Gesta reads is a regular file of bounded size (core/storage.py)."""

from __future__ import annotations

import json
import os
import socket
from pathlib import Path

import pytest

from core import archivos, storage

posix = pytest.mark.skipif(os.name == "nt", reason="FIFOs, /dev/zero and sockets are POSIX cases")


def test_un_archivo_normal_se_lee_entero(tmp_path: Path) -> None:
    path = tmp_path / "a.json"
    path.write_bytes(b"x" * 1000)
    assert storage.read_bytes_bounded(path, 1000) == b"x" * 1000


@posix
def test_una_fifo_se_rechaza_sin_bloquear(tmp_path: Path) -> None:
    path = tmp_path / "x.json"
    os.mkfifo(path)
    with pytest.raises(storage.LoadError) as error:
        storage.read_bytes_bounded(path)
    assert error.value.codigo == "no_es_archivo"
    assert "«x.json»" in str(error.value) and "FIFO" in str(error.value)


@posix
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


@posix
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

    monkeypatch.setattr(archivos.os, "fstat", lambda fd: _Quieto(real_fstat(fd)))
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


@posix
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


# -- JSON within bounds --------------------------------------------------------------------


def _refusal(tmp_path: Path, content: bytes) -> storage.LoadError:
    path = tmp_path / "hostil.json"
    path.write_bytes(content)
    with pytest.raises(storage.LoadError) as error:
        storage.load_sheet(path)
    assert "«hostil.json»" in str(error.value)
    return error.value


def test_un_entero_de_5000_cifras_se_rechaza_con_un_mensaje_claro(tmp_path: Path) -> None:
    error = _refusal(tmp_path, b'{"formato": "gesta-ficha", "vida": ' + b"9" * 5000 + b"}")
    assert error.codigo == "numero_no_valido"
    assert "5000 cifras" in str(error) and "18" in str(error)


@pytest.mark.parametrize("literal", ["NaN", "Infinity", "-Infinity"])
def test_nan_e_infinity_se_rechazan_nombrandolos(tmp_path: Path, literal: str) -> None:
    error = _refusal(tmp_path, f'{{"formato": "gesta-ficha", "vida": {literal}}}'.encode())
    assert error.codigo == "numero_no_valido"
    assert literal in str(error)


def test_un_numero_que_desborda_a_infinito_se_rechaza(tmp_path: Path) -> None:
    error = _refusal(tmp_path, b'{"formato": "gesta-ficha", "vida": 1e400}')
    assert error.codigo == "numero_no_valido"


def test_un_objeto_anidado_900_niveles_se_rechaza_nombrando_el_campo(tmp_path: Path) -> None:
    error = _refusal(tmp_path, b'{"formato": "gesta-ficha", "extra": ' + b'{"a": ' * 900 + b"1" + b"}" * 900 + b"}")
    assert error.codigo == "demasiado_anidado"
    assert error.campo.startswith("extra.a.a")
    assert "64 niveles" in str(error)


def test_cien_mil_corchetes_dan_un_mensaje_y_no_recursion_error(tmp_path: Path) -> None:
    error = _refusal(tmp_path, b"[" * 100_000)
    assert error.codigo in {"demasiado_anidado", "json_invalido"}
    error = _refusal(tmp_path, b"[" * 100_000 + b"]" * 100_000)
    assert error.codigo == "demasiado_anidado"


def test_un_surrogate_suelto_se_rechaza_al_abrir_nombrando_el_campo(tmp_path: Path) -> None:
    error = _refusal(tmp_path, b'{"formato": "gesta-ficha", "poderes": [{"descripcion": "a\\ud800b"}]}')
    assert error.codigo == "texto_no_valido"
    assert error.campo == "poderes[0].descripcion"


def test_un_par_de_surrogates_escrito_con_escapes_es_un_emoji_valido(tmp_path: Path) -> None:
    path = tmp_path / "emoji.json"
    path.write_bytes(b'{"nombre": "\\ud83d\\ude00"}')
    assert storage.read_json(path) == {"nombre": "\U0001f600"}


@pytest.mark.parametrize(("encoding", "name"), [("utf-16", "UTF-16"), ("utf-32", "UTF-32")])
def test_otra_codificacion_se_nombra(tmp_path: Path, encoding: str, name: str) -> None:
    error = _refusal(tmp_path, '{"formato": "gesta-ficha"}'.encode(encoding))
    assert error.codigo == "no_utf8"
    assert name in str(error)


def test_latin1_no_es_utf8(tmp_path: Path) -> None:
    error = _refusal(tmp_path, '{"nombre": "Peña"}'.encode("latin-1"))
    assert error.codigo == "no_utf8"


def test_una_lista_enorme_se_rechaza_nombrando_el_campo(tmp_path: Path) -> None:
    items = b",".join([b'"x"'] * (archivos.MAX_LIST_ITEMS + 1))
    error = _refusal(tmp_path, b'{"formato": "gesta-ficha", "poderes": [' + items + b"]}")
    assert error.codigo == "lista_demasiado_larga"
    assert error.campo == "poderes"


# -- saving: never a file Gesta would refuse to read ---------------------------------------


def test_lo_que_no_se_podria_volver_a_abrir_no_se_guarda_y_el_archivo_anterior_queda(tmp_path: Path) -> None:
    path = tmp_path / "ana.json"
    storage.save_json(path, {"nombre": "Ana"})
    before = path.read_bytes()
    cases = {
        "demasiado_grande": ({"texto": "x" * storage.MAX_FILE_BYTES}, ""),
        "texto_no_valido": ({"poderes": [{"descripcion": "\ud800"}]}, "poderes[0].descripcion"),
        "numero_no_valido": ({"vida": float("nan")}, "vida"),
        "demasiado_anidado": ({"a": _nested(900)}, "a"),
    }
    for codigo, (data, campo) in cases.items():
        with pytest.raises(storage.SaveError) as error:
            storage.save_json(path, data)
        assert error.value.codigo == codigo
        assert error.value.campo.startswith(campo)
        assert "«ana.json»" in str(error.value)
        assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["ana.json"]


def _nested(depth: int) -> object:
    value: object = 1
    for _ in range(depth):
        value = {"a": value}
    return value


def test_un_archivo_casi_en_el_limite_se_guarda_compacto_y_se_vuelve_a_abrir(tmp_path: Path) -> None:
    data = {"lista": [{"a": i, "b": [1, 2]} for i in range(archivos.MAX_LIST_ITEMS)], "texto": ""}
    indented = len(storage.dumps(data).encode())
    compact = len(json.dumps(data, separators=(",", ":")).encode())
    data["texto"] = "x" * (storage.MAX_FILE_BYTES - compact - 100)
    assert indented + len(data["texto"]) > storage.MAX_FILE_BYTES
    path = tmp_path / "casi.json"
    storage.save_json(path, data)
    assert path.stat().st_size <= storage.MAX_FILE_BYTES
    assert storage.read_json(path) == data
