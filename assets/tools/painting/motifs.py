"""Objects drawn as simple shaded shapes: item still lifes, skill medallions and event motifs."""
from __future__ import annotations

import math
import random

from PIL import Image, ImageDraw, ImageFilter

from painting.canvas import H, W, glow, mix, noise, stretch, vertical_gradient

IRON, WOOD, BONE, ROPE, BRONZE = (70, 72, 78), (122, 84, 52), (228, 220, 196), (150, 118, 70), (176, 124, 56)
INK = (34, 30, 26)


def _line(d, pts, col, w):
    d.line(pts, fill=col, width=w, joint="curve")


def hook(d, cx, cy, s):
    _line(d, [(cx, cy - s), (cx, cy + s * 0.4)], BONE, 7)
    d.arc([cx - s * 0.45, cy + s * 0.1, cx + s * 0.25, cy + s * 0.8], 0, 200, fill=BONE, width=7)


def pole(d, cx, cy, s, col=WOOD, tip=IRON):
    _line(d, [(cx - s * 1.3, cy + s * 0.9), (cx + s * 1.1, cy - s * 0.8)], col, 9)
    d.arc([cx + s * 0.9, cy - s * 1.15, cx + s * 1.45, cy - s * 0.55], 180, 90, fill=tip, width=7)


def coil(d, cx, cy, s, col=ROPE):
    for k in range(6):
        r = s * (0.35 + k * 0.11)
        d.ellipse([cx - r, cy - r * 0.55, cx + r, cy + r * 0.55], outline=mix(col, INK, k * 0.08), width=5)
    _line(d, [(cx + s * 0.9, cy), (cx + s * 1.3, cy + s * 0.6)], col, 5)


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
        _line(d, [(x, cy - s * 0.5 + k * 0.035 * s), (x, cy + s * 0.5 - k * 0.035 * s)], (110, 84, 44), 2)
    d.ellipse([cx - s * 1.1, cy - s * 0.5, cx - s * 0.85, cy + s * 0.5], fill=(60, 44, 26))


def floats(d, cx, cy, s):
    _line(d, [(cx - s * 1.3, cy + s * 0.2), (cx + s * 1.3, cy - s * 0.2)], ROPE, 3)
    for k in range(5):
        x = cx - s + k * s * 0.5
        y = cy + s * 0.16 - k * s * 0.08
        d.ellipse([x - s * 0.2, y - s * 0.28, x + s * 0.2, y + s * 0.28], fill=(196, 150, 96), outline=(120, 86, 50), width=2)


def bundle(d, cx, cy, s):
    d.ellipse([cx - s * 0.8, cy - s * 0.6, cx + s * 0.8, cy + s * 0.6], fill=(226, 216, 190), outline=(150, 140, 110), width=3)
    _line(d, [(cx - s * 0.8, cy), (cx + s * 0.8, cy)], ROPE, 4)
    _line(d, [(cx, cy - s * 0.6), (cx, cy + s * 0.6)], ROPE, 4)
    for k in range(8):
        d.point((cx + (k - 4) * 6, cy - s * 0.3 + (k % 3) * 4), fill=(255, 255, 255))


def punt(d, cx, cy, s):
    d.polygon([(cx - s * 1.4, cy), (cx + s * 1.4, cy), (cx + s * 1.2, cy + s * 0.35), (cx - s * 1.2, cy + s * 0.35)], fill=(50, 40, 32))
    _line(d, [(cx - s * 1.4, cy), (cx + s * 1.4, cy)], (110, 84, 52), 4)
    pole(d, cx, cy - s * 0.5, s * 0.8)


def knife(d, cx, cy, s):
    d.polygon([(cx - s * 0.2, cy - s * 0.1), (cx + s * 1.1, cy - s * 0.25), (cx + s * 1.3, cy - s * 0.3), (cx - s * 0.2, cy + s * 0.12)], fill=(196, 200, 206))
    d.rounded_rectangle([cx - s * 1.0, cy - s * 0.14, cx - s * 0.2, cy + s * 0.14], radius=6, fill=WOOD)


def spade(d, cx, cy, s):
    _line(d, [(cx, cy - s * 1.2), (cx, cy + s * 0.2)], WOOD, 8)
    d.polygon([(cx - s * 0.3, cy + s * 0.2), (cx + s * 0.3, cy + s * 0.2), (cx + s * 0.26, cy + s * 1.0), (cx - s * 0.2, cy + s * 1.05)], fill=IRON)
    d.polygon([(cx + s * 0.3, cy + s * 0.2), (cx + s * 0.6, cy + s * 0.3), (cx + s * 0.28, cy + s * 0.6)], fill=IRON)
    _line(d, [(cx - s * 0.25, cy - s * 1.2), (cx + s * 0.25, cy - s * 1.2)], WOOD, 8)


def tongs(d, cx, cy, s):
    for side in (-1, 1):
        _line(d, [(cx - s * 1.2, cy + side * s * 0.3), (cx, cy), (cx + s * 1.0, cy + side * s * 0.18), (cx + s * 1.25, cy - side * s * 0.05)], IRON, 6)
    d.ellipse([cx - 6, cy - 6, cx + 6, cy + 6], fill=BRONZE)


