"""Paint Hollowmere's card art (terrains, vignettes, items, skill medallions, portraits) with Pillow.

    .venv/bin/python assets/tools/paint_art.py [names...]

Run by hand; the PNGs are committed. Every picture has its own seed (the CRC of its file name), so
a run repaints the same pictures byte for byte. Each card's `art` names the file it shows; a card
whose art has no recipe here is reported, never skipped silently.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from biomes import BIOMES  # noqa: E402
from painting.album import Album  # noqa: E402

PACK = Path(__file__).resolve().parents[1] / "packs" / "hollowmere"

# Item still lifes: (shape, x, y, size) on a plank table.
ITEMS = {
    "item-70.png": [("pole", 200, 150, 110)], "item-71.png": [("coil", 190, 160, 90)],
    "item-72.png": [("lantern", 200, 165, 90)], "item-73.png": [("trap", 210, 150, 110)],
    "item-74.png": [("floats", 200, 150, 100)], "item-75.png": [("bundle", 200, 150, 90)],
    "item-76.png": [("punt", 200, 180, 100)], "item-77.png": [("knife", 210, 150, 110)],
    "item-78.png": [("spade", 200, 130, 90)], "item-79.png": [("tongs", 200, 150, 110)],
    "item-80.png": [("eels", 210, 150, 100)], "item-81.png": [("eggs", 200, 150, 100)],
    "item-82.png": [("shard", 200, 150, 90)], "item-83.png": [("whistle", 200, 150, 110)],
    "item-84.png": [("cloak", 200, 160, 100)], "item-85.png": [("stave", 200, 150, 100)],
    "item-86.png": [("duck", 190, 170, 100)],
    "explore-i-02.png": [("oar", 200, 170, 100)], "explore-i-11.png": [("trap", 200, 150, 100), ("eels", 220, 240, 40)],
    "explore-ii-04.png": [("bolt", 220, 150, 100)], "explore-ii-05.png": [("punt", 200, 170, 100)],
    "explore-ii-12.png": [("log", 200, 160, 110)],
    "quest-150.png": [("book", 200, 150, 110)], "quest-152.png": [("bolt", 200, 150, 100), ("bell", 320, 90, 40)],
    "quest-154.png": [("book", 200, 150, 90), ("knife", 260, 220, 50)], "quest-156.png": [("book", 200, 150, 110), ("flame", 330, 80, 30)],
    "satchel.png": [("bundle", 200, 160, 120), ("book", 300, 110, 50)], "save.png": [("book", 200, 150, 100)],
}

# Vignettes: a small landscape plus motifs painted over it. Landscape keys as in biomes.py.
MERE = dict(area="II", horizon=0.55, water=0.6)
MARSH = dict(area="I", horizon=0.5, water=0.54)
LAND = dict(area="I", horizon=0.5, land=0.56)
WOOD = dict(area="II", horizon=0.55, water=0.62, far=[("trees", dict(count=7, base=0.62))])
DUSK = dict(area="II", horizon=0.55, water=0.6, dusk=True)
REEDS = [("reeds", dict(count=24, y_range=(0.75, 1.05)))]


def scene(base, motifs=(), **extra):
    spec = dict(base)
    spec.update(extra)
    return spec, list(motifs)


FIG = lambda x, y=200, s=70: ("figure", x, y, s)  # noqa: E731  a distant walker

SCENES = {
    "event-40.png": scene(MARSH, near=[("reeds", dict(count=10, y_range=(0.95, 1.05)))], palette=dict(water=(24, 28, 30))),
    "event-40-gold.png": scene(MARSH, [("coil", 330, 250, 30)], near=[("stakes", dict(count=2, y=0.8, tall=80))], palette=dict(water=(24, 28, 30))),
    "event-41.png": scene(LAND, [("chest", 200, 200, 70)], land=0.6),
    "event-42.png": scene(LAND, [("bundle", 200, 230, 50)], near=[("stone_ring", dict(y=0.78))], dusk=True),
    "event-43.png": scene(LAND, near=[("pollards", dict(count=3, y=0.8)), ("reeds", dict(count=40, y_range=(0.85, 1.0), heads=False))]),
    "event-44.png": scene(WOOD, [("skull", 120, 180, 30), ("skull", 200, 160, 34), ("skull", 280, 180, 30)], near=[("roots", dict())]),
    "event-45.png": scene(MERE, [("flame", 200, 230, 30)], far=[("stilt_hut", dict(x=200, y=0.62))]),
    "event-96.png": scene(MERE, [("book", 200, 240, 40)], far=[("cell_on_isle", dict(x=200, y=0.62))], lamp=(200, 110)),
    "event-50.png": scene(DUSK, [("bell", 200, 250, 50)], far=[("chimney", dict(x=80, y=0.6))]),
    "event-51.png": scene(MARSH, [("hand", 200, 230, 50)], near=REEDS),
    "event-52.png": scene(LAND, [("hand", 200, 220, 50)], near=[("grass", dict(count=400, colour=(96, 136, 70)))]),
    "event-53.png": scene(LAND, near=[("reeds", dict(count=80, y_range=(0.6, 1.05), height=(90, 170))),
                                       ("digits", dict(digits="147", xy=(180, 120), size=22))]),
    "event-55.png": scene(LAND, [FIG(160, 230, 90), FIG(250, 230, 90)], near=[("banks", dict())], fog=0.8),
    "event-56.png": scene(LAND, near=[("dunes", dict(count=2)), ("ribs", dict(x=200, y=0.88))]),
    "event-57.png": scene(MARSH, [("bell", 200, 120, 26)], near=[("stakes", dict(count=1, y=0.92, tall=180))]),
    "event-58.png": scene(WOOD, [("feather", 330, 90, 30)], horizon=0.7, water=0.75),
    "event-59.png": scene(MERE, [FIG(140, 230, 80)], lamp=(260, 150), fog=0.7),
    "event-60.png": scene(DUSK, [FIG(100, 175, 50), FIG(160, 172, 50), FIG(220, 170, 48), FIG(280, 168, 46)],
                          far=[("tower", dict(x=350, y=0.6, width=30, height=50))]),
    "event-61.png": scene(MERE, [("book", 200, 240, 36)], far=[("stilt_hut", dict(x=200, y=0.66))]),
    "event-62.png": scene(MERE, [("chest", 200, 220, 60)], near=[("hull", dict(x=200, y=0.82, size=1.2, upturned=False))]),
    "event-63.png": scene(LAND, [("hand", 200, 240, 40)], near=[("stone_ring", dict(y=0.74))], lamp=(200, 200)),
    "event-64.png": scene(dict(area="II", horizon=0.62, fog=0.9, palette=dict(sky=[(0.0, (130, 170, 200)), (1.0, (250, 240, 210))])),
                          [FIG(200, 230, 80)], moon=(300, 80), near=[("granite", dict())]),
    "event-90.png": scene(MERE, [("punt", 200, 240, 50)], fog=0.95),
    "event-170.png": scene(dict(area="II", horizon=0.2, water=0.22, palette=dict(water=(20, 30, 26))), [("bell", 200, 170, 60)]),
    "event-185.png": scene(dict(area="II", horizon=0.2, water=0.22, palette=dict(water=(20, 34, 30))), [("bell", 200, 150, 90)], lamp=(200, 110)),
    "clue-drowned-bell.png": scene(DUSK, [("bell", 200, 220, 60)], far=[("tower", dict(x=200, y=0.6, width=40, height=60))]),
    "curse-drowned-bell.png": scene(dict(area="II", horizon=0.25, water=0.28, palette=dict(water=(14, 20, 18))), [("bell", 200, 180, 80)]),
    "curse-death-lurking.png": scene(dict(area="II", horizon=0.55, water=0.58, palette=dict(water=(10, 12, 12), fog=(120, 130, 130))),
                                     [("skull", 200, 235, 40)], near=REEDS, fog=0.9),
    "mode-easy.png": scene(MARSH, [("star", 200, 120, 40)], moon=(200, 120)),
    "mode-hardcore.png": scene(dict(area="II", horizon=0.55, water=0.58, palette=dict(water=(12, 12, 14))), [("skull", 200, 140, 40)], fog=0.3),
    "state-100.png": scene(WOOD, [("eye", 130, 120, 30), ("eye", 280, 150, 26), ("eye", 210, 80, 20)], fog=0.8),
    "state-101.png": scene(LAND, [("hand", 200, 200, 60), ("knife", 250, 120, 40)]),
    "state-102.png": scene(MARSH, [("waves", 200, 210, 80)], fog=0.9),
    "state-103.png": scene(MARSH, [("snake", 200, 220, 40), ("snake", 150, 250, 30)], near=REEDS),
    "state-104.png": scene(DUSK, [FIG(200, 250, 120), ("bell", 200, 70, 30)]),
    "state-105.png": scene(WOOD, [("flame", 200, 200, 50)], palette=dict(fog=(200, 200, 150))),
    "bonus-110.png": scene(MARSH, [("feather", 200, 200, 50)], near=REEDS),
    "bonus-111.png": scene(LAND, [("star", 200, 140, 40)], moon=(200, 140)),
    "bonus-112.png": scene(MERE, [("hand", 200, 220, 50)], far=[("stilt_hut", dict(x=300, y=0.62))]),
}
# Exploration vignettes: each fog card shows its event in the mood of its area.
for n, entry in enumerate([
    ([FIG(200, 250, 90)], dict(palette=dict(water=(60, 50, 36)))), None,
    ([], dict(land=0.6, palette=dict(ground=(70, 110, 50), ground2=(140, 170, 80)))),
    ([("feather", 300, 100, 30)], dict(near=[("birds", dict(count=3))])),
    ([], dict(near=[("reeds", dict(count=90, y_range=(0.55, 1.05), height=(110, 200)))])),
    ([], dict(land=0.56, near=[("path", dict(y=0.56, width=60))], palette=dict(ground=(60, 60, 40)))),
    ([("crab", 160, 240, 40), ("crab", 260, 250, 30)], dict(land=0.7)),
    ([("bell", 200, 140, 40)], dict(water=0.7, dusk=True)),
    ([("log", 200, 240, 50), ("floats", 220, 200, 40)], dict(land=0.65)),
    ([], dict(fog=1.0)), None,
    ([("star", 200, 220, 14)], dict(near=[("birds", dict(count=12))])),
    ([], dict(near=[("grass", dict(count=300, y_range=(0.6, 1.0)))], land=0.58)),
    ([], dict(land=0.56, near=[("trenches", dict(y=0.62))])),
    ([], dict(lamp=(150, 150), dusk=True)),
    ([("eels", 250, 240, 40)], dict(near=REEDS)),
    ([("star", 200, 100, 26)], dict(moon=(200, 100))),
], start=1):
    motifs, extra = entry or (None, None)
    if motifs is not None:  # None: an item card, painted as a still life
        SCENES[f"explore-i-{n:02d}.png"] = scene(MARSH, motifs, **extra)
for n, entry in enumerate([
    ([], dict(far=[("trees", dict(count=3))], near=[("stakes", dict(count=1, y=0.75, tall=10))])),
    ([], dict(palette=dict(water=(6, 8, 8)))),
    ([], dict(near=[("roots", dict())])), None, None,
    ([("snake", 200, 240, 50)], dict(land=0.6)),
    ([], dict(near=[("hull", dict(x=200, y=0.8, size=0.6))])),
    ([("feather", 300, 110, 30)], dict(far=[("trees", dict(count=5))], near=[("birds", dict(count=10))])),
    ([FIG(120, 230, 70), FIG(300, 230, 70)], dict(fog=0.9)),
    ([], dict(near=[("reeds", dict(count=60, colour=(40, 30, 30), heads=False))])),
    ([("flame", 120, 220, 14), ("flame", 200, 230, 16), ("flame", 300, 215, 12)], dict(dusk=True)), None,
    ([("eels", 200, 240, 60)], dict()),
    ([("waves", 200, 230, 70)], dict(palette=dict(water=(60, 90, 96)))),
    ([("shard", 200, 220, 30)], dict(land=0.62, near=[("stone_ring", dict(y=0.8))])),
    ([FIG(200, 230, 130)], dict(fog=1.0)),
], start=1):
    motifs, extra = entry or (None, None)
    if motifs is not None:
        SCENES[f"explore-ii-{n:02d}.png"] = scene(WOOD, motifs, **extra)

MEDALLIONS = {
    "skill-craft.png": ("knife", (190, 150, 90)), "skill-fire.png": ("flame", (220, 120, 60)),
    "skill-water.png": ("waves", (90, 150, 180)), "skill-hunt.png": ("feather", (150, 160, 100)),
    "skill-eye.png": ("eye", (200, 190, 140)), "skill-hand.png": ("hand", (180, 130, 100)),
    "skill-spirit.png": ("bell", (170, 150, 200)), "skill-advanced.png": ("star", (230, 190, 80)),
    "skill-ilse.png": ("spade", (181, 101, 58)), "skill-tobiah.png": ("lantern", (217, 178, 60)),
    "skill-anselm.png": ("bell", (79, 127, 176)), "skill-wren.png": ("feather", (109, 154, 74)),
}

PORTRAITS = {
    "portrait-ilse.png": ((181, 101, 58), "scarf", None), "portrait-tobiah.png": ((217, 178, 60), "cap", "lantern"),
    "portrait-anselm.png": ((79, 127, 176), "rope", None), "portrait-wren.png": ((109, 154, 74), "hood", None),
}


ALBUM = Album(PACK, BIOMES, SCENES, ITEMS, MEDALLIONS, PORTRAITS,
              glows={"event-185": ((200, 150), 120, (60, 80, 60), 0.6),
                     "curse-drowned": ((200, 150), 120, (60, 80, 60), 0.6)})


if __name__ == "__main__":
    sys.exit(ALBUM.main(sys.argv))
