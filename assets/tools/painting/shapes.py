"""Objects drawn as simple shaded shapes, each at a centre and a size on a Pillow draw: the marsh's tools, catches
and finds, and emblems any pack may use; and the palette and stroke they share."""
from __future__ import annotations

import math
import random

from painting.canvas import mix

IRON, WOOD, BONE, ROPE, BRONZE = (70, 72, 78), (122, 84, 52), (228, 220, 196), (150, 118, 70), (176, 124, 56)
INK = (34, 30, 26)


def line(d, pts, col, w):
    d.line(pts, fill=col, width=w, joint="curve")


def hook(d, cx, cy, s):
    line(d, [(cx, cy - s), (cx, cy + s * 0.4)], BONE, 7)
    d.arc([cx - s * 0.45, cy + s * 0.1, cx + s * 0.25, cy + s * 0.8], 0, 200, fill=BONE, width=7)


def pole(d, cx, cy, s, col=WOOD, tip=IRON):
    line(d, [(cx - s * 1.3, cy + s * 0.9), (cx + s * 1.1, cy - s * 0.8)], col, 9)
    d.arc([cx + s * 0.9, cy - s * 1.15, cx + s * 1.45, cy - s * 0.55], 180, 90, fill=tip, width=7)


def coil(d, cx, cy, s, col=ROPE):
    for k in range(6):
        r = s * (0.35 + k * 0.11)
        d.ellipse([cx - r, cy - r * 0.55, cx + r, cy + r * 0.55], outline=mix(col, INK, k * 0.08), width=5)
    line(d, [(cx + s * 0.9, cy), (cx + s * 1.3, cy + s * 0.6)], col, 5)


def lantern(d, cx, cy, s):
    d.rectangle([cx - s * 0.4, cy - s * 0.5, cx + s * 0.4, cy + s * 0.6], fill=(250, 214, 120), outline=BRONZE, width=5)
    d.polygon([(cx - s * 0.5, cy - s * 0.5), (cx, cy - s * 0.9), (cx + s * 0.5, cy - s * 0.5)], fill=BRONZE)
    d.arc([cx - s * 0.25, cy - s * 1.25, cx + s * 0.25, cy - s * 0.75], 180, 360, fill=BRONZE, width=4)
    d.rectangle([cx - s * 0.5, cy + s * 0.6, cx + s * 0.5, cy + s * 0.72], fill=BRONZE)
    d.ellipse([cx - s * 0.1, cy - s * 0.05, cx + s * 0.1, cy + s * 0.3], fill=(255, 250, 220))


def trap(d, cx, cy, s):
    d.polygon([(cx - s, cy - s * 0.5), (cx + s * 0.8, cy - s * 0.2), (cx + s * 0.8, cy + s * 0.2), (cx - s, cy + s * 0.5)], fill=(170, 140, 80))
    for k in range(9):
        x = cx - s + k * s * 0.22
        line(d, [(x, cy - s * 0.5 + k * 0.035 * s), (x, cy + s * 0.5 - k * 0.035 * s)], (110, 84, 44), 2)
    d.ellipse([cx - s * 1.1, cy - s * 0.5, cx - s * 0.85, cy + s * 0.5], fill=(60, 44, 26))


def floats(d, cx, cy, s):
    line(d, [(cx - s * 1.3, cy + s * 0.2), (cx + s * 1.3, cy - s * 0.2)], ROPE, 3)
    for k in range(5):
        x = cx - s + k * s * 0.5
        y = cy + s * 0.16 - k * s * 0.08
        d.ellipse([x - s * 0.2, y - s * 0.28, x + s * 0.2, y + s * 0.28], fill=(196, 150, 96), outline=(120, 86, 50), width=2)


