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


# -- every other face: events on the board, the Bellwood and the ruins, things found, the Dialogue Book, the map --
S = lambda base, motifs=(), **extra: (land(base, **extra), list(motifs))  # noqa: E731  a vignette on land
W_ = lambda base, motifs=(), water=0.58, **extra: (dict(base, horizon=extra.pop("horizon", 0.5), water=water, **extra),  # noqa: E731
                                                  list(motifs))  # a vignette over water
SCENES.update({
    # The Silent Bells: what the players leave behind them, and the events of the Bellwood
    "event-bare-reeds.png": W_(BOG, [("staff", 300, 210, 60)], near=[("grass", dict(count=60, colour=(112, 120, 84)))]),
    "event-rings.png": W_(BOG, [("waves", 200, 220, 70), ("bell", 200, 250, 24)], fog=0.5),
    "event-open-crypt.png": S(BOG, [("door", 200, 200, 70), ("skull", 290, 250, 26)], dusk=True),
    "event-bell-rung.png": S(BOG, [("bell", 200, 150, 70), ("coil", 310, 240, 34)], horizon=0.62, land=0.66),
    "event-fresh-cut.png": S(BOG, [("brick", 200, 230, 60), ("spade", 300, 170, 50)], near=[("trenches", dict(y=0.66))]),
    "event-postern-fire.png": S(BOG, [("log", 200, 250, 40), ("flame", 200, 214, 26), ("door", 320, 190, 46)], dusk=True),
    "event-register.png": S(BOG, [("book", 200, 220, 70), ("candle", 310, 220, 34)], dusk=True, lamp=(300, 200)),
    "event-toll-underwater.png": W_(BOG, [("bell", 200, 250, 40), ("waves", 200, 190, 70)], fog=0.7),
    "event-bells-answer.png": W_(BOG, [("bell", 110, 250, 26), ("bell", 200, 240, 34), ("bell", 290, 250, 26)], fog=0.6),
    "event-marsh-fever.png": W_(BOG, [("vial", 200, 200, 50), ("steam", 200, 240, 50)], fog=0.9),
    "event-tavern.png": S(RUIN, [FIG(150, 240, 90), FIG(260, 240, 100), ("flame", 205, 160, 20)], dusk=True, lamp=(205, 150)),
    "fog-iii-drowned.png": W_(BOG, [FIG(200, 230, 120), ("bell", 250, 190, 20)], fog=0.8),
    "fog-iii-heron.png": W_(BOG, [("heron", 200, 190, 80)], near=[("grass", dict(count=80, colour=(112, 120, 84)))]),
    "fog-iii-leeches.png": W_(BOG, [("leech", 200, 230, 80)], water=0.5),
    "fog-iii-mist.png": W_(BOG, [("bell", 260, 130, 30)], fog=1.0),
    "fog-iii-bog.png": S(BOG, [("hand", 200, 240, 40), ("waves", 200, 262, 40)], near=[("roots", dict())]),
    "fog-iii-toll.png": W_(BOG, [("bell", 200, 245, 46)], water=0.52),
    "fog-iii-fever.png": W_(BOG, [("steam", 200, 220, 70), ("skull", 300, 250, 24)], fog=0.7),
    "fog-iii-hermit.png": W_(BOG, [FIG(270, 190, 60), ("coil", 150, 250, 24)], far=[("stilt_hut", dict(x=240, y=0.6))]),
    "fog-iii-stones.png": W_(BOG, [("blocks", 200, 230, 90)], water=0.55, fog=0.25),
    "fog-iii-reeds.png": W_(BOG, [("names", 210, 120, 60)], near=[("reeds", dict(count=60, y_range=(0.6, 1.05)))]),
    # Ashes at Dawn: the Citadel's ruins
    "fog-iv-rats.png": S(RUIN, [("rat", 130, 236, 70), ("rat", 290, 222, 56), ("rat", 215, 268, 50)], fog=0.3),
    "fog-iv-masonry.png": S(RUIN, [("blocks", 200, 170, 70)], near=[("tower", dict(x=320, y=0.6, width=50, height=110))]),
    "fog-iv-mural.png": S(RUIN, [("mural", 200, 170, 90)], horizon=0.7, land=0.75),
    "fog-iv-soot.png": S(RUIN, [("soot", 200, 150, 90)], near=[("chimney", dict(x=200, y=0.66))]),
    "fog-iv-child.png": S(RUIN, [FIG(200, 250, 60), ("coil", 230, 262, 12)], near=[("steps", dict(x=200, y=0.72))]),
    "fog-iv-light.png": S(RUIN, [("star", 300, 70, 30)], lamp=(300, 80), far=[("trees", dict(count=4, base=0.6))]),
    "fog-iv-goat.png": S(RUIN, [("goat", 200, 200, 80)], near=[("rocks", dict(count=3, y=0.85))]),
    "event-granary-emptied.png": S(RUIN, [("rat", 240, 250, 26), ("sheaf", 140, 220, 40)], near=[("chimney", dict(x=300, y=0.6))]),
    "event-rope-on-wall.png": S(RUIN, [("coil", 230, 250, 30)], near=[("tower", dict(x=200, y=0.66, width=120, height=150))]),
    "event-blankets.png": S(RUIN, [("bundle", 140, 250, 36), ("bundle", 260, 254, 32), FIG(200, 240, 60)],
                            near=[("stone_ring", dict(y=0.74))], dusk=True),
    # the ash near the gate and the ember waste
    "fog-i-crows.png": S(NEAR, [("crow", 120, 120, 30), ("crow", 200, 116, 34), ("crow", 290, 122, 30)], fog=0.5),
    "fog-i-names.png": S(NEAR, [("names", 200, 150, 90)], near=[("tower", dict(x=60, y=0.6, width=40, height=80))]),
    "fog-i-ditch.png": S(NEAR, [FIG(250, 230, 60)], near=[("trenches", dict(y=0.62))], fog=0.6),
    "fog-ii-cinderling.png": S(FAR, [("flame", 200, 220, 40), ("eye", 185, 222, 7), ("eye", 215, 222, 7)], dusk=True),
    "fog-ii-geyser.png": S(FAR, [("geyser", 200, 170, 90)], near=[("rocks", dict(count=3, y=0.85))]),
    "fog-ii-spring.png": S(FAR, [("steam", 200, 210, 70)], near=[("dunes", dict(count=1))]),
    "fog-ii-idol.png": S(FAR, [("idol", 200, 190, 70), ("candle", 280, 260, 18), ("bundle", 130, 264, 18)], dusk=True),
    "event-cold-soot.png": S(RUIN, [("soot", 200, 210, 60), ("hearthstone", 200, 262, 40)], dusk=True),
    "event-embers-stir.png": S(RUIN, [("hearthstone", 200, 240, 54), ("flame", 200, 200, 20)], dusk=True, lamp=(200, 210)),
    # the Dialogue Book: each paragraph its moment
    "dialogue-gatekeeper.png": S(NEAR, [FIG(170, 240, 120), ("spear", 215, 180, 70)],
                                 near=[("tower", dict(x=80, y=0.6, width=46, height=100)), ("tower", dict(x=330, y=0.6, width=46, height=100))]),
    "dialogue-guardian.png": S(FAR, [FIG(200, 260, 150), ("eye", 200, 62, 22)], dusk=True, lamp=(200, 150)),
    "dialogue-wayfarer.png": S(NEAR, [FIG(170, 240, 100), ("bird", 260, 150, 26)],
                               near=[("path", dict(y=0.56, width=60)), ("rocks", dict(count=1, y=0.86))]),
    "dialogue-falcon.png": S(NEAR, [("crow", 250, 130, 56), FIG(150, 250, 90)], fog=0.4),
    "dialogue-stone-ring.png": S(NEAR, [("bell", 200, 230, 34)], near=[("stone_ring", dict(y=0.74))]),
    "dialogue-notes.png": S(NEAR, [("book", 200, 220, 70), ("feather", 300, 200, 26)], dusk=True),
    "dialogue-iron-door.png": S(FAR, [("door", 200, 190, 80)], lamp=(200, 190), dusk=True),
    "dialogue-door-down.png": S(FAR, [("door", 200, 180, 60)],
                                near=[("steps", dict(x=200, y=0.72))], dusk=True),
    "dialogue-breathing.png": S(FAR, [("eye", 150, 150, 26), ("eye", 250, 150, 26)], fog=0.9, dusk=True),
    "dialogue-burst.png": S(FAR, [("door", 200, 190, 60), ("flame", 200, 120, 50), ("flame", 120, 200, 30)], dusk=True),
    "dialogue-warden-kneels.png": S(FAR, [("kneeling", 200, 250, 170), ("flame", 236, 118, 22)], lamp=(200, 170), fog=0.3),
    "dialogue-hesk.png": S(RUIN, [FIG(150, 240, 110), FIG(240, 250, 80), FIG(300, 250, 70)], near=[("stone_ring", dict(y=0.8))]),
    "dialogue-fire-three.png": S(RUIN, [("log", 200, 250, 40), ("flame", 200, 200, 40), ("feather", 320, 140, 24)], dusk=True),
    "dialogue-mural.png": S(RUIN, [("mural", 200, 160, 80), FIG(320, 260, 60)], horizon=0.7, land=0.75),
    "dialogue-lost-child.png": S(RUIN, [FIG(160, 250, 110), FIG(250, 255, 60)], near=[("steps", dict(x=200, y=0.74))]),
    "dialogue-hearth-roars.png": S(RUIN, [("flame", 200, 200, 80), ("hearthstone", 200, 260, 50)], lamp=(200, 190)),
    "dialogue-hearth-back.png": S(RUIN, [("hearthstone", 200, 230, 70), ("soot", 200, 150, 40)], dusk=True),
    "dialogue-single-ember.png": S(RUIN, [("flame", 200, 230, 16)], dusk=True, lamp=(200, 230), fog=0.7),
    "dialogue-groundshiver.png": S(RUIN, [("shard", 200, 220, 50), ("waves", 200, 160, 50)], near=[("trenches", dict(y=0.7))]),
    "dialogue-reeds-hum.png": W_(BOG, [("names", 200, 110, 50)], near=[("reeds", dict(count=50, y_range=(0.65, 1.05)))]),
    "dialogue-register.png": S(BOG, [("book", 200, 210, 80)], dusk=True, lamp=(200, 190)),
    "dialogue-her-name.png": S(BOG, [("book", 180, 220, 60), ("feather", 280, 180, 30)], dusk=True),
    "dialogue-crypt-opens.png": S(BOG, [("door", 200, 190, 70)], near=[("stone_ring", dict(y=0.84))], dusk=True),
    "dialogue-bronze-words.png": S(BOG, [("bell", 200, 180, 80)], dusk=True),
    "dialogue-great-bell.png": S(BOG, [("bell", 200, 130, 56), ("waves", 200, 230, 70)], horizon=0.62, land=0.66),
    "dialogue-tower-top.png": S(BOG, [("bird", 300, 90, 30), FIG(150, 180, 60)], horizon=0.75, land=0.78,
                                near=[("tower", dict(x=150, y=0.8, width=80, height=120))]),
    "dialogue-peat-cutter.png": S(BOG, [FIG(200, 230, 100), ("spade", 250, 200, 50), ("brick", 130, 260, 30)],
                                  near=[("trenches", dict(y=0.7))]),
    "dialogue-not-yet.png": W_(BOG, [("hand", 200, 200, 60)], fog=0.8),
    "dialogue-postern.png": S(BOG, [("door", 200, 190, 70), ("lantern", 300, 170, 26)], dusk=True),
    "dialogue-hermit-way.png": W_(BOG, [FIG(150, 190, 60), ("chart", 270, 230, 40)], far=[("stilt_hut", dict(x=150, y=0.6))]),
    "dialogue-bells-count.png": W_(BOG, [("bell", 80, 200, 20), ("bell", 150, 180, 24), ("bell", 230, 170, 28),
                                         ("bell", 320, 185, 22)], fog=0.6),
    "dialogue-old-man.png": W_(BOG, [FIG(230, 190, 70), ("coil", 300, 240, 20)], far=[("stilt_hut", dict(x=220, y=0.6))], dusk=True),
    "dialogue-reeds-name.png": W_(BOG, [("names", 200, 120, 50), FIG(120, 240, 60)],
                                  near=[("reeds", dict(count=40, y_range=(0.7, 1.05)))]),
    "dialogue-wall-names.png": S(NEAR, [("names", 200, 140, 100), ("candle", 320, 250, 20)]),
    "dialogue-offerings.png": S(FAR, [("idol", 200, 180, 60), ("candle", 130, 260, 20), ("chest", 280, 262, 22)], dusk=True),
    "dialogue-first-night.png": S(RUIN, [("log", 200, 260, 30), ("flame", 200, 232, 24), FIG(130, 250, 60), FIG(280, 250, 60)],
                                  dusk=True, moon=(320, 70)),
    "dialogue-bells-loud.png": S(BOG, [("bell", 120, 140, 36), ("bell", 280, 140, 36), ("star", 200, 70, 20)], dusk=True),
    "dialogue-trader.png": S(RUIN, [FIG(200, 240, 110), ("chest", 280, 260, 30), ("flame", 120, 200, 16)], dusk=True, lamp=(120, 200)),
    "dialogue-names-read.png": S(RUIN, [("book", 200, 230, 50), FIG(120, 240, 70), FIG(280, 240, 70)], lamp=(200, 200)),
    "dialogue-ilse.png": S(RUIN, [FIG(240, 240, 110), ("flame", 140, 220, 30), ("hearthstone", 140, 260, 26)], lamp=(140, 220)),
    "dialogue-pigeon.png": S(BOG, [("bird", 190, 120, 80), ("door", 320, 220, 40)], fog=0.3, dusk=True),
    "dialogue-graves.png": S(RUIN, [("grave", 120, 220, 40), ("grave", 200, 214, 44), ("grave", 280, 222, 38)], dusk=True),
})

