"""Piece definitions (what is printed or moulded) as read from a content pack; instances are pieces in zones."""
from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Mapping

KINDS = ("card", "die", "figure", "token", "cube", "coin")


@dataclass(frozen=True, slots=True, weakref_slot=True)  # a weak reference tells a closed game's cards are freed
class PieceDef:
    """One kind of piece: its id in the pack, what it is (`kind`), its type and title, and its fields.

    `data` keeps every field of the pack file as read (validated by the ruleset's schema);
    rulesets read their own fields from it and may cache typed views of it.
    """

    id: str
    type: str
    title: str
    kind: str = "card"
    data: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({}))

    def get(self, key: str, default: Any = None) -> Any:
        return self.data.get(key, default)
