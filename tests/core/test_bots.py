"""The bot seat's contract, on Duel: bots answer their own seats' decisions (windows and free numbers too),
leave a person's decision alone, play whole games that conserve every piece, replay from their seeds and go on
identically after a game is saved and loaded mid-way."""
from __future__ import annotations

import json

import pytest

from engine import bots
from engine.bots.planner import PlanningBot, result
from engine.bots.random_bot import RandomBot
from engine.core.game import Game
from engine.core.serial import game_from_plain, game_to_plain
from tests.core.duel import RULESET, hand, new_duel


def plain(game) -> str:
    return json.dumps(game_to_plain(game), sort_keys=True)


def table(players: int, seed: int) -> dict:
    return {seat: RandomBot(seed * 10 + seat) for seat in range(players)}


def test_bots_play_whole_games_keeping_every_piece_once_and_replay_from_their_seeds():
    windows = numbers = 0
    for seed in range(30):
        players = 2 + seed % 2
        game, twin = new_duel(players, seed=seed), new_duel(players, seed=seed)
        count = len(game.state.pieces)
        kinds = []

        def check(g):
            g.zones.check()
            assert set(g.zones.where) == set(g.state.pieces) and len(g.state.pieces) == count
            kinds.append(g.state.log.events[-1].kind)

        made = bots.play(game, table(players, seed), check=check)
        assert game.over and made == len(kinds)
        bots.play(twin, table(players, seed))
        assert plain(twin) == plain(game)
        chosen = [e for e in game.state.log.events if e.kind == "chosen"]
        windows += sum(e.decision == "storm" for e in chosen)
        numbers += sum(e.decision == "push" for e in chosen)
        # the rules refuse 3 extra steps: the bot tried again, and no refused number was taken
        assert all(e.option in "012" for e in chosen if e.decision == "push")
    assert windows and numbers


def test_a_game_saved_mid_way_goes_on_identically_with_the_same_bots():
    for seed in range(10):
        game = new_duel(3, seed=seed)
        whole = new_duel(3, seed=seed)
        bots.play(whole, table(3, seed))
        bots.play(game, table(3, seed), max_decisions=7)
        if game.over:
            continue
        loaded = game_from_plain(json.loads(json.dumps(game_to_plain(game))), RULESET, game.cards)
        bots.play(loaded, table(3, seed))
        assert plain(loaded) == plain(whole)


def test_a_bot_answers_only_its_own_seat_and_waits_for_a_person():
    game = new_duel(2, seed=4)
    seat = game.pending.seats()[0]
    person = 1 - seat
    assert bots.step(game, {person: RandomBot()}) is None
    assert game.state.log.events == [] or game.state.log.events[-1].kind != "chosen"
    key, answered = bots.step(game, {seat: RandomBot()})
    assert answered == seat and key in {"roll", "rest"}


def test_in_a_window_each_waiting_bot_answers_and_one_without_a_ward_can_only_pass():
    for seed in range(500):
        game = new_duel(3, seed=seed)
        game.zones.move("ward:0", hand(2))
        game.choose("roll")
        if game.pending.kind == "storm":
            break
    asked = []
    while game.pending.kind == "storm":
        seat = bots.asked(game)
        asked.append(seat)
        key, answered = bots.step(game, table(3, seed))
        assert answered == seat
        if seat != 2:
            assert key == "pass"
        if key == "ward":
            break
    assert asked[0] == 0 and set(asked) <= {0, 1, 2}


def test_the_planner_plays_a_ruleset_without_prospects_to_the_end_and_beats_chance():
    """Duel gives no prospects: the planner plays each try to the game's end and scores the result; it never
    offers a number the rules refuse, and wins well over half its games (60 of 100 happen to a bot no better
    than chance about three times in a hundred runs)."""
    won = 0.0
    pushes = []
    for n in range(100):
        game = new_duel(2, seed=n)
        seat = n % 2
        found = table(2, n)
        found[seat] = PlanningBot(n, worlds=2, finishes=1, budget=24)
        bots.play(game, found)
        won += result(game, seat)
        pushes += [e.option for e in game.state.log.events
                   if e.kind == "chosen" and e.decision == "push" and e.owner == f"seat:{seat}"]
    assert won >= 60
    assert pushes and "3" not in pushes


def test_the_planner_answers_windows_as_the_seat_asked_and_from_its_seed():
    for seed in range(500):
        game = new_duel(3, seed=seed)
        game.zones.move("ward:0", hand(1))
        game.choose("roll")
        if game.pending.kind == "storm":
            break
    planner = PlanningBot(5)
    assert planner.answer(game, 0) == "pass"  # no ward: passing is all it may do
    first = planner.answer(game, 0)
    game.choose(first, 0)
    assert bots.asked(game) == 1
    assert planner.answer(game, 1) in {"ward", "pass"}
    assert planner.answer(game, 1) == planner.answer(game, 1)


def test_a_seat_is_given_a_bot_by_kind():
    assert set(bots.kinds()) == {"random", "planner"}
    assert isinstance(bots.make("random", 3), RandomBot) and bots.make("planner", 3).seed == 3
    with pytest.raises(ValueError, match="'clever' is no kind of bot"):
        bots.make("clever")


def test_a_planner_without_prospects_stops_its_tries_within_its_steps():
    game = new_duel(2, seed=2)
    seat = bots.asked(game)
    made = []
    real = Game.choose

    def counted(self, key, seat_=None):
        made.append(key)
        return real(self, key, seat_)

    try:
        Game.choose = counted
        PlanningBot(1, worlds=2, finishes=2, steps=40).answer(game, seat)
    finally:
        Game.choose = real
    # 2 worlds x 2 answers x 2 finishes: 8 tries, each its answer and at most 40 // 8 decisions more
    assert 8 < len(made) <= 8 * (1 + 5)
