"""The chance machinery: a roll's definition searched (expectimax over its help) gives what every play tried on
every ordered roll gives, help by help (extra dice, a die set, re-rolls of any or of one die, once or again,
switches paid one by one, a result that settles the roll), and what the roll's steps are allowed to ask is what
the search tries."""
from __future__ import annotations

from collections import Counter
from fractions import Fraction
from itertools import combinations, product

from hypothesis import assume, example, given, settings
from hypothesis import strategies as st

from engine.core import chance as ch
from engine.core import chance_tree
from engine.core.dice import DieType, Face

A, B, AB, BLANK, FATE = Face(0, ("a",)), Face(0, ("b",)), Face(0, ("a", "b")), Face(0, ()), Face(0, ("fate",))
FACES = st.lists(st.sampled_from([A, B, AB, BLANK, FATE]), min_size=2, max_size=4)


def tally(faces) -> tuple:
    return tuple(sorted(Counter(s for f in faces for s in f.symbols).items()))


def best_play(dice: list[list[Face]], help: tuple, judge, worth, settled=lambda r: False) -> Fraction:
    """Every play the help allows tried on every ordered roll, written out die by die (no multisets, no memo of
    the machinery): the best average worth."""
    after = [h for h in help if not isinstance(h, (ch.Extra, ch.Preset))]
    extra = next((h.most for h in help if isinstance(h, ch.Extra)), 0)
    preset = next((h.faces for h in help if isinstance(h, ch.Preset)), ())

    def average(values) -> Fraction:
        values = list(values)
        return sum(values, Fraction(0)) / len(values)

    def phase(roll: tuple, again: frozenset, at: int, left: tuple) -> Fraction:
        if at == len(after):
            return Fraction(worth(judge(roll)))
        best = phase(roll, again, at + 1, left)
        if left[at] < 1 or settled(judge(roll)):
            return best
        h, spent = after[at], left[:at] + (left[at] - 1,) + left[at + 1:]
        if isinstance(h, ch.Reroll):
            allowed = [n for n in range(len(roll)) if not (h.once_each and n in again)]
            for size in range(1, (h.dice or len(allowed)) + 1):
                for picked in combinations(allowed, size):
                    def thrown(new, picked=picked):
                        rolled = list(roll)
                        for n, face in zip(picked, new):
                            rolled[n] = face
                        return phase(tuple(rolled), again | set(picked) if h.once_each else again, at, spent)
                    best = max(best, average(thrown(new) for new in product(*(kinds[n] for n in picked))))
        else:
            for n, face in enumerate(roll):
                if face in h.source:
                    for to in h.to:
                        if to != face:
                            best = max(best, phase(roll[:n] + (to,) + roll[n + 1:], again, at, spent))
        return best

    plays = []
    for more in range(extra + 1):
        kinds = [dice[0]] * more + list(dice)
        budgets = tuple(h.times for h in after)
        options = [average(phase(roll, frozenset(), 0, budgets) for roll in product(*kinds))]
        for face in preset:
            options.append(average(phase((face,) + roll, frozenset(), 0, budgets) for roll in product(*kinds[1:])))
        plays.append(max(options))
    return max(plays)


def helps():
    reroll = st.builds(ch.Reroll, st.integers(0, 2), st.sampled_from([None, 1, 2]), st.booleans())
    switch = st.builds(ch.Switch, st.integers(0, 2), st.just((FATE,)), st.just((A, B, AB)))
    return st.tuples(st.sampled_from([(), (ch.Extra(1),)]), st.sampled_from([(), (ch.Preset((A, B)),)]),
                     st.lists(st.one_of(reroll, switch), max_size=2)).map(lambda t: t[0] + t[1] + tuple(t[2]))


@settings(max_examples=60, deadline=None)
@example(first=[A, B], second=[A, A], counts=(1, 0), wants={"a": 1}, settles=False,     # two re-roll helps, once a die
         help=(ch.Reroll(1, None, True), ch.Reroll(1, None, True)))
@given(first=FACES, second=FACES, counts=st.tuples(st.integers(1, 2), st.integers(0, 1)), help=helps(),
       wants=st.dictionaries(st.sampled_from(["a", "b", "fate"]), st.integers(-2, 3), max_size=3),
       settles=st.booleans())
def test_the_search_is_the_best_play_every_choice_tried_on_every_roll_says(first, second, counts, help, wants,
                                                                          settles):
    pool = tuple((DieType(name, tuple(faces)), n) for name, faces, n in (("d1", first, counts[0]),
                                                                        ("d2", second, counts[1])) if n)
    dice = [list(die.faces) for die, n in pool for _ in range(n)]
    # the brute force tries every play on every roll: keep it to what it tries in well under a second
    count = len(dice) + sum(h.most for h in help if isinstance(h, ch.Extra))
    rerolls = sum(h.times for h in help if isinstance(h, ch.Reroll))
    rolls = 4 ** count
    assume(rolls * (2 ** count * rolls) ** rerolls <= 300_000)
    worth = lambda shown: sum(wants.get(s, 0) * n for s, n in shown)  # noqa: E731
    settled = (lambda shown: worth(shown) >= 3) if settles else (lambda shown: False)
    found = ch.search(ch.Chance(pool, tally, help, settled, lambda f: f.symbols), worth)
    assert found.worth == best_play(dice, help, tally, worth, settled)
    assert sum(found.results.values()) == 1
    assert sum(p * worth(r) for r, p in found.results.items()) == found.worth


