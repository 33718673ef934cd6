"""A roll defined once — its dice, how it is judged, and the help its player may take during it, in order — that
the roll's steps play and its forecast searches, as OpenSpiel's chance nodes: the two cannot drift.

A ruleset builds a `Chance` from the state (the dice of the roll, the help its player still holds) in one place.
Its roll procedure asks the player only what `preset_faces`, `extra_dice`, `rerollable` and `switches` allow at
each step, and judges the dice with `judge`; its forecast calls `search`, an expectimax over the same
definition: at each throw every way the dice fall (counted multinomially, `dice.falls`), at each help every move
those functions allow, the move worth most on average taken. Exact: whole numbers over each node's denominator.

The search is in two parts. A roll's tree is built once from numbers alone (`_Shape`: how many faces of each die
type show each kind, the help as what it allows each kind of die, which ways the dice may show settle the roll),
shared by every roll alike — a few kept for the process, as `dice.falls` keeps its counts; it holds no card, no
judge and no worth. Then each worth is one pass over its nodes, the leaves worth what the judge's result for the
dice they show is worth (the judge's results kept in the caller's memo, e.g. `game.memo`); the play found for the
leaves' worths, numbers too, is kept with the tree for the next roll whose leaves are worth the same.

The help, in the order a definition lists it: before the throw `Extra` (more dice) and `Preset` (a die set to a
face rather than rolled); after it `Reroll` (chosen dice thrown again) and `Switch` (a die turned from one face
to another, each paid for), each as many times as the player holds it.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from itertools import product
from math import lcm
from operator import add, mul
from collections.abc import Mapping
from typing import Any, Callable, Hashable, Iterable, Sequence, Union

from .dice import DieType, Face, falls, splits


@dataclass(frozen=True)
class Extra:
    """Before the throw: up to `most` more dice of the pool's first type, if the player wants them."""

    most: int = 1


@dataclass(frozen=True)
class Preset:
    """Before the throw: one die of the pool's first type set to one of `faces` instead of rolled."""

    faces: tuple[Face, ...]

    def faces_given(self) -> tuple[Face, ...]:
        return self.faces


@dataclass(frozen=True)
class Reroll:
    """After the throw: `times` re-rolls, each of the dice the player picks (`dice`: at most so many a time;
    `once_each`: a die already re-rolled is never re-rolled again)."""

    times: int
    dice: int | None = None
    once_each: bool = False


@dataclass(frozen=True)
class Switch:
    """After the re-rolls: a die showing one of `source` turned to one of `to`, one at a time, `times` times."""

    times: int
    source: tuple[Face, ...]
    to: tuple[Face, ...]

    def faces_given(self) -> tuple[Face, ...]:
        return self.to


Help = Union[Extra, Preset, Reroll, Switch]
BEFORE = (Extra, Preset)


def _never(result: Any) -> bool:
    return False


def _itself(face: Face) -> Hashable:
    return face


@dataclass(frozen=True)
class Chance:
    """One roll: its dice (type, how many), the judge of the faces they end on, the help allowed in order, when the
    result is `settled` (no help is offered any more), and `kind`: what tells two faces apart for this roll (faces
    of one kind must be alike to the judge and to every help; the search counts them together)."""

    dice: tuple[tuple[DieType, int], ...]
    judge: Callable[[Sequence[Face]], Hashable]
    help: tuple[Help, ...] = ()
    settled: Callable[[Any], bool] = _never
    kind: Callable[[Face], Hashable] = _itself

    def __post_init__(self) -> None:
        after = False
        for h in self.help:
            if isinstance(h, BEFORE) and after:
                raise ValueError("help before the throw (extra dice, a die set) must come first")
            after = after or not isinstance(h, BEFORE)

    def of(self, kind: type) -> Any:
        """The help of this kind the roll allows (None: none)."""
        return next((h for h in self.help if isinstance(h, kind)), None)


@dataclass(frozen=True)
class Fall:
    """A roll under way: each die's type (its place in the pool) and the face it shows, and the dice (by place)
    already re-rolled."""

    faces: tuple[tuple[int, Face], ...]
    rerolled: frozenset[int] = frozenset()

    def shown(self) -> tuple[Face, ...]:
        return tuple(face for _, face in self.faces)


# -- a draw of cards --------------------------------------------------------------------------------------------
Composition = tuple[tuple[Any, int], ...]   # each kind of card and how many: a deck whose order nobody knows


