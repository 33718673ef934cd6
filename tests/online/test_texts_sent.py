"""What a client holding every seat of a table is sent of its changes, read as the text it is: each seat's part, laid
on the view the client holds, makes that seat's view made afresh, change after change. The texts are written once for
the seats and clients that share them, and a pile's hidden cards behind a back are kept as written from one change to
the next (`online.view_change`): none of that may leave a client holding a view the server no longer has."""
from __future__ import annotations

import asyncio
import json

from online.seat_view import seat_state, sights
from online.server import Server
from online.view_change import changed_view

from .harness import HEAVY, bot_decides, joined_holding_every_seat, new_table, store_in

DECISIONS = 400 if HEAVY else 80


def test_each_change_read_from_its_text_makes_every_seats_view_made_afresh(tmp_path):
    async def play() -> tuple[int, int]:
        table, _, _ = new_table(tmp_path, "brinefall", seed=4, bots={0: "random", 1: "random", 2: "random"})
        server = Server(store_in(tmp_path))
        try:
            server.add(table)
            client = joined_holding_every_seat(server, table)
            held = table.holds(client.grant)
            views: dict[int, dict] = {}
            checked = by_piles = 0
            for _ in range(DECISIONS):
                while not client.outbox.empty():
                    message = json.loads(client.outbox.get_nowait())
                    for part in message.get("views", ()):
                        if "state" in part:
                            views[part["as"]] = part["state"]
                            continue
                        views[part["as"]] = changed_view(views[part["as"]], part["delta"])
                        by_piles += "unseen" in part["delta"].get("fields", {})
                for seat in held:  # the view made afresh, as the client reads it
                    afresh = json.loads(json.dumps(seat_state(table.game, sights(table.game, [seat])[seat])))
                    assert views[seat] == afresh, (seat, checked)
                    checked += 1
                if not await bot_decides(server, table):
                    break
            return checked, by_piles
        finally:
            server.journal.close()
            server._writer.shutdown(wait=True)  # noqa: SLF001

    checked, by_piles = asyncio.run(play())
    assert checked >= 3 * 20, "too few changes were read: nothing much was checked"
    assert by_piles, "no seat was sent a pile's hidden cards changed: the kept texts were never taken"
