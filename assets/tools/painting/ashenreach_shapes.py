"""Ashenreach's creatures, folk and things as simple shaded shapes (drawn for The 7th Citadel's adventure; any pack
may use them)."""
from __future__ import annotations

import math

from painting.canvas import mix
from painting.shapes import BONE, BRONZE, INK, IRON, ROPE, WOOD, figure, flame, line

FUR, SLAG, PARCH = (62, 52, 48), (58, 52, 50), (226, 210, 170)


def rat(d, cx, cy, s, col=FUR):
    line(d, [(cx - s * 0.7, cy + s * 0.1), (cx - s * 1.1, cy + s * 0.3), (cx - s * 1.3, cy + s * 0.05),
             (cx - s * 1.45, cy - s * 0.1)], mix(col, (210, 160, 150), 0.4), 3)
    d.ellipse([cx - s * 0.8, cy - s * 0.35, cx + s * 0.4, cy + s * 0.3], fill=col)
    d.polygon([(cx + s * 0.2, cy - s * 0.3), (cx + s * 0.95, cy + s * 0.02), (cx + s * 0.2, cy + s * 0.22)], fill=col)
    d.ellipse([cx + s * 0.1, cy - s * 0.48, cx + s * 0.36, cy - s * 0.2], fill=mix(col, (220, 170, 160), 0.5))
    d.ellipse([cx + s * 0.5, cy - s * 0.14, cx + s * 0.6, cy - s * 0.04], fill=(250, 200, 120))
    d.ellipse([cx + s * 0.9, cy - s * 0.02, cx + s * 1.0, cy + s * 0.08], fill=(200, 130, 130))
    for x in (-0.5, 0.1):
        line(d, [(cx + s * x, cy + s * 0.25), (cx + s * (x + 0.08), cy + s * 0.42)], mix(col, INK, 0.4), 3)


def goat(d, cx, cy, s, col=(196, 184, 164)):
    for x in (-0.6, -0.35, 0.35, 0.6):
        line(d, [(cx + s * x, cy + s * 0.2), (cx + s * x, cy + s * 0.85)], mix(col, INK, 0.35), 6)
    d.ellipse([cx - s * 0.85, cy - s * 0.3, cx + s * 0.8, cy + s * 0.4], fill=col)
    d.polygon([(cx + s * 0.55, cy - s * 0.1), (cx + s * 0.8, cy - s * 0.7), (cx + s * 1.1, cy - s * 0.6),
               (cx + s * 1.15, cy - s * 0.25), (cx + s * 0.85, cy + s * 0.1)], fill=col)
    d.arc([cx + s * 0.6, cy - s * 1.1, cx + s * 1.0, cy - s * 0.5], 180, 320, fill=mix(col, INK, 0.5), width=5)
    d.polygon([(cx + s * 1.0, cy - s * 0.3), (cx + s * 1.05, cy + s * 0.05), (cx + s * 0.95, cy - s * 0.25)],
              fill=mix(col, INK, 0.3))
    d.ellipse([cx + s * 0.9, cy - s * 0.55, cx + s * 0.98, cy - s * 0.47], fill=INK)


def heron(d, cx, cy, s, col=(170, 178, 186)):
    for x in (-0.08, 0.1):
        line(d, [(cx + s * x, cy + s * 0.2), (cx + s * x, cy + s * 1.1)], mix(col, INK, 0.6), 3)
    d.ellipse([cx - s * 0.4, cy - s * 0.25, cx + s * 0.45, cy + s * 0.3], fill=col)
    d.polygon([(cx - s * 0.4, cy), (cx - s * 0.8, cy + s * 0.25), (cx - s * 0.3, cy + s * 0.2)], fill=mix(col, INK, 0.3))
    line(d, [(cx + s * 0.3, cy - s * 0.1), (cx + s * 0.5, cy - s * 0.5), (cx + s * 0.35, cy - s * 0.8),
             (cx + s * 0.5, cy - s * 1.0)], col, 8)
    d.ellipse([cx + s * 0.42, cy - s * 1.1, cx + s * 0.62, cy - s * 0.92], fill=col)
    d.polygon([(cx + s * 0.6, cy - s * 1.04), (cx + s * 1.05, cy - s * 0.98), (cx + s * 0.6, cy - s * 0.96)],
              fill=(210, 180, 90))
    line(d, [(cx + s * 0.45, cy - s * 1.06), (cx + s * 0.15, cy - s * 1.15)], INK, 2)


