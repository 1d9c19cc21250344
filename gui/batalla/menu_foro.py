"""The battle window's Foro menu: what a GM copies into the thread, and the log exported to a file.

Its texts keep the battle window's translation context (``BattleWindow``), where they were written.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMenuBar, QMessageBox

from core import foro, foro_pedir, foro_resumen
from core.battle import Battle
from core.storage import SaveError, atomic_write_text
from gui.batalla.mapa_foro import add_map_forum_actions

if TYPE_CHECKING:
    from gui.batalla.window import BattleWindow

FORUM_SHORTCUTS = {("accion", "bbcode"): "Ctrl+Shift+C", ("ronda", "bbcode"): "Ctrl+Shift+R"}
"""What a GM copies after nearly every action gets a key: the last action, the round."""

FORMATS = (("bbcode", "BBCode"), ("markdown", "Markdown"))


def forum_text(battle: Battle, kind: str, formato: foro.Formato) -> str:
    """The post of ``kind``: the last action, the round, Pedir al foro, the round's summary or the whole log."""
    if kind == "accion":
        return foro.ultima_accion(battle, formato)
    if kind == "pedir":
        return foro_pedir.pedir(battle, formato)
    if kind == "resumen":
        return foro_resumen.resumen_ronda(battle, foro.ultima_ronda(battle), formato)
    if kind == "ronda":
        return foro.ronda(battle, foro.ultima_ronda(battle) or battle.view.round, formato)
    return foro.registro(battle, formato)


def build_forum_menu(window: BattleWindow, bar: QMenuBar) -> None:
    """The Foro menu of ``window``: copy the last action, the round or the log, the map, Pedir al
    foro and the round's summary, in BBCode and Markdown; the thread and players set-up."""
    forum = bar.addMenu(QCoreApplication.translate("BattleWindow", "&Foro"))
    window.forum_actions = {}
    copies = (
        ("accion", QCoreApplication.translate("BattleWindow", "Copiar la última acción (%1)")),
        ("ronda", QCoreApplication.translate("BattleWindow", "Copiar la ronda (%1)")),
        ("registro", QCoreApplication.translate("BattleWindow", "Copiar todo el registro (%1)")),
    )
    for formato, label in FORMATS:
        for kind, text in copies:
            action = window._action(
                text.replace("%1", label),
                lambda _c=False, k=kind, f=formato: window.copy_forum(k, f),
                FORUM_SHORTCUTS.get((kind, formato)),
                f"copiar_{kind}_{formato}",
            )
            forum.addAction(action)
            window.forum_actions[(kind, formato)] = action
        forum.addSeparator()
    forum.addAction(window.export_action)
    window.map_forum_actions = add_map_forum_actions(window, forum)  # the map: PNG with legend, positions as text
    forum.addSeparator()
    for formato, label in FORMATS:
        ask = window._action(
            QCoreApplication.translate("BattleWindow", "Pedir al foro (%1)").replace("%1", label),
            lambda _c=False, f=formato: window.copy_forum("pedir", f),
            "Ctrl+Shift+P" if formato == "bbcode" else None,
            f"pedir_foro_{formato}",
        )
        forum.addAction(ask)
        window.forum_actions[("pedir", formato)] = ask
        summary = window._action(
            QCoreApplication.translate("BattleWindow", "Resumen de la ronda para el hilo (%1)").replace("%1", label),
            lambda _c=False, f=formato: window.copy_forum("resumen", f),
            None,
            f"resumen_ronda_{formato}",
        )
        forum.addAction(summary)
        window.forum_actions[("resumen", formato)] = summary
    window.forum_setup_action = window._action(
        QCoreApplication.translate("BattleWindow", "&Hilo y jugadores del foro…"),
        window.edit_forum,
        None,
        "hiloYJugadores",
    )
    forum.addAction(window.forum_setup_action)


def export_log_to(window: BattleWindow, path: Path) -> bool:
    """Write the whole log to ``path`` (Markdown for ``.md``, else BBCode); a failure is said, not raised."""
    formato: foro.Formato = "markdown" if path.suffix.lower() in (".md", ".markdown") else "bbcode"
    title = QCoreApplication.translate("BattleWindow", "No se pudo exportar")
    try:
        atomic_write_text(path, window.forum_text("registro", formato), backup=False)
    except SaveError as error:
        QMessageBox.critical(window, title, str(error))
        return False
    except OSError as error:
        text = QCoreApplication.translate("BattleWindow", "No se pudo escribir el registro: %1")
        QMessageBox.critical(window, title, text.replace("%1", str(error)))
        return False
    message = QCoreApplication.translate("BattleWindow", "Registro exportado a %1")
    window.statusBar().showMessage(message.replace("%1", str(path)), 5000)
    return True
