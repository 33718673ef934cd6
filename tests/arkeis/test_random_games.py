"""Random games of Arkeis on the test pack, for every player count and Explorer: every piece in one zone after
every decision, the same seed replaying the same game, saving and loading mid-game without a change, and
every campaign reaching its end through Back at Camp. More games with FOGBOUND_HEAVY=1."""
from __future__ import annotations

import json
import os

from engine.core.bot import play_randomly
from engine.core.serial import game_from_plain, game_to_plain
from engine.core.view import view
from engine.rulesets.arkeis import RULESET

from .conftest import cast, seats

GAMES = 60 if os.environ.get("FOGBOUND_HEAVY") else 12


def test_random_games_conserve_pieces_replay_save_and_end(pack):
    outcomes, episodes = set(), set()
    for seed in range(GAMES):
        game = RULESET.new_game(pack, seats(*cast(pack, seed, 3)), {"elite": ("none", "regular")[seed % 2]}, seed)
        twin = RULESET.new_game(pack, seats(*cast(pack, seed, 3)), {"elite": ("none", "regular")[seed % 2]}, seed)
        count = len(game.state.pieces)
        made = []

        def check(g):
            made.append(1)
            g.zones.check()
            assert set(g.zones.where) == set(g.state.pieces) and len(g.state.pieces) == count
            if g.table.areas:   # an episode on the table, not Back at Camp
                assert all(g.zones.zone_of(f"mini:{p.explorer}").startswith("zone:") for p in g.table.explorers)
            episodes.add(g.table.episode)
            if len(made) % 37 == 0:
                data = json.loads(json.dumps(game_to_plain(g)))
                loaded = game_from_plain(data, RULESET, pack.cards)
                RULESET.check_state(loaded)
                assert game_to_plain(loaded) == data
            assert sum(len(z) for z in view(g, 0).zones.values()) == count

        play_randomly(game, seed, max_decisions=3000, check=check)
        play_randomly(twin, seed, max_decisions=3000)
        assert game.over, f"seed {seed} did not reach an epilogue"
        assert game_to_plain(twin) == game_to_plain(game)
        outcomes.add(game.state.outcome)
    assert outcomes == {"win", "loss"} and episodes == {"silent-archive", "drowned-stair"}
