"""The board scene: mirrors the engine's board zones as items, lights legal drops, turns drops into choices."""
from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, Signal, QVariantAnimation
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem

from gui.table.geometry import CARD_H, CARD_W, GAP, SIDE_STEP, edge_rect, slot_at, slot_rect, slot_xy
from gui.table.items import (FIGURE_W, Z_ATTACHED, Z_FLOATING, CardItem, FigureItem, FireItem, SlotItem)

SEAT_COLOURS = ["#c0553a", "#3a74c0", "#d9b23a", "#4f9c5a"]
ATTACHED_SCALE = 0.5
MARGIN = CARD_W  # empty space kept around the board so its edge slots can be dropped on


def figure_colour(card, seat: int) -> QColor:
    colour = QColor(str(card.get("figure", "") or ""))
    return colour if colour.isValid() else QColor(SEAT_COLOURS[seat % len(SEAT_COLOURS)])


class BoardScene(QGraphicsScene):
    """Cards, figures and lit slots of one game's board. Call `show(game)` after every decision."""

    chosen = Signal(str)
    refused = Signal(str)
    card_clicked = Signal(str)
    card_opened = Signal(str)
    changed_board = Signal()

    def __init__(self, faces, parent=None):
        super().__init__(parent)
        self.faces = faces
        self.game = None
        self.pending = None
        self.cards: dict[str, CardItem] = {}
        self.figures: dict[int, FigureItem] = {}
        self.fires: list[FireItem] = []
        self.lit: dict[str, SlotItem] = {}
        self.floating: CardItem | None = None
        self.intended_move: str | None = None
        self.animate = True
        self._anims: list[QVariantAnimation] = []
        self._hot: SlotItem | None = None
        self._by_face: dict[tuple, list[CardItem]] = {}
        faces.ready.connect(self._face_ready)

    # -- mirroring the board -------------------------------------------------------------
    def show(self, game) -> None:
        """Bring the items in line with the game's board zones, touching only what changed."""
        self.game = game
        wanted: dict[str, tuple] = {}
        face_down = set(game.table.face_down)
        for zone, pieces in game.zones.contents.items():
            if zone.startswith("board:"):
                for piece in pieces:
                    wanted[piece] = (slot_rect(zone), piece in face_down, 1.0, 0)
            elif zone.startswith("attached:") and pieces:
                terrain = "board:" + zone.split(":", 1)[1]
                drawn_at = getattr(game.table, "attached_at", None) or {}
                for i, piece in enumerate(pieces):
                    wanted[piece] = self._attached_place(game, piece, terrain, drawn_at.get(piece), i)
        for piece in [p for p in self.cards if p not in wanted]:
            self._drop_item(self.cards.pop(piece))
        for piece, (rect, down, scale, layer) in wanted.items():
            item = self.cards.get(piece)
            if item is None:
                item = CardItem(self.faces, piece, game.card(piece), down)
                self.cards[piece] = item
                self._by_face.setdefault(item.card.id, []).append(item)
                self.addItem(item)
                item.setPos(rect.topLeft())
            elif item.pos() != rect.topLeft():
                self._slide(item, rect.topLeft())
            item.set_face_down(down)
            item.setScale(scale)
            item.setZValue(Z_ATTACHED + layer if layer else item.zValue())
            item.setToolTip("a face-down card" if down else item.card.title)
        self._show_figures(game)
        self._show_fires(game)
        self._fit_scene_rect()
        self.changed_board.emit()

    def _attached_place(self, game, piece, terrain: str, drawn_at: str | None, i: int) -> tuple:
        """An attached event lies in its own slot when that space is free, else small across the terrain's edge."""
        if drawn_at and drawn_at.startswith("board:") and drawn_at != terrain:
            if not game.zones.size(drawn_at):
                return slot_rect(drawn_at), False, 1.0, i + 1
            (tx, ty), (ax, ay) = slot_xy(terrain), slot_xy(drawn_at)
            sides = [side for side, step in SIDE_STEP.items() if step == (_sign(ax - tx), 0) or step == (0, _sign(ay - ty))]
        else:
            sides = game.card(piece).get("placement", ())
        return edge_rect(terrain, sides, ATTACHED_SCALE, i), False, ATTACHED_SCALE, i + 1

    def _show_figures(self, game):
        players = [p for p in game.table.players if p.seat not in game.table.eliminated]
        for seat in [s for s in self.figures if s not in {p.seat for p in players}]:
            self._drop_item(self.figures.pop(seat))
        together: dict[str, int] = {}
        for player in players:
            card = game.card(player.character)
            item = self.figures.get(player.seat)
            if item is None:
                initial = (card.title or player.name or "?")[:1].upper()
                item = FigureItem(player.seat, f"{player.name} ({card.title})", initial, figure_colour(card, player.seat))
                self.figures[player.seat] = item
                self.addItem(item)
                item.setPos(self._figure_pos(player.at, 0))
            k = together.get(player.at, 0)
            together[player.at] = k + 1
            item.at = player.at
            target = self._figure_pos(player.at, k)
            if item.pos() != target:
                self._slide(item, target)

    def _figure_pos(self, zone: str, k: int) -> QPointF:
        rect = slot_rect(zone)
        # on the picture, clear of the title and the action rows a player needs to read
        return QPointF(rect.left() + 26 + k * FIGURE_W * 0.75, rect.top() + 100)

    def _show_fires(self, game):
        zones = list(getattr(game.table, "fires", None) or ())
        while len(self.fires) > len(zones):
            self._drop_item(self.fires.pop())
        while len(self.fires) < len(zones):
            fire = FireItem()
            self.fires.append(fire)
            self.addItem(fire)
        for fire, zone in zip(self.fires, zones):
            rect = slot_rect(zone)
            fire.setPos(rect.right() - 70, rect.top() + 14)

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

    def board_rect(self) -> QRectF:
        """The cards' extent, in scene units (an empty board is one slot around the origin)."""
        rect = QRectF()
        for item in self.cards.values():
            rect = rect.united(item.sceneBoundingRect())
        return rect if not rect.isNull() else slot_rect("board:0,0")

    def focus_rect(self) -> QRectF:
        """The board plus what the pending decision puts in play (lit slots, the card being placed)."""
        rect = self.board_rect()
        for slot in self.lit.values():
            rect = rect.united(slot.sceneBoundingRect())
        if self.floating is not None:
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

    def finish_animations(self):
        for anim in list(self._anims):
            anim.setCurrentTime(anim.duration())
            anim.stop()
        self._anims.clear()

    # -- the pending decision -------------------------------------------------------------
    def set_pending(self, decision) -> None:
        """Light what the pending decision allows: slots for `place`, reachable terrains for `move`."""
        self._clear_lit()
        if self.floating is not None:
            self.removeItem(self.floating)
            self.floating = None
        self.pending = decision
        kind = decision.kind if decision is not None else None
        for figure in self.figures.values():
            figure.draggable = kind in ("move", "action")
            # a figure that cannot be dragged lets clicks through to its terrain
            figure.setAcceptedMouseButtons(Qt.LeftButton if figure.draggable else Qt.NoButton)
            figure.setCursor(Qt.OpenHandCursor) if figure.draggable else figure.unsetCursor()
        if kind == "place":
            for option in decision.options:
                if option.key.startswith("slot:"):
                    self._light(option.key[5:], option.key, option.label)
            piece = self._placing_piece(decision)
            if piece is not None:
                self.floating = CardItem(self.faces, piece, self.game.card(piece), False)
                self.floating.draggable = True
                self.floating.setZValue(Z_FLOATING)
                self.floating.setToolTip(f"{self.floating.card.title}: drag it to a lit space")
                self.floating.setCursor(Qt.OpenHandCursor)
                self.addItem(self.floating)
                caption = QGraphicsSimpleTextItem("Place me: drag to a lit space", self.floating)
                font = QFont()
                font.setPixelSize(20)
                font.setBold(True)
                caption.setFont(font)
                caption.setBrush(QColor(250, 240, 210))
                caption.setPos((CARD_W - caption.boundingRect().width()) / 2, -32)
                self.floating.setPos(self._beside_board())
                self._fit_scene_rect()
        elif kind == "move":
            for option in decision.options:
                if option.key.startswith("to:"):
                    self._light(option.key[3:], option.key, option.label)
            if self.intended_move and f"to:{self.intended_move}" in self.lit:
                self.lit[f"to:{self.intended_move}"].set_hot(True)

    def _placing_piece(self, decision) -> str | None:
        piece = decision.context.get("piece") if decision.context else None
        if piece is None and self.game is not None:
            piece = self.game.zones.top("revealed")
        if piece is None or (self.game is not None and piece not in self.game.state.pieces):
            return None
        return piece

    def _beside_board(self) -> QPointF:
        board = self.board_rect()
        return QPointF(board.right() + GAP * 6, board.top())

    def dock_floating(self, visible: QRectF) -> None:
        """Keep the card being placed in view: beside the board, or at the view's edge if that is off screen."""
        if self.floating is None or getattr(self.floating, "_dragging", False):
            return
        wanted = self._beside_board()
        rect = QRectF(wanted, self.floating.sceneBoundingRect().size())
        if not visible.contains(rect):
            size = self.floating.sceneBoundingRect().size()
            wanted = QPointF(visible.right() - size.width() - GAP * 3, visible.top() + GAP * 3)
        self.floating.setPos(wanted)

    def _light(self, zone: str, key: str, label: str):
        board_zone = "board:" + zone.split(":", 1)[1] if zone.startswith(("board:", "attached:")) else None
        if board_zone is None:
            return
        occupied = any(item.pos() == slot_rect(board_zone).topLeft() and item.scale() == 1.0
                       for item in self.cards.values())
        slot = SlotItem(board_zone, key, label, slot_rect(board_zone), occupied or zone.startswith("attached:"))
        self.lit[key] = slot
        self.addItem(slot)

    def _clear_lit(self):
        for slot in self.lit.values():
            self.removeItem(slot)
        self.lit.clear()
        self._hot = None

    # -- pointer and keyboard -------------------------------------------------------------
    def clicked(self, item):
        if isinstance(item, FigureItem):  # a click on a pawn means its terrain
            item = self._card_at_slot(getattr(item, "at", "")) if getattr(item, "at", None) else None
        if isinstance(item, CardItem):
            self.clearSelection()
            item.setSelected(True)
            self.card_clicked.emit(item.piece)

    def opened(self, item):
        if isinstance(item, CardItem):
            self.card_opened.emit(item.piece)

    def drag_over(self, item, point: QPointF):
        for child in item.childItems():  # the "place me" caption would hide the slot beneath
            child.setVisible(False)
        if isinstance(item, FigureItem) and self.pending is not None and self.pending.kind == "action" and not self.lit:
            self._light_reachable(item.seat)
        hot = self._slot_for(point)
        if hot is not self._hot:
            if self._hot is not None:
                self._hot.set_hot(False)
            if hot is not None:
                hot.set_hot(True)
            self._hot = hot

    def _slot_for(self, point: QPointF) -> SlotItem | None:
        zone = slot_at(point)
        for slot in self.lit.values():
            if slot.zone == zone:
                return slot
        return None

    def _light_reachable(self, seat: int):
        from engine.rulesets.seventh_continent import board
        if not self._move_keys(seat):
            return
        for zone in board.reachable(self.game, self.game.table.player(seat).at):
            self._light(zone, f"reach:{zone}", "reachable")

    def _move_keys(self, seat: int) -> list[str]:
        """The pending options that start the move action of this seat's terrain."""
        from engine.rulesets.seventh_continent import actions
        terrain = self.game.zones.top(self.game.table.player(seat).at)
        if terrain is None:
            return []
        prefix = f"act:{seat}:{terrain}:"
        keys = []
        for key in self.pending.keys():
            if key.startswith(prefix):
                index = int(key[len(prefix):])
                if actions.action_def(self.game, terrain, index).get("icon") == "move":
                    keys.append(key)
        return keys

    def dropped(self, item, point: QPointF, origin: QPointF):
        """A drag ended: choose what the drop means if it is legal, else slide back and say why."""
        if self._hot is not None:
            self._hot.set_hot(False)
            self._hot = None
        zone = slot_at(point)
        if isinstance(item, CardItem):
            key, reason = self._drop_card(zone)
        else:
            key, reason = self._drop_figure(item, zone)
        if self.pending is not None and self.pending.kind == "action":
            self._clear_lit()
        if key is None:
            for child in item.childItems():
                child.setVisible(True)
            self._slide(item, origin, 260)
            if reason:
                self.refused.emit(reason)
            return
        if isinstance(item, CardItem) or key.startswith("to:"):
            target = slot_rect("board:" + zone.split(":", 1)[1]).topLeft()
            if isinstance(item, FigureItem):
                target = self._figure_pos(zone, 0)
            self._slide(item, target, 120)
        else:
            self._slide(item, origin, 200)
        self.chosen.emit(key)

    def _drop_card(self, zone: str) -> tuple[str | None, str]:
        if self.pending is None or self.pending.kind != "place":
            return None, ""
        for key in (f"slot:{zone}", "slot:attached:" + zone.split(":", 1)[1]):
            if key in self.pending.keys():
                return key, ""
        title = self.floating.card.title if self.floating else "This card"
        there = self._card_at_slot(zone)
        if there is not None:
            what = "a face-down card" if there.face_down else there.card.title
            return None, f"{title} cannot go there: that space already holds {what}. Drop it on a lit space."
        return None, f"{title} cannot go there. Drop it on one of the lit spaces."

    def _drop_figure(self, figure: FigureItem, zone: str) -> tuple[str | None, str]:
        if self.game is None or self.pending is None or zone == getattr(figure, "at", None):
            return None, ""
        kind = self.pending.kind
        target = self._card_at_slot(zone)
        if target is None or target.face_down or target.card.type != "terrain":
            return None, "Figures stand on terrain cards only: drop it on a lit terrain."
        if kind == "move":
            key = f"to:{zone}"
            if key in self.pending.keys():
                return key, ""
            return None, f"{target.card.title} cannot be reached from here."
        if kind == "action":
            return self._start_move(figure.seat, zone, target)
        return None, ""

    def _start_move(self, seat: int, zone: str, target: CardItem) -> tuple[str | None, str]:
        from engine.rulesets.seventh_continent import actions, board
        player = self.game.table.player(seat)
        keys = self._move_keys(seat)
        if not keys:
            terrain = self.game.zones.top(player.at)
            moves = [i for i, a in enumerate(self.game.card(terrain).get("actions", ()) if terrain else ())
                     if a.get("icon") == "move"]
            if not moves:
                return None, f"{player.name}'s terrain has no move action."
            why = actions.why_not(self.game, seat, actions.ActionRef(terrain, moves[0]))
            return None, f"{player.name} cannot move now: {why or 'it is not an action that may be taken now'}."
        if zone not in board.reachable(self.game, player.at):
            return None, f"{target.card.title} cannot be reached from {player.name}'s terrain."
        self.intended_move = zone
        return keys[0], ""

    def _card_at_slot(self, zone: str) -> CardItem | None:
        top_left = slot_rect(zone).topLeft()
        for item in self.cards.values():
            if item.scale() == 1.0 and item.pos() == top_left:
                return item
        return None

    def place_for_me(self) -> str | None:
        """Choose the first legal slot for the card being placed, as a drop there would."""
        if self.pending is None or self.pending.kind != "place":
            return None
        keys = [k for k in self.pending.keys() if k.startswith("slot:")]
        if not keys:
            return None
        key = keys[0]
        if self.floating is not None:
            self._slide(self.floating, slot_rect("board:" + key.split(":", 2)[2]).topLeft(), 260)
        self.chosen.emit(key)
        return key

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


def _sign(n: int) -> int:
    return (n > 0) - (n < 0)


__all__ = ["BoardScene"]
