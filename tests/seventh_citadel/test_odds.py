"""The chance an action's draw succeeds, counted exactly before the cards are revealed, and shown in
the Draw step's questions."""
from __future__ import annotations

import shutil
from fractions import Fraction
from itertools import combinations, permutations

import pytest

from engine import rulesets
from engine.content.loader import load_pack
from engine.rulesets.seventh_citadel.odds import chance
from engine.rulesets.seventh_citadel.result_area import ResultArea
from engine.rulesets.seventh_citadel.table import BOX, deck, discard, hand
from tests.seventh_citadel.conftest import PACK, act, give, last_result, new, reveal, stack

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


# -- every ordering of a small deck, drawn and resolved through the game, against the odds it showed ---------------
REFLEXES = '''
[[card]]
id = "rfx-brace"
type = "skill"
kind = "reflex"
title = "Brace"
effects = [{ condition = ["pull"], successes = 1 }]

[[card]]
id = "rfx-reach"
type = "skill"
kind = "reflex"
title = "Long Reach"
half_stars = ["left"]
effects = [{ condition = ["climb"], extra_cards = 1 }]
'''


@pytest.fixture(scope="module")
def reflex_pack(tmp_path_factory):
    """The test pack with two reflex skills more: one adding a success to a pull, one counting a card more on a climb
    (a chain)."""
    folder = tmp_path_factory.mktemp("reflexes") / "pack"
    shutil.copytree(PACK, folder)
    with open(folder / "cards" / "skills.toml", "a", encoding="utf-8") as cards:
        cards.write(REFLEXES)
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(rulesets.PACKAGES, "seventh-citadel", "engine.rulesets.seventh_citadel")
        return load_pack(folder)


def arranged(pack, order, held=()):
    """A game whose first player's deck is exactly `order` (top first), their hand `held`, their discard pile empty."""
    game = new(pack)
    for zone in (deck(0), hand(0), discard(0)):
        for piece in list(game.zones.cards(zone)):
            game.zones.move(piece, BOX)
    stack(game, 0, *order)
    for card_id in held:
        give(game, card_id, hand(0))
    return game


def played(pack, order, index, more=0, held=(), then=()):
    """Take Rubble Yard's action `index` with the deck in this order, draw `more` cards beyond the cost, reveal, answer
    `then` in the Result step (else "that is all"): the odds the Draw step showed, and whether the action succeeded."""
    game = arranged(pack, order, held)
    act(game, 0, "t-1", index)
    shown = dict(game.pending.context)
    for _ in range(more):
        game.choose("more")
    reveal(game)                                            # (a draw of the whole deck goes on by itself)
    for key in then:
        game.choose(key)
    if game.pending is not None and game.pending.kind == "result":
        game.choose("done")
    return shown, last_result(game)["success"]


def every_ordering(pack, deck_ids, index):
    """The odds shown for the cost and for one card more, and the share of every ordering of the deck that succeeds
    drawing the cost and drawing one more."""
    shown, hits = None, [0, 0]
    orders = list(permutations(deck_ids))
    for order in orders:
        for extra in (0, 1):
            seen, success = played(pack, order, index, extra)
            hits[extra] += success
            if shown is None:
                shown = seen
            assert (seen["odds"], seen["odds_one_more"]) == (shown["odds"], shown["odds_one_more"])
    return shown, [Fraction(h, len(orders)) for h in hits]


def test_the_odds_shown_are_every_ordering_of_a_deck_with_reflex_skills_drawn_and_resolved(reflex_pack):
    """A reflex skill's successes count as it is revealed: a pull (5 cards, 3 successes) from six cards, two of them
    reflex skills adding a success (Brace only to a pull); the odds the Draw step shows are the share of every
    ordering of the deck that succeeds through the game's own Result step."""
    shown, share = every_ordering(reflex_pack, ["reflex-luck", "rfx-brace", "a-left", "a-right", "a-blank", "b-blank"],
                                  0)
    assert 0 < share[0] < 1
    assert (shown["odds"], shown["odds_one_more"]) == (float(share[0]), float(share[1]))


