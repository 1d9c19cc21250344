"""core.retratos: which ``retrato`` values are read, and how a copy is written (no Qt)."""

from __future__ import annotations

import os
import zlib
from pathlib import Path

import pytest

from core import retratos
from core.retratos import PortraitError


def png() -> bytes:
    """A valid 1×1 PNG, built by hand."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return len(data).to_bytes(4, "big") + body + zlib.crc32(body).to_bytes(4, "big")

    header = (1).to_bytes(4, "big") * 2 + bytes([8, 2, 0, 0, 0])
    pixels = zlib.compress(b"\x00\xff\x00\x00")
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", pixels) + chunk(b"IEND", b"")


@pytest.mark.parametrize(
    ("start", "kind"),
    [
        (png(), "png"),
        (b"\xff\xd8\xff\xe0" + bytes(20), "jpg"),
        (b"GIF89a" + bytes(20), "gif"),
        (b"RIFF\x10\x00\x00\x00WEBPVP8 " + bytes(20), "webp"),
        (b"BM" + bytes(12) + (40).to_bytes(4, "little") + bytes(20), "bmp"),
        (b"BM hola, no soy un mapa de bits", None),
        (b"echo hola\n", None),
        (b"", None),
    ],
)
def test_el_tipo_de_imagen_sale_de_los_primeros_bytes(start: bytes, kind: str | None) -> None:
    assert retratos.image_kind(start) == kind


@pytest.mark.parametrize(
    "value",
    ["../../.bashrc", "/etc/passwd", "a/b.png", "a\\b.png", "C:cara.png", "..", ".", "", " cara.png", "x\0.png", 7],
)
def test_solo_un_nombre_sin_carpetas_es_un_retrato(value: object) -> None:
    assert not retratos.is_bare_name(value)


def test_un_retrato_junto_a_la_ficha_se_lee(tmp_path: Path) -> None:
    (tmp_path / "cara.png").write_bytes(png())
    assert retratos.read_beside("cara.png", tmp_path) == png()
    assert retratos.look_up("cara.png", tmp_path) == (png(), None)
    assert retratos.problem("cara.png", tmp_path) is None


def test_una_ruta_con_carpetas_se_rechaza_sin_leerla(tmp_path: Path) -> None:
    (tmp_path / "fuera.png").write_bytes(png())
    folder = tmp_path / "fichas"
    folder.mkdir()
    for value in ("../fuera.png", str(tmp_path / "fuera.png")):
        with pytest.raises(PortraitError, match="sin carpetas"):
            retratos.read_beside(value, folder)
        found = retratos.problem(value, folder)
        assert found is not None and found.campo == "retrato" and found.gravedad == "aviso"
    assert retratos.problem("../fuera.png", None) is not None, "a sheet never saved still gets the notice"


def test_un_enlace_que_sale_de_la_carpeta_se_rechaza(tmp_path: Path) -> None:
    (tmp_path / "secreto.png").write_bytes(png())
    folder = tmp_path / "fichas"
    folder.mkdir()
    (folder / "cara.png").symlink_to(tmp_path / "secreto.png")
    with pytest.raises(PortraitError, match="fuera de la carpeta"):
        retratos.read_beside("cara.png", folder)
    (folder / "otra.png").write_bytes(png())
    (folder / "enlace.png").symlink_to("otra.png")
    assert retratos.read_beside("enlace.png", folder) == png(), "a link that stays inside is fine"


def test_lo_que_no_es_una_imagen_o_es_enorme_se_rechaza(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "cara.png").write_text("echo hola\n", encoding="utf-8")
    with pytest.raises(PortraitError, match="no es una imagen"):
        retratos.read_beside("cara.png", tmp_path)
    (tmp_path / "grande.png").write_bytes(png() + bytes(100))
    monkeypatch.setattr(retratos, "MAX_BYTES", 64)
    with pytest.raises(PortraitError, match="grande"):
        retratos.read_beside("grande.png", tmp_path)
    (tmp_path / "carpeta.png").mkdir()
    with pytest.raises(PortraitError, match="carpeta"):
        retratos.read_beside("carpeta.png", tmp_path)
    if hasattr(os, "mkfifo"):
        os.mkfifo(tmp_path / "tubo.png")
        with pytest.raises(PortraitError, match="FIFO"):
            retratos.read_beside("tubo.png", tmp_path)


def test_la_copia_lleva_el_nombre_de_gesta_y_no_sigue_un_enlace(tmp_path: Path) -> None:
    victim = tmp_path / ".bashrc"
    victim.write_text("echo hola\n", encoding="utf-8")
    library = tmp_path / "biblioteca"
    library.mkdir()
    name = retratos.stored_name(png())
    assert retratos.STORED_NAME.fullmatch(name) and name.endswith(".png")
    (library / name).symlink_to(victim)  # planted where the copy will go
    assert retratos.store(png(), library) == name
    assert victim.read_text(encoding="utf-8") == "echo hola\n"
    assert not (library / name).is_symlink() and (library / name).read_bytes() == png()
    assert retratos.store(png(), library) == name, "storing the same image again is a no-op"
    assert sorted(p.name for p in library.iterdir()) == [name]
    with pytest.raises(PortraitError):
        retratos.store(b"echo hola\n", library)
