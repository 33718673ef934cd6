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


def from_plain(data: dict[str, Any], ruleset: str | None = None) -> Event:
    """An event from its plain form; a message of a rule that has a class (of this ruleset's) loads as that class."""
    data = dict(data)
    kind = data.pop("kind")
    if kind in _FORMER:
        kind, renamed = _FORMER[kind]
        data = {renamed.get(k, k): v for k, v in data.items()}
    cls = _REGISTRY[kind]
    for name in ("seen_by", "sighted"):
        if data.get(name) is not None:
            data[name] = tuple(data[name])
    if cls is Message:
        rule = str((data.get("data") or {}).get("rule"))
        ruled = _RULED.get((ruleset, rule)) or _RULED.get((None, rule))
        if ruled is not None:
            return ruled(data["text"], data.get("data"), seen_by=data.get("seen_by"))
    return cls(**data)


@event
class PieceMoved(Event):
    """A piece changed zone; `face_up` False: the seats see that a piece moved, not which. `shown`: it landed face
    up where every seat names it (the top of a face-up pile), so its move is named even between closed zones.
    `sighted`: the seats that saw its face as it moved, judged then, for a move not every seat saw (None: judged
    by the zones, as for a move every seat saw or one logged before this was kept)."""

    kind: ClassVar[str] = "piece_moved"
    piece: str
    source: str
    target: str
    face_up: bool = True
    shown: bool = False
    sighted: tuple[int, ...] | None = None

    def to_plain(self) -> dict[str, Any]:
        data = Event.to_plain(self)
        if self.sighted is None:
            del data["sighted"]
        else:
            data["sighted"] = list(self.sighted)
        return data


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


class Ruled(Message):
    """A message of a rule the table reacts to, with a class of its own: presentations test `isinstance` and read
    its typed fields, never its tag. It is logged as a message with `data["rule"]` (the class's `rule`), so logs
    written before the class existed load as it, and the class's fields are read from its data."""

    __slots__ = ()
    rule: ClassVar[str] = ""
    ruleset: ClassVar[str | tuple[str, ...] | None] = None  # whose logs say `rule` so (None: every ruleset's)

    def __init__(self, text: str, data: dict[str, Any] | None = None, *, seen_by: tuple[int, ...] | None = None,
                 **fields: Any) -> None:
        Message.__init__(self, text, {**(data or {}), **fields, "rule": self.rule}, seen_by=seen_by)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if cls.rule:
            for ruleset in cls.ruleset if isinstance(cls.ruleset, tuple) else (cls.ruleset,):
                if (ruleset, cls.rule) in _RULED:
                    raise TypeError(f"two event classes for the rule {cls.rule!r} of {ruleset or 'every ruleset'}")
                _RULED[ruleset, cls.rule] = cls


_RULED: dict[tuple[str | None, str], type[Ruled]] = {}


class reads:
    """A typed field of a `Ruled` event, kept in its data under the same name (`seat = reads("seat")`)."""

    def __init__(self, name: str, default: Any = None) -> None:
        self.name, self.default = name, default

    def __get__(self, event: Message | None, owner: type | None = None) -> Any:
        return self if event is None else event.data.get(self.name, self.default)


class TurnBegun(Ruled):
    """A turn begins: a seat's (`seat`), or the table's numbered turn (`turn`)."""

    __slots__ = ()
    rule: ClassVar[str] = "turn"
    seat = reads("seat")
    turn = reads("turn")


@event
class Chosen(Event):
    """A decision was answered (who, what kind, which option): the log's backbone."""

    kind: ClassVar[str] = "chosen"
    owner: str
    decision: str
    option: str
    seat: int | None = None  # the seat that answered a window
    label: str = ""  # the answer in words as it was offered: the log reads it after a save is opened, too
    private: bool = False  # the answer names what only its owner sees: the others read that it was given, not which
    asked: str = ""  # a private answer's question, as every seat was asked it: what the others read it answered

    def to_plain(self) -> dict[str, Any]:
        data = Event.to_plain(self)
        if not self.asked:
            del data["asked"]  # an open answer's line names the answer itself
        return data


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
