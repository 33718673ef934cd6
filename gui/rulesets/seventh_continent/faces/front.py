"""A card's front: frame, title band with numbox and corner badge, picture, type line, then the rules."""
from __future__ import annotations

from PIL import Image

from engine.rulesets.seventh_continent.cards import back_of, deck_of, number_of
from gui.faces import shapes
from gui.faces.art import figure_color, seeded
from gui.faces.canvas import Canvas, fit_line
from gui.rulesets.seventh_continent.faces import badges, palette
from gui.rulesets.seventh_continent.faces.body import body_rows
from gui.rulesets.seventh_continent.faces.consequences import is_action_icon
from gui.rulesets.seventh_continent.faces.numbox import numbox, numbox_width
from gui.rulesets.seventh_continent.faces.pictures import picture

EDGE = 7.0          # frame thickness
TITLE_H = 28.0
TYPE_LINE_H = 13.0
BODY_SIZE = 7.6     # body text: 19 px on a 630 px magnifier face
PAD = 5.0
STRIP_W = 30.0      # a skill's stars
MIN_ART = {"terrain": 110.0, "character": 96.0, "skill": 54.0}
DEFAULT_MIN_ART = 64.0
# (body scale, flavour lines), best first: drop flavour before shrinking the rules, shrink before cutting
FITS = [(1.25, 5), (1.12, 5), (1.0, 5), (1.0, 3), (1.0, 2), (0.92, 2), (0.85, 2), (0.85, 1), (0.78, 1), (0.72, 0), (0.66, 0), (0.6, 0)]


def type_label(card) -> str:
    label = palette.TYPE_LABELS.get(card.type, card.type.replace("_", " ").capitalize())
    if card.type == "skill" and card.data.get("advanced"):
        label = "Advanced skill"
    if deck_of(card) == "exploration":
        label = f"{label} · area {card.data.get('area')}"
    if card.type == "skill" and card.data.get("character"):
        label = f"{label} · {person(card.data['character'])}"
    if card.type == "clue" and card.data.get("curse"):
        label = f"{label} · {str(card.data['curse']).replace('-', ' ')}"
    return label


def person(card_id) -> str:
    """A character's card id as a name ("char-wren" -> "Wren")."""
    name = str(card_id)
    for prefix in ("character-", "char-"):
        if name.startswith(prefix):
            name = name[len(prefix):]
    return name.replace("-", " ").title()


def main_icon(card) -> str:
    """The type's emblem (or the action that caused an event)."""
    caused = card.data.get("caused_by")
    if caused and is_action_icon(str(caused)):
        return str(caused)
    return palette.TYPE_ICONS.get(card.type, "special")


def picture_icon(card) -> str:
    """What a procedural picture shows: what the card is for (its first action or helped action), else its type."""
    data = card.data
    if card.type == "character":
        return "figure"
    for action in data.get("actions") or ():
        if hasattr(action, "get") and is_action_icon(str(action.get("icon"))):
            return str(action["icon"])
    for effect in data.get("effects") or ():
        icons = effect.get("icon") if hasattr(effect, "get") else None
        icons = [icons] if isinstance(icons, str) else list(icons or ())
        if icons and is_action_icon(str(icons[0])):
            return str(icons[0])
    return main_icon(card)


