"""The exact chance that an action's draw brings enough successes, shown before the cards are revealed.

Nobody knows the order of an action deck, so every set of the cards drawn is equally likely. Only a
card's stars matter here (its class icons do not), so cards are counted by kind (full stars, left and
right halves), kind by kind, keeping only what can still change the outcome: without a chain, the two
sums of stars-and-halves (capped at what is needed, as the shared star test counts them); with a chain
of X cards, how many cards of each kind were drawn, up to X (the Result step's own count then picks the
best X), the strongest kinds first: cards that already reach what is needed are one state, and so are
those that cannot reach it even with the most of every kind still to come. Cards already drawn face down are no better known than the deck, so they count as part of it.
A draw longer than the deck takes the whole deck and then cards the forced Recovery brings back from the
discard pile, which are a random set of it."""
from __future__ import annotations

from collections import Counter
from fractions import Fraction
from functools import lru_cache
from math import comb
from typing import Sequence

from engine.core.chance import percent
from engine.core.game import Game

from . import traits
from engine.rulesets.sevenths.stars import reaching

from .result_area import ResultArea, face_of, kind_of
from .decks import drawing
from .setup import starting_skill_of
from .table import DRAWN
from .frames import ActionLocals


REACHED = ("reached",)  # a chain's drawn cards that reach what is needed whatever else is drawn
SHORT = ("short",)      # ...or that cannot reach it whatever else is drawn


def _spread(cards: Counter, kinds: list[ResultArea], size: int, step, start) -> dict:
    """state -> number of `size`-card sets of `cards` giving it, `step(state, kind index, how many)`."""
    states = {(0, start): 1}
    for i, kind in enumerate(kinds):
        n = cards.get((kind.stars, kind.left, kind.right), 0)
        if not n:
            continue
        sets = [comb(n, c) for c in range(n + 1)]
        new: dict = {}
        for (used, state), ways in states.items():
            new[used, state] = new.get((used, state), 0) + ways
            for c in range(1, min(n, size - used) + 1):
                key = (used + c, step(state, i, c))
                new[key] = new.get(key, 0) + ways * sets[c]
        states = new
    return {state: ways for (used, state), ways in states.items() if used == size}


def chance(pool: Sequence[ResultArea], draws: int, need: int, cap: int | None = None, bonus: int = 0,
           ignored: int = 0, recovered: Sequence[ResultArea] = ()) -> Fraction:
    """Chance that `draws` cards from `pool` (then from `recovered`, when the pool is short) reach `need`
    successes: their stars (of `cap` cards at most), plus `bonus`, less `ignored` (a Tough or Evasive
    creature's)."""
    if draws < 0:
        raise ValueError(f"cannot draw {draws} cards")
    # kinds as plain (stars, left, right) while counting (class icons do not matter here)
    first, second = (Counter((f.stars, f.left, f.right) for f in cards) for cards in (pool, recovered))
    if draws <= len(pool):
        second = Counter()  # never reached: the same chance as with no discard pile (and counted once)
    return _chance(tuple(sorted(first.items())), tuple(sorted(second.items())), draws, max(0, need - bonus + ignored),
                   cap)


@lru_cache(maxsize=4096)
def _chance(first_kinds: tuple, second_kinds: tuple, draws: int, wanted: int, cap: int | None) -> Fraction:
    """`chance` by the compositions of the two pools ((stars, left, right) -> cards): the same deck asked
    again (each step of a draw asks twice, a table asks once more) is counted once."""
    first, second = Counter(dict(first_kinds)), Counter(dict(second_kinds))
    own = min(draws, sum(first.values()))
    more = min(draws - own, sum(second.values()))
    if cap is None:
        return _unchained(first, second, own, more, wanted)
    kinds = [ResultArea(*k) for k in sorted(set(first) | set(second), key=lambda k: (-2 * k[0] - k[1] - k[2], k[1], k[2]))]
    worth: dict = {}

    def judged(counts) -> bool:
        if counts not in worth:
            worth[counts] = reaches_with(kinds, counts, cap, wanted)
        return worth[counts]

    def step(state, i, c):
        if state in (REACHED, SHORT) or not (kinds[i].stars or kinds[i].left or kinds[i].right):
            return state  # decided already, or a card without a star: only how many cards it took matters
        counts = state[:i] + (min(c, cap),) + state[i + 1:]
        if judged(counts):
            return REACHED  # more cards never count for less
        if not more and not judged(counts[:i + 1] + (cap,) * (len(kinds) - i - 1)):
            return SHORT  # not even the most of every kind still to come would do (no second pool)
        return counts
    start = (0,) * len(kinds)

    def reaches(x, y):
        if x == REACHED or y == REACHED:
            return True
        if x == SHORT or y == SHORT:
            return False
        return judged(tuple(min(p + q, cap) for p, q in zip(x, y)))
    drawn, later = _spread(first, kinds, own, step, start), _spread(second, kinds, more, step, start)
    good = sum(w1 * w2 for x, w1 in drawn.items() for y, w2 in later.items() if reaches(x, y))
    return Fraction(good, comb(sum(first.values()), own) * comb(sum(second.values()), more))