def test_on_a_chain_a_reflex_skill_counting_one_card_more_is_in_the_odds(reflex_pack):
    """A climb counts the stars of 2 cards; Long Reach, revealed, counts one more: drawing 2 or 3 of six cards."""
    shown, share = every_ordering(reflex_pack, ["rfx-reach", "a-star", "a-right", "a-left", "rfx-brace", "b-star"], 4)
    assert 0 < share[0] < share[1] < 1
    assert (shown["odds"], shown["odds_one_more"]) == (float(share[0]), float(share[1]))


def test_with_spare_no_effort_in_hand_the_odds_are_every_ordering_played_at_its_best(reflex_pack):
    """Holding Spare No Effort (draw up to 2 more cards in the Result step and reveal them), the odds with the effects
    the player can still add are the best play of every ordering: whoever falls short, seeing only the cards
    revealed, draws the number of cards more that succeeds most often over the orderings they cannot tell apart."""
    from engine.rulesets.seventh_citadel import odds
    from engine.rulesets.seventh_citadel.resolution import need

    deck_ids = ["reflex-luck", "a-star", "a-left", "a-right", "a-blank", "b-blank"]
    game = arranged(reflex_pack, deck_ids, held=["adv-spare"])
    spare = next(iter(game.zones.cards(hand(0))))
    act(game, 0, "t-1", 4)                                  # climb: 2 cards, the stars of 2 count, 2 needed
    d = game.state.stack[-1].data
    helped, bare = odds.forecast(game, d, 2, need(game, d))
    groups: dict = {}
    for order in permutations(deck_ids):
        outcomes = [played(reflex_pack, order, 4, held=["adv-spare"])[1]]
        if not outcomes[0]:
            outcomes += [played(reflex_pack, order, 4, held=["adv-spare"], then=[f"effect:{spare}@0", str(n)])[1]
                         for n in (1, 2)]
        groups.setdefault(frozenset(order[:2]), []).append(outcomes)
    best = sum(max(sum(o[n] if len(o) > 1 else o[0] for o in outcomes) for n in range(3))
               for outcomes in groups.values())
    alone = sum(o[0] for outcomes in groups.values() for o in outcomes)
    total = sum(len(outcomes) for outcomes in groups.values())
    assert bare == Fraction(alone, total) < helped == Fraction(best, total) < 1


def test_a_global_events_successes_to_come_are_in_the_odds(pack):
    """The gale (in play beside the board) adds a card to a climb's cost and a success to its Result: the odds the
    Draw step shows count that success before the cards are revealed."""
    from engine.rulesets.seventh_citadel.table import GLOBAL

    orders = list(permutations(["a-star", "a-left", "a-right", "a-blank", "b-blank"]))
    shown, hits = set(), 0
    for order in orders:
        game = arranged(pack, order)
        give(game, "gale", GLOBAL)
        act(game, 0, "t-1", 4)                              # climb: 3 cards, the stars of 2, 2 needed
        shown.add(game.pending.context["odds"])
        game.choose("reveal")
        hits += last_result(game)["success"]
    assert shown == {float(Fraction(hits, len(orders)))} and 0 < hits < len(orders)


def test_spare_no_effort_says_the_chance_of_each_number_of_cards_more(reflex_pack):
    """Short after the reveal, each answer of "draw how many more cards?" says its chance, the remaining cards drawn as
    the Result step counts them (a reflex skill's success among them)."""
    game = arranged(reflex_pack, ["a-star", "a-blank", "b-star", "reflex-luck", "a-right", "b-blank"],
                    held=["adv-spare"])
    spare = next(iter(game.zones.cards(hand(0))))
    act(game, 0, "t-1", 4)                                  # climb: 2 cards, the stars of 2, 2 needed
    game.choose("reveal")
    assert game.pending.context["successes"] == 1
    game.choose(f"effect:{spare}@0")
    assert [o.label for o in game.pending.options] == [
        "Draw and reveal 1 more card: 50% chance of success", "Draw and reveal 2 more cards: 83% chance of success"]