def eels(d, cx, cy, s):
    for k in range(3):
        pts = [(cx - s * 1.2 + i * s * 0.12, cy - s * 0.4 + k * s * 0.4 + math.sin(i * 0.7 + k) * s * 0.14) for i in range(21)]
        _line(d, pts, mix((150, 160, 170), (60, 70, 60), k * 0.25), 9)
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
        _line(d, [(cx - s * 0.15 + k * s * 0.1, cy - s * 0.9), (cx - s * 0.7 + k * s * 0.45, cy + s)], (90, 78, 36), 2)
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
    _line(d, [(cx - s * 1.2, cy + s * 0.8), (cx + s * 0.4, cy - s * 0.3)], WOOD, 7)
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
        _line(d, [(cx - s * 0.85, y), (cx - s * 0.15, y + s * 0.06)], (120, 110, 90), 1)
        _line(d, [(cx + s * 0.15, y + s * 0.06), (cx + s * 0.85, y)], (120, 110, 90), 1)


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
        _line(d, pts, col, 6)


def hand(d, cx, cy, s, col=(220, 190, 160)):
    d.rounded_rectangle([cx - s * 0.45, cy - s * 0.2, cx + s * 0.45, cy + s * 0.7], radius=int(s * 0.2), fill=col)
    for k in range(4):
        x = cx - s * 0.38 + k * s * 0.25
        d.rounded_rectangle([x, cy - s * (0.9 - abs(k - 1.5) * 0.12), x + s * 0.2, cy], radius=int(s * 0.1), fill=col)
    d.rounded_rectangle([cx - s * 0.8, cy + s * 0.0, cx - s * 0.35, cy + s * 0.22], radius=int(s * 0.1), fill=col)


def feather(d, cx, cy, s, col=(210, 200, 180)):
    d.chord([cx - s * 0.35, cy - s, cx + s * 0.35, cy + s], 0, 360, fill=col)
    _line(d, [(cx, cy - s), (cx, cy + s * 1.2)], mix(col, INK, 0.5), 3)
    for k in range(8):
        y = cy - s * 0.8 + k * s * 0.22
        _line(d, [(cx, y), (cx - s * 0.3, y + s * 0.15)], mix(col, INK, 0.3), 1)
        _line(d, [(cx, y), (cx + s * 0.3, y + s * 0.15)], mix(col, INK, 0.3), 1)


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
    _line(d, pts, (90, 80, 50), 10)
    for i in range(0, 21, 2):
        d.point(pts[i], fill=INK)
    d.ellipse([pts[-1][0] - 8, pts[-1][1] - 7, pts[-1][0] + 10, pts[-1][1] + 7], fill=(80, 70, 44))


def crab(d, cx, cy, s):
    d.ellipse([cx - s * 0.6, cy - s * 0.35, cx + s * 0.6, cy + s * 0.35], fill=(170, 70, 50))
    for side in (-1, 1):
        for k in range(3):
            _line(d, [(cx + side * s * 0.4, cy + k * 6 - 4), (cx + side * s * 0.9, cy + k * 12 + 6)], (150, 60, 40), 3)
        d.ellipse([cx + side * s * 0.9 - 12, cy - s * 0.7, cx + side * s * 0.9 + 12, cy - s * 0.4], fill=(180, 80, 56))


# -- Ashenreach's creatures, folk and things (drawn for The 7th Citadel's adventure; any pack may use them) --------
FUR, SLAG, PARCH = (62, 52, 48), (58, 52, 50), (226, 210, 170)


def rat(d, cx, cy, s, col=FUR):
    _line(d, [(cx - s * 0.7, cy + s * 0.1), (cx - s * 1.1, cy + s * 0.3), (cx - s * 1.3, cy + s * 0.05),
              (cx - s * 1.45, cy - s * 0.1)], mix(col, (210, 160, 150), 0.4), 3)
    d.ellipse([cx - s * 0.8, cy - s * 0.35, cx + s * 0.4, cy + s * 0.3], fill=col)
    d.polygon([(cx + s * 0.2, cy - s * 0.3), (cx + s * 0.95, cy + s * 0.02), (cx + s * 0.2, cy + s * 0.22)], fill=col)
    d.ellipse([cx + s * 0.1, cy - s * 0.48, cx + s * 0.36, cy - s * 0.2], fill=mix(col, (220, 170, 160), 0.5))
    d.ellipse([cx + s * 0.5, cy - s * 0.14, cx + s * 0.6, cy - s * 0.04], fill=(250, 200, 120))
    d.ellipse([cx + s * 0.9, cy - s * 0.02, cx + s * 1.0, cy + s * 0.08], fill=(200, 130, 130))
    for x in (-0.5, 0.1):
        _line(d, [(cx + s * x, cy + s * 0.25), (cx + s * (x + 0.08), cy + s * 0.42)], mix(col, INK, 0.4), 3)


