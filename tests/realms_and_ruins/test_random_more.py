"""Random games with the cards that replay, wait for the next card, read history, discard and shuffle: every
piece stays in one zone, a save reloads and goes on identically, and a seed replays the same game."""
from __future__ import annotations

import json
import random

import pytest

from engine.core.bot import random_move
from engine.core.serial import game_from_plain, game_to_plain
from engine.rulesets.realms_and_ruins import RULESET

from .conftest import plain, seats
from .more import more  # noqa: F401  (fixture)
from .test_random_games import play


@pytest.mark.parametrize("players, seed", [(2, 1), (3, 2), (2, 3), (3, 4)])
def test_random_games_with_replays_and_modifiers_keep_pieces_and_reload(more, players, seed):
    game = RULESET.new_game(more, seats(players), {}, seed)
    count = len(game.state.pieces)
    saved = {}

    def check(g, made):
        g.zones.check()
        assert len(g.zones.where) == count
        if made == 40:
            saved["data"] = json.loads(json.dumps(game_to_plain(g)))

    play(game, seed, check)
    assert game.over
    twin = RULESET.new_game(more, seats(players), {}, seed)
    play(twin, seed)
    assert plain(twin) == plain(game)
    if "data" in saved:
        loaded = game_from_plain(saved["data"], RULESET, more.cards)
        RULESET.check_state(loaded)
        assert game_to_plain(loaded) == saved["data"]
        chooser = random.Random(seed)
        again = RULESET.new_game(more, seats(players), {}, seed)
        for _ in range(40):
            again.choose(*random_move(again, chooser))
        while not loaded.over:
            key, seat = random_move(loaded, chooser)
            loaded.choose(key, seat)
            again.choose(key, seat)
        assert plain(loaded) == plain(again) == plain(game)
