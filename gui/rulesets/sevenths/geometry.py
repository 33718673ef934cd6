"""Where board slots sit in the scene: one scene unit is one pixel of a table-size face."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from gui.faces.render import SIZES

CARD_W, CARD_H = SIZES["table"]
GAP = 10  # a thin seam, so the jigsaw reads as separate cards
PITCH_X, PITCH_Y = CARD_W + GAP, CARD_H + GAP
SIDE_STEP = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}


def slot_xy(zone: str) -> tuple[int, int]:
    """(x, y) of a `board:x,y` or `attached:x,y` zone."""
    x, y = zone.split(":", 1)[1].split(",")
    return int(x), int(y)


def slot_zone(x: int, y: int) -> str:
    return f"board:{x},{y}"


def slot_rect(zone: str) -> QRectF:
    x, y = slot_xy(zone)
    return QRectF(x * PITCH_X, y * PITCH_Y, CARD_W, CARD_H)


def slot_at(point: QPointF) -> str:
    """The board slot under a scene point (the seam counts as the nearer slot)."""
    x = round((point.x() - CARD_W / 2) / PITCH_X)
    y = round((point.y() - CARD_H / 2) / PITCH_Y)
    return slot_zone(x, y)


def edge_rect(terrain_zone: str, sides, scale: float, index: int = 0) -> QRectF:
    """An attached event drawn small across the terrain's edge on the side(s) its placement points to."""
    base = slot_rect(terrain_zone)
    w, h = CARD_W * scale, CARD_H * scale
    cx, cy = base.center().x(), base.center().y()
    for side in sides or ():
        dx, dy = SIDE_STEP.get(str(side), (0, 0))
        cx += dx * CARD_W / 2
        cy += dy * CARD_H / 2
    if not sides:
        cy += CARD_H / 2
    cx += index * w * 0.35
    cy += index * h * 0.12
    return QRectF(cx - w / 2, cy - h / 2, w, h)
