"""The exact chance that an action's draw brings enough successes, shown before the cards are revealed.

Nobody knows the order of an action deck, so every set of the cards drawn is equally likely: the sets
are counted as multisets of result areas (a few kinds in a deck), each weighed by how many ways the deck
gives it, and judged by the very count the Result step makes (`result_area.count`, chain cap included).
Cards already drawn face down are no better known than the deck, so they count as part of it. A draw
longer than the deck takes the whole deck and then cards the forced Recovery brings back from the
discard pile, which are a random set of it."""
from __future__ import annotations

from collections import Counter
from fractions import Fraction
from math import comb
from typing import Sequence

from engine.core.game import Game

from .result_area import Face, count, face_of
from .table import DRAWN, deck, discard


def _sets(faces: Sequence[Face], size: int):
    """Each multiset of `size` faces out of `faces`, with the number of card sets that give it. Only stars
    matter here, so faces differing in their class icons alone are one kind."""
    items = list(Counter(Face(f.stars, f.left, f.right) for f in faces).items())

    def pick(i: int, left: int):
        if i == len(items):
            if left == 0:
                yield [], 1
            return
        face, n = items[i]
        for c in range(min(n, left) + 1):
            for rest, ways in pick(i + 1, left - c):
                yield [face] * c + rest, ways * comb(n, c)

    yield from pick(0, size)


def chance(pool: Sequence[Face], draws: int, need: int, cap: int | None = None, bonus: int = 0,
           ignored: int = 0, recovered: Sequence[Face] = ()) -> Fraction:
    """Chance that `draws` cards from `pool` (then from `recovered`, when the pool is short) reach `need`
    successes: their stars (of `cap` cards at most), plus `bonus`, less `ignored` (a Tough creature)."""
    if draws < 0:
        raise ValueError(f"cannot draw {draws} cards")
    own = min(draws, len(pool))
    later = list(_sets(recovered, min(draws - own, len(recovered))))
    good = total = 0
    for first, ways in _sets(pool, own):
        for second, more_ways in later:
            weight = ways * more_ways
            total += weight
            if max(0, count(first + second, cap).successes + bonus - ignored) >= need:
                good += weight
    return Fraction(good, total) if total else Fraction(int(bonus - ignored >= need))


def action_chance(g: Game, d: dict, draws: int, need: int) -> Fraction:
    """The chance of the action under way when `draws` cards are drawn in all, with what is applied so far."""
    seat = d["active"]
    pool = [face_of(g.card(p)) for p in [*g.zones.cards(deck(seat)), *g.zones.cards(DRAWN)]]
    recovered = [face_of(g.card(p)) for p in g.zones.cards(discard(seat))]
    cap = d["cost"] + d["extra"] if d["chain"] else None
    return chance(pool, draws, need, cap, d["bonus"], d["traits"].get("tough", 0), recovered)
