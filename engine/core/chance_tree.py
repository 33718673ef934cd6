"""A roll's game tree in numbers alone (`Shape`), shared by every roll alike and kept for the process as
`dice.falls` keeps its counts: it holds no card, no judge and no worth. `engine.core.chance` builds it from a
roll's definition and searches it for each worth, one pass over its nodes.
"""
from __future__ import annotations

from itertools import product
from math import lcm
from operator import add, mul
from typing import Any, Sequence

from .dice import falls

State = tuple[int, ...]          # how many dice lie in each slot (or show each kind)
SUM, BEST = 0, 1                 # a throw (or dice thrown with no help left) and a decision


def slots(types: int, kinds: int, twice: bool) -> list[tuple[int, int, bool]]:
    """Each slot: (die type, kind shown, re-rolled already), kinds together within a type."""
    return [(t, k, again) for again in ((False, True) if twice else (False,)) for t in range(types)
            for k in range(kinds)]


_SHAPES: dict[tuple[Any, ...], "Shape"] = {}


def forget(counts: bool = True) -> None:
    """Let go of every roll's tree and (`counts`) every count of dice kept for the process: the next search works
    out everything again (what a benchmark of a process's first search times)."""
    _SHAPES.clear()
    if counts:
        falls.cache_clear()


def shape(*key: Any) -> "Shape":
    """A tree's shape from numbers alone, shared by every roll alike (a few kept, as `dice.falls` keeps its counts)."""
    found = _SHAPES.get(key)
    if found is None:
        if len(_SHAPES) >= 64:
            del _SHAPES[next(iter(_SHAPES))]
        found = _SHAPES[key] = Shape(*key)
    return found


