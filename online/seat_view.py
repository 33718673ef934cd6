"""A game as one seat may see it, as plain data a table can be drawn from: what the server sends that seat.

The engine's view (`engine.core.view`) says which pieces a seat may name, and `online.sights` which stand-in shows each
piece it may not; here the whole state is written for that seat: every such piece is replaced by its stand-in wherever
its id appears (zones, the ruleset's table, the running procedures, dice), and which cards hide behind each back is
sent as a sorted list, never where each lies. A card the ruleset's table names openly (`open_names`: a rival's Hero, a
printed page) is the card, not a piece in a place: its name stays as it is in the table and the procedures.
The pending decision is the one the seat is asked (`decision_for`), events are those it may read (`event_for`), and
neither the RNG nor another seat's private answers are ever written.

After the first view a seat is sent what changed (`online.view_change`).
"""
from __future__ import annotations

import dataclasses
import operator
from dataclasses import dataclass
from typing import Any, Callable, Iterable

from engine.core.decisions import Option
from engine.core.events import Event
from engine.core.game import Game
from engine.core.serial import STATE_FORMAT
from engine.core.view import HIDDEN, decision_for, event_for

from .sights import STAND_IN, Kept, Sight, pile_of, sight, sights

__all__ = ["STAND_IN", "Common", "Kept", "Sight", "common", "pile_of", "seat_events", "seat_state", "sight", "sights"]


@dataclass(frozen=True)
class Common:
    """What every seat's view of one state shares: the ruleset's table, the running procedures and the pending
    decision as plain data, with the strings each table and list of them holds (`inside`: a seat takes as they are
    the parts that name none of its hidden pieces); the events' plain forms, made as the seats' events are (see
    `seat_events`)."""

    table: Any
    stack: Any
    inside: dict[int, frozenset[str]]   # id of `table`, `stack` and each of their fields and frames -> the strings in it
    pending: Any = None
    pending_names: frozenset[str] = frozenset()
    # id of an event -> the event, and each way the seats read it (`event_for`) with its plain form and the strings in it
    events: dict[int, tuple[Event, list[tuple[Event, Any, frozenset[str]]]]] = dataclasses.field(default_factory=dict)
    open: frozenset[str] = frozenset()  # the cards the table names openly (the ruleset's `open_names`)
    # the questions as the seats are asked them when not as the game asks (`_asked`), with their plain forms and strings
    asked: list[tuple[Any, Any, frozenset[str]]] = dataclasses.field(default_factory=list)


def common(game: Game, last: Common | None = None) -> Common:
    """What every seat's view of the game now shares. `last`: the same table's at its last change, whose fields of the
    ruleset's table and frames of the procedures that did not change are taken as they were, the same objects with the
    strings found in them then (each seat's view then takes them, and what changed in it passes them, at once)."""
    pending_names: set[str] = set()
    pending = _noted(game.state.pending, pending_names) if game.state.pending is not None else None
    inside: dict[int, frozenset[str]] = {}
    kept = None
    if last is not None:
        table, stack = _by_fields(game.state.table, last.table), _as_before(_plain(game.state.stack), last.stack)
        kept = last.inside
    else:
        table, stack = _plain(game.state.table), _plain(game.state.stack)
    _index(table, inside, kept)
    _index(stack, inside, kept)
    names = getattr(game.ruleset, "open_names", None)
    return Common(table, stack, inside, pending, frozenset(pending_names),
                  open=frozenset(names(game)) if names is not None else frozenset())


def _unnamed(seen: Sight, shared: Common) -> tuple[dict[str, str], frozenset[str]]:
    """The stand-ins the table and the procedures swap in for this seat, and the pieces they stand for: every hidden
    piece, but one whose id the table names openly as a card (a rival's Hero whose card lies in a deck), which a
    stand-in would garble and place (`_swap_plain` swaps only the pieces named here, each by its stand-in)."""
    hidden = seen.hidden
    return seen.stand_ins, hidden if shared.open.isdisjoint(hidden) else hidden - shared.open


def _as_before(value: Any, was: Any) -> Any:
    """A plain table or list made again, with each of its fields or items equal to the one `was` had taken from
    `was` (the whole of `was` when all are equal)."""
    if value == was:
        return was
    if type(value) is dict and type(was) is dict:
        return {key: old if (old := was.get(key, _NONE)) == inner else inner for key, inner in value.items()}
    if type(value) is list and type(was) is list:
        return [old if n < len(was) and (old := was[n]) == inner else inner for n, inner in enumerate(value)]
    return value


_NONE = object()  # a field a table had not


