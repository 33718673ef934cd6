"""The colours of Realms and Ruins at the table and on its cards: one per suit (and so per Hero, whose suit is
its home Realm's), the Othersiders' white, and the sides of a Realm board."""
from __future__ import annotations

SUITS = {"village": (214, 168, 52), "castle": (58, 104, 176), "magic": (176, 58, 62)}
NEUTRAL = (120, 112, 100)
OTHERSIDERS = (236, 236, 240)
HEALTHY = (74, 120, 76)
RUINED = (78, 64, 86)


def suit_colour(suit: str | None) -> tuple[int, int, int]:
    return SUITS.get(str(suit or ""), NEUTRAL)


def hero_colour(card) -> tuple[int, int, int]:
    """A Hero's colour: its own `colour` field if the pack gives one (#rrggbb), else its suit's."""
    given = str(card.get("colour", "") or "")
    if len(given) == 7 and given.startswith("#"):
        try:
            return tuple(int(given[i:i + 2], 16) for i in (1, 3, 5))
        except ValueError:
            pass
    return suit_colour(card.get("suit") or card.get("home"))
