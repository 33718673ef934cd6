"""The server sets aside from the collector what its tables keep, every second (`online.cli._set_aside`): an object
set aside is freed when its last reference goes, but a cycle among such objects never is. Each ruleset's decisions,
taken and sent as the server takes and sends them, must leave nothing that only the collector would find."""
from __future__ import annotations

import asyncio
import gc

import pytest

from online.server import Server

from .harness import PACKS, bot_decides, joined_holding_every_seat, new_table, pack, seats_for, store_in

DECISIONS = 120


@pytest.mark.parametrize("ruleset_id", sorted(PACKS))
def test_a_servers_decisions_leave_no_cycle_behind(tmp_path, ruleset_id):
    pack_id = PACKS[ruleset_id]
    seats = len(seats_for(pack_id))
    pack(pack_id)

    async def play() -> tuple[int, int, list[str]]:
        table, _, _ = new_table(tmp_path, pack_id, seed=3, count=seats, bots={n: "random" for n in range(seats)})
        server = Server(store_in(tmp_path))
        try:
            server.add(table)
            client = joined_holding_every_seat(server, table)
            made = 0
            gc.collect()
            gc.disable()
            try:
                for _ in range(DECISIONS):
                    while not client.outbox.empty():
                        client.outbox.get_nowait()
                    if not await bot_decides(server, table):
                        break
                    made += 1
                gc.set_debug(gc.DEBUG_SAVEALL)
                found = gc.collect()
                kinds = sorted({type(thing).__qualname__ for thing in gc.garbage})[:12]
            finally:
                gc.set_debug(0)
                gc.garbage.clear()
                gc.enable()
            return made, found, kinds
        finally:
            server.journal.close()
            server._writer.shutdown(wait=True)  # noqa: SLF001

    made, found, kinds = asyncio.run(play())
    assert made >= 10, f"only {made} decisions were taken: too few to tell"
    assert found == 0, f"{found} objects in cycles after {made} decisions: {kinds}"
