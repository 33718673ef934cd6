"""Realms and Ruins' zones as players name them, for the log."""
from __future__ import annotations

from engine.rulesets.realms_and_ruins.table import BOX, GOLD, OTHERSIDERS, REMOVED, kind_of, realm_of, seat_of

FIXED = {GOLD: "the Gold supply", BOX: "the box", REMOVED: "out of the game"}


def name_of(game, seat: int) -> str:
    return game.table.players[seat].name


def zone_words(game, zone: str) -> str | None:
    """A zone in words, or None when it is not one of this game's own."""
    if zone in FIXED:
        return FIXED[zone]
    kind = kind_of(zone)
    title = lambda: game.cards[realm_of(zone)].title  # noqa: E731 - read only for the zones that name a Realm
    if kind == "realm":
        return f"the {title()}"
    if kind == "marker":
        return f"beside the {title()} Offer"
    if kind == "offer":
        return f"the {title()} Offer deck"
    if kind == "slot":
        return f"the {title()} Offer"
    if kind == "supply":
        owner = zone.split(":", 1)[1]
        return "the Othersiders' supply" if owner == OTHERSIDERS else f"{name_of(game, int(owner))}'s supply"
    words = {"purse": "{}'s Gold", "deck": "{}'s deck", "hand": "{}'s hand", "discard": "{}'s discard pile",
             "played": "the table ({} plays it)", "hero": "{}'s Hero board"}
    if kind in words:
        return words[kind].format(name_of(game, seat_of(zone)))
    if kind == "skill":  # skill:<seat>:<skill id>
        return f"{name_of(game, seat_of(zone))}'s skill {game.cards[zone.split(':')[2]].title}"
    if kind == "cache":  # cache:<realm>:<seat>: Gold a Hero card left there
        return f"{name_of(game, int(zone.split(':')[2]))}'s Gold left in the {title()}"
    return None
