"""A card image plus the drawing calls the faces use, in card units (a card is 252 units wide)."""
from __future__ import annotations

from PIL import Image, ImageDraw

from gui.faces.fonts import font, printable
from gui.faces.icons import paste_icon
from gui.faces import palette

UNITS_WIDE = 252.0
ELLIPSIS = "…"


class Canvas:
    """One face being drawn: `s` is pixels per unit, so layouts read the same at every size."""

    def __init__(self, width: int, height: int, background=(0, 0, 0, 0)):
        self.image = Image.new("RGBA", (width, height), background)
        self.draw = ImageDraw.Draw(self.image, "RGBA")  # translucent fills blend
        self.s = width / UNITS_WIDE
        self.height_units = height / self.s

    def px(self, v: float) -> int:
        return round(v * self.s)

    def font(self, size: float, style: str = "regular"):
        return font(size * self.s, style)

    def text_width(self, text: str, size: float, style: str = "regular") -> float:
        return self.font(size, style).getlength(printable(text, style)) / self.s

    def rect(self, x0, y0, x1, y1, fill=None, outline=None, width=1.0, radius=0.0):
        box = (self.px(x0), self.px(y0), self.px(x1) - 1, self.px(y1) - 1)
        w = max(1, self.px(width)) if outline is not None else 0
        if radius:
            self.draw.rounded_rectangle(box, radius=self.px(radius), fill=fill, outline=outline, width=w)
        else:
            self.draw.rectangle(box, fill=fill, outline=outline, width=w)

    def line(self, points, fill, width=1.0):
        self.draw.line([(x * self.s, y * self.s) for x, y in points], fill=fill, width=max(1, self.px(width)))

    def poly(self, points, fill, outline=None):
        self.draw.polygon([(x * self.s, y * self.s) for x, y in points], fill=fill, outline=outline)

    def text(self, x, y, text, size, fill=palette.INK, style="regular", anchor="la"):
        self.draw.text((x * self.s, y * self.s), printable(text, style), fill=fill, font=self.font(size, style), anchor=anchor)

    def icon(self, name, x, y, size, color=palette.INK):
        paste_icon(self.image, name, x * self.s, y * self.s, max(4, self.px(size)), color)

    def overlay(self, box, color, alpha: int, radius=0.0):
        """A translucent panel (for text over art)."""
        x0, y0, x1, y1 = (self.px(v) for v in box)
        if x1 <= x0 or y1 <= y0:
            return
        layer = Image.new("RGBA", (x1 - x0, y1 - y0), (0, 0, 0, 0))
        ImageDraw.Draw(layer).rounded_rectangle((0, 0, x1 - x0 - 1, y1 - y0 - 1), radius=self.px(radius),
                                                fill=tuple(color) + (alpha,))
        self.image.alpha_composite(layer, (x0, y0))


def fit_line(c: Canvas, text: str, width: float, size: float, style: str, min_size: float) -> tuple[str, float]:
    """The text and size that fit one line in `width`: shrink down to `min_size`, then cut with an ellipsis."""
    s = size
    while s > min_size and c.text_width(text, s, style) > width:
        s = max(min_size, s * 0.92)
    if c.text_width(text, s, style) <= width:
        return text, s
    return truncate(c, text, width, s, style), s


def truncate(c: Canvas, text: str, width: float, size: float, style: str) -> str:
    """`text` cut at the end, with an ellipsis, to fit `width`."""
    lo, hi = 0, len(text)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if c.text_width(text[:mid].rstrip() + ELLIPSIS, size, style) <= width:
            lo = mid
        else:
            hi = mid - 1
    return text[:lo].rstrip() + ELLIPSIS


def wrap(c: Canvas, text: str, width: float, size: float, style: str = "regular") -> list[str]:
    """Greedy word wrap; a word longer than the line is broken with an ellipsis."""
    lines: list[str] = []
    for paragraph in str(text).splitlines() or [""]:
        current = ""
        for word in paragraph.split():
            candidate = f"{current} {word}" if current else word
            if c.text_width(candidate, size, style) <= width:
                current = candidate
                continue
            if current:
                lines.append(current)
            current = word if c.text_width(word, size, style) <= width else truncate(c, word, width, size, style)
        lines.append(current)
    return lines
