"""Where things lie on the Arkeis board, in scene units: each zone is a square cell of the episode's grid, a
door sits on the wall between its two cells; Explorer figures stand along a zone's top, large enough to read
(closer when many share it), Adversary miniatures along its foot, Search tokens in its top-right corner."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from gui.table.items import CARD_H, CARD_W, FIGURE_H, FIGURE_W

ZONE = 240
MINI = 0.27           # an Adversary miniature's base, as a share of a card's size
TOKEN = 0.2           # a Search token
MINI_W, MINI_H = CARD_W * MINI, CARD_H * MINI
TOKEN_W, TOKEN_H = CARD_W * TOKEN, CARD_H * TOKEN
REACH = 500           # cells from the first room the board draws at most (a loaded game's cell is untrusted)


def on_board(v: int) -> int:
    """A cell coordinate as drawn: kept within REACH, so a crafted 10**30 is a far cell, not an overflow."""
    return max(-REACH, min(REACH, int(v)))


def cell_rect(x: int, y: int) -> QRectF:
    return QRectF(on_board(x) * ZONE, on_board(y) * ZONE, ZONE, ZONE)


def cell_at(point: QPointF) -> tuple[int, int]:
    return int(point.x() // ZONE), int(point.y() // ZONE)


def door_centre(a: tuple[int, int], b: tuple[int, int]) -> QPointF:
    """The middle of the wall two touching cells share."""
    (ax, ay), (bx, by) = (on_board(v) for v in a), (on_board(v) for v in b)
    return QPointF((ax + bx + 1) * ZONE / 2, (ay + by + 1) * ZONE / 2)


def door_rect(a: tuple[int, int], b: tuple[int, int]) -> QRectF:
    """The door leaf on the shared wall: long along the wall, thin across it."""
    c = door_centre(a, b)
    if a[1] == b[1]:   # side by side: an upright wall
        return QRectF(c.x() - 14, c.y() - 48, 28, 96)
    return QRectF(c.x() - 48, c.y() - 14, 96, 28)


def token_on_door(a: tuple[int, int], b: tuple[int, int]) -> QRectF:
    c = door_centre(a, b)
    return QRectF(c.x() - TOKEN_W / 2, c.y() - TOKEN_H / 2, TOKEN_W, TOKEN_H)


def chain_on_door(a: tuple[int, int], b: tuple[int, int]) -> QRectF:
    """A chain lies across the door, beside the Search token that may lie on it too."""
    c = door_centre(a, b)
    if a[1] == b[1]:
        return QRectF(c.x() - TOKEN_W / 2, c.y() + TOKEN_H * 0.35, TOKEN_W, TOKEN_H)
    return QRectF(c.x() + TOKEN_W * 0.35, c.y() - TOKEN_H / 2, TOKEN_W, TOKEN_H)


def trapdoor_in_zone(cell: tuple[int, int], k: int) -> QRectF:
    """A trapdoor in the zone's bottom-right corner."""
    r = cell_rect(*cell)
    return QRectF(r.right() - 14 - TOKEN_W - k * (TOKEN_W + 4), r.bottom() - 30 - TOKEN_H, TOKEN_W, TOKEN_H)


def token_in_zone(cell: tuple[int, int], k: int) -> QRectF:
    r = cell_rect(*cell)
    return QRectF(r.right() - 14 - TOKEN_W - k * (TOKEN_W + 4), r.top() + 34, TOKEN_W, TOKEN_H)


def mini_in_zone(cell: tuple[int, int], k: int) -> QRectF:
    """The k-th Adversary miniature of a zone: three a row along its foot, rows going up."""
    r = cell_rect(*cell)
    row, col = divmod(k, 3)
    return QRectF(r.left() + 12 + col * (MINI_W + 4), r.bottom() - 10 - MINI_H - row * (MINI_H * 0.5), MINI_W, MINI_H)


PAWN_SCALES = (1.6, 1.6, 1.6, 1.25, 1.1)  # by how many Explorers share a zone: read at a glance, a crowd closer
PAWN_TOP = 34                             # below the room's title
PAWN_BAND = (14, ZONE - 18 - TOKEN_W)     # left of the Search tokens' corner, above the miniatures' row


def pawn_scale(crowd: int) -> float:
    """How much larger than the table's usual pawn an Explorer stands, among `crowd` in its zone."""
    return PAWN_SCALES[min(max(crowd, 1), len(PAWN_SCALES)) - 1]


def pawns_foot(cell: tuple[int, int], crowd: int) -> float:
    """Where the Explorer figures standing in a zone end at the bottom (`crowd` of them), their outline included, in
    scene units."""
    return cell_rect(*cell).top() + PAWN_TOP + (FIGURE_H + 2) * pawn_scale(crowd)


def figure_pos(cell: tuple[int, int], k: int, crowd: int = 1) -> QPointF:
    """The k-th of `crowd` Explorer figures in a zone: side by side along its top, closer (each still showing its
    initial) when more than fit."""
    r = cell_rect(*cell)
    wide = FIGURE_W * pawn_scale(crowd)
    left, right = PAWN_BAND
    step = min(wide + 4, (right - left - wide) / (crowd - 1)) if crowd > 1 else 0
    return QPointF(r.left() + left + min(k, max(crowd - 1, 0)) * step, r.top() + PAWN_TOP)
