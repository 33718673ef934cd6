"""Our icons for the twenty actions, drawn on the 100-unit grid."""
from __future__ import annotations

from gui.faces.pen import Pen, glyph


def flame(p: Pen, cx=50.0, base=88.0, height=78.0, width=54.0):
    """A flame shared by `make_fire`, `fire` and `cook`."""
    h, w = height, width
    top = base - h
    p.poly([(cx, top), (cx + w * 0.22, top + h * 0.28), (cx + w * 0.42, top + h * 0.42), (cx + w * 0.5, top + h * 0.62),
            (cx + w * 0.45, top + h * 0.82), (cx + w * 0.3, top + h * 0.95), (cx, base), (cx - w * 0.3, top + h * 0.95),
            (cx - w * 0.45, top + h * 0.82), (cx - w * 0.5, top + h * 0.62), (cx - w * 0.38, top + h * 0.38),
            (cx - w * 0.22, top + h * 0.5), (cx - w * 0.12, top + h * 0.22)])
    p.circle(cx, top + h * 0.74, w * 0.3)
    # the hollow core makes it read as fire, not as a leaf
    p.poly([(cx + w * 0.02, top + h * 0.45), (cx + w * 0.2, top + h * 0.68), (cx + w * 0.16, top + h * 0.86),
            (cx, top + h * 0.92), (cx - w * 0.16, top + h * 0.86), (cx - w * 0.18, top + h * 0.7)], 0)


@glyph("move")
def move(p: Pen):
    for cx, cy, flip in ((34, 62, -1), (66, 36, 1)):
        p.ellipse(cx, cy, 11, 17)
        p.ellipse(cx, cy + 25, 8, 7)
        for i, dx in enumerate((-9, -3, 3, 9)):
            p.circle(cx + dx * 0.9 + flip * 1, cy - 23 + abs(dx) * 0.35, 3.4 - i * 0.25 if flip > 0 else 2.6 + i * 0.25)


@glyph("explore")
def explore(p: Pen):
    p.ring(50, 50, 44, 6)
    p.poly([(50, 10), (58, 50), (50, 90), (42, 50)])
    p.poly([(10, 50), (50, 42), (90, 50), (50, 58)])
    p.poly([(50, 14), (56, 50), (50, 50)], 0)
    p.circle(50, 50, 5, 0)


@glyph("dig")
def dig(p: Pen):
    p.line([(78, 10), (44, 56)], 8)
    p.line([(70, 8), (88, 22)], 7)
    p.poly([(30, 46), (54, 64), (40, 84), (26, 92), (12, 88), (10, 76), (18, 60)])
    p.line([(20, 82), (34, 64)], 3, 0)


@glyph("search")
def search(p: Pen):
    p.ring(40, 40, 28, 10)
    p.line([(60, 60), (86, 86)], 14)
    p.arc(40, 40, 17, 200, 260, 5)


@glyph("observe")
def observe(p: Pen):
    p.chord(50, 78, 48, 52, 202, 338)
    p.chord(50, 22, 48, 52, 22, 158)
    p.circle(50, 50, 17, 0)
    p.circle(50, 50, 11)
    p.circle(45, 45, 3.5, 0)


@glyph("fight")
def fight(p: Pen):
    for flip in (1, -1):
        def x(v):
            return v if flip > 0 else 100 - v
        p.poly([(x(14), 10), (x(24), 12), (x(70), 62), (x(62), 70), (x(12), 24)])
        p.line([(x(54), 76), (x(78), 52)], 7)
        p.line([(x(70), 70), (x(86), 86)], 8)
        p.circle(x(88), 88, 6)


@glyph("hunt")
def hunt(p: Pen):
    p.arc(24, 50, 46, -62, 62, 7)
    p.line([(46, 10), (46, 90)], 2.5, caps=False)
    p.line([(12, 50), (80, 50)], 5)
    p.poly([(94, 50), (76, 40), (80, 50), (76, 60)])
    p.poly([(8, 42), (18, 42), (24, 50), (18, 58), (8, 58), (13, 50)])


@glyph("fish")
def fish(p: Pen):
    p.ellipse(44, 50, 34, 20)
    p.poly([(70, 50), (94, 30), (88, 50), (94, 70)])
    p.circle(26, 45, 4.5, 0)
    p.arc(36, 50, 14, -50, 50, 3.5, 0)
    p.poly([(40, 30), (56, 20), (62, 32)])


