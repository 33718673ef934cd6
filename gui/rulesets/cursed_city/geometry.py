"""Where things lie on the Cursed City board, in scene units: one square space is SPACE units a side, the
battlefield's grid laid out as it is (x to the right, y down)."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from gui.table.items import CARD_H, CARD_W

SPACE = 120.0
TOKEN = 0.9          # a model's token fills this much of its space


def cell_rect(cell) -> QRectF:
    x, y = cell
    return QRectF(x * SPACE, y * SPACE, SPACE, SPACE)


def cells_rect(cells) -> QRectF:
    rect = QRectF()
    for cell in cells:
        rect = rect.united(cell_rect(cell))
    return rect


def cell_at(point: QPointF) -> tuple[int, int]:
    return int(point.x() // SPACE), int(point.y() // SPACE)


def token_place(rect: QRectF, k: int = 0, of: int = 1) -> tuple[QPointF, float]:
    """Where a token's card lies and its scale, to show it round in a rectangle (the k-th of `of` sharing it)."""
    width = rect.width() / of
    scale = min(width / CARD_W, rect.height() / CARD_H) * TOKEN
    w, h = CARD_W * scale, CARD_H * scale
    x = rect.left() + k * width + (width - w) / 2
    return QPointF(x, rect.top() + (rect.height() - h) / 2), scale
