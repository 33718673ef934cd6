"""JSON Schemas of a 7th Continent pack: pack.toml and one schema per card type.

They describe the card format of `assets/packs/README.md`; the loader validates every table
against them with jsonschema, then checks what a schema cannot see (references between cards).
"""
from __future__ import annotations

from engine.content.schema_parts import ART, BOOL, ID, NAME, PLAIN, SHORT, TEXT, list_of, pack_schema, table

from .fields import AREA, CONSEQUENCES, NUMBER
from .ops import VOCABULARY

ICONS = [
    "move", "explore", "dig", "search", "observe", "fight", "hunt", "fish", "climb", "swim",
    "craft", "make_fire", "rest", "cook", "listen", "pray", "use", "sail", "gather", "cut",
]
RESOURCES = ["wood", "stone", "foliage", "vine", "bamboo", "bone", "poison", "fire"]
SIDES = ["N", "E", "S", "W"]
BACKS = ["green", "gold"]
CARD_TYPES = [
    "terrain", "permanent_event", "temporary_event", "item", "quest_item", "state", "bonus",
    "skill", "curse", "character", "satchel", "clue", "save", "mode",
]
OPS = VOCABULARY.names()  # the consequence ops of the README's vocabulary, from their declarations

CONSEQUENCE = VOCABULARY.schema(PLAIN, NAME)
DEFS = {"consequences": list_of({"$ref": "#/$defs/consequence"}, maxItems=30), "consequence": CONSEQUENCE}

REQUIREMENT = table({"keyword": NAME, "card": ID}, minProperties=1, maxProperties=1)
ACTION = table({
    "icon": {"enum": ICONS},
    "cost": {"type": "integer", "minimum": 0, "maximum": 20},
    "difficulty": {"type": "integer", "minimum": 0, "maximum": 20},
    "locked": BOOL,
    "all": BOOL,
    "mandatory": BOOL,
    "success": CONSEQUENCES,
    "failure": CONSEQUENCES,
    "requires": list_of(REQUIREMENT, minItems=1, maxItems=6),
}, ["icon", "cost"])
STEP_WORDS = "a step = \"cost\" effect takes cards; a step = \"result\" effect takes successes or per_lucky7"
EFFECT = {
    "type": "object",
    "if": {"required": ["handler"]},
    "then": {"properties": {"handler": NAME, "icon": list_of({"enum": ICONS}, minItems=1)},
             "additionalProperties": PLAIN},
    "else": table({
        "icon": list_of({"enum": ICONS}, minItems=1, uniqueItems=True),
        "step": {"enum": ["cost", "result"]},
        "cards": {"type": "integer", "minimum": -9, "maximum": 9, "not": {"const": 0}},
        "successes": {"type": "integer", "minimum": -9, "maximum": 9, "not": {"const": 0}},
        "per_lucky7": {"type": "integer", "minimum": 1, "maximum": 9},
        "then": CONSEQUENCES,
    }, ["step"], allOf=[
        {"if": {"properties": {"step": {"const": "cost"}}},
         "then": {"required": ["cards"], "x-messages": {"not": STEP_WORDS},
                  "not": {"anyOf": [{"required": ["successes"]}, {"required": ["per_lucky7"]}]}}},
        {"if": {"properties": {"step": {"const": "result"}}},
         "then": {"anyOf": [{"required": ["successes"]}, {"required": ["per_lucky7"]}],
                  "not": {"required": ["cards"]},
                  "x-messages": {"not": STEP_WORDS,
                                 "anyOf": "a step = \"result\" effect needs successes or per_lucky7"}}},
    ]),
}
BANNER = table({"pictograph": NAME, "value": {"type": "integer", "minimum": 1, "maximum": 500}},
                ["pictograph", "value"])
ARROW = table({"side": {"enum": SIDES}, "numbox": NUMBER}, ["side", "numbox"])
ACTIONS = list_of(ACTION, maxItems=8)
EFFECTS = list_of(EFFECT, maxItems=8)

COMMON = {
    "id": ID,
    "type": {"enum": CARD_TYPES},
    "title": SHORT,
    "text": TEXT,
    "keywords": list_of(NAME, maxItems=8, uniqueItems=True),
    "art": ART,
    "copies": {"type": "integer", "minimum": 1, "maximum": 20},
    # the adventure cards its words send the players to (read by the bots once the card is revealed)
    "points_to": list_of(NUMBER, minItems=1, maxItems=6, uniqueItems=True),
}
ADVENTURE = {"number": NUMBER, "back": {"enum": BACKS}, "source": NUMBER}
EXPLORATION = {"area": AREA}
REF = {"actions": ACTIONS, "effects": EFFECTS, "consequences": CONSEQUENCES, "banner": BANNER}
SIDE_LIST = list_of({"enum": SIDES}, minItems=1, maxItems=2, uniqueItems=True)
HIDDEN = list_of(NUMBER, minItems=1, maxItems=6, uniqueItems=True)
RESOURCE_LIST = list_of({"enum": RESOURCES}, maxItems=8)

CRAFTED_ITEM = table({
    "title": SHORT, "text": TEXT, "art": ART,
    "durability": {"type": "integer", "minimum": 1, "maximum": 6},
    "keywords": COMMON["keywords"],
    "banner": REF["banner"], "effects": REF["effects"], "actions": REF["actions"],
}, ["title", "durability"])
CRAFT = table({
    "resources": {"type": "object", "propertyNames": {"enum": RESOURCES}, "minProperties": 1,
                  "additionalProperties": {"type": "integer", "minimum": 1, "maximum": 9}},
    "item": CRAFTED_ITEM,
}, ["resources", "item"])

