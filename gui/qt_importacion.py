"""PySide6 reads the source of every module imported after it: this gives it the same answer cheaply.

Once PySide6 is loaded, each module imported afterwards is passed to its ``__feature__`` machinery
(``from __feature__ import snake_case``), which decides whether the module "uses PySide" by asking
``inspect.getsource(module)`` and looking for the word ``PySide6`` in it. ``inspect`` tokenizes the
file to find its encoding and keeps every line in ``linecache``: about 0.3 ms a module, 15–20 ms
before Gesta's window is painted and over 100 ms more by the time a sheet is open.

:func:`install` replaces that test with one that gives the same answer for a module loaded from a
``.py`` file (the word ``PySide6`` is the same bytes in any encoding Python reads source in) by
reading the file's bytes, and asks PySide6's own test for anything else (an extension module, a
frozen or zipped one). If a PySide6 release no longer has the test, nothing is replaced.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import ModuleType

_FEATURE_MODULE = "PySide6.support.feature"
_TEST = "_mod_uses_pyside"


def install() -> bool:
    """Replace PySide6's per-module source scan by :func:`uses_pyside`; False if this PySide6 has none."""
    feature = sys.modules.get(_FEATURE_MODULE)
    original = getattr(feature, _TEST, None)
    if feature is None or not callable(original) or getattr(original, "_gesta", False):
        return False
    setattr(feature, _TEST, _cheap(original))
    return True


def _cheap(original: Callable[[ModuleType], bool]) -> Callable[[ModuleType], bool]:
    def uses_pyside(module: ModuleType) -> bool:
        path = getattr(module, "__file__", None)
        if isinstance(path, str) and path.endswith(".py"):
            try:
                with open(path, "rb") as source:
                    return b"PySide6" in source.read()
            except OSError:
                pass
        return bool(original(module))

    uses_pyside._gesta = True  # type: ignore[attr-defined]
    uses_pyside.original = original  # type: ignore[attr-defined]
    return uses_pyside
