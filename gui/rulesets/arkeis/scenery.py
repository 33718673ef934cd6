"""What the Arkeis board draws itself: rooms (stone, walled all round) and floors (open sand) with their zones,
doors closed by a Search token or open, and the Injuries beside a wounded miniature. Read-only pictures under
the pieces: clicks go through them to the miniatures and tokens."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView

from gui.rulesets.arkeis import palette
from gui.rulesets.arkeis.geometry import ZONE
from gui.table.items import Z_FIGURE
from gui.table.plates import placed

Z_ROOM, Z_DOOR = -20, -10


def qcolour(rgb, alpha: int = 255) -> QColor:
    return QColor(rgb[0], rgb[1], rgb[2], alpha)


def font(px: float, bold: bool = False, italic: bool = False) -> QFont:
    f = QFont()
    f.setPixelSize(max(6, round(px)))
    f.setBold(bold)
    f.setItalic(italic)
    return f


def printed_rect(zone_rect: QRectF) -> QRectF:
    """Where a Search symbol printed on a zone's floor is drawn: in its middle, where a token would lie."""
    return QRectF(zone_rect.center().x() - 28, zone_rect.center().y() - 28, 56, 56)


def number_rect(zone_rect: QRectF, label: str) -> QRectF:
    """Where a zone's number is printed: in its bottom-right corner, in large figures."""
    metrics = QFontMetricsF(font(22, bold=True))
    wide, high = metrics.horizontalAdvance(label), metrics.height()
    return QRectF(zone_rect.right() - 12 - wide, zone_rect.bottom() - 8 - high, wide, high)


def title_rect(room_rect: QRectF, title: str) -> QRectF:
    """Where a room's or floor's name is printed: along its top, from the left."""
    wide = QFontMetricsF(font(20, bold=True)).horizontalAdvance(title)
    return QRectF(room_rect.left() + 16, room_rect.top() + 12, min(wide + 2, room_rect.width() - 32), 26)


class Picture(QGraphicsItem):
    """A board picture of a fixed size at a place; subclasses paint it."""

    def __init__(self, rect: QRectF, tooltip: str = "", z: float = Z_ROOM):
        super().__init__()
        self.rect = QRectF(0, 0, rect.width(), rect.height())
        self.setPos(rect.topLeft())
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        if tooltip:
            self.setToolTip(tooltip)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        return self.rect.adjusted(-12, -12, 12, 12)


class RoomItem(Picture):
    """A room or floor: its ground, the seams between its zones and their numbers, its walls, its name."""

    def __init__(self, rect: QRectF, title: str, walled: bool, zones: list[tuple[str, QRectF]],
                 printed: list[tuple[QRectF, str]] = ()):
        marks = "".join(f"; a Search symbol {s.upper()} is printed here" for _, s in printed)
        super().__init__(rect, f"{title}{' (a room: walls all round)' if walled else ' (open ground)'}{marks}")
        self.title, self.walled, self.zones, self.printed = title, walled, zones, list(printed)

    def paint(self, painter: QPainter, option, widget=None):  # noqa: ARG002
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        ground = palette.STONE if self.walled else palette.SAND
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(qcolour(ground))
        painter.drawRect(r)
        # flagstones, or wind-ribbed sand
        painter.setPen(QPen(qcolour(tuple(round(v * 0.86) for v in ground)), 2))
        step = ZONE / 5
        for k in range(1, int(r.height() / step)):
            y = r.top() + k * step
            painter.drawLine(r.left(), y, r.right(), y)
            if self.walled:
                shift = (k % 2) * step / 2
                x = r.left() + shift
                while x < r.right():
                    painter.drawLine(x, y - step, x, y)
                    x += step
        painter.setPen(QPen(qcolour(palette.WALL, 110), 3, Qt.PenStyle.DashLine))
        for n, (label, zone_rect) in enumerate(self.zones):
            z = zone_rect.translated(-self.pos())
            if len(self.zones) > 1:
                painter.drawRect(z.adjusted(2, 2, -2, -2))
                painter.setFont(font(22, bold=True))
                painter.setPen(qcolour((250, 244, 228) if self.walled else (70, 56, 40), 170))
                painter.drawText(number_rect(z, label), Qt.AlignmentFlag.AlignCenter, label)
                painter.setPen(QPen(qcolour(palette.WALL, 110), 3, Qt.PenStyle.DashLine))
        if self.walled:
            painter.setPen(QPen(qcolour(palette.WALL), 14))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(r.adjusted(7, 7, -7, -7))
        for zone_rect, symbol in self.printed:  # carved in the floor, where a token would lie
            z = zone_rect.translated(-self.pos())
            mark = printed_rect(z)
            painter.setPen(QPen(qcolour(palette.WALL), 4))
            painter.setBrush(qcolour((170, 150, 110)))
            painter.drawRect(mark)
            painter.setFont(font(34, bold=True))
            painter.drawText(mark, Qt.AlignmentFlag.AlignCenter, symbol.upper())
        painter.setFont(font(20, bold=True))
        painter.setPen(QColor(250, 244, 228) if self.walled else QColor(60, 46, 30))
        painter.drawText(title_rect(r, self.title), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         self.title)


