"""JSON Schemas of an Arkeis pack: pack.toml and one schema per entry type (dice, Explorers, rooms and
floors, tokens, Adversaries and their profiles, Search cards, Traumas, episodes).

A number the rulebook's text lost (the faces of the dice, the Fate stock by player count) is pack data,
written with `verified = false` until it is checked against the printed game."""
from __future__ import annotations

from engine.content.schema_parts import (ART, BOOL, ID, NAME, PLAIN, SHORT, TEXT, count, die_faces, list_of, pack_schema,
                                         table)

from .op_parts import AMOUNT, SYMBOL
from .ops import VOCABULARY

OP = VOCABULARY.schema(PLAIN, NAME)
EFFECTS = list_of(OP, maxItems=12)
REF = {"$ref": "#/$defs/effects"}
ACTIONS = ["search", "move", "fight", "support"]
ZONE_REF = {"type": "string", "pattern": "^[a-z0-9]+(-[a-z0-9]+)*:[1-4]$", "maxLength": 70,
            "x-messages": {"pattern": "{value} must name a zone as room:number, like hall:2"}}
ABILITIES = ["heal_at_end_of_turn", "extra_fight_die", "reroll_inspection", "lend_action", "set_die_with_coin",
             "set_die_with_fate"]
SIZES = ["small", "medium", "large"]
# what grappling does to a Search or a Move: Injuries first, or the action refused
ACTION_RULE = {"type": "object", "properties": {"injuries": AMOUNT, "forbidden": {"const": True}},
               "additionalProperties": False, "minProperties": 1, "maxProperties": 1,
               "x-messages": {"minProperties": "gives injuries = N or forbidden = true",
                              "maxProperties": "gives injuries = N or forbidden = true, not both"}}

# what a completed row or column of the logbook gives: victory points, coins, XP, a camp upgrade, an Event
# row, or an artifact (a Search card by its back, taken at once)
BONUS = {"type": "object", "properties": {"vp": count(1, 99), "coins": count(1, 99), "xp": count(1, 99),
                                          "upgrade": ID, "event": {"const": True}, "artifact": SYMBOL},
         "additionalProperties": False, "minProperties": 1, "maxProperties": 1,
         "x-messages": {"minProperties": "gives one of vp, coins, xp, upgrade, event or artifact",
                        "maxProperties": "gives one bonus: vp, coins, xp, upgrade, event or artifact"}}

# an epilogue sticker: its words, and what it gives (victory points, coins and XP into the Camp box, camp
# upgrades made available to build)
EPILOGUE = table({"text": TEXT, "vp": count(1, 99), "coins": count(1, 99), "xp": count(1, 99),
                  "upgrades": list_of(ID, maxItems=8, uniqueItems=True)})

# Search symbols printed on a room's or floor's zones (searched like tokens, never removed)
PRINTED = list_of(table({"zone": count(1, 4), "symbol": SYMBOL}, ["zone", "symbol"]), maxItems=4)

