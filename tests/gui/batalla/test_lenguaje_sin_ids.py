"""Everything the battle window shows of each ruleset — cards, log, GM dialogs, forum post — is
written for a person: no raw ids (``vit_max``), no Python (``None``, ``True``, ``{}``, ``[]``).
Also leaves screenshots of each window in tests/artifacts/, in Spanish and in English."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from core import foro
from core.settings import Settings
from gui import i18n
from gui.batalla import BattleWindow
from gui.batalla.ajuste import ConditionDialog, OverrideDialog
from tests.gui.batalla.ejemplos import ARTIFACTS, REGLAS, abrir, ejemplo

RAW = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b|\bNone\b|\bTrue\b|\bFalse\b|\{\}|\[\]")


def _raw(texts: list[str]) -> list[str]:
    found = []
    for text in texts:
        plain = re.sub(r"https?://\S+|<[^>]+>|\[/?[a-z]+(=[^\]]*)?\]", " ", text)
        found.extend(f"{m.group(0)!r} en «{text[:90]}»" for m in RAW.finditer(plain))
    return found


def _dialog_texts(window: BattleWindow, cid: str) -> list[str]:
    assert window.battle is not None
    texts: list[str] = []
    override = OverrideDialog(window.battle, cid, window)
    for i in range(override.key_combo.count()):
        override.key_combo.setCurrentIndex(i)
        texts += [override.key_combo.itemText(i), override.help.text()]
    override.deleteLater()
    conditions = ConditionDialog(window.battle, cid, window)
    for i in range(conditions.list.count()):
        conditions.list.setCurrentRow(i)
        texts += [conditions.list.item(i).text(), conditions.effect.text(), conditions.length.suffix()]
    conditions.deleteLater()
    menu = window.card_menu(cid)
    texts += [a.text() for a in menu.actions()]
    for sub in menu.findChildren(type(menu)):
        texts += [a.text() for a in sub.actions()]
    return texts


@pytest.fixture
def english() -> Iterator[None]:
    app = QApplication.instance()
    assert app is not None
    i18n.install(app, "en")
    yield
    i18n.install(app, "es")


@pytest.mark.parametrize("reglas", REGLAS)
@pytest.mark.parametrize("pasos", [0, None])
def test_nada_visible_es_un_id_ni_python(
    qtbot: QtBot, window: BattleWindow, tmp_path: Path, reglas: str, pasos: int | None
) -> None:
    battle = abrir(window, ejemplo(reglas, pasos), tmp_path)
    texts = [card.visible_text() for card in window.cards.cards.values()]
    texts += window.log_model.lines()
    texts += [foro.registro(battle, "bbcode"), window.summary.text()]
    for cid in battle.combatants:
        texts += _dialog_texts(window, cid)
    assert _raw(texts) == []


def _shots(qtbot: QtBot, settings: Settings, tmp_path: Path, lang: str) -> None:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    for reglas in REGLAS:
        window = BattleWindow(settings)
        qtbot.addWidget(window)
        window.show()
        folder = tmp_path / f"{reglas}_{lang}"
        folder.mkdir()
        battle = abrir(window, ejemplo(reglas, 6), folder)
        qtbot.wait(20)
        window.grab().save(str(ARTIFACTS / f"batalla_lenguaje_{reglas}_{lang}.png"))
        cid = next(iter(battle.combatants))
        if reglas in ("umh", "epic20"):
            override = OverrideDialog(battle, cid, window)
            override.show()
            qtbot.wait(10)
            override.grab().save(str(ARTIFACTS / f"batalla_ajuste_{reglas}_{lang}.png"))
            override.close()
            conditions = ConditionDialog(battle, cid, window)
            conditions.show()
            if reglas == "umh":
                conditions.choose("aturdimiento")
            qtbot.wait(10)
            conditions.grab().save(str(ARTIFACTS / f"batalla_estado_{reglas}_{lang}.png"))
            conditions.close()
        window.close()


def test_capturas_en_castellano(qtbot: QtBot, settings: Settings, tmp_path: Path) -> None:
    _shots(qtbot, settings, tmp_path, "es")
    assert (ARTIFACTS / "batalla_lenguaje_umh_es.png").exists()


@pytest.mark.usefixtures("english")
def test_capturas_en_ingles(qtbot: QtBot, settings: Settings, tmp_path: Path) -> None:
    _shots(qtbot, settings, tmp_path, "en")
    assert (ARTIFACTS / "batalla_ajuste_umh_en.png").exists()
