"""The 7th Citadel's board: the jigsaw board both 7th games share (`gui.rulesets.sevenths.board`), the move
action on a character's own card taking the figure to an adjacent terrain, and the dice resting on the
compound actions of the cards in play, each showing what is still needed."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from engine.rulesets.sevenths import board as rules_board
from engine.rulesets.sevenths.tally import successes
from gui.rulesets.sevenths.board import JigsawBoard
from gui.table.items import Z_FIGURE

DIE_SIZE = 46


class CitadelBoard(JigsawBoard):
    """Dragging a figure onto an adjacent terrain takes its character's move action."""

    def _character(self, game, seat: int) -> str:
        return game.table.player(seat).character

    def move_options(self, game, decision, seat: int) -> list:
        mine = self._character(game, seat)
        return [o for o in decision.options
                if o.data.get("icon") == "move" and o.data.get("active") == seat and o.data.get("piece") == mine]

    def refused_moves(self, game, decision, seat: int) -> list:
        mine = self._character(game, seat)
        return [o for o in (decision.refused if decision is not None else ())
                if o.data.get("icon") == "move" and o.data.get("active") == seat and o.data.get("piece") == mine]

    def destinations(self, game, seat: int) -> list[str]:
        here = game.table.player(seat).at
        if here is None:
            return []
        return [s for s in (rules_board.beside(here, side) for side in rules_board.SIDES) if rules_board.terrain_in(game, s)]

    def scenery(self, game) -> list[QGraphicsItem]:
        """A die on each card in play whose compound action one rests on, at the card's top right corner."""
        places = self.places(game)
        items = []
        for die, rest in sorted(game.table.dice.items()):
            place = places.get(rest.piece)
            if place is None:
                continue
            item = DieItem(rest.value, rest.row)
            corner = place.rect.topRight()
            item.setPos(corner + QPointF(-DIE_SIZE * place.scale - 6, 34 * place.scale))
            item.setScale(place.scale)
            items.append(item)
        return items


class DieItem(QGraphicsItem):
    """A die resting on a compound action: its value is what the current row still needs."""

    def __init__(self, value: int, row: int):
        super().__init__()
        self.value, self.row = value, row
        self.setZValue(Z_FIGURE - 1)
        self.setToolTip(f"Die on row {row + 1}: {successes(value)} still needed")
        self.setAcceptedMouseButtons(Qt.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, DIE_SIZE, DIE_SIZE)

    def paint(self, painter, option, widget=None):
        painter.setRenderHint(QPainter.Antialiasing)
        painter.setPen(QPen(QColor(40, 30, 24), 3))
        painter.setBrush(QColor(250, 244, 228))
        painter.drawRoundedRect(QRectF(2, 2, DIE_SIZE - 4, DIE_SIZE - 4), 9, 9)
        font = QFont()
        font.setPixelSize(28)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor(150, 30, 20))
        painter.drawText(QRectF(0, 0, DIE_SIZE, DIE_SIZE), Qt.AlignCenter, str(self.value))
