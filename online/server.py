"""The server: any number of tables on one asyncio loop, each client a WebSocket that names its code first.

A change is made under its table's lock: applied to the only full game, autosaved (off the loop), then each seat
that somebody holds is sent its view and the events it may read. A client's message is read against the protocol's
schema, rate-limited, and refused with a reason when it is wrong; nothing it sends can change another table.
"""
from __future__ import annotations

import asyncio
import logging
import ssl as ssl_module
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from engine.bots import asked
from engine.core.events import Event

from . import protocol
from .codes import Grant, digest
from .protocol import BURST, RATE, TOO_MANY, VERSION, Refused, encode
from .seat_view import Sight, seat_events, seat_state, sight
from .store import Store
from .table import Table

log = logging.getLogger("fogbound.server")

HELLO_SECONDS = 10.0     # a connection that does not say who it is by then is closed
OUTBOX = 200             # messages waiting for a slow client before it is dropped (it rejoins and gets its view)
WRONG_CODE_PAUSE = 0.3   # seconds before a wrong code is answered: guessing is slow as well as hopeless
# autosaves written at once (each table's in order): their waits on the disk overlap, and a filesystem's journal
# commits the fsyncs that wait together in one go
WRITERS = 8


@dataclass(eq=False)
class Client:
    """One connection: the code's grant and table, the seats it sees, what waits to be sent to it."""

    ws: ServerConnection
    grant: Grant
    table: Table
    name: str = ""
    outbox: asyncio.Queue[str | None] = field(default_factory=lambda: asyncio.Queue())
    tokens: float = BURST
    last: float = field(default_factory=time.monotonic)
    flooding: float = 0.0    # when the last "too many" refusal was sent
    seen: set[int] = field(default_factory=set)  # seats it has been sent a whole view of

    def allowed(self, rate: float, burst: float) -> bool:
        now = time.monotonic()
        self.tokens = min(burst, self.tokens + (now - self.last) * rate)
        self.last = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True

    def send(self, text: str) -> None:
        if self.outbox.qsize() >= OUTBOX:
            self.outbox.put_nowait(None)  # the writer closes: this client is too far behind
            return
        self.outbox.put_nowait(text)


