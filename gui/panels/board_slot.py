"""The board in the centre of the table: the real one (gui.table, with its magnifier) or the plain stand-in."""
from __future__ import annotations

from PySide6.QtCore import Qt

from gui.panels.board_stand_in import BoardStandIn


def make_board(pack, cache, faces, parent):
    """(board, face provider, magnifier): the real board (gui.table) and loupe when installed, else the
    plain stand-in; both boards share one surface."""
    try:
        from gui.pixmaps import FaceProvider
        from gui.table import BoardView
    except ImportError:
        return BoardStandIn(faces), None, None
    provider = FaceProvider(pack, cache, parent=parent)
    board = BoardView(provider)
    try:
        from gui.magnifier import Magnifier
    except ImportError:
        return board, provider, None
    magnifier = Magnifier(provider, parent)
    magnifier.enabled = False  # off until the player turns it on (M): a loupe on every hover tires
    if hasattr(board, "attach_magnifier"):
        board.attach_magnifier(magnifier)
    return board, provider, magnifier


def card_under(card_list, pos):
    """(CardDef, face down) of the card under a point of a CardList, for the magnifier."""
    item = card_list.itemAt(pos)
    if item is None or card_list.game is None:
        return None
    piece = item.data(Qt.ItemDataRole.UserRole)
    game = card_list.game
    return game.card(piece), piece in card_list.hidden
