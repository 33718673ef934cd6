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
TABLES = [int(n) for n in os.environ.get("FOGBOUND_BENCH_TABLES", "5,25,50,100,200,300,400,500,700,1000").split(",")]
SECONDS = float(os.environ.get("FOGBOUND_BENCH_SECONDS", "12"))
PAUSE = 1.0  # a bot decision a second at each table


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


# the players' side, in a process of its own: one connection a table (a host's code, the three seats' views in one
# message); the time between two, less the bot's pause, is how late the server made and sent a decision
LOAD = """
import asyncio, json, sys, time
from websockets.asyncio.client import connect
url, codes, seconds, pause, version = sys.argv[1], open(sys.argv[2]).read().split(), float(sys.argv[3]), \
    float(sys.argv[4]), int(sys.argv[5])
late, joined, measuring = [], set(), [False]
async def one(n, code):
    while True:
        try:
            async with connect(url, max_size=None, compression=None) as ws:
                await ws.send(json.dumps({"t": "hello", "v": version, "code": code}))
                last = None
                async for text in ws:
                    if not text.startswith('{"t":"views"'):
                        continue
                    now = time.monotonic()
                    joined.add(n)
                    if last is not None and measuring[0]:
                        late.append(now - last - pause)
                    last = now
        except Exception:
            await asyncio.sleep(0.5)
async def main():
    tasks = [asyncio.create_task(one(n, code)) for n, code in enumerate(codes)]
    start = time.monotonic()
    while len(joined) < len(codes) and time.monotonic() - start < 120:
        await asyncio.sleep(0.2)
    await asyncio.sleep(2 * pause)
    print("ready", len(joined), flush=True)
    measuring[0] = True
    await asyncio.sleep(seconds)
    measuring[0] = False
    print(json.dumps(late), flush=True)
asyncio.run(main())
"""


def _cpu_seconds(pid: int) -> float | None:
    """A process's CPU time so far (user and system), where the system tells it (Linux)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None


def _p95(count: int) -> float:
    """The 95th percentile of how late a bot decision's views reach its table's player (beyond the bot's pause),
    over SECONDS, with `count` tables each deciding once a second: `fogbound-server serve` in its own process, the
    players in another."""
    from online.protocol import VERSION

    folder = Path(tempfile.mkdtemp(prefix="fogbound-bench-tables-"))
    server = load = None
    try:
        codes = _tables(folder, count)
        (folder / "codes.txt").write_text("\n".join(codes))
        server = subprocess.Popen([sys.executable, "-m", "online", "--data-dir", str(folder), "serve", "--host",
                                   "127.0.0.1", "--port", "0", "--bot-pause", str(PAUSE)], cwd=ROOT,
                                  stdout=subprocess.PIPE, text=True)
        url = server.stdout.readline().strip().rsplit(" ", 1)[-1]
        load = subprocess.Popen([sys.executable, "-c", LOAD, url, str(folder / "codes.txt"), str(SECONDS),
                                 str(PAUSE), str(VERSION)], cwd=ROOT, stdout=subprocess.PIPE, text=True)
        ready = load.stdout.readline().split()
        cpu = _cpu_seconds(server.pid)
        late = json.loads(load.stdout.readline() or "[]")
        spent = _cpu_seconds(server.pid)
        if cpu is not None and spent is not None and late:  # the server's own CPU for one decision
            each = (spent - cpu) / len(late) * 1000
            print(f"  {count} tables: server CPU {each:.3f} ms a decision", file=sys.stderr, flush=True)
            _measured["cpu"] = min(_measured.get("cpu", float("inf")), each)
    finally:
        for process in (load, server):
            if process is not None:
                process.terminate()
                try:
                    process.wait(60)
                except subprocess.TimeoutExpired:
                    process.kill()
                    process.wait()
        shutil.rmtree(folder, ignore_errors=True)
    if len(ready) < 2 or int(ready[1]) < count or len(late) < count * SECONDS * 0.5:
        return float("inf")  # the tables fell behind a decision a second
    return statistics.quantiles(late, n=20)[-1] * 1000


def cpu_ms_per_decision():
    """The server process's CPU for one bot decision (rules, journal, three seats' views and sending), at the
    smallest number of tables timed: a core's worth of tables is a second over this."""
    if "cpu" not in _measured:
        _p95(TABLES[0])
    return _measured["cpu"], "ms"


def tables_per_server():
    kept = 0
    print(f"  load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores", file=sys.stderr, flush=True)
    for count in TABLES:
        p95 = _p95(count)
        print(f"  {count} tables: p95 {p95:.1f} ms (load average {os.getloadavg()[0]:.1f})", file=sys.stderr,
              flush=True)
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
