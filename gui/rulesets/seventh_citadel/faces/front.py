"""A 7th Citadel card's front, drawn by us from the card data: a frame in its type's colour, the title band with
the number and the area, the picture, the result area of a skill, the type line, then the rules in words: each
action's cost and difficulty (or its rows' dice) with its white success and black failure sections."""
from __future__ import annotations

from gui.faces import palette as ink
from gui.faces.art import art_path, gradient, load_art, seeded
from gui.faces.canvas import Canvas, fit_line, wrap
from gui.faces.shapes import corner_mask
from gui.rulesets.seventh_citadel.faces.text import body_lines, kind_line

W = 252.0
EDGE = 7.0
TITLE_H = 30.0
TYPE_H = 15.0
PAD = 5.0
FRAMES = {"character": (120, 62, 44), "skill": (48, 78, 132), "purse": (126, 96, 52), "quest_item": (150, 116, 30),
          "terrain": (78, 92, 70), "permanent_event": (112, 52, 46), "temporary_event": (86, 70, 96),
          "global_event": (60, 60, 64), "die": (90, 90, 90), "dialogue": (70, 60, 50), "building": (96, 84, 60)}
ART_H = {"terrain": 150.0, "character": 130.0, "skill": 96.0}
GOLD = (214, 168, 60)
SIZES = (10.5, 9.6, 8.8, 8.0, 7.4, 6.8, 6.2)


def frame_colour(card) -> tuple[int, int, int]:
    return FRAMES.get(card.type, (90, 90, 90))


def _layout(c: Canvas, lines, width: float, size: float, flavour: str):
    """Rows (style, text lines, height) of the body at one size."""
    rows = []
    for style, words in lines:
        font = "bold" if style == "head" else ("italic" if style == "effect" else "regular")
        wrapped = wrap(c, words, width - (10 if style in ("success", "failure") else 0), size, font)
        rows.append((style, wrapped, len(wrapped) * size * 1.2 + (4 if style in ("success", "failure", "head") else 3)))
    if flavour:
        wrapped = wrap(c, flavour, width, size * 0.9, "italic")
        rows.append(("flavour", wrapped, len(wrapped) * size * 1.08 + 3))
    return rows


def _fitted(c: Canvas, card):
    """The picture's height, the words' size and their rows: the largest words that fit, the picture giving way
    before the words shrink much."""
    H = c.height_units
    top = EDGE + TITLE_H
    body_w = W - 2 * EDGE - 2 * PAD
    lines = body_lines(card)
    flavour = str(card.get("text") or "")
    art_h = ART_H.get(card.type, 110.0)
    bottom = H - EDGE - PAD
    for size in SIZES:
        rows = _layout(c, lines, body_w, size, flavour if size > SIZES[-3] else "")
        need = sum(r[2] for r in rows)
        room = bottom - top - TYPE_H - PAD
        fitted = min(art_h, room - need)
        if fitted >= 56 or size == SIZES[-1]:
            return max(40.0, fitted), size, rows
    raise AssertionError("unreachable: the last size always fits")


def picture_box(card, width: int, height: int) -> tuple[int, int, int, int]:
    """Where a face of this size shows the card's picture, in pixels (left, top, right, bottom)."""
    c = Canvas(width, height)
    art_h = _fitted(c, card)[0]
    top = EDGE + TITLE_H
    return c.px(EDGE), c.px(top), c.px(W - EDGE), c.px(top + art_h)


