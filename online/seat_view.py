"""A game as one seat may see it, as plain data a table can be drawn from: what the server sends that seat.

The engine's view (`engine.core.view`) says which pieces a seat may name; here the whole state is written for
that seat: every piece it may not name is replaced, wherever its id appears (zones, the ruleset's table, the
running procedures, dice), by a stand-in (`?0`, `?1`... numbered in the order the zones hold them, so a
stand-in says where a piece lies and nothing else) that carries only what its back shows; which cards hide behind each back is
sent as a sorted list, never where each lies. The pending decision
is the one the seat is asked (`decision_for`), events are those it may read (`event_for`), and neither the
RNG nor another seat's private answers are ever written.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Iterable

from engine.core.events import Event
from engine.core.game import Game
from engine.core.serial import STATE_FORMAT
from engine.core.view import HIDDEN, decision_for, event_for

STAND_IN = "?"  # what a stand-in's name starts with; no pack may name a piece so (see `check_ids`)


@dataclass(frozen=True)
class Sight:
    """What one seat may not name now: each hidden piece's stand-in, and what each stand-in's back shows."""

    seat: int | None
    stand_ins: dict[str, str]   # hidden piece -> its stand-in
    backs: dict[str, str]       # stand-in -> what its back shows
    unseen: dict[str, list[str]] = dataclasses.field(default_factory=dict)  # back -> the cards hidden behind it

    @property
    def hidden(self) -> frozenset[str]:
        return frozenset(self.stand_ins)


def sight(game: Game, seat: int | None, backs: dict[str, str] | None = None) -> Sight:
    """The pieces this seat may not name where they lie now, each with its stand-in: those `view(game, seat)` shows
    by their back alone, found by the same three questions (is the zone open to the seat, is the piece face down,
    does the seat know it anyway), asked once a zone. `backs` keeps what each card's back shows, by card, between
    calls (a back is printed: every copy of a card shows the same)."""
    ruleset = game.ruleset
    stand_ins: dict[str, str] = {}
    shown: dict[str, str] = {}
    unseen: dict[str, list[str]] = {}
    backs = {} if backs is None else backs
    pieces_of = game.state.pieces
    for zone, pieces in game.state.zones.contents.items():
        if not pieces:
            continue
        open_ = ruleset.open_zone(game, zone, seat)
        for piece in pieces:
            if (open_ and not ruleset.face_down(game, piece)) or ruleset.known(game, piece, seat):
                continue
            stand_in = f"{STAND_IN}{len(stand_ins)}"
            stand_ins[piece] = stand_in
            card = pieces_of[piece]
            back = backs.get(card)
            if back is None:
                back = backs[card] = ruleset.back(game, piece)
            shown[stand_in] = back
            unseen.setdefault(back, []).append(card)
    return Sight(seat, stand_ins, shown, {back: sorted(cards) for back, cards in unseen.items()})


def seat_state(game: Game, seen: Sight) -> dict[str, Any]:
    """The state as this seat sees it, in the shape of `engine.core.serial.game_to_plain` without its RNG and log:
    `pieces` names the pieces the seat may name, `backs` the stand-ins, and `pending` is the seat's question."""
    state = game.state
    swap = seen.stand_ins
    pending = decision_for(state.pending, seen.seat)
    return {
        "state_format": STATE_FORMAT,
        "ruleset": state.ruleset,
        "pieces": {piece: card for piece, card in state.pieces.items() if piece not in swap},
        "backs": dict(seen.backs),
        # which cards are hidden is public (every card the game holds, less those in sight), not where they are:
        # the odds of a draw count them (as the planning bot's worlds deal them: engine.bots.belief)
        "unseen": seen.unseen,
        "zones": {zone: [swap.get(piece, piece) for piece in pieces] for zone, pieces in state.zones.contents.items()},
        "table": _swapped(state.table, swap),
        "stack": _swapped(state.stack, swap),
        "pending": _swapped(pending, swap) if pending is not None else None,
        "outcome": state.outcome,
        "places": [list(group) for group in state.places],
        "showing": {swap.get(piece, piece): face for piece, face in state.showing.items()},
    }


def seat_events(game: Game, events: Iterable[Event], seen: Sight, before: Sight | None = None) -> list[dict[str, Any]]:
    """The events this seat may read, as plain data: a piece it may not name, before the change nor after it, is
    never named (a piece it saw leave its hand for its deck is named: it saw it go)."""
    unseen = seen.hidden if before is None else seen.hidden & before.hidden
    swap = {piece: HIDDEN for piece in unseen}
    shown = []
    for event in events:
        readable = event_for(game, event, seen.seat)
        if readable is not None:
            shown.append(_swapped(readable, swap) if swap else readable.to_plain())
    return shown


def _swapped(value: Any, swap: dict[str, str]) -> Any:
    """The plain form of a value (as `engine.core.plain.to_plain` writes it) with every string that names a hidden
    piece replaced, as a value or as a key of a table; a dataclass's field names are names, never pieces."""
    if isinstance(value, str):
        return swap.get(value, value)
    if isinstance(value, Event):
        plain = {f.name: _swapped(getattr(value, f.name), swap) for f in dataclasses.fields(value)}
        if value.seen_by is None:
            del plain["seen_by"]
        plain["kind"] = value.kind
        return plain
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _swapped(getattr(value, f.name), swap) for f in dataclasses.fields(value)}
    if isinstance(value, dict):
        return {swap.get(str(k), str(k)): _swapped(v, swap) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_swapped(v, swap) for v in value]
    if hasattr(value, "to_plain"):
        return _swapped(value.to_plain(), swap)
    return value
