"""JSON Schema pieces of The 7th Continent shared by its pack schema and its effect vocabulary.

`x-messages` (keyword -> words, `{value}` for the value) is how the loader words a failure in a designer's terms."""
from __future__ import annotations

from engine.content.schema_parts import ID
from engine.rulesets.sevenths.fields import AREA, NUMBER

__all__ = ["AREA", "CONSEQUENCES", "NUMBER", "THIS_OR_ID"]

THIS_OR_ID = {"anyOf": [{"const": "this"}, ID], "x-messages": {"anyOf": "{value} must be \"this\" or a card id"}}
# only consequences nest (each_involved, choose): they alone go through $ref; the rest is inlined,
# which keeps validating a whole pack fast
CONSEQUENCES = {"$ref": "#/$defs/consequences"}
