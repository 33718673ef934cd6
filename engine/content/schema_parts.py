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


def die_faces(*, value: dict | None = None, symbols: dict | None = None, outcome: dict | None = None,
              required: list[str] = (), any_of: list[str] = (), **bounds) -> dict:
    """A die's `faces` in every pack, the one format `engine.core.dice.DieType.from_plain` reads: a list of tables
    `{ value = 3 }`, `{ symbols = ["blade"] }`, `{ outcome = "crit" }`; a ruleset says which parts its dice have
    (`required` of each face, or at least one of `any_of`)."""
    parts = {name: schema for name, schema in (("value", value), ("symbols", symbols), ("outcome", outcome)) if schema}
    face = table(parts, required)
    if any_of:
        face["anyOf"] = [{"required": [name]} for name in any_of]
        face["x-messages"] = {"anyOf": f"each face has {' or '.join(any_of)}"}
    return list_of(face, **bounds)


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


# -- plain data a game keeps (a campaign's ledger): each part says what it should be in a player's words (`x-words`),
# which `schema_check.check_plain` puts in its refusal: "the ledger's field over should be true or false, not a text"
def said(schema: dict, words: str) -> dict:
    """A schema with the words a refusal says it should be."""
    return {**schema, "x-words": words}


def whole(low: int, high: int) -> dict:
    return said(count(low, high), f"a whole number from {low} to {high}")


def maybe(schema: dict) -> dict:
    """The same, or nothing (null)."""
    return {**schema, "type": [schema["type"], "null"], "x-words": f"{schema['x-words']} or nothing"}


def by_name(values: dict, words: str) -> dict:
    """A table whose keys are texts (names, ids, slots) and whose values are all `values`."""
    return said({"type": "object", "propertyNames": {"type": "string"}, "additionalProperties": values}, words)


def fields(properties: dict, words: str, required: tuple[str, ...] = ()) -> dict:
    """A table of named fields; those `required` must be there, the others may be left out (and others may come)."""
    return said({"type": "object", "properties": properties, "required": list(required)}, words)


def items(values: dict, words: str) -> dict:
    """A list whose items are all `values`."""
    return said(list_of(values), words)
