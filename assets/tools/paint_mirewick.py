"""Paint the art of The Lamps of Mirewick (tiles of square spaces, hero portraits, hostiles, finds) with Pillow.

    .venv/bin/python assets/tools/paint_mirewick.py

Run by hand; the PNGs are committed. Every picture has its own seed (the CRC of its file name), so a run
repaints the same pictures byte for byte. A tile is painted at 64 pixels a space, its spaces' edges drawn
faintly so the table's grid and the picture agree. A card whose art has no recipe here is reported.
"""
from __future__ import annotations

import math
import random
import sys
import tomllib
import zlib
from pathlib import Path

from PIL import Image, ImageDraw, ImageFilter

sys.path.insert(0, str(Path(__file__).resolve().parent))

from painting.canvas import finish, glow, mix, noise, vertical_gradient  # noqa: E402

PACK = Path(__file__).resolve().parents[1] / "packs" / "mirewick"
SPACE = 64

# tile -> (ground colour, motif)
TILES = {
    "drop-zone": ((92, 70, 48), "planks"), "extraction-zone": ((40, 60, 70), "mooring"),
    "market-square": ((96, 88, 78), "stalls"), "chandlers-row": ((88, 80, 70), "shopfronts"),
    "cobbled-lane": ((84, 80, 76), "lamps"), "lamp-court": ((90, 84, 70), "fountain"),
    "belfry-yard": ((72, 70, 74), "graves"), "bell-pit": ((46, 42, 48), "pit"),
    "tannery-steps": ((92, 74, 56), "vats"), "gallows-green": ((56, 74, 50), "gallows"),
    "canal-bridge": ((80, 78, 74), "canal"), "undercroft": ((52, 50, 56), "pillars"),
    "flooded-archive": ((58, 62, 66), "shelves"), "watch-house": ((86, 72, 60), "watchfire"),
}
HEROES = {"orsa": ((214, 150, 60), "lamp"), "brannoc": ((120, 110, 92), "spade"), "vell": ((70, 110, 96), "knives"),
          "idrenne": ((150, 60, 56), "hat"), "thessaly": ((96, 80, 140), "rooks"), "corvin": ((110, 120, 140), "staff")}
HOSTILES = {"gutter-rat": "rat", "drowned-watchman": "watchman", "drowned-sergeant": "sergeant",
            "lamp-eater": "eater", "bellwraith": "bell", "belfry-horror": "tower"}
FINDS = {"brass-lamp": "lamp", "bell-shard": "shard", "oilskin-cloak": "cloak", "realmstone": "stone", "object": "crate"}


def seeded(name: str) -> random.Random:
    return random.Random(zlib.crc32(name.encode()))


