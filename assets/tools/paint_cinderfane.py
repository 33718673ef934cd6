"""Paint Cinderfane's art (Explorer portraits, Adversary miniatures' faces, room and floor tiles, items) with Pillow.

    .venv/bin/python assets/tools/paint_cinderfane.py [names...]

Run by hand; the PNGs are committed. Every picture has its own seed (the CRC of its file name), so a run
repaints the same pictures byte for byte. A card whose art has no recipe here is reported, never skipped.
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

from painting.canvas import H, W, finish, glow, mix, noise, stretch, vertical_gradient  # noqa: E402
from painting.motifs import INK, medallion, still_life  # noqa: E402
from painting.faces import Sitter, face_portrait  # noqa: E402

PACK = Path(__file__).resolve().parents[1] / "packs" / "cinderfane"

# portraits: each Explorer as they sat for the Society's photographer, painted
PORTRAITS = {
    "explorer-mara.png": Sitter(skin=(226, 186, 160), hair=(120, 60, 36), eyes=(70, 110, 90), coat=(110, 52, 48),
                                light=(176, 70, 64), hair_style="bun", lantern=True, age=0.35, tilt=-0.4),
    "explorer-jonah.png": Sitter(skin=(150, 100, 74), hair=(34, 28, 26), eyes=(60, 40, 30), coat=(54, 74, 96),
                                 light=(70, 110, 150), hair_style="cropped", hat="cap", beard="stubble", scar=True,
                                 age=0.4, tilt=0.3),
    "explorer-ysolde.png": Sitter(skin=(236, 206, 186), hair=(196, 160, 96), eyes=(80, 110, 150), coat=(86, 64, 110),
                                  light=(120, 84, 160), hair_style="long", glasses=True, age=0.2, tilt=0.2),
    "explorer-tobin.png": Sitter(skin=(206, 160, 130), hair=(150, 140, 130), eyes=(90, 80, 60), coat=(64, 90, 62),
                                 light=(70, 130, 84), hair_style="short", hat="helmet", beard="full", age=0.75),
    "explorer-casimir.png": Sitter(skin=(214, 176, 140), hair=(40, 30, 24), eyes=(50, 60, 50), coat=(60, 52, 44),
                                   light=(196, 150, 60), hair_style="short", hat="bowler", beard="moustache",
                                   lantern=True, age=0.45, tilt=-0.2),
    "explorer-young-casimir.png": Sitter(skin=(222, 184, 150), hair=(44, 32, 26), eyes=(50, 60, 50),
                                         coat=(120, 96, 60), light=(214, 176, 90), hair_style="curls", hat="goggles",
                                         age=0.2, tilt=0.4),
}
# room tiles: the stone's colour and what is carved or set in the floor
ROOMS = {
    "room-antechamber.png": ((120, 104, 92), "pillars"), "room-gallery.png": ((98, 90, 88), "soot"),
    "room-niche.png": ((132, 112, 90), "bricks"), "room-bell-hall.png": ((112, 96, 74), "bells"),
    "room-stair.png": ((104, 100, 96), "spiral"), "room-belfry.png": ((124, 108, 84), "bells"),
    "room-vestry.png": ((96, 84, 80), "pillars"), "room-undercroft.png": ((80, 76, 74), "soot"),
    "room-orrery.png": ((92, 84, 104), "orbits"), "room-well.png": ((110, 70, 54), "embers"),
    "room-cistern.png": ((84, 96, 100), "water"), "room-sluice.png": ((92, 100, 98), "water"),
    "room-pump.png": ((100, 92, 84), "gears"), "room-forge.png": ((118, 76, 58), "embers"),
    "room-sanctum.png": ((120, 92, 70), "orbits"),
}
FLOORS = {"floor-sand-court.png": (214, 186, 130), "floor-glass-dunes.png": (176, 196, 190),
          "floor-flooded-steps.png": (110, 150, 160), "floor-ash-bridge.png": (140, 132, 128)}
ITEMS = {
    "item-crowbar.png": [("pole", 200, 150, 120)], "item-journal.png": [("book", 200, 150, 110), ("flame", 320, 90, 26)],
    "item-scarab.png": "scarab", "item-dressing.png": [("bundle", 200, 150, 90)],
    "item-clapper.png": [("bell", 200, 150, 90)], "item-knife.png": [("knife", 200, 150, 120)],
    "item-vial.png": [("shard", 200, 150, 90), ("waves", 200, 230, 60)], "item-purse.png": [("chest", 200, 150, 100)],
    "item-charm.png": [("flame", 200, 140, 80), ("star", 290, 90, 40)],
}


def tile(rng: random.Random, stone, motif: str) -> Image.Image:
    """A square of flagstones seen from above, lamp-lit from the middle, with its room's motif."""
    img = vertical_gradient([(0.0, mix(stone, (255, 255, 255), 0.1)), (1.0, mix(stone, (0, 0, 0), 0.3))], (W, W))
    d = ImageDraw.Draw(img)
    size = 80
    for y in range(0, W, size):
        shift = (y // size % 2) * size // 2
        for x in range(-size, W, size):
            tone = mix(stone, (rng.randint(0, 255),) * 3, 0.12)
            d.rectangle([x + shift + 2, y + 2, x + shift + size - 3, y + size - 3], fill=tone)
    grit = stretch(noise(rng, (W, W), cells=(10, 10), octaves=4), 40, 220)
    img = Image.composite(Image.new("RGB", (W, W), mix(stone, (30, 26, 24), 0.5)), img, grit.point(lambda v: v // 4))
    d = ImageDraw.Draw(img)
    ink = mix(stone, INK, 0.6)
    if motif == "pillars":
        for cx, cy in ((90, 90), (310, 90), (90, 310), (310, 310)):
            d.ellipse([cx - 34, cy - 34, cx + 34, cy + 34], fill=mix(stone, (220, 210, 190), 0.3), outline=ink, width=4)
    elif motif == "soot":
        for _ in range(9):
            x, y, r = rng.randint(40, 360), rng.randint(40, 360), rng.randint(20, 60)
            d.ellipse([x - r, y - r, x + r, y + r], fill=mix(stone, (20, 18, 18), 0.5))
    elif motif == "bricks":
        for y in range(40, 360, 30):
            d.line([(40, y), (360, y)], fill=ink, width=3)
    elif motif == "bells":
        for cx in (130, 270):
            d.ellipse([cx - 60, 140, cx + 60, 260], outline=mix((200, 150, 70), stone, 0.3), width=8)
    elif motif == "spiral":
        points = [(200 + math.cos(t / 8) * t * 0.9, 200 + math.sin(t / 8) * t * 0.9) for t in range(0, 200)]
        d.line(points, fill=ink, width=6)
    elif motif == "orbits":
        for r in (60, 110, 160):
            d.ellipse([200 - r, 200 - r, 200 + r, 200 + r], outline=(200, 170, 90), width=4)
        for a, r in ((0.5, 60), (2.4, 110), (4.1, 160)):
            x, y = 200 + math.cos(a) * r, 200 + math.sin(a) * r
            d.ellipse([x - 14, y - 14, x + 14, y + 14], fill=(220, 190, 110))
    elif motif == "embers":
        d.ellipse([110, 110, 290, 290], fill=(40, 24, 20), outline=ink, width=8)
    elif motif == "water":
        for y in range(30, W, 26):
            wave = [(x, y + 6 * math.sin(x / 29 + y)) for x in range(0, W + 10, 10)]
            d.line(wave, fill=mix(stone, (150, 200, 210), 0.45), width=3)
    elif motif == "gears":
        for cx, cy, r in ((150, 170, 80), (270, 250, 56)):
            for k in range(12):
                a = k / 12 * math.tau
                d.line([(cx + math.cos(a) * r * 0.8, cy + math.sin(a) * r * 0.8),
                        (cx + math.cos(a) * r * 1.15, cy + math.sin(a) * r * 1.15)], fill=(170, 130, 70), width=12)
            d.ellipse([cx - r, cy - r, cx + r, cy + r], outline=(170, 130, 70), width=10)
            d.ellipse([cx - 12, cy - 12, cx + 12, cy + 12], fill=ink)
    img = glow(img, (200, 200), 260, (255, 200, 120), 0.25)
    if motif == "embers":
        img = glow(img, (200, 200), 90, (255, 120, 40), 0.9)
    return img


def sand(rng: random.Random, colour) -> Image.Image:
    """Open ground: wind-ribbed sand (or glass grit) under a pale sky's light."""
    img = Image.new("RGB", (W, W), colour)
    d = ImageDraw.Draw(img)
    for y in range(0, W, 14):
        wave = [(x, y + 5 * math.sin(x / 37 + y / 9 + rng.random())) for x in range(0, W + 10, 10)]
        d.line(wave, fill=mix(colour, (60, 50, 40), 0.25), width=2)
    grit = stretch(noise(rng, (W, W), cells=(6, 6), octaves=3), 40, 220)
    img = Image.composite(Image.new("RGB", (W, W), mix(colour, (255, 255, 255), 0.3)), img, grit.point(lambda v: v // 3))
    return glow(img, (120, 100), 240, (255, 250, 230), 0.3)


def mite(d, cx, cy, s):
    """An Ash Mite: a brass beetle with a wind-up key."""
    brass, dark = (196, 150, 70), (60, 40, 20)
    for k in (-1, 1):
        for j in (-1, 0, 1):
            d.line([(cx + k * s * 0.4, cy + j * s * 0.3), (cx + k * s * 0.95, cy + j * s * 0.45 + s * 0.1)], fill=dark, width=6)
    d.ellipse([cx - s * 0.5, cy - s * 0.6, cx + s * 0.5, cy + s * 0.7], fill=brass, outline=dark, width=5)
    d.line([(cx, cy - s * 0.55), (cx, cy + s * 0.65)], fill=dark, width=4)
    d.ellipse([cx - s * 0.28, cy - s * 0.95, cx + s * 0.28, cy - s * 0.45], fill=mix(brass, dark, 0.3), outline=dark, width=4)
    d.ellipse([cx - s * 0.2, cy + s * 0.7, cx + s * 0.2, cy + s * 0.95], outline=(230, 200, 120), width=6)


def warden(d, cx, cy, s):
    """A Cinder Warden: a hooded, masked priest with a lantern."""
    robe, mask = (92, 88, 84), (226, 214, 190)
    d.polygon([(cx - s * 0.7, cy + s), (cx - s * 0.25, cy - s * 0.4), (cx + s * 0.25, cy - s * 0.4), (cx + s * 0.7, cy + s)], fill=robe)
    d.ellipse([cx - s * 0.38, cy - s * 0.95, cx + s * 0.38, cy - s * 0.15], fill=mix(robe, (0, 0, 0), 0.3))
    d.ellipse([cx - s * 0.22, cy - s * 0.75, cx + s * 0.22, cy - s * 0.25], fill=mask)
    for ex in (-0.09, 0.09):
        d.ellipse([cx + (ex - 0.04) * s, cy - s * 0.58, cx + (ex + 0.04) * s, cy - s * 0.5], fill=INK)
    d.rectangle([cx + s * 0.55, cy, cx + s * 0.8, cy + s * 0.35], fill=(250, 210, 110), outline=INK, width=3)


def asp(d, cx, cy, s):
    """A Glass Asp: a coiled snake of clouded glass, head raised."""
    glass, edge = (170, 210, 200), (60, 90, 90)
    for r in (0.8, 0.55, 0.3):
        d.ellipse([cx - s * r, cy + s * 0.1 - s * r * 0.5, cx + s * r, cy + s * 0.1 + s * r * 0.5], outline=glass, width=int(s * 0.18))
    d.line([(cx + s * 0.2, cy), (cx + s * 0.35, cy - s * 0.6)], fill=glass, width=int(s * 0.18))
    d.ellipse([cx + s * 0.18, cy - s * 0.9, cx + s * 0.62, cy - s * 0.55], fill=glass, outline=edge, width=3)
    d.line([(cx + s * 0.6, cy - s * 0.72), (cx + s * 0.8, cy - s * 0.68)], fill=(200, 60, 50), width=3)


def scarab(d, cx, cy, s):
    """The Sun Scarab: yellow glass in a ring of rays."""
    for k in range(16):
        a = k / 16 * math.tau
        d.line([(cx + math.cos(a) * s * 0.8, cy + math.sin(a) * s * 0.8), (cx + math.cos(a) * s, cy + math.sin(a) * s)],
               fill=(240, 200, 80), width=4)
    d.ellipse([cx - s * 0.45, cy - s * 0.6, cx + s * 0.45, cy + s * 0.6], fill=(236, 196, 60), outline=INK, width=4)
    d.line([(cx, cy - s * 0.6), (cx, cy + s * 0.6)], fill=INK, width=3)


def avatar(d, cx, cy, s):
    """The Cinder Avatar: a standing figure of banked coals, two embers on its chest."""
    coal, glowing = (46, 34, 30), (250, 130, 50)
    d.polygon([(cx - s * 0.55, cy + s), (cx - s * 0.4, cy - s * 0.2), (cx + s * 0.4, cy - s * 0.2), (cx + s * 0.55, cy + s)],
              fill=coal)
    d.polygon([(cx - s * 0.4, cy - s * 0.15), (cx - s * 0.8, cy + s * 0.5), (cx - s * 0.65, cy + s * 0.55),
               (cx - s * 0.3, cy + s * 0.1)], fill=coal)
    d.polygon([(cx + s * 0.4, cy - s * 0.15), (cx + s * 0.8, cy + s * 0.5), (cx + s * 0.65, cy + s * 0.55),
               (cx + s * 0.3, cy + s * 0.1)], fill=coal)
    d.ellipse([cx - s * 0.3, cy - s * 0.8, cx + s * 0.3, cy - s * 0.15], fill=coal)
    for k in range(14):  # cracks of fire
        x = cx + (k % 5 - 2) * s * 0.16
        y = cy - s * 0.1 + (k // 5) * s * 0.3
        d.line([(x, y), (x + s * 0.08, y + s * 0.18)], fill=glowing, width=3)
    for ex in (-0.11, 0.11):
        d.ellipse([cx + (ex - 0.05) * s, cy - s * 0.55, cx + (ex + 0.05) * s, cy - s * 0.45], fill=(255, 220, 120))
    for ex in (-0.18, 0.18):
        d.ellipse([cx + (ex - 0.09) * s, cy + s * 0.05, cx + (ex + 0.09) * s, cy + s * 0.23], fill=glowing,
                  outline=(255, 220, 140), width=2)


CREATURES = {"adversary-mite.png": (mite, (150, 80, 40)), "adversary-warden.png": (warden, (110, 60, 50)),
             "adversary-asp.png": (asp, (40, 90, 90)), "adversary-avatar.png": (avatar, (170, 60, 30))}


def creature(rng: random.Random, draw, ember) -> Image.Image:
    """An Adversary in the dark, lit from below by cinders."""
    img = vertical_gradient([(0.0, (18, 16, 18)), (0.7, mix(ember, (18, 16, 18), 0.6)), (1.0, ember)])
    img = glow(img, (W / 2, H), 220, (255, 140, 60), 0.5)
    layer = Image.new("RGBA", (W, H), (0, 0, 0, 0))
    draw(ImageDraw.Draw(layer), W / 2, H / 2 + 20, 110)
    img = Image.alpha_composite(img.convert("RGBA"), layer.filter(ImageFilter.GaussianBlur(0.6))).convert("RGB")
    return img


def paint(name: str, rng: random.Random) -> Image.Image:
    if name in PORTRAITS:
        return face_portrait(rng, PORTRAITS[name])
    if name in ROOMS:
        return tile(rng, *ROOMS[name])
    if name in FLOORS:
        return sand(rng, FLOORS[name])
    if name in CREATURES:
        return creature(rng, *CREATURES[name])
    if ITEMS.get(name) == "scarab":
        img = medallion(rng, "star", (236, 196, 60))
        scarab(ImageDraw.Draw(img), W / 2, H / 2, 70)
        return img
    if name in ITEMS:
        return still_life(rng, ITEMS[name])
    raise KeyError(name)


def wanted() -> list[str]:
    names = []
    for path in sorted((PACK / "cards").glob("*.toml")):
        for card in tomllib.loads(path.read_text()).get("card", []):
            if card.get("art"):
                names.append(card["art"])
    return names


def main(argv: list[str]) -> int:
    names = argv or wanted()
    missing = []
    for name in names:
        rng = random.Random(zlib.crc32(name.encode()))
        try:
            img = paint(name, rng)
        except KeyError:
            missing.append(name)
            continue
        finish(img, rng, PACK / "art" / name)
    if missing:
        print("no recipe for:", ", ".join(missing))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