def bundle(d, cx, cy, s):
    d.ellipse([cx - s * 0.8, cy - s * 0.6, cx + s * 0.8, cy + s * 0.6], fill=(226, 216, 190), outline=(150, 140, 110), width=3)
    line(d, [(cx - s * 0.8, cy), (cx + s * 0.8, cy)], ROPE, 4)
    line(d, [(cx, cy - s * 0.6), (cx, cy + s * 0.6)], ROPE, 4)
    for k in range(8):
        d.point((cx + (k - 4) * 6, cy - s * 0.3 + (k % 3) * 4), fill=(255, 255, 255))


def punt(d, cx, cy, s):
    d.polygon([(cx - s * 1.4, cy), (cx + s * 1.4, cy), (cx + s * 1.2, cy + s * 0.35), (cx - s * 1.2, cy + s * 0.35)], fill=(50, 40, 32))
    line(d, [(cx - s * 1.4, cy), (cx + s * 1.4, cy)], (110, 84, 52), 4)
    pole(d, cx, cy - s * 0.5, s * 0.8)


def knife(d, cx, cy, s):
    d.polygon([(cx - s * 0.2, cy - s * 0.1), (cx + s * 1.1, cy - s * 0.25), (cx + s * 1.3, cy - s * 0.3), (cx - s * 0.2, cy + s * 0.12)], fill=(196, 200, 206))
    d.rounded_rectangle([cx - s * 1.0, cy - s * 0.14, cx - s * 0.2, cy + s * 0.14], radius=6, fill=WOOD)


def spade(d, cx, cy, s):
    line(d, [(cx, cy - s * 1.2), (cx, cy + s * 0.2)], WOOD, 8)
    d.polygon([(cx - s * 0.3, cy + s * 0.2), (cx + s * 0.3, cy + s * 0.2), (cx + s * 0.26, cy + s * 1.0), (cx - s * 0.2, cy + s * 1.05)], fill=IRON)
    d.polygon([(cx + s * 0.3, cy + s * 0.2), (cx + s * 0.6, cy + s * 0.3), (cx + s * 0.28, cy + s * 0.6)], fill=IRON)
    line(d, [(cx - s * 0.25, cy - s * 1.2), (cx + s * 0.25, cy - s * 1.2)], WOOD, 8)


def tongs(d, cx, cy, s):
    for side in (-1, 1):
        line(d, [(cx - s * 1.2, cy + side * s * 0.3), (cx, cy), (cx + s * 1.0, cy + side * s * 0.18), (cx + s * 1.25, cy - side * s * 0.05)], IRON, 6)
    d.ellipse([cx - 6, cy - 6, cx + 6, cy + 6], fill=BRONZE)


def eels(d, cx, cy, s):
    for k in range(3):
        pts = [(cx - s * 1.2 + i * s * 0.12, cy - s * 0.4 + k * s * 0.4 + math.sin(i * 0.7 + k) * s * 0.14) for i in range(21)]
        line(d, pts, mix((150, 160, 170), (60, 70, 60), k * 0.25), 9)
        d.ellipse([pts[-1][0] - 5, pts[-1][1] - 5, pts[-1][0] + 5, pts[-1][1] + 5], fill=(90, 100, 100))


def eggs(d, cx, cy, s):
    rng = random.Random(3)
    for k in range(3):
        x = cx - s * 0.6 + k * s * 0.6
        d.ellipse([x - s * 0.3, cy - s * 0.42, x + s * 0.3, cy + s * 0.42], fill=(206, 200, 170), outline=(150, 140, 110), width=2)
        for _ in range(12):
            px, py = x + rng.uniform(-s * 0.2, s * 0.2), cy + rng.uniform(-s * 0.3, s * 0.3)
            d.ellipse([px - 2, py - 2, px + 2, py + 2], fill=(96, 80, 60))


def shard(d, cx, cy, s):
    d.polygon([(cx - s, cy + s * 0.3), (cx - s * 0.6, cy - s * 0.6), (cx + s * 0.5, cy - s * 0.75), (cx + s, cy - s * 0.1),
               (cx + s * 0.2, cy + s * 0.2), (cx - s * 0.3, cy + s * 0.6)], fill=BRONZE, outline=(96, 120, 90), width=4)
    d.arc([cx - s * 0.9, cy - s * 0.6, cx + s * 0.9, cy + s * 1.4], 210, 320, fill=(230, 190, 120), width=3)


