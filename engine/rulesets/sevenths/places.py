"""Where cards lie in both games: the adventure deck, the past, the banished cards, the card being
resolved, the exploration decks by area, the board's slots and the events attached to a terrain; and what
both tables keep for the board besides its zones (`Board`)."""
from __future__ import annotations

from dataclasses import dataclass, field

ADVENTURE = "adventure"
PAST = "past"
BANISHED = "banished"
REVEALED = "revealed"    # an adventure card just taken, being resolved


def exploration_deck(area: str) -> str:
    return f"exploration:{area}"


def slot(x: int, y: int) -> str:
    return f"board:{x},{y}"


def attached(slot_zone: str) -> str:
    """Permanent events attached to the terrain in a board slot."""
    return "attached:" + slot_zone.split(":", 1)[1]


@dataclass(kw_only=True)
class Board:
    """What both games' tables keep for the board besides its zones (see `board`)."""

    face_down: list[str] = field(default_factory=list)          # board pieces showing their back
    attached_at: dict[str, str] = field(default_factory=dict)   # attached event -> board slot it is drawn in
    opening: list[str] = field(default_factory=list)            # opened spaces awaiting their adventure card
    size: list[int] | None = None                               # table size in slots (width, height); None: no edge

    def figures(self) -> list:
        """The players whose figures stand on the board (the characters who meet when room runs out)."""
        return [p for p in getattr(self, "players", ()) if p.at is not None]

    def shifted(self, move) -> None:
        """Other slot names this table keeps, moved as the board is (`move(slot)`: the new name, None: gone)."""
