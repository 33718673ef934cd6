"""What the network tests share: a table in a fresh folder, a server in this process or in its own, bot players,
the local replay of what a table's log says was answered, and the scan for hidden pieces in a message."""
from __future__ import annotations

import asyncio
import contextlib
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import saves
from engine import rulesets
from engine.bots import answer, asked
from engine.bots.random_bot import RandomBot
from engine.content.loader import list_packs, load_pack
from engine.core.ruleset import Seat
from engine.core.view import view
from engine.core.serial import game_to_plain
from online.connection import Client
from online.journal import Mark, left, play_on
from online.seat_view import sights
from online.server import Server
from online.store import Store

ROOT = Path(__file__).resolve().parents[2]
HEAVY = bool(os.environ.get("FOGBOUND_HEAVY"))
PACKS = {s.ruleset: s.id for s in list_packs() if s.ruleset in rulesets.ids()}
_LOADED: dict[str, Any] = {}


def pack(pack_id: str):
    if pack_id not in _LOADED:
        _LOADED[pack_id] = load_pack(next(s.folder for s in list_packs() if s.id == pack_id))
    return _LOADED[pack_id]


def seats_for(pack_id: str, count: int = 3) -> list[Seat]:
    loaded = pack(pack_id)
    ruleset = rulesets.ruleset(loaded.ruleset)
    roles = [choice.key for choice in ruleset.roles(loaded).choices]
    count = max(ruleset.players[0], min(count, ruleset.players[1]))
    return [Seat(f"Seat {n + 1}", roles[n % len(roles)] if roles else "") for n in range(count)]


def random_game(ruleset_id: str, seed: int, most: int):
    """A random game of the ruleset's bundled pack, seen after each of its decisions, to its end or `most` decisions."""
    loaded = pack(PACKS[ruleset_id])
    ruleset = rulesets.ruleset(loaded.ruleset)
    game = ruleset.new_game(loaded, seats_for(loaded.id), {o.key: o.default for o in ruleset.setup_options(loaded)},
                            seed)
    bot = RandomBot(seed)
    for _ in range(most):
        yield game
        if game.over:
            return
        seat = asked(game)
        answer(game, bot, seat if seat is not None else 0,
               lambda key, _: game.choose(key, seat if game.pending.owner != "table" else None))


def store_in(folder: Path) -> Store:
    store = Store(saves.user_folders(folder))
    store._packs.update(_LOADED)  # noqa: SLF001 - packs already read by this process are read once
    return store


def new_table(folder: Path, pack_id: str, seed: int, count: int = 3, bots: dict[int, str] | None = None):
    """A new table in `folder`: (table, codes by seat, host code)."""
    pack(pack_id)
    return store_in(folder).create("Test table", pack_id, seats_for(pack_id, count), seed=seed, bots=bots)


def replayed(table_or_campaign, seed: int, game=None):
    """The game the same seed and the same answers (read from the game's log) make at one screen."""
    campaign = getattr(table_or_campaign, "campaign", table_or_campaign)
    loaded = pack(campaign.pack.id)
    ruleset = rulesets.ruleset(loaded.ruleset)
    local = ruleset.new_game(loaded, list(campaign.seats), dict(campaign.options), seed)
    for event in (game or table_or_campaign.game).state.log.events:
        if event.kind == "chosen":
            local.choose(event.option, event.seat)
    return local


def kept_game(folder: Path, campaign_id: str, journal_too: bool = True):
    """The game as the server's folder keeps it: its autosave, and the answers its journal holds after it (a server
    running or killed; without `journal_too`, the autosave alone)."""
    store = store_in(folder)
    campaign = store.campaigns.open(campaign_id)
    document = saves.load_autosave(campaign)
    game = saves.restore_game(document, pack(campaign.pack.id).cards)
    mark = Mark.of(document)
    if journal_too and mark is not None:
        entries = [e for _, entries in left(store.journal_folder, running_too=True) for e in entries
                   if e.table == campaign_id]
        game = play_on(game, mark, entries)[0]
    return campaign, game


def same(a, b) -> bool:
    return game_to_plain(a) == game_to_plain(b)


