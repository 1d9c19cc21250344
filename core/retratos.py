"""Portraits: image content stored beside the sheet under a name Gesta chooses.

A sheet's ``retrato`` is only ever read as a *bare file name* beside the sheet: no folder
separators, no ``..``, not absolute, resolving (after symlinks) inside the sheet's folder, a
regular file of at most :data:`MAX_BYTES` whose first bytes are those of a PNG, JPEG, GIF,
WebP or BMP image. Any other value is ignored and reported (:func:`problem`), never followed.

An image enters a sheet's folder only from a file the user picked in the file dialog
(:func:`read_picked`) or from a valid portrait beside another sheet (:func:`read_beside`), and
it is written under :func:`stored_name` — the first 32 hex digits of its SHA-256 and the
extension of its real format — never under a name taken from a sheet.  The copy is written
through a temporary file and ``os.replace``, so a symlink already sitting at that name is
replaced, not followed.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
import stat
import tempfile
from pathlib import Path

from core.i18n import tr
from core.ruleset import Problem
from core.storage import LoadError, read_bytes_bounded

FIELD = "retrato"
"""The sheet key holding the portrait's file name."""
MAX_BYTES = 8 * 1024 * 1024
"""The largest portrait accepted (a photo from a phone fits; anything larger is refused)."""
EXTENSIONS = ("png", "jpg", "gif", "webp", "bmp")
STORED_NAME = re.compile(r"[0-9a-f]{32}\.(?:png|jpg|gif|webp|bmp)")
"""What :func:`stored_name` produces."""
_BMP_HEADERS = frozenset({12, 16, 40, 52, 56, 64, 108, 124})


class PortraitError(Exception):
    """A portrait that is not used; ``str(error)`` is a sentence for the user."""


def image_kind(data: bytes) -> str | None:
    """The extension of the image format ``data`` starts with, or None if it is not an image."""
    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        return "png"
    if data.startswith(b"\xff\xd8\xff"):
        return "jpg"
    if data[:6] in (b"GIF87a", b"GIF89a"):
        return "gif"
    if len(data) >= 12 and data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return "webp"
    if len(data) >= 26 and data[:2] == b"BM" and int.from_bytes(data[14:18], "little") in _BMP_HEADERS:
        return "bmp"
    return None


def stored_name(data: bytes) -> str:
    """The file name Gesta gives an image: its content hash and its real format's extension."""
    kind = image_kind(data)
    if kind is None:
        raise PortraitError(tr("El archivo no es una imagen PNG, JPEG, GIF, WebP ni BMP."))
    return f"{hashlib.sha256(data).hexdigest()[:32]}.{kind}"


def is_bare_name(value: object) -> bool:
    """Whether ``value`` is a plain file name that can only mean a file directly in a folder."""
    if not isinstance(value, str) or not value or len(value) > 255 or value != value.strip():
        return False
    if value in (".", "..") or any(c in value for c in "/\\:\0"):
        return False
    return not Path(value).is_absolute() and Path(value).name == value


def _checked(data: bytes, what: str) -> bytes:
    if image_kind(data) is None:
        raise PortraitError(
            tr("El retrato «{name}» no es una imagen PNG, JPEG, GIF, WebP ni BMP; no se usa.", name=what)
        )
    return data


def _read(path: Path, folder: Path | None) -> bytes:
    try:
        return _checked(read_bytes_bounded(path, MAX_BYTES, folder=folder), path.name)
    except LoadError as error:
        raise PortraitError(
            tr("El retrato «{name}» no se usa: {reason}", name=path.name, reason=error.message)
        ) from None


def read_picked(path: Path) -> bytes:
    """The image the user picked in the file dialog (anywhere: the user chose it)."""
    return _read(Path(path), None)


def read_file(path: Path) -> bytes:
    """An image file that must not be a symlink leaving its own folder."""
    path = Path(path)
    return _read(path, path.parent)


def read_beside(value: object, folder: Path) -> bytes:
    """The portrait a sheet in ``folder`` names in ``value``; PortraitError says why not."""
    if not is_bare_name(value):
        shown = str(value)[:80] if isinstance(value, str) else type(value).__name__
        raise PortraitError(
            tr(
                "El retrato «{value}» no se usa: debe ser el nombre de una imagen que esté junto a la ficha, "
                "sin carpetas.",
                value=shown,
            )
        )
    assert isinstance(value, str)
    return _read(Path(folder) / value, Path(folder))


def look_up(value: object, folder: Path | None) -> tuple[bytes | None, str | None]:
    """The portrait ``value`` names beside a sheet in ``folder``: (bytes, None), or (None, why not)."""
    if value is None or value == "" or folder is None:
        found = problem(value, None)
        return None, found.mensaje if found is not None else None
    try:
        return read_beside(value, folder), None
    except PortraitError as error:
        return None, str(error)


def problem(value: object, folder: Path | None) -> Problem | None:
    """An «aviso» on ``retrato`` when the sheet names a portrait Gesta does not use."""
    if value is None or value == "":
        return None
    try:
        # a sheet not yet saved has nothing beside it: only the form of the name is checked
        if folder is not None or not is_bare_name(value):
            read_beside(value, folder if folder is not None else Path("."))
    except PortraitError as error:
        return Problem(FIELD, str(error), "aviso")
    return None


def store(data: bytes, folder: Path) -> str:
    """Write ``data`` into ``folder`` under :func:`stored_name`; returns that name."""
    name = stored_name(data)
    folder = Path(folder)
    target = folder / name
    with contextlib.suppress(OSError):
        info = target.lstat()
        if stat.S_ISREG(info.st_mode) and info.st_size == len(data) and target.read_bytes() == data:
            return name  # already there (the same content under the same hash)
    folder.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(prefix=".retrato-", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    return name
