"""JSON Schemas of a Cursed City pack: pack.toml and one schema per entry type.

Dice, heroes, hostiles with their behaviour tables, encounter cards, tiles, journeys (the combat map),
discovery cards and tokens are entries; the event table and the numbers of the rules are in pack.toml's
`[rules]`. A value the rules summary does not give is written with `verified = false`.
"""
from __future__ import annotations

from engine.content.schema_parts import (ART, BOOL, ID, NAME, SHORT, TEXT, count, die_faces, list_of, pack_schema,
                                         table)

from .ailments import AILMENTS
from .glory import CONDITIONS as GLORY
from .ops import VOCABULARY

OUTCOMES = ["fail", "success", "crit"]
EVENTS = ["destiny_denied", "will_of_the_master", "crisis", "time_grows_short", "born_hero", "inspiring_effort",
          "destiny_fulfilled"]
CELL = list_of(count(-99, 99), minItems=2, maxItems=2)
PAIR = list_of(count(0, 99), minItems=2, maxItems=2)
DICE = list_of(ID, minItems=1, maxItems=8)
EFFECT = list_of(VOCABULARY.schema({"type": ["string", "integer", "boolean"]}, NAME), maxItems=8)

WEAPON = table({"id": NAME, "name": SHORT, "cost": count(1, 6), "reach": {"enum": ["melee", "ranged", "dual"]},
                "dice": DICE, "damage": PAIR, "ailment": {"enum": list(AILMENTS)}},
               ["id", "name", "reach", "dice", "damage"])
BEHAVIOUR = list_of(table({"roll": list_of(count(1, 12), minItems=2, maxItems=2), "name": SHORT,
                           "do": list_of({"enum": ["move", "attack"]}, maxItems=4)}, ["roll", "name", "do"]),
                    minItems=1, maxItems=12)
CRISIS_ROWS = list_of(table({"roll": list_of(count(1, 12), minItems=2, maxItems=2), "entry": ID}, ["roll", "entry"]),
                      minItems=1, maxItems=12)
GROUP = table({"level": count(0, 9), "hostiles": list_of(table({"hostile": ID, "count": count(1, 12)},
                                                                ["hostile", "count"]), minItems=1, maxItems=4)},
              ["level", "hostiles"])

# what a trait, an empowerment or a treasure adds to a hero: moves, dice to its rolls, damage to its weapons
BOONS = table({"move": PAIR, "agility": DICE, "vitality": DICE, "defence": DICE, "damage": PAIR})
EDGE = {"enum": ["north", "south", "east", "west"]}
# a gateway or lychgate location on a tile's edge, by the tile's own spaces touching it
LOCATION = table({"edge": EDGE, "cells": list_of(CELL, minItems=1, maxItems=12)}, ["edge", "cells"])
# a hero's unique ability: its cost (or free), how often, whom its effects act on
ABILITY = table({"id": NAME, "name": SHORT, "text": TEXT, "cost": count(1, 6), "free": BOOL,
                 "once": {"enum": ["activation", "journey"]}, "target": {"enum": ["self", "hero", "hostile"]},
                 "reach": {"enum": ["adjacent", "visible"]}, "effects": EFFECT}, ["id", "name", "effects"])
VICTORY = table({"extract": BOOL, "slay": list_of(ID, minItems=1, maxItems=4), "found": count(1, 12),
                 "quest": count(1, 30)})
# a journey's quest-step rules: what moves the quest token, and the marks along the tracker
QUEST_RULES = table({"advance": {"enum": ["turn", "found"]},
                     "marks": list_of(table({"at": count(1, 30), "text": TEXT, "effects": EFFECT}, ["at", "effects"]),
                                      maxItems=12)}, ["advance"])