def goat(d, cx, cy, s, col=(196, 184, 164)):
    for x in (-0.6, -0.35, 0.35, 0.6):
        _line(d, [(cx + s * x, cy + s * 0.2), (cx + s * x, cy + s * 0.85)], mix(col, INK, 0.35), 6)
    d.ellipse([cx - s * 0.85, cy - s * 0.3, cx + s * 0.8, cy + s * 0.4], fill=col)
    d.polygon([(cx + s * 0.55, cy - s * 0.1), (cx + s * 0.8, cy - s * 0.7), (cx + s * 1.1, cy - s * 0.6),
               (cx + s * 1.15, cy - s * 0.25), (cx + s * 0.85, cy + s * 0.1)], fill=col)
    d.arc([cx + s * 0.6, cy - s * 1.1, cx + s * 1.0, cy - s * 0.5], 180, 320, fill=mix(col, INK, 0.5), width=5)
    d.polygon([(cx + s * 1.0, cy - s * 0.3), (cx + s * 1.05, cy + s * 0.05), (cx + s * 0.95, cy - s * 0.25)],
              fill=mix(col, INK, 0.3))
    d.ellipse([cx + s * 0.9, cy - s * 0.55, cx + s * 0.98, cy - s * 0.47], fill=INK)


def heron(d, cx, cy, s, col=(170, 178, 186)):
    for x in (-0.08, 0.1):
        _line(d, [(cx + s * x, cy + s * 0.2), (cx + s * x, cy + s * 1.1)], mix(col, INK, 0.6), 3)
    d.ellipse([cx - s * 0.4, cy - s * 0.25, cx + s * 0.45, cy + s * 0.3], fill=col)
    d.polygon([(cx - s * 0.4, cy), (cx - s * 0.8, cy + s * 0.25), (cx - s * 0.3, cy + s * 0.2)], fill=mix(col, INK, 0.3))
    _line(d, [(cx + s * 0.3, cy - s * 0.1), (cx + s * 0.5, cy - s * 0.5), (cx + s * 0.35, cy - s * 0.8),
              (cx + s * 0.5, cy - s * 1.0)], col, 8)
    d.ellipse([cx + s * 0.42, cy - s * 1.1, cx + s * 0.62, cy - s * 0.92], fill=col)
    d.polygon([(cx + s * 0.6, cy - s * 1.04), (cx + s * 1.05, cy - s * 0.98), (cx + s * 0.6, cy - s * 0.96)],
              fill=(210, 180, 90))
    _line(d, [(cx + s * 0.45, cy - s * 1.06), (cx + s * 0.15, cy - s * 1.15)], INK, 2)


def crow(d, cx, cy, s, col=(30, 28, 32)):
    d.ellipse([cx - s * 0.5, cy - s * 0.3, cx + s * 0.4, cy + s * 0.3], fill=col)
    d.ellipse([cx + s * 0.2, cy - s * 0.55, cx + s * 0.6, cy - s * 0.15], fill=col)
    d.polygon([(cx + s * 0.58, cy - s * 0.4), (cx + s * 0.9, cy - s * 0.3), (cx + s * 0.56, cy - s * 0.26)], fill=(70, 64, 60))
    d.polygon([(cx - s * 0.45, cy), (cx - s * 1.0, cy + s * 0.25), (cx - s * 0.9, cy + s * 0.4), (cx - s * 0.35, cy + s * 0.2)],
              fill=col)
    d.ellipse([cx + s * 0.4, cy - s * 0.44, cx + s * 0.47, cy - s * 0.37], fill=(220, 200, 150))
    for x in (-0.05, 0.12):
        _line(d, [(cx + s * x, cy + s * 0.25), (cx + s * x, cy + s * 0.5)], (90, 80, 60), 2)


def candle(d, cx, cy, s):
    for k, (dx, tall) in enumerate(((-0.5, 0.9), (0.0, 1.3), (0.5, 0.7))):
        x, top = cx + s * dx, cy + s * 0.6 - s * tall
        d.rectangle([x - s * 0.14, top, x + s * 0.14, cy + s * 0.6], fill=mix((236, 226, 200), INK, k * 0.06))
        d.polygon([(x - s * 0.14, top), (x + s * 0.14, top), (x + s * 0.1, top + s * 0.12), (x - s * 0.05, top + s * 0.2)],
                  fill=(250, 244, 226))
        flame(d, x, top - s * 0.2, s * 0.18)
    d.ellipse([cx - s * 0.9, cy + s * 0.5, cx + s * 0.9, cy + s * 0.75], fill=BRONZE)