def render_front(card, pack_folder, width: int, height: int) -> Image.Image:
    c = Canvas(width, height)
    W, H = 252.0, c.height_units
    frame = palette.frame_color(card.type)
    c.rect(0, 0, W, H, fill=frame)
    c.rect(EDGE - 1.2, EDGE - 1.2, W - EDGE + 1.2, H - EDGE + 1.2, fill=palette.mix(frame, (255, 230, 170), 0.35),
           radius=4)
    c.rect(EDGE, EDGE, W - EDGE, H - EDGE, fill=palette.PARCHMENT, radius=3)

    inner_x0, inner_x1 = EDGE, W - EDGE
    art_x0 = inner_x0 + (STRIP_W if card.type == "skill" else 0)
    top = EDGE + TITLE_H
    body_w = inner_x1 - inner_x0 - 2 * PAD
    bottom = H - EDGE - PAD
    min_art = MIN_ART.get(card.type, DEFAULT_MIN_ART)

    # on these cards the text is the content, not flavour
    story = 3 if card.type in ("character", "save", "mode", "satchel", "clue", "quest_item") else 1
    for scale, flavour in FITS:
        rows = body_rows(c, card, body_w, BODY_SIZE * scale, flavour * story, frame)
        body_h = sum(r.height for r in rows)
        art_h = bottom - top - TYPE_LINE_H - PAD - body_h
        if art_h >= min_art:
            break
    art_h = max(min_art, min(art_h, H * 0.64))
    art_box = (art_x0, top, inner_x1, top + art_h)

    _picture(c, card, pack_folder, art_box)
    _title_band(c, card, frame, W)
    if card.type == "skill":
        badges.skill_strip(c, inner_x0, top, art_x0, top + art_h, card, frame)
    _art_marks(c, card, art_box)
    _type_line(c, card, inner_x0, inner_x1, top + art_h)

    y = top + art_h + TYPE_LINE_H + PAD
    cut = False
    for row in rows:
        if y + row.height > bottom + 0.5:
            cut = True
            break
        row.paint(c, inner_x0 + PAD, y, body_w)
        y += row.height
    if cut:  # the rules did not fit even at the smallest size: say so rather than overflow
        c.rect(W - EDGE - 16, H - EDGE - 10, W - EDGE - 2, H - EDGE - 1, fill=palette.INK, radius=3)
        c.text(W - EDGE - 9, H - EDGE - 5.5, "…", 8, fill=palette.WHITE, style="bold", anchor="mm")

    for side in card.data.get("placement") or ():
        badges.placement_arrow(c, str(side).upper(), W, H, frame)
    c.image.putalpha(shapes.corner_mask(width, height, 10 * c.s))
    return c.image


def _picture(c: Canvas, card, pack_folder, box):
    x0, y0, x1, y1 = (c.px(v) for v in box)
    if x1 - x0 < 2 or y1 - y0 < 2:
        return
    art = picture(card, pack_folder, x1 - x0, y1 - y0, main_icon(card) if card.type == "terrain" else picture_icon(card))
    c.image.paste(art, (x0, y0))


def _title_band(c: Canvas, card, frame, W):
    y0, y1 = EDGE, EDGE + TITLE_H
    c.rect(EDGE, y0, W - EDGE, y1, fill=frame)
    c.line([(EDGE, y1 - 0.5), (W - EDGE, y1 - 0.5)], palette.mix(frame, (255, 230, 170), 0.45), 1.0)
    mid = (y0 + y1) / 2
    x0 = EDGE + 3
    if number_of(card) is not None:
        size = 11.5
        numbox(c, x0, mid - size * 0.75, str(number_of(card)), size, light_edge=True)
        if back_of(card) == "gold":
            c.icon("difficulty", x0 + numbox_width(c, str(number_of(card)), size) - 4, mid - size * 0.95, 7, palette.STAR_GOLD)
        x0 += numbox_width(c, str(number_of(card)), size) + 4
    right = W - EDGE - 3
    right = _corner_badge(c, card, frame, right, mid)
    text, size = fit_line(c, card.title, right - x0 - 3, 14.5, "title", 8.0)
    c.text((x0 + right) / 2, mid + 0.5, text, size, fill=palette.WHITE, style="title", anchor="mm")


