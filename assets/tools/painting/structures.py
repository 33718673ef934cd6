"""Things people and weather left in the marsh, drawn as silhouettes: posts, hulls, towers, huts, rocks."""
from __future__ import annotations

import math
import random

from PIL import Image, ImageDraw

from painting.canvas import H, W, mix

# Seven-segment strokes for digits, as scratched marks: segments a..g on a unit box.
_SEGMENTS = {
    "a": ((0, 0), (1, 0)), "b": ((1, 0), (1, 0.5)), "c": ((1, 0.5), (1, 1)), "d": ((0, 1), (1, 1)),
    "e": ((0, 0.5), (0, 1)), "f": ((0, 0), (0, 0.5)), "g": ((0, 0.5), (1, 0.5)),
}
_DIGITS = {"0": "abcdef", "1": "bc", "2": "abged", "3": "abgcd", "4": "fgbc", "5": "afgcd",
           "6": "afgedc", "7": "abc", "8": "abcdefg", "9": "abcdfg"}


def stroke_digit(draw, digit, x, y, size, colour):
    for seg in _DIGITS[digit]:
        (x0, y0), (x1, y1) = _SEGMENTS[seg]
        draw.line([(x + x0 * size * 0.5, y + y0 * size), (x + x1 * size * 0.5, y + y1 * size)], fill=colour, width=2)


def branch(draw, rng, x, y, angle, length, width, colour, depth):
    """A recursive forking limb: the bare alders and oaks of the drowned wood."""
    x2, y2 = x + math.cos(angle) * length, y + math.sin(angle) * length
    draw.line([(x, y), (x2, y2)], fill=colour, width=max(1, int(width)))
    if depth <= 0 or length < 4:
        return
    for _ in range(rng.choice((2, 2, 3))):
        branch(draw, rng, x2, y2, angle + rng.uniform(-0.7, 0.7), length * rng.uniform(0.55, 0.75),
               width * 0.65, colour, depth - 1)


def stakes(img, pal, rng, count=14, y=0.68, spread=1.0, tall=40):
    draw = ImageDraw.Draw(img)
    for i in range(count):
        t = i / max(1, count - 1)
        x = 20 + t * (W - 40) * spread + rng.uniform(-6, 6)
        base = H * y + t * 40 * (1 - spread) + rng.uniform(-3, 3)
        h = tall * rng.uniform(0.6, 1.2)
        col = mix(pal["dark"], pal["fog"], 0.25 * (1 - t))
        draw.polygon([(x - 3, base), (x + 3, base), (x + 2, base - h), (x - 1, base - h - 3)], fill=col)
    return img


def weir(img, pal, rng, y=0.66):
    draw = ImageDraw.Draw(img)
    for i in range(26):
        t = i / 25
        x = -10 + t * (W + 20)
        base = H * y + math.sin(t * 3) * 20 + t * 30
        h = 26 * (0.5 + t)
        draw.line([(x, base), (x + rng.uniform(-2, 2), base - h)], fill=pal["dark"], width=2 + int(t * 3))
    for k in range(3):
        pts = [(-10 + t / 20 * (W + 20), H * y + math.sin(t / 20 * 3) * 20 + t / 20 * 30 - 8 - 9 * k) for t in range(21)]
        draw.line(pts, fill=mix(pal["dark"], pal["reed"], 0.3), width=2)
    return img


def hull(img, pal, rng, x=200, y=0.7, size=1.0, upturned=True):
    draw = ImageDraw.Draw(img)
    cx, base, s = x, H * y, 110 * size
    col = mix(pal["dark"], (80, 50, 30), 0.3)
    if upturned:
        draw.chord([cx - s, base - s * 0.55, cx + s, base + s * 0.45], 180, 360, fill=col)
        for k in range(-4, 5):
            draw.line([(cx + k * s / 5, base - s * 0.5 * math.cos(k / 5 * 1.2)), (cx + k * s / 5, base)],
                      fill=mix(col, pal["fog"], 0.2), width=1)
    else:  # sunk to the gunwales: ribs standing out of the silt
        draw.chord([cx - s, base - s * 0.25, cx + s, base + s * 0.25], 0, 180, fill=col)
        for k in range(-5, 6):
            x0 = cx + k * s / 6
            h = 46 * size * math.sqrt(max(0.0, 1 - (k / 6) ** 2)) * rng.uniform(0.6, 1.0)
            lean = -k * 1.5
            draw.line([(x0, base - 2), (x0 + lean * 0.4, base - h * 0.6), (x0 + lean, base - h)], fill=col, width=3)
    return img


