"""The 7th Continent's own rule symbols, added to the common icon set (drawn on the 100-unit grid)."""
from __future__ import annotations

from gui.faces.pen import Pen, glyph


@glyph("curse")
def curse(p: Pen):
    p.circle(50, 42, 36)
    p.rect(30, 58, 70, 90, radius=6)
    p.ellipse(36, 44, 9, 10, 0)
    p.ellipse(64, 44, 9, 10, 0)
    p.poly([(50, 56), (56, 66), (44, 66)], 0)
    for x in (40, 50, 60):
        p.rect(x - 1.5, 76, x + 1.5, 90, 0)


@glyph("durability")
def durability(p: Pen):
    p.rect(4, 14, 72, 82, radius=12)
    for cx, cy in ((22, 32), (54, 64), (38, 48)):
        p.circle(cx, cy, 7, 0)
    p.rect(66, 44, 98, 56, 0)
    p.rect(70, 47, 96, 53)
