"""A seat's game still names a card the seat saw once it is hidden again (read and put back, shuffled into a deck):
the log's earlier lines name it, and the table reads it through `game.card` as at one screen. Never a card the seat
did not see."""
from __future__ import annotations

import pytest

from engine import rulesets
from engine.bots import answer, asked
from engine.bots.random_bot import RandomBot
from online.seat_game import SeatGame
from online.seat_view import STAND_IN, seat_state, sight

from .harness import HEAVY, PACKS, pack, seats_for

DECISIONS = 1500 if HEAVY else 400


def _play(ruleset_id: str, seed: int) -> int:
    """Play a random game, showing each seat its view at every decision; every piece a seat saw and no longer sees
    is named by the seat's game as the host names it. How many such pieces there were."""
    loaded = pack(PACKS[ruleset_id])
    ruleset = rulesets.ruleset(loaded.ruleset)
    seats = seats_for(loaded.id)
    game = ruleset.new_game(loaded, seats, {o.key: o.default for o in ruleset.setup_options(loaded)}, seed)
    bot = RandomBot(seed)
    clients = {seat: SeatGame(ruleset, loaded.cards, seat) for seat in range(len(seats))}
    seen: dict[int, set[str]] = {seat: set() for seat in clients}
    hidden_again = 0
    for _ in range(DECISIONS):
        if game.over:
            break
        for seat, client in clients.items():
            client.show(seat_state(game, sight(game, seat)))
            now = {piece for piece in client.state.pieces if not piece.startswith(STAND_IN)}
            for piece in seen[seat] - now:
                hidden_again += 1
                assert client.card(piece).id == game.card(piece).id
            seen[seat] |= now
            unseen = next((piece for piece in game.state.pieces if piece not in seen[seat]), None)
            if unseen is not None:
                with pytest.raises(KeyError):
                    client.card(unseen)
        seat = asked(game)
        # the one way a bot answers: a free number the rules refuse is typed again
        answer(game, bot, seat if seat is not None else 0,
               lambda key, _: game.choose(key, seat if game.pending.owner != "table" else None))
    return hidden_again


@pytest.mark.parametrize("ruleset_id", ["seventh-continent", "realms-and-ruins"])
def test_a_seat_names_a_card_it_saw_after_it_is_hidden_again(ruleset_id):
    assert sum(_play(ruleset_id, seed) for seed in (1, 2)) > 0, "no card was seen and then hidden again"