def whistle(d, cx, cy, s):
    d.rounded_rectangle([cx - s, cy - s * 0.18, cx + s, cy + s * 0.18], radius=int(s * 0.18), fill=BONE, outline=(170, 160, 130), width=2)
    for k in range(3):
        x = cx - s * 0.2 + k * s * 0.35
        d.ellipse([x - 5, cy - 5, x + 5, cy + 5], fill=INK)


def cloak(d, cx, cy, s):
    d.polygon([(cx - s * 0.3, cy - s), (cx + s * 0.3, cy - s), (cx + s, cy + s), (cx - s, cy + s)], fill=(120, 104, 50))
    for k in range(4):
        line(d, [(cx - s * 0.15 + k * s * 0.1, cy - s * 0.9), (cx - s * 0.7 + k * s * 0.45, cy + s)], (90, 78, 36), 2)
    d.ellipse([cx - s * 0.35, cy - s * 1.15, cx + s * 0.35, cy - s * 0.75], fill=(100, 86, 40))


def stave(d, cx, cy, s):
    pole(d, cx, cy, s, col=(94, 62, 36), tip=(94, 62, 36))
    for k in range(6):
        t = 0.2 + k * 0.1
        x, y = cx - s * 1.3 + t * s * 2.4, cy + s * 0.9 - t * s * 1.7
        d.ellipse([x - 3, y - 3, x + 3, y + 3], fill=BONE)


def duck(d, cx, cy, s):
    d.ellipse([cx - s, cy - s * 0.35, cx + s * 0.6, cy + s * 0.45], fill=(120, 100, 80))
    d.ellipse([cx + s * 0.3, cy - s * 0.85, cx + s * 0.85, cy - s * 0.25], fill=(40, 100, 70))
    d.polygon([(cx + s * 0.8, cy - s * 0.6), (cx + s * 1.2, cy - s * 0.5), (cx + s * 0.82, cy - s * 0.45)], fill=(210, 170, 60))
    d.rectangle([cx + s * 0.3, cy - s * 0.3, cx + s * 0.6, cy - s * 0.2], fill=(240, 240, 240))


def oar(d, cx, cy, s):
    line(d, [(cx - s * 1.2, cy + s * 0.8), (cx + s * 0.4, cy - s * 0.3)], WOOD, 7)
    d.polygon([(cx + s * 0.3, cy - s * 0.4), (cx + s * 1.3, cy - s * 1.0), (cx + s * 1.4, cy - s * 0.8), (cx + s * 0.45, cy - s * 0.2)], fill=(150, 110, 70))


def bolt(d, cx, cy, s):
    d.rectangle([cx - s * 1.1, cy - s * 0.12, cx + s * 0.8, cy + s * 0.12], fill=(120, 70, 40))
    d.regular_polygon((cx - s * 1.1, cy, s * 0.3), 6, fill=(100, 60, 34))


def log(d, cx, cy, s):
    d.rounded_rectangle([cx - s * 1.2, cy - s * 0.35, cx + s * 1.0, cy + s * 0.35], radius=int(s * 0.3), fill=(30, 26, 24))
    d.ellipse([cx + s * 0.8, cy - s * 0.35, cx + s * 1.25, cy + s * 0.35], fill=(70, 56, 40))
    for r in (0.08, 0.16, 0.26):
        d.ellipse([cx + s * (1.02 - r * 0.6), cy - s * r, cx + s * (1.02 + r * 0.6), cy + s * r], outline=(40, 30, 22))


