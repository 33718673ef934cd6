"""The exact chance that an action's draw brings enough successes, shown before the cards are revealed.

The draw is the one `decks.drawing` defines (the deck, with the cards drawn face down from it, then the cards the
forced Recovery brings back), each card read as the Result step will count it (`result_area.Kind`): its stars and
half-stars, and what a reflex skill adds by itself as it is revealed (successes, more cards counted on a chain).
Nobody knows the order of an action deck, so every set of the cards drawn is equally likely.

`chance` counts a draw by itself (with the effects already applied or that must apply): kind by kind, keeping only
what can still change the outcome: without a chain, the two sums of stars-and-halves (capped at what is needed, as
the shared star test counts them); with a chain of X cards, how many cards of each kind were drawn, up to X (the
Result step's own count then picks the best X), and what reflex skills added. `helped` adds the effects the active
player may still apply in the Result step, each used when it helps (`Help`): their successes and chain cards, and
more cards drawn and revealed ("Spare no effort") when the cards revealed fall short, as many as do best.
Class icons are not counted: what they are worth is the player's to spend."""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from itertools import combinations
from math import comb, prod
from typing import Iterable, Sequence

from engine.core.chance import Draw, percent
from engine.core.game import Game

from . import modifiers, traits
from engine.rulesets.sevenths.stars import reaching

from .result_area import Kind, ResultArea, face_of, kind_for, kind_of
from .decks import drawing
from .setup import starting_skill_of
from .table import DRAWN, GLOBAL
from .frames import ActionLocals


REACHED = ("reached",)  # a chain's drawn cards that reach what is needed whatever else is drawn
SHORT = ("short",)      # ...or that cannot reach it whatever else is drawn


def _kind(card: ResultArea | Kind) -> Kind:
    return card if isinstance(card, Kind) else Kind(card.stars, card.left, card.right)


def _stars(kind: Kind) -> bool:
    return bool(kind.stars or kind.left or kind.right)


def _spread(cards: Counter, kinds: list[Kind], size: int, step, start) -> dict:
    """state -> number of `size`-card sets of `cards` giving it, `step(state, kind index, how many)`."""
    states = {(0, start): 1}
    for i, kind in enumerate(kinds):
        n = cards.get(kind, 0)
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


def chance(pool: Sequence[ResultArea | Kind], draws: int, need: int, cap: int | None = None, bonus: int = 0,
           ignored: int = 0, recovered: Sequence[ResultArea | Kind] = ()) -> Fraction:
    """Chance that `draws` cards from `pool` (then from `recovered`, when the pool is short) reach `need`
    successes: their stars (of `cap` cards at most, and as many more as reflex skills among them add), what reflex
    skills among them add, plus `bonus`, less `ignored` (a Tough or Evasive creature's)."""
    if draws < 0:
        raise ValueError(f"cannot draw {draws} cards")
    first, second = (Counter(_kind(f) for f in cards) for cards in (pool, recovered))
    if draws <= len(pool):
        second = Counter()  # never reached: the same chance as with no discard pile (and counted once)
    return _chance(tuple(sorted(first.items())), tuple(sorted(second.items())), draws, max(0, need - bonus + ignored),
                   cap)


@lru_cache(maxsize=4096)
def _chance(first_kinds: tuple, second_kinds: tuple, draws: int, wanted: int, cap: int | None) -> Fraction:
    """`chance` by the compositions of the two pools (Kind -> cards): the same deck asked again (each step of a draw
    asks twice, a table asks once more) is counted once."""
    first, second = Counter(dict(first_kinds)), Counter(dict(second_kinds))
    own = min(draws, sum(first.values()))
    more = min(draws - own, sum(second.values()))
    if wanted <= 0:
        return Fraction(1)
    if cap is None:
        return _unchained(first, second, own, more, wanted)
    kinds = sorted(set(first) | set(second), key=lambda k: (-2 * k.stars - k.left - k.right, k))
    # reflex skills may widen the chain: a kind's count matters up to the widest it may grow
    wider = min(sum(n * k.extra for pool in (first, second) for k, n in pool.items()), own + more)
    widest = cap + wider
    plain = not any(k.successes or k.extra for k in kinds)
    worth: dict = {}
    size = len(kinds)

    def judged(state) -> bool:
        if state not in worth:
            worth[state] = reaches_with(kinds, state[:size], cap + state[size + 1], wanted - state[size])
        return worth[state]

    def step(state, i, c):
        kind = kinds[i]
        if state in (REACHED, SHORT) or not (_stars(kind) or kind.successes or kind.extra):
            return state  # decided already, or a card that brings nothing: only how many cards it took matters
        sure = min(state[size] + c * kind.successes, wanted)
        extra = min(state[size + 1] + c * kind.extra, wider)
        counts = state[:i] + ((min(c, widest) if _stars(kind) else 0),) + state[i + 1:size] + (sure, extra)
        if judged(counts):
            return REACHED  # more cards never count for less
        if plain and not more and not judged(counts[:i + 1] + (widest,) * (size - i - 1) + (sure, extra)):
            return SHORT  # not even the most of every kind still to come would do (no second pool)
        return counts
    start = (0,) * (size + 2)

    def reaches(x, y):
        if x == REACHED or y == REACHED:
            return True
        if x == SHORT or y == SHORT:
            return False
        return judged(tuple(min(p + q, widest) for p, q in zip(x[:size], y[:size]))
                      + (min(x[size] + y[size], wanted), min(x[size + 1] + y[size + 1], wider)))
    drawn, later = _spread(first, kinds, own, step, start), _spread(second, kinds, more, step, start)
    good = sum(w1 * w2 for x, w1 in drawn.items() for y, w2 in later.items() if reaches(x, y))
    return Fraction(good, comb(sum(first.values()), own) * comb(sum(second.values()), more))


