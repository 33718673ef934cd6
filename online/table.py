"""One hosted table: the only full game, its campaign on disk, its codes and who answers for each seat.

Every change goes through here: a seat's answer (only the seats a code holds, only to the question it saw), a bot's
answer, an undo of one's own last answer, a seat handed over. The server calls these under the table's lock, keeps
the answer in its journal (or, for a change that is no answer, a full save), then sends each seat its view.
"""
from __future__ import annotations

import itertools
import json
import secrets
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast

import saves
from engine import bots as bot_kinds
from engine.bots import asked
from engine.core.decisions import GameOver, IllegalChoice
from engine.core.events import Event, Message
from engine.core.game import Game
from engine.core.ruleset import Ruleset
from engine.core.serial import game_from_plain, game_to_plain
from engine.core.undo import Undo
from saves.atomic import write_atomic

from .codes import Codes, Grant
from .journal import Entry, Mark
from .protocol import STALE, Refused
from .sights import Kept

TABLE_FORMAT = 1
MAX_UNDO = 50
MAX_ANSWERS = 1000   # answers kept in memory after the state undo starts from (a rule's bug goes back through them)


def new_epoch() -> str:
    return secrets.token_hex(6)


@dataclass
class Setting:
    """What the server keeps of a table beside its campaign: the codes (hashed), the seats a bot plays."""

    campaign: str
    codes: Codes = field(default_factory=Codes)
    bots: dict[int, str] = field(default_factory=dict)   # seat -> kind of bot (engine.bots.kinds)
    bot_seed: int = 0

    def to_plain(self) -> dict[str, Any]:
        return {"format": TABLE_FORMAT, "campaign": self.campaign, "codes": self.codes.to_plain(),
                "bots": {str(seat): kind for seat, kind in self.bots.items()}, "bot_seed": self.bot_seed}

    @classmethod
    def from_plain(cls, data: dict[str, Any]) -> "Setting":
        if data.get("format") != TABLE_FORMAT:
            raise ValueError(f"unknown table format {data.get('format')!r}")
        return cls(str(data["campaign"]), Codes.from_plain(data["codes"]),
                   {int(seat): str(kind) for seat, kind in data["bots"].items()}, int(data.get("bot_seed", 0)))


@dataclass
class Proposal:
    """What one person asks of the whole table, done once every person at it agrees: an answer to a question the
    whole table decides, or taking back their own last answer (undo)."""

    id: str
    kind: str                  # "choose", "undo" or "next" (the campaign's next game)
    grant: Grant               # the code that asked
    seat: int | None           # whose answer undo takes back; the seat a whole table's answer is given through
    words: str                 # what the others are asked to agree to
    ask: str                   # the question it was asked at: a proposal of another question is void
    key: str = ""
    agreed: set[str] = field(default_factory=set)  # the hashes of the codes that agreed
    options: dict[str, Any] = field(default_factory=dict)  # the next game's setup options

    def plain(self, waiting: list[int]) -> dict[str, Any]:
        return {"id": self.id, "kind": self.kind, "words": self.words, "waiting": waiting}


