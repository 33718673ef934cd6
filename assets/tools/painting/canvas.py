"""The painter's basic strokes on a Pillow canvas: gradients, smooth noise, fog, light, grain, saving."""
from __future__ import annotations

import math
import random
from pathlib import Path

from PIL import Image, ImageChops, ImageDraw, ImageFilter

W, H = 400, 300


def mix(a, b, t):
    """Colour between a and b (t = 0 gives a)."""
    return tuple(int(round(x + (y - x) * t)) for x, y in zip(a, b))


def hexrgb(text: str):
    text = text.lstrip("#")
    return tuple(int(text[i:i + 2], 16) for i in (0, 2, 4))


def vertical_gradient(stops, size=(W, H)) -> Image.Image:
    """An RGB image fading down through `stops` = [(0.0, colour), ..., (1.0, colour)]."""
    w, h = size
    column = Image.new("RGB", (1, h))
    px = column.load()
    for y in range(h):
        t = y / max(1, h - 1)
        for (t0, c0), (t1, c1) in zip(stops, stops[1:]):
            if t0 <= t <= t1:
                px[0, y] = mix(c0, c1, (t - t0) / max(1e-6, t1 - t0))
                break
    return column.resize((w, h))


def noise(rng: random.Random, size=(W, H), cells=(8, 6), octaves=3) -> Image.Image:
    """Smooth value noise as an L image (0-255): random cells blown up bicubically, summed by octave."""
    w, h = size
    out = Image.new("L", size, 128)
    weight = 0.5
    cx, cy = cells
    for _ in range(octaves):
        small = Image.new("L", (cx + 1, cy + 1))
        small.putdata([rng.randrange(256) for _ in range((cx + 1) * (cy + 1))])
        layer = small.resize((w, h), Image.BICUBIC)
        out = Image.blend(out, layer, weight)
        cx, cy, weight = cx * 2, cy * 2, weight * 0.55
    return ImageChops.multiply(out, Image.new("L", size, 255))


def stretch(mask: Image.Image, low: int, high: int) -> Image.Image:
    """Contrast: values at or below `low` become 0, at or above `high` become 255."""
    span = max(1, high - low)
    return mask.point(lambda v: 0 if v <= low else 255 if v >= high else int((v - low) * 255 / span))


def fog(img: Image.Image, rng: random.Random, colour, strength=0.55, top=0.0, bottom=1.0) -> Image.Image:
    """Drifting fog: a noisy, horizontally stretched veil of `colour` between the given heights."""
    w, h = img.size
    veil = noise(rng, (w, h), cells=(4, 10), octaves=3)
    veil = stretch(veil, 70, 200)
    band = Image.new("L", (1, h))
    for y in range(h):
        t = y / h
        outside = 0.0 if top <= t <= bottom else min(abs(t - top), abs(t - bottom))
        inside = math.exp(-(outside / 0.12) ** 2)
        band.putpixel((0, y), int(255 * inside * strength))
    mask = ImageChops.multiply(veil, band.resize((w, h)))
    return Image.composite(Image.new("RGB", (w, h), colour), img, mask.filter(ImageFilter.GaussianBlur(4)))


def glow(img: Image.Image, xy, radius, colour, strength=0.8) -> Image.Image:
    """A soft round light (moon, lamp, will-o'-the-wisp) added onto the picture."""
    w, h = img.size
    mask = Image.new("L", (w, h), 0)
    draw = ImageDraw.Draw(mask)
    x, y = xy
    for i in range(12, 0, -1):
        r = radius * i / 12
        draw.ellipse([x - r, y - r, x + r, y + r], fill=int(255 * strength * (1 - i / 13) ** 1.5))
    mask = mask.filter(ImageFilter.GaussianBlur(radius / 4))
    return ImageChops.add(img, Image.composite(Image.new("RGB", (w, h), colour), Image.new("RGB", (w, h)), mask))


def vignette(img: Image.Image, strength=0.55) -> Image.Image:
    """Darken the corners so the eye rests in the middle, like an old plate photograph."""
    w, h = img.size
    small = Image.new("L", (40, 30))
    for y in range(30):
        for x in range(40):
            d = math.hypot((x - 19.5) / 20, (y - 14.5) / 15)
            small.putpixel((x, y), int(255 * max(0.0, 1 - strength * max(0.0, d - 0.45) * 1.6)))
    return ImageChops.multiply(img, small.resize((w, h), Image.BICUBIC).convert("RGB"))


def grain(img: Image.Image, rng: random.Random, amount=10) -> Image.Image:
    """Fine paper grain, so flat fills do not look like vector boxes."""
    w, h = img.size
    g = Image.new("L", (w // 2, h // 2))
    g.putdata([128 + rng.randint(-amount, amount) for _ in range((w // 2) * (h // 2))])
    g = g.resize((w, h), Image.BILINEAR).convert("RGB")
    return Image.blend(img, ImageChops.overlay(img, g), 0.6)


def ridge_line(rng: random.Random, base: float, rough: float, w=W, steps=24):
    """A horizon as a list of (x, y) points: a random walk around height `base`."""
    points, y = [], base
    for i in range(steps + 1):
        y += rng.uniform(-rough, rough)
        y = base + (y - base) * 0.8
        points.append((i * w / steps, y))
    return points


def fill_below(draw: ImageDraw.ImageDraw, points, colour, h=H):
    """Fill the area under a horizon line."""
    draw.polygon(points + [(points[-1][0], h), (points[0][0], h)], fill=colour)


def finish(img: Image.Image, rng: random.Random, path: Path, colours=96) -> None:
    """Vignette, grain, reduce to a palette (small files) and save as PNG."""
    img = grain(vignette(img), rng)
    img = img.quantize(colors=colours, method=Image.MEDIANCUT, dither=Image.FLOYDSTEINBERG)
    path.parent.mkdir(parents=True, exist_ok=True)
    img.save(path, optimize=True)
