"""The battle window on the stand-in duel: set-up, a clicked fight, undo, refusal, forum, resume."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox, QProgressBar
from pytestqt.qtbot import QtBot

from core import foro
from core.journal import pending
from core.settings import Settings
from gui.batalla import BattleWindow, offer_resume
from tests.gui.batalla.conduccion import (
    LEFT,
    DialogDriver,
    crash_and_resume,
    headless,
    kept_steps,
    play,
    prepare,
    press,
    settle,
)

pytestmark = pytest.mark.usefixtures("duelo")

ARTIFACTS = Path(__file__).resolve().parents[2] / "artifacts"

PASOS = [
    {"actor": "ana", "accion": "golpe", "objetivo": "bea", "respuesta": "esquivar", "dados": [2]},
    {"actor": "bea", "accion": "golpe", "objetivo": "ana", "respuesta": "esquivar", "dados": [6]},
    {"actor": "ana", "accion": "pasar"},
    {"deshacer": True},
    {"actor": "ana", "accion": "golpe", "objetivo": "bea", "respuesta": "ninguna"},
]


def _start(qtbot: QtBot, window: BattleWindow) -> None:
    prepare(qtbot, window, "duelo", [("Ana", "luz"), ("Bea", "sombra")], orden=["ana", "bea"])
    qtbot.mouseClick(window.setup.start_button, LEFT)
    assert window.battle is not None, window.setup.error_label.text()


def test_un_duelo_a_clics_con_dados_del_foro_igual_que_el_guion(
    qtbot: QtBot, window: BattleWindow, driver: DialogDriver, settings: Settings
) -> None:
    _start(qtbot, window)
    for step in PASOS:
        play(qtbot, window, driver, step)
    battle = window.battle
    assert battle is not None
    assert battle.live_values("bea") == {"vida": 0}
    assert window.ended and window.summary.isVisible() and "Gana el bando luz" in window.summary.text()
    assert driver.requests[0].request.purpose == "Esquivar"
    assert driver.requests[0].findChild(type(window.status), "probabilidadDado").text() == "33 %"
    script = {
        "reglas": "duelo",
        "orden": ["ana", "bea"],
        "combatientes": [
            {"id": "ana", "nombre": "Ana", "bando": "luz", "ficha": "ana.json"},
            {"id": "bea", "nombre": "Bea", "bando": "sombra", "ficha": "bea.json"},
        ],
        "pasos": kept_steps(PASOS),
    }
    other, report = headless(script, settings.library_dir)
    assert battle.log_lines() == report["registro"]
    assert battle.state == other.state
    assert {cid: battle.live_values(cid) for cid in battle.combatants} == report["combatientes"]


def test_la_carta_muestra_valores_y_el_turno(qtbot: QtBot, window: BattleWindow, driver: DialogDriver) -> None:
    _start(qtbot, window)
    card = window.cards.cards["bea"]
    bar = card.value_widgets["vida"]
    assert isinstance(bar, QProgressBar) and bar.value() == 6 and bar.maximum() == 6
    assert window.cards.cards["ana"].flags.get("actual") is True
    play(qtbot, window, driver, PASOS[0])
    assert card.value_text("vida") == "2/6"
    assert window.cards.cards["bea"].flags.get("actual") is True
    assert window.turn_model.index(1, 0).data().endswith("◀")


def test_dos_copias_de_una_ficha_reciben_nombres_e_ids_distintos(qtbot: QtBot, window: BattleWindow) -> None:
    ids = prepare(qtbot, window, "duelo", [("Esbirro", "malos"), ("Esbirro", "malos"), ("Ana", "luz")])
    assert ids == ["esbirro", "esbirro_2", "ana"]
    names = [window.setup.table.item(r, 0).text() for r in range(3)]  # type: ignore[union-attr]
    assert names == ["Esbirro", "Esbirro 2", "Ana"]


def test_las_reglas_de_la_casa_muestran_su_valor_por_defecto(qtbot: QtBot, window: BattleWindow) -> None:
    prepare(qtbot, window, "duelo", [("Ana", "luz"), ("Bea", "sombra")])
    combo = window.setup.rule_widgets["esquiva_minima"]
    assert combo.currentText() == "5 (por defecto)"  # type: ignore[attr-defined]
    assert window.setup.options() == {"esquiva_minima": 5}


def test_una_accion_rechazada_muestra_el_motivo(
    qtbot: QtBot, window: BattleWindow, driver: DialogDriver, monkeypatch: pytest.MonkeyPatch
) -> None:
    _start(qtbot, window)
    assert window.battle is not None
    monkeypatch.setattr(
        window.battle.ruleset, "check", lambda view, action: "Ana no puede golpear a quien está en el suelo."
    )
    qtbot.mouseClick(window.flow.buttons["accion_golpe"], LEFT)
    qtbot.mouseClick(window.cards.cards["bea"], LEFT)
    qtbot.mouseClick(dict((r.respuesta, b) for r, b in window.flow.reactions)["ninguna"], LEFT)
    assert window.flow.refusal.text() == "Ana no puede golpear a quien está en el suelo."
    assert len(window.battle.entries) == 1


def test_una_accion_ilegal_sale_desactivada_con_el_motivo(
    qtbot: QtBot, window: BattleWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    from core.ruleset import ActionOption

    _start(qtbot, window)
    assert window.battle is not None
    monkeypatch.setattr(
        window.battle.ruleset,
        "legal_actions",
        lambda view, actor: [ActionOption("golpe", "Golpe", False, "Sin cosmos suficiente.", objetivos=1)],
    )
    window.flow.refresh()
    button = window.flow.buttons["accion_golpe"]
    assert not button.isEnabled()
    assert button.toolTip() == "Sin cosmos suficiente."


def test_deshacer_y_rehacer_con_el_teclado(qtbot: QtBot, window: BattleWindow, driver: DialogDriver) -> None:
    _start(qtbot, window)
    play(qtbot, window, driver, PASOS[0])
    assert window.battle is not None and window.battle.live_values("bea") == {"vida": 2}
    press(qtbot, window, Qt.KeyboardModifier.ControlModifier)
    assert window.battle.live_values("bea") == {"vida": 6}
    assert window.cards.cards["bea"].value_text("vida") == "6/6"
    press(qtbot, window, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert window.battle.live_values("bea") == {"vida": 2}


def test_sin_valores_declarados_el_menu_no_ofrece_cambiarlos(qtbot: QtBot, window: BattleWindow) -> None:
    """A ruleset that declares no live values offers no override (never a free box of keys);
    the declared rulesets are tried in test_lenguaje.py."""
    _start(qtbot, window)
    menu = window.card_menu("bea")
    actions = {a.objectName(): a for a in menu.actions()}
    assert not actions["cambiarValor"].isEnabled()
    assert not actions["anadirEstado"].isEnabled()


def test_copiar_la_ronda_en_bbcode(qtbot: QtBot, window: BattleWindow, driver: DialogDriver) -> None:
    _start(qtbot, window)
    play(qtbot, window, driver, PASOS[0])
    play(qtbot, window, driver, PASOS[1])
    window.forum_actions[("ronda", "bbcode")].trigger()
    text = QGuiApplication.clipboard().text()
    assert window.battle is not None
    assert text == foro.ronda(window.battle, 1, "bbcode")
    assert text.startswith("[size=120][b]Ronda 1[/b][/size]")
    assert "[b]Ana:[/b] Golpe → Bea (reacción: esquivar)" in text
    assert "Tirada del foro: Esquivar: Bea tira 1d6 (necesita >= 5, 33 %) → 2" in text
    assert "[b]Ana (luz)[/b]: Vida 10/10\n[b]Bea (sombra)[/b]: Vida 2/6" in text


def test_el_enlace_de_la_tirada_queda_en_el_registro(qtbot: QtBot, window: BattleWindow, driver: DialogDriver) -> None:
    _start(qtbot, window)
    driver.die(2, "https://foro.example/t/5#p9")
    qtbot.mouseClick(window.flow.buttons["accion_golpe"], LEFT)
    qtbot.mouseClick(window.cards.cards["bea"], LEFT)
    qtbot.mouseClick(dict((r.respuesta, b) for r, b in window.flow.reactions)["esquivar"], LEFT)
    assert window.battle is not None and window.battle.entries[-1].nota == "https://foro.example/t/5#p9"
    assert window.log_model.lines()[-1] == "https://foro.example/t/5#p9"
    assert "[url=https://foro.example/t/5#p9]ver el mensaje[/url]" in window.forum_text("accion", "bbcode")


def test_cancelar_la_tirada_no_aplica_la_accion(qtbot: QtBot, window: BattleWindow, driver: DialogDriver) -> None:
    _start(qtbot, window)
    driver.then(lambda dialog: dialog.reject())  # type: ignore[attr-defined]
    qtbot.mouseClick(window.flow.buttons["accion_golpe"], LEFT)
    qtbot.mouseClick(window.cards.cards["bea"], LEFT)
    qtbot.mouseClick(dict((r.respuesta, b) for r, b in window.flow.reactions)["esquivar"], LEFT)
    assert window.battle is not None and len(window.battle.entries) == 1
    assert "cancelada" in window.flow.refusal.text()


def test_tras_un_cierre_inesperado_se_reanuda_igual(
    qtbot: QtBot, window: BattleWindow, driver: DialogDriver, settings: Settings
) -> None:
    _start(qtbot, window)
    play(qtbot, window, driver, PASOS[0])
    play(qtbot, window, driver, PASOS[1])
    assert window.battle is not None and window.journal is not None
    journals = pending()
    assert journals == [window.journal.path]
    again = crash_and_resume(qtbot, window, driver, settings)
    assert again.battle.log_lines() == window.battle.log_lines()
    assert again.journal is not None and again.journal.path == journals[0]
    play(qtbot, again, driver, PASOS[4])
    assert again.battle.live_values("bea") == {"vida": 0}
    # ended but never saved: the journal stays until the battle is saved or discarded (issue 15)
    assert pending() == journals
    again.close()  # the GM discards it (conftest answers «Descartar»)
    assert pending() == []


def test_guardar_y_abrir_una_batalla(
    qtbot: QtBot, window: BattleWindow, driver: DialogDriver, settings: Settings, tmp_path: Path
) -> None:
    _start(qtbot, window)
    play(qtbot, window, driver, PASOS[0])
    target = tmp_path / "combate.json"
    assert window.save_to(target)
    assert not window.is_modified()
    other = BattleWindow(settings)
    qtbot.addWidget(other)
    assert other.load_file(target)
    assert other.battle is not None and window.battle is not None
    assert other.battle.state == window.battle.state
    assert other.stack.currentIndex() == 1


def test_abrir_un_archivo_que_no_es_una_batalla_avisa(
    qtbot: QtBot, window: BattleWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bad = tmp_path / "ficha.json"
    bad.write_text(json.dumps({"formato": "gesta-ficha"}), encoding="utf-8")
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "critical", lambda parent, title, text, *a: shown.append(text))
    assert window.load_file(bad) is False
    assert shown == ["No se puede abrir «ficha.json»: no es una batalla de Gesta."]


def test_exportar_el_registro_a_un_archivo(
    qtbot: QtBot, window: BattleWindow, driver: DialogDriver, tmp_path: Path
) -> None:
    _start(qtbot, window)
    play(qtbot, window, driver, PASOS[0])
    path = tmp_path / "registro.md"
    assert window.export_to(path)
    assert window.battle is not None
    assert path.read_text(encoding="utf-8") == foro.registro(window.battle, "markdown")


def test_modelos_con_qtmodeltester(
    qtbot: QtBot, window: BattleWindow, driver: DialogDriver, qtmodeltester: object
) -> None:
    _start(qtbot, window)
    play(qtbot, window, driver, PASOS[0])
    for model in (window.turn_model, window.combatant_model, window.log_model):
        qtmodeltester.check(model)  # type: ignore[attr-defined]
    press(qtbot, window, Qt.KeyboardModifier.ControlModifier)
    for model in (window.turn_model, window.combatant_model, window.log_model):
        qtmodeltester.check(model)  # type: ignore[attr-defined]


def test_captura_de_una_batalla_en_curso(qtbot: QtBot, window: BattleWindow, driver: DialogDriver) -> None:
    _start(qtbot, window)
    play(qtbot, window, driver, PASOS[0])
    qtbot.mouseClick(window.flow.buttons["accion_golpe"], LEFT)
    qtbot.mouseClick(window.cards.cards["ana"], LEFT)
    settle()
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / "batalla_duelo.png"
    assert window.grab().save(str(path))
    assert path.stat().st_size > 10_000


def test_gesta_tira_los_dados_con_la_semilla_mostrada(qtbot: QtBot, window: BattleWindow, driver: DialogDriver) -> None:
    prepare(qtbot, window, "duelo", [("Ana", "luz"), ("Bea", "sombra")], manual_dice=False)
    window.setup.seed_edit.clear()
    qtbot.keyClicks(window.setup.seed_edit, "42")
    qtbot.mouseClick(window.setup.start_button, LEFT)
    assert window.battle is not None, window.setup.error_label.text()
    assert window.status.text() == "Dados: Gesta (semilla 42)"
    assert window.battle.entries[0].dados  # initiative was rolled by Gesta, no dialog asked
    assert not driver.handled
    first = window.battle.view.turn
    other = "bea" if first == "ana" else "ana"
    qtbot.mouseClick(window.flow.buttons["accion_golpe"], LEFT)
    qtbot.mouseClick(window.cards.cards[other], LEFT)
    qtbot.mouseClick(dict((r.respuesta, b) for r, b in window.flow.reactions)["esquivar"], LEFT)
    assert len(window.battle.entries) == 2 and len(window.battle.entries[1].dados) == 1
    assert not driver.handled


def test_arrastrar_una_ficha_a_la_tabla_la_anade_al_bando(qtbot: QtBot, window: BattleWindow) -> None:
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QDropEvent

    prepare(qtbot, window, "duelo", [("Ana", "luz")])
    setup = window.setup
    item = next(
        setup.sheet_list.item(r) for r in range(setup.sheet_list.count()) if setup.sheet_list.item(r).text() == "Bea"
    )
    mime = setup.sheet_list.mimeData([item])
    setup.side_combo.lineEdit().selectAll()  # type: ignore[union-attr]
    qtbot.keyClicks(setup.side_combo.lineEdit(), "sombra")
    drop = QDropEvent(
        QPointF(10, 10), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    )
    setup.table.dropEvent(drop)
    rows = [(setup.table.item(r, 0).text(), setup.table.item(r, 2).text()) for r in range(setup.table.rowCount())]  # type: ignore[union-attr]
    assert rows == [("Ana", "luz"), ("Bea", "sombra")]


def test_cerrar_tras_guardar_borra_el_diario(
    qtbot: QtBot, window: BattleWindow, driver: DialogDriver, tmp_path: Path
) -> None:
    _start(qtbot, window)
    play(qtbot, window, driver, PASOS[0])
    assert window.journal is not None
    journal = window.journal.path
    assert journal.exists()
    assert window.save_to(tmp_path / "guardada.json")
    window.close()
    assert not journal.exists()
    assert pending() == []


def test_descartar_una_batalla_sin_terminar_borra_su_diario(
    qtbot: QtBot, window: BattleWindow, driver: DialogDriver, settings: Settings
) -> None:
    _start(qtbot, window)
    play(qtbot, window, driver, PASOS[0])
    assert window.journal is not None
    window.journal.battle.listeners.clear()
    window.journal = None

    def discard(box: object) -> None:
        assert isinstance(box, QMessageBox)
        qtbot.mouseClick(next(b for b in box.buttons() if b.objectName() == "descartar"), LEFT)

    driver.then(discard)
    assert offer_resume(window, settings) == []
    assert pending() == []


def test_un_fallo_del_sistema_de_reglas_no_rompe_la_batalla(
    qtbot: QtBot, window: BattleWindow, driver: DialogDriver, monkeypatch: pytest.MonkeyPatch
) -> None:
    _start(qtbot, window)
    assert window.battle is not None

    def broken(ctx: object, action: object) -> None:
        raise KeyError("vida")

    monkeypatch.setattr(window.battle.ruleset, "resolve", broken)
    qtbot.mouseClick(window.flow.buttons["accion_pasar"], LEFT)
    qtbot.mouseClick(window.flow.run_button, LEFT)
    assert window.flow.refusal.text().startswith("El sistema de reglas no pudo resolver la acción (KeyError")
    assert len(window.battle.entries) == 1


def test_captura_de_la_preparacion(qtbot: QtBot, window: BattleWindow) -> None:
    prepare(qtbot, window, "duelo", [("Ana", "luz"), ("Esbirro", "sombra"), ("Esbirro", "sombra")], orden=[])
    settle()
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    assert window.grab().save(str(ARTIFACTS / "batalla_preparacion.png"))


def test_la_carta_muestra_el_retrato_de_la_ficha(qtbot: QtBot, window: BattleWindow, settings: Settings) -> None:
    from PySide6.QtGui import QColor, QImage
    from PySide6.QtWidgets import QLabel

    image = QImage(32, 32, QImage.Format.Format_RGB32)
    image.fill(QColor("#884422"))
    assert image.save(str(settings.library_dir / "ana-retrato.png"))
    sheet = settings.library_dir / "ana.json"
    data = json.loads(sheet.read_text(encoding="utf-8"))
    sheet.write_text(json.dumps({**data, "retrato": "ana-retrato.png"}), encoding="utf-8")
    _start(qtbot, window)
    pictures = [label for label in window.cards.cards["ana"].findChildren(QLabel) if not label.pixmap().isNull()]
    assert len(pictures) == 1
    assert not [label for label in window.cards.cards["bea"].findChildren(QLabel) if not label.pixmap().isNull()]


def test_una_batalla_danada_avisa_sin_traza(
    qtbot: QtBot, window: BattleWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bad = tmp_path / "rota.json"
    data = {"formato": "gesta-batalla", "reglas": "duelo", "combatientes": [], "estado_inicial": {}, "entradas": ["x"]}
    bad.write_text(json.dumps(data), encoding="utf-8")
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "critical", lambda parent, title, text, *a: shown.append(text))
    assert window.load_file(bad) is False
    assert len(shown) == 1 and shown[0].startswith("No se puede abrir «rota.json»")
    assert "Traceback" not in shown[0]
