"""The front of a Realms and Ruins card: suit frame and title band, kind and owner, an emblem, the effects in
words, and an Offer card's symbols at its foot. Pieces that are no cards (cubes, coins, figures) get a token face."""
from __future__ import annotations

from gui.faces import palette as ink
from gui.faces.art import art_path, load_art
from gui.faces.canvas import Canvas, fit_line, wrap
from gui.faces.shapes import corner_mask
from gui.rulesets.realms_and_ruins import palette
from gui.rulesets.realms_and_ruins.faces import emblems
from gui.rulesets.realms_and_ruins.faces.text import effect_lines, kind_line, symbols

W = 252.0
TOKENS = ("follower", "othersider", "gold", "meeple")


def card_colour(card) -> tuple[int, int, int]:
    if card.type == "othersider":
        return palette.OTHERSIDERS
    if card.type == "realm":
        return palette.suit_colour(card.id)
    if card.type == "marker":
        return palette.NEUTRAL
    return palette.suit_colour(card.get("suit") or card.get("hero"))


def render_front(card, pack_folder, width: int, height: int):
    c = Canvas(width, height, ink.PARCHMENT + (255,))
    H = c.height_units
    colour = card_colour(card)
    c.rect(4, 4, W - 4, H - 4, outline=colour, width=9, radius=12)
    if card.type in TOKENS:
        _token(c, card, colour, H)
    elif card.type == "marker":
        _marker(c, card, colour, H)
    else:
        _card(c, card, colour, H, pack_folder)
    c.image.putalpha(corner_mask(width, height, 12 * c.s))
    return c.image


def _band(c: Canvas, title: str, colour, top: float = 14, bottom: float = 60) -> None:
    c.rect(12, top, W - 12, bottom, fill=ink.mix(colour, ink.BLACK, 0.18), radius=6)  # white words stay legible
    text, size = fit_line(c, title, W - 40, 25, "title", 14)
    c.text(W / 2, (top + bottom) / 2 + 1, text, size, fill=ink.WHITE, style="title", anchor="mm")


PICTURE_TOP, PICTURE_H = 82, 112  # the card's own picture, under its kind line


def _card(c: Canvas, card, colour, H: float, pack_folder=None) -> None:
    _band(c, card.title, colour)
    c.text(W / 2, 72, kind_line(card), 13, fill=ink.INK_SOFT, style="italic", anchor="mm")
    emblem = card.get("suit") or card.get("home") or (card.id if card.type == "realm" else None)
    if card.type == "hero":
        emblem = None  # a Hero card wears the crown
    picture = load_art(art_path(card, pack_folder), c.px(W - 28), c.px(PICTURE_H))
    if picture is not None:
        c.image.paste(picture, (c.px(14), c.px(PICTURE_TOP)))
        c.rect(14, PICTURE_TOP, W - 14, PICTURE_TOP + PICTURE_H, outline=ink.mix(colour, ink.BLACK, 0.3), width=2.5)
        # the suit's emblem on a disc at the picture's corner, as a printed card bears its suit
        c.rect(W - 50, PICTURE_TOP + PICTURE_H - 26, W - 10, PICTURE_TOP + PICTURE_H + 14, fill=colour,
               outline=ink.PARCHMENT, width=2.5, radius=20)
        emblems.suit_emblem(c, emblem, W - 30, PICTURE_TOP + PICTURE_H - 6, 12, ink.PARCHMENT)
        top = PICTURE_TOP + PICTURE_H + 14
    else:  # a card of a pack without pictures wears its suit's emblem large
        pale = ink.mix(colour, ink.PARCHMENT, 0.72)
        c.rect(W / 2 - 46, 84, W / 2 + 46, 150, fill=pale, radius=30)
        emblems.suit_emblem(c, emblem, W / 2, 117, 28, colour)
        top = 160
    marks = symbols(card) if card.type == "offer" else []
    bottom = H - (56 if marks else 18)
    _effects(c, effect_lines(card), top, bottom, card.type == "realm", len(card.get("effects") or ()))
    if marks:
        _foot(c, card, colour, H)


