"""Rule text laid out as rows (icons, numboxes, words) that a face stacks and, if short of room, cuts."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from gui.faces import palette
from gui.faces.canvas import Canvas, truncate, wrap
from gui.faces.consequences import Token


# symbols that keep their printed colour whatever the row's ink
TOKEN_COLORS = {"cost": palette.COST_BLUE, "lucky7": palette.LUCKY_RED, "vital": palette.VITAL_RED}


@dataclass
class Row:
    """One line of a face's body: its height in units and how to paint it at (x, y) across w."""
    height: float
    paint: Callable[[Canvas, float, float, float], None]


def numbox(c: Canvas, x: float, y: float, text: str, size: float, light_edge=False) -> float:
    """Draw the card-number box; returns its width."""
    w = numbox_width(c, text, size)
    h = size * 1.5
    c.rect(x, y, x + w, y + h, fill=palette.NUMBOX, outline=palette.NUMBOX_EDGE if light_edge else (16, 44, 26),
           width=max(0.6, size * 0.09), radius=size * 0.22)
    c.text(x + w / 2, y + h / 2, text, size * 1.02, fill=palette.WHITE, style="bold", anchor="mm")
    return w


def numbox_width(c: Canvas, text: str, size: float) -> float:
    return c.text_width(text, size * 1.02, "bold") + size * 0.8


def token_width(c: Canvas, token: Token, size: float) -> float:
    if token.kind == "icon":
        return size * 1.35
    if token.kind == "numbox":
        return numbox_width(c, token.text, size)
    return c.text_width(token.text, size, "bold" if token.kind == "label" else "regular")


def flow(c: Canvas, tokens: list[Token], width: float, size: float, color=palette.INK, bg=None,
         pad: float = 0.0) -> list[Row]:
    """Tokens wrapped into rows of `width` (an icon never ends a line apart from the word after it)."""
    gap = size * 0.32
    inner = width - 2 * pad
    lines: list[list[tuple[Token, float]]] = [[]]
    used = 0.0
    for i, token in enumerate(tokens):
        w = token_width(c, token, size)
        if token.kind in ("word", "label") and w > inner:
            token = Token(token.kind, truncate(c, token.text, inner, size, "regular"))
            w = token_width(c, token, size)
        glued = w
        if token.kind == "icon" and i + 1 < len(tokens):
            glued += gap + min(token_width(c, tokens[i + 1], size), inner / 2)
        if lines[-1] and used + gap + glued > inner:
            lines.append([])
            used = 0.0
        if lines[-1]:
            used += gap
        lines[-1].append((token, w))
        used += w
    height = size * 1.75
    rows = []
    for line in lines:
        if not line:
            continue
        rows.append(Row(height, _line_painter(line, size, gap, color, bg, pad, height)))
    return rows


def _line_painter(line, size, gap, color, bg, pad, height):
    def paint(c: Canvas, x: float, y: float, w: float):
        if bg is not None:
            c.rect(x, y, x + w, y + height + 0.5, fill=bg)
        cx = x + pad
        mid = y + height / 2
        for token, tw in line:
            if token.kind == "icon":
                c.icon(token.icon, cx, mid - size * 0.67, size * 1.35, TOKEN_COLORS.get(token.icon, color))
            elif token.kind == "numbox":
                numbox(c, cx, mid - size * 0.75, token.text, size, light_edge=bg == palette.BLACK)
            else:
                c.text(cx, mid, token.text, size, fill=color, style="bold" if token.kind == "label" else "regular",
                       anchor="lm")
            cx += tw + gap
    return paint


def text_rows(c: Canvas, text: str, width: float, size: float, style="regular", color=palette.INK,
              align="left", max_lines: int | None = None) -> list[Row]:
    """Wrapped text as rows; beyond `max_lines` the last kept line ends with an ellipsis."""
    lines = wrap(c, text, width, size, style)
    if max_lines is not None and len(lines) > max_lines:
        lines = lines[:max_lines]
        if max_lines:
            lines[-1] = truncate(c, lines[-1] + " …", width, size, style) if lines[-1] else "…"
    height = size * 1.32
    rows = []
    for line in lines:
        def paint(c, x, y, w, line=line):
            if align == "center":
                c.text(x + w / 2, y + height / 2, line, size, fill=color, style=style, anchor="mm")
            else:
                c.text(x, y + height / 2, line, size, fill=color, style=style, anchor="lm")
        rows.append(Row(height, paint))
    return rows


def spacer(height: float, color=None) -> Row:
    def paint(c, x, y, w):
        if color is not None:
            c.rect(x, y, x + w, y + height, fill=color)
    return Row(height, paint)


def rule(height: float, color) -> Row:
    """A thin divider line centred in its row."""
    def paint(c, x, y, w):
        c.line([(x + w * 0.15, y + height / 2), (x + w * 0.85, y + height / 2)], color, max(0.5, height * 0.2))
    return Row(height, paint)
