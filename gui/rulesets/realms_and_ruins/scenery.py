"""What the Realms and Ruins board draws itself: each Realm's board (its side, its effect, who rules it, the
Followers and Othersiders standing there as cubes in their colours), the size of each Offer deck, an emptied
slot waiting for its card, and the label over the card being played. Read-only pictures: decisions are answered
in the dialogs and panels."""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from gui.rulesets.realms_and_ruins.geometry import FIGURE_STRIP
from gui.table.items import LIT, Z_SLOT

CUBE = 24
ROW_H = 40


@dataclass(frozen=True)
class Row:
    """The cubes of one owner in a Realm."""

    name: str
    colour: tuple[int, int, int]
    count: int
    rules: bool


@dataclass(frozen=True)
class RealmPicture:
    """Everything a Realm board shows, as plain data read from the game."""

    title: str
    ruined: bool
    suit: tuple[int, int, int]
    effect: str
    other_side: str
    ruler: str
    score: str
    rows: tuple[Row, ...]


def qcolour(rgb, alpha: int = 255) -> QColor:
    return QColor(rgb[0], rgb[1], rgb[2], alpha)


def _font(px: float, bold: bool = False, italic: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(6, round(px)))
    font.setBold(bold)
    font.setItalic(italic)
    return font


WRAP = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap


def fitted(text: str, width: float, height: float, px: float, bold: bool = False, italic: bool = False) -> QFont:
    """The font of `px` pixels, or a smaller one down to two thirds of it, in which `text` wrapped at `width` fits
    `height`: a Ruined side's long Ruler's Action lost its last line under the line below it."""
    font = _font(px, bold, italic)
    while font.pixelSize() > px * 2 / 3:
        if QFontMetricsF(font).boundingRect(QRectF(0, 0, width, 10_000), WRAP, text).height() <= height:
            break
        font = _font(font.pixelSize() - 1, bold, italic)
    return font


def text_boxes(p: RealmPicture, left: float, width: float) -> list[tuple[QRectF, QFont, QColor, str]]:
    """Where a Realm board's lines are written, in which font and colour: its Ruler's Action, its other side and
    what it scores, who rules it."""
    bright, dim = QColor(250, 244, 228), QColor(220, 212, 194)
    lines = [(QRectF(left, 78, width, 62), 24, True, False, bright, f"Ruler's Action: {p.effect}"),
             (QRectF(left, 140, width, 66), 18, False, True, dim,
              f"{'Healthy' if p.ruined else 'Ruined'} side: {p.other_side}. At the end, {p.score}."),
             (QRectF(left, 206, width, 32), 24, True, False, bright, p.ruler)]
    return [(box, fitted(text, width, box.height(), px, bold, italic), colour, text)
            for box, px, bold, italic, colour, text in lines]


class Picture(QGraphicsItem):
    """A board picture of a fixed size at a place; subclasses paint it."""

    def __init__(self, rect: QRectF, tooltip: str = ""):
        super().__init__()
        self.rect = QRectF(0, 0, rect.width(), rect.height())
        self.setPos(rect.topLeft())
        self.setZValue(Z_SLOT)
        self.setToolTip(tooltip)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # clicks go to the board (panning)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        return self.rect.adjusted(-9, -9, 9, 9)