def rocks(img, pal, rng, count=3, y=0.75):
    draw = ImageDraw.Draw(img)
    for i in range(count):
        x = 60 + i * (W - 120) / max(1, count - 1) + rng.uniform(-20, 20)
        h, w = rng.uniform(110, 190), rng.uniform(40, 70)
        col = mix(pal["dark"], pal["fog"], 0.15 + 0.15 * (i % 2))
        top = H * y - h
        pts = [(x - w / 2, H * y), (x - w / 2.4, top + h * 0.3), (x - w / 5, top), (x + w / 4, top + 8),
               (x + w / 2.2, top + h * 0.35), (x + w / 2, H * y)]
        draw.polygon(pts, fill=col)
        for _ in range(14):  # guano streaks
            sx = rng.uniform(x - w / 3, x + w / 3)
            sy = rng.uniform(top + 10, top + h * 0.7)
            draw.line([(sx, sy), (sx + rng.uniform(-2, 2), sy + rng.uniform(6, 20))], fill=(226, 224, 214), width=1)
    return img


def chimney(img, pal, rng, x=120, y=0.62):
    draw = ImageDraw.Draw(img)
    base = H * y
    brick = mix(pal["dark"], (120, 60, 40), 0.45)
    draw.polygon([(x - 12, base), (x + 12, base), (x + 8, base - 150), (x - 8, base - 150)], fill=brick)
    draw.rectangle([x - 11, base - 158, x + 11, base - 150], fill=brick)
    shed = mix(pal["dark"], pal["fog"], 0.15)
    draw.polygon([(x + 20, base), (x + 20, base - 50), (x + 150, base - 62), (x + 170, base - 40), (x + 170, base)], fill=shed)
    for k in range(6):  # roof ribs with no roof
        rx = x + 30 + k * 22
        draw.line([(rx, base - 52 - k * 2), (rx + 10, base - 80 - k * 2)], fill=shed, width=3)
    return img


def tower(img, pal, rng, x=230, y=0.58, width=70, height=120):
    """The belfry's broken crown standing out of the water."""
    draw = ImageDraw.Draw(img)
    base = H * y
    stone = mix(pal["dark"], pal["far"], 0.35)
    pts = [(x - width / 2, base), (x - width / 2, base - height)]
    for k in range(9):
        pts.append((x - width / 2 + (k + 1) * width / 9, base - height - rng.uniform(-4, 22) * (k % 3 != 1)))
    pts.append((x + width / 2, base))
    draw.polygon(pts, fill=stone)
    draw.polygon([(x - 10, base - height + 26), (x + 10, base - height + 26), (x + 10, base - height + 60),
                  (x, base - height + 70), (x - 10, base - height + 60)], fill=mix(stone, (0, 0, 0), 0.6))
    for _ in range(30):  # weed hanging from the stones
        wx = rng.uniform(x - width / 2, x + width / 2)
        wy = base - rng.uniform(0, 40)
        draw.line([(wx, wy), (wx + rng.uniform(-2, 2), wy + rng.uniform(4, 12))], fill=(60, 86, 52), width=2)
    return img


def stilt_hut(img, pal, rng, x=220, y=0.66):
    draw = ImageDraw.Draw(img)
    base = H * y
    col = mix(pal["dark"], pal["far"], 0.2)
    for k in range(4):
        draw.line([(x - 50 + k * 33, base), (x - 48 + k * 33, base - 60)], fill=col, width=4)
    draw.rectangle([x - 60, base - 105, x + 60, base - 58], fill=col)
    draw.polygon([(x - 72, base - 103), (x, base - 140), (x + 72, base - 103)], fill=mix(col, (70, 60, 40), 0.3))
    draw.rectangle([x - 14, base - 96, x + 2, base - 80], fill=(236, 196, 120))
    draw.rectangle([x + 30, base - 152, x + 40, base - 120], fill=col)
    for k in range(5):  # smoke
        draw.ellipse([x + 30 + k * 8, base - 170 - k * 12, x + 46 + k * 10, base - 158 - k * 11], outline=mix(pal["fog"], col, 0.2))
    return img


def cell_on_isle(img, pal, rng, x=230, y=0.62):
    draw = ImageDraw.Draw(img)
    base = H * y
    rock = mix(pal["dark"], pal["far"], 0.3)
    draw.chord([x - 140, base - 70, x + 140, base + 60], 180, 360, fill=rock)
    wall = mix(rock, pal["fog"], 0.25)
    draw.rectangle([x - 28, base - 100, x + 28, base - 58], fill=wall)
    draw.polygon([(x - 34, base - 98), (x, base - 124), (x + 34, base - 98)], fill=mix(wall, (0, 0, 0), 0.3))
    draw.rectangle([x - 6, base - 90, x + 6, base - 74], fill=(250, 214, 130))
    return img