def composition(kinds: Iterable[Any]) -> Composition:
    """The cards of a deck as a composition (their kinds counted), its order unknown to everyone."""
    counted: dict[Any, int] = {}
    for kind in kinds:
        counted[kind] = counted.get(kind, 0) + 1
    return tuple(sorted(counted.items(), key=lambda item: repr(item[0])))


@dataclass(frozen=True)
class Draw:
    """A draw of cards as chance: taken from each source in turn, the next only once the one before has run out;
    each source a deck as a composition, so every set of its cards is as likely as another. A ruleset's draw says
    its sources in one place, which its draw takes from and its odds count."""

    sources: tuple[Composition, ...]

    def cards(self, source: int) -> list[Any]:
        """The source's cards, kind by kind (in no order that means anything)."""
        return [kind for kind, n in self.sources[source] for _ in range(n)] if source < len(self.sources) else []

    def taking(self, count: int) -> tuple[int, ...]:
        """How many cards a draw of `count` takes from each source."""
        taken = []
        for source in self.sources:
            n = min(count, sum(c for _, c in source))
            taken.append(n)
            count -= n
        return tuple(taken)


# -- what the player may do now: asked by the roll's steps and by the search alike ------------------------------
def extra_dice(chance: Chance) -> int:
    """How many more dice the player may add before the throw."""
    h = chance.of(Extra)
    return h.most if h is not None else 0


def preset_faces(chance: Chance) -> tuple[Face, ...]:
    """The faces a die may be set to before the throw (none: no die may be set)."""
    h = chance.of(Preset)
    return h.faces if h is not None and any(n for _, n in chance.dice[:1]) else ()


def rerollable(chance: Chance, help: Reroll, fall: Fall) -> tuple[int, ...]:
    """The dice (by place) the player may pick for a re-roll now; none when no re-roll is held or the result is
    settled. At most `help.dice` of them are re-rolled together."""
    if help.times < 1 or not fall.faces or _settled(chance, fall):
        return ()
    return _rerollable(help, fall)


def _settled(chance: Chance, fall: Fall) -> bool:
    return chance.settled is not _never and chance.settled(chance.judge(fall.shown()))


def _rerollable(help: Reroll, fall: Fall) -> tuple[int, ...]:
    return tuple(n for n in range(len(fall.faces)) if not (help.once_each and n in fall.rerolled))


def switches(chance: Chance, help: Switch, fall: Fall) -> tuple[tuple[int, Face], ...]:
    """Each (die by place, face it may be turned to) the player may switch now."""
    if help.times < 1 or _settled(chance, fall):
        return ()
    return _switches(help, fall)


def _switches(help: Switch, fall: Fall) -> tuple[tuple[int, Face], ...]:
    return tuple((n, to) for n, (_, face) in enumerate(fall.faces) if face in help.source
                 for to in help.to if to != face)


def percent(p: Fraction) -> str:
    """A chance as a designer's table prints it, in whole percent: "-" never, "<1" under half a percent, ">99" short
    of sure, "100" sure."""
    if p == 0:
        return "-"
    if p == 1:
        return "100"
    if p >= Fraction(199, 200):
        return ">99"
    return f"{float(p) * 100:.0f}" if p >= Fraction(1, 200) else "<1"


# -- the forecast ---------------------------------------------------------------------------------------------
class Forecast:
    """What a roll brings when each help is used for the most `worth` on average: that average, and the chance of
    each result the judge gives (`counts` ways out of `den`, counted when first asked)."""

    __slots__ = ("worth", "den", "_counts", "_count")

    def __init__(self, worth: Fraction, den: int, count: Callable[[], dict[Hashable, int]]) -> None:
        self.worth, self.den, self._count = worth, den, count
        self._counts: dict[Hashable, int] | None = None

    @property
    def counts(self) -> dict[Hashable, int]:
        """How many ways, out of `den`, give each result."""
        if self._counts is None:
            self._counts = self._count()
        return self._counts

    @property
    def results(self) -> dict[Hashable, Fraction]:
        return {r: Fraction(n, self.den) for r, n in self.counts.items()}


def plain(chance: Chance, memo: dict[Any, Any] | None = None) -> dict[Hashable, Fraction]:
    """The chance of each result of the dice alone, no help taken."""
    return searches(replace(chance, help=()), [_nothing], memo)[0].results


def _nothing(result: Any) -> int:
    return 0