ITEMS.update({
    "item-reed-staff.png": [("staff", 200, 150, 90)], "item-clapper.png": [("clapper", 200, 150, 100)],
    "item-peat-brick.png": [("brick", 200, 160, 100)], "item-marsh-boots.png": [("boot", 170, 150, 80), ("boot", 260, 160, 70)],
    "item-eel-trap.png": [("trap", 200, 150, 100)], "item-hope.png": [("hand", 200, 170, 80), ("flame", 200, 90, 34)],
    "item-hesk.png": [("spear", 150, 150, 90), ("lantern", 260, 170, 60)], "item-draught.png": [("vial", 200, 150, 80)],
    "item-salvage.png": [("tools", 200, 150, 90)], "item-heron.png": [("heron", 200, 160, 90)],
    "item-cache.png": [("bundle", 160, 170, 70), ("vial", 280, 160, 50)], "item-marsh-lantern.png": [("lantern", 200, 165, 100)],
    "item-goat.png": [("goat", 200, 150, 90)], "item-candles.png": [("candle", 200, 160, 90)],
    "item-bandage.png": [("bandage", 180, 160, 80)], "item-watch-horn.png": [("horn", 200, 160, 100)],
    "item-barley.png": [("sheaf", 200, 150, 100)], "item-tinderbox.png": [("tinderbox", 190, 160, 90)],
    "quest-banner.png": [("banner", 200, 150, 100)], "quest-hearthstone.png": [("hearthstone", 200, 160, 100)],
    "map-citadel.png": [("chart", 200, 150, 130), ("flame", 160, 170, 20)], "map-bellwood.png": [("chart", 200, 150, 130), ("bell", 230, 130, 24)],
    "map-waste.png": [("chart", 200, 150, 130), ("flame", 250, 200, 24), ("flame", 150, 190, 16)],
    "map-sunken.png": [("chart", 200, 150, 130), ("bell", 150, 200, 18), ("bell", 200, 190, 18), ("bell", 250, 200, 18)],
    "map-vault.png": [("chart", 200, 150, 130), ("door", 230, 160, 30)], "die.png": [("die", 200, 150, 90)],
})

