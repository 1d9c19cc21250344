"""The «Batallas» board: open battles with whom they wait on, sorted by waiting time, archived when done."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from core.batallas import list_battles
from core.battle import Event
from core.foro_hilo import ForumSetup
from core.journal import save_battle
from core.ruleset import Action
from gui.tablero_batallas import BattleBoard
from tests.conftest import REPO
from tests.gui.batalla.ejemplos import ARTIFACTS, ejemplo

HILO = "https://foro.example/hilo/7"


def _three(folder: Path) -> None:
    """A battle waiting on Lucan's reaction for two days, one on the GM's turn, one finished."""
    waiting = ejemplo("caballeros", 3)
    waiting.set_forum(ForumSetup(HILO, jugadores={"morvan": "Lucan"}))
    two_days = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(time.time() - 2 * 86400 - 60))
    waiting.declare(Action("ivan", "poder", ("morvan",), None, {"poder": "Zarpazo de Luz", "nivel": 2}), desde=two_days)
    save_battle(folder / "lucan-espera.json", waiting)
    save_battle(folder / "turno-master.json", ejemplo("umh", 1))
    done = ejemplo("epic20", 2)
    done.override(("nota",), "fin")  # a GM's «Terminar la batalla» is an entry with a fin_master event
    done.entries[-1] = type(done.entries[-1])("ajuste", None, (), (Event("fin_master", "Fin"),))
    save_battle(folder / "terminada.json", done)
    (folder / "rota.json").write_text("{ no es json", encoding="utf-8")


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    where = tmp_path / "batallas"
    where.mkdir()
    _three(where)
    return where


def _board(qtbot: QtBot, folder: Path, opened: list[Path]) -> BattleBoard:
    board = BattleBoard(opened.append, folder)
    qtbot.addWidget(board)
    board.resize(1100, 300)
    board.show()
    return board


def test_lista_las_abiertas_con_quien_espera_y_la_mas_antigua_primero(qtbot: QtBot, folder: Path) -> None:
    board = _board(qtbot, folder, [])
    rows = board.visible_rows()
    assert [r.nombre for r in rows][:2] == ["lucan-espera", "turno-master"]
    assert "terminada" not in [r.nombre for r in rows]
    first = rows[0]
    assert first.pendiente == "Morvan de Mantícora (Lucan): reacción, tirada"
    assert first.hilo == HILO and first.sistema and first.ronda == 3 and first.turno == "Iván de Lince"
    assert first.espera > 2 * 86400
    assert board.model.index(0, 0).data() == "2 d 0 h"
    assert rows[1].pendiente == ""
    assert board.proxy.index(1, 5).data() == "— (turno del máster)"
    broken = next(r for r in rows if r.nombre == "rota")
    assert broken.problema and "rota.json" in broken.problema
    board.grab().save(str(ARTIFACTS / "tablero_batallas.png"))


def test_filtrar_por_jugador(qtbot: QtBot, folder: Path) -> None:
    board = _board(qtbot, folder, [])
    qtbot.keyClicks(board.filter, "lucan")
    assert [r.nombre for r in board.visible_rows()] == ["lucan-espera"]


def test_doble_clic_abre_la_batalla(qtbot: QtBot, folder: Path) -> None:
    opened: list[Path] = []
    board = _board(qtbot, folder, opened)
    cell = board.table.visualRect(board.proxy.index(0, 1)).center()
    qtbot.mouseClick(board.table.viewport(), Qt.MouseButton.LeftButton, pos=cell)
    qtbot.mouseDClick(board.table.viewport(), Qt.MouseButton.LeftButton, pos=cell)
    assert opened == [folder / "lucan-espera.json"]


def test_las_terminadas_se_archivan_sin_borrarlas_y_el_tablero_sobrevive_a_reiniciar(
    qtbot: QtBot, folder: Path
) -> None:
    board = _board(qtbot, folder, [])
    board.show_finished.setChecked(True)
    assert "terminada" in [r.nombre for r in board.visible_rows()]
    qtbot.mouseClick(board.archive_button, Qt.MouseButton.LeftButton)
    assert not (folder / "terminada.json").exists()
    assert (folder / "archivo" / "terminada.json").is_file()
    again = _board(qtbot, folder, [])  # Gesta restarted: the board reads the same files
    assert [r.nombre for r in again.visible_rows()][:2] == ["lucan-espera", "turno-master"]
    assert [r.nombre for r in list_battles(folder) if r.terminada] == []


def test_el_tablero_no_carga_ningun_sistema_de_reglas(tmp_path: Path, folder: Path) -> None:
    code = (
        "import sys; from pathlib import Path; from core.batallas import list_battles; "
        f"rows = list_battles(Path({str(folder)!r})); import gui.tablero_batallas; "
        "assert len(rows) == 4, rows; "
        "print(sorted(m for m in sys.modules if m.startswith('core.rulesets.')))"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    found = subprocess.run([sys.executable, "-c", code], cwd=REPO, env=env, capture_output=True, text=True, check=True)
    assert found.stdout.strip() == "[]"
