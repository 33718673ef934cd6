"""Bots at the table of Realms and Ruins: bot-against-bot games keep every piece in exactly one zone after
every decision, replay from their seeds and go on identically after a save mid-game; the planning bot decides
from its seat's view alone, and wins clearly more than its share against random bots.

A few dozen games by default; FOGBOUND_HEAVY=1 plays a thousand."""
from __future__ import annotations

import json
import os
import random

import pytest

from engine import bots
from engine.bots.belief import Belief
from engine.bots.planner import PlanningBot, result
from engine.bots.random_bot import RandomBot
from engine.content.loader import list_packs, load_pack
from engine.core.rng import Rng
from engine.core.ruleset import Seat
from engine.core.serial import game_from_plain, game_to_plain
from engine.core.view import view
from engine.rulesets.realms_and_ruins import RULESET
from engine.rulesets.realms_and_ruins.passives import hand_revealed

from .conftest import plain, seats

HEAVY = bool(os.environ.get("FOGBOUND_HEAVY"))
GAMES = 1000 if HEAVY else 36
QUICK = {"worlds": 2, "finishes": 1, "budget": 24}  # a planner cheap enough for the default run
BUNDLED = [s.folder for s in list_packs() if s.ruleset == RULESET.id]


def new(pack, n: int):
    return RULESET.new_game(pack, seats(2 + n % 2), {"offers": ("demo", "original")[n // 2 % 2]}, n)


def table(game, n: int) -> dict:
    """Random bots at every seat; every twelfth game a planner at one of them."""
    players = game.table.seats
    found = {s: RandomBot(n * 10 + s) for s in range(players)}
    if n % 12 == 11:
        found[n % players] = PlanningBot(n, **QUICK)
    return found


@pytest.mark.parametrize("n", range(GAMES))
def test_bot_games_keep_every_piece_once_replay_from_the_seed_and_reload_identically(pack, n):
    game = new(pack, n)
    count = len(game.state.pieces)
    saved = {}
    made = []

    def check(g):
        made.append(1)
        g.zones.check()
        assert set(g.zones.where) == set(g.state.pieces) and len(g.state.pieces) == count
        if len(made) % 5 == 0:
            for seat in range(g.table.seats):
                hands = view(g, seat).zones
                # a rival's hand is hidden, unless a Fortuneteller-like passive card makes it play face up
                assert all(s.piece is None for other in range(g.table.seats) if other != seat
                           and not hand_revealed(g, other) for s in hands[f"hand:{other}"])
        if len(made) == 10 + n % 40:
            saved["data"] = json.loads(json.dumps(game_to_plain(g)))

    bots.play(game, table(game, n), check=check)
    assert game.over, "bots play every game to its end"
    twin = new(pack, n)
    bots.play(twin, table(twin, n))
    assert plain(twin) == plain(game)
    if "data" in saved:
        loaded = game_from_plain(saved["data"], RULESET, pack.cards)
        RULESET.check_state(loaded)
        bots.play(loaded, table(loaded, n))
        assert plain(loaded) == plain(game)


def shuffled_hidden(game, seat: int, seed: int):
    """The same game with every piece the seat cannot name dealt elsewhere among the places showing its back,
    and another future for the game's random draws: a game the seat cannot tell from this one."""
    twin = game_from_plain(game_to_plain(game), RULESET, game.cards)
    seen = view(game, seat)
    places: dict = {}
    for zone, row in seen.zones.items():
        for index, piece in enumerate(row):
            if piece.piece is None:
                places.setdefault(piece.back, []).append((zone, index))
    chooser = random.Random(seed)
    for back, spots in places.items():
        pieces = [twin.zones.contents[z][i] for z, i in spots]
        chooser.shuffle(pieces)
        for (zone, index), piece in zip(spots, pieces):
            twin.zones.contents[zone][index] = piece
            twin.zones.where[piece] = zone
    twin.zones.check()
    twin.state.rng = Rng(seed)
    return twin


def test_the_planner_decides_from_its_view_alone(pack):
    """Rivals' hands and decks, its own deck and the game's next draws rearranged: the same answer."""
    asked = differs = 0
    for n in range(4):
        game = new(pack, n)
        seat = n % game.table.seats
        planner = PlanningBot(n, **QUICK)
        others = {s: RandomBot(s) for s in range(game.table.seats) if s != seat}
        while not game.over and asked < 8 * (n + 1):
            if bots.asked(game) == seat:
                twin = shuffled_hidden(game, seat, n)
                differs += game_to_plain(twin)["zones"] != game_to_plain(game)["zones"]
                chooser = random.Random(n)
                assert (Belief(twin, seat).deal(random.Random(n)).state.zones.contents
                        == Belief(game, seat).deal(chooser).state.zones.contents)
                answer = planner.answer(game, seat)
                assert planner.answer(twin, seat) == answer
                asked += 1
                game.choose(answer, seat)
            else:
                bots.step(game, others)
    assert asked >= 24 and differs >= asked // 2


def test_a_dealt_world_keeps_what_the_seat_sees_and_deals_the_rest_back_by_back(pack):
    game = new(pack, 1)
    bots.play(game, {s: RandomBot(s) for s in range(3)}, max_decisions=30)
    seat = bots.asked(game)
    seen = view(game, seat)
    world = Belief(game, seat).deal(random.Random(3))
    world.zones.check()
    assert set(world.zones.where) == set(game.zones.where)
    moved = 0
    for zone, row in seen.zones.items():
        dealt = world.zones.cards(zone)
        assert len(dealt) == len(row)
        for piece, there in zip(row, dealt):
            if piece.piece is not None:
                assert there == piece.piece
            else:
                assert RULESET.back(game, there) == piece.back
                moved += there != game.zones.cards(zone)[row.index(piece)]
    assert moved, "some hidden piece was dealt elsewhere"
    assert world.state.rng != game.state.rng


@pytest.mark.parametrize("players, games, wins", [(2, 10, 9), (3, 12, 8)])
def test_the_planner_wins_clearly_more_than_its_share_against_random_bots(pack, players, games, wins):
    """Against random rivals its share would be 1/players: 9 wins of 10 (2 rivals) or 8 of 12 (3 rivals)
    happen to such a bot less than twice in a hundred runs."""
    won = 0.0
    for n in range(games):
        game = RULESET.new_game(pack, seats(players), {"offers": ("demo", "original")[n % 2]}, 100 + n)
        seat = n % players
        found = {s: RandomBot(n * 10 + s) for s in range(players)}
        found[seat] = PlanningBot(n, **QUICK)
        bots.play(game, found)
        won += result(game, seat)
    assert won >= wins


@pytest.mark.parametrize("folder", BUNDLED, ids=[f.name for f in BUNDLED])
def test_bots_play_the_bundled_packs_to_their_end_keeping_every_piece_once(folder):
    pack = load_pack(folder)
    roles = [c.key for c in RULESET.roles(pack).choices]
    won = 0.0
    played = range(100) if HEAVY else (1, 2)  # by default one game of three rivals (demo Offers), one of two (original)
    for n in played:
        players = 2 + n % 2
        game = RULESET.new_game(pack, [Seat(f"Rival {i + 1}", roles[i]) for i in range(players)],
                                {"offers": ("demo", "original")[n // 2 % 2]}, n)
        count = len(game.state.pieces)
        found = {s: RandomBot(n * 10 + s) for s in range(players)}
        found[n % players] = PlanningBot(n, **QUICK)

        def check(g):
            g.zones.check()
            assert len(g.zones.where) == count

        bots.play(game, found, check=check)
        assert game.over
        won += result(game, n % players)
    assert won >= len(played) / 2
