"""Painted head-and-shoulders portraits with faces: a lamp-lit sitter against a dim temple wall, each with their
own skin, hair, eyes, clothes and hat, modelled with soft light from one side. Drawn at twice the size and scaled
down, so edges are smooth."""
from __future__ import annotations

import math
import random
from dataclasses import dataclass

from PIL import Image, ImageChops, ImageDraw, ImageFilter

from painting.canvas import H, W, fog, glow, mix, vertical_gradient

S = 2  # drawn at twice the size


@dataclass(frozen=True)
class Sitter:
    """Who sits for a portrait: the colours and the shapes that make them themselves."""

    skin: tuple
    hair: tuple
    eyes: tuple
    coat: tuple
    light: tuple             # the lamp's colour on the background and the rim of the figure
    hair_style: str = "short"   # short, long, bun, cropped, curls
    hat: str = ""            # "", cap, helmet, bowler, scarf, goggles
    beard: str = ""          # "", moustache, full, stubble
    glasses: bool = False
    lantern: bool = False
    scar: bool = False
    tilt: float = 0.0        # the head turned a little (-1 left .. 1 right)
    age: float = 0.3         # 0 young .. 1 old: lines and grey


def _p(*xy):
    return [v * S for v in xy]


def _shade(img: Image.Image, shape, colour, blur: float, alpha: float = 1.0, clip: Image.Image | None = None) -> Image.Image:
    """Lay a soft-edged patch of colour (an ellipse or polygon, in portrait coordinates) on the picture, only inside
    `clip` (a mask) when given: light and shadow on a face stay on the face."""
    mask = Image.new("L", img.size, 0)
    d = ImageDraw.Draw(mask)
    kind, points = shape
    value = int(255 * alpha)
    if kind == "ellipse":
        d.ellipse(_p(*points), fill=value)
    else:
        d.polygon([(x * S, y * S) for x, y in points], fill=value)
    if blur:
        mask = mask.filter(ImageFilter.GaussianBlur(blur * S))
    if clip is not None:
        mask = ImageChops.multiply(mask, clip)
    return Image.composite(Image.new("RGB", img.size, colour), img, mask)


def _background(rng: random.Random, who: Sitter) -> Image.Image:
    """A dim wall of the temple: an arch of dark stone, lamp light on one side, drifting dust."""
    wall = mix(who.light, (26, 24, 26), 0.78)
    img = vertical_gradient([(0.0, mix(wall, (0, 0, 0), 0.4)), (0.6, wall), (1.0, mix(wall, (0, 0, 0), 0.5))], (W * S, H * S))
    d = ImageDraw.Draw(img)
    stone = mix(wall, (0, 0, 0), 0.35)
    for k in range(7):  # the courses of an arch behind the sitter
        a0 = math.pi * (0.05 + k / 7 * 0.9)
        a1 = math.pi * (0.05 + (k + 1) / 7 * 0.9)
        r0, r1 = 205, 245
        pts = [(200 - math.cos(a) * r, 250 - math.sin(a) * r) for a, r in ((a0, r0), (a1, r0), (a1, r1), (a0, r1))]
        d.polygon([(x * S, y * S) for x, y in pts], fill=mix(stone, (rng.randint(0, 90),) * 3, 0.15),
                  outline=mix(stone, (0, 0, 0), 0.5), width=3)
    img = img.resize((W, H), Image.LANCZOS)
    img = glow(img, (320 if who.lantern else 80, 90), 200, mix(who.light, (255, 230, 190), 0.4), 0.55)
    img = fog(img, rng, mix(who.light, (200, 190, 170), 0.5), 0.25, 0.55, 1.0)
    return img.resize((W * S, H * S), Image.BICUBIC)


