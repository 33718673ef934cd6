"""A card's art file, read safely and cover-cropped into a window, and the small tools of procedural pictures."""
from __future__ import annotations

import hashlib
import random
from pathlib import Path

from PIL import Image, ImageColor, ImageOps

MAX_ART_PIXELS = 40_000_000  # a decompression bomb is refused like a missing picture


def figure_color(value) -> tuple[int, int, int]:
    """A colour a pack names (any CSS-style colour), grey if missing or unreadable."""
    try:
        return ImageColor.getrgb(str(value))[:3] if value else (128, 128, 128)
    except ValueError:
        return (128, 128, 128)


def art_path(card, pack_folder) -> Path | None:
    """The card's art file inside the pack's `art/` folder, or None (no art, or a path escaping the pack)."""
    name = card.data.get("art") if card.data else None
    if not name or pack_folder is None:
        return None
    base = (Path(pack_folder) / "art").resolve()
    path = (base / str(name)).resolve()
    if not path.is_relative_to(base):
        return None
    return path


def load_art(path: Path | None, width: int, height: int) -> Image.Image | None:
    """The picture scaled to cover width x height and centre-cropped, or None if it cannot be read."""
    if path is None or width < 1 or height < 1:
        return None
    try:
        with Image.open(path) as image:
            if image.width * image.height > MAX_ART_PIXELS:
                return None
            image.draft("RGB", (width, height))  # JPEG decodes at a reduced scale directly
            picture = image.convert("RGB")
    except (OSError, ValueError, Image.DecompressionBombError):
        return None
    return cover(picture, width, height)


def cover(picture: Image.Image, width: int, height: int) -> Image.Image:
    scale = max(width / picture.width, height / picture.height)
    crop_w, crop_h = width / scale, height / scale
    left, top = (picture.width - crop_w) / 2, (picture.height - crop_h) / 2
    return picture.resize((width, height), Image.Resampling.LANCZOS, box=(left, top, left + crop_w, top + crop_h),
                          reducing_gap=2.0)


def seeded(card) -> random.Random:
    """The same card always gets the same scene."""
    digest = hashlib.sha256(f"{card.id}|{card.type}".encode()).digest()
    return random.Random(int.from_bytes(digest[:8], "big"))


def gradient(width: int, height: int, top, bottom) -> Image.Image:
    ramp = Image.linear_gradient("L").resize((max(1, width), max(1, height)), Image.Resampling.BILINEAR)
    return ImageOps.colorize(ramp, black=top, white=bottom)