def _unchained(first: Counter, second: Counter, own: int, more: int, wanted: int) -> Fraction:
    """Without a chain every drawn card's stars count, and a success a reflex skill adds is as good as a star: the
    star test both games share (`stars.reaching`) counts the sets that reach what is needed; a draw longer than the
    deck takes it whole, then sets of the discards."""
    def groups(cards: Counter) -> list[tuple[int, int, int]]:
        return [(n, k.stars + k.successes + k.left, k.stars + k.successes + k.right) for k, n in sorted(cards.items())
                if n]
    if not more:
        good = reaching(groups(first), own, wanted)[own]
    else:
        whole = (sum(n * (k.stars + k.successes + k.left) for k, n in first.items()),
                 sum(n * (k.stars + k.successes + k.right) for k, n in first.items()))
        good = reaching(groups(second), more, wanted, start=whole)[more]
    return Fraction(good, comb(sum(first.values()), own) * comb(sum(second.values()), more))


def reaches_with(kinds: Sequence[ResultArea | Kind], counts: Sequence[int], cap: int, wanted: int) -> bool:
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


# -- the action under way -------------------------------------------------------------------------------------
def _draw(g: Game, d: ActionLocals) -> Draw:
    """The draw of the action under way, each card read as this action's Result step will count it."""
    return drawing(g, d.active, lambda piece: kind_of(g, g.card(piece), d.icon, d.chain), g.zones.cards(DRAWN))


def _pending(g: Game, d: ActionLocals) -> tuple[int, int]:
    """What the effects that must apply (a `must` one, a global event's) and are not applied yet will add as the
    cards are revealed: successes, and more cards counted on a chain."""
    found = [modifiers.gains(e.table, d.chain) for e in modifiers.unused(g, d, "result") if modifiers.imposed(g, e)]
    return sum(s for s, _ in found), sum(x for _, x in found)


def action_chance(g: Game, d: ActionLocals, draws: int, need: int) -> Fraction:
    """The chance of the action under way when `draws` cards are drawn in all, with what is applied so far and what
    will apply by itself."""
    return action_chances(g, d, (draws,), need)[0]


def action_chances(g: Game, d: ActionLocals, draws: Sequence[int], need: int) -> list[Fraction]:
    """`action_chance` for several numbers of cards drawn (the deck read once)."""
    if min(draws) < 0:
        raise ValueError(f"cannot draw {min(draws)} cards")
    bonus, extra = _pending(g, d)
    cap = d.cost + d.extra + extra if d.chain else None
    sources = _draw(g, d).sources
    pool = sources[0]
    # the discard pile matters only to a draw longer than the deck (and a cached count ignores it otherwise)
    size = sum(n for _, n in pool)
    recovered = sources[1] if max(draws) > size else ()
    return [_chance(pool, recovered if n > size else (), n,
                    max(0, need - d.bonus - bonus + traits.ignored(d.traits, n)), cap) for n in draws]


# -- with the help the active player may still take ------------------------------------------------------------
@dataclass(frozen=True, order=True)
class Help:
    """An effect the active player may still apply in the Result step, as the odds see it: its card, its OR group,
    whether applying it spends the card, and what it brings (successes, chain cards, cards drawn and revealed)."""

    piece: str
    either: str | None
    spends: bool
    free: bool  # its card's effects are applied already: Unsettling counts it once
    successes: int = 0
    extra: int = 0
    more: int = 0