def _body(img: Image.Image, who: Sitter) -> Image.Image:
    coat = who.coat
    img = _shade(img, ("polygon", [(40, 300), (70, 228), (140, 200), (260, 200), (330, 228), (360, 300)]), coat, 1.5)
    img = _shade(img, ("polygon", [(230, 205), (330, 230), (360, 300), (250, 300)]), mix(coat, (0, 0, 0), 0.35), 8)
    img = _shade(img, ("polygon", [(70, 228), (140, 202), (120, 300), (40, 300)]), mix(coat, (255, 240, 220), 0.18), 10)
    shirt = mix(who.light, (236, 228, 210), 0.75)
    img = _shade(img, ("polygon", [(168, 202), (232, 202), (214, 262), (200, 272), (186, 262)]), shirt, 1)
    lapel = mix(coat, (0, 0, 0), 0.2)
    img = _shade(img, ("polygon", [(150, 202), (168, 202), (196, 280), (150, 300), (138, 240)]), lapel, 1)
    img = _shade(img, ("polygon", [(250, 202), (232, 202), (204, 280), (250, 300), (262, 240)]), lapel, 1)
    return img


def _head(img: Image.Image, who: Sitter) -> Image.Image:
    skin, t = who.skin, who.tilt * 8
    cx = 200 + t
    img = _shade(img, ("polygon", [(180, 150), (220, 150), (226, 210), (174, 210)]), mix(skin, (0, 0, 0), 0.25), 2)
    for side in (-1, 1):  # ears
        img = _shade(img, ("ellipse", (cx + side * 50 - 9, 108, cx + side * 50 + 9, 138)), mix(skin, (90, 40, 30), 0.15), 1)
    img = _shade(img, ("ellipse", (cx - 50, 60, cx + 50, 175)), skin, 1)
    face = Image.new("L", img.size, 0)
    ImageDraw.Draw(face).ellipse(_p(cx - 50, 60, cx + 50, 175), fill=255)
    # light from the lamp side, shadow on the other, a darker jaw: all on the face only
    lit = -1 if not who.lantern else 1
    img = _shade(img, ("ellipse", (cx - 30 + lit * 22, 62, cx + 30 + lit * 22, 160)), mix(skin, (255, 236, 210), 0.25), 14,
                 clip=face)
    img = _shade(img, ("ellipse", (cx - 30 - lit * 34, 70, cx + 30 - lit * 34, 178)), mix(skin, (40, 20, 20), 0.35), 12, 0.8,
                 clip=face)
    img = _shade(img, ("ellipse", (cx - 38, 140, cx + 38, 182)), mix(skin, (60, 30, 30), 0.18), 8, 0.7, clip=face)
    if who.beard == "stubble":
        img = _shade(img, ("ellipse", (cx - 40, 128, cx + 40, 178)), mix(skin, who.hair, 0.35), 6, 0.8, clip=face)
    return img


