"""What a window shows, and which of it is Spanish left untranslated (see test_ingles_completo.py).

:func:`visible_texts` walks a widget tree as a user sees it: texts of labels, buttons, group and
tab titles, combo items, menus and actions, tooltips, window titles, read-only text boxes, and the
DisplayRole/ToolTipRole data and headers of every item view. A page of a tab or stacked widget
counts as visible (the user reaches it with a click); a widget hidden any other way does not.

:class:`Spanish` decides whether a text is an untranslated Spanish string:

1. **A catalogue sentence.** The Spanish sources are the keys of every
   ``resources/i18n/*_en.json`` (Qt areas, the kernel and each ruleset) and the ``tr()`` sources
   ``tools/traducciones.py`` extracts from gui/ (those without English too). A source whose English
   is the same text (a name, a symbol) is not evidence of anything and is skipped. A visible text
   is untranslated when it *is* such a source (its ``{holes}``/``%1``/``%n`` matching anything),
   or when it *contains* a fixed piece of one (the text between holes) of at least 12 characters
   that the English of that entry does not also contain.
2. **Spanish-only words.** A text containing one of :data:`SPANISH_WORDS` as a whole word:
   function words and game words that no English sentence uses («del», «tirada», «daño»...).
   Words shared with English or with proper names («a», «de», «el», «no», «con» alone) are not in
   the list, so the check stays honest: it flags Spanish prose, not a Spanish name.

Proper names are let through before step 2 (a text that is only a name, and a name between «» or heading
the text before its bracketed details, before step 1's pieces):
every sheet's name and record names (powers, techniques, skills, índoles, weapons...) of the
shipped sheets and examples, every catalogue entry of ``resources/<ruleset>/*.json``, the values a
script writes for a house rule (:func:`house_rule_values`), and
:data:`RULE_TERMS`, the rules' own terms kept in Spanish on purpose (documented one by one there).
So are citations of the rules book by its section titles (:data:`CITATION`). Passages of the rules
book quoted by those catalogues (:class:`BookTexts`) have English of their own (``libro_<id>``):
shown in Spanish, they are untranslated text like any other.
"""

from __future__ import annotations

import html
import json
import re
import tempfile
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Iterator
from functools import lru_cache
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QAbstractItemModel, QAbstractListModel, QAbstractTableModel, QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QPlainTextEdit,
    QStackedWidget,
    QTabBar,
    QTextEdit,
    QWidget,
)

from gui import i18n

REPO = Path(__file__).resolve().parents[2]
I18N = REPO / "resources" / "i18n"

SPANISH_WORDS = (
    # function words: Spanish sentences cannot avoid them, English ones never use them
    "del",
    "los",
    "las",
    "una",
    "unos",
    "para",
    "por",
    "que",
    "pero",
    "sin",
    "sobre",
    "hasta",
    "desde",
    "entre",
    "cada",
    "este",
    "esta",
    "esto",
    "ese",
    "esa",
    "sus",
    "también",
    "más",
    "aún",
    "cuando",
    "donde",
    "según",
    "tras",
    "puede",
    "tiene",
    "hay",
    "está",
    "son",
    "ningún",
    "ninguna",
    "otro",
    "otra",
    # the interface's and the games' words
    "ficha",
    "fichas",
    "tirada",
    "tiradas",
    "daño",
    "daños",
    "ronda",
    "turno",
    "turnos",
    "acción",
    "acciones",
    "ataque",
    "ataques",
    "defensa",
    "vida",
    "nivel",
    "puntos",
    "bando",
    "guardar",
    "abrir",
    "cancelar",
    "aceptar",
    "añadir",
    "quitar",
    "nombre",
    "batalla",
    "biblioteca",
    "objetivo",
    "ventaja",
    "ventajas",
    "habilidad",
    "habilidades",
    "poder",
    "poderes",
    "elige",
    "falta",
    "necesita",
    "tira",
    "éxito",
    "fallo",
    "dados",
    "reglas",
    "caseras",
    "ninguno",
)
"""Whole words (case-blind) that mark a text as Spanish; chosen not to be English words too."""

RULE_TERMS = (
    # caballeros: the game's own names, used in Spanish by the English rules text too
    "Cosmos",
    "Séptimo Sentido",
    "Octavo Sentido",
    "Athena",
    "Hades",
    "Poseidón",
    "Puntos vitales",
    "puntos vitales",
    "Puntos Vitales",  # caballeros' action, kept by its English lines
    # umh: the document's commands, written in capitals and kept by its English lines
    "*PASO TURNO*",
    # epic20 and umh: names of the shipped examples' sides
    "Héroes",
    "Villanos",
)
"""The rules' own terms kept in Spanish on purpose: they are names, not sentences."""

