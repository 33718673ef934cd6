"""Fogbound's program icon, drawn in code: a lit lantern on a compass rose, with fog drifting across.

`draw_icon(size)` returns an RGBA square. Small sizes get a simpler drawing (fewer, bolder shapes)
because fine lines turn to mush below ~48 px.
"""
from __future__ import annotations

import functools
import math

from PIL import Image, ImageChops, ImageDraw, ImageFilter

# drawn on a 1024 grid, supersampled for smooth edges
GRID = 1024
SUPERSAMPLE = 2

NIGHT_TOP = (31, 52, 66)
NIGHT_BOTTOM = (12, 22, 30)
ROSE_LIGHT = (170, 190, 196)
ROSE_DARK = (92, 114, 124)
BRASS = (196, 148, 72)
BRASS_DARK = (112, 76, 34)
IRON = (38, 34, 32)
FLAME_CORE = (255, 246, 200)
FLAME_EDGE = (255, 170, 50)
GLOW = (255, 176, 72)
FOG = (196, 212, 218)

CENTER = (512, 540)


def draw_icon(size: int) -> Image.Image:
    """The icon at `size` px: the full drawing from 48 px up, the bold one below."""
    return _master(size >= 48).resize((size, size), Image.Resampling.LANCZOS)


@functools.lru_cache(maxsize=2)
def _master(detailed: bool) -> Image.Image:
    """The drawing at 2 x 1024 px, once per level of detail; every size is scaled down from it."""
    return _compose(GRID * SUPERSAMPLE, detailed)


def _compose(px: int, detailed: bool) -> Image.Image:
    k = px / GRID
    inset = 56 if detailed else 24
    radius = 210 if detailed else 170
    tile = _rounded_mask(px, inset * k, radius * k)

    art = _gradient(px, NIGHT_TOP, NIGHT_BOTTOM)
    art = _screen(art, _radial_glow(px, CENTER, 430, GLOW, 150 if detailed else 190))
    if detailed:
        # below 48 px the rose's arms only read as spikes on the lantern
        art.alpha_composite(_compass_rose(px, k))
    art = _screen(art, _radial_glow(px, CENTER, 250, GLOW, 120))
    art.alpha_composite(_lantern(px, k, detailed))
    art.alpha_composite(_fog(px, k, detailed))
    if detailed:
        art.alpha_composite(_rim(px, k, inset, radius))

    icon = Image.new("RGBA", (px, px), (0, 0, 0, 0))
    icon.paste(art, (0, 0), tile)
    return icon


def _rounded_mask(px: int, inset: float, radius: float) -> Image.Image:
    mask = Image.new("L", (px, px), 0)
    ImageDraw.Draw(mask).rounded_rectangle((inset, inset, px - inset, px - inset), radius=radius, fill=255)
    return mask


def _gradient(px: int, top: tuple, bottom: tuple) -> Image.Image:
    column = Image.new("RGBA", (1, px))
    for y in range(px):
        t = y / (px - 1)
        column.putpixel((0, y), tuple(round(a + (b - a) * t) for a, b in zip(top, bottom)) + (255,))
    return column.resize((px, px))


def _radial_glow(px: int, centre: tuple, reach: float, colour: tuple, strength: int) -> Image.Image:
    """A soft light falling off with distance (`reach` on the 1024 grid): built small, then scaled up."""
    small = 128
    k = small / GRID
    falloff = Image.new("L", (small, small), 0)
    cx, cy = centre[0] * k, centre[1] * k
    r = reach * k
    for y in range(small):
        for x in range(small):
            d = math.hypot(x - cx, y - cy) / r
            falloff.putpixel((x, y), round(strength * max(0.0, 1 - d) ** 2.2))
    falloff = falloff.resize((px, px), Image.Resampling.BICUBIC)
    light = Image.new("RGBA", (px, px), colour + (255,))
    black = Image.new("RGBA", (px, px), (0, 0, 0, 255))
    return Image.composite(light, black, falloff)


def _screen(base: Image.Image, light: Image.Image) -> Image.Image:
    """Light added the way light adds: brightens, never darkens, never clips hard."""
    rgb = ImageChops.screen(base.convert("RGB"), light.convert("RGB"))
    out = rgb.convert("RGBA")
    out.putalpha(base.getchannel("A"))
    return out


def _compass_rose(px: int, k: float) -> Image.Image:
    layer = Image.new("RGBA", (px, px), (0, 0, 0, 0))
    draw = ImageDraw.Draw(layer)
    cx, cy = CENTER[0] * k, CENTER[1] * k
    ring = 392 * k
    draw.ellipse((cx - ring, cy - ring, cx + ring, cy + ring), outline=ROSE_DARK + (200,), width=round(10 * k))
    inner = ring - 34 * k
    draw.ellipse((cx - inner, cy - inner, cx + inner, cy + inner), outline=ROSE_DARK + (150,), width=round(4 * k))
    for tick in range(32):
        angle = math.radians(tick * 360 / 32)
        long_tick = tick % 4 == 0
        r0 = inner + (0 if long_tick else 12 * k)
        draw.line(
            (cx + r0 * math.sin(angle), cy - r0 * math.cos(angle),
             cx + ring * math.sin(angle), cy - ring * math.cos(angle)),
            fill=ROSE_LIGHT + (170 if long_tick else 110,), width=round((7 if long_tick else 4) * k),
        )
    for tick in range(4):
        _point(draw, cx, cy, 45 + tick * 90, 250 * k, 46 * k, alpha=190)
    for tick in range(4):
        _point(draw, cx, cy, tick * 90, 440 * k, 70 * k, alpha=235, north=tick == 0)
    return layer


