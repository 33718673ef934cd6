"""Every registered ruleset, on every pack it ships: random games keep every piece somewhere once,
replay identically from their seed, and save and load mid-game without a change."""
from __future__ import annotations

import json
import os

import pytest

from engine import rulesets
from engine.content.loader import list_packs, load_pack
from engine.core.bot import play_randomly
from engine.core.ruleset import Seat
from engine.core.serial import game_from_plain, game_to_plain
from engine.core.view import view

PACKS = [(s.ruleset, s.folder) for s in list_packs() if s.ruleset in rulesets.ids()]
SEEDS = 12 if os.environ.get("FOGBOUND_HEAVY") else 6  # seeded random games a pack (all with FOGBOUND_HEAVY=1)


def test_every_registered_ruleset_ships_a_pack():
    assert {ruleset for ruleset, _ in PACKS} == set(rulesets.ids())


def _new(ruleset, pack, seed: int):
    low, high = ruleset.players
    count = low + seed % (high - low + 1)
    roles = [c.key for c in ruleset.roles(pack).choices]
    options = {o.key: o.default for o in ruleset.setup_options(pack)}
    seats = [Seat(f"Seat {n + 1}", roles[n % len(roles)] if roles else "") for n in range(count)]
    return ruleset.new_game(pack, seats, options, seed)


@pytest.mark.parametrize("ruleset_id, folder", PACKS, ids=[f.name for _, f in PACKS])
def test_random_games_conserve_pieces_replay_and_save(ruleset_id, folder):
    ruleset, pack = rulesets.ruleset(ruleset_id), load_pack(folder)
    for seed in range(SEEDS):
        game, twin = _new(ruleset, pack, seed), _new(ruleset, pack, seed)
        count = len(game.state.pieces)
        made = []

        def check(g):
            made.append(1)
            g.zones.check()
            assert set(g.zones.where) == set(g.state.pieces) and len(g.state.pieces) == count
            if len(made) % 97 == 0:
                data = json.loads(json.dumps(game_to_plain(g)))
                assert game_to_plain(game_from_plain(data, ruleset, pack.cards)) == data
            for seat in (None, 0):
                assert sum(len(z) for z in view(g, seat).zones.values()) == count

        play_randomly(game, seed, max_decisions=400, check=check)
        play_randomly(twin, seed, max_decisions=400)
        assert made and game_to_plain(twin) == game_to_plain(game)


@pytest.mark.parametrize("ruleset_id, folder", PACKS, ids=[f.name for _, f in PACKS])
def test_a_game_played_on_after_loading_leaves_the_data_it_was_loaded_from_as_it_was(ruleset_id, folder):
    """A save's data may be kept (a backup offered, a second load): playing the loaded game must not write into it."""
    ruleset, pack = rulesets.ruleset(ruleset_id), load_pack(folder)
    for seed in range(4):
        game = _new(ruleset, pack, seed)
        play_randomly(game, seed, max_decisions=15 + 10 * seed)
        data = json.loads(json.dumps(game_to_plain(game)))
        kept = json.dumps(data, sort_keys=True)
        play_randomly(game_from_plain(data, ruleset, pack.cards), seed + 1, max_decisions=200)
        assert json.dumps(data, sort_keys=True) == kept


@pytest.mark.parametrize("ruleset_id, folder", PACKS, ids=[f.name for _, f in PACKS])
def test_no_zone_changes_its_order_without_the_zones_counting_a_change(ruleset_id, folder):
    """What a ruleset or the server keeps of where pieces lie is kept until `zones.revision` moves: a pile shuffled
    in place without it moving would leave them reading the old order (who draws what, what a seat may name)."""
    ruleset, pack = rulesets.ruleset(ruleset_id), load_pack(folder)
    for seed in range(SEEDS):
        game = _new(ruleset, pack, seed)
        last = [game.zones.revision, {zone: tuple(pieces) for zone, pieces in game.zones.contents.items()}]

        def check(g):
            now = {zone: tuple(pieces) for zone, pieces in g.zones.contents.items()}
            if g.zones.revision == last[0]:
                changed = sorted(zone for zone in now.keys() | last[1].keys() if now.get(zone) != last[1].get(zone))
                assert not changed, f"{changed} changed with the zones' count standing at {last[0]}"
            last[:] = [g.zones.revision, now]

        play_randomly(game, seed, max_decisions=400, check=check)
