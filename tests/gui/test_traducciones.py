"""The English translation is complete: every string of the interface has its English text."""

from __future__ import annotations

import subprocess
import sys

from tests.conftest import REPO


def test_cada_texto_de_la_interfaz_tiene_traduccion_al_ingles() -> None:
    result = subprocess.run(
        [sys.executable, str(REPO / "tools" / "traducciones.py"), "--check"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_cada_catalogo_de_ingles_tiene_su_qm_compilado() -> None:
    for source in (REPO / "resources" / "i18n").glob("*_en.json"):
        if source.stem == "core_en" or source.stem.startswith(("reglas_", "libro_")):
            continue  # core's catalogues (the kernel's, each ruleset's and its book's) are read as JSON by core.i18n
        compiled = source.with_suffix(".qm")
        assert compiled.exists(), f"falta {compiled.name}: ejecuta tools/traducciones.py"
