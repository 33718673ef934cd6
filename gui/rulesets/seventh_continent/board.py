"""The 7th Continent's board: a jigsaw grid of terrain cards, events attached across their edges, the
characters' figures and fires standing on terrains, and what dragging a figure means."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem

from engine.core.view import sees
from engine.rulesets.sevenths import board as rules_board
from engine.rulesets.seventh_continent import resolution
from gui.rulesets import Figure, Place
from gui.rulesets.seventh_continent.geometry import SIDE_STEP, edge_rect, slot_at, slot_rect, slot_xy
from gui.table.items import Z_FIGURE

SEAT_COLOURS = ["#c0553a", "#3a74c0", "#d9b23a", "#4f9c5a"]
ATTACHED_SCALE = 0.5
FIGURE_SPOTS = (50, 72, 140, 162)  # x of the figures on a terrain card, in face pixels


def figure_colour(card, seat: int) -> QColor:
    colour = QColor(str(card.get("figure", "") or ""))
    return colour if colour.isValid() else QColor(SEAT_COLOURS[seat % len(SEAT_COLOURS)])


def _sign(n: int) -> int:
    return (n > 0) - (n < 0)


class JigsawBoard:
    """Terrains snap to a grid of slots; a place decision lights free slots, a move lights reachable terrains."""

    card_drops = ("place",)
    figure_drops = ("move",)
    figure_starts = ("action",)

    def places(self, game) -> dict[str, Place]:
        wanted: dict[str, Place] = {}
        drawn_at = getattr(game.table, "attached_at", None) or {}
        for zone, pieces in game.zones.contents.items():
            if zone.startswith("board:"):
                for piece in pieces:
                    wanted[piece] = Place(slot_rect(zone))
            elif zone.startswith("attached:") and pieces:
                terrain = "board:" + zone.split(":", 1)[1]
                for i, piece in enumerate(pieces):
                    wanted[piece] = self._attached(game, piece, terrain, drawn_at.get(piece), i)
        return wanted

    def _attached(self, game, piece, terrain: str, drawn_at: str | None, i: int) -> Place:
        """An attached event lies in its own slot when that space is free, else small across the terrain's edge."""
        if drawn_at and drawn_at.startswith("board:") and drawn_at != terrain:
            if not game.zones.size(drawn_at):
                return Place(slot_rect(drawn_at), 1.0, i + 1)
            (tx, ty), (ax, ay) = slot_xy(terrain), slot_xy(drawn_at)
            sides = [side for side, step in SIDE_STEP.items() if step == (_sign(ax - tx), 0) or step == (0, _sign(ay - ty))]
        else:
            sides = game.card(piece).get("placement", ())
        return Place(edge_rect(terrain, sides, ATTACHED_SCALE, i), ATTACHED_SCALE, i + 1)

    def zone_rect(self, zone: str) -> QRectF | None:
        if not zone.startswith(("board:", "attached:")):
            return None
        return slot_rect("board:" + zone.split(":", 1)[1])

    def zone_at(self, point: QPointF) -> str:
        return slot_at(point)

    def home(self) -> QRectF:
        return slot_rect("board:0,0")

    def figures(self, game) -> list[Figure]:
        found = []
        for player in game.table.players:
            if player.seat in game.table.eliminated:
                continue
            card = game.card(player.character)
            initial = (card.title or player.name or "?")[:1].upper()
            found.append(Figure(player.seat, f"{player.name} ({card.title})", initial,
                                figure_colour(card, player.seat), player.at))
        return found

    def figure_pos(self, zone: str, k: int) -> QPointF:
        rect = slot_rect(zone)
        # on the picture, clear of the title, the arrows' numbers (north in the middle, west and east lower
        # down) and the rows below the picture a player needs to read: two each side of the north arrow
        return QPointF(rect.left() + FIGURE_SPOTS[k % len(FIGURE_SPOTS)], rect.top() + 36)

    def markers(self, game) -> list[QPointF]:
        return [slot_rect(zone).topRight() + QPointF(-70, 14) for zone in getattr(game.table, "fires", None) or ()]

    def marker(self) -> QGraphicsItem:
        return FireItem()

    def figure_target(self, game, seat: int, zone: str) -> str | None:
        terrain = rules_board.terrain_in(game, zone) if zone.startswith("board:") else None
        if terrain is None or not sees(game, terrain, None):
            return "Figures stand on terrain cards only: drop it on a lit terrain."
        return None

    def _moves(self, game, decision, seat: int) -> list:
        """The pending options that start the move action of this seat's terrain."""
        terrain = game.zones.top(game.table.player(seat).at)
        return [o for o in decision.options
                if o.data.get("icon") == "move" and o.data.get("active") == seat and o.data.get("piece") == terrain]

    def reachable(self, game, decision, seat: int) -> list[str]:
        if not self._moves(game, decision, seat):
            return []
        return rules_board.reachable(game, game.table.player(seat).at)

    def start_by_figure(self, game, decision, seat: int, zone: str) -> tuple[str | None, str]:
        player = game.table.player(seat)
        moves = self._moves(game, decision, seat)
        if not moves:
            terrain = game.zones.top(player.at)
            refused = [o for o in (resolution.offered(game, terrain) if terrain else [])
                       if o.data.get("icon") == "move" and o.data.get("active") == seat]
            if not refused:
                return None, f"{player.name}'s terrain has no move action."
            why = refused[0].why_not or "it is not an action that may be taken now"
            return None, f"{player.name} cannot move now: {why}."
        if zone not in rules_board.reachable(game, player.at):
            title = game.card(rules_board.terrain_in(game, zone)).title
            return None, f"{title} cannot be reached from {player.name}'s terrain."
        return moves[0].key, ""


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


