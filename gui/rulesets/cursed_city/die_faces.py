"""A white activation die or a black destiny die drawn showing the number it landed on (pips up to 6), where the
table shows which die pays for an action: its card shows only what kind of die it is."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

# where the pips of each number stand, on a 3×3 grid of the face
PIPS = {1: ((1, 1),), 2: ((0, 0), (2, 2)), 3: ((0, 0), (1, 1), (2, 2)), 4: ((0, 0), (2, 0), (0, 2), (2, 2)),
        5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)), 6: ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2))}
WHITE = (QColor(240, 236, 226), QColor(40, 36, 32), QColor(120, 110, 96))
BLACK = (QColor(34, 32, 36), QColor(236, 226, 200), QColor(150, 140, 120))


def paint_die(painter: QPainter, rect: QRectF, value: int, dark: bool) -> None:
    """A die's face in `rect`: a rounded square, its pips (or its number past 6), white or black."""
    body, ink, edge = BLACK if dark else WHITE
    side = min(rect.width(), rect.height()) * 0.9
    face = QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(edge, max(1.0, side / 24)))
    painter.setBrush(body)
    painter.drawRoundedRect(face, side / 6, side / 6)
    if value in PIPS:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink)
        step, radius = side / 4, side / 11
        for col, row in PIPS[value]:
            painter.drawEllipse(QPointF(face.left() + step * (col + 1), face.top() + step * (row + 1)), radius, radius)
    else:
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(6, round(side * 0.5)))
        painter.setFont(font)
        painter.setPen(ink)
        painter.drawText(face, Qt.AlignmentFlag.AlignCenter, str(value))
    painter.restore()


class DieFace(QWidget):
    """One die as it lies now, drawn square at `width`, named for readers of the screen."""

    def __init__(self, value: int, dark: bool, what: str, width: int, parent=None):
        super().__init__(parent)
        self.value, self.dark = value, dark
        self.setFixedSize(width, width)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(f"{what} showing {value}")
        self.setToolTip(f"{what} showing {value}")

    def paintEvent(self, event):  # noqa: N802 - Qt's name
        painter = QPainter(self)
        paint_die(painter, QRectF(self.rect()), self.value, self.dark)
        painter.end()
