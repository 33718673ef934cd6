"""The board view: pan, zoom, fit, keyboard access, the mini-map; the window onto a BoardScene."""
from __future__ import annotations

import time

from PySide6.QtCore import QEvent, QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QApplication, QFrame, QGraphicsView

from gui.table.items import CardItem, Draggable, shrink_for
from gui.table.minimap import MiniMap
from gui.table.scene import BoardScene

ZOOM_STEP = 1.2
MIN_ZOOM, MAX_ZOOM = 0.05, 4.0
PAN_STEP = 80  # pixels per arrow key press
EDGE = 36  # pixels from the view's edge where a piece being dragged pans the board
EDGE_STEP = 10  # pixels the board pans each tick while it is held there
MARGIN = 30  # scene units of table a fitted board keeps around it
EDGE_HOLD = 0.5  # seconds a piece is held near the edge before the board pans: a space near the edge is dropped on


def update_mode(ratio: float) -> QGraphicsView.ViewportUpdateMode:
    """How much of the board is repainted after a change: what changed, except at a fractional pixel ratio (a
    screen at 150 %), where Qt's partial repaints leave one-pixel lines of what was there before (along the right and
    bottom edges of rooms and screens since gone), so the whole view is repainted."""
    fractional = abs(ratio - round(ratio)) > 1e-3
    return QGraphicsView.FullViewportUpdate if fractional else QGraphicsView.SmartViewportUpdate


