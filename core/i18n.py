"""Translation of core's messages (kernel and rulesets): Spanish by default, English on request.

Core cannot use Qt's translators, so its user-facing sentences are looked up in JSON catalogues
(Spanish template → English template): ``resources/i18n/core_en.json`` for the kernel and
``resources/i18n/reglas_<ruleset>_en.json`` for each ruleset's labels, log lines, refusals and
validation messages, and ``resources/i18n/libro_<ruleset>_en.json`` for the rule book's passages
its catalogues quote (the description of a code, an advantage, an archetype), which the windows
show through :func:`tr` too. A template is the Spanish text with ``{name}`` holes, formatted with the
values given to :func:`tr`.
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any

from core.paths import resources_dir

_language = "es"


def set_language(language: str) -> None:
    global _language
    _language = "en" if language.startswith("en") else "es"


def language() -> str:
    return _language


@lru_cache(maxsize=4)
def _catalog(language: str) -> dict[str, str]:
    folder = resources_dir() / "i18n"
    merged: dict[str, str] = {}
    books = sorted(folder.glob(f"libro_*_{language}.json"))  # the rule books' passages quoted by the catalogues
    for path in [folder / f"core_{language}.json", *books, *sorted(folder.glob(f"reglas_*_{language}.json"))]:
        if path.exists():
            merged.update(json.loads(path.read_text(encoding="utf-8")))
    return merged


def translated(text: str) -> str:
    """``text`` as the catalogues give it in the current language, never formatted (a rule book's passage)."""
    if _language == "es":
        return text
    return _catalog(_language).get(text, text)


def tr(template: str, **values: Any) -> str:
    """The template in the current language, formatted with ``values``."""
    if _language != "es":
        template = _catalog(_language).get(template, template)
    return template.format(**values)
