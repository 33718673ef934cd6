"""Our icons for rule symbols and for the consequence vocabulary, drawn on the 100-unit grid."""
from __future__ import annotations

import math

from gui.faces.pen import Pen, glyph, star_points


@glyph("cost")
def cost(p: Pen):
    p.poly([(50, 4), (96, 50), (50, 96), (4, 50)])


@glyph("difficulty")
def difficulty(p: Pen):
    p.star(50, 54, 48, inner=0.42)


@glyph("half_star_left")
def half_star_left(p: Pen):
    pts = star_points(50, 54, 48, inner=0.42)
    p.poly([pt for pt in pts if pt[0] <= 50.01] + [(50, 54 + 48 * 0.42 * 0.81)])
    p.line(pts[:6] + [(50, 54 + 48 * 0.42 * 0.81)], 4)


@glyph("half_star_right")
def half_star_right(p: Pen):
    pts = star_points(50, 54, 48, inner=0.42)
    p.poly([(50, 6)] + [pt for pt in pts if pt[0] >= 49.99])
    p.line([pts[0]] + pts[5:] + [pts[0]], 4)


@glyph("lucky7")
def lucky7(p: Pen):
    p.circle(50, 50, 46)
    p.poly([(28, 22), (74, 22), (74, 32), (50, 82), (38, 82), (60, 33), (28, 33)], 0)


@glyph("vital")
def vital(p: Pen):
    p.circle(31, 36, 23)
    p.circle(69, 36, 23)
    p.poly([(10, 44), (50, 92), (90, 44), (50, 30)])
    p.line([(14, 52), (34, 52), (42, 38), (52, 68), (60, 48), (66, 52), (86, 52)], 5, 0)


@glyph("locked")
def locked(p: Pen):
    p.arc(50, 40, 24, 180, 360, 9)
    p.line([(26.5, 40), (26.5, 48)], 9, caps=False)
    p.line([(73.5, 40), (73.5, 48)], 9, caps=False)
    p.rect(16, 46, 84, 94, radius=8)
    p.circle(50, 64, 8, 0)
    p.rect(46, 64, 54, 82, 0)


@glyph("all_characters")
def all_characters(p: Pen):
    for cx, cy, s, in ((24, 44, 0.8), (76, 44, 0.8), (50, 36, 1.0)):
        p.circle(cx, cy - 12 * s, 12 * s, 0)
        p.circle(cx, cy - 12 * s, 10 * s)
        p.chord(cx, cy + 34 * s, 22 * s, 26 * s, 180, 360, 0)
        p.chord(cx, cy + 34 * s, 20 * s, 24 * s, 180, 360)


@glyph("figure")
def figure(p: Pen):
    p.circle(50, 34, 21)
    p.chord(50, 104, 42, 46, 180, 360)
    p.rect(42, 50, 58, 62)


@glyph("mandatory")
def mandatory(p: Pen):
    p.poly([(50, 6), (96, 90), (4, 90)])
    p.poly([(45, 34), (55, 34), (53, 66), (47, 66)], 0)
    p.circle(50, 77, 5, 0)


@glyph("item_die")
def item_die(p: Pen):
    """A die seen from a corner: the die an item carries."""
    top, left, right = (50, 6), (8, 28), (92, 28)
    p.poly([top, right, (50, 50), left])
    p.poly([left, (50, 50), (50, 96), (8, 74)])
    p.poly([(50, 50), right, (92, 74), (50, 96)])
    p.line([left, (50, 50), right], 3, 0)
    p.line([(50, 50), (50, 96)], 3, 0)
    p.ellipse(50, 28, 7, 4.5, 0)
    for cx, cy in ((22, 50), (36, 70)):
        p.ellipse(cx, cy, 4.5, 6, 0)
    for cx, cy in ((64, 48), (71, 62), (78, 76)):
        p.ellipse(cx, cy, 4.5, 6, 0)


@glyph("quest_item")
def quest_item(p: Pen):
    p.poly([(24, 14), (76, 14), (94, 38), (50, 94), (6, 38)])
    p.line([(6, 38), (94, 38)], 3, 0)
    p.line([(24, 14), (36, 38), (50, 94), (64, 38), (76, 14)], 3, 0)
    p.line([(36, 38), (50, 14), (64, 38)], 3, 0)


@glyph("state")
def state(p: Pen):
    p.circle(50, 44, 22)
    p.chord(50, 100, 38, 34, 180, 360)
    p.arc(50, 14, 16, 200, 340, 4)
    p.star(22, 16, 8, 4, 0.35)
    p.star(80, 18, 8, 4, 0.35)
    p.circle(42, 42, 3.5, 0)
    p.circle(58, 42, 3.5, 0)
    p.arc(50, 58, 8, 200, 340, 3, 0)


@glyph("bonus")
def bonus(p: Pen):
    p.star(50, 50, 46, 4, 0.3, -90)
    p.star(50, 50, 30, 4, 0.3, -45)
    p.rect(44, 32, 56, 68, 0)
    p.rect(32, 44, 68, 56, 0)
    p.rect(47, 35, 53, 65)
    p.rect(35, 47, 65, 53)


