"""The planning bot: tries each answer in worlds dealt from its seat's view, finishes its own part of the play
at random several ways, and keeps the answer whose best finishes score highest on average.

The score is the ruleset's `prospects(game, seat)` (0: lost, 1: won) when it has one, read where the play
passes to another seat; without it the play goes on towards the end of the game and the score is the result
(one half when a try stops short of the end: the answer's worth is unknown), the best finish's. A ruleset naming the
question asked between two actions (`between`) lets a try stop at them: its score is the best prospects it stood at
there (a finish played at random must not spoil a good answer by what it did next) — or, for a ruleset naming the
share of a finish that counts (`later`), the prospects where the answer's action was done, moved by that share of what
its random finish came to after it, a loss included, the finishes averaged: scored by the best point any finish
passed, a line that went on to draw a curse kept the credit of its good start, and a costly action with the deck
empty looked free (issue 31, the 7th Continent). There, an answer that changes
nothing the prospects read (the action done, the table stands exactly as well as before) is worth the standing now
and no more, and is not given twice in a row, nor at all when nothing but words has happened since the question was last
answered: what random play did after it the table can do without it, and noise alone made it the best (a Recovery at
the Recovery's price, each seat in turn listening again to a paragraph already read). Nor is one given after the table's
last `STILL_TURNS` answers there, whoever gave them, were each one that changes nothing now: seats taking turns to stand
still (listening in turn, a Recovery begun and declined between) stand still forever. And an answer that came back
to the question with nothing but words (a Recovery begun and declined) is not given again at once.

Random finishes play as a player would where an answer says what it gives up or what it is worth: never an answer that
waives part of what the players won (`data["waive"]`: a success ignored), nor one after which the action fails for sure
(`data["fails"]`: no card left to draw against a success needed), while another is left, and a card drawn for a
better chance (`data["spend"]`) seldom, or, when the answer tells its `data["chance"]` (now, with the card), whenever
the chance is below even and the card raises it. The planner itself spends only if that beats the rest by `DOUBT` a
world, unless the odds say to draw (then its tries alone decide, or with no chance at all as things stand, not drawing
must win by as much), and waives nothing nor fails for sure unless that beats the rest by as much."""
from __future__ import annotations

import random
from typing import Iterable

from engine.core.bot import random_pick
from engine.core.decisions import Decision, IllegalChoice, Option
from engine.core.events import Chosen, Message, Revealed
from engine.core.game import Game
from engine.core.outcome import standing
from engine.core.plain import to_plain
from engine.core.view import decision_for

from .belief import Belief, fork
from .random_bot import chooser

MAX_NUMBERS = 12   # a free number with a wider range is answered at random
UNKNOWN = 0.5      # the score of a try that stopped before the game's end, with no prospects to read
LOOP = -0.5        # the score of a try that came back to the question it answered, nothing changed: below any other
ROUNDS = 3         # the times the table's last answers went round the same circle before it is broken
LONGEST = 16       # the most answers in such a circle (two seats moving to and fro in turn, each asked who joins: 10)
AGAIN = 0.03       # what going round it once more costs the answer, per world
SPEND = 0.15       # how often a trial play-out takes an answer that spends life for a better chance (`data["spend"]`)
DOUBT = 0.02       # what such an answer must win by, per world, to be chosen: more than random finishes' noise
STILL = 1e-9       # prospects closer than this are the same standing
STILL_TURNS = 3    # answers in a row between two actions changing nothing, after which the table stands still no more
EVEN = 0.5         # below this chance of success a random finish draws a card more, if the card raises it


