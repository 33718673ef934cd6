"""The 7th Continent's board: the jigsaw board both 7th games share (`gui.rulesets.sevenths.board`), the move
action on a terrain card taking a figure anywhere along a chain of terrains, and fires standing on terrains."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem

from engine.rulesets.sevenths import board as rules_board
from engine.rulesets.seventh_continent import resolution
from gui.rulesets.sevenths.board import JigsawBoard
from gui.rulesets.sevenths.geometry import slot_rect
from gui.table.items import Z_FIGURE


class ContinentBoard(JigsawBoard):
    """The move action is on the terrain a figure stands on; fires are markers on their terrains."""

    def move_options(self, game, decision, seat: int) -> list:
        terrain = game.zones.top(game.table.player(seat).at)
        return [o for o in decision.options
                if o.data.get("icon") == "move" and o.data.get("active") == seat and o.data.get("piece") == terrain]

    def refused_moves(self, game, decision, seat: int) -> list:
        terrain = game.zones.top(game.table.player(seat).at)
        return [o for o in (resolution.offered(game, terrain) if terrain else [])
                if o.data.get("icon") == "move" and o.data.get("active") == seat]

    def destinations(self, game, seat: int) -> list[str]:
        return rules_board.reachable(game, game.table.player(seat).at)

    def markers(self, game) -> list[QPointF]:
        return [slot_rect(zone).topRight() + QPointF(-70, 14) for zone in getattr(game.table, "fires", None) or ()]

    def marker(self) -> QGraphicsItem:
        return FireItem()


class FireItem(QGraphicsItem):
    """A fire figure on a terrain."""

    def __init__(self):
        super().__init__()
        self.setZValue(Z_FIGURE)
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, 56, 70)

    def paint(self, painter, option, widget=None):
        painter.setRenderHint(QPainter.Antialiasing)
        flame = QPainterPath()
        flame.moveTo(28, 2)
        flame.cubicTo(60, 34, 52, 68, 28, 68)
        flame.cubicTo(4, 68, -4, 34, 28, 2)
        painter.setPen(QPen(QColor(120, 40, 10), 3))
        painter.setBrush(QColor(236, 120, 30))
        painter.drawPath(flame)
        painter.setBrush(QColor(252, 210, 80))
        painter.setPen(Qt.NoPen)
        painter.drawEllipse(QRectF(18, 36, 20, 28))
