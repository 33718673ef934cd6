"""The front of an Arkeis card: a frame in its kind's colour, the title band, its art in a window, its kind, its
rules and words. Pieces the board shows as miniatures and tokens (Adversaries, Search tokens, tokens, dice)
are round: a portrait or a symbol on a base."""
from __future__ import annotations

from PIL import Image, ImageDraw

from gui.faces import palette as ink
from gui.faces.art import art_path, load_art
from gui.faces.canvas import Canvas, fit_line, wrap
from gui.faces.shapes import corner_mask
from gui.rulesets.arkeis import palette
from gui.rulesets.arkeis.faces.text import body, icons, kind_line, rule_lines

W = 252.0
ROUND = ("adversary", "search_token", "token", "die")


def render_front(card, pack_folder, width: int, height: int):
    if card.type in ROUND:
        return _round(card, pack_folder, width, height)
    c = Canvas(width, height, ink.PARCHMENT + (255,))
    H = c.height_units
    colour = palette.card_colour(card)
    c.rect(4, 4, W - 4, H - 4, outline=colour, width=9, radius=12)
    c.rect(12, 14, W - 12, 56, fill=ink.mix(colour, ink.BLACK, 0.2), radius=6)
    text, size = fit_line(c, card.title, W - 40, 22, "title", 11)
    c.text(W / 2, 36, text, size, fill=ink.WHITE, style="title", anchor="mm")
    top = 64
    picture = load_art(art_path(card, pack_folder), c.px(W - 32), c.px(120))
    if picture is not None:
        c.image.paste(picture, (c.px(16), c.px(top)))
        c.rect(16, top, W - 16, top + 120, outline=ink.mix(colour, ink.BLACK, 0.3), width=2)
        top += 126
    c.text(W / 2, top + 8, kind_line(card), 12, fill=ink.INK_SOFT, style="italic", anchor="mm")
    top += 20
    x = 16.0
    for mark in icons(card):  # the card's icons, as small tags
        wide = c.text_width(mark, 10, "bold") + 12
        if x + wide > W - 16:
            x, top = 16.0, top + 20
        c.rect(x, top, x + wide, top + 16, fill=ink.mix(colour, ink.PARCHMENT, 0.55), outline=colour, radius=5)
        c.text(x + wide / 2, top + 8, mark, 10, fill=ink.INK, style="bold", anchor="mm")
        x += wide + 6
    if icons(card):
        top += 22
    _words(c, rule_lines(card), body(card), top, H - 14)
    c.image.putalpha(corner_mask(width, height, 12 * c.s))
    return c.image


def _words(c: Canvas, rules: list[str], text: str, top: float, bottom: float) -> None:
    """The rules in bold, then the card's own words, as large as the room allows."""
    for size in (15, 13.5, 12, 11, 10, 9, 8):
        blocks = [(wrap(c, line, W - 36, size, "bold"), "bold") for line in rules]
        if text:
            blocks.append((wrap(c, text, W - 36, size, "regular"), "regular"))
        needed = sum(len(b) for b, _ in blocks) * size * 1.2 + len(blocks) * size * 0.4
        if needed <= bottom - top:
            break
    y = top
    for lines, style in blocks:
        for line in lines:
            if y + size > bottom:
                return
            c.text(18, y, line, size, fill=ink.INK, style=style)
            y += size * 1.2
        y += size * 0.4


def _round(card, pack_folder, width: int, height: int):
    """A miniature's base or a token: a disc with a portrait or a symbol, the name on a ribbon beneath."""
    c = Canvas(width, height)
    H = c.height_units
    colour = palette.card_colour(card)
    r = W / 2 - 8
    cy = H / 2 - 20
    c.draw.ellipse([c.px(W / 2 - r), c.px(cy - r), c.px(W / 2 + r), c.px(cy + r)], fill=ink.mix(colour, ink.BLACK, 0.35),
                   outline=ink.mix(colour, ink.WHITE, 0.3), width=c.px(8))
    inner = r - 14
    picture = load_art(art_path(card, pack_folder), c.px(inner * 2), c.px(inner * 2))
    if picture is not None:
        mask = Image.new("L", picture.size, 0)
        ImageDraw.Draw(mask).ellipse([0, 0, picture.size[0] - 1, picture.size[1] - 1], fill=255)
        c.image.paste(picture, (c.px(W / 2 - inner), c.px(cy - inner)), mask)
    else:
        mark = str(card.get("symbol") or "").upper() or _mark(card)
        text, size = fit_line(c, mark, inner * 1.6, 120 if len(mark) <= 2 else 44, "title", 16)
        c.text(W / 2, cy, text, size, fill=ink.mix(colour, ink.WHITE, 0.75), style="title", anchor="mm")
    c.rect(14, H - 74, W - 14, H - 22, fill=ink.mix(colour, ink.BLACK, 0.25), outline=ink.WHITE, width=2, radius=10)
    text, size = fit_line(c, card.title, W - 44, 26, "title", 12)
    c.text(W / 2, H - 48, text, size, fill=ink.WHITE, style="title", anchor="mm")
    return c.image


def _mark(card) -> str:
    token = str(card.get("token") or "")
    if card.type == "die":
        return "d6"
    return {"fate": "Fate", "injury": "+", "poison": "Venom", "reroll": "Again", "coin": "Coin", "xp": "XP"}.get(token, "?")
