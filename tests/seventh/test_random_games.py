"""Random-bot games: every card exactly once, determinism, exact state round trip, no crash."""
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.bot import random_answer
from engine.core.decisions import IllegalChoice
from engine.core.serial import game_from_plain, game_to_plain
from engine.rulesets.seventh_continent import RULESET
from tests.seventh.conftest import check_limits, start

CASTS = [("char-bruno",), ("char-bruno", "char-ludo"), ("char-bruno", "char-ludo", "char-cyd")]


def play(game, seed, decisions, check=None):
    chooser = random.Random(seed)
    answers = []
    while not game.over and len(answers) < decisions:
        key = random_answer(game, chooser)
        try:
            game.choose(key)
        except IllegalChoice:
            assert not game.pending.options or game.pending.number, "a listed option was refused"
            continue
        answers.append(key)
        if check:
            check(game)
    return answers


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), cast=st.sampled_from(CASTS), bot=st.integers(0, 2**31))
def test_every_card_is_somewhere_once(pack, seed, cast, bot):
    game = start(pack, cast, seed=seed)
    play(game, bot, 200, check=lambda g: (g.zones.check(), check_limits(g)))
    assert set(game.zones.where) == set(game.state.pieces)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), cast=st.sampled_from(CASTS), bot=st.integers(0, 2**31))
def test_same_seed_and_choices_give_the_same_game(pack, seed, cast, bot):
    first = start(pack, cast, seed=seed)
    answers = play(first, bot, 150)
    second = start(pack, cast, seed=seed)
    for key in answers:
        second.choose(key)
    assert game_to_plain(first) == game_to_plain(second)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), steps=st.integers(0, 120), bot=st.integers(0, 2**31))
def test_a_reloaded_game_continues_exactly_like_the_original(pack, seed, steps, bot):
    original = start(pack, CASTS[1], seed=seed)
    play(original, bot, steps)
    data = game_to_plain(original)
    copy = game_from_plain(data, RULESET, pack.cards)
    assert game_to_plain(copy) == data
    chooser = random.Random(bot + 1)
    for _ in range(60):
        if original.over:
            break
        key = random_answer(original, chooser)
        try:
            events = original.choose(key)
        except IllegalChoice:
            continue
        assert [e.to_plain() for e in copy.choose(key)] == [e.to_plain() for e in events]
    assert game_to_plain(copy) == game_to_plain(original)


def test_many_games_end_or_go_on_without_error(pack):
    outcomes = {}
    for seed in range(200):
        game = start(pack, CASTS[seed % 3], seed=seed)
        play(game, seed, 400, check=None)
        game.zones.check()
        outcomes[game.state.outcome] = outcomes.get(game.state.outcome, 0) + 1
    assert outcomes.get("win") and outcomes.get("loss")   # both ends are reached by random play