class RealmItem(Picture):
    """One Realm board: its side in colour, what its ruler may do, who rules, and the cubes standing there."""

    def __init__(self, rect: QRectF, picture: RealmPicture, answer: tuple[str, str] | None = None):
        lines = [f"{picture.title} — {'Ruined' if picture.ruined else 'Healthy'}", picture.ruler,
                 f"Ruler's Action: {picture.effect}", f"Other side: {picture.other_side}", picture.score]
        lines += [f"{row.name}: {row.count}" for row in picture.rows]
        if answer is not None:
            lines.insert(0, f"Click: {answer[1]}")
        super().__init__(rect, "\n".join(lines))
        self.picture = picture
        self.answer = answer  # (option key, its words): the pending decision's one answer naming this Realm
        if answer is not None:
            self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
            self.setCursor(Qt.CursorShape.PointingHandCursor)

    def mousePressEvent(self, event):  # noqa: N802 - Qt's name
        event.accept()

    def mouseReleaseEvent(self, event):  # noqa: N802 - Qt's name
        if self.answer is not None and self.rect.contains(event.pos()) and self.scene() is not None:
            self.scene().chosen.emit(self.answer[0])

    def paint(self, painter: QPainter, option, widget=None):  # noqa: ARG002
        p = self.picture
        r = self.rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        ground = (78, 64, 86) if p.ruined else (62, 102, 70)
        painter.setPen(QPen(qcolour(p.suit), 6))
        painter.setBrush(qcolour(ground))
        painter.drawRoundedRect(r.adjusted(3, 3, -3, -3), 16, 16)
        if self.answer is not None:  # lit: a click here answers the question asked
            painter.setPen(QPen(LIT, 8))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r.adjusted(-4, -4, 4, 4), 20, 20)
        band = QRectF(10, 10, r.width() - 20, 58)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(qcolour(tuple(round(v * 0.82) for v in p.suit)))
        painter.drawRoundedRect(band, 10, 10)
        painter.setBrush(QColor(0, 0, 0, 50))
        painter.drawRoundedRect(QRectF(10, 74, FIGURE_STRIP - 6, r.height() - 84), 10, 10)  # where Heroes stand
        painter.setPen(QColor(252, 250, 244))
        painter.setFont(_font(36, bold=True))
        middle = Qt.AlignmentFlag.AlignVCenter
        painter.drawText(band.adjusted(16, 0, 0, 0), middle | Qt.AlignmentFlag.AlignLeft, p.title)
        painter.setFont(_font(26, bold=True))
        painter.drawText(band.adjusted(0, 0, -16, 0), middle | Qt.AlignmentFlag.AlignRight,
                         "RUINED" if p.ruined else "Healthy")
        left, width = FIGURE_STRIP + 14, r.width() - FIGURE_STRIP - 26
        for box, font, colour, text in text_boxes(p, left, width):
            painter.setFont(font)
            painter.setPen(colour)
            painter.drawText(box, WRAP, text)
        y = 244.0
        for row in p.rows:
            self._row(painter, row, left, y, width)
            y += ROW_H
        if not p.rows:
            painter.setFont(_font(20, italic=True))
            painter.setPen(QColor(220, 212, 194))
            painter.drawText(QRectF(left, y, width, 30), WRAP, "No Follower stands here.")

    def _row(self, painter: QPainter, row: Row, left: float, y: float, width: float) -> None:
        painter.setFont(_font(21, bold=row.rules))
        painter.setPen(QColor(250, 244, 228))
        label = 200
        name = f"{'♛ ' if row.rules else ''}{row.name}"
        painter.drawText(QRectF(left, y, label - 8, CUBE + 6), Qt.AlignmentFlag.AlignLeft |
                         Qt.AlignmentFlag.AlignVCenter, name)
        per_row = max(1, int((width - label - 44) // (CUBE + 5)))
        painter.setPen(QPen(QColor(30, 28, 26), 2))
        painter.setBrush(qcolour(row.colour))
        for k in range(min(row.count, per_row)):
            painter.drawRoundedRect(QRectF(left + label + k * (CUBE + 5), y + 3, CUBE, CUBE), 3, 3)
        painter.setPen(QColor(250, 244, 228))
        painter.setFont(_font(21, bold=True))
        x = left + label + min(row.count, per_row) * (CUBE + 5) + 4
        painter.drawText(QRectF(x, y, 60, CUBE + 6), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         f"{row.count}" if row.count > per_row else f"×{row.count}")


class CountItem(Picture):
    """A line of words on the board (the size of an Offer deck, a label over the card being played)."""

    def __init__(self, rect: QRectF, words: str, size: float = 20, tooltip: str = ""):
        super().__init__(rect, tooltip or words)
        self.words = words
        self.size = size

    def paint(self, painter: QPainter, option, widget=None):  # noqa: ARG002
        painter.setPen(QColor(236, 230, 214))
        painter.setFont(_font(self.size, bold=True))
        painter.drawText(self.rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
                         self.words)


class EmptySlotItem(Picture):
    """A revealed card's place, bought empty: a new card is revealed there between turns."""

    def __init__(self, rect: QRectF, words: str):
        super().__init__(rect, words)
        self.words = words

    def paint(self, painter: QPainter, option, widget=None):  # noqa: ARG002
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(QColor(200, 190, 170), 3, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(self.rect.adjusted(4, 4, -4, -4), 12, 12)
        painter.setFont(_font(20, italic=True))
        painter.drawText(self.rect.adjusted(20, 0, -20, 0),
                         Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.words)
