"""The numbox (a card number in a green box) and rule lines that print it, with the symbols kept in colour."""
from __future__ import annotations

from gui.faces import rows
from gui.faces.canvas import Canvas
from gui.faces.rows import Row, Token
from gui.rulesets.seventh_continent.faces import palette

# symbols that keep their printed colour whatever the row's ink
TOKEN_COLORS = {"cost": palette.COST_BLUE, "lucky7": palette.LUCKY_RED, "vital": palette.VITAL_RED}


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


class Numbox:
    """The numbox as a box in rule lines (light-edged on the black failure rows)."""

    def width(self, c: Canvas, text: str, size: float) -> float:
        return numbox_width(c, text, size)

    def paint(self, c: Canvas, x: float, mid: float, text: str, size: float, bg) -> None:
        numbox(c, x, mid - size * 0.75, text, size, light_edge=bg == palette.BLACK)


BOXES = {"numbox": Numbox()}


def flow(c: Canvas, tokens: list[Token], width: float, size: float, color=palette.INK, bg=None,
         pad: float = 0.0) -> list[Row]:
    """Tokens wrapped into rule lines as this game prints them."""
    return rows.flow(c, tokens, width, size, color, bg, pad, boxes=BOXES, colors=TOKEN_COLORS)
