"""What every loaded game must hold before it is played on, whatever its ruleset (saves are untrusted input).

`check_plain` looks at the plain state before anything is built from it (how deep and how big);
`check_game` at the rebuilt game (procedures, steps, the pending decision, pieces, dice).
Each raises ValueError naming the first problem; a ruleset's own `check_state` adds its rules.
"""
from __future__ import annotations

import re
from typing import Iterable

from .decisions import Decision, Option
from .game import Game

MAX_DEPTH = 32  # lists and tables inside each other; a real state stays under 10
MAX_VALUES = 5_000_000  # every value of the state; a late game holds a few hundred thousand
MAX_FRAMES = 256  # procedures running inside each other; real games stay under 10
MAX_OPTIONS = 10_000
_SEAT = re.compile(r"seat:(0|[1-9][0-9]{0,3})")


def check_plain(data: object) -> None:
    """Refuse plain data nested deeper than MAX_DEPTH or holding more than MAX_VALUES values.

    Walked without recursion, so a value nested thousands deep is refused, not a RecursionError
    here or later (the undo snapshot and the autosave copy the state recursively).
    """
    count, stack = 0, [(data, 1)]
    while stack:
        value, depth = stack.pop()
        count += 1
        if count > MAX_VALUES:
            raise ValueError(f"holds more than {MAX_VALUES:,} values")
        if isinstance(value, (dict, list)):
            if depth > MAX_DEPTH:
                raise ValueError(f"is nested more than {MAX_DEPTH} levels deep")
            inner = value.values() if isinstance(value, dict) else value
            stack.extend((v, depth + 1) for v in inner)


def check_game(game: Game) -> None:
    """Refuse a rebuilt game the runner could not go on with."""
    state = game.state
    _check_stack(game)
    if state.outcome is None:
        if state.pending is None:
            raise ValueError("nothing is being asked, yet the game is not over")
        check_decision(state.pending)
    elif state.pending is not None:
        raise ValueError("the game is over, yet a decision is pending")
    for piece, index in state.showing.items():
        faces = game.card(piece).get("faces")
        if not isinstance(faces, (list, tuple)):
            raise ValueError(f"{piece!r} shows a face but is no die")
        if not 0 <= index < len(faces):
            raise ValueError(f"the die {piece!r} shows face {index + 1} of {len(faces)}")


def _check_stack(game: Game) -> None:
    stack = game.state.stack
    if len(stack) > MAX_FRAMES:
        raise ValueError(f"runs {len(stack)} procedures inside each other (at most {MAX_FRAMES})")
    procedures = game.ruleset.procedures
    for frame in stack:
        procedure = procedures.get(frame.proc)
        if procedure is None:
            raise ValueError(f"unknown procedure {frame.proc[:60]!r}")
        # an empty step is a procedure pushed but not begun: the runner starts it at its first step
        if frame.step and frame.step not in procedure.steps:
            raise ValueError(f"the procedure {frame.proc!r} has no step {frame.step[:60]!r}")


def check_decision(decision: Decision) -> None:
    """Refuse a pending decision the table could not show or answer."""
    owner = decision.owner
    if not isinstance(owner, str) or not (owner in ("table", "any") or _SEAT.fullmatch(owner)):
        raise ValueError(f"the decision is asked of {str(owner)[:40]!r}, not 'seat:N', 'table' or 'any'")
    for name in ("kind", "prompt"):
        if not isinstance(getattr(decision, name), str):
            raise ValueError(f"the decision's {name} is not text")
    if len(decision.options) + len(decision.refused) > MAX_OPTIONS:
        raise ValueError(f"the decision offers more than {MAX_OPTIONS} answers")
    _check_options(decision.options, "option")
    _check_options(decision.refused, "refused answer")
    if decision.number is not None:
        number = decision.number
        if (len(number) != 2 or any(isinstance(n, bool) or not isinstance(n, int) for n in number)
                or number[0] > number[1]):
            raise ValueError(f"the decision's number range {list(number)[:4]} is not two whole numbers lo <= hi")
    elif not decision.options:
        raise ValueError(f"the decision {decision.prompt[:60]!r} offers no answer")
    for name in ("eligible", "waiting"):
        seats = getattr(decision, name)
        if any(isinstance(s, bool) or not isinstance(s, int) or s < 0 for s in seats):
            raise ValueError(f"the decision's {name} seats {list(seats)[:8]} are not seat numbers")
    if owner == "any" and not decision.waiting:
        raise ValueError("a window is open that no seat is asked to answer")


def _check_options(options: Iterable[Option], what: str) -> None:
    keys = set()
    for option in options:
        if not isinstance(option.key, str) or not isinstance(option.label, str):
            raise ValueError(f"an {what} has a key or label that is not text")
        if not isinstance(option.data, dict):
            raise ValueError(f"the {what} {option.key[:40]!r} has data that is not a table")
        if option.why_not is not None and not isinstance(option.why_not, str):
            raise ValueError(f"the {what} {option.key[:40]!r} has a reason that is not text")
        if option.irreversible is not None and not isinstance(option.irreversible, str):
            raise ValueError(f"the {what} {option.key[:40]!r} says what it ends in something that is not text")
        if option.key in keys:
            raise ValueError(f"two {what}s share the key {option.key[:40]!r}")
        keys.add(option.key)


def check_seats(decision: Decision | None, seats: Iterable[int]) -> None:
    """Refuse a pending decision asked of, or waiting on, a seat that is not at the table.

    Only the ruleset knows its seats: its `check_state` calls this.
    """
    if decision is None:
        return
    seats = set(seats)
    asked = decision.seats() or ()
    for seat in (*asked, *decision.eligible, *decision.waiting):
        if seat not in seats:
            raise ValueError(f"the decision is asked of seat {seat}, who is not at the table")