COMMON = {"id": ID, "type": NAME, "title": SHORT, "text": TEXT, "art": ART, "verified": BOOL}
TYPE_FIELDS: dict[str, tuple[dict, list[str]]] = {
    # outcome dice ({ outcome = "crit" }) and numbered dice ({ value = 4 }): the format every pack writes dice in
    "die": ({"faces": die_faces(value=count(1, 20), outcome={"enum": OUTCOMES}, any_of=["value", "outcome"],
                                minItems=2, maxItems=20),
             # the colour the table draws an outcome die in ("#c8893a")
             "colour": {"type": "string", "pattern": "^#[0-9a-fA-F]{6}$"}},
            ["faces"]),
    "hero": ({"class": NAME, "move": PAIR, "agility": DICE, "vitality": DICE, "defence": DICE,
              "weapons": list_of(WEAPON, minItems=1, maxItems=4),
              "abilities": list_of(ABILITY, maxItems=3),
              # its Path to Glory: what it does that gains it inspiration while that side shows
              "glory": table({"when": {"enum": list(GLORY)}, "ip": count(1, 3)}, ["when"]),
              # the Inspired side: what differs from the Path to Glory side
              "inspired": table({"move": PAIR, "agility": DICE, "vitality": DICE, "defence": DICE,
                                 "weapons": list_of(WEAPON, minItems=1, maxItems=4)})},
             ["class", "move", "agility", "vitality", "defence", "weapons"]),
    "hostile": ({"category": NAME, "size": {"enum": ["small", "large", "huge", "giant"]}, "move": count(0, 12),
                 "wounds": count(1, 30), "count": count(1, 30), "reduce_damage": count(0, 9),
                 "ignores_damage": {"type": "boolean"},
                 "weapons": list_of({**WEAPON, "required": ["id", "name", "reach", "dice", "damage"]},
                                    minItems=1, maxItems=4),
                 "behaviour": BEHAVIOUR, "empowered": BEHAVIOUR},
                ["category", "size", "move", "wounds", "count", "weapons", "behaviour", "empowered"]),
    # `set_aside`: a journey's own card (its quarry), kept out of the encounter deck every journey shuffles
    "encounter": ({"groups": list_of(GROUP, minItems=1, maxItems=10), "set_aside": BOOL}, ["groups"]),
    # `gateways`: where a tile placed while exploring may meet a gateway (deliverance journeys)
    "tile": ({"size": PAIR, "zone": {"enum": ["drop", "extraction"]}, "gateways": list_of(LOCATION, maxItems=8)},
             ["size"]),
    "journey": ({"kind": {"enum": ["hunt", "scavenge", "decapitation", "deliverance"]},
                 "tiles": list_of(table({"tile": ID, "at": CELL}, ["tile", "at"]), minItems=1, maxItems=12),
                 "gateways": list_of(table({"id": NAME, "cells": list_of(CELL, minItems=1, maxItems=12),
                                            "open": BOOL, "edge": EDGE}, ["id", "cells"]), maxItems=20),
                 "lychgates": list_of(table({"id": NAME, "cells": list_of(CELL, minItems=1, maxItems=12),
                                            "edge": EDGE}, ["id", "cells"]), maxItems=12),
                 # a deliverance journey's extraction zone, placed by exploring like the other tiles
                 "extraction_tile": ID,
                 # its own encounter card, set aside from the deck and drawn first (a decapitation's quarry)
                 "quarry": ID,
                 "objects": list_of(CELL, maxItems=12),
                 # the journey's crisis table: quest dice rolls to crisis entries, by day and at night
                 "crises": table({"day": CRISIS_ROWS, "night": CRISIS_ROWS}, ["day", "night"]),
                 # where the Extract action puts the extraction zone tile, by the closed gateway it is made at
                 "extraction": list_of(table({"gateway": NAME, "tile": ID, "at": CELL}, ["gateway", "tile", "at"]),
                                       maxItems=8),
                 # what the journey asks of the heroes (all of it; nothing said: to reach the extraction zone)
                 "victory": VICTORY,
                 "quest": QUEST_RULES,
                 # the objects where hostile groups deploy first when more than four lie on the map (scavenge)
                 "first_objects": list_of(CELL, maxItems=12),
                 "consequences": table({"success": EFFECT, "failure": EFFECT})},
                ["kind", "tiles", "crises"]),
    # the quest card: the campaign's fear and influence, the journeys on offer and the last one that wins it
    "quest": ({"fear": count(0, 20), "influence": count(0, 20), "journeys": list_of(ID, minItems=1, maxItems=20),
               "finale": ID, "finale_influence": count(0, 20), "fear_limit": count(1, 30)},
              ["journeys", "finale", "fear_limit"]),
    # an exploration card (deliverance): the tile it adds, its lychgates and objects, the groups it brings
    "exploration": ({"tile": ID, "lychgates": list_of(LOCATION, maxItems=4), "objects": list_of(CELL, maxItems=4),
                     "swords": count(0, 4)}, ["tile"]),
    # a row of the extraction event table: the quest dice +1 for a success, +1 by day
    "extraction": ({"roll": list_of(count(1, 14), minItems=2, maxItems=2), "effects": EFFECT}, ["roll"]),
    "trait": ({"class": NAME, "level": count(1, 9), "boons": BOONS}, ["class", "level"]),
    "empowerment": ({"slot": {"enum": ["armour", "weapon"]}, "cost": count(1, 12), "boons": BOONS},
                    ["slot", "cost", "boons"]),
    "crisis": ({"effects": EFFECT}, []),
    # an item goes in the carried items space (one a hero) and is used up by an action: its cost, or free
    "discovery": ({"kind": {"enum": ["treasure", "trap", "crisis", "realmstone", "item"]}, "value": count(1, 3),
                   "cost": count(1, 6), "free": BOOL,
                   "count": count(1, 12), "effects": EFFECT, "boons": BOONS}, ["kind"]),
    # initiative cards are made one per hero and one per space above the combat track: no count
    "token": ({"token": {"enum": ["wound", "object", "initiative"]}, "count": count(1, 200)}, ["token"]),
}
CARD_TYPES = list(TYPE_FIELDS)


