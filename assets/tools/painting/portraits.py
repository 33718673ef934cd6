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


def _soft(size, box, value, blur):
    """A blurred ellipse mask (for shading, blush and light)."""
    mask = Image.new("L", size, 0)
    ImageDraw.Draw(mask).ellipse(box, fill=value)
    return mask.filter(ImageFilter.GaussianBlur(blur))


def likeness(rng: random.Random, colour, kind: str, prop: str | None = None, skin=(214, 168, 136), hair=(60, 44, 34),
             eyes=(70, 90, 100), cloth=None, age: float = 0.3) -> Image.Image:
    """A character's face, lit from the left in their colour: skin, hair, eyes, brows, nose and mouth, the headwear of
    `kind` (scarf, cap, hood, rope), clothes in `cloth`, a held light (`prop`); `age` deepens the lines."""
    cloth = cloth or mix(colour, (40, 36, 34), 0.45)
    sky = vertical_gradient([(0.0, mix(colour, (20, 24, 28), 0.7)), (0.6, mix(colour, (200, 196, 186), 0.4)),
                             (1.0, mix(colour, (30, 30, 30), 0.6))])
    img = fog(sky, rng, mix(colour, (230, 230, 220), 0.6), 0.45, 0.2, 0.95)
    img = glow(img, (110, 80), 190, mix(colour, (255, 250, 235), 0.45), 0.45)
    size, cx, cy = (W, H), 200, 132
    d = ImageDraw.Draw(img)
    if kind == "hood":   # the hood's back, behind the head and shoulders
        d.ellipse([cx - 96, cy - 112, cx + 96, cy + 120], fill=mix(cloth, (10, 10, 10), 0.25))
    # shoulders, coat and collar
    d.chord([cx - 185, 214, cx + 185, 520], 180, 360, fill=cloth)
    d.polygon([(cx - 70, 226), (cx, 272), (cx + 70, 226), (cx + 48, 300), (cx - 48, 300)], fill=mix(cloth, (0, 0, 0), 0.3))
    for k in range(5):   # folds
        x = cx - 150 + k * 70 + rng.randint(-8, 8)
        d.line([(x, 262 + abs(k - 2) * 6), (x + rng.randint(-18, 18), 300)], fill=mix(cloth, (0, 0, 0), 0.25), width=3)
    # neck, then the head with its ears
    d.polygon([(cx - 30, cy + 40), (cx + 30, cy + 40), (cx + 36, 236), (cx - 36, 236)], fill=mix(skin, (40, 20, 10), 0.25))
    d.ellipse([cx - 66, cy - 10, cx - 44, cy + 30], fill=mix(skin, (60, 30, 20), 0.12))
    d.ellipse([cx + 44, cy - 10, cx + 66, cy + 30], fill=mix(skin, (60, 30, 20), 0.18))
    d.ellipse([cx - 54, cy - 72, cx + 54, cy + 70], fill=skin)
    d.polygon([(cx - 52, cy + 10), (cx - 46, cy + 40), (cx - 30, cy + 62), (cx - 12, cy + 74), (cx + 12, cy + 74),
               (cx + 30, cy + 62), (cx + 46, cy + 40), (cx + 52, cy + 10)], fill=skin)   # the jaw, round at the chin
    img.paste(mix(skin, (50, 24, 16), 0.35), (0, 0), _soft(size, [cx + 6, cy - 70, cx + 80, cy + 86], 150, 18))  # shade
    img.paste(mix(skin, (255, 220, 200), 0.3), (0, 0), _soft(size, [cx - 50, cy - 60, cx - 6, cy - 10], 120, 12))  # lit brow
    for x in (-26, 26):   # cheeks
        img.paste(mix(skin, (200, 90, 80), 0.45), (0, 0), _soft(size, [cx + x - 14, cy + 14, cx + x + 14, cy + 34], 90, 7))
    d = ImageDraw.Draw(img)
    # eyes under their brows
    for side in (-1, 1):
        ex = cx + side * 22
        d.ellipse([ex - 12, cy - 6, ex + 12, cy + 6], fill=(236, 230, 220))
        d.ellipse([ex - 6, cy - 6, ex + 6, cy + 6], fill=eyes)
        d.ellipse([ex - 3, cy - 3, ex + 3, cy + 3], fill=(16, 14, 14))
        d.ellipse([ex - 4, cy - 4, ex - 1, cy - 1], fill=(255, 255, 255))
        d.arc([ex - 13, cy - 9, ex + 13, cy + 9], 195, 345, fill=mix(skin, (30, 16, 10), 0.7), width=3)
        d.line([(ex - 14, cy - 16 + side * 1), (ex + 13, cy - 18 - side * 1)], fill=mix(hair, (0, 0, 0), 0.2), width=5)
        if age > 0.5:
            d.arc([ex - 14, cy + 2, ex + 12, cy + 14], 20, 160, fill=mix(skin, (60, 30, 20), 0.35), width=1)
    # nose, mouth
    d.line([(cx - 2, cy - 4), (cx - 7, cy + 26), (cx + 4, cy + 30)], fill=mix(skin, (60, 30, 20), 0.5), width=3)
    d.ellipse([cx - 10, cy + 24, cx - 2, cy + 31], fill=mix(skin, (60, 30, 20), 0.4))
    d.chord([cx - 18, cy + 38, cx + 18, cy + 54], 0, 180, fill=mix(skin, (150, 60, 60), 0.45))
    d.line([(cx - 18, cy + 44), (cx + 18, cy + 44)], fill=mix(skin, (60, 20, 20), 0.65), width=2)
    if age > 0.5:
        d.arc([cx - 40, cy + 20, cx - 14, cy + 56], 100, 200, fill=mix(skin, (60, 30, 20), 0.35), width=2)
        d.arc([cx + 14, cy + 20, cx + 40, cy + 56], 340, 80, fill=mix(skin, (60, 30, 20), 0.35), width=2)
    # hair and headwear
    if kind == "scarf":   # a knotted headscarf over dark hair, its tails at the nape
        d.chord([cx - 60, cy - 84, cx + 60, cy + 20], 180, 360, fill=colour)
        d.polygon([(cx - 58, cy - 34), (cx - 40, cy + 30), (cx - 96, cy + 120), (cx - 114, cy + 106)], fill=colour)
        d.polygon([(cx - 50, cy - 20), (cx - 74, cy + 128), (cx - 56, cy + 130)], fill=mix(colour, (0, 0, 0), 0.25))
        d.line([(cx - 56, cy - 36), (cx + 56, cy - 36)], fill=mix(colour, (255, 255, 255), 0.3), width=3)
        d.polygon([(cx + 40, cy - 40), (cx + 56, cy - 36), (cx + 58, cy + 6), (cx + 48, cy + 18)], fill=hair)  # by the ear
    elif kind == "cap":   # short hair under a flat keeper's cap with a peak
        d.chord([cx - 58, cy - 76, cx + 58, cy + 4], 180, 360, fill=hair)
        d.chord([cx - 62, cy - 96, cx + 62, cy - 30], 180, 360, fill=colour)
        d.rectangle([cx - 62, cy - 64, cx + 62, cy - 48], fill=mix(colour, (0, 0, 0), 0.2))
        d.polygon([(cx - 56, cy - 50), (cx + 56, cy - 50), (cx + 34, cy - 34), (cx - 34, cy - 34)], fill=mix(colour, (0, 0, 0), 0.4))
        for x in (-54, 48):
            d.rectangle([cx + x, cy - 40, cx + x + 8, cy - 4], fill=hair)
    elif kind == "hood":  # a deep hood framing the face, a lock of hair escaping
        d.chord([cx - 70, cy - 100, cx + 70, cy + 30], 180, 360, fill=cloth)
        d.polygon([(cx - 70, cy - 38), (cx - 52, cy - 40), (cx - 58, cy + 70), (cx - 80, cy + 96)], fill=cloth)
        d.polygon([(cx + 70, cy - 38), (cx + 52, cy - 40), (cx + 58, cy + 70), (cx + 80, cy + 96)], fill=cloth)
        d.chord([cx - 52, cy - 76, cx + 52, cy - 20], 180, 360, fill=hair)
        d.arc([cx - 70, cy - 100, cx + 70, cy + 30], 200, 340, fill=mix(cloth, colour, 0.5), width=4)
    else:                 # bare head, hair swept back
        d.chord([cx - 58, cy - 80, cx + 58, cy - 6], 180, 360, fill=hair)
        for k in range(7):
            d.arc([cx - 50 + k * 12, cy - 78, cx - 20 + k * 12, cy - 30], 200, 320, fill=mix(hair, (255, 255, 255), 0.15), width=2)
    # the rim light of the character's colour on the lit side, and a held light
    img.paste(mix(colour, (255, 240, 210), 0.5), (0, 0), _soft(size, [cx - 64, cy - 80, cx - 40, cy + 76], 70, 6))
    if prop == "lantern":
        img = glow(img, (320, 236), 110, (255, 200, 110), 1.0)
        d = ImageDraw.Draw(img)
        d.rectangle([304, 212, 336, 258], fill=(250, 214, 130), outline=(150, 100, 40), width=4)
        d.polygon([(300, 212), (320, 198), (340, 212)], fill=(150, 100, 40))
        d.line([(320, 198), (320, 180)], fill=(150, 100, 40), width=3)
        d.ellipse([314, 228, 326, 246], fill=(255, 250, 220))
    elif prop == "whistle":
        d.rounded_rectangle([248, 232, 300, 244], radius=6, fill=(226, 214, 180), outline=(150, 130, 90), width=2)
        d.line([(250, 238), (220, 214)], fill=(150, 118, 70), width=2)
    elif prop == "shield":
        d.chord([60, 170, 176, 330], 90, 270, fill=(110, 80, 50), outline=(180, 140, 70), width=5)
        d.ellipse([92, 232, 120, 262], fill=(190, 150, 80))
    return img
