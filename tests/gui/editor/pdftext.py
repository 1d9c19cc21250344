"""A tiny PDF text extractor for Qt's own PDFs (Type0 fonts with a ToUnicode map), so tests can read exports."""

from __future__ import annotations

import re
import zlib
from pathlib import Path

_OBJECT = re.compile(rb"(\d+) 0 obj\s*(.*?)endobj", re.S)
_REF = re.compile(rb"/(\w+) (\d+) 0 R")
_HEX = re.compile(rb"<([0-9A-Fa-f]+)>")


def _objects(raw: bytes) -> dict[int, bytes]:
    return {int(m.group(1)): m.group(2) for m in _OBJECT.finditer(raw)}


def _stream(body: bytes) -> bytes:
    head, _, rest = body.partition(b"stream")
    data = rest.lstrip(b"\r\n")
    data = data[: data.rindex(b"endstream")].rstrip(b"\r\n")
    return zlib.decompress(data) if b"FlateDecode" in head else data


def _cmap(text: bytes) -> dict[int, str]:
    mapping: dict[int, str] = {}
    for block in re.findall(rb"beginbfchar(.*?)endbfchar", text, re.S):
        pairs = _HEX.findall(block)
        for src, dst in zip(pairs[::2], pairs[1::2], strict=False):
            mapping[int(src, 16)] = bytes.fromhex(dst.decode()).decode("utf-16-be")
    for block in re.findall(rb"beginbfrange(.*?)endbfrange", text, re.S):
        for line in block.strip().splitlines():
            start, end, *rest = _HEX.findall(line)
            low, high = int(start, 16), int(end, 16)
            if b"[" in line:
                for offset, dst in enumerate(rest):
                    mapping[low + offset] = bytes.fromhex(dst.decode()).decode("utf-16-be")
            else:
                first = int(rest[0], 16)
                for code in range(low, high + 1):
                    mapping[code] = chr(first + code - low)
    return mapping


def pdf_text(path: Path) -> str:
    """The text of every page, one line per text block (BT … ET)."""
    objects = _objects(path.read_bytes())
    lines: list[str] = []
    for body in objects.values():
        if b"/Type /Page\n" not in body and b"/Type /Page " not in body:
            continue
        refs = dict(_REF.findall(body))
        resources = objects[int(refs[b"Resources"])]
        fonts_block = re.search(rb"/Font\s*<<(.*?)>>", resources, re.S)
        fonts: dict[bytes, dict[int, str]] = {}
        for name, number in _REF.findall(fonts_block.group(1) if fonts_block else b""):
            font = objects[int(number)]
            to_unicode = re.search(rb"/ToUnicode (\d+) 0 R", font)
            fonts[name] = _cmap(_stream(objects[int(to_unicode.group(1))])) if to_unicode else {}
        content = _stream(objects[int(refs[b"Contents"])])
        for block in re.findall(rb"BT(.*?)ET", content, re.S):
            current: dict[int, str] = {}
            text = ""
            for token in re.finditer(rb"/(\w+) [\d.]+ Tf|<([0-9A-Fa-f]*)> Tj", block):
                if token.group(1) is not None:
                    current = fonts.get(token.group(1), {})
                    continue
                hexdigits = token.group(2).decode()
                for i in range(0, len(hexdigits), 4):
                    text += current.get(int(hexdigits[i : i + 4], 16), "?")
            lines.append(text)
    return "\n".join(lines)


def pdf_pages(path: Path) -> int:
    return len(re.findall(rb"/Type /Page\n", path.read_bytes()))
