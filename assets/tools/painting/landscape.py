"""Terrain pictures: sky, far shores, water with reflections, ground, then the biome's own features."""
from __future__ import annotations

import math
import random

from PIL import Image, ImageChops, ImageDraw, ImageFilter

from painting import structures
from painting.canvas import H, W, fill_below, fog, glow, mix, noise, ridge_line, stretch, vertical_gradient

# Two moods: the salt fringe is pale and warm-grey, the drowned wood is green-dark and brown.
PALETTES = {
    "I": dict(sky=[(0.0, (92, 104, 116)), (0.55, (186, 182, 168)), (1.0, (214, 204, 178))],
              far=(126, 134, 136), ground=(112, 104, 70), ground2=(150, 132, 86), water=(72, 90, 96),
              reed=(150, 124, 70), dark=(44, 42, 38), fog=(222, 222, 212), light=(255, 236, 190)),
    "II": dict(sky=[(0.0, (34, 48, 48)), (0.6, (118, 140, 126)), (1.0, (164, 178, 150))],
               far=(70, 92, 82), ground=(52, 62, 40), ground2=(84, 90, 54), water=(36, 40, 32),
               reed=(96, 104, 60), dark=(22, 26, 22), fog=(178, 196, 180), light=(210, 240, 200)),
}


def sky(pal, rng, horizon, dusk=False):
    stops = list(pal["sky"])
    if dusk:
        stops = [(0.0, mix(stops[0][1], (60, 40, 70), 0.5)), (0.6, mix(stops[1][1], (220, 150, 110), 0.45)),
                 (1.0, mix(stops[-1][1], (236, 190, 140), 0.4))]
    img = vertical_gradient([(t * horizon, c) for t, c in stops] + [(1.0, stops[-1][1])])
    clouds = stretch(noise(rng, cells=(5, 4), octaves=3), 120, 220).filter(ImageFilter.GaussianBlur(6))
    cut = Image.new("L", (W, H), 0)
    ImageDraw.Draw(cut).rectangle([0, 0, W, int(H * horizon)], fill=110)
    return Image.composite(Image.new("RGB", (W, H), mix(stops[-1][1], (255, 255, 255), 0.3)), img,
                           ImageChops.multiply(clouds, cut))


def far_shores(img, pal, rng, horizon, layers=2, rough=6.0):
    draw = ImageDraw.Draw(img)
    y0 = H * horizon
    for i in range(layers):
        colour = mix(pal["far"], pal["fog"], 0.55 - 0.22 * i)
        pts = ridge_line(rng, y0 - 14 + 9 * i, rough)
        fill_below(draw, [(x, min(y, y0 + 2)) for x, y in pts], colour)
    return img


def water(img, pal, rng, top):
    """Open water from `top` down: mirrors what is above, darkens with depth, ripples sideways."""
    y_top = int(H * top)
    base = img.copy()
    phase = rng.uniform(0, math.tau)
    for y in range(y_top, H):
        src = 2 * y_top - y - 1
        if src < 0:
            src = 0
        shift = round(2.5 * math.sin(y * 0.45 + phase) * min(1.0, (y - y_top) / 50))
        row = base.crop((0, src, W, src + 1))
        img.paste(row, (shift, y))
    depth = vertical_gradient([(0.0, pal["water"]), (1.0, mix(pal["water"], (0, 0, 0), 0.45))], (W, H - y_top))
    area = img.crop((0, y_top, W, H))
    img.paste(Image.blend(area, depth, 0.55), (0, y_top))
    draw = ImageDraw.Draw(img)
    for _ in range(70):
        y = rng.uniform(y_top + 2, H)
        x = rng.uniform(-20, W)
        length = rng.uniform(8, 40) * (0.4 + (y - y_top) / (H - y_top))
        draw.line([(x, y), (x + length, y)], fill=mix(pal["water"], pal["fog"], rng.uniform(0.25, 0.55)), width=1)
    return img


def ground(img, pal, rng, top, tilt=0.0):
    """Land from `top` down: a mottled earth with a lighter rim at the far edge."""
    y0 = H * top
    mask = Image.new("L", (W, H), 0)
    pts = [(x, y + tilt * (x - W / 2) / W * 40) for x, y in ridge_line(rng, y0, 3.0)]
    fill_below(ImageDraw.Draw(mask), pts, 255)
    tex = stretch(noise(rng, cells=(12, 9), octaves=3), 60, 200)
    earth = Image.composite(Image.new("RGB", (W, H), pal["ground2"]), Image.new("RGB", (W, H), pal["ground"]), tex)
    shade = vertical_gradient([(0.0, (255, 255, 255)), (top, (235, 235, 235)), (1.0, (120, 120, 120))])
    earth = ImageChops.multiply(earth, shade)
    img.paste(earth, (0, 0), mask)
    return img


