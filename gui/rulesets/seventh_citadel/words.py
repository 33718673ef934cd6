"""The 7th Citadel's zones and counts as a player names them, for the log."""
from __future__ import annotations

from engine.rulesets.seventh_citadel import leaflet
from engine.rulesets.seventh_citadel.table import SCORES
from gui import looking
from gui.rulesets.sevenths.words import board_zone_words

FIXED = {"adventure": "the adventure deck", "past": "the past", "banished": "the banished cards", "box": "the box",
         "drawn": "the cards drawn for the action", "revealed": "the table (being resolved)",
         "quest_items": "the quest items", "global": "the global events", "dice": "the dice box",
         "book": "the Dialogue Book"}
OWN = {"deck": "action deck", "discard": "discard pile", "hand": "hand", "purse": "purse",
       "blocked": "blocked cards", "character": "character card"}


def zone_words(game, zone: str) -> str | None:
    """A zone in words, or None when it is not one of this game's own."""
    name, _, rest = zone.partition(":")
    if zone in FIXED:
        return FIXED[zone]
    if name in OWN:
        try:
            return f"{game.table.player(int(rest)).name}'s {OWN[name]}"
        except (KeyError, ValueError):
            return f"a player's {OWN[name]}"
    on_board = board_zone_words(game, zone)
    if on_board is not None:
        return on_board
    if name == "on":
        return "a card's compound action"
    return None


def log_line(game, events: list, i: int) -> str | None:
    """A player's life points, a community score or a building's boxes changing, in words ("Ada's life points:
    12 → 11", "Grain Silo: 1 of 2 boxes checked"); None for any other event (the table's words)."""
    event = looking.event(game, events[i])
    if event is None or event.kind != "value_changed":
        return None
    name, _, rest = event.what.partition(":")
    if name == "life":
        try:
            who = game.table.player(int(rest)).name
        except (KeyError, ValueError):
            who = "A player"
        return f"{who}'s life points: {event.old} → {event.new}."
    if name == "score" and rest in SCORES:
        return f"{rest.capitalize()} score: {event.old} → {event.new}."
    if name == "building":
        found = next((b for b in leaflet.buildings(game) if b["id"] == rest), None)
        if found is not None:
            return f"{found.get('title', rest)}: {event.new} of {found['boxes']} boxes checked."
    return None
