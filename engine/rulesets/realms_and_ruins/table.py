"""The table of Tales of Realms and Ruins: where pieces lie (zone names) and what the rules remember."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated

from engine.core.consistency import Range

OTHERSIDERS = "othersiders"  # the owner of the white cubes, beside the seats "0", "1", "2"
GOLD = "gold"                # the general Gold supply
BOX = "box"                  # offer cards left out of the game at setup, unseen
REMOVED = "removed"          # cards removed from the game (the '2 Cards' cost)
EVENTS = "events"            # the Event deck, face down
EVENT_OPEN = "event_open"    # the Event card being read, face up on its deck while the Event lasts
EVENTS_DONE = "events_done"  # Event cards whose Event is over, face up
EVENT_MARKERS = "event_markers"  # the Event markers' supply


def realm(realm_id: str) -> str:
    """The cubes and Hero meeples standing in a Realm."""
    return f"realm:{realm_id}"


def marker_at(realm_id: str) -> str:
    """The cost marker lying beside a Realm's offer."""
    return f"marker:{realm_id}"


def supply(owner: str) -> str:
    """A seat's Follower supply, or the Othersiders' supply."""
    return f"supply:{owner}"


def purse(seat: int) -> str:
    """A seat's personal Gold supply."""
    return f"purse:{seat}"


def deck(seat: int) -> str:
    return f"deck:{seat}"


def hand(seat: int) -> str:
    return f"hand:{seat}"


def discard(seat: int) -> str:
    return f"discard:{seat}"


def played(seat: int) -> str:
    """A card being played, face up for everyone, until it goes on top of the discard pile."""
    return f"played:{seat}"


def hero_slot(seat: int) -> str:
    """The slot beneath the Hero board where the Hero card waits (it is not in the deck)."""
    return f"hero:{seat}"


def offer_deck(realm_id: str, n: int) -> str:
    return f"offer:{realm_id}:{n}"


def offer_slot(realm_id: str, n: int) -> str:
    """A revealed offer card's place; it is refilled from one offer deck between turns."""
    return f"slot:{realm_id}:{n}"


def event_marks(realm_id: str) -> str:
    """The Event markers lying on a Realm while an Event lasts."""
    return f"event_marks:{realm_id}"


def kind_of(zone: str) -> str:
    return zone.split(":", 1)[0]


def realm_of(zone: str) -> str:
    return zone.split(":")[1]


def seat_of(zone: str) -> int:
    return int(zone.split(":")[1])


@dataclass
class Player:
    """A rival at the table and the Hero they play (the Hero card's id)."""

    seat: int
    name: str
    hero: str


@dataclass
class Table:
    """What the rules remember beyond where pieces lie; per-turn counts are read from the log."""

    players: list[Player]
    realms: list[str]                                    # clockwise, as the boards stand in their circle
    feeds: dict[str, str] = field(default_factory=dict)  # offer slot -> the offer deck that refills it
    ruined: list[str] = field(default_factory=list)
    rulers: dict[str, str] = field(default_factory=dict)  # realm -> its ruler as last settled ("" for none)
    active: int = 0
    turn_mark: int = 0                                    # log length when the active turn began
    refills: list[str] = field(default_factory=list)     # slots bought empty this turn, revealed between turns
    buyer: Annotated[int, Range(-1)] = -1                                      # who bought this turn: they reveal the replacements
    hand_limit: int = 3                                  # the pack's rules, kept with the game
    actions: int = 2
    events: bool = True                                  # False: Event symbols ignored (a first game)
    chains: bool = True                                  # False: an interrupt cannot itself be interrupted
    twice: bool = False                                  # True: play and Train at most twice a turn, extra Actions or not
    flags: dict[str, list[int]] = field(default_factory=dict)  # a mark an Event gave -> the seats carrying it
    allies: list[int] = field(default_factory=list)      # seats an Event sided with the Othersiders
    locked: dict[str, int] = field(default_factory=dict)  # seat -> end-of-turn refills it skips (interrupts)
    waiting: dict[str, list[str]] = field(default_factory=dict)  # seat -> "next card" modifiers not yet used
    granted: dict[str, int] = field(default_factory=dict)  # seat -> more Actions an Event gave for its next turn
    tolls_seen: int = 0                                   # log length when the tolls owed were last looked at

    @property
    def seats(self) -> int:
        return len(self.players)

    def seat_of_hero(self, hero: str) -> int | None:
        for player in self.players:
            if player.hero == hero:
                return player.seat
        return None
