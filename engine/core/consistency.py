"""What every loaded game must hold before it is played on, whatever its ruleset (saves are untrusted input).

`check_plain` looks at the plain state before anything is built from it (how deep, how big, how long its texts
and how large its numbers); `check_game` at the rebuilt game: procedures and steps, the outcome, the pending
decision, dice, then what the ruleset says the game is made of (`Makeup`: its seats, every piece once, zones it
names), then the ruleset's own `check_state`, and last the pending question asked anew by its step.
Each raises ValueError naming the first problem.
"""
from __future__ import annotations

import dataclasses
import math
import re
import types
import typing
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Iterable, Mapping

from .decisions import Decision, Option
from .game import Game
from .outcome import LOSS, RANKED, WIN, check_places
from .plain import to_plain
from .procedure import Ask

MAX_DEPTH = 32  # lists and tables inside each other; a real state stays under 10
MAX_VALUES = 5_000_000  # every value of the state; a late game holds a few hundred thousand
MAX_FRAMES = 256  # procedures running inside each other; real games stay under 10
MAX_OPTIONS = 10_000
MAX_TEXT = 20_000  # characters of one text (a name, a label, a line of the log); a card's longest is under 2,000
MAX_NUMBER = 2**32  # the largest whole number anywhere in a state: the random source's words fit, 10**30 does not
MAX_COUNT = 1_000_000  # the largest a typed number of a table or a frame may be unless its field says otherwise


@dataclass(frozen=True)
class Range:
    """The whole numbers a field of a table or a frame may hold, as `Annotated[int, Range(-1, 5)]`; a field
    typed `int` without it holds 0 to MAX_COUNT (a count, an index, a seat: never below zero)."""

    low: int
    high: int = MAX_COUNT


COUNT = Range(0)
_SEAT = re.compile(r"seat:(0|[1-9][0-9]{0,3})")


def check_plain(data: object) -> None:
    """Refuse plain data nested deeper than MAX_DEPTH or holding more than MAX_VALUES values.

    Walked without recursion, so a value nested thousands deep is refused, not a RecursionError
    here or later (the undo snapshot and the autosave copy the state recursively).
    """
    count, stack = 0, [(data, 1, "")]
    while stack:
        value, depth, where = stack.pop()
        count += 1
        if count > MAX_VALUES:
            raise ValueError(f"holds more than {MAX_VALUES:,} values")
        if isinstance(value, (dict, list)):
            if depth > MAX_DEPTH:
                raise ValueError(f"is nested more than {MAX_DEPTH} levels deep")
            if isinstance(value, dict):
                for key in value:
                    _check_atom(key, f"{where}/{str(key)[:40]}")
                stack.extend((v, depth + 1, f"{where}/{str(k)[:40]}") for k, v in value.items())
            else:
                stack.extend((v, depth + 1, f"{where}/{n}") for n, v in enumerate(value))
        else:
            _check_atom(value, where)


def _check_atom(value: object, where: str) -> None:
    """A text of sane length, a whole number of sane size, a finite number: what a state's leaves may be."""
    if isinstance(value, str):
        if len(value) > MAX_TEXT:
            raise ValueError(f"{where or 'a value'} is a text of {len(value):,} characters (at most {MAX_TEXT:,})")
    elif isinstance(value, bool) or value is None:
        return
    elif isinstance(value, int):
        if not -MAX_NUMBER <= value <= MAX_NUMBER:
            raise ValueError(f"{where or 'a value'} is a number of {len(str(abs(value)))} digits, beyond any a game "
                             f"counts")
    elif isinstance(value, float):
        if not math.isfinite(value) or abs(value) > MAX_NUMBER:
            raise ValueError(f"{where or 'a value'} is the number {value!r}, beyond any a game counts")