def bell(d, cx, cy, s, col=BRONZE):
    outline = [(cx - s * 0.4, cy - s * 0.7), (cx + s * 0.4, cy - s * 0.7), (cx + s * 0.55, cy + s * 0.2),
               (cx + s * 0.85, cy + s * 0.6), (cx - s * 0.85, cy + s * 0.6), (cx - s * 0.55, cy + s * 0.2)]
    d.polygon(outline, fill=mix(col, INK, 0.35))
    d.chord([cx - s * 0.4, cy - s * 1.0, cx + s * 0.4, cy - s * 0.4], 180, 360, fill=mix(col, INK, 0.35))
    lit = [(x - (x - cx) * 0.25 - s * 0.12, y) for x, y in outline]  # the lit face, turned to the left
    d.polygon(lit, fill=col)
    d.chord([cx - s * 0.42, cy - s * 0.98, cx + s * 0.2, cy - s * 0.42], 180, 360, fill=col)
    d.line([(cx - s * 0.3, cy - s * 0.6), (cx - s * 0.55, cy + s * 0.5)], fill=mix(col, (255, 240, 200), 0.5), width=max(2, int(s * 0.08)))
    d.rectangle([cx - s * 0.85, cy + s * 0.55, cx + s * 0.85, cy + s * 0.68], fill=mix(col, INK, 0.5))
    d.ellipse([cx - s * 0.1, cy + s * 0.55, cx + s * 0.1, cy + s * 0.78], fill=mix(col, INK, 0.6))


def book(d, cx, cy, s):
    d.polygon([(cx - s, cy - s * 0.6), (cx, cy - s * 0.45), (cx, cy + s * 0.6), (cx - s, cy + s * 0.45)], fill=(226, 214, 180))
    d.polygon([(cx + s, cy - s * 0.6), (cx, cy - s * 0.45), (cx, cy + s * 0.6), (cx + s, cy + s * 0.45)], fill=(236, 226, 196))
    for k in range(6):
        y = cy - s * 0.35 + k * s * 0.13
        line(d, [(cx - s * 0.85, y), (cx - s * 0.15, y + s * 0.06)], (120, 110, 90), 1)
        line(d, [(cx + s * 0.15, y + s * 0.06), (cx + s * 0.85, y)], (120, 110, 90), 1)


def chest(d, cx, cy, s):
    d.rectangle([cx - s, cy - s * 0.3, cx + s, cy + s * 0.6], fill=(84, 58, 36))
    d.chord([cx - s, cy - s * 0.8, cx + s, cy + s * 0.2], 180, 360, fill=(100, 70, 44))
    for x in (-0.7, 0.7):
        d.rectangle([cx + s * x - 5, cy - s * 0.75, cx + s * x + 5, cy + s * 0.6], fill=IRON)
    d.rectangle([cx - 9, cy - s * 0.35, cx + 9, cy - s * 0.05], fill=BRONZE)


def flame(d, cx, cy, s, col=(240, 150, 50)):
    d.polygon([(cx, cy - s), (cx + s * 0.45, cy - s * 0.1), (cx + s * 0.35, cy + s * 0.5), (cx - s * 0.35, cy + s * 0.5),
               (cx - s * 0.45, cy - s * 0.1)], fill=col)
    d.polygon([(cx, cy - s * 0.4), (cx + s * 0.2, cy + s * 0.1), (cx, cy + s * 0.45), (cx - s * 0.2, cy + s * 0.1)], fill=(255, 230, 140))


def eye(d, cx, cy, s, col=INK):
    d.chord([cx - s, cy - s * 0.9, cx + s, cy + s * 0.5], 200, 340, fill=(236, 230, 210))
    d.chord([cx - s, cy - s * 0.5, cx + s, cy + s * 0.9], 20, 160, fill=(236, 230, 210))
    d.ellipse([cx - s * 0.35, cy - s * 0.35, cx + s * 0.35, cy + s * 0.35], fill=col)
    d.ellipse([cx - s * 0.1, cy - s * 0.2, cx + s * 0.05, cy - s * 0.05], fill=(255, 255, 255))


