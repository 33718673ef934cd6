"""JSON Schema pieces both games' packs are written with: a card's number and an exploration area.

`x-messages` (keyword -> words, `{value}` for the value) is how the loader words a failure in a designer's terms."""
from __future__ import annotations

NUMBER = {"type": "integer", "minimum": 1, "maximum": 999}
AREA = {"type": "string", "pattern": "^[IVX]{1,6}$",
        "x-messages": {"pattern": "{value} is not an area: write it in Roman numerals (I, II, III, ...)"}}