COMMON = {"id": ID, "type": NAME, "title": SHORT, "text": TEXT, "art": ART, "verified": BOOL}
TYPE_FIELDS: dict[str, tuple[dict, list[str]]] = {
    "die": ({"dice": {"enum": ["fight", "inspection"]}, "count": count(1, 12),
             "faces": die_faces(symbols=list_of(SYMBOL, maxItems=2), required=["symbols"], minItems=2, maxItems=12)},
            ["dice", "count", "faces"]),
    "explorer": ({"ability": {"enum": ABILITIES}, "ability_tokens": count(1, 5), "excludes": list_of(ID, maxItems=5)},
                 ["ability"]),
    "room": ({"size": {"enum": SIZES}, "symbols": PRINTED}, ["size"]),
    "floor": ({"size": {"enum": SIZES}, "symbols": PRINTED}, ["size"]),
    "token": ({"token": {"enum": ["fate", "injury", "poison", "reroll", "coin", "xp", "chain", "trapdoor",
                                   "staircase-a", "staircase-b", "time", "power", "activation"]},
               "count": count(1, 200)},
              ["token", "count"]),
    "search_token": ({"symbol": SYMBOL, "count": count(1, 20)}, ["symbol", "count"]),
    "adversary": ({"kind": {"enum": ["mechanical", "human", "hybrid", "special"]}, "miniatures": count(1, 60),
                   "intermediate_elite": BOOL}, ["kind", "miniatures"]),
    "profile": ({"adversary": ID, "health": count(1, 20), "elite": BOOL, "start": REF, "searching": ACTION_RULE,
                 "moving": ACTION_RULE,
                 "fight": list_of(table({"symbol": SYMBOL, "effects": REF}, ["symbol", "effects"]), minItems=1,
                                  maxItems=8)},
                ["adversary", "health", "fight"]),
    "search": ({"episode": ID, "symbol": SYMBOL, "kind": {"enum": ["relic", "equipment", "event", "threat", "special"]},
                "coins": count(0, 99), "slot": {"enum": ACTIONS}, "dice": count(1, 3), "effects": REF, "start": REF,
                "support": REF, "discard_after_use": BOOL, "stays": BOOL, "put_back": BOOL,
                # a relic's use (not an action), and an action of its own the card gives ("a card will explain")
                "use": REF, "action": table({"label": SHORT, "effects": REF}, ["label", "effects"])},
               ["episode", "symbol", "kind"]),
    "upgrade": ({"cost": count(0, 99), "unlocks_level": count(3, 3), "rerolls": count(1, 9), "xp": count(1, 9),
                 # offers when used: a Trauma discarded for coins, coins traded for XP
                 "infirmary": count(1, 9), "exchange": table({"coins": count(1, 9), "xp": count(1, 9)}, ["coins", "xp"]),
                 "coins": count(1, 99)}, ["cost"]),
    "experience": ({"explorer": ID, "level": count(1, 3), "dice": count(1, 3), "start": REF}, ["explorer", "level"]),
    "trauma": ({"colour": {"enum": ["green", "red", "blue", "gray", "yellow", "black"]}, "start": REF,
                "after": table({a: REF for a in ACTIONS}), "forbids": list_of({"enum": ACTIONS + ["ability"]}, uniqueItems=True)},
               ["colour"]),
    "episode": ({"order": count(0, 99), "intro": TEXT, "opening": REF,
                 "fate_stock": table({"players": list_of(count(0, 99), minItems=1, maxItems=5), "verified": BOOL},
                                     ["players"]),
                 "stock_empty": REF,
                 "epilogues": table({"positive": EPILOGUE, "negative": EPILOGUE}),
                 # the Event stickers: which one the logbook calls for by the number of Event rows completed
                 "events": list_of(table({**EPILOGUE["properties"], "rows": count(1, 8)}, ["rows"]), maxItems=8),
                 "rooms": list_of(table({"room": ID, "at": list_of(count(-20, 20), minItems=2, maxItems=2),
                                         "turned": BOOL}, ["room", "at"]), minItems=1, maxItems=20),
                 "doors": list_of(table({"id": ID, "between": list_of(ZONE_REF, minItems=2, maxItems=2)},
                                        ["id", "between"]), maxItems=40),
                 "tokens": list_of(table({"symbol": SYMBOL, "zone": ZONE_REF, "door": ID}, ["symbol"]), maxItems=40),
                 # doors chained shut at set-up, and trapdoors open from the start (a way down, one way)
                 "chains": list_of(ID, maxItems=20, uniqueItems=True),
                 "trapdoors": list_of(table({"zone": ZONE_REF, "to": ZONE_REF, "injuries": count(0, 9)},
                                            ["zone", "to"]), maxItems=10),
                 # staircases: two zones joined both ways, a Staircase token of the mark in each
                 "staircases": list_of(table({"mark": {"enum": ["a", "b"]},
                                              "between": list_of(ZONE_REF, minItems=2, maxItems=2)},
                                             ["mark", "between"]), maxItems=4),
                 # a time track: the Time marker starts on space 1 and moves on one space a round (and by effects);
                 # a space's effects apply when the marker reaches it
                 "time": table({"spaces": count(2, 20),
                                "at": list_of(table({"space": count(1, 20), "effects": REF}, ["space", "effects"]),
                                              maxItems=20)}, ["spaces"]),
                 "explorers": ZONE_REF,
                 "adversaries": list_of(table({"adversary": ID, "zone": ZONE_REF, "count": count(1, 20)},
                                              ["adversary", "zone"]), maxItems=40),
                 "start_card": SYMBOL,
                 "logbook": table({"grid": list_of(list_of({"anyOf": [SYMBOL, {"const": ""}]}, minItems=1, maxItems=8),
                                                   minItems=1, maxItems=8),
                                   "rows": list_of(BONUS, maxItems=8), "columns": list_of(BONUS, maxItems=8)},
                                  ["grid"])},
                ["order", "fate_stock", "rooms", "explorers"]),
}
CARD_TYPES = list(TYPE_FIELDS)
GROUPS = (("map", "Rooms and floors"), ("explorers", "Explorers and their Experience cards"), ("adversaries", "Adversaries and profiles"),
          ("episodes", "Episodes, their Search cards, camp upgrades"), ("components", "Dice, tokens and Traumas"))
GROUP_OF_TYPE = {"room": "map", "floor": "map", "explorer": "explorers", "experience": "explorers",
                 "upgrade": "episodes", "adversary": "adversaries",
                 "profile": "adversaries", "episode": "episodes", "search": "episodes"}


def card_schema(card_type: str) -> dict:
    own, required = TYPE_FIELDS[card_type]
    schema = table({**COMMON, "type": {"const": card_type}, **own}, ["id", "type", "title"] + required)
    schema["$defs"] = {"effects": EFFECTS}
    return schema


CARD_SCHEMAS = {card_type: card_schema(card_type) for card_type in CARD_TYPES}

RULE = {"anyOf": [{"type": "integer", "minimum": 0, "maximum": 99},
                  table({"value": {"type": "integer", "minimum": 0, "maximum": 99}, "verified": BOOL}, ["value"])],
        "x-messages": {"anyOf": "{value} must be a number, or { value = N, verified = false }"}}
RULES = table({"actions": RULE, "fight_dice": RULE, "injury_slots": RULE, "camp_spaces": RULE})
PACK_SCHEMA = pack_schema("arkeis", (1, 5), {"rules": RULES})

# the rulebook's numbers: two actions a turn, two Fight dice a fight, four Injury slots a profile; the camp's
# spaces for upgrades are on the logbook's camp spread, which we do not have
RULE_DEFAULTS = {"actions": 2, "fight_dice": 2, "injury_slots": 4, "camp_spaces": {"value": 4, "verified": False}}