def boot(d, cx, cy, s, col=(84, 60, 40)):
    d.polygon([(cx - s * 0.5, cy - s), (cx + s * 0.15, cy - s), (cx + s * 0.2, cy + s * 0.2), (cx + s * 0.9, cy + s * 0.35),
               (cx + s * 0.95, cy + s * 0.7), (cx - s * 0.55, cy + s * 0.7)], fill=col)
    d.rectangle([cx - s * 0.6, cy + s * 0.62, cx + s * 1.0, cy + s * 0.8], fill=mix(col, INK, 0.6))
    d.rectangle([cx - s * 0.55, cy - s * 1.0, cx + s * 0.2, cy - s * 0.82], fill=mix(col, (220, 200, 170), 0.3))
    for k in range(4):
        y = cy - s * 0.6 + k * s * 0.2
        _line(d, [(cx - s * 0.05, y), (cx + s * 0.15, y + s * 0.08)], BONE, 2)


def staff(d, cx, cy, s, col=(130, 104, 60)):
    _line(d, [(cx - s * 0.2, cy + s * 1.2), (cx + s * 0.2, cy - s * 0.9)], col, 8)
    for k in range(7):
        a = -0.6 + k * 0.2
        _line(d, [(cx + s * 0.2, cy - s * 0.9), (cx + s * (0.2 + math.sin(a) * 0.5), cy - s * (0.9 + math.cos(a) * 0.55))],
              (170, 160, 96), 3)
    _line(d, [(cx + s * 0.05, cy - s * 0.55), (cx + s * 0.3, cy - s * 0.55)], ROPE, 5)


def banner(d, cx, cy, s, col=(150, 40, 36)):
    _line(d, [(cx - s * 0.8, cy + s * 1.2), (cx - s * 0.8, cy - s * 1.2)], WOOD, 7)
    d.ellipse([cx - s * 0.9, cy - s * 1.32, cx - s * 0.7, cy - s * 1.12], fill=BRONZE)
    d.polygon([(cx - s * 0.78, cy - s * 1.05), (cx + s * 0.9, cy - s * 0.95), (cx + s * 0.6, cy - s * 0.3), (cx + s * 0.95, cy + s * 0.35),
               (cx - s * 0.78, cy + s * 0.3)], fill=col)
    d.ellipse([cx - s * 0.25, cy - s * 0.6, cx + s * 0.35, cy - s * 0.05], fill=(230, 200, 120))
    flame(d, cx + s * 0.05, cy - s * 0.32, s * 0.22, col=(200, 80, 40))


def horn(d, cx, cy, s, col=(220, 206, 170)):
    pts_out = [(cx - s * 1.1 + i * s * 0.11, cy + s * 0.5 - math.sin(i / 20 * math.pi * 0.9) * s * 0.9) for i in range(21)]
    for i in range(1, 21):
        w = int(4 + i * 1.3)
        _line(d, [pts_out[i - 1], pts_out[i]], mix(col, (150, 120, 80), i / 30), w)
    x, y = pts_out[-1]
    d.ellipse([x - s * 0.25, y - s * 0.28, x + s * 0.25, y + s * 0.28], fill=BRONZE, outline=mix(BRONZE, INK, 0.4), width=3)
    d.ellipse([x - s * 0.14, y - s * 0.16, x + s * 0.14, y + s * 0.16], fill=INK)
    _line(d, [pts_out[4], (cx, cy + s * 0.9), pts_out[15]], ROPE, 3)


def sheaf(d, cx, cy, s, col=(214, 184, 110)):
    for k in range(11):
        a = (k - 5) * 0.07
        top = (cx + math.sin(a) * s * 1.2, cy - math.cos(a) * s * 1.0)
        _line(d, [(cx + (k - 5) * s * 0.04, cy + s * 1.0), top], mix(col, WOOD, 0.3), 3)
        d.ellipse([top[0] - s * 0.07, top[1] - s * 0.25, top[0] + s * 0.07, top[1] + s * 0.05], fill=col)
    d.rectangle([cx - s * 0.3, cy + s * 0.25, cx + s * 0.3, cy + s * 0.4], fill=ROPE)


def tinderbox(d, cx, cy, s):
    d.rectangle([cx - s * 0.8, cy - s * 0.2, cx + s * 0.5, cy + s * 0.5], fill=(70, 64, 60), outline=BRONZE, width=3)
    d.polygon([(cx - s * 0.8, cy - s * 0.2), (cx - s * 0.5, cy - s * 0.7), (cx + s * 0.8, cy - s * 0.7), (cx + s * 0.5, cy - s * 0.2)],
              fill=(96, 88, 80), outline=BRONZE)
    d.polygon([(cx + s * 0.7, cy + s * 0.1), (cx + s * 1.1, cy - s * 0.05), (cx + s * 1.2, cy + s * 0.3), (cx + s * 0.8, cy + s * 0.45)],
              fill=(130, 130, 136))
    for k in range(6):
        a = k * 0.9
        _line(d, [(cx + s * 0.95, cy - s * 0.1), (cx + s * (0.95 + math.cos(a) * 0.3), cy - s * (0.1 + abs(math.sin(a)) * 0.35))],
              (255, 210, 110), 2)


