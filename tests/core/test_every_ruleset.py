"""Every registered ruleset, on every pack it ships: random games keep every piece somewhere once,
replay identically from their seed, and save and load mid-game without a change."""
from __future__ import annotations

import json
import random

import pytest

from engine import rulesets
from engine.content.loader import list_packs, load_pack
from engine.core.bot import random_move
from engine.core.decisions import IllegalChoice
from engine.core.ruleset import Seat
from engine.core.serial import game_from_plain, game_to_plain
from engine.core.view import view

PACKS = [(s.ruleset, s.folder) for s in list_packs() if s.ruleset in rulesets.ids()]
SEEDS = 12


def test_every_registered_ruleset_ships_a_pack():
    assert {ruleset for ruleset, _ in PACKS} == set(rulesets.ids())


def _new(ruleset, pack, seed: int):
    low, high = ruleset.players
    count = low + seed % (high - low + 1)
    roles = [c.key for c in ruleset.roles(pack).choices]
    options = {o.key: o.default for o in ruleset.setup_options(pack)}
    seats = [Seat(f"Seat {n + 1}", roles[n % len(roles)] if roles else "") for n in range(count)]
    return ruleset.new_game(pack, seats, options, seed)


def _play(game, seed: int, limit: int):
    chooser = random.Random(seed)
    made = 0
    while not game.over and game.pending is not None and made < limit:
        key, seat = random_move(game, chooser)
        try:
            game.choose(key, seat)
        except IllegalChoice:
            if game.pending.options and game.pending.number is None:
                raise
            continue
        made += 1
        yield made


@pytest.mark.parametrize("ruleset_id, folder", PACKS, ids=[f.name for _, f in PACKS])
def test_random_games_conserve_pieces_replay_and_save(ruleset_id, folder):
    ruleset, pack = rulesets.ruleset(ruleset_id), load_pack(folder)
    for seed in range(SEEDS):
        game, twin = _new(ruleset, pack, seed), _new(ruleset, pack, seed)
        count = len(game.state.pieces)
        for made in _play(game, seed, 400):
            game.zones.check()
            assert set(game.zones.where) == set(game.state.pieces) and len(game.state.pieces) == count
            if made % 97 == 0:
                data = json.loads(json.dumps(game_to_plain(game)))
                assert game_to_plain(game_from_plain(data, ruleset, pack.cards)) == data
            for seat in (None, 0):
                seen = view(game, seat)
                assert sum(len(z) for z in seen.zones.values()) == count
        for _ in _play(twin, seed, 400):
            pass
        assert game_to_plain(twin) == game_to_plain(game)
