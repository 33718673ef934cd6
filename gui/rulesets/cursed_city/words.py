"""Cursed City's zones as players name them, for the log."""
from __future__ import annotations

from engine.rulesets.cursed_city import table as t
from engine.rulesets.cursed_city.battlefield import square_words

FIXED = {t.AVAILABLE: "the hostiles in reach", t.OUT: "out of action", t.AWAY: "away in a crisis",
         t.WOUNDS: "the wound counters", t.ENCOUNTERS: "the encounter deck", t.SPENT_ENCOUNTERS: "the spent encounters",
         t.INITIATIVE: "beside the combat track", t.TRACK: "the combat track", t.DESTINY_AVAILABLE: "the available destiny dice",
         t.DESTINY_DISCARDED: "the discarded destiny dice", t.QUEST_DIE: "the quest die", t.ACTION_DICE: "the dice tray",
         t.ROLLED: "the roll", t.DISCOVERY: "the discovery deck", t.SPENT_DISCOVERY: "the discovery discards",
         t.OBJECTS: "the box of objects", t.BOX: "the box", t.ROSTER: "the roster", t.DEAD: "a bag with a mortis card",
         t.TRAITS: "the trait decks", t.EMPOWERMENTS: "the empowerments", t.EXPLORATION: "the exploration deck",
         t.SPENT_EXPLORATION: "the explored cards"}


def zone_words(game, zone: str) -> str | None:
    if zone in FIXED:
        return FIXED[zone]
    kind, _, rest = zone.partition(":")
    if kind == "space":
        return square_words(game, t.cell_of(zone))
    if kind == "slot":
        hero, k = rest.rsplit(":", 1)
        return f"{game.cards[hero].title}'s activation space {int(k) + 1}"
    if kind in ("dice", "carried", "traits"):
        what = {"dice": "activation dice", "carried": "belongings", "traits": "traits"}[kind]
        return f"{game.cards[rest].title}'s {what}"
    if kind == "kit":
        hero, slot = rest.rsplit(":", 1)
        return f"{game.cards[hero].title}'s {slot} slot"
    if kind == "encounter":
        return f"space {rest} above the combat track"
    if kind == "slain":
        return f"hostile group {rest}'s slain"
    return None