def vial(d, cx, cy, s, col=(170, 40, 60)):
    d.ellipse([cx - s * 0.6, cy - s * 0.3, cx + s * 0.6, cy + s * 0.9], fill=(200, 210, 214))
    d.chord([cx - s * 0.55, cy - s * 0.1, cx + s * 0.55, cy + s * 0.85], 0, 180, fill=col)
    d.rectangle([cx - s * 0.18, cy - s * 0.8, cx + s * 0.18, cy - s * 0.2], fill=(200, 210, 214))
    d.rectangle([cx - s * 0.22, cy - s * 1.0, cx + s * 0.22, cy - s * 0.78], fill=(150, 110, 70))
    d.ellipse([cx - s * 0.35, cy - s * 0.1, cx - s * 0.15, cy + s * 0.25], fill=(250, 250, 250))


def tools(d, cx, cy, s):
    _line(d, [(cx - s * 0.9, cy + s * 0.9), (cx + s * 0.5, cy - s * 0.5)], WOOD, 8)
    d.polygon([(cx + s * 0.3, cy - s * 0.85), (cx + s * 0.95, cy - s * 0.2), (cx + s * 0.75, cy), (cx + s * 0.1, cy - s * 0.65)], fill=IRON)
    _line(d, [(cx + s * 0.9, cy + s * 0.9), (cx - s * 0.4, cy - s * 0.4)], (150, 150, 156), 6)
    d.rectangle([cx + s * 0.6, cy + s * 0.6, cx + s * 1.0, cy + s * 1.0], fill=WOOD)


def leech(d, cx, cy, s, col=(50, 40, 36)):
    for k, (dx, dy) in enumerate(((-0.6, -0.2), (0.3, 0.1), (-0.1, 0.6))):
        pts = [(cx + s * dx + i * s * 0.06, cy + s * dy + math.sin(i * 0.6 + k) * s * 0.08) for i in range(10)]
        _line(d, pts, mix(col, (120, 60, 60), k * 0.2), 10)


def door(d, cx, cy, s, col=(70, 56, 44)):
    d.rectangle([cx - s * 0.7, cy - s * 0.4, cx + s * 0.7, cy + s], fill=col)
    d.chord([cx - s * 0.7, cy - s * 1.1, cx + s * 0.7, cy + s * 0.3], 180, 360, fill=col)
    for y in (-0.3, 0.3, 0.8):
        d.rectangle([cx - s * 0.7, cy + s * y - 4, cx + s * 0.7, cy + s * y + 4], fill=IRON)
    d.ellipse([cx + s * 0.3, cy + s * 0.1, cx + s * 0.5, cy + s * 0.3], outline=BRONZE, width=4)
    d.arc([cx - s * 0.85, cy - s * 1.25, cx + s * 0.85, cy + s * 0.45], 180, 360, fill=(120, 114, 108), width=10)


def die(d, cx, cy, s, col=(236, 228, 210)):
    top = [(cx, cy - s * 0.9), (cx + s * 0.8, cy - s * 0.5), (cx, cy - s * 0.1), (cx - s * 0.8, cy - s * 0.5)]
    left = [(cx - s * 0.8, cy - s * 0.5), (cx, cy - s * 0.1), (cx, cy + s * 0.85), (cx - s * 0.8, cy + s * 0.45)]
    right = [(cx, cy - s * 0.1), (cx + s * 0.8, cy - s * 0.5), (cx + s * 0.8, cy + s * 0.45), (cx, cy + s * 0.85)]
    d.polygon(top, fill=col)
    d.polygon(left, fill=mix(col, INK, 0.2))
    d.polygon(right, fill=mix(col, INK, 0.35))
    r = s * 0.09
    d.ellipse([cx - r, cy - s * 0.5 - r * 0.6, cx + r, cy - s * 0.5 + r * 0.6], fill=(150, 40, 36))
    for fx, fy in ((-0.55, -0.15), (-0.25, 0.45)):
        d.ellipse([cx + s * fx - r, cy + s * fy - r, cx + s * fx + r, cy + s * fy + r], fill=INK)
    for fx, fy in ((0.2, -0.1), (0.4, 0.2), (0.6, 0.5), (0.2, 0.5), (0.6, -0.1), (0.4, 0.2)):
        d.ellipse([cx + s * fx - r, cy + s * fy - r, cx + s * fx + r, cy + s * fy + r], fill=INK)


def chart(d, cx, cy, s, col=PARCH):
    d.rectangle([cx - s * 1.2, cy - s * 0.85, cx + s * 1.2, cy + s * 0.85], fill=col, outline=mix(col, INK, 0.4), width=3)
    coast = [(cx - s * 1.1 + i * s * 0.11, cy - s * 0.2 + math.sin(i * 0.7 + cx * 0.01) * s * 0.25 + math.sin(i * 1.9) * s * 0.1)
             for i in range(21)]
    d.polygon(coast + [(cx + s * 1.1, cy + s * 0.8), (cx - s * 1.1, cy + s * 0.8)], fill=mix(col, (150, 170, 140), 0.35))
    _line(d, coast, mix(col, INK, 0.55), 2)
    for k in range(6):
        x = cx - s * 0.8 + k * s * 0.3
        _line(d, [(x, cy + s * 0.45), (x + s * 0.14, cy + s * 0.45)], (150, 60, 40), 2)
    d.regular_polygon((cx + s * 0.8, cy - s * 0.5, s * 0.22), 4, fill=mix(col, INK, 0.6))
    d.ellipse([cx - s * 0.4, cy + s * 0.2, cx - s * 0.25, cy + s * 0.35], fill=(170, 50, 40))


