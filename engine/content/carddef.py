"""Turn one `[[card]]` table of a pack file into a read-only PieceDef of kind "card"."""
from __future__ import annotations

from types import MappingProxyType

from engine.core.pieces import PieceDef


def frozen(value):
    """A read-only copy of TOML data: tables as read-only mappings, lists as tuples."""
    if isinstance(value, dict):
        return MappingProxyType({k: frozen(v) for k, v in value.items()})
    if isinstance(value, list):
        return tuple(frozen(v) for v in value)
    return value


def card_def(table: dict) -> PieceDef:
    """A read-only card definition from a validated card table."""
    return PieceDef(id=table["id"], type=table["type"], title=table.get("title", table["id"]), kind="card",
                    data=frozen(table))
