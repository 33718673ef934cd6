"""The server: any number of tables on one asyncio loop, each client a WebSocket that names its code first.

A change is made under its table's lock: applied to the only full game and appended to the journal, then each seat
that somebody holds is sent its view and the events it may read once the journal has it on disk (a change that is no
answer, an undo or the next game, once its full save is). Full saves are written every so often, off the loop, each
table's at its own time. A connection's hello, rate limit and checks are `online.connection`'s; what its messages ask
of a table is done here, and nothing a client sends can change another table.
"""
from __future__ import annotations

import asyncio
import functools
import json
import logging
import math
import os
import ssl as ssl_module
import time
import zlib
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from engine.bots import asked
from engine.core.events import Event
from saves.atomic import write_atomic

from . import connection, next_game, protocol
from .codes import Grant, digest
from .connection import Client
from .journal import Journal, Mark
from .protocol import BURST, RATE, STALE, VERSION, Refused, encode
from .seat_view import Common, common, seat_events, seat_state
from .sights import Sight, sights
from .view_change import SeatView, Said, views_text
from .store import Store, apply_request
from .table import Proposal, Table

log = logging.getLogger("fogbound.server")

# full saves written at once (each table's in order): their waits on the disk overlap
WRITERS = 4
# a table's full save falls due after SAVE_EVERY answers or SAVE_AFTER seconds since its first answer no full save
# holds (the journal holds them meanwhile), on average: each table at its own share (`share`) of these, from a half to
# one and a half, so that tables started together (a server's restart, a benchmark) do not all fall due in one sweep.
# A full save writes the whole game, its log too (a few milliseconds of the server's CPU early in a game, more later),
# while an answer costs about one: due every 15 to 45 seconds at tables answering every second, they took ~0.17 ms of a
# decision's ~1.3 ms of the server's CPU over a minute at 200 tables, more as the logs grow. Nothing waits on them (the
# journal keeps every answer before anybody sees it), and a restart plays again at most SAVE_EVERY answers onto each
# table's last one
SAVE_EVERY = 200
SAVE_AFTER = 300.0
SWEEP_SECONDS = 1.0


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
        self._writer = ThreadPoolExecutor(max_workers=WRITERS, thread_name_prefix="full-save")
        self.journal = Journal(store.journal_folder)
        self._saving: dict[str, asyncio.Lock] = {}  # one full save of a table at a time, in order
        self._due: dict[str, float] = {}  # when a table's full save falls due (it holds answers no full save holds)
        self._sweeping: asyncio.Task[None] | None = None
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
        self._saving.setdefault(table.id, asyncio.Lock())
        self.journal.kept(table.id, table.kept)
        self.clients.setdefault(table.id, set())
        for grant in table.setting.codes.grants:
            self._codes[grant.hash] = table.id

    def load(self) -> None:
        for table in self.store.load():
            self.add(table)
        for problem in self.store.problems:
            log.warning("a table was not opened: %s", problem)

    async def watch(self, seconds: float = 3.0) -> None:
        """Open the tables made in the folder while the server runs (`fogbound-server new-table`), and do what
        `fogbound-server invite` asks meanwhile."""
        while True:
            await asyncio.sleep(seconds)
            await self._requests()
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

    async def _requests(self) -> None:
        """A new code for a seat, asked by `fogbound-server invite` from another process: the seat's codes revoked
        (their players sent away), the new code's hash kept; the answer written beside the request."""
        folder = self.store.requests
        for file in sorted(folder.glob("*.json")) if folder.is_dir() else []:
            refused = ""
            try:
                request = json.loads(file.read_text(encoding="utf-8"))
                table = self.tables.get(str(request.get("invite")))
                if table is None:
                    raise ValueError(f"no table {request.get('invite')!r} is served here")
                if not isinstance(request.get("seat"), int) or not 0 <= request["seat"] < table.seat_count():
                    raise ValueError(f"the table has no seat {request.get('seat')!r}")
                async with self.locks[table.id]:
                    apply_request(table.setting, request)
                    self._codes[request["hash"]] = table.id
                    self._send_away(table)
                    await self._keep_setting(table)
                self._seats_changed(table)
            except (OSError, ValueError, KeyError, TypeError) as error:
                refused = str(error)
            try:
                write_atomic(file.with_suffix(".answer"), json.dumps({"refused": refused}).encode("utf-8"))
                file.unlink()
            except OSError as error:
                log.warning("an invitation's answer was not written: %s", error)

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
        try:  # `fogbound-server invite` asks a running server rather than writing the table's setting itself
            write_atomic(self.store.serving, json.dumps({"pid": os.getpid(), "port": self.address[1]}).encode())
        except OSError as error:
            log.warning("the folder does not say it is served: %s", error)
        for n, table in enumerate(self.tables.values()):  # evenly over the pause, not all at once
            self.wake_bots(table, first=0.5 + n / len(self.tables))
        self._watching = asyncio.create_task(self.watch())
        self._sweeping = asyncio.create_task(self.sweep())

    async def close(self) -> None:
        """Stop serving; every table's full save written (the journal then holds nothing needed, and goes)."""
        for task in (self._watching, self._sweeping, *self._bots.values()):
            if task is not None:
                task.cancel()
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        for table in list(self.tables.values()):
            async with self.locks[table.id]:
                if table.unsaved():
                    await self._save(table)
        self._writer.shutdown(wait=True)
        self.journal.close()
        try:
            if json.loads(self.store.serving.read_text(encoding="utf-8")).get("pid") == os.getpid():
                self.store.serving.unlink()
        except (OSError, ValueError, AttributeError):
            pass

    async def _connection(self, ws: ServerConnection) -> None:
        client = await connection.hello(ws, self._opens)
        if client is None:
            return
        table = client.table
        async with self.locks[table.id]:
            self.clients[table.id].add(client)
            client.send(encode({"t": "welcome", "v": VERSION, "table": table.id, "name": table.campaign.name,
                                "ruleset": table.game.ruleset.id, "pack": table.campaign.pack.to_plain(),
                                "yours": table.holds(client.grant), "host": client.grant.host,
                                "seats": self.seats(table)}))
            seen = sights(table.game, table.holds(client.grant), table.sights)
            self._send_views(client, self._head(table), {seat: self._view(table, seat, None, whole=True, seen=seen[seat])
                                                         for seat in table.holds(client.grant)})
        self._seats_changed(table, but=client)
        writer = asyncio.create_task(connection.write(client))
        try:
            async for text in ws:
                await connection.read(client, text, self.rate, self.burst, self._dispatch)
        except ConnectionClosed:
            pass
        finally:
            self.clients[table.id].discard(client)
            client.outbox.put_nowait(None)
            await writer
            self._seats_changed(table)
            if table.proposal is not None:  # one fewer to agree: perhaps everyone left has
                async with self.locks[table.id]:
                    if table.proposal is not None:
                        try:
                            await self._propose(table, table.proposal)
                        except Refused as refusal:
                            table.proposal = None
                            self._notice(table, str(refusal))
                self.wake_bots(table)

    def _opens(self, code: str) -> tuple[Table, Grant] | None:
        """The table a code opens here and the code's grant; None for a code mistyped or revoked."""
        table = self.tables.get(self._codes.get(digest(code), ""))
        grant = table.setting.codes.grant(code) if table is not None else None
        return (table, grant) if table is not None and grant is not None else None

    async def _dispatch(self, client: Client, message: dict[str, Any]) -> None:
        """What a client's message (read and allowed by `connection.read`) asks of its table, under the table's
        lock."""
        kind = message["t"]
        table = client.table
        async with self.locks[table.id]:
            if kind == "choose" and table.game.pending is not None and table.game.pending.owner == "table" \
                    and message["ask"] == table.ask:
                # the whole table decides: one person answers, the others agree
                people = [seat for seat in table.holds(client.grant) if seat not in table.bots]
                await self._propose(table, table.propose(client.grant, "choose", min(people, default=None),
                                                         message["key"]))
            elif kind == "choose":
                before = self._before(table)
                events = table.choose(client.grant, message["key"], message["seat"], message["ask"])
                await self._keep_and_tell(table, events, before)
            elif kind == "undo":
                await self._propose(table, table.propose(client.grant, "undo", message["seat"]))
            elif kind == "next":
                offer = next_game.offer(self.store, table)
                if offer is None:
                    raise Refused("this campaign has no next game to play here (its rules keep nothing for one)")
                options = next_game.options(self.store, table, offer, message["options"])
                await self._propose(table, table.propose_next(client.grant, offer["words"], options))
            elif kind in ("agree", "decline"):
                proposal = table.proposal
                if proposal is None or proposal.id != message["id"] or proposal.ask != table.ask:
                    raise Refused(f"that question has {STALE} (the table has moved on)")
                if kind == "decline":
                    table.proposal = None
                    self._notice(table, f"{client.name or self._who(table, client.grant)} does not agree: "
                                        f"{proposal.words}")
                    return
                proposal.agreed.add(client.grant.hash)
                await self._propose(table, proposal)
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
        if kind in ("hand", "invite", "revoke"):
            self._seats_changed(table)
        self.wake_bots(table)

    # -- what the whole table is asked ----------------------------------------------------------
    def _voters(self, table: Table) -> dict[str, Grant]:
        """The codes of the people at the table now (connected, holding a seat no bot plays), by hash."""
        return {client.grant.hash: client.grant for client in self.clients[table.id]
                if any(seat not in table.bots for seat in table.holds(client.grant))}

    def _waiting(self, table: Table) -> list[int]:
        """The seats of the people who have not agreed to what is asked of the whole table."""
        proposal = table.proposal
        if proposal is None:
            return []
        return sorted({seat for code, grant in self._voters(table).items() if code not in proposal.agreed
                       for seat in table.holds(grant) if seat not in table.bots})

    def _who(self, table: Table, grant: Grant) -> str:
        names = table.names()
        return " and ".join(names[seat] for seat in table.holds(grant) if seat < len(names)) or "A player"

    async def _propose(self, table: Table, proposal: Proposal | None) -> None:
        """Ask the others to agree, or do it once every person at the table has (a person alone does it at once).
        Call it under the table's lock."""
        if proposal is None or proposal.ask != table.ask or table.proposal is not proposal:
            return
        if set(self._voters(table)) - proposal.agreed:
            self._tell_proposal(table)
            return
        table.proposal = None
        if proposal.kind == "undo":
            assert proposal.seat is not None  # an undo names whose answer it takes back
            said = table.undo(proposal.grant, proposal.seat)
            await self._keep_and_tell(table, None, {}, said)
        elif proposal.kind == "next":
            try:
                self.store.next_game(table, proposal.options)
            except ValueError as error:
                raise Refused(f"the next game cannot start: {error}") from None
            await self._keep_and_tell(table, None, {}, proposal.words, restart=True)
            try:
                await asyncio.get_running_loop().run_in_executor(self._writer, self.store.campaigns.begin_session,
                                                                 table.campaign)
            except Exception as error:  # noqa: BLE001 - the game is kept (its autosave); the campaign's file waits
                log.warning("table %s: the campaign's file was not written: %s", table.id, error)
        else:
            before = self._before(table)
            events = table.choose(proposal.grant, proposal.key, None, proposal.ask)
            await self._keep_and_tell(table, events, before, proposal.words if len(self._voters(table)) > 1 else "")

    def _tell_proposal(self, table: Table) -> None:
        proposal = table.proposal
        text = encode({"t": "notice", "proposal": proposal.plain(self._waiting(table)) if proposal else None})
        for client in self.clients[table.id]:
            client.send(text)

    def _revoke(self, table: Table, seat: int) -> int:
        count = table.setting.codes.revoke(seat)
        self._send_away(table)
        return count

    def _send_away(self, table: Table) -> None:
        """Those whose codes were revoked leave the table."""
        for other in list(self.clients[table.id]):
            if other.grant.revoked:
                other.send(encode({"t": "bye", "reason": "your code was revoked by the host"}))
                other.outbox.put_nowait(None)

    # -- after a change -------------------------------------------------------------------
    def _before(self, table: Table) -> dict[int, Sight]:
        """What each seat held by a client could not see before the change (for the events it may read)."""
        held = self._held(table)
        missing = [seat for seat in held if (table.id, seat) not in self._sights]
        found = sights(table.game, missing, table.sights) if missing else {}
        return {seat: self._sights.get((table.id, seat)) or found[seat] for seat in held}

    async def _keep_and_tell(self, table: Table, events: list[Event] | None, before: dict[int, Sight],
                             said: str = "", restart: bool = False) -> None:
        """Keep the change, then send each seat its view: an answer is appended to the journal, a change that is no
        answer (undo) kept by a full save; the views are made meanwhile and sent once it is on disk, so that no
        player ever sees a decision a crash could lose."""
        if events is not None and table.entry is not None:
            keeping = self.journal.append(table.entry)
            table.entry = None
        else:
            keeping = self._save(table)
        views = self._views(table, events, before)
        try:
            await keeping
        except Exception as error:  # noqa: BLE001 - the game goes on; the players hear it was not kept
            log.error("table %s: the decision was not kept: %s", table.id, error)
            self._notice(table, f"The server could not keep this decision on disk ({error}); the game goes on.")
        self._send(table, self._head(table, said, restart), views)
        unsaved = table.unsaved()
        if unsaved and table.id not in self._due:
            self._due[table.id] = time.monotonic() + SAVE_AFTER * share(table.id)
        if unsaved >= SAVE_EVERY * share(table.id) or table.game.over:
            self._save_soon(table)

    def _save_soon(self, table: Table) -> None:
        """A full save of the table as it is now, written off the loop while the game goes on."""
        def said(done: "asyncio.Future[None]") -> None:
            if not done.cancelled() and done.exception() is not None:
                log.error("table %s: a full save failed: %s", table.id, done.exception())

        self._save(table).add_done_callback(said)

    def _save(self, table: Table) -> "asyncio.Future[None]":
        """Start a full save of the table as it is now (made here, under the table's lock; written off the loop, each
        table's in order); the journal then drops what it covers."""
        plain, ledger, mark = table.plain()
        self._due.pop(table.id, None)
        return asyncio.ensure_future(self._write_save(table, plain, ledger, mark))

    async def _write_save(self, table: Table, plain: dict[str, Any], ledger: dict[str, Any], mark: Mark) -> None:
        async with self._saving[table.id]:
            await asyncio.get_running_loop().run_in_executor(self._writer, table.write, plain, ledger, mark)
            table.kept = mark
            self.journal.kept(table.id, mark)

    async def sweep(self, seconds: float = SWEEP_SECONDS) -> None:
        """Now and then, the full saves that fall due (`falling_due`), the loop left free for the tables' answers
        between two."""
        while True:
            await asyncio.sleep(seconds)
            for table_id in self.falling_due(time.monotonic(), seconds):
                table = self.tables[table_id]
                async with self.locks[table_id]:
                    if table.unsaved():
                        self._save_soon(table)
                    else:
                        self._due.pop(table_id, None)
                await asyncio.sleep(0)

    def falling_due(self, now: float, seconds: float = SWEEP_SECONDS) -> list[str]:
        """The tables whose full saves a sweep starts: those whose answers have waited long enough in the journal, or
        that keep a closed journal segment alive, the most overdue first; a few a sweep (as many as every table's
        full save needs when each falls due at its shortest), so that no sweep holds up the answers for long."""
        needed = self.journal.needs()
        due = sorted((when, table_id) for table_id, when in self._due.items() if when <= now or table_id in needed)
        most = max(WRITERS, math.ceil(len(self.tables) * seconds / (SAVE_AFTER * SHORTEST)))
        return [table_id for _, table_id in due[:most]]

    async def _keep_setting(self, table: Table) -> None:
        await asyncio.get_running_loop().run_in_executor(self._writer, table.write_setting)

    def _held(self, table: Table) -> set[int]:
        return {seat for client in self.clients[table.id] for seat in table.holds(client.grant)}

    def _views(self, table: Table, events: list[Event] | None, before: dict[int, Sight]) -> dict[int, SeatView]:
        """Each held seat's view after a change, with the events it may read (None: its whole log, after undo or
        the campaign's next game)."""
        shared = table.sights.common = common(table.game, table.sights.common)
        held = sorted(self._held(table))
        seen = sights(table.game, held, table.sights)  # every seat's in one pass
        views = {seat: self._view(table, seat, events, before=before.get(seat), whole=events is None, shared=shared,
                                  seen=seen[seat])
                 for seat in held}
        said = Said(piles=table.sights.piles)  # what the seats' parts have in common, written once for them all
        for view in views.values():
            view.said = said
        # the events' plain forms are the views' own now: kept no longer than this change (after an undo, the whole
        # log's), so that what a table keeps between changes is its sights and the shared table alone
        shared.events.clear()
        return views

    def _head(self, table: Table, said: str = "", restart: bool = False) -> dict[str, Any]:
        """What every held seat's view of the table now shares: the question's name, the seats, the words said with
        the change, the campaign's next game once this one is over (`restart`: it has begun)."""
        game = table.game
        head: dict[str, Any] = {"ask": table.ask if game.pending else None, "seats": self.seats(table),
                                "proposal": None}
        if said:
            head["text"] = said
        if game.over:
            head["next"] = next_game.offer(self.store, table)
        if restart:
            head["restart"] = True
        return head

    def _send(self, table: Table, head: dict[str, Any], views: dict[int, SeatView]) -> None:
        for client in self.clients[table.id]:
            self._send_views(client, head, {
                # a seat that joined the game: its whole log first
                seat: views[seat] if seat in client.seen else self._view(table, seat, None, whole=True)
                for seat in table.holds(client.grant)})

    @staticmethod
    def _send_views(client: Client, head: dict[str, Any], views: dict[int, SeatView]) -> None:
        """Its seats' views to a client, in one message: each seat's whole state the first time, then what changed
        since the last it was sent."""
        client.send(views_text(head, [view.text(client.bases.get(seat)) for seat, view in views.items()]))
        for seat, view in views.items():
            client.bases[seat] = view.state
            client.seen.add(seat)

    def _view(self, table: Table, seat: int, events: list[Event] | None, before: Sight | None = None,
              whole: bool = False, shared: Common | None = None, seen: Sight | None = None) -> SeatView:
        """One seat's view of the table now (its part of a `views` message); `seen`: what it may not name now, when
        made with the other seats'."""
        game = table.game
        seen = seen if seen is not None else sights(game, [seat], table.sights)[seat]
        self._sights[table.id, seat] = seen
        part: dict[str, Any] = {"as": seat}
        if whole:
            part["log"] = seat_events(game, game.state.log.events, seen, shared=shared)
        else:
            part["events"] = seat_events(game, events or [], seen, before, shared)
        return SeatView(seat_state(game, seen, shared), part, seen=seen)

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
    def wake_bots(self, table: Table, first: float = 1.0) -> None:
        """A bot asked answers after the pause (one task per table at a time); `first`: after this much of it."""
        if table.bot_asked() is False:
            return
        running = self._bots.get(table.id)
        if running is None or running.done():
            self._bots[table.id] = asyncio.create_task(self._bot_turns(table, first))

    async def _bot_turns(self, table: Table, first: float = 1.0) -> None:
        # a table's bots keep a beat of their own (`next_due`): due a pause after each answer was made, the tables a
        # busy moment held up fell due together from then on, until all answered in one train a second, each waiting
        # on those before it (p95 60-135 ms at 300 tables)
        due = time.monotonic() + self.bot_pause * first
        while True:
            wait = (on_tick(due) if self.bot_pause > 0 else due) - time.monotonic()
            if wait > 0:
                await asyncio.sleep(wait)
            async with self.locks[table.id]:
                seat = table.bot_asked()
                if seat is False:
                    return
                before = self._before(table)
                events = await self._bot_answer(table, seat)
                if events is None:
                    return
                answered = time.monotonic()
                await self._keep_and_tell(table, events, before)
            if self.timings is not None:
                self.timings.append(time.monotonic() - due)
            due = next_due(due, answered, self.bot_pause)

    async def _bot_answer(self, table: Table, seat: int | None) -> list[Event] | None:
        loop = asyncio.get_running_loop()
        for attempt in range(1000):
            if table.bot_kind(seat) == "random":
                key = table.bot_key(seat, attempt)
            else:  # a planning bot thinks off the loop; the table's lock keeps the game still meanwhile
                key = await loop.run_in_executor(None, table.bot_key, seat, attempt)
            pending = table.game.pending
            assert pending is not None  # a bot is asked: a question is pending
            try:
                return table.bot_choose(seat if pending.owner != "table" else None, key)
            except Refused as refusal:
                if pending.options:
                    log.error("table %s: seat %s's bot gave a refused answer: %s", table.id, seat, refusal)
                    return None
        return None


