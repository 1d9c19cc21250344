"""The board in the encounter set-up, drawn with the mouse: its size, its obstacles and where the tokens start.

It edits only the battle settings the ruleset names for it (``core.tablero.BoardSetup``: the house rules of
the starting squares, the size and the obstacles) through the set-up's own widgets, so what starts the battle
is exactly ``SetupPage.options()``. What it draws is the engine's answer: the set-up's battle is started
(with throwaway dice) and its board and tokens shown, tokens nobody dragged on the square the engine gives
them; a set-up the engine refuses shows its sentence. Nothing here decides a rule.
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, QTimer, Signal, SignalInstance
from PySide6.QtGui import QBrush, QColor, QMouseEvent, QPainter, QPen, QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from core import tablero
from core.battle import Battle, IllegalAction
from core.dice import RandomSource
from core.ruleset import JsonValue
from core.tablero import Board, BoardSetup, Square, Token
from gui.batalla.mapa_dibujo import CELDA, COLORES, Aspecto, Capas, rect_de
from gui.batalla.mapa_escena import GridItem, TokenItem, screen_centre, square_under

if TYPE_CHECKING:
    from gui.batalla.preparar import SetupPage

MAXIMO = 100
"""The largest side the corner may be dragged to (the engine refuses boards over 10 000 squares)."""


class SetupView(QGraphicsView):
    """Mouse over the set-up board: a token dragged (``token_dropped``: cid, square or None when dropped off the
    board), squares painted (``painted``: the squares, True to block them), the corner dragged (``resized``)."""

    token_dropped = Signal(str, object)
    painted = Signal(object, bool)
    resized = Signal(int, int)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("preparacionMapaVista")
        self.setScene(QGraphicsScene(self))
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)  # the grid stays readable scaled down
        self.board: Board | None = None
        self.grid: GridItem | None = None
        self.can_resize = False
        self.can_paint = False
        self.occupied: set[Square] = set()
        self._mode = ""
        self._drag: TokenItem | None = None
        self._offset = QPointF()
        self._painted: set[Square] = set()
        self._add = True
        self._size = (0, 0)
        self._outline: QGraphicsRectItem | None = None

    def fit(self) -> None:
        """The whole board in view: scaled down when it does not fit, never up."""
        rect = self.scene().sceneRect()
        if rect.isEmpty():
            return
        space = self.viewport().size()
        scale = min(1.0, (space.width() - 4) / rect.width(), (space.height() - 4) / rect.height())
        self.resetTransform()
        self.scale(max(scale, 0.1), max(scale, 0.1))
        self.centerOn(rect.center())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def centre_of(self, sq: Square) -> QPointF:
        """Where a square is on screen (viewport coordinates), for tests."""
        return screen_centre(self, self.board, sq)

    def corner(self) -> QPointF:
        """The board's bottom-right corner on screen, the handle that resizes it."""
        assert self.board is not None
        return QPointF(self.mapFromScene(QPointF(self.board.columnas * CELDA, self.board.filas * CELDA)))

    def _square(self, point: QPointF) -> Square | None:
        return square_under(self.board, point)

    def _near_corner(self, point: QPointF) -> bool:
        if self.board is None or not self.can_resize:
            return False
        corner = QPointF(self.board.columnas * CELDA, self.board.filas * CELDA)
        return (point - corner).manhattanLength() <= CELDA * 0.6

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or self.board is None:
            super().mousePressEvent(event)
            return
        point = self.mapToScene(event.position().toPoint())
        token = next((i for i in self.scene().items(point) if isinstance(i, TokenItem)), None)
        sq = self._square(point)
        if self._near_corner(point):
            self._mode, self._size = "resize", (self.board.columnas, self.board.filas)
        elif token is not None:
            self._mode, self._drag, self._offset = "token", token, point - token.pos()
            token.setZValue(10)
        elif sq is not None and self.can_paint:
            self._mode, self._add, self._painted = "paint", sq not in self.board.bloqueadas, set()
            self._paint(sq)
        else:
            self._mode = ""

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        point = self.mapToScene(event.position().toPoint())
        if self._mode == "token" and self._drag is not None:
            self._drag.setPos(point - self._offset)
        elif self._mode == "paint":
            sq = self._square(point)
            if sq is not None:
                self._paint(sq)
        elif self._mode == "resize":
            self._size = (
                min(MAXIMO, max(1, round(point.x() / CELDA))),
                min(MAXIMO, max(1, round(point.y() / CELDA))),
            )
            if self._outline is None:
                self._outline = self.scene().addRect(QRectF(), QPen(QColor("#1f5fa8"), 3, Qt.PenStyle.DashLine))
                self._outline.setZValue(20)
            self._outline.setRect(QRectF(0, 0, self._size[0] * CELDA, self._size[1] * CELDA))
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        super().mouseReleaseEvent(event)
        if event.button() == Qt.MouseButton.LeftButton:
            self._released(self.mapToScene(event.position().toPoint()))

    def _released(self, point: QPointF) -> None:
        """The end of a drag: where the token fell, the squares painted, the new size."""
        mode, self._mode = self._mode, ""
        if mode == "token" and self._drag is not None:
            cid, self._drag = self._drag.cid, None
            self.token_dropped.emit(cid, self._square(point))
        elif mode == "paint" and self._painted:
            self.painted.emit(set(self._painted), self._add)
        elif mode == "resize":
            self._outline = None
            self.resized.emit(*self._size)

    def _paint(self, sq: Square) -> None:
        """One more square of the stroke (squares with a token are skipped); the grid shows it at once."""
        if sq in self.occupied or sq in self._painted or self.board is None or self.grid is None:
            return
        self._painted.add(sq)
        blocked = set(self.grid.board.bloqueadas)
        blocked = blocked | {sq} if self._add else blocked - {sq}
        self.grid.board = replace(self.grid.board, bloqueadas=frozenset(blocked))
        self.grid.update()