def hearthstone(d, cx, cy, s, col=(96, 86, 80)):
    d.rounded_rectangle([cx - s, cy - s * 0.5, cx + s, cy + s * 0.55], radius=int(s * 0.3), fill=col)
    d.rounded_rectangle([cx - s * 0.95, cy - s * 0.5, cx + s * 0.95, cy + s * 0.2], radius=int(s * 0.25), fill=mix(col, (255, 255, 255), 0.15))
    for pts in (((-0.6, -0.3), (-0.2, 0.0), (0.1, -0.2), (0.5, 0.1)), ((-0.3, 0.3), (0.0, 0.1), (0.3, 0.35))):
        _line(d, [(cx + s * x, cy + s * y) for x, y in pts], (255, 150, 60), 4)


def idol(d, cx, cy, s, col=SLAG):
    d.polygon([(cx - s * 0.6, cy + s), (cx - s * 0.45, cy - s * 0.2), (cx - s * 0.3, cy - s * 0.7), (cx + s * 0.3, cy - s * 0.7),
               (cx + s * 0.45, cy - s * 0.2), (cx + s * 0.6, cy + s)], fill=col)
    d.ellipse([cx - s * 0.4, cy - s * 1.1, cx + s * 0.4, cy - s * 0.4], fill=mix(col, (120, 100, 90), 0.3))
    for x in (-0.15, 0.15):
        d.ellipse([cx + s * x - s * 0.07, cy - s * 0.85, cx + s * x + s * 0.07, cy - s * 0.7], fill=(255, 150, 50))
    _line(d, [(cx - s * 0.3, cy + s * 0.1), (cx + s * 0.3, cy + s * 0.1)], (255, 120, 40), 3)


def grave(d, cx, cy, s, col=(86, 70, 56)):
    d.chord([cx - s, cy + s * 0.2, cx + s, cy + s * 1.0], 180, 360, fill=mix(col, (60, 50, 40), 0.5))
    d.rectangle([cx - s * 0.07, cy - s * 0.8, cx + s * 0.07, cy + s * 0.6], fill=col)
    d.rectangle([cx - s * 0.4, cy - s * 0.55, cx + s * 0.4, cy - s * 0.43], fill=col)


def bird(d, cx, cy, s, col=(176, 176, 184)):
    d.ellipse([cx - s * 0.35, cy - s * 0.18, cx + s * 0.35, cy + s * 0.18], fill=col)
    d.polygon([(cx - s * 0.1, cy), (cx - s * 0.9, cy - s * 0.6), (cx - s * 0.2, cy - s * 0.1)], fill=mix(col, INK, 0.15))
    d.polygon([(cx + s * 0.05, cy), (cx + s * 0.7, cy - s * 0.7), (cx + s * 0.2, cy - s * 0.05)], fill=mix(col, INK, 0.1))
    d.ellipse([cx + s * 0.25, cy - s * 0.25, cx + s * 0.5, cy], fill=col)
    d.polygon([(cx + s * 0.48, cy - s * 0.14), (cx + s * 0.62, cy - s * 0.1), (cx + s * 0.48, cy - s * 0.06)], fill=(230, 170, 80))
    d.rectangle([cx - s * 0.1, cy + s * 0.12, cx + s * 0.05, cy + s * 0.2], fill=(220, 220, 210))


def mural(d, cx, cy, s, col=(190, 170, 140)):
    d.rectangle([cx - s * 1.2, cy - s * 0.8, cx + s * 1.2, cy + s * 0.8], fill=col, outline=mix(col, INK, 0.5), width=4)
    for k, x in enumerate((-0.7, -0.2, 0.3, 0.8)):
        figure(d, cx + s * x, cy + s * 0.4, s * (0.7 - (k % 2) * 0.12), mix((120, 60, 40), col, 0.25 + k * 0.1))
    d.chord([cx - s * 0.5, cy - s * 0.9, cx + s * 0.5, cy - s * 0.1], 180, 360, fill=mix((220, 150, 60), col, 0.3))
    for x, y in ((-1.0, -0.5), (0.9, 0.6), (1.0, -0.7), (-0.9, 0.7)):
        d.ellipse([cx + s * x - 6, cy + s * y - 6, cx + s * x + 6, cy + s * y + 6], fill=mix(col, INK, 0.25))


def geyser(d, cx, cy, s, col=(150, 140, 136)):
    for k in range(9):
        r = s * (0.2 + k * 0.06)
        y = cy + s * 0.8 - k * s * 0.22
        d.ellipse([cx - r + math.sin(k) * 6, y - r * 0.7, cx + r + math.sin(k) * 6, y + r * 0.7], fill=mix(col, (240, 230, 220), k / 12))
    d.chord([cx - s * 0.6, cy + s * 0.7, cx + s * 0.6, cy + s * 1.1], 180, 360, fill=(255, 130, 50))


