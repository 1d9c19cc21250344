"""Compact chips: a flow layout, a removable chip widget and a table delegate that paints codes as chips."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFontMetrics, QKeyEvent, QPainter, QPalette
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLayoutItem,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QToolButton,
    QWidget,
)

from gui.editor.models import CHIPS_ROLE


class FlowLayout(QLayout):
    """Lays its items left to right and wraps them onto new lines (Qt's flow layout example)."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 4):
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._spacing = spacing
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        # Scroll areas and form layouts size height-for-width items badly (squeezing the rows
        # around them); the chip editor sets its own minimum height from heightForWidth instead.
        return False

    def heightForWidth(self, width: int) -> int:
        return self._do_layout(QRect(0, 0, width, 0), test=True)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._do_layout(rect, test=False)

    def sizeHint(self) -> QSize:
        return self.minimumSize()

    def minimumSize(self) -> QSize:
        size = QSize()
        for item in self._items:
            size = size.expandedTo(item.minimumSize())
        return size

    def _do_layout(self, rect: QRect, *, test: bool) -> int:
        x, y, line = rect.x(), rect.y(), 0
        for item in self._items:
            hint = item.sizeHint()
            if x + hint.width() > rect.right() and line > 0:
                x = rect.x()
                y += line + self._spacing
                line = 0
            if not test:
                item.setGeometry(QRect(QPoint(x, y), hint))
            x += hint.width() + self._spacing
            line = max(line, hint.height())
        return y + line - rect.y()


class Chip(QFrame):
    """A small rounded label with a ✕ button; ``removed`` carries its position in the list."""

    removed = Signal(int)

    def __init__(
        self, text: str, tooltip: str, index: int, *, removable: bool, parent: QWidget | None = None, shown: str = ""
    ):
        super().__init__(parent)
        self.setObjectName("chip")
        self.index = index
        self.text = text
        """The value in the sheet; ``shown`` (else the value) is what the chip reads."""
        text = shown or text
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 1, 2 if removable else 8, 1)
        layout.setSpacing(2)
        self.label = QLabel(text)
        layout.addWidget(self.label)
        self.setToolTip(tooltip)
        self.close_button: QToolButton | None = None
        if removable:
            button = QToolButton()
            button.setObjectName("quitarChip")
            button.setText("✕")
            button.setAutoRaise(True)
            button.setToolTip(self.tr("Quitar «%1»").replace("%1", text))
            button.clicked.connect(lambda: self.removed.emit(self.index))
            layout.addWidget(button)
            self.close_button = button
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def event(self, event: QEvent) -> bool:
        # Delete removes the focused chip; claim the key before any window-wide shortcut sees it.
        removable = getattr(self, "close_button", None) is not None  # events arrive during __init__ too
        if (
            removable
            and event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace)
        ):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        removable = self.close_button is not None
        if removable and event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            self.removed.emit(self.index)
            return
        super().keyPressEvent(event)


class ChipDelegate(QStyledItemDelegate):
    """Paints the codes of a cell (``CHIPS_ROLE``) as rounded chips."""

    def paint(
        self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        chips = index.data(CHIPS_ROLE)
        if not chips:
            super().paint(painter, option, index)
            return
        painter.save()
        style = option.widget.style() if option.widget is not None else None
        if style is not None:
            style.drawPrimitive(QStyle.PrimitiveElement.PE_PanelItemViewItem, option, painter, option.widget)
        metrics = QFontMetrics(option.font)
        rect: QRect = option.rect
        x = rect.x() + 4
        height = metrics.height() + 2
        y = rect.y() + (rect.height() - height) // 2
        palette: QPalette = option.palette
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        fill = QColor("#ffffff") if selected else QColor("#e3eefa")
        border = QColor("#ffffff") if selected else QColor("#7aa7d6")
        text_color = QColor("#12345a")
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for code, _text in chips:
            width = metrics.horizontalAdvance(code) + 12
            if x + width > rect.right() - 2:
                painter.setPen(palette.color(QPalette.ColorRole.Text))
                painter.drawText(QRect(x, y, 20, height), Qt.AlignmentFlag.AlignCenter, "…")
                break
            chip = QRect(x, y, width, height)
            painter.setPen(border)
            painter.setBrush(fill)
            painter.drawRoundedRect(chip, height / 2, height / 2)
            painter.setPen(text_color)
            painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, code)
            x += width + 4
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        chips = index.data(CHIPS_ROLE) or []
        metrics = QFontMetrics(option.font)
        width = sum(metrics.horizontalAdvance(code) + 16 for code, _ in chips) + 8
        return QSize(max(width, 60), metrics.height() + 8)
