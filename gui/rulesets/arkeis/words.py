"""Arkeis' zones as players name them, for the log and the panels."""
from __future__ import annotations

from engine.rulesets.arkeis import board as rooms
from engine.rulesets.arkeis.table import (ASIDE, BUILT, CAMP, CHAINS, COINS, FATE_ASIDE, IN_PLAY, INJURIES, LOST,
                                          POISONS, READING, REROLLS, ROLLED, ROOMS_NEARBY, ROOMS_PLACED, SEARCH_TOKENS,
                                          STAIRCASES, STOCK, TRAPDOORS, TRAUMAS, UNBOUGHT, UPGRADES, XPS, kind_of)
from engine.rulesets.arkeis.table import ACTIVATIONS, POWERS, TIMES

FIXED = {STOCK: "the Fate stock", FATE_ASIDE: "the Fate tokens set aside", INJURIES: "the Injury tokens",
         POISONS: "the Poison tokens", SEARCH_TOKENS: "the Search tokens set aside", COINS: "the coin supply",
         XPS: "the XP supply", REROLLS: "the Reroll tokens not earned yet", CAMP: "the Camp box",
         UNBOUGHT: "the Experience cards in the Camp box", UPGRADES: "the Camp Archives", BUILT: "the camp",
         LOST: "the upgrades lost", READING: "the card being read", IN_PLAY: "in play", TRAUMAS: "the Trauma pile",
         ROLLED: "the dice tray", CHAINS: "the Chain tokens", TRAPDOORS: "the Trapdoor tokens",
         STAIRCASES: "the Staircase tokens", TIMES: "the Time marker's place in the box", POWERS: "the Power tokens",
         ACTIVATIONS: "the Activation markers", ROOMS_NEARBY: "near the table", ROOMS_PLACED: "the map", ASIDE: "set aside"}
OWN = {"backpack": "{}'s backpack", "equipped": "{}'s equipment", "injured": "{}'s Injury slots",
       "trauma": "{}'s Trauma slots", "threats": "{}'s Threat slot", "held": "the profiles in front of {}",
       "profile": "{}'s profile", "experience": "{}'s Experience cards"}


def zone_words(game, zone: str) -> str | None:
    """A zone in words, or None when it is not one of this game's own."""
    if zone in FIXED:
        return FIXED[zone]
    kind = kind_of(zone)
    rest = zone.split(":", 1)[1] if ":" in zone else ""
    if kind == "zone" and rooms.area_of(zone) in game.table.areas:
        return rooms.said(game, zone)
    if kind == "door" and rest in game.table.doors:
        return "a door of " + " and ".join(rooms.said(game, z) for z in game.table.doors[rest].between)
    if kind in OWN and rest.isdigit() and int(rest) < game.table.seats:
        return OWN[kind].format(game.table.explorers[int(rest)].name)
    if kind == "kept" and rest in game.cards:
        return f"what {game.cards[rest].title} keeps at camp"
    if kind == "search":
        return f"the Search pile {rest.upper()}"
    if kind == "box":
        return "an episode's box"
    if kind == "minis":
        return f"the {game.cards[rest].title} miniatures near the table" if rest in game.cards else None
    if kind == "profiles":
        return f"the {game.cards[rest].title} profiles" if rest in game.cards else None
    if kind == "wounds":
        return "beside a miniature"
    if kind in ("power", "active") and rest in game.state.pieces:
        return f"on the {game.card(rest).title}"
    if kind == "time" and rest.isdigit():
        return f"space {rest} of the time track"
    if kind == "dice":
        return f"the {rest} dice"
    return None
