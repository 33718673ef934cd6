"""JSON Schemas of a 7th Citadel pack: pack.toml and one schema per card type.

Values the rulebook's text lost (the character cards' hand sizes and carried weights per player count,
the class icons' names, a scenario's life points) are pack data; a table holding such values says
`verified = false` until someone checks them against the printed game."""
from __future__ import annotations

from engine.content.schema_parts import ART, BOOL, ID, NAME, PLAIN, SHORT, TEXT, count, list_of, pack_schema, table
from engine.rulesets.sevenths.fields import AREA, NUMBER

from . import conditions
from .leaflet import KINDS as LEAFLET_KINDS
from .ops import VOCABULARY
from .table import SCORES
from .traits import NAMES as TRAITS

ICONS = [
    "climb", "dig", "take", "craft", "pull", "think", "greet", "speak", "convince", "eat", "jump", "hide", "heal",
    "move", "swim", "visit", "pathfind", "bearings", "run", "listen", "offer", "aim", "music", "open", "search",
    "examine", "fight", "spell", "read", "rest", "hunt", "perform", "wait", "cut",
]
SIDES = ["N", "E", "S", "W"]
CARD_TYPES = ["character", "skill", "purse", "quest_item", "terrain", "permanent_event", "temporary_event",
              "global_event", "die", "dialogue", "world_map", "building"]
SKILL_KINDS = ["character", "advanced", "reflex"]
PER_COUNT = list_of(count(0, 99), minItems=4, maxItems=4)  # for 1, 2, 3 and 4 players

CONSEQUENCE = VOCABULARY.schema(PLAIN, NAME)
DEFS = {"consequences": list_of({"$ref": "#/$defs/consequence"}, maxItems=30), "consequence": CONSEQUENCE}
CONSEQUENCES = {"$ref": "#/$defs/consequences"}

ROW = table({"difficulty": count(0, 6), "success": CONSEQUENCES, "failure": CONSEQUENCES}, ["difficulty"])
ACTION = table({
    "icon": {"enum": ICONS},
    "cost": count(0, 20),
    "chain": BOOL,        # only the stars of `cost` revealed cards count
    "difficulty": count(0, 20),
    "rows": list_of(ROW, minItems=1, maxItems=6),  # a compound action: a die on its current row
    "mandatory": BOOL,
    "group": BOOL,        # every conscious character must be involved
    "groundshiver": table({"level": count(1, 9), "cost": count(0, 20)}, ["level", "cost"]),  # cheaper from a level
    "requires": conditions.SCHEMA,  # a prerequisite: not taken unless the characters involved meet it
    "traits": list_of(table({"trait": {"enum": TRAITS}, "x": count(1, 6)}, ["trait"]), maxItems=6),
    "success": CONSEQUENCES,
    "failure": CONSEQUENCES,
}, ["icon", "cost"], oneOf=[{"required": ["difficulty"]}, {"required": ["rows"]}],
    **{"x-messages": {"oneOf": "an action has a difficulty (simple) or rows (compound), not both"}})
CONVERT = table({
    "spend": list_of(NAME, minItems=1, maxItems=6, uniqueItems=True),  # class icons, or ["any"]
    "count": count(1, 6),       # icons spent for one success
    "max": count(1, 9),         # at most this many times in an action
    "to": {"enum": ["success", "protection"]},  # what each conversion gives (a success by default)
}, ["spend"])
EFFECT = table({
    "condition": list_of({"enum": ICONS}, maxItems=8, uniqueItems=True),  # none: any action
    "must": BOOL,               # selected and applied whenever its action is taken
    "cost": {"type": "integer", "minimum": -9, "maximum": 9, "not": {"const": 0}},  # −X may, +X must
    "successes": count(1, 9),
    "protection": count(1, 9),   # cancels that much damage suffered by the active player in this action
    "extra_cards": count(1, 9),  # a chain action counts the stars of this many more cards
    "reveal_more": count(1, 6),  # in the Result step, draw up to this many more cards and reveal them
    "icons": list_of(NAME, maxItems=6),  # class icons this card gives
    "convert": CONVERT,
    "then": {"enum": ["discard", "block"]},  # what applying it costs the card
    "either": NAME,  # alternatives printed with OR: once one effect of this name applies, not the others
})
REQUIRES = conditions.SCHEMA
# an arrow's own area (its Roman numeral): the exploration card put at its space is of that area (the terrain's when
# the arrow shows none)
ARROW = table({"side": {"enum": SIDES}, "numbox": NUMBER, "area": AREA}, ["side", "numbox"])

COMMON = {"id": ID, "type": {"enum": CARD_TYPES}, "title": SHORT, "text": TEXT, "art": ART,
          "copies": count(1, 20), "verified": BOOL}
ADVENTURE = {"number": NUMBER, "back": {"enum": ["green", "gold"]}, "source": NUMBER,
             "version": NAME, "area": AREA,
             "back_text": TEXT,  # the flavor text printed on its back, read before it is revealed
             "hidden": list_of(NUMBER, minItems=1, maxItems=6, uniqueItems=True)}  # hidden numbers in its picture
ACTIONS = list_of(ACTION, maxItems=8)
# once built: a community symbol raises `more` scores more, an advanced one offers `more` skills more
BONUS = table({"kind": {"enum": ["community", "advanced"]}, "more": count(1, 9)}, ["kind", "more"])
EFFECTS = list_of(EFFECT, maxItems=6)

