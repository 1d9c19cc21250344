"""A complete English UI (issue 15): every window, in English, shows no untranslated Spanish.

With the interface in English (``gui.i18n.install(app, "en")``, which also sets core's
language) the tests open and render the main window with its library, the settings dialog, the
sheet editor of each ruleset's example sheet (every page), the encounter set-up of each ruleset,
the battle window of each ruleset's example battle (docs/ejemplos/<id>.json) at its start, after
six steps and at its end, with the GM's dialogs (card menu, value override, conditions, turn
order), and the simulation dialog after a short run. They collect every text a user sees
(tests/gui/ingles.py: labels, buttons, tab and group titles, combo items, menus and actions,
tooltips, window titles, read-only text boxes, item views' DisplayRole/ToolTipRole and headers)
and fail on any untranslated Spanish string, as tests/gui/ingles.py defines it: a catalogue
sentence whose English differs (whole, or a fixed piece of 12 characters or more), or a
Spanish-only word, once the documented proper names (sheet and catalogue names, the rules' terms)
are taken out.

The rules book's own text quoted by a ruleset's catalogue (resources/<id>/*.json: descriptions of
codes, índoles, advantages...) has its English in resources/i18n/libro_<id>_en.json: its own test
checks every passage has it, and a window showing a passage in Spanish fails like any other text
(an entry's name stays the rules' own word). A ruleset whose engine text is not translated yet (its package calls no
``core.i18n.tr``) has its windows' tests marked xfail with that reason; every other ruleset,
and every window that is not a ruleset's, fails as soon as a Spanish string shows.

Screenshots of each window are left in tests/artifacts/ (``ingles_*.png``).
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from core import registry, storage
from core.ruleset import SheetSupport
from core.settings import Settings
from tests.gui.ingles import REPO, Spanish, book_texts, english, visible_texts

ARTIFACTS = REPO / "tests" / "artifacts"
REGLAS = ("caballeros", "umh", "encuentro", "epic20")


def _engine_translated(reglas: str) -> bool:
    """The ruleset's package sends its sentences through core.i18n.tr (its engineers converted it)."""
    return any(
        "core.i18n import tr" in p.read_text(encoding="utf-8")
        for p in (REPO / "core" / "rulesets" / reglas).glob("*.py")
    )


def _por_reglas(reglas: str) -> Any:
    if _engine_translated(reglas):
        return reglas
    reason = f"el texto del motor de «{reglas}» aún no pasa por core.i18n.tr (sin inglés todavía)"
    return pytest.param(reglas, marks=pytest.mark.xfail(reason=reason, strict=False))


RULESETS = [_por_reglas(r) for r in REGLAS]
BATTLE_RULESETS = RULESETS
__all__ = ["english"]  # a fixture of tests/gui/ingles.py the tests here use


