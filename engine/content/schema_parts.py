"""JSON Schema pieces every ruleset's pack format is written with, and the pack.toml fields all packs share.

`x-messages` (keyword -> words, `{value}` for the value) is how the loader words a failure in a designer's terms."""
from __future__ import annotations

ID = {"type": "string", "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$", "maxLength": 64}
NAME = {"type": "string", "pattern": "^[a-z0-9]+([_-][a-z0-9]+)*$", "maxLength": 64}
TEXT = {"type": "string", "maxLength": 4000}
SHORT = {"type": "string", "minLength": 1, "maxLength": 80}
TRUE = {"const": True}
BOOL = {"type": "boolean"}
ART = {"type": "string", "minLength": 1, "maxLength": 200}
# a coded handler takes its own parameters: plain values only
PLAIN = {"type": ["string", "integer", "boolean", "array"]}


def list_of(items: dict, **bounds) -> dict:
    return {"type": "array", "items": items, **bounds}


def table(properties: dict, required: list[str] = (), **extra) -> dict:
    return {"type": "object", "properties": properties, "required": list(required),
            "additionalProperties": False, **extra}


def count(low: int, high: int) -> dict:
    return {"type": "integer", "minimum": low, "maximum": high}


def pack_schema(ruleset_id: str, players: tuple[int, int], own: dict, required: list[str] = ()) -> dict:
    """pack.toml: what every pack says of itself (id, title, ruleset, version, authors, players, description)
    plus the ruleset's `own` fields."""
    return table({
        "id": ID,
        "title": SHORT,
        "ruleset": {"const": ruleset_id},
        "version": {"type": "string", "pattern": r"^\d+\.\d+(\.\d+)?$"},
        "authors": list_of({"type": "string", "minLength": 1, "maxLength": 80}, minItems=1, maxItems=20),
        "players": list_of(count(*players), minItems=2, maxItems=2),
        "description": TEXT,
        **own,
    }, ["id", "title", "ruleset", "version", "players", *required])
