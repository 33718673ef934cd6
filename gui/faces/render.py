"""Render one face (`render_face`) or a whole pack's faces to PNG files (`fogbound-pack render`)."""
from __future__ import annotations

from pathlib import Path

from PIL import Image

from gui.faces.backs import render_back
from gui.faces.front import render_front

RENDERER_VERSION = 1  # bump when faces change, so every cache rebuilds
SIZES = {"table": (252, 352), "magnifier": (630, 880)}


def pixel_size(size) -> tuple[int, int]:
    """("table" | "magnifier" | a width in px | (w, h)) as pixels, keeping the 63x88 card ratio for widths."""
    if isinstance(size, str):
        try:
            return SIZES[size]
        except KeyError:
            raise ValueError(f"unknown face size {size!r}: use one of {', '.join(SIZES)} or a width in pixels") from None
    if isinstance(size, int):
        if size < 40:
            raise ValueError(f"a face {size} px wide is too small to draw")
        return size, round(size * 88 / 63)
    w, h = size
    return int(w), int(h)


def render_face(card, pack_folder, size="table", back: bool = False) -> Image.Image:
    """One card's face (or back) as an RGBA image with rounded, transparent corners."""
    width, height = pixel_size(size)
    if back:
        return render_back(card, width, height)
    return render_front(card, pack_folder, width, height)


def render_pack_to_folder(pack, out_folder, size="table", backs: bool = True) -> list[Path]:
    """Write `<card id>.png` (and `<card id>.back.png`) for every card of `pack` into `out_folder`."""
    out = Path(out_folder)
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for card_id, card in sorted(pack.cards.items()):
        path = out / f"{card_id}.png"
        render_face(card, pack.folder, size).save(path)
        written.append(path)
        if backs:
            path = out / f"{card_id}.back.png"
            render_face(card, pack.folder, size, back=True).save(path)
            written.append(path)
    return written