MEDALLIONS.update({
    "skill-forced-march.png": ("boot", (170, 130, 90)), "skill-old-lore.png": ("book", (190, 170, 120)),
    "skill-bellringer.png": ("bell", (200, 150, 80)), "skill-ash-walker.png": ("feather", (170, 160, 150)),
    "skill-counterblow.png": ("spear", (200, 110, 90)), "skill-quick-hands.png": ("hand", (210, 170, 120)),
    "skill-marsh-sense.png": ("heron", (130, 160, 150)), "skill-hearth-song.png": ("flame", (240, 170, 90)),
    "skill-grim-resolve.png": ("skull", (170, 150, 140)), "skill-keen-eye.png": ("eye", (150, 180, 190)),
    "skill-steady-aim.png": ("star", (200, 200, 150)), "skill-second-wind.png": ("waves", (140, 180, 200)),
    "skill-sure-footed.png": ("boot", (120, 150, 110)), "skill-warden-lore.png": ("door", (190, 120, 90)),
    "skill-lucky-break.png": ("star", (230, 190, 80)), "skill-duck.png": ("crow", (150, 150, 170)),
    "skill-second-look.png": ("eye", (200, 160, 120)), "skill-sidestep.png": ("feather", (150, 170, 200)),
    "skill-brace.png": ("hearthstone", (160, 140, 120)), "skill-fury.png": ("flame", (230, 90, 60)),
    "skill-instinct.png": ("bird", (170, 190, 160)), "skill-last-reserves.png": ("hand", (200, 120, 100)),
})