SHORTEST = 0.5  # the smallest share
CATCH_UP = 0.5  # the least of a pause a bot behind its beat waits after its last answer
TICK = 0.02  # seconds: the bots' answers due within one are made together


def on_tick(due: float) -> float:
    """The moment a bot's answer due at `due` is made: the next tick, with the other tables' answers due in the same
    tick, one after another (their journal lines on disk together, the loop's and the processor's work on them done
    in one go: spread one by one over the pause, a decision cost the server ~25 % more)."""
    return math.ceil(due / TICK) * TICK


def next_due(due: float, answered: float, pause: float) -> float:
    """When a table's bot answers next, its last answer due at `due` and made at `answered`: a pause after `due`, or,
    behind its beat, at the first beat at least half a pause (`CATCH_UP`) after `answered` (the beats missed are
    skipped: begun again from the answer, the tables held up together would fall due together again)."""
    least = answered + pause * CATCH_UP
    due += pause
    if due >= least:
        return due
    return due + math.ceil((least - due) / pause) * pause if pause > 0 else least


@functools.cache  # asked at every answer
def share(table_id: str) -> float:
    """A table's own share, from a half to one and a half, of the answers and seconds after which its full save falls
    due: the same for a table at every start, spread evenly over tables (a whole on average)."""
    return SHORTEST + zlib.crc32(table_id.encode("utf-8")) / 2**32


__all__ = ["Server", "asked", "next_due", "share"]
