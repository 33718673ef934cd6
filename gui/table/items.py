"""What lies on the board: cards (face or back), the seats' figures, and lit zones."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem

from gui.faces.render import SIZES

CARD_W, CARD_H = SIZES["table"]  # one scene unit is one pixel of a table-size face
CARD_RECT = QRectF(0, 0, CARD_W, CARD_H)
FRAME_OUT = 7  # how far the selection frame (3 out, pen 6 wide) reaches beyond the card

DRAG_START = 6  # scene units the pointer must travel before a press becomes a drag
SELECTED = QColor(250, 204, 70)
LIT = QColor(90, 210, 120)
Z_SLOT, Z_CARD, Z_ATTACHED, Z_TARGET, Z_FIGURE, Z_FLOATING, Z_DRAGGED = 0, 10, 20, 30, 40, 50, 100


def shrink_for(need: float) -> int:
    """How many times smaller than its table size a face may be drawn where one face pixel takes `need` pixels of
    the screen (the zoom times the screen's pixel ratio)."""
    return 4 if need <= 0.3 else 2 if need <= 0.6 else 1


class Draggable:
    """Press, drag and release handling shared by cards and figures; the scene decides what a drop means."""

    draggable = False

    def _press(self, event):
        self._press_at = event.scenePos()
        self._origin = self.pos()
        self._dragging = False
        event.accept()

    def _move(self, event):
        if not (self.draggable and getattr(self, "_press_at", None) is not None):
            return
        delta = event.scenePos() - self._press_at
        if not self._dragging and delta.manhattanLength() < DRAG_START:
            return
        if not self._dragging:
            self._dragging = True
            self._z_before = self.zValue()
            self.setZValue(Z_DRAGGED)
        self.follow(event.scenePos())

    @property
    def dragged(self) -> bool:
        return bool(getattr(self, "_dragging", False))

    def follow(self, point) -> None:
        """The piece being dragged goes under the pointer at this scene point (the board may have panned under a
        still pointer)."""
        self.setPos(self._origin + (point - self._press_at))
        self.scene().drag_over(self, point)

    def let_go(self) -> None:
        """The press became a pan of the board (this piece cannot move now): its release is no click."""
        self._press_at, self._dragging = None, False

    def _release(self, event):
        if getattr(self, "_press_at", None) is None:
            return
        dragged, self._press_at = self._dragging, None
        self._dragging = False
        if dragged:
            self.setZValue(self._z_before)
            self.scene().dropped(self, event.scenePos(), self._origin)
        else:
            self.scene().clicked(self)


class CardItem(Draggable, QGraphicsItem):
    """One card piece: its face, or its back when it lies face down. Paints cached pixmaps only."""

    def __init__(self, faces, piece: str, card, face_down: bool):
        super().__init__()
        self.faces, self.piece, self.card, self.face_down = faces, piece, card, face_down
        self._press_at = None
        self.setFlag(QGraphicsItem.ItemIsFocusable)
        self.setFlag(QGraphicsItem.ItemIsSelectable)
        self.setAcceptedMouseButtons(Qt.LeftButton)
        self.setZValue(Z_CARD)
        self.pointed = False  # an answer under the pointer (or the keyboard) acts on this card: it is lit
        faces.ahead(card, face_down)  # ask early: the face is decoded before it is first painted

    def boundingRect(self) -> QRectF:
        # the selection frame is drawn around the card: what is painted must lie inside, or a card sliding
        # back after a refused drop leaves trails of its frame behind
        return CARD_RECT.adjusted(-FRAME_OUT, -FRAME_OUT, FRAME_OUT, FRAME_OUT)

    def shape(self):
        path = QPainterPath()
        path.addRect(CARD_RECT)
        return path

    def set_face_down(self, face_down: bool, card=None):
        """Show the card's other side; `card`: the card it is drawn as now (a face-down card is drawn as its back's
        stand-in, `gui.looking.stand_in`, and as itself once turned up)."""
        card = self.card if card is None else card
        if face_down != self.face_down or card is not self.card:
            self.face_down, self.card = face_down, card
            self.faces.ahead(self.card, face_down)
            self.update()

    def paint(self, painter: QPainter, option, widget=None):
        lod = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
        device = painter.device()
        need = lod * (device.devicePixelRatioF() if device is not None else 1.0)
        pix = None
        if need > 1.15:  # a face drawn larger than its table size: use the sharper one
            pix = self.faces.loaded(self.card, "magnifier", self.face_down)
            if pix is None:
                self.faces.request(self.card, "magnifier", self.face_down)
        if pix is None:
            pix = self.faces.pixmap(self.card, "table", self.face_down, shrink_for(need))
        painter.drawPixmap(CARD_RECT, pix, QRectF(pix.rect()))
        if self.pointed:
            painter.setPen(QPen(LIT, 6))
            painter.setBrush(Qt.NoBrush)
            painter.drawRoundedRect(CARD_RECT.adjusted(-3, -3, 3, 3), 12, 12)
        elif self.isSelected() or self.hasFocus():
            painter.setPen(QPen(SELECTED, 6 if self.isSelected() else 3))
            painter.setBrush(Qt.NoBrush)
            painter.drawRoundedRect(CARD_RECT.adjusted(-3, -3, 3, 3), 12, 12)

    def mousePressEvent(self, event):
        self.setFocus(Qt.MouseFocusReason)
        self._press(event)

    def mouseMoveEvent(self, event):
        self._move(event)

    def mouseReleaseEvent(self, event):
        self._release(event)

    def mouseDoubleClickEvent(self, event):
        self.scene().opened(self)
        event.accept()

    def focusInEvent(self, event):
        self.update()

    def focusOutEvent(self, event):
        self.update()


FIGURE_W, FIGURE_H = 40, 54  # small enough to stand on a card's picture, clear of what is read


class FigureItem(Draggable, QGraphicsItem):
    """A seat's pawn: a coloured figure with an initial, standing in its zone."""

    def __init__(self, seat: int, name: str, initial: str, colour: QColor):
        super().__init__()
        self.seat, self.name, self.initial, self.colour = seat, name, initial, colour
        self._press_at = None
        self.setZValue(Z_FIGURE)
        self.setAcceptedMouseButtons(Qt.NoButton)  # until a decision lets it be dragged
        # a press on the figure is not a press on the card under it: the keyboard stays where it was
        self.setFlag(QGraphicsItem.ItemStopsClickFocusPropagation)
        self.setToolTip(name)
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, FIGURE_W + 8, FIGURE_H + 8)

    @staticmethod
    def silhouette() -> QPainterPath:
        """The pawn's outline: what is drawn, and what the pointer grabs (the square around it is another pawn's
        when they stand close)."""
        w, h = FIGURE_W, FIGURE_H
        body = QPainterPath()
        body.moveTo(w * 0.08, h)
        body.cubicTo(w * 0.08, h * 0.55, w * 0.25, h * 0.42, w * 0.5, h * 0.42)
        body.cubicTo(w * 0.75, h * 0.42, w * 0.92, h * 0.55, w * 0.92, h)
        body.closeSubpath()
        body.addEllipse(QPointF(w / 2, h * 0.27), w * 0.25, w * 0.25)
        return body.simplified()

    def shape(self) -> QPainterPath:
        return SILHOUETTE

    def paint(self, painter: QPainter, option, widget=None):
        painter.setRenderHint(QPainter.Antialiasing)
        w, h = FIGURE_W, FIGURE_H
        painter.setPen(QPen(QColor(20, 18, 16), 3))
        painter.setBrush(QBrush(self.colour))
        painter.drawPath(SILHOUETTE)
        painter.setPen(QColor(255, 255, 255) if self.colour.lightness() < 150 else QColor(20, 18, 16))
        font = QFont()
        font.setBold(True)
        font.setPixelSize(int(h * 0.3))
        painter.setFont(font)
        painter.drawText(QRectF(0, h * 0.55, w, h * 0.42), Qt.AlignCenter, self.initial)

    def mousePressEvent(self, event):
        self._press(event)

    def mouseMoveEvent(self, event):
        self._move(event)

    def mouseReleaseEvent(self, event):
        self._release(event)


