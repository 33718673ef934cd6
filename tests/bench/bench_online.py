"""Network play on the loopback: a decision from a client's answer to every client's view updated, beside the same
decision at one screen (kept on disk there too); and how many tables one server keeps answering, a bot decision a
second each, with the 95th percentile of a decision's time under 100 ms."""
from __future__ import annotations

import asyncio
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACK = "brinefall"
DECISIONS = 40
_measured: dict[str, float] = {}


def _store(folder: Path):
    import saves
    from online.store import Store

    return Store(saves.user_folders(folder))


def _seats():
    from engine.core.ruleset import Seat

    return [Seat("Ann", "harbour-captain"), Seat("Bo", "netmender"), Seat("Cy", "tide-reader")]


# -- a decision: online against one screen --------------------------------------------------------------
async def _online(folder: Path) -> tuple[list[float], list[str]]:
    """The server in its own process (as players meet it), three clients here, one seat each."""
    from online.client import Connection

    store = _store(folder)
    table, codes, _ = store.create("Bench", PACK, _seats(), seed=5, unique=False)
    server = subprocess.Popen([sys.executable, "-m", "online", "--data-dir", str(folder), "serve", "--host",
                               "127.0.0.1", "--port", "0", "--bot-pause", "0"], cwd=ROOT, stdout=subprocess.PIPE,
                              text=True)
    try:
        url = server.stdout.readline().strip().rsplit(" ", 1)[-1]
        connections = [Connection(url, codes[seat]) for seat in range(3)]
        for connection in connections:
            await connection.open()
            await connection.next(10)
        times, keys = [], []
        for _ in range(DECISIONS):
            asking = next(c for c in connections if c.games[c.yours[0]].pending is not None
                          and c.games[c.yours[0]].pending.options and c.games[c.yours[0]].pending.owner ==
                          f"seat:{c.yours[0]}")
            seat = asking.yours[0]
            key = asking.games[seat].pending.options[-1].key  # the last option: ends a turn soonest, no buying
            start = time.perf_counter()
            await asking.choose(seat, key)
            for connection in connections:  # every client has taken its view of this change
                while True:
                    message = await connection.next(10)
                    if message["t"] == "view":
                        break
                    if message["t"] == "refused":
                        raise RuntimeError(message["reason"])
            times.append(time.perf_counter() - start)
            keys.append(key)
        for connection in connections:
            await connection.close()
    finally:
        server.terminate()
        server.wait(10)
    return times, keys


def _one_screen(folder: Path, keys: list[str]) -> list[float]:
    """The same answers at one screen: the table's session, each decision kept on disk before the next."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from gui.session import Session

    QApplication.instance() or QApplication([])
    store = _store(folder)
    table, _, _ = store.create("Bench", PACK, _seats(), seed=5, unique=False)
    session = Session(table.game, store.pack(PACK), table.campaign, store.campaigns)
    times = []
    for key in keys:
        start = time.perf_counter()
        assert session.choose(key)
        session.flush()
        times.append(time.perf_counter() - start)
    session.close()
    return times


def _decisions() -> None:
    if "online" in _measured:
        return
    folder = Path(tempfile.mkdtemp(prefix="fogbound-bench-online-"))
    try:
        online, keys = asyncio.run(_online(folder / "server"))
        local = _one_screen(folder / "screen", keys)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    _measured["online"] = statistics.median(online) * 1000
    _measured["local"] = statistics.median(local) * 1000


def decision_ms():
    _decisions()
    return _measured["online"], "ms"


def one_screen_decision_ms():
    _decisions()
    return _measured["local"], "ms"


def decision_ratio():
    _decisions()
    return _measured["online"] / _measured["local"], "x"


# -- tables a server keeps ----------------------------------------------------------------------------------
TABLES = [int(n) for n in os.environ.get("FOGBOUND_BENCH_TABLES", "5,10,25,50,100,200,400,700,1000").split(",")]
SECONDS = float(os.environ.get("FOGBOUND_BENCH_SECONDS", "12"))


def _tables(folder: Path, count: int) -> list[str]:
    """`count` tables of three bot seats each (copies of one campaign), and their host codes."""
    from online.table import Setting

    store = _store(folder)
    table, _, _ = store.create("Bench", PACK, _seats(), seed=5, unique=False)
    table.file.unlink()
    codes = []
    for n in range(count):
        target = table.campaign.folder.parent / f"bench-{n:05d}"
        shutil.copytree(table.campaign.folder, target)
        setting = Setting(target.name, bots={0: "random", 1: "random", 2: "random"}, bot_seed=n)
        codes.append(setting.codes.issue([0, 1, 2], host=True, every=True))
        (store.folder / f"{target.name}.json").parent.mkdir(parents=True, exist_ok=True)
        (store.folder / f"{target.name}.json").write_text(json.dumps(setting.to_plain()))
    shutil.rmtree(table.campaign.folder)
    return codes


DRAIN = """
import asyncio, sys, json
from websockets.asyncio.client import connect
async def one(url, code):
    while True:
        try:
            async with connect(url, max_size=None, compression=None) as ws:
                await ws.send(json.dumps({"t": "hello", "v": 1, "code": code}))
                async for _ in ws:
                    pass
        except Exception:
            await asyncio.sleep(0.5)