def reeds(img, pal, rng, count=60, y_range=(0.6, 1.05), height=(40, 110), colour=None, heads=True):
    draw = ImageDraw.Draw(img)
    base_colour = colour or pal["reed"]
    blades = sorted(((rng.uniform(-10, W + 10), rng.uniform(*y_range) * H) for _ in range(count)), key=lambda p: p[1])
    for x, y in blades:
        nearness = (y / H - y_range[0]) / max(0.01, y_range[1] - y_range[0])
        col = mix(mix(base_colour, pal["fog"], 0.45 * (1 - nearness)), pal["dark"], 0.35 * nearness)
        for _ in range(rng.randint(2, 5)):
            h = rng.uniform(*height) * (0.5 + 0.7 * nearness)
            lean = rng.uniform(-0.35, 0.35)
            pts = [(x + lean * h * (i / 6) ** 2 * 1.4 + rng.uniform(-1, 1), y - h * i / 6) for i in range(7)]
            draw.line(pts, fill=col, width=1 + int(nearness * 2))
            if heads and rng.random() < 0.45:
                tx, ty = pts[-1]
                draw.ellipse([tx - 2, ty - 7, tx + 2, ty + 3], fill=mix(col, (90, 60, 40), 0.4))
    return img


def grass(img, pal, rng, count=200, y_range=(0.7, 1.0), colour=None):
    draw = ImageDraw.Draw(img)
    col0 = colour or mix(pal["ground2"], pal["reed"], 0.5)
    for _ in range(count):
        x, y = rng.uniform(0, W), rng.uniform(*y_range) * H
        h = rng.uniform(4, 14) * (y / H + 0.3)
        draw.line([(x, y), (x + rng.uniform(-5, 5), y - h)], fill=mix(col0, pal["dark"], rng.uniform(0, 0.5)))
    return img


def birds(img, pal, rng, count=5, area=(0.1, 0.35)):
    draw = ImageDraw.Draw(img)
    for _ in range(count):
        x, y, s = rng.uniform(30, W - 30), rng.uniform(*area) * H, rng.uniform(3, 7)
        draw.line([(x - s, y - s * 0.5), (x, y), (x + s, y - s * 0.6)], fill=mix(pal["dark"], pal["fog"], 0.3), width=1)
    return img


def trees(img, pal, rng, count=7, base=0.62, height=(90, 170), bare=True):
    """Drowned alders: dark trunks that fork and thin, paler (further) ones first."""
    draw = ImageDraw.Draw(img)
    for i in range(count):
        far = 1 - i / max(1, count - 1)
        x = rng.uniform(10, W - 10)
        y = H * base + rng.uniform(-4, 10) + (1 - far) * 14
        h = rng.uniform(*height) * (0.6 + 0.5 * (1 - far))
        col = mix(pal["dark"], pal["fog"], 0.6 * far)
        structures.branch(draw, rng, x, y, -math.pi / 2 + rng.uniform(-0.1, 0.1), h * 0.45,
                          max(2.0, 9 * (1 - far) + 2), col, depth=5 if bare else 4)
    return img


def hidden_digits(img, pal, rng, digits: str, xy, size=15, colour=None):
    """A hidden number, worked into the picture (reed stems or bark) for sharp-eyed players."""
    draw = ImageDraw.Draw(img)
    x, y = xy
    col = colour or mix(pal["reed"], pal["dark"], 0.45)
    for d in digits:
        structures.stroke_digit(draw, d, x, y, size, col)
        x += size * 0.75
    return img


def paint_terrain(spec: dict, rng: random.Random) -> Image.Image:
    """One terrain picture from a biome spec (see BIOMES in paint_art.py)."""
    pal = dict(PALETTES[spec.get("area", "I")])
    pal.update(spec.get("palette", {}))
    horizon = spec.get("horizon", 0.5)
    img = sky(pal, rng, horizon, dusk=spec.get("dusk", False))
    if spec.get("moon"):
        img = glow(img, spec["moon"], 40, pal["light"], 0.7)
    img = far_shores(img, pal, rng, horizon, layers=spec.get("shores", 2), rough=spec.get("rough", 6.0))
    for name, args in spec.get("far", []):
        img = FEATURES[name](img, pal, rng, **args)
    if spec.get("water") is not None:
        img = water(img, pal, rng, spec["water"])
    if spec.get("land") is not None:
        img = ground(img, pal, rng, spec["land"], spec.get("tilt", 0.0))
    img = fog(img, rng, pal["fog"], spec.get("fog", 0.45), horizon - 0.12, horizon + 0.08)
    for name, args in spec.get("near", []):
        img = FEATURES[name](img, pal, rng, **args)
    if spec.get("lamp"):
        img = glow(img, spec["lamp"], 26, pal["light"], 0.9)
    return img


FEATURES = {
    "reeds": reeds, "grass": grass, "birds": birds, "trees": trees, "digits": hidden_digits,
    **structures.FEATURES,
}