class Server:
    """Tables kept in a `Store`, served over WebSockets."""

    def __init__(self, store: Store, bot_pause: float = 0.0, rate: float = RATE, burst: float = BURST) -> None:
        self.store = store
        self.bot_pause = bot_pause
        self.rate, self.burst = rate, burst
        self.tables: dict[str, Table] = {}
        self.locks: dict[str, asyncio.Lock] = {}
        self.clients: dict[str, set[Client]] = {}
        self._codes: dict[str, str] = {}          # a code's hash -> its table
        self._sights: dict[tuple[str, int], Sight] = {}  # what each seat could not see after the last change
        self._writer = ThreadPoolExecutor(max_workers=WRITERS, thread_name_prefix="autosave")
        self._bots: dict[str, asyncio.Task[None]] = {}
        self._server: Any = None
        self._watching: asyncio.Task[None] | None = None
        self._tried: set[tuple[str, int]] = set()
        self.address: tuple[str, int] | None = None
        self.timings: list[float] | None = None  # seconds from a bot's answer being due to its views sent (benchmarks)

    # -- tables ---------------------------------------------------------------------------
    def add(self, table: Table) -> None:
        self.tables[table.id] = table
        self.locks.setdefault(table.id, asyncio.Lock())
        self.clients.setdefault(table.id, set())
        for grant in table.setting.codes.grants:
            self._codes[grant.hash] = table.id

    def load(self) -> None:
        for table in self.store.load():
            self.add(table)
        for problem in self.store.problems:
            log.warning("a table was not opened: %s", problem)

    async def watch(self, seconds: float = 3.0) -> None:
        """Open the tables made in the folder while the server runs (`fogbound-server new-table`)."""
        while True:
            await asyncio.sleep(seconds)
            known = {f"{table_id}.json" for table_id in self.tables}
            fresh = [f for f in self.store.folder.glob("*.json")] if self.store.folder.is_dir() else []
            for file in fresh:
                try:
                    seen = (file.name, file.stat().st_mtime_ns)
                except OSError:
                    continue
                if file.name in known or seen in self._tried:
                    continue
                self._tried.add(seen)  # a file that fails is tried again once it changes
                table = self.store.load_one(file)
                if table is not None and table.id not in self.tables:
                    self.add(table)
                    self.wake_bots(table)

    def issue(self, table: Table, seats: list[int], host: bool = False, label: str = "", every: bool = False) -> str:
        code = table.setting.codes.issue(seats, host, label, every)
        self._codes[table.setting.codes.grants[-1].hash] = table.id
        return code

    # -- serving --------------------------------------------------------------------------
    async def start(self, host: str = "127.0.0.1", port: int = 0, tls: ssl_module.SSLContext | None = None) -> None:
        self._server = await serve(self._connection, host, port, ssl=tls, max_size=protocol.MAX_CLIENT_MESSAGE,
                                   max_queue=32, ping_interval=20, ping_timeout=20, compression=None)
        socket = next(iter(self._server.sockets))
        self.address = socket.getsockname()[:2]
        for table in self.tables.values():
            self.wake_bots(table)
        self._watching = asyncio.create_task(self.watch())

    async def close(self) -> None:
        if self._watching is not None:
            self._watching.cancel()
        for task in list(self._bots.values()):
            task.cancel()
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        self._writer.shutdown(wait=True)

    async def _connection(self, ws: ServerConnection) -> None:
        client = await self._hello(ws)
        if client is None:
            return
        writer = asyncio.create_task(self._write(client))
        try:
            async for text in ws:
                await self._message(client, text)
        except ConnectionClosed:
            pass
        finally:
            self.clients[client.table.id].discard(client)
            client.outbox.put_nowait(None)
            await writer
            self._seats_changed(client.table)

    async def _hello(self, ws: ServerConnection) -> Client | None:
        try:
            text = await asyncio.wait_for(ws.recv(), HELLO_SECONDS)
            message = protocol.read_client(text)
            if message["t"] != "hello":
                raise Refused("say hello with your code first")
            if message["v"] != VERSION:
                raise Refused(f"this server speaks version {VERSION} of Fogbound's network play, your Fogbound "
                              f"speaks version {message['v']}: play with the same version as the host")
            table = self.tables.get(self._codes.get(digest(message["code"]), ""))
            grant = table.setting.codes.grant(message["code"]) if table is not None else None
            if table is None or grant is None:
                await asyncio.sleep(WRONG_CODE_PAUSE)
                raise Refused("this code opens no table here (mistyped, or revoked by the host)")
        except Refused as refusal:
            await _bye(ws, str(refusal))
            return None
        except (asyncio.TimeoutError, ConnectionClosed):
            await _bye(ws, "no hello with a code")
            return None
        client = Client(ws, grant, table, message.get("name", ""))
        async with self.locks[table.id]:
            self.clients[table.id].add(client)
            client.send(encode({"t": "welcome", "v": VERSION, "table": table.id, "name": table.campaign.name,
                                "ruleset": table.game.ruleset.id, "pack": table.campaign.pack.to_plain(),
                                "yours": table.holds(grant), "host": grant.host, "seats": self.seats(table)}))
            for seat in table.holds(grant):
                client.seen.add(seat)
                client.send(self._view(table, seat, None, whole=True))
        self._seats_changed(table, but=client)
        return client

    async def _write(self, client: Client) -> None:
        while True:
            text = await client.outbox.get()
            if text is None:
                break
            try:
                await client.ws.send(text)
            except ConnectionClosed:
                break
        if client.ws.state.name == "OPEN":
            await client.ws.close(1008 if client.outbox.qsize() >= OUTBOX else 1000, "too far behind")

    async def _message(self, client: Client, text: str | bytes) -> None:
        if not client.allowed(self.rate, self.burst):
            now = time.monotonic()
            if now - client.flooding > 1.0:  # one refusal a second: a flood is not answered by a flood
                client.flooding = now
                client.send(encode({"t": "refused", "re": "?", "reason": f"{TOO_MANY}: slow down"}))
            return
        kind = "?"
        try:
            message = protocol.read_client(text)
            kind = message["t"]
            await self._dispatch(client, message)
        except Refused as refusal:
            client.send(encode({"t": "refused", "re": kind, "reason": str(refusal)}))

    async def _dispatch(self, client: Client, message: dict[str, Any]) -> None:
        kind = message["t"]
        table = client.table
        if kind == "ping":
            client.send(encode({"t": "pong"}))
            return
        if kind == "hello":
            raise Refused("already joined")
        if client.grant.revoked:
            raise Refused("your code was revoked")
        if kind in ("hand", "invite", "revoke") and not client.grant.host:
            raise Refused("only the host may do that")
        async with self.locks[table.id]:
            if kind == "choose":
                before = self._before(table)
                events = table.choose(client.grant, message["key"], message["seat"], message["ask"])
                await self._keep_and_tell(table, events, before)
            elif kind == "undo":
                said = table.undo(client.grant, message["seat"])
                await self._keep_and_tell(table, None, {}, said)
            elif kind == "hand":
                said = table.hand(message["seat"], message["to"])
                await self._keep_setting(table)
                self._notice(table, said)
            elif kind == "invite":
                seat = message["seat"]
                if not 0 <= seat < table.seat_count():
                    raise Refused(f"there is no seat {seat + 1}")
                self._revoke(table, seat)
                code = self.issue(table, [seat], label=f"seat {seat + 1}")
                await self._keep_setting(table)
                client.send(encode({"t": "code", "as": seat, "text": code}))
            elif kind == "revoke":
                count = self._revoke(table, message["seat"])
                await self._keep_setting(table)
                self._notice(table, f"{count} code(s) for seat {message['seat'] + 1} revoked.")
        self._seats_changed(table)
        self.wake_bots(table)

    def _revoke(self, table: Table, seat: int) -> int:
        count = table.setting.codes.revoke(seat)
        for other in list(self.clients[table.id]):
            if other.grant.revoked:
                other.send(encode({"t": "bye", "reason": "your code was revoked by the host"}))
                other.outbox.put_nowait(None)
        return count

    # -- after a change -------------------------------------------------------------------
    def _before(self, table: Table) -> dict[int, Sight]:
        """What each seat held by a client could not see before the change (for the events it may read)."""
        return {seat: self._sights.get((table.id, seat)) or sight(table.game, seat, table.backs)
                for seat in self._held(table)}

    async def _keep_and_tell(self, table: Table, events: list[Event] | None, before: dict[int, Sight],
                             said: str = "") -> None:
        """Autosave the change, then send each seat its view: the views are made while the autosave is written (off
        the loop), and sent once it is on disk, so that no player ever sees a decision a crash could lose."""
        plain, ledger = table.plain()
        writing = asyncio.get_running_loop().run_in_executor(self._writer, table.write, plain, ledger)
        texts = self._views(table, events, before, said)
        try:
            await writing
        except Exception as error:  # noqa: BLE001 - the game goes on; the players hear it was not kept
            log.error("table %s: the autosave failed: %s", table.id, error)
            self._notice(table, f"The server could not keep this decision on disk ({error}); the game goes on.")
        self._send(table, texts)

    async def _keep_setting(self, table: Table) -> None:
        await asyncio.get_running_loop().run_in_executor(self._writer, table.write_setting)

    def _held(self, table: Table) -> set[int]:
        return {seat for client in self.clients[table.id] for seat in table.holds(client.grant)}

    def _views(self, table: Table, events: list[Event] | None, before: dict[int, Sight], said: str = "") -> dict[int, str]:
        """Each held seat's view after a change, with the events it may read (None: its whole log, after undo)."""
        return {seat: self._view(table, seat, events, before=before.get(seat), whole=events is None, said=said)
                for seat in self._held(table)}

    def _send(self, table: Table, texts: dict[int, str]) -> None:
        for client in self.clients[table.id]:
            for seat in table.holds(client.grant):
                if seat not in client.seen:  # a seat that joined the game: its whole log first
                    client.seen.add(seat)
                    client.send(self._view(table, seat, None, whole=True))
                else:
                    client.send(texts[seat])

    def _view(self, table: Table, seat: int, events: list[Event] | None, before: Sight | None = None,
              whole: bool = False, said: str = "") -> str:
        game = table.game
        seen = sight(game, seat, table.backs)
        self._sights[table.id, seat] = seen
        message: dict[str, Any] = {"t": "view", "as": seat, "ask": table.ask if game.pending else None,
                                   "state": seat_state(game, seen), "seats": self.seats(table)}
        if whole:
            message["log"] = seat_events(game, game.state.log.events, seen)
        else:
            message["events"] = seat_events(game, events or [], seen, before)
        if said:
            message["text"] = said
        return encode(message)

    def seats(self, table: Table) -> list[dict[str, Any]]:
        connected = {seat for client in self.clients.get(table.id, ()) for seat in table.holds(client.grant)}
        return [{"seat": n, "name": name, "bot": n in table.bots, "connected": n in connected}
                for n, name in enumerate(table.names())]

    def _seats_changed(self, table: Table, but: Client | None = None) -> None:
        text = encode({"t": "notice", "seats": self.seats(table)})
        for client in self.clients[table.id]:
            if client is not but:
                client.send(text)

    def _notice(self, table: Table, said: str) -> None:
        text = encode({"t": "notice", "text": said, "seats": self.seats(table)})
        for client in self.clients[table.id]:
            client.send(text)

    # -- bots -----------------------------------------------------------------------------
    def wake_bots(self, table: Table) -> None:
        """A bot asked answers after the pause (one task per table at a time)."""
        if table.bot_asked() is False:
            return
        running = self._bots.get(table.id)
        if running is None or running.done():
            self._bots[table.id] = asyncio.create_task(self._bot_turns(table))

    async def _bot_turns(self, table: Table) -> None:
        while True:
            due = time.monotonic() + self.bot_pause
            if self.bot_pause:
                await asyncio.sleep(self.bot_pause)
            async with self.locks[table.id]:
                seat = table.bot_asked()
                if seat is False:
                    return
                before = self._before(table)
                events = await self._bot_answer(table, seat)
                if events is None:
                    return
                await self._keep_and_tell(table, events, before)
            if self.timings is not None:
                self.timings.append(time.monotonic() - due)

    async def _bot_answer(self, table: Table, seat: int | None) -> list[Event] | None:
        loop = asyncio.get_running_loop()
        for attempt in range(1000):
            if table.bot_kind(seat) == "random":
                key = table.bot_key(seat, attempt)
            else:  # a planning bot thinks off the loop; the table's lock keeps the game still meanwhile
                key = await loop.run_in_executor(None, table.bot_key, seat, attempt)
            try:
                return table.bot_choose(seat if table.game.pending.owner != "table" else None, key)
            except Refused as refusal:
                if table.game.pending.options:
                    log.error("table %s: seat %s's bot gave a refused answer: %s", table.id, seat, refusal)
                    return None
        return None


async def _bye(ws: ServerConnection, reason: str) -> None:
    try:
        await ws.send(encode({"t": "bye", "reason": reason}))
        await ws.close(4000, reason[:120])
    except ConnectionClosed:
        pass


__all__ = ["Server", "asked"]
