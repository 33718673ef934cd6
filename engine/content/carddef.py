"""Turn one `[[card]]` table of a pack file into a CardDef (which deck it belongs to follows its fields)."""
from __future__ import annotations

from types import MappingProxyType

from engine.core.cards import CardDef

ACTION_TYPES = {"skill", "curse"}


def deck_of(table: dict) -> str:
    """adventure (numbered), exploration (has an area, no number), action (skills, curses), or box."""
    if table.get("type") in ACTION_TYPES:
        return "action"
    if "number" in table:
        return "adventure"
    if "area" in table and table.get("type") != "terrain":
        return "exploration"
    return "box"


def _freeze(value):
    if isinstance(value, dict):
        return MappingProxyType({k: _freeze(v) for k, v in value.items()})
    if isinstance(value, list):
        return tuple(_freeze(v) for v in value)
    return value


def card_def(table: dict) -> CardDef:
    """A read-only CardDef from a validated card table."""
    return CardDef(
        id=table["id"],
        type=table["type"],
        title=table.get("title", table["id"]),
        deck=deck_of(table),
        number=table.get("number"),
        back=table.get("back"),
        data=_freeze(table),
    )