def _corner_badge(c: Canvas, card, frame, right, mid) -> float:
    """The top-right mark of a type; returns where the title must stop."""
    data, size = card.data, 21.0
    badge = palette.mix(frame, (0, 0, 0), 0.35)
    if card.type == "item" and data.get("durability"):
        shapes.die(c, right - size, mid - size / 2, size, data["durability"])
        return right - size - 2
    if card.type == "state" and data.get("vital"):
        shapes.round_badge(c, right - size, mid - size / 2, size, "vital", palette.PARCHMENT, palette.VITAL_RED)
        return right - size - 2
    if card.type == "skill" and data.get("advanced"):
        text = str(data.get("xp", "?"))
        w = c.text_width(text, 10, "bold") + 18
        c.rect(right - w, mid - 9, right, mid + 9, fill=palette.STAR_GOLD, radius=4)
        c.icon("xp", right - w + 3, mid - 6.5, 13, palette.INK)
        c.text(right - 3, mid, text, 10, fill=palette.INK, style="bold", anchor="rm")
        return right - w - 2
    if card.type == "character" and data.get("figure"):
        color = figure_color(data["figure"])
        c.rect(right - size, mid - size / 2, right, mid + size / 2, fill=color, outline=palette.WHITE, width=1.5,
               radius=size / 2)
        return right - size - 2
    if deck_of(card) == "exploration" or (card.type == "terrain" and data.get("area")):
        text = str(data.get("area"))
        w = max(size, c.text_width(text, 11, "title") + 8)
        c.rect(right - w, mid - size / 2, right, mid + size / 2, fill=palette.FOG_BACK, outline=palette.WHITE,
               width=1.0, radius=5)
        c.text(right - w / 2, mid + 0.5, text, 11, fill=palette.WHITE, style="title", anchor="mm")
        right -= w + 2
        if card.type == "terrain":
            return right
    name = main_icon(card)
    shapes.round_badge(c, right - size, mid - size / 2, size, name, badge)
    return right - size - 2


def _art_marks(c: Canvas, card, box):
    data = card.data
    x0, y0, x1, y1 = box
    if data.get("hidden"):
        badges.hidden_numbers(c, box, data["hidden"], seeded(card))
    resources = [str(r) for r in data.get("resources") or ()]
    if resources:
        size = 15.0
        w = len(resources) * (size + 2) + 4
        c.rect(x0 + 3, y1 - size - 7, x0 + 3 + w, y1 - 3, fill=palette.PARCHMENT + (225,), radius=4)
        for i, name in enumerate(resources):
            c.icon(name, x0 + 5 + i * (size + 2), y1 - size - 5, size, palette.INK)
    for arrow in data.get("arrows") or ():
        if hasattr(arrow, "get"):
            badges.terrain_arrow(c, str(arrow.get("side", "N")).upper(), box, arrow.get("numbox"),
                                 data.get("area"), 9.0)
    if data.get("banner") and hasattr(data["banner"], "get"):
        b = data["banner"]
        badges.banner(c, x1, y1 - 3, 7.5, str(b.get("pictograph", "")), b.get("value"))
    if card.type == "temporary_event" and data.get("banish"):
        shapes.round_badge(c, x0 + 4, y0 + 4, 18, "banish", palette.BLACK)


def _type_line(c: Canvas, card, x0, x1, y):
    c.rect(x0, y, x1, y + TYPE_LINE_H, fill=palette.PARCHMENT_DARK)
    mid = y + TYPE_LINE_H / 2
    label, size = fit_line(c, type_label(card).upper(), (x1 - x0) * 0.55, 6.8, "bold", 5.0)
    c.text(x0 + PAD, mid, label, size, fill=palette.INK_SOFT, style="bold", anchor="lm")
    keywords = ", ".join(str(k) for k in card.data.get("keywords") or ())
    if keywords:
        room = x1 - x0 - 3 * PAD - c.text_width(label, size, "bold")
        text, ksize = fit_line(c, keywords, room, 7.2, "italic", 5.5)
        c.text(x1 - PAD, mid, text, ksize, fill=palette.INK, style="italic", anchor="rm")
