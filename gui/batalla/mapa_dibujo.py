"""Painting the battle map: the grid with its layers, one token, and the PNG for the forum with its legend.

Pure drawing over values core gives (core/tablero.py): the scene items (mapa_escena.py) and the exported
picture call the same functions, so what the players see is what the GM saw, minus what is hidden.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QImage, QPainter, QPainterPath, QPen, QPixmap

from core.tablero import Board, Square, Token, siglas

CELDA = 36
"""Side of a square, in scene pixels."""
COLORES = ("#1f5fa8", "#b3261e", "#2e7d32", "#6a3d9a", "#e07b00", "#00838f")
"""Side colours, in the order the sides first appear (dark enough for white initials)."""
ESTADO_BORDE = {"fuera": "#616161", "huido": "#9e9e9e", "reserva": "#9e9e9e"}


@dataclass
class Capas:
    """What the grid shows besides its squares: all of it comes from the ruleset's answers."""

    legales: set[Square] = field(default_factory=set)
    provocan: set[Square] = field(default_factory=set)
    alcance: set[Square] = field(default_factory=set)
    cubre: set[Square] = field(default_factory=set)
    camino: list[Square] = field(default_factory=list)
    seleccion: Square | None = None


@dataclass(frozen=True)
class Aspecto:
    """How one token is drawn: its side colour, initials or portrait, badges and marks."""

    token: Token
    nombre: str
    color: str
    retrato: QPixmap | None = None
    insignias: tuple[str, ...] = ()
    actual: bool = False
    objetivo: bool = False


def rect_de(board: Board, sq: Square) -> QRectF:
    return QRectF((sq[0] - board.origen[0]) * CELDA, (sq[1] - board.origen[1]) * CELDA, CELDA, CELDA)