def _strings(value: Any, found: set[str]) -> set[str]:
    """The strings a plain value holds, as values or as keys of its tables, added to `found`."""
    if isinstance(value, dict):
        found.update(value)
        inners: Iterable[Any] = value.values()
    elif isinstance(value, (list, tuple)):
        inners = value
    else:
        if isinstance(value, str):
            found.add(value)
        return found
    for inner in inners:  # a string added here and then, a number passed by, without a call each
        kind = type(inner)
        if kind is str:
            found.add(inner)
        elif kind not in _LEAVES:
            _strings(inner, found)
    return found


def _index(value: Any, inside: dict[int, frozenset[str]], kept: dict[int, frozenset[str]] | None = None) -> None:
    """The strings the ruleset's table or the procedures hold (as values or keys), kept in `inside` for the whole and
    for each of its fields or frames (a deeper table or list is swapped whole, see `_swap_plain`): a seat's view takes
    as they are those that name none of its hidden pieces, most of them most of the time. `kept`: the `inside` of the
    values these were made from (`common`), alive meanwhile: a field or frame of theirs is taken with the strings found
    in it then, and only those that changed are looked through."""
    if kept is not None and (names_ := kept.get(id(value))) is not None:  # no object made since has the id of one alive
        inside[id(value)] = names_
        if type(value) is dict:
            inner_values: Iterable[Any] = value.values()
        elif type(value) is list:
            inner_values = value
        else:
            return
        for inner in inner_values:  # the same fields or frames as then: their strings as then
            if (names := kept.get(id(inner))) is not None:
                inside[id(inner)] = names
        return
    if not isinstance(value, (dict, list)):
        return
    found = set(value) if isinstance(value, dict) else set()
    for inner in value.values() if isinstance(value, dict) else value:
        kind = type(inner)  # a string added, a number passed by, at once
        if kind is str:
            found.add(inner)
        elif kind in _LEAVES:
            continue
        elif isinstance(inner, str):
            found.add(inner)
        elif isinstance(inner, (dict, list)):
            names = kept.get(id(inner)) if kept is not None else None
            if names is None:
                names = frozenset(_strings(inner, set()))
            inside[id(inner)] = names
            found |= names
    inside[id(value)] = frozenset(found)


def _swap_plain(value: Any, swap: dict[str, str], hidden: frozenset[str], inside: dict[int, frozenset[str]]) -> Any:
    """A plain value with every string naming a hidden piece replaced (as a value or a key); the tables and lists
    that name none (by `inside`, see `_index`) are the same objects. `hidden`: the pieces replaced, as a set (two sets
    are compared from the smaller, a table's keys one by one), each by its stand-in in `swap`. A table or list not in
    `inside` (below a field or frame) is written again."""
    if isinstance(value, str):
        return swap[value] if value in hidden else value
    if isinstance(value, (dict, list)):
        names = inside.get(id(value))
        if names is not None and names.isdisjoint(hidden):
            return value
        if isinstance(value, dict):
            return {swap[key] if key in hidden else key: _swap_plain(inner, swap, hidden, inside)
                    for key, inner in value.items()}
        return [_swap_plain(inner, swap, hidden, inside) for inner in value]
    return value


def seat_state(game: Game, seen: Sight, shared: Common | None = None) -> dict[str, Any]:
    """The state as this seat sees it, in the shape of `engine.core.serial.game_to_plain` without its RNG and log:
    `pieces` names the pieces the seat may name, `backs` the stand-ins, and `pending` is the seat's question.
    `shared`: the parts every seat's view shares, made once for them all."""
    state = game.state
    swap = seen.stand_ins
    pending = decision_for(state.pending, seen.seat)
    shared = shared or common(game)
    unnamed = _unnamed(seen, shared)
    return {
        "state_format": STATE_FORMAT,
        "ruleset": state.ruleset,
        "pieces": seen.pieces,
        "backs": seen.backs,
        # which cards are hidden in each pile is public (every card the game holds, less those in sight, and what
        # each pile holds), not where they are: the odds of a draw count them
        "unseen": seen.unseen,
        "piles": seen.piles,
        "zones": seen.zones,
        "table": _swap_plain(shared.table, *unnamed, shared.inside),
        "stack": _swap_plain(shared.stack, *unnamed, shared.inside),
        "pending": None if pending is None else _asked(pending, seen, shared) if pending is not state.pending else
        shared.pending if shared.pending_names.isdisjoint(seen.hidden) else _swapped(pending, swap),
        "outcome": state.outcome,
        "places": [list(group) for group in state.places],
        "showing": {swap.get(piece, piece): face for piece, face in state.showing.items()},
    }


