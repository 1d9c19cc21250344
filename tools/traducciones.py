"""Builds Gesta's English Qt translations: lupdate → fill from JSON → lrelease.

Each area of the interface keeps its English text in ``resources/i18n/<area>_en.json``
(Spanish source text → English, or [singular, plural] for ``%n`` strings), and the Spanish
singular/plural forms of its ``%n`` strings in ``<area>_es.json``. This script
extracts every ``tr()`` string with ``pyside6-lupdate``, fills the ``.ts`` file from that
JSON and compiles it to the ``.qm`` file the app loads.

    python tools/traducciones.py            # rebuild every area
    python tools/traducciones.py --check    # exit 1 listing strings without English
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
I18N = ROOT / "resources" / "i18n"


def _files(pattern: str) -> list[str]:
    return [str(p.relative_to(ROOT)) for p in sorted((ROOT / "gui").glob(pattern))]


AREAS: dict[str, list[str]] = {
    "shell": _files("*.py"),
    "editor": _files("editor/**/*.py"),
    "batalla": _files("batalla/**/*.py"),
    "simular": _files("simular/**/*.py"),
}


def _tool(name: str) -> str:
    local = Path(sys.executable).parent / name
    found = str(local) if local.exists() else shutil.which(name)
    if not found:
        raise SystemExit(f"No encuentro {name}: instala PySide6-Essentials.")
    return found


def extract(area: str, ts_path: Path, language: str = "en_US") -> None:
    sources = [s for s in AREAS[area] if (ROOT / s).exists()]
    if not sources:
        return
    subprocess.run(
        [
            _tool("pyside6-lupdate"),
            *sources,
            "-no-obsolete",
            "-silent",
            "-target-language",
            language,
            "-ts",
            str(ts_path),
        ],
        cwd=ROOT,
        check=True,
    )


def fill(ts_path: Path, english: dict[str, str | list[str]]) -> list[str]:
    """Put the English text into every message of ``ts_path``; return the sources missing."""
    tree = ET.parse(ts_path)
    missing: list[str] = []
    for message in tree.iter("message"):
        source = message.findtext("source") or ""
        if "%n" in source:
            # every %n text is a plural one: some lupdate versions miss it in QCoreApplication.translate(..., n)
            message.set("numerus", "yes")
        translation = message.find("translation")
        if translation is None:
            translation = ET.SubElement(message, "translation")
        text = english.get(source)
        if text is None:
            missing.append(source)
            translation.set("type", "unfinished")
            continue
        translation.attrib.pop("type", None)
        if message.get("numerus") == "yes":
            forms = text if isinstance(text, list) else [text, text]
            for child in list(translation):
                translation.remove(child)
            translation.text = None
            for form in forms:
                ET.SubElement(translation, "numerusform").text = form
        else:
            translation.text = text if isinstance(text, str) else text[0]
    tree.write(ts_path, encoding="utf-8", xml_declaration=True)
    return missing


def _compile(area: str, language: str, translations: dict[str, str | list[str]]) -> list[str]:
    """Extract, fill and compile one area's catalogue; return the sources without a translation.

    The ``.ts`` file is only an intermediate step (the JSON is the source, the ``.qm`` is what the
    app loads), so it is written to a temporary folder.
    """
    with tempfile.TemporaryDirectory() as tmp:
        ts_path = Path(tmp) / f"{area}_{language}.ts"
        extract(area, ts_path, "en_US" if language == "en" else "es_ES")
        if not ts_path.exists():
            return []
        missing = fill(ts_path, translations)
        qm_path = I18N / f"{area}_{language}.qm"
        subprocess.run([_tool("pyside6-lrelease"), "-silent", str(ts_path), "-qm", str(qm_path)], check=True)
        return missing


def _check(area: str, translations: dict[str, str | list[str]]) -> list[str]:
    with tempfile.TemporaryDirectory() as tmp:
        ts_path = Path(tmp) / f"{area}_en.ts"
        extract(area, ts_path)
        return fill(ts_path, translations) if ts_path.exists() else []


def _load(area: str, language: str) -> dict[str, str | list[str]] | None:
    path = I18N / f"{area}_{language}.json"
    if not path.exists():
        return None
    data: dict[str, str | list[str]] = json.loads(path.read_text(encoding="utf-8"))
    return data


def build(check_only: bool) -> int:
    all_missing: dict[str, list[str]] = {}
    for area in AREAS:
        english = _load(area, "en") or {}
        missing = _check(area, english) if check_only else _compile(area, "en", english)
        if missing:
            all_missing[area] = missing
        spanish = _load(area, "es")
        if not check_only and spanish is not None:
            _compile(area, "es", spanish)  # Spanish is the source: only its %n plural forms
    for area, missing in all_missing.items():
        print(f"{area}: {len(missing)} texto(s) sin traducir al inglés:")
        for source in missing:
            print(f"  {source!r}")
    return 1 if all_missing else 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true")
    sys.exit(build(parser.parse_args().check))