def crow(d, cx, cy, s, col=(30, 28, 32)):
    d.ellipse([cx - s * 0.5, cy - s * 0.3, cx + s * 0.4, cy + s * 0.3], fill=col)
    d.ellipse([cx + s * 0.2, cy - s * 0.55, cx + s * 0.6, cy - s * 0.15], fill=col)
    d.polygon([(cx + s * 0.58, cy - s * 0.4), (cx + s * 0.9, cy - s * 0.3), (cx + s * 0.56, cy - s * 0.26)], fill=(70, 64, 60))
    d.polygon([(cx - s * 0.45, cy), (cx - s * 1.0, cy + s * 0.25), (cx - s * 0.9, cy + s * 0.4), (cx - s * 0.35, cy + s * 0.2)],
              fill=col)
    d.ellipse([cx + s * 0.4, cy - s * 0.44, cx + s * 0.47, cy - s * 0.37], fill=(220, 200, 150))
    for x in (-0.05, 0.12):
        line(d, [(cx + s * x, cy + s * 0.25), (cx + s * x, cy + s * 0.5)], (90, 80, 60), 2)


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
        line(d, [(cx - s * 0.05, y), (cx + s * 0.15, y + s * 0.08)], BONE, 2)


def staff(d, cx, cy, s, col=(130, 104, 60)):
    line(d, [(cx - s * 0.2, cy + s * 1.2), (cx + s * 0.2, cy - s * 0.9)], col, 8)
    for k in range(7):
        a = -0.6 + k * 0.2
        line(d, [(cx + s * 0.2, cy - s * 0.9), (cx + s * (0.2 + math.sin(a) * 0.5), cy - s * (0.9 + math.cos(a) * 0.55))],
             (170, 160, 96), 3)
    line(d, [(cx + s * 0.05, cy - s * 0.55), (cx + s * 0.3, cy - s * 0.55)], ROPE, 5)


def banner(d, cx, cy, s, col=(150, 40, 36)):
    line(d, [(cx - s * 0.8, cy + s * 1.2), (cx - s * 0.8, cy - s * 1.2)], WOOD, 7)
    d.ellipse([cx - s * 0.9, cy - s * 1.32, cx - s * 0.7, cy - s * 1.12], fill=BRONZE)
    d.polygon([(cx - s * 0.78, cy - s * 1.05), (cx + s * 0.9, cy - s * 0.95), (cx + s * 0.6, cy - s * 0.3), (cx + s * 0.95, cy + s * 0.35),
               (cx - s * 0.78, cy + s * 0.3)], fill=col)
    d.ellipse([cx - s * 0.25, cy - s * 0.6, cx + s * 0.35, cy - s * 0.05], fill=(230, 200, 120))
    flame(d, cx + s * 0.05, cy - s * 0.32, s * 0.22, col=(200, 80, 40))


def horn(d, cx, cy, s, col=(220, 206, 170)):
    pts_out = [(cx - s * 1.1 + i * s * 0.11, cy + s * 0.5 - math.sin(i / 20 * math.pi * 0.9) * s * 0.9) for i in range(21)]
    for i in range(1, 21):
        w = int(4 + i * 1.3)
        line(d, [pts_out[i - 1], pts_out[i]], mix(col, (150, 120, 80), i / 30), w)
    x, y = pts_out[-1]
    d.ellipse([x - s * 0.25, y - s * 0.28, x + s * 0.25, y + s * 0.28], fill=BRONZE, outline=mix(BRONZE, INK, 0.4), width=3)
    d.ellipse([x - s * 0.14, y - s * 0.16, x + s * 0.14, y + s * 0.16], fill=INK)
    line(d, [pts_out[4], (cx, cy + s * 0.9), pts_out[15]], ROPE, 3)


def sheaf(d, cx, cy, s, col=(214, 184, 110)):
    for k in range(11):
        a = (k - 5) * 0.07
        top = (cx + math.sin(a) * s * 1.2, cy - math.cos(a) * s * 1.0)
        line(d, [(cx + (k - 5) * s * 0.04, cy + s * 1.0), top], mix(col, WOOD, 0.3), 3)
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
        line(d, [(cx + s * 0.95, cy - s * 0.1), (cx + s * (0.95 + math.cos(a) * 0.3), cy - s * (0.1 + abs(math.sin(a)) * 0.35))],
             (255, 210, 110), 2)


def vial(d, cx, cy, s, col=(170, 40, 60)):
    d.ellipse([cx - s * 0.6, cy - s * 0.3, cx + s * 0.6, cy + s * 0.9], fill=(200, 210, 214))
    d.chord([cx - s * 0.55, cy - s * 0.1, cx + s * 0.55, cy + s * 0.85], 0, 180, fill=col)
    d.rectangle([cx - s * 0.18, cy - s * 0.8, cx + s * 0.18, cy - s * 0.2], fill=(200, 210, 214))
    d.rectangle([cx - s * 0.22, cy - s * 1.0, cx + s * 0.22, cy - s * 0.78], fill=(150, 110, 70))
    d.ellipse([cx - s * 0.35, cy - s * 0.1, cx - s * 0.15, cy + s * 0.25], fill=(250, 250, 250))