# -- a server in this process -------------------------------------------------------------------
@dataclass(frozen=True)
class Hidden:
    """The pieces a seat may not name at a moment, as the engine's view of that seat says (`engine.core.view.view`,
    asked piece by piece as at one screen): what the scan holds a message to, independent of how the server found
    them."""

    hidden: frozenset[str]
    openly: frozenset[str] = frozenset()  # cards the table names as known to all (the ruleset's `open_names`)


def hidden_from(game, seat) -> Hidden:
    names = getattr(game.ruleset, "open_names", None)
    return Hidden(frozenset(piece for zone, seen in view(game, seat).zones.items()
                            for piece, one in zip(game.zones.cards(zone), seen) if one.piece is None),
                  frozenset(names(game)) if names is not None else frozenset())


class Recording(Server):
    """A server that keeps every view it makes, with what the engine's view says that seat could not see then and
    before the change (for the scan), and every text it sends of it (the whole state, or what changed). What the
    server itself found hidden (`online.sights.sights`) must be the same."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.sent: list[tuple[int, Any, Hidden, Hidden | None]] = []
        self.wire: list[tuple[str, dict[int, Hidden]]] = []
        self._hidden: dict[tuple[str, int], Hidden] = {}

    def _view(self, table, seat, events, *args, **kwargs):
        view_ = super()._view(table, seat, events, *args, **kwargs)
        now = hidden_from(table.game, seat)
        assert self._sights[table.id, seat].hidden == now.hidden, "the server's sight is not the engine's view"
        whole = kwargs.get("whole", args[1] if len(args) > 1 else False)
        before = None if whole else self._hidden.get((table.id, seat))
        self._hidden[table.id, seat] = now
        self.sent.append((seat, view_, now, before))
        return view_

    def _send_views(self, client, head, views):
        super()._send_views(client, head, views)
        # the message as sent, with what each of its seats could not see then
        self.wire.append((client.outbox._queue[-1], {seat: self._hidden[client.table.id, seat] for seat in views}))


def joined_holding_every_seat(server: Server, table) -> Client:
    """A client holding every seat of a table this process serves (no socket: its outbox is read), sent its first
    views as when it joins."""
    client = Client(None, table.setting.codes.grants[-1], table)  # type: ignore[arg-type]
    server.clients[table.id].add(client)
    held = table.holds(client.grant)
    seen = sights(table.game, held, table.sights)
    server._send_views(client, server._head(table), {  # noqa: SLF001 - the first views, as a client joins
        seat: server._view(table, seat, None, whole=True, seen=seen[seat]) for seat in held})  # noqa: SLF001
    return client


async def bot_decides(server: Server, table) -> bool:
    """The bot asked at the table answers, kept and told as the server takes a bot's answer; False: none is asked."""
    seat = table.bot_asked()
    if seat is False:
        return False
    before = server._before(table)  # noqa: SLF001
    events = await server._bot_answer(table, seat)  # noqa: SLF001
    await server._keep_and_tell(table, events, before)  # noqa: SLF001
    return True


@contextlib.asynccontextmanager
async def serving(store: Store, server_class=Server, **kwargs):
    server = server_class(store, **kwargs)
    server.load()
    await server.start("127.0.0.1", 0)
    try:
        yield server
    finally:
        await server.close()


def url(server: Server) -> str:
    host, port = server.address
    return f"ws://{host}:{port}"


# -- a server in its own process -------------------------------------------------------------------
class ServerProcess:
    """`fogbound-server serve` on a free port of the loopback, in its own process."""

    def __init__(self, folder: Path, port: int = 0, bot_pause: float = 0.0) -> None:
        self.folder = folder
        # its output goes to files: a pipe nobody reads would stop the server once full
        self.out = open(folder / f"server-{time.monotonic_ns()}.log", "w+")
        self.process = subprocess.Popen(
            [sys.executable, "-m", "online", "--data-dir", str(folder), "serve", "--host", "127.0.0.1",
             "--port", str(port), "--bot-pause", str(bot_pause)],
            cwd=ROOT, stdout=self.out, stderr=subprocess.STDOUT, text=True)
        deadline = time.monotonic() + 60
        found = None
        while found is None and time.monotonic() < deadline and self.process.poll() is None:
            time.sleep(0.05)
            found = re.search(r"ws://127\.0\.0\.1:(\d+)", Path(self.out.name).read_text())
        if not found:
            self.process.kill()
            raise RuntimeError(f"the server did not start: {Path(self.out.name).read_text()}")
        self.port = int(found.group(1))
        self.url = f"ws://127.0.0.1:{self.port}"

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()

    def kill(self) -> None:
        self.process.kill()
        self.process.wait()


