"""The 7th Citadel's card backs: green and gold adventure backs with their number (and a version's pictograph),
the foggy exploration back of its area, the blue action back, and one back for the rest."""
from __future__ import annotations

from gui.faces import palette as ink
from gui.faces.art import gradient
from gui.faces.canvas import Canvas, fit_line, wrap
from gui.faces.shapes import corner_mask
from gui.rulesets.seventh_citadel.faces import text

W = 252.0
COLOURS = {"green": (52, 96, 62), "gold": (170, 130, 40), "exploration": (120, 128, 136), "action": (44, 70, 124),
           "box": (84, 70, 60)}


def back_descriptor(card) -> dict:
    """Everything a back shows, as the rulebook's card types say: an adventure card's number with a version's
    pictograph and, for one taken without a numbox, the number of the card that led to it (the ### icon); an
    exploration card's area and the action printed on its foggy back (a pathfind that flips it, unless the card
    prints its own). Never its title, nor anything of its face."""
    if card.type == "skill":
        return {"kind": "action"}
    if card.get("number") is not None:
        described = {"kind": "gold" if card.get("back") == "gold" else "green", "number": int(card.get("number"))}
        if card.get("source"):
            described["source"] = int(card.get("source"))
        if card.get("back_text"):
            described["text"] = str(card.get("back_text"))
        if card.get("version"):
            described["version"] = str(card.get("version"))
        return described
    if card.get("area") is not None:
        own = card.get("back_action")
        action = text.action_head(own) if own else "PATHFIND · flip this"
        return {"kind": "exploration", "area": str(card.get("area")), "action": action}
    return {"kind": "box"}


def colour(card) -> tuple[int, int, int]:
    return COLOURS[back_descriptor(card)["kind"]]


def render_back(card, width: int, height: int):
    d = back_descriptor(card)
    base = COLOURS[d["kind"]]
    c = Canvas(width, height)
    H = c.height_units
    c.image.paste(gradient(width, height, ink.mix(base, ink.WHITE, 0.25), ink.mix(base, ink.BLACK, 0.45)), (0, 0))
    line = ink.mix(base, (255, 245, 220), 0.55)
    c.rect(9, 9, W - 9, H - 9, outline=line, width=1.6, radius=7)
    c.rect(14, 14, W - 14, H - 14, outline=line, width=0.7, radius=5)
    if d["kind"] in ("green", "gold"):
        number = f"{d['number']:03d}"
        c.rect(W / 2 - 60, H / 2 - 40, W / 2 + 60, H / 2 + 40, fill=ink.mix(base, ink.BLACK, 0.45), outline=line,
               width=2, radius=12)
        c.text(W / 2, H / 2 + 2, number, 52, fill=ink.WHITE, style="title", anchor="mm")
        if d.get("version"):
            words, size = fit_line(c, d["version"].upper(), W - 80, 16, "bold", 9)
            c.rect(40, H / 2 + 52, W - 40, H / 2 + 76, fill=ink.PARCHMENT, radius=11)
            c.text(W / 2, H / 2 + 64, words, size, fill=ink.INK, style="bold", anchor="mm")
        if d.get("text"):  # its flavor text, read before the card is revealed
            for k, said in enumerate(wrap(c, d["text"], W - 56, 10.5, "italic")[:4]):
                c.text(W / 2, H / 2 + 96 + k * 13, said, 10.5, fill=ink.mix(line, ink.WHITE, 0.5), style="italic",
                       anchor="mm")
        if d.get("source"):
            words, size = fit_line(c, f"from {d['source']:03d}", W - 120, 15, "bold", 9)
            c.rect(60, H / 2 - 76, W - 60, H / 2 - 52, fill=ink.PARCHMENT, radius=11)
            c.text(W / 2, H / 2 - 64, words, size, fill=ink.INK, style="bold", anchor="mm")
    elif d["kind"] == "exploration":
        c.rect(W / 2 - 46, H / 2 - 46, W / 2 + 46, H / 2 + 46, fill=(90, 100, 112), outline=(240, 244, 246), width=2,
               radius=46)
        c.text(W / 2, H / 2 + 2, d["area"], 40, fill=ink.WHITE, style="title", anchor="mm")
        words, size = fit_line(c, d["action"], W - 44, 13, "bold", 8)
        c.rect(22, H / 2 + 60, W - 22, H / 2 + 86, fill=(232, 236, 238), outline=(60, 68, 76), width=1, radius=6)
        c.text(W / 2, H / 2 + 73, words, size, fill=ink.INK, style="bold", anchor="mm")
    elif d["kind"] == "action":
        c.icon("difficulty", W / 2 - 40, H / 2 - 42, 80, (214, 168, 60))
    c.text(W / 2, H - 34, "FOGBOUND", 13, fill=line, style="title", anchor="mm")
    c.image.putalpha(corner_mask(width, height, 10 * c.s))
    return c.image
