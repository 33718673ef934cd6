"""The colours of Realms and Ruins at the table and on its cards: one per suit (and so per Hero, whose suit is
its home Realm's), the Othersiders' white, and the sides of a Realm board."""
from __future__ import annotations

import zlib

# the three suits, by the Realm ids of the packs we ship (the test pack's and Brinefall's): Copperlane is the
# Village's copper, Saltgate Keep the Castle's blue, the Lantern Spire the Magic's red
SUITS = {"village": (214, 168, 52), "castle": (58, 104, 176), "magic": (176, 58, 62),
         "copperlane": (200, 122, 46), "saltgate": (52, 98, 168), "lantern-spire": (170, 52, 74)}
# the emblem each suit wears: a house, a keep, a star (the Lantern Spire's a lighthouse)
EMBLEMS = {"village": "house", "castle": "tower", "magic": "star",
           "copperlane": "house", "saltgate": "tower", "lantern-spire": "lighthouse"}
# each Hero of the packs we ship, by its home Realm: its deck's back wears that colour (a deck's owner is public)
HOMES = {"villager": "village", "noble": "castle", "sorceress": "magic",
         "netmender": "copperlane", "harbour-captain": "saltgate", "tide-reader": "lantern-spire"}
# a suit of a pack we do not know takes one of these, always the same for the same id
SPARE = ((120, 140, 70), (110, 80, 150), (60, 140, 140), (160, 100, 60))
NEUTRAL = (120, 112, 100)
OTHERSIDERS = (236, 236, 240)
HEALTHY = (74, 120, 76)
RUINED = (78, 64, 86)


def suit_colour(suit: str | None) -> tuple[int, int, int]:
    if not suit:
        return NEUTRAL
    return SUITS.get(str(suit)) or SPARE[zlib.crc32(str(suit).encode()) % len(SPARE)]


def emblem_of(suit: str | None) -> str:
    """The emblem a suit wears ("" for none: a Hero's crown)."""
    return EMBLEMS.get(str(suit or ""), "star" if suit else "")


def hero_colour(card) -> tuple[int, int, int]:
    """A Hero's colour: its own `colour` field if the pack gives one (#rrggbb), else its suit's."""
    given = str(card.get("colour", "") or "")
    if len(given) == 7 and given.startswith("#"):
        try:
            return tuple(int(given[i:i + 2], 16) for i in (1, 3, 5))
        except ValueError:
            pass
    return suit_colour(card.get("suit") or card.get("home"))


def deck_colour(hero: str | None) -> tuple[int, int, int]:
    """The colour of a Hero's deck's back: its home Realm's, or the neutral one for a Hero we do not know."""
    home = HOMES.get(str(hero or ""))
    return suit_colour(home) if home else NEUTRAL
