"""Export the program icon in every size the three platforms want: `python packaging/make_icons.py OUT`.

OUT gets `png/fogbound-<size>.png` (16..512, also the Linux hicolor sizes), `fogbound.ico` (Windows,
16..256 in one file) and `fogbound.iconset/` (what macOS's iconutil turns into an .icns).
"""
from __future__ import annotations

import sys
from pathlib import Path

from PIL import Image

sys.path.insert(0, str(Path(__file__).resolve().parent))
from icon_art import draw_icon  # noqa: E402

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# macOS iconset: each point size at 1x and 2x
ICONSET_POINTS = (16, 32, 128, 256, 512)


def export(out: Path) -> list[Path]:
    """Write every icon file below `out`; returns the files written."""
    cache: dict[int, Image.Image] = {}

    def icon(size: int) -> Image.Image:
        if size not in cache:
            cache[size] = draw_icon(size)
        return cache[size]

    written = []
    png = out / "png"
    png.mkdir(parents=True, exist_ok=True)
    for size in PNG_SIZES:
        path = png / f"fogbound-{size}.png"
        icon(size).save(path, optimize=True)
        written.append(path)

    ico = out / "fogbound.ico"
    # Pillow writes one frame per size; frames drawn at their own size keep the small-size drawing
    icon(256).save(ico, format="ICO", sizes=[(s, s) for s in ICO_SIZES],
                   append_images=[icon(s) for s in ICO_SIZES if s != 256])
    written.append(ico)

    iconset = out / "fogbound.iconset"
    iconset.mkdir(exist_ok=True)
    for points in ICONSET_POINTS:
        for factor, suffix in ((1, ""), (2, "@2x")):
            path = iconset / f"icon_{points}x{points}{suffix}.png"
            icon(points * factor).save(path, optimize=True)
            written.append(path)
    return written


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    for path in export(Path(argv[0])):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
