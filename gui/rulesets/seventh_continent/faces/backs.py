"""Card backs: green and gold adventure backs with their number, the foggy exploration back, the action back."""
from __future__ import annotations

import math
import random

from PIL import Image, ImageDraw, ImageFilter

from engine.rulesets.seventh_continent.cards import back_of, deck_of, number_of
from gui.faces.art import gradient
from gui.faces.canvas import Canvas
from gui.faces.shapes import corner_mask
from gui.rulesets.seventh_continent.faces import palette


def back_kind(card) -> str:
    """green, gold, exploration, action or box: which back a card shows."""
    if deck_of(card) == "adventure":
        return "gold" if back_of(card) == "gold" else "green"
    if deck_of(card) in ("exploration", "action"):
        return deck_of(card)
    return "box"


def back_descriptor(card) -> dict:
    """Everything a back depends on (two cards with the same descriptor share one back image)."""
    kind = back_kind(card)
    described = {"kind": kind}
    if kind in ("green", "gold"):
        described["number"] = number_of(card)
        if card.data.get("source") is not None:
            described["source"] = card.data.get("source")
    elif kind == "exploration":
        described["area"] = str(card.data.get("area", ""))
    return described


def render_back(card, width: int, height: int) -> Image.Image:
    d = back_descriptor(card)
    kind = d["kind"]
    c = Canvas(width, height)
    W, H = 252.0, c.height_units
    if kind in ("green", "gold"):
        _adventure(c, W, H, d)
    elif kind == "exploration":
        _fog(c, W, H, d["area"])
    elif kind == "action":
        _action(c, W, H)
    else:
        _box(c, W, H)
    c.image.putalpha(corner_mask(width, height, 10 * c.s))
    return c.image


def _backdrop(c: Canvas, top, bottom):
    c.image.paste(gradient(c.image.width, c.image.height, top, bottom), (0, 0))


def _border(c: Canvas, W, H, color, inset=9.0):
    c.rect(inset, inset, W - inset, H - inset, outline=color, width=1.6, radius=7)
    c.rect(inset + 4, inset + 4, W - inset - 4, H - inset - 4, outline=color, width=0.7, radius=5)


def _compass(c: Canvas, cx, cy, r, color):
    for i in range(16):
        a = math.radians(i * 22.5 - 90)
        length = r if i % 4 == 0 else r * (0.7 if i % 2 == 0 else 0.45)
        c.line([(cx, cy), (cx + length * math.cos(a), cy + length * math.sin(a))], color, 0.8)
    c.rect(cx - r * 0.72, cy - r * 0.72, cx + r * 0.72, cy + r * 0.72, outline=color, width=0.8, radius=r * 0.72)


def _adventure(c: Canvas, W, H, d):
    gold = d["kind"] == "gold"
    base = palette.GOLD_BACK if gold else palette.GREEN_BACK
    _backdrop(c, palette.mix(base, (255, 255, 255), 0.25), palette.mix(base, (0, 0, 0), 0.4))
    line = palette.mix(base, (255, 245, 210), 0.55)
    _border(c, W, H, line)
    _compass(c, W / 2, H / 2, 96, palette.mix(base, (255, 245, 210), 0.25))
    number = str(d.get("number", "?"))
    size = 58 if len(number) <= 3 else 44
    w = max(96, c.text_width(number, size, "title") + 30)
    c.rect(W / 2 - w / 2, H / 2 - 40, W / 2 + w / 2, H / 2 + 40, fill=palette.mix(base, (0, 0, 0), 0.45),
           outline=line, width=2, radius=12)
    c.text(W / 2, H / 2 + 2, number, size, fill=palette.WHITE, style="title", anchor="mm")
    if gold:
        for x in (W / 2 - w / 2 + 2, W / 2 + w / 2 - 18):
            c.icon("difficulty", x, H / 2 - 52, 16, palette.STAR_GOLD)
    if "source" in d:  # a hidden or banner number: only reachable from its source card
        text = f"from {d['source']}"
        tw = c.text_width(text, 12, "bold") + 30
        c.rect(W / 2 - tw / 2, H - 58, W / 2 + tw / 2, H - 36, fill=palette.PARCHMENT, radius=11)
        c.icon("observe", W / 2 - tw / 2 + 5, H - 54, 14, palette.INK)
        c.text(W / 2 + 9, H - 47, text, 12, fill=palette.INK, style="bold", anchor="mm")


def _fog(c: Canvas, W, H, area):
    _backdrop(c, (206, 212, 214), (112, 122, 132))
    rng = random.Random(f"fog-{area}")
    mask = Image.new("L", (c.image.width // 4, c.image.height // 4), 0)
    draw = ImageDraw.Draw(mask)
    mw, mh = mask.size
    for _ in range(26):
        cx, cy = rng.uniform(-0.2, 1.2) * mw, rng.uniform(0, 1) * mh
        rx, ry = rng.uniform(0.2, 0.55) * mw, rng.uniform(0.03, 0.08) * mh
        draw.ellipse((cx - rx, cy - ry, cx + rx, cy + ry), fill=rng.randint(60, 170))
    mask = mask.filter(ImageFilter.GaussianBlur(max(1, mw / 40))).resize(c.image.size, Image.Resampling.BICUBIC)
    c.image.paste((244, 246, 246, 255), (0, 0), mask)
    _border(c, W, H, (236, 240, 242))
    r = 46
    c.rect(W / 2 - r, H / 2 - r, W / 2 + r, H / 2 + r, fill=(90, 100, 112, 200), outline=(240, 244, 246), width=2,
           radius=r)
    text = area or "?"
    c.text(W / 2, H / 2 + 2, text, 44 if len(text) <= 2 else 32, fill=palette.WHITE, style="title", anchor="mm")


def _action(c: Canvas, W, H):
    base = palette.ACTION_BACK
    _backdrop(c, palette.mix(base, (255, 255, 255), 0.2), palette.mix(base, (0, 0, 0), 0.45))
    line = palette.mix(base, (220, 230, 255), 0.5)
    _border(c, W, H, line)
    for i in range(7):
        y = 40 + i * (H - 80) / 6
        for j in range(5):
            x = 40 + j * (W - 80) / 4
            if (i + j) % 2 == 0:
                c.icon("difficulty", x - 5, y - 5, 10, palette.mix(base, (255, 255, 255), 0.18))
    c.rect(W / 2 - 50, H / 2 - 50, W / 2 + 50, H / 2 + 50, fill=palette.mix(base, (0, 0, 0), 0.35), outline=line,
           width=2, radius=50)
    c.icon("difficulty", W / 2 - 34, H / 2 - 36, 68, palette.STAR_GOLD)


def _box(c: Canvas, W, H):
    base = palette.BOX_BACK
    _backdrop(c, palette.mix(base, (255, 255, 255), 0.2), palette.mix(base, (0, 0, 0), 0.35))
    line = palette.mix(base, (255, 235, 200), 0.5)
    _border(c, W, H, line)
    _compass(c, W / 2, H / 2, 80, line)
    c.text(W / 2, H - 40, "FOGBOUND", 16, fill=line, style="title", anchor="mm")


COLOURS = {"green": palette.GREEN_BACK, "gold": palette.GOLD_BACK, "exploration": palette.FOG_BACK,
           "action": palette.ACTION_BACK, "box": palette.BOX_BACK}


def back_colour(card) -> tuple:
    """The main colour of a card's back: what a placeholder shows until the back is drawn."""
    return COLOURS.get(back_kind(card), palette.BOX_BACK)