class PrintedMark(Picture):
    """Where a Search symbol printed on a zone's floor lies (the room draws it): a click on it offers its search, as
    a token's does. It draws nothing itself."""

    def __init__(self, rect: QRectF, zone: str, symbol: str):
        super().__init__(rect, f"A Search symbol {symbol.upper()} printed on the floor: click to search it "
                               "(an Explorer standing here searches it as a token, and it stays)", Z_DOOR)
        self.zone = zone
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        return self.rect

    def paint(self, painter: QPainter, option, widget=None):  # noqa: ARG002
        pass

    def mousePressEvent(self, event):  # noqa: N802 - Qt's name
        event.accept()

    def mouseReleaseEvent(self, event):  # noqa: N802 - Qt's name
        if self.rect.contains(event.pos()) and self.scene() is not None:
            self.scene().clicked(self)
        event.accept()


class DoorItem(Picture):
    """A door on a wall: a closed leaf while a Search token lies on it, an opening once the token is gone."""

    def __init__(self, rect: QRectF, closed: bool, upright: bool, tooltip: str):
        super().__init__(rect, tooltip, Z_DOOR)
        self.closed, self.upright = closed, upright

    def paint(self, painter: QPainter, option, widget=None):  # noqa: ARG002
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        if self.closed:
            painter.setPen(QPen(QColor(30, 20, 12), 3))
            painter.setBrush(qcolour(palette.DOOR))
            painter.drawRoundedRect(r, 4, 4)
            return
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(qcolour(palette.STONE))
        painter.drawRect(r.adjusted(-2, -2, 2, 2) if self.upright else r.adjusted(-2, -2, 2, 2))
        painter.setPen(QPen(qcolour(palette.DOOR), 5))
        if self.upright:  # the leaf swung open against the wall
            painter.drawLine(r.left(), r.top(), r.left() - 30, r.top() + 22)
        else:
            painter.drawLine(r.left(), r.top(), r.left() + 22, r.top() - 30)


class BadgeItem(Picture):
    """A mark beside a miniature: a disc with a number or a sign, in the colour of what it counts (red Injuries,
    gold Power tokens, violet an Activation marker)."""

    def __init__(self, rect: QRectF, count, tooltip: str, colour=(176, 30, 30)):
        super().__init__(rect, tooltip, Z_FIGURE - 1)
        self.count, self.colour = count, colour

    def paint(self, painter: QPainter, option, widget=None):  # noqa: ARG002
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(250, 240, 230), 3))
        painter.setBrush(qcolour(self.colour))
        painter.drawEllipse(self.rect)
        painter.setFont(font(self.rect.height() * 0.6, bold=True))
        painter.drawText(self.rect, Qt.AlignmentFlag.AlignCenter, str(self.count))


