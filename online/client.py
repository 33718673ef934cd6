"""A client's side of the network play, without Qt: connect with a code, keep each held seat's game up to date from
the views the server sends, send answers. The table (gui) and the headless bot player both use it."""
from __future__ import annotations

import asyncio
import collections
import random
import socket
import ssl as ssl_module
import time
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from engine import rulesets
from engine.bots import asked
from engine.bots.random_bot import RandomBot
from engine.content.loader import list_packs, load_pack

from . import protocol
from .protocol import BURST, RATE, STALE, TOO_MANY, VERSION, Refused, encode
from .seat_game import SeatGame


EXAMPLE_ADDRESSES = "192.168.1.20:8765 or wss://games.example.org"  # what a host's address looks like, for a player


class Unreachable(Exception):
    """The server cannot be reached, or sent us away; the text says why (for the player)."""


def why_unreachable(error: BaseException) -> str:
    """Why a connection failed, in a player's words (never an exception's name), with what they may try."""
    if isinstance(error, ConnectionRefusedError):
        return "nothing listens there. Is the game still hosted, and is this the port the host sent?"
    if isinstance(error, (asyncio.TimeoutError, TimeoutError)):
        return "no answer came. The address may be mistyped, or a firewall stands between."
    if isinstance(error, socket.gaierror):
        return "no computer of that name is found. Is the address spelt as the host sent it?"
    if isinstance(error, ssl_module.SSLError):
        return ("its certificate could not be checked: a wss:// address needs a certificate this computer trusts "
                "(a ws:// address needs none).")
    if isinstance(error, InvalidHandshake):
        return "something answers there, but not a Fogbound server. Is this the port the host sent?"
    if isinstance(error, (InvalidURI, ValueError)):
        return f"that is no address a game is hosted at (one looks like {EXAMPLE_ADDRESSES})."
    if isinstance(error, OSError) and error.strerror:
        return f"the network says: {error.strerror.rstrip('.')}."
    return "the connection failed."


def pack_for(pack: dict[str, Any], packs_folder: Path | None = None) -> Any:
    """This Fogbound's copy of the adventure the table plays; Unreachable when it is missing or another version."""
    for summary in list_packs(packs_folder):
        if summary.id == pack.get("id") and not summary.error:
            if summary.version != pack.get("version"):
                raise Unreachable(f"the table plays version {pack.get('version')} of '{summary.title}'; this "
                                  f"Fogbound has version {summary.version}")
            return load_pack(summary.folder)
    raise Unreachable(f"the table plays the adventure {pack.get('id')!r}, which this Fogbound does not have")


