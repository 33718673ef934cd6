"""JSON Schemas of a Realms and Ruins pack: pack.toml and one schema per piece type.

Realm boards and cost markers are written as entries like the cards; cubes and coins are entries with a
`count`. A count or value the rulebook's text lost is written with `verified = false`.
"""
from __future__ import annotations

from engine.content.schema_parts import (ART, BOOL, ID, NAME, PLAIN, SHORT, TEXT, TRUE, count, list_of,
                                         pack_schema, table)

from . import conditions
from .fields import ALTERNATIVES, EFFECT
from .ops import VOCABULARY
from .skills import GRANTS

COUNT = count(1, 200)
CHAPTER = {"type": "integer", "minimum": 1, "maximum": 9999}
SMALL = {"type": "integer", "minimum": 1, "maximum": 3}
# a Hero's colour at the table (figure, Followers, name marker) when its suit has none of its own
COLOUR = {"type": "string", "pattern": "^#[0-9a-fA-F]{6}$",
          "x-messages": {"pattern": "a colour is written #rrggbb"}}

# one verb table; effect lists refer to it, since verbs hold effect lists themselves ("may", "only_if")
DEFS = {"op": VOCABULARY.schema(PLAIN, NAME)}
SCORES = ["gold", "followers", "cards"]
SKILL = {"hero": ID, "slots": count(1, 4), "root": TRUE, "branches": list_of(ID, maxItems=6, uniqueItems=True),
         "while": conditions.SCHEMA, "grants": list_of(GRANTS.schema(PLAIN, NAME), minItems=1, maxItems=4)}

# an interrupt card's price, paid when it is played: Followers lost, cards discarded, or Gold given to the
# seat whose card it stops
INTERRUPT = table({"lose": SMALL, "discard": SMALL, "give": SMALL}, [], minProperties=1, maxProperties=1,
                  **{"x-messages": {"minProperties": "an interrupt names its cost: one of lose, discard or give",
                                    "maxProperties": "an interrupt has one cost: one of lose, discard or give"}})
# what a card does while it lies on top of its owner's discard pile
PASSIVE = table({"reveal_hands": {"const": True}, "toll": SMALL}, [], minProperties=1, maxProperties=1,
                **{"x-messages": {"minProperties": "a passive names one of reveal_hands or toll",
                                  "maxProperties": "a passive does one thing: reveal_hands or toll"}})

# the Event book: who takes part in an entry, who answers its choice, where its Realm effects act
PARTICIPANTS = {"enum": ["decision_maker", "everyone", "others", "chosen"]}
CHOOSER = {"enum": ["decision_maker", "each"]}
WHERE = {"anyOf": [{"enum": ["event_realm", "marked"]}, ID]}
CHOICE = table({"label": SHORT, "goto": CHAPTER, "effects": EFFECT, "if": conditions.SCHEMA}, ["label"])
BRANCH = table({"if": conditions.SCHEMA, "goto": CHAPTER}, ["if", "goto"])

COMMON = {"id": ID, "type": NAME, "title": SHORT, "text": TEXT, "art": ART,
          "verified": BOOL}
TYPE_FIELDS: dict[str, tuple[dict, list[str]]] = {
    "realm": ({"healthy": EFFECT, "ruined": EFFECT, "score": {"enum": SCORES}, "marker": ID},
              ["healthy", "ruined", "score", "marker"]),
    "marker": ({"pay": COUNT, "lose": COUNT, "cards": {"const": 2}}, []),
    "hero": ({"home": ID, "suit": ID, "effects": ALTERNATIVES, "colour": COLOUR}, ["home", "suit"]),
    "skill": (SKILL, ["hero", "slots", "grants"]),
    "starting": ({"hero": ID, "suit": ID, "effects": ALTERNATIVES}, ["hero", "suit", "effects"]),
    "offer": ({"suit": ID, "adds": {"type": "integer", "minimum": 1, "maximum": 2}, "event": BOOL,
               "effects": ALTERNATIVES, "interrupt": INTERRUPT, "passive": PASSIVE,
               "sides_with_othersiders": {"const": True}}, ["suit"]),
    "event": ({"chapter": CHAPTER}, ["chapter"]),
    "chapter": ({"number": CHAPTER, "participants": PARTICIPANTS, "where": WHERE, "effects": EFFECT,
                 "branches": list_of(BRANCH, minItems=1, maxItems=6),
                 "choices": list_of(CHOICE, minItems=1, maxItems=6), "by": CHOOSER, "goto": CHAPTER},
                ["number"]),
    "event_marker": ({"count": COUNT}, ["count"]),
    "follower": ({"hero": ID, "count": COUNT}, ["hero", "count"]),
    "othersider": ({"count": COUNT}, ["count"]),
    "gold": ({"count": COUNT}, ["count"]),
    "meeple": ({"hero": ID}, ["hero"]),
}
CARD_TYPES = list(TYPE_FIELDS)


def card_schema(card_type: str) -> dict:
    own, required = TYPE_FIELDS[card_type]
    schema = table({**COMMON, "type": {"const": card_type}, **own}, ["id", "type", "title"] + required)
    if card_type == "offer":
        # an offer card does something when played, stops a rival's card, or works from the discard pile
        schema["anyOf"] = [{"required": [k]} for k in ("effects", "interrupt", "passive")]
        schema["x-messages"] = {"anyOf": "an offer card needs effects, an interrupt or a passive"}
    if card_type == "marker":
        # a marker costs one thing: Gold to pay, Followers to lose, or two cards of a suit
        schema["oneOf"] = [{"required": [k]} for k in ("pay", "lose", "cards")]
        schema["x-messages"] = {"oneOf": "a cost marker names exactly one of pay, lose or cards"}
    schema["$defs"] = DEFS
    return schema


CARD_SCHEMAS = {card_type: card_schema(card_type) for card_type in CARD_TYPES}

RULE = {"anyOf": [{"type": "integer", "minimum": 0, "maximum": 99},
                  table({"value": {"type": "integer", "minimum": 0, "maximum": 99}, "verified": BOOL}, ["value"])],
        "x-messages": {"anyOf": "{value} must be a number, or { value = N, verified = false }"}}
RULES = table({"hand_limit": RULE, "actions": RULE, "offer_deck": RULE, "offer_slots": RULE,
               "original_decks": RULE})
PACK_SCHEMA = pack_schema("realms-and-ruins", (2, 3), {"rules": RULES})

# the rulebook's numbers; the demo rule's Offer ("one deck of 6 and two revealed cards") is read as 6 in
# all, 2 of them revealed, which the text leaves open: a pack may say otherwise
RULE_DEFAULTS = {
    "hand_limit": 3,
    "actions": 2,
    "offer_deck": {"value": 6, "verified": False},
    "offer_slots": 2,
    "original_decks": 2,
}


def rule(rules, key: str) -> int:
    """A rule's number, written plainly or as { value = N, verified = false }."""
    value = rules[key]
    return value["value"] if hasattr(value, "get") else value