def steam(d, cx, cy, s, col=(236, 236, 230)):
    for k in range(4):
        x = cx - s * 0.6 + k * s * 0.4
        pts = [(x + math.sin(i * 0.8 + k) * s * 0.12, cy + s * 0.4 - i * s * 0.12) for i in range(11)]
        _line(d, pts, col, 5)
    d.ellipse([cx - s * 0.9, cy + s * 0.35, cx + s * 0.9, cy + s * 0.75], fill=(110, 150, 160))


def blocks(d, cx, cy, s, col=(150, 140, 126)):
    for k, (x, y, w, h, a) in enumerate(((-0.6, -0.7, 0.5, 0.3, 0), (0.2, -0.2, 0.6, 0.32, 0), (-0.2, 0.5, 0.55, 0.3, 0),
                                         (0.7, 0.6, 0.4, 0.25, 0))):
        d.rectangle([cx + s * x, cy + s * y, cx + s * (x + w), cy + s * (y + h)], fill=mix(col, INK, k * 0.08),
                    outline=mix(col, INK, 0.5), width=2)
    for k in range(12):
        x, y = cx + (k * 37 % 100 - 50) / 50 * s, cy + (k * 53 % 100 - 50) / 50 * s
        d.ellipse([x - 3, y - 3, x + 3, y + 3], fill=mix(col, INK, 0.3))


def soot(d, cx, cy, s, col=(40, 36, 34)):
    for k in range(8):
        r = s * (0.3 + (k % 3) * 0.15)
        x, y = cx + math.cos(k * 1.3) * s * 0.7, cy + math.sin(k * 1.7) * s * 0.4
        d.ellipse([x - r, y - r * 0.7, x + r, y + r * 0.7], fill=mix(col, (90, 80, 76), (k % 4) / 6))


def clapper(d, cx, cy, s, col=(110, 100, 96)):
    d.rectangle([cx - s * 0.1, cy - s * 1.1, cx + s * 0.1, cy + s * 0.4], fill=col)
    d.ellipse([cx - s * 0.3, cy + s * 0.25, cx + s * 0.3, cy + s * 0.85], fill=mix(col, INK, 0.25))
    d.ellipse([cx - s * 0.2, cy - s * 1.25, cx + s * 0.2, cy - s * 0.95], outline=col, width=6)
    d.ellipse([cx - s * 0.18, cy + s * 0.35, cx - s * 0.02, cy + s * 0.55], fill=mix(col, (255, 255, 255), 0.4))


def brick(d, cx, cy, s, col=(70, 50, 36)):
    for k, y in enumerate((0.2, -0.25)):
        d.rectangle([cx - s * 0.9 + k * s * 0.2, cy + s * y, cx + s * 0.7 + k * s * 0.2, cy + s * (y + 0.45)],
                    fill=mix(col, (120, 90, 60), k * 0.2), outline=mix(col, INK, 0.4), width=2)
        for i in range(7):
            x = cx - s * 0.8 + k * s * 0.2 + i * s * 0.22
            _line(d, [(x, cy + s * (y + 0.08)), (x + s * 0.08, cy + s * (y + 0.3))], mix(col, (150, 120, 80), 0.4), 2)


def bandage(d, cx, cy, s, col=(236, 232, 220)):
    d.ellipse([cx - s * 0.6, cy - s * 0.6, cx + s * 0.6, cy + s * 0.6], fill=col, outline=(190, 184, 170), width=3)
    for r in (0.45, 0.3, 0.15):
        d.ellipse([cx - s * r, cy - s * r, cx + s * r, cy + s * r], outline=(200, 196, 184), width=2)
    d.polygon([(cx + s * 0.4, cy + s * 0.45), (cx + s * 1.3, cy + s * 0.3), (cx + s * 1.3, cy + s * 0.6), (cx + s * 0.3, cy + s * 0.6)],
              fill=col)
    _line(d, [(cx - s * 0.2, cy - s * 0.9), (cx + s * 0.2, cy - s * 0.9)], (190, 60, 50), 6)
    _line(d, [(cx, cy - s * 1.1), (cx, cy - s * 0.7)], (190, 60, 50), 6)


def spear(d, cx, cy, s, col=WOOD):
    _line(d, [(cx, cy + s * 1.2), (cx, cy - s * 1.0)], col, 7)
    d.polygon([(cx - s * 0.15, cy - s * 0.95), (cx, cy - s * 1.45), (cx + s * 0.15, cy - s * 0.95)], fill=(190, 194, 200))


def kneeling(d, cx, cy, s, col=INK):
    """A figure kneeling, head bowed."""
    d.ellipse([cx + s * 0.02, cy - s * 0.62, cx + s * 0.3, cy - s * 0.36], fill=col)
    d.polygon([(cx - s * 0.1, cy - s * 0.4), (cx + s * 0.2, cy - s * 0.42), (cx + s * 0.35, cy + s * 0.1), (cx - s * 0.3, cy + s * 0.1)],
              fill=col)
    d.polygon([(cx - s * 0.3, cy + s * 0.05), (cx + s * 0.45, cy + s * 0.05), (cx + s * 0.5, cy + s * 0.3), (cx - s * 0.45, cy + s * 0.3)],
              fill=col)