def check_game(game: Game, pack_changed: bool = False) -> None:
    """Refuse a rebuilt game the runner could not go on with: the generic checks, the ruleset's own `check_state`,
    what the ruleset says the game is made of (`makeup`), then the pending question as its step asks it now.
    `pack_changed`: the pack is not the one the game was saved with: pieces of cards it gained since may be missing."""
    state = game.state
    _check_stack(game)
    if state.outcome not in (None, WIN, LOSS, RANKED):
        raise ValueError(f"the outcome {str(state.outcome)[:40]!r} is none of {WIN!r}, {LOSS!r}, {RANKED!r}")
    if (state.outcome == RANKED) != bool(state.places):
        raise ValueError(f"places {state.places[:4]} are kept for a ranked end only, and a ranked end needs them")
    check_numbers(state.table, "table")
    for frame in state.stack:
        check_numbers(frame.data, f"the procedure {frame.proc!r}")
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
    check_state = getattr(game.ruleset, "check_state", None)
    if check_state is not None:
        check_state(game)
    makeup = getattr(game.ruleset, "makeup", None)
    if makeup is not None:
        check_makeup(game, makeup(game), pack_changed)
    ask_anew(game)


@dataclass(frozen=True)
class Makeup:
    """What a game of a ruleset is made of, as the ruleset reads it off the game (a ruleset's `makeup(game)`).

    `seats`: the seats at the table, numbered from 0. `pieces`: every piece the game holds (id -> card id), as
    its setup made them; a game holds no other and loses none. `zones`: the names of the zones it may use, as
    patterns in which `{seat}` is a seat at the table, `{card}` a card id of the pack, `{piece}` a piece of the
    game, `{n}` a whole number (-9999 to 9999) and `{word}` a name of letters, digits, '-' and '_'; everything else
    is literal.
    """

    seats: tuple[int, ...]
    pieces: Mapping[str, str] | None
    zones: tuple[str, ...]
    places: tuple[int, ...] | None = None  # the seats `{seat}` in a zone's name may be, if more (players may join)


def check_makeup(game: Game, makeup: Makeup, pack_changed: bool = False) -> None:
    """Refuse a game whose seats, pieces or zones are not those its ruleset says it is made of (with
    `pack_changed`, pieces may be missing: the pack's new cards, which the game never had)."""
    seats = tuple(makeup.seats)
    if seats != tuple(range(len(seats))) or not seats:
        raise ValueError(f"the seats {list(seats)[:8]} are not seats numbered from 0")
    check_seats(game.state.pending, seats)
    if game.state.outcome == RANKED:
        check_places(game.state.places, len(seats))
    if makeup.pieces is not None:
        _check_pieces(game.state.pieces, makeup.pieces, pack_changed)
    known = _patterns(tuple(makeup.zones))
    for zone in game.zones.contents:
        if not _zone_known(game, known, zone, makeup.places or seats):
            raise ValueError(f"a zone named {zone[:60]!r} is no zone of this game")


def _check_pieces(held: Mapping[str, str], made: Mapping[str, str], grown: bool) -> None:
    extra = sorted(set(held) - set(made))
    if extra:
        raise ValueError(f"the piece {extra[0][:60]!r} is none the game was set up with")
    missing = sorted(set(made) - set(held))
    if missing and not grown:
        raise ValueError(f"the piece {missing[0][:60]!r} is missing")
    for piece, card in held.items():
        if made[piece] != card:
            raise ValueError(f"the piece {piece[:60]!r} is a {card[:40]!r}, not the {made[piece]!r} it was set up as")


_PARTS = {"seat": r"(?P<seat{k}>0|[1-9][0-9]?)", "card": r"(?P<card{k}>[^:,]{{1,80}})",
          "piece": r"(?P<piece{k}>[^,]{{1,100}})", "n": r"-?(?:0|[1-9][0-9]{{0,3}})",
          "word": r"[A-Za-z0-9][A-Za-z0-9_-]{{0,40}}"}


@lru_cache(maxsize=64)
def _patterns(zones: tuple[str, ...]) -> re.Pattern[str]:
    """One regular expression for a ruleset's zone patterns (see `Makeup`)."""
    alternatives = []
    for k, pattern in enumerate(zones):
        parts = re.split(r"\{(seat|card|piece|n|word)\}", pattern)
        built = "".join(re.escape(part) if i % 2 == 0 else _PARTS[part].format(k=f"_{k}_{i}")
                        for i, part in enumerate(parts))
        alternatives.append(f"(?:{built})")
    return re.compile("|".join(alternatives) or "(?!)")


