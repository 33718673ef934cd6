"""A seat's game rebuilt from its views shows what the engine's view of that seat shows, back by back, and its table
is the host's but for the pieces hidden from it: a card the table names openly (`open_names`: a rival's Hero, a
character gone to the box, a printed leaflet's page, a door on the map) keeps its name wherever its card lies."""
from __future__ import annotations

import pytest

from engine import rulesets
from engine.core.plain import to_plain
from engine.core.view import view
from online.seat_game import SeatGame
from online.seat_view import STAND_IN, seat_state, sight

from .harness import HEAVY, PACKS, pack, random_game, seats_for

MOST = 3_000 if HEAVY else 600
EVERY = 1 if HEAVY else 3


def _seen(shown):
    return {zone: [(one.piece, one.back) for one in pieces] for zone, pieces in shown.zones.items()}


def _differences(mine, true, path="table"):
    """Where two plain values differ: (path, the seat's string, the host's string)."""
    if isinstance(true, dict) and isinstance(mine, dict):
        if len(mine) != len(true):
            return [(path, sorted(mine), sorted(true))]
        found = []
        for (key, inner), (true_key, true_inner) in zip(mine.items(), true.items()):
            if key != true_key:
                found.append((f"{path}.{{key}}", key, true_key))
            found += _differences(inner, true_inner, f"{path}.{true_key}")
        return found
    if isinstance(true, list) and isinstance(mine, list) and len(mine) == len(true):
        return [found for one, other in zip(mine, true) for found in _differences(one, other, f"{path}[]")]
    return [] if mine == true else [(path, mine, true)]


@pytest.mark.parametrize("ruleset_id", sorted(PACKS))
def test_a_seats_rebuilt_game_shows_the_engines_view_and_the_table_keeps_what_it_names_openly(ruleset_id):
    loaded = pack(PACKS[ruleset_id])
    ruleset = rulesets.ruleset(loaded.ruleset)
    seats = range(len(seats_for(loaded.id)))
    clients = {seat: SeatGame(ruleset, loaded.cards, seat) for seat in seats}
    kept_openly = 0
    for n, game in enumerate(random_game(ruleset_id, 1, MOST)):
        if n % EVERY:
            continue
        openly = frozenset(getattr(ruleset, "open_names", lambda _: ())(game))
        for seat, client in clients.items():
            seen = sight(game, seat)
            client.show(seat_state(game, seen))
            assert _seen(view(client, seat)) == _seen(view(game, seat)), (n, seat)
            for path, mine, true in _differences(to_plain(client.state.table), to_plain(game.state.table)):
                # a piece hidden from the seat, named by the table as a piece, not as a card known to all
                assert true in seen.hidden and true not in openly and mine == seen.stand_ins[true], (n, seat, path)
                assert mine.startswith(STAND_IN)
            kept_openly += len(openly & seen.hidden)
    if hasattr(ruleset, "open_names"):
        assert kept_openly > 0, "no card named openly was hidden: the test saw nothing to keep"
