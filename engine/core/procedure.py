"""Procedures: rules written as numbered steps, run from a stack of frames kept in the state.

A step is `step(game, frame, answer) -> result`. It is called with `answer=None` when reached,
and again with the chosen `Option` after it returned `Ask` (a free number comes as an option whose
`data["number"]` is the int): a step reads the option's typed data and never parses its key, which
is only for saves, replays and the network. Frames hold only plain data, so a game can be saved,
copied or undone in the middle of any action.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any, Callable

from .decisions import Decision
from .plain import from_plain


@dataclass
class Frame:
    """One running procedure: its name, the step it is at, and its locals: an instance of the dataclass the
    procedure declares (`Procedure(frame=...)`), or a plain dict for one that declares none."""

    proc: str
    step: str = ""
    data: Any = field(default_factory=dict)


@dataclass(slots=True)
class Ask:
    """Pause here until the decision is answered; the same step is then called with the answer."""

    decision: Decision


@dataclass(slots=True)
class Push:
    """Run a sub-procedure now; afterwards this frame goes on with its next step (or, with
    `again`, calls the same step once more, for loops that apply effects as they go)."""

    frame: Frame
    again: bool = False


@dataclass(slots=True)
class Goto:
    """Continue this procedure at the named step."""

    step: str


class _Again:
    """Call the same step again (a loop such as 'use another item?')."""


class _End:
    """Finish this procedure now, skipping the remaining steps."""


AGAIN = _Again()
END = _End()

Step = Callable[..., object]


Check = Callable[..., "str | None"]


class Procedure:
    """A named, ordered list of steps, as a rulebook numbers them.

    `checks` pairs a step that asks a free number with a pure `check(game, frame, answer)` giving
    the reason to refuse it (or None); the core runs it before the step, so a refusal changes nothing.
    `frame` is the dataclass of the procedure's locals; the core saves it by its fields and loads it by its type
    hints, and a save from before it was declared (a dict of the same names) loads into it.
    """

    def __init__(self, name: str, steps: list[Step], checks: dict[Step, Check] | None = None,
                 frame: type | None = None) -> None:
        self.name = name
        self.frame_type = frame
        self.order = [s.__name__ for s in steps]
        self.steps = {s.__name__: s for s in steps}
        self.following = {a: b for a, b in zip(self.order, self.order[1:] + [""])}
        self.checks = {step.__name__: check for step, check in (checks or {}).items()}

    def first(self) -> str:
        return self.order[0]

    def frame(self, **data: Any) -> Frame:
        if self.frame_type is not None:
            return Frame(self.name, self.order[0], self.frame_type(**data))
        return Frame(self.name, self.order[0], data)

    def typed(self, frame: Frame) -> Frame:
        """The frame with its locals as the declared dataclass (a frame loaded or pushed as a plain dict);
        raises ValueError naming the procedure when the dict does not fit."""
        if self.frame_type is not None and not dataclasses.is_dataclass(frame.data):
            if not isinstance(frame.data, dict):
                raise ValueError(f"the locals of procedure {self.name!r} are not a table")
            try:
                frame.data = from_plain(self.frame_type, frame.data)
            except (TypeError, ValueError, KeyError) as error:
                raise ValueError(f"the locals of procedure {self.name!r} do not fit: {error}") from error
        return frame
