"""Rule text laid out as rows (icons, words, a ruleset's boxed marks) that a face stacks and, if short of
room, cuts."""
from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Callable, Mapping, Protocol

from gui.faces import palette
from gui.faces.canvas import Canvas, truncate, wrap


@dataclass(frozen=True)
class Token:
    """One printed piece of a rule line: `kind` is icon, word, label, or a kind of box the layout draws."""
    kind: str
    text: str = ""
    icon: str = ""


def icon(name: str) -> Token:
    return Token("icon", icon=name)


def word(text: str) -> Token:
    return Token("word", text=text)


class Box(Protocol):
    """A boxed mark a ruleset prints inside rule lines (a card number, say): how wide it is and how it is drawn."""

    def width(self, c: Canvas, text: str, size: float) -> float:
        """Its width in units at this text size."""

    def paint(self, c: Canvas, x: float, mid: float, text: str, size: float, bg) -> None:
        """Draw it from `x` centred on the line's middle `mid`, on the row's background `bg`."""


EMPTY: Mapping = MappingProxyType({})


@dataclass
class Row:
    """One line of a face's body: its height in units and how to paint it at (x, y) across w."""
    height: float
    paint: Callable[[Canvas, float, float, float], None]


def token_width(c: Canvas, token: Token, size: float, boxes: Mapping[str, Box] = EMPTY) -> float:
    if token.kind == "icon":
        return size * 1.35
    if token.kind in boxes:
        return boxes[token.kind].width(c, token.text, size)
    return c.text_width(token.text, size, "bold" if token.kind == "label" else "regular")


def flow(c: Canvas, tokens: list[Token], width: float, size: float, color=palette.INK, bg=None,
         pad: float = 0.0, boxes: Mapping[str, Box] = EMPTY, colors: Mapping[str, tuple] = EMPTY) -> list[Row]:
    """Tokens wrapped into rows of `width` (an icon never ends a line apart from the word after it); `boxes`
    draws the layout's own kinds of token, `colors` keeps some icons in their printed colour whatever the ink."""
    gap = size * 0.32
    inner = width - 2 * pad
    lines: list[list[tuple[Token, float]]] = [[]]
    used = 0.0
    for i, token in enumerate(tokens):
        w = token_width(c, token, size, boxes)
        if token.kind in ("word", "label") and w > inner:
            token = Token(token.kind, truncate(c, token.text, inner, size, "regular"))
            w = token_width(c, token, size, boxes)
        glued = w
        if token.kind == "icon" and i + 1 < len(tokens):
            glued += gap + min(token_width(c, tokens[i + 1], size, boxes), inner / 2)
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
        rows.append(Row(height, _line_painter(line, size, gap, color, bg, pad, height, boxes, colors)))
    return rows


def _line_painter(line, size, gap, color, bg, pad, height, boxes, colors):
    def paint(c: Canvas, x: float, y: float, w: float):
        if bg is not None:
            c.rect(x, y, x + w, y + height + 0.5, fill=bg)
        cx = x + pad
        mid = y + height / 2
        for token, tw in line:
            if token.kind == "icon":
                c.icon(token.icon, cx, mid - size * 0.67, size * 1.35, colors.get(token.icon, color))
            elif token.kind in boxes:
                boxes[token.kind].paint(c, cx, mid, token.text, size, bg)
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