def helps(g: Game, d: ActionLocals) -> tuple[Help, ...]:
    """The effects the active player may still apply that add to the count (as the Result step offers them)."""
    used = d.applied_cards()
    found = []
    for e in modifiers.unused(g, d, "result"):
        if modifiers.imposed(g, e) or traits.unsettled(g, d, e.piece):
            continue
        successes, extra = modifiers.gains(e.table, d.chain)
        more = int(e.table.get("reveal_more", 0))
        if successes or extra or more:
            found.append(Help(e.piece, e.table.get("either"), e.table.get("then") is not None, e.piece in used,
                              successes, extra, more))
    return tuple(sorted(found))


def _room(g: Game, d: ActionLocals) -> int | None:
    """How many more cards' effects Unsettling lets the active player apply (None: no limit)."""
    x = d.traits.get("unsettling")
    if x is None:
        return None
    used = d.applied_cards()
    return max(0, x - len({p for p in used if g.zones.zone_of(p) != GLOBAL}))


def forecast(g: Game, d: ActionLocals, draws: int, need: int) -> tuple[Fraction, Fraction]:
    """The chance of the action under way drawing `draws` cards in all: with the help the active player may still
    take used when it helps (`helped`), and without it (`action_chance`)."""
    bare = action_chance(g, d, draws, need)
    held = helps(g, d)
    if not held or bare == 1:
        return bare, bare
    bonus, extra = _pending(g, d)
    wanted = tuple(need - d.bonus - bonus + traits.ignored(d.traits, n)
                   for n in range(draws + sum(h.more for h in held) + 1))
    return helped(_draw(g, d).sources, draws, wanted, d.cost + d.extra + extra if d.chain else None, held,
                  _room(g, d)), bare


def _sets(source: tuple, take: int) -> list[tuple[tuple[int, ...], int]]:
    """Each set of `take` cards of a composition: how many of each kind, in how many ways."""
    found = [((), 1, take)]
    for _, n in source:
        found = [(taken + (c,), ways * comb(n, c), left - c) for taken, ways, left in found
                 for c in range(min(n, left) + 1)]
    return [(taken, ways) for taken, ways, left in found if not left]


def _draws(sources: tuple, take: int) -> tuple[list[tuple[tuple, int]], int]:
    """Each set a draw of `take` cards takes from its sources in turn (per source, how many of each kind) and in how
    many ways; and how many ways in all."""
    taking = Draw(sources).taking(take)
    found: list[tuple[tuple, int]] = [((), 1)]
    for source, n in zip(sources, taking):
        found = [(taken + (each,), ways * more) for taken, ways in found for each, more in _sets(source, n)]
    return found, prod(comb(sum(c for _, c in source), n) for source, n in zip(sources, taking))


def _left(sources: tuple, taken: tuple) -> tuple:
    """The sources with the cards taken out."""
    return tuple(tuple((kind, n - c) for (kind, n), c in zip(source, out) if n - c)
                 for source, out in zip(sources, taken))


def _plans(held: tuple[Help, ...], room: int | None) -> list[tuple[int, int]]:
    """What each set of the additive effects the player may apply together brings: (successes, chain cards). Of
    one card, one effect of each OR group and one effect that spends the card (the last applied)."""
    additive = [h for h in held if not h.more]
    found = set()
    for size in range(len(additive) + 1):
        for chosen in combinations(additive, size):
            pieces = {h.piece for h in chosen if not h.free}
            if room is not None and len(pieces) > room:
                continue
            if len({(h.piece, h.either) for h in chosen if h.either}) < sum(1 for h in chosen if h.either):
                continue
            if len({h.piece for h in chosen if h.spends}) < sum(1 for h in chosen if h.spends):
                continue
            found.add((sum(h.successes for h in chosen), sum(h.extra for h in chosen)))
    # only the best are worth judging: none brings less of both than another
    return [p for p in found if not any(q != p and q[0] >= p[0] and q[1] >= p[1] for q in found)]


