"""The small printed marks around a 7th Continent face: arrows with numboxes, placement arrows, stars, banners."""
from __future__ import annotations

from gui.faces.canvas import Canvas
from gui.rulesets.seventh_continent.faces import palette
from gui.rulesets.seventh_continent.faces.numbox import numbox, numbox_width


def terrain_arrow(c: Canvas, side: str, box, number, area, size: float):
    """An arrow on the art window's `side` pointing out, carrying the numbox of the card for that space."""
    if side not in ("N", "E", "S", "W"):
        return  # the loader refuses such sides; a face just leaves them out
    x0, y0, x1, y1 = box
    label = str(number) if number is not None else str(area or "?")
    w = numbox_width(c, label, size) + size * 0.5
    h = size * 1.5 + size * 0.5
    tip = size * 1.0
    if side in ("N", "S"):
        bw, bh = w, h + tip
        bx = (x0 + x1) / 2 - bw / 2
        by = y0 + 2 if side == "N" else y1 - bh - 2
    else:
        bw, bh = w + tip, h
        by = (y0 + y1) / 2 - bh / 2
        bx = x0 + 2 if side == "W" else x1 - bw - 2
    # the tag, then its pointed end
    body = {"N": (bx, by + tip, bx + bw, by + bh), "S": (bx, by, bx + bw, by + bh - tip),
            "W": (bx + tip, by, bx + bw, by + bh), "E": (bx, by, bx + bw - tip, by + bh)}[side]
    point = {"N": [(bx + bw * 0.2, by + tip + 0.5), (bx + bw / 2, by), (bx + bw * 0.8, by + tip + 0.5)],
             "S": [(bx + bw * 0.2, by + bh - tip - 0.5), (bx + bw / 2, by + bh), (bx + bw * 0.8, by + bh - tip - 0.5)],
             "W": [(bx + tip + 0.5, by + bh * 0.15), (bx, by + bh / 2), (bx + tip + 0.5, by + bh * 0.85)],
             "E": [(bx + bw - tip - 0.5, by + bh * 0.15), (bx + bw, by + bh / 2), (bx + bw - tip - 0.5, by + bh * 0.85)]}[side]
    c.poly(point, fill=palette.PARCHMENT + (235,))
    c.rect(*body, fill=palette.PARCHMENT + (235,), radius=size * 0.35)
    bx0, by0, bx1, by1 = body
    if number is not None:
        numbox(c, (bx0 + bx1) / 2 - numbox_width(c, label, size) / 2, (by0 + by1) / 2 - size * 0.75, label, size)
    else:  # no numbox: an exploration card of the area comes there
        c.rect(bx0 + size * 0.25, by0 + size * 0.25, bx1 - size * 0.25, by1 - size * 0.25, fill=palette.FOG_BACK,
               radius=size * 0.3)
        c.text((bx0 + bx1) / 2, (by0 + by1) / 2, label, size, fill=palette.WHITE, style="title", anchor="mm")


def placement_arrow(c: Canvas, side: str, card_w: float, card_h: float, color):
    """A placement arrow on the card's edge, pointing at the terrain the event is attached to."""
    half, depth = 22.0, 9.0
    mid_x, mid_y = card_w / 2, card_h / 2
    shapes = {
        "N": [(mid_x - half, depth + 1), (mid_x, 1), (mid_x + half, depth + 1)],
        "S": [(mid_x - half, card_h - depth - 1), (mid_x, card_h - 1), (mid_x + half, card_h - depth - 1)],
        "W": [(depth + 1, mid_y - half), (1, mid_y), (depth + 1, mid_y + half)],
        "E": [(card_w - depth - 1, mid_y - half), (card_w - 1, mid_y), (card_w - depth - 1, mid_y + half)],
    }
    if side in shapes:
        c.poly(shapes[side], fill=palette.STAR_GOLD, outline=palette.mix(color, (0, 0, 0), 0.5))


def strip_marks(card) -> list[str]:
    """The icons down a skill's left strip: full stars, half stars by facing, then lucky 7s."""
    marks = ["difficulty"] * max(0, int(card.data.get("stars", 0) or 0))
    for facing in card.data.get("half_stars", ()) or ():
        marks.append("half_star_left" if str(facing).lower() == "left" else "half_star_right")
    marks += ["lucky7"] * max(0, int(card.data.get("lucky7", 0) or 0))
    return marks


def skill_strip(c: Canvas, x0, y0, x1, y1, card, color):
    c.rect(x0, y0, x1, y1, fill=palette.mix(color, (0, 0, 0), 0.35))
    marks = strip_marks(card)
    if not marks:
        return
    w = x1 - x0
    step = min(w * 0.95, (y1 - y0 - 4) / len(marks))
    size = min(w * 0.78, step * 0.9)
    y = y0 + 3
    for mark in marks:
        ink = palette.LUCKY_RED if mark == "lucky7" else palette.STAR_GOLD
        if mark == "lucky7":
            c.rect(x0 + (w - size) / 2 - 0.8, y + (step - size) / 2 - 0.8, x0 + (w + size) / 2 + 0.8,
                   y + (step + size) / 2 + 0.8, fill=palette.WHITE, radius=size)
        c.icon(mark, x0 + (w - size) / 2, y + (step - size) / 2, size, ink)
        y += step


def banner(c: Canvas, x1: float, y1: float, size: float, pictograph: str, value):
    """A pennant in the art's corner: the banner's pictograph name and its value."""
    text = f"{pictograph} {value}" if value not in (None, "") else str(pictograph)
    w = c.text_width(text, size, "bold") + size * 3.6
    h = size * 2.0
    x0, y0 = x1 - w, y1 - h
    c.poly([(x0, y0), (x1, y0), (x1, y1), (x0, y1), (x0 + size * 0.8, (y0 + y1) / 2)], fill=(120, 30, 34, 235))
    c.icon("banner", x0 + size * 1.1, y0 + size * 0.3, size * 1.4, palette.WHITE)
    c.text(x0 + size * 2.8, (y0 + y1) / 2, text, size, fill=palette.WHITE, style="bold", anchor="lm")


def hidden_numbers(c: Canvas, box, numbers, rng):
    """Hidden numbers tucked faintly into the picture, for sharp eyes."""
    x0, y0, x1, y1 = box
    for n in numbers or ():
        x = rng.uniform(x0 + 14, x1 - 24)
        y = rng.uniform(y0 + (y1 - y0) * 0.35, y1 - 14)
        c.text(x, y, str(n), 8, fill=(255, 255, 255, 60), style="title")
