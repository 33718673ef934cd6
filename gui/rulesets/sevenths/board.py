"""The jigsaw board both 7th games lay out: terrain cards snapped to a grid of slots, events attached across
their edges, the characters' figures standing on terrains, and what dragging a figure means. A game's
board says which pending options start a figure's move and where that move may take it."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor

from engine.core.view import sees
from engine.rulesets.sevenths import board as rules_board
from gui.rulesets import BaseBoard, Figure, Place
from gui.rulesets.sevenths.geometry import SIDE_STEP, edge_rect, slot_at, slot_rect, slot_xy

SEAT_COLOURS = ["#c0553a", "#3a74c0", "#d9b23a", "#4f9c5a"]
ATTACHED_SCALE = 0.5
FIGURE_SPOTS = (50, 72, 140, 162)  # x of the figures on a terrain card, in face pixels


def figure_colour(card, seat: int) -> QColor:
    colour = QColor(str(card.get("figure", "") or ""))
    return colour if colour.isValid() else QColor(SEAT_COLOURS[seat % len(SEAT_COLOURS)])


def _sign(n: int) -> int:
    return (n > 0) - (n < 0)


class JigsawBoard(BaseBoard):
    """Terrains snap to a grid of slots; a place decision lights free slots, a move lights where a figure may go.

    A game's board gives `move_options(game, decision, seat)` (the pending options starting that seat's move),
    `refused_moves(game, decision, seat)` (the same, refused, with their reasons) and
    `destinations(game, seat)` (the slots the move may take the figure to)."""

    card_drops = ("place",)
    figure_drops = ("move",)
    figure_starts = ("action",)

    def move_options(self, game, decision, seat: int) -> list:
        raise NotImplementedError

    def refused_moves(self, game, decision, seat: int) -> list:
        raise NotImplementedError

    def destinations(self, game, seat: int) -> list[str]:
        raise NotImplementedError

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
        """Every character whose figure stands on the board (one out of the game, or unconscious, has none)."""
        found = []
        gone = getattr(game.table, "eliminated", None) or ()
        for player in game.table.players:
            if player.seat in gone or player.at is None:
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
        return []

    def marker(self):
        return None

    def figure_target(self, game, seat: int, zone: str) -> str | None:
        terrain = rules_board.terrain_in(game, zone) if zone.startswith("board:") else None
        if terrain is None or not sees(game, terrain, None):
            return "Figures stand on terrain cards only: drop it on a lit terrain."
        return None

    def reachable(self, game, decision, seat: int) -> list[str]:
        if not self.move_options(game, decision, seat):
            return []
        return self.destinations(game, seat)

    def start_by_figure(self, game, decision, seat: int, zone: str) -> tuple[str | None, str]:
        player = game.table.player(seat)
        moves = self.move_options(game, decision, seat)
        if not moves:
            refused = self.refused_moves(game, decision, seat)
            if not refused:
                return None, f"{player.name} has no move action here."
            why = refused[0].why_not or "it is not an action that may be taken now"
            return None, f"{player.name} cannot move now: {why}."
        if zone not in self.destinations(game, seat):
            title = game.card(rules_board.terrain_in(game, zone)).title
            return None, f"{title} cannot be reached from {player.name}'s terrain."
        return moves[0].key, ""
