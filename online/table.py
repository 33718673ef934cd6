"""One hosted table: the only full game, its campaign on disk, its codes and who answers for each seat.

Every change goes through here: a seat's answer (only the seats a code holds, only to the question it saw), a bot's
answer, an undo of one's own last answer, a seat handed over. The server calls these under the table's lock, writes
the autosave, then sends each seat its view.
"""
from __future__ import annotations

import json
import secrets
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import saves
from engine import bots as bot_kinds
from engine.bots import asked
from engine.core.decisions import GameOver, IllegalChoice
from engine.core.events import Event, Message
from engine.core.game import Game
from engine.core.serial import game_from_plain, game_to_plain
from engine.core.view import shows_hidden
from saves.atomic import write_atomic

from .codes import Codes, Grant
from .protocol import STALE, Refused

TABLE_FORMAT = 1
MAX_UNDO = 50


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


class Table:
    """A game being played online, with its campaign and setting."""

    def __init__(self, campaign: saves.Campaign, game: Game, setting: Setting, folder: Path) -> None:
        self.campaign = campaign
        self.game = game
        self.setting = setting
        self.file = folder / f"{campaign.id}.json"
        self.ask = secrets.token_hex(8)          # names the pending question; an answer to another is stale
        self._seats = 0
        self.made = 0                            # decisions applied since the server started
        # (the state before an answer, as the autosave wrote it; the seat that answered): no copy is made for undo
        self._undo: list[tuple[dict[str, Any], int | None]] = []
        self._log: list[dict[str, Any]] = []     # the log as plain data, as far as the autosave made it
        self._kept: dict[str, Any] | None = None  # the state as last written (the next answer's "before")
        self.backs: dict[str, str] = {}          # what each card's back shows (see seat_view.sight)
        self.bots = {seat: bot_kinds.make(kind, setting.bot_seed + seat) for seat, kind in setting.bots.items()}

    @property
    def id(self) -> str:
        return self.campaign.id

    def names(self) -> list[str]:
        """Each seat's name: the campaign's, and 'Seat N' for a seat that joined during the game."""
        names = [seat.name for seat in self.campaign.seats]
        return names + [f"Seat {n + 1}" for n in range(len(names), self.seat_count())]

    def seat_count(self) -> int:
        """The seats at the table: the campaign's, or more when the rules let a player join during the game (a
        seat the game asks beyond them)."""
        decision = self.game.pending
        asked_ = [*(decision.seats() or ()), *decision.waiting] if decision is not None else []
        self._seats = max(self._seats, len(self.campaign.seats), *(seat + 1 for seat in asked_))
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
            if seat not in decision.waiting:
                raise Refused(f"seat {seat + 1} is not asked now")
            return seat
        if decision.seats() != (seat,):
            raise Refused(f"{self.names()[asked(self.game)] if asked(self.game) is not None else 'another seat'} "
                          f"is asked, not seat {seat + 1}")
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
        before = self.kept()
        try:
            events = game.choose(key, answering)
        except IllegalChoice as refusal:
            raise Refused(str(refusal) or "that answer is not allowed now") from None
        except GameOver:
            raise Refused("the game is over") from None
        except Exception as error:  # noqa: BLE001 - a rule's bug: the game goes back, the players are told
            self._restore(before)
            raise Refused(f"this answer could not be played ({type(error).__name__}: {str(error)[:160]}); "
                          "the game is as it was") from error
        if shows_hidden(game, events) or bot:
            self._undo.clear()  # nothing drawn or revealed is taken back, nor a bot's answer
        else:
            self._undo.append((before, seat))
            del self._undo[:-MAX_UNDO]
        self.ask = secrets.token_hex(8)
        self.made += 1
        return events

    def undo(self, grant: Grant, seat: int) -> str:
        """Take back the table's last answer, if it was this seat's own and nothing was drawn or revealed since:
        what the table is told."""
        if seat not in self.holds(grant):
            raise Refused(f"your code does not hold seat {seat + 1}")
        if not self._undo:
            raise Refused("nothing to take back since the last card drawn or revealed, or a bot's answer")
        before, answered = self._undo[-1]
        if answered is not None and answered != seat:
            raise Refused("the last answer was another seat's: only they may take it back")
        self._undo.pop()
        self._restore(before)
        self.ask = secrets.token_hex(8)
        name = self.names()[seat]
        return f"{name} took back the last answer."

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
    def kept(self) -> dict[str, Any]:
        """The state as the autosave last wrote it (made now when nothing was written since the table opened)."""
        if self._kept is None:
            self.plain()
        return self._kept

    def _restore(self, plain: dict[str, Any]) -> None:
        """Back to a state as the autosave wrote it (undo, or a rule's bug met by an answer)."""
        self.game = game_from_plain(plain, self.game.ruleset, self.game.cards)
        del self._log[len(plain["log"]):]
        self._kept = plain

    def plain(self) -> tuple[dict[str, Any], dict[str, Any]]:
        """The state to autosave and the ledger, as plain data made afresh (`game_to_plain` builds new tables and
        lists; the server holds the table's lock until the write is done, so nothing changes them meanwhile)."""
        plain = game_to_plain(self.game, log=False)
        events = self.game.state.log.events
        del self._log[len(events):]
        self._log.extend(event.to_plain() for event in events[len(self._log):])
        plain["log"] = list(self._log)
        self._kept = plain
        return plain, self.game.ruleset.ledger(self.game)

    def write(self, plain: dict[str, Any], ledger: dict[str, Any]) -> None:
        """The autosave (off the server's loop): the campaign's exact state after this decision."""
        saves.autosave(self.campaign, plain, ledger=ledger)

    def write_setting(self) -> None:
        write_atomic(self.file, json.dumps(self.setting.to_plain(), indent=1).encode("utf-8"))

    def notice(self, text: str) -> Message:
        return Message(text, {"rule": "online"})
