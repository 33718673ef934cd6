"""A game in progress: state + pending decision; `choose` is the only way to change it."""
from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any, Protocol

from . import events as ev
from .pieces import PieceDef
from .decisions import Decision, GameOver, IllegalChoice, Option
from .dice import DieType, Face
from .events import Event, Log
from .outcome import RANKED, Standing, standing
from .procedure import AGAIN, END, Ask, Frame, Goto, Procedure, Push
from .rng import Rng
from .zones import TOP, Zones


class Rules(Protocol):
    """What the runner needs of a ruleset; `engine.core.ruleset.Ruleset` is the whole boundary."""

    id: str
    procedures: dict[str, Procedure]

    def idle(self, game: "Game") -> Frame | None:
        """The procedure to run when nothing is running (a new turn); None: wait."""

    def known(self, game: "Game", piece: str, seat: int | None) -> bool:
        """Whether a seat (None: every seat) names this piece even where it does not see faces; `move` asks it."""

    def open_zone(self, game: "Game", zone: str, seat: int | None) -> bool:
        """Whether a seat (None: any onlooker) sees the faces of the pieces in this zone; a view asks it."""

    def face_down(self, game: "Game", piece: str) -> bool:
        """Whether a piece lies face down even in a zone whose faces are seen."""

    def back(self, game: "Game", piece: str) -> str:
        """What the back of a piece shows to everyone; "" if nothing."""


@dataclass
class State:
    """Everything that changes during a game, as plain data (the card texts live in the pack)."""

    ruleset: str
    pieces: dict[str, str]  # piece id -> card definition id
    zones: Zones
    rng: Rng
    table: Any  # the ruleset's own dataclass: players, counters, board...
    stack: list[Frame] = field(default_factory=list)
    pending: Decision | None = None
    outcome: str | None = None  # None while playing; "win", "loss" or "ranked" at the end (engine.core.outcome)
    log: Log = field(default_factory=Log)
    places: list[list[int]] = field(default_factory=list)  # a ranked end: seats from first place to last
    showing: dict[str, int] = field(default_factory=dict)  # die piece -> index of the face it shows


@dataclass(frozen=True)
class Snapshot:
    """A state to come back to: everything but the log, and the log's length then (the log only grows, so
    copying it at every decision would make each decision slower as the game goes on)."""

    state: State
    mark: int


class _Ended(Exception):
    """Unwinds the running step when the game ends at once (a card drawn that ends it, a last seat out...)."""


class _Abandoned(Exception):
    """Unwinds the running step when the rules drop every running procedure for another (a chapter that ends
    in the middle of an action, the game going on with the next one)."""


