"""Bar charts drawn with QPainter (no plotting library in the bundle): bars, an interval on each."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

COLOURS = ("#3b6fb6", "#c0504d", "#6a9a3a", "#d08a26", "#7d5ba6", "#3a9a9a")


def _title(widget: QWidget, painter: QPainter, title: str, empty: bool) -> tuple[QColor, QFontMetrics, int]:
    """Draw a chart's title (and a dash when it has nothing); return the text colour, metrics and line height."""
    text = widget.palette().color(QPalette.ColorRole.WindowText)
    metrics = QFontMetrics(widget.font())
    line = metrics.height()
    bold = widget.font()
    bold.setBold(True)
    painter.setFont(bold)
    painter.setPen(text)
    painter.drawText(QRectF(0, 0, widget.width(), line + 4), Qt.AlignmentFlag.AlignLeft, title)
    painter.setFont(widget.font())
    if empty:
        painter.drawText(QRectF(0, line + 6, widget.width(), line), Qt.AlignmentFlag.AlignLeft, "—")
    return text, metrics, line


@dataclass(frozen=True)
class Bar:
    """One bar: its label, its value, an optional interval (low, high) and the text shown beside it."""

    etiqueta: str
    valor: float
    intervalo: tuple[float, float] | None = None
    texto: str = ""
    color: int = 0


class BarChart(QWidget):
    """Horizontal bars with their labels on the left, each with its interval as a whisker."""

    def __init__(self, title: str, parent: QWidget | None = None, maximum: float | None = None):
        super().__init__(parent)
        self.title = title
        self.maximum = maximum
        self.bars: list[Bar] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setMinimumHeight(80)

    def set_bars(self, bars: list[Bar]) -> None:
        self.bars = list(bars)
        self.setMinimumHeight(self.sizeHint().height())
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:
        rows = max(len(self.bars), 1)
        line = QFontMetrics(self.font()).height()
        return QSize(360, line * 2 + rows * (line + 8) + 8)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        text, metrics, line = _title(self, painter, self.title, not self.bars)
        if not self.bars:
            return
        label_width = min(max(metrics.horizontalAdvance(b.etiqueta) for b in self.bars) + 8, self.width() // 3)
        value_width = max(metrics.horizontalAdvance(b.texto) for b in self.bars) + 8
        left = label_width
        span = max(self.width() - left - value_width - 4, 20)
        top_value = self.maximum or max(max(b.valor, (b.intervalo or (0, 0))[1]) for b in self.bars) or 1.0
        y = line + 8
        for bar in self.bars:
            height = line + 2
            painter.setPen(text)
            label = metrics.elidedText(bar.etiqueta, Qt.TextElideMode.ElideRight, label_width - 6)
            painter.drawText(
                QRectF(0, y, label_width - 6, height),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                label,
            )
            width = span * max(0.0, min(bar.valor / top_value, 1.0))
            painter.fillRect(QRectF(left, y + 2, width, height - 4), QColor(COLOURS[bar.color % len(COLOURS)]))
            if bar.intervalo is not None:
                low, high = (left + span * min(v / top_value, 1.0) for v in bar.intervalo)
                middle = y + height / 2
                painter.setPen(QPen(text, 1.5))
                painter.drawLine(int(low), int(middle), int(high), int(middle))
                painter.drawLine(int(low), int(y + 3), int(low), int(y + height - 3))
                painter.drawLine(int(high), int(y + 3), int(high), int(y + height - 3))
            painter.setPen(text)
            painter.drawText(
                QRectF(left + span + 4, y, value_width, height),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                bar.texto,
            )
            y += line + 8


class Histogram(QWidget):
    """Vertical bars of a distribution (battles by the round they ended in)."""

    def __init__(self, title: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.title = title
        self.counts: dict[int, int] = {}
        self.setMinimumHeight(170)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_counts(self, counts: dict[int, int]) -> None:
        self.counts = dict(counts)
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(360, 170)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        text, _metrics, line = _title(self, painter, self.title, not self.counts)
        if not self.counts:
            return
        low, high = min(self.counts), max(self.counts)
        columns = high - low + 1
        top = max(self.counts.values())
        area = QRectF(4, 2 * line + 8, self.width() - 8, self.height() - 3 * line - 20)
        width = area.width() / columns
        painter.drawText(QRectF(area.left(), line + 6, area.width(), line), Qt.AlignmentFlag.AlignLeft, str(top))
        for offset in range(columns):
            count = self.counts.get(low + offset, 0)
            height = area.height() * count / top
            painter.fillRect(
                QRectF(area.left() + offset * width + 1, area.bottom() - height, max(width - 2, 1), height),
                QColor(COLOURS[0]),
            )
        painter.setPen(text)
        painter.drawLine(int(area.left()), int(area.bottom()), int(area.right()), int(area.bottom()))
        step = max(1, columns // 8)
        for offset in range(0, columns, step):
            x = area.left() + offset * width
            painter.drawText(
                QRectF(x, area.bottom() + 2, max(width * step, 16), line), Qt.AlignmentFlag.AlignLeft, str(low + offset)
            )