class BoardView(QGraphicsView):
    """Shows a game's board; `show(game)` after each decision, `set_pending(decision)` to light legal drops.

    Signals: `chosen(key)` a legal drop (or "place it for me") picked this option of the pending decision;
    `refused(reason)` an illegal drop slid back; `card_clicked(piece)`; `card_opened(piece)`; `zone_clicked(zone)` a
    mark the ruleset's board draws in a zone was clicked.
    """

    chosen = Signal(str)
    refused = Signal(str)
    card_clicked = Signal(str)
    card_opened = Signal(str)
    zone_clicked = Signal(str)
    zoomed = Signal(float)

    def __init__(self, faces, parent=None):
        super().__init__(parent)
        self.faces = faces
        self.board = BoardScene(faces, self)
        self.setScene(self.board)
        for name in ("chosen", "refused", "card_clicked", "card_opened", "zone_clicked"):
            getattr(self.board, name).connect(getattr(self, name))
        self.setRenderHints(QPainter.SmoothPixmapTransform | QPainter.TextAntialiasing)
        self.setViewportUpdateMode(update_mode(self.devicePixelRatioF()))
        self.setOptimizationFlags(QGraphicsView.DontSavePainterState)
        self.setTransformationAnchor(QGraphicsView.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.AnchorViewCenter)
        self.setDragMode(QGraphicsView.ScrollHandDrag)
        self.setBackgroundBrush(QColor(38, 50, 46))
        self.setFrameShape(QFrame.NoFrame)
        # the mini-map shows where we are; scroll bars would only take room from the board
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.StrongFocus)
        self.setAccessibleName("Board")
        self.setAccessibleDescription("The cards laid so far. Arrow keys pan, + and - zoom, F fits the board, "
                                      "Tab moves between cards, Enter shows a card's actions, Space opens it.")
        self.viewport().grabGesture(Qt.PinchGesture)
        self.minimap = MiniMap(self)
        self.board.changed_board.connect(self._board_changed)
        self.magnifier = None
        self._panning: QPointF | None = None
        self._pan_button = Qt.MiddleButton
        self._pressed_at: QPointF | None = None  # where the left button went down on a piece, until it is let go
        self._fitted_once = False
        # the board keeps fitting the view as the window settles (maximised, panels laid out) until the player zooms
        # or pans it: fitted once at the first, smaller size, a long board stayed a strip in a large window
        self._keep_fitted = False
        self._fitting = False
        self._covered = QRect()  # the part of the viewport a dialog lies over (see set_covered)
        self._dialog = False  # a dialog is open, over the view or beside it
        # a piece dragged near the view's edge pans the board that way, as long as it is held there
        self._edge = (0, 0)
        self._edge_at = QPointF()
        self._edge_since = 0.0
        self._edge_timer = QTimer(self, interval=30)
        self._edge_timer.timeout.connect(self._edge_pan)
        self._pieces: frozenset[str] = frozenset()  # the pieces on the board at its last change
        self._reached = QRectF()  # where the board reached then (scene units; empty: nothing was laid)
        self._hidden: frozenset[str] = frozenset()  # ...and those of them lying face down
        self._standing: dict = {}  # where each figure stood at the board's last change (its zone)
        self._changed = QRectF()  # what the last change laid, turned up, grew or moved there (scene units)

    # -- the game -----------------------------------------------------------------------
    def show_game(self, game) -> None:
        self.board.show(game)
        if not self._fitted_once and self.board.cards:
            self._fitted_once = True
            self.fit_board()

    def show(self, game=None):  # noqa: A003 - the issue's name; plain show() still shows the widget
        if game is None:
            return super().show()
        self.show_game(game)

    def set_pending(self, decision) -> None:
        self.board.set_pending(decision)
        self._keep_in_the_open()

    def set_covered(self, rect: QRect | None, dialog: bool | None = None) -> None:
        """A dialog lies over this part of the view (viewport pixels; None: nothing does). The card waiting to be
        placed and the spaces lit for it are kept in the part it leaves open. `dialog`: whether a dialog is open at
        all (None: not said); one opening or closing re-fits a fitted board even where it lies beside the view."""
        rect = QRect(rect).intersected(self.viewport().rect()) if rect is not None else QRect()
        if rect.isEmpty():
            rect = QRect()
        opened_or_closed = dialog is not None and dialog != self._dialog
        if dialog is not None:
            self._dialog = dialog
        if rect == self._covered and not opened_or_closed:
            return
        self._covered = rect
        if self._keep_fitted and self.board.cards:
            self.fit_board()            # a board fitted to the view is fitted to the part the dialog leaves open
        self._keep_in_the_open()

    def _open_strip(self) -> QRect:
        """The largest strip of the view, in viewport pixels, beside the part a dialog covers (the whole view when
        nothing is covered)."""
        view, covered = self.viewport().rect(), self._covered
        if covered.isEmpty():
            return view
        strips = [QRect(view.left(), view.top(), covered.left() - view.left(), view.height()),
                  QRect(covered.right() + 1, view.top(), view.right() - covered.right(), view.height()),
                  QRect(view.left(), view.top(), view.width(), covered.top() - view.top()),
                  QRect(view.left(), covered.bottom() + 1, view.width(), view.bottom() - covered.bottom())]
        return max(strips, key=lambda r: max(r.width(), 0) * max(r.height(), 0))

    def open_rect(self) -> QRectF:
        """The board in view that no dialog covers, in scene coordinates: the largest strip of the view beside the
        covered part, or the whole view when nothing is covered or no strip has room for the card being placed."""
        if self._covered.isEmpty():
            return self.visible_rect()
        best = self._open_strip()
        floating = self.board.floating
        need = floating.sceneBoundingRect().size() * self.zoom if floating is not None else None
        if best.width() <= 0 or best.height() <= 0 or (
                need is not None and (best.width() < need.width() or best.height() < need.height())):
            return self.visible_rect()
        return self.mapToScene(best).boundingRect()

    def _keep_in_the_open(self) -> None:
        """The spaces lit for a drop are brought whole into the open part of the view, scrolled as little as does it
        (never a jump to re-centre a board already in view), and the card being placed docks there too."""
        open_rect = self.open_rect()
        if self.board.lit:
            wanted = QRectF()
            for slot in self.board.lit.values():
                wanted = wanted.united(slot.sceneBoundingRect())
            if not open_rect.contains(wanted):  # a sliver beside the dialog is no place to drop a card
                margin = 40 / self.zoom
                dx = _into(wanted.left(), wanted.right(), open_rect.left(), open_rect.right(), margin)
                dy = _into(wanted.top(), wanted.bottom(), open_rect.top(), open_rect.bottom(), margin)
                self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() + round(dx * self.zoom))
                self.verticalScrollBar().setValue(self.verticalScrollBar().value() + round(dy * self.zoom))
                open_rect = self.open_rect()
        self.board.dock_floating(open_rect)

    def _laid(self, pieces, grown: QRectF) -> QRectF:
        """Where these cards lie (the card being placed left out), with `grown`."""
        wanted = QRectF(grown)
        for piece in pieces:
            item = self.board.cards.get(piece)
            if item is not None and item is not self.board.floating:
                wanted = wanted.united(item.sceneBoundingRect())
        return wanted

    def _scroll_to(self, wanted: QRectF) -> None:
        """Scroll as little as brings `wanted` (scene units) whole into the open part of the view, where it fits: cards
        just laid (or turned face up) on a board that grows, and what the ruleset's board draws itself beyond where the
        board reached (a tile explored); a card laid at the view's edge stayed half off it at 200 %."""
        open_rect = self.open_rect()
        if wanted.isEmpty() or open_rect.contains(wanted):
            return
        margin = 20 / self.zoom
        dx = _into(wanted.left(), wanted.right(), open_rect.left(), open_rect.right(), margin)
        dy = _into(wanted.top(), wanted.bottom(), open_rect.top(), open_rect.bottom(), margin)
        self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() + round(dx * self.zoom))
        self.verticalScrollBar().setValue(self.verticalScrollBar().value() + round(dy * self.zoom))

    def _what_changed(self, laid: QRectF) -> QRectF:
        """Where the board changed since its last change: what was `laid` (the cards laid or turned up, what the
        ruleset's board grew) and the places the figures that moved stand in now (where they go, not their slide)."""
        wanted = QRectF(laid)
        shape = self.board.shape
        standing = {seat: getattr(item, "at", None) for seat, item in self.board.figures.items()}
        for seat, zone in standing.items():
            if seat in self._standing and self._standing[seat] != zone:
                place = shape.zone_rect(zone) if shape is not None else None
                wanted = wanted.united(place if place is not None else self.board.figures[seat].sceneBoundingRect())
        self._standing = standing
        return wanted

    def follow_play(self) -> None:
        """A change nobody at this screen answered (a bot's): what it did comes into the open part of the view, as the
        people's play brings it there (the spaces lit for their answer, the dialogs re-fitting a fitted board as they
        open and close, which a bot's answer opens none of): a board kept fitted is fitted again when it reaches
        beyond the view, one zoomed or moved by hand is scrolled as little as brings it in."""
        wanted = self._changed
        if wanted.isEmpty() or self.open_rect().contains(wanted):
            return
        if self._keep_fitted:
            self.fit_board()
        else:
            self._scroll_to(wanted)

    def point_at(self, data: dict | None) -> None:
        """Light the card or space an answer acts on (`data` is the option's data; None puts the light out)."""
        self.board.point_at(data)

    def place_for_me(self) -> str | None:
        return self.board.place_for_me()

    def _board_changed(self):
        self._pad_scene()
        # a board laid out anew (no piece of it was on the board before: one part of a game giving way to the
        # next, a screen between them) is fitted to the view; it was left at the last part's zoom, cut at the view's
        # edge at 150 % on 1280×720. A board that grows keeps its zoom (the player's view is theirs), scrolled as
        # little as brings what was laid whole into view
        pieces = frozenset(self.board.cards)
        hidden = frozenset(p for p, item in self.board.cards.items() if _face_down(item))
        # laid since, or turned face up where it lies (a fog explored): what the action found
        found = (pieces - self._pieces) | ((self._hidden - hidden) & pieces)
        grown = QRectF()
        for item in self.board.scenery:
            if not self._reached.contains(item.sceneBoundingRect()):
                grown = grown.united(item.sceneBoundingRect())
        laid = self._laid(found, grown)
        laid_out = pieces != self._pieces and not pieces & self._pieces and (self.board.cards or self.board.scenery)
        if laid_out:
            self.fit_board()
        elif (found or not grown.isEmpty()) and not self._reached.isEmpty() and not self._keep_fitted:
            self._scroll_to(laid)
        changed = self._what_changed(laid)  # where the figures stand is kept whatever came
        self._changed = QRectF() if laid_out else changed
        self._pieces, self._hidden = pieces, hidden
        self._reached = self.board.board_rect() if self.board.cards or self.board.scenery else QRectF()
        self.minimap.invalidate()
        self.minimap.refresh()

    # -- where we look ----------------------------------------------------------------------
    @property
    def zoom(self) -> float:
        return self.transform().m11()

    def visible_rect(self) -> QRectF:
        return self.mapToScene(self.viewport().rect()).boundingRect()

    def set_zoom(self, zoom: float, anchor: QPointF | None = None) -> None:
        if not self._fitting:
            self._keep_fitted = False
        zoom = max(MIN_ZOOM, min(MAX_ZOOM, zoom))
        factor = zoom / self.zoom
        if abs(factor - 1) < 1e-6:
            return
        if anchor is None:
            self.setTransformationAnchor(QGraphicsView.AnchorViewCenter)
        self.scale(factor, factor)
        self.setTransformationAnchor(QGraphicsView.AnchorUnderMouse)
        self._view_moved()
        self._faces_at_zoom()
        self.zoomed.emit(self.zoom)

    def _faces_at_zoom(self) -> None:
        """The faces asked from now on come at the size the board is drawn at (a zoomed-out board keeps small
        ones): `gui.pixmaps.FaceProvider.shrink`."""
        self.faces.shrink = shrink_for(self.zoom * self.devicePixelRatioF())

    def zoom_in(self):
        self.set_zoom(self.zoom * ZOOM_STEP)

    def zoom_out(self):
        self.set_zoom(self.zoom / ZOOM_STEP)

    @property
    def zoomed_by_hand(self) -> bool:
        """The player zoomed or moved the board since it was last fitted: their view is kept until F."""
        return not self._keep_fitted

    @zoomed_by_hand.setter
    def zoomed_by_hand(self, value: bool) -> None:
        self._keep_fitted = not value

    def window_resized(self) -> None:
        """The window was maximised, restored or made full screen: what was fitted is fitted to its new size, unless
        the player zoomed or moved the board by hand (their view is theirs)."""
        if self._keep_fitted and self.board.cards:
            self.fit_board()  # the window manager may have resized the window already; resizeEvent does the rest

    def fit_board(self):
        """Zoom and centre so every card on the board is in view."""
        self._fit(self.board.focus_rect(), MARGIN)

    def _fit(self, cards: QRectF, margin: float) -> None:
        # fitted to the part of the view no dialog covers, unless a dialog leaves too little of it to see the board, or
        # covers none of the board as fitted to the whole view (a dialog over the view's edge moved the board by a few
        # pixels as it opened and back as it closed)
        rect = cards.adjusted(-margin, -margin, margin, margin)
        area, view = self._open_strip(), self.viewport().rect()
        if area.width() * area.height() < 0.4 * view.width() * view.height() or not self._covers(cards, rect, view):
            area = view
        self._fitting = True
        try:
            if rect.width() > 0 and rect.height() > 0 and area.width() > 4 and area.height() > 4:
                self.set_zoom(min((area.width() - 4) / rect.width(), (area.height() - 4) / rect.height(), 1.0))
        finally:
            self._fitting = False
        off = QPointF(area.center() - view.center()) / self.zoom
        self.centerOn(rect.center() - off)
        self._keep_fitted = True
        self._view_moved()
        self._faces_at_zoom()
        self.zoomed.emit(self.zoom)

    def _covers(self, cards: QRectF, rect: QRectF, view: QRect) -> bool:
        """Whether the part a dialog covers lies over any of `cards` once `rect` (them and their margin) is fitted to
        the whole view."""
        if self._covered.isEmpty() or rect.width() <= 0 or rect.height() <= 0:
            return False
        zoom = min((view.width() - 4) / rect.width(), (view.height() - 4) / rect.height(), 1.0)
        middle = QPointF(view.center())
        seen = QRectF(middle + (cards.topLeft() - rect.center()) * zoom, cards.size() * zoom)
        return seen.intersects(QRectF(self._covered))

    def _pad_scene(self):
        """Room around the board as large as the view: a board smaller than the window is never centred by
        Qt, so a card laid at its edge does not shift the whole board."""
        seen = self.mapToScene(self.viewport().rect()).boundingRect()
        rect = self.board.sceneRect().adjusted(-seen.width(), -seen.height(), seen.width(), seen.height())
        if rect != self.sceneRect():
            before = self.mapToScene(self.viewport().rect().topLeft())
            self.setSceneRect(rect)
            moved = self.mapToScene(self.viewport().rect().topLeft()) - before
            # the same place stays in view: scroll back by what the new rectangle moved it
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - round(moved.x() * self.zoom))
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - round(moved.y() * self.zoom))

    def _view_moved(self):
        self.board.dock_floating(self.open_rect())
        self.minimap.refresh()

    def scrollContentsBy(self, dx, dy):
        super().scrollContentsBy(dx, dy)
        self._view_moved()

    def showEvent(self, event):  # noqa: N802 - Qt's name
        super().showEvent(event)
        self.setViewportUpdateMode(update_mode(self.devicePixelRatioF()))  # the screen it is shown on decides

    def resizeEvent(self, event):
        super().resizeEvent(event)
        self._pad_scene()
        if self._keep_fitted and self.board.cards:
            # the board as it is now: a card laid since the last fit (a new part of the land, a step onward) stayed
            # off the view through every re-fit when the board as it was then was fitted again
            self.fit_board()
        self._view_moved()

    def _taken_in_hand(self):
        """The player moves the board: it stays where they put it from now on (F fits it again)."""
        self._keep_fitted = False

    # -- pointer -----------------------------------------------------------------------------
    def wheelEvent(self, event):
        steps = event.angleDelta().y() / 120
        if steps:
            self.set_zoom(self.zoom * ZOOM_STEP ** steps, anchor=event.position())
            event.accept()

    def viewportEvent(self, event):
        if event.type() == QEvent.NativeGesture and event.gestureType() == Qt.ZoomNativeGesture:
            self.set_zoom(self.zoom * (1 + event.value()), anchor=event.position())
            return True
        if event.type() == QEvent.Gesture:
            pinch = event.gesture(Qt.PinchGesture)
            if pinch is not None:
                self.set_zoom(self.zoom * pinch.scaleFactor(), anchor=pinch.centerPoint())
                return True
        return super().viewportEvent(event)

    def mousePressEvent(self, event):
        if self.itemAt(event.position().toPoint()) is None:
            self._taken_in_hand()  # a drag on the background pans
        self._pressed_at = event.position() if event.button() == Qt.LeftButton else None
        if event.button() == Qt.MiddleButton:
            self._panning, self._pan_button = event.position(), Qt.MiddleButton
            self.viewport().setCursor(Qt.ClosedHandCursor)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event):
        if self._panning is not None or self._pans_through(event.position()):
            delta = event.position() - self._panning
            self._panning = event.position()
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - round(delta.x()))
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - round(delta.y()))
            event.accept()
            return
        super().mouseMoveEvent(event)
        self._near_edge(event.position())

    def _pans_through(self, pos: QPointF) -> bool:
        """A drag begun on a piece that cannot move now (a card lying on the board) pans the board as on the
        background: on a board covered in cards there is little else to grab, and the press is no click any more
        (its card's menu opened on release)."""
        item = self.board.mouseGrabberItem()
        if self._pressed_at is None or not isinstance(item, Draggable) or item.draggable:
            return False
        if (pos - self._pressed_at).manhattanLength() < QApplication.startDragDistance():
            return False
        item.let_go()
        self._taken_in_hand()
        self._panning, self._pan_button, self._pressed_at = self._pressed_at, Qt.LeftButton, None
        self.viewport().setCursor(Qt.ClosedHandCursor)
        return True

    def _dragged(self) -> Draggable | None:
        item = self.board.mouseGrabberItem()
        return item if isinstance(item, Draggable) and item.dragged else None

    def _near_edge(self, pos: QPointF) -> None:
        """A piece being dragged near an edge of the view pans the board that way (a space beyond the edge can be
        reached without letting go); away from the edges it stops."""
        port = self.viewport().rect()
        if self._dragged() is None:
            self._edge = (0, 0)
        else:
            self._edge = (-1 if pos.x() < EDGE else 1 if pos.x() > port.width() - EDGE else 0,
                          -1 if pos.y() < EDGE else 1 if pos.y() > port.height() - EDGE else 0)
        self._edge_at = QPointF(pos)
        if self._edge == (0, 0):
            self._edge_timer.stop()
        elif not self._edge_timer.isActive():
            self._edge_since = time.monotonic()
            self._edge_timer.start()

    def _edge_pan(self) -> None:
        item = self._dragged()
        if item is None or self._edge == (0, 0):
            self._edge_timer.stop()
            return
        if time.monotonic() - self._edge_since < EDGE_HOLD:   # aiming at a space near the edge, not beyond it
            return
        # as far as the board goes, never on into the empty room around it
        seen, board = self.visible_rect(), self.board.focus_rect(without=item).adjusted(-40, -40, 40, 40)
        dx, dy = self._edge
        dx = dx if (dx < 0 and seen.left() > board.left()) or (dx > 0 and seen.right() < board.right()) else 0
        dy = dy if (dy < 0 and seen.top() > board.top()) or (dy > 0 and seen.bottom() < board.bottom()) else 0
        if (dx, dy) == (0, 0):
            return
        self._taken_in_hand()
        self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() + dx * EDGE_STEP)
        self.verticalScrollBar().setValue(self.verticalScrollBar().value() + dy * EDGE_STEP)
        item.follow(self.mapToScene(self._edge_at.toPoint()))

    def mouseReleaseEvent(self, event):
        self._edge = (0, 0)
        self._edge_timer.stop()
        self._pressed_at = None
        if self._panning is not None and event.button() == self._pan_button:
            self._panning = None
            self.viewport().unsetCursor()
            if event.button() == Qt.LeftButton:
                super().mouseReleaseEvent(event)  # the piece let go of is told (no click): the scene frees the mouse
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def card_at(self, pos) -> tuple | None:
        """(PieceDef, face_down) under a viewport position, for the magnifier."""
        return self.board.piece_at(self.mapToScene(pos.toPoint() if hasattr(pos, "toPoint") else pos))

    def selected_piece(self) -> str | None:
        item = self.board.focusItem()
        if isinstance(item, CardItem):
            return item.piece
        chosen = [i for i in self.board.selectedItems() if isinstance(i, CardItem)]
        return chosen[0].piece if chosen else None

    def attach_magnifier(self, magnifier) -> None:
        """Let the loupe follow the pointer over the board and pin to the selected card (P)."""
        self.magnifier = magnifier
        magnifier.watch(self.viewport(), self.card_at)

    # -- keyboard ------------------------------------------------------------------------------
    def keyPressEvent(self, event):
        key, text = event.key(), event.text()
        pans = {Qt.Key_Left: (-PAN_STEP, 0), Qt.Key_Right: (PAN_STEP, 0), Qt.Key_Up: (0, -PAN_STEP), Qt.Key_Down: (0, PAN_STEP)}
        if key in pans:
            self._taken_in_hand()
            dx, dy = pans[key]
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() + dx)
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() + dy)
        elif text in ("+", "=") or key == Qt.Key_ZoomIn:
            self.zoom_in()
        elif text in ("-", "_") or key == Qt.Key_ZoomOut:
            self.zoom_out()
        elif key == Qt.Key_F and not event.modifiers():
            self.fit_board()
        elif key in (Qt.Key_Return, Qt.Key_Enter) and self.selected_piece():
            self.card_clicked.emit(self.selected_piece())
        elif key == Qt.Key_Space and self.selected_piece():
            self.card_opened.emit(self.selected_piece())
        elif key == Qt.Key_M and self.magnifier is not None:
            self.magnifier.toggle()
        elif key == Qt.Key_P and self.magnifier is not None:
            self._pin_selected()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def _pin_selected(self):
        if self.magnifier.pinned is not None:
            self.magnifier.unpin()
            return
        item = self.board.cards.get(self.selected_piece()) or self.board.floating
        if item is not None:
            self.magnifier.pin(item.card, item.face_down)

    def focusNextPrevChild(self, forward: bool) -> bool:
        """Tab and Shift+Tab walk the cards on the board instead of leaving the view."""
        cards = self.board.card_items()
        if not cards:
            return super().focusNextPrevChild(forward)
        current = self.board.focusItem()
        index = cards.index(current) if current in cards else -1
        index = (index + (1 if forward else -1)) % len(cards)
        item = cards[index]
        self.board.clearSelection()
        item.setSelected(True)
        item.setFocus(Qt.TabFocusReason)
        self.ensureVisible(item, 40, 40)
        return True


def _face_down(item) -> bool:
    """Whether a card on the board lies face down, or is being turned face down (a turn under way ends so)."""
    turning = getattr(item, "turning_to", None)
    return bool(item.face_down if turning is None else turning)


def _into(low: float, high: float, open_low: float, open_high: float, margin: float) -> float:
    """How far to scroll along one axis so that [low, high] comes into [open_low, open_high] (its middle when it is
    wider than that)."""
    if high - low + 2 * margin > open_high - open_low:
        return (low + high) / 2 - (open_low + open_high) / 2
    if low < open_low + margin:
        return low - open_low - margin
    if high > open_high - margin:
        return high - open_high + margin
    return 0.0
