"""What a table keeps between two changes is what the next change is made from (its seats' sights, the shared table
and procedures), not the events' plain forms made for the seats' views of the last one: a server holds many tables,
and what each keeps is looked through by the collector and held in memory until the table's next change."""
from __future__ import annotations

import asyncio
import json

from online.connection import Client
from online.server import Server

from .harness import new_table, store_in


def test_the_events_plain_forms_are_not_kept_past_the_change_their_views_were_sent_at(tmp_path):
    async def play() -> list[dict]:
        table, _, _ = new_table(tmp_path, "brinefall", seed=3, bots={0: "random", 1: "random", 2: "random"})
        server = Server(store_in(tmp_path))
        try:
            server.add(table)
            client = Client(None, table.setting.codes.grants[-1], table)  # type: ignore[arg-type]
            server.clients[table.id].add(client)
            sent = []
            for _ in range(12):
                before = server._before(table)  # noqa: SLF001 - a bot's decision as the server takes it
                events = await server._bot_answer(table, table.bot_asked())  # noqa: SLF001
                await server._keep_and_tell(table, events, before)  # noqa: SLF001
                assert table.sights.common is not None and table.sights.common.events == {}
                while not client.outbox.empty():
                    sent.append(json.loads(client.outbox.get_nowait()))
            return sent
        finally:
            server.journal.close()
            server._writer.shutdown(wait=True)  # noqa: SLF001

    sent = asyncio.run(play())
    told = [part.get("events") for message in sent if message["t"] == "views" for part in message["views"]]
    assert len(told) == 12 * 3 and sum(map(len, filter(None, told))) >= 12  # each seat was still told what happened
