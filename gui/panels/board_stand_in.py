"""A plain board used until the real one (gui.table.BoardView) is installed: cards on their grid, clickable.

It has the same surface the main window uses: show(game), set_pending(decision), and the signals
chosen(str), refused(str), card_clicked(str), card_opened(str).
"""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPainter
from PySide6.QtWidgets import QGraphicsPixmapItem, QGraphicsScene, QGraphicsSimpleTextItem, QGraphicsView

from gui.panels.card_faces import CARD_RATIO

CELL = 150
PIECE = 0


class BoardStandIn(QGraphicsView):
    chosen = Signal(str)
    refused = Signal(str)
    card_clicked = Signal(str)
    card_opened = Signal(str)

    def __init__(self, faces, parent=None):
        super().__init__(parent)
        self.faces = faces
        self.setScene(QGraphicsScene(self))
        self.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        self.setBackgroundBrush(QBrush(QColor("#2d3a34")))
        self.setAccessibleName("Board")
        self.setToolTip("The board: click a card for its actions")
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self._game = None
        if faces is not None:
            faces.ready.connect(lambda _id: self._game is not None and self.show(self._game))

    def show(self, game) -> None:  # noqa: A003 - the board's documented name
        self._game = game
        scene = self.scene()
        scene.clear()
        height = round(CELL * CARD_RATIO)
        face_down = getattr(game.table, "face_down", ())
        for zone in game.zones.contents:
            if not zone.startswith("board:"):
                continue
            x, y = (int(v) for v in zone.split(":", 1)[1].split(","))
            pieces = game.zones.cards(zone) + game.zones.cards(f"attached:{x},{y}")
            for k, piece in enumerate(pieces):
                card_id = game.state.pieces[piece]
                pixmap = self.faces.pixmap(card_id, CELL, back=piece in face_down)
                item = QGraphicsPixmapItem(pixmap)
                item.setPos(x * (CELL + 8) + k * 18, y * (height + 8) + k * 18)
                item.setData(PIECE, piece)
                item.setToolTip(game.cards[card_id].title if piece not in face_down else "unexplored")
                item.setCursor(Qt.CursorShape.PointingHandCursor)
                scene.addItem(item)
        for player in game.table.players:
            if not player.at.startswith("board:"):
                continue
            x, y = (int(v) for v in player.at.split(":", 1)[1].split(","))
            label = QGraphicsSimpleTextItem(f"● {player.name}")
            label.setBrush(QBrush(QColor(str(game.card(player.character).get("figure", "#ffffff")))))
            font = label.font()
            font.setBold(True)
            font.setPointSize(12)
            label.setFont(font)
            label.setPos(x * (CELL + 8) + 6, y * (height + 8) + height - 24 - 18 * player.seat)
            label.setZValue(5)
            scene.addItem(label)
        for area_zone in (z for z in game.zones.contents if z.startswith("exploration:")):
            pass  # exploration cards are listed by the actions they offer (panel + card clicks)
        scene.setSceneRect(scene.itemsBoundingRect().adjusted(-40, -40, 40, 40))

    def set_pending(self, decision) -> None:
        pass  # the stand-in shows no placement targets

    def _piece_at(self, event):
        item = self.itemAt(event.position().toPoint())
        while item is not None and item.data(PIECE) is None:
            item = item.parentItem()
        return item.data(PIECE) if item is not None else None

    def mouseReleaseEvent(self, event):  # noqa: N802
        piece = self._piece_at(event)
        super().mouseReleaseEvent(event)
        if piece and event.button() == Qt.MouseButton.LeftButton:
            self.card_clicked.emit(piece)

    def mouseDoubleClickEvent(self, event):  # noqa: N802
        piece = self._piece_at(event)
        if piece:
            self.card_opened.emit(piece)
