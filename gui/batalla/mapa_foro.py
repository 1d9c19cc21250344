"""The map for the forum post: the players' picture with its legend, and reading a reaction's square."""

from __future__ import annotations

from PySide6.QtGui import QPixmap

from core.battle import Battle
from core.tablero import Board, Square
from gui.batalla.mapa_dibujo import Aspecto, imagen_para_foro


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