class TrackItem(Picture):
    """The episode's time track under the map: its spaces in a row, those that do something marked with a bell,
    the Time marker on the space it stands on."""

    SPACE = 64

    def __init__(self, rect: QRectF, spaces: int, at: int, marked: dict[int, str], title: str):
        lines = [f"Space {n}: {words}" for n, words in sorted(marked.items())]
        super().__init__(rect, f"{title}: the Time marker is on space {at} of {spaces}" +
                         ("\n" + "\n".join(lines) if lines else ""), Z_ROOM)
        self.spaces, self.at, self.marked, self.title = spaces, at, marked, title

    def paint(self, painter: QPainter, option, widget=None):  # noqa: ARG002
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        painter.setPen(QPen(qcolour(palette.WALL), 4))
        painter.setBrush(QColor(226, 212, 184))
        painter.drawRoundedRect(r, 12, 12)
        painter.setPen(QColor(60, 40, 24))
        painter.setFont(font(24, bold=True))
        painter.drawText(QRectF(r.left() + 16, r.top() + 6, r.width() - 32, 34), Qt.AlignmentFlag.AlignLeft,
                         f"{self.title} — space {self.at} of {self.spaces}")
        for n in range(1, self.spaces + 1):
            box = QRectF(r.left() + 16 + (n - 1) * self.SPACE, r.top() + 46, self.SPACE - 8, self.SPACE - 8)
            painter.setPen(QPen(qcolour(palette.WALL), 3))
            painter.setBrush(QColor(196, 150, 90) if n in self.marked else QColor(246, 238, 220))
            painter.drawRoundedRect(box, 8, 8)
            painter.setPen(QColor(60, 40, 24))
            painter.setFont(font(20, bold=n in self.marked))
            painter.drawText(box.adjusted(4, 2, -4, -2), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                             str(n))
            if n in self.marked:  # a bell: something happens as the marker reaches it
                bell = QRectF(box.center().x() - 10, box.center().y() - 6, 20, 20)
                painter.setBrush(QColor(90, 60, 30))
                painter.setPen(Qt.PenStyle.NoPen)
                painter.drawChord(bell, 0, 180 * 16)
                painter.drawRect(QRectF(bell.left(), bell.center().y(), bell.width(), 6))
            if n == self.at:  # the Time marker
                painter.setPen(QPen(QColor(250, 244, 228), 3))
                painter.setBrush(QColor(40, 90, 140))
                painter.drawEllipse(box.center() + QPointF(8, 10), 14, 14)


class CampItem(Picture):
    """Back at Camp, where the rooms lay: the camp's steps, the one played now, and the Camp box, in large
    writing on a sheet of the logbook (the cards the table decides about are in the Camp panel)."""

    def __init__(self, rect: QRectF, title: str, lines: list[tuple[str, str]], box: str):
        super().__init__(rect, "Back at Camp: choose under “What now?” or click a card in the Camp panel", Z_ROOM)
        self.title, self.lines, self.box = title, lines, box

    def paint(self, painter: QPainter, option, widget=None):  # noqa: ARG002
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        painter.setPen(QPen(qcolour(palette.DOOR), 6))
        painter.setBrush(QColor(243, 233, 214))
        painter.drawRoundedRect(r, 18, 18)
        painter.setPen(QColor(60, 40, 24))
        painter.setFont(font(40, bold=True))
        painter.drawText(QRectF(r.left() + 30, r.top() + 20, r.width() - 60, 56), Qt.AlignmentFlag.AlignLeft, self.title)
        y = r.top() + 96
        for state, words in self.lines:
            painter.setFont(font(27, bold=state == "now", italic=state == "done"))
            painter.setPen(QColor(150, 140, 125) if state == "done" else QColor(140, 60, 20) if state == "now"
                           else QColor(60, 40, 24))
            mark = {"done": "✓", "now": "▶"}.get(state, "○")
            painter.drawText(QRectF(r.left() + 40, y, r.width() - 80, 40), Qt.AlignmentFlag.AlignLeft, f"{mark}  {words}")
            y += 44
        painter.setPen(QColor(60, 40, 24))
        painter.setFont(font(26, bold=True))
        painter.drawText(QRectF(r.left() + 40, y + 16, r.width() - 80, 80), Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap,
                         self.box)


