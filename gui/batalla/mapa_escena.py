"""The map's scene: one item for the grid and its layers, one per token, and the view that turns mouse and
keyboard into squares (clicks, drags of a token, arrow keys and Enter). It decides nothing: it says where."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent, QMouseEvent, QPainter, QWheelEvent
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from core.tablero import Board, Square
from gui.batalla.mapa_dibujo import CELDA, Aspecto, Capas, casilla_en, pintar_ficha, pintar_tablero, rect_de


def square_under(board: Board | None, scene_point: QPointF) -> Square | None:
    """The board's square under a scene point (None off the board)."""
    if board is None:
        return None
    sq = casilla_en(board, scene_point)
    return sq if board.contains(sq) else None


def screen_centre(view: QGraphicsView, board: Board | None, sq: Square) -> QPointF:
    """Where a square's centre is in a view's viewport coordinates."""
    assert board is not None
    return QPointF(view.mapFromScene(rect_de(board, sq).center()))


class GridItem(QGraphicsItem):
    """The board's squares with the layers of the action in course (legal squares, reach, area, path)."""

    def __init__(self, board: Board, capas: Capas):
        super().__init__()
        self.board, self.capas = board, capas
        self.setZValue(0)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.board.columnas * CELDA, self.board.filas * CELDA)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        pintar_tablero(painter, self.board, self.capas)


class TokenItem(QGraphicsItem):
    """One combatant's token; its tooltip names it, its side and its conditions."""

    def __init__(self, aspecto: Aspecto, tooltip: str):
        super().__init__()
        self.aspecto = aspecto
        self.cid = aspecto.token.cid
        self.setToolTip(tooltip)
        self.setZValue(2 if aspecto.token.estado == "en_pie" else 1)
        self.setAcceptHoverEvents(True)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, CELDA, CELDA)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        pintar_ficha(painter, QRectF(0, 0, CELDA, CELDA), self.aspecto)


class NoteItem(QGraphicsSimpleTextItem):
    """A sentence shown on the map where something happened (a refusal where a token was dropped)."""

    def __init__(self, text: str):
        super().__init__(text)
        font = QFont()
        font.setPixelSize(12)
        font.setBold(True)
        self.setFont(font)
        self.setBrush(QColor("#b3261e"))
        self.setZValue(5)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.fillRect(self.boundingRect().adjusted(-4, -2, 4, 2), QColor("#fff8e1"))
        painter.setPen(QColor("#b3261e"))
        painter.drawRect(self.boundingRect().adjusted(-4, -2, 4, 2))
        super().paint(painter, option, widget)


class MapView(QGraphicsView):
    """Mouse and keys over the scene: ``square_clicked``, ``token_clicked``, ``token_dropped``, ``hovered``.

    ``draggable`` (set by the panel) says which tokens may be dragged now; a drop reports the square under
    the pointer and leaves the token where it is until the panel redraws from the battle.
    """

    square_clicked = Signal(object)
    token_clicked = Signal(str)
    token_dropped = Signal(str, object, QPointF)
    hovered = Signal(object)
    activated = Signal(object)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("mapaVista")
        self.setScene(QGraphicsScene(self))
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.board: Board | None = None
        self.draggable: set[str] = set()
        self.selection: Square | None = None
        self._drag: TokenItem | None = None
        self._offset = QPointF()
        self._moved = False
        self.zoom = 1.0
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setToolTip(
            QCoreApplication.translate(
                "MapView", "Ctrl + rueda o las teclas + y −: zoom; 0: todo el tablero a la vista"
            )
        )

    def set_zoom(self, zoom: float) -> None:
        """Scale the map (between a tenth and four times its size)."""
        self.zoom = min(4.0, max(0.1, zoom))
        self.resetTransform()
        self.scale(self.zoom, self.zoom)

    def fit(self) -> None:
        """The whole board in view (scaled down or up to the panel's size)."""
        rect = self.sceneRect()
        if not rect.isEmpty():
            space = self.viewport().size()
            self.set_zoom(0.97 * min(space.width() / rect.width(), space.height() / rect.height()))
            self.centerOn(rect.center())

    def wheelEvent(self, event: QWheelEvent) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.set_zoom(self.zoom * (1.15 if event.angleDelta().y() > 0 else 1 / 1.15))
            return
        super().wheelEvent(event)

    def token_at(self, scene_point: QPointF) -> TokenItem | None:
        for item in self.scene().items(scene_point):
            if isinstance(item, TokenItem):
                return item
        return None

    def square_at(self, scene_point: QPointF) -> Square | None:
        return square_under(self.board, scene_point)

    def centre_of(self, sq: Square) -> QPointF:
        """Where a square is on screen (viewport coordinates), for tests and tooltips."""
        return screen_centre(self, self.board, sq)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        point = self.mapToScene(event.position().toPoint())
        token = self.token_at(point)
        self._moved = False
        if token is not None and token.cid in self.draggable:
            self._drag = token
            self._offset = point - token.pos()
            token.setZValue(10)
        self._press = point

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        point = self.mapToScene(event.position().toPoint())
        if self._drag is not None:
            if (point - self._press).manhattanLength() > 3:
                self._moved = True
            self._drag.setPos(point - self._offset)
        self.hovered.emit(self.square_at(point))
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            super().mouseReleaseEvent(event)
            return
        point = self.mapToScene(event.position().toPoint())
        drag, self._drag = self._drag, None
        if drag is not None and self._moved:
            self.token_dropped.emit(drag.cid, self.square_at(point), point)
            return
        if drag is not None:
            drag.setZValue(2)
        token = self.token_at(point)
        if token is not None:
            self.token_clicked.emit(token.cid)
        sq = self.square_at(point)
        if sq is not None:
            self.selection = sq
            self.square_clicked.emit(sq)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        steps = {
            Qt.Key.Key_Left: (-1, 0),
            Qt.Key.Key_Right: (1, 0),
            Qt.Key.Key_Up: (0, -1),
            Qt.Key.Key_Down: (0, 1),
        }
        key = Qt.Key(event.key())
        zooms = {Qt.Key.Key_Plus: 1.25, Qt.Key.Key_Equal: 1.25, Qt.Key.Key_Minus: 0.8}
        if key in zooms:
            self.set_zoom(self.zoom * zooms[key])
            return
        if key == Qt.Key.Key_0:
            self.fit()
            return
        if self.board is not None and key in steps:
            start = self.selection or self.board.origen
            dx, dy = steps[key]
            moved = (start[0] + dx, start[1] + dy)
            if self.board.contains(moved):
                self.selection = moved
            self.hovered.emit(self.selection)
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.selection is not None:
            self.activated.emit(self.selection)
            return
        super().keyPressEvent(event)
