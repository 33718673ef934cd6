"""The board: a QGraphicsScene of cards and figures on a jigsaw grid, with drag and drop of legal choices."""
from gui.table.scene import BoardScene
from gui.table.view import BoardView

__all__ = ["BoardScene", "BoardView"]
