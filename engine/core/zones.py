"""Zones own pieces (cards, dice, tokens): every piece is in exactly one zone, and moving is the one primitive.

A zone is an ordered list of piece ids; the *top* of a deck is the end of its list.
Zones are named by strings the ruleset chooses ("draw_pile", "hand:0", "board:1,-2"),
so nothing here assumes one shared deck or one board shape.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol


class Shuffles(Protocol):
    """A random source that shuffles a list in place (the game's `Rng`)."""

    def shuffle(self, items: list[Any]) -> None: ...


class ZoneError(Exception):
    """A move that would break 'every piece is somewhere, once'."""


TOP = -1
BOTTOM = 0


@dataclass
class Zones:
    """All zones of a game and the reverse index piece -> zone."""

    contents: dict[str, list[str]] = field(default_factory=dict)
    where: dict[str, str] = field(default_factory=dict)
    # counts the moves made, so that a ruleset can keep what it derives from where pieces lie until the next
    # one (kept with the object it counts: never saved, never compared)
    revision: int = field(default=0, compare=False, repr=False)

    def add_zone(self, zone: str) -> None:
        if zone not in self.contents:
            self.contents[zone] = []
            self.revision += 1

    def shuffle(self, zone: str, rng: Shuffles) -> None:
        """Shuffle a zone's pieces in place with the game's chance (`rng.shuffle`); the zone is made if missing."""
        rng.shuffle(self.contents.setdefault(zone, []))
        self.revision += 1

    def create(self, piece: str, zone: str) -> None:
        """Bring a new piece into the game (setup only)."""
        if piece in self.where:
            raise ZoneError(f"piece {piece} already exists in {self.where[piece]}")
        self.contents.setdefault(zone, []).append(piece)
        self.where[piece] = zone
        self.revision += 1

    def zone_of(self, piece: str) -> str:
        try:
            return self.where[piece]
        except KeyError:
            raise ZoneError(f"unknown piece {piece}") from None

    def cards(self, zone: str) -> list[str]:
        """The pieces of a zone, bottom first (a read-only view by convention)."""
        return self.contents.get(zone, [])

    def size(self, zone: str) -> int:
        return len(self.contents.get(zone, ()))

    def top(self, zone: str) -> str | None:
        pile = self.contents.get(zone)
        return pile[-1] if pile else None

    def move(self, piece: str, to: str, position: int = TOP) -> str:
        """Move a piece to another zone (on top by default); returns the zone it left."""
        source = self.zone_of(piece)
        self.contents[source].remove(piece)
        target = self.contents.setdefault(to, [])
        if position == TOP:
            target.append(piece)
        else:
            target.insert(position, piece)
        self.where[piece] = to
        self.revision += 1
        return source

    def check(self) -> None:
        """Raise ZoneError unless every piece is in exactly one zone and the index agrees."""
        seen: dict[str, str] = {}
        for zone, pieces in self.contents.items():
            for piece in pieces:
                if piece in seen:
                    raise ZoneError(f"piece {piece} is in both {seen[piece]} and {zone}")
                seen[piece] = zone
        if seen != self.where:
            missing = set(self.where) ^ set(seen)
            raise ZoneError(f"zone index out of step for pieces {sorted(missing)[:5]}")

    def to_plain(self) -> dict[str, list[str]]:
        # empty zones are kept: rules may refer to a zone before anything enters it again
        return {zone: list(pieces) for zone, pieces in self.contents.items()}

    @classmethod
    def from_plain(cls, data: dict[str, list[str]]) -> "Zones":
        zones = cls()
        for zone, pieces in data.items():
            zones.add_zone(zone)
            for piece in pieces:
                zones.create(piece, zone)
        return zones