# the four wardens of the gate, as faces (their old silhouettes are Hollowmere's style)
FACES = {
    "portrait-maren.png": dict(colour=(168, 72, 52), kind="scarf", prop="shield", skin=(206, 160, 126), hair=(52, 36, 30),
                               eyes=(88, 70, 50), age=0.6),
    "portrait-tobin.png": dict(colour=(200, 164, 70), kind="cap", prop="lantern", skin=(222, 180, 146), hair=(120, 80, 44),
                               eyes=(70, 100, 120), age=0.2),
    "portrait-ysolde.png": dict(colour=(196, 96, 60), kind="hood", skin=(232, 196, 170), hair=(190, 90, 50), eyes=(80, 110, 80),
                                cloth=(70, 44, 40), age=0.1),
    "portrait-corvo.png": dict(colour=(90, 120, 100), kind="hood", prop="whistle", skin=(150, 106, 78), hair=(30, 26, 24),
                               eyes=(50, 40, 30), cloth=(52, 58, 52), age=0.4),
}

ALBUM = Album(PACK, TERRAINS, SCENES, ITEMS, MEDALLIONS, PORTRAITS, item_tone=(150, 136, 120),
              mist=((214, 200, 190), 0.16), glows={"event-170.png": ((200, 140), 110, (255, 140, 60), 0.6),
                                                   "dialogue-hearth-roars.png": ((200, 200), 120, (255, 150, 60), 0.5),
                                                   "dialogue-single-ember.png": ((200, 230), 70, (255, 120, 40), 0.7),
                                                   "event-embers-stir.png": ((200, 220), 90, (255, 130, 50), 0.6)},
              faces=FACES)


if __name__ == "__main__":
    sys.exit(ALBUM.main(sys.argv))
