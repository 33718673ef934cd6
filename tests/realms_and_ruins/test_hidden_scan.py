"""The hidden-information scan over random games of 2 and 3 rivals (Brinefall and the test pack): at every
decision, what each seat's view names, what the pending question shows it, what each event tells it and what undo
allows; at the end, the whole log read again by each seat words every move as that seat saw it then.

- views: a seat names another seat's hand only while a card turns that hand face up; of the decks, only the
  bottom card of its own; of the discard piles, the top cards;
- options: no key, label data or context shown to a seat names a piece that seat cannot see;
- events: no move tells a seat which card went into or out of another seat's hidden hand;
- undo (`engine.core.undo` as the table keeps it): an answer may be taken back only while its seat is still the
  one asked, when no seat may name anything it could not before and chance has not spoken; taken back, the game
  is exactly as it was, and given again it goes on identically;
- the log: a move read again at the end is named to a seat exactly when it was named to it then.

A few games by default; FOGBOUND_HEAVY=1 plays many more."""
from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

from engine.content.loader import load_pack
from engine.core.bot import random_move
from engine.core.events import PieceMoved
from engine.core.ruleset import Seat
from engine.core.serial import game_to_plain
from engine.core.undo import Undo, named
from engine.core.view import HIDDEN, event_for, view
from engine.rulesets.realms_and_ruins import RULESET
from engine.rulesets.realms_and_ruins.passives import hand_revealed
from engine.rulesets.realms_and_ruins.table import kind_of, seat_of

from .conftest import seats
from .test_hidden_answers import unseen_named

HEAVY = os.environ.get("FOGBOUND_HEAVY") == "1"
BRINEFALL = Path(__file__).resolve().parents[2] / "assets" / "packs" / "brinefall"
GAMES = [(players, seed) for players in (2, 3) for seed in (range(12) if HEAVY else range(1))]


@pytest.fixture(scope="module")
def brinefall():
    return load_pack(BRINEFALL)


def seen_zones_are_the_rules(game, seat: int) -> None:
    """What a seat's view names lies where the rulebook lets it look."""
    for zone, pieces in view(game, seat).zones.items():
        kind = kind_of(zone)
        for position, seen in enumerate(pieces):
            if seen.piece is None:
                continue
            if kind == "hand":
                assert seat_of(zone) == seat or hand_revealed(game, seat_of(zone)), (seat, zone)
            elif kind == "deck":
                assert seat_of(zone) == seat and position == 0, (seat, zone, position)
            elif kind == "discard":
                assert position == len(pieces) - 1, (seat, zone, position)
            elif kind in ("offer", "box", "events"):
                raise AssertionError(f"seat {seat} names {seen.piece} in the closed {zone}")


def tells_a_hidden_hand(game, event, seat: int, revealed_before: dict) -> bool:
    """Whether a move, as the seat reads it, names a card going into or out of another seat's hidden hand."""
    if not isinstance(event, PieceMoved):
        return False
    read = event_for(game, event, seat)
    if read is None or read.piece == HIDDEN:
        return False
    for zone in (event.source, event.target):
        if kind_of(zone) == "hand" and seat_of(zone) != seat:
            other = seat_of(zone)
            if not (revealed_before[other] or hand_revealed(game, other)):
                # out of a hidden hand face up onto a pile (played, discarded) is seen by all
                return not (zone == event.source and kind_of(event.target) in ("played", "discard", "removed"))
    return False


@pytest.mark.parametrize("pack_name", ["test", "brinefall"])
@pytest.mark.parametrize("players, seed", GAMES)
def test_nothing_hidden_reaches_a_seat_through_views_options_events_undo_or_the_log(pack, brinefall, pack_name,
                                                                                    players, seed):
    used = pack if pack_name == "test" else brinefall
    sitting = seats(players) if pack_name == "test" else [
        Seat(name, hero) for name, hero in zip(("Ann", "Bo", "Cy"), ("netmender", "harbour-captain", "tide-reader"))
    ][:players]
    game = RULESET.new_game(used, sitting, {"offers": ("demo", "original")[seed % 2]}, seed)
    chooser = random.Random(seed)
    undo = Undo(list(range(players)), rivals=True)
    read_then: list[tuple[int, tuple]] = []  # (index in the log, what each seat read of the move then)
    allowed = passed_on = 0
    for _ in range(2500 if HEAVY else 500):
        if game.over:
            break
        for seat in range(players):
            assert not unseen_named(game, seat), (game.pending.kind, seat)
            seen_zones_are_the_rules(game, seat)
        key, seat = random_move(game, chooser)
        asked = game.pending.asking()
        answering = seat if seat is not None else asked
        sight = {s: named(game, s) for s in range(players)}
        revealed = {s: hand_revealed(game, s) for s in range(players)}
        was = undo.before(game)
        start = len(game.state.log.events)
        events = game.choose(key, seat)
        undo.answered(game, was, key, answering, events)
        for i, event in enumerate(game.state.log.events[start:], start):
            for s in range(players):
                assert not tells_a_hidden_hand(game, event, s, revealed), (s, event)
            if isinstance(event, PieceMoved):
                read_then.append((i, tuple(event_for(game, event, s).piece for s in range(players))))
        if undo.can_undo(game):
            allowed += 1
            assert game.pending.asking() == answering
            assert all(named(game, s) <= sight[s] for s in range(players))
            assert game.state.rng == was.rng
            after = game_to_plain(game)
            before_plain = game_to_plain(as_snapshot(game, was))
            assert undo.undo(game) and game_to_plain(game) == before_plain
            again = game.choose(key, seat)
            undo.answered(game, undo.before(game), key, answering, again)  # kept again (chained undo is tested apart)
            assert game_to_plain(game) == after
        elif game.pending is not None and not game.over and game.pending.asking() != answering:
            passed_on += 1
    assert allowed and passed_on
    for i, then in read_then:
        event = game.state.log.events[i]
        assert tuple(event_for(game, event, s).piece for s in range(players)) == then, (i, event)


def as_snapshot(game, was):  # noqa: N802 - a game standing for a snapshot, to compare plain forms
    from engine.core.game import Game

    twin = Game(game.ruleset, game.cards, was.kept.state)
    twin.state.log = type(game.state.log)(game.state.log.events[:was.kept.mark])
    return twin
