"""A roll defined once — its dice, how it is judged, and the help its player may take during it, in order — that
the roll's steps play and its forecast searches, as OpenSpiel's chance nodes: the two cannot drift.

A ruleset builds a `Chance` from the state (the dice of the roll, the help its player still holds) in one place.
Its roll procedure asks the player only what `preset_faces`, `extra_dice`, `rerollable` and `switches` allow at
each step, and judges the dice with `judge`; its forecast calls `search`, an expectimax over the same
definition: at each throw every way the dice fall (counted multinomially, `dice.falls`), at each help every move
those functions allow, the move worth most on average taken. Exact: whole numbers over each node's denominator.

The search is in two parts. A roll's tree is built once from numbers alone (`chance_tree.Shape`: how many faces
of each die type show each kind, the help as what it allows each kind of die, which ways the dice may show settle
the roll), shared by every roll alike — a few kept for the process, as `dice.falls` keeps its counts; it holds no
card, no judge and no worth. Then each worth is one pass over its nodes, the leaves worth what the judge's result
for the dice they show is worth (the judge's results kept in the caller's memo, e.g. `game.memo`); the play found
for the leaves' worths, numbers too, is kept with the tree for the next roll whose leaves are worth the same.

The help, in the order a definition lists it: before the throw `Extra` (more dice) and `Preset` (a die set to a
face rather than rolled); after it `Reroll` (chosen dice thrown again) and `Switch` (a die turned from one face
to another, each paid for), each as many times as the player holds it.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from math import lcm
from collections.abc import Mapping
from typing import Any, Callable, Hashable, Iterable, Sequence, Union

from . import chance_tree
from .chance_tree import Play, State, forget as forget
from .dice import DieType, Face, splits


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


class _Roll:
    """A roll as its searches see it, kept in the memo: its kinds of faces, the judge's result for every way its
    dice may show, and the shape of its tree in numbers alone (`chance_tree.shape`, the same for every roll alike).
    Kinds are numbered across the dice types: faces of one kind are alike to the judge and to every help."""

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
        slots = chance_tree.slots(types, nkinds, twice)
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
        self.shape = chance_tree.shape(tuple(ways), pool, twice, extra, preset, tuple(phases), settled)
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

    def _counts(self, play: Play) -> dict[Hashable, int]:
        counts: dict[Hashable, int] = {}
        for n, ways in zip(self.ends, play.ways()):
            if ways:
                result = self.results[n]
                counts[result] = counts.get(result, 0) + ways
        return counts
