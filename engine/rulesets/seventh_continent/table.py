"""The 7th Continent's table: players, items with their dice, and the few counters the rules keep."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated

from engine.core.consistency import Range

# the zones both games name alike: adventure, past, banished, revealed, exploration decks, board slots
from engine.rulesets.sevenths.places import ADVENTURE, BANISHED, PAST, REVEALED, Board, attached, exploration_deck, slot

__all__ = ["ACTION_DECK", "ADVENTURE", "BANISHED", "BOX", "DISCARD", "DRAWN", "MODE", "PAST", "REVEALED", "SATCHEL",
           "Item", "Mandatory", "Player", "Table", "attached", "exploration_deck", "hand", "slot"]

# zone names of this game alone
ACTION_DECK = "action_deck"
DISCARD = "discard"
DRAWN = "drawn"          # action cards drawn during the current action
BOX = "box"              # cards set aside (unchosen clues, absent characters' skills...)
SATCHEL = "satchel"
MODE = "mode"            # the easy or hardcore mode card, in play beside the satchel


def hand(seat: int) -> str:
    return f"hand:{seat}"


@dataclass
class Player:
    """A seat at the table and the character it plays."""

    seat: int
    name: str
    character: str  # piece id of the character card (it stays in the hand)
    at: str         # the board slot zone of the terrain the figure stands on


@dataclass
class Item:
    """One item in an inventory: a column of cards (its zone) under one durability die."""

    zone: str
    owner: int
    die: int
    received: bool = False  # given by another player: nothing may be combined with it


@dataclass
class Mandatory:
    """A mandatory action revealed during an action, taken right after it by the same players."""

    piece: str
    index: Annotated[int, Range(-2)]
    active: int
    involved: list[int]


@dataclass
class Table(Board):
    """What The 7th Continent keeps besides the zones (and what the shared board keeps, `Board`)."""

    players: list[Player]
    hand_limit: list[int] = field(default_factory=lambda: [4, 3, 3, 2])
    dice: list[int] = field(default_factory=lambda: [4, 3, 2, 2])
    stack: list[int] = field(default_factory=lambda: [4, 3, 3, 2])
    paranoid: int | None = None  # number of the state taken after a collective failure
    items: list[Item] = field(default_factory=list)
    next_item: int = 0
    discard_face_down: bool = False
    curses: list[str] = field(default_factory=list)
    lifted: list[str] = field(default_factory=list)
    eliminated: list[int] = field(default_factory=list)
    mandatory: list[Mandatory] = field(default_factory=list)
    xp: int = 0
    can_buy: bool = False
    mode: str = "normal"
    active: int = 0
    fires: dict[str, str] = field(default_factory=dict)        # seat (as text) -> slot of its fire figure
    left: list[int] = field(default_factory=list)              # seats whose player left for now (cards saved)
    met: list[int] = field(default_factory=list)               # adventure card numbers taken so far, each once:
                                                               # what the players have read of the story

    def player(self, seat: int) -> Player:
        for p in self.players:
            if p.seat == seat:
                return p
        raise KeyError(seat)

    def count(self) -> int:
        return len(self.players)

    def limit(self, per_count: list[int]) -> int:
        """The Satchel's limit for the number of characters now in the adventure."""
        count = max(1, len(self.playing()))
        return per_count[min(count, len(per_count)) - 1]

    def playing(self) -> list[Player]:
        """Players whose character is still in the adventure and at the table."""
        return [p for p in self.players if p.seat not in self.eliminated and p.seat not in self.left]

    def figures(self) -> list[Player]:
        return self.playing()

    def shifted(self, move) -> None:
        """The fire figures move with the board; one on a terrain returned is gone."""
        moved = {seat: move(at) for seat, at in self.fires.items()}
        self.fires = {seat: at for seat, at in moved.items() if at is not None}

    def every_character(self, seats) -> bool:
        """Whether these seats are all the characters in the adventure now (those who left for now are not)."""
        return sorted(set(seats)) == sorted(p.seat for p in self.playing())

    def item(self, zone: str) -> Item:
        for it in self.items:
            if it.zone == zone:
                return it
        raise KeyError(zone)

    def items_of(self, seat: int) -> list[Item]:
        return [it for it in self.items if it.owner == seat]
