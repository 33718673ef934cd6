"""The rules part of a front, as rows: effects, actions with cost/difficulty/success/failure, recipes, text."""
from __future__ import annotations

from gui.faces.canvas import Canvas
from gui.faces.rows import Row, Token, icon, spacer, text_rows, word
from gui.rulesets.seventh_continent.faces import palette
from gui.rulesets.seventh_continent.faces.consequences import consequence_tokens, effect_tokens, requirement_tokens
from gui.rulesets.seventh_continent.faces.numbox import flow

ACTION_NAMES = {"make_fire": "make fire"}


def action_rows(c: Canvas, action, width: float, size: float, frame) -> list[Row]:
    """One action box: a dark header (icon, cost diamond, difficulty stars, flags), white success, black failure."""
    if not hasattr(action, "get"):
        return flow(c, [icon("special"), word(str(action))], width, size)
    rows = [Row(size * 2.4, _header_painter(action, size, frame))]
    if action.get("requires"):
        rows += flow(c, [Token("label", "needs")] + requirement_tokens(action["requires"]), width, size,
                     bg=palette.PARCHMENT_DARK, pad=size * 0.5)
    success = consequence_tokens(action.get("success"))
    failure = consequence_tokens(action.get("failure"))
    if success:
        rows += flow(c, [icon("difficulty")] + success, width, size, bg=palette.WHITE, pad=size * 0.5)
    if failure:
        rows += flow(c, [icon("curse")] + failure, width, size, color=palette.WHITE, bg=palette.BLACK, pad=size * 0.5)
    return rows


def _header_painter(action, size, frame):
    height = size * 2.4

    def paint(c: Canvas, x, y, w):
        dark = palette.mix(frame, (0, 0, 0), 0.45)
        c.rect(x, y, x + w, y + height, fill=dark, radius=size * 0.4)
        c.rect(x, y + height / 2, x + w, y + height, fill=dark)
        mid = y + height / 2
        name = str(action.get("icon", "use"))
        ring = height * 0.86
        cx = x + size * 0.3
        c.rect(cx, mid - ring / 2, cx + ring, mid + ring / 2, fill=palette.PARCHMENT, radius=ring / 2)
        c.icon(name, cx + ring * 0.17, mid - ring * 0.33, ring * 0.66, palette.INK)
        cx += ring + size * 0.4
        label = ACTION_NAMES.get(name, name.replace("_", " "))
        c.text(cx, mid, label, size * 1.05, fill=palette.WHITE, style="bold", anchor="lm")
        cx = x + w - size * 0.4
        # right to left: difficulty, cost, flags, so numbers line up across boxes
        difficulty = int(action.get("difficulty", 0) or 0)
        star = size * 1.45
        shown = difficulty if 0 < difficulty <= 3 else 1
        for _ in range(shown):
            cx -= star
            c.icon("difficulty", cx, mid - star / 2, star, palette.STAR_GOLD if difficulty else palette.INK_SOFT)
        if difficulty == 0 or difficulty > 3:
            text = "0" if difficulty == 0 else f"{difficulty}×"
            cx -= c.text_width(text, size, "bold") + size * 0.2
            c.text(cx, mid, text, size, fill=palette.STAR_GOLD, style="bold", anchor="lm")
        cx -= size * 0.5
        diamond = size * 2.1
        cx -= diamond
        c.icon("cost", cx - size * 0.1, mid - diamond / 2 - size * 0.1, diamond + size * 0.2, palette.WHITE)
        c.icon("cost", cx, mid - diamond / 2, diamond, palette.COST_BLUE)
        c.text(cx + diamond / 2, mid, str(action.get("cost", 0)), size * 1.05, fill=palette.WHITE, style="bold",
               anchor="mm")
        flag = size * 1.35
        for key, icon_name in (("locked", "locked"), ("all", "all_characters"), ("mandatory", "mandatory")):
            if action.get(key):
                cx -= flag + size * 0.35
                c.icon(icon_name, cx, mid - flag / 2, flag, palette.STAR_GOLD if key == "mandatory" else palette.WHITE)
    return paint


def effect_rows(c: Canvas, effects, width, size) -> list[Row]:
    rows: list[Row] = []
    for effect in effects or ():
        tokens = effect_tokens(effect) if hasattr(effect, "get") else [word(str(effect))]
        rows += flow(c, tokens, width, size)
    return rows


def craft_rows(c: Canvas, craft, width, size) -> list[Row]:
    """A skill's recipe: the resources, then the item it makes (durability, keywords, banner)."""
    if not hasattr(craft, "get"):
        return []
    tokens: list[Token] = [Token("label", "craft")]
    for resource, count in (craft.get("resources") or {}).items():
        tokens += [icon(str(resource)), word(f"×{count}")]
    item = craft.get("item") or {}
    tokens.append(word("→"))
    if hasattr(item, "get"):
        tokens.append(Token("label", str(item.get("title", "item"))))
        if item.get("durability"):
            tokens += [icon(f"die_{max(1, min(6, int(item['durability'])))}")]
        if item.get("keywords"):
            tokens.append(word(", ".join(map(str, item["keywords"]))))
        if item.get("banner"):
            b = item["banner"]
            tokens += [icon("banner"), word(f"{b.get('pictograph', '')} {b.get('value', '')}".strip())]
        for effect in item.get("effects") or ():
            tokens += [word("·")] + effect_tokens(effect)
    return flow(c, tokens, width, size, bg=palette.PARCHMENT_DARK, pad=size * 0.5)


def body_rows(c: Canvas, card, width: float, size: float, flavour_lines: int, frame) -> list[Row]:
    """Every rules row of a front in reading order; flavour text is capped at `flavour_lines`."""
    data = card.data
    gap = size * 0.45
    rows: list[Row] = []

    def block(new_rows):
        if new_rows:
            if rows:
                rows.append(spacer(gap))
            rows.extend(new_rows)

    text = data.get("text")
    if text and flavour_lines:
        style = "regular" if card.type in ("character", "save", "mode", "satchel") else "italic"
        block(text_rows(c, str(text), width, size * 0.95, style, palette.INK_SOFT, max_lines=flavour_lines))
    if data.get("on_reveal"):
        block(flow(c, [Token("label", "on reveal")] + consequence_tokens(data["on_reveal"]), width, size,
                   bg=palette.PARCHMENT_DARK, pad=size * 0.5))
    block(effect_rows(c, data.get("effects"), width, size))
    forbids = data.get("forbids") or ()
    if forbids:
        block(flow(c, [Token("label", "forbidden")] + [icon(str(f)) for f in forbids], width, size))
    mandatory = data.get("mandatory")
    if isinstance(mandatory, str):
        block(flow(c, [icon("mandatory"), Token("label", "on arrival"), icon(mandatory),
                       word(mandatory.replace("_", " "))], width, size))
    elif hasattr(mandatory, "get"):
        block(action_rows(c, dict(mandatory, mandatory=True), width, size, frame))
    for action in data.get("actions") or ():
        block(action_rows(c, action, width, size, frame))
    block(craft_rows(c, data.get("craft"), width, size))
    return rows
