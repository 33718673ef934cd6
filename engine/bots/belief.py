"""What a seat may believe of a game: the pieces its view names stay where it sees them; a piece it saw go into a
place it cannot see into (a card put into the past, a skill shuffled back into a deck) stays in that place, as far
as its log says it has not left; the other pieces it cannot name are dealt at random among the places it cannot see
into, each to a place showing its own back; the log as that seat reads it; a fresh random source in place of the
game's (whose future draws nobody knows).

A world dealt this way is a whole game the rules can run on, built from the seat's view alone: a planning bot
searches it without peeking."""
from __future__ import annotations

import copy
import dataclasses
import random

from engine.core import events as ev
from engine.core.game import Game, State
from engine.core.rng import Rng
from engine.core.view import HIDDEN, event_for, view
from engine.core.zones import Zones


class Belief:
    """A seat's knowledge of the game at one decision, ready to deal worlds consistent with it."""

    def __init__(self, game: Game, seat: int | None) -> None:
        self.game = game
        self.seat = seat
        seen = view(game, seat)
        self.layout: dict[str, list[str | None]] = {}
        self.unseen: dict[str, list[str]] = {}  # back -> hidden places' count is the length of its pieces
        named = set()
        places: dict[str, int] = {}
        for zone in sorted(seen.zones):
            row = []
            for piece in seen.zones[zone]:
                row.append(piece.piece)
                if piece.piece is None:
                    places[piece.back] = places.get(piece.back, 0) + 1
                else:
                    named.add(piece.piece)
            self.layout[zone] = row
        self.backs = {zone: [s.back for s in seen.zones[zone]] for zone in self.layout}
        # which pieces are hidden is public (every piece the game holds, less those in sight); not where they are
        for piece in sorted(set(game.state.pieces) - named):
            self.unseen.setdefault(game.ruleset.back(game, piece), []).append(piece)
        for back, count in places.items():
            if len(self.unseen.get(back, ())) != count:
                raise ValueError(f"seat {seat} sees {count} backs '{back}' but {len(self.unseen.get(back, ()))} "
                                 f"unseen pieces show it")
        self.log = [_as_read(game, e, seat) for e in game.state.log.events]
        # zone -> back -> the pieces the seat saw go there, still hidden there, and the places showing that back
        self.placed: dict[str, dict[str, list[str]]] = {}
        self.places: dict[str, dict[str, list[int]]] = {}
        for piece, zone in sorted(gone_into(self.log).items()):
            if piece in named or zone not in self.layout or piece not in game.state.pieces:
                continue
            back = game.ruleset.back(game, piece)
            if back not in self.places.setdefault(zone, {}):
                self.places[zone][back] = [n for n, (p, b) in enumerate(zip(self.layout[zone], self.backs[zone]))
                                           if p is None and b == back]
            self.placed.setdefault(zone, {}).setdefault(back, []).append(piece)
        for zone, by_back in self.placed.items():
            for back, pieces in list(by_back.items()):
                if len(pieces) > len(self.places[zone][back]):
                    del by_back[back]  # more than the zone shows backs for: the log no longer says where they are
                else:
                    left = set(pieces)
                    self.unseen[back] = [p for p in self.unseen[back] if p not in left]
        # the hidden places of zones whose faces the seat sees: cards lying face down there
        self.lying = {zone: [n for n, piece in enumerate(row) if piece is None]
                      for zone, row in self.layout.items()
                      if None in row and game.ruleset.open_zone(game, zone, seat)}

    def deal(self, chooser: random.Random) -> Game:
        """One world this seat cannot tell from the real game.

        A card lying face down where faces are seen (a fog card on the board) is a place the rules keep by the
        piece lying there: what the table says of the real one it says of the piece dealt in its place."""
        piles = {back: chooser.sample(pieces, len(pieces)) for back, pieces in self.unseen.items()}
        # where in its zone each piece the seat saw go there lies (its order there unknown)
        known = {(zone, n): piece for zone, by_back in self.placed.items() for back, pieces in by_back.items()
                 for n, piece in zip(chooser.sample(self.places[zone][back], len(pieces)), pieces)}
        contents: dict[str, list[str]] = {}
        where: dict[str, str] = {}
        state = self.game.state
        dealt: dict[str, str] = {}
        for zone, row in self.layout.items():
            backs = self.backs[zone]
            pile = contents[zone] = [piece if piece is not None else known.get((zone, n)) or piles[backs[n]].pop()
                                     for n, piece in enumerate(row)]
            for piece in pile:
                where[piece] = zone
            if zone in self.lying:
                real = state.zones.contents[zone]
                dealt.update((real[n], pile[n]) for n in self.lying[zone] if real[n] != pile[n])
        world = State(state.ruleset, state.pieces, Zones(contents, where), Rng(chooser.getrandbits(64)),
                      copied(state.table, dealt), copied(state.stack, dealt), state.pending, state.outcome,
                      ev.Log(list(self.log)), state.places, dict(state.showing))
        return _game(self.game, world)


