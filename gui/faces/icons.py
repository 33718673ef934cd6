"""Fogbound's own icon set: every action, resource and rule symbol, drawn by code, as tinted images."""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from PIL import Image, ImageDraw

from gui.faces import glyphs_actions, glyphs_nature, glyphs_symbols  # noqa: F401  (they register the glyphs)
from gui.faces.fonts import font
from gui.faces.pen import GLYPHS, glyph_mask

ACTION_ICONS = ("move", "explore", "dig", "search", "observe", "fight", "hunt", "fish", "climb", "swim", "craft",
                "make_fire", "rest", "cook", "listen", "pray", "use", "sail", "gather", "cut")
RESOURCE_ICONS = ("wood", "stone", "foliage", "vine", "bamboo", "bone", "poison", "fire")
SYMBOL_ICONS = tuple(name for name in GLYPHS if name not in ACTION_ICONS and name not in RESOURCE_ICONS)

# unknown action icons (a pack from a newer version) still get a recognisable mark
FALLBACK = "special"


def has_icon(name: str) -> bool:
    return name in GLYPHS


@lru_cache(maxsize=2048)
def icon_image(name: str, px: int, color: tuple[int, int, int] = (30, 30, 30)) -> Image.Image:
    """An RGBA `px`-square image of the icon in one colour (cached: do not modify it)."""
    mask = glyph_mask(name if name in GLYPHS else FALLBACK, max(4, int(px)))
    tile = Image.new("RGBA", mask.size, color + (255,))
    tile.putalpha(mask)
    return tile


def paste_icon(card: Image.Image, name: str, x: float, y: float, px: int, color=(30, 30, 30)) -> None:
    """Composite an icon onto an RGB or RGBA card image with its top-left corner at (x, y)."""
    tile = icon_image(name, int(px), tuple(color))
    card.paste(tile, (round(x), round(y)), tile)


def export_icons(folder: str | Path, px: int = 64, color=(32, 32, 32)) -> list[Path]:
    """Write every icon as `<name>.png` (transparent, one colour) into `folder` for the table's widgets."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name in sorted(GLYPHS):
        path = folder / f"{name}.png"
        icon_image(name, px, tuple(color)).save(path)
        written.append(path)
    return written


def contact_sheet(px: int = 96, columns: int = 10) -> Image.Image:
    """All icons on one labelled sheet, to look at them side by side."""
    names = sorted(GLYPHS)
    rows = (len(names) + columns - 1) // columns
    cell = px + 28
    sheet = Image.new("RGB", (columns * cell, rows * (cell + 6)), (244, 238, 224))
    draw = ImageDraw.Draw(sheet)
    label = font(11)
    for i, name in enumerate(names):
        x, y = (i % columns) * cell + 14, (i // columns) * (cell + 6) + 6
        paste_icon(sheet, name, x, y, px, (40, 36, 30))
        draw.text((x + px / 2, y + px + 10), name, fill=(90, 80, 70), font=label, anchor="mm")
    return sheet
