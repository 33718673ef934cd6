"""The board scene: mirrors the board the ruleset's presentation lays out, lights legal drops, turns drops into choices.

Where pieces lie and what a figure's drop means come from the ruleset's `Board`; what is hidden from the engine's view.
"""
from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, QSizeF, Qt, QTimer, Signal, QVariantAnimation
from PySide6.QtGui import QColor, QFont, QTransform
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem

from gui import looking, motion, rulesets
from gui.table.items import CARD_H, CARD_W, Z_ATTACHED, Z_FLOATING, CardItem, FigureItem, SlotItem

GAP = 10
MARGIN = CARD_W  # empty space kept around the board so its edge slots can be dropped on


class BoardScene(QGraphicsScene):
    """Cards, figures and lit zones of one game's board. Call `show(game)` after every decision."""

    chosen = Signal(str)
    refused = Signal(str)
    card_clicked = Signal(str)
    card_opened = Signal(str)
    zone_clicked = Signal(str)  # a mark the ruleset's board draws in a zone (an item with a `zone`) was clicked
    changed_board = Signal()

    def __init__(self, faces, parent=None):
        super().__init__(parent)
        self.faces = faces
        self.game = None
        self.pending = None
        self.cards: dict[str, CardItem] = {}
        self.figures: dict[int, FigureItem] = {}
        self.markers: list = []
        self.scenery: list = []  # what the ruleset's board draws itself (optional `Board.scenery`)
        self.shape = None  # the ruleset's Board, known from the first game shown
        self.lit: dict[str, SlotItem] = {}
        self.floating: CardItem | None = None
        self.intended_move: str | None = None
        self.card_moves: dict[str, dict[str, str]] = {}  # pieces a drag starts an action with (`Board.card_moves`)
        self.animate = motion.enabled()
        self._anims: list[QVariantAnimation] = []
        self._hot: SlotItem | None = None
        self._by_face: dict[tuple, list[CardItem]] = {}
        faces.ready.connect(self._face_ready)

    # -- mirroring the board -------------------------------------------------------------
    def show(self, game) -> None:
        """Bring the items in line with the game's board zones, touching only what changed."""
        self.game = game
        self.shape = rulesets.of(game).board
        wanted = self.shape.places(game)
        for piece in [p for p in self.cards if p not in wanted]:
            self._drop_item(self.cards.pop(piece))
        for piece, place in wanted.items():
            rect, scale, layer = place.rect, place.scale, place.layer
            # what the seat at the screen sees: a face-down card is held by its back's stand-in, never its own card
            card_id, down = looking.shown(game, piece)
            card = game.cards[card_id]
            item = self.cards.get(piece)
            if item is None:
                item = CardItem(self.faces, piece, card, down)
                self.cards[piece] = item
                self._by_face.setdefault(item.card.id, []).append(item)
                self.addItem(item)
                item.setPos(rect.topLeft())
            elif item.pos() != rect.topLeft():
                self._slide(item, rect.topLeft())
            if getattr(item, "turning_to", None) is not None:
                if item.turning_to != down:
                    self.finish_animations()  # turned back at once: no half-turned card is left behind
                    self._set_face(item, card, down)
            elif item.face_down != down and self.animate and item.pos() == rect.topLeft():
                self._turn(item, card, down)
            else:
                self._set_face(item, card, down)
            item.setScale(scale)
            item.setZValue(Z_ATTACHED + layer if layer else item.zValue())
            item.setToolTip("a face-down card" if down else item.card.title)
        self._show_figures(game)
        self._show_markers(game)
        self._show_scenery(game)
        self._fit_scene_rect()
        self.changed_board.emit()

    def _show_figures(self, game):
        figures = self.shape.figures(game)
        for seat in [s for s in self.figures if s not in {f.seat for f in figures}]:
            self._drop_item(self.figures.pop(seat))
        together: dict[str, int] = {}
        for figure in figures:
            item = self.figures.get(figure.seat)
            if item is None:
                item = FigureItem(figure.seat, figure.label, figure.initial, figure.colour)
                self.figures[figure.seat] = item
                self.addItem(item)
                item.setPos(self.shape.figure_pos(figure.zone, 0))
            item.setScale(figure.scale)
            k = together.get(figure.zone, 0)
            together[figure.zone] = k + 1
            item.at = figure.zone
            target = self.shape.figure_pos(figure.zone, k)
            if item.pos() != target:
                self._slide(item, target)

    def _show_markers(self, game):
        points = self.shape.markers(game)
        while len(self.markers) > len(points):
            self._drop_item(self.markers.pop())
        while len(self.markers) < len(points):
            marker = self.shape.marker()
            self.markers.append(marker)
            self.addItem(marker)
        for marker, point in zip(self.markers, points):
            marker.setPos(point)

    def _show_scenery(self, game):
        for item in self.scenery:
            self.removeItem(item)
        self.scenery = list(self.shape.scenery(game))
        for item in self.scenery:
            self.addItem(item)

    def _drop_item(self, item):
        if isinstance(item, CardItem):
            same = self._by_face.get(item.card.id, [])
            if item in same:
                same.remove(item)
        self.removeItem(item)

    def _face_ready(self, key):
        for item in self._by_face.get(key[0], ()):
            item.update()
        if self.floating is not None and self.floating.card.id == key[0]:
            self.floating.update()

    def board_rect(self, without=None) -> QRectF:
        """The cards' extent, in scene units (an empty board is one slot around the origin); `without`: but for this
        item (a piece being dragged)."""
        rect = QRectF()
        for item in (*self.cards.values(), *self.scenery):
            if item is not without:
                rect = rect.united(item.sceneBoundingRect())
        if not rect.isNull():
            return rect
        return self.shape.home() if self.shape is not None else QRectF(0, 0, CARD_W, CARD_H)

    def focus_rect(self, without=None) -> QRectF:
        """The board plus what the pending decision puts in play (lit slots, the card being placed); `without`: but
        for this item (a piece being dragged)."""
        rect = self.board_rect(without)
        for slot in self.lit.values():
            rect = rect.united(slot.sceneBoundingRect())
        if self.floating is not None and self.floating is not without:
            rect = rect.united(self.floating.sceneBoundingRect().adjusted(0, -40, 0, 0))
        return rect

    def _fit_scene_rect(self):
        rect = self.board_rect().adjusted(-MARGIN - GAP, -CARD_H - GAP, MARGIN + GAP, CARD_H + GAP)
        if self.floating is not None:
            rect = rect.united(QRectF(self._beside_board(), self.floating.sceneBoundingRect().size()))
        self.setSceneRect(rect)

    # -- animation ------------------------------------------------------------------------
    def _slide(self, item, to: QPointF, ms: int = 220):
        if not self.animate:
            item.setPos(to)
            return
        anim = QVariantAnimation(self)
        anim.setStartValue(item.pos())
        anim.setEndValue(to)
        anim.setDuration(ms)
        anim.setEasingCurve(QEasingCurve.OutCubic)
        anim.valueChanged.connect(item.setPos)
        anim.finished.connect(lambda: self._anims.remove(anim) if anim in self._anims else None)
        self._anims.append(anim)
        anim.start()

    def _set_face(self, item, card, face_down: bool) -> None:
        """Show a card item's side, the card it is drawn as kept in the index of faces being drawn."""
        if item.card is not card:
            same = self._by_face.get(item.card.id, [])
            if item in same:
                same.remove(item)
            self._by_face.setdefault(card.id, []).append(item)
        item.set_face_down(face_down, card)

    def _turn(self, item, card, face_down: bool, ms: int = 280):
        """Turn a card over where it lies: it narrows to its edge, shows its other side and widens again."""
        middle = CARD_W / 2

        def step(t):
            if t >= 0.5 and item.face_down != face_down:
                self._set_face(item, card, face_down)
            width = abs(1 - 2 * t) or 0.01
            item.setTransform(QTransform().translate(middle, 0).scale(width, 1).translate(-middle, 0))

        def done():
            item.turning_to = None
            self._set_face(item, card, face_down)
            item.setTransform(QTransform())
            if anim in self._anims:
                self._anims.remove(anim)

        item.turning_to = face_down
        item.faces.ahead(card, face_down)  # the other side is on its way while it turns
        anim = motion.animation(self, ms, 0.0, 1.0, step, done, QEasingCurve.Type.InOutSine)
        self._anims.append(anim)

    def finish_animations(self):
        for anim in list(self._anims):
            anim.setCurrentTime(anim.duration())
            anim.stop()
        self._anims.clear()

    # -- the pending decision -------------------------------------------------------------
    def _kind(self, kinds) -> bool:
        return self.pending is not None and self.shape is not None and self.pending.kind in kinds

    def set_pending(self, decision) -> None:
        """Light what the pending decision allows: zones to drop the card being placed on, zones a figure may go to."""
        self._clear_lit()
        if self.floating is not None:
            self.removeItem(self.floating)
            self.floating = None
        self.pending = decision
        shape = self.shape
        self.card_moves = {}
        for item in self.cards.values():   # a piece on the board is dragged only while a drag means something
            if item.draggable:
                item.draggable = False
                item.unsetCursor()
        draggable = shape is not None and decision is not None and decision.kind in shape.figure_drops + shape.figure_starts
        for figure in self.figures.values():
            figure.draggable = draggable
            # a figure that cannot be dragged lets clicks through to what it stands on
            figure.setAcceptedMouseButtons(Qt.LeftButton if figure.draggable else Qt.NoButton)
            figure.setCursor(Qt.OpenHandCursor) if figure.draggable else figure.unsetCursor()
        if self._kind(shape.card_drops if shape else ()):
            for option in decision.options:
                if "zone" in option.data:
                    self._light(option.data["zone"], option.key, option.label)
            piece = self._placing_piece(decision)
            wanted = next((slot for slot in self.lit.values() if slot.zone == self.intended_move), None)
            self.intended_move = None
            if wanted is not None and piece is not None and piece in self.cards:
                # the piece was dragged there to start this action: it goes there (after this repaint)
                wanted.set_hot(True)
                QTimer.singleShot(0, self, lambda key=wanted.key: self.chosen.emit(key))
            elif piece is not None and piece in self.cards:
                # a piece already on the board is dragged itself to a lit space, not a copy of it beside the board
                item = self.cards[piece]
                item.draggable = True
                item.setCursor(Qt.OpenHandCursor)
            elif piece is not None:
                self.floating = CardItem(self.faces, piece, self.game.card(piece), False)
                self.floating.draggable = True
                self.floating.setZValue(Z_FLOATING)
                self.floating.setToolTip(f"{self.floating.card.title}: drag it to a lit space")
                self.floating.setCursor(Qt.OpenHandCursor)
                self.addItem(self.floating)
                # as large as it will lie on a lit space: a token larger than a space hid the spaces it may go to
                scale = min((shape.placing_scale(slot.space, QSizeF(CARD_W, CARD_H)) for slot in self.lit.values()),
                            default=1.0)
                self.floating.setScale(scale)
                caption = QGraphicsSimpleTextItem("Place me: drag to a lit space", self.floating)
                font = QFont()
                font.setPixelSize(20)
                font.setBold(True)
                caption.setFont(font)
                caption.setBrush(QColor(250, 240, 210))
                caption.setScale(1 / scale)  # the words stay readable over a small token
                caption.setPos((CARD_W - caption.boundingRect().width() / scale) / 2, -32 / scale)
                self.floating.setPos(self._beside_board())
                self._fit_scene_rect()
        elif self._kind(shape.figure_drops if shape else ()):
            for option in decision.options:
                if "zone" in option.data:
                    self._light(option.data["zone"], option.key, option.label)
            wanted = next((slot for slot in self.lit.values() if slot.zone == self.intended_move), None)
            self.intended_move = None
            if wanted is not None:
                # the figure was dropped there to start this move: it goes there (after this repaint)
                wanted.set_hot(True)
                QTimer.singleShot(0, self, lambda key=wanted.key: self.chosen.emit(key))  # not once the board is gone
        elif self._kind(shape.figure_starts if shape else ()):
            self.intended_move = None  # the action the drop started is over
        if shape is not None and decision is not None and not self._kind(shape.card_drops):
            self.card_moves = shape.card_moves(self.game, decision)
            if self.card_moves:
                self.intended_move = None  # asked to start an action again: what a drag started is over
            for piece in self.card_moves:
                item = self.cards.get(piece)
                if item is not None:
                    item.draggable = True
                    item.setCursor(Qt.OpenHandCursor)

    def _placing_piece(self, decision) -> str | None:
        """The piece the options place: the decision says it, or its options do."""
        piece = decision.context.get("piece") if decision.context else None
        if piece is None:
            piece = next((o.data["piece"] for o in decision.options if "piece" in o.data), None)
        if piece is None or (self.game is not None and piece not in self.game.state.pieces):
            return None
        return piece

    def _beside_board(self) -> QPointF:
        board = self.board_rect()
        return QPointF(board.right() + GAP * 6, board.top())

    def dock_floating(self, visible: QRectF) -> None:
        """Keep the card being placed in view: beside the board, or else in a corner of the view where it hides
        no space lit for it (and, where one is free, no card either)."""
        if self.floating is None or self.floating.dragged:
            return
        size = self.floating.sceneBoundingRect().size()
        # the card docks with its caption (wider than the card, above it) in view: the caption was cut at its edge;
        # what the card itself lies over decides the corner, as before
        whole = self.floating.boundingRect().united(self.floating.childrenBoundingRect())
        wanted = QRectF(self._beside_board(), size)
        if not visible.contains(wanted.adjusted(whole.left(), whole.top(), whole.right() - size.width(),
                                                whole.bottom() - size.height())):
            inset = visible.adjusted(GAP * 3 - whole.left(), GAP * 3 - whole.top(),
                                     -GAP * 3 - whole.right(), -GAP * 3 - whole.bottom())
            corners = [QRectF(QPointF(x, y), size) for y in (inset.top(), inset.bottom())
                       for x in (inset.right(), inset.left())]
            lit = [slot.sceneBoundingRect() for slot in self.lit.values()]
            cards = [item.sceneBoundingRect() for item in self.cards.values()]
            clear = [c for c in corners if not any(c.intersects(r) for r in lit)] or corners
            wanted = next((c for c in clear if not any(c.intersects(r) for r in cards)), clear[0])
        self.floating.setPos(wanted.topLeft())

    def _light(self, zone: str, key: str, label: str):
        rect = self.shape.zone_rect(zone)
        if rect is None:
            return
        at = self.shape.zone_at(rect.center())
        occupied = self._card_at(rect) is not None
        slot = SlotItem(at, key, label, rect, occupied or at != zone)
        self.lit[key] = slot
        self.addItem(slot)

    def _clear_lit(self):
        for slot in self.lit.values():
            self.removeItem(slot)
        self.lit.clear()
        self._hot = None

    def point_at(self, data: dict | None) -> None:
        """Light what an answer acts on while it is pointed at in a list or a dialog: its card, or its lit space."""
        for item in self.cards.values():
            if item.pointed:
                item.pointed = False
                item.update()
        for slot in self.lit.values():
            if slot is not self._hot:
                slot.set_hot(False)
        if not data:
            return
        item = self.cards.get(looking.piece_of(self.game, data))
        if item is not None:
            item.pointed = True
            item.update()
        for slot in self.lit.values():
            if slot.zone == data.get("zone"):
                slot.set_hot(True)

    # -- pointer and keyboard -------------------------------------------------------------
    def clicked(self, item):
        if isinstance(item, FigureItem):  # a click on a pawn means the card it stands on
            at = getattr(item, "at", None)
            item = self._card_at(self.shape.zone_rect(at)) if at and self.shape.zone_rect(at) else None
        if isinstance(item, CardItem):
            self.clearSelection()
            item.setSelected(True)
            self.card_clicked.emit(item.piece)
        elif isinstance(getattr(item, "zone", None), str):
            self.zone_clicked.emit(item.zone)

    def opened(self, item):
        if isinstance(item, CardItem):
            self.card_opened.emit(item.piece)

    def drag_over(self, item, point: QPointF):
        for child in item.childItems():  # the "place me" caption would hide the slot beneath
            child.setVisible(False)
        if isinstance(item, FigureItem) and self._kind(self.shape.figure_starts) and not self.lit:
            for zone in self.shape.reachable(self.game, self.pending, item.seat):
                self._light(zone, f"reach:{zone}", "reachable")
        if isinstance(item, CardItem) and item.piece in self.card_moves and not self.lit:
            for zone in self.card_moves[item.piece]:
                self._light(zone, f"start:{zone}", "reachable")
        hot = self._slot_for(point)
        if hot is not self._hot:
            if self._hot is not None:
                self._hot.set_hot(False)
            if hot is not None:
                hot.set_hot(True)
            self._hot = hot

    def _slot_for(self, point: QPointF) -> SlotItem | None:
        zone = self.shape.zone_at(point)
        for slot in self.lit.values():
            if slot.zone == zone:
                return slot
        return None

    def dropped(self, item, point: QPointF, origin: QPointF):
        """A drag ended: choose what the drop means if it is legal, else slide back and say why."""
        if self._hot is not None:
            self._hot.set_hot(False)
            self._hot = None
        zone = self.shape.zone_at(point)
        lit = self._slot_for(point)
        starting = isinstance(item, CardItem) and item.piece in self.card_moves
        if starting:
            key, reason = self._start_by_card(item, zone, lit)
        elif isinstance(item, CardItem):
            key, reason = self._drop_card(item, zone, lit)
        else:
            key, reason = self._drop_figure(item, zone, lit)
        if self._kind(self.shape.figure_starts) or starting:
            self._clear_lit()
        if key is None:
            for child in item.childItems():
                child.setVisible(True)
            self._slide(item, origin, 260)
            if reason:
                self.refused.emit(reason)
            return
        if starting:
            self.intended_move = zone
            self._slide(item, origin, 200)  # it moves when the engine says so
        elif isinstance(item, CardItem):
            rect = self.shape.zone_rect(zone)
            if item is self.floating or rect is None:
                self._slide(item, rect.topLeft() if rect is not None else origin, 120)
            # a piece of the board is laid out where it now stands once the engine says so
        elif self._kind(self.shape.figure_drops):
            self._slide(item, self.shape.figure_pos(zone, 0), 120)
        else:
            self._slide(item, origin, 200)  # it moves when the engine says so
        self.chosen.emit(key)

    def _start_by_card(self, item: CardItem, zone: str, lit: SlotItem | None) -> tuple[str | None, str]:
        """A piece of the board dragged to start its action: the option starting it, or why not."""
        if lit is not None and lit.zone in self.card_moves[item.piece]:
            return self.card_moves[item.piece][lit.zone], ""
        if not zone or zone == self.game.zones.zone_of(item.piece):
            return None, ""
        return None, f"{item.card.title} cannot reach there now. Drop it on a lit space."

    def _drop_card(self, item: CardItem, zone: str, lit: SlotItem | None) -> tuple[str | None, str]:
        if not self._kind(self.shape.card_drops):
            return None, ""
        if lit is not None:
            return lit.key, ""
        title = item.card.title
        rect = self.shape.zone_rect(zone)
        there = self._card_at(rect) if rect is not None else None
        if there is not None:
            what = "a face-down card" if there.face_down else there.card.title
            return None, f"{title} cannot go there: that space already holds {what}. Drop it on a lit space."
        return None, f"{title} cannot go there. Drop it on one of the lit spaces."

    def _drop_figure(self, figure: FigureItem, zone: str, lit: SlotItem | None) -> tuple[str | None, str]:
        if self.game is None or self.pending is None or zone == getattr(figure, "at", None):
            return None, ""
        if not self._kind(self.shape.figure_drops + self.shape.figure_starts):
            return None, ""
        reason = self.shape.figure_target(self.game, figure.seat, zone)
        if reason:
            return None, reason
        if self._kind(self.shape.figure_drops):
            if lit is not None:
                return lit.key, ""
            there = self._card_at(self.shape.zone_rect(zone))
            return None, f"{there.card.title if there else 'That place'} cannot be reached from here."
        key, reason = self.shape.start_by_figure(self.game, self.pending, figure.seat, zone)
        if key is not None:
            self.intended_move = zone
        return key, reason

    def _card_at(self, rect: QRectF | None) -> CardItem | None:
        if rect is None:
            return None
        for item in self.cards.values():
            if item.scale() == 1.0 and item.pos() == rect.topLeft():
                return item
        return None

    def place_for_me(self) -> str | None:
        """Choose the first legal zone for the card being placed, as a drop there would."""
        if not self._kind(self.shape.card_drops if self.shape else ()):
            return None
        options = [o for o in self.pending.options if "zone" in o.data]
        if not options:
            return None
        option = options[0]
        rect = self.shape.zone_rect(option.data["zone"])
        if self.floating is not None and rect is not None:
            self._slide(self.floating, rect.topLeft(), 260)
        self.chosen.emit(option.key)
        return option.key

    def drop_at(self, item, point: QPointF) -> None:
        """Drop an item at a scene point as if dragged there (keyboard placement, tests)."""
        origin = item.pos()
        item.setPos(point - item.boundingRect().center() * item.scale())
        self.drag_over(item, point)
        self.dropped(item, point, origin)

    def card_items(self) -> list[CardItem]:
        """Board cards in reading order (rows north to south, west to east), for Tab."""
        items = list(self.cards.values()) + ([self.floating] if self.floating else [])
        return sorted(items, key=lambda i: (round(i.pos().y()), round(i.pos().x())))

    def piece_at(self, point: QPointF):
        """(PieceDef, face_down) of the top card at a scene point, or None."""
        for item in self.items(point):
            if isinstance(item, CardItem):
                return item.card, item.face_down
        return None


__all__ = ["BoardScene"]
