"""A rolled die as the table shows it: a rounded die in its kind's colour (Fight, Inspection; Fate in its own)
with the symbols of the face it landed on drawn large and named beneath, so a roll reads at a glance."""
from __future__ import annotations

from math import cos, pi, sin

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from engine.rulesets.arkeis.dice import die_type
from gui.rulesets.arkeis import palette


def landed(game, piece: str) -> tuple[str, ...] | None:
    """The symbols of the face a die shows now (() for a blank face), None while it has not been rolled."""
    shown = game.state.showing.get(piece)
    if shown is None:
        return None
    return tuple(die_type(game, game.card(piece).get("dice")).faces[shown].symbols)


def face_words(symbols: tuple[str, ...] | None) -> str:
    if symbols is None:
        return "?"
    return " + ".join(symbols) or "blank"


def colour_of(kind: str, symbols: tuple[str, ...] | None) -> tuple[int, int, int]:
    if symbols and "fate" in symbols:
        return palette.DICE["fate"]
    return palette.DICE.get(kind, palette.NEUTRAL)


def _blade(p: QPainter, r: QRectF) -> None:
    c, s = r.center(), r.width()
    p.drawLine(QPointF(c.x() - s * 0.32, c.y() + s * 0.32), QPointF(c.x() + s * 0.34, c.y() - s * 0.34))
    p.drawLine(QPointF(c.x() - s * 0.3, c.y() + s * 0.06), QPointF(c.x() - s * 0.06, c.y() + s * 0.3))  # the guard


def _ward(p: QPainter, r: QRectF) -> None:
    c, s = r.center(), r.width()
    shield = QPainterPath(QPointF(c.x(), c.y() - s * 0.38))
    shield.lineTo(c.x() + s * 0.32, c.y() - s * 0.26)
    shield.quadTo(c.x() + s * 0.3, c.y() + s * 0.22, c.x(), c.y() + s * 0.4)
    shield.quadTo(c.x() - s * 0.3, c.y() + s * 0.22, c.x() - s * 0.32, c.y() - s * 0.26)
    shield.closeSubpath()
    p.drawPath(shield)


def _eye(p: QPainter, r: QRectF) -> None:
    c, s = r.center(), r.width()
    lid = QPainterPath(QPointF(c.x() - s * 0.4, c.y()))
    lid.quadTo(c.x(), c.y() - s * 0.42, c.x() + s * 0.4, c.y())
    lid.quadTo(c.x(), c.y() + s * 0.42, c.x() - s * 0.4, c.y())
    p.drawPath(lid)
    p.drawEllipse(c, s * 0.1, s * 0.1)


def _key(p: QPainter, r: QRectF) -> None:
    c, s = r.center(), r.width()
    p.drawEllipse(QPointF(c.x() - s * 0.2, c.y()), s * 0.14, s * 0.14)
    p.drawLine(QPointF(c.x() - s * 0.06, c.y()), QPointF(c.x() + s * 0.38, c.y()))
    for dx in (0.2, 0.32):
        p.drawLine(QPointF(c.x() + s * dx, c.y()), QPointF(c.x() + s * dx, c.y() + s * 0.14))


def _glyph(p: QPainter, r: QRectF) -> None:
    c, s = r.center(), r.width()
    p.drawPolyline(QPolygonF([QPointF(c.x() - s * 0.26, c.y() - s * 0.34), QPointF(c.x() + s * 0.22, c.y() - s * 0.1),
                              QPointF(c.x() - s * 0.22, c.y() + s * 0.1), QPointF(c.x() + s * 0.26, c.y() + s * 0.34)]))


def _fate(p: QPainter, r: QRectF) -> None:
    c, s = r.center(), r.width()
    star = QPolygonF()
    for k in range(10):
        reach = s * (0.4 if k % 2 == 0 else 0.17)
        turn = pi * (k / 5 - 0.5)
        star.append(QPointF(c.x() + reach * cos(turn), c.y() + reach * sin(turn)))
    p.drawPolygon(star)


GLYPHS = {"blade": _blade, "ward": _ward, "eye": _eye, "key": _key, "glyph": _glyph, "fate": _fate}


def paint_die(painter: QPainter, rect: QRectF, kind: str, symbols: tuple[str, ...] | None) -> None:
    """A die in `rect` showing `symbols` (None: not rolled, a question mark)."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    colour = QColor(*colour_of(kind, symbols))
    side = min(rect.width(), rect.height())
    body = QRectF(rect.center().x() - side / 2, rect.top(), side, side).adjusted(3, 3, -3, -3)
    painter.setPen(QPen(QColor(30, 22, 16), 2))
    painter.setBrush(colour)
    painter.drawRoundedRect(body, side * 0.16, side * 0.16)
    ink = QColor(250, 244, 230)
    drawn = [s for s in symbols or () if s in GLYPHS]
    if symbols is None or not drawn:
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(8, round(side * (0.5 if symbols is None else 0.2))))
        painter.setFont(font)
        painter.setPen(ink)
        painter.drawText(body, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                         "?" if symbols is None else face_words(symbols))
        return
    painter.setPen(QPen(ink, max(2.0, side * 0.07), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                        Qt.PenJoinStyle.RoundJoin))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    cell = body.width() / len(drawn)
    for n, symbol in enumerate(drawn):  # several symbols on one face stand side by side
        size = min(cell, body.height()) * 0.9
        spot = QRectF(body.left() + cell * (n + 0.5) - size / 2, body.center().y() - size / 2, size, size)
        GLYPHS[symbol](painter, spot)


class DieFace(QWidget):
    """One die of a roll, the face it landed on drawn large and named beneath."""

    def __init__(self, kind: str, symbols: tuple[str, ...] | None, width: int, parent=None):
        super().__init__(parent)
        self.kind, self.symbols = kind, symbols
        words = face_words(symbols)
        self.setFixedSize(width, width)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(f"{kind.capitalize()} die showing {words}")
        self.setToolTip(f"A {kind} die showing {words}")

    def paintEvent(self, event):  # noqa: N802 - Qt's name
        painter = QPainter(self)
        paint_die(painter, QRectF(self.rect()), self.kind, self.symbols)
        painter.end()