class Shape:
    """A roll's game tree in numbers alone: its dice (how many faces of each type show each kind), the help in
    order (each phase as what it allows each slot), and which ways the dice may show settle the roll. A node is a
    way the dice show at the end (a leaf), a throw — its outcomes, each so many ordered rolls — or a decision among
    its options (go on to the next help first, then each move the help allows). A state counts the dice in each
    slot — a die type, a kind shown, and whether the die was re-rolled already (told apart only while that
    matters) — so dice alike are counted together. Each node's worth is a whole number over a denominator of its
    own: a leaf's 1, a throw's its ordered rolls times the least common multiple of its outcomes', a decision's
    the least common multiple of its options'; nodes come after those below them."""

    def __init__(self, ways: tuple[State, ...], pool: State, twice: bool, extra: int, preset: tuple[int, ...],
                 phases: tuple[tuple[Any, ...], ...], settled: frozenset[State] | None) -> None:
        self.ways, self.phases, self.settled = ways, phases, settled
        self.nkinds = len(ways[0]) if ways else 0
        self.slots = slots(len(ways), self.nkinds, twice)
        self.slot = {s: n for n, s in enumerate(self.slots)}
        self.size = len(self.slots)
        self.sides = [sum(w) for w in ways]
        self.empty: State = (0,) * self.size
        self.flat = self.size == self.nkinds   # a slot for each kind: a state is what the dice show
        self.op: list[int | None] = []         # SUM, BEST, or None for a leaf
        self.den: list[int] = []
        self.kids: list[list[int]] = []
        self.mults: list[list[int]] = []       # what each kid's worth is multiplied by in the node's
        self.weights: list[Sequence[int]] = []  # a throw: the ordered rolls giving each kid, of `whole`
        self.whole: list[int] = []
        self.leaves: dict[State, int] = {}     # the dice showing each kind -> its leaf
        self.throws: dict[tuple[Any, ...], int] = {}
        self.decisions: dict[tuple[Any, ...], int] = {}
        self.ends: dict[State, int] = {}       # a state -> its leaf
        self.kinds: dict[State, State] = {}    # a state -> how many dice show each kind
        self.lying: dict[tuple[State, State], int] = {}   # dice showing each kind, dice thrown -> no help left
        self.fallen: dict[tuple[int, int, bool | None], list[tuple[int, State]]] = {}
        options = []
        for more in range(extra + 1):
            dice = list(pool)
            if dice:
                dice[0] += more
            options.append(self._before(tuple(dice), preset))
        self.root = self._best(options)
        self.inner = [n for n, op in enumerate(self.op) if op is not None]
        self.shown = list(self.leaves)         # each leaf's dice, in the order of `at`
        self.at = list(self.leaves.values())
        self.plays: dict[tuple[int, ...], Play] = {}
        self._dice: list[tuple[int, ...]] | None = None
        del self.throws, self.decisions, self.ends, self.kinds, self.lying, self.fallen, self.slot

    def dice(self) -> list[tuple[int, ...]]:
        """Each leaf's dice as the kind each shows, kind by kind (in the order of `shown`): what its faces are."""
        if self._dice is None:
            self._dice = []
            for shown in self.shown:
                dice: list[int] = []
                for k, c in enumerate(shown):
                    if c:
                        dice += [k] * c
                self._dice.append(tuple(dice))
        return self._dice

    # -- a worth's pass ------------------------------------------------------------------------------------
    def play(self, leaves: tuple[int, ...]) -> "Play":
        """The best play for these leaves' worths (in the order of `shown`), a few kept with the tree: numbers alone,
        alike for every roll of this shape whose leaves are worth the same (a fight's results asked again)."""
        found = self.plays.get(leaves)
        if found is None:
            if len(self.plays) >= 32:
                del self.plays[next(iter(self.plays))]
            value = self.values(leaves)
            found = self.plays[leaves] = Play(self, value, value[self.root])
        return found

    def values(self, leaves: Sequence[int]) -> list[int]:
        """Each node's worth (over its denominator), the leaves' given in the order of `shown`: a decision worth
        its best option's."""
        value = [0] * len(self.op)
        for n, v in zip(self.at, leaves):
            value[n] = v
        get = value.__getitem__
        op, kids, mults = self.op, self.kids, self.mults
        for n in self.inner:
            if op[n] == SUM:
                value[n] = sum(map(mul, map(get, kids[n]), mults[n]))
            else:
                value[n] = max(map(mul, map(get, kids[n]), mults[n]))
        return value

    def flow(self, value: list[int]) -> list[int]:
        """How many ways, out of the root's denominator, end on each leaf (in the order of `shown`) under the play
        `value` found: the ways flow from the top, a decision's into the first option worth the most."""
        op, kids, mults, weights, whole = self.op, self.kids, self.mults, self.weights, self.whole
        ways = [0] * len(op)
        ways[self.root] = self.den[self.root]
        for n in reversed(self.inner):
            m = ways[n]
            if not m:
                continue
            if op[n] == SUM:
                each = m // whole[n]
                for kid, w in zip(kids[n], weights[n]):
                    ways[kid] += each * w
            else:
                best = value[n]
                for kid, f in zip(kids[n], mults[n]):
                    if value[kid] * f == best:
                        ways[kid] += m
                        break
        return [ways[n] for n in self.at]

    # -- the tree, built once --------------------------------------------------------------------------------
    def _node(self, op: int, den: int, kids: list[int], mults: list[int], weights: Sequence[int] = (),
              whole: int = 1) -> int:
        self.op.append(op)
        self.den.append(den)
        self.kids.append(kids)
        self.mults.append(mults)
        self.weights.append(weights)
        self.whole.append(whole)
        return len(self.op) - 1

    def _leaf(self, shown: State) -> int:
        found = self.leaves.get(shown)
        if found is None:
            found = self.leaves[shown] = self._node(None, 1, [], [])   # type: ignore[arg-type]
        return found

    def _best(self, options: list[int]) -> int:
        """A decision among these nodes."""
        if len(options) == 1:
            return options[0]
        den = self.den
        dens = [den[o] for o in options]
        common = dens[0]
        for d in dens:
            if d != common:
                common = lcm(*dens)
                return self._node(BEST, common, options, [common // d for d in dens])
        return self._node(BEST, common, options, [1] * len(options))

    def _before(self, pool: State, preset: tuple[int, ...]) -> int:
        # a die switched to a face no switch starts from is switched once at most: more switches than dice are idle
        budgets = tuple(min(p[1], sum(pool)) if p[0] == "switch" and p[2] else p[1] for p in self.phases)
        options = [self._throw(self.empty, pool, 0, budgets, False)]
        if pool and pool[0]:
            for n in preset:
                kept = self.empty[:n] + (1,) + self.empty[n + 1:]
                options.append(self._throw(kept, (pool[0] - 1, *pool[1:]), 0, budgets, False))
        return self._best(options)

    def _throw(self, kept: State, pool: State, phase: int, budgets: State, again: bool) -> int:
        """The chance node: `pool[t]` dice of each type thrown beside the dice `kept` (`again`: as a re-roll)."""
        key = (kept, pool, phase, budgets, again)
        found = self.throws.get(key)
        if found is not None:
            return found
        whole = 1
        for t, n in enumerate(pool):
            whole *= self.sides[t] ** n
        if not any(budgets[phase:]):
            # no help left: only how many dice show each kind matters
            start = self._shown(kept)
            found = self.lying.get((start, pool))
            if found is None:
                kids, weights = [], []
                for shown, w in self._spread(start, pool, None):
                    kids.append(self._leaf(shown))
                    weights.append(w)
                found = self.lying[start, pool] = self._node(SUM, whole, kids, weights, weights, whole)
        else:
            kids, weights = [], []
            settled, shown_, leaf, decide = self.settled, self._shown, self._leaf, self._decide
            for state, w in self._spread(kept, pool, again):
                if settled is not None:
                    shown = shown_(state)
                    kids.append(leaf(shown) if shown in settled else decide(state, phase, budgets))
                else:
                    kids.append(decide(state, phase, budgets))
                weights.append(w)
            den = self.den
            common = lcm(*{den[kid] for kid in kids})
            found = self._node(SUM, whole * common, kids, [w * (common // den[kid]) for kid, w in zip(kids, weights)],
                               weights, whole)
        self.throws[key] = found
        return found

    def _decide(self, state: State, phase: int, budgets: State) -> int:
        """A decision node: go on to the next help, or use this one again (each move the definition allows)."""
        key = (state, phase, budgets)
        found = self.decisions.get(key)
        if found is None:
            found = self.decisions[key] = self._decision(state, phase, budgets)
        return found

    def _decision(self, state: State, phase: int, budgets: State) -> int:
        if self.settled is not None and self._shown(state) in self.settled:
            return self._end(state)
        phases = self.phases
        after = len(phases)
        # the help still to come that may be used: a help with nothing left, or no die to switch, is passed over
        while True:
            while phase < after and not budgets[phase]:
                phase += 1
            if phase >= after:
                return self._end(state)
            help = phases[phase]
            if help[0] == "switch" and help[2]:
                # each die switched once at most: a budget beyond the dice that may still be switched is idle
                can = 0
                for n in help[3]:
                    can += state[n]
                if not can:
                    phase += 1
                    continue
                if can < budgets[phase]:
                    budgets = budgets[:phase] + (can,) + budgets[phase + 1:]
            break
        key = (state, phase, budgets)
        found = self.decisions.get(key)
        if found is not None:
            return found
        later = phase + 1
        while later < after and not budgets[later]:
            later += 1
        options = [self._end(state) if later >= after else self._decide(state, later, budgets)]
        spent = budgets[:phase] + (budgets[phase] - 1,) + budgets[phase + 1:]
        if help[0] == "reroll":
            throw = self._throw
            for kept, pool, again in self._rerolls(state, help):
                options.append(throw(kept, pool, phase, spent, again))
        else:
            decide = self._decide
            for turned in self._switched(state, help):
                options.append(decide(turned, phase, spent))
        found = self.decisions[key] = self._best(options)
        return found

    def _end(self, state: State) -> int:
        """The leaf of the dice the state shows."""
        if self.flat:
            return self._leaf(state)
        found = self.ends.get(state)
        if found is None:
            found = self.ends[state] = self._leaf(self._shown(state))
        return found

    def _rerolls(self, state: State, help: tuple[Any, ...]) -> list[tuple[State, State, bool]]:
        """Each re-roll the help allows from this state: (dice kept, dice thrown by type, as a re-roll)."""
        found = []
        _, _, most, again, allowed = help
        for picked in _picks([(n, c) for n, c in enumerate(state) if c and allowed[n]], most):
            kept, pool = list(state), [0] * len(self.sides)
            for n, c in picked:
                kept[n] -= c
                pool[self.slots[n][0]] += c
            found.append((tuple(kept), tuple(pool), again))
        return found

    def _switched(self, state: State, help: tuple[Any, ...]) -> list[State]:
        """Each state one switch the help allows leads to from this one: a die of one slot turned to another (no two
        alike, as no slot is turned to itself and each to another slot once)."""
        found = []
        turns = help[4]
        for n in help[3]:                     # the slots a switch starts from
            if state[n]:
                for to in turns[n]:
                    turned = list(state)
                    turned[n] -= 1
                    turned[to] += 1
                    found.append(tuple(turned))
        return found

    # -- how the dice fall ------------------------------------------------------------------------------------
    def _shown(self, state: State) -> State:
        """How many dice show each kind."""
        if self.flat:
            return state
        found = self.kinds.get(state)
        if found is None:
            k = self.nkinds
            found = self.kinds[state] = tuple([sum(state[n::k]) for n in range(k)])
        return found

    def _falls(self, t: int, n: int, again: bool | None) -> list[tuple[int, State]]:
        """Each way `n` dice of type `t` fall: (ordered rolls giving it, the dice it adds to each slot; to each kind
        when `again` is None)."""
        key = (t, n, again)
        found = self.fallen.get(key)
        if found is None:
            size, at = (self.nkinds, 0) if again is None else (self.size, self.slot[t, 0, again])
            found = self.fallen[key] = [
                (w, (0,) * at + split + (0,) * (size - at - len(split))) for split, w in falls(self.ways[t], n)]
        return found

    def _spread(self, kept: State, pool: State, again: bool | None) -> list[tuple[State, int]]:
        """Each way the pool may fall beside the dice `kept` (`again`: as a re-roll; None: by kind alone): the dice
        by slot, and how many ordered rolls give it (no two alike: the dice kept are the same in each)."""
        found = [(kept, 1)]
        for t, n in enumerate(pool):
            if n:
                parts = self._falls(t, n, again)
                found = [(tuple(map(add, state, part)), w * wp) for state, w in found for wp, part in parts]
        return found


class Play:
    """A worth's best play over a tree: each node's worth, the root's, and (counted when first asked) how many ways
    end on each leaf."""

    _slots__ = ("shape", "value", "worth", "_ways")

    def __init__(self, shape: Shape, value: list[int], worth: int) -> None:
        self.shape, self.value, self.worth = shape, value, worth
        self._ways: list[int] | None = None

    def ways(self) -> list[int]:
        if self._ways is None:
            self._ways = self.shape.flow(self.value)
        return self._ways


def _picks(free: list[tuple[int, int]], most: int | None) -> list[tuple[tuple[int, int], ...]]:
    """Every different set of the free dice (slot, how many) to re-roll, as (slot, how many) (dice alike counted
    once), at most `most` dice."""
    if most == 1:
        return [((n, 1),) for n, _ in free]
    found = []
    for counts in product(*(range(c + 1) for _, c in free)):
        size = sum(counts)
        if size and (most is None or size <= most):
            found.append(tuple((n, c) for (n, _), c in zip(free, counts) if c))
    return found
