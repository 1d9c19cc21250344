"""Benchmark: how long listing a library of a thousand sheets takes (core.library.scan).

python benchmarks/biblioteca.py [N]
"""

from __future__ import annotations

import json
import sys
import tempfile
import time
from pathlib import Path

from core import library


def main(count: int = 1000) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        examples = library.scan_examples()
        template = (
            json.loads(examples[0].path.read_text(encoding="utf-8"))
            if examples
            else {"formato": "gesta-ficha", "version": 1, "reglas": "caballeros", "nombre": "x"}
        )
        for index in range(count):
            data = dict(template, nombre=f"Personaje {index:04d}")
            (folder / f"p{index:04d}.json").write_text(json.dumps(data), encoding="utf-8")
        runs = []
        for _ in range(5):
            start = time.perf_counter()
            entries = library.scan(folder)
            runs.append(time.perf_counter() - start)
        assert len(entries) == count
        best = min(runs) * 1000
        print(f"biblioteca de {count} fichas: mejor {best:.1f} ms, mediana {sorted(runs)[2] * 1000:.1f} ms")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1000)