def search(chance: Chance, worth: Callable[[Any], Any] | Mapping[Any, Any],
           memo: dict[Any, Any] | None = None) -> Forecast:
    """The best play of the roll's help for `worth` (a function or a mapping of results to numbers), by expectimax
    over the definition: each decision the one worth most on average (on a tie the one taking least help, then the
    first offered). `memo` (e.g. a dict kept in `game.memo`) keeps how the roll is judged — the judge's result for
    each way its dice may show — for every search of the roll, whatever its worth; the shape of its tree, numbers
    alone, is kept for the process."""
    return searches(chance, [worth], memo)[0]


def searches(chance: Chance, worths: Sequence[Callable[[Any], Any] | Mapping[Any, Any]],
             memo: dict[Any, Any] | None = None) -> list[Forecast]:
    """`search` for several worths at once, over one tree of the roll (each worth's own best play)."""
    memo = {} if memo is None else memo
    key = ("roll", chance.dice, chance.help, chance.judge, chance.settled, chance.kind)
    roll = memo.get(key)
    if roll is None:
        roll = memo[key] = _Roll(chance, memo)
    return [roll.search(w.__getitem__ if isinstance(w, Mapping) else w) for w in worths]


State = tuple[int, ...]          # how many dice lie in each slot (or show each kind)
SUM, BEST = 0, 1                 # a throw (or dice thrown with no help left) and a decision


class _Roll:
    """A roll as its searches see it, kept in the memo: its kinds of faces, the judge's result for every way its
    dice may show, and the shape of its tree in numbers alone (`_shape`, the same for every roll alike). Kinds are
    numbered across the dice types: faces of one kind are alike to the judge and to every help."""

    def __init__(self, chance: Chance, memo: dict[Any, Any]) -> None:
        self.chance = chance
        # the help after the throw, but for a help held no times (it allows nothing: the tree is the one without it)
        after = tuple(h for h in chance.help if not isinstance(h, BEFORE) and h.times > 0)
        kinds: dict[Hashable, int] = {}        # kind -> its number
        faces: list[Face] = []                 # a face of each kind, by number
        # faces a help may set or turn a die to count as kinds too, even those no face of the die shows
        for face in [f for die, _ in chance.dice for f in die.faces] + \
                [f for h in chance.help if isinstance(h, (Preset, Switch)) for f in h.faces_given()]:
            k = chance.kind(face)
            if k not in kinds:
                kinds[k] = len(faces)
                faces.append(face)
        self.faces = tuple(faces)
        nkinds, types = len(faces), len(chance.dice)
        ways = []                              # per die type: how many of its faces show each kind
        for die, _ in chance.dice:
            counted = [0] * nkinds
            for face in die.faces:
                counted[kinds[chance.kind(face)]] += 1
            ways.append(tuple(counted))
        # a die re-rolled is told apart only where a help re-rolls each die once, and dice are re-rolled more than once
        twice = any(isinstance(h, Reroll) and h.once_each for h in after) and \
            sum(h.times for h in after if isinstance(h, Reroll)) > 1
        slots = _slots(types, nkinds, twice)
        slot = {s: n for n, s in enumerate(slots)}
        # what each help allows a die of each slot, asked of the functions the roll's steps ask (`rerollable`,
        # `switches`) with that die alone: a help's moves for a die depend on that die alone
        phases: list[tuple[Any, ...]] = []
        for h in after:
            alone = [Fall(((t, faces[k]),), frozenset({0}) if again else frozenset()) for t, k, again in slots]
            if isinstance(h, Reroll):
                phases.append(("reroll", h.times, h.dice, h.once_each and twice,
                               tuple(bool(_rerollable(h, fall)) for fall in alone)))
            else:
                turns = []
                for n, ((t, _, again), fall) in enumerate(zip(slots, alone)):
                    to = [slot[t, kinds[chance.kind(face)], again] for _, face in _switches(h, fall)]
                    turns.append(tuple(dict.fromkeys(m for m in to if m != n)))
                # a die switched to a face no switch starts from is switched once at most
                once = not set(h.to) & set(h.source)
                sources = tuple(n for n, (_, k, _) in enumerate(slots) if faces[k] in h.source)
                phases.append(("switch", h.times, once, sources, tuple(turns)))
        preset = tuple(dict.fromkeys(slot[0, kinds[chance.kind(face)], False] for face in preset_faces(chance)))
        extra = extra_dice(chance)
        pool = tuple(n for _, n in chance.dice)
        # the dice showing each kind -> the judge's result, shared by every roll with these kinds and this judge
        self.by_kinds: dict[State, Hashable] = memo.setdefault(("judged by kinds", self.faces, chance.judge), {})
        settled = None
        if chance.settled is not _never:
            dice = sum(pool)
            settled = frozenset(shown for more in range(extra + 1) for shown in splits(dice + more, nkinds)
                                if chance.settled(self.judge(shown)))
        self.shape = _shape(tuple(ways), pool, twice, extra, preset, tuple(phases), settled)
        results: dict[Hashable, int] = {}
        by_kinds, ends, judge, face_of = self.by_kinds, [], chance.judge, self.faces.__getitem__
        for shown, kinds_shown in zip(self.shape.shown, self.shape.dice()):   # every leaf judged, each way once
            found = by_kinds.get(shown, by_kinds)
            if found is by_kinds:
                found = by_kinds[shown] = judge(tuple(map(face_of, kinds_shown)))
            ends.append(results.setdefault(found, len(results)))
        self.ends = ends
        self.results = list(results)           # the leaves' results; `ends`: each leaf's among them

    def judge(self, shown: State) -> Hashable:
        """The judge's result for the dice showing each kind so many times (kept in the memo)."""
        found = self.by_kinds.get(shown, self)
        if found is self:
            faces: list[Face] = []
            for face, c in zip(self.faces, shown):
                if c:
                    faces += [face] * c
            found = self.by_kinds[shown] = self.chance.judge(tuple(faces))
        return found

    def search(self, worth: Callable[[Any], Any]) -> Forecast:
        """The best play for `worth`: one pass over the tree's nodes, in whole numbers."""
        worths = list(map(worth, self.results))
        scale = 1
        if set(map(type, worths)) - {int}:
            exact = [Fraction(v) for v in worths]
            scale = lcm(1, *(v.denominator for v in exact))   # every worth a whole number
            worths = [int(v * scale) for v in exact]
        shape = self.shape
        play = shape.play(tuple(map(worths.__getitem__, self.ends)))
        den = shape.den[shape.root]
        return Forecast(Fraction(play.worth, den * scale), den, lambda: self._counts(play))

    def _counts(self, play: "_Play") -> dict[Hashable, int]:
        counts: dict[Hashable, int] = {}
        for n, ways in zip(self.ends, play.ways()):
            if ways:
                result = self.results[n]
                counts[result] = counts.get(result, 0) + ways
        return counts