def _asked(pending: Any, seen: Sight, shared: Common) -> Any:
    """The plain form of the question as this seat is asked it (`decision_for`): one the seats are asked alike (a
    private question's prompt alone, for every seat but its owner's) written once for them all, when it names none of
    this seat's hidden pieces."""
    for asked_, plain, names in shared.asked:
        if asked_ == pending:
            break
    else:
        found: set[str] = set()
        plain = _noted(pending, found)
        names = frozenset(found)
        shared.asked.append((pending, plain, names))
    return plain if names.isdisjoint(seen.hidden) else _swapped(pending, seen.stand_ins)


def seat_events(game: Game, events: Iterable[Event], seen: Sight, before: Sight | None = None,
                shared: Common | None = None) -> list[dict[str, Any]]:
    """The events this seat may read, as plain data: a piece it may not name, before the change nor after it, is
    never named (a piece it saw leave its hand for its deck is named: it saw it go). `shared`: where the plain form
    of an event every seat reads alike is kept for the other seats."""
    now, then = seen.hidden, before.hidden if before is not None else None
    swap: dict[str, str] | None = None  # made when an event needs it
    made = shared.events if shared is not None else {}
    shown = []
    for event in events:
        readable = event_for(game, event, seen.seat)
        if readable is None:
            continue
        # the event as every seat reads it, or as those told it one way read it (a move unnamed): written once for them
        known = made.get(id(event))
        if known is None or known[0] is not event:
            known = made[id(event)] = (event, [])
        for told, plain, names in known[1]:
            if told is readable or told == readable:
                break
        else:
            found: set[str] = set()
            plain = _noted(readable, found)
            names = frozenset(found)
            known[1].append((readable, plain, names))
        # most events name no piece hidden now; of the rest, most none hidden before too
        if names.isdisjoint(now) or then is not None and (names & now).isdisjoint(then):
            shown.append(plain)
            continue
        # naming a piece it may not: made for it alone
        swap = swap if swap is not None else dict.fromkeys(now if then is None else now & then, HIDDEN)
        shown.append(_swapped(readable, swap))
    return shown


def _swapped(value: Any, swap: dict[str, str]) -> Any:
    """The plain form of a value (as `engine.core.plain.to_plain` writes it) with every string that names a hidden
    piece replaced, as a value or as a key of a table; a dataclass's field names are names, never pieces."""
    if not swap:
        return _plain(value)
    # the plain kinds by their exact type first (most of what a view writes, found at once), and the strings and
    # numbers inside a table or list written there and then, without a call each
    kind = type(value)
    if kind is str:
        return swap.get(value, value)
    if kind in _LEAVES:
        return value
    if kind is dict:
        return {swap.get(k, k) if type(k) is str else swap.get(str(k), str(k)):
                swap.get(v, v) if (inner := type(v)) is str else v if inner in _LEAVES else _swapped(v, swap)
                for k, v in value.items()}
    if kind is list or kind is tuple:
        return [swap.get(v, v) if (inner := type(v)) is str else v if inner in _LEAVES else _swapped(v, swap)
                for v in value]
    known = _DATACLASSES.get(kind)
    if known is not None:  # a dataclass met before (an option, a frame, the ruleset's table): its fields by name
        plain = {name: swap.get(v, v) if (inner := type(v)) is str else v if inner in _LEAVES else _swapped(v, swap)
                 for name, v in zip(known[0], known[1](value))}
        if kind in _EVENTS:
            if value.seen_by is None:
                del plain["seen_by"]
            plain["kind"] = value.kind
        return plain
    # their subclasses (a str enum, a dict of a kind of its own) and the rest, as they always were
    if isinstance(value, str):
        return swap.get(value, value)
    if value is None or isinstance(value, (int, float)):  # the most common leaves, asked first
        return value
    if _met(value):
        return _swapped(value, swap)
    if isinstance(value, dict):
        return {swap.get(str(k), str(k)): _swapped(v, swap) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_swapped(v, swap) for v in value]
    if hasattr(value, "to_plain"):
        return _swapped(value.to_plain(), swap)
    return value


def _plain(value: Any) -> Any:
    """`_swapped` with nothing to swap (the form every seat shares): no string looked up."""
    kind = type(value)
    if kind in _ATOMS:
        return value
    if kind is dict:
        return {k if type(k) is str else str(k): v if type(v) in _ATOMS else _plain(v) for k, v in value.items()}
    if kind is list or kind is tuple:
        return [v if type(v) in _ATOMS else _plain(v) for v in value]
    known = _DATACLASSES.get(kind)
    if known is not None:
        plain = {name: v if type(v) in _ATOMS else _plain(v) for name, v in zip(known[0], known[1](value))}
        if kind in _EVENTS:
            if value.seen_by is None:
                del plain["seen_by"]
            plain["kind"] = value.kind
        return plain
    if isinstance(value, str) or value is None or isinstance(value, (int, float)):
        return value
    if _met(value):
        return _plain(value)
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if hasattr(value, "to_plain"):
        return _plain(value.to_plain())
    return value


