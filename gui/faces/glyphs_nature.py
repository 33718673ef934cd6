"""Our icons for the eight resources, drawn on the 100-unit grid."""
from __future__ import annotations

from gui.faces.glyphs_actions import flame
from gui.faces.pen import Pen, glyph


@glyph("wood")
def wood(p: Pen):
    p.poly([(22, 30), (80, 30), (80, 70), (22, 70)])
    p.ellipse(80, 50, 12, 20)
    p.ellipse(22, 50, 12, 20)
    p.ellipse(22, 50, 7, 13, 0)
    p.ellipse(22, 50, 3, 6)
    p.line([(40, 40), (66, 40)], 3, 0)
    p.line([(48, 58), (72, 58)], 3, 0)


@glyph("stone")
def stone(p: Pen):
    p.poly([(10, 78), (18, 46), (40, 26), (66, 24), (86, 42), (92, 74), (80, 86), (22, 88)])
    p.line([(40, 26), (48, 50), (86, 42)], 3.5, 0)
    p.line([(48, 50), (36, 86)], 3.5, 0)
    p.line([(18, 46), (48, 50)], 3.5, 0)


@glyph("foliage")
def foliage(p: Pen):
    p.lens((16, 84), (88, 12), 50)
    p.line([(22, 78), (80, 20)], 3.5, 0)
    for t in (0.3, 0.5, 0.7):
        x, y = 22 + 58 * t, 78 - 58 * t
        p.line([(x, y), (x - 4, y - 16)], 2.5, 0)
        p.line([(x, y), (x + 16, y + 4)], 2.5, 0)
    p.line([(6, 94), (22, 78)], 5)


@glyph("vine")
def vine(p: Pen):
    p.line([(40, 96), (50, 80), (42, 62), (54, 44), (46, 26), (56, 10)], 6)
    p.lens((48, 78), (84, 66), 18)
    p.lens((44, 58), (12, 44), 18)
    p.lens((52, 40), (86, 28), 16)
    p.arc(30, 24, 10, 300, 160, 3.5)
    p.arc(72, 86, 9, 180, 60, 3.5)


@glyph("bamboo")
def bamboo(p: Pen):
    for x, top, bottom in ((30, 8, 94), (58, 22, 94)):
        p.rect(x - 9, top, x + 9, bottom, radius=3)
        for y in range(top + 22, bottom - 6, 24):
            p.line([(x - 10, y), (x + 10, y)], 3, 0, caps=False)
            p.rect(x - 11, y + 2, x + 11, y + 5, radius=1)
    p.lens((66, 44), (96, 30), 12)
    p.lens((66, 44), (92, 58), 10)


@glyph("bone")
def bone(p: Pen):
    p.line([(28, 72), (72, 28)], 14, caps=False)
    for cx, cy in ((18, 72), (28, 84), (72, 16), (84, 28)):
        p.circle(cx, cy, 11)


@glyph("poison")
def poison(p: Pen):
    p.poly([(50, 6), (76, 50), (50, 50), (24, 50)])
    p.circle(50, 62, 30)
    p.circle(40, 58, 7, 0)
    p.circle(60, 58, 7, 0)
    p.poly([(50, 64), (54, 72), (46, 72)], 0)
    for x in (40, 47, 54, 61):
        p.rect(x - 2, 78, x + 1, 84, 0)


@glyph("fire")
def fire(p: Pen):
    flame(p, 50, 94, 86, 62)
