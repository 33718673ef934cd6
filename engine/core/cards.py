"""Card definitions (what is printed) as read from a content pack; instances are pieces in zones."""
from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Mapping


@dataclass(frozen=True, slots=True)
class CardDef:
    """One printed card: its id in the pack, its type, title, number and back, plus ruleset fields.

    `data` keeps every field of the card file as read (validated by the ruleset's schema);
    rulesets read their own fields from it and may cache typed views of it.
    """

    id: str
    type: str
    title: str
    deck: str
    number: int | None = None
    back: str | None = None
    data: Mapping = field(default_factory=lambda: MappingProxyType({}))

    def get(self, key: str, default=None):
        return self.data.get(key, default)
