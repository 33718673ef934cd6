"""The events of Realms and Ruins beyond the core's: what the table animates and the log counts."""
from __future__ import annotations

from typing import ClassVar

from engine.core.events import Event, Ruled, event, reads


@event
class ActionTaken(Event):
    """A seat spent one of its Actions (`action`: play, buy, realm); `what` is the card or Realm."""

    kind: ClassVar[str] = "realms_action"
    seat: int
    action: str
    what: str


@event
class RealmTurned(Event):
    """A Realm board was flipped: `side` is "ruined" (Othersiders took it) or "healthy" (healed)."""

    kind: ClassVar[str] = "realms_turned"
    realm: str
    side: str


@event
class RulerChanged(Event):
    """Who rules a Realm changed: a seat ("0"), "othersiders", or "" for nobody."""

    kind: ClassVar[str] = "realms_ruler"
    realm: str
    ruler: str


@event
class Bought(Event):
    """A seat bought an offer card from a slot (the last buyer breaks a full tie at the end)."""

    kind: ClassVar[str] = "realms_bought"
    seat: int
    card: str
    slot: str


@event
class Flagged(Event):
    """A seat carries a mark an Event gave it (`flag`), such as siding with the Othersiders."""

    kind: ClassVar[str] = "realms_flagged"
    seat: int
    flag: str


@event
class Chapter(Event):
    """The Event book is read at an entry: its number, title and text, read aloud to everyone."""

    kind: ClassVar[str] = "realms_chapter"
    number: int
    title: str
    text: str
    reader: int = -1  # the storyteller reading it aloud (-1: logged before the Decision Maker chose one)


@event
class Interrupted(Event):
    """A seat's card was stopped by another seat's interrupt card: its effects are negated."""

    kind: ClassVar[str] = "realms_interrupted"
    seat: int
    card: str
    by: int
    interrupt: str


@event
class ActionsGranted(Event):
    """An Event granted a seat more Actions: `now` False when promised for its next turn, True when that turn
    begins and they are added to its Actions (before or after its own two, as the seat likes)."""

    kind: ClassVar[str] = "realms_actions_granted"
    seat: int
    count: int
    now: bool = False


class Scored(Ruled):
    """A bought-out Offer scored the game: the suits in the order they count, each seat's scores by them."""

    __slots__ = ()
    rule: ClassVar[str] = "scoring"
    ruleset: ClassVar = "realms-and-ruins"
    suits = reads("suits", ())
    scores = reads("scores", {})


class HoldsNone(Ruled):
    """A rival holds no card of the suit demanded: it tells what a hidden hand lacks, so undo stops here (asked
    again with another suit, the demand would read the hand)."""

    __slots__ = ()
    rule: ClassVar[str] = "demand_none"
    ruleset: ClassVar = "realms-and-ruins"
    reveals: ClassVar[bool] = True
    seat = reads("seat")