class Connection:
    """One client connection to a table: `games[seat]` is each held seat's game as that seat sees it."""

    def __init__(self, url: str, code: str, name: str = "", packs_folder: Path | None = None,
                 tls: ssl_module.SSLContext | None = None, pack: Any = None) -> None:
        self.url, self.code, self.name = url, code, name
        self.packs_folder = packs_folder
        self.tls = tls
        self.ws: ClientConnection | None = None
        self.welcome: dict[str, Any] = {}
        self.pack = pack
        self.games: dict[int, SeatGame] = {}
        self.asks: dict[int, str | None] = {}
        self.seats: list[dict[str, Any]] = []
        self.refusals: list[dict[str, Any]] = []
        self.received = 0
        self._parts: collections.deque[dict[str, Any]] = collections.deque()  # seats' views yet to read
        self.proposal: dict[str, Any] | None = None  # what a person asked the whole table to agree to
        self.next_offer: dict[str, Any] | None = None  # the campaign's next game, offered once a game is over

    def table_pack(self) -> Any:
        """The pack as the table shows it: its cards, and the cards that stand in for hidden pieces (by their back)."""
        import dataclasses

        game = next(iter(self.games.values()))
        return dataclasses.replace(self.pack, cards=game.cards)

    @property
    def yours(self) -> list[int]:
        return list(self.welcome.get("yours", []))

    async def open(self, timeout: float = 10.0) -> dict[str, Any]:
        """Connect and join; the welcome. Unreachable says why not."""
        try:
            self.ws = await asyncio.wait_for(
                connect(self.url, ssl=self.tls, max_size=protocol.MAX_SERVER_MESSAGE, compression=None,
                        open_timeout=timeout), timeout)
        except (OSError, asyncio.TimeoutError, InvalidHandshake, InvalidURI, ValueError) as error:
            raise Unreachable(f"no Fogbound server answers at {self.url}: {why_unreachable(error)}") from None
        self._parts.clear()  # what the last connection left unread is the past: a rejoin's views come whole
        await self.ws.send(encode({"t": "hello", "v": VERSION, "code": self.code, "name": self.name[:80]}))
        message = await self.receive(timeout)
        if message["t"] != "welcome":
            await self.close()
            raise Unreachable(message.get("reason") or f"the server answered {message['t']!r}")
        if self.pack is None:
            self.pack = pack_for(message["pack"], self.packs_folder)
        self.take(message)
        return message

    async def next(self, timeout: float | None = None) -> dict[str, Any]:
        """The next message, with the seats' games updated from it; a closed connection reads as `bye`."""
        message = await self.receive(timeout)
        self.take(message)
        return message

    async def receive(self, timeout: float | None = None) -> dict[str, Any]:
        """The next message, checked, not yet taken (a table takes it on its own thread: `take`). The seats' views
        the server sends together are read one by one, each a `view` of its seat (`as`) with what they share."""
        if self._parts:
            return self._parts.popleft()
        assert self.ws is not None
        try:
            text = await asyncio.wait_for(self.ws.recv(), timeout)
        except ConnectionClosed as closed:
            reason = closed.rcvd.reason if closed.rcvd is not None else ""
            return {"t": "bye", "reason": reason or "the connection was closed"}
        self.received += 1
        try:
            message = protocol.read_server(text)
        except Refused as refusal:
            return {"t": "bye", "reason": f"the server sent what this Fogbound cannot read: {refusal}"}
        if message["t"] != "views":
            return message
        parts = message.pop("views")
        if not parts:
            return {"t": "bye", "reason": "the server sent what this Fogbound cannot read: views of no seat"}
        self._parts.extend({**message, "t": "view", **part} for part in parts)
        return self._parts.popleft()

    def take(self, message: dict[str, Any]) -> None:
        """Update the held seats' games from a message (a view: its `new` events are added to it, typed)."""
        kind = message["t"]
        if "seats" in message:
            self.seats = message["seats"]
        if "proposal" in message:
            self.proposal = message["proposal"]
        if kind == "welcome":
            self.welcome = message
            if self.pack is None:
                self.pack = pack_for(message["pack"], self.packs_folder)
            ruleset = rulesets.ruleset(message["ruleset"])
            for seat in message["yours"]:
                if seat not in self.games:
                    self.games[seat] = SeatGame(ruleset, self.pack.cards, seat)
        elif kind == "view":
            seat = message["as"]
            if seat not in self.games:  # a seat that joined the game, held by the host's code
                self.games[seat] = SeatGame(rulesets.ruleset(self.welcome["ruleset"]), self.pack.cards, seat)
                self.welcome["yours"] = sorted({*self.yours, seat})
            game = self.games[seat]
            self.next_offer = message.get("next")
            message["new"] = game.show(message.get("state"), log=message.get("log"), events=message.get("events"),
                                       change=message.get("delta"))
            self.asks[seat] = message.get("ask")
        elif kind == "refused":
            self.refusals.append(message)

    async def send(self, message: dict[str, Any]) -> None:
        assert self.ws is not None
        try:
            await self.ws.send(encode(message))
        except ConnectionClosed:
            pass

    async def choose(self, seat: int | None, key: str, via: int | None = None) -> None:
        """Answer the question `via` (a held seat: its last view) saw, as `seat` (None: for the whole table)."""
        via = seat if via is None else via
        ask = self.asks.get(via) if via is not None else None
        await self.send({"t": "choose", "ask": ask or "", "key": str(key), "seat": seat})

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()


