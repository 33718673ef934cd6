"""One piece table of a pack file as read: where it came from and whether it passed its schema."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Entry:
    """One `[[card]]` table as read, where it came from, and whether it passed its schema."""

    file: str
    line: int | None
    table: dict
    valid: bool
