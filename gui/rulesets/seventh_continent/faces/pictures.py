"""The 7th Continent's own pictures for cards without art: landscapes tinted by area, engraved emblems."""
from __future__ import annotations

import math
import random

from PIL import Image, ImageDraw, ImageFilter

from engine.rulesets.seventh_continent.cards import deck_of
from gui.faces.art import art_path, figure_color, gradient, load_art, seeded
from gui.faces.icons import icon_image
from gui.rulesets.seventh_continent.faces import palette


def ridge(rng: random.Random, width: int, base: float, amplitude: float) -> list[tuple[float, float]]:
    waves = [(rng.uniform(0.6, 2.4), rng.uniform(0, 6.3), rng.uniform(0.3, 1.0)) for _ in range(3)]
    total = sum(w[2] for w in waves)
    points = []
    for i in range(33):
        x = width * i / 32
        t = i / 32
        y = base - amplitude * sum(a * math.sin(2 * math.pi * f * t + ph) for f, ph, a in waves) / total
        points.append((x, y))
    return points


def landscape(card, width: int, height: int, area=None) -> Image.Image:
    """Sky, two ranges of hills tinted by area, a low fog band: our terrain picture."""
    rng = seeded(card)
    sky, far, near = palette.area_colors(area or card.data.get("area"))
    image = gradient(width, height, palette.mix(sky, (255, 255, 255), 0.35), palette.mix(sky, far, 0.5))
    draw = ImageDraw.Draw(image)
    sun_x, sun_y, sun_r = rng.uniform(0.15, 0.85) * width, rng.uniform(0.15, 0.35) * height, 0.08 * height
    draw.ellipse((sun_x - sun_r, sun_y - sun_r, sun_x + sun_r, sun_y + sun_r), fill=palette.mix(sky, (255, 250, 230), 0.7))
    for base, amp, color in ((0.52, 0.16, far), (0.7, 0.12, palette.mix(far, near, 0.5)), (0.86, 0.08, near)):
        pts = ridge(rng, width, base * height, amp * height)
        draw.polygon(pts + [(width, height), (0, height)], fill=color)
    for _ in range(rng.randint(4, 9)):  # a few trees or rocks on the near range
        x = rng.uniform(0.05, 0.95) * width
        y = rng.uniform(0.8, 0.95) * height
        h = rng.uniform(0.06, 0.13) * height
        draw.polygon([(x, y - h), (x + h * 0.35, y), (x - h * 0.35, y)], fill=palette.mix(near, (0, 0, 0), 0.35))
    return add_fog(image, rng, 0.55 if deck_of(card) == "exploration" else 0.3)


def add_fog(image: Image.Image, rng: random.Random, strength: float) -> Image.Image:
    width, height = image.size
    mask = Image.new("L", image.size, 0)
    draw = ImageDraw.Draw(mask)
    for _ in range(7):
        cx, cy = rng.uniform(-0.1, 1.1) * width, rng.uniform(0.45, 0.95) * height
        rx, ry = rng.uniform(0.2, 0.5) * width, rng.uniform(0.04, 0.1) * height
        draw.ellipse((cx - rx, cy - ry, cx + rx, cy + ry), fill=round(255 * strength))
    mask = mask.filter(ImageFilter.BoxBlur(max(2, height // 14)))
    return Image.composite(Image.new("RGB", image.size, (236, 238, 236)), image, mask)


def emblem(card, width: int, height: int, icon_name: str, base=None) -> Image.Image:
    """A lit backdrop in the type's colour with a large engraved emblem: for objects, people, states."""
    rng = seeded(card)
    base = base or palette.frame_color(card.type)
    light = palette.mix(base, (250, 240, 220), 0.55)
    dark = palette.mix(base, (0, 0, 0), 0.35)
    image = gradient(width, height, light, dark)
    draw = ImageDraw.Draw(image)
    cx, cy = width * rng.uniform(0.4, 0.6), height * 0.5
    step = max(3, min(width, height) // 9)
    line = palette.mix(base, (250, 240, 220), 0.38)
    thin = max(1, step // 6)
    pattern = rng.choice(("rings", "rays", "lattice"))
    if pattern == "rings":
        for r in range(step, int(max(width, height) * 0.9), step):
            draw.ellipse((cx - r, cy - r, cx + r, cy + r), outline=line, width=thin)
    elif pattern == "rays":
        reach = max(width, height)
        for i in range(24):
            a = 2 * math.pi * (i + 0.5 * (i % 2)) / 24
            draw.line((cx, cy, cx + reach * math.cos(a), cy + reach * math.sin(a)), fill=line, width=thin)
    else:
        for k in range(-height, width + height, step):
            draw.line((k, 0, k + height, height), fill=line, width=thin)
            draw.line((k, height, k + height, 0), fill=line, width=thin)
    glow = Image.new("L", image.size, 0)
    g = min(width, height) * 0.42
    ImageDraw.Draw(glow).ellipse((cx - g, cy - g, cx + g, cy + g), fill=120)
    glow = glow.filter(ImageFilter.BoxBlur(max(2, int(g / 3))))
    image = Image.composite(Image.new("RGB", image.size, palette.mix(light, (255, 255, 255), 0.4)), image, glow)
    px = int(min(width, height) * 0.62)
    if px >= 8:
        engraved = icon_image(icon_name, px, palette.mix(base, (0, 0, 0), 0.3))
        shine = icon_image(icon_name, px, palette.mix(light, (255, 255, 255), 0.5))
        off = max(1, px // 80)
        image.paste(shine, (int(cx - px / 2) + off, int(cy - px / 2) + off), shine)
        image.paste(engraved, (int(cx - px / 2), int(cy - px / 2)), engraved.getchannel("A").point(lambda a: a * 0.8))
    return image


def procedural_art(card, width: int, height: int, icon_name: str) -> Image.Image:
    """Our own picture for a card without art, drawn at half size and smoothed up (it reads as painted)."""
    w, h = max(2, width // 2), max(2, height // 2)
    if card.type in ("terrain", "permanent_event") or (deck_of(card) == "exploration" and card.type != "item"):
        small = landscape(card, w, h)
        if card.type != "terrain":
            px = int(min(w, h) * 0.5)
            tile = icon_image(icon_name, px, (250, 248, 240))
            layer = Image.new("RGBA", small.size, (0, 0, 0, 0))
            layer.paste(tile, ((w - px) // 2, (h - px) // 2), tile)
            layer.putalpha(layer.getchannel("A").point(lambda a: a * 0.55))
            small = Image.alpha_composite(small.convert("RGBA"), layer).convert("RGB")
    elif card.type == "character":
        small = emblem(card, w, h, icon_name, figure_color(card.data.get("figure")))
    else:
        small = emblem(card, w, h, icon_name)
    return small.resize((width, height), Image.Resampling.BICUBIC)


def picture(card, pack_folder, width: int, height: int, icon_name: str) -> Image.Image:
    """What goes in the art window: the card's art if readable, else our procedural picture."""
    art = load_art(art_path(card, pack_folder), width, height)
    return art if art is not None else procedural_art(card, width, height, icon_name)