class Game:
    """Drives a ruleset's procedures over a state. Read `pending`, call `choose`, get events back."""

    def __init__(self, ruleset: Rules, cards: dict[str, PieceDef], state: State) -> None:
        self.ruleset = ruleset
        self.cards = cards
        self.state = state
        self._batch: list[Event] = []
        self.answered_by: int | None = None  # the seat answering the running choice, for windows
        self._seats = getattr(ruleset, "seats", None)  # the ruleset's optional count of seats (asked at every move)
        # values derived from the pack alone (labels, lookups): never saved, never rules state
        self.memo: dict[Any, Any] = {}

    # -- reading -------------------------------------------------------------------------
    @property
    def pending(self) -> Decision | None:
        return self.state.pending

    @property
    def over(self) -> bool:
        return self.state.outcome is not None

    @property
    def zones(self) -> Zones:
        return self.state.zones

    @property
    def rng(self) -> Rng:
        return self.state.rng

    @property
    def table(self) -> Any:
        return self.state.table

    def card(self, piece: str) -> PieceDef:
        """The printed card a piece is an instance of."""
        return self.cards[self.state.pieces[piece]]

    def legal_options(self) -> list[str]:
        decision = self.state.pending
        return decision.keys() if decision else []

    # -- the door ------------------------------------------------------------------------
    def start(self) -> list[Event]:
        """Run the rules until the first decision (after setup)."""
        self._batch = []
        self._run(None)
        return self._take_batch()

    def choose(self, key: str | int, seat: int | None = None) -> list[Event]:
        """Answer the pending decision (as `seat`, when a seat answers for itself).

        An illegal answer raises IllegalChoice with the reason and changes nothing.
        """
        if self.over:
            raise GameOver(f"the game is over ({self.state.outcome})")
        decision = self.state.pending
        if decision is None:
            raise IllegalChoice("nothing is being asked")
        key = str(key)
        self._check_answer(decision, key, seat)
        answer = decision.option(key) or Option(key, f"the number {key}", {"number": int(key)})
        self._check_rules(answer)
        self._batch = []
        log_length = len(self.state.log.events)
        self.state.pending = None
        self.answered_by = seat
        private = decision.private and not answer.data.get("public")
        self.emit(ev.Chosen(decision.owner, decision.kind, key, seat if decision.owner == "any" else None, answer.label,
                            private=private, asked=decision.prompt if private else ""))
        try:
            self._run(answer)
        except IllegalChoice as refusal:
            # listed answers are legal and free numbers were checked above: a step that refuses
            # now has already changed the state, which only a rule's bug can do
            del self.state.log.events[log_length:]
            self._batch = []
            raise RuntimeError(f"rule error: step {self._where()} refused '{key}' after it began: {refusal}") from refusal
        return self._take_batch()

    def _check_answer(self, decision: Decision, key: str, seat: int | None) -> None:
        if decision.owner == "any" and seat not in decision.waiting:
            raise IllegalChoice("a window is answered by one of the seats still asked")
        if seat is not None:
            asked = decision.seats()
            if asked is not None and seat not in asked:
                raise IllegalChoice(f"player {seat + 1} is not the one asked")
            if decision.owner == "any" and decision.options_for(seat) is not decision.options:
                if key not in {o.key for o in decision.options_for(seat)}:
                    raise IllegalChoice("only passing is possible now")
                return
        if decision.option(key) is not None:
            return
        why_not = decision.why_not(key)
        if why_not is not None:
            raise IllegalChoice(why_not)
        if decision.number is not None:
            lo, hi = decision.number
            # "²" and "٣" are digits to Python but no number a player typed here
            if not (key.isascii() and key.isdigit() and lo <= int(key) <= hi):
                raise IllegalChoice(f"'{key}' is not a number from {lo} to {hi}")
            return
        raise IllegalChoice(f"'{key}' is not a legal answer to '{decision.prompt}'; legal: {', '.join(decision.keys())}")

    def _check_rules(self, answer: Option) -> None:
        """Run the asking step's check, if it has one: a pure refusal, before anything moves."""
        if not self.state.stack:
            return
        frame = self.state.stack[-1]
        procedure = self.ruleset.procedures[frame.proc]
        check = procedure.checks.get(frame.step)
        if check is not None:
            why_not = check(self, frame, answer)
            if why_not:
                raise IllegalChoice(why_not)

    def _where(self) -> str:
        frame = self.state.stack[-1] if self.state.stack else None
        return f"{frame.proc}.{frame.step}" if frame else "(none)"

    def standing(self, seat: int) -> Standing | None:
        """How the game ended for this seat; None while it goes on."""
        return standing(self.state.outcome, self.state.places, seat)

    # -- for rulesets --------------------------------------------------------------------
    def emit(self, event: Event) -> None:
        self._batch.append(event)
        self.state.log.events.append(event)

    def move(self, piece: str, to: str, position: int = TOP, face_up: bool = True) -> None:
        """Move a piece and record it: the one primitive for every change of place."""
        source = self.state.zones.move(piece, to, position)
        # judged as it lands: a card put face up on a pile is seen then, even once another covers it
        shown = face_up and self.ruleset.known(self, piece, None)
        count = self.seats()
        sighted = None
        if count and face_up and not shown:
            # a ruleset naming its seats keeps who saw a move then: a zone closed today may be open tomorrow (a hand
            # a card turns face up), and a past line is read with the sight of its time
            open_ = self.ruleset.open_zone
            shown = open_(self, source, None) or open_(self, to, None)  # every seat's to see, then
            if not shown:
                sighted = tuple(s for s in range(count) if open_(self, source, s) or open_(self, to, s))
        self.emit(ev.PieceMoved(piece, source, to, face_up, shown, sighted))

    def seats(self) -> int:
        """How many seats the ruleset says sit at the table (its optional `seats(game)`); 0 when it does not say."""
        return int(self._seats(self)) if self._seats is not None else 0

    def end(self, outcome: str, reason: str, places: list[list[int]] | None = None) -> None:
        """End the game at once: WIN or LOSS for all, or RANKED with places; the running step stops here."""
        if (outcome == RANKED) != bool(places):
            raise ValueError("a ranked end needs places, and only a ranked end has them")
        self.state.outcome = outcome
        self.state.places = [list(group) for group in places or []]
        self.state.stack.clear()
        self.state.pending = None
        self.emit(ev.GameEnded(outcome, reason, self.state.places))
        raise _Ended

    def abandon(self, frame: Frame) -> None:
        """Drop every running procedure and go on with this one instead: the running step stops here, and the
        steps that were to follow it in any frame never run (an episode ended mid-action, the campaign goes on)."""
        self.state.stack[:] = [frame]
        self.state.pending = None
        raise _Abandoned

    def roll(self, piece: str, die: DieType) -> Face:
        """Roll a die piece with the game's RNG; it shows the rolled face until rolled or set again."""
        return self.set_face(piece, die, self.state.rng.index(len(die.faces)))

    def set_face(self, piece: str, die: DieType, index: int) -> Face:
        """Turn a die piece to a face of its choice (a Fate switch, a set die)."""
        self.state.zones.zone_of(piece)
        self.state.showing[piece] = index
        self.emit(ev.DieRolled(piece, index))
        return die.faces[index]

    def snapshot(self) -> Snapshot:
        """A deep copy of the state, RNG included, but for the log, of which only the length is kept (for undo
        and for tests)."""
        log = self.state.log
        return Snapshot(copy.deepcopy(self.state, {id(log): Log()}), len(log.events))

    def restore(self, snapshot: Snapshot) -> None:
        """Back to a snapshot: its state, and the log cut back to its length then."""
        log = self.state.log
        del log.events[snapshot.mark:]
        state = copy.deepcopy(snapshot.state)
        state.log = log
        self.state = state

    # -- the runner ----------------------------------------------------------------------
    def _take_batch(self) -> list[Event]:
        batch, self._batch = self._batch, []
        return batch

    def _run(self, answer: Option | None) -> None:
        while True:
            try:
                self._steps(answer)
                return
            except _Ended:
                return
            except _Abandoned:
                answer = None  # the frame taking over starts afresh

    def _steps(self, answer: Option | None) -> None:
        state = self.state
        procedures = self.ruleset.procedures
        while state.pending is None and state.outcome is None:
            if not state.stack:
                frame = self.ruleset.idle(self)
                if frame is None:
                    return
                state.stack.append(frame)
            frame = state.stack[-1]
            proc = procedures[frame.proc]
            if type(frame.data) is dict and proc.frame_type is not None:
                proc.typed(frame)  # loaded or pushed as a plain table
            if not frame.step:
                frame.step = proc.first()
            result = proc.steps[frame.step](self, frame, answer)
            answer = None
            if result is None or result is AGAIN or isinstance(result, (Push, Goto)):
                if isinstance(result, Goto):
                    frame.step = result.step
                elif result is None or (isinstance(result, Push) and not result.again):
                    frame.step = proc.following[frame.step]
                    if not frame.step:
                        state.stack.pop()
                if isinstance(result, Push):
                    state.stack.append(result.frame)
            elif result is END:
                state.stack.pop()
            elif isinstance(result, Ask):
                _answerable(result.decision, frame)
                state.pending = result.decision
            else:
                raise TypeError(f"step {frame.proc}.{frame.step} returned {result!r}")


def _answerable(decision: Decision, frame: Frame) -> None:
    """A question must have a legal answer: a step that would ask one with none (every option refused, no free
    number) is a rule's bug, named with its step, never a game stuck on a question nobody can answer."""
    if not decision.options and decision.number is None:
        refused = "; ".join(f"{o.label}: {o.why_not}" for o in decision.refused) or "no option at all"
        raise RuntimeError(f"rule error: step {frame.proc}.{frame.step} asked {decision.prompt!r} "
                           f"with no legal answer ({refused})")
