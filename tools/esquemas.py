"""Writes the JSON Schemas of Gesta's files into docs/esquemas/ (see core/esquemas.py).

python tools/esquemas.py            # write every schema
python tools/esquemas.py --check    # exit 1 listing the schemas that are stale
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from core import registry  # noqa: E402
from core.esquemas import all_schemas  # noqa: E402

FOLDER = ROOT / "docs" / "esquemas"


def rendered() -> dict[str, str]:
    """Each schema file's name and its exact text."""
    return {
        name: json.dumps(schema, ensure_ascii=False, indent=2) + "\n"
        for name, schema in all_schemas(registry.available()).items()
    }


def stale() -> list[str]:
    """The schema files that are missing or differ from what the models give."""
    return [
        name
        for name, text in rendered().items()
        if not (FOLDER / name).is_file() or (FOLDER / name).read_text(encoding="utf-8") != text
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="list stale schemas, write nothing")
    args = parser.parse_args(argv)
    if args.check:
        names = stale()
        for name in names:
            print(f"docs/esquemas/{name} no está al día: ejecuta python tools/esquemas.py")
        return 1 if names else 0
    FOLDER.mkdir(parents=True, exist_ok=True)
    for name, text in rendered().items():
        (FOLDER / name).write_text(text, encoding="utf-8")
        print(f"docs/esquemas/{name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