def card_schema(card_type: str) -> dict:
    own, required = TYPE_FIELDS[card_type]
    return table({**COMMON, "type": {"const": card_type}, **own}, ["id", "type", "title"] + required)


CARD_SCHEMAS = {card_type: card_schema(card_type) for card_type in CARD_TYPES}

NUMBER = {"anyOf": [{"type": "integer", "minimum": 0, "maximum": 99},
                    table({"value": {"type": "integer", "minimum": 0, "maximum": 99}, "verified": BOOL}, ["value"])],
          "x-messages": {"anyOf": "{value} must be a number, or { value = N, verified = false }"}}
EVENT_ROW = table({"roll": list_of(count(1, 12), minItems=2, maxItems=2), "event": {"enum": EVENTS}},
                  ["roll", "event"])
RULES = table({
    "activation_die": ID, "destiny_die": ID, "quest_die": ID,
    "activation_spaces": NUMBER, "destiny_dice": NUMBER, "destiny_per_hero": NUMBER, "groups": NUMBER,
    "nightfall_spaces": NUMBER, "fear": NUMBER, "influence": NUMBER, "action_dice_each": NUMBER,
    "realmstone_removed": list_of(count(0, 9), minItems=3, maxItems=3),
    "deaths": NUMBER, "empowerment_users": NUMBER,
    "event_table": table({"rows": list_of(EVENT_ROW, minItems=1, maxItems=12), "verified": BOOL}, ["rows"]),
}, ["activation_die", "destiny_die", "quest_die", "event_table"])
PACK_SCHEMA = pack_schema("cursed-city", (1, 4), {"rules": RULES}, ["rules"])

# the summary's numbers (L93, L129, L169, L85, L87, L89); the nightfall track's length is not in it
RULE_DEFAULTS = {
    "activation_spaces": 4,
    "destiny_dice": 5,
    "destiny_per_hero": 2,
    "groups": 4,
    "nightfall_spaces": {"value": 8, "verified": False},
    "fear": 5,
    "influence": 6,
    "action_dice_each": 6,
    "realmstone_removed": [2, 3, 2],
    "deaths": 5,                 # heroes dead that end the quest
    "empowerment_users": 2,      # heroes who may have the same empowerment
}


def rule(rules, key: str):
    """A rule's value, written plainly or as { value = N, verified = false }."""
    value = rules[key]
    return value["value"] if hasattr(value, "get") and "value" in value else value