READABLE = 1.5        # the zoom from which a miniature's own ribbon can be read: its tag is no longer drawn


PAD = 4               # pixels either side of a tag's words
GAP = 2               # pixels a tag keeps between itself and the feet of the pawns standing over it
# what covering a thing weighs, a piece's (a token, a door, a miniature's head) being 1: a plate hides a token's
# corner before a number printed on the floor, a miniature's feet (a player counts them) or another plate's words
UNREADABLE = 50.0     # a plate's words: another plate over them, a pawn standing on them
COUNTED = 20.0        # a miniature's lower third, its feet and ribbon: a player counts the miniatures by them
PRINTED = 10.0        # what is printed that a player reads: a zone's number, a Search symbol, a room's name, a count
AWAY = 10.0           # a plate naming a zone's Adversaries over the next zone: read as naming that zone's


def tag_lines(text: str, metrics: QFontMetricsF, width: float, most: int = 2) -> list[str]:
    """The words cut into lines no wider than `width`, at most `most` of them, the last cut short if need be; a word
    alone is never cut (at 200 % on 1280×720 a staircase's plate read "S… A": the line is as wide as its word)."""
    width = max([width] + [metrics.horizontalAdvance(word) for word in text.split()])
    lines: list[str] = []
    for word in text.split():
        if lines and metrics.horizontalAdvance(f"{lines[-1]} {word}") <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    if len(lines) > most:
        lines = lines[:most - 1] + [" ".join(lines[most - 1:])]
    return [metrics.elidedText(line, Qt.TextElideMode.ElideRight, width) for line in lines]


class TagItem(QGraphicsItem):
    """A name plate over small pieces (the Adversaries of a zone, a special token), written at a size the eye
    reads whatever the zoom, drawn only while the board is zoomed out too far to read the pieces' own ribbons. Its
    bottom stands at its place (just over the miniatures it names, which stay in sight); it keeps to the room it has on the board (`room`
    scene units wide): a smaller size, then a second line, before its words are cut."""

    SIZES = (11, 9)   # pixels: the first in which the words fit on one line, else two lines of the last

    def __init__(self, anchor, text: str, room: float, tooltip: str = "", clear_of: float | None = None,
                 slide: float = 0.0, elsewhere: list[QRectF] = ()):
        """`clear_of`: the scene height above its place it keeps clear of (the feet of the pawns standing over it),
        sliding down by as much as it needs, `slide` scene units at most (over the miniatures it names). The board's
        plates are then placed together (`Plates`), clear of the pieces, the printed marks and one another, and off
        the zones `elsewhere` (all but the one whose Adversaries it names) as far as they can be."""
        super().__init__()
        self.text, self.room, self.elsewhere = text, room, [QRectF(r) for r in elsewhere]
        self.clear_of, self.slide = clear_of, slide
        self.together: Plates | None = None
        self.setPos(anchor)
        self.setZValue(Z_FIGURE - 1)  # over every token and ribbon it may name (a chain lies high on its door), under the pawns
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setToolTip(tooltip or text)
        self.font = font(self.SIZES[0], bold=True)
        metrics = QFontMetricsF(self.font)
        wide, high = metrics.horizontalAdvance(text) + 2 * PAD, 2 * metrics.height() + 4
        self.rect = QRectF(-wide / 2, -high, wide, high * 2 if clear_of is not None else high)
        self.rect.adjust(-wide, -high, wide, high)  # room for a move off what it would cover, as far as its own size

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        return self.rect

    def zoom(self, widget) -> float | None:
        view = widget.parentWidget() if widget is not None else None
        return view.transform().m11() if isinstance(view, QGraphicsView) else None

    def sliding(self, high: float, zoom: float | None) -> float:
        """How far down (in pixels) a plate `high` pixels tall slides at this zoom to keep clear of what stands
        above it: not at all with nothing there, at most `slide` scene units, and never more than its own height."""
        if self.clear_of is None or zoom is None:
            return 0.0
        room = (self.pos().y() - self.clear_of) * zoom - GAP
        return max(0.0, min(high - room, self.slide * zoom, high))

    def layout(self, room: float) -> tuple[QFont, list[str]]:
        """The font and lines the words take in `room` pixels."""
        for size in self.SIZES:
            chosen = font(size, bold=True)
            metrics = QFontMetricsF(chosen)
            if metrics.horizontalAdvance(self.text) <= room - 2 * PAD:
                return chosen, [self.text]
        return chosen, tag_lines(self.text, metrics, room - 2 * PAD)

    def wanted(self, zoom: float | None) -> tuple[QFont, list[str], QRectF]:
        """The font and lines its words take at this zoom, and the plate where it would lie by itself (pixels from its
        place): its bottom at its place, slid down off the pawns over it."""
        chosen, lines = self.layout(min(self.rect.width(), self.room * zoom) if zoom is not None else self.rect.width())
        metrics = QFontMetricsF(chosen)
        width = max(metrics.horizontalAdvance(line) for line in lines) + 2 * PAD
        high = len(lines) * metrics.height() + 4
        return chosen, lines, QRectF(-width / 2, -high + self.sliding(high, zoom), width, high)

    def paint(self, painter: QPainter, option, widget=None):  # noqa: ARG002
        zoom = self.zoom(widget)
        if zoom is not None and zoom >= READABLE - 1e-6:  # a zoom worked out by scaling is not exact
            return
        chosen, lines, box = self.wanted(zoom)
        if zoom is not None and self.together is not None:
            box = self.together.box(self, zoom)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(24, 18, 14, 210))
        painter.drawRoundedRect(box, 5, 5)
        painter.setFont(chosen)
        painter.setPen(QColor(250, 244, 228))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, "\n".join(lines))


