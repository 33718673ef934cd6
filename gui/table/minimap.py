"""A small overview of the whole board in a corner of the view, with the visible part framed; click to go there."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QImage, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QWidget

from gui.table.items import CardItem, FigureItem

SIZE = 200
VIEW_SHARE = 0.3  # of the view's shorter side: a small view (a laptop at 200 %) keeps most of its board in sight
SEE_THROUGH = 0.3


class MiniMap(QWidget):
    """Overlay child of a BoardView; shown only while the board is larger than the window."""

    def __init__(self, view):
        super().__init__(view)
        self.view = view
        self._thumb: QImage | None = None
        self._source = QRectF()
        self._stale = QTimer(self, singleShot=True, interval=150)
        self._stale.timeout.connect(self.rebuild)
        self.setCursor(Qt.PointingHandCursor)
        self.covering = False  # every corner of the view has a card beneath: drawn see-through
        self.wanted = True     # the player may put it away (View menu): the board then has the whole view
        self._marks: list[QRectF] | None = None  # what the board prints, as last shown (`_covers_read`)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover)
        self.setAccessibleName("Board overview")
        self.setToolTip("The whole board: click or drag to look elsewhere")
        self.hide()

    def invalidate(self):
        self._marks = None  # the board changed: read again when next needed
        if self.isVisible():
            self._stale.start()
        else:
            self._thumb = None  # drawn when it is next needed, not for a board that fits the view

    def rebuild(self):
        """Draw the board once into a thumbnail (never per frame)."""
        scene = self.view.scene()
        source = scene.board_rect().adjusted(-40, -40, 40, 40)
        size = self._size()
        scale = min((size - 8) / source.width(), (size - 8) / source.height())
        w, h = max(8, int(source.width() * scale)), max(8, int(source.height() * scale))
        dpr = self.devicePixelRatioF()
        image = QImage(int(w * dpr), int(h * dpr), QImage.Format_ARGB32_Premultiplied)
        image.setDevicePixelRatio(dpr)
        image.fill(QColor(24, 30, 28, 220))
        painter = QPainter(image)
        painter.setRenderHint(QPainter.SmoothPixmapTransform)
        # a label that keeps its size whatever the zoom (a name plate) would be drawn as large on the thumbnail as on
        # the board, over the rooms it names: the overview shows the board without them
        labels = [item for item in scene.items() if item.isVisible()
                  and item.flags() & QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations]
        for item in labels:
            item.setVisible(False)
        try:
            scene.render(painter, QRectF(0, 0, w, h), source)
        finally:
            for item in labels:
                item.setVisible(True)
        painter.end()
        self._thumb, self._source = image, source
        self.setFixedSize(w + 8, h + 8)
        self.place()
        self.update()

    def _size(self) -> int:
        """The side of the square the overview fits in: SIZE, or less in a small view."""
        port = self.view.viewport().size()
        return max(64, min(SIZE, round(min(port.width(), port.height()) * VIEW_SHARE)))

    def place(self):
        """In the first corner of the view with no card beneath (bottom right first); where every corner
        covers a card, in the one where it covers least of what a player reads (the pieces, what is printed on the
        board), letting the board show through until the pointer comes: zoomed in at 200 %, it lay over the
        number of the zone in the bottom-right corner while the top-left one showed only a floor."""
        port = self.view.viewport().geometry()
        w, h, m = self.width(), self.height(), 10
        corners = [(port.right() - w - m, port.bottom() - h - m), (port.left() + m, port.bottom() - h - m),
                   (port.right() - w - m, port.top() + m), (port.left() + m, port.top() + m)]
        for x, y in corners:
            if not self._covers_cards(QRect(x, y, w, h).translated(-port.topLeft())):
                self.covering = False
                self.move(x, y)
                return
        self.covering = True
        # the first of those that cover least: bottom right while they are alike
        at = port.topLeft()
        self.move(*min(corners, key=lambda c: self._covers_read(QRect(c[0] - at.x(), c[1] - at.y(), w, h))))

    def _covers_cards(self, rect: QRect) -> bool:
        """Whether a part of the view lies over the board: a card, or what the ruleset's board draws itself (a room,
        a Realm's board), which the player reads as much as the cards."""
        scene = self.view.scene()
        area = self.view.mapToScene(rect).boundingRect()
        drawn = scene.scenery
        return any(isinstance(item, CardItem) or item in drawn for item in scene.items(area))

    def _covers_read(self, rect: QRect) -> float:
        """How much of what a player reads on the board lies under a part of the view (in scene units squared): the
        pieces (cards, pawns) and what the board prints (`Board.printed_marks`: numbers, symbols, names)."""
        scene = self.view.scene()
        area = self.view.mapToScene(rect).boundingRect()
        read = [item.sceneBoundingRect() for item in scene.items(area) if isinstance(item, (CardItem, FigureItem))]
        if self._marks is None:   # once per change of the board, not at each step of a scroll
            self._marks = scene.shape.printed_marks(scene.game) if scene.shape is not None and scene.game else []
        read += self._marks
        under = (area.intersected(r) for r in read)
        return sum(r.width() * r.height() for r in under if not r.isEmpty())

    def refresh(self):
        """Show or hide by whether the board fits, and move the frame of the visible part."""
        scene = self.view.scene()
        visible = self.view.visible_rect()
        needed = self.wanted and not visible.contains(scene.board_rect())
        if needed != self.isVisible():
            self.setVisible(needed)
            if needed and self._thumb is None:
                self._stale.start()  # drawn after the board's own first frame, not before it
        if needed:
            if self._thumb is not None and abs(max(self.width(), self.height()) - self._size()) > 4:
                self._stale.start()  # the view changed size: so does the overview
            self.place()
            self.raise_()
            self.update()

    def _to_scene(self, point: QPointF) -> QPointF:
        scale = self._source.width() / max(1.0, self.width() - 8)
        return QPointF(self._source.left() + (point.x() - 4) * scale, self._source.top() + (point.y() - 4) * scale)

    def paintEvent(self, event):
        if self._thumb is None:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        if self.covering and not self.underMouse():
            p.setOpacity(SEE_THROUGH)
        p.setPen(QPen(QColor(230, 224, 200), 1))
        p.setBrush(QColor(24, 30, 28, 220))
        p.drawRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), 6, 6)
        p.drawImage(QPointF(4, 4), self._thumb)
        visible = self.view.visible_rect()
        scale = (self.width() - 8) / max(1.0, self._source.width())
        frame = QRectF(4 + (visible.left() - self._source.left()) * scale, 4 + (visible.top() - self._source.top()) * scale,
                       visible.width() * scale, visible.height() * scale).intersected(QRectF(self.rect()))
        p.setPen(QPen(QColor(250, 204, 70), 2))
        p.setBrush(Qt.NoBrush)
        p.drawRect(frame)

    def event(self, event):
        if event.type() in (QEvent.Type.HoverEnter, QEvent.Type.HoverLeave):
            self.update()  # opaque under the pointer, see-through again when it leaves
        return super().event(event)

    def mousePressEvent(self, event):
        self.view.centerOn(self._to_scene(event.position()))

    def mouseMoveEvent(self, event):
        if event.buttons():
            self.view.centerOn(self._to_scene(event.position()))