TYPE_FIELDS: dict[str, dict] = {
    "character": {"hand_size": PER_COUNT, "max_weight": PER_COUNT, "actions": ACTIONS},
    "skill": {"kind": {"enum": SKILL_KINDS}, "character": ID, "stars": count(0, 3),
              "half_stars": list_of({"enum": ["left", "right"]}, maxItems=2), "class_icons": list_of(NAME, maxItems=4),
              "effects": EFFECTS, "actions": ACTIONS},
    "purse": {**ADVENTURE, "weight": count(0, 20), "keywords": list_of(NAME, maxItems=6, uniqueItems=True),
              "effects": EFFECTS, "actions": ACTIONS, "selected": CONSEQUENCES, "no_discard": BOOL,
              "pictograph": NAME, "preparation": CONSEQUENCES},
    "quest_item": {**ADVENTURE, "effects": EFFECTS, "actions": ACTIONS, "pictograph": NAME, "preparation": CONSEQUENCES},
    "terrain": {**ADVENTURE, "actions": ACTIONS, "arrows": list_of(ARROW, maxItems=4),
                "edges": {"type": "object", "propertyNames": {"enum": SIDES}, "additionalProperties": NAME},
                "mandatory": ACTION},
    "permanent_event": {**ADVENTURE, "placement": list_of({"enum": SIDES}, minItems=1, maxItems=2),
                        "caused_by": {"enum": ICONS}, "actions": ACTIONS, "effects": EFFECTS, "back_action": ACTION},
    "temporary_event": {**ADVENTURE, "on_reveal": CONSEQUENCES, "actions": ACTIONS, "back_action": ACTION},
    "global_event": {**ADVENTURE, "effects": EFFECTS, "preparation": CONSEQUENCES},  # at the next Preparation phase
    "die": {},  # a six-sided die, set on compound actions
    # what a blank building of the leaflet becomes once chosen for it (`choose_building`): its title written above it
    "building": {**ADVENTURE, "preparation": CONSEQUENCES, "when": {"enum": ["beginning"]}, "bonus": BONUS},
    "world_map": {**ADVENTURE,  # a card of the World Map: its arrows say which card goes in which slot
                  "map_arrows": list_of(table({"slot": ID, "numbox": NUMBER}, ["slot", "numbox"]), maxItems=6)},
    # `points_to`: the numbers of the adventure cards its words send the players to ("the Cinder Vault, far east"),
    # read by the bots once the paragraph is read
    "dialogue": {"paragraph": count(1, 9999), "effects": CONSEQUENCES, "actions": ACTIONS, "goto": count(1, 9999),
                 "points_to": list_of(NUMBER, minItems=1, maxItems=6, uniqueItems=True),
                 "choices": list_of(table({"label": SHORT, "requires": REQUIRES, "then": CONSEQUENCES,
                                           "goto": count(1, 9999)}, ["label"]), maxItems=6)},
}
REQUIRED = {"world_map": ["number", "back"], "building": ["number", "back"], "dialogue": ["paragraph"], "character": ["hand_size", "max_weight"], "skill": ["kind"], "purse": ["weight"],
            "terrain": ["number", "back", "area"]}


def card_schema(card_type: str) -> dict:
    schema = table({**COMMON, **TYPE_FIELDS[card_type]}, ["id", "type", "title"] + REQUIRED.get(card_type, []))
    schema["$defs"] = DEFS
    return schema


CARD_SCHEMAS = {card_type: card_schema(card_type) for card_type in CARD_TYPES}

SCENARIO = table({"id": ID, "title": SHORT, "start": NUMBER, "life_points": PER_COUNT, "pictograph": NAME,
                  "groundshiver": count(0, 9), "verified": BOOL,
                  "epilogue": count(1, 9999),  # the Dialogue Book paragraph read back at the Citadel
                  "threat": SHORT,  # the Threat Booklet it is in, where the bookmark stands
                  "intro": BOOL},   # the introductory scenario: the bookmark is in no Threat Booklet
                 ["id", "title", "start", "life_points"])
RULES = table({
    "class_icons": list_of(NAME, minItems=1, maxItems=8, uniqueItems=True),
    "pathfind": count(0, 20),  # the cost of the pathfind action on an exploration card's foggy back
    "pathfind_groundshiver": table({"level": count(1, 9), "cost": count(0, 20)}, ["level", "cost"]),
    "verified": BOOL,
})
SYMBOL = table({"id": ID, "title": SHORT, "kind": {"enum": LEAFLET_KINDS}, "adjacent": list_of(ID, maxItems=8, uniqueItems=True),
                "take": NUMBER}, ["id", "kind"])  # take: the card a `card` symbol gives
BUILDING = table({"id": ID, "title": SHORT, "boxes": count(1, 9), "text": TEXT,
                  "preparation": CONSEQUENCES,  # applied at each Preparation phase once built
                  "built": CONSEQUENCES,  # applied once, immediately after it is built
                  "when": {"enum": ["beginning"]},
                  "bonus": BONUS},
                 ["id", "title", "boxes"])
LEAFLET = table({"destiny": list_of(SYMBOL, minItems=1, maxItems=40),  # the first symbol is the centre
                 "buildings": list_of(BUILDING, maxItems=30), "verified": BOOL}, ["destiny"])
WORLD_MAP = table({"start": NUMBER, "slot": ID}, ["start", "slot"])
GLOSSARY = list_of(table({"term": SHORT, "text": TEXT}, ["term", "text"]), maxItems=200)  # a `term*` in a paragraph  # the card in the map when an adventure begins
PACK_SCHEMA = pack_schema("seventh-citadel", (1, 4),
                          {"scenario": list_of(SCENARIO, minItems=1, maxItems=20), "rules": RULES, "leaflet": LEAFLET,
                           "world_map": WORLD_MAP, "glossary": GLOSSARY},
                          ["scenario"])
PACK_SCHEMA["$defs"] = DEFS
RULE_DEFAULTS = {"pathfind": 4}
