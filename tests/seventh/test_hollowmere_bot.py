"""The random bot plays whole games of the bundled Hollowmere pack to a win or a loss."""
import collections
import os

import pytest

from engine.content.loader import load_pack
from engine.content.paths import packs_dir
from engine.core.bot import play_randomly
from engine.core.serial import game_to_plain
from engine.rulesets.seventh_continent import Seat, new_game
from tests.seventh.conftest import check_limits

GAMES = 1000 if os.environ.get("FOGBOUND_HEAVY") else 250  # whole games by the random bot (a fourth by default)


@pytest.fixture(scope="module")
def hollowmere():
    return load_pack(packs_dir() / "hollowmere")


def bot_game(pack, seed: int, check=None):
    characters = sorted(c.id for c in pack.cards.values() if c.type == "character")
    count = seed % 4 + 1
    game = new_game(pack, [Seat(f"Player {i + 1}", characters[i]) for i in range(count)], ["drowned-bell"], seed=seed)
    made = play_randomly(game, seed, max_decisions=20_000, check=check)
    return game, made


def test_random_games_end_and_keep_every_card(hollowmere):
    outcomes = collections.Counter()
    for seed in range(GAMES):
        # every decision, for the first games
        check = (lambda g: (g.zones.check(), check_limits(g))) if seed < 40 else None
        game, made = bot_game(hollowmere, seed, check)
        assert game.over, f"seed {seed}: no end after {made} decisions"
        game.zones.check()
        assert set(game.zones.where) == set(game.state.pieces)
        outcomes[game.state.outcome] += 1
    assert set(outcomes) <= {"win", "loss"} and outcomes["loss"]


def test_same_seed_same_game(hollowmere):
    for seed in range(0, 400, 40):
        first, _ = bot_game(hollowmere, seed)
        second, _ = bot_game(hollowmere, seed)
        assert game_to_plain(first) == game_to_plain(second)