def tools(d, cx, cy, s):
    line(d, [(cx - s * 0.9, cy + s * 0.9), (cx + s * 0.5, cy - s * 0.5)], WOOD, 8)
    d.polygon([(cx + s * 0.3, cy - s * 0.85), (cx + s * 0.95, cy - s * 0.2), (cx + s * 0.75, cy), (cx + s * 0.1, cy - s * 0.65)], fill=IRON)
    line(d, [(cx + s * 0.9, cy + s * 0.9), (cx - s * 0.4, cy - s * 0.4)], (150, 150, 156), 6)
    d.rectangle([cx + s * 0.6, cy + s * 0.6, cx + s * 1.0, cy + s * 1.0], fill=WOOD)


def leech(d, cx, cy, s, col=(50, 40, 36)):
    for k, (dx, dy) in enumerate(((-0.6, -0.2), (0.3, 0.1), (-0.1, 0.6))):
        pts = [(cx + s * dx + i * s * 0.06, cy + s * dy + math.sin(i * 0.6 + k) * s * 0.08) for i in range(10)]
        line(d, pts, mix(col, (120, 60, 60), k * 0.2), 10)


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
    line(d, coast, mix(col, INK, 0.55), 2)
    for k in range(6):
        x = cx - s * 0.8 + k * s * 0.3
        line(d, [(x, cy + s * 0.45), (x + s * 0.14, cy + s * 0.45)], (150, 60, 40), 2)
    d.regular_polygon((cx + s * 0.8, cy - s * 0.5, s * 0.22), 4, fill=mix(col, INK, 0.6))
    d.ellipse([cx - s * 0.4, cy + s * 0.2, cx - s * 0.25, cy + s * 0.35], fill=(170, 50, 40))


def hearthstone(d, cx, cy, s, col=(96, 86, 80)):
    d.rounded_rectangle([cx - s, cy - s * 0.5, cx + s, cy + s * 0.55], radius=int(s * 0.3), fill=col)
    d.rounded_rectangle([cx - s * 0.95, cy - s * 0.5, cx + s * 0.95, cy + s * 0.2], radius=int(s * 0.25), fill=mix(col, (255, 255, 255), 0.15))
    for pts in (((-0.6, -0.3), (-0.2, 0.0), (0.1, -0.2), (0.5, 0.1)), ((-0.3, 0.3), (0.0, 0.1), (0.3, 0.35))):
        line(d, [(cx + s * x, cy + s * y) for x, y in pts], (255, 150, 60), 4)


def idol(d, cx, cy, s, col=SLAG):
    d.polygon([(cx - s * 0.6, cy + s), (cx - s * 0.45, cy - s * 0.2), (cx - s * 0.3, cy - s * 0.7), (cx + s * 0.3, cy - s * 0.7),
               (cx + s * 0.45, cy - s * 0.2), (cx + s * 0.6, cy + s)], fill=col)
    d.ellipse([cx - s * 0.4, cy - s * 1.1, cx + s * 0.4, cy - s * 0.4], fill=mix(col, (120, 100, 90), 0.3))
    for x in (-0.15, 0.15):
        d.ellipse([cx + s * x - s * 0.07, cy - s * 0.85, cx + s * x + s * 0.07, cy - s * 0.7], fill=(255, 150, 50))
    line(d, [(cx - s * 0.3, cy + s * 0.1), (cx + s * 0.3, cy + s * 0.1)], (255, 120, 40), 3)


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
        line(d, pts, col, 5)
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
            line(d, [(x, cy + s * (y + 0.08)), (x + s * 0.08, cy + s * (y + 0.3))], mix(col, (150, 120, 80), 0.4), 2)


def bandage(d, cx, cy, s, col=(236, 232, 220)):
    d.ellipse([cx - s * 0.6, cy - s * 0.6, cx + s * 0.6, cy + s * 0.6], fill=col, outline=(190, 184, 170), width=3)
    for r in (0.45, 0.3, 0.15):
        d.ellipse([cx - s * r, cy - s * r, cx + s * r, cy + s * r], outline=(200, 196, 184), width=2)
    d.polygon([(cx + s * 0.4, cy + s * 0.45), (cx + s * 1.3, cy + s * 0.3), (cx + s * 1.3, cy + s * 0.6), (cx + s * 0.3, cy + s * 0.6)],
              fill=col)
    line(d, [(cx - s * 0.2, cy - s * 0.9), (cx + s * 0.2, cy - s * 0.9)], (190, 60, 50), 6)
    line(d, [(cx, cy - s * 1.1), (cx, cy - s * 0.7)], (190, 60, 50), 6)


def spear(d, cx, cy, s, col=WOOD):
    line(d, [(cx, cy + s * 1.2), (cx, cy - s * 1.0)], col, 7)
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
            line(d, [(x, y), (x + w, y - s * 0.12), (x + w * 1.6, y)], col, 3)
            x += w * 2.2 + (s * 0.12 if k % 5 == 4 else 0)
