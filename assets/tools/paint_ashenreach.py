"""Paint Ashenreach's card art (terrains of ash and ember, vignettes, items, skill medallions, portraits) with
the same Pillow painter as Hollowmere's (`painting/`).

    .venv/bin/python assets/tools/paint_ashenreach.py [names...]

Run by hand; the PNGs are committed. Each picture is seeded by the CRC of its file name, so a run repaints the
same pictures byte for byte; a card's art without a recipe here is reported, never skipped silently.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from painting.album import Album  # noqa: E402

PACK = Path(__file__).resolve().parents[1] / "packs" / "ashenreach"

# Ash near the gate (warm grey, pale sky), embers in the waste (dark sky, glowing ground).
ASH = dict(sky=[(0.0, (84, 80, 82)), (0.55, (170, 160, 150)), (1.0, (208, 196, 180))], far=(120, 114, 110),
           ground=(96, 90, 84), ground2=(140, 130, 118), water=(70, 72, 74), reed=(120, 110, 96),
           dark=(40, 36, 34), fog=(214, 208, 200), light=(255, 220, 170))
EMBER = dict(sky=[(0.0, (34, 22, 22)), (0.6, (120, 64, 40)), (1.0, (190, 110, 60))], far=(80, 50, 40),
             ground=(58, 44, 38), ground2=(96, 60, 40), water=(40, 30, 28), reed=(90, 60, 40),
             dark=(20, 14, 12), fog=(200, 150, 120), light=(255, 180, 90))
# The drowned Bellwood (green-grey water under a low sky), the Citadel's ruins at dawn (pale gold).
MARSH = dict(sky=[(0.0, (70, 82, 84)), (0.55, (140, 150, 146)), (1.0, (186, 190, 176))], far=(92, 104, 98),
             ground=(70, 80, 66), ground2=(104, 112, 90), water=(54, 70, 72), reed=(112, 120, 84),
             dark=(30, 36, 32), fog=(200, 208, 200), light=(240, 230, 190))
DAWN = dict(sky=[(0.0, (96, 84, 100)), (0.5, (214, 170, 130)), (1.0, (240, 210, 160))], far=(130, 116, 108),
            ground=(110, 98, 86), ground2=(150, 136, 116), water=(80, 84, 90), reed=(130, 120, 96),
            dark=(44, 38, 36), fog=(230, 214, 196), light=(255, 226, 170))
NEAR, FAR = dict(area="I", palette=ASH), dict(area="II", palette=EMBER)
BOG, RUIN = dict(area="I", palette=MARSH), dict(area="I", palette=DAWN)  # the painter's base, then ours


def land(base, **extra):
    spec = dict(base, horizon=extra.pop("horizon", 0.5), land=extra.pop("land", 0.56))
    spec.update(extra)
    return spec


TERRAINS = {
    "terrain-101.png": land(NEAR, near=[("tower", dict(x=110, y=0.58, width=46, height=90)),
                                        ("tower", dict(x=290, y=0.58, width=46, height=90)), ("path", dict(y=0.56, width=70))]),
    "terrain-102.png": land(NEAR, far=[("trees", dict(count=9, base=0.62))], near=[("grass", dict(count=200, colour=(120, 116, 108)))]),
    "terrain-103.png": land(NEAR, horizon=0.55, land=0.6, near=[("stone_ring", dict(y=0.74)), ("birds", dict(count=4))]),
    "terrain-104.png": land(FAR, near=[("steps", dict(x=200, y=0.6)), ("rocks", dict(count=3, y=0.8))]),
    "terrain-105.png": land(NEAR, dusk=True, moon=(310, 90), near=[("tower", dict(x=200, y=0.6, width=60, height=110)),
                                                                  ("digits", dict(digits="125", xy=(188, 150), size=14))]),
    "terrain-106.png": land(FAR, land=0.52, near=[("dunes", dict(count=1)), ("rocks", dict(count=2, y=0.9))]),
    "terrain-107.png": land(FAR, land=0.5, near=[("dunes", dict(count=3))], lamp=(300, 200)),
    "terrain-108.png": land(FAR, near=[("chimney", dict(x=200, y=0.62)), ("rocks", dict(count=4, y=0.85))], lamp=(200, 220)),
    "terrain-109.png": land(FAR, dusk=True, near=[("granite", dict()), ("stone_ring", dict(y=0.78))], lamp=(200, 230)),
    "terrain-110.png": dict(FAR, horizon=0.5, water=0.6, near=[("steps", dict(x=120, y=0.62)), ("roots", dict())]),
    # Ashes at Dawn: the Citadel's ruins
    "terrain-011.png": land(RUIN, near=[("tower", dict(x=90, y=0.6, width=50, height=100)),
                                        ("tower", dict(x=310, y=0.6, width=50, height=100)), ("stone_ring", dict(y=0.8))]),
    "terrain-012.png": land(RUIN, near=[("rocks", dict(count=6, y=0.8)), ("chimney", dict(x=260, y=0.62))]),
    "terrain-013.png": land(RUIN, dusk=True, near=[("chimney", dict(x=200, y=0.62)), ("steps", dict(x=200, y=0.7))],
                            lamp=(200, 220)),
    "terrain-014.png": land(RUIN, horizon=0.58, land=0.62, near=[("tower", dict(x=200, y=0.62, width=70, height=80)),
                                                                ("digits", dict(digits="043", xy=(186, 170), size=14)),
                                                                ("birds", dict(count=3))]),
    # The Silent Bells: the drowned Bellwood
    "terrain-201.png": land(BOG, near=[("tower", dict(x=200, y=0.6, width=60, height=90)), ("path", dict(y=0.6, width=50))]),
    "terrain-202.png": dict(BOG, horizon=0.5, water=0.58, near=[("path", dict(y=0.58, width=40)), ("grass", dict(count=160, colour=(112, 120, 84)))]),
    "terrain-203.png": dict(BOG, horizon=0.5, water=0.6, near=[("tower", dict(x=220, y=0.6, width=50, height=80))]),
    "terrain-204.png": dict(BOG, horizon=0.48, water=0.55, near=[("roots", dict())]),
    "terrain-205.png": land(BOG, dusk=True, near=[("granite", dict()), ("stone_ring", dict(y=0.76))]),
    "terrain-206.png": land(BOG, horizon=0.62, land=0.66, near=[("tower", dict(x=200, y=0.66, width=56, height=170)),
                                                               ("birds", dict(count=5))]),
    "terrain-207.png": land(BOG, near=[("trenches", dict(y=0.64)), ("rocks", dict(count=2, y=0.86))]),
}

FIG = lambda x, y=220, s=70: ("figure", x, y, s)  # noqa: E731  a walker in the distance
SCENES = {
    "event-160.png": (land(NEAR, dusk=True), [("flame", 200, 230, 36)]),
    "event-161.png": (land(NEAR, far=[("trees", dict(count=5, base=0.6))]), [("hand", 200, 230, 40)]),
    "event-162.png": (land(NEAR, horizon=0.6, land=0.62), [("coil", 200, 220, 60), ("bell", 200, 100, 30)]),
    "event-163.png": (land(FAR, near=[("rocks", dict(count=5, y=0.8))]), []),
    "event-164.png": (land(NEAR, near=[("tower", dict(x=200, y=0.6, width=50, height=90))]), [("knife", 250, 230, 40)]),
    "event-165.png": (land(FAR, lamp=(200, 240)), [("tongs", 200, 220, 60)]),
    "event-166.png": (dict(FAR, horizon=0.5, water=0.55), [("waves", 200, 230, 60)]),
    "event-167.png": (land(FAR, near=[("dunes", dict(count=2))], dusk=True), [("flame", 200, 240, 18), FIG(170, 240, 50)]),
    "event-170.png": (land(FAR, dusk=True, lamp=(200, 140)), [FIG(200, 220, 170), ("flame", 200, 140, 30)]),
    "event-171.png": (land(NEAR, near=[("trenches", dict(y=0.62))]), []),
    "event-171-ember.png": (land(FAR, lamp=(200, 150)), [("eye", 150, 140, 30), ("eye", 250, 140, 30)]),
    "fog-i-cinders.png": (land(NEAR, fog=0.8), [("flame", 120, 150, 12), ("flame", 220, 120, 14), ("flame", 300, 170, 10)]),
    "fog-i-quiet.png": (land(NEAR, fog=0.9), [("feather", 300, 110, 26)]),
    "fog-i-crawler.png": (land(NEAR, fog=0.7), [("crab", 200, 230, 60)]),
    "fog-i-sinkhole.png": (land(NEAR, near=[("trenches", dict(y=0.6))], fog=0.8), [FIG(200, 230, 70)]),
    "fog-i-wayfarer.png": (land(NEAR, fog=0.8, near=[("path", dict(y=0.56, width=60))]), [FIG(200, 230, 90)]),
    "fog-i-tremor.png": (land(NEAR, fog=0.85, near=[("rocks", dict(count=4, y=0.8))]), []),
    "fog-ii-storm.png": (land(FAR, fog=0.95), [("waves", 200, 200, 80)]),
    "fog-ii-hound.png": (land(FAR, fog=0.6), [("skull", 200, 220, 50), ("flame", 200, 160, 20)]),
    "fog-ii-mirage.png": (land(FAR, fog=0.7, near=[("tower", dict(x=300, y=0.56, width=30, height=60))]), [FIG(140, 230, 60)]),
    "fog-ii-bones.png": (land(FAR, near=[("ribs", dict(x=200, y=0.86))]), [("skull", 150, 240, 30)]),
    "fog-ii-wraith.png": (land(FAR, fog=1.0), [FIG(200, 220, 140)]),
    "fog-ii-shelter.png": (land(FAR, near=[("granite", dict())]), [("flame", 200, 240, 20)]),
    "fog-ii-glass.png": (land(FAR, near=[("dunes", dict(count=2))], lamp=(200, 250)), [("hand", 200, 240, 40)]),
}

ITEMS = {
    "item-125.png": [("pole", 200, 150, 120)], "item-130.png": [("knife", 200, 150, 140)],
    "item-131.png": [("cloak", 200, 150, 110)], "item-132.png": [("hook", 170, 150, 90), ("coil", 260, 170, 60)],
    "item-133.png": [("eggs", 200, 160, 80)], "item-133-gold.png": [("eggs", 200, 160, 80), ("flame", 280, 90, 30)],
    "item-134.png": [("feather", 200, 150, 110)], "item-135.png": [("chest", 200, 170, 120)],
    "item-136.png": [("hand", 200, 150, 90), ("flame", 200, 80, 30)],
    "quest-150.png": [("bolt", 200, 150, 120), ("flame", 300, 80, 30)], "quest-151.png": [("shard", 200, 150, 110)],
    "quest-152.png": [("book", 200, 150, 120)],
    "fog-i-waterskin.png": [("bundle", 200, 160, 100)], "fog-i-lantern.png": [("lantern", 200, 165, 100)],
    "fog-ii-shard.png": [("shard", 200, 150, 90)],
}

MEDALLIONS = {
    "skill-stride.png": ("star", (200, 170, 110)), "skill-glance.png": ("eye", (170, 170, 150)),
    "skill-step.png": ("feather", (160, 170, 140)), "skill-breath.png": ("waves", (120, 150, 170)),
    "skill-grit.png": ("hand", (190, 130, 100)), "skill-surge.png": ("flame", (230, 140, 60)),
    "skill-wall.png": ("bell", (150, 120, 110)), "skill-lockwise.png": ("bolt", (200, 180, 90)),
    "skill-embersense.png": ("flame", (220, 100, 60)), "skill-quietfeet.png": ("feather", (110, 140, 110)),
}

PORTRAITS = {
    "portrait-maren.png": ((168, 72, 52), "scarf", None), "portrait-tobin.png": ((200, 164, 70), "cap", "lantern"),
    "portrait-ysolde.png": ((196, 96, 60), "hood", None), "portrait-corvo.png": ((90, 120, 100), "hood", None),
}


ALBUM = Album(PACK, TERRAINS, SCENES, ITEMS, MEDALLIONS, PORTRAITS, item_tone=(150, 136, 120),
              mist=((214, 200, 190), 0.16), glows={"event-170.png": ((200, 140), 110, (255, 140, 60), 0.6)})


if __name__ == "__main__":
    sys.exit(ALBUM.main(sys.argv))