@glyph("climb")
def climb(p: Pen):
    p.poly([(4, 92), (40, 24), (54, 46), (64, 34), (96, 92)])
    p.poly([(40, 24), (48, 39), (40, 34), (33, 38)], 0)
    p.line([(64, 34), (64, 8)], 4)
    p.poly([(64, 8), (82, 14), (64, 20)])


@glyph("swim")
def swim(p: Pen):
    p.circle(64, 26, 10)
    p.line([(20, 48), (44, 38), (58, 50)], 8)
    p.line([(44, 38), (70, 44), (86, 36)], 7)
    p.wave(8, 92, 66, 5, 2.5, 6)
    p.wave(8, 92, 84, 5, 2.5, 6)


@glyph("craft")
def craft(p: Pen):
    p.line([(18, 88), (58, 40)], 10)
    # head across the handle's top, a flat face on one side and a claw on the other
    p.bar((38, 22), (82, 58), 20)
    p.poly([(36, 20), (22, 30), (28, 36), (44, 28)])
    p.bar((78, 54), (88, 62), 24)


@glyph("make_fire")
def make_fire(p: Pen):
    flame(p, 50, 72, 64, 46)
    p.line([(12, 92), (88, 74)], 8)
    p.line([(12, 74), (88, 92)], 8)


@glyph("rest")
def rest(p: Pen):
    p.circle(44, 54, 36)
    p.circle(60, 44, 30, 0)
    p.star(76, 20, 9, 4, 0.35)
    p.star(88, 44, 6, 4, 0.35)


@glyph("cook")
def cook(p: Pen):
    p.chord(50, 52, 38, 36, 0, 180)
    p.rect(8, 48, 92, 56, radius=3)
    p.line([(40, 88), (34, 96)], 5)
    p.line([(60, 88), (66, 96)], 5)
    for x in (34, 50, 66):
        p.line([(x, 40), (x - 5, 30), (x + 2, 20), (x - 3, 10)], 4)


@glyph("listen")
def listen(p: Pen):
    p.arc(56, 40, 26, 180, 60, 11)
    p.line([(68, 62), (60, 74), (58, 86), (46, 92), (38, 86)], 10)
    p.arc(56, 42, 10, 180, 20, 5)
    p.arc(52, 50, 40, 150, 210, 5)
    p.arc(52, 50, 52, 155, 205, 4)


@glyph("pray")
def pray(p: Pen):
    p.poly([(50, 8), (60, 26), (64, 56), (80, 74), (78, 92), (50, 92)])
    p.poly([(50, 8), (40, 26), (36, 56), (20, 74), (22, 92), (50, 92)])
    p.line([(50, 14), (50, 92)], 3, 0, caps=False)
    p.arc(50, 34, 32, 195, 345, 3)


@glyph("use")
def use(p: Pen):
    p.rect(26, 48, 78, 92, radius=12)
    for i, (x, top) in enumerate(((30, 22), (42, 10), (54, 12), (66, 20))):
        p.rect(x, top, x + 10, 60, radius=5)
    p.poly([(26, 66), (12, 50), (16, 44), (30, 52)])
    p.line([(30, 70), (48, 70)], 3, 0)


@glyph("sail")
def sail(p: Pen):
    p.poly([(8, 72), (92, 72), (78, 90), (22, 90)])
    p.line([(50, 8), (50, 72)], 5, caps=False)
    p.poly([(54, 10), (86, 64), (54, 64)])
    p.poly([(46, 22), (46, 64), (18, 64)])


@glyph("gather")
def gather(p: Pen):
    p.arc(50, 50, 30, 180, 360, 6)
    p.poly([(12, 46), (88, 46), (78, 92), (22, 92)])
    for x in (32, 50, 68):
        p.line([(x, 52), (x - 2 if x < 50 else x + 2 if x > 50 else x, 86)], 3, 0)
    p.line([(18, 66), (82, 66)], 3, 0)
    p.ellipse(50, 38, 9, 5)


@glyph("cut")
def cut(p: Pen):
    p.line([(30, 92), (62, 14)], 8)
    p.poly([(54, 20), (76, 8), (92, 26), (90, 48), (74, 44), (62, 34)])
    p.line([(60, 30), (74, 40)], 2.5, 0)