# -- tiles ------------------------------------------------------------------------------------------------
def cobbles(size, ground, rng) -> Image.Image:
    w, h = size
    img = Image.new("RGB", size, ground)
    tone = noise(rng, size, cells=(max(2, w // 48), max(2, h // 48)), octaves=3)
    img = Image.composite(Image.new("RGB", size, mix(ground, (20, 18, 16), 0.4)), img, tone.point(lambda v: v // 2))
    d = ImageDraw.Draw(img)
    step = 16
    for y in range(0, h, step):
        shift = (y // step) % 2 * step // 2
        for x in range(-step, w, step):
            c = mix(ground, (200, 190, 170), rng.uniform(0.0, 0.18))
            d.rounded_rectangle([x + shift + 1, y + 1, x + shift + step - 2, y + step - 2], radius=4, fill=c)
    return img.filter(ImageFilter.GaussianBlur(0.6))


def paint_tile(tile_id: str, size_spaces, path: Path) -> None:
    rng = seeded(path.name)
    ground, motif = TILES[tile_id]
    w, h = size_spaces[0] * SPACE, size_spaces[1] * SPACE
    img = cobbles((w, h), ground, rng)
    d = ImageDraw.Draw(img)
    if motif == "planks":
        for y in range(0, h, 20):
            d.rectangle([0, y, w, y + 17], fill=mix(ground, (150, 110, 70), rng.uniform(0.2, 0.5)))
        for x in range(10, w, 70):
            d.ellipse([x, 10, x + 14, 24], fill=(40, 30, 20))
    elif motif == "mooring":
        d.rectangle([0, 0, w, h], fill=(28, 46, 60))
        for k in range(40):
            y = rng.randrange(h)
            x = rng.randrange(w)
            d.line([x, y, x + rng.randint(8, 30), y], fill=(70, 100, 120), width=2)
        d.polygon([(w * 0.2, h * 0.3), (w * 0.8, h * 0.3), (w * 0.7, h * 0.75), (w * 0.3, h * 0.75)], fill=(90, 60, 38))
        img = glow(img, (w * 0.5, h * 0.25), 40, (255, 200, 110), 0.9)
    elif motif == "stalls":
        for _ in range(6):
            x, y = rng.randrange(0, w - 70), rng.randrange(0, h - 50)
            colour = rng.choice([(150, 60, 50), (60, 90, 120), (140, 120, 50), (80, 110, 70)])
            d.rectangle([x, y, x + 60, y + 40], fill=mix(colour, (0, 0, 0), 0.2))
            for k in range(0, 60, 12):
                d.rectangle([x + k, y, x + k + 6, y + 40], fill=colour)
    elif motif == "shopfronts":
        d.rectangle([0, 0, w, 20], fill=(60, 44, 36))
        for x in range(0, w, 64):
            d.rectangle([x + 8, 2, x + 54, 16], fill=(220, 170, 90))
    elif motif == "lamps":
        for x in range(32, w, 128):
            img = glow(img, (x, 30), 50, (255, 190, 100), 0.7)
    elif motif == "fountain":
        cx, cy = w // 2, h // 2
        d.ellipse([cx - 70, cy - 70, cx + 70, cy + 70], fill=(110, 104, 96))
        d.ellipse([cx - 55, cy - 55, cx + 55, cy + 55], fill=(40, 64, 80))
    elif motif == "graves":
        for _ in range(8):
            x, y = rng.randrange(10, w - 30), rng.randrange(10, h - 40)
            d.rounded_rectangle([x, y, x + 20, y + 30], radius=8, fill=(120, 118, 124))
    elif motif == "pit":
        cx, cy = w // 2, h // 2
        d.ellipse([cx - 140, cy - 140, cx + 140, cy + 140], fill=(96, 90, 84))        # the rim's worn flagstones
        for k in range(36):                                                            # its blocks, edge on edge
            a = k * 2 * math.pi / 36
            x, y = cx + 124 * math.cos(a), cy + 124 * math.sin(a)
            d.ellipse([x - 13, y - 13, x + 13, y + 13], fill=mix((128, 120, 108), (60, 56, 52), rng.random() * 0.5))
        for r in range(110, 10, -8):                                                   # the shaft going down
            d.ellipse([cx - r, cy - r, cx + r, cy + r], fill=mix((10, 8, 14), (70, 66, 76), r / 110))
        for k in range(7):                                                             # steps spiralling down
            a = k * 0.7
            x, y = cx + (96 - 9 * k) * math.cos(a), cy + (96 - 9 * k) * math.sin(a)
            d.rectangle([x - 10, y - 5, x + 10, y + 5], fill=(110, 102, 92))
        d.polygon([(cx - 26, cy + 6), (cx - 16, cy - 30), (cx + 16, cy - 30), (cx + 26, cy + 6)], fill=(120, 96, 52))
        d.rectangle([cx - 30, cy + 4, cx + 30, cy + 12], fill=(140, 112, 60))        # the bell, hanging below
        d.line([cx, cy - 30, cx, cy - 110], fill=(60, 50, 40), width=4)
        img = glow(img, (cx, cy + 8), 50, (150, 170, 230), 0.4)
    elif motif == "vats":
        for x in range(30, w, 70):
            d.ellipse([x - 24, h // 2 - 24, x + 24, h // 2 + 24], fill=(110, 70, 40))
            d.ellipse([x - 18, h // 2 - 18, x + 18, h // 2 + 18], fill=(70, 40, 30))
    elif motif == "gallows":
        d.rectangle([w // 2 - 6, 20, w // 2 + 6, h - 40], fill=(60, 40, 28))
        d.rectangle([w // 2 - 6, 20, w // 2 + 60, 32], fill=(60, 40, 28))
        d.line([w // 2 + 50, 32, w // 2 + 50, 80], fill=(150, 130, 90), width=3)
    elif motif == "canal":
        d.rectangle([w * 0.3, 0, w * 0.7, h], fill=(34, 56, 72))
        d.rectangle([w * 0.25, h * 0.25, w * 0.75, h * 0.75], fill=mix(ground, (140, 120, 100), 0.3))
    elif motif == "shelves":
        d.rectangle([0, h * 0.55, w, h], fill=(36, 58, 70))            # the flood over the lower floor
        for k in range(30):
            y, x = rng.uniform(h * 0.58, h - 4), rng.randrange(w)
            d.line([x, y, x + rng.randint(8, 26), y], fill=(80, 110, 124), width=2)
        for x in range(16, w - 40, 80):                                   # the shelves, their spines
            d.rectangle([x, 14, x + 56, h * 0.5], fill=(64, 44, 30))
            for k in range(4, 52, 8):
                d.rectangle([x + k, 20, x + k + 5, h * 0.48], fill=rng.choice([(120, 40, 36), (60, 80, 50),
                                                                               (140, 110, 60), (70, 60, 90)]))
    elif motif == "watchfire":
        for y in (28, h - 44):                                            # the benches of the watch
            d.rectangle([24, y, w - 24, y + 14], fill=(70, 50, 34))
        cx, cy = w // 2, h // 2
        d.ellipse([cx - 26, cy - 26, cx + 26, cy + 26], fill=(50, 40, 36))
        d.ellipse([cx - 16, cy - 16, cx + 16, cy + 16], fill=(200, 110, 40))
        img = glow(img, (cx, cy), 70, (255, 170, 80), 0.8)
    elif motif == "pillars":
        for x in range(48, w, 96):
            for y in range(48, h, 96):
                d.ellipse([x - 14, y - 14, x + 14, y + 14], fill=(90, 88, 96))
    img = img.convert("RGB")
    d = ImageDraw.Draw(img)
    for x in range(0, w + 1, SPACE):       # the spaces' edges, faint
        d.line([x, 0, x, h], fill=mix(ground, (0, 0, 0), 0.55), width=2)
    for y in range(0, h + 1, SPACE):
        d.line([0, y, w, y], fill=mix(ground, (0, 0, 0), 0.55), width=2)
    finish(img, rng, path, colours=64)


# -- figures -----------------------------------------------------------------------------------------------
def backdrop(rng, top, bottom, size=256) -> Image.Image:
    return vertical_gradient([(0.0, top), (1.0, bottom)], (size, size))


def paint_hero(hero: str, path: Path) -> None:
    rng = seeded(path.name)
    colour, thing = HEROES[hero]
    img = backdrop(rng, (30, 30, 40), (70, 60, 60))
    img = glow(img, (128, 110), 110, mix(colour, (255, 230, 180), 0.4), 0.5)
    d = ImageDraw.Draw(img)
    d.polygon([(40, 256), (70, 170), (186, 170), (216, 256)], fill=mix(colour, (0, 0, 0), 0.35))
    d.ellipse([92, 70, 164, 160], fill=(200, 170, 140))
    d.pieslice([84, 58, 172, 150], 180, 360, fill=mix(colour, (0, 0, 0), 0.5))   # hood or hair
    d.ellipse([110, 104, 118, 112], fill=(30, 20, 20))
    d.ellipse([138, 104, 146, 112], fill=(30, 20, 20))
    if thing == "lamp":
        d.rectangle([186, 150, 214, 190], fill=(60, 50, 40))
        img = glow(img, (200, 170), 40, (255, 200, 100), 0.9)
    elif thing == "spade":
        d.line([30, 250, 70, 120], fill=(110, 80, 50), width=8)
        d.polygon([(60, 130), (84, 100), (70, 90), (50, 120)], fill=(150, 150, 160))
    elif thing == "knives":
        for x in (60, 196):
            d.polygon([(x - 4, 230), (x + 4, 230), (x + 2, 160), (x - 2, 160)], fill=(200, 200, 210))
    elif thing == "hat":
        d.rectangle([76, 60, 180, 72], fill=(30, 26, 30))
        d.rectangle([100, 24, 156, 64], fill=(30, 26, 30))
    elif thing == "rooks":
        for _ in range(6):
            x, y = rng.randrange(20, 236), rng.randrange(10, 80)
            d.polygon([(x, y), (x + 14, y - 6), (x + 28, y), (x + 14, y + 4)], fill=(20, 20, 26))
    elif thing == "staff":
        d.line([210, 250, 200, 40], fill=(40, 40, 48), width=9)
        d.ellipse([190, 28, 212, 50], fill=(80, 80, 96))
    finish(img, rng, path, colours=96)


def paint_hostile(hostile: str, path: Path) -> None:
    rng = seeded(path.name)
    shape = HOSTILES[hostile]
    img = backdrop(rng, (20, 26, 30), (50, 40, 44))
    d = ImageDraw.Draw(img)
    ink = (16, 14, 18)
    if shape == "rat":
        d.ellipse([50, 120, 190, 200], fill=(70, 60, 56))
        d.ellipse([170, 120, 226, 170], fill=(70, 60, 56))
        d.line([50, 170, 10, 210], fill=(120, 90, 90), width=5)
        d.ellipse([200, 134, 208, 142], fill=(220, 60, 40))
    elif shape in ("watchman", "sergeant"):
        body = (50, 70, 72) if shape == "watchman" else (60, 60, 80)
        d.polygon([(90, 250), (100, 120), (156, 120), (166, 250)], fill=body)
        d.ellipse([104, 64, 152, 118], fill=(120, 150, 140))
        d.line([190, 250, 190, 30], fill=(90, 80, 60), width=6)
        d.polygon([(178, 40), (210, 50), (190, 80)], fill=(140, 150, 150))
        if shape == "sergeant":
            d.rectangle([96, 56, 160, 68], fill=ink)
    elif shape == "eater":
        d.ellipse([60, 100, 200, 230], fill=(40, 34, 30))
        d.ellipse([100, 150, 160, 190], fill=(255, 140, 40))
        img = glow(img, (130, 170), 60, (255, 150, 60), 0.8)
    elif shape == "bell":
        d.polygon([(128, 30), (80, 70), (60, 200), (196, 200), (176, 70)], fill=(120, 100, 60))
        d.rectangle([50, 196, 206, 214], fill=(100, 84, 52))
        d.ellipse([116, 200, 140, 230], fill=(70, 60, 40))
        img = glow(img, (128, 110), 70, (130, 160, 220), 0.4)
    elif shape == "tower":
        d.rectangle([70, 40, 186, 250], fill=(40, 38, 46))
        d.polygon([(60, 40), (128, 0), (196, 40)], fill=(30, 28, 36))
        for x in (100, 156):
            img = glow(img, (x, 110), 18, (220, 60, 60), 0.9)
    finish(img, rng, path, colours=96)


def paint_find(find: str, path: Path) -> None:
    rng = seeded(path.name)
    shape = FINDS[find]
    img = backdrop(rng, (40, 34, 30), (80, 66, 52))
    d = ImageDraw.Draw(img)
    if shape == "lamp":
        d.rectangle([100, 90, 156, 180], fill=(170, 130, 60))
        img = glow(img, (128, 135), 60, (255, 210, 120), 0.9)
    elif shape == "shard":
        d.polygon([(90, 200), (128, 50), (170, 190)], fill=(150, 120, 70))
    elif shape == "cloak":
        d.polygon([(80, 60), (176, 60), (206, 220), (50, 220)], fill=(50, 60, 50))
    elif shape == "stone":
        for k in range(5):
            a = k * 2 * math.pi / 5
            x, y = 128 + 60 * math.cos(a), 128 + 60 * math.sin(a)
            d.polygon([(128, 128), (x, y), (128 + 60 * math.cos(a + 1.2), 128 + 60 * math.sin(a + 1.2))],
                      fill=(80 + 20 * k, 180, 200 - 10 * k))
        img = glow(img, (128, 128), 80, (120, 220, 230), 0.5)
    elif shape == "crate":
        d.rectangle([70, 90, 186, 190], fill=(110, 80, 50))
        d.line([70, 90, 186, 190], fill=(70, 50, 30), width=6)
        img = glow(img, (128, 80), 40, (180, 200, 255), 0.6)
    finish(img, rng, path, colours=64)


def main() -> None:
    cards = []
    for file in sorted((PACK / "cards").glob("*.toml")):
        cards += tomllib.loads(file.read_text())["card"]
    missing = []
    for card in cards:
        art = card.get("art")
        if not art:
            continue
        path = PACK / "art" / art
        stem = Path(art).stem
        if card["type"] == "tile" and stem in TILES:
            paint_tile(stem, card["size"], path)
        elif card["type"] == "hero" and stem in HEROES:
            paint_hero(stem, path)
        elif card["type"] == "hostile" and stem in HOSTILES:
            paint_hostile(stem, path)
        elif stem in FINDS:
            if not path.exists():
                paint_find(stem, path)
        else:
            missing.append(f"{card['id']}: {art}")
    if missing:
        print("no recipe for:\n  " + "\n  ".join(missing))


if __name__ == "__main__":
    main()
