"""A game in progress: state + pending decision; `choose` is the only way to change it."""
from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from . import events as ev
from .cards import CardDef
from .decisions import Decision, GameOver, IllegalChoice
from .events import Event, Log
from .procedure import AGAIN, END, Ask, Frame, Goto, Procedure, Push
from .rng import Rng
from .ruleset import Ruleset
from .zones import TOP, Zones


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
    outcome: str | None = None  # None while playing; "win" / "loss" at the end
    log: Log = field(default_factory=Log)


class _Ended(Exception):
    """Unwinds the running step when the game ends at once (a curse from the discard pile...)."""


class Game:
    """Drives a ruleset's procedures over a state. Read `pending`, call `choose`, get events back."""

    def __init__(self, ruleset: Ruleset, cards: dict[str, CardDef], state: State) -> None:
        self.ruleset = ruleset
        self.cards = cards
        self.state = state
        self._batch: list[Event] = []
        # values derived from the pack alone (labels, lookups): never saved, never rules state
        self.memo: dict = {}

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

    def card(self, piece: str) -> CardDef:
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

    def choose(self, key: str | int) -> list[Event]:
        """Answer the pending decision. An illegal answer raises IllegalChoice and changes nothing."""
        if self.over:
            raise GameOver(f"the game is over ({self.state.outcome})")
        decision = self.state.pending
        if decision is None:
            raise IllegalChoice("nothing is being asked")
        key = str(key)
        if decision.number is not None:
            lo, hi = decision.number
            if decision.option(key) is None and not (key.isdigit() and lo <= int(key) <= hi):
                raise IllegalChoice(f"'{key}' is not a number from {lo} to {hi}")
        elif decision.option(key) is None:
            raise IllegalChoice(
                f"'{key}' is not a legal answer to '{decision.prompt}'; legal: {', '.join(decision.keys())}"
            )
        self._batch = []
        log_length = len(self.state.log.events)
        self.state.pending = None
        self.emit(ev.Chosen(decision.owner, decision.kind, key))
        try:
            self._run(key)
        except IllegalChoice:
            # only a free number can be refused by the rules, and the step that checks it
            # refuses before changing anything: put back the question and the log
            self.state.pending = decision
            del self.state.log.events[log_length:]
            self._batch = []
            raise
        return self._take_batch()

    # -- for rulesets --------------------------------------------------------------------
    def emit(self, event: Event) -> None:
        self._batch.append(event)
        self.state.log.events.append(event)

    def move(self, piece: str, to: str, position: int = TOP, face_up: bool = True) -> None:
        """Move a piece and record it: the one primitive for every change of place."""
        source = self.state.zones.move(piece, to, position)
        self.emit(ev.CardMoved(piece, source, to, face_up))

    def end(self, outcome: str, reason: str) -> None:
        """End the game at once (win or loss); the running step stops here."""
        self.state.outcome = outcome
        self.state.stack.clear()
        self.state.pending = None
        self.emit(ev.GameEnded(outcome, reason))
        raise _Ended

    def snapshot(self) -> State:
        """A deep copy of the state, RNG included (for undo and for tests)."""
        return copy.deepcopy(self.state)

    def restore(self, state: State) -> None:
        self.state = copy.deepcopy(state)

    # -- the runner ----------------------------------------------------------------------
    def _take_batch(self) -> list[Event]:
        batch, self._batch = self._batch, []
        return batch

    def _run(self, answer: str | None) -> None:
        state = self.state
        procedures = self.ruleset.procedures
        try:
            while state.pending is None and state.outcome is None:
                if not state.stack:
                    frame = self.ruleset.idle(self)
                    if frame is None:
                        return
                    state.stack.append(frame)
                frame = state.stack[-1]
                proc = procedures[frame.proc]
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
                    state.pending = result.decision
                else:
                    raise TypeError(f"step {frame.proc}.{frame.step} returned {result!r}")
        except _Ended:
            return