def _example(reglas: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((REPO / "docs" / "ejemplos" / f"{reglas}.json").read_text(encoding="utf-8"))
    return data


def _example_sheet(reglas: str) -> Path:
    """The first sheet of the ruleset's example battle: the one a new user meets first."""
    return (REPO / "docs" / "ejemplos" / _example(reglas)["combatientes"][0]["ficha"]).resolve()


@pytest.fixture
def spanish_check(english: None) -> Spanish:
    return Spanish()


def _shot(widget: QWidget, name: str) -> None:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    widget.grab().save(str(ARTIFACTS / f"ingles_{name}.png"))


def _assert_english(check: Spanish, texts: list[str], where: str) -> None:
    found = check.untranslated(texts)
    assert found == [], f"{where}: {len(found)} texto(s) sin traducir:\n" + "\n".join(found)


# -- main window, library, settings ----------------------------------------------------------------


@pytest.mark.usefixtures("english")
def test_la_ventana_principal_y_las_preferencias_en_ingles(
    qtbot: QtBot, tmp_path: Path, spanish_check: Spanish
) -> None:
    from gui.main_window import MainWindow
    from gui.settings_dialog import SettingsDialog

    library = tmp_path / "library"  # its path is shown: a folder name is the user's, not Gesta's
    library.mkdir()
    for reglas in REGLAS:
        shutil.copy(_example_sheet(reglas), library / _example_sheet(reglas).name)
    (library / "rota.json").write_text("{", encoding="utf-8")  # a damaged file: its verdict is shown too
    window = MainWindow(Settings(biblioteca=str(library)))
    qtbot.addWidget(window)
    window.show()
    window.load_library()
    qtbot.waitUntil(lambda: window.model.rowCount() >= len(REGLAS), timeout=10_000)
    qtbot.wait(200)  # the background verdicts
    _shot(window, "ventana_principal")
    texts = visible_texts(window)
    settings = SettingsDialog(window.settings, window)
    settings.show()
    _shot(settings, "preferencias")
    texts += visible_texts(settings)
    settings.close()
    _assert_english(spanish_check, texts, "ventana principal")


# -- sheet editor -----------------------------------------------------------------------------------


@pytest.mark.parametrize("reglas", REGLAS)
def test_el_editor_de_fichas_en_ingles(qtbot: QtBot, tmp_path: Path, spanish_check: Spanish, reglas: str) -> None:
    from gui.editor import create_sheet_tab

    sheet = storage.load_sheet(_example_sheet(reglas))
    tab = create_sheet_tab(sheet, None, read_only=False, settings=Settings(biblioteca=str(tmp_path)))
    qtbot.addWidget(tab)
    tab.resize(1100, 760)
    tab.show()
    qtbot.waitExposed(tab)
    texts: list[str] = []
    for index in range(tab.pages.count()):
        tab.pages.setCurrentIndex(index)
        qtbot.wait(10)
        _shot(tab, f"editor_{reglas}_{index}")
        texts += visible_texts(tab)
    _assert_english(spanish_check, texts, f"editor de {reglas}")


@pytest.mark.parametrize("reglas", REGLAS)
def test_cada_etiqueta_del_editor_tiene_su_ingles(english: None, reglas: str) -> None:
    """Field titles (or the field's id as words), choices, budget lines and derived captions."""
    from core import i18n as core_i18n
    from gui.editor.traducir import rules_label
    from tests.gui.ingles import editor_labels

    ruleset = registry.get(reglas)
    labels = editor_labels(ruleset.sheet_model)
    if isinstance(ruleset, SheetSupport):
        core_i18n.set_language("es")  # the Spanish source of a caption the ruleset already sends through tr()
        try:
            for path in sorted((REPO / "sheets" / reglas).glob("*.json")):
                try:
                    sheet = storage.load_sheet(path)
                except storage.LoadError:
                    continue  # an example of a broken sheet
                labels |= {line.etiqueta for line in ruleset.budget(sheet)}
                labels |= {caption for caption, _ in ruleset.derived(sheet).values()}
        finally:
            core_i18n.set_language("en")
    catalog = core_i18n._catalog("en")
    missing = sorted(t for t in labels if t not in catalog and rules_label(t) == t and ": " not in t)
    assert missing == []


# -- encounter set-up, battle window, GM dialogs -----------------------------------------------------


@pytest.fixture
def no_questions(monkeypatch: pytest.MonkeyPatch) -> None:
    """Windows closed at the end of a test discard their unsaved battle instead of asking."""
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)


@pytest.mark.usefixtures("no_questions")
@pytest.mark.parametrize("reglas", REGLAS)
def test_la_preparacion_del_encuentro_en_ingles(
    qtbot: QtBot, tmp_path: Path, spanish_check: Spanish, reglas: str
) -> None:
    from gui.batalla import BattleWindow

    window = BattleWindow(Settings(biblioteca=str(REPO / "sheets" / reglas)))
    qtbot.addWidget(window)
    window.resize(1200, 800)
    window.show()
    page = window.setup
    qtbot.waitUntil(lambda: page.ruleset_combo.count() > 0)  # the list is filled once the window shows
    page.select_ruleset(reglas)
    chosen = page.ruleset()
    assert chosen is not None and chosen.id == reglas
    page.add_paths([(REPO / "docs" / "ejemplos" / c["ficha"]).resolve() for c in _example(reglas)["combatientes"][:2]])
    qtbot.wait(20)
    _shot(window, f"preparacion_{reglas}")
    _assert_english(spanish_check, visible_texts(window), f"preparación de {reglas}")


