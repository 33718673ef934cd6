"""Where a game stands in its turn structure, as facts the table puts into words: whose turn it is, which phase of
it, and what is left to use (actions, dice, moves). A ruleset says them with its optional `turn(game)`; the table
never works them out itself."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

if TYPE_CHECKING:
    from .game import Game
    from .procedure import Frame


@dataclass(frozen=True)
class Left:
    """Something a turn allows that is not used up yet: `what` names it as the ruleset counts it ("action",
    "die"), `left` of `of` (None: no fixed number)."""

    what: str
    left: int
    of: int | None = None


@dataclass(frozen=True)
class Turn:
    """The turn as it stands: whose (None: the players' together, any of them may act), the phase as the rulebook
    names it ("" for none), the round or turn number when the rules count them, and what is left."""

    seat: int | None = None
    phase: str = ""
    number: int | None = None
    left: tuple[Left, ...] = ()
    who: str = ""  # the piece that acts for the seat when it is not the seat itself (a hero of a shared party)


def turn(game: Game) -> Turn | None:
    """The ruleset's word on where the game stands in its turn (its optional `turn(game)`), or None: it says
    nothing (a game over says nothing either)."""
    says: Callable[[Game], Turn | None] | None = getattr(game.ruleset, "turn", None)
    if says is None or game.over:
        return None
    return says(game)


def running(game: Game, procedure: str) -> Frame | None:
    """The innermost running frame of a procedure, with its locals as the procedure declares them (a frame just
    loaded from a save holds a plain table until its next step), or None when it is not running."""
    frame = next((frame for frame in reversed(game.state.stack) if frame.proc == procedure), None)
    known = game.ruleset.procedures.get(procedure)
    return known.typed(frame) if frame is not None and known is not None else frame


def phase_of(frame: Frame | None, phases: dict[str, str], default: str = "") -> str:
    """The phase a procedure's frame is in, from the step it is at (`phases`: step name -> phase name)."""
    return phases.get(frame.step, default) if frame is not None else default


def count(value: Any) -> int:
    """A count read from a ruleset's table, never below zero."""
    return max(0, int(value or 0))
