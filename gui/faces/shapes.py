"""Shapes any card may print: the rounded-corner mask, a round badge holding an icon, a die showing a value."""
from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from gui.faces import palette
from gui.faces.canvas import Canvas


def corner_mask(width: int, height: int, radius: float) -> Image.Image:
    """An antialiased rounded-card alpha mask."""
    return _corner_mask(width, height, round(radius, 2))


@lru_cache(maxsize=16)
def _corner_mask(width, height, radius):
    k = 4
    big = Image.new("L", (width * k, height * k), 0)
    ImageDraw.Draw(big).rounded_rectangle((0, 0, width * k - 1, height * k - 1), radius=radius * k, fill=255)
    return big.resize((width, height), Image.Resampling.LANCZOS)


def die(c: Canvas, x: float, y: float, size: float, value: int, ink=palette.WHITE):
    value = max(1, min(6, int(value)))
    c.icon(f"die_{value}", x, y, size, ink)


def round_badge(c: Canvas, x: float, y: float, size: float, icon: str, fill, ink=palette.WHITE):
    c.rect(x, y, x + size, y + size, fill=fill, outline=palette.mix(fill, (255, 255, 255), 0.5), width=size * 0.06,
           radius=size / 2)
    inset = size * 0.2
    c.icon(icon, x + inset, y + inset, size - 2 * inset, ink)
