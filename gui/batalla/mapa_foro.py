"""The map for the forum post: the players' picture with its legend, the Foro menu's map entries, and reading a
reaction's square."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QGuiApplication, QPixmap
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMenu

from core import tablero
from core.battle import Battle
from core.tablero import Board, Square
from gui.batalla.mapa_dibujo import Aspecto, imagen_para_foro
from gui.batalla.mapa_fichas import aspecto, state_names

if TYPE_CHECKING:
    from gui.batalla.mapa import MapPanel


def imagen_foro(battle: Battle, board: Board, aspects: list[Aspecto], states: dict[str, str], title: str) -> QPixmap:
    """The picture of ``aspects`` (already only what the players may see) with one legend line each."""
    legend = []
    for a in aspects:
        token = a.token
        assert token.casilla is not None
        combatant = battle.combatants[token.cid]
        extra = f" — {states[token.estado]}" if token.estado in states else ""
        legend.append(f"{combatant.nombre} ({combatant.bando}) [{token.casilla[0]}, {token.casilla[1]}]{extra}")
    return QPixmap.fromImage(imagen_para_foro(board, aspects, legend, title))


def panel_image(panel: MapPanel) -> QPixmap:
    """The panel's board for the players: no hidden token, no lit square, no target mark; its legend under it."""
    assert panel.board is not None
    shown = tablero.visibles(panel.tokens, para_jugadores=True)
    aspects = [replace(aspecto(panel, t, panel.battle.view.turn), objetivo=False) for t in shown]
    title = QCoreApplication.translate("MapPanel", "Ronda %1").replace("%1", str(panel.battle.view.round))
    return imagen_foro(panel.battle, panel.board, aspects, state_names(), title)


def positions_for_players(panel: MapPanel) -> str:
    if panel.board is None:
        return ""
    return tablero.texto_posiciones(panel.battle.view, panel.board, panel.tokens, para_jugadores=True)


def ask_export(panel: MapPanel) -> bool:
    """Ask where and save the players' picture (the panel's own «Exportar PNG…»)."""
    suggested = f"mapa_ronda_{panel.battle.view.round}.png"
    name, _filter = QFileDialog.getSaveFileName(
        panel, QCoreApplication.translate("MapPanel", "Exportar el mapa"), suggested, "PNG (*.png)"
    )
    return bool(name) and panel.export_png(Path(name))


def square_in(respuesta: object) -> Square | None:
    """The square a reaction names (a umh evasion's ``hacia``, alone or under its target's id), or None."""
    if isinstance(respuesta, dict):
        raw = respuesta.get("hacia")
        if raw is None and len(respuesta) == 1:
            inner = next(iter(respuesta.values()))
            raw = inner.get("hacia") if isinstance(inner, dict) else None
        if isinstance(raw, list) and len(raw) == 2 and all(isinstance(v, int) for v in raw):
            return (raw[0], raw[1])
    return None


def _panel(window: QMainWindow) -> MapPanel | None:
    return getattr(window, "map_panel", None)


def export_map(window: QMainWindow, path: Path | None = None) -> bool:
    """Save the players' picture of the map (with its legend) as a PNG; asks where when no ``path``."""
    panel = _panel(window)
    if panel is None or panel.board is None:
        return False
    if path is None:
        return ask_export(panel)
    done = panel.export_png(path)
    message = (
        QCoreApplication.translate("MapPanel", "Mapa guardado en %1")
        if done
        else QCoreApplication.translate("MapPanel", "No se ha podido guardar el mapa en %1")
    )
    window.statusBar().showMessage(message.replace("%1", str(path)), 5000)
    return done


def copy_positions(window: QMainWindow) -> str:
    """Copy the positions as text (no hidden token), for forums that take no images."""
    panel = _panel(window)
    text = panel.positions_text() if panel is not None else ""
    if text:
        QGuiApplication.clipboard().setText(text)
        window.statusBar().showMessage(
            QCoreApplication.translate("MapPanel", "Posiciones copiadas: listas para pegar en el foro."), 5000
        )
    return text


def add_map_forum_actions(window: QMainWindow, menu: QMenu) -> list[QAction]:
    """The Foro menu's map entries, beside the round: the PNG with its legend and the positions as text.
    Enabled while the battle has a map."""
    png = QAction(QCoreApplication.translate("MapPanel", "Exportar el &mapa (PNG con leyenda)…"), window)
    png.setObjectName("foroMapaPng")
    png.setToolTip(
        QCoreApplication.translate("MapPanel", "La imagen del tablero para el mensaje del foro, sin las fichas ocultas")
    )
    png.triggered.connect(lambda _c=False: export_map(window))
    text = QAction(QCoreApplication.translate("MapPanel", "Copiar las &posiciones (texto)"), window)
    text.setObjectName("foroMapaTexto")
    text.setToolTip(QCoreApplication.translate("MapPanel", "Las posiciones como texto, para foros sin imágenes"))
    text.triggered.connect(lambda _c=False: copy_positions(window))
    actions = [png, text]

    def update() -> None:
        for action in actions:
            action.setEnabled(_panel(window) is not None)

    menu.aboutToShow.connect(update)
    menu.addSeparator()
    menu.addActions(actions)
    update()
    return actions
