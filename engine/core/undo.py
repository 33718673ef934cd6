"""Taking answers back: the state before each answer is kept and restored whole (the RNG with it, so nothing is
ever drawn again), and undo never goes back past what would let a player peek.

Undo stops at anything an answer showed a seat: a card drawn or revealed (an event that `reveals`, a piece leaving
a closed zone face up), a piece some seat may name now that it could not name before (a card that turns a rival's
hand face up), and an outcome of the game's randomness (a coin flipped, a card picked at random, a shuffle: taken
back, the next answer would know what the RNG holds). A bot's answer is never taken back. At a table of rivals an
answer is its seat's alone to take back, and only while that seat is still the one asked: once the question goes
to another seat (the turn passed, a rival asked to discard, a window asking the others), nothing before it can be
undone, so nobody ever takes back another seat's answer nor learns from one taken back."""
from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from .events import Event
from .game import Game
from .rng import Rng
from .view import shows_hidden, unnamed


def named(game: Game, seat: int | None) -> frozenset[str]:
    """The pieces a seat may name where they lie now (`engine.core.view.sees`, for every piece at once)."""
    return named_by(game, [seat])[seat]


def named_by(game: Game, seats: Sequence[int | None]) -> dict[int | None, frozenset[str]]:
    """The pieces each seat may name where they lie now, the zones and pieces asked once for all of them."""
    every = frozenset(piece for pieces in game.state.zones.contents.values() for piece in pieces)
    hidden = list(unnamed(game, seats).values())
    return {seat: every.difference(*(zone[n] for zone in hidden)) for n, seat in enumerate(seats)}


@dataclass(frozen=True)
class Before:
    """A game just before an answer: what restores it (`kept`: a `Game.snapshot()`, or a state as an autosave wrote
    it), its random source then, and what each seat could name then."""

    kept: Any
    rng: Rng
    sight: dict[int | None, frozenset[str]]


def before(game: Game, seats: Sequence[int | None], kept: Any = None) -> Before:
    return Before(game.snapshot() if kept is None else kept, copy.deepcopy(game.state.rng), named_by(game, seats))


def revealing(game: Game, was: Before, events: list[Event]) -> bool:
    """Whether the answer just given showed some seat what it did not know: undo stops there."""
    if shows_hidden(game, events):
        return True
    if game.state.rng != was.rng:
        return True  # chance spoke (a coin, a random card, a shuffle): taken back, its next word would be known
    return any(now - was.sight[seat] for seat, now in named_by(game, list(was.sight)).items())


@dataclass(frozen=True)
class Taken:
    """An answer that may be taken back: what restores the game to before it, the key given and the seat that gave
    it."""

    kept: Any
    key: str
    seat: int | None


@dataclass
class Undo:
    """The answers a table may take back and give again. `seats`: whose sight is compared (every seat at a table of
    rivals, None for what all see at a shared one); `rivals`: an answer is its seat's alone to take back."""

    seats: Sequence[int | None] = (None,)
    rivals: bool = False
    done: list[Taken] = field(default_factory=list)
    undone: list[tuple[str, int | None]] = field(default_factory=list)
    stopped: str = "no answer has been given since the game was opened"  # why nothing before `done` goes back

    def before(self, game: Game, kept: Any = None) -> Before:
        """What to keep before an answer is given (`answered` takes it back); `kept`: what restores the game, when
        the caller keeps it its own way (a server's autosaved state), else a snapshot."""
        return before(game, self.seats, kept)

    def answered(self, game: Game, was: Before | None, key: str, seat: int | None, events: list[Event],
                 bot: bool = False) -> None:
        """An answer was given: keep it to take back, unless undo must stop here (`was` may be None for a bot's
        answer, which is never taken back)."""
        if self.rivals and any(taken.seat != seat for taken in self.done):
            self.done.clear()  # another seat's answers are not this seat's to take back
            self.stopped = "another player answered since"
        why = ("a bot's answers are never taken back" if bot or was is None
               else "the last answer showed something new (a card drawn or turned up, a roll, a shuffle)"
               if revealing(game, was, events)
               else "the question went to another player" if self.rivals and _asked(game) != seat else "")
        if why or was is None:
            self.done.clear()
            self.stopped = why
            return
        self.done.append(Taken(was.kept, key, seat))

    def can_undo(self, game: Game) -> bool:
        """Whether the last answer may be taken back now: at a table of rivals, only by the seat asked now."""
        return bool(self.done) and (not self.rivals or _asked(game) == self.done[-1].seat)

    def why_not(self, game: Game) -> str:
        """Why the last answer cannot be taken back now, in words a player reads ("" when it can)."""
        if self.can_undo(game):
            return ""
        if self.done:
            return "only the player who answered may take it back, on their turn"
        return self.stopped

    def undo(self, game: Game, restore: Callable[[Any], None] | None = None) -> bool:
        """Take the last answer back: `restore(kept)` brings the game back (the snapshot restored by default)."""
        if not self.can_undo(game):
            return False
        taken = self.done.pop()
        (restore or game.restore)(taken.kept)
        self.undone.append((taken.key, taken.seat))
        return True

    def can_redo(self, game: Game) -> bool:
        return bool(self.undone) and (not self.rivals or _asked(game) == self.undone[-1][1])

    def redo(self) -> tuple[str, int | None] | None:
        """The answer taken back last, to give again (the caller gives it, and `answered` keeps it again)."""
        return self.undone.pop() if self.undone else None

    def forget(self) -> None:
        """Nothing may be taken back any more (a game loaded, a screen handed on)."""
        self.stopped = "no answer has been given here since"
        self.done.clear()
        self.undone.clear()


def _asked(game: Game) -> int | None:
    return game.pending.asking() if game.pending is not None and not game.over else None


__all__ = ["Before", "Taken", "Undo", "before", "named", "revealing"]