def _features(img: Image.Image, who: Sitter) -> Image.Image:
    d = ImageDraw.Draw(img)
    t = who.tilt * 8
    cx = 200 + t
    dark = mix(who.skin, (20, 10, 10), 0.65)
    for side in (-1, 1):
        ex = cx + side * 19 + t * 0.3
        d.ellipse(_p(ex - 9, 105, ex + 9, 115), fill=(236, 230, 220))                 # the white
        d.ellipse(_p(ex - 5 + t * 0.2, 105, ex + 5 + t * 0.2, 115), fill=who.eyes)       # the iris
        d.ellipse(_p(ex - 2 + t * 0.2, 108, ex + 2 + t * 0.2, 112), fill=(12, 10, 10))   # the pupil
        d.ellipse(_p(ex + 1 + t * 0.2, 107, ex + 3 + t * 0.2, 109), fill=(255, 255, 250))  # a catch of light
        d.arc(_p(ex - 10, 101, ex + 10, 117), 190, 350, fill=dark, width=3 * S // 2)     # the upper lid
        brow = mix(who.hair, (0, 0, 0), 0.2)
        d.line(_p(ex - 11, 97 - side * 1, ex + 11, 95 + side * 1), fill=brow, width=4 * S)
        if who.age > 0.5:
            d.arc(_p(ex - 9, 112, ex + 9, 124), 20, 160, fill=mix(who.skin, dark, 0.4), width=S)
    # the nose: a shadow down one side and the nostrils
    d.line(_p(cx + 3, 112, cx + 7, 136), fill=mix(who.skin, dark, 0.45), width=3 * S)
    d.arc(_p(cx - 9, 130, cx + 9, 142), 20, 160, fill=mix(who.skin, dark, 0.6), width=2 * S)
    # the mouth
    lips = mix(who.skin, (150, 60, 60), 0.4)
    d.chord(_p(cx - 15, 148, cx + 15, 160), 0, 180, fill=lips)
    d.line(_p(cx - 15, 153, cx + 15, 153), fill=mix(lips, (0, 0, 0), 0.5), width=2 * S)
    if who.scar:
        d.line(_p(cx - 32, 98, cx - 22, 132), fill=mix(who.skin, (140, 60, 60), 0.5), width=2 * S)
    if who.beard == "moustache":
        d.chord(_p(cx - 24, 138, cx + 24, 156), 180, 360, fill=who.hair)
    elif who.beard == "full":
        beard = mix(who.hair, (200, 200, 200), who.age * 0.5)
        d.polygon(_p(cx - 49, 118, cx - 36, 150, cx - 18, 140, cx + 18, 140, cx + 36, 150, cx + 49, 118, cx + 44, 160,
                     cx + 20, 186, cx, 192, cx - 20, 186, cx - 44, 160), fill=beard)
        d.chord(_p(cx - 24, 138, cx + 24, 156), 180, 360, fill=beard)
        d.chord(_p(cx - 13, 149, cx + 13, 159), 0, 180, fill=lips)
    if who.glasses:
        frame = (196, 170, 110)
        for side in (-1, 1):
            ex = cx + side * 19
            d.ellipse(_p(ex - 14, 99, ex + 14, 121), outline=frame, width=2 * S)
        d.line(_p(cx - 5, 108, cx + 5, 108), fill=frame, width=2 * S)
    return img


def _hair(img: Image.Image, who: Sitter, behind: bool) -> Image.Image:
    hair = mix(who.hair, (200, 200, 200), who.age * 0.5)
    t = who.tilt * 8
    cx = 200 + t
    if behind:
        if who.hair_style == "long":
            img = _shade(img, ("polygon", [(cx - 56, 90), (cx + 56, 90), (cx + 64, 220), (cx - 64, 220)]), hair, 2)
        if who.hair_style == "bun":
            img = _shade(img, ("ellipse", (cx + 20, 42, cx + 66, 84)), hair, 1)
        return img
    if who.hair_style in ("short", "long", "bun", "curls"):
        img = _shade(img, ("polygon", [(cx - 52, 110), (cx - 54, 78), (cx - 30, 56), (cx + 10, 50), (cx + 44, 60),
                                       (cx + 54, 84), (cx + 52, 108), (cx + 38, 80), (cx - 6, 74), (cx - 40, 86)]), hair, 1)
        if who.hair_style == "curls":
            for k in range(9):
                a = math.pi * (1.05 + k / 8 * 0.9)
                x, y = cx + math.cos(a) * 50, 110 + math.sin(a) * 56
                img = _shade(img, ("ellipse", (x - 12, y - 12, x + 12, y + 12)), hair, 1)
        img = _shade(img, ("ellipse", (cx - 30, 52, cx + 20, 72)), mix(hair, (255, 240, 220), 0.25), 5, 0.7)
    elif who.hair_style == "cropped":
        img = _shade(img, ("polygon", [(cx - 50, 100), (cx - 48, 74), (cx - 20, 58), (cx + 20, 58), (cx + 48, 74),
                                       (cx + 50, 100), (cx + 40, 82), (cx - 40, 82)]), hair, 3)
    return img


def _hat(img: Image.Image, who: Sitter) -> Image.Image:
    t = who.tilt * 8
    cx = 200 + t
    if who.hat == "cap":        # a flat docker's cap with a peak
        cap = mix(who.coat, (60, 50, 40), 0.4)
        img = _shade(img, ("polygon", [(cx - 56, 88), (cx - 50, 58), (cx - 10, 44), (cx + 44, 50), (cx + 60, 80)]), cap, 1)
        img = _shade(img, ("polygon", [(cx - 50, 86), (cx + 62, 78), (cx + 70, 92), (cx - 40, 96)]), mix(cap, (0, 0, 0), 0.3), 1)
    elif who.hat == "helmet":   # a pith helmet
        pith = (206, 192, 150)
        img = _shade(img, ("ellipse", (cx - 78, 72, cx + 78, 98)), mix(pith, (0, 0, 0), 0.15), 1)
        img = _shade(img, ("ellipse", (cx - 54, 26, cx + 54, 94)), pith, 1)
        img = _shade(img, ("polygon", [(cx - 54, 76), (cx + 54, 76), (cx + 54, 84), (cx - 54, 84)]), (120, 90, 60), 0)
        img = _shade(img, ("ellipse", (cx - 30, 30, cx + 10, 60)), (240, 232, 200), 6, 0.7)
    elif who.hat == "bowler":
        felt = (38, 34, 34)
        img = _shade(img, ("ellipse", (cx - 70, 74, cx + 70, 94)), felt, 1)
        img = _shade(img, ("ellipse", (cx - 48, 24, cx + 48, 90)), felt, 1)
        img = _shade(img, ("polygon", [(cx - 48, 70), (cx + 48, 70), (cx + 48, 80), (cx - 48, 80)]), (120, 40, 40), 0)
        img = _shade(img, ("ellipse", (cx - 28, 30, cx, 52)), (90, 86, 84), 5, 0.8)
    elif who.hat == "scarf":    # a headscarf knotted at the nape
        cloth = mix(who.light, (180, 60, 50), 0.5)
        img = _shade(img, ("polygon", [(cx - 58, 118), (cx - 56, 70), (cx - 20, 46), (cx + 24, 46), (cx + 56, 70),
                                       (cx + 58, 118), (cx + 44, 90), (cx - 44, 90)]), cloth, 1)
        img = _shade(img, ("polygon", [(cx + 48, 110), (cx + 86, 160), (cx + 72, 168), (cx + 40, 124)]), mix(cloth, (0, 0, 0), 0.2), 1)
    elif who.hat == "goggles":  # flying goggles pushed up on the brow
        strap = (70, 50, 36)
        img = _shade(img, ("polygon", [(cx - 52, 70), (cx + 52, 70), (cx + 52, 80), (cx - 52, 80)]), strap, 0)
        for side in (-1, 1):
            img = _shade(img, ("ellipse", (cx + side * 20 - 16, 60, cx + side * 20 + 16, 90)), (150, 120, 70), 0)
            img = _shade(img, ("ellipse", (cx + side * 20 - 11, 65, cx + side * 20 + 11, 85)), (120, 170, 180), 0)
    return img


def face_portrait(rng: random.Random, who: Sitter) -> Image.Image:
    """A sitter's portrait, 400 by 300, finished by the caller (vignette, grain, palette)."""
    img = _background(rng, who)
    img = _hair(img, who, behind=True)
    img = _body(img, who)
    img = _head(img, who)
    img = _hair(img, who, behind=False)
    img = _features(img, who)
    img = _hat(img, who)
    img = img.resize((W, H), Image.LANCZOS)
    # the rim of lamp light on the side the lamp is, then the lamp itself
    if who.lantern:
        img = glow(img, (352, 250), 46, (255, 200, 110), 0.95)
        d = ImageDraw.Draw(img)
        d.rectangle([342, 232, 362, 268], outline=(210, 160, 70), width=3)
        d.line([(352, 212), (352, 232)], fill=(120, 90, 50), width=2)
    return img