CITATION = re.compile(r"\((?:[IVX]+ |FAQ )[^()]*(?:\([^()]*\)[^()]*)*\)")
"""A citation of the rules book by its (Spanish) section title: «(III ACCIÓN ROMPER)», «(FAQ «…»)»."""


# -- what a window shows --------------------------------------------------------------------


def _shown(widget: QWidget, root: QWidget) -> bool:
    """Visible, or on a tab/stack page the user reaches with a click."""
    current: QWidget | None = widget
    while current is not None and current is not root:
        parent = current.parentWidget()
        if current.isHidden() and not isinstance(parent, QStackedWidget):
            return False
        current = parent
    return True


def _model_texts(model: QAbstractItemModel | None, parent: QModelIndex | None = None) -> Iterator[str]:
    if model is None:
        return
    parent = parent or QModelIndex()
    # a list model's columnCount is private in PySide6: it has one column
    columns = 1 if isinstance(model, QAbstractListModel) else model.columnCount(parent)
    if not parent.isValid():
        for orientation in (Qt.Orientation.Horizontal, Qt.Orientation.Vertical):
            for section in range(columns if orientation == Qt.Orientation.Horizontal else 0):
                for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                    value = model.headerData(section, orientation, role)
                    if isinstance(value, str):
                        yield value
    for row in range(min(model.rowCount(parent), 500)):  # a log of 500 lines says enough
        for column in range(columns):
            index = model.index(row, column, parent)
            for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                value = index.data(role)
                if isinstance(value, str):
                    yield value
            if (
                column == 0
                and not isinstance(model, QAbstractListModel | QAbstractTableModel)
                and model.rowCount(index) > 0
            ):
                yield from _model_texts(model, index)


def _menu_texts(menu: QMenu, seen: set[int]) -> Iterator[str]:
    if id(menu) in seen:
        return
    seen.add(id(menu))
    yield menu.title()
    for action in menu.actions():
        yield action.text()
        yield action.toolTip() if action.toolTip() != action.text().replace("&", "") else ""
        if action.menu() is not None:
            yield from _menu_texts(action.menu(), seen)


def visible_texts(root: QWidget) -> list[str]:
    """Every text ``root`` shows (see the module's docstring), blanks left out."""
    texts: list[str] = [root.windowTitle()]
    menus: set[int] = set()
    if isinstance(root, QMainWindow):
        for action in root.menuBar().actions():
            if action.menu() is not None:
                texts += _menu_texts(action.menu(), menus)
    for widget in [root, *root.findChildren(QWidget)]:
        if not _shown(widget, root):
            continue
        texts.append(widget.toolTip())
        if widget.isWindow() and widget is not root:
            texts.append(widget.windowTitle())
        for action in QWidget.actions(widget):  # a widget may name an attribute «actions»
            texts += [action.text(), action.toolTip()]
            if action.menu() is not None:
                texts += _menu_texts(action.menu(), menus)
        if isinstance(widget, QLabel | QAbstractButton):
            texts.append(widget.text())
        elif isinstance(widget, QGroupBox):
            texts.append(widget.title())
        elif isinstance(widget, QComboBox):
            texts += [widget.itemText(i) for i in range(widget.count())]
        elif isinstance(widget, QLineEdit):
            texts.append(widget.placeholderText())
            if widget.isReadOnly():
                texts.append(widget.text())
        elif isinstance(widget, QAbstractSpinBox):
            texts += [widget.specialValueText(), getattr(widget, "suffix", lambda: "")()]
            texts.append(getattr(widget, "prefix", lambda: "")())
        elif isinstance(widget, QTabBar):
            for i in range(widget.count()):
                texts += [widget.tabText(i), widget.tabToolTip(i)]
        elif isinstance(widget, QTextEdit | QPlainTextEdit):
            texts.append(widget.placeholderText())
            if widget.isReadOnly():
                texts.append(widget.toPlainText())
        if isinstance(widget, QAbstractItemView):
            texts += _model_texts(widget.model())
        if isinstance(widget, QMenu):
            texts += _menu_texts(widget, menus)
    return [t for t in (_plain(text) for text in texts) if t]


def _plain(text: str) -> str:
    """The text a person reads: no HTML tags, no mnemonic «&», spaces collapsed."""
    if "<" in text and ">" in text:
        text = re.sub(r"<[^>]+>", " ", text)
        text = html.unescape(text).replace("\xa0", " ")  # every entity: «&quot;» too
    text = re.sub(r"&(?=\S)", "", text).replace("&&", "&")
    return " ".join(text.split())


