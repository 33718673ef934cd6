"""The faces' fonts: DejaVu (or a common system sans) when present, else Pillow's own scalable font."""
from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw, ImageFont

# tried in order; the first that opens wins (Linux, then Windows, then macOS names)
CANDIDATES = {
    "regular": ("DejaVuSans.ttf", "arial.ttf", "Arial.ttf", "/System/Library/Fonts/Supplemental/Arial.ttf",
                "/Library/Fonts/Arial.ttf", "LiberationSans-Regular.ttf"),
    "bold": ("DejaVuSans-Bold.ttf", "arialbd.ttf", "Arial Bold.ttf", "/System/Library/Fonts/Supplemental/Arial Bold.ttf",
             "/Library/Fonts/Arial Bold.ttf", "LiberationSans-Bold.ttf"),
    "condensed": ("DejaVuSansCondensed-Bold.ttf", "arialnb.ttf", "DejaVuSans-Bold.ttf", "arialbd.ttf",
                  "/System/Library/Fonts/Supplemental/Arial Narrow Bold.ttf", "LiberationSansNarrow-Bold.ttf"),
    "italic": ("DejaVuSerif-Italic.ttf", "DejaVuSans-Oblique.ttf", "georgiai.ttf", "ariali.ttf",
               "/System/Library/Fonts/Supplemental/Georgia Italic.ttf", "LiberationSerif-Italic.ttf"),
    "title": ("DejaVuSerif-Bold.ttf", "georgiab.ttf", "/System/Library/Fonts/Supplemental/Georgia Bold.ttf",
              "LiberationSerif-Bold.ttf", "DejaVuSans-Bold.ttf", "arialbd.ttf"),
}


@lru_cache(maxsize=None)
def _source(style: str) -> str | None:
    for name in CANDIDATES[style]:
        try:
            ImageFont.truetype(name, 12)
            return name
        except OSError:
            continue
    return None


@lru_cache(maxsize=512)
def font(size: float, style: str = "regular") -> ImageFont.FreeTypeFont:
    """A font of `style` (regular, bold, condensed, italic, title) at `size` px, never failing."""
    px = max(5, round(size))
    source = _source(style)
    if source is not None:
        return ImageFont.truetype(source, px)
    return ImageFont.load_default(size=px)


def fallback_in_use() -> bool:
    """True when no system font was found (Pillow's bundled font is drawn instead)."""
    return _source("regular") is None


# typographic marks the faces use, and what to print when a font lacks them
SUBSTITUTES = {"×": "x", "→": "->", "−": "-", "…": "...", "·": "-", "›": ">"}


@lru_cache(maxsize=None)
def _missing_marks(style: str) -> dict[str, str]:
    """The substitutes needed by this style's font (none for DejaVu; some for Pillow's own font)."""
    face = font(20, style)

    def ink(text):
        image = Image.new("L", (48, 40))
        ImageDraw.Draw(image).text((4, 4), text, font=face, fill=255)
        return image.tobytes()

    notdef = ink("\U000F0001")
    return {mark: plain for mark, plain in SUBSTITUTES.items() if ink(mark) == notdef}


def printable(text: str, style: str = "regular") -> str:
    """`text` with any mark the font cannot draw replaced by a plain one."""
    for mark, plain in _missing_marks(style).items():
        if mark in text:
            text = text.replace(mark, plain)
    return text
