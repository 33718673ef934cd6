"""A draw's odds at a table joined over the network are the host's, exactly: a seat's view stands a card of the
right pile for each hidden card (the 7th games' action deck, discard pile and the box hold cards of one back, and
each pile's cards are public, not their order), so the odds the table shows count the same cards as the host's.
Checked at every decision of random games, with the step pages' own odds (what the players read)."""
from __future__ import annotations

import pytest

from engine import rulesets
from engine.bots import answer, asked
from engine.bots.random_bot import RandomBot
from gui.rulesets import presentation
from online.seat_game import SeatGame
from online.seat_view import seat_state, sight

from .harness import HEAVY, PACKS, pack, seats_for

DECISIONS = 3000 if HEAVY else 600
SEVENTHS = ["seventh-continent", "seventh-citadel"]


def _odds(steps, game, extra):
    forecast = steps.odds(game, extra)
    return None if forecast is None else repr(forecast)


def _compare(ruleset_id: str, seed: int) -> int:
    """Play a random game; at each decision, every seat's rebuilt game forecasts as the host's does. How many
    decisions had odds to compare."""
    loaded = pack(PACKS[ruleset_id])
    ruleset = rulesets.ruleset(loaded.ruleset)
    seats = seats_for(loaded.id)
    game = ruleset.new_game(loaded, seats, {o.key: o.default for o in ruleset.setup_options(loaded)}, seed)
    steps = presentation(ruleset.id).steps
    bot, compared = RandomBot(seed), 0
    clients = {seat: SeatGame(ruleset, loaded.cards, seat) for seat in range(len(seats))}
    for _ in range(DECISIONS):
        if game.over:
            break
        if steps.odds(game, 0) is not None:
            compared += 1
            for seat, client in clients.items():
                client.show(seat_state(game, sight(game, seat)))
                for extra in (0, 1, 2):
                    assert _odds(steps, client, extra) == _odds(steps, game, extra), \
                        f"seat {seat + 1}'s odds differ from the host's ({extra} more drawn)"
        seat = asked(game)
        # the one way a bot answers: a free number the rules refuse is typed again
        answer(game, bot, seat if seat is not None else 0,
               lambda key, _: game.choose(key, seat if game.pending.owner != "table" else None))
    return compared


@pytest.mark.parametrize("ruleset_id", SEVENTHS)
def test_a_seats_odds_are_the_hosts_exactly(ruleset_id):
    compared = sum(_compare(ruleset_id, seed) for seed in (1, 2, 3))
    assert compared >= 5, "too few draws forecast to compare"