# type -> (its own fields, may it be an adventure card, may it be an exploration card)
TYPE_FIELDS: dict[str, tuple[dict, bool, bool]] = {
    "terrain": ({
        "area": AREA, "actions": REF["actions"], "resources": RESOURCE_LIST,
        "arrows": list_of(ARROW, maxItems=4),
        "edges": {"type": "object", "propertyNames": {"enum": SIDES}, "additionalProperties": NAME},
        "hidden": HIDDEN,
        "forbids": list_of({"enum": ICONS + RESOURCES}, maxItems=8, uniqueItems=True),
        "mandatory": ACTION,
    }, True, False),
    "permanent_event": ({
        "placement": SIDE_LIST, "caused_by": {"enum": ICONS}, "actions": REF["actions"],
        "effects": REF["effects"], "resources": RESOURCE_LIST, "hidden": HIDDEN,
    }, True, True),
    "temporary_event": ({
        "placement": SIDE_LIST, "caused_by": {"enum": ICONS}, "on_reveal": REF["consequences"],
        "actions": REF["actions"], "banish": BOOL,
    }, True, True),
    "item": ({
        "durability": {"type": "integer", "minimum": 1, "maximum": 6},
        "effects": REF["effects"], "actions": REF["actions"], "banner": REF["banner"],
    }, True, True),
    "quest_item": ({"effects": REF["effects"], "actions": REF["actions"], "banner": REF["banner"]}, True, True),
    "clue": ({"effects": REF["effects"], "actions": REF["actions"], "banner": REF["banner"], "curse": ID},
             False, False),
    "state": ({"vital": BOOL, "effects": REF["effects"], "actions": REF["actions"]}, True, True),
    "bonus": ({"effects": REF["effects"], "actions": REF["actions"]}, True, True),
    "skill": ({
        "stars": {"type": "integer", "minimum": 0, "maximum": 3},
        "half_stars": list_of({"enum": ["left", "right"]}, maxItems=2),
        "lucky7": {"type": "integer", "minimum": 0, "maximum": 3},
        "character": ID, "advanced": BOOL,
        "xp": {"type": "integer", "minimum": 1, "maximum": 50},
        "effects": REF["effects"], "actions": REF["actions"], "craft": CRAFT,
    }, False, False),
    "curse": ({"curse": {"anyOf": [{"const": "death"}, ID],
                         "x-messages": {"anyOf": "{value} must be \"death\" or a curse id"}}}, False, False),
    "character": ({"effects": REF["effects"], "figure": {"type": "string", "maxLength": 32}}, False, False),
    "satchel": ({}, False, False),
    "save": ({}, False, False),
    "mode": ({"effects": REF["effects"], "actions": REF["actions"]}, False, False),
}

REQUIRED = {"terrain": ["number", "back"], "curse": ["curse"], "clue": ["curse"], "item": ["durability"]}


def card_schema(card_type: str) -> dict:
    """The schema of one card table of this type."""
    own, adventure, exploration = TYPE_FIELDS[card_type]
    properties = dict(COMMON)
    if adventure:
        properties.update(ADVENTURE)
    if exploration or card_type == "terrain":
        properties.update(EXPLORATION)
    properties.update(own)
    schema = table(properties, ["id", "type", "title"] + REQUIRED.get(card_type, []))
    schema["$defs"] = DEFS
    dependent = {}
    if adventure:
        dependent.update({"number": ["back"], "back": ["number"], "source": ["number"]})
    if card_type == "terrain":
        dependent["arrows"] = ["area"]
    if card_type == "skill":
        dependent.update({"xp": ["advanced"], "craft": ["actions"]})
        schema["if"] = {"properties": {"advanced": {"const": True}}, "required": ["advanced"]}
        schema["then"] = {"required": ["xp"]}
    if dependent:
        schema["dependentRequired"] = dependent
    return schema


CARD_SCHEMAS = {card_type: card_schema(card_type) for card_type in CARD_TYPES}

CURSE = table({"id": ID, "title": SHORT, "clue": ID, "curse_card": ID, "start": NUMBER},
               ["id", "title", "clue", "curse_card", "start"])
THREE_TO_FOUR = {"type": "array", "items": {"type": "integer", "minimum": 1, "maximum": 12},
                 "minItems": 4, "maxItems": 4}
RULES = table({
    "hand_limit": THREE_TO_FOUR, "dice": THREE_TO_FOUR, "stack": THREE_TO_FOUR,
    "death_is_lurking": ID,
    "death_is_lurking_count": {"type": "integer", "minimum": 0, "maximum": 12},
    "easy": ID, "hardcore": ID,
    "paranoid": NUMBER,  # the state card taken by the active player after a collective failure
})
PACK_SCHEMA = pack_schema("seventh-continent", (1, 4),
                          {"curse": list_of(CURSE, minItems=1, maxItems=12), "rules": RULES}, ["curse"])

RULE_DEFAULTS = {
    "hand_limit": [4, 3, 3, 2],
    "dice": [4, 3, 2, 2],
    "stack": [4, 3, 3, 2],
    "death_is_lurking_count": 4,
}
