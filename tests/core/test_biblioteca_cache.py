"""Listing the library without the rules engines, and the header cache (core/library.py, core/registry.py)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from core import __version__, library, registry
from tests.conftest import REPO


def _sheet(folder: Path, name: str, file: str, **extra: object) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / file
    data = {"formato": "gesta-ficha", "version": 2, "reglas": "caballeros", "nombre": name, **extra}
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_el_catalogo_del_registro_dice_lo_mismo_que_cada_sistema() -> None:
    for info in registry.CATALOGUE:
        ruleset = registry.get(info.id)
        assert (ruleset.nombre, ruleset.schema_version) == (info.nombre, info.schema_version)
    assert registry.names() == {r.id: r.nombre for r in registry.available()}
    assert registry.schema_versions() == {r.id: r.schema_version for r in registry.available()}


def test_listar_la_biblioteca_no_importa_ningun_motor_ni_pydantic(tmp_path: Path) -> None:
    """The list needs only the headers: a fresh process lists the examples and a library, then looks at what it loaded."""
    _sheet(tmp_path / "bib", "Ana", "ana.json")
    code = (
        "import sys\n"
        "from pathlib import Path\n"
        "from core import library, registry\n"
        "cache = library.HeaderCache(Path(sys.argv[1]) / 'cache.json')\n"
        "mine = library.scan(Path(sys.argv[1]) / 'bib', versions=registry.schema_versions(), cache=cache)\n"
        "examples = library.scan_examples(registry.schema_versions(), cache)\n"
        "cache.save()\n"
        "assert [e.nombre for e in mine] == ['Ana'] and len(examples) > 10\n"
        "registry.names()\n"
        "loaded = sorted(m for m in sys.modules if m.startswith(('core.rulesets.', 'pydantic', 'core.battle')))\n"
        "print(loaded)\n"
    )
    env = dict(os.environ, PYTHONPATH=str(REPO))
    out = subprocess.run([sys.executable, "-c", code, str(tmp_path)], capture_output=True, text=True, env=env, cwd=REPO)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"


def test_la_segunda_vez_la_lista_sale_de_la_cache_sin_abrir_las_fichas(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "bib"
    for n in range(5):
        _sheet(folder, f"Caballero {n}", f"c{n}.json")
    cache = library.HeaderCache(tmp_path / "cache.json")
    first = library.scan(folder, cache=cache)
    cache.save()

    def no_reading(*_args: object, **_kwargs: object) -> object:
        raise AssertionError("se abrió una ficha que estaba en la caché")

    monkeypatch.setattr(library, "_read_entry", no_reading)
    again = library.scan(folder, cache=library.HeaderCache(tmp_path / "cache.json"))
    assert [(e.path, e.nombre, e.reglas, e.firma) for e in again] == [
        (e.path, e.nombre, e.reglas, e.firma) for e in first
    ]


def test_una_ficha_cambiada_se_vuelve_a_leer_y_pierde_su_veredicto(tmp_path: Path) -> None:
    folder = tmp_path / "bib"
    path = _sheet(folder, "Ana", "ana.json")
    cache = library.HeaderCache(tmp_path / "cache.json")
    [entry] = library.scan(folder, cache=cache)
    assert entry.por_validar
    assert cache.set_verdict(path, entry.firma, True, 0)
    [cached] = library.scan(folder, cache=cache)
    assert cached.legal is True and not cached.por_validar
    _sheet(folder, "Ana la Brava", "ana.json", notas="otra cosa")
    os.utime(path, ns=(entry.firma[1] + 10**9, entry.firma[1] + 10**9))
    [changed] = library.scan(folder, cache=cache)
    assert changed.nombre == "Ana la Brava"
    assert changed.legal is None
    assert not cache.set_verdict(path, entry.firma, False, 3), "a verdict for the old file is not kept"


def test_los_veredictos_se_guardan_y_se_olvidan_las_fichas_borradas(tmp_path: Path) -> None:
    folder = tmp_path / "bib"
    keep = _sheet(folder, "Ana", "ana.json")
    gone = _sheet(folder, "Bea", "bea.json")
    cache = library.HeaderCache(tmp_path / "cache.json")
    entries = {e.path: e for e in library.scan(folder, cache=cache)}
    cache.set_verdict(keep, entries[keep].firma, False, 2)
    cache.save()
    gone.unlink()
    reloaded = library.HeaderCache(tmp_path / "cache.json")
    [entry] = library.scan(folder, cache=reloaded)
    assert (entry.path, entry.legal, entry.problemas) == (keep, False, 2)
    reloaded.save()
    saved = json.loads((tmp_path / "cache.json").read_text(encoding="utf-8"))
    assert list(saved["fichas"]) == [str(keep)]


def test_otra_version_de_gesta_no_se_fia_de_los_veredictos(tmp_path: Path) -> None:
    folder = tmp_path / "bib"
    path = _sheet(folder, "Ana", "ana.json")
    cache = library.HeaderCache(tmp_path / "cache.json")
    [entry] = library.scan(folder, cache=cache)
    cache.set_verdict(path, entry.firma, True, 0)
    cache.save()
    data = json.loads((tmp_path / "cache.json").read_text(encoding="utf-8"))
    assert data["gesta"] == __version__
    data["gesta"] = "0.0.0-antigua"
    (tmp_path / "cache.json").write_text(json.dumps(data), encoding="utf-8")
    [again] = library.scan(folder, cache=library.HeaderCache(tmp_path / "cache.json"))
    assert again.nombre == "Ana" and again.legal is None


@pytest.mark.parametrize(
    "content",
    [
        b"\x00\xff basura",
        b"[]",
        b'{"formato": "gesta-cache-biblioteca", "version": 1, "fichas": []}',
        b'{"formato": "gesta-cache-biblioteca", "version": 1, "fichas": {"x": {"tamano": "1"}}}',
        b'{"formato": "otra-cosa", "version": 1, "fichas": {}}',
        b"[" * 100000,
    ],
    ids=["binario", "lista", "fichas_no_objeto", "tipos_erroneos", "otro_formato", "anidado"],
)
def test_una_cache_danada_se_ignora_y_se_reconstruye(tmp_path: Path, content: bytes) -> None:
    folder = tmp_path / "bib"
    _sheet(folder, "Ana", "ana.json")
    (tmp_path / "cache.json").write_bytes(content)
    cache = library.HeaderCache(tmp_path / "cache.json")
    [entry] = library.scan(folder, cache=cache)
    assert entry.nombre == "Ana"
    cache.save()
    assert json.loads((tmp_path / "cache.json").read_text(encoding="utf-8"))["formato"] == library.CACHE_FORMAT


def test_una_cache_que_miente_sobre_otro_archivo_no_se_usa(tmp_path: Path) -> None:
    """A cached record only counts for the very file it was read from (same size and modification time)."""
    folder = tmp_path / "bib"
    path = _sheet(folder, "Ana", "ana.json")
    record = {
        "tamano": 1,
        "mtime_ns": "1",
        "nombre": "Impostora",
        "reglas": "caballeros",
        "version": 2,
        "problema": "",
        "codigo": "",
        "legal": True,
        "problemas": 0,
    }
    data = {"formato": library.CACHE_FORMAT, "version": library.CACHE_VERSION, "gesta": __version__}
    (tmp_path / "cache.json").write_text(json.dumps({**data, "fichas": {str(path): record}}), encoding="utf-8")
    [entry] = library.scan(folder, cache=library.HeaderCache(tmp_path / "cache.json"))
    assert entry.nombre == "Ana" and entry.legal is None


def test_el_veredicto_de_una_ficha_legal_una_ilegal_y_una_rota(tmp_path: Path) -> None:
    assert library.verdict(REPO / "sheets" / "caballeros" / "ivan_de_lince.json") == (True, 0)
    legal, problems = library.verdict(REPO / "sheets" / "epic20" / "ilegal_ejemplo.json") or (True, 0)
    assert legal is False and problems > 0
    (tmp_path / "rota.json").write_text("{", encoding="utf-8")
    assert library.verdict(tmp_path / "rota.json") is None


def test_mil_fichas_se_listan_de_la_cache(tmp_path: Path) -> None:
    folder = tmp_path / "bib"
    folder.mkdir()
    text = json.dumps({"formato": "gesta-ficha", "version": 2, "reglas": "caballeros", "nombre": "x"})
    for n in range(1000):
        (folder / f"f{n:04}.json").write_text(text, encoding="utf-8")
    cache = library.HeaderCache(tmp_path / "cache.json")
    assert len(library.scan(folder, cache=cache)) == 1000
    cache.save()
    assert len(library.scan(folder, cache=library.HeaderCache(tmp_path / "cache.json"))) == 1000
