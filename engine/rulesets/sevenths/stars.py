"""The star test both games share: revealed action cards bring one success per full star and one per pair
of a left and a right half-star; and the number of draws of k cards from a deck whose stars reach a need.

A card's contribution is written (a, b): its full stars (and any sure successes) plus its left halves,
and the same plus its right halves; the successes of a set of cards are min(sum a, sum b)."""
from __future__ import annotations

from dataclasses import dataclass
from math import comb


@dataclass(frozen=True, slots=True)
class ResultArea:
    """What a revealed action card brings in the Result step, in both games: full stars, left and right half-stars,
    lucky sevens (The 7th Continent), whether it is a curse (worth nothing), and its class icons (The 7th Citadel)."""

    stars: int = 0
    left: int = 0
    right: int = 0
    sevens: int = 0
    curse: bool = False
    icons: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        for name in ("stars", "left", "right", "sevens"):
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool) or value < 0:
                raise ValueError(f"a card face's {name} must be a whole number >= 0, not {value!r}")


def successes(stars: int, left: int, right: int) -> int:
    """Full stars plus the half-stars that pair, a left one with a right one."""
    return stars + min(left, right)


def reaching(groups: list[tuple[int, int, int]], draws: int, need: int,
             start: tuple[int, int] = (0, 0)) -> list[int]:
    """For k = 0..draws, how many k-card sets from `groups` bring a and b both to `need`.

    The sets are counted by a generating function in the number of cards, packed into one Python
    int per (a, b) state (one `bits`-wide digit per card count), so each step is a few big-int ops.
    Digits for sets that cannot reach `need` even with every remaining draw are masked away.
    """
    total = sum(n for n, _, _ in groups)
    bits = max(comb(total, k) for k in range(min(draws, total) + 1)).bit_length() + 1
    masks = [(1 << (bits * (k + 1))) - 1 for k in range(draws + 1)]
    best_a = [0] * (len(groups) + 1)
    best_b = [0] * (len(groups) + 1)
    for i in range(len(groups) - 1, -1, -1):
        best_a[i] = max(best_a[i + 1], groups[i][1])
        best_b[i] = max(best_b[i + 1], groups[i][2])
    states: dict[tuple[int, int], int] = {(min(start[0], need), min(start[1], need)): 1}
    for i, (count, da, db) in enumerate(groups):
        terms = [(j * da, j * db, comb(count, j), bits * j) for j in range(min(count, draws) + 1)]
        later_a, later_b = best_a[i + 1], best_b[i + 1]
        new: dict[tuple[int, int], int] = {}
        for (a, b), poly in states.items():
            for add_a, add_b, ways, shift in terms:
                a2, b2 = a + add_a, b + add_b
                top = draws  # the most cards a set here may hold and still reach `need`
                if a2 >= need:
                    a2 = need
                elif later_a:
                    top -= -(-(need - a2) // later_a)
                else:
                    continue
                if b2 >= need:
                    b2 = need
                elif later_b:
                    top = min(top, draws - -(-(need - b2) // later_b))
                else:
                    continue
                if top < 0:
                    continue
                value = ((poly * ways) << shift) & masks[top]
                if value:
                    new[(a2, b2)] = new.get((a2, b2), 0) + value
        states = new
    packed = states.get((need, need), 0)
    digit = (1 << bits) - 1
    return [(packed >> (bits * k)) & digit for k in range(draws + 1)]
