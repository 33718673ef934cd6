"""Render one face (`render_face`) or a whole pack's faces to PNG files (`fogbound-pack render`), each card
drawn by the card layout of its ruleset's presentation."""
from __future__ import annotations

from pathlib import Path

from PIL import Image

from engine import rulesets as registry
from gui import rulesets

RENDERER_VERSION = 1  # bump when the common machinery changes faces, so every cache rebuilds
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


def ruleset_of(ruleset: str | None) -> str:
    """The ruleset whose layout draws a card: the one named, else the first Fogbound carries (for callers
    holding bare cards, such as a designer's sample sheet)."""
    return ruleset if ruleset is not None else registry.ids()[0]


def layout(ruleset: str | None) -> rulesets.CardFaces:
    """The card layout of a ruleset's presentation."""
    return rulesets.presentation(ruleset_of(ruleset)).cards


def render_face(card, pack_folder, size="table", back: bool = False, ruleset: str | None = None) -> Image.Image:
    """One card's face (or back) as an RGBA image with rounded, transparent corners."""
    width, height = pixel_size(size)
    if back:
        return layout(ruleset).back(card, width, height)
    return layout(ruleset).front(card, pack_folder, width, height)
