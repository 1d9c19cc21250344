"""The rules' own labels (field titles, choices, budget lines, derived values) in the interface's language.

The rulesets declare those labels in Spanish (``Field(title=...)``, ``BudgetLine.etiqueta``, the
captions of ``derived``); their English lives in core's catalogues (``resources/i18n/core_en.json``
for the common fields, ``reglas_<id>_en.json`` for each ruleset's), read by :func:`core.i18n.tr`.
A label without English shows as the ruleset wrote it; one made of a label and a name
(«Ataque: Rifle de plasma») has its label translated and its name kept.
"""

from __future__ import annotations

from core import i18n


def rules_label(text: str) -> str:
    """``text`` in the interface's language (the same text when the catalogues have no English)."""
    if "{" in text or "}" in text:
        return text  # not a template: never formatted
    found = i18n.tr(text)
    if found == text and ": " in text:
        head, name = text.split(": ", 1)
        return f"{i18n.tr(head)}: {name}"
    return found


def book_text(text: str) -> str:
    """A passage of the rule book quoted by a ruleset's catalogue (``CatalogueEntry.texto``), in the
    interface's language (``resources/i18n/libro_<id>_<lang>.json``; as written when it has none)."""
    return i18n.translated(text)
