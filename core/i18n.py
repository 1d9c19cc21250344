"""Translation of core's own messages (storage, runner): Spanish by default, English on request.

Core cannot use Qt's translators, so its few user-facing sentences are looked up in
``resources/i18n/core_en.json`` (Spanish template → English template).
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
    path = resources_dir() / "i18n" / f"core_{language}.json"
    if not path.exists():
        return {}
    data: dict[str, str] = json.loads(path.read_text(encoding="utf-8"))
    return data


def tr(template: str, **values: Any) -> str:
    """The template in the current language, formatted with ``values``."""
    if _language != "es":
        template = _catalog(_language).get(template, template)
    return template.format(**values)