class _Corner(QGraphicsRectItem):
    """The handle at the board's bottom-right corner: drag it to change the size."""

    def __init__(self, board: Board):
        x, y = board.columnas * CELDA, board.filas * CELDA
        super().__init__(QRectF(x - 9, y - 9, 18, 18))
        self.setBrush(QBrush(QColor("#1f5fa8")))
        self.setPen(QPen(QColor("#ffffff"), 2))
        self.setZValue(15)


class MapSetup(QWidget):
    """The set-up's board: drawn from the engine's start of the set-up, edited into the set-up's settings."""

    def __init__(self, page: SetupPage):
        super().__init__(page)
        self.setObjectName("preparacionMapa")
        self.page = page
        self.setup: BoardSetup | None = None
        self.board: Board | None = None
        self.tokens: list[Token] = []
        self.problem = ""
        self.tabs: QTabWidget | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.refresh)
        layout = QVBoxLayout(self)
        self.help = QLabel("")
        self.help.setObjectName("preparacionMapaAyuda")
        self.help.setWordWrap(True)
        self.help.setToolTip(
            self.tr(
                "Una ficha soltada fuera del tablero vuelve a la casilla que le da el motor; soltada sobre otra "
                "colocada a mano, se cambian. Lo que se ve es cómo empezaría la batalla."
            )
        )
        layout.addWidget(self.help)
        self.view = SetupView(self)
        self.view.token_dropped.connect(self._dropped)
        self.view.painted.connect(self._painted)
        self.view.resized.connect(self._resized)
        layout.addWidget(self.view, 1)
        self.problem_label = QLabel("")
        self.problem_label.setObjectName("preparacionMapaProblema")
        self.problem_label.setProperty("rol", "problema")
        self.problem_label.setWordWrap(True)
        layout.addWidget(self.problem_label)
        row = QHBoxLayout()
        self.default_button = QPushButton(self.tr("Colocación por defecto"))
        self.default_button.setObjectName("preparacionMapaDefecto")
        self.default_button.setToolTip(self.tr("Olvida las casillas arrastradas: el motor coloca a todos"))
        self.default_button.clicked.connect(lambda: self._write_positions({}))
        row.addWidget(self.default_button)
        self.clear_button = QPushButton(self.tr("Quitar los obstáculos"))
        self.clear_button.setObjectName("preparacionMapaSinObstaculos")
        self.clear_button.clicked.connect(lambda: self._write_obstacles(set()))
        row.addWidget(self.clear_button)
        row.addStretch(1)
        layout.addLayout(row)
        page.table.model().rowsInserted.connect(self.schedule)
        page.table.model().rowsRemoved.connect(self.schedule)
        page.table.model().dataChanged.connect(self.schedule)

    # -- following the set-up ---------------------------------------------------------------
    def schedule(self, *_args: object) -> None:
        """Redraw once the set-up has settled (several edits in a row redraw once)."""
        self._timer.start()

    def reload(self) -> None:
        """The ruleset changed: which settings to draw, and listen to the new setting widgets."""
        ruleset = self.page.ruleset()
        self.setup = tablero.board_setup_of(ruleset) if ruleset is not None else None
        for widget in self.page.rule_widgets.values():
            for signal in _signals(widget):
                signal.connect(self.schedule)
        self.schedule()

    def refresh(self) -> None:
        """Start the set-up's battle as the engine would and draw its board, tokens and any refusal."""
        setup = self.setup
        if setup is None:
            return
        self._prune()
        people = {c.id: c for c in self.page.combatants() if c.id}
        self.board, self.tokens, self.problem = None, [], ""
        try:
            options = self.page.options()
            battle = Battle.start(self.page.ruleset(), list(people.values()), RandomSource(0), options)  # type: ignore[arg-type]
        except ValueError as error:
            self.problem = str(error)
        except (IllegalAction, KeyError, TypeError, IndexError) as error:
            self.problem = str(error) if len(people) >= 2 else ""
        else:
            self.board = tablero.board_of(battle.ruleset, battle.view)
            self.tokens = tablero.tokens_of(battle.ruleset, battle.view)
        if self.board is None or setup.ancho is None:
            self.board = self._drawn_board(setup)
        if not self.tokens:
            placed = self._positions()
            self.tokens = [Token(cid, placed.get(cid)) for cid in people]
        self.problem_label.setText(self.problem)
        self._draw()

    def _drawn_board(self, setup: BoardSetup) -> Board:
        """The board as the settings draw it (before the engine's answer, or for a board without edges)."""
        cols, rows = self._number(setup.ancho, setup.columnas), self._number(setup.alto, setup.filas)
        placed = [sq for sq in self._positions().values() if min(sq) >= 0]
        if setup.ancho is None:  # no edges: wide enough for every square placed
            cols = max([cols, *(sq[0] + 3 for sq in placed)])
            rows = max([rows, *(sq[1] + 3 for sq in placed)])
        return Board(cols, rows, frozenset(self._obstacles()))

    def _draw(self) -> None:
        assert self.board is not None and self.setup is not None
        board, scene, view = self.board, self.view.scene(), self.view
        scene.clear()
        view.board = board
        view.grid = GridItem(board, Capas())
        scene.addItem(view.grid)
        view.can_resize = self.setup.ancho is not None and self.setup.alto is not None
        view.can_paint = self.setup.obstaculos is not None
        if view.can_resize:
            scene.addItem(_Corner(board))
        sides = list(dict.fromkeys(c.bando for c in self.page.combatants()))
        names = {c.id: (c.nombre, c.bando) for c in self.page.combatants()}
        dragged = self._positions()
        tray = [t for t in self.tokens if t.casilla is None or not board.contains(t.casilla)]
        view.occupied = {t.casilla for t in self.tokens if t.casilla is not None}
        tray_y = (board.filas + 0.7) * CELDA
        if tray:
            label = QGraphicsSimpleTextItem(self.tr("Sin colocar (arrástralas al tablero):"))
            label.setPos(0, tray_y - 18)
            scene.addItem(label)
        for token in self.tokens:
            if token.cid not in names:
                continue
            nombre, bando = names[token.cid]
            colour = COLORES[sides.index(bando) % len(COLORES)] if bando in sides else COLORES[0]
            tip = f"<b>{nombre}</b> ({bando})<br>{self._tip(token.cid in dragged)}"
            item = TokenItem(Aspecto(replace(token, estado="en_pie", oculto_para=()), nombre, colour), tip)
            if token in tray:
                item.setPos(tray.index(token) * CELDA, tray_y + 4)
            else:
                assert token.casilla is not None
                item.setPos(rect_de(board, token.casilla).topLeft())
            scene.addItem(item)
        height = board.filas * CELDA + ((1.7 * CELDA + 8) if tray else 12)
        width = max(board.columnas * CELDA, len(tray) * CELDA) + 12
        scene.setSceneRect(QRectF(-6, -6, width, height))
        self.help.setText(self._help())
        self.default_button.setEnabled(bool(dragged))
        self.clear_button.setVisible(view.can_paint)
        self.clear_button.setEnabled(bool(self._obstacles()))
        view.fit()

    def _tip(self, dragged: bool) -> str:
        return self.tr("Casilla arrastrada en la preparación") if dragged else self.tr("Casilla que le da el motor")

    def _help(self) -> str:
        parts = [self.tr("Arrastra las fichas para colocarlas.")]
        if self.view.can_paint:
            parts.append(self.tr("Clic o arrastre en casillas vacías: obstáculos."))
        if self.view.can_resize:
            parts.append(self.tr("Esquina azul: tamaño."))
        return " ".join(parts)

    # -- the settings it edits --------------------------------------------------------------
    def _value(self, rid: str | None) -> JsonValue:
        if rid is None or rid not in self.page.rule_widgets:
            return None
        widget = self.page.rule_widgets[rid]
        if isinstance(widget, QSpinBox):
            return widget.value()
        if isinstance(widget, QLineEdit):
            try:
                value: JsonValue = json.loads(widget.text())
            except ValueError:
                return None
            return value
        return None

    def _number(self, rid: str | None, default: int) -> int:
        value = self._value(rid)
        return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else default

    def _positions(self) -> dict[str, Square]:
        raw = self._value(self.setup.posiciones if self.setup else None)
        if not isinstance(raw, dict):
            return {}
        return {str(cid): sq for cid, value in raw.items() if (sq := _square(value)) is not None}

    def _obstacles(self) -> set[Square]:
        raw = self._value(self.setup.obstaculos if self.setup else None)
        return {sq for value in raw if (sq := _square(value)) is not None} if isinstance(raw, list) else set()

    def _write(self, rid: str | None, value: JsonValue) -> None:
        widget = self.page.rule_widgets.get(rid or "")
        if isinstance(widget, QSpinBox) and isinstance(value, int):
            widget.setValue(value)
        elif isinstance(widget, QLineEdit):
            widget.setText(json.dumps(value, ensure_ascii=False))
        self.schedule()

    def _write_positions(self, positions: dict[str, Square]) -> None:
        assert self.setup is not None
        self._write(self.setup.posiciones, {cid: [sq[0], sq[1]] for cid, sq in positions.items()})

    def _write_obstacles(self, squares: set[Square]) -> None:
        if self.setup is not None and self.setup.obstaculos is not None:
            self._write(self.setup.obstaculos, [[x, y] for x, y in sorted(squares)])

    def _prune(self) -> None:
        """Squares dragged for someone no longer in the set-up (removed, id changed) are forgotten."""
        ids = {c.id for c in self.page.combatants()}
        positions = self._positions()
        if set(positions) - ids:
            self._write_positions({cid: sq for cid, sq in positions.items() if cid in ids})

    # -- mouse --------------------------------------------------------------------------------
    def _dropped(self, cid: str, sq: Square | None) -> None:
        """A token dropped on a square starts there; on another dragged token, the two swap; off the board,
        it goes back to the square the engine gives it."""
        positions = self._positions()
        old = next((t.casilla for t in self.tokens if t.cid == cid), None)
        if sq is None:
            positions.pop(cid, None)
        else:
            other = next((c for c, s in positions.items() if s == sq and c != cid), None)
            if other is not None:
                if old is not None and self.board is not None and self.board.contains(old):
                    positions[other] = old
                else:
                    positions.pop(other)
            positions[cid] = sq
        self._write_positions(positions)

    def _painted(self, squares: set[Square], add: bool) -> None:
        current = self._obstacles()
        self._write_obstacles(current | squares if add else current - squares)

    def _resized(self, cols: int, rows: int) -> None:
        if self.setup is not None and self.setup.ancho is not None and self.setup.alto is not None:
            self._write(self.setup.ancho, cols)
            self._write(self.setup.alto, rows)


