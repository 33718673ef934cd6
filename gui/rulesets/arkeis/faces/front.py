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


def render_front(card, pack_folder, width: int, height: int, names=None):
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
    for mark in icons(card):  # the card's icons: a pictogram in a disc, its words beside
        wide = c.text_width(mark, 11, "bold") + 34
        if x + wide > W - 16:
            x, top = 16.0, top + 26
        c.rect(x, top, x + wide, top + 22, fill=ink.mix(colour, ink.PARCHMENT, 0.6), outline=colour, radius=11)
        pictogram(c, mark, x + 11, top + 11, ink.mix(colour, ink.BLACK, 0.35))
        c.text(x + 25, top + 11, mark, 11, fill=ink.INK, style="bold", anchor="lm")
        x += wide + 6
    if icons(card):
        top += 28
    _words(c, rule_lines(card, names), body(card), top, H - 14)
    c.image.putalpha(corner_mask(width, height, 12 * c.s))
    return c.image


def pictogram(c: Canvas, mark: str, x: float, y: float, colour) -> None:
    """The icon of a card's mark, drawn in a disc of radius 9 centred on (x, y): a pin (stays in play), a turning
    arrow (back in the pile), a crossed card (discard after use), a loop (passive), a sun (start of turn)."""
    c.draw.ellipse([c.px(x - 9), c.px(y - 9), c.px(x + 9), c.px(y + 9)], fill=colour)
    light = ink.PARCHMENT
    if mark == "Stays in play":
        c.draw.ellipse([c.px(x - 3.5), c.px(y - 6), c.px(x + 3.5), c.px(y + 1)], fill=light)
        c.line([(x, y + 1), (x, y + 6.5)], light, 2)
    elif mark == "Back in the pile":
        c.draw.arc([c.px(x - 5.5), c.px(y - 5.5), c.px(x + 5.5), c.px(y + 5.5)], 40, 330, fill=light, width=c.px(2))
        c.poly([(x + 3, y - 7), (x + 7.5, y - 3), (x + 2, y - 1.5)], fill=light)
    elif mark == "Discard after use":
        c.rect(x - 4.5, y - 6, x + 4.5, y + 6, outline=light, width=1.6)
        c.line([(x - 6, y - 6), (x + 6, y + 6)], light, 2)
    elif mark == "Passive":
        for dx in (-3.2, 3.2):
            c.draw.ellipse([c.px(x + dx - 3.4), c.px(y - 3), c.px(x + dx + 3.4), c.px(y + 3)], outline=light,
                           width=c.px(1.6))
    else:  # a reminder of when it acts: a sun for the start of the turn
        c.draw.ellipse([c.px(x - 3), c.px(y - 3), c.px(x + 3), c.px(y + 3)], fill=light)
        for dx, dy in ((0, -6.5), (0, 6.5), (-6.5, 0), (6.5, 0), (-4.6, -4.6), (4.6, 4.6), (-4.6, 4.6), (4.6, -4.6)):
            c.line([(x + dx * 0.75, y + dy * 0.75), (x + dx, y + dy)], light, 1.4)


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
    return {"fate": "Fate", "injury": "+", "poison": "Venom", "reroll": "Again", "coin": "Coin", "xp": "XP",
            "chain": "Chain", "trapdoor": "Trap", "staircase-a": "A", "staircase-b": "B", "time": "Time",
            "power": "Power", "activation": "Wake"}.get(token, "?")