def gone_into(log: list[ev.Event]) -> dict[str, str]:
    """The zone each piece was last seen going into, by a log as one seat reads it, unless a piece the seat could
    not name has left that zone since (it may have been that one)."""
    where: dict[str, str] = {}
    inside: dict[str, set[str]] = {}
    for event in log:
        if type(event) is not ev.PieceMoved:
            continue
        if event.piece != HIDDEN:
            was = where.get(event.piece)
            if was is not None:
                inside[was].discard(event.piece)
            where[event.piece] = event.target
            inside.setdefault(event.target, set()).add(event.piece)
        elif inside.get(event.source):
            for piece in inside.pop(event.source):
                del where[piece]
    return where


def fork(game: Game, seed: int) -> Game:
    """A copy of a dealt world to try one line of play on, its randomness started afresh from `seed`."""
    state = game.state
    zones = state.zones
    twin = State(state.ruleset, state.pieces, Zones({z: list(p) for z, p in zones.contents.items()},
                                                    dict(zones.where)),
                 Rng(seed), copied(state.table), copied(state.stack), state.pending, state.outcome,
                 ev.Log(list(state.log.events)), state.places, dict(state.showing))
    return _game(game, twin)


_ATOMS = frozenset({str, int, float, bool, type(None)})


def copied(value, renamed: dict[str, str] | None = None):
    """A deep copy of the plain data a ruleset keeps (dataclasses, lists, dicts, atoms), much faster than
    `copy.deepcopy`, which a search pays at every try; with `renamed`, each piece it names (as a value or a key)
    named as given."""
    kind = type(value)
    if kind in _ATOMS:
        return renamed.get(value, value) if renamed and kind is str else value
    if kind is list:
        return [copied(v, renamed) for v in value]
    if kind is dict:
        if renamed:
            return {renamed.get(k, k) if type(k) is str else k: copied(v, renamed) for k, v in value.items()}
        return {k: copied(v) for k, v in value.items()}
    if kind is tuple:
        return tuple(copied(v, renamed) for v in value)
    if dataclasses.is_dataclass(value) and not kind.__dataclass_params__.frozen:
        twin = copy.copy(value)
        for field in dataclasses.fields(value):
            setattr(twin, field.name, copied(getattr(value, field.name), renamed))
        return twin
    return copy.deepcopy(value)


def _game(like: Game, state: State) -> Game:
    game = Game(like.ruleset, like.cards, state)
    game.memo = like.memo  # derived from the pack and the seats alone: the same in every world
    return game


def _as_read(game: Game, event: ev.Event, seat: int | None) -> ev.Event:
    """The event as the seat read it; one it never saw keeps its place in the log (rules count from marks in
    it) as an empty message."""
    seen = event_for(game, event, seat)
    return seen if seen is not None else ev.Message("", seen_by=event.seen_by)