def names(d, cx, cy, s, col=(60, 52, 48)):
    """Names scratched in a row: short strokes like letters."""
    for row in range(4):
        y = cy - s * 0.6 + row * s * 0.4
        x = cx - s * 1.1
        for k in range(14):
            w = s * (0.05 + ((k * 7 + row * 3) % 5) * 0.02)
            _line(d, [(x, y), (x + w, y - s * 0.12), (x + w * 1.6, y)], col, 3)
            x += w * 2.2 + (s * 0.12 if k % 5 == 4 else 0)


SHAPES = {
    "hook": hook, "pole": pole, "coil": coil, "lantern": lantern, "trap": trap, "floats": floats, "bundle": bundle,
    "punt": punt, "knife": knife, "spade": spade, "tongs": tongs, "eels": eels, "eggs": eggs, "shard": shard,
    "whistle": whistle, "cloak": cloak, "stave": stave, "duck": duck, "oar": oar, "bolt": bolt, "log": log,
    "bell": bell, "book": book, "chest": chest, "flame": flame, "eye": eye, "waves": waves, "hand": hand,
    "feather": feather, "star": star, "figure": figure, "skull": skull, "snake": snake, "crab": crab,
    "rat": rat, "goat": goat, "heron": heron, "crow": crow, "candle": candle, "boot": boot, "staff": staff,
    "banner": banner, "horn": horn, "sheaf": sheaf, "tinderbox": tinderbox, "vial": vial, "tools": tools,
    "leech": leech, "door": door, "die": die, "chart": chart, "hearthstone": hearthstone, "idol": idol, "grave": grave,
    "bird": bird, "mural": mural, "geyser": geyser, "steam": steam, "blocks": blocks, "soot": soot, "clapper": clapper,
    "brick": brick, "bandage": bandage, "spear": spear, "kneeling": kneeling, "names": names,
}


def still_life(rng: random.Random, shapes, tone=(196, 176, 138)) -> Image.Image:
    """An item on a weathered plank table, lit from the upper left, with a soft shadow."""
    img = vertical_gradient([(0.0, mix(tone, (255, 255, 255), 0.2)), (1.0, mix(tone, (40, 30, 20), 0.45))])
    grain_mask = stretch(noise(rng, cells=(3, 24), octaves=3), 90, 200)
    img = Image.composite(Image.new("RGB", (W, H), mix(tone, (60, 40, 20), 0.3)), img, grain_mask.point(lambda v: v // 3))
    d = ImageDraw.Draw(img)
    for y in (70, 150, 230):
        d.line([(0, y + rng.randint(-3, 3)), (W, y + rng.randint(-3, 3))], fill=mix(tone, INK, 0.45), width=2)
    shadow = Image.new("RGBA", (W, H), (0, 0, 0, 0))
    object_layer = Image.new("RGBA", (W, H), (0, 0, 0, 0))
    for name, cx, cy, s in shapes:
        SHAPES[name](ImageDraw.Draw(object_layer), cx, cy, s)
    alpha = object_layer.getchannel("A")
    shadow.paste((20, 14, 10, 150), (12, 14), alpha)
    img = Image.alpha_composite(img.convert("RGBA"), shadow.filter(ImageFilter.GaussianBlur(7)))
    img = Image.alpha_composite(img, object_layer).convert("RGB")
    return glow(img, (90, 60), 160, (60, 50, 30), 0.5)


def medallion(rng: random.Random, shape: str, colour, ground=(40, 46, 52)) -> Image.Image:
    """A skill's emblem: a coin of colour on a dark field, the motif in the middle."""
    img = vertical_gradient([(0.0, mix(ground, (255, 255, 255), 0.12)), (1.0, mix(ground, (0, 0, 0), 0.4))])
    img = glow(img, (W / 2, H / 2), 170, mix(colour, (0, 0, 0), 0.55), 0.6)
    d = ImageDraw.Draw(img)
    for k in range(24):  # a ring of rays, like the ornament of an old compass
        a = k / 24 * math.tau
        d.line([(W / 2 + math.cos(a) * 112, H / 2 + math.sin(a) * 112), (W / 2 + math.cos(a) * 132, H / 2 + math.sin(a) * 132)],
               fill=mix(colour, ground, 0.5), width=3)
    d.ellipse([W / 2 - 104, H / 2 - 104, W / 2 + 104, H / 2 + 104], fill=mix(colour, ground, 0.35), outline=colour, width=5)
    d.ellipse([W / 2 - 90, H / 2 - 90, W / 2 + 90, H / 2 + 90], outline=mix(colour, (255, 255, 255), 0.3), width=1)
    SHAPES[shape](d, W / 2, H / 2, 60)
    return img
