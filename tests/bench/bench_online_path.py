"""The server's own work for one bot decision, without sockets or waits for the disk: the rules, every held seat's
sight and view, and the text each client is sent (the journal's line made, not written), over Brinefall tables of
three bot seats whose one client holds every seat, as `online.tables_per_server` plays them. Its CPU time is the part
of a decision that code here can change; its instruction count does not depend on the machine's load:

    valgrind --tool=cachegrind --cache-sim=no python -m tests.bench.bench_online_path 60
    valgrind --tool=cachegrind --cache-sim=no python -m tests.bench.bench_online_path 300

(the difference of the two counts over 240 is one decision's instructions; PYTHONHASHSEED=0 makes runs repeat)."""
from __future__ import annotations

import asyncio
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROUNDS = 5
TABLES = 4


class _Journal:
    """The journal's side the loop sees, each answer's line made and taken as kept at once."""

    def append(self, entry):
        entry.line()
        done = asyncio.get_running_loop().create_future()
        done.set_result(None)
        return done

    def kept(self, *_):
        pass

    def needs(self):
        return set()

    def close(self):
        pass


async def _decide(decisions: int, tables: int = TABLES) -> float:
    """The thread's CPU seconds for `decisions` bot decisions, taken in turn at `tables` tables."""
    import saves
    from engine import bots
    from engine.core.ruleset import Seat
    from online.connection import Client
    from online.server import Server
    from online.sights import sights
    from online.store import Store

    folder = Path(tempfile.mkdtemp(prefix="fogbound-bench-path-"))
    try:
        store = Store(saves.user_folders(folder))
        server = Server(store)
        server.journal = _Journal()  # type: ignore[assignment]
        seats = [Seat("Ann", "harbour-captain"), Seat("Bo", "netmender"), Seat("Cy", "tide-reader")]
        held = []
        for n in range(tables):
            table, _, _ = store.create(f"Bench {n}", "brinefall", seats, seed=5, unique=False,
                                       bots={seat: "random" for seat in range(3)})
            table.bots = {seat: bots.make("random", n + seat) for seat in range(3)}
            server.add(table)
            client = Client(None, table.setting.codes.grants[-1], table)  # type: ignore[arg-type]
            server.clients[table.id].add(client)
            seen = sights(table.game, table.holds(client.grant), table.sights)
            server._send_views(client, server._head(table), {
                seat: server._view(table, seat, None, whole=True, seen=seen[seat]) for seat in table.holds(client.grant)})
            held.append((table, client))
        start = time.thread_time()
        for n in range(decisions):
            table, client = held[n % tables]
            seat = table.bot_asked()
            if seat is not False:
                before = server._before(table)
                events = await server._bot_answer(table, seat)
                await server._keep_and_tell(table, events, before)
            while not client.outbox.empty():
                client.outbox.get_nowait()
        spent = time.thread_time() - start
        # the full saves that fell due are written before the writers stop (they were refused, loudly, after)
        await asyncio.gather(*(task for task in asyncio.all_tasks() if task is not asyncio.current_task()))
        server._writer.shutdown(wait=True)
        return spent
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def path_cpu_ms():
    """CPU for one decision of the server's own path, median of ROUNDS runs of 300 decisions less 60 (the tables
    made and first views sent are in both)."""
    each = [(asyncio.run(_decide(300)) - asyncio.run(_decide(60))) / 240 * 1000 for _ in range(ROUNDS)]
    return statistics.median(each), "ms"


BENCHMARKS = {"online.path_cpu_ms": path_cpu_ms}


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    print(f"{asyncio.run(_decide(int(sys.argv[1]) if len(sys.argv) > 1 else 300)):.6f} s")
