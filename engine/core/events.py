"""Typed events: every change a decision makes, for the table to animate and the log to count."""
from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any, ClassVar, TypeVar, dataclass_transform

E = TypeVar("E", bound="Event")


@dataclass(slots=True)
class Event:
    """Base of all events. `reveals` marks events that show hidden information (undo stops there).

    `seen_by` lists the seats that see the event; None: every seat (a public event).
    """

    kind: ClassVar[str] = "event"
    reveals: ClassVar[bool] = False
    seen_by: tuple[int, ...] | None = field(default=None, kw_only=True)

    def to_plain(self) -> dict[str, Any]:
        data = {f.name: getattr(self, f.name) for f in fields(self)}
        if self.seen_by is None:
            del data["seen_by"]
        else:
            data["seen_by"] = list(self.seen_by)
        data["kind"] = self.kind
        return data

    def seen_by_seat(self, seat: int | None) -> bool:
        """Whether this seat sees the event (None: an onlooker, who sees public events only)."""
        return self.seen_by is None or (seat is not None and seat in self.seen_by)


_REGISTRY: dict[str, type[Event]] = {}


@dataclass_transform(kw_only_default=False, field_specifiers=(field,))
def event(cls: type[E]) -> type[E]:
    """Register an event class under its `kind`, so logs can be loaded back."""
    cls = dataclass(slots=True)(cls)
    _REGISTRY[cls.kind] = cls
    return cls


# kinds of earlier state formats, and how their fields were named
_FORMER = {"card_moved": ("piece_moved", {"card": "piece"})}


def from_plain(data: dict[str, Any]) -> Event:
    data = dict(data)
    kind = data.pop("kind")
    if kind in _FORMER:
        kind, renamed = _FORMER[kind]
        data = {renamed.get(k, k): v for k, v in data.items()}
    cls = _REGISTRY[kind]
    if data.get("seen_by") is not None:
        data["seen_by"] = tuple(data["seen_by"])
    return cls(**data)


@event
class PieceMoved(Event):
    """A piece changed zone; `face_up` False: the seats see that a piece moved, not which. `shown`: it landed face
    up where every seat names it (the top of a face-up pile), so its move is named even between closed zones."""

    kind: ClassVar[str] = "piece_moved"
    piece: str
    source: str
    target: str
    face_up: bool = True
    shown: bool = False


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
class DieRolled(Event):
    """A die piece was rolled (or set, or re-rolled) and now shows the face of that index."""

    kind: ClassVar[str] = "die_rolled"
    piece: str
    face: int


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
    data: dict[str, Any] = field(default_factory=dict)


@event
class Chosen(Event):
    """A decision was answered (who, what kind, which option): the log's backbone."""

    kind: ClassVar[str] = "chosen"
    owner: str
    decision: str
    option: str
    seat: int | None = None  # the seat that answered a window
    label: str = ""  # the answer in words as it was offered: the log reads it after a save is opened, too


@event
class GameEnded(Event):
    """The game is over: "win" or "loss" for every seat, or "ranked" with `places` first to last."""

    kind: ClassVar[str] = "game_ended"
    outcome: str
    reason: str
    places: list[list[int]] = field(default_factory=list)


@dataclass
class Log:
    """The game's event history; answers "how many X since Y" so rulesets keep no counters."""

    events: list[Event] = field(default_factory=list)

    def mark(self) -> int:
        return len(self.events)

    def since(self, marker: int, kind: str | None = None) -> list[Event]:
        tail = self.events[marker:]
        return tail if kind is None else [e for e in tail if e.kind == kind]

    def count(self, kind: str, since: int = 0, **match: Any) -> int:
        return sum(
            1
            for e in self.events[since:]
            if e.kind == kind and all(getattr(e, k, None) == v for k, v in match.items())
        )
