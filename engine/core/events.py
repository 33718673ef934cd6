"""Typed events: every change a decision makes, for the table to animate and the log to count."""
from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import ClassVar


@dataclass(slots=True)
class Event:
    """Base of all events. `reveals` marks events that show hidden information (undo stops there)."""

    kind: ClassVar[str] = "event"
    reveals: ClassVar[bool] = False

    def to_plain(self) -> dict:
        data = {f.name: getattr(self, f.name) for f in fields(self)}
        data["kind"] = self.kind
        return data


_REGISTRY: dict[str, type[Event]] = {}


def event(cls):
    """Register an event class under its `kind`, so logs can be loaded back."""
    cls = dataclass(slots=True)(cls)
    _REGISTRY[cls.kind] = cls
    return cls


def from_plain(data: dict) -> Event:
    data = dict(data)
    cls = _REGISTRY[data.pop("kind")]
    return cls(**data)


@event
class CardMoved(Event):
    kind: ClassVar[str] = "card_moved"
    card: str
    source: str
    target: str
    face_up: bool = True


@event
class Shuffled(Event):
    kind: ClassVar[str] = "shuffled"
    zone: str


@event
class Revealed(Event):
    kind: ClassVar[str] = "revealed"
    reveals: ClassVar[bool] = True
    card: str
    zone: str


@event
class ValueChanged(Event):
    """A counter changed: a die's pips, experience points, life points..."""

    kind: ClassVar[str] = "value_changed"
    what: str
    old: int
    new: int


@event
class Message(Event):
    """Something a player should read that is not a move (a step begun, a rule applied)."""

    kind: ClassVar[str] = "message"
    text: str
    data: dict = field(default_factory=dict)


@event
class Chosen(Event):
    """A decision was answered (who, what kind, which option): the log's backbone."""

    kind: ClassVar[str] = "chosen"
    owner: str
    decision: str
    option: str


@event
class GameEnded(Event):
    kind: ClassVar[str] = "game_ended"
    outcome: str
    reason: str


@dataclass
class Log:
    """The game's event history; answers "how many X since Y" so rulesets keep no counters."""

    events: list[Event] = field(default_factory=list)

    def mark(self) -> int:
        return len(self.events)

    def since(self, marker: int, kind: str | None = None) -> list[Event]:
        tail = self.events[marker:]
        return tail if kind is None else [e for e in tail if e.kind == kind]

    def count(self, kind: str, since: int = 0, **match) -> int:
        return sum(
            1
            for e in self.events[since:]
            if e.kind == kind and all(getattr(e, k, None) == v for k, v in match.items())
        )