async def main():
    url, codes = sys.argv[1], open(sys.argv[2]).read().split()
    await asyncio.gather(*(one(url, code) for code in codes))
asyncio.run(main())
"""


def _p95(count: int) -> float:
    """The 95th percentile of a bot decision's time (due to broadcast) over SECONDS, with `count` tables each
    deciding once a second and one client per table taking its three seats' views."""
    from online.background import Background
    from online.server import Server

    folder = Path(tempfile.mkdtemp(prefix="fogbound-bench-tables-"))
    drain = None
    try:
        codes = _tables(folder, count)
        (folder / "codes.txt").write_text("\n".join(codes))
        server = Server(_store(folder), bot_pause=1.0)
        server.load()
        server.timings = []
        loop = Background("bench-tables")
        loop.run(server.start("127.0.0.1", 0), 60)
        drain = subprocess.Popen([sys.executable, "-c", DRAIN, f"ws://127.0.0.1:{server.address[1]}",
                                  str(folder / "codes.txt")], cwd=ROOT)
        time.sleep(min(10.0, 2 + count / 100))  # every client joined, the tables at their pace
        server.timings.clear()
        cpu = time.process_time()
        time.sleep(SECONDS)
        samples = list(server.timings)
        cpu = time.process_time() - cpu
        if samples:  # the server's own CPU (its loop and its writers) for one decision, whatever else the machine runs
            _measured["cpu"] = min(_measured.get("cpu", float("inf")), cpu / len(samples) * 1000)
        loop.run(server.close(), 60)
        loop.stop()
    finally:
        if drain is not None:
            drain.kill()
            drain.wait()
        shutil.rmtree(folder, ignore_errors=True)
    if len(samples) < count * SECONDS * 0.5:
        return float("inf")  # the tables fell behind a decision a second
    return statistics.quantiles(samples, n=20)[-1] * 1000


def cpu_ms_per_decision():
    """The server process's CPU for one bot decision (rules, autosave, three seats' views and sending), at the
    smallest number of tables timed: a core's worth of tables is a second over this."""
    if "cpu" not in _measured:
        _p95(TABLES[0])
    return _measured["cpu"], "ms"


def tables_per_server():
    kept = 0
    for count in TABLES:
        p95 = _p95(count)
        print(f"  {count} tables: p95 {p95:.1f} ms", file=sys.stderr, flush=True)
        if p95 >= 100:
            break
        kept = count
    return kept, "tables"


BENCHMARKS = {
    "online.decision_ms": decision_ms,
    "online.one_screen_decision_ms": one_screen_decision_ms,
    "online.decision_ratio": decision_ratio,
    "online.tables_per_server": tables_per_server,
    "online.cpu_ms_per_decision": cpu_ms_per_decision,
}