def render_front(card, pack_folder, width: int, height: int):
    c = Canvas(width, height, ink.PARCHMENT + (255,))
    H = c.height_units
    frame = frame_colour(card)
    c.rect(0, 0, W, H, fill=frame)
    c.rect(EDGE, EDGE, W - EDGE, H - EDGE, fill=ink.PARCHMENT, radius=3)
    top = EDGE + TITLE_H
    body_w = W - 2 * EDGE - 2 * PAD
    bottom = H - EDGE - PAD
    art_h, size, rows = _fitted(c, card)
    _picture(c, card, pack_folder, (EDGE, top, W - EDGE, top + art_h))
    _title(c, card, frame)
    if card.type == "skill":
        _result_area(c, card, top, art_h)
    _arrows(c, card, top, art_h)
    y = top + art_h
    c.rect(EDGE, y, W - EDGE, y + TYPE_H, fill=ink.PARCHMENT_DARK)
    text, tsize = fit_line(c, kind_line(card).upper(), body_w, 7.4, "bold", 5.2)
    c.text(EDGE + PAD, y + TYPE_H / 2, text, tsize, fill=ink.INK_SOFT, style="bold", anchor="lm")
    y += TYPE_H + PAD
    for style, wrapped, h in rows:
        if y + h > bottom + 0.5:
            c.text(W - EDGE - 8, H - EDGE - 6, "…", 10, fill=ink.INK, style="bold", anchor="mm")
            break
        _row(c, style, wrapped, y, h, size, body_w)
        y += h
    for side in card.get("placement") or ():
        _placement(c, str(side), H, frame)
    c.image.putalpha(corner_mask(width, height, 10 * c.s))
    return c.image


def _row(c: Canvas, style: str, wrapped: list[str], y: float, h: float, size: float, width: float) -> None:
    x = EDGE + PAD
    if style == "head":
        c.rect(x - 2, y, x + width + 2, y + h - 1, fill=ink.mix(ink.PARCHMENT_DARK, ink.INK, 0.12), radius=3)
    elif style == "success":
        c.rect(x, y + 1, x + width, y + h - 1, fill=ink.WHITE, outline=ink.INK_SOFT, width=0.6, radius=3)
    elif style == "failure":
        c.rect(x, y + 1, x + width, y + h - 1, fill=ink.BLACK, radius=3)
    colour = ink.WHITE if style == "failure" else (ink.INK_SOFT if style == "flavour" else ink.INK)
    font = {"head": "bold", "effect": "italic", "flavour": "italic"}.get(style, "regular")
    step = size * (1.08 if style == "flavour" else 1.2)
    s = size * (0.9 if style == "flavour" else 1.0)
    inset = 5 if style in ("success", "failure") else (2 if style == "head" else 0)
    for k, line in enumerate(wrapped):
        c.text(x + inset, y + 2 + k * step, line, s, fill=colour, style=font)


def _picture(c: Canvas, card, pack_folder, box) -> None:
    x0, y0, x1, y1 = (c.px(v) for v in box)
    if x1 - x0 < 2 or y1 - y0 < 2:
        return
    art = load_art(art_path(card, pack_folder), x1 - x0, y1 - y0)
    if art is None:
        rng = seeded(card)
        base = frame_colour(card)
        art = gradient(x1 - x0, y1 - y0, ink.mix(base, ink.WHITE, 0.45 + rng.random() * 0.1), ink.mix(base, ink.BLACK, 0.3))
    c.image.paste(art, (x0, y0))


def _title(c: Canvas, card, frame) -> None:
    y0, y1 = EDGE, EDGE + TITLE_H
    c.rect(EDGE, y0, W - EDGE, y1, fill=frame)
    mid = (y0 + y1) / 2
    left, right = EDGE + 3, W - EDGE - 3
    number = card.get("number")
    if number is not None:
        text = f"{number:03d}"
        w = c.text_width(text, 12, "title") + 10
        gold = card.get("back") == "gold"
        c.rect(left, mid - 10, left + w, mid + 10, fill=GOLD if gold else ink.PARCHMENT, radius=4)
        c.text(left + w / 2, mid + 0.5, text, 12, fill=ink.INK, style="title", anchor="mm")
        left += w + 4
    area = card.get("area")
    if area:
        w = max(20.0, c.text_width(str(area), 11, "title") + 8)
        c.rect(right - w, mid - 10, right, mid + 10, fill=(110, 118, 128), outline=ink.WHITE, width=1, radius=5)
        c.text(right - w / 2, mid + 0.5, str(area), 11, fill=ink.WHITE, style="title", anchor="mm")
        right -= w + 4
    if card.type == "purse":
        text = f"⚖{card.get('weight', 0)}"
        w = c.text_width(text, 11, "bold") + 8
        c.rect(right - w, mid - 10, right, mid + 10, fill=ink.PARCHMENT, radius=4)
        c.text(right - w / 2, mid + 0.5, text, 11, fill=ink.INK, style="bold", anchor="mm")
        right -= w + 4
    text, size = fit_line(c, card.title, right - left - 2, 15, "title", 8.0)
    c.text((left + right) / 2, mid + 0.5, text, size, fill=ink.WHITE, style="title", anchor="mm")