def steps(img, pal, rng, x=150, y=0.66):
    draw = ImageDraw.Draw(img)
    base = H * y
    stone = mix(pal["ground2"], pal["fog"], 0.2)
    for k in range(6):
        draw.rectangle([x - 100 + k * 6, base + k * 10, x + 30 - k * 4, base + k * 10 + 9], fill=mix(stone, pal["dark"], k / 8))
    draw.rectangle([x + 60, base - 90, x + 68, base + 20], fill=pal["dark"])
    draw.line([(x + 64, base - 90), (x + 100, base - 90)], fill=pal["dark"], width=4)
    draw.line([(x + 96, base - 90), (x + 96, base - 70)], fill=pal["dark"], width=1)
    return img


def path(img, pal, rng, y=0.55, width=140, colour=None):
    """A straight track running away to the horizon (causeway, lane)."""
    draw = ImageDraw.Draw(img)
    col = colour or mix(pal["ground2"], pal["fog"], 0.35)
    vx = W / 2 + rng.uniform(-30, 30)
    draw.polygon([(vx - 3, H * y), (vx + 3, H * y), (W / 2 + width, H), (W / 2 - width, H)], fill=col)
    for k in range(12):
        t = (k + 1) / 12
        yy = H * y + (H - H * y) * t ** 1.8
        half = 3 + (width - 3) * t ** 1.8
        draw.line([(vx - half, yy), (vx + half, yy)], fill=mix(col, pal["dark"], 0.35), width=1 + int(t * 2))
    return img


def banks(img, pal, rng, y=0.45):
    """Hedge-banks closing over a sunken lane."""
    draw = ImageDraw.Draw(img)
    dark = mix(pal["dark"], pal["ground"], 0.4)
    draw.polygon([(0, 0), (W * 0.38, H * y), (W * 0.4, H), (0, H)], fill=dark)
    draw.polygon([(W, 0), (W * 0.62, H * y), (W * 0.6, H), (W, H)], fill=dark)
    for _ in range(300):
        side = rng.random() < 0.5
        x = rng.uniform(0, W * 0.36) if side else rng.uniform(W * 0.64, W)
        yy = rng.uniform(0, H)
        r = rng.uniform(2, 6)
        draw.ellipse([x - r, yy - r, x + r, yy + r], fill=mix(pal["ground2"], pal["dark"], rng.uniform(0.2, 0.7)))
    return img


def pollards(img, pal, rng, count=5, y=0.7):
    draw = ImageDraw.Draw(img)
    for i in range(count):
        x = 40 + i * (W - 80) / (count - 1) + rng.uniform(-10, 10)
        base = H * y + rng.uniform(-6, 6)
        col = mix(pal["dark"], pal["fog"], 0.1 + 0.1 * (i % 2))
        draw.rectangle([x - 9, base - 60, x + 9, base], fill=col)
        draw.ellipse([x - 16, base - 72, x + 16, base - 52], fill=col)
        for _ in range(16):
            a = rng.uniform(-math.pi * 0.95, -math.pi * 0.05)
            length = rng.uniform(40, 90)
            draw.line([(x, base - 66), (x + math.cos(a) * length, base - 66 + math.sin(a) * length)],
                      fill=mix(col, pal["reed"], 0.3), width=1)
    return img


def pans(img, pal, rng, y=0.62):
    draw = ImageDraw.Draw(img)
    for row in range(4):
        yy = H * y + row * (18 + row * 8)
        for col in range(-3, 4):
            w = 40 + row * 25
            x = W / 2 + col * (w + 6) - w / 2
            shade = mix((236, 234, 226), pal["water"], rng.uniform(0.0, 0.45))
            draw.rectangle([x, yy, x + w, yy + 12 + row * 7], fill=shade, outline=mix(pal["ground"], pal["dark"], 0.3))
    return img


def dunes(img, pal, rng, count=3):
    draw = ImageDraw.Draw(img)
    sand = (206, 186, 140)
    for i in range(count):
        y = H * (0.55 + 0.13 * i)
        col = mix(sand, pal["fog"], 0.3 - 0.1 * i)
        phase = rng.uniform(0, 2)
        pts = [(x, y - 24 * math.sin(x / W * math.pi * (1.2 + i * 0.5) + phase)) for x in range(0, W + 10, 10)]
        fill_below_pts = pts + [(W, H), (0, H)]
        draw.polygon(fill_below_pts, fill=mix(col, pal["dark"], 0.12 * i))
    return img


def ribs(img, pal, rng, x=210, y=0.85):
    draw = ImageDraw.Draw(img)
    bone = (232, 226, 206)
    for k in range(7):
        bx = x - 120 + k * 38
        h = 100 - abs(k - 3) * 18
        draw.arc([bx - 30, H * y - h, bx + 30, H * y + h], 200, 300, fill=bone, width=5)
    return img