@glyph("skill")
def skill(p: Pen):
    p.rect(18, 6, 82, 94, radius=8)
    p.frame(25, 13, 75, 87, 3, 0, radius=4)
    p.star(50, 52, 22, inner=0.42, ink=0)


@glyph("temporary_event")
def temporary_event(p: Pen):
    p.rect(18, 4, 82, 14, radius=3)
    p.rect(18, 86, 82, 96, radius=3)
    p.poly([(24, 14), (76, 14), (56, 50), (76, 86), (24, 86), (44, 50)])
    p.poly([(32, 20), (68, 20), (50, 44)], 0)
    p.poly([(50, 62), (66, 80), (34, 80)], 0)
    p.poly([(50, 56), (64, 78), (36, 78)])


@glyph("permanent_event")
def permanent_event(p: Pen):
    p.circle(50, 38, 32)
    p.poly([(22, 52), (78, 52), (50, 96)])
    p.circle(50, 38, 13, 0)


@glyph("banner")
def banner(p: Pen):
    p.line([(16, 6), (16, 96)], 7)
    p.poly([(20, 10), (92, 10), (74, 32), (92, 54), (20, 54)])


@glyph("discard")
def discard(p: Pen):
    p.rect(14, 6, 62, 70, radius=6)
    p.frame(20, 12, 56, 64, 3, 0, radius=3)
    p.line([(74, 30), (74, 80)], 8)
    p.poly([(58, 72), (90, 72), (74, 96)])


@glyph("banish")
def banish(p: Pen):
    p.rect(22, 6, 78, 94, radius=8)
    p.line([(34, 30), (66, 70)], 9, 0)
    p.line([(66, 30), (34, 70)], 9, 0)


@glyph("return")
def return_(p: Pen):
    p.arc(50, 54, 34, 200, 500, 9)
    p.poly([(4, 40), (38, 36), (20, 64)])


@glyph("shuffle")
def shuffle(p: Pen):
    p.line([(8, 28), (30, 28), (62, 72), (78, 72)], 7)
    p.line([(8, 72), (30, 72), (62, 28), (78, 28)], 7)
    p.poly([(76, 14), (96, 28), (76, 42)])
    p.poly([(76, 58), (96, 72), (76, 86)])


@glyph("deck")
def deck(p: Pen):
    for i, ink in enumerate((255, 0, 255, 0, 255)):
        o = i * 5
        p.rect(10 + o, 6 + o, 70 + o, 82 + o, ink=ink, radius=6) if ink else p.frame(10 + o - 1, 6 + o - 1, 70 + o + 1, 82 + o + 1, 3, 0, radius=6)


@glyph("xp")
def xp(p: Pen):
    p.poly([(8, 60), (50, 28), (92, 60), (92, 76), (50, 44), (8, 76)])
    p.poly([(8, 36), (50, 4), (92, 36), (92, 52), (50, 20), (8, 52)])
    p.star(50, 82, 14, inner=0.45)


@glyph("choose")
def choose(p: Pen):
    p.line([(50, 94), (50, 56)], 8)
    p.line([(50, 56), (22, 24)], 8)
    p.line([(50, 56), (78, 24)], 8)
    p.poly([(8, 8), (34, 14), (16, 34)])
    p.poly([(92, 8), (66, 14), (84, 34)])


@glyph("special")
def special(p: Pen):
    teeth = []
    for i in range(16):
        a = math.radians(i * 22.5 + 11.25)
        r = 46 if i % 2 == 0 else 36
        teeth.append((50 + r * math.cos(a - 0.12), 50 + r * math.sin(a - 0.12)))
        teeth.append((50 + r * math.cos(a + 0.12), 50 + r * math.sin(a + 0.12)))
    p.poly(teeth)
    p.circle(50, 50, 15, 0)


@glyph("lift")
def lift(p: Pen):
    p.frame(6, 30, 46, 58, 8, radius=14)
    p.frame(54, 42, 94, 70, 8, radius=14)
    p.rect(40, 26, 60, 74, 0)
    for a, b in (((50, 8), (50, 20)), ((34, 12), (40, 22)), ((66, 12), (60, 22)), ((50, 80), (50, 92)), ((34, 88), (40, 78)), ((66, 88), (60, 78))):
        p.line([a, b], 4)


@glyph("swap_gold")
def swap_gold(p: Pen):
    p.rect(6, 16, 46, 84, radius=6)
    p.rect(54, 16, 94, 84, radius=6)
    p.star(74, 50, 14, inner=0.45, ink=0)
    p.line([(16, 50), (36, 50)], 6, 0)


PIPS = {
    1: [(50, 50)], 2: [(28, 28), (72, 72)], 3: [(28, 28), (50, 50), (72, 72)],
    4: [(28, 28), (72, 28), (28, 72), (72, 72)], 5: [(28, 28), (72, 28), (50, 50), (28, 72), (72, 72)],
    6: [(28, 26), (72, 26), (28, 50), (72, 50), (28, 74), (72, 74)],
}


def _die(n):
    def draw(p: Pen):
        p.rect(6, 6, 94, 94, radius=16)
        for cx, cy in PIPS[n]:
            p.circle(cx, cy, 8.5, 0)
    return draw


for _n in PIPS:
    glyph(f"die_{_n}")(_die(_n))