def test_the_dice_alone_are_counted_as_every_ordered_roll():
    die = DieType("d", (A, B, BLANK, BLANK, FATE, AB))
    counted = Counter(tally(roll) for roll in product(die.faces, repeat=3))
    assert ch.plain(ch.Chance(((die, 3),), tally, (ch.Reroll(2),))) == \
        {shown: Fraction(n, 216) for shown, n in counted.items()}


def test_the_steps_may_ask_only_what_the_definition_allows():
    die = DieType("d", (A, B, FATE))
    once = ch.Chance(((die, 3),), tally, (ch.Reroll(1, dice=1, once_each=True), ch.Switch(1, (FATE,), (A, B))))
    fall = ch.Fall(((0, A), (0, FATE), (0, B)), frozenset({2}))
    assert ch.rerollable(once, once.of(ch.Reroll), fall) == (0, 1)          # the die re-rolled already is not offered
    assert ch.rerollable(once, ch.Reroll(0, dice=1, once_each=True), fall) == ()   # none held
    assert ch.switches(once, once.of(ch.Switch), fall) == ((1, A), (1, B))
    settled = ch.Chance(((die, 3),), tally, (ch.Reroll(1),), settled=lambda shown: dict(shown).get("a", 0) > 0)
    assert ch.rerollable(settled, settled.of(ch.Reroll), fall) == ()
    assert ch.preset_faces(ch.Chance(((die, 1),), tally, (ch.Preset((A,)),))) == (A,)
    assert ch.extra_dice(ch.Chance(((die, 1),), tally, (ch.Extra(2),))) == 2


@settings(max_examples=30, deadline=None)
@given(faces=FACES, count=st.integers(1, 3), help=helps(),
       wants=st.lists(st.dictionaries(st.sampled_from(["a", "b", "fate"]), st.integers(-2, 3), max_size=3),
                      min_size=2, max_size=3))
def test_several_worths_searched_in_one_walk_are_each_searched_alone(faces, count, help, wants):
    die = DieType("d", tuple(faces))
    roll = ch.Chance(((die, count),), tally, help, kind=lambda f: f.symbols)
    worths = [lambda shown, w=w: sum(w.get(s, 0) * n for s, n in shown) for w in wants]
    together = ch.searches(roll, worths)
    for worth, found in zip(worths, together):
        alone = ch.search(roll, worth)
        assert found.worth == alone.worth and found.results == alone.results


def test_a_draw_takes_from_each_source_in_turn():
    deck = ch.composition(["star", "blank", "star"])
    assert dict(deck) == {"star": 2, "blank": 1}
    draw = ch.Draw((deck, ch.composition(["curse", "star"])))
    assert draw.taking(2) == (2, 0) and draw.taking(4) == (3, 1) and draw.taking(9) == (3, 2)
    assert sorted(draw.cards(1)) == ["curse", "star"] and draw.cards(2) == []


def _numbers_alone(x) -> bool:
    if isinstance(x, (tuple, frozenset)):
        return all(_numbers_alone(item) for item in x)
    return x is None or isinstance(x, (int, str))


def test_a_rolls_tree_is_built_from_numbers_alone_once_for_every_roll_alike_whatever_its_judge():
    help = (ch.Reroll(1), ch.Switch(1, (FATE,), (A, B)))
    chance_tree._SHAPES.clear()
    first = ch.search(ch.Chance(((DieType("d", (A, B, BLANK, FATE)), 3),), tally, help, kind=lambda f: f.symbols),
                      lambda shown: dict(shown).get("a", 0))
    # another die with faces alike, another judge and worth: the same tree, its own results
    second = ch.search(ch.Chance(((DieType("e", (A, B, BLANK, FATE)), 3),), lambda faces: faces.count(BLANK), help,
                                 kind=lambda f: f.symbols), lambda bs: bs)
    assert len(chance_tree._SHAPES) == 1
    assert all(_numbers_alone(key) for key in chance_tree._SHAPES)  # no card, die, judge or worth kept for the process
    assert first.worth != second.worth and set(second.results) <= {0, 1, 2, 3}
    for n in range(2, 80):                                      # a few kept, the oldest let go
        ch.plain(ch.Chance(((DieType("d", (A, B)), n),), tally))
    assert len(chance_tree._SHAPES) <= 64


def test_a_best_play_kept_with_a_tree_is_found_again_for_the_same_worths_alone():
    """The play of each worth is kept with the tree (numbers alone): the same leaves' worths find it again, other
    worths get their own, and each is what a search of a tree built afresh gives."""
    help = (ch.Reroll(2), ch.Switch(1, (FATE,), (A, B)))
    roll = ch.Chance(((DieType("d", (A, B, BLANK, FATE)), 3),), tally, help, kind=lambda f: f.symbols)
    worths = [lambda shown: dict(shown).get("a", 0), lambda shown: dict(shown).get("b", 0) >= 2,
              lambda shown: 3 - len(shown)]

    def fresh(worth):
        ch.forget()
        found = ch.search(roll, worth)
        return found.worth, found.results

    alone = [fresh(w) for w in worths]
    memo: dict = {}
    for _ in range(2):
        for w, (worth, results) in zip(worths, alone):
            found = ch.search(roll, w, memo)
            assert (found.worth, found.results) == (worth, results)
    shape = next(iter(chance_tree._SHAPES.values()))
    assert len(shape.plays) == len(worths) and all(_numbers_alone(leaves) for leaves in shape.plays)