def oak(img, pal, rng, x=200, y=0.64):
    draw = ImageDraw.Draw(img)
    col = mix(pal["dark"], (60, 50, 40), 0.3)
    base = H * y
    draw.polygon([(x - 28, base), (x - 8, base - 110), (x - 2, base - 110), (x - 6, base)], fill=col)
    draw.polygon([(x + 4, base), (x + 6, base - 105), (x + 14, base - 108), (x + 30, base)], fill=col)
    for side in (-1, 1):
        branch(draw, rng, x + side * 6, base - 106, -math.pi / 2 + side * 0.5, 60, 8, col, 5)
    draw.line([(x - 3, base - 20), (x + 2, base - 108)], fill=(232, 220, 180), width=2)  # the lightning scar
    return img


def roots(img, pal, rng):
    draw = ImageDraw.Draw(img)
    col = mix(pal["dark"], (60, 46, 30), 0.25)
    for k in range(5):
        inset = k * 32
        draw.arc([inset - 40, 40 + inset * 0.6, W - inset + 40, H + 160 - inset], 180, 360, fill=col, width=14 - k * 2)
    for _ in range(40):
        x = rng.uniform(0, W)
        draw.line([(x, rng.uniform(0, 60)), (x + rng.uniform(-20, 20), rng.uniform(60, 160))], fill=col, width=rng.randint(1, 3))
    return img


def stone_ring(img, pal, rng, y=0.72):
    draw = ImageDraw.Draw(img)
    cx, cy = W / 2, H * y
    for k in range(11):
        a = k / 11 * math.tau
        x, yy = cx + math.cos(a) * 120, cy + math.sin(a) * 34
        h = rng.uniform(18, 36) * (1 + math.sin(a) * 0.4)
        draw.polygon([(x - 9, yy), (x + 9, yy), (x + 6, yy - h), (x - 5, yy - h - 4)], fill=mix(pal["far"], pal["dark"], 0.4 + 0.3 * math.sin(a)))
    for r in (14, 30, 48):
        draw.ellipse([cx - r * 1.8, cy - r * 0.5, cx + r * 1.8, cy + r * 0.5], outline=mix(pal["water"], pal["fog"], 0.5))
    return img


def granite(img, pal, rng):
    draw = ImageDraw.Draw(img)
    col = mix(pal["dark"], (110, 110, 110), 0.35)
    pts = [(0, H), (0, H * 0.78), (W * 0.3, H * 0.66), (W * 0.55, H * 0.7), (W * 0.8, H * 0.6), (W, H * 0.68), (W, H)]
    draw.polygon(pts, fill=col)
    for _ in range(30):
        x = rng.uniform(0, W)
        draw.line([(x, H * 0.72), (x + rng.uniform(-30, 30), H)], fill=mix(col, pal["fog"], 0.2), width=1)
    return img


def trenches(img, pal, rng, y=0.6):
    draw = ImageDraw.Draw(img)
    for k in range(6):
        yy = H * y + k * (12 + k * 5)
        draw.polygon([(0, yy), (W, yy - 10), (W, yy - 4 + 4 + k * 2), (0, yy + 6 + k * 3)], fill=mix((26, 20, 16), pal["fog"], 0.4 - 0.06 * k))
    for k in range(5):  # stacked turves
        x = 40 + k * 70 + rng.uniform(-10, 10)
        draw.rectangle([x, H * 0.58 - 14, x + 20, H * 0.58], fill=mix((50, 36, 24), pal["fog"], 0.3))
    return img


def heron(img, pal, rng, x=280, y=0.74):
    draw = ImageDraw.Draw(img)
    col = mix(pal["dark"], (90, 96, 104), 0.4)
    base = H * y
    draw.line([(x, base), (x, base - 40)], fill=col, width=2)
    draw.ellipse([x - 18, base - 70, x + 14, base - 38], fill=col)
    draw.line([(x + 6, base - 66), (x + 10, base - 90), (x + 4, base - 100)], fill=col, width=4)
    draw.polygon([(x + 4, base - 104), (x + 28, base - 98), (x + 4, base - 97)], fill=col)
    return img


FEATURES = {
    "stakes": stakes, "weir": weir, "hull": hull, "rocks": rocks, "chimney": chimney, "tower": tower,
    "stilt_hut": stilt_hut, "cell_on_isle": cell_on_isle, "steps": steps, "path": path, "banks": banks,
    "pollards": pollards, "pans": pans, "dunes": dunes, "ribs": ribs, "oak": oak, "roots": roots,
    "stone_ring": stone_ring, "granite": granite, "trenches": trenches, "heron": heron,
}
