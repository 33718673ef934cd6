"""One game being played: the Game, its pack and campaign, undo/redo, and the autosave after each decision."""
from __future__ import annotations

import copy
import time
from concurrent.futures import Future, ThreadPoolExecutor

from PySide6.QtCore import QObject, Signal

import saves
from engine.core.decisions import GameOver, IllegalChoice
from engine.core.ruleset import coming as what_comes, follow, seated
from engine.core.serial import game_to_plain
from engine.core.undo import Undo
from gui.rulesets import of as presentation_of


def described(error: BaseException) -> str:
    """An unexpected error as a short sentence part: what kind, and its own words if it has any."""
    text = " ".join(str(error).split())
    if len(text) > 200:
        text = text[:197] + "..."
    return f"{type(error).__name__}: {text}" if text else type(error).__name__

class Session(QObject):
    """The table's single door to the game: `choose(key)`; everything shown is read from `game`."""

    changed = Signal(list)      # events of the last change (empty after undo/redo restores a state)
    refused = Signal(str)       # the engine's reason for refusing a choice
    problem = Signal(str)       # a saving problem the player should know about (the game goes on)
    failed = Signal(str)        # a choice that broke a rule (a rules bug, a state no check caught): undone
    ended = Signal(str, str)    # outcome, reason

    def __init__(self, game, pack, campaign=None, campaigns=None, parent=None, seats=None):
        super().__init__(parent)
        self.game = game
        self.pack = pack
        self.campaign = campaign
        self.campaigns = campaigns
        self._started = time.monotonic()
        self._recorded = 0.0
        self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="autosave")
        self._pending_write: Future | None = None
        self.autosave_seconds = 0.0   # the last autosave's duration, written off the GUI thread
        self._closed = False
        self._log: list[dict] = []    # the log's events as plain data, as far as the autosave has made them
        # who plays, bots too, as last seen: the campaign's seats, or those given (a game of no campaign)
        self._seats = list(campaign.seats if campaign is not None else seats or ())
        self.here: frozenset[int] | None = None  # the seats played at this screen (None: every seat; see gui/remote)
        self.name = ""  # the game's name where no campaign here names it (a game hosted elsewhere: gui/remote)
        self._history: Undo | None = None

    @property
    def seats(self) -> list:
        """Who plays now, in seat order (`engine.core.ruleset.Seat`): the group as the game has it (it may change
        within a game), each player keeping what the table knew of them, a bot among them."""
        now = seated(self.game.ruleset, self.game, self._seats)
        if [(s.name, s.role) for s in now] != [(s.name, s.role) for s in self._seats]:
            self._seats = follow(self._seats, now)
        return self._seats

    @property
    def bots(self) -> frozenset[int]:
        """The seats the table answers for: a bot's flag goes with its player, not with a seat's number (the players
        after one who leaves move up a seat)."""
        return frozenset(n for n, seat in enumerate(self.seats) if seat.bot)

    @property
    def hand_over(self) -> bool:
        """Rivals at one screen: the screen is handed from seat to seat, and undo never goes back into another
        seat's decisions."""
        return presentation_of(self.game).hand_over

    @property
    def history(self) -> Undo:
        """The answers that may be taken back (`engine.core.undo`): at a table of rivals, each seat's sight is
        compared and an answer is its seat's alone to take back. Made when first asked for: the presentation is
        read then, not before the game is shown."""
        if self._history is None:
            rivals = self.hand_over
            seats = [n for n, _ in presentation_of(self.game).seats(self.game)] if rivals else [None]
            self._history = Undo(seats, rivals)
        return self._history

    @property
    def continues(self) -> bool:
        """The game's ruleset starts a campaign's next game from what the campaign kept (`next_game`)."""
        return bool(getattr(self.game.ruleset, "continues", False))

    def offers_next(self) -> bool:
        """Whether the campaign's next game is offered once this one is over."""
        return self.campaign is not None and self.continues

    def coming(self):
        """What the campaign's next game will be after this one, as its ruleset says (`engine.core.ruleset.Coming`),
        from what the campaign kept, which the next game goes on from (`Starting.start_next_game`): the end screen
        said the game's own ledger, and a campaign opened at its end with its file older than its autosave was told
        the next game goes on while its next-game dialog said it starts afresh. None when the ruleset refuses it."""
        self.flush()  # the last answer's ledger is the campaign's once written
        ledger = self.campaign.ledger if self.campaign is not None else self.game.ruleset.ledger(self.game)
        try:
            return what_comes(self.game.ruleset, self.pack, ledger)
        except Exception:  # noqa: BLE001 - a campaign's file is untrusted input: the end screen says nothing of it
            return None

    # -- playing ------------------------------------------------------------------------
    def choose(self, key: str, seat: int | None = None, bot: bool = False) -> bool:
        """Answer the pending decision (as `seat` when a seat answers for itself; `bot`: the table's bot did, and
        nobody may undo it); a refusal leaves the game as it was and emits `refused`."""
        ok = self._apply(str(key), seat, bot)
        if ok:
            self.history.undone.clear()
        return ok

    def _apply(self, key: str, seat: int | None = None, bot: bool = False) -> bool:
        game = self.game
        if game.over or game.pending is None:
            self.refused.emit("the game is over")
            return False
        before = self.history.before(game)
        try:
            events = game.choose(key, seat)
        except IllegalChoice as refusal:
            self.refused.emit(str(refusal) or "that choice is not allowed now")
            return False
        except GameOver:
            self.refused.emit("the game is over")
            return False
        except Exception as error:  # noqa: BLE001 - whatever breaks, the player gets the game back, not a traceback
            game.restore(before.kept)
            self.failed.emit(f"This choice could not be played: {described(error)}. "
                             "The game is back as it was before it; try another choice, or open an older save.")
            return False
        self.history.answered(game, before, key, seat, events, bot)
        # the table is redrawn before the autosave starts: its writer would otherwise hold the interpreter
        # while the window draws
        self.changed.emit(list(events))
        self.autosave()
        if game.over:
            self.ended.emit(game.state.outcome or "", self.end_reason())
        return True

    # -- undo / redo ----------------------------------------------------------------------
    @property
    def can_undo(self) -> bool:
        return self.history.can_undo(self.game)

    @property
    def can_redo(self) -> bool:
        return self.history.can_redo(self.game)

    def why_no_undo(self) -> str:
        """Why the last answer cannot be taken back now ("" when it can), as a player reads it."""
        return "the game is over" if self.game.over else self.history.why_not(self.game)

    def undo(self) -> bool:
        """Go back one decision (never back through a draw, a reveal or chance, nor into another seat's answers:
        `engine.core.undo`)."""
        if not self.history.undo(self.game):
            return False
        self.changed.emit([])
        self.autosave()
        return True

    def redo(self) -> bool:
        """Make the undone decision again: the same key on the same state (the RNG is in it)."""
        if not self.can_redo:
            return False
        key, seat = self.history.redo()
        if not self._apply(key, seat):
            self.history.undone.clear()
            return False
        return True

    # -- facts for the screens ------------------------------------------------------------
    def end_reason(self) -> str:
        for event in reversed(self.game.state.log.events):
            if event.kind == "game_ended":
                return event.reason
        return ""

    def played_seconds(self) -> float:
        before = self.campaign.play_seconds if self.campaign else 0
        return before + (time.monotonic() - self._started) - self._recorded

    def summary(self) -> dict:
        """What the end screens show: time played, and what the ruleset counts (its facts)."""
        facts = presentation_of(self.game).facts(self.game)
        summary = {"seconds": int(self.played_seconds()),
                   "outcome": self.game.state.outcome or "", "reason": self.end_reason(),
                   "facts": [fact for fact in facts.values()]}
        summary.update({key: value for key, (_, value) in facts.items()})
        summary["standings"] = self.standings()
        return summary

    def standings(self) -> list[dict]:
        """Each seat's result from the engine's outcome (`game.standing`), first place first: name, place, won,
        and the ruleset's scores for it, when it counts any."""
        game = self.game
        presentation = presentation_of(game)
        scores = presentation.scores(game)
        rows = []
        for seat, name in presentation.seats(game):
            standing = game.standing(seat)
            if standing is not None:
                rows.append({"seat": seat, "name": name, "place": standing.place, "won": standing.won,
                             "scores": scores.get(seat, [])})
        return sorted(rows, key=lambda row: (row["place"] is None, row["place"] or 0, row["seat"]))

    # -- saving -----------------------------------------------------------------------------
    def autosave(self) -> None:
        """Write the exact state; the state is copied to plain data here, written in a worker."""
        if self.campaign is None or self._closed:
            return
        # a private copy: the worker must not read lists the next decision will change; the log's events never
        # change once written, so only the new ones are made plain, and the list of them is copied
        plain = copy.deepcopy(game_to_plain(self.game, log=False))
        plain["log"] = self._plain_log()
        ledger = copy.deepcopy(self.game.ruleset.ledger(self.game))
        seats = list(self.seats)
        campaign = self.campaign
        previous = self._pending_write

        def write():
            if previous is not None:
                previous.result()  # keep writes in order
            start = time.perf_counter()
            saves.autosave(campaign, plain, ledger=ledger, seats=seats)
            self.autosave_seconds = time.perf_counter() - start

        self._pending_write = self._writer.submit(write)
        self._pending_write.add_done_callback(self._written)

    def _plain_log(self) -> list[dict]:
        """The log as plain data, kept up to date by its new events only (an undo cuts it back)."""
        events = self.game.state.log.events
        del self._log[len(events):]
        self._log.extend(event.to_plain() for event in events[len(self._log):])
        return list(self._log)

    def _written(self, future: Future) -> None:
        error = future.exception()
        if error is not None:
            self.problem.emit(f"The autosave could not be written: {error}")

    def flush(self) -> None:
        """Wait for the autosave in flight (before quitting or loading)."""
        if self._pending_write is not None:
            try:
                self._pending_write.result(timeout=10)
            except Exception:  # noqa: BLE001 - already reported through `problem`
                pass

    def save_slot(self, name: str) -> saves.SlotInfo:
        """Save the exact state under a slot name; raises SaveError with a readable message."""
        if self.campaign is None:
            raise saves.CampaignError("this game belongs to no campaign")
        info = saves.save_slot(self.campaign, name, game_to_plain(self.game),
                               ledger=self.game.ruleset.ledger(self.game), seats=list(self.seats))
        self.record_time()
        return info

    def record_time(self) -> None:
        if self.campaign is None or self.campaigns is None:
            return
        seconds = time.monotonic() - self._started - self._recorded
        try:
            self.campaigns.record_play_time(self.campaign, seconds)
            self._recorded += seconds
        except saves.SaveError as error:
            self.problem.emit(str(error))

    def close(self) -> None:
        self._closed = True
        self.flush()
        self.record_time()
        self._writer.shutdown(wait=True)
