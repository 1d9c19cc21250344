"""The rulesets' refusals, illegal actions, validation errors and log lines go through ``tr()``.

A message built with an f-string, or a Spanish sentence written as a bare literal, stays Spanish in
the English interface: ``tr()`` looks its template up in ``resources/i18n/reglas_<id>_en.json``.
This test reads every module of ``core/rulesets/`` and names the file and line of each message of
``Refusal(...)``, ``IllegalAction(...)``, ``Problem(...)``, ``raise ValueError(...)``, ``ctx.log(...)``,
``ctx.set(...)`` and ``ctx.set_global(...)`` that is an f-string or a literal Spanish sentence
(a ``tr(...)`` call, a name or an attribute are fine).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

from tests.conftest import REPO

MODULES = sorted((REPO / "core" / "rulesets").rglob("*.py"))
SENTENCE = re.compile(r"[^\W\d_].*\s")
"""A literal with a word and a space in it is a sentence (an id or a key has no space)."""
CLASSES = {"Refusal": 1, "IllegalAction": 0, "Problem": 1}
"""The position of the message a person reads among the arguments of these classes."""
METHODS = {"log": 0, "set": 3, "set_global": 2}
"""The same for ``ctx.log(text)``, ``ctx.set(cid, key, value, text)`` and ``ctx.set_global(key, value, text)``."""


def _untranslated(node: ast.expr) -> bool:
    if isinstance(node, ast.JoinedStr):
        return True
    return isinstance(node, ast.Constant) and isinstance(node.value, str) and bool(SENTENCE.search(node.value))


def _message(node: ast.Call) -> ast.expr | None:
    """The argument of ``node`` that a person reads, if ``node`` is one of the guarded calls."""
    func = node.func
    if isinstance(func, ast.Name):
        position = CLASSES.get(func.id)
    elif isinstance(func, ast.Attribute):
        position = METHODS.get(func.attr)
    else:
        position = None
    if position is None or len(node.args) <= position:
        return None
    return node.args[position]


def _offenders(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    messages: list[ast.expr] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and (message := _message(node)) is not None:
            messages.append(message)
        elif (
            isinstance(node, ast.Raise)
            and isinstance(node.exc, ast.Call)
            and isinstance(node.exc.func, ast.Name)
            and node.exc.func.id == "ValueError"
            and node.exc.args
        ):
            messages.append(node.exc.args[0])
    where = path.relative_to(REPO)
    return [f"{where}:{m.lineno}" for m in messages if _untranslated(m)]


def test_los_mensajes_de_los_reglamentos_pasan_por_tr() -> None:
    offenders = [line for path in MODULES for line in _offenders(path)]
    assert offenders == []