class Table:
    """A game being played online, with its campaign and setting."""

    def __init__(self, campaign: saves.Campaign, game: Game, setting: Setting, folder: Path,
                 mark: Mark | None = None, base: dict[str, Any] | None = None) -> None:
        self.campaign = campaign
        self.id: str = campaign.id               # its campaign's folder's name (asked many times a change)
        self.game = game
        self.setting = setting
        self.file = folder / f"{campaign.id}.json"
        # names the pending question (an answer to another is stale): this table's own start, random, then a count (a
        # name no other question of the table had, since the server started or before, made without asking the system)
        self._asks = itertools.count()
        self._ask_start = secrets.token_hex(8)
        self.ask = self._next_ask()
        self._seats = 0
        self._counted: tuple[Any, ...] = (None,)  # the question the seats were last counted at
        self.made = 0                            # decisions applied since the server started
        self.mark = mark or Mark(new_epoch())    # the journal's epoch and the number of the last answer
        self.kept = self.mark                    # the mark of the last full save on disk
        self.entry: Entry | None = None          # the last answer, for the journal
        self.proposal: Proposal | None = None    # what one person asks the whole table to agree to
        # a state as plain data and the answers (key, seat as the game took it) made since: the game is that state
        # with those answers played again (a rule's bug goes back through them, undo stops short of one)
        self._base = base if base is not None else game_to_plain(game)
        self._answers: list[tuple[str, int | None]] = []
        # the answers that may be taken back (`engine.core.undo`), each kept as its place in _answers: every seat
        # plays at its own screen, so an answer is its seat's alone, and only while that seat is still the one asked
        self.history = Undo([], rivals=True)
        self._log: list[dict[str, Any]] = []     # the log as plain data, as far as a full save made it
        self.sights = Kept()                     # the seats' sights, kept between changes (see sights.sights)
        self.bots = {seat: bot_kinds.make(kind, setting.bot_seed + seat) for seat, kind in setting.bots.items()}

    def _next_ask(self) -> str:
        return f"{self._ask_start}.{next(self._asks):x}"

    def names(self) -> list[str]:
        """Each seat's name: the campaign's, and 'Seat N' for a seat that joined during the game."""
        names = [seat.name for seat in self.campaign.seats]
        return names + [f"Seat {n + 1}" for n in range(len(names), self.seat_count())]

    def seat_count(self) -> int:
        """The seats at the table: the campaign's, or more when the rules let a player join during the game (a
        seat the game asks beyond them)."""
        decision = self.game.pending
        if decision is not None and self._counted[0] is decision and self._counted[1:] == (decision.owner,
                                                                                           decision.waiting):
            return self._seats  # asked several times a change: counted once a question
        asked_ = [*(decision.seats() or ()), *decision.waiting] if decision is not None else []
        self._seats = max(self._seats, len(self.campaign.seats), *(seat + 1 for seat in asked_))
        if decision is not None:
            self._counted = (decision, decision.owner, decision.waiting)
        return self._seats

    def holds(self, grant: Grant) -> list[int]:
        """The seats a code answers for: its own, or every seat (those that joined too)."""
        return list(range(self.seat_count())) if grant.every else list(grant.seats)

    # -- answering ------------------------------------------------------------------------
    def choose(self, grant: Grant, key: str, seat: int | None, ask: str) -> list[Event]:
        """A person's answer through a code: refused (Refused, nothing changes) unless it answers the question
        now asked, for a seat the code holds and that the question asks."""
        game = self.game
        if game.over:
            raise Refused("the game is over")
        if ask != self.ask:
            raise Refused(f"that question has {STALE} (the table has moved on)")
        decision = game.pending
        if decision is None:
            raise Refused("nothing is being asked")
        answering = self.answering(grant, seat)
        return self._apply(key, answering, seat)

    def answering(self, grant: Grant, seat: int | None) -> int | None:
        """The seat to pass to the game for this code's answer; Refused when the code may not give it."""
        decision = self.game.pending
        if decision is None:
            raise Refused("nothing is being asked")
        held = self.holds(grant)
        people = [s for s in held if s not in self.bots]
        if decision.owner == "table":
            if not people:
                raise Refused("the whole table decides this, and your code holds no seat a person plays")
            return None
        if seat is None:
            raise Refused("say which of your seats answers")
        if seat not in held:
            raise Refused(f"your code does not hold seat {seat + 1}")
        if seat in self.bots:
            raise Refused(f"seat {seat + 1} is played by a bot now")
        if decision.owner == "any":
            # a window any seat may answer goes to each seat still asked in turn, as at one screen
            if seat not in decision.waiting:
                raise Refused(f"seat {seat + 1} is not asked now")
            if seat != decision.waiting[0]:
                raise Refused(f"{self.names()[decision.waiting[0]]} answers this first, then seat {seat + 1}")
            return seat
        if decision.seats() != (seat,):
            who = asked(self.game)
            raise Refused(f"{self.names()[who] if who is not None else 'another seat'} is asked, not seat {seat + 1}")
        return seat

    def bot_asked(self) -> int | None | bool:
        """The seat whose bot answers now (None: the whole table's, every seat being a bot); False: no bot."""
        game = self.game
        if game.over or game.pending is None:
            return False
        seat = asked(game)
        if seat is not None:
            return seat if seat in self.bots else False
        if game.pending.owner == "table" and self.bots and len(self.bots) == len(self.campaign.seats):
            return None
        return False

    def bot_kind(self, seat: int | None) -> str:
        return self.setting.bots[seat if seat is not None else min(self.bots)]

    def bot_key(self, seat: int | None, attempt: int = 0) -> str:
        bot = self.bots[seat if seat is not None else min(self.bots)]
        return bot.answer(self.game, seat if seat is not None else min(self.bots), attempt)

    def bot_choose(self, seat: int | None, key: str) -> list[Event]:
        return self._apply(key, seat, seat, bot=True)

    def _apply(self, key: str, answering: int | None, seat: int | None, bot: bool = False) -> list[Event]:
        game = self.game
        self.history.seats = list(range(self.seat_count()))  # a seat may join during the game
        # a bot's answer is never taken back: what each seat could name before it is not needed
        was = None if bot else self.history.before(game, kept=len(self._answers))
        try:
            events = game.choose(key, answering)
        except IllegalChoice as refusal:
            raise Refused(str(refusal) or "that answer is not allowed now") from None
        except GameOver:
            raise Refused("the game is over") from None
        except Exception as error:  # noqa: BLE001 - a rule's bug: the game goes back, the players are told
            self._rebuild(len(self._answers))
            raise Refused(f"this answer could not be played ({type(error).__name__}: {str(error)[:160]}); "
                          "the game is as it was") from error
        # nothing a seat was shown is taken back (a draw, a hand turned face up, chance), nor a bot's answer
        self.history.answered(game, was, key, seat, events, bot)
        self.history.undone.clear()
        del self.history.done[:-MAX_UNDO]
        self._answers.append((key, answering))
        self.mark = Mark(self.mark.epoch, self.mark.through + 1)
        self.entry = Entry(self.id, self.mark.epoch, self.mark.through, key, answering)
        self.ask = self._next_ask()
        self.made += 1
        return events

    def _rebuild(self, answers: int) -> None:
        """The game as it was after the first `answers` answers since the base state (played again from it)."""
        game = game_from_plain(self._base, cast(Ruleset, self.game.ruleset), self.game.cards)
        for key, seat in self._answers[:answers]:
            game.choose(key, seat)
        del self._answers[answers:]
        del self._log[len(game.state.log.events):]
        self.game = game

    def propose(self, grant: Grant, kind: str, seat: int | None, key: str = "") -> Proposal:
        """What a person asks of the whole table (Refused when they may not): a whole table's question answered, or
        their own last answer taken back."""
        if kind == "undo":
            assert seat is not None
            words = f"{self.can_undo(grant, seat)} asks to take back their last answer."
        elif kind == "next":
            raise ValueError("the next game is proposed with `propose_next`")
        else:
            decision = self.game.pending
            if self.game.over or decision is None or decision.owner != "table":
                raise Refused("the whole table is not asked now")
            self.answering(grant, None)
            option = decision.option(key)
            if option is None and (decision.number is None or not key.lstrip("-").isdigit()):
                raise Refused(f"{key[:60]!r} is not a legal answer now")
            label = option.label if option is not None else key
            who = self.names()[seat] if seat is not None and 0 <= seat < self.seat_count() else "A player"
            words = f"{who} answers for the whole table: {label}."
        self.proposal = Proposal(secrets.token_hex(8), kind, grant, seat, words, self.ask, key, {grant.hash})
        return self.proposal

    def propose_next(self, grant: Grant, words: str, options: dict[str, Any]) -> Proposal:
        """A person asks for the campaign's next game (the game over), with these setup options."""
        if not self.game.over:
            raise Refused("the game is not over")
        people = [seat for seat in self.holds(grant) if seat not in self.bots]
        if not people:
            raise Refused("your code holds no seat a person plays")
        who = self.names()[people[0]]
        self.proposal = Proposal(secrets.token_hex(8), "next", grant, people[0], f"{who} starts the next game: {words}",
                                 self.ask, "", {grant.hash}, dict(options))
        return self.proposal

    def can_undo(self, grant: Grant, seat: int) -> str:
        """Who gave the answer undo would take back (its seat's name); Refused when this seat may not take it back."""
        if seat not in self.holds(grant):
            raise Refused(f"your code does not hold seat {seat + 1}")
        history = self.history
        if not history.done:
            raise Refused("nothing to take back since the last card drawn or revealed, or a bot's answer, or since "
                          "another seat was asked")
        answered = history.done[-1].seat
        if answered is not None and answered != seat:
            raise Refused("the last answer was another seat's: only they may take it back")
        if not history.can_undo(self.game):
            raise Refused("another seat is asked since that answer: it can no longer be taken back")
        return self.names()[seat]

    def undo(self, grant: Grant, seat: int) -> str:
        """Take back the table's last answer, if it was this seat's own and nothing was drawn or revealed since:
        what the table is told. The table is then under a new epoch: the server keeps it by a full save."""
        name = self.can_undo(grant, seat)
        self.history.undo(self.game, self._rebuild)
        self.restarted()
        return f"{name} took back the last answer."

    def restarted(self) -> None:
        """The game changed by something other than an answer (undo, the next game): a new epoch, a new question."""
        self.mark = Mark(new_epoch())
        self.entry = None
        self.ask = self._next_ask()

    def new_game(self, game: Game) -> None:
        """The campaign's next game in place of the one that ended."""
        self.game = game
        self._base = game_to_plain(game)
        self._answers, self._log = [], []
        self.history.forget()
        self.restarted()

    # -- seats ----------------------------------------------------------------------------
    def hand(self, seat: int, to: str, kind: str = "random") -> str:
        """Give a seat to a bot, or back to a person (who joins with a code for it)."""
        if not 0 <= seat < self.seat_count():
            raise Refused(f"there is no seat {seat + 1}")
        name = self.names()[seat]
        if to == "bot":
            self.setting.bots[seat] = kind
            self.bots[seat] = bot_kinds.make(kind, self.setting.bot_seed + seat)
            return f"{name} is played by a bot now."
        self.setting.bots.pop(seat, None)
        self.bots.pop(seat, None)
        return f"{name} is played by a person again."

    # -- keeping --------------------------------------------------------------------------
    def unsaved(self) -> int:
        """Answers since the last full save."""
        return self.mark.through - self.kept.through if self.mark.epoch == self.kept.epoch else self.mark.through + 1

    def plain(self) -> tuple[dict[str, Any], dict[str, Any], Mark]:
        """A full save's state, ledger and mark, as plain data made afresh (`game_to_plain` builds new tables and
        lists, so the game may play on while it is written); undo keeps its older state when it may still go back."""
        plain = game_to_plain(self.game, log=False)
        events = self.game.state.log.events
        del self._log[len(events):]
        self._log.extend(event.to_plain() for event in events[len(self._log):])
        plain["log"] = list(self._log)
        if not self.history.done or len(self._answers) > MAX_ANSWERS:
            self._base, self._answers = plain, []
            self.history.forget()
        return plain, cast(Ruleset, self.game.ruleset).ledger(self.game), self.mark

    def write(self, plain: dict[str, Any], ledger: dict[str, Any], mark: Mark) -> None:
        """A full save (off the server's loop): the campaign's exact state, marked with how far its journal goes."""
        saves.autosave(self.campaign, plain, ledger=ledger, mark=mark.to_plain())

    def write_setting(self) -> None:
        write_atomic(self.file, json.dumps(self.setting.to_plain(), indent=1).encode("utf-8"))

    def notice(self, text: str) -> Message:
        return Message(text, {"rule": "online"})
