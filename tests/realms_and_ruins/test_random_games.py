"""Random games of both Offer rules, 2 and 3 rivals: every piece stays in exactly one zone after every
decision, no seat's view names another seat's hand (unless a passive card shows it), a seed replays the
same game, and a game saved at any point reloads and goes on identically."""
from __future__ import annotations

import json
import random

import pytest

from engine.core.bot import random_move
from engine.core.serial import game_from_plain, game_to_plain
from engine.core.view import view
from engine.rulesets.realms_and_ruins import RULESET
from engine.rulesets.realms_and_ruins.passives import hand_revealed

from .conftest import plain, seats

GAMES = [(players, offers, seed) for seed in range(6) for players in (2, 3) for offers in ("demo", "original")]


def play(game, seed: int, each=None, limit: int = 3000) -> None:
    chooser = random.Random(seed)
    made = 0
    while not game.over and made < limit:
        key, seat = random_move(game, chooser)
        game.choose(key, seat)
        made += 1
        if each:
            each(game, made)


@pytest.mark.parametrize("players, offers, seed", GAMES)
def test_random_games_keep_every_piece_once_hide_hands_replay_and_reload(pack, players, offers, seed):
    game = RULESET.new_game(pack, seats(players), {"offers": offers}, seed)
    count = len(game.state.pieces)
    saved = {}

    def check(g, made):
        g.zones.check()
        assert len(g.zones.where) == count
        for seat in range(players):
            seen = view(g, seat)
            for other in range(players):
                if other != seat and not hand_revealed(g, other):   # a rival's passive card shows it
                    assert all(s.piece is None for s in seen.zones[f"hand:{other}"])
        if made == 25:
            saved["data"] = json.loads(json.dumps(game_to_plain(g)))
            saved["made"] = made

    play(game, seed, check)
    assert game.over
    twin = RULESET.new_game(pack, seats(players), {"offers": offers}, seed)
    play(twin, seed)
    assert plain(twin) == plain(game)
    if "data" in saved:
        loaded = game_from_plain(saved["data"], RULESET, pack.cards)
        RULESET.check_state(loaded)
        assert game_to_plain(loaded) == saved["data"]
        # the same bot, fast-forwarded to the save, goes on identically
        again = RULESET.new_game(pack, seats(players), {"offers": offers}, seed)
        chooser = random.Random(seed)
        for _ in range(saved["made"]):
            again.choose(*random_move(again, chooser))
        while not loaded.over:
            key, seat = random_move(loaded, chooser)
            loaded.choose(key, seat)
            again.choose(key, seat)
        assert plain(loaded) == plain(again) == plain(game)


def test_random_games_reach_every_common_end(pack):
    # ruling all three Realms at the start of a turn is rare for random rivals who also train and face
    # Events: test_ending drives it
    reasons = set()
    for seed in range(80):
        game = RULESET.new_game(pack, seats(2 + seed % 2), {}, seed)
        play(game, seed)
        reasons.add(game.state.log.events[-1].reason.split(" ")[-1])
        if {"loses", "out"} <= reasons:
            break
    assert {"loses", "out"} <= reasons