def _zone_known(game: Game, known: re.Pattern[str], zone: str, seats: tuple[int, ...]) -> bool:
    match = known.fullmatch(zone) if isinstance(zone, str) and len(zone) <= 200 else None
    if match is None:
        return False
    for name, value in match.groupdict().items():
        if value is None:
            continue
        if name.startswith("seat") and int(value) not in seats:
            return False
        if name.startswith("card") and value not in game.cards:
            return False
        if name.startswith("piece") and value not in game.state.pieces:
            return False
    return True


def ask_anew(game: Game) -> None:
    """The pending question as its step asks it now, not as the file says: a step reached with no answer asks anew
    without changing anything, and its question (the options' keys, labels and data) replaces the saved one, so an
    answer the rules never offered cannot be slipped into a save. A step that would change the state, fail, or ask
    another question (one that asks again within itself after a first answer, a save from an older build whose
    step has moved on since) keeps the saved question, already checked for its shape."""
    saved = game.pending
    if saved is None or not game.state.stack:
        return
    frame = game.state.stack[-1]
    step = game.ruleset.procedures[frame.proc].steps.get(frame.step)
    if step is None:
        return
    before, plain = game.snapshot(), _state(game)
    try:
        result = step(game, frame, None)
    except Exception:  # noqa: BLE001 - whatever the step objects to, the save keeps its own question
        result = None
    if (isinstance(result, Ask) and _state(game) == plain
            and (result.decision.owner, result.decision.kind) == (saved.owner, saved.kind)):
        check_decision(result.decision)
        game.state.pending = result.decision
    else:
        game.restore(before)
        game.state.pending = saved


def check_numbers(value: Any, where: str) -> None:
    """Refuse a whole number of a table or a frame outside its field's `Range` (0 to MAX_COUNT by default), read
    from the dataclasses' type hints: an index of -7 or a count of 10**9 is a crafted file, not a game."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        hints = _extras(type(value))
        for f in dataclasses.fields(value):
            _check_typed(hints.get(f.name, Any), getattr(value, f.name), f"{where}: {f.name}")


@lru_cache(maxsize=None)
def _extras(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls, include_extras=True)


def _check_typed(hint: Any, value: Any, where: str, bounds: Range = COUNT) -> None:
    origin = typing.get_origin(hint)
    if origin is typing.Annotated:
        hint, *marks = typing.get_args(hint)
        bounds = next((m for m in marks if isinstance(m, Range)), bounds)
        origin = typing.get_origin(hint)
    if hint is int and isinstance(value, int) and not isinstance(value, bool):
        if not bounds.low <= value <= bounds.high:
            raise ValueError(f"{where} is {value}, not a number from {bounds.low} to {bounds.high:,}")
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        check_numbers(value, where)
    elif origin in (list, tuple, set, frozenset) and isinstance(value, (list, tuple, set, frozenset)):
        args = [a for a in typing.get_args(hint) if a is not Ellipsis]
        for n, item in enumerate(value):
            inner = args[n] if origin is tuple and len(args) > 1 and n < len(args) else (args[0] if args else Any)
            _check_typed(inner, item, f"{where}[{n}]", bounds)
    elif origin is dict and isinstance(value, dict):
        pair = typing.get_args(hint)
        for key, item in value.items():
            _check_typed(pair[1] if pair else Any, item, f"{where}[{str(key)[:30]!r}]", bounds)
    elif origin in (typing.Union, types.UnionType):
        for arg in typing.get_args(hint):
            if arg is not type(None):
                _check_typed(arg, value, where, bounds)


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


def _state(game: Game) -> list[Any]:
    """What a step may change, as plain data (to see that asking anew changed nothing)."""
    state = game.state
    return [to_plain(state.pieces), state.zones.to_plain(), state.rng.to_plain(), to_plain(state.table),
            [to_plain(frame) for frame in state.stack], state.outcome, to_plain(state.places),
            to_plain(state.showing), len(state.log.events)]