def _every_choice(dialog: QWidget, count: int, choose: Any) -> list[str]:
    """What ``dialog`` shows with each of its ``count`` choices picked in turn."""
    dialog.show()
    texts: list[str] = []
    for i in range(count):
        choose(i)
        texts += visible_texts(dialog)
    dialog.close()
    return texts


def _gm_texts(window: Any) -> list[str]:
    from gui.batalla.ajuste import ConditionDialog, OverrideDialog
    from gui.batalla.orden import OrderDialog

    battle = window.battle
    texts: list[str] = []
    for cid in list(battle.combatants)[:2]:
        texts += visible_texts(window.card_menu(cid))
        override = OverrideDialog(battle, cid, window)
        texts += _every_choice(override, override.key_combo.count(), override.key_combo.setCurrentIndex)
        conditions = ConditionDialog(battle, cid, window)
        texts += _every_choice(conditions, conditions.list.count(), conditions.list.setCurrentRow)
    order = OrderDialog(battle, window)
    order.show()
    texts += visible_texts(order)
    order.close()
    return texts


@pytest.mark.usefixtures("no_questions")
@pytest.mark.parametrize("reglas", BATTLE_RULESETS)
def test_la_ventana_de_batalla_en_ingles(qtbot: QtBot, tmp_path: Path, spanish_check: Spanish, reglas: str) -> None:
    from gui.batalla import BattleWindow
    from tests.gui.batalla.ejemplos import ejemplo

    texts: list[str] = []
    for pasos in (0, 6, None):
        window = BattleWindow(Settings(biblioteca=str(tmp_path), modo_dados="foro"))
        qtbot.addWidget(window)
        window.resize(1300, 900)
        window.show()
        path = tmp_path / f"{reglas}_{pasos}" / "example.json"
        path.parent.mkdir()
        storage_battle = ejemplo(reglas, pasos)  # played in English: its log is written in English
        from core.journal import save_battle

        save_battle(path, storage_battle)
        assert window.load_file(path)
        qtbot.wait(20)
        _shot(window, f"batalla_{reglas}_{'fin' if pasos is None else pasos}")
        texts += visible_texts(window)
        texts += _gm_texts(window)
        window.close()
    _assert_english(spanish_check, texts, f"batalla de {reglas}")


# -- simulation -----------------------------------------------------------------------------------


@pytest.mark.usefixtures("english")
def test_el_dialogo_de_simulacion_en_ingles(qtbot: QtBot, spanish_check: Spanish) -> None:
    from gui.simular.dialogo import SimulationDialog

    script = _example("caballeros")
    script = {k: v for k, v in script.items() if k != "pasos"}
    dialog = SimulationDialog(script, REPO / "docs" / "ejemplos")
    qtbot.addWidget(dialog)
    dialog.show()
    texts = visible_texts(dialog)
    dialog.processes, dialog.context = 1, None  # in this process: quick to start in a test
    dialog.count.setValue(4)
    dialog.run_button.click()
    qtbot.waitUntil(lambda: dialog.report is not None, timeout=60_000)
    qtbot.wait(20)
    _shot(dialog, "simulacion")
    texts += visible_texts(dialog)
    _assert_english(spanish_check, texts, "simulación")


# -- the rules book's text in the catalogues -------------------------------------------------------------


@pytest.mark.parametrize("reglas", REGLAS)
def test_los_textos_de_los_catalogos_tienen_ingles(qtbot: QtBot, english: None, reglas: str) -> None:
    """Every rule book passage a catalogue quotes has English (resources/i18n/libro_<id>_en.json)."""
    from core import i18n as core_i18n

    catalog = core_i18n._catalog("en")
    untranslated = [t for t in book_texts().raw(reglas) if t not in catalog]
    assert untranslated == []