class PlanningBot:
    """Plans with the rules: `worlds` dealings of the hidden pieces, `finishes` random finishes of each try;
    `budget` tries per decision at most (fewer finishes when there are many answers), `steps` decisions made in
    all its tries at most (so a long game's tries stop short of its end); with the ruleset's prospects to read, a
    try looks `horizon` decisions ahead at most (a co-operative table decides on without another seat asked)."""

    kind = "planner"

    def __init__(self, seed: int = 0, worlds: int = 4, finishes: int = 3, budget: int = 240,
                 steps: int = 6_000, horizon: int = 16) -> None:
        self.seed = seed
        self.worlds = worlds
        self.finishes = finishes
        self.budget = budget
        self.steps = steps
        self.horizon = horizon

    def answer(self, game: Game, seat: int | None, attempt: int = 0) -> str:
        decision = decision_for(game.pending, seat)
        seen = getattr(game.ruleset, "numbers_seen", None)
        keys = candidates(decision, seen(game, seat) if seen is not None and decision.number else ())
        luck = chooser(self.seed, game, seat, attempt, "plan:")
        if not keys:
            return random_pick([], decision.number, luck)
        if len(keys) == 1:
            return keys[0]
        totals = self.weigh(game, seat, keys, luck)
        best = max(totals.values())
        tied = [key for key in totals if totals[key] == best]
        # a number read on what the seat sees, which the rules accept, is what the question asks: not "never mind"
        return next((key for key in tied if key.isdigit() and decision.option(key) is None), tied[0])

    def weigh(self, game: Game, seat: int | None, keys: list[str], luck: random.Random) -> dict[str, float]:
        """The answers the seat may give (of `keys`), each with its score summed over the worlds tried."""
        decision = decision_for(game.pending, seat)
        belief = Belief(game, seat)
        first = belief.deal(luck)
        changing = [key for key in keys if not idle(first, key, seat)]
        # an answer that comes back to this very question changes nothing (looking for a hidden number not there,
        # then "never mind"): chosen again and again, it turns the game in a circle
        keys = changing or keys
        if len(keys) == 1:
            return {keys[0]: 0.0}
        finishes = max(1, min(self.finishes, self.budget // (self.worlds * len(keys))))
        limit = max(1, self.steps // (self.worlds * len(keys) * finishes))
        if prospects_of(game) is not None:
            limit = min(limit, self.horizon)
        between = getattr(game.ruleset, "between", None)
        later = getattr(game.ruleset, "later", None) if between is not None else None
        standing_still = between is not None and (decision.owner, decision.kind) == tuple(between)
        totals = dict.fromkeys(keys, 0.0)
        gaps: dict[str, list[float | None]] = {key: [] for key in keys}
        at_best = standing_still and getattr(game.ruleset, "still_at_best", False)
        now = 0.0
        for n in range(self.worlds):
            world = first if n == 0 else belief.deal(luck)
            seeds = [luck.getrandbits(64) for _ in range(finishes)]
            here = _where(world)
            stands = score(world, seat) if standing_still else None
            now += stands or 0.0
            for key in keys:
                # every answer meets the same worlds and the same luck: their scores differ by the answer alone
                tried = [self.tried(world, key, seat, seed, limit, here) for seed in seeds]
                totals[key] += settled(tried) if later is not None else max(value for value, _ in tried)
                if standing_still:
                    gaps[key] += [None if stop is None else stop - stands for _, stop in tried]
        still = {key: standing_still and stands_still(gaps[key], at_best) for key in keys}
        for key in keys:
            if still[key]:
                totals[key] = now
        last = next((e.option for e in reversed(belief.log) if isinstance(e, Chosen) and e.decision == decision.kind),
                    None)
        # standing still once is a choice; again, with nothing done since but words, the table stands there forever
        # (each seat in turn listening to the same paragraph): an answer that changes something is given instead
        stay = [key for key in keys if still[key]]
        if standing_still and len(stay) < len(keys) and (only_words_since(belief.log, decision.kind)
                                                         or stood_still(belief.log, decision.kind, still)):
            dropped = set(stay)
        else:
            dropped = {last} if still.get(last) and len(totals) > 1 else set()
        if standing_still:
            # measured only where a question stands between two actions: the games whose wins were measured without it
            # (Cinderfane, Mirewick) play as they were measured
            dropped |= declined(belief.log, decision.kind, last, set(totals) - dropped)
        keys = [key for key in keys if key not in dropped]
        totals = {key: totals[key] for key in keys}
        # the table went round in a circle (to and fro between two terrains, each move free): the answer that goes
        # round it once more scores less, and one that leaves it is taken
        again = circling(belief.log, decision.kind)
        if again in totals:
            totals[again] -= AGAIN * self.worlds
        # one card more shifts every later draw of a world, so its finishes differ from the others' by luck far more
        # than by the card: spending is taken on clear evidence only (Hollowmere: 20 cards or so a game spent on
        # actions that needed no success, the deck then empty)
        for key in doubted(decision, keys) + marked(decision, keys, "waive") + marked(decision, keys, "fails"):
            totals[key] -= DOUBT * self.worlds
        return totals

    def tried(self, world: Game, key: str, seat: int | None, seed: int, limit: int,
              here: tuple | None = None) -> tuple[float, float | None]:
        """(the try's score, the prospects where it first stopped between two actions, None if it never did)."""
        trial = fork(world, seed)
        try:
            trial.choose(key, seat)
        except IllegalChoice:
            return -1.0, None  # a free number the rules refuse
        stops: list[float] = []
        if not finish(trial, seat, random.Random(seed), limit, here, stops):
            return LOOP, None
        first = stops[0] if stops else None
        later = getattr(trial.ruleset, "later", None)
        if later is None:
            # a try that stopped between two actions might have stayed there: one lost later could have stopped sooner
            if trial.over:
                return max(stops + [score(trial, seat)]), first
            return (max(stops) if stops else score(trial, seat)), first
        # where the try came to: the game's end, or the last question between two actions it passed (in the midst
        # of an action, the cards paid for it are nowhere the prospects count)
        end = score(trial, seat) if trial.over or not stops else stops[-1]
        return (end if first is None else first + later * (end - first)), first

    def __repr__(self) -> str:
        return f"PlanningBot(seed={self.seed}, worlds={self.worlds}, finishes={self.finishes})"


def settled(tried: list[tuple[float, float | None]]) -> float:
    """An answer's score in one world from its tries (`PlanningBot.tried`) where the ruleset names the share of a
    finish that counts (`later`): their mean, a try that went round in a circle left out unless all did (it says
    nothing of the answer: random play went back where it was)."""
    values = [value for value, _ in tried if value != LOOP] or [LOOP]
    return sum(values) / len(values)


def stands_still(gaps: list[float | None], at_best: bool = False) -> bool:
    """Whether an answer changes nothing the prospects read, from its tries' `gaps` (where each first stopped between
    two actions, less the standing when it was asked; None: it never stopped): every try stands where the table stood,
    or, for a ruleset naming it (`still_at_best`), the best try does and none stands better. There, what random play
    chose inside the action (a skill kept, an item relinquished, at a rest with nothing to shuffle back) is no change
    the answer made: read try by try, a Hollowmere table rested at the Ferryman's Hut with its deck full hundreds of
    times, each rest the least loss of all (issue 31)."""
    if not gaps or any(gap is None for gap in gaps):
        return False
    if at_best:
        return abs(max(gaps)) < STILL
    return all(abs(gap) < STILL for gap in gaps)


def circling(log, kind: str) -> str | None:
    """The answer to a question of this kind that goes round once more the circle the table's last answers went
    round `ROUNDS` times (the same answers to the same questions, `LONGEST` at most a round), if any."""
    answers: list[tuple[str, str]] = []
    for event in reversed(log):
        if isinstance(event, Chosen):
            answers.append((event.decision, event.option))
            if len(answers) >= ROUNDS * LONGEST:
                break
    answers.reverse()
    for length in range(1, LONGEST + 1):
        last = answers[-length * ROUNDS:]
        if len(last) == length * ROUNDS and last == last[:length] * ROUNDS:
            question, answer = last[0]
            return answer if question == kind else None
    return None


def stood_still(log, kind: str, still: dict[str, bool]) -> bool:
    """Whether the table's last `STILL_TURNS` answers to a question of this kind, whichever seat gave them, are each one
    that changes nothing the prospects read now (`still`): the seats listening in turn to a paragraph long read, with
    a Recovery begun and declined between, went round a circle no repeat of answers shows."""
    answers: list[str] = []
    for event in reversed(log):
        if isinstance(event, Chosen) and event.decision == kind:
            answers.append(event.option)
            if len(answers) == STILL_TURNS:
                return all(still.get(answer, False) for answer in answers)
    return False


def declined(log, kind: str, last: str | None, left: set[str]) -> set[str]:
    """The last answer to a question of this kind, when it came back to it with nothing but words (a Recovery begun,
    then "No Recovery"): given again, it changes nothing again. Kept when it is the only answer `left`."""
    if last in left and len(left) > 1 and only_words_since(log, kind):
        return {last}
    return set()


def doubted(decision: Decision, keys: list[str]) -> list[str]:
    """The answers that must beat the others by `DOUBT` a world to be chosen: those that spend (`data["spend"]`), as one
    more card shifts every later draw of a world, so its finishes differ from the others' by luck far more than by the
    card (Hollowmere: 20 cards or so a game spent on actions that needed no success). When a spending answer's
    `data["chance"]` says to draw (`by_the_odds`), none: the tries alone decide (a table that never drew where the card
    was worth 0.01 a world never beat the Citadel's Cinder Hound); and with no chance at all as things stand, the
    others, which fail for sure. (Doubting every answer but drawing while the odds said draw, the planner drew to even
    odds at every action, one worth nothing too: a one-seat table spent its life on cards and lost, Ashenreach seed 0.)"""
    options = [option for option in map(decision.option, keys) if option is not None]
    told = [option for option in options if option.data.get("spend") and by_the_odds(option)]
    if told:
        nil = any(option.data["chance"][0] <= STILL for option in told)
        return [option.key for option in options if not option.data.get("spend")] if nil else []
    return [option.key for option in options if option.data.get("spend")]


def marked(decision: Decision, keys: list[str], mark: str) -> list[str]:
    """The answers carrying `mark` in their data, taken on clear evidence only (by `DOUBT` a world): `waive` (a success
    ignored where the action is won either way changes nothing but the luck of the finishes after it; a table ignored
    successes as often as not) and `fails` (a failure that changes nothing scored the standing now, above an action's
    price: a Hollowmere table began explore after explore only to trade its one card away), issue 31."""
    return [key for key in keys if getattr(decision.option(key), "data", {}).get(mark)]


def by_the_odds(option: Option) -> bool:
    """Whether a card drawn for a better chance (`data["chance"]`: now, with it) is worth drawing by its odds: the chance
    is below even and the card raises it."""
    chance = option.data.get("chance")
    if chance is None:
        return False
    now, with_it = chance
    return now < EVEN and with_it > now + STILL


def only_words_since(log, kind: str) -> bool:
    """Whether nothing but words (answers, messages, cards shown) has happened since a question of this kind was
    last answered: no piece moved, no value or die changed."""
    for event in reversed(log):
        if isinstance(event, Chosen):
            if event.decision == kind:
                return True
        elif not isinstance(event, (Message, Revealed)):
            return False
    return False


def idle(world: Game, key: str, seat: int | None) -> bool:
    """Whether answering `key` (then what follows with one possible answer, as `candidates` offers them, whoever is
    asked) brings the game back to where it was, the same question pending: nothing changed but the log."""
    before = _where(world)
    trial = fork(world, 0)
    try:
        trial.choose(key, seat)
        for _ in range(8):
            decision = trial.pending
            if trial.over or decision is None or _where(trial) == before:
                break
            asked = decision.seats()
            answering = decision.waiting[0] if decision.owner == "any" else asked[0] if asked else seat
            seen = getattr(trial.ruleset, "numbers_seen", None)
            only = candidates(decision_for(decision, answering),
                              seen(trial, answering) if seen is not None and decision.number else ())
            if len(only) != 1:
                break
            trial.choose(only[0], answering)
    except IllegalChoice:
        return False
    return not trial.over and _where(trial) == before


def _where(game: Game) -> tuple:
    state = game.state
    pending = state.pending
    return (state.zones.to_plain(), to_plain(state.table), [to_plain(f) for f in state.stack],
            (pending.owner, pending.kind, tuple(pending.keys())) if pending else None)


def candidates(decision: Decision, seen: Iterable[int] = ()) -> list[str]:
    """The answers worth trying: the options, and for a free number every number of a narrow range, or of a wide
    one the numbers the seat reads on what it sees (the ruleset's `numbers_seen`: a number hidden in a picture)."""
    keys = [option.key for option in playing(decision.options)]
    if decision.number is not None:
        lo, hi = decision.number
        numbers = range(lo, hi + 1) if hi - lo < MAX_NUMBERS else sorted({n for n in seen if lo <= n <= hi})
        keys += [str(n) for n in numbers if str(n) not in keys]
    return keys


def playing(options: list[Option]) -> list[Option]:
    """The answers a bot gives: none that changes who sits at the table (`data["seating"]`: a player joining,
    leaving, coming back), which only the people at it may decide — unless there is nothing else."""
    kept = [option for option in options if not option.data.get("seating")]
    return kept or options


def unmarked(options: list[Option], *marks: str) -> list[Option]:
    """The answers a trial play-out picks from: none carrying each of `marks` in turn while another is left. Picked at
    random, "Ignore one success" (`waive`) turned won tries into failures, and the Citadel's tables stood by the Forge;
    trading an exploration's one card away (`fails`) made every try at it half a failure that cost nothing, and the
    cost question then traded (issue 31)."""
    for mark in marks:
        options = [option for option in options if not option.data.get(mark)] or options
    return options


def sparing(options: list[Option], luck: random.Random) -> list[Option]:
    """The answers a trial play-out picks from: one spending life for a better chance (`data["spend"]`: one more
    card drawn) only `SPEND` of the time. Picked as often as any other, a random hand drew a card more at every
    action, from the discard pile once the deck was empty (a curse there loses): a line was judged by the draws it
    would never make (issue 31, Hollowmere: the planner drew 4 cards more for an action needing no success)."""
    kept = [option for option in options if not option.data.get("spend")]
    if not kept or len(kept) == len(options):
        return options
    told = [option for option in options if option.data.get("chance") is not None]
    if told:
        # the odds told: a card more while it is worth drawing, never at random
        return [option for option in told if by_the_odds(option)] or kept
    return options if luck.random() < SPEND else kept


def prospects_of(game: Game):
    return getattr(game.ruleset, "prospects", None)


def finish(trial: Game, seat: int | None, luck: random.Random, limit: int, here: tuple | None = None,
           stops: list[float] | None = None) -> bool:
    """Play on at random, `limit` decisions at most: with a ruleset's prospects, until another seat is asked (a
    window is passed by the other seats) unless the seats win or lose together (`co_operative`: its teammates'
    part is played too); without them, to the end of the game. False when the play comes back to
    `here` (`_where` the question was asked): that line went round in a circle. `stops` gathers the seat's
    prospects each time the question between two actions is asked (the ruleset's `between`), the last one too."""
    plays_on = prospects_of(trial) is None or getattr(trial.ruleset, "co_operative", False)
    between = getattr(trial.ruleset, "between", None) if stops is not None else None
    for _ in range(limit):
        decision = trial.pending
        if trial.over or decision is None:
            return True
        if here is not None and (decision.owner, decision.kind) == here[-1][:2] and _where(trial) == here:
            return False
        if between is not None and (decision.owner, decision.kind) == between:
            stops.append(score(trial, seat))
        answering = seat
        if decision.owner == "any":
            answering = decision.waiting[0]
            if answering != seat and not plays_on:
                passing = [o for o in decision.options if o.data.get("pass")]
                trial.choose(passing[0].key if passing else decision.options[0].key, answering)
                continue
        elif decision.seats() != (seat,) and not (decision.owner == "table" and seat is None):
            if not plays_on:
                return True
            asked = decision.seats()
            answering = asked[0] if asked else None
        options = sparing(unmarked(playing(decision.options_for(answering)), "waive", "fails"), luck)
        key = random_pick(options, decision.number, luck)
        try:
            trial.choose(key, answering)
        except IllegalChoice:
            if decision.number is None or decision.option(key) is not None:
                raise
    decision = trial.pending
    if between is not None and not trial.over and decision is not None and (decision.owner, decision.kind) == between:
        stops.append(score(trial, seat))
    return True


def score(trial: Game, seat: int | None) -> float:
    """The seat's prospects (the result itself once the game is over)."""
    if trial.over:
        return result(trial, seat if seat is not None else 0)
    prospects = prospects_of(trial)
    return prospects(trial, seat) if prospects is not None else UNKNOWN


def result(game: Game, seat: int) -> float:
    """1 for a win alone, a share of it for a first place shared, 0 for anything else."""
    place = standing(game.state.outcome, game.state.places, seat)
    if place is None or not place.won:
        return 0.0
    first = game.state.places[0] if game.state.places else [seat]
    return 1.0 / len(first)