def to_answer(connection: Connection, seat: int) -> tuple[int | None, bool] | None:
    """Whether this held seat answers the question its view shows now: (the seat to name, whether it answers for
    the whole table), or None. A window is answered by the first seat still waiting, as at one screen; a whole
    table's question by the lowest seat a connected person holds."""
    game = connection.games[seat]
    if not game.shown or game.over or game.pending is None or connection.asks.get(seat) is None:
        return None
    decision = game.pending
    if decision.owner == "table":
        people = [s["seat"] for s in connection.seats if not s["bot"] and s["connected"]]
        return (None, True) if people and min(people) == seat else None
    return (seat, False) if asked(game) == seat else None


class Pace:
    """The server's allowance of messages kept on the sending side (a little under it), so a fast bot waits its turn
    rather than have answers dropped unanswered."""

    def __init__(self) -> None:
        self.rate, self.burst = RATE * 0.9, BURST - 4
        self.tokens, self.last = self.burst, time.monotonic()

    async def take(self, count: int = 1) -> None:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens < count:
            await asyncio.sleep((count - self.tokens) / self.rate)
            self.tokens, self.last = float(count), time.monotonic()
        self.tokens -= count


async def play_as_bot(connection: Connection, seed: int = 0, until_over: bool = True,
                      duplicate: bool = False, delay: float = 0.0, record: list[Any] | None = None,
                      seats: set[int] | None = None) -> str:
    """Answer every question the held seats are asked with the random bot, from each seat's view alone, until the
    game ends (or the connection does); what ended it. `seats`: answer only these of the held seats, and the seats
    that join during the game (a host's code holds every seat, though others play theirs). `duplicate` sends every
    answer twice and `delay` waits before each (a poor network), `record` gets each message received."""
    founding = len(connection.seats)
    bot = RandomBot(seed)
    luck = random.Random(seed)
    tries: dict[str, int] = {}  # the question (its ask) -> answers given to it
    pace = Pace()
    while True:
        message = await connection.next()
        if record is not None:
            record.append(message)
        kind = message["t"]
        if kind == "bye":
            return str(message.get("reason", "bye"))
        if until_over and connection.games and all(g.shown and g.over for g in connection.games.values()):
            return "over"
        proposal = connection.proposal
        if proposal is not None and proposal["id"] not in tries and any(
                seat in proposal["waiting"] and (seats is None or seat in seats or seat >= founding)
                for seat in connection.yours):
            tries[proposal["id"]] = 0
            await pace.take()
            await connection.send({"t": "agree", "id": proposal["id"]})  # a bot agrees to what a person asks
        # a free number the rules refused is tried again; an answer to a question already answered is not
        retry = kind == "refused" and message.get("re") == "choose" and STALE not in message["reason"]
        if kind == "refused" and TOO_MANY in message["reason"]:  # dropped: wait for the allowance, then again
            await asyncio.sleep(1.0)
            retry = True
        for seat in connection.yours:
            if seats is not None and seat not in seats and seat < founding:
                continue
            who = to_answer(connection, seat) if seat in connection.games else None
            if who is None:
                continue
            ask = connection.asks[seat]
            if ask is None or (ask in tries and not retry):  # (a seat asked has its question's name)
                continue
            attempt = tries[ask] = tries.get(ask, -1) + 1
            if attempt > 100:
                return f"stuck: seat {seat + 1}'s answers are all refused ({message.get('reason')})"
            key = bot.answer(connection.games[seat], seat, attempt)
            if delay:
                await asyncio.sleep(luck.random() * delay)
            await pace.take(2 if duplicate else 1)
            await connection.choose(who[0], key, via=seat)
            if duplicate:
                await asyncio.sleep(luck.random() * 0.02)
                await connection.choose(who[0], key, via=seat)
            break