def _square(value: object) -> Square | None:
    if isinstance(value, list | tuple) and len(value) == 2 and all(type(v) is int for v in value):
        return (int(value[0]), int(value[1]))
    return None


def _signals(widget: QWidget) -> list[SignalInstance]:
    if isinstance(widget, QSpinBox | QDoubleSpinBox):
        return [widget.valueChanged]
    if isinstance(widget, QLineEdit):
        return [widget.textChanged]
    if isinstance(widget, QComboBox):
        return [widget.currentIndexChanged]
    if isinstance(widget, QCheckBox):
        return [widget.toggled]
    return []


def attach_map_setup(page: SetupPage, order_box: QGroupBox) -> MapSetup:
    """The board of the set-up, in a tab beside the turn order (``.tabs``, for the page's layout); the tab is
    shown for the rulesets whose battle has a board."""
    setup = MapSetup(page)
    tabs = QTabWidget(page)
    tabs.setObjectName("preparacionPestanas")
    tabs.addTab(order_box, order_box.title())
    tabs.addTab(setup, QCoreApplication.translate("MapSetup", "Tablero"))
    setup.tabs = tabs

    def ruleset_changed() -> None:
        setup.reload()
        shown = setup.setup is not None
        tabs.setTabVisible(1, shown)
        if not shown:
            tabs.setCurrentIndex(0)

    page.ruleset_combo.currentIndexChanged.connect(ruleset_changed)
    ruleset_changed()
    return setup