def _slots(types: int, kinds: int, twice: bool) -> list[tuple[int, int, bool]]:
    """Each slot: (die type, kind shown, re-rolled already), kinds together within a type."""
    return [(t, k, again) for again in ((False, True) if twice else (False,)) for t in range(types)
            for k in range(kinds)]


_SHAPES: dict[tuple[Any, ...], "_Shape"] = {}


def forget(counts: bool = True) -> None:
    """Let go of every roll's tree and (`counts`) every count of dice kept for the process: the next search works
    out everything again (what a benchmark of a process's first search times)."""
    _SHAPES.clear()
    if counts:
        falls.cache_clear()


def _shape(*key: Any) -> "_Shape":
    """A tree's shape from numbers alone, shared by every roll alike (a few kept, as `dice.falls` keeps its counts)."""
    found = _SHAPES.get(key)
    if found is None:
        if len(_SHAPES) >= 64:
            del _SHAPES[next(iter(_SHAPES))]
        found = _SHAPES[key] = _Shape(*key)
    return found


class _Shape:
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
        self.slots = _slots(len(ways), self.nkinds, twice)
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
        self.plays: dict[tuple[int, ...], _Play] = {}
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
    def play(self, leaves: tuple[int, ...]) -> "_Play":
        """The best play for these leaves' worths (in the order of `shown`), a few kept with the tree: numbers alone,
        alike for every roll of this shape whose leaves are worth the same (a fight's results asked again)."""
        found = self.plays.get(leaves)
        if found is None:
            if len(self.plays) >= 32:
                del self.plays[next(iter(self.plays))]
            value = self.values(leaves)
            found = self.plays[leaves] = _Play(self, value, value[self.root])
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


class _Play:
    """A worth's best play over a tree: each node's worth, the root's, and (counted when first asked) how many ways
    end on each leaf."""

    __slots__ = ("shape", "value", "worth", "_ways")

    def __init__(self, shape: _Shape, value: list[int], worth: int) -> None:
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