def casilla_en(board: Board, punto: QPointF) -> Square:
    return (int(punto.x() // CELDA) + board.origen[0], int(punto.y() // CELDA) + board.origen[1])


_FONDOS: dict[tuple[int, int, frozenset[Square]], QPixmap] = {}
"""The background of a board (squares, blocked ones, lines) painted once per size and obstacles."""


def _fondo(board: Board) -> QPixmap:
    key = (board.columnas, board.filas, board.bloqueadas)
    found = _FONDOS.get(key)
    if found is None:
        if len(_FONDOS) > 8:
            _FONDOS.clear()
        width, height = board.columnas * CELDA, board.filas * CELDA
        found = QPixmap(width + 1, height + 1)
        found.fill(QColor("#f4f1ea"))
        p = QPainter(found)
        for sq in board.bloqueadas:
            if board.contains(sq):
                p.fillRect(rect_de(board, sq), QColor(58, 58, 58))
        p.setPen(QPen(QColor("#c9c2b3"), 1))
        for x in range(board.columnas + 1):
            p.drawLine(x * CELDA, 0, x * CELDA, height)
        for y in range(board.filas + 1):
            p.drawLine(0, y * CELDA, width, y * CELDA)
        p.end()
        _FONDOS[key] = found
    return found


def pintar_tablero(p: QPainter, board: Board, capas: Capas) -> None:
    """Background, blocked squares and lines (cached), reach, covered area, legal squares, path, selection."""
    p.drawPixmap(0, 0, _fondo(board))
    for squares, color in (
        (capas.alcance, QColor(31, 95, 168, 45)),
        (capas.cubre, QColor(179, 38, 30, 85)),
        (capas.legales - capas.provocan, QColor(46, 125, 50, 110)),
        (capas.provocan, QColor(224, 123, 0, 140)),
    ):
        for sq in squares:
            if board.contains(sq):
                p.fillRect(rect_de(board, sq).adjusted(1, 1, 0, 0), color)
    if capas.camino:
        p.setPen(QPen(QColor("#2e7d32"), 3, Qt.PenStyle.DotLine))
        centres = [rect_de(board, sq).center() for sq in capas.camino]
        for a, b in itertools.pairwise(centres):
            p.drawLine(a, b)
    if capas.seleccion is not None and board.contains(capas.seleccion):
        p.setPen(QPen(QColor("#111111"), 3))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(rect_de(board, capas.seleccion).adjusted(2, 2, -2, -2))


def pintar_ficha(p: QPainter, rect: QRectF, a: Aspecto) -> None:
    """A round token: portrait or initials on the side colour; out/fled/reserve greyed, hidden faded."""
    state = a.token.estado
    inner = rect.adjusted(4, 4, -4, -4)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    if a.token.oculto or state in ("huido", "reserva"):
        p.setOpacity(0.45)
    fill = QColor(a.color) if state == "en_pie" else QColor(ESTADO_BORDE[state])
    p.setPen(QPen(QColor("#ffffff"), 2))
    p.setBrush(QBrush(fill))
    p.drawEllipse(inner)
    if a.retrato is not None and state == "en_pie":
        clip = QPainterPath()
        clip.addEllipse(inner.adjusted(2, 2, -2, -2))
        p.setClipPath(clip)
        p.drawPixmap(inner.toRect(), a.retrato)
        p.setClipping(False)
    else:
        p.setPen(QColor("#ffffff"))
        font = QFont()
        font.setBold(True)
        font.setPixelSize(int(CELDA * 0.36))
        p.setFont(font)
        p.drawText(inner, Qt.AlignmentFlag.AlignCenter, siglas(a.nombre))
    if state == "fuera":
        p.setPen(QPen(QColor("#b3261e"), 3))
        p.drawLine(inner.topLeft(), inner.bottomRight())
        p.drawLine(inner.topRight(), inner.bottomLeft())
    if state == "huido":
        p.setPen(QPen(QColor("#424242"), 2, Qt.PenStyle.DashLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(inner)
    p.setOpacity(1.0)
    if a.actual:
        p.setPen(QPen(QColor("#f2b705"), 4))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(rect.adjusted(2, 2, -2, -2))
    if a.objetivo:
        p.setPen(QPen(QColor("#b3261e"), 3, Qt.PenStyle.DashLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(rect.adjusted(1, 1, -1, -1))
    _insignias(p, rect, a.insignias)
    p.restore()


def _insignias(p: QPainter, rect: QRectF, insignias: tuple[str, ...]) -> None:
    """Up to three small badges along the top edge (the first letters of each active condition)."""
    font = QFont()
    font.setPixelSize(9)
    font.setBold(True)
    p.setFont(font)
    for i, text in enumerate(insignias[:3]):
        badge = QRectF(rect.right() - 13 - i * 12, rect.top(), 13, 13)
        p.setPen(QPen(QColor("#ffffff"), 1))
        p.setBrush(QColor("#212121"))
        p.drawEllipse(badge)
        p.setPen(QColor("#ffffff"))
        p.drawText(badge, Qt.AlignmentFlag.AlignCenter, text[:1].upper())


LEYENDA_FILA = 22


def imagen_para_foro(board: Board, aspectos: list[Aspecto], leyenda: list[str], titulo: str) -> QImage:
    """The map as the players may see it, with a legend under it: one line per token drawn.

    The caller passes only the tokens the players may see (core.tablero.visibles); nothing here hides.
    """
    width = max(board.columnas * CELDA, 360)
    top = 28
    height = top + board.filas * CELDA + 10 + LEYENDA_FILA * len(leyenda) + 10
    image = QImage(width + 20, height, QImage.Format.Format_ARGB32)
    image.fill(QColor("#ffffff"))
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    font = QFont()
    font.setPixelSize(14)
    font.setBold(True)
    p.setFont(font)
    p.setPen(QColor("#212121"))
    p.drawText(QRectF(10, 4, width, 22), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, titulo)
    p.translate(10, top)
    pintar_tablero(p, board, Capas())
    for a in aspectos:
        if a.token.casilla is not None:
            pintar_ficha(p, rect_de(board, a.token.casilla), a)
    p.translate(0, board.filas * CELDA + 10)
    font.setBold(False)
    font.setPixelSize(13)
    for i, (a, line) in enumerate(zip(aspectos, leyenda, strict=False)):
        box = QRectF(0, i * LEYENDA_FILA, LEYENDA_FILA, LEYENDA_FILA)
        pintar_ficha(p, box.adjusted(-3, -3, 3, 3), a)
        p.setFont(font)
        p.setPen(QColor("#212121"))
        p.drawText(
            QRectF(LEYENDA_FILA + 6, i * LEYENDA_FILA, width, LEYENDA_FILA),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            line,
        )
    p.end()
    return image
