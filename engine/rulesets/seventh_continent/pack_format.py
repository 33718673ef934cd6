"""How 7th Continent packs are written and checked: the schemas, rule defaults, reference checks,
spreadsheet columns and decks the platform's pack loader, import and listing read."""
from __future__ import annotations

from engine.content.spreadsheet import pairs, whole_number
from engine.core.ruleset import PackFormat

from . import pack_checks
from .cards import DECKS, deck_of
from .schema import CARD_SCHEMAS, PACK_SCHEMA, RULE_DEFAULTS


def arrows_cell(cell: str) -> list[dict]:
    """`E:12; S:14`: the arrows of a terrain, each a side and the number it points at."""
    return [{"side": side, "numbox": whole_number(number)} for side, number in pairs(cell, "E:12")]


def edges_cell(cell: str) -> dict:
    """`N:cliff; E:river`: what each side of a terrain shows."""
    return dict(pairs(cell, "N:cliff"))


def banner_cell(cell: str) -> dict:
    """`raft:5`: one banner, a pictograph and its value."""
    (pictograph, value), *rest = pairs(cell, "raft:5") or [("", "")]
    if rest:
        raise ValueError("holds one banner, like raft:5")
    return {"pictograph": pictograph, "value": whole_number(value)}


# column -> how its cell is read; the order is the order fields are written in
COLUMNS = {
    "id": "text", "type": "text", "title": "text", "number": "int", "back": "text", "source": "int",
    "area": "text", "text": "text", "keywords": "list", "art": "text", "copies": "int",
    "resources": "list", "arrows": arrows_cell, "edges": edges_cell, "hidden": "ints", "forbids": "list",
    "points_to": "ints",
    "mandatory": "toml", "placement": "list", "caused_by": "text", "on_reveal": "toml", "banish": "bool",
    "durability": "int", "banner": banner_cell, "curse": "text", "vital": "bool",
    "stars": "int", "half_stars": "list", "lucky7": "int", "character": "text", "advanced": "bool",
    "xp": "int", "figure": "text", "actions": "toml", "effects": "toml", "craft": "toml",
}

PACK_FORMAT = PackFormat(card_schemas=CARD_SCHEMAS, pack_schema=PACK_SCHEMA, rule_defaults=RULE_DEFAULTS,
                         check=pack_checks.check, columns=COLUMNS, groups=DECKS, group_of=deck_of)
