"""A die drawn as it lies, where the table asks about dice (which die pays, which die to re-roll): its card shows
only what kind of die it is. A white activation die or a black destiny die shows the number it landed on (pips up
to 6); an outcome die, in the colour its pack gives it, shows its mark: nothing but a dash for a failure, a disc
for a success, a star for a critical success."""
from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

# where the pips of each number stand, on a 3×3 grid of the face
PIPS = {1: ((1, 1),), 2: ((0, 0), (2, 2)), 3: ((0, 0), (1, 1), (2, 2)), 4: ((0, 0), (2, 0), (0, 2), (2, 2)),
        5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)), 6: ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2))}
WHITE = (QColor(240, 236, 226), QColor(40, 36, 32), QColor(120, 110, 96))
BLACK = (QColor(34, 32, 36), QColor(236, 226, 200), QColor(150, 140, 120))
OUTCOME = QColor(176, 164, 140)       # an outcome die whose pack gives it no colour
STAR = QColor(242, 193, 78)           # a critical success's star, gold on any die


def colours(body: QColor) -> tuple[QColor, QColor, QColor]:
    """A die's body, the ink its marks are drawn in (dark on a light die, light on a dark one), its edge."""
    ink = QColor(40, 36, 32) if body.lightnessF() > 0.45 else QColor(236, 226, 200)
    return body, ink, body.darker(170)


def paint_die(painter: QPainter, rect: QRectF, shown: int | str, look: tuple[QColor, QColor, QColor]) -> None:
    """A die's face in `rect`: a rounded square in `look` (body, ink, edge), showing a number (its pips, or the
    number past 6) or an outcome ("fail", "success", "crit")."""
    body, ink, edge = look
    side = min(rect.width(), rect.height()) * 0.9
    face = QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(edge, max(1.0, side / 24)))
    painter.setBrush(body)
    painter.drawRoundedRect(face, side / 6, side / 6)
    centre = face.center()
    if isinstance(shown, str):
        if shown == "crit":
            painter.setPen(QPen(ink, max(1.0, side / 28)))
            painter.setBrush(STAR)
            painter.drawPolygon(_star(centre, side * 0.36, side * 0.15))
        elif shown == "success":
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(ink)
            painter.drawEllipse(centre, side / 5, side / 5)
        else:                          # a failure: a blank face, a dash to show it is one
            pen = QPen(edge, max(1.0, side / 16))
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            painter.drawLine(QPointF(centre.x() - side / 8, centre.y()), QPointF(centre.x() + side / 8, centre.y()))
    elif shown in PIPS:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink)
        step, radius = side / 4, side / 11
        for col, row in PIPS[shown]:
            painter.drawEllipse(QPointF(face.left() + step * (col + 1), face.top() + step * (row + 1)), radius, radius)
    else:
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(6, round(side * 0.5)))
        painter.setFont(font)
        painter.setPen(ink)
        painter.drawText(face, Qt.AlignmentFlag.AlignCenter, str(shown))
    painter.restore()


def _star(centre: QPointF, outer: float, inner: float) -> QPolygonF:
    points = []
    for n in range(10):
        radius = outer if n % 2 == 0 else inner
        angle = -math.pi / 2 + n * math.pi / 5
        points.append(QPointF(centre.x() + radius * math.cos(angle), centre.y() + radius * math.sin(angle)))
    return QPolygonF(points)


class DieFace(QWidget):
    """One die as it lies now, drawn square at `width`, named for readers of the screen (`said`: what it shows, in
    words). `value` is its number or its outcome; `dark` a destiny die; `body` an outcome die's colour."""

    def __init__(self, value: int | str, dark: bool, what: str, width: int, said: str | None = None,
                 body: QColor | None = None, parent=None):
        super().__init__(parent)
        self.value, self.dark = value, dark
        self.look = colours(body) if body is not None else BLACK if dark else WHITE
        self.setFixedSize(width, width)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        name = f"{what} showing {said if said is not None else value}"
        self.setAccessibleName(name)
        self.setToolTip(name)

    def paintEvent(self, event):  # noqa: N802 - Qt's name
        painter = QPainter(self)
        paint_die(painter, QRectF(self.rect()), self.value, self.look)
        painter.end()