def _unchained(first: Counter, second: Counter, own: int, more: int, wanted: int) -> Fraction:
    """Without a chain every drawn card's stars count: the star test both games share (`stars.reaching`) counts
    the sets that reach what is needed; a draw longer than the deck takes it whole, then sets of the discards."""
    def groups(cards: Counter) -> list[tuple[int, int, int]]:
        return [(n, stars + left, stars + right) for (stars, left, right), n in sorted(cards.items()) if n]
    if not more:
        good = reaching(groups(first), own, wanted)[own]
    else:
        whole = (sum(n * (s + left) for (s, left, _), n in first.items()),
                 sum(n * (s + right) for (s, _, right), n in first.items()))
        good = reaching(groups(second), more, wanted, start=whole)[more]
    return Fraction(good, comb(sum(first.values()), own) * comb(sum(second.values()), more))


def reaches_with(kinds: Sequence[ResultArea], counts: Sequence[int], cap: int, wanted: int) -> bool:
    """Whether the Result step's count (`result_area.count` with a cap) of `counts[i]` cards of each kind
    reaches `wanted`: kind by kind rather than card by card, (cards counted, first sum) -> the best second
    sum, both sums capped at `wanted` (more is no better)."""
    if wanted <= 0:
        return True
    best = {(0, 0): 0}
    for kind, n in zip(kinds, counts):
        a, b = kind.stars + kind.left, kind.stars + kind.right
        if not n or not (a or b):
            continue
        grown = dict(best)
        for (k, sum_a), sum_b in best.items():
            for j in range(1, (n if n < cap - k else cap - k) + 1):
                new_a, new_b = sum_a + j * a, sum_b + j * b
                new_a, new_b = (wanted if new_a > wanted else new_a), (wanted if new_b > wanted else new_b)
                if new_a == wanted and new_b == wanted:
                    return True
                if grown.get((k + j, new_a), -1) < new_b:
                    grown[k + j, new_a] = new_b
        best = grown
    return False


def action_chance(g: Game, d: ActionLocals, draws: int, need: int) -> Fraction:
    """The chance of the action under way when `draws` cards are drawn in all, with what is applied so far."""
    return action_chances(g, d, (draws,), need)[0]


def action_chances(g: Game, d: ActionLocals, draws: Sequence[int], need: int) -> list[Fraction]:
    """`action_chance` for several numbers of cards drawn (the deck read once)."""
    seat = d.active
    if min(draws) < 0:
        raise ValueError(f"cannot draw {min(draws)} cards")
    cap = d.cost + d.extra if d.chain else None
    sources = drawing(g, seat, lambda piece: kind_of(g, g.card(piece)), g.zones.cards(DRAWN)).sources
    pool = sources[0]
    # the discard pile matters only to a draw longer than the deck (and a cached count ignores it otherwise)
    size = sum(n for _, n in pool)
    recovered = sources[1] if max(draws) > size else ()
    return [_chance(pool, recovered if n > size else (), n, max(0, need - d.bonus + traits.ignored(d.traits, n)),
                    cap) for n in draws]


# -- the pack's report (`fogbound-pack odds`) ------------------------------------------------------------------
MOST_DRAWN = 8        # columns: cards drawn, 1 to this many
MOST_NEEDED = 6       # rows: at least 1 to this many successes


def starting_deck(pack, character: str) -> list[ResultArea]:
    """The faces of a character's starting action deck: its own skills, each copy (as the set-up deals it)."""
    return [face_of(card) for card in pack.cards.values() if starting_skill_of(card) == character
            for _ in range(int(card.get("copies", 1) or 1))]


def odds_table(deck: Sequence[ResultArea], draws: int = MOST_DRAWN, needs: int = MOST_NEEDED) -> list[list[Fraction]]:
    """The chance of at least N successes drawing K cards of the deck (rows N = 1..needs, columns K = 1..draws
    or the deck's size), counted as an action's draw counts them (`chance`, no effect applied)."""
    return [[chance(deck, k, n) for k in range(1, min(draws, len(deck)) + 1)] for n in range(1, needs + 1)]


def _percent(p: Fraction) -> str:
    return f"{percent(p):>4}"


def odds_report(pack) -> str:
    """For each character of the pack, its starting action deck and the chance of at least N successes drawing K
    cards, exact as the game counts an action's draw (in percent; "-" never, "<1" under half a percent, ">99" short
    of sure)."""
    characters = sorted((c for c in pack.cards.values() if c.type == "character"), key=lambda c: c.id)
    lines = [f"Starting action decks of {pack.title}: chance (%) of at least N successes drawing K cards"]
    if not characters:
        lines.append("  no characters in this pack")
    for character in characters:
        deck = starting_deck(pack, character.id)
        lines += ["", f"{character.title}: {len(deck)} cards — {_in_words(deck)}"]
        if not deck:
            continue
        table = odds_table(deck)
        lines.append("  N \\ K " + "".join(f"{k:>4}" for k in range(1, len(table[0]) + 1)))
        lines += [f"  {n:>5} " + "".join(_percent(p) for p in row) for n, row in enumerate(table, 1)]
    return "\n".join(lines)


def _in_words(deck: Sequence[ResultArea]) -> str:
    counted = Counter((f.stars, f.left, f.right) for f in deck)
    parts = []
    for (stars, left, right), n in sorted(counted.items(), reverse=True):
        said = [f"{stars} star{'s' if stars != 1 else ''}"] if stars else []
        said += ["a left half-star"] * (left == 1) + [f"{left} left half-stars"] * (left > 1)
        said += ["a right half-star"] * (right == 1) + [f"{right} right half-stars"] * (right > 1)
        parts.append(f"{n} with {' and '.join(said)}" if said else f"{n} blank")
    return ", ".join(parts)
