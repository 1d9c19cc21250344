"""Benchmark: reading and validating the largest sheet each ruleset accepts (the file boundary).

python benchmarks/archivos.py

For each ruleset, its first shipped sheet with its longest list repeated as many times as the
sheet model and the 2 MB limit accept (the sheet a hostile player could send); printed: the
items, the file's size, and the time to load it (core.storage.load_sheet) and to find its
problems (core.contract.sheet_problems, what ``gesta validar`` does).
"""

from __future__ import annotations

import json
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from core import registry, storage
from core.archivos import MAX_LIST_ITEMS
from core.contract import sheet_problems
from core.paths import examples_dir


def _grown(template: dict[str, Any], field: str, count: int) -> dict[str, Any]:
    items = template[field]
    return dict(template, **{field: [items[i % len(items)] for i in range(count)]})


def _loads(template: dict[str, Any], field: str, count: int, path: Path) -> float | None:
    path.write_text(json.dumps(_grown(template, field, count), ensure_ascii=False), encoding="utf-8")
    start = time.perf_counter()
    try:
        storage.load_sheet(path)
    except storage.LoadError:
        return None
    return time.perf_counter() - start


def _largest(template: dict[str, Any], field: str, path: Path) -> tuple[int, float]:
    """The most items of ``field`` that load (a binary search), written to ``path``; and the load time."""
    low, high = len(template[field]), MAX_LIST_ITEMS + 1
    while high - low > 1:
        middle = (low + high) // 2
        low, high = (middle, high) if _loads(template, field, middle, path) is not None else (low, middle)
    return low, _loads(template, field, low, path) or 0.0


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        for ruleset in registry.available():
            shipped = sorted((examples_dir() / ruleset.id).glob("*.json"))
            if not shipped:
                continue
            template = json.loads(shipped[0].read_text(encoding="utf-8"))
            lists = [k for k, v in template.items() if isinstance(v, list) and v]
            if not lists:
                continue
            # the longest list of objects (powers, skills), else the longest list
            field = max(lists, key=lambda k: (isinstance(template[k][0], dict), len(template[k])))
            path = Path(tmp) / f"{ruleset.id}.json"
            count, load = _largest(template, field, path)
            if not count:
                continue
            sheet = storage.load_sheet(path)
            start = time.perf_counter()
            problems = sheet_problems(ruleset, sheet)
            check = time.perf_counter() - start
            print(
                f"{ruleset.id}: {count} {field}, {path.stat().st_size / 1024:.0f} KB: "
                f"abrir {load * 1000:.0f} ms, validar {check * 1000:.0f} ms ({len(problems)} problemas)"
            )


if __name__ == "__main__":
    sys.exit(main())
