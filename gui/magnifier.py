"""The magnifier: a loupe that follows the pointer over watched widgets and shows the card beneath, sharp."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QGuiApplication, QPainter, QPainterPath, QPen, QRegion
from PySide6.QtWidgets import QWidget

from gui.pixmaps import face_key

LOUPE_W = 300
LOUPE_H = round(LOUPE_W * 88 / 63)
OFFSET = QPoint(28, 20)


class Magnifier(QWidget):
    """A floating rounded loupe. `watch(widget, piece_at)` makes it follow the pointer over `widget`,
    where `piece_at(pos)` answers (PieceDef, face_down), a PieceDef, or None. `toggle()` turns it
    on and off (bind it to M); `pin(card, face_down)` holds one card until `unpin()`. It alone knows whether it is
    on: `switched(on)` tells whatever shows that (the View menu's check mark), however it was turned.
    """

    switched = Signal(bool)

    def __init__(self, faces, parent: QWidget | None = None):
        super().__init__(parent, Qt.ToolTip | Qt.FramelessWindowHint | Qt.WindowDoesNotAcceptFocus)
        self.faces = faces
        self.enabled = True
        self.pinned: tuple | None = None
        self.current: tuple | None = None
        self.caption: list[str] = []  # the words written under a face that prints none (a token's name, profile)
        self._watched: dict[QObject, object] = {}
        self.setAttribute(Qt.WA_TranslucentBackground)
        self.setAttribute(Qt.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WA_ShowWithoutActivating)
        self.setFixedSize(LOUPE_W + 8, LOUPE_H + 8)
        # a translucent window is black where nothing is painted unless a compositor blends it (a bare X server, a
        # desktop with compositing off): the window itself is cut to the loupe's outline, border included
        outline = QPainterPath()
        outline.addRoundedRect(QRectF(2, 2, LOUPE_W + 4, LOUPE_H + 4), 20, 20)
        self.setMask(QRegion(outline.toFillPolygon().toPolygon()))
        self.setAccessibleName("Magnifier")
        faces.ready.connect(self._face_ready)

    # -- what to follow ------------------------------------------------------------------
    def watch(self, widget: QWidget, piece_at) -> None:
        widget.setMouseTracking(True)
        widget.installEventFilter(self)
        self._watched[widget] = piece_at
        widget.destroyed.connect(lambda *_: self._watched.pop(widget, None))

    def eventFilter(self, watched, event):
        kind = event.type()
        if watched in self._watched:
            if kind == QEvent.MouseMove:
                self.show_at(watched, event.position().toPoint())
            elif kind == QEvent.Leave and self.pinned is None:
                self.hide()
            elif kind == QEvent.ToolTip and self.isVisible():
                return True  # the loupe shows the card: the card's tooltip would only cover the loupe
        return False

    def show_at(self, widget: QWidget, pos: QPoint) -> None:
        """Show what lies under `pos` in a watched widget (what a pointer move does)."""
        if not self.enabled or self.pinned is not None:
            return
        found = self._watched.get(widget, lambda p: None)(pos)
        if found is None:
            self.hide()
            return
        card, face_down = found if isinstance(found, tuple) else (found, False)
        self._show(card, face_down, widget.mapToGlobal(pos))

    def _show(self, card, face_down: bool, near: QPoint):
        if self.current != (card, face_down):
            self.current = (card, face_down)
            self.caption = self.faces.caption(card, face_down)
            self.faces.request(card, "magnifier", face_down)
            self.setToolTip("a face-down card" if face_down else card.title)
            self.update()
        self.move(self._placed(near))
        if not self.isVisible():
            self.show()

    def _placed(self, near: QPoint) -> QPoint:
        """Beside the pointer, flipped to the other side near a screen edge."""
        screen = QGuiApplication.screenAt(near) or QGuiApplication.primaryScreen()
        area = screen.availableGeometry() if screen else None
        x, y = near.x() + OFFSET.x(), near.y() + OFFSET.y()
        if area is not None:
            if x + self.width() > area.right():
                x = near.x() - OFFSET.x() - self.width()
            y = max(area.top(), min(y, area.bottom() - self.height()))
            x = max(area.left(), x)
        return QPoint(x, y)

    # -- on, off, pinned -------------------------------------------------------------------
    def toggle(self) -> bool:
        return self.set_enabled(not self.enabled)

    def set_enabled(self, on: bool) -> bool:
        changed = on != self.enabled
        self.enabled = on
        if not on:
            self.pinned = None
            self.hide()
        if changed:
            self.switched.emit(on)
        return on

    def pin(self, card, face_down: bool = False, near: QPoint | None = None) -> None:
        """Hold this card in the loupe, whatever the pointer does."""
        self.set_enabled(True)
        self.pinned = None
        self._show(card, face_down, near if near is not None else self.pos() - OFFSET)
        self.pinned = (card, face_down)

    def forget(self) -> None:
        """Hide, and hold no card at all (the screen passing to another seat)."""
        self.pinned = None
        self.current = None
        self.caption = []
        self.setToolTip("")
        self.hide()

    def unpin(self) -> None:
        self.pinned = None
        self.hide()

    def _face_ready(self, key):
        if self.current is not None and key == face_key(self.current[0], "magnifier", self.current[1]):
            self.update()

    def paintEvent(self, event):
        if self.current is None:
            return
        card, face_down = self.current
        p = QPainter(self)
        p.setRenderHints(QPainter.Antialiasing | QPainter.SmoothPixmapTransform)
        frame = QRectF(4, 4, LOUPE_W, LOUPE_H)
        path = QPainterPath()
        path.addRoundedRect(frame, 18, 18)
        p.fillPath(path, QColor(20, 20, 18))
        p.save()
        p.setClipPath(path)
        pix = self.faces.pixmap(card, "magnifier", face_down)
        if self.caption:
            self._captioned(p, frame, pix)
        else:
            p.drawPixmap(frame, pix, QRectF(pix.rect()))
        p.restore()
        p.setPen(QPen(QColor(250, 204, 70) if self.pinned else QColor(235, 230, 215), 4))
        p.drawPath(path)

    def _captioned(self, p: QPainter, frame: QRectF, pix) -> None:
        """A face that prints no words (a round token): its name above it, the picture smaller, its kind and numbers
        written below."""
        title, *rest = self.caption
        heading = QFont(self.font())
        heading.setBold(True)
        heading.setPixelSize(18)
        p.setPen(QColor(245, 238, 220))
        p.setFont(heading)
        p.drawText(QRectF(frame.left() + 12, frame.top() + 8, frame.width() - 24, 28),
                   Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, title)
        side = frame.width() * 0.6
        shown = QRectF(pix.rect())
        square = min(shown.width(), shown.height())   # the token is drawn in the middle of its card-shaped face
        source = QRectF(shown.center().x() - square / 2, shown.center().y() - square / 2, square, square)
        p.drawPixmap(QRectF(frame.center().x() - side / 2, frame.top() + 42, side, side), pix, source)
        words = QFont(self.font())
        words.setPixelSize(13)
        p.setFont(words)
        below = frame.top() + 50 + side
        p.drawText(QRectF(frame.left() + 16, below, frame.width() - 32, frame.bottom() - below - 10),
                   Qt.TextFlag.TextWordWrap, "\n".join(rest))
