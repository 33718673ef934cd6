"""Where things lie on the Realms and Ruins board, in scene units (one unit is one pixel of a table-size face):
one row per Realm in clockwise order, its board on the left and its Offer beside it (revealed cards, the Offer
deck, the cost marker); the card being played lies to the right of the rows, where everyone sees it."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from gui.table.items import CARD_H, CARD_W

REALM_W, REALM_H = 560, 420
ROW = REALM_H + 24
SLOT_GAP = 16
OFFER_X = REALM_W + SLOT_GAP
OFFER_TOP = (REALM_H - CARD_H) / 2
SMALL = 0.42    # the Offer deck's back and the cost marker, beside the revealed cards
SIDE_W = round(CARD_W * SMALL) + 24
SLOTS = 2


def row_y(index: int) -> float:
    return index * ROW


def realm_rect(index: int) -> QRectF:
    return QRectF(0, row_y(index), REALM_W, REALM_H)


def slot_rect(index: int, n: int) -> QRectF:
    return QRectF(OFFER_X + n * (CARD_W + SLOT_GAP), row_y(index) + OFFER_TOP, CARD_W, CARD_H)


def side_x(slots: int) -> float:
    return OFFER_X + max(SLOTS, slots) * (CARD_W + SLOT_GAP)


def deck_rect(index: int, slots: int, k: int = 0) -> QRectF:
    """Where an Offer deck's back lies, small, beside the revealed cards (a second deck a little lower)."""
    return QRectF(side_x(slots), row_y(index) + OFFER_TOP + k * 30, CARD_W * SMALL, CARD_H * SMALL)


def deck_label(index: int, slots: int, decks: int) -> QRectF:
    deck = deck_rect(index, slots, decks - 1)
    return QRectF(deck.left(), deck.bottom() + 4, SIDE_W + 20, 24)


def marker_rect(index: int, slots: int) -> QRectF:
    return QRectF(side_x(slots), row_y(index) + OFFER_TOP + CARD_H - CARD_H * SMALL, CARD_W * SMALL, CARD_H * SMALL)


def marker_label(index: int, slots: int) -> QRectF:
    marker = marker_rect(index, slots)
    return QRectF(marker.left(), marker.top() - 26, SIDE_W + 20, 24)


def play_area(slots: int) -> QRectF:
    """Where the cards being played lie, right of the Offers."""
    return QRectF(side_x(slots) + SIDE_W + 40, row_y(0) + OFFER_TOP, CARD_W + 60, CARD_H + 40)


def played_rect(slots: int, k: int) -> QRectF:
    area = play_area(slots)
    return QRectF(area.left() + k * 30, area.top() + 40 + k * 20, CARD_W, CARD_H)


def figure_pos(index: int, k: int) -> QPointF:
    """Where the k-th Hero figure stands on a Realm board: down its left edge, clear of the words and cubes."""
    rect = realm_rect(index)
    return QPointF(rect.left() + 14, rect.top() + 78 + k * 106)


FIGURE_STRIP = 96  # the left edge of a Realm board where the Hero figures stand


def whole(realms: int, slots: int = SLOTS) -> QRectF:
    area = play_area(slots)
    return QRectF(0, 0, area.right(), row_y(max(1, realms) - 1) + REALM_H)