def _result_area(c: Canvas, card, top: float, art_h: float) -> None:
    """A skill's result area down the left of its picture: full stars, half-stars, class icons."""
    stars = int(card.get("stars", 0) or 0)
    halves = list(card.get("half_stars", ()) or ())
    icons = list(card.get("class_icons", ()) or ())
    marks = ["difficulty"] * stars + [f"half_star_{h}" for h in halves]
    height = 8 + 30 * len(marks) + 16 * len(icons)
    if not height > 8:
        return
    c.overlay((EDGE + 3, top + 4, EDGE + 52, top + min(art_h - 4, height + 4)), ink.PARCHMENT, 225, radius=6)
    y = top + 8
    for name in marks:
        c.icon(name, EDGE + 12, y, 26, GOLD)
        y += 30
    for icon in icons:
        text, size = fit_line(c, icon, 44, 9, "bold", 6)
        c.text(EDGE + 27.5, y + 7, text, size, fill=ink.INK, style="bold", anchor="mm")
        y += 16


def _arrows(c: Canvas, card, top: float, art_h: float) -> None:
    """A terrain's arrows: the number of the card beyond each edge, on the picture's side it points to."""
    for arrow in card.get("arrows") or ():
        # the numeral of the area whose exploration card goes there, beside the number
        area = arrow.get("area") or card.get("area")
        side, text = str(arrow.get("side")), f"{arrow.get('numbox'):03d}" + (f"·{area}" if area else "")
        w = c.text_width(text, 11, "bold") + 18
        cx, cy = {"N": (W / 2, top + 13), "S": (W / 2, top + art_h - 13), "E": (W - EDGE - w / 2 - 2, top + art_h / 2),
                  "W": (EDGE + w / 2 + 2, top + art_h / 2)}[side]
        c.rect(cx - w / 2, cy - 10, cx + w / 2, cy + 10, fill=(240, 236, 224), outline=ink.INK, width=1, radius=9)
        glyph = {"N": "▲", "S": "▼", "E": "▶", "W": "◀"}[side]
        c.text(cx, cy + 0.5, f"{glyph} {text}" if side in "NW" else f"{text} {glyph}", 10, fill=ink.INK, style="bold",
               anchor="mm")


def _placement(c: Canvas, side: str, H: float, frame) -> None:
    """A permanent event's placement arrow: it points at the terrain it is attached to."""
    cx, cy, pts = W / 2, H / 2, []
    if side == "N":
        pts = [(cx - 12, EDGE + 1), (cx + 12, EDGE + 1), (cx, -1)]
    elif side == "S":
        pts = [(cx - 12, H - EDGE - 1), (cx + 12, H - EDGE - 1), (cx, H + 1)]
    elif side == "E":
        pts = [(W - EDGE - 1, cy - 12), (W - EDGE - 1, cy + 12), (W + 1, cy)]
    elif side == "W":
        pts = [(EDGE + 1, cy - 12), (EDGE + 1, cy + 12), (-1, cy)]
    if pts:
        c.poly(pts, GOLD)
