"""The chance an action's draw succeeds, counted exactly before the cards are revealed, and shown in
the Draw step's questions."""
from __future__ import annotations

from fractions import Fraction
from itertools import combinations

from engine.rulesets.seventh_citadel.odds import chance
from engine.rulesets.seventh_citadel.result_area import ResultArea
from tests.seventh_citadel.conftest import act, new

STAR, LEFT, RIGHT, BLANK = ResultArea(1), ResultArea(0, 1, 0), ResultArea(0, 0, 1), ResultArea()


def by_hand(deck, draws, need, cap=None):
    """Every set of cards one by one: stars, pairs of halves, the best `cap` cards' worth."""
    hits = total = 0
    for chosen in combinations(range(len(deck)), draws):
        total += 1
        worths = []
        for size in range(len(chosen) + 1 if cap is None else min(cap, len(chosen)) + 1):
            for sub in combinations(chosen, size):
                s = sum(deck[i].stars for i in sub)
                worths.append(s + min(sum(deck[i].left for i in sub), sum(deck[i].right for i in sub)))
        hits += max(worths) >= need
    return Fraction(hits, total)


def test_the_count_agrees_with_every_set_of_cards_one_by_one():
    deck = [STAR] * 3 + [LEFT] * 2 + [RIGHT] * 2 + [BLANK] * 3
    for draws in range(0, 6):
        for need in range(0, 5):
            assert chance(deck, draws, need) == by_hand(deck, draws, need)
            assert chance(deck, draws, need, cap=2) == by_hand(deck, draws, need, cap=2)


def test_a_short_deck_goes_on_with_cards_the_recovery_brings_back():
    assert chance([BLANK], 2, 1, recovered=[STAR, BLANK]) == Fraction(1, 2)
    assert chance([STAR], 3, 2, recovered=[BLANK, BLANK, STAR]) == Fraction(2, 3)


def test_the_draw_step_shows_the_chance_of_the_cards_drawn_and_of_one_more(pack):
    game = new(pack)
    act(game, 0, "t-1", 0)                                  # pull: 5 cards, 3 successes
    context = game.pending.context
    deck = [ResultArea(1)] * 3 + [ResultArea(0, 1, 0)] * 2 + [ResultArea(0, 0, 1)] * 2 + [ResultArea(0)] * 2 + [ResultArea(1)]
    assert context["odds"] == float(by_hand(deck, 5, 3))
    assert context["odds_one_more"] == float(by_hand(deck, 6, 3)) > context["odds"]


def test_the_odds_judge_a_chain_as_the_result_step_counts_it():
    import random

    from engine.rulesets.seventh_citadel.odds import reaches_with
    from engine.rulesets.seventh_citadel.result_area import ResultArea, count

    kinds = [ResultArea(0), ResultArea(1), ResultArea(2), ResultArea(0, 1, 0), ResultArea(0, 0, 1), ResultArea(0, 1, 1), ResultArea(1, 1, 0), ResultArea(0, 2, 0)]
    rng = random.Random(3)
    for _ in range(2000):
        chosen = rng.sample(kinds, rng.randint(1, 6))
        cap = rng.randint(1, 5)
        counts = [rng.randint(0, cap) for _ in chosen]
        faces = [kind for kind, n in zip(chosen, counts) for _ in range(n)]
        wanted = rng.randint(0, 8)
        assert reaches_with(chosen, counts, cap, wanted) == (count(faces, cap).successes >= wanted)


def test_double_stars_and_both_halves_with_a_chain_and_a_recovery_agree_with_every_set():
    double, both = ResultArea(2), ResultArea(0, 1, 1)
    deck = [double, both, STAR, LEFT, LEFT, RIGHT, BLANK, both, STAR]
    for draws in range(0, 6):
        for need in range(0, 7):
            for cap in (None, 1, 2, 3):
                assert chance(deck, draws, need, cap=cap) == by_hand(deck, draws, need, cap=cap), (draws, need, cap)
    pool, back = [LEFT, STAR, BLANK], [RIGHT, double, BLANK, both]
    for draws in range(3, 7):
        for need in range(0, 6):
            for cap in (None, 2, 3):
                hits = total = 0
                for more in combinations(range(len(back)), draws - len(pool)):
                    total += 1
                    hits += by_hand(pool + [back[i] for i in more], len(pool) + len(more), need, cap) == 1
                assert chance(pool, draws, need, cap=cap, recovered=back) == Fraction(hits, total), (draws, need, cap)
