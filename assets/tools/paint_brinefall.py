"""Paint Brinefall's card art (the three Realms of the drowning shore, the claimants' portraits, the people and
things of the Offers, the Events of the tide) with the same Pillow painter as the other packs (`painting/`).

    .venv/bin/python assets/tools/paint_brinefall.py [names...]

Run by hand; the PNGs are committed. Each picture is seeded by the CRC of its file name, so a run repaints the
same pictures byte for byte; a card's art without a recipe here is reported, never skipped silently. The Realms
keep their colours in every picture: Copperlane's copper dusk over the mudflats, Saltgate's slate-blue sea wall,
the Lantern Spire's violet night with its lamp.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from painting.album import Album  # noqa: E402
from painting.canvas import glow  # noqa: E402

PACK = Path(__file__).resolve().parents[1] / "packs" / "brinefall"

# Copperlane: a market on stilts over the mudflats at a copper dusk
COPPER = dict(sky=[(0.0, (70, 46, 40)), (0.55, (196, 120, 70)), (1.0, (236, 186, 120))], far=(120, 84, 64),
              ground=(96, 72, 52), ground2=(140, 104, 70), water=(86, 70, 58), reed=(150, 110, 64),
              dark=(42, 28, 22), fog=(226, 190, 150), light=(255, 210, 140))
# Saltgate Keep: a sea fortress under a slate sky
SALT = dict(sky=[(0.0, (36, 46, 64)), (0.55, (110, 130, 156)), (1.0, (176, 190, 204))], far=(78, 90, 108),
            ground=(70, 76, 86), ground2=(104, 110, 120), water=(44, 62, 84), reed=(96, 110, 104),
            dark=(22, 26, 34), fog=(196, 206, 216), light=(220, 230, 240))
# The Lantern Spire: a violet night, the great lamp burning
LANTERN = dict(sky=[(0.0, (26, 18, 40)), (0.6, (92, 48, 84)), (1.0, (170, 80, 80))], far=(66, 40, 66),
               ground=(54, 40, 54), ground2=(90, 60, 76), water=(36, 28, 50), reed=(96, 70, 84),
               dark=(16, 12, 22), fog=(200, 160, 190), light=(255, 196, 120))
# The tide: grey-green water for the Events
TIDE = dict(sky=[(0.0, (40, 56, 60)), (0.55, (120, 146, 146)), (1.0, (180, 196, 186))], far=(70, 90, 92),
            ground=(66, 76, 70), ground2=(96, 110, 96), water=(46, 70, 74), reed=(100, 116, 90),
            dark=(24, 32, 32), fog=(200, 214, 206), light=(230, 240, 220))


def shore(palette, **extra):
    """A view of the shore: the sea to the horizon and a strip of land or mud in front."""
    spec = dict(area="I", palette=palette, horizon=extra.pop("horizon", 0.52), water=extra.pop("water", 0.56),
                land=extra.pop("land", 0.8))
    spec.update(extra)
    return spec


def sea(palette, **extra):
    spec = dict(area="I", palette=palette, horizon=extra.pop("horizon", 0.5), water=extra.pop("water", 0.54))
    spec.update(extra)
    return spec


FIG = lambda x, y=220, s=70: ("figure", x, y, s)  # noqa: E731  a walker in the distance
HUT = ("stilt_hut", dict(x=300, y=0.66))
KEEP = ("tower", dict(x=300, y=0.56, width=80, height=110))
SPIRE = ("tower", dict(x=320, y=0.54, width=34, height=150))

TERRAINS = {
    "copperlane.png": shore(COPPER, near=[("stilt_hut", dict(x=120, y=0.7)), HUT, ("stakes", dict(count=10, y=0.8))]),
    "saltgate.png": sea(SALT, near=[("tower", dict(x=200, y=0.56, width=120, height=130)), ("rocks", dict(count=4))]),
    "lantern-spire.png": shore(LANTERN, dusk=True, near=[("tower", dict(x=200, y=0.56, width=40, height=170))],
                               lamp=(200, 62)),
}

SCENES = {
    # Copperlane
    "eel-seller.png": (shore(COPPER, near=[HUT]), [("eels", 170, 230, 60), FIG(300, 200, 60)]),
    "lamp-oil-hawker.png": (shore(COPPER, dusk=True, lamp=(140, 200)), [("lantern", 140, 210, 50), FIG(260, 220, 80)]),
    "quay-cutpurse.png": (shore(COPPER, near=[("stakes", dict(count=6, y=0.78))]), [("hand", 200, 220, 50), ("coil", 320, 240, 26)]),
    "pier-carpenter.png": (shore(COPPER, near=[("steps", dict(x=140, y=0.7)), HUT]), [("spade", 240, 200, 50)]),
    "fishwives.png": (shore(COPPER, near=[HUT]), [FIG(120, 230, 70), FIG(170, 232, 66), FIG(220, 230, 72), ("eels", 320, 250, 26)]),
    "barge-pilot.png": (sea(COPPER), [("punt", 200, 200, 70)]),
    "moneychanger.png": (shore(COPPER, lamp=(200, 180)), [("chest", 200, 220, 50), ("hand", 300, 220, 30)]),
    "tavern-keeper.png": (shore(COPPER, dusk=True, near=[HUT], lamp=(300, 170)), [("flame", 300, 180, 14), FIG(170, 220, 80)]),
    "knucklebone-gambler.png": (shore(COPPER), [("skull", 160, 230, 30), ("skull", 230, 238, 24), FIG(300, 220, 70)]),
    "stair-beggar.png": (shore(COPPER, near=[("steps", dict(x=200, y=0.66))]), [FIG(200, 220, 70), ("hand", 250, 250, 22)]),
    "harbour-smuggler.png": (sea(COPPER, dusk=True), [("punt", 180, 210, 60), ("bundle", 180, 170, 30)]),
    "ropewalk-foreman.png": (shore(COPPER, near=[("stakes", dict(count=14, y=0.72))]), [("coil", 200, 230, 60)]),
    # the Lantern Spire
    "chart-keeper.png": (shore(LANTERN, near=[SPIRE], lamp=(320, 110)), [("book", 170, 220, 60)]),
    "lamp-novice.png": (shore(LANTERN, dusk=True), [("flame", 200, 200, 40), FIG(260, 230, 60)]),
    "star-cartographer.png": (sea(LANTERN, dusk=True), [("star", 120, 80, 20), ("star", 260, 60, 14), ("star", 320, 110, 10),
                                                         ("book", 200, 230, 50)]),
    "mirror-reader.png": (shore(LANTERN, near=[SPIRE]), [("eye", 180, 190, 50), ("shard", 180, 250, 30)]),
    "hush-sister.png": (shore(LANTERN, dusk=True, near=[SPIRE]), [FIG(180, 230, 110), ("hand", 250, 150, 26)]),
    "dream-sender.png": (sea(LANTERN, dusk=True, moon=(300, 70)), [("feather", 160, 180, 50), ("star", 240, 90, 16)]),
    "tide-caller.png": (sea(LANTERN), [("waves", 200, 220, 90), FIG(200, 150, 60)]),
    "drowned-choir.png": (sea(LANTERN, dusk=True), [("bell", 200, 170, 50), FIG(120, 240, 50), FIG(280, 240, 50)]),
    "echo-witch.png": (shore(LANTERN, near=[SPIRE]), [FIG(170, 230, 100), ("waves", 260, 160, 30)]),
    "skin-changer.png": (shore(LANTERN, dusk=True), [FIG(150, 230, 90), FIG(250, 230, 90)]),
    "salt-healer.png": (shore(LANTERN, lamp=(200, 150)), [("hand", 200, 220, 50), ("flame", 200, 150, 18)]),
    "bone-diviner.png": (shore(LANTERN, dusk=True), [("skull", 200, 220, 50), ("feather", 280, 200, 30)]),
    # Saltgate Keep
    "harbour-watch.png": (shore(SALT, near=[KEEP], lamp=(120, 190)), [("lantern", 120, 200, 36), ("pole", 220, 220, 50)]),
    "boarding-party.png": (sea(SALT, near=[("hull", dict(x=200, y=0.72, upturned=False))]), [("hook", 200, 170, 60)]),
    "standard-bearer.png": (shore(SALT, near=[KEEP]), [("stave", 170, 190, 70), FIG(170, 240, 70)]),
    "marine-sergeant.png": (shore(SALT, near=[("stakes", dict(count=8, y=0.74))]), [FIG(200, 230, 110), ("knife", 280, 230, 40)]),
    "salt-priest.png": (shore(SALT, near=[KEEP]), [FIG(160, 230, 100), ("bundle", 240, 250, 26)]),
    "gatewarden.png": (sea(SALT, near=[("tower", dict(x=200, y=0.56, width=150, height=120))]), [("bolt", 200, 220, 40)]),
    "wreck-ghost.png": (sea(SALT, fog=0.8, near=[("ribs", dict(x=200, y=0.86))]), [FIG(200, 200, 100)]),
    "quartermaster.png": (shore(SALT, near=[KEEP]), [("chest", 180, 220, 60), ("coil", 280, 240, 30)]),
    "turncloak.png": (shore(SALT, fog=0.8), [("cloak", 200, 210, 70)]),
    "keep-herald.png": (shore(SALT, near=[KEEP, ("path", dict(y=0.8, width=60))]), [FIG(160, 240, 70), ("whistle", 230, 200, 30)]),
    "chain-reeve.png": (sea(SALT, near=[KEEP]), [("coil", 160, 230, 50), ("bolt", 240, 230, 30)]),
    "siege-captain.png": (sea(SALT, near=[("tower", dict(x=140, y=0.56, width=90, height=130))]), [("stave", 280, 200, 60)]),
    # the Events of the tide
    "event-bell-under-water.png": (sea(TIDE), [("bell", 200, 230, 44), ("waves", 200, 180, 70)]),
    "event-grey-envoy.png": (shore(TIDE, fog=0.8), [FIG(200, 220, 120)]),
    "event-wreck-on-the-bar.png": (sea(TIDE, near=[("ribs", dict(x=200, y=0.86))]), [("chest", 120, 250, 24)]),
    "event-salt-in-the-wells.png": (shore(TIDE, near=[("stone_ring", dict(y=0.78))]), [("bundle", 200, 220, 30)]),
    "event-lamp-gutters.png": (sea(LANTERN, dusk=True, near=[SPIRE]), [("flame", 320, 60, 12), ("punt", 150, 230, 40)]),
    "event-festival-of-nets.png": (shore(COPPER, near=[HUT, ("stakes", dict(count=12, y=0.76))]), [("floats", 200, 200, 60)]),
    "event-tide-stands-still.png": (shore(TIDE, water=0.6, near=[("steps", dict(x=200, y=0.62))]), [("waves", 200, 250, 60)]),
    "event-press-gang.png": (shore(SALT, near=[KEEP]), [FIG(120, 230, 70), FIG(180, 230, 70), ("stave", 250, 220, 40)]),
    "event-drowned-child.png": (shore(TIDE, fog=0.7), [FIG(200, 230, 60), ("waves", 200, 270, 40)]),
    "event-storm-season.png": (sea(TIDE, fog=0.9), [("waves", 200, 200, 100), ("bolt", 300, 80, 20)]),
    "event-coral-circlet.png": (sea(TIDE), [("floats", 200, 230, 50), ("shard", 200, 170, 30)]),
    "event-mutiny.png": (sea(SALT, near=[KEEP]), [("coil", 180, 230, 50), FIG(260, 230, 70)]),
}

ITEMS = {
    # the starting cards, one picture each, the Hero's own colour in the light that falls on it
    **{f"{hero}-{name}.png": shapes for hero in ("netmender", "harbour-captain", "tide-reader") for name, shapes in {
        "wade-out": [("waves", 200, 200, 90), ("feather", 200, 110, 36)],
        "haggle": [("hand", 150, 160, 60), ("hand", 260, 160, 60)],
        "lend-a-hand": [("hand", 200, 160, 80)],
        "muster": [("whistle", 200, 150, 90)],
        "echo": [("bell", 200, 150, 80)],
        "parley": [("floats", 200, 150, 80)],
    }.items()},
}

PORTRAITS = {
    "netmender.png": ((200, 120, 50), "scarf", None),
    "harbour-captain.png": ((60, 100, 170), "cap", None),
    "tide-reader.png": ((170, 56, 70), "hood", "lantern"),
}

# each starting card lit in its Hero's colour
GLOWS = {"netmender-": ((100, 70), 160, (200, 120, 50), 0.45),
         "harbour-captain-": ((100, 70), 160, (60, 100, 170), 0.45),
         "tide-reader-": ((100, 70), 160, (170, 56, 70), 0.45)}

class Brinefall(Album):
    """The album, a Hero's starting cards lit in its colour too (the painter's still lifes take one tone)."""

    def paint(self, name: str):
        img, rng = super().paint(name)
        if name in self.items:
            for prefix, light in self.glows.items():
                if name.startswith(prefix):
                    img = glow(img, *light)
        return img, rng


ALBUM = Brinefall(PACK, TERRAINS, SCENES, ITEMS, {}, PORTRAITS, item_tone=(170, 150, 120),
                  mist=((214, 206, 196), 0.12), glows=GLOWS)


if __name__ == "__main__":
    sys.exit(ALBUM.main(sys.argv))
