"""Random games of the test pack (the ruleset is not registered yet, so `tests/core/test_every_ruleset.py`
does not see it): every piece stays somewhere once, a seed replays the same game, and a game saved and
loaded mid-way is the same game; no seat sees a card it may not."""
from __future__ import annotations

import json
import os

from engine.core.bot import play_randomly
from engine.core.serial import game_from_plain, game_to_plain
from engine.core.view import view
from engine.rulesets.seventh_citadel import RULESET
from engine.rulesets.seventh_citadel.table import DRAWN
from tests.seventh_citadel.conftest import new

SEEDS = 60 if os.environ.get("FOGBOUND_HEAVY") else 12


def test_random_games_conserve_pieces_replay_and_save(pack):
    ends = []
    for seed in range(SEEDS):
        players = 1 + seed % 3
        game, twin = new(pack, players, seed), new(pack, players, seed)
        count = len(game.state.pieces)
        made = []

        def check(g):
            made.append(1)
            g.zones.check()
            assert len(g.zones.where) == count
            if len(made) % 37 == 0:
                data = json.loads(json.dumps(game_to_plain(g)))
                loaded = game_from_plain(data, RULESET, pack.cards)
                RULESET.check_state(loaded)
                assert game_to_plain(loaded) == data
            seen = view(g, 0)
            for piece in g.zones.cards(DRAWN):
                assert seen.named(piece) == any(f.proc == "action" and f.data.revealed for f in g.state.stack)
            for piece in g.table.face_down:
                assert not seen.named(piece)

        play_randomly(game, seed, max_decisions=1500, check=check)
        play_randomly(twin, seed, max_decisions=1500)
        assert made and game_to_plain(twin) == game_to_plain(game)
        ends.append(game.state.outcome)
    assert "loss" in ends                                   # games do end: every character unconscious
