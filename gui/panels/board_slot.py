"""The board in the centre of the table, with its face provider and magnifier."""
from __future__ import annotations


from gui.magnifier import Magnifier
from gui.pixmaps import FaceProvider
from gui.table import BoardView


def make_board(pack, cache, faces, parent):
    """(board, face provider, magnifier) for a game of this pack."""
    provider = FaceProvider(pack, cache, parent=parent)
    board = BoardView(provider)
    magnifier = Magnifier(provider, parent)
    magnifier.enabled = False  # off until the player turns it on (M): a loupe on every hover tires
    board.attach_magnifier(magnifier)
    return board, provider, magnifier


def card_under(card_list, pos):
    """(PieceDef, face down) of the card under a point of a CardList, for the magnifier."""
    item = card_list.itemAt(pos)
    if item is None or card_list.game is None:
        return None
    found = card_list.shown_at(card_list.row(item))
    if found is None:
        return None
    card_id, face_down = found
    return card_list.game.cards[card_id], face_down
