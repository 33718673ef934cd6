"""The board: a QGraphicsScene of cards and figures laid out by the ruleset's board, with drag and drop of legal choices."""
from gui.table.scene import BoardScene
from gui.table.view import BoardView

__all__ = ["BoardScene", "BoardView"]