class Plates:
    """A board's name plates placed together at the zoom they are seen at: each clear of the pieces, of what is
    printed on the board and of the plates placed before it (the first named first), as far as it can be (at 200 %
    the Orrery's "Staircase A" lay over the "Glass Asp" plate and a Glass Asp miniature)."""

    def __init__(self, tags: list[TagItem], clear_of: list[tuple[QRectF, float]], within: QRectF):
        """`clear_of`: scene rectangles with the weight of covering each (`placed`); `within`: the board's extent, which
        a plate keeps to (the view fitted to the board cut "Trapdoor" at its edge)."""
        self.tags, self.clear_of, self.within = list(tags), list(clear_of), QRectF(within)
        self._seen: tuple[float, dict[int, QRectF]] | None = None   # the last zoom placed at, and the plates there
        for tag in self.tags:
            tag.together = self

    def box(self, tag: TagItem, zoom: float) -> QRectF:
        """Where `tag` lies at this zoom, in pixels from its place (the plates are placed once per zoom)."""
        if self._seen is None or abs(self._seen[0] - zoom) > 1e-9:
            self._seen = zoom, self._place(zoom)
        return self._seen[1][id(tag)]

    def _place(self, zoom: float) -> dict[int, QRectF]:
        def seen(rect: QRectF) -> QRectF:   # scene units to pixels at this zoom
            return QRectF(rect.left() * zoom, rect.top() * zoom, rect.width() * zoom, rect.height() * zoom)

        wanted = [tag.wanted(zoom)[2].translated(tag.pos() * zoom) for tag in self.tags]
        elsewhere = [[seen(rect) for rect in tag.elsewhere] for tag in self.tags]
        boxes = placed(wanted, [(seen(rect), weight) for rect, weight in self.clear_of], UNREADABLE, seen(self.within),
                       elsewhere, AWAY)
        return {id(tag): box.translated(-tag.pos() * zoom) for tag, box in zip(self.tags, boxes)}