@lru_cache(maxsize=1024)
def helped(sources: tuple, draws: int, wanted: tuple[int, ...], cap: int | None, held: tuple[Help, ...],
           room: int | None) -> Fraction:
    """The chance that `draws` cards of the draw `sources` reach `wanted[cards drawn in all]` successes when the
    player applies the `held` effects as they help: whatever adds to the count when the cards revealed fall short,
    and first, while they still do, more cards drawn and revealed (how many and by which effect: the best)."""
    memo: dict = {}

    def value(sources: tuple, counts: tuple, drawn: int, held: tuple[Help, ...], room: int | None) -> Fraction:
        key = (sources, counts, drawn, held, room)
        if key in memo:
            return memo[key]
        kinds = [k for k, _ in counts]
        numbers = [n for _, n in counts]
        sure = sum(k.successes * n for k, n in counts)
        wider = sum(k.extra * n for k, n in counts)
        need = wanted[drawn] - sure
        found = Fraction(any(reaches_with(kinds, numbers, (drawn if cap is None else cap + wider + extra),
                                          need - more) for more, extra in _plans(held, room)))
        if not found:
            for h in held:
                if not h.more or (room is not None and not h.free and room < 1):
                    continue
                # a card spent takes its other effects with it; an OR group's other effects are gone
                rest = tuple(o for o in held if o != h and not (h.spends and o.piece == h.piece)
                             and not (h.either and (o.piece, o.either) == (h.piece, h.either)))
                room_after = room if room is None or h.free else room - 1
                for n in range(1, h.more + 1):
                    sets, ways = _draws(sources, n)
                    if not ways or not sets:
                        break
                    total = Fraction(0)
                    for taken, w in sets:
                        total += w * value(_left(sources, taken), _added(counts, sources, taken), drawn + n, rest,
                                           room_after)
                    found = max(found, total / ways)
        memo[key] = found
        return found

    sets, ways = _draws(sources, draws)
    drawn = sum(Draw(sources).taking(draws))  # a draw longer than every card takes them all
    return sum((w * value(_left(sources, taken), _added((), sources, taken), drawn, held, room)
                for taken, w in sets), Fraction(0)) / ways


def _added(counts: tuple, sources: tuple, taken: tuple) -> tuple:
    """A multiset of kinds (sorted (kind, n) pairs) with the cards taken from the sources added."""
    grown = Counter(dict(counts))
    for source, out in zip(sources, taken):
        for (kind, _), c in zip(source, out):
            if c:
                grown[kind] += c
    return tuple(sorted(grown.items()))


def revealed_chances(g: Game, d: ActionLocals, most: int, need: int) -> list[Fraction]:
    """With the cards revealed, the chance of success drawing and revealing 1 to `most` more ("Spare no effort"),
    with what is applied so far."""
    faces = list(g.zones.cards(DRAWN))
    counts = tuple(sorted(Counter(kind_of(g, g.card(p), d.icon, d.chain) for p in faces).items()))
    # the reflex skills revealed already added theirs: only their stars are counted again
    counts = tuple(sorted(Counter({Kind(k.stars, k.left, k.right): n for k, n in counts}).items()))
    sources = drawing(g, d.active, lambda piece: kind_of(g, g.card(piece), d.icon, d.chain)).sources
    found = []
    for n in range(1, most + 1):
        wanted = tuple(need - d.bonus + d.ignored + traits.ignored(d.traits, m) for m in range(len(faces) + n + 1))
        sets, ways = _draws(sources, n)
        good = Fraction(0)
        for taken, w in sets:
            grown = _added(counts, sources, taken)
            kinds, numbers = [k for k, _ in grown], [c for _, c in grown]
            sure = sum(k.successes * c for k, c in grown)
            wider = sum(k.extra * c for k, c in grown)
            if reaches_with(kinds, numbers, len(faces) + n if not d.chain else d.cost + d.extra + wider,
                            wanted[len(faces) + n] - sure):
                good += w
        found.append(good / ways if ways else Fraction(0))
    return found


# -- the pack's report (`fogbound-pack odds`) ------------------------------------------------------------------
MOST_DRAWN = 8        # columns: cards drawn, 1 to this many
MOST_NEEDED = 6       # rows: at least 1 to this many successes


def starting_deck(pack, character: str) -> list[Kind]:
    """A character's starting action deck: its own skills, each copy (as the set-up deals it), each read as an
    action's draw reads it (a reflex skill among them adding what it adds to any action)."""
    return [kind_for(card) for card in pack.cards.values() if starting_skill_of(card) == character
            for _ in range(int(card.get("copies", 1) or 1))]


def odds_table(deck: Sequence[Kind], draws: int = MOST_DRAWN, needs: int = MOST_NEEDED) -> list[list[Fraction]]:
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


def _in_words(deck: Sequence[Kind]) -> str:
    counted = Counter(_kind(f) for f in deck)
    parts = []
    for kind, n in sorted(counted.items(), reverse=True):
        stars, left, right = kind.stars, kind.left, kind.right
        said = [f"{stars} star{'s' if stars != 1 else ''}"] if stars else []
        said += ["a left half-star"] * (left == 1) + [f"{left} left half-stars"] * (left > 1)
        said += ["a right half-star"] * (right == 1) + [f"{right} right half-stars"] * (right > 1)
        said += [f"{kind.successes} success{'es' if kind.successes != 1 else ''} as it is revealed"] * bool(kind.successes)
        parts.append(f"{n} with {' and '.join(said)}" if said else f"{n} blank")
    return ", ".join(parts)
