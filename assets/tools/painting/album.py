"""A pack's art as tables of recipes, and the run that paints them: what every sevenths pack's paint script shares."""
from __future__ import annotations

import random
import sys
import tomllib
import zlib
from dataclasses import dataclass, field
from pathlib import Path

from PIL import ImageDraw

from painting.canvas import finish, fog, glow
from painting.landscape import paint_terrain
from painting.motifs import INK, SHAPES, medallion, still_life
from painting.portraits import likeness, portrait


@dataclass
class Album:
    """One pack's recipes by art file name; a scene is a terrain spec and its motifs, misted, maybe lit."""
    pack: Path
    terrains: dict
    scenes: dict
    items: dict
    medallions: dict
    portraits: dict
    item_tone: tuple = (196, 176, 138)
    mist: tuple = ((200, 206, 198), 0.18)
    glows: dict = field(default_factory=dict)  # name prefix -> (centre, radius, colour, strength)
    faces: dict = field(default_factory=dict)  # portraits painted as a face (`likeness`): name -> its keywords

    def paint(self, name: str):
        """The picture for one art file name, and the generator that seeded it (finishing uses it too)."""
        rng = random.Random(zlib.crc32(name.encode()))
        if name in self.terrains:
            return paint_terrain(self.terrains[name], rng), rng
        if name in self.items:
            return still_life(rng, self.items[name], tone=self.item_tone), rng
        if name in self.medallions:
            shape, colour = self.medallions[name]
            return medallion(rng, shape, colour), rng
        if name in self.faces:
            return likeness(rng, **self.faces[name]), rng
        if name in self.portraits:
            return portrait(rng, *self.portraits[name]), rng
        if name in self.scenes:
            spec, motifs = self.scenes[name]
            img = paint_terrain(spec, rng)
            draw = ImageDraw.Draw(img)
            for shape, x, y, size in motifs:
                if shape == "figure":
                    SHAPES[shape](draw, x, y, size, INK)
                else:
                    SHAPES[shape](draw, x, y, size)
            colour, strength = self.mist
            img = fog(img, rng, colour, strength, 0.0, 1.0)  # a breath of mist over the motifs too
            for prefix, light in self.glows.items():
                if name.startswith(prefix):
                    img = glow(img, *light)
                    break
            return img, rng
        raise KeyError(name)

    def main(self, argv: list[str]) -> int:
        """Paint the named pictures, or every one the pack's cards show; report those without a recipe."""
        wanted = argv[1:] or art_names(self.pack)
        (self.pack / "art").mkdir(exist_ok=True)
        missing = []
        for name in wanted:
            try:
                img, rng = self.paint(name)
            except KeyError:
                missing.append(name)
                continue
            finish(img, rng, self.pack / "art" / name)
        total = sum(p.stat().st_size for p in (self.pack / "art").glob("*.png"))
        print(f"painted {len(wanted) - len(missing)} pictures; art folder {total / 1048576:.1f} MB")
        for name in missing:
            print(f"no recipe for {name}", file=sys.stderr)
        return 1 if missing else 0


def art_names(pack: Path) -> list[str]:
    """Every art file name the pack's cards show, in card order, once each."""
    names = []
    for path in sorted((pack / "cards").glob("*.toml")):
        for card in tomllib.loads(path.read_text(encoding="utf-8")).get("card", []):
            if card.get("art") and card["art"] not in names:
                names.append(card["art"])
    return names
