"""A tiny vector pen on a 100x100 grid, and the registry of our code-drawn glyphs (one ink, alpha masks)."""
from __future__ import annotations

import math
from functools import lru_cache
from typing import Callable

from PIL import Image, ImageDraw

GRID = 100
SUPERSAMPLE = 4  # Pillow shapes are not antialiased: draw big, shrink smoothly

GLYPHS: dict[str, Callable[["Pen"], None]] = {}


def glyph(name: str):
    """Register a drawing function under an icon name."""
    def register(function):
        if name in GLYPHS:
            raise ValueError(f"icon {name!r} is drawn twice")
        GLYPHS[name] = function
        return function
    return register


class Pen:
    """Draws on a mask in grid units (0..100 both ways); ink 255 paints, ink 0 cuts out."""

    def __init__(self, draw: ImageDraw.ImageDraw, scale: float):
        self.draw = draw
        self.k = scale

    def _pts(self, points):
        return [(x * self.k, y * self.k) for x, y in points]

    def poly(self, points, ink=255):
        self.draw.polygon(self._pts(points), fill=ink)

    def ellipse(self, cx, cy, rx, ry, ink=255):
        k = self.k
        self.draw.ellipse(((cx - rx) * k, (cy - ry) * k, (cx + rx) * k, (cy + ry) * k), fill=ink)

    def circle(self, cx, cy, r, ink=255):
        self.ellipse(cx, cy, r, r, ink)

    def ring(self, cx, cy, r, width, ink=255):
        k = self.k
        self.draw.ellipse(((cx - r) * k, (cy - r) * k, (cx + r) * k, (cy + r) * k), outline=ink, width=max(1, round(width * k)))

    def rect(self, x0, y0, x1, y1, ink=255, radius=0.0):
        k = self.k
        box = (x0 * k, y0 * k, x1 * k, y1 * k)
        if radius:
            self.draw.rounded_rectangle(box, radius=radius * k, fill=ink)
        else:
            self.draw.rectangle(box, fill=ink)

    def frame(self, x0, y0, x1, y1, width, ink=255, radius=0.0):
        k = self.k
        self.draw.rounded_rectangle((x0 * k, y0 * k, x1 * k, y1 * k), radius=radius * k, outline=ink,
                                    width=max(1, round(width * k)))

    def line(self, points, width, ink=255, caps=True):
        pts = self._pts(points)
        w = max(1, round(width * self.k))
        self.draw.line(pts, fill=ink, width=w, joint="curve")
        if caps:
            for x, y in (pts[0], pts[-1]):
                r = w / 2
                self.draw.ellipse((x - r, y - r, x + r, y + r), fill=ink)

    def arc(self, cx, cy, r, start, end, width, ink=255):
        """An arc in degrees (0 = east, clockwise, as Pillow), with round caps."""
        k = self.k
        w = max(1, round(width * k))
        self.draw.arc(((cx - r) * k, (cy - r) * k, (cx + r) * k, (cy + r) * k), start, end, fill=ink, width=w)
        rr = r - width / 2
        for angle in (start, end):
            a = math.radians(angle)
            self.circle(cx + rr * math.cos(a), cy + rr * math.sin(a), width / 2, ink)

    def pie(self, cx, cy, r, start, end, ink=255):
        k = self.k
        self.draw.pieslice(((cx - r) * k, (cy - r) * k, (cx + r) * k, (cy + r) * k), start, end, fill=ink)

    def chord(self, cx, cy, rx, ry, start, end, ink=255):
        k = self.k
        self.draw.chord(((cx - rx) * k, (cy - ry) * k, (cx + rx) * k, (cy + ry) * k), start, end, fill=ink)

    def star(self, cx, cy, r, points=5, inner=0.45, rotation=-90.0, ink=255):
        self.poly(star_points(cx, cy, r, points, inner, rotation), ink)

    def lens(self, a, b, width, ink=255):
        """A leaf-like lens from point a to point b, `width` across at its widest."""
        (ax, ay), (bx, by) = a, b
        dx, dy = bx - ax, by - ay
        length = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / length, dx / length
        steps = 16
        left, right = [], []
        for i in range(steps + 1):
            t = i / steps
            off = width / 2 * math.sin(math.pi * t) ** 0.8
            x, y = ax + dx * t, ay + dy * t
            left.append((x + nx * off, y + ny * off))
            right.append((x - nx * off, y - ny * off))
        self.poly(left + right[::-1], ink)

    def bar(self, a, b, thickness, ink=255):
        """A straight bar with square ends from a to b."""
        (ax, ay), (bx, by) = a, b
        length = math.hypot(bx - ax, by - ay) or 1.0
        nx, ny = -(by - ay) / length * thickness / 2, (bx - ax) / length * thickness / 2
        self.poly([(ax + nx, ay + ny), (bx + nx, by + ny), (bx - nx, by - ny), (ax - nx, ay - ny)], ink)

    def wave(self, x0, x1, y, amplitude, periods, width, ink=255):
        steps = 24
        pts = [(x0 + (x1 - x0) * i / steps, y + amplitude * math.sin(2 * math.pi * periods * i / steps)) for i in range(steps + 1)]
        self.line(pts, width, ink)


def star_points(cx, cy, r, points=5, inner=0.45, rotation=-90.0):
    pts = []
    for i in range(points * 2):
        radius = r if i % 2 == 0 else r * inner
        a = math.radians(rotation + i * 180 / points)
        pts.append((cx + radius * math.cos(a), cy + radius * math.sin(a)))
    return pts


def draw_glyph_mask(draw_function: Callable[[Pen], None], px: int) -> Image.Image:
    """An antialiased `px`-square alpha mask of one drawing function."""
    big = max(8, px) * SUPERSAMPLE
    mask = Image.new("L", (big, big), 0)
    draw_function(Pen(ImageDraw.Draw(mask), big / GRID))
    return mask.resize((px, px), Image.Resampling.LANCZOS)


@lru_cache(maxsize=1024)
def glyph_mask(name: str, px: int) -> Image.Image:
    """The cached mask of a registered icon (callers must not modify it)."""
    try:
        function = GLYPHS[name]
    except KeyError:
        raise KeyError(f"no icon named {name!r}") from None
    return draw_glyph_mask(function, px)
