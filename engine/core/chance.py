"""A roll defined once — its dice, how it is judged, and the help its player may take during it, in order — that
the roll's steps play and its forecast searches, as OpenSpiel's chance nodes: the two cannot drift.

A ruleset builds a `Chance` from the state (the dice of the roll, the help its player still holds) in one place.
Its roll procedure asks the player only what `preset_faces`, `extra_dice`, `rerollable` and `switches` allow at
each step, and judges the dice with `judge`; its forecast calls `search`, an expectimax over the same
definition: at each throw every way the dice fall (counted multinomially, `dice.falls`), at each help every move
those functions allow, the move worth most on average taken. Exact `Fraction`s throughout.

The help, in the order a definition lists it: before the throw `Extra` (more dice) and `Preset` (a die set to a
face rather than rolled); after it `Reroll` (chosen dice thrown again) and `Switch` (a die turned from one face
to another, each paid for), each as many times as the player holds it.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from itertools import product
from math import lcm
from typing import Any, Callable, Hashable, Iterable, Mapping, Sequence, Union

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
@dataclass(frozen=True)
class Forecast:
    """What a roll brings when each help is used for the most `worth` on average: that average, and the chance of
    each result the judge gives."""

    worth: Fraction
    counts: dict[Hashable, int]       # how many ways, out of `den`, give each result
    den: int

    @property
    def results(self) -> dict[Hashable, Fraction]:
        return {r: Fraction(n, self.den) for r, n in self.counts.items()}


def plain(chance: Chance, memo: dict[Any, Any] | None = None) -> dict[Hashable, Fraction]:
    """The chance of each result of the dice alone, no help taken."""
    return searches(replace(chance, help=()), [_nothing], memo, "plain")[0].results


def _nothing(result: Any) -> int:
    return 0


def search(chance: Chance, worth: Callable[[Any], Any] | Mapping[Any, Any], memo: dict[Any, Any] | None = None,
           key: Hashable = (), top: Any = None) -> Forecast:
    """The best play of the roll's help for `worth` (a function or a mapping of results to numbers), by expectimax
    over the definition: each decision the one worth most on average (on a tie the one taking least help, then the
    first offered). `memo` (e.g. a dict kept in `game.memo` for this roll) keeps what was worked out; searches of
    one roll for different worths share it, told apart by `key`. `top`, when known, is the most any result is worth
    (a play reaching it needs no more help); else it is found by judging every way the dice may show."""
    return searches(chance, [worth], memo, key, top)[0]


def searches(chance: Chance, worths: Sequence[Callable[[Any], Any] | Mapping[Any, Any]],
             memo: dict[Any, Any] | None = None, key: Hashable = (), top: Any = None) -> list[Forecast]:
    """`search` for several worths at once, in one walk of the roll (each worth's own best play)."""
    values = [w.__getitem__ if isinstance(w, Mapping) else w for w in worths]
    return _Search(chance, values, {} if memo is None else memo, key, top).start()


State = tuple[int, ...]          # how many dice lie in each slot
Counts = dict[Hashable, int]     # how many ways (of a denominator) give each result
# a node, for each worth searched: (the expected worth, how many of `den` ways give each result, den)
Ratio = tuple[int, int]          # a number as (numerator, denominator), not reduced: the search's arithmetic
_Node = tuple[tuple[Ratio, ...], tuple[Counts, ...], tuple[int, ...]]


def _ratio(number: Any) -> Ratio:
    exact = Fraction(number)
    return exact.numerator, exact.denominator


class _Search:
    """The expectimax. A state counts the dice in each slot — a slot being a die type, a kind of face shown, and
    whether the die was re-rolled already (told apart only while that matters) — so dice alike are counted
    together; the help still held travels with it. Kinds are numbered across the dice types, and a state is judged
    by how many dice show each kind. Several worths are searched in one walk, each by its own best play."""

    def __init__(self, chance: Chance, worths: list[Callable[[Any], Any]], memo: dict[Any, Any], key: Hashable,
                 top: Any = None) -> None:
        self.chance, self.worths, self.memo, self.key = chance, worths, memo, key
        self.k = range(len(worths))
        self.top = None if top is None else _ratio(top)
        self.after = tuple(h for h in chance.help if not isinstance(h, BEFORE))
        self.kinds: dict[Hashable, int] = {}   # kind -> its number
        self.faces: list[Face] = []            # a face of each kind, by number
        # faces a help may set or turn a die to count as kinds too, even those no face of the die shows
        for face in [f for die, _ in chance.dice for f in die.faces] + \
                [f for h in chance.help if isinstance(h, (Preset, Switch)) for f in h.faces_given()]:
            k = chance.kind(face)
            if k not in self.kinds:
                self.kinds[k] = len(self.faces)
                self.faces.append(face)
        kinds, types = len(self.faces), len(chance.dice)
        # a die re-rolled is told apart only where a help re-rolls each die once, and dice are re-rolled more than once
        twice = any(isinstance(h, Reroll) and h.once_each for h in self.after) and \
            sum(h.times for h in self.after if isinstance(h, Reroll)) > 1
        self.twice = twice
        self.slots = [(t, k, again) for again in ((False, True) if twice else (False,))
                      for t in range(types) for k in range(kinds)]
        self.slot = {s: n for n, s in enumerate(self.slots)}
        self.ways: list[tuple[int, ...]] = []  # per die type: how many of its faces show each kind
        for die, _ in chance.dice:
            ways = [0] * kinds
            for face in die.faces:
                ways[self.kinds[chance.kind(face)]] += 1
            self.ways.append(tuple(ways))
        self.sides = [len(die.faces) for die, _ in chance.dice]
        self.settles = chance.settled is not _never
        self.empty = (0,) * len(self.slots)
        # switches whose faces switched to are never switched from: each die is switched once at most
        self.once = [isinstance(h, Switch) and not set(h.to) & set(h.source) for h in self.after]
        self.sources = [[n for n, (_, k, _) in enumerate(self.slots) if self.faces[k] in h.source]
                        if isinstance(h, Switch) else [] for h in self.after]
        faces = tuple(self.faces)
        # what the worths do not change is shared by every search of the roll; the rest is told apart by `key`
        shared = memo.setdefault(("shared", faces, types, twice, self.after, chance.settled), {})
        own = memo.setdefault(("own", key, faces, types, twice, self.after), {})
        self.judgements: dict[State, Hashable] = shared.setdefault("judged", {})   # state -> result
        # the dice showing each kind -> the judge's result, for every help the roll's definition may hold
        self.by_kinds: dict[State, Hashable] = memo.setdefault(("judged by kinds", faces), {})
        # dice showing each kind, and more of each type thrown beside them -> how many ways give each result
        self.lying: dict[tuple[State, State], Counts] = memo.setdefault(
            ("judged throws", faces, tuple(die for die, _ in chance.dice)), {})
        self.moves: dict[tuple[Any, ...], list[tuple[Any, ...]]] = shared.setdefault("moves", {})
        self.spreads: dict[tuple[Any, ...], dict[State, int]] = shared.setdefault("spreads", {})
        self.switchable: dict[tuple[State, int], int] = shared.setdefault("switchable", {})
        self.fallen: dict[tuple[int, int, bool | None], list[tuple[int, tuple[tuple[int, int], ...]]]] = \
            shared.setdefault("falls", {})
        self.nodes: dict[tuple[Any, ...], _Node] = own.setdefault("nodes", {})
        self.ceilings: dict[int, tuple[Ratio, ...]] = own.setdefault("ceilings", {})
        self.leaves: dict[State, _Node] = own.setdefault("leaves", {})
        self.valued: dict[Hashable, tuple[Ratio, ...]] = own.setdefault("worths", {})
        self.helps: dict[tuple[int, int], Help] = {}
        self.tops = None if self.top is None else (self.top,) * len(worths)
        self.shown = [(t, self.faces[k]) for t, k, _ in self.slots]

    def alike(self, item: Any) -> tuple[Any, ...]:
        """The same for each worth searched."""
        return (item,) if len(self.worths) == 1 else (item,) * len(self.worths)

    def _fall(self, state: State) -> tuple[Fall, list[int]]:
        """The state as a roll's steps see it, and the slot of each die."""
        at = [n for n, c in enumerate(state) for _ in range(c)]
        shown = self.shown
        return Fall(tuple([shown[n] for n in at]), frozenset(i for i, n in enumerate(at) if self.slots[n][2])), at

    def _judged(self, state: State) -> Hashable:
        found = self.judgements.get(state, self)
        if found is self:
            found = self.judgements[state] = self._by_kinds(self._shown(state))
        return found

    def _worth(self, result: Hashable) -> tuple[Ratio, ...]:
        found = self.valued.get(result)
        if found is None:
            found = self.valued[result] = tuple(_ratio(worth(result)) for worth in self.worths)
        return found

    def _ceiling(self, dice: int) -> tuple[Ratio, ...]:
        """The most any result of `dice` dice is worth: a play reaching it needs no more help."""
        if self.tops is not None:
            return self.tops
        found = self.ceilings.get(dice)
        if found is None:
            worths = [self._worth(self._by_kinds(split)) for split in splits(dice, len(self.faces))]
            found = self.ceilings[dice] = tuple(max((w[k] for w in worths), key=lambda r: Fraction(*r)) for k in self.k)
        return found

    def _best(self, options: list[_Node]) -> _Node:
        """Each worth's best option (the first of equals)."""
        if len(self.worths) == 1:
            best = options[0]
            top, under = best[0][0]
            for option in options[1:]:
                n, d = option[0][0]
                if n * under > top * d:
                    best, top, under = option, n, d
            return best
        values, counts, dens = list(options[0][0]), list(options[0][1]), list(options[0][2])
        for option in options[1:]:
            for k in self.k:
                n, d = option[0][k]
                if n * values[k][1] > values[k][0] * d:
                    values[k], counts[k], dens[k] = (n, d), option[1][k], option[2][k]
        return tuple(values), tuple(counts), tuple(dens)

    def start(self) -> list[Forecast]:
        options = []
        for more in range(extra_dice(self.chance) + 1):
            pool = [n for _, n in self.chance.dice]
            if pool:
                pool[0] += more
            options.append(self._before(tuple(pool)))
        values, counts, dens = self._best(options)
        return [Forecast(Fraction(*values[k]), counts[k], dens[k]) for k in self.k]

    def _before(self, pool: State) -> _Node:
        # a die switched to a face no switch starts from is switched once at most: more switches than dice are idle
        budgets = tuple(min(h.times, sum(pool)) if isinstance(h, Switch) and not set(h.to) & set(h.source) else h.times
                        for h in self.after)
        options = [self._throw(self.empty, pool, 0, budgets, False)]
        if pool and pool[0]:
            seen: set[int] = set()
            for face in preset_faces(self.chance):
                n = self.slot[0, self.kinds[self.chance.kind(face)], False]
                if n not in seen:
                    seen.add(n)
                    kept = self.empty[:n] + (1,) + self.empty[n + 1:]
                    options.append(self._throw(kept, (pool[0] - 1, *pool[1:]), 0, budgets, False))
        return self._best(options)

    def _falls(self, t: int, n: int, again: bool | None) -> list[tuple[int, tuple[tuple[int, int], ...]]]:
        """Each way `n` dice of type `t` fall: (ordered rolls giving it, (slot, dice) pairs; (kind, dice) pairs
        when `again` is None)."""
        key = (t, n, again)
        found = self.fallen.get(key)
        if found is None:
            found = [
                (w, tuple((k if again is None else self.slot[t, k, again], c) for k, c in enumerate(split) if c))
                for split, w in falls(self.ways[t], n)] if n else [(1, ())]
            self.fallen[key] = found
        return found

    def _throw(self, kept: State, pool: State, phase: int, budgets: State, again: bool) -> _Node:
        """The chance node: `pool[t]` dice of each type thrown beside the dice `kept` (`again`: as a re-roll)."""
        key = ("throw", kept, pool, phase, budgets, again)
        found: _Node | None = self.nodes.get(key)
        if found is not None:
            return found
        whole = 1
        for t, n in enumerate(pool):
            whole *= self.sides[t] ** n
        if not any(budgets[phase:]):
            # no help left: only how many dice show each kind matters, and the judge says the rest (the same for
            # every worth and every help of the roll)
            start = self._shown(kept)
            counts = self.lying.get((start, pool))
            if counts is None:
                counts = self.lying[start, pool] = {}
                for shown, weight in self._spread(start, pool, None).items():
                    result = self._by_kinds(shown)
                    counts[result] = counts.get(result, 0) + weight
            found = (tuple([self._value(counts, whole, k) for k in self.k]), self.alike(counts), self.alike(whole))
        else:
            # each fall's best play, its results counted in whole numbers over a denominator common to them all
            settles, settled = self.settles, self.chance.settled
            played: list[tuple[int, _Node]] = []
            for state, weight in self._spread(kept, pool, again).items():
                if settles and settled(self._judged(state)):
                    played.append((weight, self._leaf(state)))
                else:
                    played.append((weight, self._decide(state, phase, budgets)))
            if len(self.worths) == 1:
                common = lcm(*{node[2][0] for _, node in played})
                counts = {}
                for weight, node in played:
                    scale = weight * (common // node[2][0])
                    for result, n in node[1][0].items():
                        counts[result] = counts.get(result, 0) + scale * n
                found = ((self._value(counts, common * whole, 0),), (counts,), (common * whole,))
                self.nodes[key] = found
                return found
            values, every, dens = [], [], []
            for k in self.k:
                common = lcm(*{node[2][k] for _, node in played})
                counts = {}
                for weight, node in played:
                    scale = weight * (common // node[2][k])
                    for result, n in node[1][k].items():
                        counts[result] = counts.get(result, 0) + scale * n
                values.append(self._value(counts, common * whole, k))
                every.append(counts)
                dens.append(common * whole)
            found = (tuple(values), tuple(every), tuple(dens))
        self.nodes[key] = found
        return found

    def _switchable(self, state: State, phase: int) -> int:
        key = (state, phase)
        found = self.switchable.get(key)
        if found is None:
            found = self.switchable[key] = sum(state[n] for n in self.sources[phase])
        return found

    def _value(self, counts: Counts, den: int, k: int) -> Ratio:
        """Worth `k`'s average over results that come so many ways in `den`: a worth is the final result's alone."""
        over: dict[int, int] = {}
        for result, n in counts.items():
            wn, wd = self._worth(result)[k]
            over[wd] = over.get(wd, 0) + wn * n
        if len(over) == 1:
            (d, n), = over.items()
            return n, d * den
        common = lcm(*over)
        return sum(n * (common // d) for d, n in over.items()), common * den

    def _spread(self, start: State, pool: State, again: bool | None) -> dict[State, int]:
        """Each way the pool may fall beside `start`, the same ones together: the dice by slot (by kind alone when
        `again` is None) -> how many ordered rolls give it."""
        key = (start, pool, again)
        found = self.spreads.get(key)
        if found is not None:
            return found
        spread = {start: 1}
        for t, n in enumerate(pool):
            if not n:
                continue
            parts = self._falls(t, n, again)
            grown: dict[State, int] = {}
            for state, w in spread.items():
                for wf, part in parts:
                    dice = list(state)
                    for at, c in part:
                        dice[at] += c
                    dice_ = tuple(dice)
                    grown[dice_] = grown.get(dice_, 0) + w * wf
            spread = grown
        self.spreads[key] = spread
        return spread

    def _shown(self, state: State) -> State:
        shown = [0] * len(self.faces)
        for n, c in enumerate(state):
            if c:
                shown[self.slots[n][1]] += c
        return tuple(shown)

    def _by_kinds(self, shown: State) -> Hashable:
        found = self.by_kinds.get(shown, self)
        if found is self:
            found = self.by_kinds[shown] = self.chance.judge(tuple(self.faces[k] for k, c in enumerate(shown)
                                                                   for _ in range(c)))
        return found

    def _leaf(self, state: State) -> _Node:
        leaf = self.leaves.get(state)
        if leaf is None:
            result = self._judged(state)
            leaf = self.leaves[state] = (self._worth(result), ({result: 1},) * len(self.worths),
                                         (1,) * len(self.worths))
        return leaf

    def _decide(self, state: State, phase: int, budgets: State) -> _Node:
        """A decision node: go on to the next help, or use this one again (each move the definition allows)."""
        after = len(self.after)
        while phase < after and not budgets[phase]:
            phase += 1
        if phase >= after:
            return self._leaf(state)
        if self.once[phase]:
            # each die switched once at most: a budget beyond the dice that may still be switched is idle
            can = self._switchable(state, phase)
            if can < budgets[phase]:
                budgets = budgets[:phase] + (can,) + budgets[phase + 1:]
                if not can:
                    return self._decide(state, phase + 1, budgets)
        key = (state, phase, budgets)
        found: _Node | None = self.nodes.get(key)
        if found is not None:
            return found
        options = [self._decide(state, phase + 1, budgets)]
        go_on, ceiling = options[0][0], self._ceiling(sum(state))
        if len(go_on) == 1:
            (v, w), (c, d) = go_on[0], ceiling[0]
            below = v * d < c * w
        else:
            below = any(v[0] * c[1] < c[0] * v[1] for v, c in zip(go_on, ceiling))
        if below:
            spent = budgets[:phase] + (budgets[phase] - 1,) + budgets[phase + 1:]
            for move in self._moves(state, phase, budgets[phase]):
                if move[0] == "throw":
                    options.append(self._throw(move[1], move[2], phase, spent, move[3]))
                else:
                    options.append(self._decide(move[1], phase, spent))
        found = self.nodes[key] = self._best(options)
        return found

    def _moves(self, state: State, phase: int, budget: int) -> list[tuple[Any, ...]]:
        """Each move this help allows from this state, as what it leads to: ("throw", kept, pool, re-rolled) or
        ("decide", state switched). Asked of the same functions the roll's steps ask (`rerollable`, `switches`),
        through the state as a `Fall`."""
        help = self.helps.get((phase, budget))
        if help is None:
            help = self.helps[phase, budget] = replace(self.after[phase], times=budget)
        key = (state, phase, budget)
        found = self.moves.get(key)
        if found is not None:
            return found
        found = []
        if not (self.settles and self.chance.settled(self._judged(state))):
            fall, at = self._fall(state)
            if isinstance(help, Reroll):
                again = help.once_each and self.twice
                for picked in _picks(at, _rerollable(help, fall), help.dice):
                    kept, pool = list(state), [0] * len(self.chance.dice)
                    for n, c in picked:
                        kept[n] -= c
                        pool[self.slots[n][0]] += c
                    found.append(("throw", tuple(kept), tuple(pool), again))
            elif isinstance(help, Switch):
                seen = {state}
                for i, face in _switches(help, fall):
                    n = at[i]
                    t, _, was = self.slots[n]
                    turned = list(state)
                    turned[n] -= 1
                    turned[self.slot[t, self.kinds[self.chance.kind(face)], was]] += 1
                    turned_ = tuple(turned)
                    if turned_ not in seen:
                        seen.add(turned_)
                        found.append(("decide", turned_))
        self.moves[key] = found
        return found


def _picks(at: list[int], allowed: tuple[int, ...], most: int | None) -> list[tuple[tuple[int, int], ...]]:
    """Every different set of the allowed dice to re-roll, as (slot, how many) (dice alike counted once), at most
    `most` dice."""
    free: dict[int, int] = {}
    for i in allowed:
        free[at[i]] = free.get(at[i], 0) + 1
    if most == 1:
        return [((n, 1),) for n in free]
    slots = list(free.items())
    found = []
    for counts in product(*(range(c + 1) for _, c in slots)):
        size = sum(counts)
        if size and (most is None or size <= most):
            found.append(tuple((n, c) for (n, _), c in zip(slots, counts) if c))
    return found