# -- which of it is untranslated -------------------------------------------------------------

_HOLE = re.compile(r"\{[^{}]*\}|%L?\d|%n")


def _qt_sources() -> dict[str, str | None]:
    """Every ``tr()`` source of gui/ (lupdate, as tools/traducciones.py runs it) with its English."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("traducciones", REPO / "tools" / "traducciones.py")
    assert spec is not None and spec.loader is not None
    tool: Any = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    found: dict[str, str | None] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for area in tool.AREAS:
            ts = Path(tmp) / f"{area}.ts"
            tool.extract(area, ts)
            if not ts.exists():
                continue
            english = json.loads((I18N / f"{area}_en.json").read_text(encoding="utf-8"))
            for message in ET.parse(ts).iter("message"):
                source = message.findtext("source") or ""
                text = english.get(source)
                found[source] = text[0] if isinstance(text, list) else text
    return found


@lru_cache(maxsize=1)
def catalogue_sources() -> dict[str, str | None]:
    """Spanish source → English (None: no English yet) of every catalogue, Qt's and core's."""
    sources: dict[str, str | None] = {}
    for path in sorted(I18N.glob("*_en.json")):
        for es, en in json.loads(path.read_text(encoding="utf-8")).items():
            sources[es] = en[0] if isinstance(en, list) else en
    for es, en in _qt_sources().items():
        if sources.get(es) is None:
            sources[es] = en
    return {es: en for es, en in sources.items() if _plain(es) and en != es}


def _names_in(data: Any) -> Iterator[str]:
    if isinstance(data, dict):
        for key, value in data.items():
            if key in ("nombre", "nombres", "indole", "tipo", "arma", "bando") and isinstance(value, str):
                yield value
            yield from _names_in(value)
    elif isinstance(data, list):
        for item in data:
            yield from _names_in(item)


def house_rule_values() -> set[str]:
    """The values a script writes for a house rule («ronda», «tirada»): ids of the script language, shown
    as the script spells them and quoted so by the rules' help, in every language. The items of a list
    default (caballeros' AYUDA table: «golpe», «poder»...) are such ids too."""
    from core import registry

    values: set[str] = set()
    for ruleset in registry.available():
        for rule in ruleset.house_rules():
            default = rule.default if isinstance(rule.default, list) else [rule.default]
            values.update(v for v in (*rule.opciones, *default) if isinstance(v, str))
    return values


@lru_cache(maxsize=1)
def proper_names() -> tuple[str, ...]:
    """The allow-list: names of the shipped sheets, examples and catalogues, and :data:`RULE_TERMS`."""
    names: set[str] = set(RULE_TERMS)
    names.update(house_rule_values())
    files = [*REPO.glob("sheets/*/*.json"), *REPO.glob("docs/ejemplos/*.json"), *REPO.glob("resources/*/*.json")]
    for path in files:
        names.update(n.strip() for n in _names_in(json.loads(path.read_text(encoding="utf-8"))) if len(n) > 2)
    return tuple(sorted(names, key=len, reverse=True))


class Spanish:
    """Tells untranslated Spanish apart (see the module's docstring); ``reason(text)`` says why."""

    def __init__(self, extra_names: Iterable[str] = ()):
        self.fixed: dict[str, str] = {}
        self.exact: list[tuple[re.Pattern[str], str]] = []
        self.pieces: dict[str, str] = {}
        for es, en in catalogue_sources().items():
            plain = _plain(es)
            parts = _HOLE.split(plain)
            if len(parts) == 1:
                self.fixed[plain] = plain
            elif sum(c.isalpha() for c in "".join(parts)) >= 4:
                pattern = ".+?".join(re.escape(p) for p in parts)
                self.exact.append((re.compile(pattern, re.DOTALL), plain))
            for piece in parts:
                piece = piece.strip(" .,:;«»()—-")
                if len(piece) >= 12 and (en is None or piece not in _plain(en)):
                    self.pieces.setdefault(piece, plain)
        self.any_piece = re.compile("|".join(re.escape(p) for p in sorted(self.pieces, key=len, reverse=True)))
        names = {*proper_names(), *(n for n in extra_names if len(n) > 2)}
        self.names = re.compile("|".join(re.escape(n) for n in sorted(names, key=len, reverse=True)))
        # a name between guillemets, or heading the text before its details in brackets, is that name even
        # when a catalogue translates the same word as a term (epic20's power «Regeneración», umh's skill
        # «Concentración marcial (1 PA) (TIER 1)»; caballeros' Concentración → Concentration)
        self.quoted_name = re.compile("«(?:" + self.names.pattern + ")»|^(?:" + self.names.pattern + ")(?= \\()")
        self.words = re.compile(r"(?<![\w])(" + "|".join(SPANISH_WORDS) + r")(?![\w])", re.IGNORECASE)

    def reason(self, text: str) -> str | None:
        if self.names.fullmatch(text):
            return None  # a name alone («Sigilo», a skill) even when a catalogue also translates the word
        if text in self.fixed:
            return "es una fuente del catálogo"
        for pattern, source in self.exact:
            if pattern.fullmatch(text):
                return f"es «{source[:60]}»"
        piece = self.any_piece.search(self.quoted_name.sub("« »", text))
        if piece is not None:
            return f"contiene «{piece.group(0)[:60]}» (de «{self.pieces[piece.group(0)][:50]}»)"
        unnamed = self.names.sub(" ", CITATION.sub(" ", text))
        word = self.words.search(unnamed)
        if word is not None:
            return f"palabra «{word.group(1)}»"
        return None

    def untranslated(self, texts: Iterable[str]) -> list[str]:
        found: dict[str, None] = {}
        for text in texts:
            why = self.reason(text)
            if why is not None:
                found[f"{text[:100]!r}: {why}"] = None
        return list(found)


# -- the rules book's text, quoted by the rulesets' catalogues -----------------------------------------


NAME_KEYS = frozenset({"nombre", "name", "id"})
"""A catalogue entry's name is the rules' own word for it (kept in Spanish, as a sheet names it)."""


def _names_in(data: Any) -> Iterator[str]:
    """The names of a catalogue's entries (a name is also what other entries cite it by)."""
    if isinstance(data, dict):
        for key, value in data.items():
            if key in NAME_KEYS and isinstance(value, str):
                yield value
            else:
                yield from _names_in(value)
    elif isinstance(data, list):
        for item in data:
            yield from _names_in(item)


def _strings_in(data: Any) -> Iterator[str]:
    if isinstance(data, str):
        yield data
    elif isinstance(data, dict):
        for value in data.values():
            yield from _strings_in(value)
    elif isinstance(data, list):
        for item in data:
            yield from _strings_in(item)


_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


def _passage(text: str) -> bool:
    return len(text) >= 30 and len(text.split()) >= 5  # sentences, not names


class BookTexts:
    """Passages of the rules book quoted by ``resources/<ruleset>/*.json`` (descriptions, requirements...),
    as the catalogues write them; an entry's name is the rules' own word for it, not a passage."""

    def __init__(self) -> None:
        self.as_written: dict[str, list[str]] = {}
        catalogues = {
            path: json.loads(path.read_text(encoding="utf-8")) for path in sorted(REPO.glob("resources/*/*.json"))
        }
        names = {t for data in catalogues.values() for t in _names_in(data)}
        for path, data in catalogues.items():
            written = [t for t in _strings_in(data) if t not in names and _passage(_plain(t))]
            self.as_written.setdefault(path.parent.name, []).extend(written)

    def raw(self, reglas: str) -> list[str]:
        """The passages exactly as the catalogues write them (what the windows look up)."""
        return self.as_written.get(reglas, [])


@lru_cache(maxsize=1)
def book_texts() -> BookTexts:
    return BookTexts()


def editor_labels(model: type[Any]) -> set[str]:
    """Every label the sheet editor takes from ``model`` and the models in it: field titles (or the
    ids as words) and the choices of its fields."""
    import typing

    from core.export_ficha import label, literal_values, optional_inner

    def kinds(annotation: Any) -> Iterator[Any]:
        yield annotation
        if literal_values(annotation) is None:
            for arg in typing.get_args(annotation):
                yield from kinds(arg)

    def walk(current: type[Any], seen: set[type[Any]]) -> Iterator[str]:
        seen.add(current)
        for name, info in current.model_fields.items():
            if name in ("formato", "version", "reglas"):
                continue  # the file's header: never shown as a field
            yield info.title or label(name)
            for kind in kinds(optional_inner(info.annotation)[0]):
                yield from (label(v) for v in literal_values(kind) or () if isinstance(v, str))
                if isinstance(kind, type) and hasattr(kind, "model_fields") and kind not in seen:
                    yield from walk(kind, seen)

    return set(walk(model, set()))


@pytest.fixture
def english() -> Iterator[None]:
    """The interface in English (Qt's translators and core's language) for one test."""
    app = QApplication.instance()
    assert app is not None
    i18n.install(app, "en")
    yield
    i18n.install(app, "es")
