"""Exact odds against brute force over every subset, and the edge cases of short decks and curses."""
from __future__ import annotations

from fractions import Fraction
from itertools import combinations
from types import MappingProxyType

import pytest
from hypothesis import given, settings, strategies as st

from engine.core.pieces import PieceDef
from engine.rulesets.seventh_continent.odds import (
    ResultArea, Odds, chance, chance_exact, face_of, faces_of_counts, odds_table, success_chance,
)


def successes(cards, per_lucky7=0, bonus=0):
    live = [c for c in cards if not c.curse]
    return (sum(c.stars for c in live)
            + min(sum(c.left for c in live), sum(c.right for c in live))
            + per_lucky7 * sum(c.sevens for c in live) + bonus)


def brute(deck, draws, difficulty, per_lucky7=0, bonus=0, discard=()):
    """(success, loss) by listing every way the draw can go."""
    if draws <= len(deck):
        sets = list(combinations(range(len(deck)), draws))
        good = sum(successes([deck[i] for i in s], per_lucky7, bonus) >= difficulty for s in sets)
        return Fraction(good, len(sets)), Fraction(0)
    extra = draws - len(deck)
    sets = list(combinations(range(len(discard)), extra))
    good = lost = 0
    for s in sets:
        drawn = [discard[i] for i in s]
        if any(c.curse for c in drawn):
            lost += 1
        elif successes(list(deck) + drawn, per_lucky7, bonus) >= difficulty:
            good += 1
    return Fraction(good, len(sets)), Fraction(lost, len(sets))


faces = st.builds(
    ResultArea,
    stars=st.integers(0, 3),
    left=st.integers(0, 2),
    right=st.integers(0, 2),
    sevens=st.integers(0, 2),
    curse=st.booleans(),
).map(lambda f: ResultArea(curse=True) if f.curse else f)


@settings(max_examples=300, deadline=None)
@given(deck=st.lists(faces, max_size=9), data=st.data())
def test_matches_brute_force_on_the_deck(deck, data):
    draws = data.draw(st.integers(0, len(deck)))
    difficulty = data.draw(st.integers(0, 12))
    per7 = data.draw(st.integers(0, 2))
    bonus = data.draw(st.integers(0, 2))
    got = chance_exact(deck, draws, difficulty, per_lucky7=per7, bonus=bonus)
    assert got == brute(deck, draws, difficulty, per7, bonus)


@settings(max_examples=200, deadline=None)
@given(deck=st.lists(faces, max_size=4), discard=st.lists(faces, max_size=7), data=st.data())
def test_matches_brute_force_past_the_end_of_the_deck(deck, discard, data):
    draws = data.draw(st.integers(0, len(deck) + len(discard)))
    difficulty = data.draw(st.integers(0, 10))
    per7 = data.draw(st.integers(0, 1))
    got = chance_exact(deck, draws, difficulty, per_lucky7=per7, discard=discard)
    assert got == brute(deck, draws, difficulty, per7, 0, discard)


def test_half_stars_pair_only_left_with_right():
    left, right = ResultArea(left=1), ResultArea(right=1)
    assert success_chance([left, left], 2, 1) == 0.0
    assert success_chance([left, right], 2, 1) == 1.0
    # one of the three pairs drawn is a left with a right... two of three, in fact
    assert chance_exact([left, left, right], 2, 1) == (Fraction(2, 3), 0)


def test_lucky_sevens_count_only_with_an_effect():
    seven = ResultArea(sevens=1)
    assert success_chance([seven], 1, 1) == 0.0
    assert success_chance([seven], 1, 2, per_lucky7=2) == 1.0


def test_difficulty_zero_is_certain_unless_the_game_can_be_lost():
    assert chance([ResultArea(curse=True)], 1, 0) == Odds(1.0, 0.0)
    odds = chance([], 1, 0, discard=[ResultArea(curse=True), ResultArea(stars=1)])
    assert odds == Odds(0.5, 0.5)
    assert odds.failure == 0.0


def test_bonus_can_meet_the_difficulty_alone():
    assert chance([ResultArea()] * 5, 2, 2, bonus=2) == Odds(1.0, 0.0)
    assert chance([ResultArea()] * 5, 2, 3, bonus=2) == Odds(0.0, 0.0)


def test_no_draws_and_empty_deck():
    assert success_chance([], 0, 1) == 0.0
    assert success_chance([], 0, 0) == 1.0
    assert success_chance([ResultArea(stars=3)], 0, 1) == 0.0


def test_a_curse_from_the_deck_is_only_worth_nothing():
    deck = [ResultArea(curse=True), ResultArea(stars=1)]
    assert chance(deck, 2, 1) == Odds(1.0, 0.0)
    assert chance(deck, 1, 1) == Odds(0.5, 0.0)


def test_drawing_past_the_deck_counts_the_whole_deck_then_the_discard_pile():
    deck = [ResultArea(stars=1)]
    discard = [ResultArea(curse=True), ResultArea(stars=1), ResultArea()]
    # the deck's star is certain; one of three discards loses, one brings the second star
    assert chance_exact(deck, 2, 2, discard=discard) == (Fraction(1, 3), Fraction(1, 3))


def test_too_many_draws_are_refused_with_a_reason():
    with pytest.raises(ValueError, match="cannot draw 3 cards: 1 in the action deck and 1"):
        chance([ResultArea()], 3, 1, discard=[ResultArea()])
    with pytest.raises(ValueError, match="negative"):
        chance([ResultArea()], -1, 1)


def test_face_needs_whole_numbers():
    with pytest.raises(ValueError, match="stars"):
        ResultArea(stars=-1)


def card(**data):
    data.setdefault("id", "c")
    data.setdefault("type", "skill")
    return PieceDef(id=data["id"], type=data["type"], title="t",
                    data=MappingProxyType(data))


def test_face_of_reads_the_card_fields():
    assert face_of(card(stars=2, half_stars=["left", "right", "left"], lucky7=1)) == ResultArea(2, 2, 1, 1)
    assert face_of(card()) == ResultArea()
    assert face_of(card(type="curse", curse="death")) == ResultArea(curse=True)
    with pytest.raises(ValueError, match="'up'"):
        face_of(card(half_stars=["up"]))


@settings(max_examples=60, deadline=None)
@given(deck=st.lists(faces, min_size=3, max_size=8))
def test_odds_table_is_at_least_n_successes_without_sevens(deck):
    table = odds_table(deck, max_draws=3, max_successes=4)
    for n in range(1, 5):
        for k in range(1, 4):
            expected, _ = brute(deck, k, n)
            assert table[n - 1][k - 1] == pytest.approx(float(expected), abs=1e-12)


def test_odds_table_on_a_known_deck():
    deck = faces_of_counts({ResultArea(stars=1): 2, ResultArea(): 2})
    table = odds_table(deck, max_draws=2, max_successes=2)
    assert table == [[0.5, pytest.approx(5 / 6)], [0.0, pytest.approx(1 / 6)]]


def test_a_sixty_card_deck_against_the_formula():
    # 20 one-star cards among 60, 10 drawn, at least 4: the hypergeometric tail
    from math import comb
    deck = faces_of_counts({ResultArea(stars=1): 20, ResultArea(): 35, ResultArea(curse=True): 5})
    expected = sum(comb(20, s) * comb(40, 10 - s) for s in range(4, 11)) / comb(60, 10)
    assert success_chance(deck, 10, 4) == pytest.approx(expected, rel=1e-12)