def bot_process(url_: str, code: str, seed: int, *extra: str) -> subprocess.Popen:
    """A headless bot player in its own process; what it says goes to a temporary file (`.stderr`)."""
    said = tempfile.TemporaryFile("w+")
    process = subprocess.Popen([sys.executable, "-m", "online", "bot", "--url", url_, f"--code={code}", "--seed",
                                str(seed), *extra], cwd=ROOT, stdout=said, stderr=said, text=True)
    process.said = said
    return process


def said(process) -> str:
    process.said.seek(0)
    return process.said.read()


def wait_all(processes, timeout: float) -> None:
    end = time.monotonic() + timeout
    for process in processes:
        process.wait(max(0.1, end - time.monotonic()))


# -- the scan ------------------------------------------------------------------------------------
# the names of the fields of what a message carries (options, decisions): keys of a table that name no piece
FIELDS = {"key", "label", "data", "why_not", "owner", "kind", "prompt", "options", "number", "context", "refused",
          "eligible", "waiting", "private"}


def strings(value, found: set[str]) -> set[str]:
    if isinstance(value, str):
        found.add(value)
    elif isinstance(value, dict):
        for key, inner in value.items():
            if key not in FIELDS:
                found.add(key)
            strings(inner, found)
    elif isinstance(value, list):
        for inner in value:
            strings(inner, found)
    return found


def leaks(view, now: Hidden, before: Hidden | None) -> set[str]:
    """The ids of pieces this seat may not name that a view names, in any text sent of it (its whole state, or what
    changed): in the state, any piece hidden now; in its events, any piece hidden before the change and after it (one
    it saw leave its hand it may name); a piece's id that is also the card of a piece it sees names that card, not
    the hidden one."""
    found: set[str] = set()
    named = set(view.state["pieces"]) | set(view.state["pieces"].values())
    for text in [*view.texts.values(), view.text(None)]:
        message = json.loads(text)
        state = dict(message.get("state") or message["delta"])
        fields = dict(state.pop("fields", {}))
        fields.pop("unseen", None)
        state.update(fields)
        # which cards hide behind each back is public ("unseen"), where each lies is not
        in_state = strings({k: v for k, v in state.items() if k not in ("zones", "backs", "unseen")}, set())
        in_state |= {piece for pieces in (state.get("zones") or {}).values() if pieces for piece in pieces}
        # the table names a card known to all as it is, though a piece of that id lies hidden (a Hero's card in a deck)
        found |= (now.hidden - named - now.openly) & in_state
        unseen = now.hidden & before.hidden if before is not None else now.hidden
        found |= (unseen - named) & strings(message.get("events", []) + message.get("log", []), set())
    return found


HEAD = {"t", "ask", "seats", "proposal", "text", "next", "restart"}  # what the seats' views of a message share


def wire_leaks(text: str, hidden: dict[int, Hidden], parts: set[str]) -> set[str]:
    """The ids of pieces hidden from a seat of a `views` message that what its seats share names, and any part not
    among the texts the scan read (`leaks`, seat by seat)."""
    message = json.loads(text)
    assert message["t"] == "views" and set(message) - {"views"} <= HEAD, sorted(message)
    shared = strings({k: v for k, v in message.items() if k != "views"}, set())
    found = {piece for seen in hidden.values() for piece in seen.hidden & shared}
    for part in message["views"]:
        assert part["as"] in hidden, "a part for a seat the client does not hold"
        assert json.dumps(part, separators=(",", ":"), ensure_ascii=False) in parts, "a part the scan did not read"
    return found


def run(coroutine, timeout: float = 240):
    return asyncio.run(asyncio.wait_for(coroutine, timeout))
