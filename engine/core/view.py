"""What one seat may see of a game: the engine's answer, which the table and the log only display.

A piece a seat may not name is shown by its back alone, unless the ruleset says this seat knows it
where it lies (the top of a face-up pile, one's own bottom card); a move of it is shown without its
name; an event for other seats is not shown at all; a window's eligible seats are never shown.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Collection, Iterable, Mapping, Sequence

from .decisions import Decision
from .events import Chosen, Event, PieceMoved
from .game import Game


HIDDEN = ""  # stands for a piece's name in an event the seat may not read


@dataclass(frozen=True, slots=True)
class Seen:
    """A piece as a seat sees it: its id when the seat may name it (else None), and its back."""

    piece: str | None
    back: str = ""


@dataclass(frozen=True)
class View:
    """A seat's view: every zone's pieces as seen, and the pending decision as asked of that seat."""

    seat: int | None
    zones: Mapping[str, tuple[Seen, ...]]
    decision: Decision | None

    def named(self, piece: str) -> bool:
        return any(seen.piece == piece for pieces in self.zones.values() for seen in pieces)


def sees(game: Game, piece: str, seat: int | None) -> bool:
    """Whether a seat (None: any onlooker) may name this piece where it lies now."""
    ruleset = game.ruleset
    zone = game.state.zones.zone_of(piece)
    return (ruleset.open_zone(game, zone, seat) and not ruleset.face_down(game, piece)) or ruleset.known(game, piece, seat)


def known_in(game: Game, zone: str, seat: int | None) -> Collection[str]:
    """The pieces of a zone a seat names though it does not see them there (the top of a face-up pile, its own deck's
    bottom card): as the ruleset's optional `known_in(game, zone, seat)` says for the whole zone at once, else as its
    `known` says of each piece."""
    ruleset = game.ruleset
    says = getattr(ruleset, "known_in", None)
    if says is not None:
        return says(game, zone, seat)  # type: ignore[no-any-return]
    return [piece for piece in game.state.zones.cards(zone) if ruleset.known(game, piece, seat)]


def unnamed(game: Game, seats: Sequence[int | None], zones: Iterable[str] | None = None) -> dict[str, list[set[str]]]:
    """Where the pieces the `seats` may not name lie now (`sees` for every piece and seat, in one pass): each zone
    holding some, with the set of its pieces each seat may not name (in the order of `seats`); a zone every seat
    names whole is left out. Each zone is asked once a seat whether it is open, each piece once whether it lies
    face down, and only a zone a seat misses pieces of by those is asked which of them that seat knows anyway (at
    once, `known_in`). `zones`: only these are looked at (by default, every zone)."""
    ruleset = game.ruleset
    open_zone, face_down = ruleset.open_zone, ruleset.face_down
    contents = game.state.zones.contents
    found: dict[str, list[set[str]]] = {}
    for zone in contents if zones is None else zones:
        pieces = contents[zone]
        if not pieces:
            continue
        opens = [open_zone(game, zone, seat) for seat in seats]
        down = [piece for piece in pieces if face_down(game, piece)] if any(opens) else pieces
        if all(opens) and not down:
            continue  # the common case: an open zone, every face up
        hidden = []
        for seat, open_ in zip(seats, opens):
            missed = set(down if open_ else pieces)
            if missed:
                missed.difference_update(known_in(game, zone, seat))
            hidden.append(missed)
        if any(hidden):
            found[zone] = hidden
    return found


def view(game: Game, seat: int | None) -> View:
    """The whole table as `seat` sees it."""
    ruleset = game.ruleset
    zones = {}
    for zone, pieces in game.state.zones.contents.items():
        open_ = ruleset.open_zone(game, zone, seat)
        zones[zone] = tuple(
            Seen(piece if (open_ and not ruleset.face_down(game, piece)) or ruleset.known(game, piece, seat) else None,
                 ruleset.back(game, piece))
            for piece in pieces
        )
    return View(seat, zones, decision_for(game.state.pending, seat))


def decision_for(decision: Decision | None, seat: int | None) -> Decision | None:
    """The pending decision as a seat is asked it: a window never says who else may answer, and a
    private decision shows its answers to its owner alone."""
    if decision is not None and decision.private and decision.seats() != (seat,):
        return dataclasses.replace(decision, options=[], refused=[], context={})
    if decision is None or decision.owner != "any":
        return decision
    return dataclasses.replace(decision, options=list(decision.options_for(seat)), eligible=())


def event_for(game: Game, event: Event, seat: int | None) -> Event | None:
    """The event as a seat may read it: None when it is not for that seat; a move unnamed when
    the piece travelled face down, or between zones whose faces that seat does not see, unless it
    landed face up where every seat names it (`shown`: the top of a face-up pile)."""
    if not event.seen_by_seat(seat):
        return None
    if isinstance(event, Chosen) and event.private and event.owner != f"seat:{seat}":
        return dataclasses.replace(event, option=HIDDEN, label=HIDDEN)
    if isinstance(event, PieceMoved) and event.piece != HIDDEN and not saw(game, event, seat):
        return dataclasses.replace(event, piece=HIDDEN)
    return event


def saw(game: Game, event: PieceMoved, seat: int | None) -> bool:
    """Whether a seat saw the face of a piece as it moved: with the sight of that moment where the move kept it
    (a hand a card has turned face up since does not name the draws made into it before), else by the zones."""
    if not event.face_up:
        return False
    if event.shown:
        return True
    if event.sighted is not None:
        return seat is not None and seat in event.sighted
    ruleset = game.ruleset
    return ruleset.open_zone(game, event.source, seat) or ruleset.open_zone(game, event.target, seat)


def shows_hidden(game: Game, events: list[Event]) -> bool:
    """True when these events showed some seat a face it had not seen: undo must stop here."""
    ruleset = game.ruleset
    for event in events:
        if event.reveals:
            return True
        if (isinstance(event, PieceMoved) and not ruleset.open_zone(game, event.source, None)
                and (event.face_up or ruleset.open_zone(game, event.target, None))):
            return True  # a piece left a closed zone where it can be seen: a draw
    return False


__all__ = ["HIDDEN", "Seen", "View", "decision_for", "event_for", "known_in", "saw", "sees", "shows_hidden", "unnamed",
           "view"]
