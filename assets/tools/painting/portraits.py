"""Character portraits: a stylised bust in silhouette, rim-lit in the character's colour, in fog."""
from __future__ import annotations

import random

from PIL import Image, ImageDraw, ImageFilter

from painting.canvas import H, W, fog, glow, mix, vertical_gradient


def _bust(d, col, cx=200, head_y=124, broad=1.0):
    d.chord([cx - 175 * broad, 212, cx + 175 * broad, 520], 180, 360, fill=col)   # shoulders under a coat
    d.polygon([(cx - 24, 150), (cx + 24, 150), (cx + 34, 232), (cx - 34, 232)], fill=col)  # neck
    d.ellipse([cx - 50, head_y - 62, cx + 50, head_y + 58], fill=col)            # head
    d.polygon([(cx - 70, 222), (cx, 262), (cx + 70, 222), (cx + 40, 300), (cx - 40, 300)], fill=col)  # collar


def _headwear(d, kind, col, cx=200, head_y=124):
    if kind == "scarf":       # Ilse: a knotted headscarf, its tails hanging at the nape
        d.chord([cx - 58, head_y - 72, cx + 58, head_y + 36], 180, 360, fill=col)
        d.polygon([(cx - 52, head_y - 10), (cx - 30, head_y + 30), (cx - 96, head_y + 118), (cx - 112, head_y + 104)], fill=col)
        d.polygon([(cx - 46, head_y), (cx - 70, head_y + 126), (cx - 52, head_y + 128)], fill=col)
    elif kind == "cap":       # Tobiah: a flat keeper's cap with a peak
        d.chord([cx - 60, head_y - 84, cx + 60, head_y - 4], 180, 360, fill=col)
        d.rectangle([cx - 60, head_y - 46, cx + 60, head_y - 30], fill=col)
        d.polygon([(cx - 50, head_y - 32), (cx + 50, head_y - 32), (cx + 30, head_y - 18), (cx - 30, head_y - 18)], fill=col)
    elif kind == "rope":      # Anselm: bare head, a coil of ringer's rope over one shoulder
        for k in range(5):
            d.ellipse([cx + 40 + k * 5, 200 + k * 3, cx + 150 - k * 5, 300 - k * 3], outline=col, width=6)
    elif kind == "hood":      # Wren: a pointed fowler's hood with a feather tucked in
        d.ellipse([cx - 68, head_y - 76, cx + 68, head_y + 90], fill=col)
        d.polygon([(cx - 40, head_y - 60), (cx + 30, head_y - 118), (cx + 50, head_y - 50)], fill=col)
        d.polygon([(cx - 58, head_y - 36), (cx - 112, head_y - 128), (cx - 92, head_y - 134), (cx - 44, head_y - 50)], fill=col)


def portrait(rng: random.Random, colour, kind: str, prop: str | None = None) -> Image.Image:
    """`colour` tints the rim light and the sky; `kind` picks the headwear; `prop` a held light."""
    sky = vertical_gradient([(0.0, mix(colour, (20, 24, 28), 0.75)), (0.7, mix(colour, (200, 200, 190), 0.45)),
                             (1.0, mix(colour, (30, 30, 30), 0.6))])
    img = fog(sky, rng, mix(colour, (230, 230, 220), 0.6), 0.5, 0.3, 0.9)
    img = glow(img, (250, 110), 170, mix(colour, (255, 255, 255), 0.3), 0.45)
    rim = Image.new("L", (W, H), 0)
    body = Image.new("L", (W, H), 0)
    for mask, dx in ((rim, 7), (body, 0)):
        d = ImageDraw.Draw(mask)
        _bust(d, 255, cx=200 + dx, head_y=124 - dx // 2, broad=1.1 if kind == "rope" else 1.0)
        _headwear(d, kind, 255, cx=200 + dx, head_y=124 - dx // 2)
    img.paste(mix(colour, (255, 240, 210), 0.35), (0, 0), rim.filter(ImageFilter.GaussianBlur(3)))
    img.paste(mix(colour, (16, 16, 18), 0.82), (0, 0), body)
    if prop == "lantern":
        img = glow(img, (305, 230), 60, (255, 210, 120), 0.9)
        d = ImageDraw.Draw(img)
        d.rectangle([292, 212, 318, 250], outline=(200, 150, 60), width=3)
    return img