def _effects(c: Canvas, lines: list[str], top: float, bottom: float, sides: bool, alternatives: int = 0) -> None:
    """The effects, as large as the room allows, '— or —' between the first `alternatives` lines (the '- or -'
    alternatives); the lines after them (an interrupt, a passive) follow after a gap."""
    for size in (19, 17, 15, 13.5, 12, 11, 10, 9):
        wrapped = [wrap(c, line, W - 44, size, "bold" if not sides else "regular") for line in lines]
        gaps = (len(lines) - 1) * size * 1.6
        needed = sum(len(w) for w in wrapped) * size * 1.22 + gaps
        if needed <= bottom - top:
            break
    y = top + max(0.0, (bottom - top - needed) / 2)
    for i, block in enumerate(wrapped):
        if i:
            if not sides and i < alternatives:
                c.text(W / 2, y + size * 0.75, "— or —", size * 0.8, fill=ink.INK_SOFT, style="italic", anchor="mm")
            y += size * 1.6
        for line in block:
            c.text(W / 2, y, line, size, fill=ink.INK, style="bold" if not sides else "regular", anchor="ma")
            y += size * 1.22


def _foot(c: Canvas, card, colour, H: float) -> None:
    """The symbols revealed with the card between turns: Othersiders to add, an Event."""
    c.line([(20, H - 50), (W - 20, H - 50)], ink.mix(colour, ink.PARCHMENT, 0.4), 1.5)
    x = 24
    for _ in range(int(card.get("adds") or 0)):
        emblems.cube(c, x, H - 42, 26, palette.OTHERSIDERS)
        x += 32
    if card.get("adds"):
        c.text(x + 2, H - 29, f"+{card.get('adds')} Othersider{'s' if card.get('adds') > 1 else ''}", 13,
               fill=ink.INK, style="bold", anchor="lm")
    if card.get("event"):
        emblems.event_mark(c, W - 70, H - 29, 14, colour)
        c.text(W - 50, H - 29, "Event", 13, fill=ink.INK, style="bold", anchor="lm")


def _marker(c: Canvas, card, colour, H: float) -> None:
    c.text(W / 2, 40, "Cost marker", 15, fill=ink.INK_SOFT, style="italic", anchor="mm")
    text, size = fit_line(c, card.title, W - 40, 54, "title", 20)
    c.text(W / 2, H / 2 - 10, text, size, fill=ink.INK, style="title", anchor="mm")
    if card.get("pay"):
        emblems.coin(c, W / 2, H / 2 + 70, 30)
        what = f"Pay {card.get('pay')} Gold to buy here"
    elif card.get("lose"):
        emblems.cube(c, W / 2 - 24, H / 2 + 44, 48, palette.NEUTRAL)
        what = "Lose a Follower where your Hero stands to buy here"
    else:
        what = "Two cards of one suit: discard one, remove the other, to buy here"
        for k in (-1, 1):
            c.rect(W / 2 + k * 22 - 20, H / 2 + 40, W / 2 + k * 22 + 20, H / 2 + 96, fill=ink.WHITE,
                   outline=ink.INK, width=2, radius=5)
    lines = wrap(c, what, W - 40, 15, "regular")
    for k, line in enumerate(lines):
        c.text(W / 2, H - 70 + k * 18, line, 15, fill=ink.INK, anchor="ma")


def _token(c: Canvas, card, colour, H: float) -> None:
    """A piece that is no card: its name over its shape (the board draws them in their seat's colour)."""
    text, size = fit_line(c, card.title, W - 30, 22, "title", 12)
    c.text(W / 2, 44, text, size, fill=ink.INK, style="title", anchor="mm")
    if card.type == "gold":
        emblems.coin(c, W / 2, H / 2, 60)
    elif card.type == "meeple":
        emblems.crown(c, W / 2, H / 2, 60, palette.NEUTRAL)
    else:
        emblems.cube(c, W / 2 - 60, H / 2 - 60, 120, colour if card.type == "othersider" else palette.NEUTRAL)
