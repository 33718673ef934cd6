"""The faces' fonts: DejaVu (or a common system sans) when present, else Pillow's own scalable font."""
from __future__ import annotations

from functools import lru_cache

from PIL import ImageFont

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
