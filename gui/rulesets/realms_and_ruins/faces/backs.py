"""Card backs: a Hero's deck shows its Hero's name, an Offer card its Realm's suit; both in the suit's colour."""
from __future__ import annotations

from gui.faces import palette as ink
from gui.faces.canvas import Canvas, fit_line
from gui.faces.shapes import corner_mask
from gui.rulesets.realms_and_ruins import palette
from gui.rulesets.realms_and_ruins.faces import emblems
from gui.rulesets.realms_and_ruins.faces.text import named

W = 252.0


def back_descriptor(card) -> dict:
    """Everything a back depends on: the deck it belongs to, and that deck's colour."""
    if card.type == "offer":
        return {"deck": "offer", "suit": str(card.get("suit", ""))}
    if card.type in ("starting", "hero"):
        # every card of a Hero's deck shows the same back: never its own suit, or the back would tell it
        return {"deck": "hero", "hero": str(card.get("hero") or card.id)}
    return {"deck": card.type}


def colour(card) -> tuple[int, int, int]:
    d = back_descriptor(card)
    if d.get("suit"):
        return palette.suit_colour(d.get("suit"))
    return palette.deck_colour(d.get("hero")) if d.get("hero") else palette.NEUTRAL


def render_back(card, width: int, height: int):
    d = back_descriptor(card)
    tint = colour(card)
    dark = ink.mix(tint, (20, 20, 24), 0.45)
    c = Canvas(width, height, dark + (255,))
    H = c.height_units
    c.rect(10, 10, W - 10, H - 10, outline=ink.mix(tint, ink.WHITE, 0.35), width=3, radius=9)
    c.rect(22, 22, W - 22, H - 22, outline=ink.mix(tint, ink.WHITE, 0.15), width=1.2, radius=7)
    emblems.suit_emblem(c, d.get("suit") if d["deck"] == "offer" else None, W / 2, H / 2 - 20, 52,
                        ink.mix(tint, ink.WHITE, 0.3))
    if d["deck"] == "offer":
        words = f"{named(d['suit'])} Offer"
    elif d["deck"] == "hero":
        words = f"{named(d['hero'])}'s deck"
    else:
        words = "Realms and Ruins"
    text, size = fit_line(c, words, W - 50, 24, "title", 12)
    c.text(W / 2, H / 2 + 70, text, size, fill=ink.WHITE, style="title", anchor="mm")
    c.text(W / 2, H - 44, "Realms and Ruins", 12, fill=ink.mix(tint, ink.WHITE, 0.5), style="italic", anchor="mm")
    c.image.putalpha(corner_mask(width, height, 12 * c.s))
    return c.image