SILHOUETTE = FigureItem.silhouette()


class SlotItem(QGraphicsItem):
    """A lit zone: where the floating card may be dropped, or where a figure may go."""

    def __init__(self, zone: str, key: str, label: str, rect: QRectF, over_card: bool):
        super().__init__()
        self.zone, self.key, self.label, self.over_card = zone, key, label, over_card
        self.hot = False
        self._rect = self.space = rect  # the zone's rectangle in the scene
        self.setPos(rect.topLeft())
        self.setZValue(Z_TARGET if over_card else Z_SLOT)
        self.setAcceptedMouseButtons(Qt.NoButton)
        self.setToolTip(label)

    def boundingRect(self) -> QRectF:
        return QRectF(-8, -8, self._rect.width() + 16, self._rect.height() + 16)

    def set_hot(self, hot: bool):
        if hot != self.hot:
            self.hot = hot
            self.update()

    def paint(self, painter, option, widget=None):
        painter.setRenderHint(QPainter.Antialiasing)
        r = QRectF(0, 0, self._rect.width(), self._rect.height())
        fill = QColor(LIT)
        fill.setAlpha(150 if self.hot else (50 if self.over_card else 95))
        pen = QPen(QColor(250, 250, 240) if self.hot else LIT.lighter(130), 10 if self.hot else 7)
        if not self.hot:
            pen.setStyle(Qt.DashLine)
        painter.setPen(pen)
        painter.setBrush(fill)
        painter.drawRoundedRect(r.adjusted(-3, -3, 3, 3), 14, 14)
        if not self.over_card:
            painter.setPen(QPen(QColor(255, 255, 255, 230), 12, Qt.SolidLine, Qt.RoundCap))
            c = r.center()
            painter.drawLine(c + QPointF(-34, 0), c + QPointF(34, 0))
            painter.drawLine(c + QPointF(0, -34), c + QPointF(0, 34))
