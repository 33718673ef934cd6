"""Card backs: a Search card shows only the symbol on its back, a profile its Adversary, every other kind its
kind; nothing on a back tells one card of a pile from another."""
from __future__ import annotations

from gui.faces import palette as ink
from gui.faces.canvas import Canvas, fit_line
from gui.faces.shapes import corner_mask
from gui.rulesets.arkeis import palette
from gui.rulesets.arkeis.faces.text import KINDS

W = 252.0


def back_descriptor(card) -> dict:
    if card.type == "search":
        return {"deck": "search", "symbol": str(card.get("symbol", ""))}
    if card.type == "profile":
        return {"deck": "profile", "adversary": str(card.get("adversary", ""))}
    return {"deck": card.type}


def colour(card) -> tuple[int, int, int]:
    return palette.KINDS.get(back_descriptor(card)["deck"], palette.NEUTRAL)


def render_back(card, width: int, height: int):
    d = back_descriptor(card)
    tint = colour(card)
    c = Canvas(width, height, ink.mix(tint, (20, 18, 16), 0.5) + (255,))
    H = c.height_units
    c.rect(10, 10, W - 10, H - 10, outline=ink.mix(tint, ink.WHITE, 0.35), width=3, radius=9)
    c.rect(22, 22, W - 22, H - 22, outline=ink.mix(tint, ink.WHITE, 0.15), width=1.2, radius=7)
    if d["deck"] == "search":
        c.draw.ellipse([c.px(W / 2 - 70), c.px(H / 2 - 100), c.px(W / 2 + 70), c.px(H / 2 + 40)],
                       fill=ink.mix(tint, ink.BLACK, 0.3), outline=ink.mix(tint, ink.WHITE, 0.4), width=c.px(5))
        c.text(W / 2, H / 2 - 30, d["symbol"].upper(), 96, fill=ink.mix(tint, ink.WHITE, 0.7), style="title", anchor="mm")
        words = "Search card"
    elif d["deck"] == "profile":
        words = f"{d['adversary'].replace('-', ' ').capitalize()} profile"
    else:
        words = KINDS.get(d["deck"], d["deck"]).capitalize()
    text, size = fit_line(c, words, W - 50, 24, "title", 12)
    c.text(W / 2, H / 2 + 76, text, size, fill=ink.WHITE, style="title", anchor="mm")
    c.text(W / 2, H - 44, "Arkeis", 13, fill=ink.mix(tint, ink.WHITE, 0.5), style="italic", anchor="mm")
    c.image.putalpha(corner_mask(width, height, 12 * c.s))
    return c.image
