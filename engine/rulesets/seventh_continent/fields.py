"""JSON Schema pieces shared by the pack schema and the effect vocabulary of The 7th Continent.

`x-messages` (keyword -> words, `{value}` for the value) is how the loader words a failure in a designer's terms."""
from __future__ import annotations

ID = {"type": "string", "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$", "maxLength": 64}
NAME = {"type": "string", "pattern": "^[a-z0-9]+([_-][a-z0-9]+)*$", "maxLength": 64}
NUMBER = {"type": "integer", "minimum": 1, "maximum": 999}
TEXT = {"type": "string", "maxLength": 4000}
SHORT = {"type": "string", "minLength": 1, "maxLength": 80}
TRUE = {"const": True}
BOOL = {"type": "boolean"}
AREA = {"type": "string", "pattern": "^[IVX]{1,6}$",
        "x-messages": {"pattern": "{value} is not an area: write it in Roman numerals (I, II, III, ...)"}}
ART = {"type": "string", "minLength": 1, "maxLength": 200}
THIS_OR_ID = {"anyOf": [{"const": "this"}, ID], "x-messages": {"anyOf": "{value} must be \"this\" or a card id"}}
# a coded handler takes its own parameters: plain values only
PLAIN = {"type": ["string", "integer", "boolean", "array"]}
# only consequences nest (each_involved, choose): they alone go through $ref; the rest is inlined,
# which keeps validating a whole pack fast
CONSEQUENCES = {"$ref": "#/$defs/consequences"}


def list_of(items: dict, **bounds) -> dict:
    return {"type": "array", "items": items, **bounds}


def table(properties: dict, required: list[str] = (), **extra) -> dict:
    return {"type": "object", "properties": properties, "required": list(required),
            "additionalProperties": False, **extra}


def count(low: int, high: int) -> dict:
    return {"type": "integer", "minimum": low, "maximum": high}
