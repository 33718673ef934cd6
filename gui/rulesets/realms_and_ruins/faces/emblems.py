"""Our own emblems for the three suits and the pieces, drawn with plain shapes in card units."""
from __future__ import annotations

import math

from gui.faces import palette as ink
from gui.faces.canvas import Canvas
from gui.rulesets.realms_and_ruins import palette


def house(c: Canvas, cx: float, cy: float, r: float, fill) -> None:
    """The Village: a cottage with a pitched roof and a door."""
    c.poly([(cx - r, cy - r * 0.1), (cx, cy - r), (cx + r, cy - r * 0.1)], fill)
    c.rect(cx - r * 0.75, cy - r * 0.1, cx + r * 0.75, cy + r * 0.85, fill=fill)
    c.rect(cx - r * 0.2, cy + r * 0.3, cx + r * 0.2, cy + r * 0.85, fill=ink.PARCHMENT)


def tower(c: Canvas, cx: float, cy: float, r: float, fill) -> None:
    """The Castle: a keep with three merlons and a gate."""
    c.rect(cx - r * 0.7, cy - r * 0.55, cx + r * 0.7, cy + r * 0.85, fill=fill)
    for k in (-1, 0, 1):
        c.rect(cx + k * r * 0.5 - r * 0.18, cy - r * 0.9, cx + k * r * 0.5 + r * 0.18, cy - r * 0.5, fill=fill)
    c.rect(cx - r * 0.22, cy + r * 0.3, cx + r * 0.22, cy + r * 0.85, fill=ink.PARCHMENT, radius=r * 0.2)


def star(c: Canvas, cx: float, cy: float, r: float, fill) -> None:
    """Magic: an eight-pointed star."""
    points = []
    for k in range(16):
        radius = r if k % 2 == 0 else r * 0.42
        angle = math.pi * k / 8 - math.pi / 2
        points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    c.poly(points, fill)


def crown(c: Canvas, cx: float, cy: float, r: float, fill) -> None:
    """A Hero: a crown."""
    c.poly([(cx - r, cy + r * 0.5), (cx - r, cy - r * 0.5), (cx - r * 0.5, cy), (cx, cy - r * 0.8),
            (cx + r * 0.5, cy), (cx + r, cy - r * 0.5), (cx + r, cy + r * 0.5)], fill)


def cube(c: Canvas, x: float, y: float, size: float, fill, edge=ink.INK) -> None:
    """A Follower cube seen from above and a little to the side."""
    d = size * 0.22
    c.poly([(x, y + d), (x + d, y), (x + size, y), (x + size - d, y + d)], _shade(fill, 1.15))
    c.poly([(x + size - d, y + d), (x + size, y), (x + size, y + size - d), (x + size - d, y + size)], _shade(fill, 0.8))
    c.rect(x, y + d, x + size - d, y + size, fill=fill, outline=edge, width=max(0.8, size * 0.05))


def coin(c: Canvas, cx: float, cy: float, r: float) -> None:
    c.rect(cx - r, cy - r, cx + r, cy + r, fill=(214, 170, 60), outline=(120, 86, 20), width=r * 0.12, radius=r)
    c.text(cx, cy, "G", r * 1.1, fill=(120, 86, 20), style="title", anchor="mm")


def event_mark(c: Canvas, cx: float, cy: float, r: float, fill) -> None:
    """The Event symbol: an open book."""
    c.poly([(cx - r, cy - r * 0.5), (cx, cy - r * 0.3), (cx, cy + r * 0.7), (cx - r, cy + r * 0.5)], fill)
    c.poly([(cx + r, cy - r * 0.5), (cx, cy - r * 0.3), (cx, cy + r * 0.7), (cx + r, cy + r * 0.5)],
           _shade(fill, 0.8))


def _shade(colour, factor: float):
    return tuple(max(0, min(255, round(v * factor))) for v in colour[:3])


def lighthouse(c: Canvas, cx: float, cy: float, r: float, fill) -> None:
    """The Lantern Spire: a tapering lighthouse, its lamp lit, beams to both sides."""
    c.poly([(cx - r * 0.42, cy + r * 0.9), (cx - r * 0.22, cy - r * 0.45), (cx + r * 0.22, cy - r * 0.45),
            (cx + r * 0.42, cy + r * 0.9)], fill)
    c.rect(cx - r * 0.3, cy - r * 0.75, cx + r * 0.3, cy - r * 0.45, fill=ink.PARCHMENT)
    c.poly([(cx - r * 0.36, cy - r * 0.75), (cx, cy - r * 1.05), (cx + r * 0.36, cy - r * 0.75)], fill)
    for side in (-1, 1):
        c.poly([(cx + side * r * 0.3, cy - r * 0.66), (cx + side * r * 1.05, cy - r * 0.9),
                (cx + side * r * 1.05, cy - r * 0.4)], _shade(fill, 1.25))


SUIT_EMBLEMS = {"house": house, "tower": tower, "star": star, "lighthouse": lighthouse}


def suit_emblem(c: Canvas, suit: str | None, cx: float, cy: float, r: float, fill) -> None:
    SUIT_EMBLEMS.get(palette.emblem_of(suit), crown)(c, cx, cy, r, fill)