def waves(d, cx, cy, s, col=(120, 170, 190)):
    for k in range(3):
        pts = [(cx - s + i * s * 0.1, cy - s * 0.4 + k * s * 0.4 + math.sin(i * 0.9) * s * 0.12) for i in range(21)]
        line(d, pts, col, 6)


def hand(d, cx, cy, s, col=(220, 190, 160)):
    d.rounded_rectangle([cx - s * 0.45, cy - s * 0.2, cx + s * 0.45, cy + s * 0.7], radius=int(s * 0.2), fill=col)
    for k in range(4):
        x = cx - s * 0.38 + k * s * 0.25
        d.rounded_rectangle([x, cy - s * (0.9 - abs(k - 1.5) * 0.12), x + s * 0.2, cy], radius=int(s * 0.1), fill=col)
    d.rounded_rectangle([cx - s * 0.8, cy + s * 0.0, cx - s * 0.35, cy + s * 0.22], radius=int(s * 0.1), fill=col)


def feather(d, cx, cy, s, col=(210, 200, 180)):
    d.chord([cx - s * 0.35, cy - s, cx + s * 0.35, cy + s], 0, 360, fill=col)
    line(d, [(cx, cy - s), (cx, cy + s * 1.2)], mix(col, INK, 0.5), 3)
    for k in range(8):
        y = cy - s * 0.8 + k * s * 0.22
        line(d, [(cx, y), (cx - s * 0.3, y + s * 0.15)], mix(col, INK, 0.3), 1)
        line(d, [(cx, y), (cx + s * 0.3, y + s * 0.15)], mix(col, INK, 0.3), 1)


def star(d, cx, cy, s, col=(240, 200, 90)):
    pts = [(cx + math.cos(-math.pi / 2 + k * math.pi / 5) * s * (1 if k % 2 == 0 else 0.45),
            cy + math.sin(-math.pi / 2 + k * math.pi / 5) * s * (1 if k % 2 == 0 else 0.45)) for k in range(10)]
    d.polygon(pts, fill=col)


def figure(d, cx, cy, s, col=INK):
    """A standing person seen from afar, cloaked."""
    d.ellipse([cx - s * 0.14, cy - s, cx + s * 0.14, cy - s * 0.72], fill=col)
    d.polygon([(cx - s * 0.18, cy - s * 0.72), (cx + s * 0.18, cy - s * 0.72), (cx + s * 0.32, cy + s * 0.3), (cx - s * 0.32, cy + s * 0.3)], fill=col)


def skull(d, cx, cy, s):
    d.ellipse([cx - s * 0.5, cy - s * 0.6, cx + s * 0.5, cy + s * 0.3], fill=BONE)
    d.rectangle([cx - s * 0.3, cy + s * 0.1, cx + s * 0.3, cy + s * 0.5], fill=BONE)
    for x in (-0.2, 0.2):
        d.ellipse([cx + s * x - s * 0.14, cy - s * 0.2, cx + s * x + s * 0.14, cy + s * 0.08], fill=INK)


def snake(d, cx, cy, s):
    pts = [(cx - s * 1.2 + i * s * 0.12, cy + math.sin(i * 0.8) * s * 0.3) for i in range(21)]
    line(d, pts, (90, 80, 50), 10)
    for i in range(0, 21, 2):
        d.point(pts[i], fill=INK)
    d.ellipse([pts[-1][0] - 8, pts[-1][1] - 7, pts[-1][0] + 10, pts[-1][1] + 7], fill=(80, 70, 44))


def crab(d, cx, cy, s):
    d.ellipse([cx - s * 0.6, cy - s * 0.35, cx + s * 0.6, cy + s * 0.35], fill=(170, 70, 50))
    for side in (-1, 1):
        for k in range(3):
            line(d, [(cx + side * s * 0.4, cy + k * 6 - 4), (cx + side * s * 0.9, cy + k * 12 + 6)], (150, 60, 40), 3)
        d.ellipse([cx + side * s * 0.9 - 12, cy - s * 0.7, cx + side * s * 0.9 + 12, cy - s * 0.4], fill=(180, 80, 56))
