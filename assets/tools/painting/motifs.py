"""Objects drawn as simple shaded shapes, by name: item still lifes, skill medallions and event motifs."""
from __future__ import annotations

import math
import random

from PIL import Image, ImageDraw, ImageFilter

from painting.ashenreach_shapes import (bandage, banner, bird, blocks, boot, brick, candle, chart, clapper, crow, die,
                                        door, geyser, goat, grave, hearthstone, heron, horn, idol, kneeling, leech,
                                        mural, names, rat, sheaf, soot, spear, staff, steam, tinderbox, tools, vial)
from painting.canvas import H, W, glow, mix, noise, stretch, vertical_gradient
from painting.shapes import (INK, bell, bolt, book, bundle, chest, cloak, coil, crab, duck, eels, eggs, eye, feather,
                             figure, flame, floats, hand, hook, knife, lantern, log, oar, pole, punt, shard, skull,
                             snake, spade, star, stave, tongs, trap, waves, whistle)

SHAPES = {
    "hook": hook, "pole": pole, "coil": coil, "lantern": lantern, "trap": trap, "floats": floats, "bundle": bundle,
    "punt": punt, "knife": knife, "spade": spade, "tongs": tongs, "eels": eels, "eggs": eggs, "shard": shard,
    "whistle": whistle, "cloak": cloak, "stave": stave, "duck": duck, "oar": oar, "bolt": bolt, "log": log,
    "bell": bell, "book": book, "chest": chest, "flame": flame, "eye": eye, "waves": waves, "hand": hand,
    "feather": feather, "star": star, "figure": figure, "skull": skull, "snake": snake, "crab": crab,
    "rat": rat, "goat": goat, "heron": heron, "crow": crow, "candle": candle, "boot": boot, "staff": staff,
    "banner": banner, "horn": horn, "sheaf": sheaf, "tinderbox": tinderbox, "vial": vial, "tools": tools,
    "leech": leech, "door": door, "die": die, "chart": chart, "hearthstone": hearthstone, "idol": idol, "grave": grave,
    "bird": bird, "mural": mural, "geyser": geyser, "steam": steam, "blocks": blocks, "soot": soot, "clapper": clapper,
    "brick": brick, "bandage": bandage, "spear": spear, "kneeling": kneeling, "names": names,
}


def still_life(rng: random.Random, shapes, tone=(196, 176, 138)) -> Image.Image:
    """An item on a weathered plank table, lit from the upper left, with a soft shadow."""
    img = vertical_gradient([(0.0, mix(tone, (255, 255, 255), 0.2)), (1.0, mix(tone, (40, 30, 20), 0.45))])
    grain_mask = stretch(noise(rng, cells=(3, 24), octaves=3), 90, 200)
    img = Image.composite(Image.new("RGB", (W, H), mix(tone, (60, 40, 20), 0.3)), img, grain_mask.point(lambda v: v // 3))
    d = ImageDraw.Draw(img)
    for y in (70, 150, 230):
        d.line([(0, y + rng.randint(-3, 3)), (W, y + rng.randint(-3, 3))], fill=mix(tone, INK, 0.45), width=2)
    shadow = Image.new("RGBA", (W, H), (0, 0, 0, 0))
    object_layer = Image.new("RGBA", (W, H), (0, 0, 0, 0))
    for name, cx, cy, s in shapes:
        SHAPES[name](ImageDraw.Draw(object_layer), cx, cy, s)
    alpha = object_layer.getchannel("A")
    shadow.paste((20, 14, 10, 150), (12, 14), alpha)
    img = Image.alpha_composite(img.convert("RGBA"), shadow.filter(ImageFilter.GaussianBlur(7)))
    img = Image.alpha_composite(img, object_layer).convert("RGB")
    return glow(img, (90, 60), 160, (60, 50, 30), 0.5)


def medallion(rng: random.Random, shape: str, colour, ground=(40, 46, 52)) -> Image.Image:
    """A skill's emblem: a coin of colour on a dark field, the motif in the middle."""
    img = vertical_gradient([(0.0, mix(ground, (255, 255, 255), 0.12)), (1.0, mix(ground, (0, 0, 0), 0.4))])
    img = glow(img, (W / 2, H / 2), 170, mix(colour, (0, 0, 0), 0.55), 0.6)
    d = ImageDraw.Draw(img)
    for k in range(24):  # a ring of rays, like the ornament of an old compass
        a = k / 24 * math.tau
        d.line([(W / 2 + math.cos(a) * 112, H / 2 + math.sin(a) * 112), (W / 2 + math.cos(a) * 132, H / 2 + math.sin(a) * 132)],
               fill=mix(colour, ground, 0.5), width=3)
    d.ellipse([W / 2 - 104, H / 2 - 104, W / 2 + 104, H / 2 + 104], fill=mix(colour, ground, 0.35), outline=colour, width=5)
    d.ellipse([W / 2 - 90, H / 2 - 90, W / 2 + 90, H / 2 + 90], outline=mix(colour, (255, 255, 255), 0.3), width=1)
    SHAPES[shape](d, W / 2, H / 2, 60)
    return img