def _noted(value: Any, found: set[str]) -> Any:
    """`_plain`, each string its plain form holds (as a value or a key of a table, as `_strings` finds them) added to
    `found` as it is written: one pass, not two."""
    kind = type(value)
    if kind is str:
        found.add(value)
        return value
    if kind in _LEAVES:
        return value
    add = found.add
    if kind is dict:
        plain = {k if type(k) is str else str(k): v if (inner := type(v)) in _LEAVES else add(v) or v if inner is str
                 else _noted(v, found) for k, v in value.items()}
        found.update(plain)
        return plain
    if kind is list or kind is tuple:
        return [v if (inner := type(v)) in _LEAVES else add(v) or v if inner is str else _noted(v, found)
                for v in value]
    if kind is Option:  # most of a question: the same answers asked again and again, at every table of a pack
        made = _OPTIONS.get(value)
        if made is None:
            names: set[str] = set()
            made = (_noted_fields(value, names), frozenset(names))
            if len(_OPTIONS) >= OPTIONS_KEPT:
                _OPTIONS.clear()
            _OPTIONS[value] = made
        found |= made[1]
        return made[0]
    return _noted_fields(value, found)


def _noted_fields(value: Any, found: set[str]) -> Any:
    """`_noted` of what is neither plain data nor an answer met before: a dataclass by its fields, or anything else."""
    kind = type(value)
    known = _DATACLASSES.get(kind) or _met(value) and _DATACLASSES[kind]
    if not known:  # no dataclass
        plain = _plain(value)
        _strings(plain, found)
        return plain
    add = found.add
    plain = {name: v if (inner := type(v)) in _LEAVES else add(v) or v if inner is str else _noted(v, found)
             for name, v in zip(known[0], known[1](value))}
    if kind in _EVENTS:
        if value.seen_by is None:
            del plain["seen_by"]
        plain["kind"] = _noted(value.kind, found)
    found.update(plain)
    return plain


def _by_fields(value: Any, was: Any) -> Any:
    """The plain form of a dataclass (the ruleset's table) made again beside the one `was` made of it at the last
    change, as `_as_before` would take it: a field equal to its plain form then (plain data as it is, at C's speed) is
    taken as it was, without writing it again; the whole of `was` when every field is."""
    known = _DATACLASSES.get(type(value))
    if known is None or type(was) is not dict or type(value) in _EVENTS:
        return _as_before(_plain(value), was)
    made: dict[str, Any] = {}
    same = True
    for name, raw in zip(known[0], known[1](value)):
        old = was.get(name, _NONE)
        if raw == old:  # never true of a dataclass against its plain form: those are written again
            made[name] = old
            continue
        new = raw if type(raw) in _ATOMS else _plain(raw)
        if new == old:
            made[name] = old
        else:
            made[name] = new
            same = False
    return was if same and len(made) == len(was) else made


def _met(value: Any) -> bool:
    """Whether a value is a dataclass (or an event), now known by its fields; False for any other."""
    kind = type(value)
    if not (isinstance(value, Event) or hasattr(kind, "__dataclass_fields__") and not isinstance(value, type)):
        return False
    names = tuple(f.name for f in dataclasses.fields(kind))
    get = operator.attrgetter(*names) if len(names) > 1 else \
        (lambda item, one=operator.attrgetter(*names): (one(item),)) if names else (lambda item: ())
    _DATACLASSES[kind] = (names, get)
    if isinstance(value, Event):
        _EVENTS.add(kind)
    return True


_LEAVES = frozenset((int, float, bool, type(None)))  # the plain kinds written as they are
_ATOMS = _LEAVES | {str}
# the dataclasses met -> their fields' names, and what reads those fields' values at once (a tuple)
_DATACLASSES: dict[type, tuple[tuple[str, ...], Callable[[Any], tuple[Any, ...]]]] = {}
_EVENTS: set[type] = set()  # those of them that are events (written with their kind, and whom they are for if not all)
# an answer asked before -> its plain form and the strings in it, made once for every question and table that asks it
# again (an answer is equal to another only with equal fields, its data included; 1 and True, equal in Python, are the
# one slip: a pack writes the one its field means). Never changed once made, as every plain form a view shares.
_OPTIONS: dict[Option, tuple[Any, frozenset[str]]] = {}
OPTIONS_KEPT = 1 << 14  # the answers kept (a few kilobytes each); all forgotten at once when full