def _point(draw: ImageDraw.ImageDraw, cx: float, cy: float, degrees: float, length: float, half_width: float,
           alpha: int, north: bool = False) -> None:
    """One arm of the rose: a kite split lengthwise into a lit half and a shaded half."""
    a = math.radians(degrees)
    tip = (cx + length * math.sin(a), cy - length * math.cos(a))
    left = (cx + half_width * math.sin(a - math.pi / 2), cy - half_width * math.cos(a - math.pi / 2))
    right = (cx + half_width * math.sin(a + math.pi / 2), cy - half_width * math.cos(a + math.pi / 2))
    lit = BRASS if north else ROSE_LIGHT
    shade = BRASS_DARK if north else ROSE_DARK
    draw.polygon([(cx, cy), left, tip], fill=lit + (alpha,))
    draw.polygon([(cx, cy), right, tip], fill=shade + (alpha,))


def _lantern(px: int, k: float, detailed: bool) -> Image.Image:
    """A storm lantern: handle, hood, glass with the flame, base. Bolder bars when small."""
    layer = Image.new("RGBA", (px, px), (0, 0, 0, 0))
    draw = ImageDraw.Draw(layer)
    s = 1.0 if detailed else 1.5
    cx = CENTER[0] * k
    # alone on the small tile, the lantern is centred on its own height (grid 248..730)
    anchor, middle = (540, CENTER[1]) if detailed else (489, 500)

    def y(v: float) -> float:
        return (middle + (v - anchor) * s) * k

    def w(v: float) -> float:
        return v * s * k

    outline = round(w(14))
    # handle ring
    draw.ellipse((cx - w(62), y(248), cx + w(62), y(352)), outline=IRON + (255,), width=round(w(22)))
    # hood: a trapezoid with a cap
    draw.polygon([(cx - w(66), y(352)), (cx + w(66), y(352)), (cx + w(138), y(420)), (cx - w(138), y(420))],
                 fill=BRASS + (255,), outline=IRON + (255,), width=outline)
    draw.rounded_rectangle((cx - w(150), y(412), cx + w(150), y(440)), radius=w(10), fill=BRASS_DARK + (255,),
                           outline=IRON + (255,), width=round(w(8)))
    # glass, lit from inside
    glass = (cx - w(116), y(440), cx + w(116), y(690))
    draw.rounded_rectangle(glass, radius=w(36), fill=FLAME_EDGE + (255,))
    inner = Image.new("RGBA", (px, px), (0, 0, 0, 0))
    ImageDraw.Draw(inner).ellipse((cx - w(100), y(470), cx + w(100), y(680)), fill=(255, 226, 140, 255))
    inner = inner.filter(ImageFilter.GaussianBlur(w(40)))
    mask = Image.new("L", (px, px), 0)
    ImageDraw.Draw(mask).rounded_rectangle(glass, radius=w(36), fill=255)
    inner.putalpha(ImageChops.multiply(mask, inner.getchannel("A")))
    layer.alpha_composite(inner)
    draw = ImageDraw.Draw(layer)
    # flame
    flame = [(cx, y(500))]
    for step in range(1, 20):
        t = step / 20
        flame.append((cx + w(40) * math.sin(math.pi * t) ** 1.6 * (1 - 0.3 * t), y(500) + w(130) * t))
    flame.append((cx, y(640)))
    flame += [(2 * cx - fx, fy) for fx, fy in reversed(flame[1:-1])]
    draw.polygon(flame, fill=FLAME_CORE + (255,))
    # frame bars over the glass
    draw.rounded_rectangle(glass, radius=w(36), outline=IRON + (255,), width=round(w(16)))
    if detailed:
        for bx in (-58, 58):
            draw.line((cx + w(bx), y(446), cx + w(bx), y(684)), fill=IRON + (230,), width=round(w(10)))
    # base
    draw.rounded_rectangle((cx - w(150), y(684), cx + w(150), y(730)), radius=w(14), fill=BRASS + (255,),
                           outline=IRON + (255,), width=outline)
    return layer


def _fog(px: int, k: float, detailed: bool) -> Image.Image:
    """Drifting banks of fog: soft-edged bands, thicker low down, one crossing the lantern's foot."""
    layer = Image.new("RGBA", (px, px), FOG + (0,))
    alpha = Image.new("L", (px, px), 0)
    draw = ImageDraw.Draw(alpha)
    if detailed:
        banks = [  # (left, top, right, bottom, opacity) on the 1024 grid
            (-120, 660, 560, 760, 150),
            (380, 700, 1160, 800, 170),
            (-80, 790, 700, 900, 200),
            (300, 850, 1140, 990, 215),
            (-200, 930, 1200, 1120, 235),
            (560, 300, 1160, 360, 80),
            (-160, 200, 400, 260, 70),
        ]
    else:
        banks = [
            (-100, 720, 1124, 860, 200),
            (-200, 860, 1224, 1100, 235),
        ]
    for left, top, right, bottom, opacity in banks:
        draw.ellipse((left * k, top * k, right * k, bottom * k), fill=opacity)
    alpha = alpha.filter(ImageFilter.GaussianBlur((26 if detailed else 18) * k))
    layer.putalpha(alpha)
    return layer


def _rim(px: int, k: float, inset: float, radius: float) -> Image.Image:
    """A thin light edge so the tile reads on dark desktops too."""
    layer = Image.new("RGBA", (px, px), (0, 0, 0, 0))
    ImageDraw.Draw(layer).rounded_rectangle(
        (inset * k, inset * k, px - inset * k, px - inset * k), radius=radius * k,
        outline=(150, 180, 190, 90), width=round(6 * k),
    )
    return layer
